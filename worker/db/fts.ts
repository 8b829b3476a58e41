import { sqliteTable, text } from "drizzle-orm/sqlite-core";

/** The indexed owner token of a user id ("usr_ab12…" → "ab12…"): searches match `owner : "<token>" AND (…)`. */
export function ownerToken(userId: string): string {
  return userId.slice(userId.indexOf("_") + 1);
}

export interface Facets {
  documentType: string;
  jurisdiction: string;
  language: string;
}

/** One index token per filter value ("judicial_decision" → "typejudicialdecision"): letters and digits only. */
export function facetToken(facet: keyof Facets, value: string): string {
  const prefix = facet === "documentType" ? "type" : facet;
  return `${prefix}${value}`.toLowerCase().replace(/[^a-z0-9]/g, "");
}

/** The `facets` column of a document's index row: its type, jurisdiction and language as tokens. */
export function facetTokens(facets: Facets): string {
  const names: (keyof Facets)[] = ["documentType", "jurisdiction", "language"];
  return names.map((facet) => facetToken(facet, facets[facet])).join(" ");
}

/**
 * The FTS5 virtual table of migrations/0001_search.sql, 0005_fts_owner.sql and 0006_fts_facets.sql, declared for
 * typed inserts and deletes (so they can join a D1 batch). Kept out of worker/db/schema/ so drizzle-kit never tries
 * to create it as an ordinary table.
 */
export const documentsFts = sqliteTable("documents_fts", {
  documentId: text("document_id").notNull(),
  userId: text("user_id").notNull(),
  owner: text("owner").notNull(),
  facets: text("facets").notNull(),
  fileName: text("file_name").notNull(),
  content: text("content").notNull(),
});
