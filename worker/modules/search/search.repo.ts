// The search's SQL over the FTS5 index (migrations/0012_search_scale.sql). FTS5 MATCH, bm25 and rowid windows have
// no drizzle form, so these are prepared statements; every one is scoped to its owner.
import { SEARCH_PAGE_SIZE } from "../../../common/api/search.ts";

/**
 * Column weights for bm25 over (document_id, user_id, owner, facets, concepts, parties, courts, file_name, content):
 * a hit in the name counts most, a concept the document states (one token per mention, found at indexing) next.
 */
const BM25 = "bm25(documents_fts, 0.0, 0.0, 0.0, 0.0, 2.0, 0.0, 0.0, 4.0, 1.0)";
/**
 * bm25 ranks at most the newest RANK_WINDOW matches (docs/decisions/021-search-at-scale.md): ranking costs a few
 * microseconds per matching row, so a broad query over a 50,000-document archive ranked every match in > 100 ms.
 * Pages past the window list the older matches newest first; the total still counts every match.
 */
export const RANK_WINDOW = 1_000;
/** Snippets are cut in the Worker from the start of the text (FTS5's snippet() re-reads every phrase's doclist). */
const SNIPPET_SCAN_CHARS = 20_000;

export interface SearchRow {
  id: string;
  fileName: string;
  documentType: string | null;
  jurisdiction: string | null;
  language: string | null;
  processedAt: number | null;
  text: string | null;
  rank: number | null;
}

const COLUMNS = `d.id AS id, d.file_name AS fileName, a.document_type AS documentType, a.jurisdiction AS jurisdiction,
  a.language AS language, d.processed_at AS processedAt, substr(documents_fts.content, 1, ${SNIPPET_SCAN_CHARS}) AS text`;
const FROM = `FROM documents_fts
  CROSS JOIN documents d ON d.id = documents_fts.document_id
  LEFT JOIN analyses a ON a.document_id = d.id
  WHERE documents_fts MATCH ?1 AND documents_fts.user_id = ?2 AND d.user_id = ?2`;
/** The rowid of the oldest match inside the rank window (0 when every match fits in it). */
const WINDOW_START = `coalesce((SELECT rowid FROM documents_fts WHERE documents_fts MATCH ?1
  ORDER BY rowid DESC LIMIT 1 OFFSET ${RANK_WINDOW - 1}), 0)`;

/** Every match of an FTS expression (which must hold the owner's token). */
export function countStatement(db: D1Database, match: string): D1PreparedStatement {
  return db.prepare("SELECT count(*) AS total FROM documents_fts WHERE documents_fts MATCH ?1").bind(match);
}

/**
 * One page of matches. `ranked`: the query has words, so the rank window is ordered by bm25, ties newest first (a
 * stable order, so pages neither repeat nor skip a row). Otherwise (filters alone) and past the window: newest
 * first, CROSS JOIN keeping the FTS table as the outer loop so SQLite stops at the LIMIT.
 */
export function pageStatement(
  db: D1Database,
  userId: string,
  match: string,
  ranked: boolean,
  offset: number,
): D1PreparedStatement {
  if (!ranked) {
    return db
      .prepare(
        `SELECT ${COLUMNS}, NULL AS rank ${FROM} ORDER BY documents_fts.rowid DESC LIMIT ${SEARCH_PAGE_SIZE} OFFSET ?3`,
      )
      .bind(match, userId, offset);
  }
  if (offset < RANK_WINDOW) {
    // bm25() as a column, not FTS5's `ORDER BY rank`: in that mode FTS5 sorts every match and ignores the rowid
    // bound (measured at 50,000: 46–118 ms against 9–31 ms, the same rows). The window's rows are scored and sorted
    // by score alone; only the page's 50 rows are then joined and have their text read.
    return db
      .prepare(
        `SELECT ${COLUMNS}, w.score AS rank
           FROM (SELECT rowid AS rid, ${BM25} AS score FROM documents_fts
                  WHERE documents_fts MATCH ?1 AND rowid >= ${WINDOW_START}
                  ORDER BY score, rowid DESC LIMIT ${SEARCH_PAGE_SIZE} OFFSET ?3) w
           CROSS JOIN documents_fts ON documents_fts.rowid = w.rid
           CROSS JOIN documents d ON d.id = documents_fts.document_id
           LEFT JOIN analyses a ON a.document_id = d.id
          WHERE documents_fts.user_id = ?2 AND d.user_id = ?2
          ORDER BY w.score, w.rid DESC`,
      )
      .bind(match, userId, offset);
  }
  return db
    .prepare(
      `SELECT ${COLUMNS}, NULL AS rank ${FROM} AND documents_fts.rowid < ${WINDOW_START}
       ORDER BY documents_fts.rowid DESC LIMIT ${SEARCH_PAGE_SIZE} OFFSET ?3`,
    )
    .bind(match, userId, offset - RANK_WINDOW);
}

/** Rows for documents found by meaning only (hybrid search): the owner's processed documents among `ids`. */
export async function documentRows(db: D1Database, userId: string, ids: string[]): Promise<SearchRow[]> {
  const marks = ids.map((_, i) => `?${i + 2}`).join(", ");
  const found = await db
    .prepare(
      `SELECT d.id AS id, d.file_name AS fileName, a.document_type AS documentType, a.jurisdiction AS jurisdiction,
              a.language AS language, d.processed_at AS processedAt, a.text_excerpt AS text, NULL AS rank
         FROM documents d JOIN analyses a ON a.document_id = d.id
        WHERE d.user_id = ?1 AND a.user_id = ?1 AND d.status = 'processed' AND d.id IN (${marks})`,
    )
    .bind(userId, ...ids)
    .all<SearchRow>();
  return found.results;
}
