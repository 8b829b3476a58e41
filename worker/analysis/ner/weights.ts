// The NER's weights, decoded once per language into a hashed table built for the lookups the recognizer makes
// (index.ts): Portuguese trained on LeNER-Br (decision 010), English on reviewed US court text (decision 029).
import type { Transitions } from "./decode.ts";
import { capsKeys, NUM_CAPS_KEYS } from "./features.ts";
import modelJson from "./model.json" with { type: "json" };
import type { EncodedModel } from "./model-codec.ts";
import { decodeModel } from "./model-codec.ts";
import modelEnJson from "./model-en.json" with { type: "json" };
import { NUM_TAGS } from "./tags.ts";

const T = NUM_TAGS;

export interface LoadedModel {
  // Open-addressing table of 16-byte slots (4 to a cache line), read through two views of one buffer: slot s has
  // its feature key at i32[4s] (0 = empty) and its number of non-zero tags n at u16[8s+2]. A row of at most
  // INLINE_ENTRIES tags follows inline from u16[8s+3], entries tag << 8 | level, the weight being levels[level]
  // (the model's one-byte log-scale codes, as stored). A longer row is a dense row of T weights (zeros where the
  // model has none) at dense[DENSE_STRIDE * d], d = u16[8s+3] | u16[8s+4] << 16. 89% of rows are short, but the
  // features looked up most (shapes, suffixes, frequent words) have long rows: 77% of hits on new text, at 9.4
  // tags on average; a dense row is one cache line and a plain loop. Adding a zero leaves a sum unchanged (sums
  // start at +0 and weights are never -0), so the scores are exactly those of the sparse rows. Keys are compared
  // as int32 (features.ts computes them so).
  i32: Int32Array;
  // A 16-bit fingerprint of each slot's key (0 = empty slot), probed first: a quarter of the table's size, it
  // mostly stays in cache, and the 40% of lookups that find no feature (new words, new word pairs) then end
  // without touching the table itself.
  fingerprints: Uint16Array;
  u16: Uint16Array;
  levels: Float32Array;
  mask: number;
  dense: Float32Array;
  transitions: Transitions;
  temperature: number;
  // Summed scores of the capsKeys for each (heading, first, caps left, caps, caps right): 256 rows of T.
  caps: Float64Array;
}

const INLINE_ENTRIES = 5;
// T weights padded to 16: 64 bytes, one cache line when the array is so aligned.
const DENSE_STRIDE = 16;

export type NerLanguage = "pt" | "en";

const SOURCES: Record<NerLanguage, unknown> = { pt: modelJson, en: modelEnJson };
const loaded: Partial<Record<NerLanguage, LoadedModel>> = {};

function slotOf(key: number, mask: number): number {
  return Math.imul(key, 0x9e3779b1) & mask;
}

// Nonzero; taken from other bits than the slot's.
function fingerprintOf(key: number): number {
  return (Math.imul(key, 0x85ebca6b) >>> 16) | 1;
}

// Decoding the weights takes a few tens of milliseconds, so it happens on first use rather than
// at import time (Worker start-up stays cheap for requests that never need NER, and the English model is decoded
// only when an English document is analysed). The decoded weights are read-only and shared by every recognizer of
// that language; each recognizer has its own memos.
export function model(language: NerLanguage = "pt"): LoadedModel {
  const cached = loaded[language];
  if (cached !== undefined) return cached;
  const m = decodeModel(SOURCES[language] as EncodedModel);
  const rows = m.keys.length;
  let size = 1;
  while (size * 0.7 < rows) size <<= 1;
  const buffer = new ArrayBuffer(size * 16);
  const i32 = new Int32Array(buffer);
  const u16 = new Uint16Array(buffer);
  const fingerprints = new Uint16Array(size);
  const mask = size - 1;
  let long = 0;
  for (let r = 0; r < rows; r++) if ((m.rowStart[r + 1] as number) - (m.rowStart[r] as number) > INLINE_ENTRIES) long++;
  const dense = new Float32Array(long * DENSE_STRIDE);
  let d = 0;
  for (let r = 0; r < rows; r++) {
    const a = m.rowStart[r] as number;
    const count = (m.rowStart[r + 1] as number) - a;
    if (count === 0) continue;
    const k = (m.keys[r] as number) | 0;
    let slot = slotOf(k, mask);
    while (i32[slot * 4] !== 0) slot = (slot + 1) & mask;
    i32[slot * 4] = k;
    fingerprints[slot] = fingerprintOf(k);
    u16[slot * 8 + 2] = count;
    if (count <= INLINE_ENTRIES) {
      for (let j = 0; j < count; j++) {
        u16[slot * 8 + 3 + j] = ((m.pairTag[a + j] as number) << 8) | (m.pairLevel[a + j] as number);
      }
    } else {
      u16[slot * 8 + 3] = d & 0xffff;
      u16[slot * 8 + 4] = d >>> 16;
      for (let j = a; j < a + count; j++) {
        dense[d * DENSE_STRIDE + (m.pairTag[j] as number)] = m.levels[m.pairLevel[j] as number] as number;
      }
      d++;
    }
  }
  const lm: LoadedModel = {
    i32,
    fingerprints,
    u16,
    levels: m.levels,
    mask,
    dense,
    transitions: { trans: m.trans, start: m.start, end: m.end },
    temperature: m.temperature,
    caps: new Float64Array(256 * T),
  };
  const capsK = new Int32Array(NUM_CAPS_KEYS);
  for (let c = 0; c < 256; c++) {
    capsKeys(c >> 7, (c >> 6) & 1, (c >> 4) & 3, (c >> 2) & 3, c & 3, capsK);
    for (let f = 0; f < NUM_CAPS_KEYS; f++) addFeature(lm, capsK[f] as number, lm.caps, c * T);
  }
  loaded[language] = lm;
  return lm;
}

// Adds the weights of feature key k (int32) to scores[o .. o+T).
export function addFeature(m: LoadedModel, k: number, scores: Float64Array, o: number): void {
  const fingerprints = m.fingerprints;
  const mask = m.mask;
  const f = fingerprintOf(k);
  let slot = slotOf(k, mask);
  for (;;) {
    const g = fingerprints[slot] as number;
    if (g === 0) return;
    if (g === f && m.i32[slot * 4] === k) break;
    slot = (slot + 1) & mask;
  }
  const u16 = m.u16;
  const base = slot * 8 + 3;
  const count = u16[base - 1] as number;
  if (count <= INLINE_ENTRIES) {
    const levels = m.levels;
    for (let j = 0; j < count; j++) {
      const e = u16[base + j] as number;
      const at = o + (e >>> 8);
      scores[at] = (scores[at] as number) + (levels[e & 255] as number);
    }
  } else {
    const dense = m.dense;
    const r = ((u16[base] as number) | ((u16[base + 1] as number) << 16)) * DENSE_STRIDE;
    for (let t = 0; t < T; t++) scores[o + t] = (scores[o + t] as number) + (dense[r + t] as number);
  }
}
