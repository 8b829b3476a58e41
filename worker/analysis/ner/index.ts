// Statistical named-entity recognizer for Portuguese legal text: an averaged structured perceptron
// over BIO tags trained on LeNER-Br (see docs/decisions/ner-001-averaged-perceptron.md). Pure
// TypeScript with the weights bundled as JSON, so it runs unchanged in a Worker, Node or a browser.

import type { Transitions } from "./decode.ts";
import { chunkConfidences, chunks, viterbi } from "./decode.ts";
import type { TokenInfo } from "./features.ts";
import {
  BOUNDARY,
  capsHeading,
  capsKeys,
  describeWord,
  NEIGHBOR_GROUPS,
  NUM_CAPS_KEYS,
  NUM_WORD_KEYS,
  neighborKeys,
  PAIR_LEFT_KEYS,
  PAIR_RIGHT_KEYS,
  pairKeys,
  SENTENCE_END,
  SENTENCE_START,
  shapeTripleKey,
  wordKeys,
} from "./features.ts";
import modelJson from "./model.json" with { type: "json" };
import type { EncodedModel } from "./model-codec.ts";
import { decodeModel } from "./model-codec.ts";
import type { NerType } from "./tags.ts";
import { NER_TYPES, NUM_TAGS } from "./tags.ts";
import type { Token } from "./tokenize.ts";
import { sentenceBounds, tokenize } from "./tokenize.ts";

export type { NerType } from "./tags.ts";
export type { Token } from "./tokenize.ts";
export { tokenize } from "./tokenize.ts";

/** An entity found in the text: character offsets (end exclusive) and a probability 0..1. */
export interface NerSpan {
  type: NerType;
  start: number;
  end: number;
  confidence: number;
}

const T = NUM_TAGS;

interface LoadedModel {
  // Open-addressing table of 16-byte slots, read through two views of one buffer:
  // u32[4s] feature key (0 = empty), u32[4s+1] = tagA | tagB << 4 | count << 8 | overflow << 12,
  // f32[4s+2] and f32[4s+3] the weights of tagA and tagB. Rows average under three non-zero
  // tags, so nearly every feature costs one memory access; the rest continue in ovTag/ovWeight.
  // Scoring is bound by memory latency, not arithmetic, hence this layout.
  u32: Uint32Array;
  f32: Float32Array;
  mask: number;
  ovTag: Uint8Array;
  ovWeight: Float32Array;
  transitions: Transitions;
  temperature: number;
  // Summed scores of the capsKeys for each (heading, first, caps left, caps, caps right): 256 rows of T.
  caps: Float64Array;
}

let loaded: LoadedModel | null = null;

function slotOf(key: number, mask: number): number {
  return (Math.imul(key, 0x9e3779b1) >>> 0) & mask;
}

