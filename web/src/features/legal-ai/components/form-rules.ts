import {
  type CalculateDeadlinesRequest,
  type DraftContractClauseRequest,
  type GenerateFlowchartRequest,
  type JurisprudenceSearchRequest,
  type LegalResearchRequest,
  PERIOD_PATTERN,
} from "../../../../../common/api/legal-ai.ts";
import { type Jurisdiction, type Language, MAX_DEADLINE_DAYS } from "../../../../../common/vocabulary.ts";
import type { Dictionary } from "../../../i18n/en.ts";
import { format } from "../../../i18n/i18n.tsx";
import { ApiError } from "../../../lib/api.ts";

// The Legal AI forms' rules (docs/requirements.md §5): required fields, comma-separated lists split and trimmed.
// Each check returns the request to send, or one message per field that is wrong, in the user's language.

type Strings = Dictionary["legalAi"];
export type Checked<R> = { ok: true; request: R } | { ok: false; errors: Record<string, string> };

/** "a, b ,, c " → ["a", "b", "c"]: split on commas, trimmed, blanks dropped. */
export function splitList(text: string): string[] {
  return text
    .split(",")
    .map((item) => item.trim())
    .filter((item) => item !== "");
}

class Checker {
  readonly errors: Record<string, string> = {};
  private readonly t: Strings;
  constructor(t: Strings) {
    this.t = t;
  }

  text(name: string, value: string, label: string): string {
    const trimmed = value.trim();
    if (!trimmed) this.errors[name] = format(this.t.required, { field: label });
    return trimmed;
  }

  list(name: string, value: string, label: string): string[] {
    const items = splitList(value);
    if (items.length === 0) this.errors[name] = format(this.t.requiredList, { field: label });
    return items;
  }

  /** An optional two-letter US state, upper-cased; ignored outside the USA. */
  usState(jurisdiction: string, value: string): string {
    const state = jurisdiction === "usa" ? value.trim() : "";
    if (state && !/^[A-Za-z]{2}$/.test(state)) this.errors.usState = this.t.invalidState;
    return state.toUpperCase();
  }

  done<R>(request: R): Checked<R> {
    return Object.keys(this.errors).length ? { ok: false, errors: this.errors } : { ok: true, request };
  }
}

/** The answer language as docs/requirements.md §7 writes it: PT or EN. */
const apiLanguage = (language: Language) => (language === "pt" ? "PT" : "EN");

export interface JurisprudenceValues {
  court: string;
  keywords: string;
  theme: string;
  period: string;
  jurisdiction: Jurisdiction | "";
  language: Language;
}

export function checkJurisprudence(v: JurisprudenceValues, t: Strings): Checked<JurisprudenceSearchRequest> {
  const c = new Checker(t);
  const court = c.text("court", v.court, t.fields.court);
  const keywords = c.list("keywords", v.keywords, t.fields.keywords);
  const theme = c.text("theme", v.theme, t.fields.theme);
  const jurisdiction = c.text("jurisdiction", v.jurisdiction, t.fields.jurisdiction) as Jurisdiction;
  const period = v.period.trim();
  if (period && !PERIOD_PATTERN.test(period)) c.errors.period = t.invalidPeriod;
  return c.done({
    court,
    keywords,
    theme,
    ...(period ? { period } : {}),
    jurisdiction,
    language: apiLanguage(v.language),
  });
}

export interface DeadlineValues {
  actionType: string;
  court: string;
  baseDate: string;
  jurisdiction: Jurisdiction | "";
  baseEvent: string;
  partyType: string;
  serviceMethod: string;
  usState: string;
  /** Only for actionType "custom": the period the court or the contract set. */
  days: string;
  unit: string;
  language: Language;
}

/** The calculator's catch-all action type: any period, with its days and unit. */
export const CUSTOM_ACTION = "custom";

