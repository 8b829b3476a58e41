import type { Span } from "../text.ts";
import type { KeyFinding } from "../types.ts";

/** A sentence with its text, so each rule tests the sentence once without re-slicing. */
export interface Sentence extends Span {
  text: string;
}

export function finding(text: string, type: string, span: Span, confidence: number): KeyFinding {
  return { type, value: text.slice(span.start, span.end), confidence, start: span.start, end: span.end };
}

export interface ClauseRule {
  type: string;
  /** Every pattern must match the sentence. */
  all: RegExp[];
  /** None of these may match. */
  none?: RegExp[];
  confidence: number;
  /** At most this many sentences are reported (the clause, not every echo of it). */
  max: number;
}

/** Applies sentence-level clause rules; sentences are reported in document order. */
// A clause heading alone ("CLÁUSULA QUINTA – DO FORO.", "ARTICLE 12. GOVERNING LAW", "Section 5. Termination.")
// names a clause but says nothing of it: short, and nothing after the numbering but a title.
const HEADING =
  /^\s*(?:CL[ÁA]USULA|Cl[áa]usula|ARTIGO|Artigo|ART\.|Art\.|ARTICLE|Article|SECTION|Section|§)\s*[\wºª.°-]*\s*(?:[-–—:.]\s*)?(?:D[AEO]S?\s+|d[aeo]s?\s+)?[\p{L} ,/]{0,60}[.:]?\s*$/u;

export function isHeading(sentence: string): boolean {
  return sentence.length <= 90 && HEADING.test(sentence);
}

export function applyClauseRules(text: string, sentences: Sentence[], rules: ClauseRule[]): KeyFinding[] {
  const out: KeyFinding[] = [];
  for (const rule of rules) {
    let n = 0;
    for (const s of sentences) {
      if (n >= rule.max) break;
      if (!rule.all.every((re) => re.test(s.text))) continue;
      if (rule.none?.some((re) => re.test(s.text))) continue;
      if (isHeading(s.text)) continue;
      out.push(finding(text, rule.type, s, rule.confidence));
      n++;
    }
  }
  return out;
}
