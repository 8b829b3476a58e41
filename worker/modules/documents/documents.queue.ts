import { createDeps } from "../../lib/deps.ts";
import { type AnalysisJob, failDocument, processDocument } from "./documents.service.ts";
import { FAILURE_MESSAGES } from "./failures.ts";
import type { PageJob } from "./pages.repo.ts";
import { pageFailure, processPage } from "./pages.service.ts";

/** Seconds before the n-th retry: 10 s, 40 s, 90 s … (quadratic backoff, capped at 15 minutes). */
export function backoffSeconds(attempts: number): number {
  return Math.min(900, 10 * attempts * attempts);
}

function isJob(body: unknown): body is AnalysisJob {
  return (
    typeof body === "object" &&
    body !== null &&
    typeof (body as AnalysisJob).documentId === "string" &&
    typeof (body as AnalysisJob).userId === "string"
  );
}

/** A page job (a scan read page by page) carries its page number besides the document. */
function isPageJob(job: AnalysisJob): job is PageJob {
  const page = (job as Partial<PageJob>).page;
  return typeof page === "number" && Number.isInteger(page) && page > 0;
}

/**
 * Queue consumer for "analyse document N" jobs and "read page P of document N" jobs. The dead-letter queue (name ending in -dlq) receives jobs whose
 * retries are exhausted: the document is marked failed with a readable reason and its quota unit refunded.
 */
export async function handleAnalysisBatch(
  batch: MessageBatch<unknown>,
  env: Env,
  _ctx?: ExecutionContext,
): Promise<void> {
  const deps = createDeps(env, { appUrl: env.APP_URL || "http://localhost" });
  const deadLetter = batch.queue.endsWith("-dlq");
  for (const message of batch.messages) {
    if (!isJob(message.body)) {
      console.error("discarding malformed analysis job", message.id);
      message.ack();
      continue;
    }
    const job = message.body;
    if (deadLetter) {
      const reason = isPageJob(job)
        ? pageFailure(job.page, FAILURE_MESSAGES.ANALYSIS_FAILED)
        : FAILURE_MESSAGES.ANALYSIS_FAILED;
      await failDocument(deps, job.documentId, "ANALYSIS_FAILED", reason);
      message.ack();
      continue;
    }
    try {
      if (isPageJob(job)) await processPage(deps, job);
      else await processDocument(deps, job);
      message.ack();
    } catch (err) {
      console.error(
        "analysis attempt failed",
        message.body.documentId,
        message.attempts,
        err instanceof Error ? err.stack : err,
      );
      message.retry({ delaySeconds: backoffSeconds(message.attempts) });
    }
  }
}
