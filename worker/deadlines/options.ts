/** Option lists for the UI: the named deadlines and the courts the calculator knows. */
import { COURTS } from "./courts.ts";
import { type DeadlineRule, RULES } from "./rules.ts";
import type { Bilingual, Jurisdiction, ProcedureSystem } from "./types.ts";

export type ActionTypeOption = Pick<
  DeadlineRule,
  "id" | "name" | "days" | "unit" | "basis" | "jurisdiction" | "systems"
>;

/** Named deadlines for UI option lists ("custom" is always accepted as well, with days and unit). */
export function listActionTypes(jurisdiction?: Jurisdiction): ActionTypeOption[] {
  return RULES.filter((r) => !jurisdiction || r.jurisdiction === jurisdiction).map((r) => ({
    id: r.id,
    name: r.name,
    days: r.days,
    unit: r.unit,
    basis: r.basis,
    jurisdiction: r.jurisdiction,
    systems: [...r.systems],
  }));
}

export type CourtOption = {
  id: string;
  name: Bilingual;
  jurisdiction: Jurisdiction;
  systems: ProcedureSystem[];
  /** Present when the built-in calendar is known to be incomplete. */
  calendarNote?: Bilingual;
};

/** Courts for UI option lists, with a note where the calendar is partial. */
export function listCourts(jurisdiction?: Jurisdiction): CourtOption[] {
  return COURTS.filter((c) => !jurisdiction || c.jurisdiction === jurisdiction).map((c) => ({
    id: c.id,
    name: c.name,
    jurisdiction: c.jurisdiction,
    systems: [...c.systems],
    ...(c.partial ? { calendarNote: c.partial } : {}),
  }));
}
