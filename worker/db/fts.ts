import { sqliteTable, text } from "drizzle-orm/sqlite-core";

/** The indexed owner token of a user id ("usr_ab12…" → "ab12…"): searches match `owner : "<token>" AND (…)`. */
export function ownerToken(userId: string): string {
  return userId.slice(userId.indexOf("_") + 1);
}

/**
 * The FTS5 virtual table of migrations/0001_search.sql and 0005_fts_owner.sql, declared for typed inserts and
 * deletes (so they can join a D1 batch). Kept out of worker/db/schema/ so drizzle-kit never tries to create it as an
 * ordinary table.
 */
export const documentsFts = sqliteTable("documents_fts", {
  documentId: text("document_id").notNull(),
  userId: text("user_id").notNull(),
  owner: text("owner").notNull(),
  fileName: text("file_name").notNull(),
  content: text("content").notNull(),
});
