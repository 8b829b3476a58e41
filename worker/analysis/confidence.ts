import { clamp01 } from "./text.ts";
import type { ConfidenceFactors } from "./types.ts";

// Overall confidence = weighted mean of the evidence factors, capped by the weakest of the three decisions it vouches
// for (language, jurisdiction, document type: the analysis is right only when all three are), then scaled down by OCR
// quality. Weights put the document-type decision first because it is the field most often wrong. Without the cap, a
// text in clear English with US cues but no document-type evidence ("other", classification 0.35-0.55) scored up to
// 0.7, above documents that were right: see the calibration table in bench/analysis.mjs and
// docs/decisions/006-analysis-rule-engine.md.

const WEIGHTS: Record<keyof ConfidenceFactors, number> = {
  classification: 0.45,
  language: 0.15,
  jurisdiction: 0.15,
  entityValidation: 0.1,
  textQuality: 0.15,
};

/** Share of identifier-shaped strings whose check digits hold (1 when there are none: no evidence against). */
export function entityValidationScore(candidates: number, valid: number): number {
  if (candidates === 0) return 1;
  return clamp01(0.3 + 0.7 * (valid / candidates));
}

// 1 for the characters counted as letters: A-Z, a-z, U+00C0..U+02AF. A table rather than three range tests: the
// tests' outcome alternates with the text's spaces and punctuation, and the mispredicted branches cost more than
// the loop's other work.
const LETTER = new Uint8Array(688);
for (let c = 0; c < LETTER.length; c++) LETTER[c] = (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c >= 192 ? 1 : 0;

/** Short texts and texts full of non-letters (OCR debris, tables) carry less evidence. */
export function textQualityScore(text: string, ocrConfidence?: number): number {
  const len = text.length;
  const lengthScore = clamp01(Math.log10(Math.max(10, len)) / 3.3 - 0.1);
  const n = Math.min(len, 20000);
  let letters = 0;
  for (let i = 0; i < n; i++) {
    const c = text.charCodeAt(i);
    if (c < LETTER.length) letters += LETTER[c] as number;
  }
  const ratio = n ? letters / n : 0;
  const ratioScore = clamp01((ratio - 0.35) / 0.35);
  const ocr = ocrConfidence === undefined ? 1 : clamp01(ocrConfidence);
  return clamp01(lengthScore * (0.5 + 0.5 * ratioScore) * (0.4 + 0.6 * ocr));
}

export function combineConfidence(f: ConfidenceFactors, ocrConfidence?: number): number {
  let sum = 0;
  for (const k of Object.keys(WEIGHTS) as (keyof ConfidenceFactors)[]) sum += WEIGHTS[k] * f[k];
  const capped = Math.min(sum, f.language, f.jurisdiction, f.classification);
  // Poor OCR undermines every field at once, so it scales the whole score rather than being one more term.
  const ocr = ocrConfidence === undefined ? 1 : 0.6 + 0.4 * clamp01(ocrConfidence);
  return Math.round(clamp01(capped * ocr) * 1000) / 1000;
}
