import type { SearchMode, SearchRequest, SearchResultDto } from "../../../common/api/search.ts";
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
import type { Deps } from "../../lib/deps.ts";
import { AppError } from "../../lib/errors.ts";
import type { SessionClaims } from "../../lib/hono.ts";
import { liveSessionStatement } from "../auth/session.ts";
import { type Matcher, type ScanBudget, snippetOf, tokens } from "./matcher.ts";
import { expandQuery, snippetMatcher, toFtsExpression, toMatchExpression } from "./query.ts";
import { countStatement, documentRows, pageStatement, type SearchRow } from "./search.repo.ts";
import { hybridPage, nearestDocuments, semanticBindings } from "./semantic.ts";

const EXCERPT_CHARS = 200;
/** Deep snippet scanning per page beyond each row's first slice (matcher.ts ScanBudget; ~60 ns a character). */
const SNIPPET_PAGE_CHARS = 60_000;

interface KeywordAnswer {
  total: number;
  results: SearchResultDto[];
}

/** A page of results, the true total and how they were found (keyword, or fused with semantic neighbours). */
export interface SearchAnswer extends KeywordAnswer {
  mode: SearchMode;
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

/**
 * Prepares a search of one user's own documents. The owner token restricts the match to the actor's rows inside
 * the index itself, so other users' documents are never counted or ranked; user_id is checked again on the row and
 * on the document. docs/requirements.md §5: a search needs a query or a filter — otherwise VALIDATION_ERROR. Null
 * means there is nothing to search (the answer is an empty list).
 */
function prepareSearch(db: D1Database, userId: string, input: SearchRequest): PreparedSearch | null {
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
  const count = countStatement(db, match);
  const page = pageStatement(db, userId, match, text !== "", input.offset);
  return {
    count,
    page,
    snippets: text === "" ? null : snippetMatcher(expanded),
    hybrid: text !== "" && !facets.chosen && input.offset === 0,
  };
}

function toDto(row: SearchRow, snippets: Matcher | null, budget?: ScanBudget): SearchResultDto {
  const text = row.text ?? "";
  const snippet =
    (snippets && snippetOf(text, snippets, budget)) ?? text.slice(0, EXCERPT_CHARS).replace(/\s+/g, " ").trim();
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
function searchResults(prepared: PreparedSearch, count: D1Result<unknown>, page: D1Result<unknown>): KeywordAnswer {
  const total = Number((count.results[0] as { total?: number } | undefined)?.total ?? 0);
  const budget: ScanBudget = { chars: SNIPPET_PAGE_CHARS };
  return { total, results: (page.results as SearchRow[]).map((row) => toDto(row, prepared.snippets, budget)) };
}

/** Named phases of a search, reported as Server-Timing by the route (the bench reads them). */
export interface SearchTimer {
  start(phase: "search" | "snippets"): void;
  end(phase: "search" | "snippets"): void;
}

/**
 * Searches the actor's documents. Search is the dashboard's latency-critical read, so the session check, the count
 * and the page go to D1 in one batch (one round trip); nothing found is returned unless the session is live. Where
 * the semantic bindings exist, the query is embedded while D1 answers and a failure leaves the keyword answer.
 */
export async function searchForSession(
  deps: Deps,
  claims: SessionClaims,
  input: SearchRequest,
  timer?: SearchTimer,
): Promise<SearchAnswer> {
  const db = deps.env.DB;
  const search = prepareSearch(db, claims.userId, input);
  const semantic = search?.hybrid ? semanticBindings(deps.env) : null;
  const neighbours = semantic
    ? nearestDocuments(semantic, claims.userId, input.query).catch(() => null)
    : Promise.resolve(null);
  timer?.start("search");
  const session = liveSessionStatement(db, claims, deps.now());
  const [live, count, page] = await db.batch(search ? [session, search.count, search.page] : [session]);
  timer?.end("search");
  if (!live?.results.length) throw new AppError("UNAUTHORIZED");
  timer?.start("snippets");
  const keyword = search && count && page ? searchResults(search, count, page) : { total: 0, results: [] };
  timer?.end("snippets");
  const semanticIds = await neighbours;
  if (!semanticIds) return { ...keyword, mode: "keyword" };
  return hybridPage(keyword, semanticIds, async (ids) =>
    (await documentRows(db, claims.userId, ids)).map((row) => toDto(row, null)),
  );
}
