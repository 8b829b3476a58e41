import type { GroundingFlag } from "../../../common/api/legal-ai.ts";
import { isGrounded, type SourceFacts, sourceFacts } from "../ai/grounding.ts";

// Grounding for the Legal AI tools (decision 015): a model may only phrase what the retrieved sources say. Each
// statement must cite sources that were retrieved, and every number, date, identifier and legal citation in it must
// occur in those sources (ai/grounding.ts compares them by value). What fails is removed and flagged, never shown.

/** A legal citation in the sense of ai/grounding.ts: articles, sections, súmulas, laws, rules. */
const CITATION_WORD =
  /(\b(art(?:igo|icle)?s?\.?|s[úu]mula|lei|law|act|section|sec\.|rule|regra|U\.?S\.?C\.?|C\.?F\.?R\.?|A?REsp|RE|HC|MS|ADI|ADPF|AgRg|RR|AIRR)\b|§)/i;
/** "Edwards v. Arthur Andersen LLP": a case name the statement relies on. */
const CASE_NAME = /\b([A-Z][\w.'&-]*(?:\s+[A-Z][\w.'&-]*){0,4})\s+v\.\s+([A-Z][\w.'&-]*(?:\s+[A-Z][\w.'&-]*){0,4})/g;

export interface Statement {
  text: string;
  refs: string[];
}

export function flagKind(text: string): GroundingFlag["kind"] {
  return CITATION_WORD.test(text) ? "citation" : "number";
}

/** Case names in `text` that no source mentions. */
export function unknownCaseNames(text: string, facts: SourceFacts): string[] {
  return [...text.matchAll(CASE_NAME)]
    .map((m) => `${m[1]} v. ${m[2]}`)
    .filter((name) => !facts.plain.includes((name.split(" v. ")[0] ?? "").toLowerCase()));
}

/**
 * Keeps the statements whose refs were all retrieved and whose facts occur in the sources they cite (a statement
 * citing none is checked against all of them). Returns what was kept and a flag for each statement removed.
 */
export function groundStatements(
  statements: Statement[],
  sources: Map<string, string>,
): { kept: Statement[]; flags: GroundingFlag[] } {
  const factsOf = new Map([...sources].map(([ref, text]) => [ref, sourceFacts(text)]));
  const all = sourceFacts([...sources.values()].join("\n"));
  const kept: Statement[] = [];
  const flags: GroundingFlag[] = [];
  for (const s of statements) {
    // "[D1]" markers are references, not numbers the sources must contain.
    const text = s.text
      .replace(/\[[A-Z]\d{1,2}\]/g, "")
      .replace(/\s+/g, " ")
      .trim();
    if (!text) continue;
    const missing = s.refs.filter((r) => !factsOf.has(r));
    if (missing.length > 0) {
      flags.push({ kind: "citation", text: `${text} [${missing.join(", ")}]` });
      continue;
    }
    const facts = s.refs.length > 0 ? sourceFacts(s.refs.map((r) => sources.get(r) ?? "").join("\n")) : all;
    const names = unknownCaseNames(text, facts);
    if (names.length > 0) {
      flags.push({ kind: "citation", text });
      continue;
    }
    if (!isGrounded(text, facts)) {
      flags.push({ kind: flagKind(text), text });
      continue;
    }
    kept.push({ text, refs: s.refs });
  }
  return { kept, flags };
}

/** Abbreviations that end a piece without ending the sentence ("art. 473", "Inc. and", "Edwards v. Arthur"). */
const ABBREVIATION = /(?:\b(?:arts?|n[º°o]|inc|ltda|co|corp|v|p|pp|sec|secs|cf|fls?|al|par)|§)\.?$/i;

/** Splits text into sentences; a paragraph number ("2.") stays with the sentence it numbers. */
export function sentencesOf(text: string): string[] {
  const pieces = text.trim().split(/(?<=[.!?;])\s+/);
  const out: string[] = [];
  for (const piece of pieces) {
    const last = out.length - 1;
    const previous = out[last] ?? "";
    const continues = ABBREVIATION.test(previous) || /^\d{1,3}\.$/.test(previous) || !/^[A-ZÀ-Ý"“([]/.test(piece);
    if (last >= 0 && continues) out[last] = `${previous} ${piece}`;
    else if (piece.trim()) out.push(piece);
  }
  return out;
}

/**
 * A model's paragraph reduced to the sentences whose numbers and citations occur in `facts` (the library text, its
 * legal basis and the user's own terms). Returns the paragraph that remains and what was removed.
 */
export function groundParagraph(paragraph: string, facts: SourceFacts): { text: string; flags: GroundingFlag[] } {
  const flags: GroundingFlag[] = [];
  const kept = sentencesOf(paragraph).filter((s) => {
    if (isGrounded(s, facts) && unknownCaseNames(s, facts).length === 0) return true;
    flags.push({ kind: CITATION_WORD.test(s) ? "statute" : "number", text: s });
    return false;
  });
  return { text: kept.join(" ").trim(), flags };
}

/** A model's `[D1]`-style references in a line of text. */
export function refsIn(text: string): string[] {
  return [...text.matchAll(/\[([A-Z]\d{1,2})\]/g)].map((m) => m[1] ?? "");
}
