import type { SearchRequest } from "../../../../../common/api/documents.ts";
import { api, call } from "../../../lib/api.ts";

/** POST /api/documents/search (docs/requirements.md §7): the matching documents, best first. */
export function searchDocuments(json: SearchRequest) {
  return call(api.api.documents.search.$post({ json }));
}
