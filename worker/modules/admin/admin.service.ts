import { and, eq, isNull, type SQL, sql } from "drizzle-orm";
import type {
  AdminAnalyticsDto,
  AdminAuditPageDto,
  AdminAuditQuery,
  AdminUpdateUserInput,
  AdminUserDetailDto,
  AdminUserDto,
  AdminUserPageDto,
  AdminUsersQuery,
  AuditChanges,
} from "../../../common/api/admin.ts";
import { ADMIN_LIMITS } from "../../../common/vocabulary.ts";
import { emailTokens, sessions, type User, users } from "../../db/schema/users.ts";
import type { Deps } from "../../lib/deps.ts";
import { AppError } from "../../lib/errors.ts";
import { hashPassword } from "../auth/password.ts";
import {
  findUserWithCount,
  listAudit,
  listUsers,
  otherActiveAdmins,
  recentDocuments,
  userStatistics,
} from "./admin.repo.ts";
import { type AdminActor, auditAfterChange, auditWritten } from "./audit.ts";

export function toAdminUserDto(user: User, documentCount: number): AdminUserDto {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    isAdmin: user.isAdmin,
    emailVerified: user.emailVerified,
    subscriptionTier: user.subscriptionTier,
    trialDocumentsRemaining: user.trialDocumentsRemaining,
    documentCount: Number(documentCount),
    deleting: user.deletingAt !== null,
    createdAt: user.createdAt.toISOString(),
  };
}

export async function listUserPage(deps: Deps, query: AdminUsersQuery): Promise<AdminUserPageDto> {
  const { rows, total } = await listUsers(deps.db, query);
  return {
    users: rows.map((r) => toAdminUserDto(r.user, r.documentCount)),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

export function adminAnalytics(deps: Deps): Promise<AdminAnalyticsDto> {
  return userStatistics(deps.db, deps.now());
}

export async function userDetail(deps: Deps, id: string): Promise<AdminUserDetailDto> {
  const [found, recent] = await Promise.all([
    findUserWithCount(deps.db, id),
    recentDocuments(deps.db, id, ADMIN_LIMITS.recentDocuments),
  ]);
  if (!found) throw new AppError("NOT_FOUND");
  return {
    ...toAdminUserDto(found.user, found.documentCount),
    documentsProcessed: found.user.documentsProcessed,
    trialExpiresAt: found.user.trialExpiresAt?.toISOString() ?? null,
    recentDocuments: recent.map((d) => ({
      id: d.id,
      fileName: d.fileName,
      documentType: d.documentType,
      language: d.language,
      processedAt: d.processedAt?.toISOString() ?? null,
    })),
  };
}

type EditableField = "subscriptionTier" | "trialDocumentsRemaining" | "emailVerified" | "isAdmin";
const EDITABLE_FIELDS: EditableField[] = ["subscriptionTier", "trialDocumentsRemaining", "emailVerified", "isAdmin"];

/** The fields the input really changes, as { from, to }. */
function diff(user: User, input: AdminUpdateUserInput): AuditChanges {
  const changes: AuditChanges = {};
  for (const field of EDITABLE_FIELDS) {
    const to = input[field];
    if (to !== undefined && to !== user[field]) changes[field] = { from: user[field], to };
  }
  if (input.newPassword !== undefined) changes.password = "changed";
  return changes;
}

async function loadTarget(deps: Deps, id: string): Promise<User> {
  const user = await deps.db.query.users.findFirst({ where: eq(users.id, id) });
  if (!user) throw new AppError("NOT_FOUND");
  if (user.deletingAt) throw new AppError("ACCOUNT_BEING_DELETED");
  return user;
}

/**
 * Applies an admin's edit in one D1 batch: the guarded UPDATE, its audit row, and — for a new password — the end of
 * every session and pending reset link of that user. The UPDATE names the row's updated_at as read, so the audit's
 * "before" is exactly what was replaced; removing admin from the last admin is refused inside the same statement.
 */
export async function updateUser(
  deps: Deps,
  actor: AdminActor,
  id: string,
  input: AdminUpdateUserInput,
): Promise<AdminUserDetailDto> {
  const before = await loadTarget(deps, id);
  const changes = diff(before, input);
  if (Object.keys(changes).length === 0) return userDetail(deps, id);
  const now = deps.now();
  const demotes = before.isAdmin && input.isAdmin === false;

  const set: Partial<typeof users.$inferInsert> = { updatedAt: now };
  for (const field of EDITABLE_FIELDS) {
    if (changes[field]) Object.assign(set, { [field]: input[field] });
  }
  if (input.newPassword !== undefined) set.passwordHash = await hashPassword(input.newPassword);

  const guards: SQL[] = [
    eq(users.id, id),
    eq(users.updatedAt, before.updatedAt),
    isNull(users.deletingAt),
    ...(demotes ? [sql`${otherActiveAdmins(id)} > 0`] : []),
  ];
  const db = deps.db;
  const audit = auditAfterChange(db, actor, { action: "user.updated", target: before, changes }, now);
  const passwordStatements =
    input.newPassword === undefined
      ? []
      : [
          db.delete(sessions).where(and(eq(sessions.userId, id), auditWritten(audit.id))),
          db
            .update(emailTokens)
            .set({ usedAt: now })
            .where(and(eq(emailTokens.userId, id), isNull(emailTokens.usedAt), auditWritten(audit.id))),
        ];
  const [updated] = await db.batch([
    db
      .update(users)
      .set(set)
      .where(and(...guards))
      .returning({ id: users.id }),
    audit.statement,
    ...passwordStatements,
  ]);
  if (updated.length === 0) throw await whyRefused(deps, id, before, demotes);
  return userDetail(deps, id);
}

/** Reads the row again to say why a guarded change matched nothing. */
async function whyRefused(deps: Deps, id: string, before: User, demotes: boolean): Promise<AppError> {
  const now = await deps.db.query.users.findFirst({ where: eq(users.id, id) });
  if (!now) return new AppError("NOT_FOUND");
  if (now.deletingAt) return new AppError("ACCOUNT_BEING_DELETED");
  if (now.updatedAt.getTime() !== before.updatedAt.getTime()) return new AppError("EDIT_CONFLICT");
  return new AppError(demotes ? "LAST_ADMIN" : "EDIT_CONFLICT");
}

export async function auditPage(deps: Deps, query: AdminAuditQuery): Promise<AdminAuditPageDto> {
  const { rows, total } = await listAudit(deps.db, query);
  return {
    entries: rows.map((r) => ({
      id: r.id,
      adminId: r.adminId,
      adminEmail: r.adminEmail,
      targetUserId: r.targetUserId,
      targetEmail: r.targetEmail,
      action: r.action,
      changes: r.changes,
      requestId: r.requestId,
      createdAt: r.createdAt.toISOString(),
    })),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}
