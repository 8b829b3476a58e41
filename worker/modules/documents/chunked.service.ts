import { and, asc, count, eq } from "drizzle-orm";
import type { ChunkedUploadDto, UploadAcceptedDto } from "../../../common/api/documents.ts";
import { LIMITS } from "../../../common/vocabulary.ts";
import { documents, uploadParts } from "../../db/schema/documents.ts";
import type { User } from "../../db/schema/users.ts";
import { type FileKind, MIME_TYPES } from "../../extraction/sniff.ts";
import type { Deps } from "../../lib/deps.ts";
import { AppError } from "../../lib/errors.ts";
import { newId } from "../../lib/ids.ts";
import { findOwnedDocument } from "./documents.repo.ts";
import {
  enqueueOrFail,
  failDocument,
  fileTooLarge,
  fileTooSmall,
  inspectUpload,
  sanitizeFileName,
} from "./documents.service.ts";
import { FAILURE_MESSAGES } from "./failures.ts";
import { r2Keys } from "./keys.ts";
import { refundQuota, reserveQuota } from "./quota.ts";

/*
 * Chunked, resumable upload for files too large for one Worker request, backed by R2 multipart upload:
 * start → PUT parts (any order, retried freely) → complete. Parts received are recorded in D1, so a client that
 * lost its connection asks which parts are missing and sends only those.
 */

/** R2 needs equal-sized parts (except the last) of at least 5 MiB. */
export const PART_SIZE = LIMITS.chunkBytes;
/** Enough of the head (and tail) of a file to recognise its type by content. */
const SNIFF_BYTES = 256 * 1024;

function partCount(size: number): number {
  return Math.max(1, Math.ceil(size / PART_SIZE));
}

export async function startChunkedUpload(
  deps: Deps,
  user: User,
  input: { fileName: string; size: number },
): Promise<ChunkedUploadDto> {
  if (input.size > LIMITS.maxUploadBytes) throw fileTooLarge(LIMITS.maxUploadBytes);
  if (input.size < 1) throw fileTooSmall();
  const open = await deps.db
    .select({ n: count() })
    .from(documents)
    .where(and(eq(documents.userId, user.id), eq(documents.status, "uploading")));
  if ((open[0]?.n ?? 0) >= LIMITS.maxOpenUploads) throw new AppError("TOO_MANY_UPLOADS");
  // The unit is reserved before any byte is sent, so nobody uploads 500 MB to learn that the trial is over. A file
  // too large to analyse is stored without using one.
  const quotaSource = input.size > LIMITS.maxAnalysisBytes ? null : await reserveQuota(deps, user);
  const id = newId("doc");
  const fileName = sanitizeFileName(input.fileName);
  const originalKey = r2Keys.original(user.id, id);
  const multipart = await deps.env.DOCUMENTS.createMultipartUpload(originalKey, {
    customMetadata: { fileName: encodeURIComponent(fileName), userId: user.id },
  });
  await deps.db.insert(documents).values({
    id,
    userId: user.id,
    fileName,
    fileType: "pending",
    mimeType: "application/octet-stream",
    fileSize: input.size,
    originalKey,
    status: "uploading",
    quotaSource,
    multipartUploadId: multipart.uploadId,
  });
  return { id, fileName, size: input.size, partSize: PART_SIZE, partCount: partCount(input.size), receivedParts: [] };
}

async function uploadingDocument(deps: Deps, user: User, id: string) {
  const doc = await findOwnedDocument(deps.db, user.id, id);
  if (doc.status !== "uploading" || !doc.multipartUploadId) throw new AppError("CONFLICT");
  return {
    doc,
    uploadId: doc.multipartUploadId,
    multipart: deps.env.DOCUMENTS.resumeMultipartUpload(doc.originalKey, doc.multipartUploadId),
  };
}

export async function describeChunkedUpload(deps: Deps, user: User, id: string): Promise<ChunkedUploadDto> {
  const { doc } = await uploadingDocument(deps, user, id);
  const parts = await deps.db
    .select({ n: uploadParts.partNumber })
    .from(uploadParts)
    .where(eq(uploadParts.documentId, id))
    .orderBy(asc(uploadParts.partNumber));
  return {
    id,
    fileName: doc.fileName,
    size: doc.fileSize,
    partSize: PART_SIZE,
    partCount: partCount(doc.fileSize),
    receivedParts: parts.map((p) => p.n),
  };
}

/** Streams one part to R2; its declared length must be exactly the part's size (checked before reading it). */
export async function uploadPart(
  deps: Deps,
  user: User,
  id: string,
  partNumber: number,
  body: { stream: ReadableStream | null; length: number },
): Promise<void> {
  const { doc, multipart } = await uploadingDocument(deps, user, id);
  const parts = partCount(doc.fileSize);
  if (partNumber < 1 || partNumber > parts) throw new AppError("BAD_REQUEST");
  const expected = partNumber < parts ? PART_SIZE : doc.fileSize - PART_SIZE * (parts - 1);
  if (body.length !== expected || !body.stream) {
    throw new AppError("BAD_REQUEST", {
      en: `Part ${partNumber} must have ${expected} bytes, it has ${body.length}.`,
      pt: `A parte ${partNumber} deve ter ${expected} bytes; tem ${body.length}.`,
    });
  }
  const part = await multipart.uploadPart(partNumber, body.stream);
  await deps.db
    .insert(uploadParts)
    .values({ documentId: id, partNumber, etag: part.etag, size: expected })
    .onConflictDoUpdate({
      target: [uploadParts.documentId, uploadParts.partNumber],
      set: { etag: part.etag, size: expected, updatedAt: deps.now() },
    });
}

