import { SEARCH_PAGE_SIZE, type SearchRequest, type SearchResultDto } from "../../../common/api/search.ts";
import {
  DOCUMENT_TYPES,
  type DocumentType,
  JURISDICTIONS,
  type Jurisdiction,
  LANGUAGES,
  type Language,
  SEARCH_AMOUNT_STEPS,
  SEARCH_CLAUSE_TYPES,
} from "../../../common/vocabulary.ts";
import { amountToken, clauseToken, facetToken, ownerToken } from "../../db/fts.ts";
import { AppError } from "../../lib/errors.ts";
import { type Matcher, snippetOf, tokens } from "./matcher.ts";
import { expandQuery, snippetMatcher, toFtsExpression, toMatchExpression } from "./query.ts";

/**
 * Column weights for bm25 over (document_id, user_id, owner, facets, concepts, parties, courts, file_name, content):
 * a hit in the name counts most, a concept the document states (one token per mention, found at indexing) next.
 */
const RANK = "bm25(0.0, 0.0, 0.0, 0.0, 2.0, 0.0, 0.0, 4.0, 1.0)";
/**
 * bm25 ranks at most the newest RANK_WINDOW matches (docs/decisions/021-search-at-scale.md): ranking costs a few
 * microseconds per matching row, so a broad query over a 50,000-document archive ranked every match in > 100 ms.
 * Pages past the window list the older matches newest first; the total still counts every match.
 */
export const RANK_WINDOW = 1_000;
/** Snippets are cut in the Worker from the start of the text (FTS5's snippet() re-reads every phrase's doclist). */
const SNIPPET_SCAN_CHARS = 20_000;
const EXCERPT_CHARS = 200;

interface Row {
  id: string;
  fileName: string;
  documentType: string | null;
  jurisdiction: string | null;
  language: string | null;
  processedAt: number | null;
  text: string | null;
  rank: number | null;
}

function checkFilter<T extends string>(name: string, value: string, allowed: readonly T[]): T | "all" {
  if (value === "all" || (allowed as readonly string[]).includes(value)) return value as T | "all";
  const text = `filters.${name}: must be 'all' or one of ${allowed.join(", ")}`;
  throw new AppError("VALIDATION_ERROR", { en: text, pt: `filters.${name}: deve ser 'all' ou ${allowed.join(", ")}` });
}

function oneOf<T>(list: readonly T[], value: unknown): T | null {
  return (list as readonly unknown[]).includes(value) ? (value as T) : null;
}

/** A prepared search: its two statements (sent in one D1 batch with the session check) and how to read them. */
export interface PreparedSearch {
  count: D1PreparedStatement;
  page: D1PreparedStatement;
  snippets: Matcher | null;
  /** Whether semantic neighbours may join this page: a first page of a query without filters. */
  hybrid: boolean;
}

