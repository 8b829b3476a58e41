import { and, eq, isNull, lt, or, type SQL, sql } from "drizzle-orm";
import type { AiAnalysisDto, AiProviderName, JudicialDecisionResultDto } from "../../../common/api/ai.ts";
import type { Language } from "../../../common/vocabulary.ts";
import type { DeadlineMention, Entity, JudicialDecision, KeyFinding, Party } from "../../analysis/types.ts";
import { type Analysis as AnalysisRow, analyses, type Document } from "../../db/schema/documents.ts";
import type { User } from "../../db/schema/users.ts";
import type { Deps } from "../../lib/deps.ts";
import { AppError, type Bilingual } from "../../lib/errors.ts";
import { enforceUserRateLimit } from "../../lib/rate-limit.ts";
import { documentCharBudget, mapLimited, splitForContext } from "../../providers/llm/chunking.ts";
import { completeJson, LlmError, type LlmProvider, llmProviderFromEnv } from "../../providers/llm/llm.ts";
import { findOwnedAnalysis } from "../documents/documents.repo.ts";
import { groundedSentences, isGrounded, occursIn, type SourceFacts, sourceFacts } from "./grounding.ts";
import {
  analysisCombineMessages,
  analysisMessages,
  analysisPartMessages,
  analysisSystem,
  decisionCombineMessages,
  decisionMessages,
  decisionSystem,
} from "./prompts.ts";

/** Beyond this many parts a document is analysed from its beginning only, and the text says so. */
const MAX_PARTS = 12;
const PARALLEL_PARTS = 3;
const ANALYSIS_OUTPUT_TOKENS = 1500;
const DECISION_OUTPUT_TOKENS = 1200;
const MODEL_TIMEOUT_MS = 60_000;
const LIST_LIMIT = 15;
/**
 * A generation claim older than this is taken to be abandoned (the Worker was cancelled, e.g. the client went away)
 * and may be taken over. Most generations end well within it; the slowest (12 parts, retries) may not, and then at
 * worst one more request generates and the first stored answer still wins.
 */
const CLAIM_TTL_MS = 2 * 60_000;

export interface AiOptions {
  /** The provider to use; by default the one configured in the environment (tests pass a loopback one). */
  llm?: LlmProvider;
  /** Per model request (tests shorten it). */
  timeoutMs?: number;
}

// ------------------------------------------------------------------------------------------------ errors

export const RATE_LIMIT_MESSAGE: Bilingual = {
  en: "AI provider rate limit reached. Please wait a few seconds and try again.",
  pt: "Limite de requisições do provedor de IA atingido. Aguarde alguns segundos e tente novamente.",
};

const PROVIDER_MESSAGES: Record<Exclude<LlmError["kind"], "rate_limited">, Bilingual> = {
  timeout: {
    en: "The AI provider did not answer in time. Please try again in a moment.",
    pt: "O provedor de IA não respondeu a tempo. Tente novamente em instantes.",
  },
  malformed: {
    en: "The AI provider returned an answer that could not be read. Please try again.",
    pt: "O provedor de IA devolveu uma resposta que não pôde ser lida. Tente novamente.",
  },
  unavailable: {
    en: "The AI provider is unavailable right now. Please try again in a moment.",
    pt: "O provedor de IA está indisponível no momento. Tente novamente em instantes.",
  },
  rejected: {
    en: "The AI provider refused the request. Ask your administrator to check the language model settings.",
    pt: "O provedor de IA recusou a requisição. Peça ao administrador que verifique as configurações do modelo de linguagem.",
  },
  not_configured: {
    en: "The language model is not configured correctly. Ask your administrator to check the LLM settings.",
    pt: "O modelo de linguagem não está configurado corretamente. Peça ao administrador que verifique as configurações de LLM.",
  },
};

/** The client-facing error for a provider failure: a code and a fixed message, never the provider's own text. */
export function llmErrorToAppError(err: LlmError): AppError {
  if (err.kind === "rate_limited") {
    return new AppError("RATE_LIMITED", RATE_LIMIT_MESSAGE, {
      headers: { "Retry-After": String(Math.min(Math.max(err.retryAfter ?? 10, 1), 300)) },
    });
  }
  return new AppError("PROVIDER_ERROR", PROVIDER_MESSAGES[err.kind]);
}

/** Causa's own per-user cap (AI_RATE_LIMITER), as opposed to the provider's 429 above. */
export const AI_LIMIT_MESSAGE: Bilingual = {
  en: "Too many AI requests in a short time. Please wait a minute and try again.",
  pt: "Muitas solicitações de IA em pouco tempo. Aguarde um minuto e tente novamente.",
};

export const IN_PROGRESS_MESSAGE: Bilingual = {
  en: "The AI analysis of this document is being written right now. Please try again in a moment.",
  pt: "A análise por IA deste documento está sendo escrita agora. Tente novamente em instantes.",
};

/**
 * Every request that is about to call a model passes here: cache hits and local answers never do, so they stay free
 * and unlimited. One check per request, however many part requests the document then needs.
 */
function enforceModelRateLimit(deps: Deps, user: User): Promise<void> {
  return enforceUserRateLimit(deps.env.AI_RATE_LIMITER, user.id, AI_LIMIT_MESSAGE);
}

