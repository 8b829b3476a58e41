import { and, eq, inArray, lt, sql } from "drizzle-orm";
import { documents } from "../../db/schema/documents.ts";
import { createDeps, type Deps } from "../../lib/deps.ts";
import { enqueueOrFail, failDocument } from "../documents/documents.service.ts";
import { FAILURE_MESSAGES } from "../documents/failures.ts";
import { LOST_JOB_AFTER_MS, LOST_JOB_MAX_REQUEUES } from "../documents/lost.ts";

/** The Cron Trigger that runs the sweep (docs/decisions/023-reliability.md); wrangler.toml lists it for every env. */
export const LOST_JOB_CRON = "*/5 * * * *";
export interface LostJobResult {
  requeued: number;
  failed: number;
}

/**
 * Finds documents whose analysis job was lost (a deploy, a restart, a consumer killed past its retries) and sends
 * them to the queue again; after LOST_JOB_MAX_REQUEUES it fails them with a readable reason and refunds the unit.
 * Each document is claimed by a conditional UPDATE on its last change, so two overlapping sweeps act once.
 */
export async function recoverLostJobs(deps: Deps, now: Date): Promise<LostJobResult> {
  const stale = await deps.db
    .select({
      id: documents.id,
      userId: documents.userId,
      updatedAt: documents.updatedAt,
      requeues: documents.requeues,
    })
    .from(documents)
    .where(
      and(
        inArray(documents.status, ["queued", "processing"]),
        lt(documents.updatedAt, new Date(now.getTime() - LOST_JOB_AFTER_MS)),
      ),
    )
    .limit(100);
  const result: LostJobResult = { requeued: 0, failed: 0 };
  for (const doc of stale) {
    if (doc.requeues >= LOST_JOB_MAX_REQUEUES) {
      await failDocument(deps, doc.id, "LOST_JOB", FAILURE_MESSAGES.LOST_JOB);
      result.failed++;
      continue;
    }
    const claimed = await deps.db
      .update(documents)
      .set({ status: "queued", requeues: sql`${documents.requeues} + 1`, updatedAt: now })
      .where(
        and(
          eq(documents.id, doc.id),
          inArray(documents.status, ["queued", "processing"]),
          eq(documents.updatedAt, doc.updatedAt),
        ),
      )
      .returning({ id: documents.id });
    if (claimed.length === 0) continue;
    try {
      await enqueueOrFail(deps, { documentId: doc.id, userId: doc.userId });
      result.requeued++;
    } catch {
      // enqueueOrFail failed the document with a reason (and refunded it).
      result.failed++;
    }
  }
  return result;
}

/** The frequent Cron Trigger. */
export async function runLostJobSweep(env: Env, now: Date): Promise<LostJobResult> {
  const result = await recoverLostJobs(createDeps(env, { appUrl: env.APP_URL || "http://localhost" }), now);
  if (result.requeued + result.failed > 0) console.log("lost-job sweep", now.toISOString(), JSON.stringify(result));
  return result;
}
