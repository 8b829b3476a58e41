import { gated, type LiteralScan, mayMatch } from "./literals.ts";
import { execAll } from "./text.ts";
import type { Entity, Language } from "./types.ts";

// Date mentions and ISO normalisation. Numeric dates are day-first in Brazil/Portuguese (03/04/2024 is 3 April)
// and month-first in the US/English, unless one of the fields cannot be a month.

/** Portuguese month names (with and without cedilla) → month number. */
export const PT_MONTHS: Record<string, number> = {
  janeiro: 1,
  fevereiro: 2,
  março: 3,
  marco: 3,
  abril: 4,
  maio: 5,
  junho: 6,
  julho: 7,
  agosto: 8,
  setembro: 9,
  outubro: 10,
  novembro: 11,
  dezembro: 12,
};
/** English month names and abbreviations → month number. */
export const EN_MONTHS: Record<string, number> = {
  january: 1,
  february: 2,
  march: 3,
  april: 4,
  may: 5,
  june: 6,
  july: 7,
  august: 8,
  september: 9,
  october: 10,
  november: 11,
  december: 12,
  jan: 1,
  feb: 2,
  mar: 3,
  apr: 4,
  jun: 6,
  jul: 7,
  aug: 8,
  sep: 9,
  sept: 9,
  oct: 10,
  nov: 11,
  dec: 12,
};

const PT_MONTH = "(janeiro|fevereiro|mar[çc]o|abril|maio|junho|julho|agosto|setembro|outubro|novembro|dezembro)";
const EN_MONTH =
  "(January|February|March|April|May|June|July|August|September|October|November|December|Jan\\.?|Feb\\.?|Mar\\.?|Apr\\.?|Jun\\.?|Jul\\.?|Aug\\.?|Sept?\\.?|Oct\\.?|Nov\\.?|Dec\\.?)";

const pad = (n: number): string => String(n).padStart(2, "0");

function fullYear(y: string): number {
  const n = Number(y);
  if (y.length === 4) return n;
  // Two-digit years: Brazilian statutes run back to the 1940s ("Decreto-Lei 5.452/43").
  return n >= 50 ? 1900 + n : 2000 + n;
}

/** ISO date if the fields form a real calendar date. */
export function isoDate(year: number, month: number, day: number): string | undefined {
  if (month < 1 || month > 12 || day < 1 || day > 31 || year < 1800 || year > 2200) return undefined;
  const d = new Date(Date.UTC(year, month - 1, day));
  if (d.getUTCMonth() !== month - 1) return undefined;
  return `${year}-${pad(month)}-${pad(day)}`;
}

/** Numeric date "03/04/2024": day-first unless month-first is the convention and plausible. */
export function normalizeNumericDate(a: number, b: number, year: number, dayFirst: boolean): string | undefined {
  if (dayFirst) return isoDate(year, b, a) ?? isoDate(year, a, b);
  return isoDate(year, a, b) ?? isoDate(year, b, a);
}

const monthOf = (name: string): number | undefined => {
  const k = name.toLowerCase().replace(/\.$/, "");
  return PT_MONTHS[k] ?? EN_MONTHS[k];
};

const ORDINALS = [
  "first",
  "second",
  "third",
  "fourth",
  "fifth",
  "sixth",
  "seventh",
  "eighth",
  "ninth",
  "tenth",
  "eleventh",
  "twelfth",
  "thirteenth",
  "fourteenth",
  "fifteenth",
  "sixteenth",
  "seventeenth",
  "eighteenth",
  "nineteenth",
  "twentieth",
];
const SPELLED_DAY =
  "(?:(?:twenty|thirty)-)?(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth)|tenth|eleventh|twelfth|thirteenth|fourteenth|fifteenth|sixteenth|seventeenth|eighteenth|nineteenth|twentieth|thirtieth";

/** "first" → 1, "twenty-third" → 23, "thirtieth" → 30. */
function spelledDay(word: string): number {
  const w = word.toLowerCase();
  if (w === "thirtieth") return 30;
  const [tens, unit] = w.includes("-") ? w.split("-") : ["", w];
  return (tens === "twenty" ? 20 : tens === "thirty" ? 30 : 0) + ORDINALS.indexOf(unit ?? "") + 1;
}

