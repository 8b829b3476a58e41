import { findDates } from "../dates.ts";
import type { LiteralScan } from "../literals.ts";
import type { Entity, Language } from "../types.ts";
import { findIdentifiers } from "./identifiers.ts";
import { findCaseLawEn, findCourtsEn, findDocketNumbers, findLawsEn } from "./legal-en.ts";
import { datesAndLawsPt, findCaseLawPt, findCourtsPt } from "./legal-pt.ts";
import { findMoney } from "./money.ts";
import { findNamesEn } from "./names-en.ts";
import { findPersonsByCue } from "./persons-en.ts";
import { findPlaces } from "./places.ts";

/** The statistical recogniser's output (worker/analysis/ner), injected so tests and benches can swap it. */
export interface NerSpanLike {
  type: "PERSON" | "ORGANIZATION" | "LOCATION" | "DATE" | "LAW" | "CASE_LAW";
  start: number;
  end: number;
  confidence: number;
}
export type Recognizer = (text: string) => NerSpanLike[];

// Types whose rule match is checked (check digits, or an unambiguous format): they beat any overlapping span.
const VALIDATED = new Set<Entity["type"]>(["CPF", "CNPJ", "OAB", "EIN", "SSN", "EMAIL", "PHONE", "MONEY"]);

const overlaps = (a: Entity, b: Entity): boolean => a.start < b.end && b.start < a.end;
// A process number in the CNJ layout (20 digits), in Minas Gerais's own layout (17 digits with the appeal's
// sequence, 14 without) or in the pre-2010 federal (15) and São Paulo (16, or 25 with the suffix) layouts is an
// unambiguous format, so it counts as validated too.
const isValidated = (e: Entity): boolean =>
  VALIDATED.has(e.type) ||
  (e.type === "CASE_NUMBER" && typeof e.normalized === "string" && /^(?:\d{20}|\d{14,17}|\d{25})$/.test(e.normalized));

/**
 * Merges rule spans with NER spans. Validated identifiers win every overlap; otherwise the statistical span is
 * kept, because LeNER-style annotation (what a "LAW" span covers) is what the model learnt, and a rule span is
 * only added where the model found nothing. A CNJ number the model called CASE_LAW becomes CASE_NUMBER with the
 * model's span; a court the model called ORGANIZATION with the same span becomes COURT.
 */
export function mergeEntities(rules: Entity[], ner: Entity[]): Entity[] {
  const validated = rules.filter(isValidated);
  const out: Entity[] = [...validated];
  const structured = rules.filter((r) => !isValidated(r));
  // First structured span per exact (start, end): a Map instead of a scan per NER span.
  const bySpan = new Map<number, Entity>();
  for (const r of structured) {
    const k = r.start * SPAN_KEY + r.end;
    if (!bySpan.has(k)) bySpan.set(k, r);
  }
  for (const n of ner) {
    if (validated.some((v) => overlaps(v, n))) continue;
    const same = bySpan.get(n.start * SPAN_KEY + n.end);
    if (same && (same.type === "COURT" || same.type === "CASE_NUMBER")) {
      out.push({ ...same, confidence: Math.max(same.confidence, n.confidence) });
      continue;
    }
    out.push(n);
  }
  const taken = coverage(out, maxEnd([out, structured]));
  for (const r of structured) {
    if (covered(taken, r)) continue;
    out.push(r);
    cover(taken, r);
  }
  return out.sort((a, b) => a.start - b.start || b.end - a.end);
}

/**
 * Merges English rule spans with NER spans. The English rules are precise on the documents they were written for,
 * and the English model learnt from their labels (docs/decisions/029-english-ner.md), so here the model only fills
 * gaps: every rule span is kept, and a model span is added only where nothing the rule layer finds overlaps it (rule
 * spans, gazetteer places such as "Camden, New Jersey", people named by a cue), where the rules do not give the same
 * words another type ("Lina Park" a person, not also an organisation), and never across a line break (a caption's or
 * signature block's lines are separate names). A model organisation named "… Court …" is a court (the model's tag
 * set has no COURT; its training data tagged courts as organisations).
 */
export function mergeEntitiesEn(text: string, rules: Entity[], ner: Entity[]): Entity[] {
  const out = [...rules];
  const weak = [...findPlaces(text), ...findPersonsByCue(text)];
  const taken = coverage([...rules, ...weak], maxEnd([rules, weak, ner]));
  const typed = new Map([...rules, ...weak].map((e) => [e.value.toLowerCase(), e.type]));
  for (const n of ner) {
    if (!NER_EN_TYPES.has(n.type) || n.value.includes("\n") || covered(taken, n)) continue;
    const court = n.type === "ORGANIZATION" && /\bCourt\b/.test(n.value);
    const span = court ? { ...n, type: "COURT" as const } : n;
    const known = typed.get(n.value.toLowerCase());
    if (known !== undefined && known !== span.type) continue;
    out.push(span);
    cover(taken, span);
  }
  return out.sort((a, b) => a.start - b.start || b.end - a.end);
}

// The English model's types that add to the rules (decision 029).
const NER_EN_TYPES = new Set<Entity["type"]>(["PERSON", "ORGANIZATION", "LOCATION", "DATE", "LAW", "CASE_LAW"]);

// Offsets stay far below 2^26 characters, so start * 2^26 + end is an exact key.
const SPAN_KEY = 2 ** 26;

/**
 * "Does any span added so far overlap this one?" in time proportional to the span's length, not to the number
 * of spans (scanning every span made merging quadratic in the entity count of long documents). Characters
 * covered by a non-empty span are marked; empty spans, which marks cannot represent, fall back to the pairwise
 * test against every span added.
 */
