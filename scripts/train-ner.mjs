#!/usr/bin/env node
// Trains the legal NER models (averaged structured perceptron over BIO tags): Portuguese on LeNER-Br train, written to
// worker/analysis/ner/model.json; English (--lang en) on the English corpus of scripts/ner-en (decision 029), written
// to worker/analysis/ner/model-en.json. Dev is used only to pick the epoch and the confidence temperature; test is
// never read.
//
//   npm run train:ner                               # the committed model: 3 seeds x 12 epochs, averaged
//   npm run train:ner -- --lang en                  # the committed English model (see DEFAULTS in ner-data.mjs)
//   npm run train:ner -- --check                    # retrain and compare with the committed model.json (~1 min)
//   node scripts/train-ner.mjs --seeds 1 --epochs 20 --select best --patience 6 --out /tmp/m.json
//   options: --max-rows 90000  --min-count 1  --prune-report  --drop <template positions>
//            --algo crf --l1 0.5 --eta 0.1   (experimental CRF/SGD learner, see the decision record)
//
// Needs Node >= 22.18 (type stripping) because it imports the recognizer's own .ts modules, so the
// features seen in training are byte-for-byte those computed at inference.

import { readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { chunkConfidences, chunks, viterbi } from "../worker/analysis/ner/decode.ts";
import { extractFeatures, NUM_FEATURES } from "../worker/analysis/ner/features.ts";
import { encodeModel, MODEL_FORMAT } from "../worker/analysis/ner/model-codec.ts";
import { isInside, NUM_TAGS } from "../worker/analysis/ner/tags.ts";
import { DEFAULTS, rng, trainingData } from "./ner-data.mjs";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..");
const T = NUM_TAGS;
const F = NUM_FEATURES;

const args = process.argv.slice(2);
function opt(name, fallback) {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] !== undefined ? args[i + 1] : fallback;
}
const LANG = opt("lang", "pt");
const data = trainingData(LANG);
if (data === null) process.exit(0);
const { trainAll, dev } = data;
const MAX_EPOCHS = Number(opt("epochs", "12"));
const MIN_COUNT = Number(opt("min-count", DEFAULTS[LANG].minCount));
const SEEDS = opt("seeds", "1,2,3").split(",").map(Number);
const OUT = opt("out", join(ROOT, "worker/analysis/ner", DEFAULTS[LANG].model));
const PATIENCE = Number(opt("patience", "4"));
// Each run keeps its final epoch (--select last, default) or its best dev epoch (--select best).
// Best-of-dev picks up noise (dev F1 moves by +-0.01 between neighbouring epochs and seeds), so
// the default is a fixed epoch count and an average over seeds.
const LAST = opt("select", "last") === "last";
// Feature-template ablation for experiments: --drop 9,10 ignores those templates.
const DROP = opt("drop", "")
  .split(",")
  .filter((x) => x !== "")
  .map(Number);

const t0 = performance.now();
const cpu0 = process.cpuUsage();

// Feature keys -> rows. Keys seen fewer than MIN_COUNT times in train are dropped.
const counts = new Map();
const trainKeys = trainAll.map((s) => {
  const keys = extractFeatures(s.words).slice(0, s.words.length * F);
  for (const k of keys) counts.set(k, (counts.get(k) ?? 0) + 1);
  return keys;
});
const rowOf = new Map();
const rowCount = [];
for (const [k, c] of counts) {
  if (c < MIN_COUNT) continue;
  rowOf.set(k, rowOf.size);
  rowCount.push(c);
}
const R = rowOf.size;
console.log(`${counts.size} distinct feature keys, ${R} kept (count >= ${MIN_COUNT})`);
counts.clear();

function toRows(keys) {
  const rows = new Int32Array(keys.length);
  for (let i = 0; i < keys.length; i++) rows[i] = DROP.includes(i % F) ? -1 : (rowOf.get(keys[i]) ?? -1);
  return rows;
}
const trainRows = trainKeys.map(toRows);
trainKeys.length = 0;
const devRows = dev.map((s) => toRows(extractFeatures(s.words).slice(0, s.words.length * F)));

// Averaged perceptron with the usual lazy trick: keep w and u = sum of c*update, average = w - u/c.
let W = new Float64Array(R * T);
let U = new Float64Array(R * T);
const zeroTransitions = () => ({
  trans: new Float64Array(T * T),
  start: new Float64Array(T),
  end: new Float64Array(T),
});
let TR = zeroTransitions();
let TRU = zeroTransitions();
let c = 1;

