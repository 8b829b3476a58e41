import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import type { AuditChanges } from "../../../common/api/admin.ts";
import { ADMIN_AUDIT_ACTIONS } from "../../../common/vocabulary.ts";
import { ms, timestamps } from "./columns.ts";

/**
 * Every change an admin makes to an account, written in the same D1 batch as the change itself
 * (docs/decisions/019-admin-console.md). No route edits or deletes a row. No foreign keys: the record outlives both
 * the admin and the account it names; `target_email` keeps who the account was once it is deleted.
 */
export const adminAuditLog = sqliteTable(
  "admin_audit_log",
  {
    id: text("id").primaryKey(),
    adminId: text("admin_id").notNull(),
    adminEmail: text("admin_email").notNull(),
    targetUserId: text("target_user_id").notNull(),
    targetEmail: text("target_email").notNull(),
    action: text("action", { enum: ADMIN_AUDIT_ACTIONS }).notNull(),
    // Field → { from, to }; a new password appears only as "changed", never its value or hash.
    changes: text("changes", { mode: "json" }).$type<AuditChanges>().notNull(),
    requestId: text("request_id").notNull(),
    ...timestamps,
  },
  (t) => [
    index("admin_audit_log_created_idx").on(t.createdAt),
    index("admin_audit_log_admin_idx").on(t.adminId, t.createdAt),
    index("admin_audit_log_target_idx").on(t.targetUserId, t.createdAt),
  ],
);

/**
 * A deleted account's payments, kept without any link to the person for the accounting retention period
 * (docs/decisions/019-admin-console.md): the amount, currency, status, date and the payment provider's invoice id.
 */
export const retainedPayments = sqliteTable(
  "retained_payments",
  {
    id: text("id").primaryKey(),
    stripeInvoiceId: text("stripe_invoice_id"),
    amount: integer("amount").notNull(),
    currency: text("currency").notNull(),
    status: text("status").notNull(),
    paidAt: ms("paid_at").notNull(),
    retainUntil: ms("retain_until").notNull(),
    ...timestamps,
  },
  (t) => [index("retained_payments_retain_idx").on(t.retainUntil)],
);

export type AdminAuditEntry = typeof adminAuditLog.$inferSelect;
