import type { Jurisdiction } from "../../../common/vocabulary.ts";
import { findCourt } from "../../deadlines/courts.ts";

/**
 * Brazilian states west of Brasília time (docs/decisions/013-cases-deadlines-reminders.md). Every other state, and
 * the superior and generic federal courts (seated in Brasília), count in America/Sao_Paulo.
 */
const BR_STATE_ZONES: Record<string, string> = {
  AC: "America/Rio_Branco",
  AM: "America/Manaus",
  RR: "America/Boa_Vista",
  RO: "America/Porto_Velho",
  MT: "America/Cuiaba",
  MS: "America/Campo_Grande",
};

/** Courts the calculator lists without a state whose seat is west of Brasília time (labour regions). */
const COURT_ZONES: Record<string, string> = {
  TRT11: "America/Manaus",
  TRT14: "America/Porto_Velho",
  TRT23: "America/Cuiaba",
  TRT24: "America/Campo_Grande",
};

/** US states by the zone most of their federal districts sit in; unlisted states and the generic court: Eastern. */
const US_STATE_ZONES: Record<string, string> = {
  CA: "America/Los_Angeles",
  WA: "America/Los_Angeles",
  OR: "America/Los_Angeles",
  NV: "America/Los_Angeles",
  AZ: "America/Phoenix",
  CO: "America/Denver",
  UT: "America/Denver",
  NM: "America/Denver",
  WY: "America/Denver",
  MT: "America/Denver",
  ID: "America/Boise",
  TX: "America/Chicago",
  IL: "America/Chicago",
  MN: "America/Chicago",
  WI: "America/Chicago",
  IA: "America/Chicago",
  MO: "America/Chicago",
  AR: "America/Chicago",
  LA: "America/Chicago",
  MS: "America/Chicago",
  AL: "America/Chicago",
  OK: "America/Chicago",
  KS: "America/Chicago",
  NE: "America/Chicago",
  SD: "America/Chicago",
  ND: "America/Chicago",
  TN: "America/Chicago",
  AK: "America/Anchorage",
  HI: "Pacific/Honolulu",
};

/** The IANA zone a court counts its days in: the court's state, else its jurisdiction's capital. */
export function courtTimeZone(court: string | null, jurisdiction: Jurisdiction | null, usState?: string): string {
  if (jurisdiction === "usa" || (!jurisdiction && court === "federal")) {
    return US_STATE_ZONES[usState?.toUpperCase() ?? ""] ?? "America/New_York";
  }
  if (!court) return "America/Sao_Paulo";
  try {
    const found = findCourt(court);
    return COURT_ZONES[found.id] ?? BR_STATE_ZONES[found.state ?? ""] ?? "America/Sao_Paulo";
  } catch {
    // A court the calculator no longer knows keeps the jurisdiction's default zone.
    return "America/Sao_Paulo";
  }
}

/** The calendar day (YYYY-MM-DD) in a time zone at an instant. */
export function dayIn(timeZone: string, now: Date): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(now);
}
