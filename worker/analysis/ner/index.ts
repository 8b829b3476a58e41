// Statistical named-entity recognizer for legal text: an averaged structured perceptron over BIO tags, one model per
// language: Portuguese trained on LeNER-Br (docs/decisions/010-ner-averaged-perceptron.md), English on reviewed US
// court text (docs/decisions/029-english-ner.md). Pure TypeScript with the weights bundled as JSON, so it runs
// unchanged in a Worker, Node or a browser.

import { chunkConfidences, chunks, viterbi } from "./decode.ts";
import {
  capsHeadingRows,
  describeInto,
  NEIGHBOR_GROUPS,
  NUM_LOCAL_FEATURES,
  NUM_NEIGHBOR_KEYS,
  NUM_WORD_KEYS,
  neighborKeys,
  PAIR_LEFT_KEYS,
  PAIR_RIGHT_KEYS,
  pairKeys,
  SENTENCE_END,
  SENTENCE_START,
  shapeTripleKey,
  WORD_CAPS,
  WORD_FIELDS,
  wordKeys,
} from "./features.ts";
import type { NerType } from "./tags.ts";
import { NER_TYPES, NUM_TAGS } from "./tags.ts";
import type { Token } from "./tokenize.ts";
import { sentenceBounds, tokenize } from "./tokenize.ts";
import { addFeature, type LoadedModel, model, type NerLanguage } from "./weights.ts";

export type { NerType } from "./tags.ts";
export type { Token } from "./tokenize.ts";
export { tokenize } from "./tokenize.ts";
export type { NerLanguage } from "./weights.ts";

/** An entity found in the text: character offsets (end exclusive) and a probability 0..1. */
export interface NerSpan {
  type: NerType;
  start: number;
  end: number;
  confidence: number;
}

const T = NUM_TAGS;

// Memoised scores. A token's keys (features.ts) fall into groups that each depend on little: the word
// alone (wordKeys), one neighbour (neighborKeys), the capitalisation pattern (capsKeys, LoadedModel.caps) and
// a pair of adjacent words (pairKeys); only shapeTripleKey is looked up for every token. Words repeat (Zipf)
// and so do word pairs (about half the tokens of LeNER-Br test repeat an earlier bigram), so most tokens cost
// one word-table and one pair-table probe instead of 42 hashed-table lookups. The sums are the same features'
// weights added in another order (float rounding aside).
//
// Each distinct word gets an id (1-based, reset with the cache) and, at that index, a row of WORD_FIELDS int32s
// in wordInfo (its description) and a row of WORD_SCORES floats in wordScores: W0 the word alone (not a
// heading), W1 alone in an all-caps heading, then as seen from a token with this word one to its left (P1), two
// to the left (P2), one to the right (N1), two to the right (N2). Flat typed arrays rather than an object per
// word: on new text most time goes to filling these, and per-word objects cost allocations, boxed hashes and GC.
//
// The memoised sums are made in double precision (scratch rows) and stored as float32, each group of T scores at a
// stride of ROW floats (64 bytes): scoring a token reads eight groups from rows all over ~11 MB of memos, and in
// doubles at a stride of T each group spread over two or three cache lines (now two at most; large buffers are
// 16-byte aligned). Rounding the stored sums to float32 (relative 6e-8; the weights themselves are float32) left the
// predictions and confidences on LeNER-Br and CUAD byte-identical; scoring new text became 5-10% faster.
const ROW = 16;
const W0 = 0;
const W1 = ROW;
const P1 = 2 * ROW;
const P2 = 3 * ROW;
const N1 = 4 * ROW;
const N2 = 5 * ROW;
const WORD_SCORES = 6 * ROW;
const PAIR_SCORES = 2 * ROW;
const NEIGHBOR_AT = [P1, P2, N1, N2];

// Bounded by clearing between sentences; ids stay below 2^16 so a pair of them fits one 32-bit key.
const CACHE_LIMIT = 50_000;
// Room for 16,384 words from the first use (6 MB of scores, of which only the rows in use are ever touched):
// growing by copying from a small start cost a few milliseconds each time on a new document's words.
const INITIAL_WORDS = 16_384;
// Word -> id: open addressing on an FNV hash of the word's characters (compared first, then the word itself).
// A Map<string, number> did the same job at several times the cost per token on new text. Slot s holds the hash
// at wordSlots[2s] and the id (0 = empty) at wordSlots[2s + 1]: one cache line per probe.
const WORD_SLOTS = 1 << 17;
// Pair table: open addressing on (idA << 16 | idB), slot -> row of pairScores holding the scores for token b
// (PAIR_RIGHT_KEYS) then, ROW floats on, those for token a (PAIR_LEFT_KEYS). Cleared with the word cache (ids
// restart) or when full.
// Slot s holds the key at pairSlots[2s] (0 = empty) and the row at pairSlots[2s + 1].
const PAIR_SLOTS = 1 << 16;
const PAIR_LIMIT = 40_000;