// Decoding the weights takes a few tens of milliseconds, so it happens on first use rather than
// at import time (Worker start-up stays cheap for requests that never need NER).
function model(): LoadedModel {
  if (loaded !== null) return loaded;
  const m = decodeModel(modelJson as EncodedModel);
  const rows = m.keys.length;
  let size = 1;
  while (size * 0.7 < rows) size <<= 1;
  const buffer = new ArrayBuffer(size * 16);
  const u32 = new Uint32Array(buffer);
  const f32 = new Float32Array(buffer);
  const mask = size - 1;
  let overflow = 0;
  for (let r = 0; r < rows; r++) overflow += Math.max(0, (m.rowStart[r + 1] as number) - (m.rowStart[r] as number) - 2);
  const ovTag = new Uint8Array(overflow);
  const ovWeight = new Float32Array(overflow);
  let ov = 0;
  for (let r = 0; r < rows; r++) {
    const a = m.rowStart[r] as number;
    const count = (m.rowStart[r + 1] as number) - a;
    if (count === 0) continue;
    const k = m.keys[r] as number;
    let slot = slotOf(k, mask);
    while (u32[slot * 4] !== 0) slot = (slot + 1) & mask;
    const s4 = slot * 4;
    u32[s4] = k;
    const tagB = count > 1 ? (m.pairTag[a + 1] as number) : 0;
    u32[s4 + 1] = ((m.pairTag[a] as number) | (tagB << 4) | (count << 8) | (ov << 12)) >>> 0;
    f32[s4 + 2] = m.pairWeight[a] as number;
    f32[s4 + 3] = count > 1 ? (m.pairWeight[a + 1] as number) : 0;
    for (let j = a + 2; j < a + count; j++) {
      ovTag[ov] = m.pairTag[j] as number;
      ovWeight[ov] = m.pairWeight[j] as number;
      ov++;
    }
  }
  const lm: LoadedModel = {
    u32,
    f32,
    mask,
    ovTag,
    ovWeight,
    transitions: { trans: m.trans, start: m.start, end: m.end },
    temperature: m.temperature,
    caps: new Float64Array(256 * T),
  };
  const capsK = new Uint32Array(NUM_CAPS_KEYS);
  for (let c = 0; c < 256; c++) {
    capsKeys(c >> 7, (c >> 6) & 1, (c >> 4) & 3, (c >> 2) & 3, c & 3, capsK);
    for (let f = 0; f < NUM_CAPS_KEYS; f++) addFeature(lm, capsK[f] as number, lm.caps, c * T);
  }
  loaded = lm;
  return loaded;
}

// Adds the weights of feature key k to scores[o .. o+T).
function addFeature(m: LoadedModel, k: number, scores: Float32Array | Float64Array, o: number): void {
  const { u32, f32 } = m;
  const wrap = m.mask * 4 + 3;
  let s4 = slotOf(k, m.mask) * 4;
  let found = u32[s4] as number;
  while (found !== k && found !== 0) {
    s4 = (s4 + 4) & wrap;
    found = u32[s4] as number;
  }
  if (found === 0) return;
  const meta = u32[s4 + 1] as number;
  const count = (meta >>> 8) & 15;
  const ta = o + (meta & 15);
  scores[ta] = (scores[ta] as number) + (f32[s4 + 2] as number);
  if (count > 1) {
    const tb = o + ((meta >>> 4) & 15);
    scores[tb] = (scores[tb] as number) + (f32[s4 + 3] as number);
    for (let j = meta >>> 12, je = j + count - 2; j < je; j++) {
      const at = o + (m.ovTag[j] as number);
      scores[at] = (scores[at] as number) + (m.ovWeight[j] as number);
    }
  }
}

// Memoised scores. A token's keys (features.ts) fall into groups that each depend on little: the word
// alone (wordKeys), one neighbour (neighborKeys), the capitalisation pattern (capsKeys, LoadedModel.caps) and
// a pair of adjacent words (pairKeys); only shapeTripleKey is looked up for every token. Words repeat (Zipf)
// and so do word pairs (about half the tokens of LeNER-Br test repeat an earlier bigram), so most tokens cost
// one Map lookup and one pair-table probe instead of 42 hashed-table lookups. The sums are the same features'
// weights added in another order (float rounding aside).

interface WordEntry {
  // 1-based, reset with the cache; identifies the word in the pair table.
  id: number;
  info: TokenInfo;
  // W0 word alone (not a heading), W1 word alone in an all-caps heading, then as seen from a token with this
  // word one to its left (P1), two to the left (P2), one to the right (N1), two to the right (N2).
  v: Float64Array;
}
const W0 = 0;
const W1 = T;
const P1 = 2 * T;
const P2 = 3 * T;
const N1 = 4 * T;
const N2 = 5 * T;
const NEIGHBOR_AT = [P1, P2, N1, N2];

