import useSWR, { mutate } from "swr";
import type { CaseDto, CreateDeadlineInput, DeadlineDto } from "../../../../../common/api/cases.ts";
import type { CalculateDeadlinesRequest } from "../../../../../common/api/legal-ai.ts";
import { type ApiError, api, call } from "../../../lib/api.ts";

// 'Save as deadline' writes into the cases area through its API only: features do not import each other, so the
// cases screens' SWR keys are named here by their paths (the same strings) to refresh them after a save.
const CASES_KEY = "/api/cases";
const DEADLINES_KEY = "/api/deadlines";

/** POST /api/deadlines in its "computed" mode: the inputs are stored so a calendar change recomputes the deadline. */
export type ComputedDeadlineInput = Extract<CreateDeadlineInput, { mode: "computed" }>;

/**
 * The calculator's request as the cases API stores it (the answer's language is not an input of the due date), or
 * null for a count backwards from a hearing, which a stored deadline cannot express: it always counts forwards.
 */
export function toCalculation(request: CalculateDeadlinesRequest): ComputedDeadlineInput["calculation"] | null {
  const { language: _language, direction, ...calculation } = request;
  return direction === "backward" ? null : calculation;
}

/** The user's cases, asked afresh at each opening of the dialog (one may have been created since the last). */
export function useCaseChoices(enabled: boolean) {
  return useSWR<CaseDto[], ApiError>(enabled ? CASES_KEY : null, () => call(api.api.cases.$get()), {
    dedupingInterval: 0,
  });
}

export async function saveComputedDeadline(json: ComputedDeadlineInput): Promise<DeadlineDto> {
  const saved = await call(api.api.deadlines.$post({ json }));
  await Promise.all([mutate(DEADLINES_KEY), mutate(CASES_KEY)]);
  return saved;
}
