// The training data of the NER trainer (scripts/train-ner.mjs): LeNER-Br's CoNLL files read into tag ids with the
// abbreviation-merging augmentation (Portuguese), the English corpus of scripts/ner-en (decision 029), and a seeded
// shuffle.
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { available, DATA_SETS, describe, EVAL_DIR } from "../bench/eval-data.mjs";
import { isInside, NER_TYPES, tagFromLabel } from "../worker/analysis/ner/tags.ts";
import { ABBREVIATIONS, tokenize } from "../worker/analysis/ner/tokenize.ts";

/** Per language: the model file it writes and the defaults its committed model was trained with. */
export const DEFAULTS = {
  pt: { model: "model.json", minCount: "1", maxRows: "90000" },
  // The English corpus is silver-labelled and small, so features seen once are mostly noise, and the bundle has
  // little room left (decision 029).
  en: { model: "model-en.json", minCount: "2", maxRows: "6000" },
};

/** Train (with any augmentation) and dev sentences for one language, or null when the data is missing. */
export function trainingData(lang) {
  return lang === "en" ? englishData() : lenerData();
}

function lenerData() {
  const folder = join(EVAL_DIR, DATA_SETS.lener.folder);
  if (!available("lener", ["train.conll", "dev.conll"], "NER training", { scorer: false })) return null;
  console.log(`Training data: ${describe("lener")}`);
  const train = readConll(join(folder, "train.conll"));
  // Dev repeats itself (260 of 1,176 sentences are verbatim copies, page headers mostly), which
  // makes its F1 jump with whether one repeated header is right; epochs are chosen on the
  // distinct sentences only.
  const devSeen = new Set();
  const dev = readConll(join(folder, "dev.conll")).filter((s) => {
    const k = s.words.join(" ");
    if (devSeen.has(k)) return false;
    devSeen.add(k);
    return true;
  });
  const random = rng(1);
  const augmented = [];
  for (const s of train) {
    const m = mergeAbbreviations(s);
    if (m !== null && random() < 0.5) augmented.push(m);
  }
  console.log(
    `train ${train.length} sentences (+${augmented.length} with merged abbreviations), dev ${dev.length} distinct`,
  );
  return { trainAll: train.concat(augmented), dev };
}

const EN_CORPUS = join(dirname(fileURLToPath(import.meta.url)), "ner-en");

function englishData() {
  console.log(`Training data: ${EN_CORPUS} (US court texts, rule-labelled and reviewed; decision 029)`);
  const train = readSpans(join(EN_CORPUS, "train.jsonl"));
  const dev = readSpans(join(EN_CORPUS, "dev.jsonl"));
  console.log(`train ${train.length} sentences, dev ${dev.length}`);
  return { trainAll: train, dev };
}

/**
 * Sentences stored as [text, [[start, end, type], ...]], tokenized by the recognizer's own tokenizer (so training
 * sees the tokens inference sees) and tagged BIO: a token is inside a span when it starts inside it.
 */
export function readSpans(path) {
  return readSpanRows(path).map(([text, spans]) => {
    const tokens = tokenize(text);
    const tags = tokens.map(() => 0);
    for (const [start, end, type] of spans) {
      const k = NER_TYPES.indexOf(type);
      let first = true;
      tokens.forEach((t, i) => {
        if (t.start < start || t.start >= end) return;
        tags[i] = first ? 1 + 2 * k : 2 + 2 * k;
        first = false;
      });
    }
    return { words: tokens.map((t) => t.text), tags };
  });
}

/** The rows of a span file as stored: [text, [[start, end, type], ...]]. */
export function readSpanRows(path) {
  return readFileSync(path, "utf8")
    .split("\n")
    .filter((line) => line !== "")
    .map((line) => JSON.parse(line));
}

// Mulberry32: small, seeded, good enough for shuffling.
export function rng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function readConll(path) {
  const sentences = [];
  let words = [];
  let tags = [];
  for (const line of readFileSync(path, "utf8").split("\n")) {
    const trimmed = line.trim();
    if (trimmed === "") {
      if (words.length > 0) sentences.push({ words, tags });
      words = [];
      tags = [];
      continue;
    }
    const sp = trimmed.lastIndexOf(" ");
    words.push(trimmed.slice(0, sp));
    tags.push(tagFromLabel(trimmed.slice(sp + 1)));
  }
  if (words.length > 0) sentences.push({ words, tags });
  return sentences;
}

// LeNER-Br writes "art . 5º" where raw text has "art. 5º", which our tokenizer keeps as one token.
// Half of the train sentences with such pairs are added again with the pair merged, so the model
// knows both forms. The merged token takes the word's tag; "." tagged I- just disappears into it.
export function mergeAbbreviations(s) {
  const words = [];
  const tags = [];
  let merged = false;
  for (let i = 0; i < s.words.length; i++) {
    const w = s.words[i];
    if (
      s.words[i + 1] === "." &&
      ABBREVIATIONS.has(w.toLowerCase()) &&
      (s.tags[i + 1] === 0 || isInside(s.tags[i + 1]))
    ) {
      const keepTag = s.tags[i + 1] === 0 && s.tags[i] !== 0 ? null : s.tags[i];
      if (keepTag !== null) {
        words.push(`${w}.`);
        tags.push(keepTag);
        i++;
        merged = true;
        continue;
      }
    }
    words.push(w);
    tags.push(s.tags[i]);
  }
  return merged ? { words, tags } : null;
}
