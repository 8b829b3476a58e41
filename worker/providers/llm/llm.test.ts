import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { documentCharBudget, mapLimited, splitForContext } from "./chunking.ts";
import { llmProviderFromEnv } from "./from-env.ts";
import { LlmError, parseJsonObject } from "./llm.ts";

function envWith(values: Record<string, unknown>): Env {
  return { ...env, ...values } as Env;
}

describe("llmProviderFromEnv", () => {
  it("is local (no model) by default, and local never completes", async () => {
    const llm = llmProviderFromEnv(envWith({ LLM_PROVIDER: "" }));
    expect(llm.name).toBe("local");
    expect(llm.model).toBeNull();
    await expect(llm.complete({ messages: [] })).rejects.toMatchObject({ kind: "not_configured" });
  });

  it("builds the OpenAI-compatible adapter from LLM_BASE_URL and LLM_MODEL, the key being optional", () => {
    const llm = llmProviderFromEnv(
      envWith({
        LLM_PROVIDER: "openai",
        LLM_BASE_URL: "http://10.0.0.5:11434/v1",
        LLM_MODEL: "llama3.1",
        LLM_API_KEY: "",
      }),
    );
    expect(llm).toMatchObject({ name: "openai", model: "llama3.1" });
  });

  it("refuses a half-configured model instead of sending text somewhere else", () => {
    expect(() => llmProviderFromEnv(envWith({ LLM_PROVIDER: "openai", LLM_BASE_URL: "", LLM_MODEL: "" }))).toThrow(
      LlmError,
    );
    expect(() => llmProviderFromEnv(envWith({ LLM_PROVIDER: "workers-ai", AI: undefined }))).toThrow(LlmError);
    expect(() => llmProviderFromEnv(envWith({ LLM_PROVIDER: "gpt" }))).toThrow(/unknown LLM_PROVIDER/);
  });

  it("builds Workers AI from the AI binding and WORKERS_AI_MODEL", () => {
    const llm = llmProviderFromEnv(
      envWith({ LLM_PROVIDER: "workers-ai", WORKERS_AI_MODEL: "@cf/meta/llama-3.3-70b-instruct-fp8-fast", AI: {} }),
    );
    expect(llm).toMatchObject({
      name: "workers-ai",
      model: "@cf/meta/llama-3.3-70b-instruct-fp8-fast",
      contextTokens: 24_000,
    });
  });
});

describe("parseJsonObject", () => {
  it("takes the outermost object out of fences or prose", () => {
    expect(parseJsonObject('Aqui está:\n```json\n{"a":{"b":1}}\n```')).toEqual({ a: { b: 1 } });
  });

  it("calls anything else malformed", () => {
    expect(() => parseJsonObject("I cannot help with that.")).toThrow(LlmError);
    expect(() => parseJsonObject('{"a":')).toThrow(/malformed/);
  });
});

describe("splitForContext", () => {
  it("keeps a short text whole", () => {
    expect(splitForContext("curto", 100)).toEqual(["curto"]);
  });

  it("cuts between paragraphs, then sentences, never above the limit, losing nothing", () => {
    const paragraphs = Array.from(
      { length: 40 },
      (_, i) => `Cláusula ${i + 1}. ${"O locatário pagará o aluguel. ".repeat(8)}`,
    );
    const text = paragraphs.join("\n\n");
    const parts = splitForContext(text, 1200);
    expect(parts.join("")).toBe(text);
    for (const part of parts) expect(part.length).toBeLessThanOrEqual(1200);
    // Every part but the last ends at a paragraph break.
    for (const part of parts.slice(0, -1)) expect(part).toMatch(/\n\n$/);
  });

  it("hard-cuts a text without any break", () => {
    const parts = splitForContext("x".repeat(2500), 1000);
    expect(parts.map((p) => p.length)).toEqual([1000, 1000, 500]);
  });

  it("budgets fewer characters for a smaller context window", () => {
    const small = documentCharBudget({ contextTokens: 4096, maxOutputTokens: 1024, promptChars: 1500 });
    const large = documentCharBudget({ contextTokens: 32_000, maxOutputTokens: 1024, promptChars: 1500 });
    expect(small).toBeLessThan(large);
    expect(small).toBeGreaterThan(0);
  });
});

describe("mapLimited", () => {
  it("keeps order and never runs more than the limit at once", async () => {
    let running = 0;
    let peak = 0;
    const out = await mapLimited([5, 1, 3, 2, 4], 2, async (n) => {
      running++;
      peak = Math.max(peak, running);
      await new Promise((r) => setTimeout(r, n));
      running--;
      return n * 10;
    });
    expect(out).toEqual([50, 10, 30, 20, 40]);
    expect(peak).toBe(2);
  });
});
