import { and, eq, sql } from "drizzle-orm";
import { LIMITS } from "../../../common/vocabulary.ts";
import { type User, users } from "../../db/schema/users.ts";
import type { Db, Deps } from "../../lib/deps.ts";
import { AppError } from "../../lib/errors.ts";
import { paymentOverdue } from "../billing/billing.repo.ts";

export type QuotaSource = "trial" | "period" | "unlimited";

const MONTH_MS = 30 * 86_400_000;

/**
 * Reserves one analysis for the user in a single conditional UPDATE, so concurrent uploads can never take more
 * than the plan allows (twenty at once with 10 left accept exactly 10). Throws the plan's limit error.
 */
export async function reserveQuota(deps: Deps, user: User): Promise<QuotaSource> {
  const now = deps.now().getTime();
  // Paid plans (docs/decisions/017-stripe-billing.md): a failed renewal keeps the plan only through its grace period.
  if (user.subscriptionTier !== "trial" && (await paymentOverdue(deps.db, user.id, deps.now()))) {
    throw new AppError("PAYMENT_OVERDUE");
  }
  if (user.subscriptionTier === "enterprise") return "unlimited";
  if (user.subscriptionTier === "trial") {
    const row = await deps.env.DB.prepare(
      `UPDATE users SET trial_documents_remaining = trial_documents_remaining - 1, updated_at = ?1
       WHERE id = ?2 AND subscription_tier = 'trial' AND trial_documents_remaining > 0
         AND (trial_expires_at IS NULL OR trial_expires_at > ?1)
       RETURNING trial_documents_remaining`,
    )
      .bind(now, user.id)
      .first();
    if (row) return "trial";
    const fresh = await deps.env.DB.prepare(
      "SELECT trial_documents_remaining AS left, trial_expires_at AS exp FROM users WHERE id = ?",
    )
      .bind(user.id)
      .first<{ left: number; exp: number | null }>();
    if (fresh && fresh.left > 0 && fresh.exp !== null && fresh.exp <= now) throw new AppError("TRIAL_EXPIRED");
    throw new AppError("TRIAL_LIMIT_EXCEEDED");
  }
  // Professional ("basic" in older records): 100 per billing period. With Stripe the period is Stripe's and the
  // webhook that reports a new one restarts the count (period_ends_at set); a plan granted by an admin has a rolling
  // 30-day period that starts with the first upload after the last one ended.
  const periodStart = now - MONTH_MS;
  const lapsed = "(period_ends_at IS NULL AND (period_started_at IS NULL OR period_started_at <= ?1))";
  const row = await deps.env.DB.prepare(
    `UPDATE users SET
       period_documents_used = CASE WHEN ${lapsed} THEN 1 ELSE period_documents_used + 1 END,
       period_started_at = CASE WHEN ${lapsed} THEN ?2 ELSE period_started_at END,
       updated_at = ?2
     WHERE id = ?3 AND (${lapsed} OR period_documents_used < ?4)
     RETURNING period_documents_used`,
  )
    .bind(periodStart, now, user.id, LIMITS.professionalDocumentsPerMonth)
    .first();
  if (!row) throw new AppError("PLAN_LIMIT_EXCEEDED");
  return "period";
}

/** Gives one unit of the given source back to the user (the inverse of reserveQuota). */
export async function releaseUnit(deps: Deps, userId: string, source: QuotaSource | null): Promise<void> {
  if (source === "trial") {
    await deps.env.DB.prepare("UPDATE users SET trial_documents_remaining = trial_documents_remaining + 1 WHERE id = ?")
      .bind(userId)
      .run();
  } else if (source === "period") {
    await deps.env.DB.prepare("UPDATE users SET period_documents_used = MAX(0, period_documents_used - 1) WHERE id = ?")
      .bind(userId)
      .run();
  }
}

/**
 * Gives a document's reserved unit back once (a failed analysis costs nothing). Only a failed document or an
 * unfinished upload qualifies, so a processed analysis is never refunded. Safe to call twice.
 */
export async function refundQuota(deps: Deps, documentId: string): Promise<void> {
  const claimed = await deps.env.DB.prepare(
    `UPDATE documents SET quota_refunded = 1
     WHERE id = ? AND quota_refunded = 0 AND quota_source IN ('trial','period') AND status IN ('failed','uploading')
     RETURNING user_id AS userId, quota_source AS source`,
  )
    .bind(documentId)
    .first<{ userId: string; source: QuotaSource }>();
  if (claimed) await releaseUnit(deps, claimed.userId, claimed.source);
}

/**
 * Statements (for the same D1 batch as the document's deletion) that give back the unit of a document deleted
 * before its analysis finished: uploading, queued or processing, and not refunded already.
 */
export function refundUnanalysedStatements(db: Db, userId: string, documentId: string) {
  const unanalysed = (source: QuotaSource) =>
    sql`EXISTS (SELECT 1 FROM documents WHERE id = ${documentId} AND user_id = ${userId} AND quota_refunded = 0
      AND quota_source = ${source} AND status IN ('uploading', 'queued', 'processing'))`;
  return [
    db
      .update(users)
      .set({ trialDocumentsRemaining: sql`${users.trialDocumentsRemaining} + 1` })
      .where(and(eq(users.id, userId), unanalysed("trial"))),
    db
      .update(users)
      .set({ periodDocumentsUsed: sql`MAX(0, ${users.periodDocumentsUsed} - 1)` })
      .where(and(eq(users.id, userId), unanalysed("period"))),
  ] as const;
}
