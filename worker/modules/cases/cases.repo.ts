import { and, desc, eq, or, sql } from "drizzle-orm";
import { type Case, caseDocuments, cases, deadlines } from "../../db/schema/cases.ts";

type NewCase = typeof cases.$inferInsert;

import { documents } from "../../db/schema/documents.ts";
import type { Db } from "../../lib/deps.ts";
import { AppError } from "../../lib/errors.ts";

export type CaseRow = { case: Case; documentCount: number; deadlineCount: number };

// Columns are written out with their tables: drizzle renders `${column}` unqualified in a single-table select, and
// an unqualified "id" inside the subquery would name the deadline's own id (every count was 0).
const counts = {
  documentCount: sql<number>`(SELECT count(*) FROM ${caseDocuments} WHERE ${caseDocuments}.${sql.identifier(caseDocuments.caseId.name)} = ${cases}.${sql.identifier(cases.id.name)})`,
  deadlineCount: sql<number>`(SELECT count(*) FROM ${deadlines} WHERE ${deadlines}.${sql.identifier(deadlines.caseId.name)} = ${cases}.${sql.identifier(cases.id.name)})`,
};

/** The user's cases, newest first, with how many documents and deadlines each has. */
export async function listCaseRows(db: Db, userId: string): Promise<CaseRow[]> {
  return db
    .select({ case: cases, ...counts })
    .from(cases)
    .where(eq(cases.userId, userId))
    .orderBy(desc(cases.createdAt), desc(cases.id));
}

/** One of the user's cases; 404 NOT_FOUND for a missing case or another user's. */
export async function findOwnedCase(db: Db, userId: string, id: string): Promise<CaseRow> {
  const [row] = await db
    .select({ case: cases, ...counts })
    .from(cases)
    .where(and(eq(cases.id, id), eq(cases.userId, userId)))
    .limit(1);
  if (!row) throw new AppError("NOT_FOUND");
  return row;
}

export async function insertCase(db: Db, row: NewCase): Promise<void> {
  await db.insert(cases).values(row);
}

export async function updateCaseRow(db: Db, userId: string, id: string, set: Partial<NewCase>): Promise<void> {
  await db
    .update(cases)
    .set(set)
    .where(and(eq(cases.id, id), eq(cases.userId, userId)));
}

export async function deleteCaseRow(db: Db, userId: string, id: string): Promise<void> {
  await db.delete(cases).where(and(eq(cases.id, id), eq(cases.userId, userId)));
}

export async function caseDocumentRows(db: Db, userId: string, caseId: string) {
  return db
    .select({ id: documents.id, fileName: documents.fileName, createdAt: documents.createdAt })
    .from(caseDocuments)
    .innerJoin(documents, eq(documents.id, caseDocuments.documentId))
    .where(and(eq(caseDocuments.caseId, caseId), eq(caseDocuments.userId, userId)))
    .orderBy(desc(documents.createdAt));
}

export async function caseOfDocumentRow(db: Db, userId: string, documentId: string) {
  const [row] = await db
    .select({ id: cases.id, title: cases.title })
    .from(caseDocuments)
    .innerJoin(cases, eq(cases.id, caseDocuments.caseId))
    .where(and(eq(caseDocuments.documentId, documentId), eq(caseDocuments.userId, userId)))
    .limit(1);
  return row ?? null;
}

/**
 * Attaches a document to a case (moving it from any other) in one batch; its deadlines that had no case, or the
 * previous one, follow it.
 */
export async function linkDocument(db: Db, link: { userId: string; caseId: string; documentId: string }) {
  const previous = await caseOfDocumentRow(db, link.userId, link.documentId);
  const follow = previous
    ? or(sql`${deadlines.caseId} IS NULL`, eq(deadlines.caseId, previous.id))
    : sql`${deadlines.caseId} IS NULL`;
  await db.batch([
    db
      .insert(caseDocuments)
      .values(link)
      .onConflictDoUpdate({ target: caseDocuments.documentId, set: { caseId: link.caseId, updatedAt: new Date() } }),
    db
      .update(deadlines)
      .set({ caseId: link.caseId })
      .where(and(eq(deadlines.documentId, link.documentId), eq(deadlines.userId, link.userId), follow)),
  ]);
}

/** Detaches a document from a case; its deadlines leave the case too. */
export async function unlinkDocument(db: Db, link: { userId: string; caseId: string; documentId: string }) {
  await db.batch([
    db
      .delete(caseDocuments)
      .where(
        and(
          eq(caseDocuments.documentId, link.documentId),
          eq(caseDocuments.caseId, link.caseId),
          eq(caseDocuments.userId, link.userId),
        ),
      ),
    db
      .update(deadlines)
      .set({ caseId: null })
      .where(
        and(
          eq(deadlines.documentId, link.documentId),
          eq(deadlines.caseId, link.caseId),
          eq(deadlines.userId, link.userId),
        ),
      ),
  ]);
}