/** Joins the parts, checks the file by its content and queues the analysis (the unit was reserved at start). */
export async function completeChunkedUpload(deps: Deps, user: User, id: string): Promise<UploadAcceptedDto> {
  const { doc, multipart, uploadId } = await uploadingDocument(deps, user, id);
  const parts = await deps.db
    .select()
    .from(uploadParts)
    .where(eq(uploadParts.documentId, id))
    .orderBy(asc(uploadParts.partNumber));
  const expected = partCount(doc.fileSize);
  if (parts.length !== expected) {
    throw new AppError("BAD_REQUEST", {
      en: `Only ${parts.length} of ${expected} parts were received. Send the missing parts, then complete.`,
      pt: `Só ${parts.length} de ${expected} partes foram recebidas. Envie as que faltam e conclua.`,
    });
  }
  // Claim the completion: of two simultaneous "complete" calls exactly one goes on.
  const claimed = await deps.db
    .update(documents)
    .set({ multipartUploadId: null })
    .where(and(eq(documents.id, id), eq(documents.status, "uploading"), eq(documents.multipartUploadId, uploadId)))
    .returning({ id: documents.id });
  if (claimed.length === 0) throw new AppError("CONFLICT");
  try {
    await multipart.complete(parts.map((p) => ({ partNumber: p.partNumber, etag: p.etag })));
  } catch (err) {
    await deps.db.update(documents).set({ multipartUploadId: uploadId }).where(eq(documents.id, id));
    throw err;
  }
  let detected: { kind: FileKind; mime: string };
  try {
    detected = await inspectLargeFile(deps, doc.originalKey, doc.fileName, doc.fileSize);
  } catch (err) {
    // Refused by content: nothing of it is kept, and the unit goes back.
    await refundQuota(deps, doc.id);
    await discard(deps, doc.id, doc.originalKey);
    throw err;
  }
  await deps.db.batch([
    deps.db.delete(uploadParts).where(eq(uploadParts.documentId, id)),
    deps.db
      .update(documents)
      .set({ status: "queued", fileType: detected.kind, mimeType: detected.mime })
      .where(and(eq(documents.id, id), eq(documents.status, "uploading"))),
  ]);
  if (doc.fileSize > LIMITS.maxAnalysisBytes) {
    // Stored (nothing is lost) but beyond what one analysis can hold in memory: say so now.
    await failDocument(deps, id, "TOO_LARGE_TO_ANALYSE", FAILURE_MESSAGES.TOO_LARGE_TO_ANALYSE);
    return { id, fileName: doc.fileName, status: "failed" };
  }
  await enqueueOrFail(deps, { documentId: id, userId: user.id });
  return { id, fileName: doc.fileName, status: "queued" };
}

/**
 * A large file is checked from its first and last bytes (it cannot be held in memory whole): the head carries every
 * format's signature, the tail a PDF's %%EOF. A zip's directory sits at the end with offsets into the whole file,
 * so a large DOCX is recognised by its signature here and fully checked (zip-bomb limits included) by the analysis,
 * which fails it with a reason and refunds the unit if it is not a real DOCX.
 */
async function inspectLargeFile(
  deps: Deps,
  key: string,
  fileName: string,
  size: number,
): Promise<{ kind: FileKind; mime: string }> {
  const read = async (offset: number, length: number) => {
    const object = await deps.env.DOCUMENTS.get(key, { range: { offset, length } });
    return new Uint8Array((await object?.arrayBuffer()) ?? new ArrayBuffer(0));
  };
  const head = await read(0, Math.min(size, SNIFF_BYTES));
  if (head[0] === 0x50 && head[1] === 0x4b && head[2] === 0x03 && head[3] === 0x04) {
    return { kind: "docx", mime: MIME_TYPES.docx };
  }
  const tailStart = Math.max(head.length, size - SNIFF_BYTES);
  const tail = tailStart < size ? await read(tailStart, size - tailStart) : new Uint8Array(0);
  const sample = new Uint8Array(head.length + tail.length);
  sample.set(head);
  sample.set(tail, head.length);
  return inspectUpload(sample, fileName);
}

export async function abortChunkedUpload(deps: Deps, user: User, id: string): Promise<void> {
  const { doc, multipart } = await uploadingDocument(deps, user, id);
  await multipart.abort();
  await refundQuota(deps, doc.id);
  await discard(deps, doc.id, doc.originalKey);
}

async function discard(deps: Deps, id: string, key: string) {
  await deps.env.DOCUMENTS.delete(key);
  await deps.db.delete(documents).where(eq(documents.id, id));
}
