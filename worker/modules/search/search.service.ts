import type { SearchRequest, SearchResultDto } from "../../../common/api/documents.ts";
import {
  DOCUMENT_TYPES,
  type DocumentType,
  JURISDICTIONS,
  type Jurisdiction,
  LANGUAGES,
  type Language,
} from "../../../common/vocabulary.ts";
import { facetToken, ownerToken } from "../../db/fts.ts";
import type { Deps } from "../../lib/deps.ts";
import { AppError } from "../../lib/errors.ts";
import type { SessionClaims } from "../../lib/hono.ts";
import { liveSessionStatement } from "../auth/session.ts";
import { expandQuery, toFtsExpression } from "./query.ts";

/** docs/requirements.md §2 shows a short list; 50 best matches is more than a screen and keeps every answer fast. */
export const SEARCH_LIMIT = 50;
/**
 * Column weights for bm25 over (document_id, user_id, owner, facets, file_name, content): a hit in the name counts
 * more; the owner and facet tokens only select rows.
 */
const RANK = "bm25(0.0, 0.0, 0.0, 0.0, 4.0, 1.0)";
/** Index of `content` among the FTS columns: snippets come from the text (the name is shown beside them anyway). */
const CONTENT_COLUMN = 5;
const SNIPPET_TOKENS = 24;
const EXCERPT_CHARS = 200;

interface Row {
  id: string;
  fileName: string;
  documentType: string | null;
  jurisdiction: string | null;
  language: string | null;
  processedAt: number | null;
  snippet: string | null;
  rank: number | null;
}

function checkFilter<T extends string>(name: string, value: string, allowed: readonly T[]): T | "all" {
  if (value === "all" || (allowed as readonly string[]).includes(value)) return value as T | "all";
  const text = `filters.${name}: must be 'all' or one of ${allowed.join(", ")}`;
  throw new AppError("VALIDATION_ERROR", { en: text, pt: `filters.${name}: deve ser 'all' ou ${allowed.join(", ")}` });
}

function toDto(row: Row): SearchResultDto {
  return {
    id: row.id,
    fileName: row.fileName,
    documentType: (DOCUMENT_TYPES as readonly string[]).includes(row.documentType ?? "")
      ? (row.documentType as DocumentType)
      : null,
    jurisdiction: (JURISDICTIONS as readonly string[]).includes(row.jurisdiction ?? "")
      ? (row.jurisdiction as Jurisdiction)
      : null,
    language: (LANGUAGES as readonly string[]).includes(row.language ?? "") ? (row.language as Language) : null,
    snippet: row.snippet ? row.snippet.replace(/\s+/g, " ").trim() : null,
    // bm25 is negative, smaller is better; the API answers "higher is better".
    score: row.rank === null ? 0 : Math.round(-row.rank * 10_000) / 10_000,
    processedAt: row.processedAt === null ? null : new Date(row.processedAt).toISOString(),
  };
}

/**
 * Prepares a search of one user's own documents (every statement is scoped by user_id twice: the index row and the
 * document row). docs/requirements.md §5: a search needs a query or a filter other than 'all' — otherwise VALIDATION_ERROR.
 * The statement is returned unexecuted so the route can send it in one D1 round trip with the session check; null
 * means there is nothing to search (the answer is an empty list).
 */