function emissions(rows, n, weights, out) {
  out.fill(0, 0, n * T);
  for (let i = 0; i < n; i++) {
    const o = i * T;
    for (let f = i * F, fe = f + F; f < fe; f++) {
      const r = rows[f];
      if (r < 0) continue;
      const b = r * T;
      for (let t = 0; t < T; t++) out[o + t] += weights[b + t];
    }
  }
  return out;
}

function update(rows, i, tag, d) {
  for (let f = i * F, fe = f + F; f < fe; f++) {
    const r = rows[f];
    if (r < 0) continue;
    W[r * T + tag] += d;
    U[r * T + tag] += c * d;
  }
}

function updateTrans(kind, idx, d) {
  TR[kind][idx] += d;
  TRU[kind][idx] += c * d;
}

function averaged() {
  const w = new Float64Array(R * T);
  for (let i = 0; i < w.length; i++) w[i] = W[i] - U[i] / c;
  const tr = {};
  for (const kind of ["trans", "start", "end"]) {
    tr[kind] = TR[kind].map((v, i) => v - TRU[kind][i] / c);
  }
  return { w, tr };
}

let emit = new Float64Array(256 * T);
function ensureEmit(n) {
  if (emit.length < n * T) emit = new Float64Array(n * T * 2);
  return emit;
}

function trainEpoch(order) {
  let mistakes = 0;
  for (const si of order) {
    const s = trainAll[si];
    const rows = trainRows[si];
    const n = s.words.length;
    const e = emissions(rows, n, W, ensureEmit(n));
    // A fresh object: viterbi caches a transposed copy per Transitions object, and TR changes with every update.
    const pred = viterbi(e, n, { trans: TR.trans, start: TR.start, end: TR.end });
    let wrong = false;
    for (let i = 0; i < n; i++) {
      const g = s.tags[i];
      const p = pred[i];
      if (g !== p) {
        wrong = true;
        update(rows, i, g, 1);
        update(rows, i, p, -1);
      }
      const gp = i === 0 ? -1 : s.tags[i - 1];
      const pp = i === 0 ? -1 : pred[i - 1];
      if (gp !== pp || g !== p) {
        if (i === 0) {
          updateTrans("start", g, 1);
          updateTrans("start", p, -1);
        } else {
          updateTrans("trans", gp * T + g, 1);
          updateTrans("trans", pp * T + p, -1);
        }
      }
    }
    if (s.tags[n - 1] !== pred[n - 1]) {
      updateTrans("end", s.tags[n - 1], 1);
      updateTrans("end", pred[n - 1], -1);
    }
    if (wrong) mistakes++;
    c++;
  }
  return mistakes;
}

// Entity-level micro P/R/F1 per type on token chunks (the scorer's rule: exact span and type).
function evaluate(sentences, rowsList, model) {
  const T6 = 6;
  const gold = new Array(T6).fill(0);
  const pred = new Array(T6).fill(0);
  const tp = new Array(T6).fill(0);
  for (let si = 0; si < sentences.length; si++) {
    const s = sentences[si];
    const n = s.words.length;
    const e = emissions(rowsList[si], n, model.w, ensureEmit(n));
    const p = viterbi(e, n, model.tr);
    const g = chunks(s.tags, n);
    const pc = chunks(p, n);
    const gs = new Set(g.map((x) => `${x.type}:${x.start}:${x.end}`));
    for (const x of g) gold[x.type]++;
    for (const x of pc) {
      pred[x.type]++;
      if (gs.has(`${x.type}:${x.start}:${x.end}`)) tp[x.type]++;
    }
  }
  const f = (a, b, t) => (a + b === 0 ? 0 : (2 * t) / (a + b));
  const sum = (a) => a.reduce((x, y) => x + y, 0);
  return { micro: f(sum(gold), sum(pred), sum(tp)), perType: gold.map((_, k) => f(gold[k], pred[k], tp[k])) };
}

