import { and, desc, eq, inArray, isNull, notInArray, or } from "drizzle-orm";
import type { LegalAiResponse } from "../../../common/api/legal-ai.ts";
import type { LegalAiTool } from "../../../common/vocabulary.ts";
import { facetToken, ownerToken } from "../../db/fts.ts";
import { courtClosedDays } from "../../db/schema/cases.ts";
import { type LegalAiResultRow, legalAiResults } from "../../db/schema/legal-ai.ts";
import type { Db } from "../../lib/deps.ts";
import { newId } from "../../lib/ids.ts";

/** How many answers per user the "last results" list keeps; older ones are deleted as new ones arrive. */
export const LEGAL_AI_RESULTS_KEPT = 20;

/** A court's own closed days recorded by admins (no user) or by this user, which extend its calendar. */
export function closedDaysOf(db: Db, userId: string, courtId: string) {
  return db
    .select({ date: courtClosedDays.date, reason: courtClosedDays.reason })
    .from(courtClosedDays)
    .where(
      and(eq(courtClosedDays.court, courtId), or(isNull(courtClosedDays.userId), eq(courtClosedDays.userId, userId))),
    );
}

/** Stores one answer and drops the user's answers beyond the newest LEGAL_AI_RESULTS_KEPT. */
export async function insertResult(
  db: Db,
  row: {
    userId: string;
    tool: LegalAiTool;
    input: Record<string, unknown>;
    result: LegalAiResponse;
    createdAt: Date;
  },
): Promise<string> {
  const id = newId("lai");
  const kept = db
    .select({ id: legalAiResults.id })
    .from(legalAiResults)
    .where(eq(legalAiResults.userId, row.userId))
    .orderBy(desc(legalAiResults.createdAt), desc(legalAiResults.id))
    .limit(LEGAL_AI_RESULTS_KEPT);
  await db.batch([
    db.insert(legalAiResults).values({
      id,
      userId: row.userId,
      tool: row.tool,
      input: row.input,
      result: { ...row.result, resultId: id },
      provider: row.result.provider,
      model: row.result.model,
      createdAt: row.createdAt,
      updatedAt: row.createdAt,
    }),
    db.delete(legalAiResults).where(and(eq(legalAiResults.userId, row.userId), notInArray(legalAiResults.id, kept))),
  ]);
  return id;
}

export function listResultsOf(db: Db, userId: string, tool?: LegalAiTool): Promise<LegalAiResultRow[]> {
  return db
    .select()
    .from(legalAiResults)
    .where(and(eq(legalAiResults.userId, userId), tool ? inArray(legalAiResults.tool, [tool]) : undefined))
    .orderBy(desc(legalAiResults.createdAt), desc(legalAiResults.id))
    .limit(LEGAL_AI_RESULTS_KEPT);
}

/** One of the user's own processed documents matched by the full-text index, with the engine's stored fields. */
export interface OwnDocumentHit {
  id: string;
  fileName: string;
  documentType: string | null;
  jurisdiction: string | null;
  language: string | null;
  processedAt: number | null;
  snippet: string | null;
  /** JSON text of analyses.entities / analyses.judicial_decision. */
  entities: string | null;
  judicialDecision: string | null;
  /** The first lines of the text, where a decision names its court. */
  head: string | null;
}

/**
 * Full-text search of one user's documents (the index row, the document and the analysis are each scoped to the
 * user). `match` is an FTS5 expression over the name and text built from search/query.ts; `decisionsOnly` keeps
 * judicial decisions (by type, or because the engine extracted a decision from them). Column numbers follow
 * migrations/0010_search_scale.sql: file_name is column 7 and content column 8.
 */
export async function searchOwnDocuments(
  d1: D1Database,
  userId: string,
  options: { match: string; jurisdiction?: string; decisionsOnly: boolean; limit: number },
): Promise<OwnDocumentHit[]> {
  const scope = [
    `owner : "${ownerToken(userId)}"`,
    ...(options.jurisdiction ? [`facets : "${facetToken("jurisdiction", options.jurisdiction)}"`] : []),
    `{file_name content} : (${options.match})`,
  ].join(" AND ");
  const { results } = await d1
    .prepare(
      `SELECT d.id AS id, d.file_name AS fileName, a.document_type AS documentType, a.jurisdiction AS jurisdiction,
              a.language AS language, d.processed_at AS processedAt,
              snippet(documents_fts, 8, '«', '»', '…', 32) AS snippet,
              a.entities AS entities, a.judicial_decision AS judicialDecision, substr(a.text_excerpt, 1, 400) AS head
         FROM documents_fts
         CROSS JOIN documents d ON d.id = documents_fts.document_id
         JOIN analyses a ON a.document_id = d.id
        WHERE documents_fts MATCH ?1 AND documents_fts.rank MATCH 'bm25(0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 4.0, 1.0)'
          AND documents_fts.user_id = ?2 AND d.user_id = ?2 AND a.user_id = ?2 AND d.status = 'processed'
          AND (?3 = 0 OR a.document_type = 'judicial_decision' OR a.judicial_decision IS NOT NULL)
        ORDER BY documents_fts.rank LIMIT ?4`,
    )
    .bind(scope, userId, options.decisionsOnly ? 1 : 0, options.limit)
    .all<OwnDocumentHit>();
  return results;
}
