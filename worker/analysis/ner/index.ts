// Statistical named-entity recognizer for Portuguese legal text: an averaged structured perceptron
// over BIO tags trained on LeNER-Br (see docs/decisions/ner-001-averaged-perceptron.md). Pure
// TypeScript with the weights bundled as JSON, so it runs unchanged in a Worker, Node or a browser.

import { chunkConfidences, chunks, viterbi } from "./decode.ts";
import type { Transitions } from "./decode.ts";
import { NUM_FEATURES, extractFeatures } from "./features.ts";
import { decodeModel } from "./model-codec.ts";
import type { EncodedModel } from "./model-codec.ts";
import modelJson from "./model.json" with { type: "json" };
import { NER_TYPES, NUM_TAGS } from "./tags.ts";
import type { NerType } from "./tags.ts";
import { sentenceBounds, tokenize } from "./tokenize.ts";
import type { Token } from "./tokenize.ts";

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
const F = NUM_FEATURES;

interface LoadedModel {
  table: Uint32Array; // open addressing: feature key, 0 = empty
  rowOf: Int32Array;
  mask: number;
  weights: Float32Array;
  transitions: Transitions;
  temperature: number;
}

let loaded: LoadedModel | null = null;

// Decoding the weights takes a few tens of milliseconds, so it happens on first use rather than
// at import time (Worker start-up stays cheap for requests that never need NER).
function model(): LoadedModel {
  if (loaded !== null) return loaded;
  const m = decodeModel(modelJson as EncodedModel);
  let size = 1;
  while (size < m.keys.length * 2) size <<= 1;
  const table = new Uint32Array(size);
  const rowOf = new Int32Array(size);
  const mask = size - 1;
  for (let r = 0; r < m.keys.length; r++) {
    const k = m.keys[r] as number;
    let slot = Math.imul(k, 0x9e3779b1) >>> 0 & mask;
    while (table[slot] !== 0) slot = (slot + 1) & mask;
    table[slot] = k;
    rowOf[slot] = r;
  }
  loaded = {
    table,
    rowOf,
    mask,
    weights: m.weights,
    transitions: { trans: m.trans, start: m.start, end: m.end },
    temperature: m.temperature,
  };
  return loaded;
}

let keyBuffer = new Uint32Array(256 * F);
let emitBuffer = new Float32Array(256 * T);

function scoreSentence(m: LoadedModel, words: string[]): Float32Array {
  const n = words.length;
  keyBuffer = extractFeatures(words, keyBuffer);
  if (emitBuffer.length < n * T) emitBuffer = new Float32Array(n * T * 2);
  const emit = emitBuffer;
  emit.fill(0, 0, n * T);
  const { table, rowOf, mask, weights } = m;
  for (let i = 0; i < n; i++) {
    const o = i * T;
    for (let f = i * F, fe = f + F; f < fe; f++) {
      const k = keyBuffer[f] as number;
      let slot = Math.imul(k, 0x9e3779b1) >>> 0 & mask;
      let found = table[slot] as number;
      while (found !== k && found !== 0) {
        slot = (slot + 1) & mask;
        found = table[slot] as number;
      }
      if (found === 0) continue;
      const b = (rowOf[slot] as number) * T;
      for (let t = 0; t < T; t++) emit[o + t] = (emit[o + t] as number) + (weights[b + t] as number);
    }
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
    const conf = chunkConfidences(emit, n, m.transitions, found, m.temperature);
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
