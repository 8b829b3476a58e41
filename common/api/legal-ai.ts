import * as z from "zod";
import {
  BASE_EVENTS,
  CLAUSE_TYPES,
  COUNT_UNITS,
  DIRECTIONS,
  JURISDICTIONS,
  type Jurisdiction,
  type JurisprudenceProvider,
  type Language,
  LEGAL_AI_TOOLS,
  type LegalAiTool,
  MAX_DEADLINE_DAYS,
  PARTY_TYPES,
  RESEARCH_DEPTHS,
  RESEARCH_SOURCES,
  SERVICE_METHODS,
} from "../vocabulary.ts";
import type { AiProviderName } from "./ai.ts";

// The five Legal AI calls (docs/requirements.md §5 validation, §7 calls). Comma-separated form fields arrive as
// arrays: the page splits and trims them before sending.

/** "PT", "pt", "pt-BR", "EN"… as the page or another client sends it; the answer's language. */
const languageField = z
  .string()
  .trim()
  .regex(/^(en|pt)([-_][a-z]{2})?$/i, { message: "Use en or pt." })
  .transform((v): Language => (v.toLowerCase().startsWith("pt") ? "pt" : "en"));

const text = (max: number) => z.string().trim().min(1, { message: "Required." }).max(max);
const list = (itemMax: number, max: number) =>
  z
    .array(z.string().trim().max(itemMax))
    .transform((items) => items.filter((i) => i !== ""))
    .pipe(z.array(z.string()).min(1, { message: "Enter at least one item." }).max(max));

const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { message: "Use the date format YYYY-MM-DD." });

/** "2020", "2019-2024" or blank: the years decisions are searched in. */
export const PERIOD_PATTERN = /^(\d{4})(?:\s*[-–]\s*(\d{4}))?$/;

export const jurisprudenceSearchSchema = z.object({
  /** STF, STJ, TST, TRF, TJ (the page's options) or a specific court: TJSP, TRF3, TRT2, ca9, scotus… */
  court: text(40),
  keywords: list(80, 20),
  theme: text(200),
  period: z
    .string()
    .trim()
    .max(21)
    .regex(new RegExp(`(?:${PERIOD_PATTERN.source})|^$`), { message: "Use a year (2020) or a range (2019-2024)." })
    .optional(),
  jurisdiction: z.enum(JURISDICTIONS),
  language: languageField,
});
export type JurisprudenceSearchRequest = z.input<typeof jurisprudenceSearchSchema>;
export type JurisprudenceSearchInput = z.output<typeof jurisprudenceSearchSchema>;

/** docs/requirements.md §7 payload plus the calculator's optional precision inputs. */
export const calculateDeadlinesSchema = z.object({
  actionType: text(80),
  jurisdiction: z.enum(JURISDICTIONS),
  court: text(40),
  baseDate: isoDay,
  language: languageField.optional(),
  baseEvent: z.enum(BASE_EVENTS).optional(),
  partyType: z.enum(PARTY_TYPES).optional(),
  serviceMethod: z.enum(SERVICE_METHODS).optional(),
  days: z.number().int().min(1).max(MAX_DEADLINE_DAYS).optional(),
  unit: z.enum(COUNT_UNITS).optional(),
  direction: z.enum(DIRECTIONS).optional(),
  usState: z.string().length(2).optional(),
});
export type CalculateDeadlinesRequest = z.input<typeof calculateDeadlinesSchema>;
export type CalculateDeadlinesInput = z.output<typeof calculateDeadlinesSchema>;

export const deadlineOptionsQuerySchema = z.object({ jurisdiction: z.enum(JURISDICTIONS).optional() });

export const draftContractClauseSchema = z.object({
  clauseType: z.enum(CLAUSE_TYPES),
  parties: list(120, 10),
  specificTerms: list(300, 20),
  jurisdiction: z.enum(JURISDICTIONS),
  language: languageField,
  /** US only: two-letter state whose law governs (non-competes differ most: California, §16600). */
  usState: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2}$/, { message: "Use a two-letter state code." })
    .transform((v) => v.toUpperCase())
    .optional(),
});
export type DraftContractClauseRequest = z.input<typeof draftContractClauseSchema>;
export type DraftContractClauseInput = z.output<typeof draftContractClauseSchema>;

