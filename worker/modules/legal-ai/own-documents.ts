import type { Deps } from "../../lib/deps.ts";
import { expandQuery, toFtsExpression } from "../search/query.ts";
import { type OwnDocumentHit, searchOwnDocuments } from "./legal-ai.repo.ts";

// The user's own documents as a source for the Legal AI tools: the search module's thesaurus expansion (both
// languages) over the full-text index, and the fields the analysis engine already stored for each document.

/** The FTS expression of one term with its thesaurus synonyms, or null when it has nothing searchable. */
function termExpression(term: string): string | null {
  const { phrases } = expandQuery(term);
  return phrases.length > 0 ? `(${toFtsExpression(phrases)})` : null;
}

/** Every term must match (each with its synonyms): "dano moral" AND "seguro". */
export function allOf(terms: string[]): string | null {
  const parts = terms.map(termExpression).filter((p): p is string => p !== null);
  return parts.length > 0 ? parts.join(" AND ") : null;
}

/** Any of the terms matches, ranked by how many do. */
export function anyOf(terms: string[]): string | null {
  const parts = terms.map(termExpression).filter((p): p is string => p !== null);
  return parts.length > 0 ? parts.join(" OR ") : null;
}

export interface OwnDecision {
  hit: OwnDocumentHit;
  court: string | null;
  date: string | null;
  outcome: string | null;
  amounts: string[];
  /** Statutes and precedents the engine found in the document. */
  citations: string[];
}

interface StoredEntity {
  type?: string;
  value?: string;
  normalized?: unknown;
  start?: number;
}

function parseJson<T>(text: string | null): T | null {
  if (!text) return null;
  try {
    return JSON.parse(text) as T;
  } catch {
    return null;
  }
}

/** A court as decisions name it in their heading (often in capitals, which the engine's entity rules skip). */
const HEADING_COURT =
  /(supremo tribunal federal|superior tribunal de justi[çc]a|tribunal superior do trabalho|tribunal (?:de justi[çc]a|regional (?:federal|do trabalho))[^\n]{0,50}|supreme court of [^\n]{2,40}|united states (?:district court|court of appeals)[^\n]{0,50}|(?:southern|northern|eastern|western|central) district of [^\n]{2,30})/i;
/** Whole courts rank above their chambers, panels and lower courts. */
const SENIOR = /tribunal|supremo|superior|court|\b(?:STF|STJ|TST|TJ[A-Z]{2}|TRF|TRT)/i;

function courtOf(names: string[], head: string | null): string | null {
  const heading = head ? HEADING_COURT.exec(head)?.[1]?.trim() : undefined;
  return names.find((n) => SENIOR.test(n)) ?? heading ?? names[0] ?? null;
}

const uniq = (xs: string[], n: number) => [...new Set(xs.map((x) => x.replace(/\s+/g, " ").trim()))].slice(0, n);

/**
 * The engine's decision fields: the first court named, the last full date (a decision is dated at its end), the
 * outcome from the decision extraction ("sentença — procedente"), and the amounts.
 */
export function decisionFields(hit: OwnDocumentHit): OwnDecision {
  const entities = parseJson<StoredEntity[]>(hit.entities) ?? [];
  const decision = parseJson<{ decisionType?: string }>(hit.judicialDecision);
  const of = (type: string) => entities.filter((e) => e.type === type && typeof e.value === "string");
  const dates = of("DATE")
    .map((e) => (typeof e.normalized === "string" && /^\d{4}-\d{2}-\d{2}$/.test(e.normalized) ? e.normalized : null))
    .filter((d): d is string => d !== null);
  return {
    hit,
    court: courtOf(
      of("COURT").map((e) => e.value ?? ""),
      hit.head,
    ),
    date: dates[dates.length - 1] ?? null,
    outcome: decision?.decisionType ?? null,
    amounts: uniq(
      of("MONEY").map((e) => e.value ?? ""),
      5,
    ),
    citations: uniq(
      [...of("LAW"), ...of("CASE_LAW")].map((e) => e.value ?? ""),
      8,
    ),
  };
}

/**
 * The user's documents matching every term (or, when none does, any of them), newest engine fields attached.
 * `broadened` says the strict search found nothing and the answer comes from the any-term search.
 */
export async function findOwnDocuments(
  deps: Deps,
  userId: string,
  options: { required: string[]; optional: string[]; jurisdiction?: string; decisionsOnly: boolean; limit: number },
): Promise<{ hits: OwnDocumentHit[]; broadened: boolean }> {
  const strict = allOf(options.required);
  const search = (match: string) =>
    searchOwnDocuments(deps.env.DB, userId, {
      match,
      jurisdiction: options.jurisdiction,
      decisionsOnly: options.decisionsOnly,
      limit: options.limit,
    });
  if (strict) {
    const hits = await search(strict);
    if (hits.length > 0) return { hits, broadened: false };
  }
  const broad = anyOf([...options.required, ...options.optional]);
  if (!broad) return { hits: [], broadened: false };
  return { hits: await search(broad), broadened: true };
}