type ClaimKind = "analysis" | "refinement";

function ownRow(row: AnalysisRow): SQL | undefined {
  return and(eq(analyses.documentId, row.documentId), eq(analyses.userId, row.userId));
}

/** Nothing was stored since `row` was read: no analysis yet, or the same (stale or missing) refinement. */
function unstored(row: AnalysisRow, kind: ClaimKind): SQL {
  if (kind === "analysis") return isNull(analyses.aiAnalysis);
  return row.refinedAt ? eq(analyses.refinedAt, row.refinedAt) : isNull(analyses.refinedAt);
}

/**
 * Marks the row as being generated, in one conditional UPDATE … RETURNING, so that of concurrent first requests
 * exactly one calls the model. Returns the claim's stamp (to release it), or null when the result is already
 * stored or another request claimed it less than CLAIM_TTL_MS ago.
 */
async function claimGeneration(deps: Deps, row: AnalysisRow, kind: ClaimKind): Promise<Date | null> {
  const now = deps.now();
  const column = kind === "analysis" ? analyses.aiClaimedAt : analyses.refineClaimedAt;
  const claimed = await deps.db
    .update(analyses)
    // A claim is not a change of the analysis: updated_at keeps its value.
    .set({ ...(kind === "analysis" ? { aiClaimedAt: now } : { refineClaimedAt: now }), updatedAt: sql`updated_at` })
    .where(
      and(ownRow(row), unstored(row, kind), or(isNull(column), lt(column, new Date(now.getTime() - CLAIM_TTL_MS)))),
    )
    .returning({ documentId: analyses.documentId });
  return claimed.length > 0 ? now : null;
}

/** Gives a claim back after a failure, so the user can retry at once instead of waiting for CLAIM_TTL_MS. */
async function releaseClaim(deps: Deps, row: AnalysisRow, kind: ClaimKind, stamp: Date): Promise<void> {
  const column = kind === "analysis" ? analyses.aiClaimedAt : analyses.refineClaimedAt;
  await deps.db
    .update(analyses)
    .set({ ...(kind === "analysis" ? { aiClaimedAt: null } : { refineClaimedAt: null }), updatedAt: sql`updated_at` })
    .where(and(ownRow(row), eq(column, stamp)));
}

function configuredLlm(deps: Deps, options?: AiOptions): LlmProvider {
  return options?.llm ?? llmProviderFromEnv(deps.env);
}

// ------------------------------------------------------------------------------------------------ shared

const NOT_READY: Bilingual = {
  en: "This document has not been analysed yet. Try again when it is processed.",
  pt: "Este documento ainda não foi analisado. Tente novamente quando estiver processado.",
};

async function processedAnalysis(deps: Deps, user: User, documentId: string) {
  const { document, analysis } = await findOwnedAnalysis(deps.db, user.id, documentId);
  if (!analysis || document.status !== "processed") return { document, analysis: null };
  return { document, analysis };
}

/** The full extracted text (R2); the stored excerpt if the object is missing. */
async function fullText(deps: Deps, document: Document, analysis: AnalysisRow): Promise<string> {
  if (document.textKey) {
    const object = await deps.env.DOCUMENTS.get(document.textKey);
    if (object) return object.text();
  }
  return analysis.textExcerpt;
}

export function providerLabel(provider: AiProviderName, model: string | null, language: Language): string {
  if (provider === "local") {
    return language === "pt"
      ? "Motor de regras do Causa (sem modelo de linguagem)"
      : "Causa rule engine (no language model)";
  }
  if (provider === "workers-ai") return `Workers AI (${model ?? "?"})`;
  return language === "pt"
    ? `Endpoint compatível com OpenAI (${model ?? "?"})`
    : `OpenAI-compatible endpoint (${model ?? "?"})`;
}

const squash = (s: string) => s.replace(/\s+/g, " ").trim();
const clip = (s: string, n: number) => (s.length > n ? `${s.slice(0, n - 1)}…` : s);

function uniq(items: string[], limit = LIST_LIMIT): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const item of items) {
    const key = squash(item).toLowerCase();
    if (!key || seen.has(key)) continue;
    seen.add(key);
    out.push(squash(item));
  }
  return out.slice(0, limit);
}

function stringList(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  return value
    .map((v) => {
      if (typeof v === "string") return v;
      // Some models answer [{"text": "..."}] or [{"description": "..."}] despite the shape asked for.
      if (v && typeof v === "object") {
        const o = v as Record<string, unknown>;
        const text = o.text ?? o.description ?? o.item ?? o.value;
        return typeof text === "string" ? text : "";
      }
      return "";
    })
    .map(squash)
    .filter(Boolean);
}

// ------------------------------------------------------------------------------------------------ AI analysis

export interface StructuredAnalysis {
  summary: string;
  parties: { name: string; role: string }[];
  obligations: string[];
  amounts: string[];
  deadlines: string[];
  risks: string[];
  nextSteps: string[];
}

