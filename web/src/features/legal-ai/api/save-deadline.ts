import useSWR from "swr";
import type { CalculateDeadlinesRequest } from "../../../../../common/api/legal-ai.ts";
import type { Priority } from "../../../../../common/vocabulary.ts";
import { type ApiError, getJson, sendJson } from "../../../lib/api.ts";

// 'Save as deadline' writes into the cases area, whose routes are built on another branch: until they are in AppType
// these two calls go through the untyped helpers, typed here by that API's payloads (common/api/cases.ts there).
// Once merged they belong on the typed client, call(api.api.cases.$get()) and call(api.api.deadlines.$post(...)).

/** The part of GET /api/cases this dialog needs. */
export interface CaseChoice {
  id: string;
  title: string;
  status: string;
}

/** POST /api/deadlines in "computed" mode: the calculator's inputs are stored so a calendar change recomputes it. */
export interface ComputedDeadlinePayload {
  mode: "computed";
  title: string;
  description?: string;
  caseId: string;
  priority?: Priority;
  calculation: Omit<CalculateDeadlinesRequest, "language">;
}

export function useCaseChoices(enabled: boolean) {
  return useSWR<CaseChoice[], ApiError>(enabled ? "/api/cases" : null, getJson);
}

export function saveComputedDeadline(payload: ComputedDeadlinePayload): Promise<{ id: string }> {
  return sendJson("POST", "/api/deadlines", payload);
}
