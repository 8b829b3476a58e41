import {
  MODE_HEADER,
  SEARCH_MODES,
  type SearchMode,
  type SearchRequestInput,
  TOTAL_HEADER,
} from "../../../../../common/api/search.ts";
import { api, call } from "../../../lib/api.ts";

/**
 * POST /api/documents/search (docs/requirements.md §7): one page of matching documents, best first, with the true
 * total of matches and whether keyword or hybrid search found them.
 */
export async function searchDocuments(json: SearchRequestInput) {
  const response = await api.api.documents.search.$post({ json });
  const results = await call(response);
  const mode = response.headers.get(MODE_HEADER);
  return {
    results,
    total: Number(response.headers.get(TOTAL_HEADER) ?? results.length),
    mode: ((SEARCH_MODES as readonly string[]).includes(mode ?? "") ? mode : "keyword") as SearchMode,
  };
}