export const generateFlowchartSchema = z.object({
  procedure: text(200),
  jurisdiction: z.enum(JURISDICTIONS),
  language: languageField,
});
export type GenerateFlowchartRequest = z.input<typeof generateFlowchartSchema>;
export type GenerateFlowchartInput = z.output<typeof generateFlowchartSchema>;

export const legalResearchSchema = z.object({
  topic: text(500),
  /** Optional checkboxes; none means all three. */
  sources: z.array(z.enum(RESEARCH_SOURCES)).max(RESEARCH_SOURCES.length).optional(),
  jurisdiction: z.enum(JURISDICTIONS),
  depth: z.enum(RESEARCH_DEPTHS),
  language: languageField,
});
export type LegalResearchRequest = z.input<typeof legalResearchSchema>;
export type LegalResearchInput = z.output<typeof legalResearchSchema>;

export const legalAiResultsQuerySchema = z.object({
  tool: z.enum(LEGAL_AI_TOOLS).optional(),
});

// ------------------------------------------------------------------------------------------------ answers

type Bilingual = { en: string; pt: string };

/** Kinds of source a result can rest on; every citation in a result points at one of these. */
export type LegalAiSourceKind =
  | "document"
  | "courtlistener"
  | "datajud"
  | "statute"
  | "clause_library"
  | "procedure_catalogue"
  | "deadline_rules";

/** One source the result used, with enough to open it (a document id in Causa, or a public URL). */
export interface LegalAiSource {
  /** Stable within one result: "D1", "S2"… as cited in the result text. */
  ref: string;
  kind: LegalAiSourceKind;
  title: string;
  /** Causa document id for kind "document" (open /documents/{id}); null otherwise. */
  documentId: string | null;
  url: string | null;
  excerpt: string | null;
  court: string | null;
  /** ISO date (YYYY-MM-DD) when the source has one. */
  date: string | null;
  citation: string | null;
}

/** What each configured source did for this request, so the page can say which sources were used. */
export interface SourceUse {
  source: JurisprudenceProvider | "statutes" | "clause_library" | "procedure_catalogue" | "deadline_rules" | "model";
  status: "used" | "no_results" | "failed" | "not_configured" | "skipped";
  count: number;
  /** Why it failed or was skipped, in the request's language. */
  note: string | null;
}

/** A model statement removed because a citation, number or statute in it is not in any retrieved source. */
export interface GroundingFlag {
  kind: "citation" | "number" | "statute" | "mermaid";
  /** The removed text (or the offending token). */
  text: string;
}

/** Common to every Legal AI answer: docs/requirements.md §7's success/result/error plus who wrote it and from what. */
export interface LegalAiEnvelope {
  success: boolean;
  /** Plain text shown with whitespace preserved; empty when success is false. */
  result: string;
  /** The message to show after 'Error: ' when success is false; null otherwise. */
  error: string | null;
  tool: LegalAiTool;
  /** `local`: no language model wrote any part of it. */
  provider: AiProviderName;
  model: string | null;
  providerLabel: string;
  generatedAt: string;
  /** The stored copy (GET /api/legal-ai/results); null when nothing was stored. */
  resultId: string | null;
  sources: LegalAiSource[];
  sourcesUsed: SourceUse[];
  flags: GroundingFlag[];
}

export interface JurisprudenceDecision {
  /** The LegalAiSource.ref this decision is cited as. */
  ref: string;
  origin: JurisprudenceProvider;
  title: string;
  court: string | null;
  date: string | null;
  caseNumber: string | null;
  outcome: string | null;
  amounts: string[];
  excerpt: string | null;
  url: string | null;
  documentId: string | null;
}

