import { type Concept, EXACT_WORDS, GENERIC_WORDS, STOPWORDS, THESAURUS } from "./thesaurus.ts";

/** Lower case without diacritics: the same folding FTS5's `unicode61 remove_diacritics 2` applies to the index. */
export function fold(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase();
}

/** Words as the FTS5 unicode61 tokenizer sees them: runs of letters and digits, everything else separates. */
export function tokens(text: string): string[] {
  return fold(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((t) => t.length > 0);
}

/**
 * A light EN/PT stem used only to recognise thesaurus terms in a query ("clauses" ~ "clause", "rescisões" ~
 * "rescisão", "contratuais" ~ "contratual"); the index itself is searched with prefixes.
 */
export function stem(token: string): string {
  let t = token;
  if (t.length > 4) {
    if (t.endsWith("oes") || t.endsWith("aes")) t = `${t.slice(0, -3)}ao`;
    else if (t.endsWith("ais")) t = `${t.slice(0, -3)}al`;
    else if (t.endsWith("s")) t = t.slice(0, -1);
  }
  if (t.length > 4 && t.endsWith("e")) t = t.slice(0, -1);
  return t;
}

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

/** Whether a word is searched as a prefix: long enough to be a stem ("contrat", not "c") and not in EXACT_WORDS. */
function searchedAsPrefix(word: string): boolean {
  return word.length >= 4 && !EXACT_WORDS.has(word);
}

/** Whether a searched single word already matches `token` (itself, or as a prefix). */
function covers(word: string, token: string): boolean {
  return word === token || (searchedAsPrefix(word) && token.startsWith(word));
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
