import useSWR from "swr";
import type { CaseDto, DocumentCaseDto } from "../../../../../common/api/cases.ts";
import { type ApiError, api, call } from "../../../lib/api.ts";

/** The case a document is attached to, and the user's cases to choose from (the cases API, not its screen). */
export function useDocumentCase(documentId: string) {
  const current = useSWR<DocumentCaseDto, ApiError>(`/api/cases/of-document/${documentId}`, () =>
    call(api.api.cases["of-document"][":documentId"].$get({ param: { documentId } })),
  );
  const cases = useSWR<CaseDto[], ApiError>("/api/cases", () => call(api.api.cases.$get()));
  return { current, cases };
}

/** Attaches the document to a case (a document belongs to one case at a time). */
export async function attachToCase(caseId: string, documentId: string): Promise<void> {
  await call(api.api.cases[":id"].documents[":documentId"].$put({ param: { id: caseId, documentId } }));
}

export async function detachFromCase(caseId: string, documentId: string): Promise<void> {
  await call(api.api.cases[":id"].documents[":documentId"].$delete({ param: { id: caseId, documentId } }));
}
