import { and, asc, eq, sql } from "drizzle-orm";
import type { PageProgressDto } from "../../../common/api/documents.ts";
import { documentPages, documents } from "../../db/schema/documents.ts";
import { readStoredPage } from "../../extraction/layout.ts";
import { joinPages, pdfMethod } from "../../extraction/pdf.ts";
import type { Deps } from "../../lib/deps.ts";
import { r2Keys } from "./keys.ts";

/**
 * A scanned PDF read page by page (docs/decisions/030-scan-speed-and-pages.md). The document job stores the plan
 * (the text-layer pages and which pages to recognise) in R2 and one D1 row per page to recognise; each page job
 * stores its text in R2 and marks its row done; the document job joins the pages once none is pending.
 */
export interface PageJob {
  documentId: string;
  userId: string;
  /** 1-based page number. */
  page: number;
}

export interface PagePlan {
  /** Each page's text-layer lines as storedPage (extraction/layout.ts) writes them, "" for a page to recognise. */
  pages: string[];
  scanned: number[];
  warnings: string[];
}

type Owner = { id: string; userId: string };

/** D1 binds at most 100 parameters a statement; a page row takes 5. */
const ROWS_PER_INSERT = 15;

/** Stores the plan and its page rows; idempotent, so a redelivered document job plans the same pages again. */
export async function savePagePlan(deps: Deps, doc: Owner, plan: PagePlan): Promise<void> {
  await deps.env.DOCUMENTS.put(r2Keys.pagePlan(doc.userId, doc.id), JSON.stringify(plan), {
    httpMetadata: { contentType: "application/json" },
  });
  for (let i = 0; i < plan.scanned.length; i += ROWS_PER_INSERT) {
    await deps.db
      .insert(documentPages)
      .values(plan.scanned.slice(i, i + ROWS_PER_INSERT).map((pageNumber) => ({ documentId: doc.id, pageNumber })))
      .onConflictDoNothing();
  }
}

export async function pageRows(deps: Deps, documentId: string) {
  return deps.db
    .select()
    .from(documentPages)
    .where(eq(documentPages.documentId, documentId))
    .orderBy(asc(documentPages.pageNumber));
}

/** One message per page; the queue runs them side by side (max_concurrency in wrangler.toml). */
export async function sendPageJobs(deps: Deps, doc: Owner, pages: number[]): Promise<void> {
  for (let i = 0; i < pages.length; i += 100) {
    await deps.env.ANALYSIS_QUEUE.sendBatch(
      pages.slice(i, i + 100).map((page) => ({
        body: { documentId: doc.id, userId: doc.userId, page } satisfies PageJob,
        contentType: "json" as const,
      })),
    );
  }
}

/**
 * Records a page's text. Returns true when this call marked it done (a redelivered job finds it done already and
 * stores nothing twice).
 */
export async function storePageText(
  deps: Deps,
  doc: Owner,
  page: number,
  read: { text: string; confidence: number },
): Promise<boolean> {
  // The text first: once the row says done, a redelivered job does not read the page again.
  await deps.env.DOCUMENTS.put(r2Keys.page(doc.userId, doc.id, page), read.text, {
    httpMetadata: { contentType: "text/plain; charset=utf-8" },
  });
  const changed = await deps.db
    .update(documentPages)
    .set({ status: "done", confidence: read.confidence, chars: storedChars(read.text) })
    .where(
      and(
        eq(documentPages.documentId, doc.id),
        eq(documentPages.pageNumber, page),
        eq(documentPages.status, "pending"),
      ),
    )
    .returning({ page: documentPages.pageNumber });
  return changed.length > 0;
}

/** Characters the page read, not the size of its stored form (lines with their boxes): it weighs the page's confidence. */
function storedChars(stored: string): number {
  return readStoredPage(stored).reduce((n, line) => n + line.text.length, 0);
}

export async function pendingPageCount(deps: Deps, documentId: string): Promise<number> {
  const [row] = await deps.db
    .select({ n: sql<number>`count(*)` })
    .from(documentPages)
    .where(and(eq(documentPages.documentId, documentId), eq(documentPages.status, "pending")));
  return row?.n ?? 0;
}

/**
 * How far the page jobs of the owner's processing documents have come, in one query (two bound values, whatever the
 * list's length: D1 binds at most 100); `documentId` narrows it to one. A document read whole has no page rows and is
 * not in the map.
 */
export async function pageProgressOf(
  deps: Deps,
  userId: string,
  documentId?: string,
): Promise<Map<string, PageProgressDto>> {
  const rows = await deps.db
    .select({
      documentId: documentPages.documentId,
      total: sql<number>`count(*)`,
      read: sql<number>`sum(case when ${documentPages.status} = 'done' then 1 else 0 end)`,
    })
    .from(documentPages)
    .innerJoin(documents, eq(documents.id, documentPages.documentId))
    .where(
      and(
        eq(documents.userId, userId),
        eq(documents.status, "processing"),
        documentId === undefined ? undefined : eq(documents.id, documentId),
      ),
    )
    .groupBy(documentPages.documentId);
  return new Map(rows.map((row) => [row.documentId, { read: Number(row.read), total: Number(row.total) }]));
}

/** The document's text from the plan and the recognised pages, in page order, as extractText would return it. */
export async function joinPagePlan(deps: Deps, doc: Owner, rows: Awaited<ReturnType<typeof pageRows>>) {
  const stored = await deps.env.DOCUMENTS.get(r2Keys.pagePlan(doc.userId, doc.id));
  if (!stored) return null;
  const plan = (await stored.json()) as PagePlan;
  const pages = [...plan.pages];
  let weighted = 0;
  let weight = 0;
  for (const row of rows) {
    const text = await deps.env.DOCUMENTS.get(r2Keys.page(doc.userId, doc.id, row.pageNumber));
    if (!text) return null;
    pages[row.pageNumber - 1] = await text.text();
    weighted += (row.confidence ?? 0) * (row.chars ?? 0);
    weight += row.chars ?? 0;
  }
  const textPages = plan.pages.filter((p, i) => p && !plan.scanned.includes(i + 1)).length;
  return {
    text: joinPages(pages.map(readStoredPage)),
    method: pdfMethod(plan.scanned.length, textPages),
    pageCount: plan.pages.length,
    ...(weight > 0 ? { ocrConfidence: weighted / weight } : {}),
    warnings: plan.warnings,
  };
}

/** Drops the plan and the page texts once the document's text is stored (or the document deleted). */
export async function clearPagePlan(deps: Deps, doc: Owner): Promise<void> {
  await deps.db.delete(documentPages).where(eq(documentPages.documentId, doc.id));
  const listed = await deps.env.DOCUMENTS.list({ prefix: r2Keys.pages(doc.userId, doc.id) });
  if (listed.objects.length > 0) await deps.env.DOCUMENTS.delete(listed.objects.map((o) => o.key));
}
