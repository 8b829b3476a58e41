import type { Language } from "./types.ts";

// Language by function-word counts: cheap, robust to OCR noise, and legal vocabulary does not skew it the way it
// skews character n-grams (Latin terms, party names).

const PT = new Set(
  "de da do das dos que não nao para com uma ao aos pelo pela pelos pelas em no na nos nas é são ou seu sua seus suas se por mais como foi ser ter este esta presente ação acordo contrato conforme sobre também".split(
    " ",
  ),
);
const EN = new Set(
  "the of and to in that is for with by shall this be or any as on such will which from its at are not have has been may hereby agreement other party under".split(
    " ",
  ),
);

export interface LanguageGuess {
  language: Language;
  /** 0..1: how clearly one language dominates. */
  confidence: number;
}

// [a-zà-ú]: a-z, or U+00E0..U+00FA.
function isWordCode(c: number): boolean {
  return (c >= 97 && c <= 122) || (c >= 224 && c <= 250);
}

// The function words in an open-addressing table on the FNV hash of their characters, so that a word of the text
// is looked up where it stands (a substring per word and its hash in a Set cost more than the rest of the scan).
// Language 1 is Portuguese, 2 English; PT is tried first, as before.
const SLOTS = 256;
const slotWord: string[] = new Array(SLOTS).fill("");
const slotLanguage = new Uint8Array(SLOTS);
let longestWord = 0;

function hashOf(s: string, from: number, to: number): number {
  let h = 0x811c9dc5;
  for (let i = from; i < to; i++) h = Math.imul(h ^ s.charCodeAt(i), 0x01000193);
  return h;
}

for (const [words, language] of [
  [PT, 1],
  [EN, 2],
] as const) {
  for (const w of words) {
    let slot = hashOf(w, 0, w.length) & (SLOTS - 1);
    while (slotLanguage[slot] !== 0 && slotWord[slot] !== w) slot = (slot + 1) & (SLOTS - 1);
    if (slotLanguage[slot] !== 0) continue;
    slotWord[slot] = w;
    slotLanguage[slot] = language;
    longestWord = Math.max(longestWord, w.length);
  }
}

// 1 when s[from, to) is a Portuguese function word, 2 when an English one, else 0.
function functionWord(s: string, from: number, to: number): number {
  const length = to - from;
  if (length > longestWord) return 0;
  let slot = hashOf(s, from, to) & (SLOTS - 1);
  for (;;) {
    const language = slotLanguage[slot] as number;
    if (language === 0) return 0;
    const w = slotWord[slot] as string;
    if (w.length === length) {
      let k = 0;
      while (k < length && w.charCodeAt(k) === s.charCodeAt(from + k)) k++;
      if (k === length) return language;
    }
    slot = (slot + 1) & (SLOTS - 1);
  }
}

export function detectLanguage(text: string, hint?: Language): LanguageGuess {
  let pt = 0;
  let en = 0;
  const sample = text.length > 15000 ? text.slice(0, 15000) : text;
  // Runs of [a-zà-ú] in the lower-cased sample, scanned by hand: a match object per word cost more than the
  // set lookups.
  const lower = sample.toLowerCase();
  const n = lower.length;
  let i = 0;
  while (i < n) {
    if (!isWordCode(lower.charCodeAt(i))) {
      i++;
      continue;
    }
    let j = i + 1;
    while (j < n && isWordCode(lower.charCodeAt(j))) j++;
    const language = functionWord(lower, i, j);
    if (language === 1) pt++;
    else if (language === 2) en++;
    i = j;
  }
  const total = pt + en;
  if (total === 0) return { language: hint ?? "en", confidence: hint ? 0.6 : 0.3 };
  const guess: Language = pt > en ? "pt" : "en";
  const margin = Math.abs(pt - en) / total;
  // Few function words means little evidence even when one side wins every count.
  const evidence = Math.min(1, total / 30);
  let confidence = 0.5 + 0.5 * margin * evidence;
  if (hint) {
    if (hint === guess) confidence = Math.max(confidence, 0.9);
    else if (margin * evidence < 0.6) return { language: hint, confidence: 0.6 };
  }
  return { language: guess, confidence };
}
