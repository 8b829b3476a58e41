import {
  type Completion,
  type CompletionRequest,
  DEFAULT_CONTEXT_TOKENS,
  DEFAULT_TIMEOUT_MS,
  LlmError,
  type LlmProvider,
} from "./llm.ts";

export interface OpenAiCompatibleOptions {
  /** Up to and including the version segment, e.g. https://api.openai.com/v1 or http://10.0.0.5:11434/v1 (Ollama). */
  baseUrl: string;
  /** Optional: self-hosted servers often need none. Sent only as a bearer header, never logged. */
  apiKey?: string;
  model: string;
  contextTokens?: number;
  fetcher?: typeof fetch;
}

interface ChatCompletionBody {
  model?: unknown;
  choices?: { message?: { content?: unknown }; finish_reason?: unknown }[];
}

/**
 * Any server speaking POST {baseUrl}/chat/completions: hosted APIs, Ollama, vLLM, LiteLLM on the firm's own machine.
 * Errors are classified by status, never by echoing the provider's body (it can contain the prompt or the account).
 */
export function openAiCompatibleProvider(options: OpenAiCompatibleOptions): LlmProvider {
  const fetcher = options.fetcher ?? fetch;
  const url = `${options.baseUrl.replace(/\/+$/, "")}/chat/completions`;
  return {
    name: "openai",
    model: options.model,
    contextTokens: options.contextTokens ?? DEFAULT_CONTEXT_TOKENS,
    async complete(request: CompletionRequest): Promise<Completion> {
      const messages = [
        ...(request.system ? [{ role: "system", content: request.system }] : []),
        ...request.messages.map((m) => ({ role: m.role, content: m.content })),
      ];
      const body = {
        model: options.model,
        messages,
        max_tokens: request.maxTokens ?? 1024,
        temperature: request.temperature ?? 0.1,
        stream: false,
        ...(request.json ? { response_format: { type: "json_object" } } : {}),
      };
      const headers: Record<string, string> = { "content-type": "application/json", accept: "application/json" };
      if (options.apiKey) headers.authorization = `Bearer ${options.apiKey}`;

      const controller = new AbortController();
      const timeoutMs = request.timeoutMs ?? DEFAULT_TIMEOUT_MS;
      const timer = setTimeout(() => controller.abort(), timeoutMs);
      let response: Response;
      let text: string;
      try {
        response = await fetcher(url, {
          method: "POST",
          headers,
          body: JSON.stringify(body),
          signal: controller.signal,
        });
        // The body is read under the same deadline: a server can stall after sending its headers.
        text = await response.text();
      } catch (err) {
        if (controller.signal.aborted) throw new LlmError("timeout", `no answer within ${timeoutMs} ms`);
        throw new LlmError("unavailable", `request failed: ${err instanceof Error ? err.name : "error"}`);
      } finally {
        clearTimeout(timer);
      }

      if (response.status === 429) {
        throw new LlmError("rate_limited", "HTTP 429", { retryAfter: retryAfterSeconds(response.headers) });
      }
      if (response.status === 408 || response.status === 504) throw new LlmError("timeout", `HTTP ${response.status}`);
      if (response.status >= 500) throw new LlmError("unavailable", `HTTP ${response.status}`);
      // 400/401/403/404/413: wrong key, model or request; retrying cannot help.
      if (!response.ok) throw new LlmError("rejected", `HTTP ${response.status}`);

      let parsed: ChatCompletionBody;
      try {
        parsed = JSON.parse(text) as ChatCompletionBody;
      } catch {
        throw new LlmError("malformed", "the response body is not JSON");
      }
      const content = parsed.choices?.[0]?.message?.content;
      if (typeof content !== "string" || content.trim() === "") {
        throw new LlmError("malformed", "no message content in the response");
      }
      return {
        text: content,
        model: typeof parsed.model === "string" ? parsed.model : options.model,
        provider: "openai",
      };
    },
  };
}

function retryAfterSeconds(headers: Headers): number | undefined {
  const raw = headers.get("retry-after");
  if (!raw) return undefined;
  const seconds = Number(raw);
  if (Number.isFinite(seconds) && seconds >= 0) return Math.ceil(seconds);
  const date = Date.parse(raw);
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - Date.now()) / 1000));
}
