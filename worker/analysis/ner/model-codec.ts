// Compact JSON form of the perceptron weights, small enough to bundle into a Worker:
// feature keys sorted and delta-coded as varints; per row a 16-bit mask of the tags with a
// non-zero weight followed by those weights, one byte each on a logarithmic scale (relative
// error under 3% from 1/1000 of the largest weight up); all base64-encoded. Rows average
// fewer than three non-zero tags (a perceptron only ever touches the gold and predicted tag),
// so the sparse form is both smaller and cheaper to score.

import { NUM_TAGS } from "./tags.ts";

export const MODEL_FORMAT = "causa-ner-perceptron/1";

const LEVELS = 127;
const RATIO = 1.056; // 127 levels span about three decades

/** The model as stored in model.json. */
export interface EncodedModel {
  format: string;
  tags: number;
  temperature: number;
  maxAbs: number;
  rows: number;
  trans: number[];
  start: number[];
  end: number[];
  keys: string;
  weights: string;
  meta: Record<string, unknown>;
}

/** Trained weights to encode: keys sorted ascending, weights rows×tags row-major. */
export interface ModelWeights {
  keys: Uint32Array;
  weights: Float32Array;
  trans: Float32Array;
  start: Float32Array;
  end: Float32Array;
  temperature: number;
}

/**
 * The model as decoded: row r's non-zero weights are pairs rowStart[r] .. rowStart[r+1], each a
 * tag (pairTag) and a weight, levels[pairLevel] (the stored byte: the recognizer keeps the bytes, which
 * makes its table small enough that a row fits beside its key).
 */
export interface DecodedModel {
  keys: Uint32Array;
  rowStart: Uint32Array;
  pairTag: Uint8Array;
  pairLevel: Uint8Array;
  /** The weight of each level byte (0 for 0). */
  levels: Float32Array;
  trans: Float32Array;
  start: Float32Array;
  end: Float32Array;
  temperature: number;
}

function toBase64(bytes: Uint8Array): string {
  let s = "";
  const CHUNK = 0x8000;
  for (let i = 0; i < bytes.length; i += CHUNK) {
    s += String.fromCharCode(...bytes.subarray(i, Math.min(bytes.length, i + CHUNK)));
  }
  return btoa(s);
}

function fromBase64(b64: string): Uint8Array {
  const s = atob(b64);
  const out = new Uint8Array(s.length);
  for (let i = 0; i < s.length; i++) out[i] = s.charCodeAt(i);
  return out;
}

const round4 = (v: number): number => Math.round(v * 1e4) / 1e4;

export function encodeModel(m: ModelWeights & { meta: Record<string, unknown> }): EncodedModel {
  const n = m.keys.length;
  const keyBytes: number[] = [];
  let prev = 0;
  for (let i = 0; i < n; i++) {
    let d = (m.keys[i] as number) - prev;
    prev = m.keys[i] as number;
    while (d >= 0x80) {
      keyBytes.push((d & 0x7f) | 0x80);
      d = Math.floor(d / 128);
    }
    keyBytes.push(d);
  }
  let maxAbs = 0;
  for (const v of m.weights) maxAbs = Math.max(maxAbs, Math.abs(v));
  const q = new Uint8Array(m.weights.length);
  const logR = Math.log(RATIO);
  for (let i = 0; i < q.length; i++) {
    const v = m.weights[i] as number;
    const a = Math.abs(v);
    if (a === 0) continue;
    let k = Math.round(LEVELS + Math.log(a / maxAbs) / logR);
    if (k < 1) k = a >= 0.5 * maxAbs * RATIO ** (1 - LEVELS) ? 1 : 0;
    if (k > LEVELS) k = LEVELS;
    q[i] = k === 0 ? 0 : v < 0 ? k | 0x80 : k;
  }
  const sparse: number[] = [];
  for (let r = 0; r < n; r++) {
    let mask = 0;
    for (let t = 0; t < NUM_TAGS; t++) if (q[r * NUM_TAGS + t] !== 0) mask |= 1 << t;
    sparse.push(mask & 0xff, mask >> 8);
    for (let t = 0; t < NUM_TAGS; t++) if (q[r * NUM_TAGS + t] !== 0) sparse.push(q[r * NUM_TAGS + t] as number);
  }
  return {
    format: MODEL_FORMAT,
    tags: NUM_TAGS,
    temperature: m.temperature,
    maxAbs,
    rows: n,
    trans: Array.from(m.trans, round4),
    start: Array.from(m.start, round4),
    end: Array.from(m.end, round4),
    keys: toBase64(Uint8Array.from(keyBytes)),
    weights: toBase64(Uint8Array.from(sparse)),
    meta: m.meta,
  };
}

export function decodeModel(e: EncodedModel): DecodedModel {
  if (e.format !== MODEL_FORMAT || e.tags !== NUM_TAGS) {
    throw new Error(`NER model format ${e.format} with ${e.tags} tags is not ${MODEL_FORMAT} with ${NUM_TAGS}`);
  }
  const keyBytes = fromBase64(e.keys);
  const keys = new Uint32Array(e.rows);
  let pos = 0;
  let prev = 0;
  for (let i = 0; i < e.rows; i++) {
    let d = 0;
    let mul = 1;
    let b: number;
    do {
      b = keyBytes[pos++] as number;
      d += (b & 0x7f) * mul;
      mul *= 128;
    } while (b >= 0x80);
    prev += d;
    keys[i] = prev;
  }
  const levels = new Float32Array(256);
  for (let k = 1; k <= LEVELS; k++) {
    const v = e.maxAbs * RATIO ** (k - LEVELS);
    levels[k] = v;
    levels[k | 0x80] = -v;
  }
  const bytes = fromBase64(e.weights);
  const rowStart = new Uint32Array(e.rows + 1);
  let pairs = 0;
  for (let r = 0, p = 0; r < e.rows; r++) {
    const mask = (bytes[p] as number) | ((bytes[p + 1] as number) << 8);
    const count = popcount(mask);
    rowStart[r] = pairs;
    pairs += count;
    p += 2 + count;
  }
  rowStart[e.rows] = pairs;
  const pairTag = new Uint8Array(pairs);
  const pairLevel = new Uint8Array(pairs);
  for (let r = 0, p = 0, j = 0; r < e.rows; r++) {
    const mask = (bytes[p] as number) | ((bytes[p + 1] as number) << 8);
    p += 2;
    for (let t = 0; t < NUM_TAGS; t++) {
      if ((mask & (1 << t)) === 0) continue;
      pairTag[j] = t;
      pairLevel[j] = bytes[p++] as number;
      j++;
    }
  }
  return {
    keys,
    rowStart,
    pairTag,
    pairLevel,
    levels,
    trans: Float32Array.from(e.trans),
    start: Float32Array.from(e.start),
    end: Float32Array.from(e.end),
    temperature: e.temperature,
  };
}

function popcount(x: number): number {
  let c = 0;
  for (let v = x; v !== 0; v &= v - 1) c++;
  return c;
}
