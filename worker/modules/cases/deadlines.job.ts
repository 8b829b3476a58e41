import type { Deps } from "../../lib/deps.ts";
import { recomputableDeadlines } from "./deadlines.repo.ts";
import { recomputeRows, reprioritise } from "./recompute.ts";
import { sendDeadlineReminders } from "./reminders.service.ts";

export interface DeadlineJobResult {
  checked: number;
  recomputed: number;
  dueDatesChanged: number;
  reprioritised: number;
  reminders: number;
  reminderEmails: number;
}

/**
 * The daily deadline work, in order: recompute every computed deadline with today's calendars (a moved date is
 * flagged), set priorities from the days left, then e-mail the reminders due today.
 */
export async function runDeadlineJobs(deps: Deps): Promise<DeadlineJobResult> {
  // A week back covers every court's "today" and the reminders still due; older dates are history.
  const dueFrom = new Date(deps.now().getTime() - 7 * 86_400_000).toISOString().slice(0, 10);
  const outcome = await recomputeRows(deps, await recomputableDeadlines(deps.db, { dueFrom }));
  const { checked, reprioritised } = await reprioritise(deps);
  const { reminders, emails } = await sendDeadlineReminders(deps);
  return {
    checked,
    recomputed: outcome.recomputed,
    dueDatesChanged: outcome.changed.length,
    reprioritised,
    reminders,
    reminderEmails: emails,
  };
}
