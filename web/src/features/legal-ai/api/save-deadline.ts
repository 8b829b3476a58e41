import useSWR from "swr";
import type { CalculateDeadlinesRequest } from "../../../../../common/api/legal-ai.ts";
import type { Priority } from "../../../../../common/vocabulary.ts";
import { ApiError, apiFetch } from "../../../lib/api.ts";

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

async function readJson<T>(response: Response): Promise<T> {
  if (!response.ok) throw new ApiError(response.status, await response.text());
  return (await response.json()) as T;
}

export function useCaseChoices(enabled: boolean) {
  return useSWR<CaseChoice[], ApiError>(enabled ? "/api/cases" : null, async (path: string) =>
    readJson<CaseChoice[]>(await apiFetch(path)),
  );
}

export async function saveComputedDeadline(payload: ComputedDeadlinePayload): Promise<{ id: string }> {
  const init = { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(payload) };
  return readJson(await apiFetch("/api/deadlines", init));
}
