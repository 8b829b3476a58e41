import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { normaliseForCer } from "../../extraction/cer.ts";
import { OCR_ASSETS } from "../../extraction/ocr.ts";
import { account, documentRow, settled } from "../../test/documents-fixture.ts";
import { signedInUser, uploadForm } from "../../test/helpers.ts";
import { fixture, loadOcrAssetFromRepo } from "../../test/repo-files.ts";
import { queuedScan, recordingDeps } from "../../test/scan-fixture.ts";
import { recoverLostJobs } from "../jobs/lost-jobs.ts";
import { handleAnalysisBatch } from "./documents.queue.ts";
import { deleteDocument, processDocument, retryDocument } from "./documents.service.ts";
import { r2Keys } from "./keys.ts";
import type { PageJob } from "./pages.repo.ts";
import { processPage } from "./pages.service.ts";

// docs/decisions/030-scan-speed-and-pages.md: a scan of several pages is read by one queue job per page.
const OCR_TIMEOUT = 240_000;

beforeAll(async () => {
  for (const name of Object.values(OCR_ASSETS))
    await env.DOCUMENTS.put(`ocr/${name}`, await loadOcrAssetFromRepo(name));
});

const pageRowCount = (id: string) =>
  env.DB.prepare("SELECT count(*) AS n FROM document_pages WHERE document_id = ?")
    .bind(id)
    .first<{ n: number }>()
    .then((r) => r?.n ?? 0);

/** The stored text with whitespace collapsed (line breaks follow the scan's layout). */
const storedText = async (userId: string, id: string) =>
  normaliseForCer((await (await env.DOCUMENTS.get(r2Keys.text(userId, id)))?.text()) ?? "");

describe("a scanned PDF of several pages is read page by page", () => {
  it("is split into one job per page, and the pages, read out of order and one twice, join in page order once", {
    timeout: OCR_TIMEOUT,
  }, async () => {
    const d = await queuedScan();
    const { deps, take } = recordingDeps();
    expect(await processDocument(deps, d.job)).toBe("split");
    const pageJobs = take() as PageJob[];
    expect(pageJobs.map((j) => j.page)).toEqual([1, 2, 3]);
    expect(await pageRowCount(d.id)).toBe(3);
    expect(await documentRow(d.id)).toMatchObject({ status: "processing" });

    // Out of order, the first page delivered twice: no page is pending only after the last of them.
    expect(await processPage(deps, pageJobs[2] as PageJob)).toBe("done");
    expect(await processPage(deps, pageJobs[0] as PageJob)).toBe("done");
    expect(take()).toEqual([]);
    expect(await processPage(deps, pageJobs[0] as PageJob)).toBe("skipped");
    expect(take()).toEqual([]);
    expect(await processPage(deps, pageJobs[1] as PageJob)).toBe("done");
    const join = take();
    expect(join).toEqual([d.job]);

    expect(await processDocument(deps, d.job)).toBe("processed");
    // A redelivered page job and a duplicate document job change nothing.
    expect(await processPage(deps, pageJobs[1] as PageJob)).toBe("skipped");
    expect(await processDocument(deps, d.job)).toBe("skipped");

    const text = await storedText(d.user.id, d.id);
    // Pages 1 and 3 are the same page: the third's heading is dropped as a running header (decision 031), so the
    // order is checked on a line from the middle of the page.
    // Page 3 is page 1 again (scanned in another encoding): its lines are dropped as repeated running lines
    // (decision 031), so the text holds page 1, then page 2, once each.
    const first = text.indexOf("PODER JUDICIÁRIO");
    const second = text.indexOf("SOUTHERN DISTRICT OF NEW YORK");
    expect(first).toBeGreaterThanOrEqual(0);
    expect(second).toBeGreaterThan(first);
    expect(text.split("PODER JUDICIÁRIO")).toHaveLength(2);
    expect(text.split("SOUTHERN DISTRICT OF NEW YORK")).toHaveLength(2);
    const analysis = await env.DB.prepare(
      "SELECT page_count AS pages, extraction_method AS method, ocr_confidence AS confidence FROM analyses WHERE document_id = ?",
    )
      .bind(d.id)
      .first<{ pages: number; method: string; confidence: number }>();
    expect(analysis).toMatchObject({ pages: 3, method: "pdf-ocr" });
    expect(analysis?.confidence).toBeGreaterThan(0.8);
    expect(await account(d.email)).toMatchObject({ trial: 9, processed: 1 });
    // The page rows and texts go once the document is stored.
    expect(await pageRowCount(d.id)).toBe(0);
    const left = await env.DOCUMENTS.list({ prefix: r2Keys.pages(d.user.id, d.id) });
    expect(left.objects).toEqual([]);
  });

  it("a page that fails on every attempt fails the document naming the page; a retry reads only that page", {
    timeout: OCR_TIMEOUT,
  }, async () => {
    const d = await queuedScan();
    const { deps, take } = recordingDeps();
    expect(await processDocument(deps, d.job)).toBe("split");
    const [one, two, three] = take() as PageJob[];
    expect(await processPage(deps, one as PageJob)).toBe("done");
    expect(await processPage(deps, three as PageJob)).toBe("done");
    // Page 2 exhausted its retries: the dead-letter queue fails the document with the page in the reason.
    await handleAnalysisBatch(
      {
        queue: "causa-analysis-dlq",
        messages: [
          { id: crypto.randomUUID(), timestamp: new Date(), body: two, attempts: 4, ack: () => {}, retry: () => {} },
        ],
        metadata: {} as MessageBatch<unknown>["metadata"],
        ackAll: () => {},
        retryAll: () => {},
      },
      env,
    );
    const failed = await documentRow(d.id);
    expect(failed).toMatchObject({ status: "failed", failureCode: "ANALYSIS_FAILED", refunded: 1 });
    expect(JSON.parse(failed?.failureMessage ?? "{}")).toMatchObject({ en: expect.stringMatching(/^Page 2: /) });
    expect(await account(d.email)).toMatchObject({ trial: 10, processed: 0 });
    // A late page job of a failed document does nothing.
    expect(await processPage(deps, two as PageJob)).toBe("skipped");

    const user = await deps.db.query.users.findFirst({ where: (u, { eq }) => eq(u.id, d.user.id) });
    const retried = await retryDocument(deps, user!, d.id);
    expect(retried.status).toBe("queued");
    expect(take()).toEqual([d.job]);
    // The document job finds pages 1 and 3 read: only page 2 is sent again.
    expect(await processDocument(deps, d.job)).toBe("split");
    expect((take() as PageJob[]).map((j) => j.page)).toEqual([2]);
    expect(await processPage(deps, two as PageJob)).toBe("done");
    expect(take()).toEqual([d.job]);
    expect(await processDocument(deps, d.job)).toBe("processed");
    expect(await documentRow(d.id)).toMatchObject({ status: "processed" });
    expect(await storedText(d.user.id, d.id)).toContain("SOUTHERN DISTRICT OF NEW YORK");
    expect(await account(d.email)).toMatchObject({ trial: 9, processed: 1 });
  });

  it("the lost-job sweep sends the pending pages of an idle scan again", { timeout: OCR_TIMEOUT }, async () => {
    const d = await queuedScan();
    const { deps, take } = recordingDeps();
    expect(await processDocument(deps, d.job)).toBe("split");
    take();
    // The page jobs were lost: nothing touches the document for longer than the sweep waits.
    const later = new Date(Date.now() + 60 * 60_000);
    expect(await recoverLostJobs(deps, later)).toMatchObject({ requeued: 1 });
    expect(take()).toEqual([d.job]);
    expect(await processDocument(deps, d.job)).toBe("split");
    expect((take() as PageJob[]).map((j) => j.page)).toEqual([1, 2, 3]);
  });
});