/** The facet part of the match: one token per chosen filter, a phrase per named party or court. */
function facetMatch(filters: SearchRequest["filters"]): { parts: string[]; chosen: boolean } {
  const documentType = checkFilter("documentType", filters.documentType, DOCUMENT_TYPES);
  const jurisdiction = checkFilter("jurisdiction", filters.jurisdiction, JURISDICTIONS);
  const language = checkFilter("language", filters.language, LANGUAGES);
  const clauseType = checkFilter("clauseType", filters.clauseType, SEARCH_CLAUSE_TYPES);
  if (!(SEARCH_AMOUNT_STEPS as readonly number[]).includes(filters.minAmount)) {
    const text = `filters.minAmount: must be one of ${SEARCH_AMOUNT_STEPS.join(", ")}`;
    throw new AppError("VALIDATION_ERROR", {
      en: text,
      pt: `filters.minAmount: deve ser ${SEARCH_AMOUNT_STEPS.join(", ")}`,
    });
  }
  const tokenParts = [
    documentType === "all" ? null : facetToken("documentType", documentType),
    jurisdiction === "all" ? null : facetToken("jurisdiction", jurisdiction),
    language === "all" ? null : facetToken("language", language),
    clauseType === "all" ? null : clauseToken(clauseType),
    filters.minAmount > 0 ? amountToken(filters.minAmount) : null,
  ].flatMap((token) => (token ? [`facets : "${token}"`] : []));
  const names = (["parties", "courts"] as const).flatMap((column) => {
    const words = tokens(column === "parties" ? filters.party : filters.court);
    return words.length > 0 ? [`${column} : (${toFtsExpression([words])})`] : [];
  });
  const named = filters.party.trim() !== "" || filters.court.trim() !== "";
  return { parts: [...tokenParts, ...names], chosen: tokenParts.length > 0 || named };
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

/**
 * Prepares a search of one user's own documents. The owner token restricts the match to the actor's rows inside
 * the index itself, so other users' documents are never counted or ranked; user_id is checked again on the row and
 * on the document. docs/requirements.md §5: a search needs a query or a filter — otherwise VALIDATION_ERROR. Null
 * means there is nothing to search (the answer is an empty list).
 */
export function prepareSearch(db: D1Database, userId: string, input: SearchRequest): PreparedSearch | null {
  const facets = facetMatch(input.filters);
  const query = input.query.trim();
  if (query === "" && !facets.chosen) {
    throw new AppError("VALIDATION_ERROR", {
      en: "Enter a search term or choose a filter.",
      pt: "Digite um termo de busca ou escolha um filtro.",
    });
  }
  const expanded = expandQuery(query);
  const text = toMatchExpression(expanded);
  // Punctuation only: nothing to match, unless filters alone make the search.
  if (text === "" && !facets.chosen) return null;
  const match = [`owner : "${ownerToken(userId)}"`, ...facets.parts, ...(text ? [text] : [])].join(" AND ");
  const count = db.prepare("SELECT count(*) AS total FROM documents_fts WHERE documents_fts MATCH ?1").bind(match);
  const offset = input.offset;
  let page: D1PreparedStatement;
  if (text === "") {
    // Filters alone: nothing to rank, newest first.
    page = db.prepare(
      `SELECT ${COLUMNS}, NULL AS rank ${FROM} ORDER BY documents_fts.rowid DESC LIMIT ${SEARCH_PAGE_SIZE} OFFSET ?3`,
    );
    page = page.bind(match, userId, offset);
  } else if (offset < RANK_WINDOW) {
    // CROSS JOIN keeps the FTS table as the outer loop, so FTS5 hands rows over in rank order and SQLite stops at
    // the LIMIT; the rowid bound makes FTS5 rank only the window.
    page = db
      .prepare(
        `SELECT ${COLUMNS}, documents_fts.rank AS rank ${FROM}
           AND documents_fts.rank MATCH '${RANK}' AND documents_fts.rowid >= ${WINDOW_START}
         ORDER BY documents_fts.rank LIMIT ${SEARCH_PAGE_SIZE} OFFSET ?3`,
      )
      .bind(match, userId, offset);
  } else {
    page = db
      .prepare(
        `SELECT ${COLUMNS}, NULL AS rank ${FROM} AND documents_fts.rowid < ${WINDOW_START}
         ORDER BY documents_fts.rowid DESC LIMIT ${SEARCH_PAGE_SIZE} OFFSET ?3`,
      )
      .bind(match, userId, offset - RANK_WINDOW);
  }
  return {
    count,
    page,
    snippets: text === "" ? null : snippetMatcher(expanded),
    hybrid: text !== "" && !facets.chosen && offset === 0,
  };
}

function toDto(row: Row, snippets: Matcher | null): SearchResultDto {
  const text = row.text ?? "";
  const snippet = (snippets && snippetOf(text, snippets)) ?? text.slice(0, EXCERPT_CHARS).replace(/\s+/g, " ").trim();
  return {
    id: row.id,
    fileName: row.fileName,
    documentType: oneOf<DocumentType>(DOCUMENT_TYPES, row.documentType),
    jurisdiction: oneOf<Jurisdiction>(JURISDICTIONS, row.jurisdiction),
    language: oneOf<Language>(LANGUAGES, row.language),
    snippet: snippet === "" ? null : snippet,
    // bm25 is negative, smaller is better; the API answers "higher is better".
    score: row.rank === null ? 0 : Math.round(-row.rank * 10_000) / 10_000,
    processedAt: row.processedAt === null ? null : new Date(row.processedAt).toISOString(),
  };
}

/** The page and the true total of a prepared search, from its statements' results. */
export function searchResults(
  prepared: PreparedSearch,
  count: D1Result<unknown>,
  page: D1Result<unknown>,
): { total: number; results: SearchResultDto[] } {
  const total = Number((count.results[0] as { total?: number } | undefined)?.total ?? 0);
  return { total, results: (page.results as Row[]).map((row) => toDto(row, prepared.snippets)) };
}

/** Result rows for documents found by meaning only (hybrid search): the owner's processed documents among `ids`. */
export async function describeDocuments(db: D1Database, userId: string, ids: string[]): Promise<SearchResultDto[]> {
  const marks = ids.map((_, i) => `?${i + 2}`).join(", ");
  const found = await db
    .prepare(
      `SELECT d.id AS id, d.file_name AS fileName, a.document_type AS documentType, a.jurisdiction AS jurisdiction,
              a.language AS language, d.processed_at AS processedAt, a.text_excerpt AS text, NULL AS rank
         FROM documents d JOIN analyses a ON a.document_id = d.id
        WHERE d.user_id = ?1 AND a.user_id = ?1 AND d.status = 'processed' AND d.id IN (${marks})`,
    )
    .bind(userId, ...ids)
    .all<Row>();
  return found.results.map((row) => toDto(row, null));
}
