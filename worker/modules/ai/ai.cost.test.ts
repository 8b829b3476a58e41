import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { AiAnalysisDto, JudicialDecisionResultDto } from "../../../common/api/ai.ts";
import { app } from "../../app.ts";
import { seedAnalysedDocument } from "../../test/analysed-documents.ts";
import { fakeLlmBaseUrl, fakeModel, receivedRequests, scriptReplies } from "../../test/fake-llm.ts";
import { ORIGIN, signedInUser } from "../../test/helpers.ts";
import { CONTRATO_PT, SENTENCA_PT } from "../../test/texts.ts";

// What one user can make Causa spend on a language model (security review H5): model calls are counted on the
// loopback fake server, per test-unique model name.

const ANALYSIS = JSON.stringify({ summary: "Contrato de prestação de serviços advocatícios.", parties: [] });
const REVIEW = JSON.stringify({ decisionSummary: "A sentença julgou procedente a ação de cobrança." });

/** The app with LLM_PROVIDER=openai pointed at the fake server; `overrides` swap bindings (e.g. the AI limiter). */
function withModel(model: string, overrides: Partial<Env> = {}): Env {
  return {
    ...env,
    LLM_PROVIDER: "openai",
    LLM_BASE_URL: fakeLlmBaseUrl(),
    LLM_MODEL: model,
    LLM_API_KEY: "sk-test",
    ...overrides,
  } as Env;
}

interface Call {
  cookie: string | null;
  env: Env;
  method?: string;
  language?: "en" | "pt";
}

function call(path: string, id: string, { cookie, env: e, method = "GET", language = "en" }: Call) {
  return app.request(
    `${ORIGIN}/api/documents/analyses/${id}/${path}`,
    { method, headers: { cookie: cookie ?? "", "x-language": language } },
    e,
  );
}

/** A limiter that always refuses and counts how often it was asked. */
function exhaustedLimiter() {
  const limiter = {
    calls: 0,
    async limit(_options: { key: string }) {
      limiter.calls += 1;
      return { success: false };
    },
  };
  return limiter;
}

async function row(id: string) {
  return env.DB.prepare(
    "SELECT ai_analysis, ai_claimed_at, judicial_decision_refined, refined_provider, refined_model, refined_at, refine_claimed_at FROM analyses WHERE document_id = ?",
  )
    .bind(id)
    .first<Record<string, string | number | null>>();
}

