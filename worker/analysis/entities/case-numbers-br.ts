import { execAll } from "../text.ts";
import type { Entity } from "../types.ts";
import { digitsOnly, isValidCnj } from "./validators.ts";

// Brazilian process numbers in the forms the CNJ layout does not show (docs/decisions/025-held-out-evaluation.md,
// sixth round): the CNJ number without its dots as court systems print it ("07124569320248190001"), and the
// numbering courts used before Res. CNJ 65/2008, still cited as a case's former number: the federal courts'
// "2008.61.82.012345-6" (year, section, court, sequence, check digit) and São Paulo's "583.00.2008.123456-7"
// (comarca, forum, year, sequence, check digit).

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
