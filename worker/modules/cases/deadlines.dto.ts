import type { AuditEntryDto, DeadlineComputationDto, DeadlineDto } from "../../../common/api/cases.ts";
import { type Language, LIMITS } from "../../../common/vocabulary.ts";
import type { StoredAudit } from "../../db/schema/cases.ts";
import type { DeadlineResult } from "../../deadlines/types.ts";
import { daysLeft, deadlineTimeZone } from "./deadline-compute.ts";
import type { DeadlineRow } from "./deadlines.repo.ts";

function auditDto(entries: StoredAudit["audit"], language: Language): AuditEntryDto[] {
  return entries.map((e) => ({
    date: e.date,
    action: e.action,
    reason: e.reason?.[language] ?? null,
    count: e.count ?? null,
  }));
}

export function toComputationDto(result: DeadlineResult, language: Language): DeadlineComputationDto {
  return {
    dueDate: result.dueDate,
    startDate: result.startDate,
    ruleId: result.rule.id,
    ruleName: result.rule.name[language],
    basis: result.basis,
    days: result.days,
    unit: result.unit,
    court: result.court,
    jurisdiction: result.jurisdiction,
    audit: auditDto(result.audit, language),
    notes: result.notes.map((n) => n[language]),
  };
}

/** A deadline as the API shows it: days left counted where the court sits, texts in the request's language. */
export function toDeadlineDto(row: DeadlineRow, language: Language, now: Date): DeadlineDto {
  const d = row.deadline;
  const left = daysLeft(d, now);
  const days = d.days === null ? null : Number(d.days);
  return {
    id: d.id,
    title: d.title,
    description: d.description,
    priority: d.priority,
    priorityManual: d.priorityManual,
    status: d.status,
    mode: d.calculation || d.needsStartDate ? "computed" : "custom",
    deadlineDate: d.deadlineDate,
    daysUntilDeadline: left,
    isUrgent: d.status === "pending" && left !== null && left >= 0 && left <= LIMITS.urgentDays,
    isAutoExtracted: d.isAutoExtracted,
    confirmation: d.isAutoExtracted && !d.confirmedAt ? "to_confirm" : "confirmed",
    needsStartDate: d.needsStartDate,
    court: d.court,
    jurisdiction: d.jurisdiction,
    timeZone: deadlineTimeZone(d),
    case: row.caseRef,
    document: row.document,
    sourceText: d.sourceText,
    ruleId: d.ruleId,
    ruleName: d.audit?.ruleName?.[language] ?? null,
    basis: d.basis,
    days: Number.isFinite(days) ? days : null,
    unit: d.unit,
    calculation: d.calculation,
    startDate: d.audit?.startDate ?? null,
    audit: auditDto(d.audit?.audit ?? [], language),
    notes: (d.audit?.notes ?? []).map((n) => n[language]),
    dueDateChanged: d.dueDateChangedAt
      ? { from: d.previousDeadlineDate, to: d.deadlineDate, at: d.dueDateChangedAt.toISOString() }
      : null,
    createdAt: d.createdAt.toISOString(),
    updatedAt: d.updatedAt.toISOString(),
  };
}
