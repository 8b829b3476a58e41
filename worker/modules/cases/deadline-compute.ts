import type { DeadlineCalculation } from "../../../common/api/cases.ts";
import type { Priority } from "../../../common/vocabulary.ts";
import type { Deadline, StoredAudit } from "../../db/schema/cases.ts";
import { calculateDeadline, DeadlineError } from "../../deadlines/calculate.ts";
import { findCourt } from "../../deadlines/courts.ts";
import type { DeadlineResult, ExtraClosedDay } from "../../deadlines/types.ts";
import { AppError } from "../../lib/errors.ts";
import { daysBetween, priorityFor } from "../documents/derive-deadlines.ts";
import { courtTimeZone, dayIn } from "./time-zones.ts";

/** The calculator's refusal as an API error: unknown court / action keep their code, a bad date is INVALID_DATE. */
export function toAppError(err: unknown): unknown {
  if (!(err instanceof DeadlineError)) return err;
  if (err.code === "UNKNOWN_COURT" || err.code === "UNKNOWN_ACTION_TYPE" || err.code === "INVALID_DATE") {
    return new AppError(err.code, err.messages);
  }
  return new AppError("VALIDATION_ERROR", err.messages);
}

/** The calculator's id of a court name or alias; 400 UNKNOWN_COURT when it knows none. */
export function canonicalCourt(court: string): { id: string; jurisdiction: "brazil" | "usa" } {
  try {
    const found = findCourt(court);
    return { id: found.id, jurisdiction: found.jurisdiction };
  } catch (err) {
    throw toAppError(err);
  }
}

/** Runs the calculator on stored inputs plus the court's extra closed days. */
export function compute(calculation: DeadlineCalculation, closedDays: ExtraClosedDay[]): DeadlineResult {
  try {
    return calculateDeadline({ ...calculation, extraClosedDays: closedDays });
  } catch (err) {
    throw toAppError(err);
  }
}

/** The columns a calculator result fills on a deadline row. */
export function computedColumns(calculation: DeadlineCalculation, result: DeadlineResult) {
  const audit: StoredAudit = {
    startDate: result.startDate,
    audit: result.audit,
    notes: result.notes,
    ruleName: result.rule.name,
  };
  return {
    calculation: { ...calculation, court: result.court },
    court: result.court,
    jurisdiction: result.jurisdiction,
    deadlineDate: result.dueDate,
    needsStartDate: false,
    days: String(result.days),
    unit: result.unit,
    ruleId: result.rule.id,
    basis: result.basis,
    audit,
  };
}

/** The IANA zone a deadline's days are counted in. */
export function deadlineTimeZone(row: Pick<Deadline, "court" | "jurisdiction" | "calculation">): string {
  return courtTimeZone(row.court, row.jurisdiction, row.calculation?.usState);
}

/** Days from today (where the court sits) to the due date; null without a date. */
export function daysLeft(row: Pick<Deadline, "court" | "jurisdiction" | "calculation" | "deadlineDate">, now: Date) {
  if (!row.deadlineDate) return null;
  return daysBetween(dayIn(deadlineTimeZone(row), now), row.deadlineDate);
}

/** The priority the days-left rule gives, unless the lawyer chose one. */
export function derivedPriority(
  row: Pick<Deadline, "court" | "jurisdiction" | "calculation" | "deadlineDate" | "priority" | "priorityManual">,
  now: Date,
): Priority {
  return row.priorityManual ? row.priority : priorityFor(daysLeft(row, now));
}
