import { and, eq, inArray } from "drizzle-orm";
import { documents } from "../../db/schema/documents.ts";
import { extractText } from "../../extraction/extract.ts";
import { ExtractionError } from "../../extraction/sniff.ts";
import type { Deps } from "../../lib/deps.ts";
import { failDocument, loadOcrAsset } from "./documents.service.ts";
import type { Bilingual } from "./failures.ts";
import { FAILURE_MESSAGES } from "./failures.ts";
import { type PageJob, pageRows, pendingPageCount, storePageText } from "./pages.repo.ts";

export type PageOutcome = "done" | "skipped" | "failed";

/** Why a page failed, naming the page, so the lawyer knows which one to check. */
export function pageFailure(page: number, reason: Bilingual): Bilingual {
  return { en: `Page ${page}: ${reason.en}`, pt: `Página ${page}: ${reason.pt}` };
}

/**
 * Recognises one scanned page of a PDF read page by page (docs/decisions/030-scan-speed-and-pages.md). Idempotent:
 * a page already done is not read again, and its text is stored once. The job that leaves no page pending sends
 * the document job again, which joins the pages and analyses the document once. A page the engine cannot read fails
 * the document with a reason naming the page (the owner may retry it); an engine crash throws so the queue retries.
 */
export async function processPage(deps: Deps, job: PageJob): Promise<PageOutcome> {
  const doc = await deps.db.query.documents.findFirst({
    where: and(
      eq(documents.id, job.documentId),
      eq(documents.userId, job.userId),
      inArray(documents.status, ["queued", "processing"]),
    ),
  });
  if (!doc) return "skipped";
  const row = (await pageRows(deps, doc.id)).find((r) => r.pageNumber === job.page);
  if (!row) return "skipped";
  if (row.status === "pending") {
    const object = await deps.env.DOCUMENTS.get(doc.originalKey);
    if (!object) {
      await failDocument(deps, doc.id, "ORIGINAL_MISSING", FAILURE_MESSAGES.ORIGINAL_MISSING);
      return "failed";
    }
    let read: { text: string; confidence: number };
    try {
      const extracted = await extractText(new Uint8Array(await object.arrayBuffer()), "pdf", {
        loadOcrAsset: (name) => loadOcrAsset(deps, name),
        onlyPage: job.page,
      });
      // The page's lines as read, not reflowed: the join reflows the whole document once.
      read = { text: extracted.pages?.[job.page - 1] ?? extracted.text, confidence: extracted.ocrConfidence ?? 0 };
    } catch (err) {
      if (!(err instanceof ExtractionError) || err.code === "OCR_FAILED") throw err;
      // A blank page is part of the document, not a failure of it.
      if (err.code === "EMPTY_TEXT") read = { text: "", confidence: 0 };
      else {
        await failDocument(deps, doc.id, err.code, pageFailure(job.page, err.messages));
        return "failed";
      }
    }
    await storePageText(deps, doc, job.page, read);
    // Progress keeps the lost-job sweep away from a document whose pages are being read.
    await deps.db
      .update(documents)
      .set({ updatedAt: deps.now() })
      .where(and(eq(documents.id, doc.id), inArray(documents.status, ["queued", "processing"])));
  }
  // Also on a redelivery of a done page: the run that marked it may have ended before sending the document job.
  if ((await pendingPageCount(deps, doc.id)) === 0) {
    await deps.env.ANALYSIS_QUEUE.send({ documentId: doc.id, userId: doc.userId }, { contentType: "json" });
  }
  return row.status === "pending" ? "done" : "skipped";
}
