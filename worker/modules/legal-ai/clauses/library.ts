import type { ClauseDocument, LegalBasis } from "../../../../common/api/legal-ai.ts";
import type { CLAUSE_TYPES, Jurisdiction, Language } from "../../../../common/vocabulary.ts";
import { BRAZIL_EN } from "./brazil-en.ts";
import { BRAZIL_PT } from "./brazil-pt.ts";
import { PARTY_KEYS } from "./patterns.ts";
import { USA_EN } from "./usa-en.ts";
import { USA_PT } from "./usa-pt.ts";

// The firm's clause library: one clause per type × jurisdiction × language, each with its legal basis. A model may
// adapt the wording to the parties and terms, but the statutes it may cite are these and no others (decision 015).

export type ClauseType = (typeof CLAUSE_TYPES)[number];

/**
 * A blank the parties fill: `pattern` picks its value out of the user's specific terms when one fits (a regular
 * expression's first group, or what a reader function returns).
 */
export interface Placeholder {
  key: string;
  label: string;
  pattern?: RegExp | ((term: string) => string | undefined);
}

function readTerm(pattern: NonNullable<Placeholder["pattern"]>, term: string): string | undefined {
  if (typeof pattern === "function") return pattern(term);
  const m = pattern.exec(term);
  return m ? (m[1] ?? term) : undefined;
}

export interface LibraryClause {
  title: string;
  paragraphs: string[];
  legalBasis: LegalBasis[];
  placeholders: Placeholder[];
  notes: string[];
  /**
   * US states that bar the clause (non-competes: California, Minnesota, North Dakota, Oklahoma): the paragraphs
   * and notes used instead when the contract is governed by one of them.
   */
  barredIn?: { states: string[]; paragraphs: string[]; notes: string[] };
}

export type ClauseSet = Record<ClauseType, LibraryClause>;

const LIBRARY: Record<Jurisdiction, Record<Language, ClauseSet>> = {
  brazil: { pt: BRAZIL_PT, en: BRAZIL_EN },
  usa: { pt: USA_PT, en: USA_EN },
};

export function libraryClause(type: ClauseType, jurisdiction: Jurisdiction, language: Language): LibraryClause {
  return LIBRARY[jurisdiction][language][type];
}

export interface FilledClause {
  document: ClauseDocument;
  /** Terms that filled no blank: the clause lists them as agreed terms so nothing the user gave is lost. */
  unusedTerms: string[];
}

/**
 * The clause with its blanks filled from the parties and terms (no model): each blank takes the first term its
 * pattern matches; blanks nothing fills stay as [KEY] and are listed for the lawyer.
 */
export function fillClause(
  clause: LibraryClause,
  language: Language,
  parties: string[],
  terms: string[],
  usState?: string,
): FilledClause {
  const barred = usState && clause.barredIn?.states.includes(usState) ? clause.barredIn : null;
  const values = new Map<string, string>();
  PARTY_KEYS[language].forEach((key, i) => {
    const party = parties[i];
    if (party) values.set(key, party);
  });
  const used = new Set<number>();
  for (const p of clause.placeholders) {
    if (!p.pattern || values.has(p.key)) continue;
    const { pattern } = p;
    const i = terms.findIndex((t, k) => !used.has(k) && readTerm(pattern, t) !== undefined);
    if (i < 0) continue;
    values.set(p.key, (readTerm(pattern, terms[i] ?? "") ?? "").trim());
    used.add(i);
  }
  const fill = (s: string) => s.replace(/\[([A-Z_0-9]+)\]/g, (all, key: string) => values.get(key) ?? all);
  const paragraphs = (barred?.paragraphs ?? clause.paragraphs).map(fill);
  const unusedTerms = terms.filter((_, i) => !used.has(i));
  const open = clause.placeholders
    .filter((p) => !values.has(p.key) && paragraphs.some((q) => q.includes(`[${p.key}]`)))
    .map(({ key, label }) => ({ key, label }));
  return {
    document: {
      title: clause.title,
      paragraphs,
      legalBasis: clause.legalBasis,
      openPlaceholders: open,
      notes: [...(barred?.notes ?? []), ...clause.notes],
    },
    unusedTerms,
  };
}
