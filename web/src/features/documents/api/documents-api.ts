import useSWR from "swr";
import type { DocumentAnalysisDto } from "../../../../../common/api/documents.ts";
import { ApiError, api, byId, call } from "../../../lib/api.ts";
import { saveBlob } from "../../../lib/save-file.ts";

export const documentKeys = { analyses: "/api/documents/analyses" } as const;

/** docs/requirements.md §9: the list is polled every 3000 ms and on window focus. */
const ANALYSES_REFRESH_MS = 3000;

/** One page of the list, newest first, and the cursor of the next (older) page when there is one. */
export interface AnalysesPage {
  items: DocumentAnalysisDto[];
  nextCursor: string | null;
}

/** GET /api/documents/analyses: 100 per page; the server sets X-Next-Cursor when older documents remain. */
export async function fetchAnalysesPage(before?: string): Promise<AnalysesPage> {
  const response = await api.api.documents.analyses.$get({ query: before === undefined ? {} : { before } });
  const items = await call(response);
  return { items, nextCursor: response.headers.get("X-Next-Cursor") };
}

/** The first (newest) page, polled; older pages are loaded on demand by the card. */
export function useAnalyses() {
  return useSWR<AnalysesPage, ApiError>(documentKeys.analyses, () => fetchAnalysesPage(), {
    refreshInterval: ANALYSES_REFRESH_MS,
    revalidateOnFocus: true,
    // A 401 will not fix itself by retrying; the card shows the log-in panel instead.
    shouldRetryOnError: (err: unknown) => !(err instanceof ApiError && err.status === 401),
  });
}

/**
 * POST /api/documents/upload: multipart with the one field `document`; 202 with the new document's id. The route reads
 * the form itself (it checks the declared length before parsing), so the body goes in `init`, not a typed `form`.
 */
export function uploadDocument(file: File) {
  const form = new FormData();
  form.append("document", file, file.name);
  return call(api.api.documents.upload.$post({}, { init: { body: form } }));
}

export function retryAnalysis(id: string) {
  return call(api.api.documents.analyses[":id"].retry.$post(byId(id)));
}

export function requestAiAnalysis(id: string) {
  return call(api.api.documents.analyses[":id"]["ai-analysis"].$get(byId(id)));
}

export function fetchJudicialDecision(id: string) {
  return call(api.api.documents.analyses[":id"]["judicial-decision"].$get(byId(id)));
}

/** The file name of a Content-Disposition header (RFC 6266 filename* first), if any. */
function dispositionName(header: string | null): string | null {
  if (!header) return null;
  const star = /filename\*=UTF-8''([^;]+)/i.exec(header);
  if (star?.[1]) {
    try {
      return decodeURIComponent(star[1]);
    } catch {
      // Fall through to the plain parameter.
    }
  }
  return /filename="?([^";]+)"?/i.exec(header)?.[1] ?? null;
}

/** Saves an attachment answer through a temporary link, named as the server says or `fallbackName`. */
async function saveAttachment(
  response: Pick<Response, "ok" | "status" | "text" | "blob" | "headers">,
  fallbackName: string,
): Promise<void> {
  if (!response.ok) throw new ApiError(response.status, await response.text());
  const blob = await response.blob();
  const name = dispositionName(response.headers.get("content-disposition")) ?? fallbackName;
  saveBlob(blob, name);
}

/** GET …/report: the text download named after the file. */
export async function downloadReport(id: string, fileName: string): Promise<void> {
  // A text file, not JSON: the typed client gives the path and the Response; the body is read as a Blob.
  const response = await api.api.documents.analyses[":id"].report.$get(byId(id));
  await saveAttachment(response, `${fileName.replace(/\.[^.]+$/, "")}-report.txt`);
}

/** GET …/original: the file exactly as it was uploaded. */
export async function downloadOriginal(id: string, fileName: string): Promise<void> {
  const response = await api.api.documents.analyses[":id"].original.$get(byId(id));
  await saveAttachment(response, fileName);
}

/** DELETE …/:id: the original, its text, analysis, index entries and derived deadlines. */
export async function deleteAnalysis(id: string): Promise<void> {
  await call(api.api.documents.analyses[":id"].$delete(byId(id)));
}
