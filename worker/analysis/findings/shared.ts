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
export function applyClauseRules(text: string, sentences: Sentence[], rules: ClauseRule[]): KeyFinding[] {
  const out: KeyFinding[] = [];
  for (const rule of rules) {
    let n = 0;
    for (const s of sentences) {
      if (n >= rule.max) break;
      if (!rule.all.every((re) => re.test(s.text))) continue;
      if (rule.none?.some((re) => re.test(s.text))) continue;
      out.push(finding(text, rule.type, s, rule.confidence));
      n++;
    }
  }
  return out;
}
