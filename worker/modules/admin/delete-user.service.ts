import { and, eq, inArray, isNotNull, isNull, sql } from "drizzle-orm";
import type { AdminDeleteResultDto } from "../../../common/api/admin.ts";
import { ADMIN_LIMITS } from "../../../common/vocabulary.ts";
import { subscriptions } from "../../db/schema/billing.ts";
import { documents } from "../../db/schema/documents.ts";
import { sessions, type User, users } from "../../db/schema/users.ts";
import type { Deps } from "../../lib/deps.ts";
import { AppError } from "../../lib/errors.ts";
import { otherActiveAdmins } from "./admin.repo.ts";
import { type AdminActor, auditAfterChange } from "./audit.ts";
import { RETENTION_YEARS } from "./retention.ts";

/** Payment statuses of a subscription that still bills the customer. */
const BILLING_STATUSES = ["active", "trialing", "past_due", "incomplete", "unpaid"];

/** Where every R2 object of a user lives (worker/modules/documents/keys.ts keeps them all under it). */
export function userPrefix(userId: string): string {
  return `users/${userId}/`;
}

/**
 * Deletes an account and everything it owns, in steps that can each run again: a failed call is resumed by
 * calling it again (the account stays marked, unable to log in, until the last step removes it).
 * 1. Mark it `deleting` and end its sessions, in one batch (with the audit row of the start).
 * 2. Abort its unfinished multipart uploads.
 * 3. Delete its rows in every table with a user_id column (found in the schema, so a new table is covered), its
 *    old activity log and its e-mails, keeping its payments anonymised.
 * 4. Delete its R2 objects by prefix, one page at a time.
 * 5. Delete the account row, with the audit row of the deletion.
 * Rows go before R2 objects: once the document rows are gone, an analysis still running cannot store its text.
 */
export async function deleteUser(deps: Deps, actor: AdminActor, id: string): Promise<AdminDeleteResultDto> {
  if (id === actor.user.id) throw new AppError("CANNOT_DELETE_SELF");
  const target = await deps.db.query.users.findFirst({ where: eq(users.id, id) });
  if (!target) throw new AppError("NOT_FOUND");
  await refuseWhileBilling(deps, id);
  await markDeleting(deps, actor, target);
  await abortOpenUploads(deps, id);
  await deleteRows(deps, target);
  const objectsDeleted = await deleteObjects(deps, id);
  await removeAccount(deps, actor, target);
  return { deleted: true, id, objectsDeleted };
}

/** A paid subscription must be cancelled at the payment provider first, or it would go on charging the card. */
async function refuseWhileBilling(deps: Deps, userId: string) {
  const live = await deps.db.query.subscriptions.findFirst({
    where: and(eq(subscriptions.userId, userId), inArray(subscriptions.status, BILLING_STATUSES)),
  });
  if (live) throw new AppError("SUBSCRIPTION_ACTIVE");
}

async function markDeleting(deps: Deps, actor: AdminActor, target: User) {
  if (target.deletingAt) {
    // Resumed: the mark is there; end any session that could still exist.
    await deps.db.delete(sessions).where(eq(sessions.userId, target.id));
    return;
  }
  const now = deps.now();
  const db = deps.db;
  const audit = auditAfterChange(db, actor, { action: "user.deletion_started", target, changes: {} }, now);
  const lastAdminGuard = target.isAdmin ? [sql`${otherActiveAdmins(target.id)} > 0`] : [];
  const [marked] = await db.batch([
    db
      .update(users)
      .set({ deletingAt: now })
      .where(and(eq(users.id, target.id), isNull(users.deletingAt), ...lastAdminGuard))
      .returning({ id: users.id }),
    audit.statement,
    // Only once the mark is set (now or by a concurrent call): a refused deletion leaves the sessions alone.
    db
      .delete(sessions)
      .where(
        and(
          eq(sessions.userId, target.id),
          sql`EXISTS (SELECT 1 FROM ${users} WHERE ${users.id} = ${target.id} AND ${users.deletingAt} IS NOT NULL)`,
        ),
      ),
  ]);
  if (marked.length > 0) return;
  const again = await db.query.users.findFirst({ where: eq(users.id, target.id) });
  if (!again) throw new AppError("NOT_FOUND");
  if (!again.deletingAt) throw new AppError("LAST_ADMIN");
}