/** Accepts the model's JSON if it has a summary; lists of the wrong type become empty lists. */
export function parseStructuredAnalysis(value: unknown): StructuredAnalysis {
  if (!value || typeof value !== "object") throw new Error("not an object");
  const v = value as Record<string, unknown>;
  if (typeof v.summary !== "string" || v.summary.trim() === "") throw new Error("summary missing");
  const parties = Array.isArray(v.parties)
    ? v.parties
        .map((p) => {
          if (typeof p === "string") return { name: squash(p), role: "" };
          const o = (p ?? {}) as Record<string, unknown>;
          return {
            name: typeof o.name === "string" ? squash(o.name) : "",
            role: typeof o.role === "string" ? squash(o.role) : "",
          };
        })
        .filter((p) => p.name !== "")
    : [];
  return {
    summary: squash(v.summary),
    parties,
    obligations: stringList(v.obligations),
    amounts: stringList(v.amounts),
    deadlines: stringList(v.deadlines),
    risks: stringList(v.risks),
    nextSteps: stringList(v.nextSteps ?? v.next_steps),
  };
}

const SECTIONS: Record<Language, Record<Exclude<keyof StructuredAnalysis, "summary"> | "summary", string>> = {
  en: {
    summary: "Summary",
    parties: "Parties and roles",
    obligations: "Obligations",
    amounts: "Amounts",
    deadlines: "Deadlines",
    risks: "Risks",
    nextSteps: "Recommended next steps",
  },
  pt: {
    summary: "Resumo",
    parties: "Partes e papéis",
    obligations: "Obrigações",
    amounts: "Valores",
    deadlines: "Prazos",
    risks: "Riscos",
    nextSteps: "Próximos passos recomendados",
  },
};

/** The stored text: one heading per section, list items with "- ", an empty section marked "—". */
export function renderAnalysis(a: StructuredAnalysis, language: Language, notes: { lead?: string; footer?: string[] }) {
  const h = SECTIONS[language];
  const list = (items: string[]) => (items.length ? items.map((i) => `- ${i}`).join("\n") : "—");
  const blocks = [
    ...(notes.lead ? [notes.lead] : []),
    `${h.summary}\n${a.summary || "—"}`,
    `${h.parties}\n${list(a.parties.map((p) => (p.role ? `${p.name} — ${p.role}` : p.name)))}`,
    `${h.obligations}\n${list(a.obligations)}`,
    `${h.amounts}\n${list(a.amounts)}`,
    `${h.deadlines}\n${list(a.deadlines)}`,
    `${h.risks}\n${list(a.risks)}`,
    `${h.nextSteps}\n${list(a.nextSteps)}`,
    ...(notes.footer?.length ? [notes.footer.join(" ")] : []),
  ];
  return blocks.join("\n\n");
}

const DOCUMENT_TYPE_LABEL: Record<string, Bilingual> = {
  contract: { en: "contract", pt: "contrato" },
  pleading: { en: "pleading", pt: "peça processual" },
  judicial_decision: { en: "judicial decision", pt: "decisão judicial" },
  will: { en: "will", pt: "testamento" },
  corporate: { en: "corporate document", pt: "documento societário" },
  other: { en: "document", pt: "documento" },
};

const FINDING_LABEL: Record<string, Bilingual> = {
  payment_terms: { en: "Payment", pt: "Pagamento" },
  confidentiality: { en: "Confidentiality", pt: "Confidencialidade" },
  term: { en: "Term", pt: "Vigência" },
  renewal_term: { en: "Renewal", pt: "Renovação" },
  notice_period_to_terminate_renewal: { en: "Notice to stop renewal", pt: "Aviso para não renovar" },
  termination_for_convenience: { en: "Termination without cause", pt: "Rescisão imotivada" },
  termination_for_cause: { en: "Termination for cause", pt: "Rescisão motivada" },
  penalties: { en: "Penalty", pt: "Multa" },
  cap_on_liability: { en: "Limitation of liability", pt: "Limitação de responsabilidade" },
  non_compete: { en: "Non-compete", pt: "Não concorrência" },
  exclusivity: { en: "Exclusivity", pt: "Exclusividade" },
  governing_law: { en: "Governing law", pt: "Lei aplicável" },
  forum: { en: "Forum", pt: "Foro" },
  claims: { en: "Claims", pt: "Pedidos" },
  claim_value: { en: "Claim value", pt: "Valor da causa" },
  urgent_relief: { en: "Urgent relief", pt: "Tutela de urgência" },
  legal_basis: { en: "Legal basis", pt: "Fundamento legal" },
  bequests: { en: "Bequest", pt: "Legado" },
  resolutions: { en: "Resolution", pt: "Deliberação" },
};

/** Findings whose presence is a risk to weigh rather than a plain obligation. */
const RISK_FINDINGS = new Set([
  "penalties",
  "cap_on_liability",
  "termination_for_convenience",
  "termination_for_cause",
  "non_compete",
  "exclusivity",
  "renewal_term",
  "notice_period_to_terminate_renewal",
]);

interface EngineView {
  documentType: string;
  subtype: string | null;
  jurisdiction: string;
  documentLanguage: string;
  confidence: number;
  entities: Entity[];
  parties: Party[];
  findings: KeyFinding[];
  deadlines: DeadlineMention[];
  decision: JudicialDecision | null;
}

