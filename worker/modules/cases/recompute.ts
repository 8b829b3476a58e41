import type { DeadlineChangeDto } from "../../../common/api/cases.ts";
import type { Deadline, NewDeadline } from "../../db/schema/cases.ts";
import type { ExtraClosedDay } from "../../deadlines/types.ts";
import type { Deps } from "../../lib/deps.ts";
import { closedDaysFor } from "./closed-days.repo.ts";
import { compute, computedColumns, derivedPriority } from "./deadline-compute.ts";
import { datedPendingDeadlines, runBatched, updateDeadlineStatements } from "./deadlines.repo.ts";

export type RecomputeOutcome = { recomputed: number; changed: (DeadlineChangeDto & { userId: string })[] };

/**
 * The flag a moved due date carries until the lawyer acknowledges it. "from" stays the date the lawyer last saw, so
 * two moves before an acknowledgement still show the first date; moving back to it clears the flag.
 */
export function dueDateFlag(row: Deadline, newDate: string | null, now: Date): Partial<NewDeadline> {
  const seen = row.dueDateChangedAt ? row.previousDeadlineDate : row.deadlineDate;
  if (newDate === seen) return { previousDeadlineDate: null, dueDateChangedAt: null };
  return { previousDeadlineDate: seen, dueDateChangedAt: now };
}

/**
 * Recomputes deadlines from their stored inputs with today's calendars and closed days. A due date that moves is
 * flagged (never changed silently) and its reminders start over for the new date.
 */
export async function recomputeRows(deps: Deps, rows: Deadline[]): Promise<RecomputeOutcome> {
  const now = deps.now();
  const closedCache = new Map<string, ExtraClosedDay[]>();
  const statements = [];
  const changed: RecomputeOutcome["changed"] = [];
  let recomputed = 0;
  for (const row of rows) {
    if (!row.calculation) continue;
    const court = row.court ?? row.calculation.court;
    const key = `${row.userId}|${court}`;
    let closed = closedCache.get(key);
    if (!closed) {
      closed = await closedDaysFor(deps.db, row.userId, court);
      closedCache.set(key, closed);
    }
    let columns: ReturnType<typeof computedColumns>;
    try {
      columns = computedColumns(row.calculation, compute(row.calculation, closed));
    } catch (err) {
      // Inputs the calculator no longer accepts keep their last date; the lawyer still sees it and its audit.
      console.warn("deadline not recomputable", row.id, err);
      continue;
    }
    recomputed += 1;
    const moved = columns.deadlineDate !== row.deadlineDate;
    const next = { ...row, ...columns };
    const set: Partial<NewDeadline> = {
      ...columns,
      priority: derivedPriority(next, now),
      ...(moved ? dueDateFlag(row, columns.deadlineDate, now) : {}),
    };
    if (moved) {
      changed.push({
        deadlineId: row.id,
        userId: row.userId,
        title: row.title,
        from: row.deadlineDate,
        to: columns.deadlineDate,
      });
    }
    statements.push(...updateDeadlineStatements(deps.db, row.userId, row.id, set, moved));
  }
  await runBatched(deps.db, statements);
  return { recomputed, changed };
}

/** Sets each pending, dated deadline's priority from its days left (unless the lawyer chose it); returns how many moved. */
export async function reprioritise(deps: Deps, userId?: string): Promise<{ checked: number; reprioritised: number }> {
  const now = deps.now();
  const rows = await datedPendingDeadlines(deps.db, userId);
  const statements = rows
    .map((row) => ({ row, to: derivedPriority(row, now) }))
    .filter(({ row, to }) => row.priority !== to)
    .flatMap(({ row, to }) => updateDeadlineStatements(deps.db, row.userId, row.id, { priority: to }, false));
  await runBatched(deps.db, statements);
  return { checked: rows.length, reprioritised: statements.length };
}
