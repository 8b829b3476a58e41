/**
 * When an analysis job counts as lost (docs/decisions/023-reliability.md). A queued or processing document untouched
 * this long is re-enqueued by the sweep (and may be retried by its owner); a job that was in fact still running is
 * harmless to send again because the consumer is idempotent (a processed document is skipped and counted once).
 */
export const LOST_JOB_AFTER_MS = 10 * 60_000;
/** Re-enqueues by the sweep before the document is failed with a reason (its quota unit is then released, once). */
export const LOST_JOB_MAX_REQUEUES = 3;

export function isLost(doc: { status: string; updatedAt: Date }, now: Date): boolean {
  return (
    (doc.status === "queued" || doc.status === "processing") &&
    doc.updatedAt.getTime() < now.getTime() - LOST_JOB_AFTER_MS
  );
}
