import { eq, sql } from "drizzle-orm";
import type { Language } from "../../../common/vocabulary.ts";
import { deadlineSettings } from "../../db/schema/cases.ts";
import { users } from "../../db/schema/users.ts";
import type { Db } from "../../lib/deps.ts";

export type DeadlineSettings = typeof deadlineSettings.$inferSelect;

/** The user's settings; defaults (reminders on, no feed yet) when the user never changed any. */
export async function readSettings(
  db: Db,
  userId: string,
): Promise<Pick<DeadlineSettings, "remindersEnabled" | "calendarFeedId">> {
  const [row] = await db.select().from(deadlineSettings).where(eq(deadlineSettings.userId, userId)).limit(1);
  return row ?? { remindersEnabled: true, calendarFeedId: null };
}

export async function writeSettings(
  db: Db,
  userId: string,
  set: Partial<Pick<DeadlineSettings, "remindersEnabled" | "calendarFeedId">>,
): Promise<void> {
  await db
    .insert(deadlineSettings)
    .values({ userId, ...set })
    .onConflictDoUpdate({ target: deadlineSettings.userId, set: { ...set, updatedAt: new Date() } });
}

/** Sets the feed id only if the user has none yet (one statement), so two first visits agree on one URL. */
export async function claimFeedId(db: Db, userId: string, feedId: string): Promise<string> {
  await db
    .insert(deadlineSettings)
    .values({ userId, calendarFeedId: feedId })
    .onConflictDoUpdate({
      target: deadlineSettings.userId,
      set: { calendarFeedId: sql`coalesce(${deadlineSettings.calendarFeedId}, excluded.calendar_feed_id)` },
    });
  return (await readSettings(db, userId)).calendarFeedId ?? feedId;
}

export async function userIdByFeedId(db: Db, feedId: string): Promise<string | null> {
  const [row] = await db
    .select({ userId: deadlineSettings.userId })
    .from(deadlineSettings)
    .where(eq(deadlineSettings.calendarFeedId, feedId))
    .limit(1);
  return row?.userId ?? null;
}

/** The account language: reminder e-mails and the calendar feed are written in it. */
export async function userLanguage(db: Db, userId: string): Promise<Language | null> {
  const [row] = await db.select({ language: users.language }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.language ?? null;
}

export async function setUserLanguage(db: Db, userId: string, language: Language): Promise<void> {
  await db.update(users).set({ language }).where(eq(users.id, userId));
}
