import { describe, expect, it } from "vitest";
import { fakeLlmBaseUrl, fakeModel, receivedRequests, scriptReplies } from "../../test/fake-llm.ts";
import { rejection } from "../../test/rejection.ts";
import { documentCharBudget, splitForContext } from "./chunking.ts";
import { completeJson, LlmError } from "./llm.ts";
import { openAiCompatibleProvider } from "./openai.ts";

// The real adapter against the loopback fake server (worker/test/fake-llm-server.ts) over real HTTP.

function provider(model: string, options: { apiKey?: string; contextTokens?: number } = {}) {
  return openAiCompatibleProvider({ baseUrl: fakeLlmBaseUrl(), model, ...options });
}

const failure = (promise: Promise<unknown>) => rejection(promise, LlmError);

describe("OpenAI-compatible adapter", () => {
  it("sends system and user messages with the bearer key and returns the model's text", async () => {
    const model = fakeModel("ok");
    const llm = provider(model, { apiKey: "sk-test-key" });
    const result = await llm.complete({
      system: "You are a careful paralegal.",
      messages: [{ role: "user", content: "Resuma o contrato." }],
      maxTokens: 300,
      temperature: 0,
      timeoutMs: 2000,
    });
    expect(result).toEqual({ text: '{"answer":"ok"}', model, provider: "openai" });
    const [sent] = await receivedRequests(model);
    expect(sent?.authorization).toBe("Bearer sk-test-key");
    expect(sent?.body).toMatchObject({
      model,
      max_tokens: 300,
      temperature: 0,
      messages: [
        { role: "system", content: "You are a careful paralegal." },
        { role: "user", content: "Resuma o contrato." },
      ],
    });
    expect(sent?.body.response_format).toBeUndefined();
  });

  it("sends no authorization header when no key is configured (Ollama, vLLM on the firm's server)", async () => {
    const model = fakeModel("ok");
    await provider(model).complete({ messages: [{ role: "user", content: "hi" }], timeoutMs: 2000 });
    const [sent] = await receivedRequests(model);
    expect(sent?.authorization).toBeNull();
  });

  it("asks for a JSON object in JSON mode and parses a fenced answer", async () => {
    const model = fakeModel("scripted");
    await scriptReplies(model, [{ content: '```json\n{"summary":"Contrato de consultoria"}\n```' }]);
    const { value } = await completeJson(
      provider(model),
      { messages: [{ role: "user", content: "x" }], timeoutMs: 2000 },
      (v) => v as { summary: string },
    );
    expect(value.summary).toBe("Contrato de consultoria");
    const [sent] = await receivedRequests(model);
    expect(sent?.body.response_format).toEqual({ type: "json_object" });
  });

  it("turns a 429 into rate_limited with the Retry-After seconds and without the provider's body", async () => {
    const err = await failure(
      provider(fakeModel("rate-limit")).complete({ messages: [{ role: "user", content: "x" }], timeoutMs: 2000 }),
    );
    expect(err.kind).toBe("rate_limited");
    expect(err.retryAfter).toBe(7);
    expect(err.message).not.toContain("SECRET");
  });

  it("does not retry a 429 (waiting is the user's call)", async () => {
    const model = fakeModel("rate-limit");
    await failure(
      completeJson(provider(model), { messages: [{ role: "user", content: "x" }], timeoutMs: 2000 }, (v) => v),
    );
    expect(await receivedRequests(model)).toHaveLength(1);
  });

  it("gives up on a slow server after the timeout", async () => {
    const started = Date.now();
    const err = await failure(
      provider(fakeModel("slow")).complete({ messages: [{ role: "user", content: "x" }], timeoutMs: 300 }),
    );
    expect(err.kind).toBe("timeout");
    expect(Date.now() - started).toBeLessThan(2500);
  });

  it("retries a timeout once, then reports it", async () => {
    const model = fakeModel("slow");
    const err = await failure(
      completeJson(provider(model), { messages: [{ role: "user", content: "x" }], timeoutMs: 250 }, (v) => v),
    );
    expect(err.kind).toBe("timeout");
    expect(await receivedRequests(model)).toHaveLength(2);
  });

  it("reports a body that is not JSON as malformed, after one retry", async () => {
    const model = fakeModel("malformed");
    const err = await failure(
      completeJson(provider(model), { messages: [{ role: "user", content: "x" }], timeoutMs: 2000 }, (v) => v),
    );
    expect(err.kind).toBe("malformed");
    expect(await receivedRequests(model)).toHaveLength(2);
  });

  it("recovers when the retry of a malformed answer is good", async () => {
    const model = fakeModel("scripted");
    await scriptReplies(model, [
      { content: "Sure! Here is the analysis: {summary: oops" },
      { content: '{"summary":"ok"}' },
    ]);
    const { value } = await completeJson(
      provider(model),
      { messages: [{ role: "user", content: "x" }], timeoutMs: 2000 },
      (v) => v as { summary: string },
    );
    expect(value).toEqual({ summary: "ok" });
    expect(await receivedRequests(model)).toHaveLength(2);
  });

  it("treats JSON of the wrong shape as malformed", async () => {
    const model = fakeModel("scripted");
    await scriptReplies(model, [{ content: '{"unexpected":1}' }, { content: '{"unexpected":2}' }]);
    const err = await failure(
      completeJson(provider(model), { messages: [{ role: "user", content: "x" }], timeoutMs: 2000 }, (v) => {
        if (!(v && typeof v === "object" && "summary" in v)) throw new Error("summary missing");
        return v;
      }),
    );
    expect(err.kind).toBe("malformed");
  });

  it("reports a 500 as unavailable without the body (which may carry a key)", async () => {
    const err = await failure(
      provider(fakeModel("server-error")).complete({ messages: [{ role: "user", content: "x" }], timeoutMs: 2000 }),
    );
    expect(err.kind).toBe("unavailable");
    expect(err.message).not.toContain("SECRET");
  });

  it("reports an unreachable endpoint as unavailable", async () => {
    const llm = openAiCompatibleProvider({ baseUrl: "http://127.0.0.1:1/v1", model: "x" });
    const err = await failure(llm.complete({ messages: [{ role: "user", content: "x" }], timeoutMs: 2000 }));
    expect(["unavailable", "timeout"]).toContain(err.kind);
  });

  it("sends each part of an over-long document in its own request, each within the context budget", async () => {
    const model = fakeModel("echo");
    const llm = provider(model, { contextTokens: 2048 });
    const budget = documentCharBudget({ contextTokens: llm.contextTokens, maxOutputTokens: 256, promptChars: 200 });
    const clause = "CLÁUSULA. A CONTRATANTE pagará à CONTRATADA o valor mensal ajustado, até o dia 10 de cada mês. ";
    const text = Array.from({ length: 300 }, (_, i) => `${clause}${i % 5 === 4 ? "\n\n" : ""}`).join("");
    const parts = splitForContext(text, budget);
    expect(parts.length).toBeGreaterThan(3);
    expect(parts.join("")).toBe(text);
    const answers = await Promise.all(
      parts.map((part) =>
        llm.complete({ messages: [{ role: "user", content: part }], maxTokens: 256, timeoutMs: 2000 }),
      ),
    );
    const seen = await receivedRequests(model);
    expect(seen).toHaveLength(parts.length);
    for (const answer of answers) {
      const { echo } = JSON.parse(answer.text) as { echo: { chars: number }[] };
      expect(echo[0]?.chars).toBeLessThanOrEqual(budget);
    }
  });
});
