import useSWR from "swr";
import type { DocumentAnalysisDto } from "../../../../../common/api/documents.ts";
import { ApiError, api, byId, call } from "../../../lib/api.ts";
import { saveBlob } from "../../../lib/save-file.ts";

export const documentKeys = { analyses: "/api/documents/analyses" } as const;

/** docs/requirements.md §9: the list is polled every 3000 ms and on window focus. */
const ANALYSES_REFRESH_MS = 3000;

export function useAnalyses() {
  return useSWR<DocumentAnalysisDto[], ApiError>(
    documentKeys.analyses,
    () => call(api.api.documents.analyses.$get({ query: {} })),
    {
      refreshInterval: ANALYSES_REFRESH_MS,
      revalidateOnFocus: true,
      // A 401 will not fix itself by retrying; the card shows the log-in panel instead.
      shouldRetryOnError: (err: unknown) => !(err instanceof ApiError && err.status === 401),
    },
  );
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

/** GET …/report and saves it through a temporary link: the text download named after the file. */
export async function downloadReport(id: string, fileName: string): Promise<void> {
  // A text file, not JSON: the typed client gives the path and the Response; the body is read as a Blob.
  const response = await api.api.documents.analyses[":id"].report.$get(byId(id));
  if (!response.ok) throw new ApiError(response.status, await response.text());
  const blob = await response.blob();
  const name =
    dispositionName(response.headers.get("content-disposition")) ?? `${fileName.replace(/\.[^.]+$/, "")}-report.txt`;
  saveBlob(blob, name);
}
