import { execAll } from "../text.ts";
import type { Entity } from "../types.ts";
import { digitsOnly, isValidCnj } from "./validators.ts";

// Brazilian process numbers in the forms the CNJ layout does not show (docs/decisions/025-held-out-evaluation.md,
// sixth round): the CNJ number without its dots as court systems print it ("07124569320248190001"), and the
// numbering courts used before Res. CNJ 65/2008, still cited as a case's former number: the federal courts'
// "2008.61.82.012345-6" (year, section, court, sequence, check digit) and São Paulo's "583.00.2008.123456-7"
// (comarca, forum, year, sequence, check digit). The Labour Superior Court glues its class to the number
// ("PROCESSO Nº TST-RR-1000123-50.2019.5.02.0384"); such a number is the case's own when a heading line carries it,
// and then wherever the document repeats it ("estes autos de Recurso de Revista nº TST-RR-1000123-…"), while a
// glued number only cited in the text is a precedent's.

// Twenty digits alone are too common to trust on shape: only a number whose CNJ check digits hold is kept.
const CNJ_DIGITS_RE = /(?<![\d.,/-])\d{20}(?![\d,/-]|\.\d)/g;
const CNJ_DIGITS_SHAPE = /^\d{9}(?:199\d|20\d{2})[1-9]/;
// The year of a former number falls before the CNJ layout was adopted (2010), hence 1980–2014 with some slack.
const OLD_YEAR = "(?:19[89]\\d|200\\d|201[0-4])";
const OLD_FEDERAL_RE = new RegExp(String.raw`(?<![\d.])${OLD_YEAR}\.\d{2}\.\d{2}\.\d{6}-\d(?![\d])`, "g");
const OLD_SAO_PAULO_RE = new RegExp(
  String.raw`(?<![\d.])\d{3}\.\d{2}\.${OLD_YEAR}\.\d{6}-\d(?:\/\d{6}-\d{3})?(?![\d])`,
  "g",
);

const caseNumber = (m: RegExpExecArray, confidence: number): Entity => ({
  type: "CASE_NUMBER",
  value: m[0],
  normalized: digitsOnly(m[0]),
  confidence,
  start: m.index,
  end: m.index + m[0].length,
});

/** CNJ numbers written as twenty bare digits, kept only when their check digits hold. */
export function findBareCnjNumbers(text: string): Entity[] {
  return execAll(CNJ_DIGITS_RE, text)
    .filter((m) => CNJ_DIGITS_SHAPE.test(m[0]) && isValidCnj(m[0]))
    .map((m) => caseNumber(m, 0.95));
}

/** Pre-2010 federal and São Paulo process numbers. */
export function findFormerProcessNumbers(text: string): Entity[] {
  return [...execAll(OLD_FEDERAL_RE, text), ...execAll(OLD_SAO_PAULO_RE, text)].map((m) => caseNumber(m, 0.85));
}

const GLUED_CNJ_RE = /(?<=\b(?:[A-Z][A-Za-z]{0,5}-)+)\d{7}-\d{2}\.(?:199\d|20\d{2})\.[1-9]\.\d{2}\.\d{4}(?!\d)/g;
// A heading line: in capitals but for the number sign, within the document's opening.
const HEADING_LINE = /^[^\p{Ll}]*$/u;

/** CNJ numbers glued to a class abbreviation, when a heading line names them as the document's own. */
export function findOwnGluedCnjNumbers(text: string): Entity[] {
  const found = execAll(GLUED_CNJ_RE, text);
  const own = new Set<string>();
  for (const m of found) {
    if (m.index > 1500) break;
    const start = text.lastIndexOf("\n", m.index) + 1;
    const end = text.indexOf("\n", m.index);
    if (HEADING_LINE.test(text.slice(start, end < 0 ? text.length : end).replace(/n[º°o]/g, ""))) own.add(m[0]);
  }
  return found.filter((m) => own.has(m[0])).map((m) => caseNumber(m, 0.95));
}

// A number the text cites as a precedent ("Precedente: Apelação Cível nº 1.0024.14.118734-2/002", "…, nº 1001234-…,
// Rel. Des. X, j. 3/4/2024") is case law: another case decided, not one the document is about.
const PRECEDENT_BEFORE =
  /\b(?:[Pp]recedentes?|PRECEDENTES?|[Nn]o\s+mesmo\s+sentido|[Nn]es[st]e\s+sentido|[Cc]onfira-se|[Vv]ide)\b\s*:?[^\n;]{0,60}$/;
// The judging body may stand between the number and its rapporteur ("…, Quinta Turma, Rel. Des. Federal X").
const PRECEDENT_AFTER = /^[^\n]{0,8}?,\s*(?:[^,\n]{1,30},\s*)?(?:Rel\.|Relator[a]?\b|j\.\s*\d|julgad[oa]\s+em\b)/;

export function citedAsPrecedent(text: string, e: Entity): boolean {
  return (
    PRECEDENT_BEFORE.test(text.slice(Math.max(0, e.start - 80), e.start)) ||
    PRECEDENT_AFTER.test(text.slice(e.end, e.end + 40))
  );
}
