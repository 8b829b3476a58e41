import { gated, type LiteralScan, mayMatch } from "../literals.ts";
import type { Span } from "../text.ts";
import type { KeyFinding, Language } from "../types.ts";

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

// A clause heading alone ("CLÁUSULA QUINTA – DO FORO.", "ARTICLE 12. GOVERNING LAW", "Section 5. Termination.")
// names a clause but says nothing of it: short, and nothing after the numbering but a title.
const HEADING =
  /^\s*(?:CL[ÁA]USULA|Cl[áa]usula|ARTIGO|Artigo|ART\.|Art\.|ARTICLE|Article|SECTION|Section|§)\s*[\wºª.°-]*\s*(?:[-–—:.]\s*)?(?:D[AEO]S?\s+|d[aeo]s?\s+)?[\p{L} ,/]{0,60}[.:]?\s*$/u;

// A numbered or lettered title with no verb, "3.3 Termination for Convenience.", "(a) Non-Competition.", "Late Charge.":
// a few capitalised words (joined by short connectors) and nothing else.
const TITLE =
  /^\s*(?:\(?[a-z\divx]{1,4}\)|\d+(?:\.\d+)*\.?)?\s*\p{Lu}[\p{L}'’-]*(?:[ ,;&/-]+(?:\p{Lu}[\p{L}'’-]*|of|for|and|or|the|to|in|on|with|de|do|da|dos|das|e))*\s*[.:]?\s*$/u;

// "5. Do foro.", "II – Das obrigações": a numbered Portuguese clause title.
const TITLE_PT = /^\s*(?:\d+(?:\.\d+)*\.?|[IVXL]+\s*[-–.])\s+D[aeo]s?\s+[\p{L} ,]{2,50}[.:]?\s*$/u;

// "CLÁUSULA QUARTA – Fica eleito o foro da Comarca de São Paulo/SP.": a clause short enough to look like its heading
// says something once it has a verb.
const CLAUSE_VERB =
  /\s(?:fica|ficam|elegem|elege|ser[áa]|ser[ãa]o|é|s[ãa]o|obriga|obrigam|poder[áa]|dever[áa]|ter[áa])\s/i;

export function isHeading(sentence: string): boolean {
  if (sentence.length > 90) return false;
  if (HEADING.test(sentence) && !CLAUSE_VERB.test(sentence)) return true;
  if (TITLE_PT.test(sentence)) return true;
  return sentence.trim().split(/\s+/).length <= 7 && TITLE.test(sentence);
}

// A Portuguese title in sentence case, cut from its clause by the sentence splitter: "3. Não concorrência." before
// "3.1. Pelo prazo…", or "Sigilo e proteção de dados" after "Cláusula 5ª." on its own line.
const NUMBERED_TITLE = /^\s*(?:\d+(?:\.\d+)*\.?|[IVXL]+\s*[-–.]|\(?[a-z]\))\s+\p{Lu}\p{Ll}*(?:\s+\p{L}+){0,4}\.?\s*$/u;

/** Whether a sentence is a clause's title: a heading, a short numbered title, or a short line that is a heading. */
export function isTitleSentence(text: string, s: Span): boolean {
  const sentence = text.slice(s.start, s.end);
  if (isHeading(sentence)) return true;
  if (sentence.length > 60) return false;
  if (NUMBERED_TITLE.test(sentence)) return true;
  const lineStart = text.lastIndexOf("\n", s.start - 1) + 1;
  const newline = text.indexOf("\n", s.end);
  const line = text.slice(lineStart, newline < 0 ? text.length : newline);
  return line.length <= 90 && line.trim() !== sentence.trim() && isHeading(line.trim());
}

/** Registers the rules' patterns for LiteralScan (call once per rule list, at module load). */
export function gatedRules(rules: ClauseRule[]): ClauseRule[] {
  for (const rule of rules) gated([...rule.all, ...(rule.none ?? [])]);
  return rules;
}

/** A document type's finder: its Portuguese or English clause rules applied to a text (wills, pleadings, acts). */
export type ClauseFinder = (
  text: string,
  sentences: Sentence[],
  language: Language,
  scan?: LiteralScan,
) => KeyFinding[];

export function clauseFinder(ptRules: ClauseRule[], enRules: ClauseRule[]): ClauseFinder {
  return (text, sentences, language, scan) =>
    applyClauseRules(text, sentences, language === "pt" ? ptRules : enRules, scan);
}

/**
 * Applies sentence-level clause rules; sentences are reported in document order. With `scan` (a LiteralScan of
 * `text`), a rule with a pattern that cannot match the text is skipped, and so are "none" patterns that cannot.
 */
export function applyClauseRules(
  text: string,
  sentences: Sentence[],
  rules: ClauseRule[],
  scan?: LiteralScan,
): KeyFinding[] {
  const out: KeyFinding[] = [];
  const possible = (re: RegExp): boolean => mayMatch(scan, re);
  for (const rule of rules) {
    if (!rule.all.every(possible)) continue;
    const none = rule.none?.filter(possible);
    let n = 0;
    for (const s of sentences) {
      if (n >= rule.max) break;
      if (!rule.all.every((re) => re.test(s.text))) continue;
      if (none?.some((re) => re.test(s.text))) continue;
      if (isTitleSentence(text, s)) continue;
      out.push(finding(text, rule.type, s, rule.confidence));
      n++;
    }
  }
  return out;
}
