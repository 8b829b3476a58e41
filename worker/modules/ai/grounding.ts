// Grounding: a model's sentence may stay only if every amount, date, number, identifier (CPF, CNPJ, CNJ number) and
// legal citation in it also appears in the document. The engine and the text are the source of truth; the model
// only phrases. Comparison is by value, so "R$ 15.000,00" matches "R$15,000.00" and "10/03/2025" matches
// "10 de março de 2025", but "R$ 16.000,00" or "art. 489" that the document never says are caught.

import { EN_MONTHS, PT_MONTHS } from "../../analysis/dates.ts";
import { NUMBER_WORDS } from "../../analysis/text.ts";

export interface SourceFacts {
  dates: Set<string>;
  identifiers: Set<string>;
  numbers: Set<string>;
  citations: Set<string>;
  /** Lower-cased, whitespace-squashed text, for checking that a quoted name occurs. */
  plain: string;
}

const MONTHS: Record<string, number> = { ...PT_MONTHS, ...EN_MONTHS };
const MONTH_NAMES = Object.keys(MONTHS).join("|");

// Periods written in words ("quinze dias", "thirty days") are checked like digits: a model must not turn 5 days into 15.
const PERIOD_WORDS = new RegExp(
  `\\b(${Object.keys(NUMBER_WORDS).join("|")})\\s+(?:\\(\\w+\\)\\s+)?(?:dias?|days?|horas?|hours?|meses|m[eê]s|months?|anos?|years?|business|calendar|úteis|uteis|corridos)\\b`,
  "gi",
);

const pad = (n: number) => String(n).padStart(2, "0");

function isoDate(year: number, month: number, day: number): string | null {
  if (year < 1900 || year > 2199 || month < 1 || month > 12 || day < 1 || day > 31) return null;
  return `${year}-${pad(month)}-${pad(day)}`;
}

function fullYear(y: string): number {
  const n = Number(y);
  return y.length === 2 ? (n < 70 ? 2000 + n : 1900 + n) : n;
}

const DATE_PATTERNS: { re: RegExp; read: (m: RegExpMatchArray) => (string | null)[] }[] = [
  { re: /\b(\d{4})-(\d{2})-(\d{2})\b/g, read: (m) => [isoDate(Number(m[1]), Number(m[2]), Number(m[3]))] },
  {
    // 10/03/2025 is 10 March in Brazil and October 3 in the US: both readings count, on both sides.
    re: /\b(\d{1,2})[/.](\d{1,2})[/.](\d{4}|\d{2})\b/g,
    read: (m) => {
      const y = fullYear(m[3] ?? "");
      return [isoDate(y, Number(m[2]), Number(m[1])), isoDate(y, Number(m[1]), Number(m[2]))];
    },
  },
  {
    re: new RegExp(`\\b(\\d{1,2})[º°o]?\\s+(?:de\\s+)?(${MONTH_NAMES})\\.?,?\\s+(?:de\\s+)?(\\d{4})\\b`, "gi"),
    read: (m) => [isoDate(Number(m[3]), MONTHS[(m[2] ?? "").toLowerCase()] ?? 0, Number(m[1]))],
  },
  {
    re: new RegExp(`\\b(${MONTH_NAMES})\\.?\\s+(\\d{1,2})(?:st|nd|rd|th)?,?\\s+(\\d{4})\\b`, "gi"),
    read: (m) => [isoDate(Number(m[3]), MONTHS[(m[1] ?? "").toLowerCase()] ?? 0, Number(m[2]))],
  },
];

const CITATION =
  /\b(art(?:igo|icle)?s?\.?|§+|s[úu]mula|precedent|lei|law|act|section|sec\.|rule|regra)\s*(?:n[º°o.]*\s*)?(\d[\d.,]*)/gi;

function citationKind(word: string): string {
  const w = word.toLowerCase();
  if (w.startsWith("art")) return "art";
  if (w.startsWith("§") || w.startsWith("sec")) return "sec";
  if (w.startsWith("s") && /mula/.test(w)) return "sumula";
  if (w === "precedent") return "sumula";
  if (w === "lei" || w === "law" || w === "act") return "law";
  return "rule";
}

