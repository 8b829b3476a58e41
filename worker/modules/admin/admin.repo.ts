import { and, count, desc, eq, gte, inArray, lt, ne, or, type SQL, sql } from "drizzle-orm";
import type { AdminAuditQuery, AdminUsersQuery } from "../../../common/api/admin.ts";
import { adminAuditLog } from "../../db/schema/admin.ts";
import { analyses, documents } from "../../db/schema/documents.ts";
import { users } from "../../db/schema/users.ts";
import type { Db } from "../../lib/deps.ts";

const DAY_MS = 86_400_000;

/** A LIKE pattern matching `text` anywhere, with the user's own % and _ taken literally. */
function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

function like(column: SQL | typeof users.email, pattern: string): SQL {
  return sql`lower(${column}) LIKE ${pattern} ESCAPE '\\'`;
}

function userFilters(query: AdminUsersQuery): SQL | undefined {
  const conditions: SQL[] = [];
  if (query.search) {
    const pattern = containsPattern(query.search);
    const fullName = sql`${users.firstName} || ' ' || ${users.lastName}`;
    const match = or(like(users.email, pattern), like(fullName, pattern));
    if (match) conditions.push(match);
  }
  if (query.tier === "professional") conditions.push(inArray(users.subscriptionTier, ["basic", "professional"]));
  else if (query.tier) conditions.push(eq(users.subscriptionTier, query.tier));
  if (query.verified !== undefined) conditions.push(eq(users.emailVerified, query.verified));
  return and(...conditions);
}

/**
 * Documents the account holds, uploads still being sent excluded. Written out: drizzle leaves columns of a one-table
 * select unqualified, and an unqualified "id" inside this subquery would mean documents.id.
 */
const documentCount = sql<number>`(SELECT count(*) FROM documents d WHERE d.user_id = "users"."id" AND d.status != 'uploading')`;

/** One page of accounts, newest first, with each one's document count, and the total that match. */
export async function listUsers(db: Db, query: AdminUsersQuery) {
  const where = userFilters(query);
  const [rows, totals] = await db.batch([
    db
      .select({ user: users, documentCount })
      .from(users)
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: count() }).from(users).where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

export async function findUserWithCount(db: Db, id: string) {
  const rows = await db.select({ user: users, documentCount }).from(users).where(eq(users.id, id)).limit(1);
  return rows[0];
}

export async function recentDocuments(db: Db, userId: string, limit: number) {
  return db
    .select({
      id: documents.id,
      fileName: documents.fileName,
      documentType: analyses.documentType,
      language: analyses.language,
      processedAt: documents.processedAt,
    })
    .from(documents)
    .leftJoin(analyses, eq(analyses.documentId, documents.id))
    .where(and(eq(documents.userId, userId), ne(documents.status, "uploading")))
    .orderBy(desc(documents.createdAt), desc(documents.id))
    .limit(limit);
}

/** The admin console's figures, in one round trip. */
export async function userStatistics(db: Db, now: Date) {
  const weekAgo = new Date(now.getTime() - 7 * DAY_MS);
  const [row] = await db
    .select({
      totalUsers: count(),
      recentUsers: sql<number>`coalesce(sum(${users.createdAt} >= ${weekAgo.getTime()}), 0)`,
      totalDocumentsProcessed: sql<number>`coalesce(sum(${users.documentsProcessed}), 0)`,
      paidUsers: sql<number>`coalesce(sum(${users.subscriptionTier} != 'trial'), 0)`,
      verifiedUsers: sql<number>`coalesce(sum(${users.emailVerified}), 0)`,
    })
    .from(users);
  return {
    totalUsers: row?.totalUsers ?? 0,
    recentUsers: Number(row?.recentUsers ?? 0),
    totalDocumentsProcessed: Number(row?.totalDocumentsProcessed ?? 0),
    paidUsers: Number(row?.paidUsers ?? 0),
    verifiedUsers: Number(row?.verifiedUsers ?? 0),
  };
}

/** Admins that are not being deleted, other than `exceptId`: the last-admin guard's count. */
export function otherActiveAdmins(exceptId: string): SQL {
  return sql`(SELECT count(*) FROM ${users} WHERE ${users.isAdmin} = 1 AND ${users.deletingAt} IS NULL AND ${users.id} != ${exceptId})`;
}

function auditFilters(query: AdminAuditQuery): SQL | undefined {
  const conditions: SQL[] = [];
  const admin = query.admin && or(eq(adminAuditLog.adminId, query.admin), eq(adminAuditLog.adminEmail, query.admin));
  if (admin) conditions.push(admin);
  const target =
    query.target && or(eq(adminAuditLog.targetUserId, query.target), eq(adminAuditLog.targetEmail, query.target));
  if (target) conditions.push(target);
  if (query.action) conditions.push(eq(adminAuditLog.action, query.action));
  // Dates are whole UTC days, both ends included.
  if (query.from) conditions.push(gte(adminAuditLog.createdAt, new Date(`${query.from}T00:00:00Z`)));
  if (query.to) conditions.push(lt(adminAuditLog.createdAt, new Date(Date.parse(`${query.to}T00:00:00Z`) + DAY_MS)));
  return and(...conditions);
}

export async function listAudit(db: Db, query: AdminAuditQuery) {
  const where = auditFilters(query);
  const [rows, totals] = await db.batch([
    db
      .select()
      .from(adminAuditLog)
      .where(where)
      .orderBy(desc(adminAuditLog.createdAt), desc(adminAuditLog.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: count() }).from(adminAuditLog).where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}
