import { and, asc, eq, inArray, isNull, or } from "drizzle-orm";
import { type CourtClosedDay, courtClosedDays } from "../../db/schema/cases.ts";
import { auditLog } from "../../db/schema/system.ts";
import { users } from "../../db/schema/users.ts";
import type { ExtraClosedDay } from "../../deadlines/types.ts";
import type { Db } from "../../lib/deps.ts";
import { AppError } from "../../lib/errors.ts";

/** Closed days that extend a court's calendar for one user: the user's own and the admins' global ones. */
export async function closedDaysFor(db: Db, userId: string, court: string): Promise<ExtraClosedDay[]> {
  return db
    .select({ date: courtClosedDays.date, reason: courtClosedDays.reason })
    .from(courtClosedDays)
    .where(
      and(eq(courtClosedDays.court, court), or(isNull(courtClosedDays.userId), eq(courtClosedDays.userId, userId))),
    );
}

/** The user's own closed days and the global ones, by date. */
export async function listVisibleClosedDays(db: Db, userId: string): Promise<CourtClosedDay[]> {
  return db
    .select()
    .from(courtClosedDays)
    .where(or(eq(courtClosedDays.userId, userId), isNull(courtClosedDays.userId)))
    .orderBy(asc(courtClosedDays.date), asc(courtClosedDays.court));
}

/** The admins' closed days (no user), by date. */
export async function listGlobal(db: Db): Promise<CourtClosedDay[]> {
  return db
    .select()
    .from(courtClosedDays)
    .where(isNull(courtClosedDays.userId))
    .orderBy(asc(courtClosedDays.date), asc(courtClosedDays.court));
}

/** A closed day the caller may change: its own (userId) or a global one (userId null); else 404 NOT_FOUND. */
export async function findClosedDay(db: Db, owner: string | null, id: string): Promise<CourtClosedDay> {
  const [row] = await db
    .select()
    .from(courtClosedDays)
    .where(
      and(
        eq(courtClosedDays.id, id),
        owner === null ? isNull(courtClosedDays.userId) : eq(courtClosedDays.userId, owner),
      ),
    )
    .limit(1);
  if (!row) throw new AppError("NOT_FOUND");
  return row;
}

export async function insertClosedDay(db: Db, row: typeof courtClosedDays.$inferInsert): Promise<CourtClosedDay> {
  const [inserted] = await db.insert(courtClosedDays).values(row).returning();
  if (!inserted) throw new Error("closed day not inserted");
  return inserted;
}

export async function deleteClosedDay(db: Db, id: string): Promise<void> {
  await db.delete(courtClosedDays).where(eq(courtClosedDays.id, id));
}

export async function usersByIds(db: Db, ids: string[]) {
  const found = [];
  // D1 binds at most 100 parameters per statement.
  for (let i = 0; i < ids.length; i += 90) {
    found.push(
      ...(await db
        .select({ id: users.id, email: users.email, firstName: users.firstName, language: users.language })
        .from(users)
        .where(inArray(users.id, ids.slice(i, i + 90)))),
    );
  }
  return found;
}

/** The admin console's record of who changed a global closed day. */
export async function recordAudit(db: Db, entry: typeof auditLog.$inferInsert): Promise<void> {
  await db.insert(auditLog).values(entry);
}
