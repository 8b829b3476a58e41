#!/usr/bin/env node
// LeNER-Br benchmark of the statistical recognizer: runs recognize() on each sentence's raw text,
// writes character-offset predictions and scores them with the shared scorer.
//
//   node bench/lener-ner.mjs [--split test|dev] [--model path/to/model.json]
//
// Needs Node >= 22.18 (imports the .ts sources directly).

import { execFileSync } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { available, EVAL_DIR as EVAL } from "./eval-data.mjs";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..");
const args = process.argv.slice(2);
const splitArg = args.indexOf("--split");
const split = splitArg >= 0 ? args[splitArg + 1] : "test";
if (split !== "test" && split !== "dev") {
  console.error("--split must be test or dev");
  process.exit(2);
}

if (!available("lener", [`${split}.sentences.jsonl`, `${split}.gold.chars.jsonl`], "the NER benchmark"))
  process.exit(0);

const { recognize } = (await import("../worker/analysis/ner/index.ts")).createRecognizer();

const sentences = readFileSync(join(EVAL, `lener-br/${split}.sentences.jsonl`), "utf8")
  .split("\n")
  .filter((l) => l.trim() !== "")
  .map((l) => JSON.parse(l));

// First call decodes the model; time it apart from throughput.
const tLoad = performance.now();
recognize("Lei nº 8.112/1990.");
const loadMs = performance.now() - tLoad;

// Wall time and this process's CPU time: the benchmark machine is shared, and CPU time is the
// steadier measure of per-core throughput when other jobs compete for the cores. The first pass
// is cold (JIT warming up, per-word score cache empty); the second shows the steady state.
function sentencePass() {
  const out = [];
  let n = 0;
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  for (const s of sentences) {
    const entities = recognize(s.text).map((e) => ({ type: e.type, start: e.start, end: e.end }));
    n += s.text.length;
    out.push(JSON.stringify({ id: s.id, unit: "char", entities }));
  }
  const seconds = (performance.now() - t0) / 1000;
  const cpu = process.cpuUsage(cpu0);
  return { lines: out, chars: n, seconds, cpuSeconds: (cpu.user + cpu.system) / 1e6 };
}
const cold = sentencePass();
const { lines, chars, seconds, cpuSeconds } = sentencePass();

// Whole-document throughput too: the same text as one string, split into sentences internally.
const joined = sentences.map((s) => s.text).join("\n\n");
// Best of three runs, to see past one-off stalls from other processes.
let docSeconds = Number.POSITIVE_INFINITY;
let docCpuSeconds = Number.POSITIVE_INFINITY;
let docSpans = 0;
for (let run = 0; run < 3; run++) {
  const c1 = process.cpuUsage();
  const t1 = performance.now();
  docSpans = recognize(joined).length;
  docSeconds = Math.min(docSeconds, (performance.now() - t1) / 1000);
  const d = process.cpuUsage(c1);
  docCpuSeconds = Math.min(docCpuSeconds, (d.user + d.system) / 1e6);
}

const outDir = join(ROOT, "bench/out");
mkdirSync(outDir, { recursive: true });
const predPath = join(outDir, `lener-ner.${split}.chars.jsonl`);
writeFileSync(predPath, `${lines.join("\n")}\n`);

const table = execFileSync(
  process.execPath,
  [join(EVAL, "score.mjs"), "ner", join(EVAL, `lener-br/${split}.gold.chars.jsonl`), predPath],
  { encoding: "utf8" },
);
console.log(`LeNER-Br ${split}: ${sentences.length} sentences, predictions in ${predPath}`);
console.log(table.trimEnd());
const rate = (n, s) => `${(n / s / 1e6).toFixed(2)} MB/s`;
console.log(
  `throughput, one call per sentence: ${rate(chars, seconds)} wall, ${rate(chars, cpuSeconds)} CPU ` +
    `(${chars} chars in ${seconds.toFixed(2)} s; cold first pass ${rate(cold.chars, cold.cpuSeconds)} CPU)`,
);
console.log(
  `throughput, whole split as one document: ${rate(joined.length, docSeconds)} wall, ` +
    `${rate(joined.length, docCpuSeconds)} CPU (best of 3, ${docSpans} spans); model load ${loadMs.toFixed(0)} ms`,
);
