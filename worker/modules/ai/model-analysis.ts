/** The analysis written by a language model, split to fit its context and grounded in the document's text. */
import type { Language } from "../../../common/vocabulary.ts";
import { documentCharBudget, mapLimited, splitForContext } from "../../providers/llm/chunking.ts";
import { completeJson, type LlmProvider } from "../../providers/llm/llm.ts";
import { groundedSentences, isGrounded, occursIn, type SourceFacts, sourceFacts } from "./grounding.ts";
import { clip, uniq } from "./lists.ts";
import { analysisCombineMessages, analysisMessages, analysisPartMessages, analysisSystem } from "./prompts.ts";
import { parseStructuredAnalysis, type StructuredAnalysis } from "./structured-analysis.ts";

/** Beyond this many parts a document is analysed from its beginning only, and the text says so. */
export const MAX_PARTS = 12;
export const PARALLEL_PARTS = 3;
const ANALYSIS_OUTPUT_TOKENS = 1500;
export const MODEL_TIMEOUT_MS = 60_000;

export interface ModelAnalysisResult {
  analysis: StructuredAnalysis;
  model: string;
  parts: number;
  /** Parts beyond MAX_PARTS that the model did not read. */
  unreadParts: number;
  /** Statements dropped because they cited something the document does not say. */
  dropped: number;
}

/**
 * The model's structured analysis, grounded: split to fit the context (parts analysed, then combined), then every
 * statement with an amount, date, number, identifier or citation absent from the text is dropped, and the engine's
 * validated amounts are always listed.
 */
export async function modelAnalysis(
  llm: LlmProvider,
  input: { text: string; findings: string; language: Language; engineAmounts: string[]; timeoutMs?: number },
): Promise<ModelAnalysisResult> {
  const system = analysisSystem(input.language);
  const budget = documentCharBudget({
    contextTokens: llm.contextTokens,
    maxOutputTokens: ANALYSIS_OUTPUT_TOKENS,
    promptChars: system.length + input.findings.length + 600,
  });
  const allParts = splitForContext(input.text, budget);
  const parts = allParts.slice(0, MAX_PARTS);
  const request = {
    system,
    maxTokens: ANALYSIS_OUTPUT_TOKENS,
    temperature: 0.1,
    timeoutMs: input.timeoutMs ?? MODEL_TIMEOUT_MS,
  };
  let result: Awaited<ReturnType<typeof completeJson<StructuredAnalysis>>>;
  if (parts.length === 1) {
    result = await completeJson(
      llm,
      { ...request, messages: analysisMessages(parts[0] ?? "", input.findings) },
      parseStructuredAnalysis,
    );
  } else {
    const partials = await mapLimited(parts, PARALLEL_PARTS, (part, i) =>
      completeJson(
        llm,
        { ...request, messages: analysisPartMessages(part, input.findings, i, parts.length) },
        parseStructuredAnalysis,
      ),
    );
    // Each part's analysis gets an equal share of the combining request.
    const share = Math.floor(budget / partials.length);
    const combined = partials.map((p, i) => `Part ${i + 1}: ${clip(JSON.stringify(p.value), share)}`).join("\n");
    result = await completeJson(
      llm,
      { ...request, messages: analysisCombineMessages(combined, input.findings, parts.length) },
      parseStructuredAnalysis,
    );
  }
  const facts = sourceFacts(input.text);
  const { analysis, dropped } = groundAnalysis(result.value, facts, input.engineAmounts);
  return {
    analysis,
    model: result.completion.model,
    parts: parts.length,
    unreadParts: allParts.length - parts.length,
    dropped,
  };
}

function groundAnalysis(a: StructuredAnalysis, facts: SourceFacts, engineAmounts: string[]) {
  let dropped = 0;
  const keep = (items: string[]) => {
    const kept = items.filter((i) => isGrounded(i, facts));
    dropped += items.length - kept.length;
    return uniq(kept);
  };
  const summary = groundedSentences(a.summary, facts);
  if (summary.length < a.summary.length) dropped += 1;
  const amounts = keep(a.amounts);
  // The engine's validated amounts are the source of truth: any the model left out is listed as written.
  for (const value of engineAmounts) {
    if (!amounts.some((item) => item.includes(value))) amounts.push(value);
  }
  const parties = a.parties.filter((p) => occursIn(p.name, facts) && isGrounded(p.role, facts));
  dropped += a.parties.length - parties.length;
  return {
    analysis: {
      summary,
      parties,
      obligations: keep(a.obligations),
      amounts: uniq(amounts),
      deadlines: keep(a.deadlines),
      risks: keep(a.risks),
      nextSteps: keep(a.nextSteps),
    },
    dropped,
  };
}

/** The notes under a model's analysis: who wrote it, what was dropped, what was not read. */
export function modelFooter(label: string, result: ModelAnalysisResult, language: Language): string[] {
  const pt = language === "pt";
  const notes = [
    pt
      ? `Escrito por ${label} a partir do texto do documento e dos achados do Causa. Valores, datas, prazos e citações são conferidos com o documento; confirme-os no original antes de usá-los.`
      : `Written by ${label} from the document's text and Causa's findings. Amounts, dates, deadlines and citations are checked against the document; confirm them in the original before relying on them.`,
  ];
  if (result.dropped > 0) {
    notes.push(
      pt
        ? `${result.dropped} afirmação(ões) do modelo foram removidas por citar valores, datas ou referências que não constam do documento.`
        : `${result.dropped} statement(s) by the model were removed because they cited amounts, dates or references not found in the document.`,
    );
  }
  if (result.unreadParts > 0) {
    notes.push(
      pt
        ? `O documento é longo: o modelo leu as primeiras ${result.parts} partes e não leu as últimas ${result.unreadParts}.`
        : `The document is long: the model read its first ${result.parts} parts and not the last ${result.unreadParts}.`,
    );
  }
  return notes;
}