describe("per-user AI rate limit (AI_RATE_LIMITER, 10 a minute)", () => {
  it("the 11th ai-analysis that would call the model answers 429 with Retry-After, and the model is not called", async () => {
    const owner = await signedInUser();
    const model = fakeModel("server-error");
    const e = withModel(model);
    const ids: string[] = [];
    for (let i = 0; i < 12; i++) ids.push((await seedAnalysedDocument(owner.email, `c${i}.txt`, CONTRATO_PT)).id);
    // Failed generations count too: each one cost model calls (here two, with the retry of a 5xx).
    for (const id of ids.slice(0, 10)) {
      expect((await call("ai-analysis", id, { cookie: owner.client.cookie, env: e })).status).toBe(502);
    }
    const spent = (await receivedRequests(model)).length;
    expect(spent).toBe(20);

    const limited = await call("ai-analysis", ids[10] ?? "", { cookie: owner.client.cookie, env: e });
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toBe("60");
    expect(await limited.json()).toMatchObject({
      code: "RATE_LIMITED",
      message: "Too many AI requests in a short time. Please wait a minute and try again.",
    });
    const pt = await call("ai-analysis", ids[11] ?? "", { cookie: owner.client.cookie, env: e, language: "pt" });
    expect(pt.status).toBe(429);
    expect(await pt.json()).toMatchObject({
      message: "Muitas solicitações de IA em pouco tempo. Aguarde um minuto e tente novamente.",
    });
    expect(await receivedRequests(model)).toHaveLength(spent);
    // The refused request gave its claim back: nothing is left blocking the document once the minute is over.
    expect(await row(ids[10] ?? "")).toMatchObject({ ai_analysis: null, ai_claimed_at: null });

    // Another user has a limit of their own.
    const other = await signedInUser();
    const { id: theirs } = await seedAnalysedDocument(other.email, "c.txt", CONTRATO_PT);
    expect((await call("ai-analysis", theirs, { cookie: other.client.cookie, env: e })).status).toBe(502);
  });

  it("judicial-decision over the limit answers the engine's extraction with a note, without calling the model", async () => {
    const owner = await signedInUser();
    const { id } = await seedAnalysedDocument(owner.email, "sentenca.txt", SENTENCA_PT);
    const model = fakeModel("scripted");
    const limiter = exhaustedLimiter();
    const res = await call("judicial-decision", id, {
      cookie: owner.client.cookie,
      env: withModel(model, { AI_RATE_LIMITER: limiter as unknown as RateLimit }),
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as JudicialDecisionResultDto;
    expect(body).toMatchObject({ success: true, refinedBy: null });
    expect(body.judicialDecision?.judgeOrders.some((o) => o.includes("JULGO PROCEDENTE"))).toBe(true);
    expect(body.message).toContain("Too many AI requests in a short time.");
    expect(limiter.calls).toBe(1);
    expect(await receivedRequests(model)).toHaveLength(0);
    expect(await row(id)).toMatchObject({ judicial_decision_refined: null, refine_claimed_at: null });
  });

  it("stored answers are free: served from D1 even when the limit is exhausted, without asking the limiter", async () => {
    const owner = await signedInUser();
    const { id } = await seedAnalysedDocument(owner.email, "sentenca.txt", SENTENCA_PT);
    const model = fakeModel("scripted");
    await scriptReplies(model, [{ content: ANALYSIS }, { content: REVIEW }]);
    const open = withModel(model);
    const first = await call("ai-analysis", id, { cookie: owner.client.cookie, env: open });
    const review = await call("judicial-decision", id, { cookie: owner.client.cookie, env: open });
    expect([first.status, review.status]).toEqual([200, 200]);
    expect(await receivedRequests(model)).toHaveLength(2);

    const limiter = exhaustedLimiter();
    const closed = withModel(model, { AI_RATE_LIMITER: limiter as unknown as RateLimit });
    for (let i = 0; i < 15; i++) {
      expect((await call("ai-analysis", id, { cookie: owner.client.cookie, env: closed })).status).toBe(200);
      const again = (await (
        await call("judicial-decision", id, { cookie: owner.client.cookie, env: closed })
      ).json()) as JudicialDecisionResultDto;
      expect(again.refinedBy).toEqual({ provider: "openai", model });
    }
    expect(limiter.calls).toBe(0);
    expect(await receivedRequests(model)).toHaveLength(2);
  });

  it("local mode (no model) stays unlimited", async () => {
    const owner = await signedInUser();
    const limiter = exhaustedLimiter();
    const local = { ...env, LLM_PROVIDER: "local", AI_RATE_LIMITER: limiter as unknown as RateLimit } as Env;
    for (let i = 0; i < 12; i++) {
      const { id } = await seedAnalysedDocument(owner.email, `s${i}.txt`, SENTENCA_PT);
      const ai = await call("ai-analysis", id, { cookie: owner.client.cookie, env: local });
      expect(ai.status).toBe(200);
      expect(((await ai.json()) as AiAnalysisDto).provider).toBe("local");
      const decision = await call("judicial-decision", id, { cookie: owner.client.cookie, env: local });
      expect(((await decision.json()) as JudicialDecisionResultDto).success).toBe(true);
    }
    expect(limiter.calls).toBe(0);
  });
});

describe("judicial-decision review stored in D1", () => {
  it("the second GET is served from D1 without a model call, whatever the requester's language", async () => {
    const owner = await signedInUser({ language: "pt" });
    const { id } = await seedAnalysedDocument(owner.email, "sentenca.txt", SENTENCA_PT);
    const model = fakeModel("scripted");
    await scriptReplies(model, [{ content: REVIEW }]);
    const e = withModel(model);
    const first = (await (
      await call("judicial-decision", id, { cookie: owner.client.cookie, env: e, language: "pt" })
    ).json()) as JudicialDecisionResultDto;
    expect(first.refinedBy).toEqual({ provider: "openai", model });
    expect(first.judicialDecision?.decisionSummary).toBe("A sentença julgou procedente a ação de cobrança.");
    const stored = await row(id);
    expect(stored).toMatchObject({ refined_provider: "openai", refined_model: model, refine_claimed_at: null });
    expect(JSON.parse(String(stored?.judicial_decision_refined))).toEqual(first.judicialDecision);

    const second = (await (
      await call("judicial-decision", id, { cookie: owner.client.cookie, env: e, language: "pt" })
    ).json()) as JudicialDecisionResultDto;
    expect(second).toEqual(first);
    const english = (await (
      await call("judicial-decision", id, { cookie: owner.client.cookie, env: e, language: "en" })
    ).json()) as JudicialDecisionResultDto;
    expect(english.judicialDecision).toEqual(first.judicialDecision);
    expect(english.message).toBe("Judicial decision analysed and reviewed by the language model.");
    expect(await receivedRequests(model)).toHaveLength(1);
  });

  it("a review of an older engine extraction is not served: the engine stays the source of truth", async () => {
    const owner = await signedInUser();
    const { id } = await seedAnalysedDocument(owner.email, "sentenca.txt", SENTENCA_PT);
    const model = fakeModel("scripted");
    await scriptReplies(model, [{ content: REVIEW }, { content: REVIEW }]);
    const e = withModel(model);
    await call("judicial-decision", id, { cookie: owner.client.cookie, env: e });
    // The document analysed again (e.g. a newer engine) with a different extraction.
    const engine = JSON.parse(
      String(
        (await env.DB.prepare("SELECT judicial_decision FROM analyses WHERE document_id = ?").bind(id).first())
          ?.judicial_decision,
      ),
    ) as { judgeOrders: string[] };
    engine.judgeOrders = ["Nova ordem do motor.", ...engine.judgeOrders];
    await env.DB.prepare("UPDATE analyses SET judicial_decision = ? WHERE document_id = ?")
      .bind(JSON.stringify(engine), id)
      .run();
    const body = (await (
      await call("judicial-decision", id, { cookie: owner.client.cookie, env: e })
    ).json()) as JudicialDecisionResultDto;
    expect(body.judicialDecision?.judgeOrders[0]).toBe("Nova ordem do motor.");
    expect(await receivedRequests(model)).toHaveLength(2);
  });
});

describe("one generation at a time per document", () => {
  it("two concurrent first ai-analysis GETs: one generates, the other gets 409 CONFLICT; then both read the stored one", async () => {
    const owner = await signedInUser();
    const { id } = await seedAnalysedDocument(owner.email, "contrato.txt", CONTRATO_PT);
    const model = fakeModel("scripted");
    await scriptReplies(model, [{ content: ANALYSIS, delayMs: 400 }]);
    const e = withModel(model);
    const [a, b] = await Promise.all([
      call("ai-analysis", id, { cookie: owner.client.cookie, env: e }),
      call("ai-analysis", id, { cookie: owner.client.cookie, env: e, language: "pt" }),
    ]);
    const statuses = [a.status, b.status].sort();
    expect(statuses).toEqual([200, 409]);
    const loser = a.status === 409 ? a : b;
    const winner = a.status === 200 ? a : b;
    expect(await loser.json()).toMatchObject({
      code: "CONFLICT",
      message: expect.stringMatching(/being written right now|sendo escrita agora/),
    });
    const stored = (await winner.json()) as AiAnalysisDto;
    expect(await receivedRequests(model)).toHaveLength(1);
    expect(await (await call("ai-analysis", id, { cookie: owner.client.cookie, env: e })).json()).toEqual(stored);
    expect(await row(id)).toMatchObject({ ai_claimed_at: null });
    expect(await receivedRequests(model)).toHaveLength(1);
  });

  it("two concurrent first judicial-decision GETs: one review; the other answers the engine's extraction", async () => {
    const owner = await signedInUser();
    const { id } = await seedAnalysedDocument(owner.email, "sentenca.txt", SENTENCA_PT);
    const model = fakeModel("scripted");
    await scriptReplies(model, [{ content: REVIEW, delayMs: 400 }]);
    const e = withModel(model);
    const bodies = (await Promise.all(
      [0, 1].map(async () => (await call("judicial-decision", id, { cookie: owner.client.cookie, env: e })).json()),
    )) as JudicialDecisionResultDto[];
    const reviewed = bodies.filter((b) => b.refinedBy !== null);
    const waiting = bodies.filter((b) => b.refinedBy === null);
    expect(reviewed).toHaveLength(1);
    expect(waiting).toHaveLength(1);
    expect(waiting[0]?.message).toMatch(/reviewing it right now/);
    expect(waiting[0]?.judicialDecision?.appealOptions.length).toBeGreaterThan(0);
    expect(await receivedRequests(model)).toHaveLength(1);
  });

  it("a recent claim blocks without a model call; one older than two minutes is taken over", async () => {
    const owner = await signedInUser();
    const { id } = await seedAnalysedDocument(owner.email, "contrato.txt", CONTRATO_PT);
    const model = fakeModel("scripted");
    await scriptReplies(model, [{ content: ANALYSIS }]);
    const e = withModel(model);
    const claim = (ms: number) =>
      env.DB.prepare("UPDATE analyses SET ai_claimed_at = ? WHERE document_id = ?").bind(ms, id).run();
    await claim(Date.now() - 30_000);
    expect((await call("ai-analysis", id, { cookie: owner.client.cookie, env: e })).status).toBe(409);
    expect(await receivedRequests(model)).toHaveLength(0);
    // Abandoned (the Worker that claimed it was cancelled): the next request generates.
    await claim(Date.now() - 3 * 60_000);
    expect((await call("ai-analysis", id, { cookie: owner.client.cookie, env: e })).status).toBe(200);
    expect(await receivedRequests(model)).toHaveLength(1);
  });

  it("a failed generation gives its claim back, so the user can retry at once", async () => {
    const owner = await signedInUser();
    const { id } = await seedAnalysedDocument(owner.email, "contrato.txt", CONTRATO_PT);
    const model = fakeModel("scripted");
    await scriptReplies(model, [{ status: 500, body: "boom" }, { status: 500, body: "boom" }, { content: ANALYSIS }]);
    const e = withModel(model);
    expect((await call("ai-analysis", id, { cookie: owner.client.cookie, env: e })).status).toBe(502);
    expect(await row(id)).toMatchObject({ ai_claimed_at: null });
    expect((await call("ai-analysis", id, { cookie: owner.client.cookie, env: e })).status).toBe(200);
  });
});

describe("HEAD", () => {
  it("never generates: an empty 405 that allows GET, and no model call or claim", async () => {
    const owner = await signedInUser();
    const { id } = await seedAnalysedDocument(owner.email, "sentenca.txt", SENTENCA_PT);
    const model = fakeModel("scripted");
    const e = withModel(model);
    for (const path of ["ai-analysis", "judicial-decision"]) {
      const res = await call(path, id, { cookie: owner.client.cookie, env: e, method: "HEAD" });
      expect(res.status).toBe(405);
      expect(res.headers.get("allow")).toBe("GET");
      expect(await res.text()).toBe("");
    }
    expect(await receivedRequests(model)).toHaveLength(0);
    expect(await row(id)).toMatchObject({
      ai_analysis: null,
      ai_claimed_at: null,
      judicial_decision_refined: null,
      refine_claimed_at: null,
    });
  });
});
