// First-order sequence decoding over BIO tags: Viterbi for the best path, forward-backward for
// span confidences. Scores are the perceptron's (emission n×T, transition T×T plus start/end rows);
// disallowed BIO transitions are excluded outright rather than learned.

import { allowedTransition, isInside, NUM_TAGS, tagType } from "./tags.ts";

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

let scoreBuf = new Float64Array(256 * T);
let backBuf = new Int32Array(256 * T);

// Transition scores transposed (column t = the scores into tag t, contiguous), per transition table. Cached per
// Transitions object, so an object's arrays must not change after its first use (the trainer, whose transitions
// change with every update, passes a new object each time).
const transposedCache = new WeakMap<Transitions, Float64Array>();

function transposed(tr: Transitions): Float64Array {
  let tt = transposedCache.get(tr);
  if (tt === undefined) {
    tt = new Float64Array(T * T);
    for (let p = 0; p < T; p++) for (let q = 0; q < T; q++) tt[q * T + p] = tr.trans[p * T + q] as number;
    transposedCache.set(tr, tt);
  }
  return tt;
}

// The Viterbi recursion below is written out for the 13 tags (O, then B-X, I-X for six types), the previous
// token's scores held in locals: as a loop over predecessors it cost three times the instructions, and it runs
// for every token of every document.
if (T !== 13) throw new Error("decode.ts: viterbi is unrolled for 13 tags");

