#!/usr/bin/env node
// Scores the engine's English entities with and without the English NER model on scripts/ner-en/eval.jsonl: 80
// sentences of the corpus's dev fixtures (never trained on), labelled by hand (docs/decisions/029-english-ner.md).
// Exact span and type; a court counts as an organisation, as in the model's tag set.
//
//   node scripts/train-ner-en-eval.mjs
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { extractEntities } from "../worker/analysis/entities/index.ts";
import { refineEntities } from "../worker/analysis/entities/refine.ts";
import { createRecognizer } from "../worker/analysis/ner/index.ts";
import { NER_TYPES } from "../worker/analysis/ner/tags.ts";
import { readSpanRows } from "./ner-data.mjs";

const rows = readSpanRows(join(dirname(fileURLToPath(import.meta.url)), "ner-en", "eval.jsonl"));
const { recognize } = createRecognizer("en");

function score(withModel) {
  const t = Object.fromEntries(NER_TYPES.map((k) => [k, { gold: 0, pred: 0, right: 0 }]));
  for (const [text, spans] of rows) {
    const found = refineEntities(text, extractEntities(text, "en", withModel ? recognize : undefined), "en", false)
      .map((e) => [e.start, e.end, e.type === "COURT" ? "ORGANIZATION" : e.type])
      .filter(([, , type]) => t[type] !== undefined);
    const gold = new Set(spans.map((s) => s.join(":")));
    for (const [, , type] of spans) t[type].gold++;
    for (const f of found) {
      t[f[2]].pred++;
      if (gold.has(f.join(":"))) t[f[2]].right++;
    }
  }
  return t;
}

const f3 = (n, d) => (d === 0 ? "  -  " : (n / d).toFixed(3));
const rules = score(false);
const both = score(true);
console.log(`${rows.length} hand-labelled sentences; recall / precision (gold count)`);
console.log("type          rules                 rules + English model");
for (const k of [...NER_TYPES, "ALL"]) {
  const cell = (t) => {
    const x =
      k === "ALL"
        ? Object.values(t).reduce((a, b) => ({
            gold: a.gold + b.gold,
            pred: a.pred + b.pred,
            right: a.right + b.right,
          }))
        : t[k];
    return `${f3(x.right, x.gold)} / ${f3(x.right, x.pred)} (${x.gold})`.padEnd(22);
  };
  console.log(`${k.padEnd(14)}${cell(rules)}${cell(both)}`);
}
