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

/** A word of running text: folded, with its place in the original string. */
interface Word {
  text: string;
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
    const folded = fold(m[0]);
    if (folded.length > 0 && !STOPWORDS.has(folded))
      out.push({ text: folded, start: m.index, end: m.index + m[0].length });
  }
  return out;
}

/** Whether word `k` of a pattern matches `token`: the last word as a prefix, the others by stem. */
function wordMatches(pattern: Pattern, k: number, token: string): boolean {
  const word = pattern.words[k] ?? "";
  if (k === pattern.words.length - 1 && covers(word, token)) return true;
  return stem(word) === stem(token);
}

/**
 * Finds many patterns in a text in one pass: patterns are keyed by their first word's stem (and one-word patterns
 * also by the word itself, looked up for every prefix of a token), so a text costs a few map lookups per word.
 */
export class Matcher {
  private readonly byStem = new Map<string, Pattern[]>();
  private readonly singles = new Map<string, Pattern[]>();

  constructor(patterns: readonly Pattern[]) {
    for (const p of patterns) {
      const first = p.words[0];
      if (first === undefined) continue;
      const key = p.words.length === 1 ? first : stem(first);
      const map = p.words.length === 1 ? this.singles : this.byStem;
      map.set(key, [...(map.get(key) ?? []), p]);
    }
    for (const list of this.byStem.values()) list.sort((a, b) => b.words.length - a.words.length);
  }

  /** Every non-overlapping hit, longest pattern first at each word. */
  find(text: string, limit = Number.POSITIVE_INFINITY): Hit[] {
    const words = wordsOf(text);
    const hits: Hit[] = [];
    for (let i = 0; i < words.length && hits.length < limit; ) {
      const token = words[i]?.text ?? "";
      const long = (this.byStem.get(stem(token)) ?? []).find((p) =>
        p.words.every((_, k) => wordMatches(p, k, words[i + k]?.text ?? "")),
      );
      const single = long ? undefined : this.single(token);
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

  private single(token: string): Pattern | undefined {
    const exact = this.singles.get(token) ?? this.singles.get(stem(token));
    if (exact?.[0]) return exact[0];
    for (let length = token.length - 1; length >= 4; length--) {
      const found = (this.singles.get(token.slice(0, length)) ?? []).find((p) => searchedAsPrefix(p.words[0] ?? ""));
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
const SNIPPET_AFTER = 140;

/** A short passage around the first hit, the hits wrapped in «…», or null when the text holds none. */
export function snippetOf(text: string, matcher: Matcher): string | null {
  const first = matcher.find(text, 1)[0];
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
