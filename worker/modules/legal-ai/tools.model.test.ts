import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type {
  CalculateDeadlinesResponse,
  DraftContractClauseResponse,
  FlowchartResponse,
  JurisprudenceSearchResponse,
  LegalResearchResponse,
} from "../../../common/api/legal-ai.ts";
import { AppError } from "../../lib/errors.ts";
import { openAiCompatibleProvider } from "../../providers/llm/openai.ts";
import { fakeLlmBaseUrl, fakeModel, receivedRequests, scriptReplies } from "../../test/fake-llm.ts";
import { signedInUser } from "../../test/helpers.ts";
import { rejection } from "../../test/rejection.ts";
import { SENTENCA_PT } from "../../test/texts.ts";
import { draftContractClause } from "./clauses.service.ts";
import { generateFlowchart } from "./flowchart.service.ts";
import { searchJurisprudence } from "./jurisprudence.service.ts";
import { legalResearch } from "./research.service.ts";
import { BODIES, post, withModel } from "./test-calls.ts";
import { ACORDAO_PT, depsFor, seedIndexedDocument } from "./test-documents.ts";

// The tools with a configured model: the real OpenAI-compatible adapter against the loopback fake LLM server.

const FLOWCHART_BODY = { procedure: "inventário judicial", jurisdiction: "brazil", language: "PT" };
const MODEL_BODIES = { ...BODIES, "generate-flowchart": FLOWCHART_BODY } as const;
const TOOLS = ["jurisprudence-search", "draft-contract-clause", "generate-flowchart", "legal-research"] as const;

async function lawyer() {
  const { client, email } = await signedInUser({ language: "pt" });
  const { user } = await seedIndexedDocument(email, "sentenca.txt", SENTENCA_PT);
  await seedIndexedDocument(email, "acordao.txt", ACORDAO_PT);
  return { client, user };
}

const GOOD: Record<(typeof TOOLS)[number], unknown> = {
  "jurisprudence-search": {
    sentences: [
      { text: "A recusa de cobertura sem fundamento gera dano moral indenizável.", refs: ["D1"] },
      { text: "No REsp 9.999.999 o STJ fixou R$ 90.000,00.", refs: ["D1"] },
    ],
  },
  "draft-contract-clause": {
    title: "Cláusula Penal",
    paragraphs: [
      "1. A parte que descumprir este contrato pagará multa de 20% do valor total do contrato (arts. 408 e 410 do Código Civil).",
      "2. A multa pode ser reduzida pelo juiz se excessiva (art. 413 do Código Civil). Aplica-se ainda o art. 927 do Código Civil.",
    ],
  },
  "generate-flowchart": {
    title: "Inventário judicial",
    mermaid:
      "flowchart TD\n  A([Abertura do inventário]) --> B[Primeiras declarações]\n  B --> C{Há impugnação?}\n  C -->|não| D([Partilha])",
  },
  "legal-research": {
    question: "A seguradora pode recusar a indenização sem cláusula de exclusão?",
    analysis: [
      { text: "O contrato de seguro garante interesse legítimo contra riscos predeterminados.", refs: ["S1"] },
      { text: "A Súmula 999 do STJ manda indenizar em dobro.", refs: ["S1"] },
    ],
    openPoints: [{ text: "Verificar se a apólice tem cláusula de exclusão.", refs: [] }],
  },
};