// One run per seed (its own shuffling), each stopped at its best dev epoch; with several seeds
// the runs' averaged weights are averaged again, which smooths out the order dependence of
// perceptron training.
function trainRun(seed) {
  W = new Float64Array(R * T);
  U = new Float64Array(R * T);
  TR = zeroTransitions();
  TRU = zeroTransitions();
  c = 1;
  const shuffle = rng(seed * 7919 + 17);
  const order = trainAll.map((_, i) => i);
  let runBest = { f1: -1, epoch: 0, model: null };
  for (let epoch = 1; epoch <= MAX_EPOCHS; epoch++) {
    for (let i = order.length - 1; i > 0; i--) {
      const j = Math.floor(shuffle() * (i + 1));
      [order[i], order[j]] = [order[j], order[i]];
    }
    const mistakes = trainEpoch(order);
    const model = averaged();
    const ev = evaluate(dev, devRows, model);
    console.log(
      `seed ${seed} epoch ${epoch}: ${mistakes} sentences wrong, dev micro-F1 ${ev.micro.toFixed(4)} ` +
        `[${ev.perType.map((x) => x.toFixed(3)).join(" ")}] ${((performance.now() - t0) / 1000).toFixed(1)}s`,
    );
    if (ev.micro > runBest.f1 || (LAST && epoch === MAX_EPOCHS)) runBest = { f1: ev.micro, epoch, model };
    else if (!LAST && epoch - runBest.epoch >= PATIENCE) break;
  }
  return runBest;
}

// Alternative learner (--algo crf): a linear-chain CRF trained by SGD with L1 regularisation
// through the cumulative penalty of Tsuruoka et al. (2009), which keeps the model sparse.
const ALGO = opt("algo", "perceptron");
const L1 = Number(opt("l1", "0.5"));
const ETA0 = Number(opt("eta", "0.1"));
const ALLOWED_T = new Uint8Array(T * T);
for (let p = 0; p < T; p++)
  for (let q = 0; q < T; q++) ALLOWED_T[p * T + q] = isInside(q) && !(p > 0 && (p - 1) >> 1 === (q - 1) >> 1) ? 0 : 1;

