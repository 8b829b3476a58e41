// First-order sequence decoding over BIO tags: Viterbi for the best path, forward-backward for
// span confidences. Scores are the perceptron's (emission n×T, transition T×T plus start/end rows);
// disallowed BIO transitions are excluded outright rather than learned.

import { NUM_TAGS, allowedTransition, isInside, tagType } from "./tags.ts";

const T = NUM_TAGS;

/** Transition scores: trans[prev*T+next], start[next], end[prev]. */
export interface Transitions {
  trans: Float32Array | Float64Array;
  start: Float32Array | Float64Array;
  end: Float32Array | Float64Array;
}

const ALLOWED = (() => {
  const a = new Uint8Array(T * T);
  for (let p = 0; p < T; p++) for (let q = 0; q < T; q++) a[p * T + q] = allowedTransition(p, q) ? 1 : 0;
  return a;
})();

/** Best tag sequence for n tokens; emission is n×T row-major. */
export function viterbi(emission: ArrayLike<number>, n: number, tr: Transitions, out?: Int32Array): Int32Array {
  const tags = out !== undefined && out.length >= n ? out : new Int32Array(n);
  if (n === 0) return tags;
  const score = new Float64Array(n * T);
  const back = new Int32Array(n * T);
  for (let t = 0; t < T; t++) {
    score[t] = isInside(t) ? Number.NEGATIVE_INFINITY : (tr.start[t] as number) + (emission[t] as number);
  }
  for (let i = 1; i < n; i++) {
    const base = i * T;
    const prevBase = base - T;
    for (let t = 0; t < T; t++) {
      let best = Number.NEGATIVE_INFINITY;
      let arg = 0;
      for (let p = 0; p < T; p++) {
        if (ALLOWED[p * T + t] === 0) continue;
        const s = (score[prevBase + p] as number) + (tr.trans[p * T + t] as number);
        if (s > best) {
          best = s;
          arg = p;
        }
      }
      score[base + t] = best + (emission[base + t] as number);
      back[base + t] = arg;
    }
  }
  let best = Number.NEGATIVE_INFINITY;
  let arg = 0;
  const last = (n - 1) * T;
  for (let t = 0; t < T; t++) {
    const s = (score[last + t] as number) + (tr.end[t] as number);
    if (s > best) {
      best = s;
      arg = t;
    }
  }
  for (let i = n - 1; i >= 0; i--) {
    tags[i] = arg;
    arg = back[i * T + arg] as number;
  }
  return tags;
}

/** An entity chunk in token indices, end exclusive, with its type index. */
export interface Chunk {
  type: number;
  start: number;
  end: number;
}

/** Reads BIO chunks off a tag sequence (well-formed by construction of viterbi). */
export function chunks(tags: ArrayLike<number>, n: number): Chunk[] {
  const out: Chunk[] = [];
  let i = 0;
  while (i < n) {
    const t = tags[i] as number;
    if (t === 0) {
      i++;
      continue;
    }
    const type = tagType(t);
    let j = i + 1;
    while (j < n && isInside(tags[j] as number) && tagType(tags[j] as number) === type) j++;
    out.push({ type, start: i, end: j });
    i = j;
  }
  return out;
}

/**
 * Probability of each chunk as a whole (exact start, end and type) under the distribution
 * exp(score / temperature) over BIO paths, by scaled forward-backward (products, not log-sum-exp,
 * so it costs about as much as Viterbi). The trainer fits the temperature on dev so the numbers
 * are calibrated rather than just ordered.
 */
export function chunkConfidences(
  emission: ArrayLike<number>,
  n: number,
  tr: Transitions,
  found: readonly Chunk[],
  temperature: number,
): number[] {
  if (found.length === 0 || n === 0) return [];
  const inv = 1 / temperature;
  const expTrans = new Float64Array(T * T);
  for (let p = 0; p < T; p++) {
    for (let q = 0; q < T; q++) {
      expTrans[p * T + q] = ALLOWED[p * T + q] === 0 ? 0 : Math.exp((tr.trans[p * T + q] as number) * inv);
    }
  }
  // Emissions shifted by their per-token maximum: every path takes one emission per token, so the
  // shift cancels between numerator and partition function.
  const m = new Float64Array(n * T);
  for (let i = 0; i < n; i++) {
    let max = Number.NEGATIVE_INFINITY;
    for (let t = 0; t < T; t++) if ((emission[i * T + t] as number) > max) max = emission[i * T + t] as number;
    for (let t = 0; t < T; t++) m[i * T + t] = Math.exp(((emission[i * T + t] as number) - max) * inv);
  }
  const alpha = new Float64Array(n * T);
  const beta = new Float64Array(n * T);
  const scale = new Float64Array(n);
  let sum = 0;
  for (let t = 0; t < T; t++) {
    const v = isInside(t) ? 0 : Math.exp((tr.start[t] as number) * inv) * (m[t] as number);
    alpha[t] = v;
    sum += v;
  }
  scale[0] = sum;
  for (let t = 0; t < T; t++) alpha[t] = (alpha[t] as number) / sum;
  for (let i = 1; i < n; i++) {
    sum = 0;
    for (let t = 0; t < T; t++) {
      let v = 0;
      for (let p = 0; p < T; p++) v += (alpha[(i - 1) * T + p] as number) * (expTrans[p * T + t] as number);
      v *= m[i * T + t] as number;
      alpha[i * T + t] = v;
      sum += v;
    }
    scale[i] = sum;
    for (let t = 0; t < T; t++) alpha[i * T + t] = (alpha[i * T + t] as number) / sum;
  }
  let zEnd = 0;
  for (let t = 0; t < T; t++) {
    const e = Math.exp((tr.end[t] as number) * inv);
    beta[(n - 1) * T + t] = e;
    zEnd += (alpha[(n - 1) * T + t] as number) * e;
  }
  for (let i = n - 2; i >= 0; i--) {
    const c = scale[i + 1] as number;
    for (let t = 0; t < T; t++) {
      let v = 0;
      for (let q = 0; q < T; q++) {
        v += (expTrans[t * T + q] as number) * (m[(i + 1) * T + q] as number) * (beta[(i + 1) * T + q] as number);
      }
      beta[i * T + t] = v / c;
    }
  }
  const out: number[] = [];
  for (const ch of found) {
    const b = 1 + 2 * ch.type;
    const inside = b + 1;
    let p = alpha[ch.start * T + b] as number;
    let prev = b;
    for (let i = ch.start + 1; i < ch.end; i++) {
      p *= ((expTrans[prev * T + inside] as number) * (m[i * T + inside] as number)) / (scale[i] as number);
      prev = inside;
    }
    if (ch.end === n) {
      p *= Math.exp((tr.end[prev] as number) * inv);
    } else {
      let tail = 0;
      for (let q = 0; q < T; q++) {
        if (q === inside) continue;
        tail += (expTrans[prev * T + q] as number) * (m[ch.end * T + q] as number) * (beta[ch.end * T + q] as number);
      }
      p *= tail / (scale[ch.end] as number);
    }
    p /= zEnd;
    out.push(Number.isFinite(p) ? Math.min(1, Math.max(0, p)) : 0);
  }
  return out;
}
