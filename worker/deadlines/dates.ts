/**
 * Calendar-date arithmetic on "YYYY-MM-DD" strings. Everything goes through UTC epoch days, so no local
 * timezone or daylight-saving change can move a date by one (a classic source of off-by-one deadlines).
 */

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const MS_PER_DAY = 86_400_000;

/** Years the calendars are maintained for; outside them holiday data would be guesswork. */
export const MIN_YEAR = 1990;
export const MAX_YEAR = 2100;

/** True when `value` is a real calendar date written as YYYY-MM-DD (rejects 2025-02-30). */
export function isIsoDate(value: unknown): value is string {
  if (typeof value !== "string") return false;
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [, y, m, d] = match;
  const year = Number(y);
  const month = Number(m);
  const day = Number(d);
  if (month < 1 || month > 12 || day < 1) return false;
  return day <= daysInMonth(year, month);
}

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

export function makeDate(year: number, month: number, day: number): string {
  return `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

export function toEpochDay(iso: string): number {
  const [y, m, d] = iso.split("-").map(Number) as [number, number, number];
  return Math.round(Date.UTC(y, m - 1, d) / MS_PER_DAY);
}

export function fromEpochDay(epochDay: number): string {
  return new Date(epochDay * MS_PER_DAY).toISOString().slice(0, 10);
}

export function addDays(iso: string, days: number): string {
  return fromEpochDay(toEpochDay(iso) + days);
}

/** 0 = Sunday … 6 = Saturday. */
export function weekday(iso: string): number {
  return new Date(toEpochDay(iso) * MS_PER_DAY).getUTCDay();
}

export function yearOf(iso: string): number {
  return Number(iso.slice(0, 4));
}

export function monthOf(iso: string): number {
  return Number(iso.slice(5, 7));
}

export function dayOf(iso: string): number {
  return Number(iso.slice(8, 10));
}

/**
 * Easter Sunday (Gregorian), by the anonymous algorithm (Meeus/Jones/Butcher). Carnival, Good Friday, Holy Week
 * and Corpus Christi on Brazilian court calendars are all fixed offsets from it.
 */
const easterCache = new Map<number, string>();

export function easterSunday(year: number): string {
  const cached = easterCache.get(year);
  if (cached) return cached;
  const result = computeEaster(year);
  easterCache.set(year, result);
  return result;
}

function computeEaster(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return makeDate(year, month, day);
}

/**
 * The n-th given weekday of a month (n = 1…5), or the last one when n = -1.
 * Used for the Monday holidays of 5 U.S.C. 6103 (MLK Day, Memorial Day, Labor Day…).
 */
export function nthWeekdayOfMonth(year: number, month: number, wd: number, n: number): string {
  if (n === -1) {
    const last = makeDate(year, month, daysInMonth(year, month));
    return addDays(last, -((weekday(last) - wd + 7) % 7));
  }
  const first = makeDate(year, month, 1);
  return addDays(first, ((wd - weekday(first) + 7) % 7) + 7 * (n - 1));
}

const WEEKDAYS: Record<"en" | "pt", string[]> = {
  en: ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"],
  pt: ["domingo", "segunda-feira", "terça-feira", "quarta-feira", "quinta-feira", "sexta-feira", "sábado"],
};

const MONTHS_EN = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

export function weekdayName(iso: string, language: "en" | "pt"): string {
  return WEEKDAYS[language][weekday(iso)] ?? "";
}

/** "Tuesday, April 1, 2025" / "terça-feira, 01/04/2025". */
export function formatLongDate(iso: string, language: "en" | "pt"): string {
  if (language === "pt") {
    return `${weekdayName(iso, "pt")}, ${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
  }
  return `${weekdayName(iso, "en")}, ${MONTHS_EN[monthOf(iso) - 1]} ${dayOf(iso)}, ${yearOf(iso)}`;
}

/** "Tue 2025-04-01" / "ter 01/04/2025": compact form for audit lines. */
export function formatShortDate(iso: string, language: "en" | "pt"): string {
  if (language === "pt") {
    return `${weekdayName(iso, "pt").slice(0, 3)} ${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
  }
  return `${weekdayName(iso, "en").slice(0, 3)} ${iso}`;
}