// Bounded by clearing between sentences; ids stay below 2^16 so a pair of them fits one uint32 key.
const CACHE_LIMIT = 50_000;
const wordCache = new Map<string, WordEntry>();
const wordK = new Uint32Array(NUM_WORD_KEYS);
const neighborK = new Uint32Array(12);

function wordEntry(m: LoadedModel, word: string): WordEntry {
  let e = wordCache.get(word);
  if (e === undefined) {
    const boundary = word === SENTENCE_START ? BOUNDARY.start : word === SENTENCE_END ? BOUNDARY.end : null;
    const info = boundary ?? describeWord(word);
    const v = new Float64Array(6 * T);
    // The boundary pseudo-words only ever stand next to a sentence, never in it.
    if (boundary === null) {
      for (let cs = 0; cs < 2; cs++) {
        wordKeys(info, word.length, cs, wordK);
        for (let f = 0; f < NUM_WORD_KEYS; f++) addFeature(m, wordK[f] as number, v, cs * T);
      }
    }
    neighborKeys(info, neighborK);
    let f = 0;
    for (let g = 0; g < 4; g++) {
      for (let k = 0; k < (NEIGHBOR_GROUPS[g] as number); k++)
        addFeature(m, neighborK[f++] as number, v, NEIGHBOR_AT[g] as number);
    }
    e = { id: wordCache.size + 1, info, v };
    wordCache.set(word, e);
  }
  return e;
}

// Pair table: open addressing on (idA << 16 | idB), slot -> row of pairScores holding T scores for token b
// (PAIR_RIGHT_KEYS) then T for token a (PAIR_LEFT_KEYS). Cleared with the word cache (ids restart) or when full.
const PAIR_SLOTS = 1 << 16;
const PAIR_LIMIT = 40_000;
const pairSlotKey = new Uint32Array(PAIR_SLOTS);
const pairSlotRow = new Int32Array(PAIR_SLOTS);
let pairScores = new Float64Array(1024 * 2 * T);
let pairCount = 0;
const pairK = new Uint32Array(PAIR_RIGHT_KEYS + PAIR_LEFT_KEYS);

function clearPairs(): void {
  pairSlotKey.fill(0);
  pairCount = 0;
}

// Row offset into pairScores of the adjacent pair (a, b).
function pairRow(m: LoadedModel, a: WordEntry, b: WordEntry): number {
  const k = ((a.id << 16) | b.id) >>> 0;
  let slot = (Math.imul(k, 0x9e3779b1) >>> 16) & (PAIR_SLOTS - 1);
  for (;;) {
    const found = pairSlotKey[slot] as number;
    if (found === k) return pairSlotRow[slot] as number;
    if (found === 0) break;
    slot = (slot + 1) & (PAIR_SLOTS - 1);
  }
  const row = pairCount * 2 * T;
  if (pairScores.length < row + 2 * T) {
    const grown = new Float64Array(Math.min(PAIR_LIMIT, pairCount * 2) * 2 * T);
    grown.set(pairScores);
    pairScores = grown;
  }
  pairScores.fill(0, row, row + 2 * T);
  pairKeys(a.info, b.info, pairK);
  for (let f = 0; f < PAIR_RIGHT_KEYS; f++) addFeature(m, pairK[f] as number, pairScores, row);
  for (let f = PAIR_RIGHT_KEYS; f < PAIR_RIGHT_KEYS + PAIR_LEFT_KEYS; f++) {
    addFeature(m, pairK[f] as number, pairScores, row + T);
  }
  pairSlotKey[slot] = k;
  pairSlotRow[slot] = row;
  pairCount++;
  return row;
}

let entryBuffer: WordEntry[] = [];
let infoBuffer: TokenInfo[] = [];
let pairBuffer = new Int32Array(256);
let emitBuffer = new Float64Array(256 * T);

