import { LlmError, type LlmProvider } from "./llm.ts";

/**
 * The default: no model at all, so nothing a user uploads leaves the deployment. `complete` always rejects with
 * `not_configured`; callers check `name === "local"` first and compose a deterministic answer that says plainly that
 * no language model was used. Rejecting (rather than returning canned text) means no code path can present rule
 * output as if a model had written it.
 */
export function localLlmProvider(): LlmProvider {
  return {
    name: "local",
    model: null,
    contextTokens: 0,
    async complete() {
      throw new LlmError("not_configured", "LLM_PROVIDER=local has no language model");
    },
  };
}