export interface JurisprudenceSearchResponse extends LegalAiEnvelope {
  decisions: JurisprudenceDecision[];
  /** The model's short synthesis, citing only decisions above; null in local mode. */
  synthesis: string | null;
}

/** One day of the calculator's audit as a table row. */
export interface DeadlineAuditRow {
  date: string;
  /** Weekday in the request's language ("Mon", "seg."). */
  weekday: string;
  action: "start" | "publication" | "counted" | "skipped" | "due" | "extended";
  /** Day number within the period for counted days. */
  count: number | null;
  reason: string | null;
}

export interface DeadlineDto {
  dueDate: string;
  firstCountedDay: string;
  startDate: string;
  days: number;
  unit: "business" | "calendar";
  direction: "forward" | "backward";
  rule: { id: string; name: Bilingual };
  basis: string;
  jurisdiction: Jurisdiction;
  court: string;
  system: string;
  audit: { date: string; action: DeadlineAuditRow["action"]; reason?: Bilingual; count?: number }[];
  notes: Bilingual[];
}

export interface CalculateDeadlinesResponse extends LegalAiEnvelope {
  deadline: DeadlineDto | null;
  /** The audit as readable rows (skipped weekends and holidays with their reasons). */
  auditTable: DeadlineAuditRow[];
}

/** GET /api/legal-ai/deadline-options: the calculator's named deadlines and courts for the form's selects. */
export interface DeadlineOptionsResponse {
  actionTypes: {
    id: string;
    name: Bilingual;
    days: number;
    unit: "business" | "calendar";
    basis: string;
    jurisdiction: Jurisdiction;
    systems: string[];
  }[];
  courts: { id: string; name: Bilingual; jurisdiction: Jurisdiction; systems: string[]; calendarNote?: Bilingual }[];
}

/** A statute or precedent the clause rests on. */
export interface LegalBasis {
  citation: string;
  note: string;
}

/** A clause ready to be written as a .docx: a title, numbered paragraphs, and its legal basis. */
export interface ClauseDocument {
  title: string;
  paragraphs: string[];
  legalBasis: LegalBasis[];
  /** Placeholders left for the parties to fill ("[MULTA]") with what they mean. */
  openPlaceholders: { key: string; label: string }[];
  /** Drafting notes for the lawyer (state differences, enforceability), not part of the clause. */
  notes: string[];
}

export interface DraftContractClauseResponse extends LegalAiEnvelope {
  clause: ClauseDocument | null;
}

export interface ProcedureStep {
  id: string;
  label: string;
  deadline: string | null;
  basis: string | null;
}

export interface FlowchartResponse extends LegalAiEnvelope {
  /** Mermaid `flowchart TD` text, checked server-side; the page renders it to SVG. */
  mermaid: string | null;
  /** The catalogue procedure drawn, or null when a model drew a procedure outside it. */
  procedure: { id: string; name: string; legalBasis: string[]; steps: ProcedureStep[] } | null;
  /** Catalogue procedures whose names or synonyms came close, for "did you mean". */
  suggestions: { id: string; name: string }[];
}

export interface ResearchRule {
  ref: string;
  citation: string;
  title: string;
  summary: string;
}

export interface ResearchMemo {
  question: string;
  rules: ResearchRule[];
  analysis: string[];
  openPoints: string[];
  /** Refs of `sources` the memo cites. */
  sourceRefs: string[];
}

export interface LegalResearchResponse extends LegalAiEnvelope {
  memo: ResearchMemo | null;
}

export type LegalAiResponse =
  | JurisprudenceSearchResponse
  | CalculateDeadlinesResponse
  | DraftContractClauseResponse
  | FlowchartResponse
  | LegalResearchResponse;

/** GET /api/legal-ai/results: the user's last results, newest first (each the answer as it was given). */
export interface StoredLegalAiResult {
  id: string;
  tool: LegalAiTool;
  input: Record<string, unknown>;
  response: LegalAiResponse;
  provider: AiProviderName;
  model: string | null;
  createdAt: string;
}

export interface LegalAiResultsResponse {
  results: StoredLegalAiResult[];
}
