import { gated, type LiteralScan, matchesOf } from "../literals.ts";
import type { Entity, MoneyValue } from "../types.ts";

// Money mentions and their normalisation to {amount, currency}. Brazilian amounts use "." for thousands and ","
// for decimals (R$ 1.234,56); US amounts the reverse ($1,234.56). The separator convention follows the currency
// symbol, not the document language, because contracts quote foreign amounts.

const SCALE_PT: Record<string, number> = {
  mil: 1e3,
  milhão: 1e6,
  milhao: 1e6,
  milhões: 1e6,
  milhoes: 1e6,
  bilhão: 1e9,
  bilhao: 1e9,
  bilhões: 1e9,
  bilhoes: 1e9,
};
const SCALE_EN: Record<string, number> = {
  thousand: 1e3,
  million: 1e6,
  billion: 1e9,
  k: 1e3,
  m: 1e6,
  mm: 1e6,
  bn: 1e9,
};

/** "1.234,56" → 1234.56 */
export function parseBrazilianNumber(s: string): number {
  return Number(s.replace(/\./g, "").replace(",", "."));
}

/** "1,234.56" → 1234.56 */
export function parseUsNumber(s: string): number {
  return Number(s.replace(/,/g, ""));
}

const round = (x: number): number => Math.round(x * 100) / 100;

const PT_NUM = String.raw`\d{1,3}(?:\.\d{3})+(?:,\d{1,2})?|\d+(?:,\d{1,2})?`;
const US_NUM = String.raw`\d{1,3}(?:,\d{3})+(?:\.\d{1,2})?|\d+(?:\.\d{1,2})?`;
const PT_SCALE = String.raw`(?:\s+(mil|milh(?:ão|ao|ões|oes)|bilh(?:ão|ao|ões|oes))\b)?`;
const EN_SCALE = String.raw`(?:\s*(thousand|million|billion|MM|mm|bn|[kKmM])\b)?`;

// English contracts under Brazilian law write reais with US separators ("R$ 18,500,000.00"): a comma followed by
// exactly three digits is a thousands separator, never Brazilian decimals (two digits at most). Tried first.
const BRL_US_RE = new RegExp(String.raw`R\$\s?(\d{1,3}(?:,\d{3})+(?:\.\d{1,2})?)(?![\d,])${EN_SCALE}`, "g");
const BRL_RE = new RegExp(String.raw`R\$\s?(${PT_NUM})${PT_SCALE}`, "g");
const USD_RE = new RegExp(String.raw`(?:US\$|U\.S\.\s?\$|\$)\s?(${US_NUM})${EN_SCALE}`, "g");
const CODE_RE = new RegExp(String.raw`\b(USD|EUR|BRL|US\s?Dollars?)\s?(${US_NUM})${EN_SCALE}`, "g");
const EURO_RE = new RegExp(String.raw`€\s?(${US_NUM})${EN_SCALE}`, "g");
const WORDS_RE = new RegExp(String.raw`\b(${US_NUM})${EN_SCALE}\s+(?:U\.S\.\s+)?dollars\b`, "gi");
const REAIS_RE = new RegExp(String.raw`\b(${PT_NUM})${PT_SCALE}\s+(?:de\s+)?reais\b`, "gi");
const MIN_WAGE_RE = /\b(\d{1,4})\s*(?:\([^)]{1,40}\)\s*)?sal[áa]rios?[\s-]m[íi]nimos?\b/gi;

gated([BRL_US_RE, BRL_RE, USD_RE, CODE_RE, EURO_RE, WORDS_RE, REAIS_RE, MIN_WAGE_RE]);

function money(m: RegExpMatchArray, value: MoneyValue, confidence = 0.95): Entity {
  const start = m.index ?? 0;
  return { type: "MONEY", value: m[0], normalized: value, confidence, start, end: start + m[0].length };
}

/** Finds money mentions; overlapping matches keep the earliest, longest one. */
export function findMoney(text: string, scan?: LiteralScan): Entity[] {
  const out: Entity[] = [];
  // Patterns that cannot match this text (per `scan`) match nothing.
  const all = (re: RegExp): Iterable<RegExpExecArray> => matchesOf(re, text, scan);
  for (const m of all(BRL_US_RE)) {
    const scale = m[2] ? (SCALE_EN[m[2].toLowerCase()] ?? 1) : 1;
    out.push(money(m, { amount: round(parseUsNumber(m[1] ?? "0") * scale), currency: "BRL" }));
  }
  for (const m of all(BRL_RE)) {
    const scale = m[2] ? (SCALE_PT[m[2].toLowerCase()] ?? 1) : 1;
    out.push(money(m, { amount: round(parseBrazilianNumber(m[1] ?? "0") * scale), currency: "BRL" }));
  }
  for (const m of all(REAIS_RE)) {
    const scale = m[2] ? (SCALE_PT[m[2].toLowerCase()] ?? 1) : 1;
    out.push(money(m, { amount: round(parseBrazilianNumber(m[1] ?? "0") * scale), currency: "BRL" }, 0.85));
  }
  for (const m of all(USD_RE)) {
    const scale = m[2] ? (SCALE_EN[m[2].toLowerCase()] ?? 1) : 1;
    out.push(money(m, { amount: round(parseUsNumber(m[1] ?? "0") * scale), currency: "USD" }));
  }
  for (const m of all(CODE_RE)) {
    const code = (m[1] ?? "").toUpperCase();
    const currency = code === "EUR" ? "EUR" : code === "BRL" ? "BRL" : "USD";
    const scale = m[3] ? (SCALE_EN[m[3].toLowerCase()] ?? 1) : 1;
    const amount = currency === "BRL" ? parseBrazilianNumber(m[2] ?? "0") : parseUsNumber(m[2] ?? "0");
    out.push(money(m, { amount: round(amount * scale), currency }));
  }
  for (const m of all(EURO_RE)) {
    const scale = m[2] ? (SCALE_EN[m[2].toLowerCase()] ?? 1) : 1;
    out.push(money(m, { amount: round(parseUsNumber(m[1] ?? "0") * scale), currency: "EUR" }));
  }
  for (const m of all(WORDS_RE)) {
    const scale = m[2] ? (SCALE_EN[m[2].toLowerCase()] ?? 1) : 1;
    out.push(money(m, { amount: round(parseUsNumber(m[1] ?? "0") * scale), currency: "USD" }, 0.85));
  }
  for (const m of all(MIN_WAGE_RE)) {
    out.push(money(m, { amount: Number(m[1]), currency: "BRL", basis: "minimum_wage" }, 0.9));
  }
  out.sort((a, b) => a.start - b.start || b.end - a.end);
  const kept: Entity[] = [];
  for (const e of out) {
    const last = kept[kept.length - 1];
    if (last && e.start < last.end) continue;
    kept.push(e);
  }
  return kept;
}
