import {
  type Completion,
  type CompletionRequest,
  contextTokensOf,
  DEFAULT_TIMEOUT_MS,
  LlmError,
  type LlmProvider,
} from "./llm.ts";

/** The slice of the `AI` binding this adapter uses, so tests can hand it a fake binding. */
export interface AiBindingLike {
  run(model: string, inputs: Record<string, unknown>, options?: { signal?: AbortSignal }): Promise<unknown>;
}

/**
 * Workers AI through the `AI` binding: the text stays inside Cloudflare's network, under the firm's account.
 * The binding throws Errors whose message carries Workers AI's internal code (developers.cloudflare.com/workers-ai/
 * platform/errors): 3036/3040 are its 429s, 3007/3008 its timeouts.
 */
export function workersAiProvider(options: {
  binding: Ai | AiBindingLike;
  model: string;
  contextTokens?: number;
}): LlmProvider {
  const binding = options.binding as unknown as AiBindingLike;
  return {
    name: "workers-ai",
    model: options.model,
    contextTokens: options.contextTokens ?? contextTokensOf(options.model),
    async complete(request: CompletionRequest): Promise<Completion> {
      const messages = [
        ...(request.system ? [{ role: "system", content: request.system }] : []),
        ...request.messages.map((m) => ({ role: m.role, content: m.content })),
      ];
      const inputs: Record<string, unknown> = {
        messages,
        max_tokens: request.maxTokens ?? 1024,
        temperature: request.temperature ?? 0.1,
        ...(request.json ? { response_format: { type: "json_object" } } : {}),
      };
      const timeoutMs = request.timeoutMs ?? DEFAULT_TIMEOUT_MS;
      const controller = new AbortController();
      let timer: ReturnType<typeof setTimeout> | undefined;
      // The signal may not stop a run already on a GPU; the race makes sure the caller stops waiting anyway.
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => {
          controller.abort();
          reject(new LlmError("timeout", `no answer within ${timeoutMs} ms`));
        }, timeoutMs);
      });
      let output: unknown;
      try {
        output = await Promise.race([binding.run(options.model, inputs, { signal: controller.signal }), timeout]);
      } catch (err) {
        throw classify(err);
      } finally {
        if (timer !== undefined) clearTimeout(timer);
      }
      return { text: responseText(output), model: options.model, provider: "workers-ai" };
    },
  };
}

function responseText(output: unknown): string {
  if (output && typeof output === "object" && "response" in output) {
    const response = (output as { response: unknown }).response;
    // With response_format some models hand back the parsed object instead of its text.
    if (typeof response === "string" && response.trim() !== "") return response;
    if (response && typeof response === "object") return JSON.stringify(response);
  }
  throw new LlmError("malformed", "no `response` text in the Workers AI output");
}

function classify(err: unknown): LlmError {
  if (err instanceof LlmError) return err;
  const message = err instanceof Error ? err.message : String(err);
  if (/\b(?:3036|3040)\b|\b429\b|rate.?limit|too many requests|capacity/i.test(message)) {
    return new LlmError("rate_limited", "Workers AI limit");
  }
  if (/\b(?:3007|3008)\b|time(?:d)?\s?out|aborted/i.test(message)) return new LlmError("timeout", "Workers AI timeout");
  if (/\b(?:5007|3042|3006|3041|5018|5016|3023)\b/.test(message))
    return new LlmError("rejected", "Workers AI refused the request");
  return new LlmError("unavailable", "Workers AI failed");
}
