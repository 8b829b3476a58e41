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

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..");
const EVAL = process.env.EVAL_DIR ?? "/work/shared/eval";
const args = process.argv.slice(2);
const splitArg = args.indexOf("--split");
const split = splitArg >= 0 ? args[splitArg + 1] : "test";
if (split !== "test" && split !== "dev") {
  console.error("--split must be test or dev");
  process.exit(2);
}

const { recognize } = await import("../worker/analysis/ner/index.ts");

const sentences = readFileSync(join(EVAL, `lener-br/${split}.sentences.jsonl`), "utf8")
  .split("\n")
  .filter((l) => l.trim() !== "")
  .map((l) => JSON.parse(l));

// First call decodes the model; time it apart from throughput.
const tLoad = performance.now();
recognize("Lei nº 8.112/1990.");
const loadMs = performance.now() - tLoad;

const lines = [];
let chars = 0;
const t0 = performance.now();
for (const s of sentences) {
  const entities = recognize(s.text).map((e) => ({ type: e.type, start: e.start, end: e.end }));
  chars += s.text.length;
  lines.push(JSON.stringify({ id: s.id, unit: "char", entities }));
}
const seconds = (performance.now() - t0) / 1000;

// Whole-document throughput too: the same text as one string, split into sentences internally.
const joined = sentences.map((s) => s.text).join("\n\n");
const t1 = performance.now();
const docSpans = recognize(joined).length;
const docSeconds = (performance.now() - t1) / 1000;

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
console.log(
  `throughput: ${(chars / seconds / 1e6).toFixed(2)} MB/s per sentence call (${chars} chars in ${seconds.toFixed(2)}s), ` +
    `${(joined.length / docSeconds / 1e6).toFixed(2)} MB/s as one document (${docSpans} spans); model load ${loadMs.toFixed(0)} ms`,
);