// Days and years written out, as notarial acts and minutes write them: "aos vinte e sete dias do mês de abril de dois
// mil e vinte e quatro", "22 (vinte e dois) dias do mês de fevereiro de 2024".
const PT_UNIT_WORDS: Record<string, number> = {
  um: 1,
  uma: 1,
  primeiro: 1,
  dois: 2,
  duas: 2,
  três: 3,
  tres: 3,
  quatro: 4,
  cinco: 5,
  seis: 6,
  sete: 7,
  oito: 8,
  nove: 9,
  dez: 10,
  onze: 11,
  doze: 12,
  treze: 13,
  quatorze: 14,
  catorze: 14,
  quinze: 15,
  dezesseis: 16,
  dezessete: 17,
  dezoito: 18,
  dezenove: 19,
};
const PT_TENS: Record<string, number> = {
  vinte: 20,
  trinta: 30,
  quarenta: 40,
  cinquenta: 50,
  sessenta: 60,
  setenta: 70,
  oitenta: 80,
  noventa: 90,
};
const PT_UNIT = `(?:${Object.keys(PT_UNIT_WORDS).join("|")})`;
const PT_BELOW_100 = `(?:(?:${Object.keys(PT_TENS).join("|")})(?:\\s+e\\s+${PT_UNIT})?|${PT_UNIT})`;
const PT_YEAR_WORDS = `(?:dois\\s+mil(?:\\s+e\\s+${PT_BELOW_100})?|mil\\s+novecentos(?:\\s+e\\s+${PT_BELOW_100})?)`;

/** "vinte e sete" → 27, "dois mil e vinte e quatro" → 2024, "mil novecentos e noventa" → 1990. */
function spelledNumberPt(words: string): number {
  let total = 0;
  for (const w of words.toLowerCase().split(/\s+/)) {
    if (w === "mil") total = (total || 1) * 1000;
    else if (w === "novecentos") total += 900;
    else total += PT_TENS[w] ?? PT_UNIT_WORDS[w] ?? 0;
  }
  return total;
}

interface DatePattern {
  re: RegExp;
  toIso: (m: RegExpMatchArray, dayFirst: boolean) => string | undefined;
  confidence: number;
}

const ORD = "(?:st|nd|rd|th|º|°|o)?";
const PATTERNS: DatePattern[] = [
  {
    // 15 de março de 2024, 1º de abril de 2025
    re: new RegExp(`\\b(\\d{1,2})${ORD}\\s+de\\s+${PT_MONTH}\\s+de\\s+(\\d{4})\\b`, "gi"),
    toIso: (m) => isoDate(Number(m[3]), monthOf(m[2] ?? "") ?? 0, Number(m[1])),
    confidence: 0.97,
  },
  {
    // the 14th day of December, 1997 / 2nd day of January 2020 / 6t h day of March, 2006
    re: new RegExp(`\\b(\\d{1,2})\\s?(?:st|nd|rd|th|t\\s?h)?\\s+day\\s+of\\s+${EN_MONTH},?\\s+(\\d{4})\\b`, "gi"),
    toIso: (m) => isoDate(Number(m[3]), monthOf(m[2] ?? "") ?? 0, Number(m[1])),
    confidence: 0.97,
  },
  {
    // the first day of July, 2025 / the last day of June, 2026 / the fifteenth day of September in the year 2025
    re: new RegExp(
      `\\b(${SPELLED_DAY}|last)\\s+day\\s+of\\s+${EN_MONTH},?\\s+(?:in\\s+the\\s+year\\s+)?(\\d{4})\\b`,
      "gi",
    ),
    toIso: (m) => {
      const year = Number(m[3]);
      const month = monthOf(m[2] ?? "") ?? 0;
      const day =
        m[1]?.toLowerCase() === "last" ? new Date(Date.UTC(year, month, 0)).getUTCDate() : spelledDay(m[1] ?? "");
      return isoDate(year, month, day);
    },
    confidence: 0.95,
  },
  {
    // March 15, 2024 / December 3rd, 2018 / Sept. 1 2020
    re: new RegExp(`\\b${EN_MONTH}\\s+(\\d{1,2})(?:st|nd|rd|th)?,?\\s+(\\d{4})\\b`, "g"),
    toIso: (m) => isoDate(Number(m[3]), monthOf(m[1] ?? "") ?? 0, Number(m[2])),
    confidence: 0.97,
  },
  {
    // 15 March 2024
    re: new RegExp(`\\b(\\d{1,2})(?:st|nd|rd|th)?\\s+${EN_MONTH},?\\s+(\\d{4})\\b`, "g"),
    toIso: (m) => isoDate(Number(m[3]), monthOf(m[2] ?? "") ?? 0, Number(m[1])),
    confidence: 0.95,
  },
  {
    // vinte e sete dias do mês de abril de dois mil e vinte e quatro; 19 (dezenove) dias do mês de junho do ano de 2024
    re: new RegExp(
      `\\b(\\d{1,2}|${PT_BELOW_100})(?:\\s+\\([a-zà-ú]+(?:\\s+e\\s+[a-zà-ú]+)?\\))?\\s+dias?\\s+do\\s+m[êe]s\\s+de\\s+${PT_MONTH}\\s+(?:do\\s+ano\\s+)?de\\s+(\\d{4}|${PT_YEAR_WORDS})\\b`,
      "gi",
    ),
    toIso: (m) => {
      const day = /^\d/.test(m[1] ?? "") ? Number(m[1]) : spelledNumberPt(m[1] ?? "");
      const year = /^\d/.test(m[3] ?? "") ? Number(m[3]) : spelledNumberPt(m[3] ?? "");
      return isoDate(year, monthOf(m[2] ?? "") ?? 0, day);
    },
    confidence: 0.95,
  },
  {
    // 2024-03-15
    re: /\b(\d{4})-(\d{2})-(\d{2})\b/g,
    toIso: (m) => isoDate(Number(m[1]), Number(m[2]), Number(m[3])),
    confidence: 0.97,
  },
  {
    // 15/03/2024, 1º/9/1998, 31.12.2014, 03-15-2024
    re: /(?<![\d/.,-])(\d{1,2})[º°]?([/.-])(\d{1,2})\2(\d{4}|\d{2})(?![\d/-]|[.,]\d)/g,
    toIso: (m, dayFirst) => normalizeNumericDate(Number(m[1]), Number(m[3]), fullYear(m[4] ?? ""), dayFirst),
    confidence: 0.9,
  },
  {
    // março de 1999 (month precision)
    re: new RegExp(`\\b${PT_MONTH}\\s+de\\s+(\\d{4})\\b`, "gi"),
    toIso: (m) => `${m[2]}-${pad(monthOf(m[1] ?? "") ?? 0)}`,
    confidence: 0.85,
  },
  {
    // março/2024, MAIO/2022 (month precision: a competence, a rent or an index month)
    re: new RegExp(`\\b${PT_MONTH}\\s?\\/\\s?(\\d{4})\\b`, "gi"),
    toIso: (m) => `${m[2]}-${pad(monthOf(m[1] ?? "") ?? 0)}`,
    confidence: 0.85,
  },
  {
    // March 2024 (month precision)
    re: new RegExp(`\\b${EN_MONTH}\\s+(\\d{4})\\b`, "g"),
    toIso: (m) => `${m[2]}-${pad(monthOf(m[1] ?? "") ?? 0)}`,
    confidence: 0.8,
  },
];

