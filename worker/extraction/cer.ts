/** Whitespace-insensitive form used to compare OCR output with ground truth (line breaks are layout, not text). */
export const normaliseForCer = (text: string) => text.normalize("NFC").replace(/\s+/g, " ").trim();

/** Character error rate: Levenshtein distance / reference length, after whitespace normalisation. */
export function characterErrorRate(hypothesis: string, reference: string): number {
  const a = Array.from(normaliseForCer(hypothesis));
  const b = Array.from(normaliseForCer(reference));
  if (b.length === 0) return a.length === 0 ? 0 : 1;
  let previous = Array.from({ length: a.length + 1 }, (_, i) => i);
  for (let j = 1; j <= b.length; j++) {
    const current = [j];
    for (let i = 1; i <= a.length; i++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      current[i] = Math.min((previous[i] ?? 0) + 1, (current[i - 1] ?? 0) + 1, (previous[i - 1] ?? 0) + cost);
    }
    previous = current;
  }
  return (previous[a.length] ?? 0) / b.length;
}
