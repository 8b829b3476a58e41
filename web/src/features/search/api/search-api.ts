import type { SearchRequest, SearchResultDto } from "../../../../../common/api/documents.ts";
import { sendJson } from "../../../lib/api.ts";

/** POST /api/documents/search (SPEC.md §7): the matching documents, best first. */
export function searchDocuments(request: SearchRequest): Promise<SearchResultDto[]> {
  return sendJson<SearchResultDto[]>("POST", "/api/documents/search", request);
}
