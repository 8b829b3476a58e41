import type {
  GroundingFlag,
  LegalAiEnvelope,
  LegalAiResponse,
  LegalAiResultsResponse,
  LegalAiSource,
  SourceUse,
} from "../../../common/api/legal-ai.ts";
import type { Language, LegalAiTool } from "../../../common/vocabulary.ts";
import type { User } from "../../db/schema/users.ts";
import type { Deps } from "../../lib/deps.ts";
import { enforceUserRateLimit } from "../../lib/rate-limit.ts";
import { llmProviderFromEnv } from "../../providers/llm/from-env.ts";
import { LlmError, type LlmProvider } from "../../providers/llm/llm.ts";
import { AI_LIMIT_MESSAGE, llmErrorToAppError } from "../ai/ai.errors.ts";
import { providerLabel } from "../ai/ai.service.ts";
import { insertResult, listResultsOf } from "./legal-ai.repo.ts";

/** What tests (and nothing else) swap: the model and its per-request deadline. */
export interface ToolOptions {
  llm?: LlmProvider;
  timeoutMs?: number;
}

/** Per model request: the tools answer a person waiting at the page. */
export const TOOL_TIMEOUT_MS = 45_000;

/**
 * The per-user AI limit (AI_RATE_LIMITER, shared with the document AI views), as worker/modules/ai applies it: a
 * request pays once, just before its first model call or public-source search. Answers from the calculator, the
 * catalogues and the user's own index cost nothing and are not limited.
 */
export type CostGate = () => Promise<void>;

export function costGate(deps: Deps, user: User): CostGate {
  let checked: Promise<void> | null = null;
  return () => {
    checked ??= enforceUserRateLimit(deps.env.AI_RATE_LIMITER, user.id, AI_LIMIT_MESSAGE);
    return checked;
  };
}

/** The configured model; a half-configured one is a PROVIDER_ERROR (the firm decides where text goes). */
export function toolModel(deps: Deps, options?: ToolOptions): LlmProvider {
  if (options?.llm) return options.llm;
  try {
    return llmProviderFromEnv(deps.env);
  } catch (err) {
    if (err instanceof LlmError) throw llmErrorToAppError(err);
    throw err;
  }
}

/**
 * Runs a model step after the cost gate, turning the provider's failures (429, timeout, unreadable output) into the
 * API's errors.
 */
export async function modelStep<T>(gate: CostGate, tool: LegalAiTool, step: () => Promise<T>): Promise<T> {
  await gate();
  try {
    return await step();
  } catch (err) {
    if (!(err instanceof LlmError)) throw err;
    // The kind only: the provider's body may echo the prompt, i.e. the user's documents.
    console.error(`legal-ai ${tool}: model failed: ${err.kind}`);
    throw llmErrorToAppError(err);
  }
}

/** The common part of an answer: who wrote it, from what, and what was removed. */
export function envelope(
  deps: Deps,
  tool: LegalAiTool,
  language: Language,
  parts: {
    result: string;
    llm: LlmProvider | null;
    model?: string | null;
    sources: LegalAiSource[];
    sourcesUsed: SourceUse[];
    flags?: GroundingFlag[];
    error?: string | null;
  },
): LegalAiEnvelope {
  const provider = parts.llm && parts.llm.name !== "local" ? parts.llm.name : "local";
  const model = provider === "local" ? null : (parts.model ?? parts.llm?.model ?? null);
  return {
    success: !parts.error,
    result: parts.error ? "" : parts.result,
    error: parts.error ?? null,
    tool,
    provider,
    model,
    providerLabel: providerLabel(provider, model, language),
    generatedAt: deps.now().toISOString(),
    resultId: null,
    sources: parts.sources,
    sourcesUsed: parts.sourcesUsed,
    flags: parts.flags ?? [],
  };
}

/**
 * Stores a successful answer in the user's last results and returns it with its id. Only the form's fields and the
 * answer are stored; the answer already holds just the excerpts the user was shown.
 */
export async function remember<T extends LegalAiResponse>(
  deps: Deps,
  user: User,
  input: Record<string, unknown>,
  response: T,
): Promise<T> {
  if (!response.success) return response;
  const resultId = await insertResult(deps.db, {
    userId: user.id,
    tool: response.tool,
    input,
    result: response,
    createdAt: new Date(response.generatedAt),
  });
  return { ...response, resultId };
}

/** GET /api/legal-ai/results: the user's last answers, newest first. */
export async function listResults(
  deps: Deps,
  user: User,
  query: { tool?: LegalAiTool },
): Promise<LegalAiResultsResponse> {
  const rows = await listResultsOf(deps.db, user.id, query.tool);
  return {
    results: rows.map((r) => ({
      id: r.id,
      tool: r.tool,
      input: r.input,
      response: r.result,
      provider: r.provider,
      model: r.model,
      createdAt: r.createdAt.toISOString(),
    })),
  };
}