async function abortOpenUploads(deps: Deps, userId: string) {
  const open = await deps.db
    .select({ key: documents.originalKey, uploadId: documents.multipartUploadId })
    .from(documents)
    .where(and(eq(documents.userId, userId), isNotNull(documents.multipartUploadId)));
  for (const upload of open) {
    if (!upload.uploadId) continue;
    // Already completed or aborted uploads answer with an error: nothing is left to abort.
    await deps.env.DOCUMENTS.resumeMultipartUpload(upload.key, upload.uploadId)
      .abort()
      .catch(() => undefined);
  }
}

/** Every table (the full-text index included) that has a user_id column, read from the database itself. */
export async function tablesWithUserId(db: D1Database): Promise<string[]> {
  const { results } = await db
    .prepare(
      `SELECT m.name AS name FROM sqlite_master m, pragma_table_info(m.name) p
        WHERE m.type = 'table' AND p.name = 'user_id' AND m.name NOT LIKE 'sqlite_%' AND m.name NOT LIKE '\\_cf\\_%' ESCAPE '\\'
        ORDER BY m.name`,
    )
    .all<{ name: string }>();
  return results.map((r) => r.name);
}

async function deleteRows(deps: Deps, target: User) {
  const d1 = deps.env.DB;
  const tables = (await tablesWithUserId(d1)).filter((t) => t !== "users");
  const at = deps.now().getTime();
  // Plain D1 statements: the table names come from the database's own list, never from input.
  await d1.batch([
    d1
      .prepare(
        `INSERT INTO retained_payments
           (id, stripe_invoice_id, amount, currency, status, paid_at, retain_until, created_at, updated_at)
         SELECT id, stripe_invoice_id, amount, currency, status, created_at,
                strftime('%s', created_at / 1000, 'unixepoch', 'start of year', '+${RETENTION_YEARS + 1} years') * 1000,
                ?2, ?2
           FROM payments WHERE user_id = ?1
         ON CONFLICT (id) DO NOTHING`,
      )
      .bind(target.id, at),
    ...tables.map((table) => d1.prepare(`DELETE FROM "${table}" WHERE user_id = ?1`).bind(target.id)),
    // The account's own activity log (logins, verifications, retries) goes with it; the admin audit log stays.
    d1.prepare("DELETE FROM audit_log WHERE actor_id = ?1 OR target_id = ?1").bind(target.id),
    d1.prepare('DELETE FROM outbox WHERE "to" = ?1').bind(target.email),
  ]);
}

/** Deletes the user's R2 objects a page at a time; returns how many there were. */
async function deleteObjects(deps: Deps, userId: string): Promise<number> {
  const bucket = deps.env.DOCUMENTS;
  let deleted = 0;
  for (;;) {
    // Always the first page: what was deleted is no longer listed.
    const page = await bucket.list({ prefix: userPrefix(userId), limit: ADMIN_LIMITS.deletePageSize });
    if (page.objects.length === 0) return deleted;
    await bucket.delete(page.objects.map((o) => o.key));
    deleted += page.objects.length;
  }
}

async function removeAccount(deps: Deps, actor: AdminActor, target: User) {
  const db = deps.db;
  const audit = auditAfterChange(
    db,
    actor,
    {
      action: "user.deleted",
      target,
      changes: {
        subscriptionTier: { from: target.subscriptionTier, to: null },
        trialDocumentsRemaining: { from: target.trialDocumentsRemaining, to: null },
        emailVerified: { from: target.emailVerified, to: null },
        isAdmin: { from: target.isAdmin, to: null },
      },
    },
    deps.now(),
  );
  await db.batch([db.delete(users).where(and(eq(users.id, target.id), isNotNull(users.deletingAt))), audit.statement]);
}
