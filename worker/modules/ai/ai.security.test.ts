import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { app } from "../../app.ts";
import { seedAnalysedDocument, seedQueuedDocument } from "../../test/analysed-documents.ts";
import { fakeLlmBaseUrl, fakeModel, receivedRequests } from "../../test/fake-llm.ts";
import { client, comparable, ORIGIN, signedInUser } from "../../test/helpers.ts";
import { CONTRATO_PT, SENTENCA_PT } from "../../test/texts.ts";

const PATHS = ["ai-analysis", "judicial-decision"] as const;

describe("AI endpoints: who may see what", () => {
  it("answer another user's document with the same 404 as a document that does not exist, and generate nothing", async () => {
    const owner = await signedInUser();
    const { id } = await seedAnalysedDocument(owner.email, "sentenca.txt", SENTENCA_PT);
    const intruder = await signedInUser();
    for (const path of PATHS) {
      const theirs = await intruder.client.request(`/api/documents/analyses/${id}/${path}`);
      const missing = await intruder.client.request(`/api/documents/analyses/doc_doesnotexist/${path}`);
      expect(theirs.status).toBe(404);
      expect(await comparable(theirs)).toEqual(await comparable(missing));
    }
    const row = await env.DB.prepare("SELECT ai_analysis FROM analyses WHERE document_id = ?").bind(id).first();
    expect(row?.ai_analysis).toBeNull();
    // The owner still gets it.
    expect((await owner.client.request(`/api/documents/analyses/${id}/judicial-decision`)).status).toBe(200);
  });

  it("require a session", async () => {
    const owner = await signedInUser();
    const { id } = await seedAnalysedDocument(owner.email, "contrato.txt", CONTRATO_PT);
    for (const path of PATHS) {
      const res = await client().request(`/api/documents/analyses/${id}/${path}`);
      expect(res.status).toBe(401);
      expect(await res.json()).toMatchObject({ code: "UNAUTHORIZED" });
    }
  });

  it("say a document still in the queue is not analysed yet", async () => {
    const owner = await signedInUser();
    const id = await seedQueuedDocument(owner.email);
    const ai = await owner.client.request(`/api/documents/analyses/${id}/ai-analysis`);
    expect(ai.status).toBe(409);
    expect(await ai.json()).toMatchObject({
      code: "CONFLICT",
      message: expect.stringMatching(/not been analysed yet/),
    });
    const decision = await owner.client.request(`/api/documents/analyses/${id}/judicial-decision`);
    expect(await decision.json()).toMatchObject({ success: false, judicialDecision: null });
  });
});

describe("AI endpoints with a configured provider: what reaches the client", () => {
  // The same app with LLM_PROVIDER=openai pointed at the loopback fake, whose 429 body names the account.
  async function withProvider(path: string, cookie: string, model: string, language: "en" | "pt") {
    const configured = {
      ...env,
      LLM_PROVIDER: "openai",
      LLM_BASE_URL: fakeLlmBaseUrl(),
      LLM_MODEL: model,
      LLM_API_KEY: "sk-SECRET-KEY",
    } as Env;
    return app.request(`${ORIGIN}${path}`, { headers: { cookie, "x-language": language } }, configured);
  }

  it("a provider 429 is RATE_LIMITED with the required message, Retry-After, and no key or provider text", async () => {
    const owner = await signedInUser();
    const { id } = await seedAnalysedDocument(owner.email, "contrato.txt", CONTRATO_PT);
    const model = fakeModel("rate-limit");
    for (const [language, message] of [
      ["en", "AI provider rate limit reached. Please wait a few seconds and try again."],
      ["pt", "Limite de requisições do provedor de IA atingido. Aguarde alguns segundos e tente novamente."],
    ] as const) {
      const res = await withProvider(
        `/api/documents/analyses/${id}/ai-analysis`,
        owner.client.cookie ?? "",
        model,
        language,
      );
      expect(res.status).toBe(429);
      expect(res.headers.get("retry-after")).toBe("7");
      const raw = await res.text();
      expect(JSON.parse(raw)).toMatchObject({
        code: "RATE_LIMITED",
        message,
        error: { code: "RATE_LIMITED", message },
      });
      expect(raw).not.toMatch(/SECRET|org-|Rate limit reached for|127\.0\.0\.1/);
    }
    expect((await receivedRequests(model))[0]?.authorization).toBe("Bearer sk-SECRET-KEY");
  });

  it("a provider 500 is PROVIDER_ERROR 502 without the provider's body", async () => {
    const owner = await signedInUser();
    const { id } = await seedAnalysedDocument(owner.email, "contrato.txt", CONTRATO_PT);
    const res = await withProvider(
      `/api/documents/analyses/${id}/ai-analysis`,
      owner.client.cookie ?? "",
      fakeModel("server-error"),
      "en",
    );
    expect(res.status).toBe(502);
    const raw = await res.text();
    expect(JSON.parse(raw)).toMatchObject({ code: "PROVIDER_ERROR" });
    expect(raw).not.toMatch(/SECRET|exploded|127\.0\.0\.1/);
  });

  it("a half-configured provider is PROVIDER_ERROR, never a silent fallback that sends text elsewhere", async () => {
    const owner = await signedInUser();
    const { id } = await seedAnalysedDocument(owner.email, "contrato.txt", CONTRATO_PT);
    const configured = { ...env, LLM_PROVIDER: "openai", LLM_BASE_URL: "", LLM_MODEL: "" } as Env;
    const res = await app.request(
      `${ORIGIN}/api/documents/analyses/${id}/ai-analysis`,
      { headers: { cookie: owner.client.cookie ?? "" } },
      configured,
    );
    expect(res.status).toBe(502);
    expect(await res.json()).toMatchObject({
      code: "PROVIDER_ERROR",
      message: expect.stringMatching(/not configured/),
    });
  });
});
