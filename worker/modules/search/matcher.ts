import { EXACT_WORDS, STOPWORDS, THESAURUS } from "./thesaurus.ts";

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
 * A light EN/PT stem used only to recognise thesaurus terms ("clauses" ~ "clause", "rescisões" ~ "rescisão",
 * "contratuais" ~ "contratual"); words are otherwise compared as prefixes.
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

/** Whether a word is searched as a prefix: long enough to be a stem ("contrat", not "c") and not in EXACT_WORDS. */
export function searchedAsPrefix(word: string): boolean {
  return word.length >= 4 && !EXACT_WORDS.has(word);
}

/** Whether a searched word matches `token` (itself, or as a prefix). */
export function covers(word: string, token: string): boolean {
  return word === token || (searchedAsPrefix(word) && token.startsWith(word));
}

/** A term to find in running text: its folded words (function words dropped), tagged with what it stands for. */
export interface Pattern {
  tag: string;
  words: string[];
}

export function patternOf(tag: string, term: string): Pattern {
  return { tag, words: tokens(term).filter((t) => !STOPWORDS.has(t)) };
}

/** A word of running text: folded, stemmed, with its place in the original string. */
interface Word {
  text: string;
  stem: string;
  start: number;
  end: number;
}

/** A pattern found in a text: its tag and the span it covers in the original string. */
export interface Hit {
  tag: string;
  start: number;
  end: number;
}

function wordsOf(text: string): Word[] {
  const out: Word[] = [];
  for (const m of text.matchAll(/[\p{L}\p{N}\p{M}]+/gu)) {
    // Most words are plain ASCII: lower-casing them is enough, and ten times cheaper than normalising.
    const folded = /^[A-Za-z0-9]+$/.test(m[0]) ? m[0].toLowerCase() : fold(m[0]);
    if (folded.length > 0 && !STOPWORDS.has(folded))
      out.push({ text: folded, stem: stem(folded), start: m.index, end: m.index + m[0].length });
  }
  return out;
}

/** Whether word `k` of a pattern matches `word`: the last word as a prefix, the others by stem. */
function wordMatches(pattern: Compiled, k: number, word: Word | undefined): boolean {
  if (!word) return false;
  if (k === pattern.words.length - 1 && covers(pattern.words[k] ?? "", word.text)) return true;
  return pattern.stems[k] === word.stem;
}

interface Compiled extends Pattern {
  stems: string[];
}

/**
 * Finds many patterns in a text in one pass: patterns are keyed by their first word's stem (and one-word patterns
 * also by the word itself, looked up for every prefix of a token), so a text costs a few map lookups per word.
 */
export class Matcher {
  private readonly byStem = new Map<string, Compiled[]>();
  private readonly singles = new Map<string, Compiled[]>();
  private longestSingle = 0;

  constructor(patterns: readonly Pattern[]) {
    for (const pattern of patterns) {
      const p: Compiled = { ...pattern, stems: pattern.words.map(stem) };
      const first = p.words[0];
      if (first === undefined) continue;
      const key = p.words.length === 1 ? first : stem(first);
      const map = p.words.length === 1 ? this.singles : this.byStem;
      map.set(key, [...(map.get(key) ?? []), p]);
    }
    for (const list of this.byStem.values()) list.sort((a, b) => b.words.length - a.words.length);
    for (const key of this.singles.keys()) this.longestSingle = Math.max(this.longestSingle, key.length);
  }

  /** Every non-overlapping hit, longest pattern first at each word. */
  find(text: string, limit = Number.POSITIVE_INFINITY): Hit[] {
    const words = wordsOf(text);
    const hits: Hit[] = [];
    for (let i = 0; i < words.length && hits.length < limit; ) {
      const word = words[i] as Word;
      const long = (this.byStem.get(word.stem) ?? []).find((p) =>
        p.words.every((_, k) => wordMatches(p, k, words[i + k])),
      );
      const single = long ? undefined : this.single(word);
      const hit = long ?? single;
      if (!hit) {
        i += 1;
        continue;
      }
      const last = words[i + hit.words.length - 1] ?? words[i];
      hits.push({ tag: hit.tag, start: words[i]?.start ?? 0, end: last?.end ?? 0 });
      i += hit.words.length;
    }
    return hits;
  }

