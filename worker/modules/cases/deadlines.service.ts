import type {
  CreateDeadlineInput,
  DeadlineCalculation,
  DeadlineComputationDto,
  DeadlineDto,
  DeadlineOptionsDto,
  RefreshResultDto,
  UpdateDeadlineInput,
} from "../../../common/api/cases.ts";
import type { DeadlineStatus, Language } from "../../../common/vocabulary.ts";
import type { NewDeadline } from "../../db/schema/cases.ts";
import type { User } from "../../db/schema/users.ts";
import { listActionTypes, listCourts } from "../../deadlines/calculate.ts";
import type { Deps } from "../../lib/deps.ts";
import { AppError } from "../../lib/errors.ts";
import { newId } from "../../lib/ids.ts";
import { findOwnedCase } from "./cases.repo.ts";
import { closedDaysFor } from "./closed-days.repo.ts";
import { canonicalCourt, compute, computedColumns, derivedPriority } from "./deadline-compute.ts";
import { toComputationDto, toDeadlineDto } from "./deadlines.dto.ts";
import {
  deleteDeadlineRow,
  findOwnedDeadline,
  insertDeadline,
  listDeadlineRows,
  recomputableDeadlines,
  runBatched,
  updateDeadlineStatements,
} from "./deadlines.repo.ts";
import { recomputeRows, reprioritise } from "./recompute.ts";

export async function listDeadlines(
  deps: Deps,
  actor: User,
  filter: { caseId?: string; status?: DeadlineStatus },
): Promise<DeadlineDto[]> {
  const language = deps.language;
  const now = deps.now();
  return (await listDeadlineRows(deps.db, actor.id, filter)).map((row) => toDeadlineDto(row, language, now));
}

export async function getDeadline(deps: Deps, actor: User, id: string): Promise<DeadlineDto> {
  const language = deps.language;
  return toDeadlineDto(await findOwnedDeadline(deps.db, actor.id, id), language, deps.now());
}

export function deadlineOptions(language: Language): DeadlineOptionsDto {
  return {
    courts: listCourts().map((c) => ({
      id: c.id,
      name: c.name[language],
      jurisdiction: c.jurisdiction,
      calendarNote: c.calendarNote?.[language] ?? null,
    })),
    actionTypes: listActionTypes().map((a) => ({
      id: a.id,
      name: a.name[language],
      days: a.days,
      unit: a.unit,
      basis: a.basis,
      jurisdiction: a.jurisdiction,
    })),
  };
}

/** Computes with the user's closed days for that court, canonicalising the court first. */
async function computeFor(deps: Deps, actor: User, calculation: DeadlineCalculation) {
  const court = canonicalCourt(calculation.court).id;
  const canonical = { ...calculation, court };
  return { calculation: canonical, result: compute(canonical, await closedDaysFor(deps.db, actor.id, court)) };
}

export async function previewDeadline(
  deps: Deps,
  actor: User,
  input: DeadlineCalculation,
): Promise<DeadlineComputationDto> {
  const language = deps.language;
  return toComputationDto((await computeFor(deps, actor, input)).result, language);
}

export async function createDeadline(deps: Deps, actor: User, input: CreateDeadlineInput): Promise<DeadlineDto> {
  const language = deps.language;
  const now = deps.now();
  const caseRow = input.caseId ? (await findOwnedCase(deps.db, actor.id, input.caseId)).case : null;
  const base = {
    id: newId("dl"),
    userId: actor.id,
    caseId: caseRow?.id ?? null,
    description: input.description || null,
    priority: input.priority ?? "medium",
    priorityManual: input.priority !== undefined,
    status: "pending",
    isAutoExtracted: false,
    confirmedAt: now,
  } satisfies Partial<NewDeadline>;
  let row: NewDeadline;
  if (input.mode === "computed") {
    const { calculation, result } = await computeFor(deps, actor, input.calculation);
    row = { ...base, title: input.title ?? result.rule.name[language], ...computedColumns(calculation, result) };
  } else {
    // A custom date takes its court (time zone) from the input, else from its case.
    const court = input.court ? canonicalCourt(input.court) : null;
    row = {
      ...base,
      title: input.title,
      deadlineDate: input.deadlineDate,
      court: court?.id ?? caseRow?.court ?? null,
      jurisdiction: court?.jurisdiction ?? caseRow?.jurisdiction ?? null,
    };
  }
  if (!row.priorityManual) {
    row.priority = derivedPriority(
      {
        court: row.court ?? null,
        jurisdiction: row.jurisdiction ?? null,
        calculation: row.calculation ?? null,
        deadlineDate: row.deadlineDate ?? null,
        priority: "medium",
        priorityManual: false,
      },
      now,
    );
  }
  await insertDeadline(deps.db, row);
  return getDeadline(deps, actor, row.id);
}

