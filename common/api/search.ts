import * as z from "zod";
import type { DocumentType, Jurisdiction, Language, SearchMode } from "../vocabulary.ts";

export { SEARCH_MODES } from "../vocabulary.ts";
export type { SearchMode };

/** Results per page (docs/requirements.md §5's list; more pages by `offset`). */
export const SEARCH_PAGE_SIZE = 50;
/** The deepest page asked for: past it a lawyer refines the query instead. */
export const SEARCH_MAX_OFFSET = 10_000;

export const searchRequestSchema = z.object({
  query: z.string().max(500).default(""),
  filters: z
    .object({
      documentType: z.string().max(40).default("all"),
      jurisdiction: z.string().max(40).default("all"),
      language: z.string().max(10).default("all"),
      /** A clause type the engine found in the document (SEARCH_CLAUSE_TYPES) or 'all'. */
      clauseType: z.string().max(40).default("all"),
      /** Words of a party's name, or '' for any. */
      party: z.string().max(100).default(""),
      /** Words of a court's name the document cites, or '' for any. */
      court: z.string().max(100).default(""),
      /** The document states an amount of at least this much (SEARCH_AMOUNT_STEPS; 0 = any). */
      minAmount: z.number().int().min(0).default(0),
    })
    .default({
      documentType: "all",
      jurisdiction: "all",
      language: "all",
      clauseType: "all",
      party: "",
      court: "",
      minAmount: 0,
    }),
  offset: z.number().int().min(0).max(SEARCH_MAX_OFFSET).default(0),
});
export type SearchRequest = z.infer<typeof searchRequestSchema>;
/** What a client sends: every field but the query may be left out. */
export type SearchRequestInput = z.input<typeof searchRequestSchema>;

/**
 * One matching document. The answer is an array of these, best first (docs/requirements.md §7); the headers
 * X-Total-Count (every match, not the page) and X-Search-Mode (SEARCH_MODES) say how many and how they were found.
 */
export interface SearchResultDto {
  id: string;
  fileName: string;
  documentType: DocumentType | null;
  jurisdiction: Jurisdiction | null;
  language: Language | null;
  /** Matched text with the hits wrapped in «…». */
  snippet: string | null;
  score: number;
  processedAt: string | null;
}

export const TOTAL_HEADER = "x-total-count";
export const MODE_HEADER = "x-search-mode";