// Tokens that never begin or end an entity; they are trimmed off predicted spans.
const EDGE_PUNCTUATION = new Set([",", ";", ":", ".", "-", "–", "—", "...", "'", "''", "``", '"', "“", "”", "‘", "’"]);

function trimChunk(tokens: readonly Token[], base: number, start: number, end: number): [number, number] {
  let s = start;
  let e = end;
  // The start first, then the end, through one call site: V8 compiles isEdge into each site that calls it.
  let atEnd = false;
  while (s < e) {
    if (!isEdge(tokens, base + (atEnd ? e - 1 : s), base + s, base + e)) {
      if (atEnd) break;
      atEnd = true;
    } else if (atEnd) {
      e--;
    } else {
      s++;
    }
  }
  return [s, e];
}

function isEdge(tokens: readonly Token[], i: number, from: number, to: number): boolean {
  const t = (tokens[i] as Token).text;
  if (EDGE_PUNCTUATION.has(t)) return true;
  // A bracket at an edge is kept only when its partner is inside the span: "Lei 8.112/90 (RJU)".
  const open = t === "(" ? "(" : t === "[" ? "[" : t === ")" ? "(" : t === "]" ? "[" : null;
  if (open === null) return false;
  const close = open === "(" ? ")" : "]";
  let depth = 0;
  for (let j = from; j < to; j++) {
    const x = (tokens[j] as Token).text;
    if (x === open) depth++;
    else if (x === close) depth--;
  }
  return depth !== 0;
}

/** The recognizer: `recognize` finds the entities; `forgetWords` empties its memos (results do not change). */
export interface EntityRecognizer {
  /**
   * Finds PERSON, ORGANIZATION, LOCATION, DATE, LAW and CASE_LAW mentions in raw text of any length.
   * Spans are character offsets into `text` (end exclusive), sorted by start.
   */
  recognize(text: string): NerSpan[];
  /** Makes every word new to the recognizer again: for benchmarks that measure new text on warm code. */
  forgetWords(): void;
}

/**
 * A recognizer for one language's model, with its own word and pair memos (about 11 MB once warm). One per process
 * and language is the intent: the engine keeps one of each (analyze.ts), and a benchmark builds its own to empty it
 * between rounds.
 */
