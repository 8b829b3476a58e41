import { sqliteTable, text } from "drizzle-orm/sqlite-core";

/**
 * The FTS5 virtual table of migrations/0001_search.sql, declared for typed inserts and deletes (so they can join a
 * D1 batch). Kept out of worker/db/schema/ so drizzle-kit never tries to create it as an ordinary table.
 */
export const documentsFts = sqliteTable("documents_fts", {
  documentId: text("document_id").notNull(),
  userId: text("user_id").notNull(),
  fileName: text("file_name").notNull(),
  content: text("content").notNull(),
});
