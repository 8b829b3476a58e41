import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { PAYMENT_STATUSES, SUBSCRIPTION_STATUSES } from "../../../common/vocabulary.ts";
import { bool, ms, timestamps } from "./columns.ts";
import { users } from "./users.ts";

export const subscriptions = sqliteTable(
  "subscriptions",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tier: text("tier", { enum: ["basic", "professional", "enterprise"] }).notNull(),
    stripeSubscriptionId: text("stripe_subscription_id").unique(),
    stripeCustomerId: text("stripe_customer_id"),
    stripePriceId: text("stripe_price_id"),
    // Stripe's status word, copied from the subscription Stripe last reported.
    status: text("status", { enum: SUBSCRIPTION_STATUSES }).notNull(),
    currentPeriodStart: ms("current_period_start"),
    currentPeriodEnd: ms("current_period_end"),
    cancelAtPeriodEnd: bool("cancel_at_period_end").notNull().default(false),
    // While past_due: the paid plan stays usable until this moment (docs/decisions/017-stripe-billing.md).
    graceEndsAt: ms("grace_ends_at"),
    ...timestamps,
  },
  (t) => [index("subscriptions_user_idx").on(t.userId)],
);

/**
 * Invoices Stripe reported paid or failed. When an account is deleted they move, anonymised, to retained_payments
 * for the accounting retention period (docs/decisions/019-admin-console.md).
 */
export const payments = sqliteTable(
  "payments",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    subscriptionId: text("subscription_id").references(() => subscriptions.id, { onDelete: "set null" }),
    stripeInvoiceId: text("stripe_invoice_id").unique(),
    amount: integer("amount").notNull(),
    currency: text("currency").notNull(),
    status: text("status", { enum: PAYMENT_STATUSES }).notNull(),
    ...timestamps,
  },
  (t) => [index("payments_user_idx").on(t.userId, t.createdAt)],
);

/** Stripe webhook events already applied, so a redelivered event changes nothing. */
export const stripeEvents = sqliteTable("stripe_events", {
  id: text("id").primaryKey(),
  type: text("type").notNull(),
  ...timestamps,
});
