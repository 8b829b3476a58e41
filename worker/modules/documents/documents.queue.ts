import { createDeps } from "../../lib/deps.ts";
import { type AnalysisJob, failDocument, processDocument } from "./documents.service.ts";
import { FAILURE_MESSAGES } from "./failures.ts";

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

/**
 * Queue consumer for "analyse document N" jobs. The dead-letter queue (name ending in -dlq) receives jobs whose
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
    if (deadLetter) {
      await failDocument(deps, message.body.documentId, "ANALYSIS_FAILED", FAILURE_MESSAGES.ANALYSIS_FAILED);
      message.ack();
      continue;
    }
    try {
      await processDocument(deps, message.body);
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
