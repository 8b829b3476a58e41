import { and, eq, inArray, sql } from "drizzle-orm";
import type { DocumentAnalysisDto, PageProgressDto, UploadAcceptedDto } from "../../../common/api/documents.ts";
import type { Language } from "../../../common/vocabulary.ts";
import { LIMITS } from "../../../common/vocabulary.ts";
import { analyze } from "../../analysis/analyze.ts";
import type { Analysis } from "../../analysis/types.ts";
import { documentsFts } from "../../db/fts.ts";
import { deadlines } from "../../db/schema/cases.ts";
import { type Analysis as AnalysisRow, analyses, type Document, documents } from "../../db/schema/documents.ts";
import { auditLog } from "../../db/schema/system.ts";
import type { User } from "../../db/schema/users.ts";
import { users } from "../../db/schema/users.ts";
import { extractText } from "../../extraction/extract.ts";
import { ExtractionError, sniffFileType } from "../../extraction/sniff.ts";
import type { Deps } from "../../lib/deps.ts";
import { AppError } from "../../lib/errors.ts";
import { newId, sha256Hex } from "../../lib/ids.ts";
import { DEFAULT_MESSAGES } from "../../lib/messages.ts";
import { searchIndexRow } from "../search/search.index.ts";
import { indexVectorIfBound, removeVectorIfBound } from "../search/semantic.ts";
import { deriveDeadlines } from "./derive-deadlines.ts";
import { findOwnedDocument } from "./documents.repo.ts";
import { decodeFailure, encodeFailure, FAILURE_MESSAGES } from "./failures.ts";
import { r2Keys } from "./keys.ts";
import { isLost } from "./lost.ts";
import { clearPagePlan, joinPagePlan, pageRows, savePagePlan, sendPageJobs } from "./pages.repo.ts";
import { refundQuota, refundUnanalysedStatements, releaseUnit, reserveQuota } from "./quota.ts";

export const ENGINE_VERSION = "causa-engine/1";
/** The details dialog shows 1000 characters; keep a little more in D1 for highlighting context. */
const EXCERPT_CHARS = 4000;
/**
 * D1 caps a value at 2 MB: lists stored as JSON keep their first (most relevant: parties first, then document
 * order) items. A 26 MB text with a time limit on every line yields 270,000 deadline mentions, 46 MB of JSON.
 */
export const STORED_LIMITS = { entities: 2000, keyFindings: 200, parties: 50, deadlineMentions: 300 } as const;

export interface AnalysisJob {
  documentId: string;
  userId: string;
}

const UPLOAD_ERRORS: Record<string, "UNSUPPORTED_FILE_TYPE" | "CORRUPT_FILE" | "ENCRYPTED_FILE" | "FILE_TOO_LARGE"> = {
  UNSUPPORTED_FILE_TYPE: "UNSUPPORTED_FILE_TYPE",
  CORRUPT_FILE: "CORRUPT_FILE",
  ENCRYPTED_FILE: "ENCRYPTED_FILE",
  TOO_LARGE: "FILE_TOO_LARGE",
};

/** docs/requirements.md §5's size messages ('File is larger than N bytes', 'File is smaller than N bytes'). */
export function fileTooLarge(bytes: number, hint?: { en: string; pt: string }): AppError {
  return new AppError("FILE_TOO_LARGE", {
    en: `File is larger than ${bytes} bytes${hint ? ` (${hint.en})` : ""}`,
    pt: `O arquivo é maior que ${bytes} bytes${hint ? ` (${hint.pt})` : ""}`,
  });
}

export function fileTooSmall(): AppError {
  return new AppError("FILE_TOO_SMALL", { en: "File is smaller than 1 bytes", pt: "O arquivo é menor que 1 bytes" });
}

/** Checks a file by its content; the user's file name is kept for display only. */
export function inspectUpload(bytes: Uint8Array, fileName: string) {
  if (bytes.byteLength < 1) {
    throw fileTooSmall();
  }
  if (bytes.byteLength > LIMITS.maxUploadBytes) {
    throw fileTooLarge(LIMITS.maxUploadBytes);
  }
  try {
    return sniffFileType(bytes, fileName);
  } catch (err) {
    if (err instanceof ExtractionError) {
      const code = UPLOAD_ERRORS[err.code] ?? "UNSUPPORTED_FILE_TYPE";
      if (code !== "UNSUPPORTED_FILE_TYPE") throw new AppError(code, err.messages);
      // docs/requirements.md §5's message form first, then what the content turned out to be and what to do.
      const form = DEFAULT_MESSAGES.UNSUPPORTED_FILE_TYPE;
      throw new AppError(code, { en: `${form.en}. ${err.messages.en}`, pt: `${form.pt}. ${err.messages.pt}` });
    }
    throw err;
  }
}