  private single(word: Word): Pattern | undefined {
    const exact = this.singles.get(word.text) ?? this.singles.get(word.stem);
    if (exact?.[0]) return exact[0];
    for (let length = Math.min(word.text.length - 1, this.longestSingle); length >= 4; length--) {
      const found = (this.singles.get(word.text.slice(0, length)) ?? []).find((p) =>
        searchedAsPrefix(p.words[0] ?? ""),
      );
      if (found) return found;
    }
    return undefined;
  }
}

/** Every thesaurus term of both languages, tagged with its concept id. */
export const CONCEPT_MATCHER = new Matcher(
  THESAURUS.flatMap((concept) => [...concept.en, ...concept.pt].map((term) => patternOf(concept.id, term))),
);

/** The index token of a concept ("governing_law" → "cxgoverninglaw"): letters and digits only, never a word. */
export function conceptToken(conceptId: string): string {
  return `cx${conceptId.replace(/[^a-z0-9]/g, "")}`;
}

/** Repeats counted per concept: a document that says it three times ranks above one that says it once. */
const MAX_REPEATS = 3;

/**
 * The `concepts` column of a document's index row: one token per thesaurus concept the text states (in either
 * language, heading or body), repeated up to MAX_REPEATS times, so a concept query is one token in the index.
 */
export function conceptTokens(text: string): string {
  const counts = new Map<string, number>();
  for (const hit of CONCEPT_MATCHER.find(text)) counts.set(hit.tag, (counts.get(hit.tag) ?? 0) + 1);
  return [...counts]
    .flatMap(([id, n]) => Array.from({ length: Math.min(n, MAX_REPEATS) }, () => conceptToken(id)))
    .join(" ");
}

const SNIPPET_BEFORE = 60;
/** The first hit is looked for a slice at a time (overlapping by a phrase), so a long text is not read whole. */
const SCAN_SLICE = 2_000;
const SCAN_OVERLAP = 200;

/**
 * Characters a page of results may scan for snippets, shared by its rows in rank order: each row reads at least its
 * first slice, so a page of long texts whose hits lie deep (or nowhere in the text: matched by name or by a concept
 * far in) costs a bounded ~10 ms of Worker CPU, and the best results keep the deepest search.
 */
export interface ScanBudget {
  chars: number;
}

function firstHit(text: string, matcher: Matcher, budget: ScanBudget): Hit | undefined {
  for (let from = 0; from < text.length; from += SCAN_SLICE - SCAN_OVERLAP) {
    if (from > 0 && budget.chars <= 0) break;
    // Start and end the slice on spaces so no word is cut in two.
    const start = from === 0 ? 0 : text.indexOf(" ", from) + 1;
    const endSpace = text.indexOf(" ", from + SCAN_SLICE);
    const end = endSpace < 0 ? text.length : endSpace;
    if (start <= 0 && from > 0) break;
    budget.chars -= end - start;
    const hit = matcher.find(text.slice(start, end), 1)[0];
    if (hit) return { tag: hit.tag, start: hit.start + start, end: hit.end + start };
    if (end === text.length) break;
  }
  return undefined;
}
const SNIPPET_AFTER = 140;

/** A short passage around the first hit, the hits wrapped in «…», or null when none is found within the budget. */
export function snippetOf(
  text: string,
  matcher: Matcher,
  budget: ScanBudget = { chars: Number.POSITIVE_INFINITY },
): string | null {
  const first = firstHit(text, matcher, budget);
  if (!first) return null;
  const from = Math.max(0, text.lastIndexOf(" ", Math.max(0, first.start - SNIPPET_BEFORE)) + 1);
  const toSpace = text.indexOf(" ", first.end + SNIPPET_AFTER);
  const to = toSpace < 0 ? text.length : toSpace;
  const passage = text.slice(from, to);
  let out = "";
  let at = 0;
  for (const hit of matcher.find(passage)) {
    out += `${passage.slice(at, hit.start)}«${passage.slice(hit.start, hit.end)}»`;
    at = hit.end;
  }
  out += passage.slice(at);
  return `${from > 0 ? "…" : ""}${out.replace(/\s+/g, " ").trim()}${to < text.length ? "…" : ""}`;
}
