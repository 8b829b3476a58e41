import { and, asc, desc, eq, lt, ne, or } from "drizzle-orm";
import { deadlines } from "../../db/schema/cases.ts";
import { analyses, type Document, documents } from "../../db/schema/documents.ts";
import type { Db } from "../../lib/deps.ts";
import { AppError } from "../../lib/errors.ts";

/** The user's document, or NOT_FOUND — also for another user's id (existence is not revealed). */
export async function findOwnedDocument(db: Db, userId: string, documentId: string): Promise<Document> {
  const row = await db.query.documents.findFirst({
    where: and(eq(documents.id, documentId), eq(documents.userId, userId)),
  });
  if (!row) throw new AppError("NOT_FOUND");
  return row;
}

export interface ListCursor {
  createdAt: Date;
  id: string;
}

/** The cursor after a page's last row: upload time and id, so rows sharing a millisecond are never skipped. */
export function encodeCursor(row: { createdAt: Date; id: string }): string {
  return `${row.createdAt.getTime()}_${row.id}`;
}

export function decodeCursor(cursor: string): ListCursor | null {
  const match = /^(\d{1,15})_([a-z]+_[a-z0-9]+)$/.exec(cursor);
  return match ? { createdAt: new Date(Number(match[1])), id: match[2] ?? "" } : null;
}

/** Newest first, with the analysis joined; `before` continues after a cursor. */
export async function listDocuments(db: Db, userId: string, options: { limit: number; before?: ListCursor }) {
  // A chunked upload still in progress is not a document yet.
  const mine = and(eq(documents.userId, userId), ne(documents.status, "uploading"));
  const before = options.before;
  const where = before
    ? and(
        mine,
        or(
          lt(documents.createdAt, before.createdAt),
          and(eq(documents.createdAt, before.createdAt), lt(documents.id, before.id)),
        ),
      )
    : mine;
  return db
    .select({ document: documents, analysis: analyses })
    .from(documents)
    .leftJoin(analyses, eq(analyses.documentId, documents.id))
    .where(where)
    .orderBy(desc(documents.createdAt), desc(documents.id))
    .limit(options.limit);
}

export async function findOwnedAnalysis(db: Db, userId: string, documentId: string) {
  const rows = await db
    .select({ document: documents, analysis: analyses })
    .from(documents)
    .leftJoin(analyses, eq(analyses.documentId, documents.id))
    .where(and(eq(documents.id, documentId), eq(documents.userId, userId)))
    .limit(1);
  const row = rows[0];
  if (!row) throw new AppError("NOT_FOUND");
  return row;
}

/** The deadlines the pipeline derived from one of the user's documents, earliest first. */
export function listDocumentDeadlines(db: Db, userId: string, documentId: string) {
  return db
    .select()
    .from(deadlines)
    .where(and(eq(deadlines.documentId, documentId), eq(deadlines.userId, userId)))
    .orderBy(asc(deadlines.deadlineDate));
}
