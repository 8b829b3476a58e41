import { REMINDER_OFFSETS } from "../../../common/vocabulary.ts";
import type { Deps } from "../../lib/deps.ts";
import { type ReminderItem, reminderEmail } from "./cases.emails.ts";
import { daysLeft } from "./deadline-compute.ts";
import { claimReminders, type ReminderKey, releaseReminders, reminderCandidates } from "./reminders.repo.ts";

const DAY_MS = 86_400_000;
const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/**
 * The reminder a deadline is due for at `left` days: the nearest offset not below it (7, 3, 1, 0). A deadline first
 * seen with 5 days left gets the 7-day reminder now rather than none until day 3; a run missed on day 3 is caught up
 * on day 2.
 */
export function offsetFor(left: number): number | null {
  if (left < 0) return null;
  const offsets = [...REMINDER_OFFSETS].sort((a, b) => a - b);
  return offsets.find((o) => o >= left) ?? null;
}

/**
 * The cron's reminder e-mails: one per user and run, listing each deadline reaching an offset, sent once per
 * (deadline, offset) however often the job runs. A claim is taken before sending and given back if the send fails.
 */
export async function sendDeadlineReminders(deps: Deps): Promise<{ reminders: number; emails: number }> {
  const now = deps.now();
  // A day of margin either side of the UTC date: days left are counted in each court's own zone below.
  const window = { from: isoDay(new Date(now.getTime() - DAY_MS)), to: isoDay(new Date(now.getTime() + 9 * DAY_MS)) };
  const rows = await reminderCandidates(deps.db, window);
  type Batch = { keys: ReminderKey[]; items: Map<string, ReminderItem>; row: (typeof rows)[number] };
  const byUser = new Map<string, Batch>();
  for (const row of rows) {
    const d = row.deadline;
    const left = daysLeft(d, now);
    const offset = left === null ? null : offsetFor(left);
    if (offset === null || left === null || !d.deadlineDate) continue;
    const entry: Batch = byUser.get(d.userId) ?? { keys: [], items: new Map(), row };
    entry.keys.push({ deadlineId: d.id, offsetDays: offset, dueDate: d.deadlineDate });
    entry.items.set(d.id, {
      title: d.title,
      dueDate: d.deadlineDate,
      daysLeft: left,
      caseTitle: row.caseTitle,
      ruleName: d.audit?.ruleName?.[row.language] ?? null,
      toConfirm: d.isAutoExtracted && !d.confirmedAt,
    });
    byUser.set(d.userId, entry);
  }
  let reminders = 0;
  let emails = 0;
  for (const { keys, items, row } of byUser.values()) {
    const claimed = await claimReminders(deps.db, keys);
    if (claimed.length === 0) continue;
    const list = claimed
      .map((k) => items.get(k.deadlineId))
      .filter((i): i is ReminderItem => i !== undefined)
      .sort((a, b) => a.dueDate.localeCompare(b.dueDate));
    try {
      await deps.email().send(reminderEmail(row.email, row.firstName, list, deps.appUrl, row.language));
      reminders += claimed.length;
      emails += 1;
    } catch (err) {
      console.error("deadline reminder e-mail failed", row.deadline.userId, err);
      await releaseReminders(deps.db, claimed);
    }
  }
  return { reminders, emails };
}