export function checkDeadline(v: DeadlineValues, t: Strings): Checked<CalculateDeadlinesRequest> {
  const c = new Checker(t);
  const jurisdiction = c.text("jurisdiction", v.jurisdiction, t.fields.jurisdiction) as Jurisdiction;
  const actionType = c.text("actionType", v.actionType, t.fields.actionType);
  const court = c.text("court", v.court, t.fields.court);
  const baseDate = c.text("baseDate", v.baseDate, t.fields.baseDate);
  const usState = c.usState(jurisdiction, v.usState);
  const serviceMethod = jurisdiction === "usa" ? v.serviceMethod : "";
  const custom = actionType === CUSTOM_ACTION;
  const days = Number(v.days);
  if (custom && !(Number.isInteger(days) && days >= 1 && days <= MAX_DEADLINE_DAYS)) {
    c.errors.days = format(t.invalidDays, { max: MAX_DEADLINE_DAYS });
  }
  return c.done({
    actionType,
    jurisdiction,
    court,
    baseDate,
    language: apiLanguage(v.language),
    ...(v.baseEvent ? { baseEvent: v.baseEvent as CalculateDeadlinesRequest["baseEvent"] } : {}),
    ...(v.partyType ? { partyType: v.partyType as CalculateDeadlinesRequest["partyType"] } : {}),
    ...(serviceMethod ? { serviceMethod: serviceMethod as CalculateDeadlinesRequest["serviceMethod"] } : {}),
    ...(usState ? { usState } : {}),
    ...(custom ? { days, unit: v.unit === "calendar" ? "calendar" : "business" } : {}),
  });
}

export interface ClauseValues {
  clauseType: string;
  parties: string;
  specificTerms: string;
  jurisdiction: Jurisdiction | "";
  usState: string;
  language: Language;
}

export function checkClause(v: ClauseValues, t: Strings): Checked<DraftContractClauseRequest> {
  const c = new Checker(t);
  const clauseType = c.text(
    "clauseType",
    v.clauseType,
    t.fields.clauseType,
  ) as DraftContractClauseRequest["clauseType"];
  const jurisdiction = c.text("jurisdiction", v.jurisdiction, t.fields.jurisdiction) as Jurisdiction;
  const parties = c.list("parties", v.parties, t.fields.parties);
  const specificTerms = c.list("specificTerms", v.specificTerms, t.fields.specificTerms);
  const usState = c.usState(jurisdiction, v.usState);
  return c.done({
    clauseType,
    parties,
    specificTerms,
    jurisdiction,
    ...(usState ? { usState } : {}),
    language: apiLanguage(v.language),
  });
}

export interface FlowchartValues {
  procedure: string;
  jurisdiction: Jurisdiction | "";
  language: Language;
}

export function checkFlowchart(v: FlowchartValues, t: Strings): Checked<GenerateFlowchartRequest> {
  const c = new Checker(t);
  const procedure = c.text("procedure", v.procedure, t.fields.procedure);
  const jurisdiction = c.text("jurisdiction", v.jurisdiction, t.fields.jurisdiction) as Jurisdiction;
  return c.done({ procedure, jurisdiction, language: apiLanguage(v.language) });
}

export interface ResearchValues {
  topic: string;
  sources: LegalResearchRequest["sources"];
  depth: string;
  jurisdiction: Jurisdiction | "";
  language: Language;
}

export function checkResearch(v: ResearchValues, t: Strings): Checked<LegalResearchRequest> {
  const c = new Checker(t);
  const topic = c.text("topic", v.topic, t.fields.topic);
  const depth = c.text("depth", v.depth, t.fields.depth) as LegalResearchRequest["depth"];
  const jurisdiction = c.text("jurisdiction", v.jurisdiction, t.fields.jurisdiction) as Jurisdiction;
  return c.done({ topic, sources: v.sources ?? [], jurisdiction, depth, language: apiLanguage(v.language) });
}

/**
 * The message after 'Error: ' for a failed call (docs/requirements.md §8): the provider's rate limit (status 429, or a
 * message containing 'Rate limit') in the user's language, else the server's message.
 */
export function errorMessage(err: unknown, t: Dictionary): string {
  const message = err instanceof Error ? err.message : typeof err === "string" ? err : "";
  if ((err instanceof ApiError && err.status === 429) || /rate limit/i.test(message)) return t.legalAi.rateLimit;
  if (err instanceof ApiError) return err.message;
  if (err instanceof TypeError) return t.common.networkError;
  return message || t.common.tryAgain;
}
