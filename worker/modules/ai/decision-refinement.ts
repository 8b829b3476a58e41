/** A language model's review of the engine's judicial-decision extraction: additions kept only when grounded. */
import type { Language } from "../../../common/vocabulary.ts";
import type { JudicialDecision } from "../../analysis/types.ts";
import type { Analysis as AnalysisRow } from "../../db/schema/documents.ts";
import { documentCharBudget, mapLimited, splitForContext } from "../../providers/llm/chunking.ts";
import { completeJson, type LlmProvider } from "../../providers/llm/llm.ts";
import { groundedSentences, isGrounded, sourceFacts } from "./grounding.ts";
import { clip, squash, stringList, uniq } from "./lists.ts";
import { MAX_PARTS, MODEL_TIMEOUT_MS, PARALLEL_PARTS } from "./model-analysis.ts";
import { decisionCombineMessages, decisionMessages, decisionSystem } from "./prompts.ts";

const DECISION_OUTPUT_TOKENS = 1200;
const DECISION_LISTS = ["judgeOrders", "conditions", "deadlines", "financialOrders", "proceduralOrientations"] as const;

/** What a model may add to the engine's decision: never its type or the appeals, which follow from the law. */
type DecisionAdditions = Omit<JudicialDecision, "decisionType" | "appealOptions">;

export function parseDecisionAdditions(value: unknown): DecisionAdditions {
  if (!value || typeof value !== "object") throw new Error("not an object");
  const v = value as Record<string, unknown>;
  if (typeof v.decisionSummary !== "string" && !DECISION_LISTS.some((k) => Array.isArray(v[k]))) {
    throw new Error("neither a summary nor any list");
  }
  return {
    decisionSummary: typeof v.decisionSummary === "string" ? squash(v.decisionSummary) : "",
    judgeOrders: stringList(v.judgeOrders),
    conditions: stringList(v.conditions),
    deadlines: stringList(v.deadlines),
    financialOrders: stringList(v.financialOrders),
    proceduralOrientations: stringList(v.proceduralOrientations),
  };
}

/**
 * The engine's extraction with the model's additions. The engine's decision type, items and appeal options are kept
 * as they are; a model item is added only when grounded in the text and not already there. The model's summary
 * replaces the engine's only when every figure in it is grounded.
 */
export async function refineDecision(
  llm: LlmProvider,
  engine: JudicialDecision,
  text: string,
  language: Language,
  timeoutMs = MODEL_TIMEOUT_MS,
): Promise<{ decision: JudicialDecision; model: string; dropped: number }> {
  const system = decisionSystem(language);
  const { appealOptions: _appeals, ...extractionWithoutAppeals } = engine;
  const extraction = clip(JSON.stringify(extractionWithoutAppeals), 6000);
  const budget = documentCharBudget({
    contextTokens: llm.contextTokens,
    maxOutputTokens: DECISION_OUTPUT_TOKENS,
    promptChars: system.length + extraction.length + 400,
  });
  const parts = splitForContext(text, budget).slice(0, MAX_PARTS);
  const request = { system, maxTokens: DECISION_OUTPUT_TOKENS, temperature: 0.1, timeoutMs };
  const results = await mapLimited(parts, PARALLEL_PARTS, (part, i) =>
    completeJson(
      llm,
      {
        ...request,
        messages: decisionMessages(part, extraction, parts.length > 1 ? { index: i, total: parts.length } : undefined),
      },
      parseDecisionAdditions,
    ),
  );
  const facts = sourceFacts(text);
  let model = results[0]?.completion.model ?? llm.model ?? "";
  let summary = results[0]?.value.decisionSummary ?? "";
  if (results.length > 1) {
    const combined = await completeJson(
      llm,
      { ...request, messages: decisionCombineMessages(results.map((r) => r.value.decisionSummary)) },
      parseDecisionAdditions,
    );
    summary = combined.value.decisionSummary;
    model = combined.completion.model;
  }

  let dropped = 0;
  const merge = (base: string[], key: Exclude<keyof DecisionAdditions, "decisionSummary">) => {
    const additions = results.flatMap((r) => r.value[key]);
    const grounded = additions.filter((a) => isGrounded(a, facts));
    dropped += additions.length - grounded.length;
    const known = base.map((b) => squash(b).toLowerCase());
    const fresh = grounded.filter((a) => {
      const k = a.toLowerCase();
      return !known.some((b) => b.includes(k) || k.includes(b));
    });
    return [...base, ...uniq(fresh, 10)];
  };
  const groundedSummary = groundedSentences(summary, facts);
  if (summary && groundedSummary.length < summary.length) dropped += 1;
  return {
    decision: {
      decisionType: engine.decisionType,
      decisionSummary: groundedSummary || engine.decisionSummary,
      judgeOrders: merge(engine.judgeOrders, "judgeOrders"),
      conditions: merge(engine.conditions, "conditions"),
      deadlines: merge(engine.deadlines, "deadlines"),
      financialOrders: merge(engine.financialOrders, "financialOrders"),
      proceduralOrientations: merge(engine.proceduralOrientations, "proceduralOrientations"),
      appealOptions: engine.appealOptions,
    },
    model,
    dropped,
  };
}

/**
 * The stored review, if it still belongs to the engine's current extraction: refineDecision keeps the engine's type
 * and appeal options and starts every list with the engine's items, so a review of an older extraction (the
 * document analysed again) shows up as a mismatch and is generated anew instead of being served.
 */
export function storedRefinement(row: AnalysisRow, engine: JudicialDecision): JudicialDecision | null {
  const refined = row.judicialDecisionRefined;
  if (!refined || !row.refinedProvider) return null;
  const startsWith = (list: unknown, base: string[]) =>
    Array.isArray(list) && base.every((item, i) => list[i] === item);
  const current =
    refined.decisionType === engine.decisionType &&
    startsWith(refined.appealOptions, engine.appealOptions) &&
    refined.appealOptions.length === engine.appealOptions.length &&
    DECISION_LISTS.every((key) => startsWith(refined[key], engine[key]));
  return current ? refined : null;
}
