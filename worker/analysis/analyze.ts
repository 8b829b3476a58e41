import { createAnalyzer } from "./engine.ts";
import { createRecognizer } from "./ner/index.ts";
import type { Analysis, AnalyzeHints } from "./types.ts";

export { isJudicialDecision } from "./decisions.ts";
export type { Analysis, AnalyzeHints } from "./types.ts";

// The product's recognizers, one per language: their memos serve every document this isolate analyses. The English
// model is decoded on the first English document.
const analyzer = createAnalyzer(createRecognizer().recognize, createRecognizer("en").recognize);

/**
 * Analyses a legal document's text: language, jurisdiction, document type, entities, parties, key findings,
 * deadline mentions and, for decisions, the judicial-decision details. Pure and synchronous: no network, no model
 * calls; safe in a Worker, in tests and in Node scripts.
 */
export function analyze(text: string, hints?: AnalyzeHints): Analysis {
  return analyzer(text, hints);
}