/** Best tag sequence for n tokens; emission is n×T row-major. */
export function viterbi(emission: ArrayLike<number>, n: number, tr: Transitions, out?: Int32Array): Int32Array {
  const tags = out !== undefined && out.length >= n ? out : new Int32Array(n);
  if (n === 0) return tags;
  if (scoreBuf.length < n * T) {
    scoreBuf = new Float64Array(n * T * 2);
    backBuf = new Int32Array(n * T * 2);
  }
  const score = scoreBuf;
  const back = backBuf;
  const tt = transposed(tr);
  for (let t = 0; t < T; t++) {
    score[t] = isInside(t) ? Number.NEGATIVE_INFINITY : (tr.start[t] as number) + (emission[t] as number);
  }
  for (let i = 1; i < n; i++) {
    const base = i * T;
    const prev = base - T;
    const s0 = score[prev] as number;
    const s1 = score[prev + 1] as number;
    const s2 = score[prev + 2] as number;
    const s3 = score[prev + 3] as number;
    const s4 = score[prev + 4] as number;
    const s5 = score[prev + 5] as number;
    const s6 = score[prev + 6] as number;
    const s7 = score[prev + 7] as number;
    const s8 = score[prev + 8] as number;
    const s9 = score[prev + 9] as number;
    const s10 = score[prev + 10] as number;
    const s11 = score[prev + 11] as number;
    const s12 = score[prev + 12] as number;
    // O and B-X (t = 0, 1, 3, 5, ...) may follow any tag. Ties go to the lower predecessor (strict >, ascending p);
    // s0 (after O) is never -Infinity, so starting from it is the same as starting from -Infinity.
    for (let t = 0; t < T; t += t === 0 ? 1 : 2) {
      const c = t * T;
      let best = s0 + (tt[c] as number);
      let arg = 0;
      let s = s1 + (tt[c + 1] as number);
      if (s > best) {
        best = s;
        arg = 1;
      }
      s = s2 + (tt[c + 2] as number);
      if (s > best) {
        best = s;
        arg = 2;
      }
      s = s3 + (tt[c + 3] as number);
      if (s > best) {
        best = s;
        arg = 3;
      }
      s = s4 + (tt[c + 4] as number);
      if (s > best) {
        best = s;
        arg = 4;
      }
      s = s5 + (tt[c + 5] as number);
      if (s > best) {
        best = s;
        arg = 5;
      }
      s = s6 + (tt[c + 6] as number);
      if (s > best) {
        best = s;
        arg = 6;
      }
      s = s7 + (tt[c + 7] as number);
      if (s > best) {
        best = s;
        arg = 7;
      }
      s = s8 + (tt[c + 8] as number);
      if (s > best) {
        best = s;
        arg = 8;
      }
      s = s9 + (tt[c + 9] as number);
      if (s > best) {
        best = s;
        arg = 9;
      }
      s = s10 + (tt[c + 10] as number);
      if (s > best) {
        best = s;
        arg = 10;
      }
      s = s11 + (tt[c + 11] as number);
      if (s > best) {
        best = s;
        arg = 11;
      }
      s = s12 + (tt[c + 12] as number);
      if (s > best) {
        best = s;
        arg = 12;
      }
      score[base + t] = best + (emission[base + t] as number);
      back[base + t] = arg;
    }
    // I-X (t = 2, 4, ...) only follows B-X (t - 1) or I-X (t).
    for (let t = 2; t < T; t += 2) {
      let best = Number.NEGATIVE_INFINITY;
      let arg = 0;
      const a = (score[prev + t - 1] as number) + (tt[t * T + t - 1] as number);
      const b = (score[prev + t] as number) + (tt[t * T + t] as number);
      if (a > best) {
        best = a;
        arg = t - 1;
      }
      if (b > best) {
        best = b;
        arg = t;
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

interface ExpTransitions {
  temperature: number;
  trans: Float64Array;
  // trans transposed: column t (the weights into tag t) contiguous.
  transT: Float64Array;
  start: Float64Array;
  end: Float64Array;
}

const expCache = new WeakMap<Transitions, ExpTransitions>();

function expTransitions(tr: Transitions, temperature: number): ExpTransitions {
  const cached = expCache.get(tr);
  if (cached !== undefined && cached.temperature === temperature) return cached;
  const inv = 1 / temperature;
  const trans = new Float64Array(T * T);
  for (let i = 0; i < T * T; i++) trans[i] = ALLOWED[i] === 0 ? 0 : Math.exp((tr.trans[i] as number) * inv);
  const transT = new Float64Array(T * T);
  for (let p = 0; p < T; p++) for (let q = 0; q < T; q++) transT[q * T + p] = trans[p * T + q] as number;
  const start = new Float64Array(T);
  const end = new Float64Array(T);
  for (let t = 0; t < T; t++) {
    start[t] = isInside(t) ? 0 : Math.exp((tr.start[t] as number) * inv);
    end[t] = Math.exp((tr.end[t] as number) * inv);
  }
  const e = { temperature, trans, transT, start, end };
  expCache.set(tr, e);
  return e;
}

const CONTEXT = 3;
// exp((emission - row max) / temperature) per token of the sentence, filled lazily: windows of nearby chunks
// overlap, and tokens far from any chunk are never needed.
let expEmit = new Float64Array(256 * T);
let expReady = new Uint8Array(256);
const stepBuf = new Float64Array(T);
const prevBuf = new Float64Array(T);

// log of the total weight of tag paths over window [a, b) between the fixed tags left (tags[a-1]) and
// right (tags[b]), optionally forcing the chunk's tags (B-X I-X ... then anything but I-X).
function windowLogWeight(
  ex: ExpTransitions,
  a: number,
  b: number,
  n: number,
  tags: ArrayLike<number>,
  chunk: Chunk | null,
): number {
  const alpha = stepBuf;
  const prev = prevBuf;
  const transT = ex.transT;
  const beginTag = chunk === null ? -1 : 1 + 2 * chunk.type;
  let logScale = 0;
  for (let i = a; i < b; i++) {
    const row = i * T;
    // With a chunk: only B-X at its start, only I-X inside it, anything but I-X right after it.
    let only = -1;
    let not = -1;
    if (chunk !== null) {
      if (i === chunk.start) only = beginTag;
      else if (i > chunk.start && i < chunk.end) only = beginTag + 1;
      else if (i === chunk.end) not = beginTag + 1;
    }
    // The previous position's weights in locals, as in viterbi (13 tags; unrolled for the same reason).
    const p0 = prev[0] as number;
    const p1 = prev[1] as number;
    const p2 = prev[2] as number;
    const p3 = prev[3] as number;
    const p4 = prev[4] as number;
    const p5 = prev[5] as number;
    const p6 = prev[6] as number;
    const p7 = prev[7] as number;
    const p8 = prev[8] as number;
    const p9 = prev[9] as number;
    const p10 = prev[10] as number;
    const p11 = prev[11] as number;
    const p12 = prev[12] as number;
    let sum = 0;
    for (let t = 0; t < T; t++) {
      let v = 0;
      if ((only < 0 || t === only) && t !== not) {
        if (i === a) {
          v = a === 0 ? (ex.start[t] as number) : (ex.trans[(tags[a - 1] as number) * T + t] as number);
        } else if (t === 0 || (t & 1) === 1) {
          // O and B-X follow any tag; the sum runs over ascending p like the predecessor list it replaces.
          const c = t * T;
          v += p0 * (transT[c] as number);
          v += p1 * (transT[c + 1] as number);
          v += p2 * (transT[c + 2] as number);
          v += p3 * (transT[c + 3] as number);
          v += p4 * (transT[c + 4] as number);
          v += p5 * (transT[c + 5] as number);
          v += p6 * (transT[c + 6] as number);
          v += p7 * (transT[c + 7] as number);
          v += p8 * (transT[c + 8] as number);
          v += p9 * (transT[c + 9] as number);
          v += p10 * (transT[c + 10] as number);
          v += p11 * (transT[c + 11] as number);
          v += p12 * (transT[c + 12] as number);
        } else {
          v += (prev[t - 1] as number) * (transT[t * T + t - 1] as number);
          v += (prev[t] as number) * (transT[t * T + t] as number);
        }
        v *= expEmit[row + t] as number;
      }
      alpha[t] = v;
      sum += v;
    }
    if (sum === 0) return Number.NEGATIVE_INFINITY;
    for (let t = 0; t < T; t++) prev[t] = (alpha[t] as number) / sum;
    logScale += Math.log(sum);
  }
  let z = 0;
  for (let t = 0; t < T; t++) {
    const close = b === n ? (ex.end[t] as number) : (ex.trans[t * T + (tags[b] as number)] as number);
    z += (prev[t] as number) * close;
  }
  return z === 0 ? Number.NEGATIVE_INFINITY : logScale + Math.log(z);
}

/**
 * Confidence of each chunk: the probability, under exp(score / temperature), that the tags in a
 * window of CONTEXT tokens around the chunk spell exactly this chunk, given the decoded tags just
 * outside the window. Exact forward sums over the window only, so it costs a few dozen
 * multiply-adds per token of the chunk instead of a full forward-backward over the sentence.
 * The trainer fits the temperature on dev so the numbers are calibrated, not just ordered.
 */
export function chunkConfidences(
  emission: ArrayLike<number>,
  n: number,
  tr: Transitions,
  tags: ArrayLike<number>,
  found: readonly Chunk[],
  temperature: number,
): number[] {
  const ex = expTransitions(tr, temperature);
  const inv = 1 / temperature;
  const out: number[] = [];
  if (expEmit.length < n * T) {
    expEmit = new Float64Array(n * T * 2);
    expReady = new Uint8Array(n * 2);
  }
  expReady.fill(0, 0, n);
  for (const c of found) {
    const a = Math.max(0, c.start - CONTEXT);
    const b = Math.min(n, c.end + CONTEXT);
    // Emissions shifted by their per-token maximum: every path takes one emission per token, so
    // the shift cancels between the two sums.
    for (let i = a; i < b; i++) {
      if (expReady[i] === 1) continue;
      expReady[i] = 1;
      let max = Number.NEGATIVE_INFINITY;
      for (let t = 0; t < T; t++) max = Math.max(max, emission[i * T + t] as number);
      for (let t = 0; t < T; t++) expEmit[i * T + t] = Math.exp(((emission[i * T + t] as number) - max) * inv);
    }
    const p = Math.exp(windowLogWeight(ex, a, b, n, tags, c) - windowLogWeight(ex, a, b, n, tags, null));
    out.push(Number.isFinite(p) ? Math.min(1, Math.max(0, p)) : 0);
  }
  return out;
}