describe("deleting a scan while its pages are read", () => {
  it("removes the page texts and rows with the document, and a late page job does nothing", {
    timeout: OCR_TIMEOUT,
  }, async () => {
    const d = await queuedScan();
    const { deps, take } = recordingDeps();
    expect(await processDocument(deps, d.job)).toBe("split");
    const [one, two] = take() as PageJob[];
    expect(await processPage(deps, one as PageJob)).toBe("done");
    const user = await deps.db.query.users.findFirst({ where: (u, { eq }) => eq(u.id, d.user.id) });
    await deleteDocument(deps, user!, d.id);
    expect(await pageRowCount(d.id)).toBe(0);
    expect((await env.DOCUMENTS.list({ prefix: r2Keys.pages(d.user.id, d.id) })).objects).toEqual([]);
    expect(await processPage(deps, two as PageJob)).toBe("skipped");
    expect(take()).toEqual([]);
    // The unit reserved for the scan comes back: it was never analysed.
    expect(await account(d.email)).toMatchObject({ trial: 10, processed: 0 });
  });
});

describe("through the running queue", () => {
  it("an uploaded three-page scan ends processed with its pages in order", { timeout: OCR_TIMEOUT }, async () => {
    const { client: c, email } = await signedInUser();
    const res = await c.request("/api/documents/upload", {
      method: "POST",
      body: uploadForm([{ name: "scan.pdf", content: await fixture("scanned-3pages.pdf") }]),
    });
    expect(res.status).toBe(202);
    const { id } = (await res.json()) as { id: string };
    expect(await settled(id, 200_000)).toMatchObject({ status: "processed" });
    const user = await account(email);
    const text = await storedText(user.id, id);
    expect(text.indexOf("PODER JUDICIÁRIO")).toBeGreaterThanOrEqual(0);
    expect(text.indexOf("SOUTHERN DISTRICT OF NEW YORK")).toBeGreaterThan(text.indexOf("PODER JUDICIÁRIO"));
    expect(user).toMatchObject({ trial: 9, processed: 1 });
    expect(await pageRowCount(id)).toBe(0);
  });
});