function prepareSearch(db: D1Database, userId: string, input: SearchRequest): D1PreparedStatement | null {
  const documentType = checkFilter("documentType", input.filters.documentType, DOCUMENT_TYPES);
  const jurisdiction = checkFilter("jurisdiction", input.filters.jurisdiction, JURISDICTIONS);
  const language = checkFilter("language", input.filters.language, LANGUAGES);
  const query = input.query.trim();
  const filtered = documentType !== "all" || jurisdiction !== "all" || language !== "all";
  if (query === "" && !filtered) {
    throw new AppError("VALIDATION_ERROR", {
      en: "Enter a search term or choose a filter.",
      pt: "Digite um termo de busca ou escolha um filtro.",
    });
  }
  const { phrases } = expandQuery(query);
  if (phrases.length === 0) {
    // Punctuation only: nothing to match, unless filters alone make the search.
    if (!filtered) return null;
    return db
      .prepare(
        `SELECT d.id AS id, d.file_name AS fileName, a.document_type AS documentType, a.jurisdiction AS jurisdiction,
                a.language AS language, d.processed_at AS processedAt,
                substr(a.text_excerpt, 1, ${EXCERPT_CHARS}) AS snippet, NULL AS rank
           FROM analyses a JOIN documents d ON d.id = a.document_id
          WHERE a.user_id = ?1 AND d.user_id = ?1 AND d.status = 'processed'
            AND (?2 = 'all' OR a.document_type = ?2)
            AND (?3 = 'all' OR a.jurisdiction = ?3)
            AND (?4 = 'all' OR a.language = ?4)
          ORDER BY d.processed_at DESC LIMIT ${SEARCH_LIMIT}`,
      )
      .bind(userId, documentType, jurisdiction, language);
  }
  // The owner token restricts the match to the actor's rows inside the index itself, so other users' documents are
  // never ranked; user_id is checked again on the row and on the document. Chosen filters are facet tokens in the
  // same match, so bm25 ranks only the rows that pass them (the SQL checks below stay as the exact test). The query's
  // phrases are searched in the name and the text only. CROSS JOIN keeps the FTS table as the outer loop, so FTS5
  // hands rows over in rank order and SQLite stops at the LIMIT. (Measured: splitting ranking and snippets into two
  // queries was slower — FTS5 re-runs the whole match for the second one.)
  const facets = [
    documentType === "all" ? null : facetToken("documentType", documentType),
    jurisdiction === "all" ? null : facetToken("jurisdiction", jurisdiction),
    language === "all" ? null : facetToken("language", language),
  ].flatMap((token) => (token ? [`facets : "${token}"`] : []));
  const match = [
    `owner : "${ownerToken(userId)}"`,
    ...facets,
    `{file_name content} : (${toFtsExpression(phrases)})`,
  ].join(" AND ");
  return db
    .prepare(
      `SELECT d.id AS id, d.file_name AS fileName, a.document_type AS documentType, a.jurisdiction AS jurisdiction,
              a.language AS language, d.processed_at AS processedAt,
              snippet(documents_fts, ${CONTENT_COLUMN}, '«', '»', '…', ${SNIPPET_TOKENS}) AS snippet, documents_fts.rank AS rank
         FROM documents_fts
         CROSS JOIN documents d ON d.id = documents_fts.document_id
         LEFT JOIN analyses a ON a.document_id = d.id
        WHERE documents_fts MATCH ?1 AND documents_fts.rank MATCH '${RANK}'
          AND documents_fts.user_id = ?2 AND d.user_id = ?2
          AND (?3 = 'all' OR a.document_type = ?3)
          AND (?4 = 'all' OR a.jurisdiction = ?4)
          AND (?5 = 'all' OR a.language = ?5)
        ORDER BY documents_fts.rank LIMIT ${SEARCH_LIMIT}`,
    )
    .bind(match, userId, documentType, jurisdiction, language);
}

/** The answer of a prepared search, from its statement's rows. */
function searchResults(result: D1Result<unknown>): SearchResultDto[] {
  return (result.results as Row[]).map(toDto);
}

/**
 * Search is the dashboard's latency-critical read, so the session check and the search go to D1 in one batch (one
 * round trip instead of two); nothing found is returned unless the session is live.
 */
export async function searchForSession(
  deps: Deps,
  claims: SessionClaims,
  input: SearchRequest,
): Promise<SearchResultDto[]> {
  const db = deps.env.DB;
  const search = prepareSearch(db, claims.userId, input);
  const session = liveSessionStatement(db, claims, deps.now());
  const [live, found] = await db.batch(search ? [session, search] : [session]);
  if (!live?.results.length) throw new AppError("UNAUTHORIZED");
  return found ? searchResults(found) : [];
}
