// The adapters import llm.ts (the interface); choosing one lives here so llm.ts imports none of them (no cycle).
import { setting } from "../../lib/settings.ts";
import { LlmError, type LlmProvider } from "./llm.ts";
import { localLlmProvider } from "./local.ts";
import { openAiCompatibleProvider } from "./openai.ts";
import { workersAiProvider } from "./workers-ai.ts";

/**
 * The provider the firm configured: LLM_PROVIDER = local (default) | workers-ai | openai. A half-configured model
 * throws at first use rather than silently falling back to another provider: the firm decides where text goes.
 */
export function llmProviderFromEnv(env: Env): LlmProvider {
  const name = setting(env, "LLM_PROVIDER") ?? "local";
  if (name === "workers-ai") {
    const model = setting(env, "WORKERS_AI_MODEL") ?? "@cf/meta/llama-3.1-8b-instruct";
    if (!env.AI) throw new LlmError("not_configured", "LLM_PROVIDER=workers-ai needs the AI binding");
    return workersAiProvider({ binding: env.AI, model });
  }
  if (name === "openai") {
    const baseUrl = setting(env, "LLM_BASE_URL");
    const model = setting(env, "LLM_MODEL");
    if (!baseUrl || !model)
      throw new LlmError("not_configured", "LLM_PROVIDER=openai needs LLM_BASE_URL and LLM_MODEL");
    // The key is optional: Ollama and vLLM on the firm's own server usually run without one.
    return openAiCompatibleProvider({ baseUrl, apiKey: setting(env, "LLM_API_KEY"), model });
  }
  if (name !== "local") throw new LlmError("not_configured", `unknown LLM_PROVIDER ${JSON.stringify(name)}`);
  return localLlmProvider();
}
