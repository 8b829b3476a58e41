// Repairs of recognised text that typed text never needs (docs/decisions/031-heldout-through-extraction.md).
import { isValidCnj, isValidCnpj, isValidCpf } from "../analysis/entities/validators.ts";

// Portuguese ordinals before a feminine court or division noun are "ª"; OCR reads the small raised "a" as "º",
// "°" or "o" ("3º VARA FEDERAL"). The noun decides, so a typed "3º Juizado" is left alone.
const DIVISION =
  "(?=\\s+(?:vara|turma|c[âa]mara|regi[ãa]o|se[çc][ãa]o|subse[çc][ãa]o|zona|circunscri[çc][ãa]o|promotoria|procuradoria|defensoria|delegacia)\\b)";
const FEMININE_ORDINAL = new RegExp(`(\\d)[º°o]${DIVISION}`, "giu");
// The raised, underlined "ª" is also read as a "2" run into the number ("3ª VARA" → "32 VARA"). A division's number
// is always printed as an ordinal, so a bare number of two or more digits ending in 2 before one lost its "ª".
const ORDINAL_READ_AS_TWO = new RegExp(`(?<![\\d.,/])(\\d{1,2})2${DIVISION}`, "giu");

// Glyphs OCR confuses with digits, and the digit each stands for.
const AS_DIGIT: Record<string, string> = {
  O: "0",
  o: "0",
  D: "0",
  Q: "0",
  I: "1",
  l: "1",
  "|": "1",
  i: "1",
  Z: "2",
  z: "2",
  S: "5",
  s: "5",
  B: "8",
  G: "6",
  b: "6",
  g: "9",
  q: "9",
  T: "7",
};
const C = "[0-9OoDQIl|iZzSsBGbgqT]";
const SEP = "\\s?[.,]\\s?";
const DASH = "\\s?[-–]\\s?";
/** Identifier shapes with their canonical punctuation and validator: CPF, CNPJ, CNJ process number. */
const IDENTIFIERS: { shape: RegExp; format: (d: string) => string; valid: (v: string) => boolean }[] = [
  {
    shape: new RegExp(`(?<![\\p{L}\\d])${C}{3}${SEP}${C}{3}${SEP}${C}{3}${DASH}${C}{2}(?![\\p{L}\\d])`, "gu"),
    format: (d) => `${d.slice(0, 3)}.${d.slice(3, 6)}.${d.slice(6, 9)}-${d.slice(9)}`,
    valid: isValidCpf,
  },
  {
    shape: new RegExp(
      `(?<![\\p{L}\\d])${C}{2}${SEP}${C}{3}${SEP}${C}{3}\\s?\\/\\s?${C}{4}${DASH}${C}{2}(?![\\p{L}\\d])`,
      "gu",
    ),
    format: (d) => `${d.slice(0, 2)}.${d.slice(2, 5)}.${d.slice(5, 8)}/${d.slice(8, 12)}-${d.slice(12)}`,
    valid: isValidCnpj,
  },
  {
    shape: new RegExp(
      `(?<![\\p{L}\\d])${C}{7}${DASH}${C}{2}${SEP}${C}{4}${SEP}${C}${SEP}${C}{2}${SEP}${C}{4}(?![\\p{L}\\d])`,
      "gu",
    ),
    format: (d) => `${d.slice(0, 7)}-${d.slice(7, 9)}.${d.slice(9, 13)}.${d[13]}.${d.slice(14, 16)}.${d.slice(16)}`,
    valid: isValidCnj,
  },
];

/**
 * A CPF, CNPJ or CNJ number that OCR damaged (a letter for a digit, a comma for a dot, a space after a dot) is
 * rewritten when, and only when, its check digits hold once repaired (and, for a letter, did not before): the check digits are
 * the evidence, so an invented or mistyped number is never "corrected" into another.
 */
function repairIdentifiers(text: string): string {
  let out = text;
  for (const { shape, format, valid } of IDENTIFIERS) {
    out = out.replace(shape, (found) => {
      const chars = found.replace(/[\s.,/–-]/g, "");
      const digits = [...chars].map((c) => AS_DIGIT[c] ?? c).join("");
      // Mostly digits already: a word that happens to fit the shape is not an identifier.
      if ([...chars].filter((c) => /\d/.test(c)).length < chars.length - 3) return found;
      const repaired = format(digits);
      // Punctuation alone is rewritten whenever the number is valid; a letter read for a digit only when the
      // number as read is not valid (an alphanumeric CNPJ may hold letters).
      const lettersChanged = digits !== chars;
      return repaired !== found && valid(repaired) && (!lettersChanged || !valid(found)) ? repaired : found;
    });
  }
  return out;
}

// OCR reads an en dash as a hyphen; with a space on each side it is a dash between words ("Presidente – Cláudio"),
// never a compound's hyphen.
const SPACED_HYPHEN = /(?<=[\p{L}\d.,)]) - (?=[\p{L}\d(])/gu;
// The "v." between a US caption's parties, alone on its line or before the docket's column, is read "Vv." or "V." (the italic v's serif).
const CAPTION_VERSUS = /^([ \t]*)(?:Vv|vv|V)\.(?=[ \t]*$|[ \t]{3,}\S)/gm;

// "§" after a code's abbreviation is read "8" or "$" ("42 U.S.C. 8 1983"), and so is a paragraph of a Brazilian
// article ("art. 85, 8 11, do CPC"): an article's number, a comma, then a lone 8 before another number.
const SECTION_SIGN = /(?<=\b(?:U\.S\.C|C\.F\.R|Stat|Ann|Code)\.? )(?:88|\$\$|[8$])(?= ?\d)/g;
const PARAGRAPH_SIGN = /(?<=\bart(?:igo)?s?\.? ?\d[\d.]*[º°o]?(?:-[A-Z])?, )(?:88|\$\$|[8$])(?= ?\d)/giu;
// The J of "CNPJ" is read as a bracket or a bar ("CNP]", "CNP|"): the register's name has no other spelling.
const CNPJ_LABEL = /(?<!\p{L})CNP[\]|)1l](?![\p{L}\d])/gu;

export function repairOcrText(text: string): string {
  return repairIdentifiers(
    text
      .replace(FEMININE_ORDINAL, "$1ª")
      .replace(ORDINAL_READ_AS_TWO, "$1ª")
      .replace(CNPJ_LABEL, "CNPJ")
      .replace(SPACED_HYPHEN, " – ")
      .replace(CAPTION_VERSUS, "$1v.")
      .replace(SECTION_SIGN, (sign) => (sign.length === 2 ? "§§" : "§"))
      .replace(PARAGRAPH_SIGN, (sign) => (sign.length === 2 ? "§§" : "§")),
  );
}
