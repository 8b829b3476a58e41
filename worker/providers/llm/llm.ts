import type { LlmProviderName } from "../../../common/vocabulary.ts";

export type { LlmProviderName } from "../../../common/vocabulary.ts";

export interface ChatMessage {
  role: "user" | "assistant";
  content: string;
}

export interface CompletionRequest {
  system?: string;
  messages: ChatMessage[];
  maxTokens?: number;
  temperature?: number;
  /** Per attempt. Defaults to DEFAULT_TIMEOUT_MS. */
  timeoutMs?: number;
  /** Ask the model for one JSON object (response_format json_object where the API supports it). */
  json?: boolean;
}

export interface Completion {
  text: string;
  model: string;
  provider: LlmProviderName;
}

/** A language model behind one small interface, so services never know which API answers. */
export interface LlmProvider {
  readonly name: LlmProviderName;
  /** null for `local`: no model exists. */
  readonly model: string | null;
  /** The model's context window in tokens; callers split long documents to fit it. */
  readonly contextTokens: number;
  complete(request: CompletionRequest): Promise<Completion>;
}

/**
 * What went wrong, without the provider's body (which may echo the prompt, i.e. client text, or account details).
 * `retryable` kinds are tried once more by completeJson / withRetry.
 */
export type LlmErrorKind = "rate_limited" | "timeout" | "malformed" | "unavailable" | "rejected" | "not_configured";

export class LlmError extends Error {
  readonly kind: LlmErrorKind;
  /** Seconds, from the provider's Retry-After when it sent one. */
  readonly retryAfter?: number;

  constructor(kind: LlmErrorKind, detail: string, options?: { retryAfter?: number }) {
    super(`${kind}: ${detail}`);
    this.name = "LlmError";
    this.kind = kind;
    this.retryAfter = options?.retryAfter;
  }

  get retryable(): boolean {
    return this.kind === "timeout" || this.kind === "malformed" || this.kind === "unavailable";
  }
}

export const DEFAULT_TIMEOUT_MS = 60_000;
export const DEFAULT_CONTEXT_TOKENS = 8192;

/**
 * Context windows of the Workers AI models we suggest (developers.cloudflare.com/workers-ai/models). Unknown models
 * get DEFAULT_CONTEXT_TOKENS: too small only costs an extra split, too large costs a failed request.
 */
const KNOWN_CONTEXT_TOKENS: Record<string, number> = {
  "@cf/meta/llama-3.1-8b-instruct": 7968,
  "@cf/meta/llama-3.1-8b-instruct-fast": 7968,
  "@cf/meta/llama-3.3-70b-instruct-fp8-fast": 24_000,
  "@cf/meta/llama-3.2-3b-instruct": 80_000,
  "@cf/mistralai/mistral-small-3.1-24b-instruct": 32_000,
  "@cf/qwen/qwen2.5-coder-32b-instruct": 32_768,
  "@cf/google/gemma-3-12b-it": 80_000,
};

export function contextTokensOf(model: string): number {
  return KNOWN_CONTEXT_TOKENS[model] ?? DEFAULT_CONTEXT_TOKENS;
}

/** Runs `attempt`, and once more if it failed in a way a second try can fix (timeout, unreadable output, 5xx). */
export async function withRetry<T>(attempt: () => Promise<T>): Promise<T> {
  try {
    return await attempt();
  } catch (err) {
    if (err instanceof LlmError && err.retryable) return attempt();
    throw err;
  }
}

/**
 * A completion whose text must be one JSON object that `parse` accepts (parse throws on a wrong shape). Malformed or
 * wrongly shaped output and timeouts are retried once; a second failure throws LlmError.
 */
export async function completeJson<T>(
  provider: LlmProvider,
  request: Omit<CompletionRequest, "json">,
  parse: (value: unknown) => T,
): Promise<{ value: T; completion: Completion }> {
  return withRetry(async () => {
    const completion = await provider.complete({ ...request, json: true });
    const value = parseJsonObject(completion.text);
    try {
      return { value: parse(value), completion };
    } catch (err) {
      throw new LlmError("malformed", `unexpected JSON shape: ${err instanceof Error ? err.message : String(err)}`);
    }
  });
}

/**
 * The JSON object in a model's answer. Models asked for JSON still sometimes wrap it in ```json fences or a
 * sentence; the outermost {...} is taken. Anything else is `malformed`.
 */
export function parseJsonObject(text: string): unknown {
  const trimmed = text.trim();
  const start = trimmed.indexOf("{");
  const end = trimmed.lastIndexOf("}");
  if (start < 0 || end <= start) throw new LlmError("malformed", "no JSON object in the answer");
  try {
    return JSON.parse(trimmed.slice(start, end + 1));
  } catch {
    throw new LlmError("malformed", "the answer is not valid JSON");
  }
}
