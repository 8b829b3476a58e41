// The public data sets behind the accuracy figures and the NER trainer. They are not part of this repository (their
// authors publish them under their own licences, and they weigh several MB): they sit in an evaluation folder beside
// it, `../shared/eval` by default, or wherever CAUSA_EVAL points. That folder also holds the scorer (score.mjs).
// A script whose data is missing says where to get it and skips, so a fresh clone can still run everything else.
import { existsSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..");

export const EVAL_DIR = process.env.CAUSA_EVAL ?? resolve(ROOT, "..", "shared", "eval");

export const DATA_SETS = {
  lener: {
    name: "LeNER-Br",
    folder: "lener-br",
    source:
      "Portuguese legal named entities (Luz de Araujo et al., PROPOR 2018), MIT licence: https://github.com/peluz/lener-br " +
      "(commit 4999cb7); train/dev/test .conll copied unchanged, plus *.sentences.jsonl and *.gold*.jsonl made from them",
  },
  cuad: {
    name: "CUAD v1 (50-contract subset)",
    folder: "cuad",
    source:
      "English contract clauses (Hendrycks et al., NeurIPS 2021), CC BY 4.0, The Atticus Project: " +
      "https://www.atticusprojectai.org/cuad (Zenodo record 4595826); contracts/cuad-NN.txt and test.gold.json",
  },
};

/** Where one data set is expected, and where it comes from, as one readable line. */
export function describe(key) {
  const set = DATA_SETS[key];
  return `${set.name} — ${join(EVAL_DIR, set.folder)}\n  from: ${set.source}`;
}

/**
 * True when the data set's files (paths inside its folder) and, unless told otherwise, the scorer are present.
 * Otherwise prints what is skipped, where the data was looked for and where it comes from, and answers false.
 */
export function available(key, files, skipped, { scorer = true } = {}) {
  const folder = join(EVAL_DIR, DATA_SETS[key].folder);
  const needed = files.map((f) => join(folder, f));
  if (scorer) needed.push(join(EVAL_DIR, "score.mjs"));
  const missing = needed.filter((p) => !existsSync(p));
  if (missing.length === 0) return true;
  console.log(`SKIPPED ${skipped}: ${DATA_SETS[key].name} is not available (missing ${missing[0]}).`);
  console.log(`  ${describe(key)}`);
  console.log("  Put the evaluation folder at ../shared/eval or set CAUSA_EVAL to it.");
  return false;
}
