import useSWR from "swr";
import type {
  CalculateDeadlinesRequest,
  CalculateDeadlinesResponse,
  DeadlineOptionsResponse,
  DraftContractClauseRequest,
  DraftContractClauseResponse,
  FlowchartResponse,
  GenerateFlowchartRequest,
  JurisprudenceSearchRequest,
  JurisprudenceSearchResponse,
  LegalAiResultsResponse,
  LegalResearchRequest,
  LegalResearchResponse,
} from "../../../../../common/api/legal-ai.ts";
import type { Jurisdiction } from "../../../../../common/vocabulary.ts";
import { type ApiError, api, call } from "../../../lib/api.ts";

const legalAi = api.api["legal-ai"];

export const legalAiKeys = {
  results: "/api/legal-ai/results",
  deadlineOptions: (jurisdiction: Jurisdiction) => `/api/legal-ai/deadline-options?jurisdiction=${jurisdiction}`,
} as const;

export function searchJurisprudence(json: JurisprudenceSearchRequest): Promise<JurisprudenceSearchResponse> {
  return call(legalAi["jurisprudence-search"].$post({ json }));
}

export function calculateDeadlines(json: CalculateDeadlinesRequest): Promise<CalculateDeadlinesResponse> {
  return call(legalAi["calculate-deadlines"].$post({ json }));
}

export function draftContractClause(json: DraftContractClauseRequest): Promise<DraftContractClauseResponse> {
  return call(legalAi["draft-contract-clause"].$post({ json }));
}

export function generateFlowchart(json: GenerateFlowchartRequest): Promise<FlowchartResponse> {
  return call(legalAi["generate-flowchart"].$post({ json }));
}

export function legalResearch(json: LegalResearchRequest): Promise<LegalResearchResponse> {
  return call(legalAi["legal-research"].$post({ json }));
}

/** The user's last results, newest first; revalidated after each submission. */
export function useLegalAiResults() {
  return useSWR<LegalAiResultsResponse, ApiError>(legalAiKeys.results, () => call(legalAi.results.$get({ query: {} })));
}

/** Action types and courts the calculator knows for one jurisdiction. */
export function useDeadlineOptions(jurisdiction: Jurisdiction) {
  return useSWR<DeadlineOptionsResponse, ApiError>(legalAiKeys.deadlineOptions(jurisdiction), () =>
    call(legalAi["deadline-options"].$get({ query: { jurisdiction } })),
  );
}
