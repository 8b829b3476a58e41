import * as z from "zod";
import {
  ADMIN_AUDIT_ACTIONS,
  ADMIN_LIMITS,
  ADMIN_SETTABLE_TIERS,
  type AdminAuditAction,
  type AdminAuditedField,
  LIMITS,
  type SubscriptionTier,
} from "../vocabulary.ts";

const page = z.coerce.number().int().min(1).max(100_000).default(1);
const booleanText = z.enum(["true", "false"]).transform((v) => v === "true");

/** GET /api/admin/users: search by name or e-mail, filter by tier and verification, one page at a time. */
export const adminUsersQuerySchema = z.object({
  search: z.string().trim().max(200).optional(),
  // "professional" also finds the older "basic" records, which the product presents as professional.
  tier: z.enum(ADMIN_SETTABLE_TIERS).optional(),
  verified: booleanText.optional(),
  page,
  pageSize: z.coerce.number().int().min(1).max(100).default(ADMIN_LIMITS.usersPageSize),
});
export type AdminUsersQuery = z.infer<typeof adminUsersQuerySchema>;

/**
 * PATCH /api/admin/users/{id}. Every field optional (only what is sent changes). A new password follows the account
 * password policy (LIMITS.passwordMin), not the 6 characters the original screen hinted: see decision 019.
 */
export const adminUpdateUserSchema = z
  .object({
    subscriptionTier: z.enum(ADMIN_SETTABLE_TIERS).optional(),
    trialDocumentsRemaining: z.number().int().min(0).max(ADMIN_LIMITS.maxTrialDocuments).optional(),
    emailVerified: z.boolean().optional(),
    isAdmin: z.boolean().optional(),
    newPassword: z
      .string()
      .min(LIMITS.passwordMin, { message: `The password must have at least ${LIMITS.passwordMin} characters.` })
      .max(256)
      .optional(),
  })
  .strict();
export type AdminUpdateUserInput = z.infer<typeof adminUpdateUserSchema>;

/**
 * GET /api/admin/audit-log: filter by admin and by target user (each an id or an exact e-mail), action and a date
 * range (YYYY-MM-DD, UTC, both days included).
 */
export const adminAuditQuerySchema = z.object({
  admin: z.string().trim().toLowerCase().max(254).optional(),
  target: z.string().trim().toLowerCase().max(254).optional(),
  action: z.enum(ADMIN_AUDIT_ACTIONS).optional(),
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
  page,
  pageSize: z.coerce.number().int().min(1).max(100).default(ADMIN_LIMITS.auditPageSize),
});
export type AdminAuditQuery = z.infer<typeof adminAuditQuerySchema>;

export interface AdminUserDto {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  isAdmin: boolean;
  emailVerified: boolean;
  subscriptionTier: SubscriptionTier;
  trialDocumentsRemaining: number;
  /** Documents the account holds now (uploads still in progress excluded). */
  documentCount: number;
  /** True while a deletion is under way (it can be resumed with DELETE). */
  deleting: boolean;
  createdAt: string;
}

export interface AdminUserPageDto {
  users: AdminUserDto[];
  total: number;
  page: number;
  pageSize: number;
}

export interface AdminRecentDocumentDto {
  id: string;
  fileName: string;
  documentType: string | null;
  language: string | null;
  processedAt: string | null;
}

export interface AdminUserDetailDto extends AdminUserDto {
  documentsProcessed: number;
  trialExpiresAt: string | null;
  recentDocuments: AdminRecentDocumentDto[];
}

export interface AdminAnalyticsDto {
  totalUsers: number;
  /** Accounts created in the last 7 days. */
  recentUsers: number;
  totalDocumentsProcessed: number;
  paidUsers: number;
  verifiedUsers: number;
}

/** An audited field's value before and after; a password change is recorded only as "changed". */
export type AuditChanges = Partial<Record<Exclude<AdminAuditedField, "password">, { from: unknown; to: unknown }>> & {
  password?: "changed";
};

export interface AdminAuditEntryDto {
  id: string;
  adminId: string;
  adminEmail: string;
  targetUserId: string;
  targetEmail: string;
  action: AdminAuditAction;
  changes: AuditChanges;
  requestId: string;
  createdAt: string;
}

export interface AdminAuditPageDto {
  entries: AdminAuditEntryDto[];
  total: number;
  page: number;
  pageSize: number;
}

export interface AdminDeleteResultDto {
  deleted: true;
  id: string;
  /** R2 objects removed by this call (a resumed deletion counts only what was left). */
  objectsDeleted: number;
}
