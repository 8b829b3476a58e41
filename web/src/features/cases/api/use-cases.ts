import useSWR, { useSWRConfig } from "swr";
import type { CaseDetailDto, CaseDto, CreateCaseInput, UpdateCaseInput } from "../../../../../common/api/cases.ts";
import { type ApiError, api, call } from "../../../lib/api.ts";
import { caseKeys } from "./keys.ts";

export function useCases() {
  return useSWR<CaseDto[], ApiError>(caseKeys.cases, () => call(api.api.cases.$get()));
}

export function useCaseDetail(id: string | null) {
  return useSWR<CaseDetailDto, ApiError>(id ? caseKeys.caseDetail(id) : null, () =>
    call(api.api.cases[":id"].$get({ param: { id: id ?? "" } })),
  );
}

/** The user's documents to attach to a case: the newest page is enough to pick from. */
export function useAttachableDocuments(enabled: boolean) {
  return useSWR(enabled ? caseKeys.documents : null, () => call(api.api.documents.analyses.$get({ query: {} })));
}

/** Case mutations; each refreshes the case list and, where counts move, the deadlines. */
export function useCaseActions() {
  const { mutate } = useSWRConfig();
  const refresh = async (id?: string) => {
    await Promise.all([
      mutate(caseKeys.cases),
      mutate(caseKeys.deadlines),
      id ? mutate(caseKeys.caseDetail(id)) : undefined,
    ]);
  };
  return {
    create: async (input: CreateCaseInput) => {
      const created = await call(api.api.cases.$post({ json: input }));
      await refresh();
      return created;
    },
    update: async (id: string, input: UpdateCaseInput) => {
      const updated = await call(api.api.cases[":id"].$patch({ param: { id }, json: input }));
      await refresh(id);
      return updated;
    },
    remove: async (id: string) => {
      await call(api.api.cases[":id"].$delete({ param: { id } }));
      await refresh();
    },
    attach: async (id: string, documentId: string) => {
      await call(api.api.cases[":id"].documents[":documentId"].$put({ param: { id, documentId } }));
      await refresh(id);
    },
    detach: async (id: string, documentId: string) => {
      await call(api.api.cases[":id"].documents[":documentId"].$delete({ param: { id, documentId } }));
      await refresh(id);
    },
  };
}
