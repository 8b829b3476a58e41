import { and, eq, inArray, lt } from "drizzle-orm";
import { documents } from "../../db/schema/documents.ts";
import { createDeps, type Deps } from "../../lib/deps.ts";
import { purgeExpiredPayments } from "../admin/retention.ts";
import { type DeadlineJobResult, runDeadlineJobs } from "../cases/deadlines.job.ts";
import { failDocument } from "../documents/documents.service.ts";
import { FAILURE_MESSAGES } from "../documents/failures.ts";
import { refundQuota } from "../documents/quota.ts";

export interface DailyJobResult extends DeadlineJobResult {
  abandonedUploads: number;
  stuckDocuments: number;
  expiredPayments: number;
}

/** Chunked uploads left unfinished for a day are aborted, so their parts stop taking R2 space. */
export async function abortAbandonedUploads(deps: Deps, now: Date): Promise<number> {
  const stale = await deps.db
    .select({ id: documents.id, key: documents.originalKey, uploadId: documents.multipartUploadId })
    .from(documents)
    .where(and(eq(documents.status, "uploading"), lt(documents.createdAt, new Date(now.getTime() - 86_400_000))));
  for (const upload of stale) {
    if (upload.uploadId) {
      try {
        await deps.env.DOCUMENTS.resumeMultipartUpload(upload.key, upload.uploadId).abort();
      } catch (err) {
        console.warn("abort of abandoned upload failed", upload.id, err);
      }
    }
    await refundQuota(deps, upload.id);
    await deps.env.DOCUMENTS.delete(upload.key);
    await deps.db.delete(documents).where(eq(documents.id, upload.id));
  }
  return stale.length;
}

/**
 * Documents stuck in queued/processing for 6 hours (a job lost between the upload and the queue, or a consumer
 * killed on every attempt) are failed with a reason and their unit refunded, so the user sees them and can retry.
 */
export async function failStuckDocuments(deps: Deps, now: Date): Promise<number> {
  const stuck = await deps.db
    .select({ id: documents.id })
    .from(documents)
    .where(
      and(
        inArray(documents.status, ["queued", "processing"]),
        lt(documents.updatedAt, new Date(now.getTime() - 6 * 3_600_000)),
      ),
    );
  for (const doc of stuck) await failDocument(deps, doc.id, "ANALYSIS_FAILED", FAILURE_MESSAGES.ANALYSIS_FAILED);
  return stuck.length;
}

/** The daily Cron Trigger. */
export async function runDailyJobs(env: Env, now: Date): Promise<DailyJobResult> {
  const deps = { ...createDeps(env, { appUrl: env.APP_URL || "http://localhost" }), now: () => now };
  const result = {
    ...(await runDeadlineJobs(deps)),
    abandonedUploads: await abortAbandonedUploads(deps, now),
    stuckDocuments: await failStuckDocuments(deps, now),
    expiredPayments: await purgeExpiredPayments(deps, now),
  };
  console.log("daily jobs", now.toISOString(), JSON.stringify(result));
  return result;
}
