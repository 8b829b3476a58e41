import { and, eq, isNotNull } from "drizzle-orm";
import { deadlines } from "../../db/schema/cases.ts";
import { createDeps, type Deps } from "../../lib/deps.ts";
import { daysUntil, priorityFor } from "../documents/derive-deadlines.ts";

export interface DailyJobResult {
  checked: number;
  reprioritised: number;
}

/**
 * Recomputes the priority of every pending, dated deadline from the days left (a deadline becomes more urgent as
 * its date nears). Days left are always computed on read, so they never go stale.
 */
export async function recomputeDeadlinePriorities(deps: Deps, today: Date): Promise<DailyJobResult> {
  const rows = await deps.db
    .select({ id: deadlines.id, date: deadlines.deadlineDate, priority: deadlines.priority })
    .from(deadlines)
    .where(and(eq(deadlines.status, "pending"), isNotNull(deadlines.deadlineDate)));
  const changes = rows
    .map((row) => ({ id: row.id, from: row.priority, to: priorityFor(daysUntil(row.date ?? "", today)) }))
    .filter((c) => c.from !== c.to);
  // D1 batches are capped; 50 statements per batch keeps each transaction small.
  for (let i = 0; i < changes.length; i += 50) {
    const slice = changes.slice(i, i + 50);
    const [first, ...rest] = slice.map((c) =>
      deps.db.update(deadlines).set({ priority: c.to }).where(eq(deadlines.id, c.id)),
    );
    if (first) await deps.db.batch([first, ...rest]);
  }
  return { checked: rows.length, reprioritised: changes.length };
}

/** The daily Cron Trigger. */
export async function runDailyJobs(env: Env, now: Date): Promise<DailyJobResult> {
  const deps = createDeps(env, { appUrl: env.APP_URL || "http://localhost" });
  const result = await recomputeDeadlinePriorities(deps, now);
  console.log("daily jobs", now.toISOString(), JSON.stringify(result));
  return result;
}