interface Coverage {
  marks: Uint8Array;
  all: Entity[];
  hasEmpty: boolean;
}

// `size`: the largest span end to come, so that the marks are allocated once (growing them by doubling, and
// filling each span with a builtin call, was a visible share of merging).
function coverage(spans: readonly Entity[], size: number): Coverage {
  const c: Coverage = { marks: new Uint8Array(size), all: [], hasEmpty: false };
  for (const s of spans) cover(c, s);
  return c;
}

function maxEnd(lists: readonly (readonly Entity[])[]): number {
  let end = 0;
  for (const list of lists) for (const e of list) if (e.end > end) end = e.end;
  return end;
}

function cover(c: Coverage, s: Entity): void {
  c.all.push(s);
  if (s.end <= s.start) {
    c.hasEmpty = true;
    return;
  }
  if (s.end > c.marks.length) {
    const grown = new Uint8Array(Math.max(s.end, c.marks.length * 2));
    grown.set(c.marks);
    c.marks = grown;
  }
  const marks = c.marks;
  for (let i = Math.max(0, s.start); i < s.end; i++) marks[i] = 1;
}

function covered(c: Coverage, s: Entity): boolean {
  if (s.end <= s.start || c.hasEmpty) return c.all.some((o) => overlaps(o, s));
  const end = Math.min(s.end, c.marks.length);
  for (let i = Math.max(0, s.start); i < end; i++) if (c.marks[i] === 1) return true;
  return false;
}

/** Keeps the higher-priority span of any overlapping pair (list order is priority), then sorts by position. */
function resolveByPriority(lists: Entity[][]): Entity[] {
  const out: Entity[] = [];
  const taken = coverage(out, maxEnd(lists));
  for (const list of lists) {
    for (const e of list) {
      if (covered(taken, e)) continue;
      out.push(e);
      cover(taken, e);
    }
  }
  return out.sort((a, b) => a.start - b.start || b.end - a.end);
}

export function ruleEntitiesPt(text: string, scan?: LiteralScan): Entity[] {
  const { dates, laws } = datesAndLawsPt(text, scan);
  return resolveByPriority([
    findIdentifiers(text, scan),
    findMoney(text, scan),
    findCaseLawPt(text, scan),
    laws,
    findCourtsPt(text, scan),
    dates,
  ]);
}

export function ruleEntitiesEn(text: string, scan?: LiteralScan): Entity[] {
  return resolveByPriority([
    findIdentifiers(text, scan),
    findDocketNumbers(text),
    findMoney(text, scan),
    findCaseLawEn(text),
    findLawsEn(text),
    findCourtsEn(text),
    findDates(text, "en", false, scan),
    findNamesEn(text),
  ]);
}

// Spans the statistical model is unsure of, or that run longer than any name or citation, are not kept.
const NER_MIN_CONFIDENCE = 0.4;
const NER_MAX_LENGTH = 200;

// A name ending in a company's legal form is an organisation whatever the model's doubt about its boundaries.
const LEGAL_FORM = /(?:\bS\.?\/?A\.?|\bLtda\.?|\bEIRELI|\bME|\bEPP|\bInc\.?|\bLLC|\bCorp\.?|\bL\.?P\.?)$/;
const LEGAL_FORM_CONFIDENCE = 0.75;

export function nerEntities(text: string, recognize: Recognizer, language: Language = "pt"): Entity[] {
  return recognize(text)
    .map((s) => {
      const value = text.slice(s.start, s.end);
      const company = s.type === "ORGANIZATION" && LEGAL_FORM.test(value);
      return { span: s, value, confidence: company ? Math.max(s.confidence, LEGAL_FORM_CONFIDENCE) : s.confidence };
    })
    .filter(({ span, confidence }) => confidence >= NER_MIN_CONFIDENCE && span.end - span.start <= NER_MAX_LENGTH)
    .map(({ span, value, confidence }) => ({
      type: span.type,
      value,
      ...(span.type === "DATE" ? normalizedDate(value, language) : {}),
      confidence,
      start: span.start,
      end: span.end,
    }));
}

// The same date strings recur through a document, and findDates runs a dozen expressions per call.
const DATE_CACHE_LIMIT = 5000;
const dateCache = new Map<string, string | null>();

function normalizedDate(value: string, language: Language): { normalized?: string } {
  if (/^(?:19|20)\d{2}$/.test(value)) return { normalized: value };
  const key = `${language}:${value}`;
  let normalized = dateCache.get(key);
  if (normalized === undefined) {
    const d = findDates(value, language)[0];
    normalized = d && typeof d.normalized === "string" ? d.normalized : null;
    if (dateCache.size >= DATE_CACHE_LIMIT) dateCache.clear();
    dateCache.set(key, normalized);
  }
  return normalized === null ? {} : { normalized };
}

/**
 * All entities of a text: rules for both languages, merged with the statistical NER of the text's language when
 * `recognize` (that language's recogniser) is given. With `scan` (a LiteralScan of this text), rule patterns that
 * cannot match are skipped.
 */
export function extractEntities(
  text: string,
  language: Language,
  recognize?: Recognizer,
  scan?: LiteralScan,
): Entity[] {
  if (language === "pt") {
    const rules = ruleEntitiesPt(text, scan);
    return recognize ? mergeEntities(rules, nerEntities(text, recognize)) : rules;
  }
  const rules = ruleEntitiesEn(text, scan);
  return recognize ? mergeEntitiesEn(text, rules, nerEntities(text, recognize, "en")) : rules;
}