/** Stores the original in R2, reserves a quota unit, records the document as queued and enqueues its analysis. */
export async function acceptUpload(
  deps: Deps,
  user: User,
  file: { name: string; bytes: Uint8Array },
): Promise<UploadAcceptedDto> {
  const fileName = sanitizeFileName(file.name);
  const detected = inspectUpload(file.bytes, fileName);
  const quotaSource = await reserveQuota(deps, user);
  const id = newId("doc");
  const originalKey = r2Keys.original(user.id, id);
  try {
    await deps.env.DOCUMENTS.put(originalKey, file.bytes, {
      httpMetadata: { contentType: detected.mime },
      customMetadata: { fileName: encodeURIComponent(fileName), userId: user.id },
    });
    await deps.db.insert(documents).values({
      id,
      userId: user.id,
      fileName,
      fileType: detected.kind,
      mimeType: detected.mime,
      fileSize: file.bytes.byteLength,
      sha256: await sha256Hex(file.bytes),
      originalKey,
      status: "queued",
      quotaSource,
    });
  } catch (err) {
    // Nothing was recorded: give the unit back directly (there is no document row to refund through).
    await releaseUnit(deps, user.id, quotaSource);
    throw err;
  }
  await enqueueOrFail(deps, { documentId: id, userId: user.id });
  return { id, fileName, status: "queued" };
}

/**
 * Queues the analysis. If the queue refuses, the stored document is failed at once (reason given, unit refunded)
 * rather than left "queued" forever; the user can retry it.
 */
export async function enqueueOrFail(deps: Deps, job: AnalysisJob) {
  try {
    await deps.env.ANALYSIS_QUEUE.send(job, { contentType: "json" });
  } catch (err) {
    console.error("enqueue failed", job.documentId, err);
    await failDocument(deps, job.documentId, "ANALYSIS_FAILED", FAILURE_MESSAGES.ANALYSIS_FAILED);
    throw err;
  }
}

