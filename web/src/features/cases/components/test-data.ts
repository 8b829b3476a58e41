import type { CaseDto, DeadlineDto } from "../../../../../common/api/cases.ts";

/** A deadline as GET /api/deadlines returns it, confirmed and pending unless the test says otherwise. */
export function deadline(overrides: Partial<DeadlineDto> & { id: string }): DeadlineDto {
  return {
    title: `Deadline ${overrides.id}`,
    description: null,
    priority: "medium",
    priorityManual: false,
    status: "pending",
    mode: "custom",
    deadlineDate: "2026-12-01",
    daysUntilDeadline: 7,
    isUrgent: false,
    isAutoExtracted: false,
    confirmation: "confirmed",
    needsStartDate: false,
    court: null,
    jurisdiction: null,
    timeZone: "America/Sao_Paulo",
    case: null,
    document: null,
    sourceText: null,
    ruleId: null,
    ruleName: null,
    basis: null,
    days: null,
    unit: null,
    calculation: null,
    startDate: null,
    audit: [],
    notes: [],
    dueDateChanged: null,
    createdAt: "2026-11-20T10:00:00.000Z",
    updatedAt: "2026-11-20T10:00:00.000Z",
    ...overrides,
  };
}

export function caseOf(overrides: Partial<CaseDto> & { id: string }): CaseDto {
  return {
    title: `Case ${overrides.id}`,
    description: null,
    status: "active",
    caseNumber: null,
    court: null,
    courtName: null,
    jurisdiction: null,
    client: null,
    documentCount: 0,
    deadlineCount: 0,
    createdAt: "2026-11-20T10:00:00.000Z",
    updatedAt: "2026-11-20T10:00:00.000Z",
    ...overrides,
  };
}
