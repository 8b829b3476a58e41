import { and, desc, eq, lt, ne } from "drizzle-orm";
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

/** Newest first, with the analysis joined; `before` pages by upload time. */
export async function listDocuments(db: Db, userId: string, options: { limit: number; before?: Date }) {
  // A chunked upload still in progress is not a document yet.
  const mine = and(eq(documents.userId, userId), ne(documents.status, "uploading"));
  const where = options.before ? and(mine, lt(documents.createdAt, options.before)) : mine;
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