export function sanitizeFileName(name: string): string {
  // Keep what the user sees; drop path parts and control characters that would break headers and reports.
  const base = name.split(/[\\/]/).pop() ?? "document";
  // Format characters (\p{Cf}: bidi overrides, zero-width joiners) make "contrato\u202Etxt.exe" display as a .txt.
  const clean = base
    .replace(/["\p{Cc}\p{Cf}]/gu, "")
    .trim()
    .slice(0, 200);
  return clean || "document";
}

/** "split": the document is being read page by page, and this job will come again to join the pages. */
export type ProcessOutcome = "processed" | "failed" | "skipped" | "split";

/** The points between the consumer's steps where a crash or deploy can cut a job short (fault-injection tests). */
export type ConsumerStage = "extracted" | "analysed" | "before-batch" | "stored";
/** Called at each stage; the queue passes none. A test's probe throws there to prove the job still ends well. */
export type StageProbe = (stage: ConsumerStage) => void;
const noProbe: StageProbe = () => {};

/**
 * Analyses one document. Idempotent: a processed or failed document is skipped, and every write replaces the
 * previous one, so a redelivered job never double-counts. Extraction errors that retrying cannot fix fail the
 * document at once (reason stored, quota refunded); other errors throw so the queue retries with backoff.
 */
export async function processDocument(
  deps: Deps,
  job: AnalysisJob,
  probe: StageProbe = noProbe,
): Promise<ProcessOutcome> {
  const doc = await deps.db.query.documents.findFirst({
    where: and(eq(documents.id, job.documentId), eq(documents.userId, job.userId)),
  });
  if (!doc || (doc.status !== "queued" && doc.status !== "processing")) return "skipped";
  await deps.db
    .update(documents)
    .set({ status: "processing", attempts: sql`${documents.attempts} + 1` })
    .where(eq(documents.id, doc.id));

  const planned = await pageRows(deps, doc.id);
  if (planned.length > 0) return continuePages(deps, doc, planned, probe);

  const object = await deps.env.DOCUMENTS.get(doc.originalKey);
  if (!object) {
    await failDocument(deps, doc.id, "ORIGINAL_MISSING", FAILURE_MESSAGES.ORIGINAL_MISSING);
    return "failed";
  }
  if (object.size > LIMITS.maxAnalysisBytes) {
    await failDocument(deps, doc.id, "TOO_LARGE_TO_ANALYSE", FAILURE_MESSAGES.TOO_LARGE_TO_ANALYSE);
    return "failed";
  }
  const bytes = new Uint8Array(await object.arrayBuffer());
  let extracted: Awaited<ReturnType<typeof extractText>>;
  try {
    extracted = await extractText(bytes, doc.fileType as Parameters<typeof extractText>[1], {
      loadOcrAsset: (name) => loadOcrAsset(deps, name),
      // A scan of several pages is read by one job per page (docs/decisions/030-scan-speed-and-pages.md).
      deferOcrPages: true,
    });
  } catch (err) {
    if (err instanceof ExtractionError && err.code !== "OCR_FAILED") {
      await failDocument(deps, doc.id, err.code, err.messages);
      return "failed";
    }
    throw err;
  }
  if (extracted.deferredPages?.length && extracted.pages) {
    const plan = { pages: extracted.pages, scanned: extracted.deferredPages, warnings: extracted.warnings };
    await savePagePlan(deps, doc, plan);
    await sendPageJobs(deps, doc, plan.scanned);
    return "split";
  }
  return finishDocument(deps, doc, extracted, probe);
}

/**
 * A document read page by page: pages still pending are sent again (this job was redelivered, or the lost-job sweep
 * found the document idle); once none is, the pages are joined and the document analysed like any other.
 */
async function continuePages(
  deps: Deps,
  doc: Document,
  rows: Awaited<ReturnType<typeof pageRows>>,
  probe: StageProbe,
): Promise<ProcessOutcome> {
  const pending = rows.filter((row) => row.status === "pending").map((row) => row.pageNumber);
  if (pending.length > 0) {
    await sendPageJobs(deps, doc, pending);
    return "split";
  }
  const joined = await joinPagePlan(deps, doc, rows);
  if (!joined) {
    // A page text or the plan is gone from R2: read the document again from the start.
    await clearPagePlan(deps, doc);
    throw new Error(`page texts of ${doc.id} missing; the document is read again`);
  }
  const outcome = await finishDocument(deps, doc, joined, probe);
  await clearPagePlan(deps, doc);
  return outcome;
}

/** Analyses the extracted text and stores the result (the common end of the whole-document and page-by-page paths). */
async function finishDocument(
  deps: Deps,
  doc: Document,
  extracted: { text: string; method: string; pageCount?: number; ocrConfidence?: number },
  probe: StageProbe,
): Promise<ProcessOutcome> {
  probe("extracted");
  const text = extracted.text;
  if (!text.trim()) {
    await failDocument(deps, doc.id, "EMPTY_TEXT", FAILURE_MESSAGES.EMPTY_TEXT);
    return "failed";
  }
  const analysis = analyze(text, { fileName: doc.fileName, ocrConfidence: extracted.ocrConfidence });
  probe("analysed");
  await storeAnalysis(deps, doc, text, analysis, extracted, probe);
  return "processed";
}

async function storeAnalysis(
  deps: Deps,
  doc: Document,
  text: string,
  analysis: Analysis,
  extracted: { method: string; pageCount?: number; ocrConfidence?: number },
  probe: StageProbe,
) {
  const textKey = r2Keys.text(doc.userId, doc.id);
  const row = {
    documentId: doc.id,
    userId: doc.userId,
    language: analysis.language,
    jurisdiction: analysis.jurisdiction,
    documentType: analysis.documentType,
    documentSubtype: analysis.subtype,
    confidence: analysis.confidence,
    entities: analysis.entities.slice(0, STORED_LIMITS.entities),
    keyFindings: analysis.keyFindings.slice(0, STORED_LIMITS.keyFindings),
    parties: analysis.parties.slice(0, STORED_LIMITS.parties),
    deadlineMentions: analysis.deadlines.slice(0, STORED_LIMITS.deadlineMentions),
    judicialDecision: analysis.judicialDecision,
    textExcerpt: text.slice(0, EXCERPT_CHARS),
    charCount: text.length,
    pageCount: extracted.pageCount ?? null,
    ocrConfidence: extracted.ocrConfidence ?? null,
    extractionMethod: extracted.method,
    engineVersion: ENGINE_VERSION,
  };
  const derived = deriveDeadlines(
    analysis,
    text,
    { userId: doc.userId, documentId: doc.id, fileName: doc.fileName },
    deps.now(),
  );
  const db = deps.db;
  // The text goes to R2 first: once the batch marks the document processed, a redelivered job skips it, so a text
  // written after the batch would be lost for good if the run ended in between (fault-injection test).
  await deps.env.DOCUMENTS.put(textKey, text, { httpMetadata: { contentType: "text/plain; charset=utf-8" } });
  probe("before-batch");
  // One D1 batch = one transaction: the analysis, its deadlines, its search entry and the status change land together.
  const batch = db.batch([
    db
      .insert(analyses)
      .values(row)
      .onConflictDoUpdate({ target: analyses.documentId, set: { ...row, updatedAt: deps.now() } }),
    db.delete(deadlines).where(and(eq(deadlines.documentId, doc.id), eq(deadlines.isAutoExtracted, true))),
    ...derived.map((d) => db.insert(deadlines).values(d)),
    db.delete(documentsFts).where(eq(documentsFts.documentId, doc.id)),
    db.insert(documentsFts).values(searchIndexRow(doc, analysis, indexable(text))),
    // Counted once: only while the document is not yet processed (a redelivered job finds it processed).
    db
      .update(users)
      .set({ documentsProcessed: sql`${users.documentsProcessed} + 1` })
      .where(
        and(
          eq(users.id, doc.userId),
          sql`EXISTS (SELECT 1 FROM documents WHERE id = ${doc.id} AND status IN ('queued', 'processing'))`,
        ),
      ),
    db
      .update(documents)
      .set({ status: "processed", textKey, processedAt: deps.now(), failureCode: null, failureMessage: null })
      .where(and(eq(documents.id, doc.id), inArray(documents.status, ["queued", "processing"]))),
  ]);
  // A document deleted meanwhile fails the batch on its foreign keys: its text must not stay behind.
  await batch.catch(async (err) => {
    await deps.env.DOCUMENTS.delete(textKey).catch(() => {});
    throw err;
  });
  probe("stored");
  await indexVectorIfBound(deps.env, doc, text);
}

/**
 * Marks a queued or processing document failed with a readable reason and refunds its quota unit (once). A document
 * already processed or failed is left alone, so a late or duplicate failure never refunds an analysis that was done.
 */
export async function failDocument(deps: Deps, documentId: string, code: string, messages: { en: string; pt: string }) {
  const changed = await deps.db
    .update(documents)
    .set({ status: "failed", failureCode: code, failureMessage: encodeFailure(messages) })
    .where(and(eq(documents.id, documentId), inArray(documents.status, ["queued", "processing"])))
    .returning({ id: documents.id });
  if (changed.length > 0) await refundQuota(deps, documentId);
}

/** D1 caps a value at 2 MB: the index keeps the first ~1.5 MB of UTF-8 (the full text stays in R2). */
const INDEX_BYTES = 1_500_000;
export function indexable(text: string): string {
  if (text.length * 3 <= INDEX_BYTES) return text;
  const bytes = new TextEncoder().encode(text);
  if (bytes.length <= INDEX_BYTES) return text;
  return new TextDecoder().decode(bytes.subarray(0, INDEX_BYTES)).replace(/\uFFFD$/, "");
}

/** A failed document may be retried this many times: each attempt costs extraction and OCR time, refunded or not. */
export const MAX_RETRIES = 3;

/** Re-queues a failed document. Reserves a quota unit again (the failure refunded the first one). */
export async function retryDocument(deps: Deps, user: User, documentId: string): Promise<UploadAcceptedDto> {
  const doc = await findOwnedDocument(deps.db, user.id, documentId);
  const lost = isLost(doc, deps.now());
  if (doc.status !== "failed" && !lost) throw new AppError("NOT_RETRYABLE");
  const previous = await deps.db
    .select({ n: sql<number>`count(*)` })
    .from(auditLog)
    .where(and(eq(auditLog.targetId, doc.id), eq(auditLog.action, "document.retry")));
  if ((previous[0]?.n ?? 0) >= MAX_RETRIES) {
    throw new AppError("NOT_RETRYABLE", {
      en: `This document was already retried ${MAX_RETRIES} times. Check the file (or export it again) and upload it anew.`,
      pt: `Este documento já foi reprocessado ${MAX_RETRIES} vezes. Verifique o arquivo (ou exporte-o novamente) e envie-o de novo.`,
    });
  }
  if (lost) return requeueLost(deps, user, doc);
  const quotaSource = await reserveQuota(deps, user);
  const updated = await deps.db
    .update(documents)
    .set({ status: "queued", failureCode: null, failureMessage: null, quotaSource, quotaRefunded: false, attempts: 0 })
    .where(and(eq(documents.id, doc.id), eq(documents.status, "failed")))
    .returning({ id: documents.id });
  if (updated.length === 0) {
    await releaseUnit(deps, user.id, quotaSource);
    throw new AppError("NOT_RETRYABLE");
  }
  await deps.db
    .insert(auditLog)
    .values({ id: newId("aud"), actorId: user.id, action: "document.retry", targetType: "doc", targetId: doc.id });
  await enqueueOrFail(deps, { documentId: doc.id, userId: user.id });
  return { id: doc.id, fileName: doc.fileName, status: "queued" };
}

/** A document whose job was lost keeps the unit it reserved: it is only sent to the queue again. */
async function requeueLost(deps: Deps, user: User, doc: Document): Promise<UploadAcceptedDto> {
  const claimed = await deps.db
    .update(documents)
    .set({ status: "queued", updatedAt: deps.now() })
    .where(
      and(
        eq(documents.id, doc.id),
        inArray(documents.status, ["queued", "processing"]),
        eq(documents.updatedAt, doc.updatedAt),
      ),
    )
    .returning({ id: documents.id });
  if (claimed.length === 0) throw new AppError("NOT_RETRYABLE");
  await deps.db
    .insert(auditLog)
    .values({ id: newId("aud"), actorId: user.id, action: "document.retry", targetType: "doc", targetId: doc.id });
  await enqueueOrFail(deps, { documentId: doc.id, userId: user.id });
  return { id: doc.id, fileName: doc.fileName, status: "queued" };
}

/** Removes the document everywhere: R2 objects, rows (analysis, feedback and derived deadlines cascade), index entry. */
export async function deleteDocument(deps: Deps, user: User, documentId: string): Promise<void> {
  const doc = await findOwnedDocument(deps.db, user.id, documentId);
  if (doc.status === "uploading" && doc.multipartUploadId) {
    await deps.env.DOCUMENTS.resumeMultipartUpload(doc.originalKey, doc.multipartUploadId)
      .abort()
      .catch((err: unknown) => console.warn("abort on delete failed", doc.id, err));
  }
  await deps.env.DOCUMENTS.delete([doc.originalKey, r2Keys.text(doc.userId, doc.id)]);
  await clearPagePlan(deps, doc);
  // The refund and the delete are one transaction: a consumer finishing meanwhile either lands first (processed:
  // no refund) or finds the row gone (its batch fails on the foreign keys), so the unit comes back exactly once.
  await deps.db.batch([
    ...refundUnanalysedStatements(deps.db, user.id, doc.id),
    deps.db.delete(documentsFts).where(eq(documentsFts.documentId, doc.id)),
    deps.db.delete(deadlines).where(eq(deadlines.documentId, doc.id)),
    deps.db.delete(documents).where(and(eq(documents.id, doc.id), eq(documents.userId, user.id))),
  ]);
  await removeVectorIfBound(deps.env, doc.id);
}

/**
 * OCR language data is too large for the Worker bundle. It is read from R2 (`ocr/<name>`, uploaded at deploy time)
 * and otherwise from the static assets the build copies it to (dist/client/ocr/), which is what `npm start` uses.
 */
export async function loadOcrAsset(deps: Deps, name: string): Promise<ArrayBuffer> {
  const safe = name.replace(/[^a-zA-Z0-9._-]/g, "");
  const stored = await deps.env.DOCUMENTS.get(`ocr/${safe}`);
  if (stored) return stored.arrayBuffer();
  const response = await deps.env.ASSETS.fetch(new Request(`https://assets.local/ocr/${safe}`));
  if (!response.ok) throw new Error(`OCR asset ${safe} unavailable (${response.status})`);
  return response.arrayBuffer();
}

export function toDto(
  document: Document,
  analysis: AnalysisRow | null,
  language: Language,
  pageProgress?: PageProgressDto,
): DocumentAnalysisDto {
  const entities = analysis?.entities ?? [];
  return {
    id: document.id,
    fileName: document.fileName,
    fileType: document.fileType,
    fileSize: document.fileSize,
    status: document.status,
    failureCode: document.failureCode,
    failureMessage: decodeFailure(document.failureMessage, language),
    language: analysis?.language ?? null,
    jurisdiction: analysis?.jurisdiction ?? null,
    documentType: analysis?.documentType ?? null,
    documentSubtype: analysis?.documentSubtype ?? null,
    confidence: analysis?.confidence ?? null,
    entities,
    keyFindings: analysis?.keyFindings ?? [],
    parties: analysis?.parties ?? [],
    extractedText: analysis?.textExcerpt ?? "",
    aiAnalysis: analysis?.aiAnalysis ?? null,
    aiProvider: analysis?.aiProvider ?? null,
    hasJudicialDecision: Boolean(analysis?.judicialDecision),
    uploadedAt: document.createdAt.toISOString(),
    processedAt: document.processedAt?.toISOString() ?? null,
    ...(pageProgress ? { pageProgress } : {}),
  };
}
