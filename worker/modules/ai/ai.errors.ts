/** The AI module's client-facing messages: fixed texts per failure, never a provider's own words. */
import { AppError, type Bilingual } from "../../lib/errors.ts";
import type { LlmError } from "../../providers/llm/llm.ts";

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

export const NOT_READY: Bilingual = {
  en: "This document has not been analysed yet. Try again when it is processed.",
  pt: "Este documento ainda não foi analisado. Tente novamente quando estiver processado.",
};
