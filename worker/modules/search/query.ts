import { conceptToken, covers, Matcher, type Pattern, patternOf, searchedAsPrefix, stem, tokens } from "./matcher.ts";
import { type Concept, GENERIC_WORDS, STOPWORDS, THESAURUS } from "./thesaurus.ts";

// The legal-AI catalogues fold, stem and split words exactly as search does (they import them from here).
export { fold, stem, tokens } from "./matcher.ts";

interface TermPattern {
  concept: Concept;
  stems: string[];
}

// Patterns keyed by their first stem, so recognising concepts costs one lookup per query word.
const PATTERNS = new Map<string, TermPattern[]>();
for (const concept of THESAURUS) {
  for (const term of [...concept.en, ...concept.pt, ...(concept.matchOnly ?? [])]) {
    const stems = tokens(term)
      .filter((t) => !STOPWORDS.has(t))
      .map(stem);
    const first = stems[0];
    if (first === undefined) continue;
    const list = PATTERNS.get(first) ?? [];
    list.push({ concept, stems });
    PATTERNS.set(first, list);
  }
}
for (const list of PATTERNS.values()) list.sort((a, b) => b.stems.length - a.stems.length);

export interface ExpandedQuery {
  /** Thesaurus concepts recognised in the query, in query order. */
  concepts: Concept[];
  /** Query words searched as typed (not part of a recognised concept, not generic). */
  freeWords: string[];
  /** Every phrase to search, each a list of folded tokens. */
  phrases: string[][];
}

const MAX_PHRASES = 64;

/** Recognises thesaurus concepts (longest match first) and lists the phrases to search in both languages. */
export function expandQuery(query: string): ExpandedQuery {
  const all = tokens(query);
  const words = all.filter((t) => !STOPWORDS.has(t));
  // A query made only of function words is still searched as typed.
  const significant = words.length > 0 ? words : all;
  const stems = significant.map(stem);
  const concepts: Concept[] = [];
  const unmatched: string[] = [];
  for (let i = 0; i < significant.length; ) {
    const candidates = PATTERNS.get(stems[i] ?? "") ?? [];
    const hit = candidates.find((p) => p.stems.every((s, k) => stems[i + k] === s));
    if (hit) {
      if (!concepts.includes(hit.concept)) concepts.push(hit.concept);
      i += hit.stems.length;
    } else {
      unmatched.push(significant[i] ?? "");
      i += 1;
    }
  }
  for (const concept of [...concepts])
    for (const id of concept.related ?? []) {
      const related = THESAURUS.find((c) => c.id === id);
      if (related && !concepts.includes(related)) concepts.push(related);
    }
  const freeWords = concepts.length > 0 ? unmatched.filter((w) => !GENERIC_WORDS.has(w)) : unmatched;
  const phrases: string[][] = [];
  const seen = new Set<string>();
  const add = (phrase: string[]) => {
    const key = phrase.join(" ");
    if (phrase.length === 0 || seen.has(key) || phrases.length >= MAX_PHRASES) return;
    seen.add(key);
    phrases.push(phrase);
  };
  for (const w of freeWords) add([w]);
  for (const concept of concepts) for (const term of [...concept.en, ...concept.pt]) add(tokens(term));
  return { concepts, freeWords, phrases: prune(phrases) };
}

/** Whether every match of `longer` is a match of `shorter` searched as a phrase with its last word as a prefix. */
function extends_(longer: string[], shorter: string[]): boolean {
  if (shorter.length >= longer.length) return false;
  const last = shorter.length - 1;
  return shorter.every((word, k) => (k < last ? longer[k] === word : covers(word, longer[k] ?? "")));
}

/**
 * Drops phrases that cannot add a match to the OR: "termination clause" when "termination" is searched,
 * "terminations" when "termination*" is, "caso fortuito ou força maior" when "caso fortuito*" is. bm25 costs grow
 * with every phrase over every matching row, so this keeps broad concept queries fast without changing which
 * documents match.
 */
function prune(phrases: string[][]): string[][] {
  const singles = phrases.filter((p) => p.length === 1).map((p) => p[0] ?? "");
  return phrases.filter((phrase) => {
    if (phrase.length === 1) {
      const token = phrase[0] ?? "";
      return !singles.some((w) => w !== token && covers(w, token));
    }
    if (phrase.some((token) => singles.some((w) => covers(w, token)))) return false;
    return !phrases.some((other) => other.length > 1 && extends_(phrase, other));
  });
}

/**
 * The FTS5 MATCH expression: every phrase quoted (so no user text is ever read as FTS syntax — tokens hold only
 * letters and digits, and quotes are doubled anyway), the last word of each as a prefix when it is long enough
 * to be a stem ("contrat" must not become "c*") and not one of EXACT_WORDS, all joined by OR; bm25 ranks documents
 * matching more of them.
 */
export function toFtsExpression(phrases: string[][]): string {
  return phrases
    .map((phrase) => {
      const quoted = `"${phrase.join(" ").replace(/"/g, '""')}"`;
      return searchedAsPrefix(phrase[phrase.length - 1] ?? "") ? `${quoted}*` : quoted;
    })
    .join(" OR ");
}

/**
 * The part of the FTS5 MATCH that stands for the query: its concepts as the one index token each (the `concepts`
 * column holds them, found in the document at indexing time), its other words as phrases in the name and text.
 */
export function toMatchExpression(expanded: ExpandedQuery): string {
  const parts: string[] = [];
  if (expanded.concepts.length > 0)
    parts.push(`concepts : (${expanded.concepts.map((c) => `"${conceptToken(c.id)}"`).join(" OR ")})`);
  const free = expanded.freeWords.length > 0 ? expanded.freeWords.map((w) => [w]) : [];
  const phrases = expanded.concepts.length > 0 ? free : expanded.phrases;
  if (phrases.length > 0) parts.push(`{file_name content} : (${toFtsExpression(phrases)})`);
  return parts.length > 1 ? `(${parts.join(" OR ")})` : (parts[0] ?? "");
}

/** What a result's snippet highlights: every term of the query's concepts and its other words. */
export function snippetMatcher(expanded: ExpandedQuery): Matcher {
  const patterns: Pattern[] = expanded.concepts.flatMap((c) => [...c.en, ...c.pt].map((t) => patternOf(c.id, t)));
  for (const phrase of expanded.phrases) patterns.push({ tag: "query", words: phrase });
  return new Matcher(patterns);
}