describe("Legal AI tools through an OpenAI-compatible model", () => {
  it("each tool answers {success, result, error} with the model named, and removes what no source supports", async () => {
    const { client } = await lawyer();
    for (const path of TOOLS) {
      const model = fakeModel("scripted");
      await scriptReplies(model, [{ content: JSON.stringify(GOOD[path]) }]);
      const res = await post(path, MODEL_BODIES[path], client.cookie, withModel(model), "pt");
      expect(res.status, path).toBe(200);
      const r = (await res.json()) as JurisprudenceSearchResponse;
      expect(r, path).toMatchObject({ success: true, error: null, provider: "openai", model });
      expect(r.providerLabel, path).toContain(model);
      expect(await receivedRequests(model), path).toHaveLength(1);
      if (path === "generate-flowchart") continue;
      expect(r.flags.length, path).toBe(1);
      expect(r.result, path).not.toMatch(/9\.999\.999|90\.000|art\. 927|Súmula 999/);
    }
  });

  it("answers 429 RATE_LIMITED with the provider message when the provider throttles, for every tool", async () => {
    const { client } = await lawyer();
    for (const path of TOOLS) {
      const res = await post(path, MODEL_BODIES[path], client.cookie, withModel(fakeModel("rate-limit")), "pt");
      expect(res.status, path).toBe(429);
      const body = (await res.json()) as { code: string; message: string };
      expect(body.code).toBe("RATE_LIMITED");
      expect(body.message).toContain("Limite de requisições do provedor de IA");
      expect(JSON.stringify(body)).not.toContain("org-SECRET");
    }
  });

  it("answers 502 PROVIDER_ERROR when the model's output cannot be read, for every tool", async () => {
    const { client } = await lawyer();
    for (const path of TOOLS) {
      const res = await post(path, MODEL_BODIES[path], client.cookie, withModel(fakeModel("malformed")), "en");
      expect(res.status, path).toBe(502);
      expect(await res.json()).toMatchObject({ code: "PROVIDER_ERROR" });
    }
  });

  it("turns a provider that does not answer in time into PROVIDER_ERROR, for every tool", async () => {
    const { user } = await lawyer();
    const slow = {
      llm: openAiCompatibleProvider({ baseUrl: fakeLlmBaseUrl(), model: fakeModel("slow") }),
      timeoutMs: 200,
    };
    const deps = depsFor("pt");
    const calls = [
      () => searchJurisprudence(deps, user, { ...BODIES["jurisprudence-search"], language: "pt" }, slow),
      () => draftContractClause(deps, user, { ...BODIES["draft-contract-clause"], language: "pt" }, slow),
      () =>
        generateFlowchart(
          deps,
          user,
          { procedure: "inventário judicial", jurisdiction: "brazil", language: "pt" },
          slow,
        ),
      () =>
        legalResearch(deps, user, { ...BODIES["legal-research"], language: "pt", sources: ["laws", "case_law"] }, slow),
    ];
    for (const call of calls) expect((await rejection(call(), AppError)).code).toBe("PROVIDER_ERROR");
  });

  it("rejects a model chart outside the Mermaid subset as an error instead of a broken picture", async () => {
    const { client } = await lawyer();
    const model = fakeModel("scripted");
    await scriptReplies(model, [
      { content: JSON.stringify({ title: "X", mermaid: "flowchart TD\n  A[Início] --> B[Fim]\n  click A callback" }) },
    ]);
    const r = (await (
      await post("generate-flowchart", FLOWCHART_BODY, client.cookie, withModel(model))
    ).json()) as FlowchartResponse;
    expect(r).toMatchObject({ success: false, result: "", mermaid: null, provider: "openai" });
    expect(r.error).toContain("linha 3");
  });

  it("draws catalogue procedures from the catalogue even with a model configured (no model call)", async () => {
    const { client } = await lawyer();
    const model = fakeModel("scripted");
    const r = (await (
      await post("generate-flowchart", BODIES["generate-flowchart"], client.cookie, withModel(model))
    ).json()) as FlowchartResponse;
    expect(r).toMatchObject({ success: true, provider: "local", procedure: { id: "cumprimento_de_sentenca" } });
    expect(await receivedRequests(model)).toHaveLength(0);
  });

  it("calculates deadlines with the calculator only: a configured model is never asked for a date", async () => {
    const { client } = await lawyer();
    const model = fakeModel("scripted");
    const r = (await (
      await post("calculate-deadlines", BODIES["calculate-deadlines"], client.cookie, withModel(model))
    ).json()) as CalculateDeadlinesResponse;
    expect(r).toMatchObject({ success: true, provider: "local", deadline: { dueDate: "2025-04-01" } });
    expect(await receivedRequests(model)).toHaveLength(0);
  });

  it("keeps the clause's library basis and the user's figures in the adapted clause", async () => {
    const { user } = await lawyer();
    const model = fakeModel("scripted");
    await scriptReplies(model, [{ content: JSON.stringify(GOOD["draft-contract-clause"]) }]);
    const llm = openAiCompatibleProvider({ baseUrl: fakeLlmBaseUrl(), model });
    const r: DraftContractClauseResponse = await draftContractClause(
      depsFor("pt"),
      user,
      { ...BODIES["draft-contract-clause"], language: "pt" },
      { llm },
    );
    expect(r.clause?.paragraphs[0]).toContain("multa de 20%");
    expect(r.clause?.paragraphs[1]).toContain("art. 413");
    expect(r.clause?.paragraphs[1]).not.toContain("927");
    expect(r.flags).toEqual([{ kind: "statute", text: "Aplica-se ainda o art. 927 do Código Civil." }]);
    expect(r.clause?.legalBasis.length).toBe(4);
  });

  it("writes the research analysis from the sources only and lists what it cited", async () => {
    const { user } = await lawyer();
    const model = fakeModel("scripted");
    await scriptReplies(model, [{ content: JSON.stringify(GOOD["legal-research"]) }]);
    const llm = openAiCompatibleProvider({ baseUrl: fakeLlmBaseUrl(), model });
    const r: LegalResearchResponse = await legalResearch(
      depsFor("pt"),
      user,
      { ...BODIES["legal-research"], language: "pt", sources: ["laws", "case_law"] },
      { llm },
    );
    expect(r.memo?.analysis).toHaveLength(1);
    expect(r.memo?.openPoints).toEqual(["Verificar se a apólice tem cláusula de exclusão."]);
    expect(r.memo?.sourceRefs).toEqual(["S1"]);
    expect(r.flags[0]?.kind).toBe("citation");
    expect(env.LLM_PROVIDER).toBe("local");
  });

  it("applies the per-user AI limit before a model or public source is used, never to local answers", async () => {
    const { client } = await lawyer();
    const model = fakeModel("scripted");
    let asked = 0;
    const exhausted = {
      limit: async () => {
        asked += 1;
        return { success: false };
      },
    } as unknown as RateLimit;
    const e = withModel(model, { AI_RATE_LIMITER: exhausted });
    for (const path of TOOLS) {
      const res = await post(path, MODEL_BODIES[path], client.cookie, e, "en");
      expect(res.status, path).toBe(429);
      expect(await res.json()).toMatchObject({
        code: "RATE_LIMITED",
        message: "Too many AI requests in a short time. Please wait a minute and try again.",
      });
    }
    expect(asked).toBe(TOOLS.length);
    expect(await receivedRequests(model)).toHaveLength(0);

    const local = { ...env, AI_RATE_LIMITER: exhausted } as Env;
    expect((await post("calculate-deadlines", BODIES["calculate-deadlines"], client.cookie, local)).status).toBe(200);
    expect((await post("generate-flowchart", BODIES["generate-flowchart"], client.cookie, local)).status).toBe(200);
    expect((await post("draft-contract-clause", BODIES["draft-contract-clause"], client.cookie, local)).status).toBe(
      200,
    );
    expect(asked).toBe(TOOLS.length);
  });
});
