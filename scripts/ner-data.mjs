// The training data of the NER trainer (scripts/train-ner.mjs): LeNER-Br's CoNLL files read into tag ids, the
// abbreviation-merging augmentation, and a seeded shuffle.
import { readFileSync } from "node:fs";
import { isInside, tagFromLabel } from "../worker/analysis/ner/tags.ts";
import { ABBREVIATIONS } from "../worker/analysis/ner/tokenize.ts";

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
