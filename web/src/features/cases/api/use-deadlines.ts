import useSWR, { useSWRConfig } from "swr";
import type {
  CreateDeadlineInput,
  DeadlineCalculation,
  DeadlineDto,
  DeadlineOptionsDto,
  UpdateDeadlineInput,
} from "../../../../../common/api/cases.ts";
import { type ApiError, api, call } from "../../../lib/api.ts";
import { caseKeys } from "./keys.ts";

export function useDeadlines() {
  return useSWR<DeadlineDto[], ApiError>(caseKeys.deadlines, () => call(api.api.deadlines.$get({ query: {} })));
}

/** Courts and action types the calculator knows, named in the UI language (the key carries it). */
export function useDeadlineOptions(language: string) {
  return useSWR<DeadlineOptionsDto, ApiError>([caseKeys.options, language], () =>
    call(api.api.deadlines.options.$get()),
  );
}

/** POST /api/deadlines/preview: the due date and its audit, nothing stored. */
export function previewDeadline(calculation: DeadlineCalculation) {
  return call(api.api.deadlines.preview.$post({ json: calculation }));
}

/** Deadline mutations; each refreshes the deadlines and the cases (their counts). */
export function useDeadlineActions() {
  const { mutate } = useSWRConfig();
  const refresh = async () => {
    await Promise.all([mutate(caseKeys.deadlines), mutate(caseKeys.cases)]);
  };
  return {
    create: async (input: CreateDeadlineInput) => {
      const created = await call(api.api.deadlines.$post({ json: input }));
      await refresh();
      return created;
    },
    update: async (id: string, input: UpdateDeadlineInput) => {
      const updated = await call(api.api.deadlines[":id"].$patch({ param: { id }, json: input }));
      await refresh();
      return updated;
    },
    remove: async (id: string) => {
      await call(api.api.deadlines[":id"].$delete({ param: { id } }));
      await refresh();
    },
    refreshAll: async () => {
      const result = await call(api.api.deadlines.refresh.$post());
      await refresh();
      return result;
    },
  };
}
