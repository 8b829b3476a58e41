/**
 * Numbers, percentages, money and dates in the reader's language, shared by the screens and the reports so both
 * write '76,0%' and 'US$ 750.000,00' the same way. Structured values are written out in words, never as JSON
 * (docs/decisions/027-localised-reports.md).
 */
import type { Language } from "./vocabulary.ts";

export const LOCALES: Record<Language, string> = { en: "en-US", pt: "pt-BR" };

const WORDS = {
  en: { yes: "yes", no: "no", minimumWages: (n: string) => `${n} minimum wages` },
  pt: { yes: "sim", no: "não", minimumWages: (n: string) => `${n} salários mínimos` },
} as const;

export function formatNumberIn(language: Language, value: number, digits = 0): string {
  return new Intl.NumberFormat(LOCALES[language], {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(value);
}

/** A 0..1 share as a percentage with one decimal: 0.76 → '76.0%' / '76,0%'. */
export function formatPercentIn(language: Language, share: number): string {
  return new Intl.NumberFormat(LOCALES[language], {
    style: "percent",
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(share);
}

export interface MoneyLike {
  amount: number;
  currency: string;
  basis?: string;
}

export function isMoney(value: unknown): value is MoneyLike {
  if (typeof value !== "object" || value === null) return false;
  const v = value as Record<string, unknown>;
  return typeof v.amount === "number" && typeof v.currency === "string";
}

/** {amount: 750000, currency: "USD"} → '$750,000.00' / 'US$ 750.000,00'; minimum-wage counts in words. */
export function formatMoneyIn(language: Language, money: MoneyLike): string {
  if (money.basis === "minimum_wage") return WORDS[language].minimumWages(formatNumberIn(language, money.amount));
  try {
    return new Intl.NumberFormat(LOCALES[language], { style: "currency", currency: money.currency }).format(
      money.amount,
    );
  } catch {
    // A currency code Intl does not know: the amount, then the code.
    return `${formatNumberIn(language, money.amount, 2)} ${money.currency}`;
  }
}

const ISO_DAY = /^(\d{4})-(\d{2})(?:-(\d{2}))?$/;

/**
 * An ISO calendar date (YYYY-MM-DD, or YYYY-MM) in words, without shifting across time zones:
 * '2025-03-01' → 'March 1, 2025' / '1 de março de 2025'. Anything else comes back unchanged.
 */
export function formatIsoDayIn(language: Language, iso: string): string {
  const m = ISO_DAY.exec(iso);
  if (!m) return iso;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), m[3] ? Number(m[3]) : undefined];
  if (mo < 1 || mo > 12 || (d !== undefined && (d < 1 || d > 31))) return iso;
  const options: Intl.DateTimeFormatOptions =
    d === undefined ? { month: "long", year: "numeric", timeZone: "UTC" } : { dateStyle: "long", timeZone: "UTC" };
  return new Intl.DateTimeFormat(LOCALES[language], options).format(Date.UTC(y, mo - 1, d ?? 1));
}

/** A moment with date and time, in UTC so a report reads the same wherever it is generated. */
export function formatInstantIn(language: Language, when: Date): string {
  const text = new Intl.DateTimeFormat(LOCALES[language], {
    dateStyle: "long",
    timeStyle: "short",
    timeZone: "UTC",
  }).format(when);
  return `${text} UTC`;
}

const humanKey = (key: string) =>
  key
    .replace(/_/g, " ")
    .replace(/([a-z])([A-Z])/g, "$1 $2")
    .toLowerCase();

/**
 * Any value a finding or an entity may carry, written for a reader: money and dates by locale, lists joined,
 * objects as 'key: value' pairs. Never JSON.
 */
export function formatValueIn(language: Language, value: unknown): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "string") return ISO_DAY.test(value) ? formatIsoDayIn(language, value) : value;
  if (typeof value === "number") return formatNumberIn(language, value, Number.isInteger(value) ? 0 : 2);
  if (typeof value === "boolean") return value ? WORDS[language].yes : WORDS[language].no;
  if (Array.isArray(value))
    return value
      .map((v) => formatValueIn(language, v))
      .filter(Boolean)
      .join("; ");
  if (isMoney(value)) return formatMoneyIn(language, value);
  if (typeof value === "object") {
    return Object.entries(value as Record<string, unknown>)
      .map(([k, v]) => [k, formatValueIn(language, v)] as const)
      .filter(([, v]) => v !== "")
      .map(([k, v]) => `${humanKey(k)}: ${v}`)
      .join("; ");
  }
  return String(value);
}
