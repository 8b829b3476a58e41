import type { DocumentAnalysisDto, EntityDto, KeyFindingDto } from "../../../../../common/api/documents.ts";
import { formatValueIn } from "../../../../../common/locale-format.ts";
import type { Language } from "../../../../../common/vocabulary.ts";

/** docs/requirements.md §9 limits of one list item. */
const MAX_PARTIES = 2;
const MAX_FINDINGS = 3;
export const TEXT_PREVIEW_CHARS = 1000;
/**
 * Below this overall confidence the details say "needs review": on the engine's calibration set (docs/decisions/006-analysis-rule-engine.md) every
 * analysis at 0.7 or above had its type, language and jurisdiction right; from 0.6 to 0.7 one in twenty had one of
 * them wrong, from 0.5 to 0.6 one in three, below 0.5 all.
 */
export const REVIEW_BELOW = 0.7;

export function needsReview(confidence: number | null | undefined): boolean {
  return typeof confidence === "number" && confidence < REVIEW_BELOW;
}

/** Up to two PERSON entities, distinct by value (docs/requirements.md §2: else 'N/A'). */
export function partiesOf(doc: DocumentAnalysisDto): string[] {
  const names: string[] = [];
  for (const e of doc.entities) {
    if (e.type !== "PERSON" || names.includes(e.value)) continue;
    names.push(e.value);
    if (names.length === MAX_PARTIES) break;
  }
  return names;
}

/** The item's three findings (docs/requirements.md §9): one per type first, so three clauses show rather than one clause thrice. */
export function topFindings(findings: KeyFindingDto[], max = MAX_FINDINGS): KeyFindingDto[] {
  const seen = new Set<string>();
  const distinct = findings.filter((f) => !seen.has(f.type) && seen.add(f.type));
  const rest = findings.filter((f) => !distinct.includes(f));
  return [...distinct, ...rest].slice(0, max);
}

/** A finding's value as text in the UI language: structured findings (money, dates, lists) written out, never JSON. */
export function findingText(value: KeyFindingDto["value"], language: Language): string {
  return formatValueIn(language, value);
}

interface TextSegment {
  text: string;
  entity?: EntityDto;
}

/**
 * Splits the first `limit` characters of the text into plain and entity segments, using the entities' offsets
 * where they fall wholly inside the preview; overlapping entities keep the earliest.
 */
export function highlightSegments(text: string, entities: EntityDto[], limit = TEXT_PREVIEW_CHARS): TextSegment[] {
  const preview = text.slice(0, limit);
  const spans = entities
    .filter(
      (e): e is EntityDto & { start: number; end: number } =>
        typeof e.start === "number" && typeof e.end === "number" && e.start >= 0 && e.end > e.start && e.end <= limit,
    )
    .filter((e) => e.end <= preview.length)
    .sort((a, b) => a.start - b.start || b.end - a.end);
  const segments: TextSegment[] = [];
  let at = 0;
  for (const e of spans) {
    if (e.start < at) continue;
    if (e.start > at) segments.push({ text: preview.slice(at, e.start) });
    segments.push({ text: preview.slice(e.start, e.end), entity: e });
    at = e.end;
  }
  if (at < preview.length) segments.push({ text: preview.slice(at) });
  return segments;
}

/** A finding type in the UI language; unknown types fall back to the humanised key. */
export function findingLabel(type: string, labels: Record<string, string>): string {
  return labels[type] ?? typeLabel(type);
}

/** A finding or entity type key as a label ("termination_for_convenience" → "termination for convenience"). */
export function typeLabel(type: string): string {
  return type.replace(/_/g, " ");
}