/** "15.000,00", "15,000.00" and "15000" are the same value; "1.003" (CPC art. 1.003) is one thousand and three. */
export function normalizeNumber(token: string): string {
  let t = token.replace(/[.,]$/, "");
  const hasDot = t.includes(".");
  const hasComma = t.includes(",");
  if (hasDot && hasComma) {
    const decimal = t.lastIndexOf(",") > t.lastIndexOf(".") ? "," : ".";
    t = decimal === "," ? t.replace(/\./g, "").replace(",", ".") : t.replace(/,/g, "");
  } else if (hasComma) {
    t = /^\d{1,3}(?:,\d{3})+$/.test(t) ? t.replace(/,/g, "") : t.replace(",", ".");
  } else if (hasDot) {
    t = /^\d{1,3}(?:\.\d{3})+$/.test(t) ? t.replace(/\./g, "") : t;
  }
  const n = Number(t);
  return Number.isFinite(n) ? String(n) : token;
}

interface Found {
  dates: string[][];
  identifiers: string[];
  numbers: string[];
  citations: string[];
}

function scan(text: string): Found {
  const dates: string[][] = [];
  let rest = text;
  const extraNumbers: string[] = [];
  for (const { re, read } of DATE_PATTERNS) {
    rest = rest.replace(re, (...args) => {
      const m = args.slice(0, -2) as unknown as RegExpMatchArray;
      const readings = read(m).filter((d): d is string => d !== null);
      if (readings.length === 0) return m[0] ?? "";
      dates.push(readings);
      // The day and the year of a date may be mentioned on their own ("in 2025").
      const first = readings[0] ?? "";
      extraNumbers.push(String(Number(first.slice(0, 4))), String(Number(first.slice(8, 10))));
      return " ".repeat((m[0] ?? "").length);
    });
  }
  const citations = [...text.matchAll(CITATION)].map(
    (m) => `${citationKind(m[1] ?? "")}:${normalizeNumber((m[2] ?? "").replace(/[.,]$/, ""))}`,
  );
  const identifiers: string[] = [];
  const numbers: string[] = [...extraNumbers];
  for (const m of rest.matchAll(/\d(?:[\d.,/-]*\d)?/g)) {
    const token = m[0];
    // CPF 529.982.247-25, CNPJ 11.222.333/0001-81, CNJ 0058967-77.2016.8.19.0000, Lei 8.078/1990: compared as digits.
    if (/[/-]/.test(token) || (token.match(/\./g) ?? []).length >= 3) identifiers.push(token.replace(/\D/g, ""));
    else numbers.push(normalizeNumber(token));
  }
  for (const m of text.matchAll(PERIOD_WORDS)) {
    const n = NUMBER_WORDS[(m[1] ?? "").toLowerCase()];
    if (n !== undefined) numbers.push(String(n));
  }
  return { dates, identifiers, numbers, citations };
}

/** Everything checkable that the document says. Build once per document. */
export function sourceFacts(text: string): SourceFacts {
  const found = scan(text);
  return {
    dates: new Set(found.dates.flat()),
    identifiers: new Set(found.identifiers),
    numbers: new Set(found.numbers),
    citations: new Set(found.citations),
    plain: squashLower(text),
  };
}

function squashLower(s: string): string {
  return s.toLowerCase().replace(/\s+/g, " ");
}

/** True when every amount, date, number, identifier and citation in `candidate` occurs in the document. */
export function isGrounded(candidate: string, source: SourceFacts): boolean {
  const found = scan(candidate);
  return (
    found.dates.every((readings) => readings.some((d) => source.dates.has(d))) &&
    found.identifiers.every((id) => source.identifiers.has(id)) &&
    found.numbers.every((n) => source.numbers.has(n)) &&
    found.citations.every((c) => source.citations.has(c))
  );
}

/** True when the name (a party) occurs in the document, ignoring case and spacing. */
export function occursIn(name: string, source: SourceFacts): boolean {
  const needle = squashLower(name.trim());
  return needle.length > 1 && source.plain.includes(needle);
}

/** Splits a summary into sentences and keeps the grounded ones. */
export function groundedSentences(text: string, source: SourceFacts): string {
  const pieces = text.trim().split(/(?<=[.!?])\s+/);
  // Abbreviations ("art. 51", "LTDA. e", "S.A. e") end a piece too early: a piece that does not start like a
  // sentence belongs to the previous one.
  const sentences: string[] = [];
  for (const piece of pieces) {
    const last = sentences.length - 1;
    if (last >= 0 && !/^[A-ZÀ-Ý"“(]/.test(piece)) sentences[last] += ` ${piece}`;
    else sentences.push(piece);
  }
  return sentences
    .filter((s) => s.trim() !== "" && isGrounded(s, source))
    .join(" ")
    .trim();
}