function trainCrf(seed) {
  const w = new Float64Array(R * T);
  const q = new Float64Array(R * T);
  const tr = zeroTransitions();
  let u = 0;
  const shuffle = rng(seed * 7919 + 17);
  const order = trainAll.map((_, i) => i);
  const N = trainAll.length;
  let runBest = { f1: -1, epoch: 0, model: null };
  let step = 0;
  for (let epoch = 1; epoch <= MAX_EPOCHS; epoch++) {
    for (let i = order.length - 1; i > 0; i--) {
      const j = Math.floor(shuffle() * (i + 1));
      [order[i], order[j]] = [order[j], order[i]];
    }
    let loss = 0;
    for (const si of order) {
      const eta = ETA0 * 0.85 ** (step / N);
      step++;
      u += (eta * L1) / N;
      const s = trainAll[si];
      const rows = trainRows[si];
      const n = s.words.length;
      const e = emissions(rows, n, w, ensureEmit(n));
      // Scaled forward-backward.
      const m = new Float64Array(n * T);
      for (let i = 0; i < n; i++) {
        let max = -Infinity;
        for (let t = 0; t < T; t++) max = Math.max(max, e[i * T + t]);
        for (let t = 0; t < T; t++) m[i * T + t] = Math.exp(e[i * T + t] - max);
      }
      const et = new Float64Array(T * T);
      for (let k = 0; k < T * T; k++) et[k] = ALLOWED_T[k] ? Math.exp(tr.trans[k]) : 0;
      const alpha = new Float64Array(n * T);
      const beta = new Float64Array(n * T);
      const scale = new Float64Array(n);
      let sum = 0;
      for (let t = 0; t < T; t++) {
        alpha[t] = isInside(t) ? 0 : Math.exp(tr.start[t]) * m[t];
        sum += alpha[t];
      }
      scale[0] = sum;
      for (let t = 0; t < T; t++) alpha[t] /= sum;
      for (let i = 1; i < n; i++) {
        sum = 0;
        for (let t = 0; t < T; t++) {
          let v = 0;
          for (let p = 0; p < T; p++) v += alpha[(i - 1) * T + p] * et[p * T + t];
          v *= m[i * T + t];
          alpha[i * T + t] = v;
          sum += v;
        }
        scale[i] = sum;
        for (let t = 0; t < T; t++) alpha[i * T + t] /= sum;
      }
      let zEnd = 0;
      for (let t = 0; t < T; t++) {
        beta[(n - 1) * T + t] = Math.exp(tr.end[t]);
        zEnd += alpha[(n - 1) * T + t] * beta[(n - 1) * T + t];
      }
      for (let i = n - 2; i >= 0; i--) {
        for (let t = 0; t < T; t++) {
          let v = 0;
          for (let q2 = 0; q2 < T; q2++) v += et[t * T + q2] * m[(i + 1) * T + q2] * beta[(i + 1) * T + q2];
          beta[i * T + t] = v / scale[i + 1];
        }
      }
      // log-likelihood of gold (for monitoring)
      let logZ = Math.log(zEnd);
      for (let i = 0; i < n; i++) logZ += Math.log(scale[i]);
      let gold = tr.start[s.tags[0]] + tr.end[s.tags[n - 1]];
      for (let i = 0; i < n; i++) {
        let max = -Infinity;
        for (let t = 0; t < T; t++) max = Math.max(max, e[i * T + t]);
        gold += e[i * T + s.tags[i]] - max;
        if (i > 0) gold += tr.trans[s.tags[i - 1] * T + s.tags[i]];
      }
      loss += logZ - gold;
      // Emission gradients with L1 cumulative penalty on the touched weights.
      for (let i = 0; i < n; i++) {
        const g = s.tags[i];
        for (let f = i * F, fe = f + F; f < fe; f++) {
          const r = rows[f];
          if (r < 0) continue;
          const b = r * T;
          for (let t = 0; t < T; t++) {
            const pmarg = (alpha[i * T + t] * beta[i * T + t]) / zEnd;
            const grad = (t === g ? 1 : 0) - pmarg;
            const idx = b + t;
            let z = w[idx] + eta * grad;
            const before = z;
            if (z > 0) z = Math.max(0, z - (u + q[idx]));
            else if (z < 0) z = Math.min(0, z + (u - q[idx]));
            q[idx] += z - before;
            w[idx] = z;
          }
        }
      }
      // Transition gradients (unregularised, dense).
      for (let t = 0; t < T; t++) {
        tr.start[t] += eta * ((s.tags[0] === t ? 1 : 0) - (alpha[t] * beta[t]) / zEnd);
        tr.end[t] += eta * ((s.tags[n - 1] === t ? 1 : 0) - (alpha[(n - 1) * T + t] * beta[(n - 1) * T + t]) / zEnd);
      }
      for (let i = 1; i < n; i++) {
        const c2 = scale[i] * zEnd;
        for (let p = 0; p < T; p++) {
          const ap = alpha[(i - 1) * T + p];
          for (let t = 0; t < T; t++) {
            if (!ALLOWED_T[p * T + t]) continue;
            const pm = (ap * et[p * T + t] * m[i * T + t] * beta[i * T + t]) / c2;
            tr.trans[p * T + t] += eta * ((s.tags[i - 1] === p && s.tags[i] === t ? 1 : 0) - pm);
          }
        }
      }
    }
    const model = {
      w: Float64Array.from(w),
      tr: { trans: Float64Array.from(tr.trans), start: Float64Array.from(tr.start), end: Float64Array.from(tr.end) },
    };
    const ev = evaluate(dev, devRows, model);
    let nz = 0;
    for (const v of w) if (v !== 0) nz++;
    console.log(
      `crf seed ${seed} epoch ${epoch}: loss ${loss.toFixed(0)}, ${nz} non-zero, dev micro-F1 ${ev.micro.toFixed(4)} ` +
        `[${ev.perType.map((x) => x.toFixed(3)).join(" ")}] ${((performance.now() - t0) / 1000).toFixed(1)}s`,
    );
    if (ev.micro > runBest.f1 || (LAST && epoch === MAX_EPOCHS)) runBest = { f1: ev.micro, epoch, model };
    else if (!LAST && epoch - runBest.epoch >= PATIENCE) break;
  }
  return runBest;
}

const runs = SEEDS.map(ALGO === "crf" ? trainCrf : trainRun);
let best = runs[0];
if (runs.length > 1) {
  const w = new Float64Array(R * T);
  const tr = zeroTransitions();
  for (const r of runs) {
    for (let i = 0; i < w.length; i++) w[i] += r.model.w[i] / runs.length;
    for (const kind of ["trans", "start", "end"]) {
      for (let i = 0; i < tr[kind].length; i++) tr[kind][i] += r.model.tr[kind][i] / runs.length;
    }
  }
  const model = { w, tr };
  best = { f1: evaluate(dev, devRows, model).micro, epoch: runs.map((r) => r.epoch).join("+"), model };
  W = U = null;
}
console.log(`best dev micro-F1 ${best.f1.toFixed(4)} after epoch ${best.epoch}`);

