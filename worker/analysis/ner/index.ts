// Statistical named-entity recognizer for Portuguese legal text: an averaged structured perceptron
// over BIO tags trained on LeNER-Br (see docs/decisions/ner-001-averaged-perceptron.md). Pure
// TypeScript with the weights bundled as JSON, so it runs unchanged in a Worker, Node or a browser.

import type { Transitions } from "./decode.ts";
import { chunkConfidences, chunks, viterbi } from "./decode.ts";
import {
  extractFeatures,
  localFeatures,
  NEIGHBOR_OFFSETS,
  NUM_CONTEXT_FEATURES,
  NUM_LOCAL_FEATURES,
  NUM_NEIGHBOR_FEATURES,
  neighborFeatures,
  SENTENCE_END,
  SENTENCE_START,
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
const C = NUM_CONTEXT_FEATURES;

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
  loaded = {
    u32,
    f32,
    mask,
    ovTag,
    ovWeight,
    transitions: { trans: m.trans, start: m.start, end: m.end },
    temperature: m.temperature,
  };
  return loaded;
}

// Adds the weights of feature key k to scores[o .. o+T).
function addFeature(m: LoadedModel, k: number, scores: Float32Array, o: number): void {
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

// Scores of each distinct word's single-word features, memoised: the word-only group at offset 0,
// then the neighbour group as seen from a token at each NEIGHBOR_OFFSETS position (-1, -2, +1,
// +2). Twenty of the 46 lookups per token disappear for repeated words. Bounded by clearing.
const CACHE_LIMIT = 50_000;
const wordCache = new Map<string, Float32Array>();
const localKeys = new Uint32Array(NUM_LOCAL_FEATURES);
const neighborKeys = new Uint32Array(NUM_NEIGHBOR_FEATURES);
const P1 = T;
const P2 = 2 * T;
const N1 = 3 * T;
const N2 = 4 * T;

function wordScores(m: LoadedModel, word: string): Float32Array {
  let v = wordCache.get(word);
  if (v === undefined) {
    if (wordCache.size >= CACHE_LIMIT) wordCache.clear();
    v = new Float32Array(5 * T);
    if (word !== SENTENCE_START && word !== SENTENCE_END) {
      localFeatures(word, localKeys);
      for (let f = 0; f < NUM_LOCAL_FEATURES; f++) addFeature(m, localKeys[f] as number, v, 0);
    }
    neighborFeatures(word, neighborKeys);
    for (let f = 0; f < NUM_NEIGHBOR_FEATURES; f++) {
      const off = NEIGHBOR_OFFSETS[f] as number;
      const at = off === -1 ? P1 : off === -2 ? P2 : off === 1 ? N1 : N2;
      addFeature(m, neighborKeys[f] as number, v, at);
    }
    wordCache.set(word, v);
  }
  return v;
}

let keyBuffer: Uint32Array = new Uint32Array(256 * C);
let emitBuffer = new Float32Array(256 * T);
let scoresBuffer: Float32Array[] = [];

function scoreSentence(m: LoadedModel, words: string[]): Float32Array {
  const n = words.length;
  keyBuffer = extractFeatures(words, keyBuffer, true);
  if (emitBuffer.length < n * T) emitBuffer = new Float32Array(n * T * 2);
  const emit = emitBuffer;
  if (scoresBuffer.length < n + 4) scoresBuffer = new Array(2 * n + 4);
  const ws = scoresBuffer;
  const start = wordScores(m, SENTENCE_START);
  const end = wordScores(m, SENTENCE_END);
  ws[0] = start;
  ws[1] = start;
  for (let i = 0; i < n; i++) ws[i + 2] = wordScores(m, words[i] as string);
  ws[n + 2] = end;
  ws[n + 3] = end;
  for (let i = 0; i < n; i++) {
    const o = i * T;
    const self = ws[i + 2] as Float32Array;
    const p1 = ws[i + 1] as Float32Array;
    const p2 = ws[i] as Float32Array;
    const n1 = ws[i + 3] as Float32Array;
    const n2 = ws[i + 4] as Float32Array;
    for (let t = 0; t < T; t++) {
      emit[o + t] =
        (self[t] as number) +
        (p1[P1 + t] as number) +
        (p2[P2 + t] as number) +
        (n1[N1 + t] as number) +
        (n2[N2 + t] as number);
    }
    for (let f = i * C, fe = f + C; f < fe; f++) addFeature(m, keyBuffer[f] as number, emit, o);
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
