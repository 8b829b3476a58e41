import { env } from "cloudflare:test";
import type {
  CalculateDeadlinesRequest,
  DraftContractClauseRequest,
  GenerateFlowchartRequest,
  JurisprudenceSearchRequest,
  LegalResearchRequest,
} from "../../../common/api/legal-ai.ts";
import { app } from "../../app.ts";
import { fakeLlmBaseUrl } from "../../test/fake-llm.ts";
import { ORIGIN } from "../../test/helpers.ts";

// Calls of the Legal AI routes for tests, against the app with a chosen environment.

export function post(path: string, body: unknown, cookie: string | null, e: Env = env, language = "en") {
  return app.request(
    `${ORIGIN}/api/legal-ai/${path}`,
    {
      method: "POST",
      headers: { cookie: cookie ?? "", origin: ORIGIN, "content-type": "application/json", "x-language": language },
      body: JSON.stringify(body),
    },
    e,
  );
}

export const BODIES = {
  "jurisprudence-search": {
    court: "TJ",
    keywords: ["seguradora", "indenização"],
    theme: "recusa de cobertura",
    period: "",
    jurisdiction: "brazil",
    language: "PT",
  } satisfies JurisprudenceSearchRequest,
  "calculate-deadlines": {
    actionType: "apelacao",
    jurisdiction: "brazil",
    court: "TJSP",
    baseDate: "2025-03-10",
    baseEvent: "availability",
    language: "PT",
  } satisfies CalculateDeadlinesRequest,
  "draft-contract-clause": {
    clauseType: "penalties",
    parties: ["ALFA COMÉRCIO LTDA.", "BETA SERVIÇOS S.A."],
    specificTerms: ["multa de 20% do valor do contrato", "multa moratória de 2%"],
    jurisdiction: "brazil",
    language: "PT",
  } satisfies DraftContractClauseRequest,
  "generate-flowchart": {
    procedure: "cumprimento de sentença",
    jurisdiction: "brazil",
    language: "PT",
  } satisfies GenerateFlowchartRequest,
  "legal-research": {
    topic: "recusa de seguradora em pagar indenização securitária e dano moral",
    sources: ["laws", "case_law"],
    jurisdiction: "brazil",
    depth: "intermediate",
    language: "PT",
  } satisfies LegalResearchRequest,
};

/** The environment with LLM_PROVIDER=openai pointed at the loopback fake LLM server, `overrides` on top. */
export function withModel(model: string, overrides: Partial<Env> = {}): Env {
  return {
    ...env,
    LLM_PROVIDER: "openai",
    LLM_BASE_URL: fakeLlmBaseUrl(),
    LLM_MODEL: model,
    LLM_API_KEY: "sk-test",
    ...overrides,
  } as Env;
}
