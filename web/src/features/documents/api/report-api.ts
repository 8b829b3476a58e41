import { api, byId, call } from "../../../lib/api.ts";
import { saveBlob } from "../../../lib/save-file.ts";

/**
 * The DOCX report: the server's localised report content, laid out in the browser by a chunk loaded on this click
 * only (docs/decisions/027-localised-reports.md).
 */
export async function downloadDocxReport(id: string, fileName: string): Promise<void> {
  const [content, { reportDocx }] = await Promise.all([
    call(api.api.documents.analyses[":id"].report.content.$get(byId(id))),
    import("../report/report-docx.ts"),
  ]);
  const base = fileName.replace(/\.[^.]+$/, "") || "document";
  saveBlob(await reportDocx(content), `${base}-report.docx`);
}
