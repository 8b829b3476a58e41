import type { LlmProviderName } from "../vocabulary.ts";
import type { JudicialDecisionDto } from "./documents.ts";

export type { LlmProviderName as AiProviderName } from "../vocabulary.ts";

/** GET /api/documents/analyses/{id}/ai-analysis: generated once per document and stored with its provenance. */
export interface AiAnalysisDto {
  /** Plain text with section headings (summary, parties, obligations, amounts, deadlines, risks, next steps). */
  aiAnalysis: string;
  /** `local` means no language model was used: the rule engine composed the text. */
  provider: LlmProviderName;
  /** The model that wrote it; null for `local`. */
  model: string | null;
  /** Who wrote it, in the user's language, for the toast ("Workers AI (@cf/meta/…)", "Causa rule engine — no language model"). */
  providerLabel: string;
  generatedAt: string;
}

/** GET /api/documents/analyses/{id}/judicial-decision (docs/requirements.md §7: success, message, judicialDecision). */
export interface JudicialDecisionResultDto {
  success: boolean;
  message: string;
  judicialDecision: JudicialDecisionDto | null;
  /** The model that added to the engine's extraction; null when none did (local, not a decision, or it failed). */
  refinedBy: { provider: LlmProviderName; model: string | null } | null;
}