// Export: keep the MAX_ROWS most important rows (importance = largest |weight| x log(1 + count)),
// then quantise. The table the recognizer builds must stay within the CPU's L2 cache (2^17 slots
// of 16 bytes = 2 MB) or scoring slows down several times, hence the cap.
const MAX_ROWS = Number(opt("max-rows", DEFAULTS[LANG].maxRows));
const keyOfRow = new Uint32Array(R);
for (const [k, r] of rowOf) keyOfRow[r] = k;
const { w, tr } = best.model;
const importance = new Float64Array(R);
for (let r = 0; r < R; r++) {
  let m = 0;
  for (let t = 0; t < T; t++) m = Math.max(m, Math.abs(w[r * T + t]));
  importance[r] = m * Math.log1p(rowCount[r]);
}
const byImportance = Array.from({ length: R }, (_, r) => r).sort((a, b) => importance[b] - importance[a]);
if (args.includes("--prune-report")) {
  for (const keep of [R, 200000, 150000, 120000, 90000, 60000, 40000, 25000, 15000, 10000, 6000]) {
    if (keep > R) continue;
    const pruned = new Float64Array(w.length);
    for (const r of byImportance.slice(0, keep)) for (let t = 0; t < T; t++) pruned[r * T + t] = w[r * T + t];
    console.log(`keep ${keep} rows: dev micro-F1 ${evaluate(dev, devRows, { w: pruned, tr }).micro.toFixed(4)}`);
  }
}
const keptRows = byImportance.slice(0, Math.min(MAX_ROWS, R)).filter((r) => importance[r] > 0);
keptRows.sort((a, b) => keyOfRow[a] - keyOfRow[b]);
const keys = new Uint32Array(keptRows.length);
const weights = new Float32Array(keptRows.length * T);
keptRows.forEach((r, i) => {
  keys[i] = keyOfRow[r];
  for (let t = 0; t < T; t++) weights[i * T + t] = w[r * T + t];
});

// Confidence temperature: the one that maximises the dev likelihood of the gold chunks
// (a coarse grid is enough; it only calibrates the reported confidences).
function devChunkLogLik(temperature, m) {
  let ll = 0;
  let count = 0;
  for (let si = 0; si < dev.length; si++) {
    const s = dev[si];
    const n = s.words.length;
    const e = emissions(devRows[si], n, m.w, ensureEmit(n));
    const p = viterbi(e, n, m.tr);
    const pc = chunks(p, n);
    if (pc.length === 0) continue;
    const gs = new Set(chunks(s.tags, n).map((x) => `${x.type}:${x.start}:${x.end}`));
    const conf = chunkConfidences(e, n, m.tr, p, pc, temperature);
    pc.forEach((x, i) => {
      const y = gs.has(`${x.type}:${x.start}:${x.end}`);
      const q = Math.min(1 - 1e-6, Math.max(1e-6, conf[i]));
      ll += y ? Math.log(q) : Math.log(1 - q);
      count++;
    });
  }
  return ll / Math.max(1, count);
}
let bestT = { t: 1, ll: Number.NEGATIVE_INFINITY };
for (const temperature of [0.5, 1, 2, 4, 8, 12, 16, 24, 32, 48, 64, 96, 128, 192, 256]) {
  const ll = devChunkLogLik(temperature, best.model);
  if (ll > bestT.ll) bestT = { t: temperature, ll };
}
console.log(`confidence temperature ${bestT.t} (dev mean log-likelihood ${bestT.ll.toFixed(4)})`);

const model = encodeModel({
  keys,
  weights,
  trans: Float32Array.from(tr.trans),
  start: Float32Array.from(tr.start),
  end: Float32Array.from(tr.end),
  temperature: bestT.t,
  meta: { epochs: best.epoch, devMicroF1: Number(best.f1.toFixed(4)), seeds: SEEDS, minCount: MIN_COUNT },
});
const json = `${JSON.stringify(model)}\n`;
if (args.includes("--check")) {
  const same = readFileSync(OUT, "utf8") === json;
  console.log(same ? `reproduces ${OUT} byte for byte` : `DIFFERS from ${OUT}`);
  if (!same) process.exitCode = 1;
} else {
  writeFileSync(OUT, json);
  console.log(`wrote ${OUT}: ${keptRows.length} of ${R} feature rows, format ${MODEL_FORMAT}`);
}
const cpu = process.cpuUsage(cpu0);
console.log(
  `training time ${((performance.now() - t0) / 1000).toFixed(1)}s wall, ${((cpu.user + cpu.system) / 1e6).toFixed(1)}s CPU`,
);