function engineView(row: AnalysisRow): EngineView {
  return {
    documentType: row.documentType,
    subtype: row.documentSubtype,
    jurisdiction: row.jurisdiction,
    documentLanguage: row.language,
    confidence: row.confidence,
    entities: (row.entities as Entity[] | null) ?? [],
    parties: (row.parties as Party[] | null) ?? [],
    findings: (row.keyFindings as KeyFinding[] | null) ?? [],
    deadlines: (row.deadlineMentions as DeadlineMention[] | null) ?? [],
    decision: (row.judicialDecision as JudicialDecision | null) ?? null,
  };
}

/** Findings the other sections already show (parties, amounts, deadlines) or that repeat the decision's summary. */
const SHOWN_ELSEWHERE = new Set(["parties", "names", "aliases", "outcome", "amounts", "deadlines"]);

/** A finding worth listing: not shown elsewhere, and not a bare clause heading ("CLÁUSULA SEXTA – DO FORO."). */
function listable(f: KeyFinding): boolean {
  const value = squash(f.value);
  if (SHOWN_ELSEWHERE.has(f.type)) return false;
  return !(value.length < 80 && value === value.toUpperCase() && /[A-ZÀ-Ý]/.test(value));
}

function findingLine(f: KeyFinding, language: Language): string {
  const label = FINDING_LABEL[f.type]?.[language] ?? f.type.replace(/_/g, " ");
  return `${label}: ${clip(squash(f.value), 300)}`;
}

function money(e: EngineView): string[] {
  return uniq(e.entities.filter((x) => x.type === "MONEY").map((x) => x.value));
}

/**
 * The analysis without a model: the same sections, filled from the engine's findings only. It says what the engine
 * found and where to look; it does not pretend to interpret the document.
 */
export function composeLocalAnalysis(row: AnalysisRow, language: Language): StructuredAnalysis {
  const e = engineView(row);
  const pt = language === "pt";
  const typeLabel = DOCUMENT_TYPE_LABEL[e.documentType]?.[language] ?? e.documentType;
  const law =
    e.jurisdiction === "brazil"
      ? pt
        ? "direito brasileiro"
        : "Brazilian law"
      : pt
        ? "direito norte-americano"
        : "US law";
  const written = e.documentLanguage === "pt" ? (pt ? "português" : "Portuguese") : pt ? "inglês" : "English";
  const parties = e.parties.map((p) => ({ name: p.name, role: p.role === "party" ? "" : p.role }));
  const partyText = parties.length
    ? parties
        .slice(0, 4)
        .map((p) => (p.role ? `${p.name} (${p.role})` : p.name))
        .join(pt ? "; " : "; ")
    : pt
      ? "nenhuma parte identificada"
      : "no party identified";
  const percent = Math.round(e.confidence * 100);
  const summary = pt
    ? `${capitalize(typeLabel)}${e.subtype ? ` (${e.subtype})` : ""} sob ${law}; idioma do texto: ${written}. Partes: ${partyText}. ` +
      `Encontrados pelo motor: entidades, ${e.entities.length}; cláusulas ou pontos-chave, ${e.findings.length}; menções a prazos, ${e.deadlines.length} (confiança ${percent}%).` +
      (e.decision ? ` Dispositivo: ${clip(e.decision.decisionSummary, 300)}` : "")
    : `${capitalize(typeLabel)}${e.subtype ? ` (${e.subtype})` : ""} under ${law}, written in ${written}. Parties: ${partyText}. ` +
      `Found by the engine: entities, ${e.entities.length}; key clauses or points, ${e.findings.length}; deadline mentions, ${e.deadlines.length} (confidence ${percent}%).` +
      (e.decision ? ` Holding: ${clip(e.decision.decisionSummary, 300)}` : "");

  const findings = e.findings.filter(listable);
  const obligations = [
    ...findings.filter((f) => !RISK_FINDINGS.has(f.type)).map((f) => findingLine(f, language)),
    ...(e.decision?.judgeOrders ?? []),
  ];
  const risks = findings.filter((f) => RISK_FINDINGS.has(f.type)).map((f) => findingLine(f, language));
  if (e.documentType === "contract" && !e.findings.some((f) => f.type === "governing_law" || f.type === "forum")) {
    risks.push(
      pt
        ? "Nenhuma cláusula de lei aplicável ou de foro foi encontrada."
        : "No governing-law or forum clause was found.",
    );
  }
  if (e.confidence < 0.6) {
    risks.push(
      pt
        ? `Confiança baixa da análise (${percent}%): confira a extração no documento original.`
        : `Low analysis confidence (${percent}%): check the extraction against the original.`,
    );
  }
  if (e.decision?.conditions.length) risks.push(...e.decision.conditions);

  const amounts = uniq([...(e.decision?.financialOrders ?? []), ...money(e)]);
  const deadlines = uniq([
    ...(e.decision?.deadlines ?? []),
    ...e.deadlines.map((d) => clip(squash(d.description), 300)),
  ]);

  const nextSteps: string[] = [];
  if (deadlines.length) {
    nextSteps.push(
      pt
        ? "Confira os prazos acima na página de prazos e confirme a data de início de cada contagem."
        : "Check the deadlines above on the deadlines page and confirm when each count starts.",
    );
  }
  if (e.decision) {
    nextSteps.push(
      ...e.decision.appealOptions.map((a) => (pt ? `Avaliar cabimento: ${a}` : `Consider whether this lies: ${a}`)),
    );
  }
  if (amounts.length) {
    nextSteps.push(
      pt
        ? "Confirme os valores acima no documento original."
        : "Confirm the amounts above against the original document.",
    );
  }
  nextSteps.push(
    pt
      ? "Revise as entidades extraídas nos detalhes do documento e marque as incorretas com o feedback."
      : "Review the extracted entities in the document details and flag wrong ones with feedback.",
  );

  return {
    summary,
    parties,
    obligations: uniq(obligations),
    amounts,
    deadlines,
    risks: uniq(risks),
    nextSteps: uniq(nextSteps),
  };
}

