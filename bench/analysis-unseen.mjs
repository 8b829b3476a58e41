// Portuguese throughput on text the engine has never seen in this process: the JIT is warmed on LeNER-Br's dev
// split, then the test split, grouped into documents of 20 sentences, is analysed once. This is the honest per-core
// figure for new documents (the repeated-fixture figure of analysis.mjs flatters the NER's word and pair caches).
import { readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { analyze } from "../worker/analysis/analyze.ts";

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const EVAL = process.env.CAUSA_EVAL ?? resolve(ROOT, "..", "shared", "eval");
const documents = (split) => {
  const sentences = readFileSync(join(EVAL, `lener-br/${split}.sentences.jsonl`), "utf8")
    .trim()
    .split("\n")
    .map((line) => JSON.parse(line).text);
  const docs = [];
  for (let i = 0; i < sentences.length; i += 20) docs.push(sentences.slice(i, i + 20).join(" "));
  return docs;
};

for (const doc of documents("dev")) analyze(doc);
const test = documents("test");
const chars = test.reduce((n, d) => n + d.length, 0);
const c0 = process.cpuUsage();
for (const doc of test) analyze(doc);
const c = process.cpuUsage(c0);
const ms = (c.user + c.system) / 1000;
console.log(
  `Portuguese, unseen text (LeNER-Br test as ${test.length} documents, ${(chars / 1e6).toFixed(2)} MB): CPU ${ms.toFixed(0)} ms = ${(chars / 1e6 / (ms / 1000)).toFixed(2)} MB/s   (target >= 1 MB/s)`,
);
