import { sqliteTable, text } from "drizzle-orm/sqlite-core";
import { SEARCH_AMOUNT_STEPS } from "../../common/vocabulary.ts";

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

/** A clause type the engine found ("governing_law" → "clausegoverninglaw"). */
export function clauseToken(type: string): string {
  return `clause${type}`.toLowerCase().replace(/[^a-z0-9]/g, "");
}

/** Thresholds of the "amount at least" facet: a document states an amount of at least this much (any currency). */
const AMOUNT_STEPS = SEARCH_AMOUNT_STEPS.filter((step) => step > 0);

export function amountToken(step: number): string {
  return `amountge${step}`;
}

/**
 * The `facets` column of a document's index row: its type, jurisdiction and language as tokens, then one token per
 * clause type found and one per amount step its largest stated amount reaches.
 */
export function facetTokens(facets: Facets, clauseTypes: readonly string[] = [], largestAmount = 0): string {
  const names: (keyof Facets)[] = ["documentType", "jurisdiction", "language"];
  return [
    ...names.map((facet) => facetToken(facet, facets[facet])),
    ...new Set(clauseTypes.map(clauseToken)),
    ...AMOUNT_STEPS.filter((step) => largestAmount >= step).map(amountToken),
  ].join(" ");
}

/**
 * The FTS5 virtual table of migrations/0001_search.sql, 0005_fts_owner.sql, 0006_fts_facets.sql and
 * 0010_search_scale.sql, declared for typed inserts and deletes (so they can join a D1 batch). Kept out of
 * worker/db/schema/ so drizzle-kit never tries to create it as an ordinary table.
 */
export const documentsFts = sqliteTable("documents_fts", {
  documentId: text("document_id").notNull(),
  userId: text("user_id").notNull(),
  owner: text("owner").notNull(),
  facets: text("facets").notNull(),
  concepts: text("concepts").notNull(),
  parties: text("parties").notNull(),
  courts: text("courts").notNull(),
  fileName: text("file_name").notNull(),
  content: text("content").notNull(),
});
