import { describe, expect, it } from "vitest";
import { rejection } from "../../test/rejection.ts";
import { completeJson, LlmError } from "./llm.ts";
import { type AiBindingLike, workersAiProvider } from "./workers-ai.ts";

// A fake `AI` binding: the same call shape and the same error messages Workers AI gives (its internal codes).
function fakeBinding(
  behaviours: ((model: string, inputs: Record<string, unknown>, signal?: AbortSignal) => unknown)[],
) {
  const calls: { model: string; inputs: Record<string, unknown> }[] = [];
  const binding: AiBindingLike = {
    async run(model, inputs, options) {
      calls.push({ model, inputs });
      const behaviour = behaviours[Math.min(calls.length - 1, behaviours.length - 1)];
      if (!behaviour) throw new Error("no behaviour");
      return behaviour(model, inputs, options?.signal);
    },
  };
  return { binding, calls };
}

const failure = (promise: Promise<unknown>) => rejection(promise, LlmError);

const MODEL = "@cf/meta/llama-3.1-8b-instruct";

describe("Workers AI adapter", () => {
  it("runs the configured model with system + user messages and returns `response`", async () => {
    const { binding, calls } = fakeBinding([() => ({ response: "Resumo do contrato." })]);
    const llm = workersAiProvider({ binding, model: MODEL });
    const result = await llm.complete({
      system: "Seja preciso.",
      messages: [{ role: "user", content: "Resuma." }],
      maxTokens: 200,
      temperature: 0,
    });
    expect(result).toEqual({ text: "Resumo do contrato.", model: MODEL, provider: "workers-ai" });
    expect(calls[0]).toEqual({
      model: MODEL,
      inputs: {
        messages: [
          { role: "system", content: "Seja preciso." },
          { role: "user", content: "Resuma." },
        ],
        max_tokens: 200,
        temperature: 0,
      },
    });
    expect(llm.contextTokens).toBe(7968);
  });

  it("accepts an already-parsed object in JSON mode", async () => {
    const { binding, calls } = fakeBinding([() => ({ response: { summary: "ok" } })]);
    const { value } = await completeJson(
      workersAiProvider({ binding, model: MODEL }),
      { messages: [{ role: "user", content: "x" }] },
      (v) => v as { summary: string },
    );
    expect(value.summary).toBe("ok");
    expect(calls[0]?.inputs.response_format).toEqual({ type: "json_object" });
  });

  it("maps Workers AI's 3040 'out of capacity' and 3036 'account limited' to rate_limited", async () => {
    for (const message of [
      "3040: Capacity temporarily exceeded, please try again.",
      "AiError: 3036: account limited",
    ]) {
      const { binding } = fakeBinding([
        () => {
          throw new Error(message);
        },
      ]);
      const err = await failure(workersAiProvider({ binding, model: MODEL }).complete({ messages: [] }));
      expect(err.kind).toBe("rate_limited");
    }
  });

  it("times out a run that never answers, and completeJson tries once more", async () => {
    const { binding, calls } = fakeBinding([() => new Promise(() => {})]);
    const err = await failure(
      completeJson(workersAiProvider({ binding, model: MODEL }), { messages: [], timeoutMs: 50 }, (v) => v),
    );
    expect(err.kind).toBe("timeout");
    expect(calls).toHaveLength(2);
  });

  it("reports output without text as malformed, and recovers when the retry is good", async () => {
    const { binding, calls } = fakeBinding([() => ({ usage: {} }), () => ({ response: '{"summary":"ok"}' })]);
    const { value } = await completeJson(workersAiProvider({ binding, model: MODEL }), { messages: [] }, (v) => v);
    expect(value).toEqual({ summary: "ok" });
    expect(calls).toHaveLength(2);
  });

  it("does not leak the binding's error text", async () => {
    const { binding } = fakeBinding([
      () => {
        throw new Error("5007: No such model @cf/secret/model for account 0123abcd");
      },
    ]);
    const err = await failure(workersAiProvider({ binding, model: MODEL }).complete({ messages: [] }));
    expect(err.kind).toBe("rejected");
    expect(err.message).not.toContain("0123abcd");
  });
});