export function createRecognizer(language: NerLanguage = "pt"): EntityRecognizer {
  const scratch = new Float64Array(WORD_SCORES);
  let wordCount = 0;
  let wordCapacity = 0;
  let wordInfo = new Int32Array(0);
  let wordScores = new Float32Array(0);
  const wordK = new Int32Array(NUM_WORD_KEYS);
  const neighborK = new Int32Array(NUM_NEIGHBOR_KEYS);

  const wordSlots = new Int32Array(2 * WORD_SLOTS);
  let wordById: string[] = [""];

  function clearWords(): void {
    wordSlots.fill(0);
    wordById = [""];
    wordCount = 0;
  }

  // Id of `word`, which is source.slice(start, end). The hash is read off `source` (the document, one string for
  // all its tokens): token strings come in several internal representations, which made every access to them
  // (length, characters) a megamorphic lookup.
  function wordId(m: LoadedModel, word: string, source: string, start: number, end: number): number {
    let h = 0x811c9dc5;
    for (let i = start; i < end; i++) h = Math.imul(h ^ source.charCodeAt(i), 0x01000193);
    let slot = (Math.imul(h, 0x9e3779b1) >>> 15) & (WORD_SLOTS - 1);
    for (;;) {
      const known = wordSlots[2 * slot + 1] as number;
      if (known === 0) break;
      if (wordSlots[2 * slot] === h && wordById[known] === word) return known;
      slot = (slot + 1) & (WORD_SLOTS - 1);
    }
    const id = ++wordCount;
    wordSlots[2 * slot] = h;
    wordSlots[2 * slot + 1] = id;
    wordById.push(word);
    if (id >= wordCapacity) {
      wordCapacity = Math.min(2 * wordCapacity, CACHE_LIMIT + 1);
      const info = new Int32Array(wordCapacity * WORD_FIELDS);
      info.set(wordInfo);
      wordInfo = info;
      const scores = new Float32Array(wordCapacity * WORD_SCORES);
      scores.set(wordScores);
      wordScores = scores;
    }
    const info = wordInfo;
    const v = scratch;
    const w = id * WORD_FIELDS;
    describeInto(word, info, w);
    for (let t = 0; t < WORD_SCORES; t++) v[t] = 0; // (a loop: fill() on a short range costs a builtin call)
    // The boundary pseudo-words only ever stand next to a sentence, never in it.
    if (word !== SENTENCE_START && word !== SENTENCE_END) {
      // W0 and W1 share the local keys and differ in the heading key alone: sum the shared ones once, copy the
      // partial sums (the same additions in the same order), then add each variant's heading key.
      wordKeys(info, w, wordK);
      for (let f = 0; f < NUM_LOCAL_FEATURES; f++) addFeature(m, wordK[f] as number, v, W0);
      for (let t = 0; t < T; t++) v[W1 + t] = v[W0 + t] as number;
      addFeature(m, wordK[NUM_LOCAL_FEATURES] as number, v, W0);
      addFeature(m, wordK[NUM_LOCAL_FEATURES + 1] as number, v, W1);
    }
    neighborKeys(info, w, neighborK);
    let f = 0;
    for (let g = 0; g < 4; g++) {
      const at = NEIGHBOR_AT[g] as number;
      for (let k = 0; k < (NEIGHBOR_GROUPS[g] as number); k++) addFeature(m, neighborK[f++] as number, v, at);
    }
    const row = id * WORD_SCORES;
    const ws = wordScores;
    for (let t = 0; t < WORD_SCORES; t++) ws[row + t] = v[t] as number;
    return id;
  }

  const pairSlots = new Int32Array(2 * PAIR_SLOTS);
  // Sized for PAIR_LIMIT pairs at the first use (5 MB, of which only the rows in use are ever touched): growing it
  // by copying cost ~8 ms on LeNER-Br test.
  let pairScores = new Float32Array(0);
  const pairScratch = new Float64Array(PAIR_SCORES);
  let pairCount = 0;
  const pairK = new Int32Array(PAIR_RIGHT_KEYS + PAIR_LEFT_KEYS);

  function clearPairs(): void {
    pairSlots.fill(0);
    pairCount = 0;
  }

  // Row offset into pairScores of the adjacent pair of words with ids a, b.
  function pairRow(m: LoadedModel, a: number, b: number): number {
    const k = (a << 16) | b;
    let slot = (Math.imul(k, 0x9e3779b1) >>> 16) & (PAIR_SLOTS - 1);
    for (;;) {
      const found = pairSlots[2 * slot] as number;
      if (found === k) return pairSlots[2 * slot + 1] as number;
      if (found === 0) break;
      slot = (slot + 1) & (PAIR_SLOTS - 1);
    }
    const row = pairCount * PAIR_SCORES;
    const ps = pairScratch;
    for (let t = 0; t < PAIR_SCORES; t++) ps[t] = 0;
    pairKeys(wordInfo, a * WORD_FIELDS, b * WORD_FIELDS, pairK);
    for (let f = 0; f < PAIR_RIGHT_KEYS; f++) addFeature(m, pairK[f] as number, ps, 0);
    for (let f = PAIR_RIGHT_KEYS; f < PAIR_RIGHT_KEYS + PAIR_LEFT_KEYS; f++) addFeature(m, pairK[f] as number, ps, ROW);
    const stored = pairScores;
    for (let t = 0; t < PAIR_SCORES; t++) stored[row + t] = ps[t] as number;
    pairSlots[2 * slot] = k;
    pairSlots[2 * slot + 1] = row;
    pairCount++;
    return row;
  }

  // Per-sentence scratch, grown as needed: word ids with two boundary ids either side, their wordInfo offsets, and
  // the pair rows.
  let idBuffer = new Int32Array(260);
  let infoAtBuffer = new Int32Array(260);
  let pairBuffer = new Int32Array(260);
  let emitBuffer = new Float64Array(256 * T);

  function scoreSentence(
    m: LoadedModel,
    text: string,
    tokens: readonly Token[],
    from: number,
    n: number,
  ): Float64Array {
    if (wordCount + n + 2 >= CACHE_LIMIT) {
      clearWords();
      clearPairs();
    }
    if (pairCount + n + 1 > PAIR_LIMIT) clearPairs();
    if (emitBuffer.length < n * T) emitBuffer = new Float64Array(n * T * 2);
    if (idBuffer.length < n + 4) {
      idBuffer = new Int32Array(2 * n + 4);
      infoAtBuffer = new Int32Array(2 * n + 4);
      pairBuffer = new Int32Array(2 * n + 4);
    }
    const emit = emitBuffer;
    const ids = idBuffer;
    const start = wordId(m, SENTENCE_START, SENTENCE_START, 0, SENTENCE_START.length);
    const end = wordId(m, SENTENCE_END, SENTENCE_END, 0, SENTENCE_END.length);
    ids[0] = start;
    ids[1] = start;
    for (let i = 0; i < n; i++) {
      const token = tokens[from + i] as Token;
      ids[i + 2] = wordId(m, token.text, text, token.start, token.end);
    }
    ids[n + 2] = end;
    ids[n + 3] = end;
    // Read the tables after the lookups above: adding a word may have grown them.
    const info = wordInfo;
    const v = wordScores;
    const infoAt = infoAtBuffer;
    for (let i = 0; i < n + 4; i++) infoAt[i] = (ids[i] as number) * WORD_FIELDS;
    // pairs[i] is the pair (token i-1, token i), the sentence start and end standing in beyond the ends.
    const pairs = pairBuffer;
    for (let i = 0; i <= n; i++) pairs[i] = pairRow(m, ids[i + 1] as number, ids[i + 2] as number);
    const heading = capsHeadingRows(info, infoAt, 2, n + 2);
    const self = heading === 1 ? W1 : W0;
    const capsTable = m.caps;
    const ps = pairScores;
    for (let i = 0; i < n; i++) {
      const o = i * T;
      const wv = (ids[i + 2] as number) * WORD_SCORES + self;
      const p1v = (ids[i + 1] as number) * WORD_SCORES + P1;
      const p2v = (ids[i] as number) * WORD_SCORES + P2;
      const n1v = (ids[i + 3] as number) * WORD_SCORES + N1;
      const n2v = (ids[i + 4] as number) * WORD_SCORES + N2;
      const p1 = infoAt[i + 1] as number;
      const w = infoAt[i + 2] as number;
      const n1 = infoAt[i + 3] as number;
      const c =
        (((heading << 1) | (i === 0 ? 1 : 0)) << 6) |
        ((info[p1 + WORD_CAPS] as number) << 4) |
        ((info[w + WORD_CAPS] as number) << 2) |
        (info[n1 + WORD_CAPS] as number);
      const co = c * T;
      const right = pairs[i] as number;
      const left = (pairs[i + 1] as number) + ROW;
      for (let t = 0; t < T; t++) {
        emit[o + t] =
          (v[wv + t] as number) +
          (v[p1v + t] as number) +
          (v[p2v + t] as number) +
          (v[n1v + t] as number) +
          (v[n2v + t] as number) +
          (capsTable[co + t] as number) +
          (ps[right + t] as number) +
          (ps[left + t] as number);
      }
      addFeature(m, shapeTripleKey(info, p1, w, n1), emit, o);
    }
    return emit;
  }

  function allocate(): void {
    wordCapacity = INITIAL_WORDS;
    wordInfo = new Int32Array(wordCapacity * WORD_FIELDS);
    wordScores = new Float32Array(wordCapacity * WORD_SCORES);
    pairScores = new Float32Array(PAIR_LIMIT * PAIR_SCORES);
  }

  function recognize(text: string): NerSpan[] {
    if (text.length === 0) return [];
    const tokens = tokenize(text);
    if (tokens.length === 0) return [];
    const m = model(language);
    if (wordCapacity === 0) allocate();
    const out: NerSpan[] = [];
    let tags = new Int32Array(256);
    for (const [s, e] of sentenceBounds(text, tokens)) {
      const n = e - s;
      const emit = scoreSentence(m, text, tokens, s, n);
      if (tags.length < n) tags = new Int32Array(n * 2);
      viterbi(emit, n, m.transitions, tags);
      const found = chunks(tags, n);
      if (found.length === 0) continue;
      const conf = chunkConfidences(emit, n, m.transitions, tags, found, m.temperature);
      found.forEach((c, k) => {
        const [a, b] = trimChunk(tokens, s, c.start, c.end);
        if (a >= b) return;
        out.push({
          type: NER_TYPES[c.type] as NerType,
          start: (tokens[s + a] as Token).start,
          end: (tokens[s + b - 1] as Token).end,
          confidence: Math.round((conf[k] as number) * 1000) / 1000,
        });
      });
    }
    return out;
  }

  return {
    recognize,
    forgetWords() {
      clearWords();
      clearPairs();
    },
  };
}