gated(PATTERNS.map((p) => p.re));

// A bare year is a date in Brazilian legal prose ("no exercício de 1999"), but not inside a statute or case number.
const BARE_YEAR_RE = /(?<![\d/.,º°-]|n[º°]\s?|\/\s?)\b(19[5-9]\d|20[0-4]\d)\b(?![\d/-]|[.,]\d)/g;

/**
 * Finds dates; `language` sets the day/month order of numeric dates. Bare years only when `bareYears`. Patterns
 * that cannot match (per `scan`, a LiteralScan of this text) are skipped.
 */
export function findDates(text: string, language: Language, bareYears = false, scan?: LiteralScan): Entity[] {
  const dayFirst = language === "pt";
  const found: Entity[] = [];
  for (const p of PATTERNS) {
    if (!mayMatch(scan, p.re)) continue;
    for (const m of execAll(p.re, text)) {
      const iso = p.toIso(m, dayFirst);
      if (!iso || iso.includes("-00")) continue;
      found.push({
        type: "DATE",
        value: m[0],
        normalized: iso,
        confidence: p.confidence,
        start: m.index,
        end: m.index + m[0].length,
      });
    }
  }
  if (bareYears) {
    for (const m of execAll(BARE_YEAR_RE, text)) {
      const before = text.slice(Math.max(0, m.index - 14), m.index);
      // "Lei 8.112 de 1990" is part of the statute reference; "Acórdão 123 de 2007" likewise.
      if (/\b(?:lei|decreto|n[º°.]?|art\.?|artigo)\s*[\d.]*\s*(?:de\s*)?$/i.test(before)) continue;
      found.push({
        type: "DATE",
        value: m[0],
        normalized: m[0],
        confidence: 0.6,
        start: m.index,
        end: m.index + m[0].length,
      });
    }
  }
  found.sort((a, b) => a.start - b.start || b.end - a.end);
  const kept: Entity[] = [];
  for (const e of found) {
    const last = kept[kept.length - 1];
    if (last && e.start < last.end) continue;
    kept.push(e);
  }
  return kept;
}

/** Parses one date expression (for deadline mentions); undefined when it is not a date. */
export function parseDate(s: string, language: Language): string | undefined {
  const d = findDates(s, language)[0];
  return d && typeof d.normalized === "string" && d.normalized.length === 10 ? d.normalized : undefined;
}
