// BIO tag set shared by the trainer and the decoder. Tag 0 is O; entity type k has
// B = 1 + 2k and I = 2 + 2k, so the type of any non-O tag t is (t - 1) >> 1.

export type NerType = "PERSON" | "ORGANIZATION" | "LOCATION" | "DATE" | "LAW" | "CASE_LAW";

/** Entity types in tag order; LeNER-Br's Portuguese labels map onto them one to one. */
export const NER_TYPES: readonly NerType[] = ["PERSON", "ORGANIZATION", "LOCATION", "DATE", "LAW", "CASE_LAW"];

export const LENER_LABELS: readonly string[] = [
  "PESSOA",
  "ORGANIZACAO",
  "LOCAL",
  "TEMPO",
  "LEGISLACAO",
  "JURISPRUDENCIA",
];

export const NUM_TAGS = 1 + 2 * NER_TYPES.length;

export function isInside(tag: number): boolean {
  return tag > 0 && (tag & 1) === 0;
}

export function tagType(tag: number): number {
  return (tag - 1) >> 1;
}

/** Tag index for a LeNER-Br CoNLL label such as "B-PESSOA" or "O". */
export function tagFromLabel(label: string): number {
  if (label === "O") return 0;
  const k = LENER_LABELS.indexOf(label.slice(2));
  if (k < 0 || (label[0] !== "B" && label[0] !== "I") || label[1] !== "-") {
    throw new Error(`unknown NER label ${label}`);
  }
  return label[0] === "B" ? 1 + 2 * k : 2 + 2 * k;
}

/** BIO well-formedness: I-X may only follow B-X or I-X (and never start a sentence). */
export function allowedTransition(prev: number, next: number): boolean {
  if (!isInside(next)) return true;
  return prev > 0 && tagType(prev) === tagType(next);
}
