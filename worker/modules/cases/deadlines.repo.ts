import { and, asc, desc, eq, gte, isNotNull, isNull, sql } from "drizzle-orm";
import type { DeadlineStatus } from "../../../common/vocabulary.ts";
import { cases, type Deadline, deadlineReminders, deadlines, type NewDeadline } from "../../db/schema/cases.ts";
import { documents } from "../../db/schema/documents.ts";
import type { Db } from "../../lib/deps.ts";
import { AppError } from "../../lib/errors.ts";

export type DeadlineRow = {
  deadline: Deadline;
  caseRef: { id: string; title: string } | null;
  document: { id: string; fileName: string } | null;
};

const joined = {
  deadline: deadlines,
  caseId: cases.id,
  caseTitle: cases.title,
  documentId: documents.id,
  fileName: documents.fileName,
};

function toRow(r: {
  deadline: Deadline;
  caseId: string | null;
  caseTitle: string | null;
  documentId: string | null;
  fileName: string | null;
}): DeadlineRow {
  return {
    deadline: r.deadline,
    caseRef: r.caseId && r.caseTitle !== null ? { id: r.caseId, title: r.caseTitle } : null,
    document: r.documentId && r.fileName !== null ? { id: r.documentId, fileName: r.fileName } : null,
  };
}

/** The user's deadlines, soonest first (undated ones last), each with its case and source document. */
export async function listDeadlineRows(
  db: Db,
  userId: string,
  filter: { caseId?: string; status?: DeadlineStatus },
): Promise<DeadlineRow[]> {
  const rows = await db
    .select(joined)
    .from(deadlines)
    .leftJoin(cases, eq(cases.id, deadlines.caseId))
    .leftJoin(documents, eq(documents.id, deadlines.documentId))
    .where(
      and(
        eq(deadlines.userId, userId),
        filter.caseId ? eq(deadlines.caseId, filter.caseId) : undefined,
        filter.status ? eq(deadlines.status, filter.status) : undefined,
      ),
    )
    .orderBy(sql`${deadlines.deadlineDate} IS NULL`, asc(deadlines.deadlineDate), desc(deadlines.createdAt));
  return rows.map(toRow);
}

/** One of the user's deadlines; 404 NOT_FOUND for a missing one or another user's. */
export async function findOwnedDeadline(db: Db, userId: string, id: string): Promise<DeadlineRow> {
  const [row] = await db
    .select(joined)
    .from(deadlines)
    .leftJoin(cases, eq(cases.id, deadlines.caseId))
    .leftJoin(documents, eq(documents.id, deadlines.documentId))
    .where(and(eq(deadlines.id, id), eq(deadlines.userId, userId)))
    .limit(1);
  if (!row) throw new AppError("NOT_FOUND");
  return toRow(row);
}

export async function insertDeadline(db: Db, row: NewDeadline): Promise<void> {
  await db.insert(deadlines).values(row);
}

/**
 * Writes changes to one deadline; when its due date changes, the reminders already sent for the old date are
 * forgotten (same batch) so the new date gets its own.
 */
export function updateDeadlineStatements(
  db: Db,
  userId: string,
  id: string,
  set: Partial<NewDeadline>,
  dateChanged: boolean,
) {
  const update = db
    .update(deadlines)
    .set(set)
    .where(and(eq(deadlines.id, id), eq(deadlines.userId, userId)));
  return dateChanged ? [update, db.delete(deadlineReminders).where(eq(deadlineReminders.deadlineId, id))] : [update];
}

export async function deleteDeadlineRow(db: Db, userId: string, id: string): Promise<void> {
  await db.delete(deadlines).where(and(eq(deadlines.id, id), eq(deadlines.userId, userId)));
}

/**
 * Pending deadlines computed from stored inputs, of one user (or all), optionally at one court, optionally only those
 * not yet past `dueFrom` (the daily job leaves long-past dates alone).
 */
export async function recomputableDeadlines(
  db: Db,
  scope: { userId?: string; court?: string; dueFrom?: string },
): Promise<Deadline[]> {
  return db
    .select()
    .from(deadlines)
    .where(
      and(
        eq(deadlines.status, "pending"),
        isNotNull(deadlines.calculation),
        scope.userId ? eq(deadlines.userId, scope.userId) : undefined,
        scope.court ? eq(deadlines.court, scope.court) : undefined,
        scope.dueFrom ? gte(deadlines.deadlineDate, scope.dueFrom) : undefined,
      ),
    );
}

/** A document's deadlines the lawyer has not confirmed yet (still as the document pipeline found them). */
export async function unconfirmedFromDocument(db: Db, userId: string, documentId: string): Promise<Deadline[]> {
  return db
    .select()
    .from(deadlines)
    .where(
      and(
        eq(deadlines.userId, userId),
        eq(deadlines.documentId, documentId),
        eq(deadlines.isAutoExtracted, true),
        isNull(deadlines.confirmedAt),
        eq(deadlines.status, "pending"),
      ),
    );
}

/** Pending, dated deadlines of one user (or all): the daily job's and the refresh's reprioritisation. */
export async function datedPendingDeadlines(db: Db, userId?: string): Promise<Deadline[]> {
  return db
    .select()
    .from(deadlines)
    .where(
      and(
        eq(deadlines.status, "pending"),
        isNotNull(deadlines.deadlineDate),
        userId ? eq(deadlines.userId, userId) : undefined,
      ),
    );
}

/** Runs statements in D1 batches of 50 (each batch is one transaction; D1 caps a batch's size). */
export async function runBatched(db: Db, statements: Parameters<Db["batch"]>[0][number][]): Promise<void> {
  for (let i = 0; i < statements.length; i += 50) {
    const [first, ...rest] = statements.slice(i, i + 50);
    if (first) await db.batch([first, ...rest]);
  }
}
