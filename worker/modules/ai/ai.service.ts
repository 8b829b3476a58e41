/**
 * The AI module's use cases: the stored-once AI analysis of a document and the reviewed judicial decision. The
 * parts live beside it: local-analysis.ts (no model), model-analysis.ts and decision-refinement.ts (with one),
 * structured-analysis.ts (sections and text), ai.repo.ts (claims and storage), ai.errors.ts (messages).
 */
import type { AiAnalysisDto, AiProviderName, JudicialDecisionResultDto } from "../../../common/api/ai.ts";
import type { Language } from "../../../common/vocabulary.ts";
import type { JudicialDecision } from "../../analysis/types.ts";
import type { Analysis as AnalysisRow, Document } from "../../db/schema/documents.ts";
import type { User } from "../../db/schema/users.ts";
import type { Deps } from "../../lib/deps.ts";
import { AppError, type Bilingual } from "../../lib/errors.ts";
import { enforceUserRateLimit } from "../../lib/rate-limit.ts";
import { llmProviderFromEnv } from "../../providers/llm/from-env.ts";
import { LlmError, type LlmProvider } from "../../providers/llm/llm.ts";
import { findOwnedAnalysis } from "../documents/documents.repo.ts";
import {
  AI_LIMIT_MESSAGE,
  IN_PROGRESS_MESSAGE,
  llmErrorToAppError,
  NOT_READY,
  RATE_LIMIT_MESSAGE,
} from "./ai.errors.ts";
import { claimGeneration, findAnalysisRow, releaseClaim, storeAiAnalysis, storeRefinement } from "./ai.repo.ts";
import { refineDecision, storedRefinement } from "./decision-refinement.ts";
import { composeLocalAnalysis, engineAmounts, findingsForPrompt } from "./local-analysis.ts";
import { type ModelAnalysisResult, modelAnalysis, modelFooter } from "./model-analysis.ts";
import { renderAnalysis } from "./structured-analysis.ts";

export interface AiOptions {
  /** The provider to use; by default the one configured in the environment (tests pass a loopback one). */
  llm?: LlmProvider;
  /** Per model request (tests shorten it). */
  timeoutMs?: number;
}

/**
 * Every request that is about to call a model passes here: cache hits and local answers never do, so they stay free
 * and unlimited. One check per request, however many part requests the document then needs.
 */
function enforceModelRateLimit(deps: Deps, user: User): Promise<void> {
  return enforceUserRateLimit(deps.env.AI_RATE_LIMITER, user.id, AI_LIMIT_MESSAGE);
}

function configuredLlm(deps: Deps, options?: AiOptions): LlmProvider {
  return options?.llm ?? llmProviderFromEnv(deps.env);
}

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

const LOCAL_LEAD: Bilingual = {
  en: "No language model was used. Causa's rule engine composed this analysis from its findings; it lists what the engine found and does not interpret the document.",
  pt: "Nenhum modelo de linguagem foi utilizado. O motor de regras do Causa compôs esta análise a partir dos seus achados; ela lista o que o motor encontrou e não interpreta o documento.",
};

function toAiDto(row: AnalysisRow, language: Language): AiAnalysisDto {
  const provider = row.aiProvider ?? "local";
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
      const current = await findAnalysisRow(deps, analysis);
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
        engineAmounts: engineAmounts(analysis),
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

  const stored = await storeAiAnalysis(deps, analysis, { text, provider: llm.name, model });
  if (!stored?.aiAnalysis) throw new AppError("NOT_FOUND");
  return toAiDto(stored, language);
}

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

function storedReviewDto(row: AnalysisRow, review: JudicialDecision, language: Language): JudicialDecisionResultDto {
  return {
    success: true,
    message: DECISION_MESSAGES.refined[language],
    judicialDecision: review,
    refinedBy: { provider: row.refinedProvider ?? "local", model: row.refinedModel },
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
  const engine = analysis.judicialDecision;
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
    const current = await findAnalysisRow(deps, analysis);
    const review = current ? storedRefinement(current, engine) : null;
    if (current && review) return storedReviewDto(current, review, language);
    return engineOnly(DECISION_MESSAGES.inProgress[language]);
  }
  try {
    await enforceModelRateLimit(deps, user);
    const text = await fullText(deps, document, analysis);
    const refined = await refineDecision(llm, engine, text, language, options?.timeoutMs);
    await storeRefinement(deps, analysis, { decision: refined.decision, provider: llm.name, model: refined.model });
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
