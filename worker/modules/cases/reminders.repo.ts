import { and, eq, gte, lte, sql } from "drizzle-orm";
import { cases, deadlineReminders, deadlineSettings, deadlines } from "../../db/schema/cases.ts";
import { users } from "../../db/schema/users.ts";
import type { Db } from "../../lib/deps.ts";

/** Pending deadlines due between two days, of users who did not turn reminders off, with what the e-mail shows. */
export async function reminderCandidates(db: Db, window: { from: string; to: string }) {
  return db
    .select({
      deadline: deadlines,
      caseTitle: cases.title,
      email: users.email,
      firstName: users.firstName,
      language: users.language,
    })
    .from(deadlines)
    .innerJoin(users, eq(users.id, deadlines.userId))
    .leftJoin(deadlineSettings, eq(deadlineSettings.userId, deadlines.userId))
    .leftJoin(cases, eq(cases.id, deadlines.caseId))
    .where(
      and(
        eq(deadlines.status, "pending"),
        gte(deadlines.deadlineDate, window.from),
        lte(deadlines.deadlineDate, window.to),
        sql`coalesce(${deadlineSettings.remindersEnabled}, 1) = 1`,
      ),
    );
}

export type ReminderKey = { deadlineId: string; offsetDays: number; dueDate: string };

/**
 * Claims reminders: inserts the keys not sent yet and returns those this call inserted. The primary key
 * (deadline, offset) makes a second or concurrent run claim nothing.
 */
export async function claimReminders(db: Db, keys: ReminderKey[]): Promise<ReminderKey[]> {
  const claimed: ReminderKey[] = [];
  // Five bound parameters a row; D1 allows 100 per statement.
  for (let i = 0; i < keys.length; i += 15) {
    claimed.push(
      ...(await db
        .insert(deadlineReminders)
        .values(keys.slice(i, i + 15))
        .onConflictDoNothing()
        .returning({
          deadlineId: deadlineReminders.deadlineId,
          offsetDays: deadlineReminders.offsetDays,
          dueDate: deadlineReminders.dueDate,
        })),
    );
  }
  return claimed;
}

/** Gives claims back after a failed send, so the next run tries again. */
export async function releaseReminders(db: Db, keys: ReminderKey[]): Promise<void> {
  for (const key of keys) {
    await db
      .delete(deadlineReminders)
      .where(and(eq(deadlineReminders.deadlineId, key.deadlineId), eq(deadlineReminders.offsetDays, key.offsetDays)));
  }
}
