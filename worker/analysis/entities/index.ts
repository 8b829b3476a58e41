import { findDates } from "../dates.ts";
import type { Entity, Language } from "../types.ts";
import { findIdentifiers } from "./identifiers.ts";
import { findCaseLawEn, findCourtsEn, findDocketNumbers, findLawsEn } from "./legal-en.ts";
import { findCaseLawPt, findCourtsPt, findLawsPt } from "./legal-pt.ts";
import { findMoney } from "./money.ts";
import { findNamesEn } from "./names-en.ts";

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
// A CNJ process number (20 digits) passed its mod-97 check, so it counts as validated too.
const isValidated = (e: Entity): boolean =>
  VALIDATED.has(e.type) ||
  (e.type === "CASE_NUMBER" && typeof e.normalized === "string" && /^\d{20}$/.test(e.normalized));

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
  for (const n of ner) {
    if (validated.some((v) => overlaps(v, n))) continue;
    const same = structured.find((r) => r.start === n.start && r.end === n.end);
    if (same && (same.type === "COURT" || same.type === "CASE_NUMBER")) {
      out.push({ ...same, confidence: Math.max(same.confidence, n.confidence) });
      continue;
    }
    out.push(n);
  }
  for (const r of structured) {
    if (out.some((o) => overlaps(o, r))) continue;
    out.push(r);
  }
  return out.sort((a, b) => a.start - b.start || b.end - a.end);
}

/** Keeps the higher-priority span of any overlapping pair (list order is priority), then sorts by position. */
function resolveByPriority(lists: Entity[][]): Entity[] {
  const out: Entity[] = [];
  for (const list of lists) for (const e of list) if (!out.some((o) => overlaps(o, e))) out.push(e);
  return out.sort((a, b) => a.start - b.start || b.end - a.end);
}

export function ruleEntitiesPt(text: string): Entity[] {
  return resolveByPriority([
    findIdentifiers(text),
    findMoney(text),
    findCaseLawPt(text),
    findLawsPt(text),
    findCourtsPt(text),
    findDates(text, "pt"),
  ]);
}

export function ruleEntitiesEn(text: string): Entity[] {
  return resolveByPriority([
    findIdentifiers(text),
    findDocketNumbers(text),
    findMoney(text),
    findCaseLawEn(text),
    findLawsEn(text),
    findCourtsEn(text),
    findDates(text, "en"),
    findNamesEn(text),
  ]);
}

// Spans the statistical model is unsure of, or that run longer than any name or citation, are not kept.
const NER_MIN_CONFIDENCE = 0.4;
const NER_MAX_LENGTH = 200;

// A name ending in a company's legal form is an organisation whatever the model's doubt about its boundaries.
const LEGAL_FORM = /(?:\bS\.?\/?A\.?|\bLtda\.?|\bEIRELI|\bME|\bEPP|\bInc\.?|\bLLC|\bCorp\.?|\bL\.?P\.?)$/;
const LEGAL_FORM_CONFIDENCE = 0.75;

export function nerEntities(text: string, recognize: Recognizer): Entity[] {
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
      ...(span.type === "DATE" ? normalizedDate(value) : {}),
      confidence,
      start: span.start,
      end: span.end,
    }));
}

function normalizedDate(value: string): { normalized?: string } {
  if (/^(?:19|20)\d{2}$/.test(value)) return { normalized: value };
  const d = findDates(value, "pt")[0];
  return d && typeof d.normalized === "string" ? { normalized: d.normalized } : {};
}

/** All entities of a text: rules for both languages; for Portuguese, merged with the statistical NER. */
export function extractEntities(text: string, language: Language, recognize?: Recognizer): Entity[] {
  if (language === "pt") {
    const rules = ruleEntitiesPt(text);
    return recognize ? mergeEntities(rules, nerEntities(text, recognize)) : rules;
  }
  return ruleEntitiesEn(text);
}