function scoreSentence(m: LoadedModel, words: string[]): Float64Array {
  const n = words.length;
  if (wordCache.size + n + 2 >= CACHE_LIMIT) {
    wordCache.clear();
    clearPairs();
  }
  if (pairCount + n + 1 > PAIR_LIMIT) clearPairs();
  if (emitBuffer.length < n * T) emitBuffer = new Float64Array(n * T * 2);
  if (entryBuffer.length < n + 4) {
    entryBuffer = new Array(2 * n + 4);
    infoBuffer = new Array(2 * n + 4);
    pairBuffer = new Int32Array(2 * n + 4);
  }
  const emit = emitBuffer;
  const es = entryBuffer;
  const start = wordEntry(m, SENTENCE_START);
  const end = wordEntry(m, SENTENCE_END);
  es[0] = start;
  es[1] = start;
  for (let i = 0; i < n; i++) {
    const e = wordEntry(m, words[i] as string);
    es[i + 2] = e;
    infoBuffer[i] = e.info;
  }
  es[n + 2] = end;
  es[n + 3] = end;
  // pairs[i] is the pair (token i-1, token i), the sentence start and end standing in beyond the ends.
  const pairs = pairBuffer;
  for (let i = 0; i <= n; i++) pairs[i] = pairRow(m, es[i + 1] as WordEntry, es[i + 2] as WordEntry);
  const heading = capsHeading(infoBuffer, 0, n);
  const self = heading === 1 ? W1 : W0;
  const capsTable = m.caps;
  const ps = pairScores;
  for (let i = 0; i < n; i++) {
    const o = i * T;
    const w = es[i + 2] as WordEntry;
    const p1 = es[i + 1] as WordEntry;
    const n1 = es[i + 3] as WordEntry;
    const wv = w.v;
    const p1v = p1.v;
    const p2v = (es[i] as WordEntry).v;
    const n1v = n1.v;
    const n2v = (es[i + 4] as WordEntry).v;
    const c = (((heading << 1) | (i === 0 ? 1 : 0)) << 6) | (p1.info.caps << 4) | (w.info.caps << 2) | n1.info.caps;
    const co = c * T;
    const right = pairs[i] as number;
    const left = (pairs[i + 1] as number) + T;
    for (let t = 0; t < T; t++) {
      emit[o + t] =
        (wv[self + t] as number) +
        (p1v[P1 + t] as number) +
        (p2v[P2 + t] as number) +
        (n1v[N1 + t] as number) +
        (n2v[N2 + t] as number) +
        (capsTable[co + t] as number) +
        (ps[right + t] as number) +
        (ps[left + t] as number);
    }
    addFeature(m, shapeTripleKey(p1.info, w.info, n1.info), emit, o);
  }
  return emit;
}

// Tokens that never begin or end an entity; they are trimmed off predicted spans.
const EDGE_PUNCTUATION = new Set([",", ";", ":", ".", "-", "–", "—", "...", "'", "''", "``", '"', "“", "”", "‘", "’"]);

function trimChunk(tokens: readonly Token[], base: number, start: number, end: number): [number, number] {
  let s = start;
  let e = end;
  while (s < e && isEdge(tokens, base + s, base + s, base + e)) s++;
  while (e > s && isEdge(tokens, base + e - 1, base + s, base + e)) e--;
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

/**
 * Finds PERSON, ORGANIZATION, LOCATION, DATE, LAW and CASE_LAW mentions in raw text of any length.
 * Spans are character offsets into `text` (end exclusive), sorted by start.
 */
export function recognize(text: string): NerSpan[] {
  if (text.length === 0) return [];
  const tokens = tokenize(text);
  if (tokens.length === 0) return [];
  const m = model();
  const out: NerSpan[] = [];
  let tags = new Int32Array(256);
  for (const [s, e] of sentenceBounds(text, tokens)) {
    const n = e - s;
    const words: string[] = new Array(n);
    for (let i = 0; i < n; i++) words[i] = (tokens[s + i] as Token).text;
    const emit = scoreSentence(m, words);
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