/**
 * The calculator inputs for a new start date: the deadline's own inputs with the date replaced, or, for an
 * auto-extracted deadline that never had one, its detected period ("15 dias") counted from that date.
 */
function inputsForStartDate(
  current: NewDeadline,
  startDate: string,
  baseEvent: UpdateDeadlineInput["baseEvent"],
): DeadlineCalculation {
  if (current.calculation) {
    return { ...current.calculation, baseDate: startDate, ...(baseEvent ? { baseEvent } : {}) };
  }
  const days = Number(current.days);
  if (!current.jurisdiction || !Number.isInteger(days) || days < 1) {
    throw new AppError("VALIDATION_ERROR", {
      en: "This deadline has no rule to count from a start date: give its date instead.",
      pt: "Este prazo não tem regra para contar a partir de uma data inicial: informe a data do prazo.",
    });
  }
  return {
    actionType: "custom",
    jurisdiction: current.jurisdiction,
    court: current.court ?? (current.jurisdiction === "usa" ? "federal" : "TJ"),
    baseDate: startDate,
    days,
    ...(current.unit ? { unit: current.unit } : {}),
    ...(baseEvent ? { baseEvent } : {}),
  };
}

export async function updateDeadline(
  deps: Deps,
  actor: User,
  input: UpdateDeadlineInput & { id: string },
): Promise<DeadlineDto> {
  const now = deps.now();
  const current = (await findOwnedDeadline(deps.db, actor.id, input.id)).deadline;
  if (input.caseId) await findOwnedCase(deps.db, actor.id, input.caseId);
  const set: Partial<NewDeadline> = {};
  if (input.title !== undefined) set.title = input.title;
  if (input.description !== undefined) set.description = input.description || null;
  if (input.caseId !== undefined) set.caseId = input.caseId;
  if (input.status !== undefined) set.status = input.status;
  if (input.confirm) set.confirmedAt = now;
  if (input.priority !== undefined) {
    set.priorityManual = input.priority !== null;
    if (input.priority !== null) set.priority = input.priority;
  }

  // A new date, start date or inputs is the lawyer's own edit: it confirms the deadline and clears a change flag.
  const calculation =
    input.calculation ?? (input.startDate ? inputsForStartDate(current, input.startDate, input.baseEvent) : null);
  if (calculation) {
    const computed = await computeFor(deps, actor, calculation);
    Object.assign(set, computedColumns(computed.calculation, computed.result));
  } else if (input.deadlineDate) {
    Object.assign(set, {
      deadlineDate: input.deadlineDate,
      calculation: null,
      needsStartDate: false,
      ruleId: null,
      basis: null,
      audit: null,
    });
  }
  const edited = calculation !== null || input.deadlineDate !== undefined;
  if (edited) Object.assign(set, { confirmedAt: now, previousDeadlineDate: null, dueDateChangedAt: null });
  if (input.acknowledgeDueDateChange) Object.assign(set, { previousDeadlineDate: null, dueDateChangedAt: null });

  const next = { ...current, ...set };
  const dateChanged = next.deadlineDate !== current.deadlineDate;
  if (!next.priorityManual) set.priority = derivedPriority(next, now);
  await runBatched(deps.db, updateDeadlineStatements(deps.db, actor.id, current.id, set, dateChanged));
  return getDeadline(deps, actor, current.id);
}

export async function deleteDeadline(deps: Deps, actor: User, id: string): Promise<void> {
  await findOwnedDeadline(deps.db, actor.id, id);
  await deleteDeadlineRow(deps.db, actor.id, id);
}

/** "Update Deadlines": recompute the user's computed deadlines with today's calendars, then their priorities. */
export async function refreshDeadlines(deps: Deps, actor: User): Promise<RefreshResultDto> {
  const outcome = await recomputeRows(deps, await recomputableDeadlines(deps.db, { userId: actor.id }));
  const { reprioritised } = await reprioritise(deps, actor.id);
  return {
    recomputed: outcome.recomputed,
    changed: outcome.changed.map(({ userId: _userId, ...change }) => change),
    reprioritised,
  };
}