function capitalize(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

/** What the engine found, as the model's second source (validated values it must not contradict). */
export function findingsForPrompt(row: AnalysisRow): string {
  const e = engineView(row);
  const lines = [
    `Document type: ${e.documentType}${e.subtype ? ` (${e.subtype})` : ""}; jurisdiction: ${e.jurisdiction}; language: ${e.documentLanguage}`,
    `Parties: ${e.parties.map((p) => `${p.name} (${p.role})`).join("; ") || "none identified"}`,
    `Validated amounts: ${money(e).join("; ") || "none"}`,
    `Dates: ${
      uniq(
        e.entities.filter((x) => x.type === "DATE").map((x) => x.value),
        20,
      ).join("; ") || "none"
    }`,
    `Identifiers: ${
      uniq(
        e.entities
          .filter((x) => ["CPF", "CNPJ", "CASE_NUMBER", "OAB", "EIN"].includes(x.type))
          .map((x) => `${x.type} ${x.value}`),
        20,
      ).join("; ") || "none"
    }`,
    "Key findings:",
    ...e.findings.slice(0, 25).map((f) => `- ${f.type}: ${clip(squash(f.value), 240)}`),
    "Deadline mentions:",
    ...e.deadlines.slice(0, 15).map((d) => `- ${clip(squash(d.description), 240)}`),
  ];
  return clip(lines.join("\n"), 5000);
}

export interface ModelAnalysisResult {
  analysis: StructuredAnalysis;
  model: string;
  parts: number;
  /** Parts beyond MAX_PARTS that the model did not read. */
  unreadParts: number;
  /** Statements dropped because they cited something the document does not say. */
  dropped: number;
}

/**
 * The model's structured analysis, grounded: split to fit the context (parts analysed, then combined), then every
 * statement with an amount, date, number, identifier or citation absent from the text is dropped, and the engine's
 * validated amounts are always listed.
 */
export async function modelAnalysis(
  llm: LlmProvider,
  input: { text: string; findings: string; language: Language; engineAmounts: string[]; timeoutMs?: number },
): Promise<ModelAnalysisResult> {
  const system = analysisSystem(input.language);
  const budget = documentCharBudget({
    contextTokens: llm.contextTokens,
    maxOutputTokens: ANALYSIS_OUTPUT_TOKENS,
    promptChars: system.length + input.findings.length + 600,
  });
  const allParts = splitForContext(input.text, budget);
  const parts = allParts.slice(0, MAX_PARTS);
  const request = {
    system,
    maxTokens: ANALYSIS_OUTPUT_TOKENS,
    temperature: 0.1,
    timeoutMs: input.timeoutMs ?? MODEL_TIMEOUT_MS,
  };
  let result: Awaited<ReturnType<typeof completeJson<StructuredAnalysis>>>;
  if (parts.length === 1) {
    result = await completeJson(
      llm,
      { ...request, messages: analysisMessages(parts[0] ?? "", input.findings) },
      parseStructuredAnalysis,
    );
  } else {
    const partials = await mapLimited(parts, PARALLEL_PARTS, (part, i) =>
      completeJson(
        llm,
        { ...request, messages: analysisPartMessages(part, input.findings, i, parts.length) },
        parseStructuredAnalysis,
      ),
    );
    // Each part's analysis gets an equal share of the combining request.
    const share = Math.floor(budget / partials.length);
    const combined = partials.map((p, i) => `Part ${i + 1}: ${clip(JSON.stringify(p.value), share)}`).join("\n");
    result = await completeJson(
      llm,
      { ...request, messages: analysisCombineMessages(combined, input.findings, parts.length) },
      parseStructuredAnalysis,
    );
  }
  const facts = sourceFacts(input.text);
  const { analysis, dropped } = groundAnalysis(result.value, facts, input.engineAmounts);
  return {
    analysis,
    model: result.completion.model,
    parts: parts.length,
    unreadParts: allParts.length - parts.length,
    dropped,
  };
}

function groundAnalysis(a: StructuredAnalysis, facts: SourceFacts, engineAmounts: string[]) {
  let dropped = 0;
  const keep = (items: string[]) => {
    const kept = items.filter((i) => isGrounded(i, facts));
    dropped += items.length - kept.length;
    return uniq(kept);
  };
  const summary = groundedSentences(a.summary, facts);
  if (summary.length < a.summary.length) dropped += 1;
  const amounts = keep(a.amounts);
  // The engine's validated amounts are the source of truth: any the model left out is listed as written.
  for (const value of engineAmounts) {
    if (!amounts.some((item) => item.includes(value))) amounts.push(value);
  }
  const parties = a.parties.filter((p) => occursIn(p.name, facts) && isGrounded(p.role, facts));
  dropped += a.parties.length - parties.length;
  return {
    analysis: {
      summary,
      parties,
      obligations: keep(a.obligations),
      amounts: uniq(amounts),
      deadlines: keep(a.deadlines),
      risks: keep(a.risks),
      nextSteps: keep(a.nextSteps),
    },
    dropped,
  };
}

function modelFooter(label: string, result: ModelAnalysisResult, language: Language): string[] {
  const pt = language === "pt";
  const notes = [
    pt
      ? `Escrito por ${label} a partir do texto do documento e dos achados do Causa. Valores, datas, prazos e citações são conferidos com o documento; confirme-os no original antes de usá-los.`
      : `Written by ${label} from the document's text and Causa's findings. Amounts, dates, deadlines and citations are checked against the document; confirm them in the original before relying on them.`,
  ];
  if (result.dropped > 0) {
    notes.push(
      pt
        ? `${result.dropped} afirmação(ões) do modelo foram removidas por citar valores, datas ou referências que não constam do documento.`
        : `${result.dropped} statement(s) by the model were removed because they cited amounts, dates or references not found in the document.`,
    );
  }
  if (result.unreadParts > 0) {
    notes.push(
      pt
        ? `O documento é longo: o modelo leu as primeiras ${result.parts} partes e não leu as últimas ${result.unreadParts}.`
        : `The document is long: the model read its first ${result.parts} parts and not the last ${result.unreadParts}.`,
    );
  }
  return notes;
}

const LOCAL_LEAD: Bilingual = {
  en: "No language model was used. Causa's rule engine composed this analysis from its findings; it lists what the engine found and does not interpret the document.",
  pt: "Nenhum modelo de linguagem foi utilizado. O motor de regras do Causa compôs esta análise a partir dos seus achados; ela lista o que o motor encontrou e não interpreta o documento.",
};

function toAiDto(row: AnalysisRow, language: Language): AiAnalysisDto {
  const provider = (row.aiProvider ?? "local") as AiProviderName;
  return {
    aiAnalysis: row.aiAnalysis ?? "",
    provider,
    model: row.aiModel,
    providerLabel: providerLabel(provider, row.aiModel, language),
    generatedAt: (row.aiGeneratedAt ?? row.updatedAt).toISOString(),
  };
}

/**
 * GET …/ai-analysis: the stored analysis, or a new one written once (in the requester's language) and stored with
 * its provider, model and date. With a model, the request first claims the generation (a concurrent first request
 * gets 409 CONFLICT rather than paying for the same analysis again) and then passes the per-user AI rate limit.
 */
export async function getAiAnalysis(
  deps: Deps,
  user: User,
  input: { documentId: string },
  options?: AiOptions,
): Promise<AiAnalysisDto> {
  const { document, analysis } = await processedAnalysis(deps, user, input.documentId);
  if (!analysis) throw new AppError("CONFLICT", NOT_READY);
  if (analysis.aiAnalysis) return toAiDto(analysis, deps.language);

  const language = deps.language;
  let llm: LlmProvider;
  try {
    llm = configuredLlm(deps, options);
  } catch (err) {
    if (err instanceof LlmError) {
      console.error("ai-analysis: LLM misconfigured:", err.message);
      throw llmErrorToAppError(err);
    }
    throw err;
  }

  let text: string;
  let model: string | null = null;
  if (llm.name === "local") {
    text = renderAnalysis(composeLocalAnalysis(analysis, language), language, { lead: LOCAL_LEAD[language] });
  } else {
    const claim = await claimGeneration(deps, analysis, "analysis");
    if (!claim) {
      // Lost to a request that may have stored its answer since this one read the row: that answer is free.
      const current = await deps.db.query.analyses.findFirst({ where: ownRow(analysis) });
      if (current?.aiAnalysis) return toAiDto(current, language);
      throw new AppError("CONFLICT", IN_PROGRESS_MESSAGE);
    }
    let result: ModelAnalysisResult;
    try {
      await enforceModelRateLimit(deps, user);
      result = await modelAnalysis(llm, {
        text: await fullText(deps, document, analysis),
        findings: findingsForPrompt(analysis),
        language,
        engineAmounts: money(engineView(analysis)),
        timeoutMs: options?.timeoutMs,
      });
    } catch (err) {
      await releaseClaim(deps, analysis, "analysis", claim);
      if (err instanceof LlmError) {
        console.error(`ai-analysis ${document.id}: ${llm.name} failed:`, err.message);
        throw llmErrorToAppError(err);
      }
      throw err;
    }
    model = result.model;
    if (!result.analysis.summary) result.analysis.summary = composeLocalAnalysis(analysis, language).summary;
    text = renderAnalysis(result.analysis, language, {
      footer: modelFooter(providerLabel(llm.name, model, language), result, language),
    });
  }

  const now = deps.now();
  await deps.db
    .update(analyses)
    .set({
      aiAnalysis: text,
      aiProvider: llm.name,
      aiModel: model,
      aiGeneratedAt: now,
      aiClaimedAt: null,
      updatedAt: now,
    })
    .where(and(eq(analyses.documentId, document.id), eq(analyses.userId, user.id), isNull(analyses.aiAnalysis)));
  const stored = await deps.db.query.analyses.findFirst({
    where: and(eq(analyses.documentId, document.id), eq(analyses.userId, user.id)),
  });
  if (!stored?.aiAnalysis) throw new AppError("NOT_FOUND");
  return toAiDto(stored, language);
}

// ------------------------------------------------------------------------------------------------ judicial decision

const DECISION_MESSAGES = {
  none: {
    en: "No judicial decisions found in this document",
    pt: "Nenhuma decisão judicial encontrada neste documento",
  },
  engine: { en: "Judicial decision analysed.", pt: "Decisão judicial analisada." },
  refined: {
    en: "Judicial decision analysed and reviewed by the language model.",
    pt: "Decisão judicial analisada e revisada pelo modelo de linguagem.",
  },
  refineFailed: {
    en: "Judicial decision analysed. The language model could not review it now, so this is the rule engine's extraction.",
    pt: "Decisão judicial analisada. O modelo de linguagem não pôde revisá-la agora; esta é a extração do motor de regras.",
  },
  inProgress: {
    en: "Judicial decision analysed. The language model is reviewing it right now, so this is the rule engine's extraction; open it again in a moment to see the review.",
    pt: "Decisão judicial analisada. O modelo de linguagem está revisando-a agora; esta é a extração do motor de regras. Abra-a novamente em instantes para ver a revisão.",
  },
} satisfies Record<string, Bilingual>;

/** What a model may add to the engine's decision: never its type or the appeals, which follow from the law. */
type DecisionAdditions = Omit<JudicialDecision, "decisionType" | "appealOptions">;

export function parseDecisionAdditions(value: unknown): DecisionAdditions {
  if (!value || typeof value !== "object") throw new Error("not an object");
  const v = value as Record<string, unknown>;
  const lists = ["judgeOrders", "conditions", "deadlines", "financialOrders", "proceduralOrientations"] as const;
  if (typeof v.decisionSummary !== "string" && !lists.some((k) => Array.isArray(v[k]))) {
    throw new Error("neither a summary nor any list");
  }
  return {
    decisionSummary: typeof v.decisionSummary === "string" ? squash(v.decisionSummary) : "",
    judgeOrders: stringList(v.judgeOrders),
    conditions: stringList(v.conditions),
    deadlines: stringList(v.deadlines),
    financialOrders: stringList(v.financialOrders),
    proceduralOrientations: stringList(v.proceduralOrientations),
  };
}

/**
 * The engine's extraction with the model's additions. The engine's decision type, items and appeal options are kept
 * as they are; a model item is added only when grounded in the text and not already there. The model's summary
 * replaces the engine's only when every figure in it is grounded.
 */
export async function refineDecision(
  llm: LlmProvider,
  engine: JudicialDecision,
  text: string,
  language: Language,
  timeoutMs = MODEL_TIMEOUT_MS,
): Promise<{ decision: JudicialDecision; model: string; dropped: number }> {
  const system = decisionSystem(language);
  const { appealOptions: _appeals, ...extractionWithoutAppeals } = engine;
  const extraction = clip(JSON.stringify(extractionWithoutAppeals), 6000);
  const budget = documentCharBudget({
    contextTokens: llm.contextTokens,
    maxOutputTokens: DECISION_OUTPUT_TOKENS,
    promptChars: system.length + extraction.length + 400,
  });
  const parts = splitForContext(text, budget).slice(0, MAX_PARTS);
  const request = { system, maxTokens: DECISION_OUTPUT_TOKENS, temperature: 0.1, timeoutMs };
  const results = await mapLimited(parts, PARALLEL_PARTS, (part, i) =>
    completeJson(
      llm,
      {
        ...request,
        messages: decisionMessages(part, extraction, parts.length > 1 ? { index: i, total: parts.length } : undefined),
      },
      parseDecisionAdditions,
    ),
  );
  const facts = sourceFacts(text);
  let model = results[0]?.completion.model ?? llm.model ?? "";
  let summary = results[0]?.value.decisionSummary ?? "";
  if (results.length > 1) {
    const combined = await completeJson(
      llm,
      { ...request, messages: decisionCombineMessages(results.map((r) => r.value.decisionSummary)) },
      parseDecisionAdditions,
    );
    summary = combined.value.decisionSummary;
    model = combined.completion.model;
  }

  let dropped = 0;
  const merge = (base: string[], key: Exclude<keyof DecisionAdditions, "decisionSummary">) => {
    const additions = results.flatMap((r) => r.value[key]);
    const grounded = additions.filter((a) => isGrounded(a, facts));
    dropped += additions.length - grounded.length;
    const known = base.map((b) => squash(b).toLowerCase());
    const fresh = grounded.filter((a) => {
      const k = a.toLowerCase();
      return !known.some((b) => b.includes(k) || k.includes(b));
    });
    return [...base, ...uniq(fresh, 10)];
  };
  const groundedSummary = groundedSentences(summary, facts);
  if (summary && groundedSummary.length < summary.length) dropped += 1;
  return {
    decision: {
      decisionType: engine.decisionType,
      decisionSummary: groundedSummary || engine.decisionSummary,
      judgeOrders: merge(engine.judgeOrders, "judgeOrders"),
      conditions: merge(engine.conditions, "conditions"),
      deadlines: merge(engine.deadlines, "deadlines"),
      financialOrders: merge(engine.financialOrders, "financialOrders"),
      proceduralOrientations: merge(engine.proceduralOrientations, "proceduralOrientations"),
      appealOptions: engine.appealOptions,
    },
    model,
    dropped,
  };
}

const DECISION_LISTS = ["judgeOrders", "conditions", "deadlines", "financialOrders", "proceduralOrientations"] as const;

/**
 * The stored review, if it still belongs to the engine's current extraction: refineDecision keeps the engine's type
 * and appeal options and starts every list with the engine's items, so a review of an older extraction (the
 * document analysed again) shows up as a mismatch and is generated anew instead of being served.
 */
function storedRefinement(row: AnalysisRow, engine: JudicialDecision): JudicialDecision | null {
  const refined = row.judicialDecisionRefined as JudicialDecision | null;
  if (!refined || !row.refinedProvider) return null;
  const startsWith = (list: unknown, base: string[]) =>
    Array.isArray(list) && base.every((item, i) => list[i] === item);
  const current =
    refined.decisionType === engine.decisionType &&
    startsWith(refined.appealOptions, engine.appealOptions) &&
    refined.appealOptions.length === engine.appealOptions.length &&
    DECISION_LISTS.every((key) => startsWith(refined[key], engine[key]));
  return current ? refined : null;
}

function storedReviewDto(row: AnalysisRow, review: JudicialDecision, language: Language): JudicialDecisionResultDto {
  return {
    success: true,
    message: DECISION_MESSAGES.refined[language],
    judicialDecision: review,
    refinedBy: { provider: row.refinedProvider as AiProviderName, model: row.refinedModel },
  };
}

/**
 * GET …/judicial-decision: the engine's extraction (the source of truth), reviewed by the model when one is
 * configured; the review is stored and served from D1 afterwards. A provider failure, the per-user AI limit or a
 * review another request is already writing does not hide the extraction the engine already has: it is answered
 * with a note, and no model is called.
 */
export async function getJudicialDecision(
  deps: Deps,
  user: User,
  input: { documentId: string },
  options?: AiOptions,
): Promise<JudicialDecisionResultDto> {
  const language = deps.language;
  const { document, analysis } = await processedAnalysis(deps, user, input.documentId);
  if (!analysis) return { success: false, message: NOT_READY[language], judicialDecision: null, refinedBy: null };
  const engine = (analysis.judicialDecision as JudicialDecision | null) ?? null;
  if (!engine) {
    return { success: false, message: DECISION_MESSAGES.none[language], judicialDecision: null, refinedBy: null };
  }
  const stored = storedRefinement(analysis, engine);
  if (stored) return storedReviewDto(analysis, stored, language);
  let llm: LlmProvider;
  try {
    llm = configuredLlm(deps, options);
  } catch (err) {
    if (!(err instanceof LlmError)) throw err;
    console.error("judicial-decision: LLM misconfigured:", err.message);
    return {
      success: true,
      message: DECISION_MESSAGES.refineFailed[language],
      judicialDecision: engine,
      refinedBy: null,
    };
  }
  if (llm.name === "local") {
    return { success: true, message: DECISION_MESSAGES.engine[language], judicialDecision: engine, refinedBy: null };
  }
  const engineOnly = (message: string): JudicialDecisionResultDto => ({
    success: true,
    message,
    judicialDecision: engine,
    refinedBy: null,
  });
  const claim = await claimGeneration(deps, analysis, "refinement");
  if (!claim) {
    // Lost to a request that may have stored its review since this one read the row: that review is free.
    const current = await deps.db.query.analyses.findFirst({ where: ownRow(analysis) });
    const review = current ? storedRefinement(current, engine) : null;
    if (current && review) return storedReviewDto(current, review, language);
    return engineOnly(DECISION_MESSAGES.inProgress[language]);
  }
  try {
    await enforceModelRateLimit(deps, user);
    const text = await fullText(deps, document, analysis);
    const refined = await refineDecision(llm, engine, text, language, options?.timeoutMs);
    await deps.db
      .update(analyses)
      .set({
        judicialDecisionRefined: refined.decision,
        refinedProvider: llm.name,
        refinedModel: refined.model,
        refinedAt: deps.now(),
        refineClaimedAt: null,
      })
      .where(and(ownRow(analysis), unstored(analysis, "refinement")));
    return {
      success: true,
      message: DECISION_MESSAGES.refined[language],
      judicialDecision: refined.decision,
      refinedBy: { provider: llm.name, model: refined.model },
    };
  } catch (err) {
    await releaseClaim(deps, analysis, "refinement", claim);
    if (err instanceof AppError && err.code === "RATE_LIMITED") {
      return engineOnly(`${DECISION_MESSAGES.refineFailed[language]} ${AI_LIMIT_MESSAGE[language]}`);
    }
    if (!(err instanceof LlmError)) throw err;
    console.error(`judicial-decision ${document.id}: ${llm.name} failed:`, err.message);
    const message =
      err.kind === "rate_limited"
        ? `${DECISION_MESSAGES.refineFailed[language]} ${RATE_LIMIT_MESSAGE[language]}`
        : DECISION_MESSAGES.refineFailed[language];
    return engineOnly(message);
  }
}
