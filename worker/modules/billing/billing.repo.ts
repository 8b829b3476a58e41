import { and, count, desc, eq, gte, lte, ne, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { SubscriptionTier } from "../../../common/vocabulary.ts";
import { payments, stripeEvents, subscriptions } from "../../db/schema/billing.ts";
import { documents } from "../../db/schema/documents.ts";
import { users } from "../../db/schema/users.ts";
import type { Db } from "../../lib/deps.ts";

export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type Statement = BatchItem<"sqlite">;

/** The user's subscriptions, newest first. */
export function subscriptionsOf(db: Db, userId: string): Promise<SubscriptionRow[]> {
  return db.select().from(subscriptions).where(eq(subscriptions.userId, userId)).orderBy(desc(subscriptions.createdAt));
}

export async function subscriptionByStripeId(db: Db, stripeId: string): Promise<SubscriptionRow | null> {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.stripeSubscriptionId, stripeId)).limit(1);
  return row ?? null;
}

export async function userIdByCustomer(db: Db, customerId: string): Promise<string | null> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.stripeCustomerId, customerId)).limit(1);
  return row?.id ?? null;
}

export async function tierOfUser(db: Db, userId: string): Promise<SubscriptionTier | null> {
  const [row] = await db.select({ tier: users.subscriptionTier }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.tier ?? null;
}

export async function eventSeen(db: Db, eventId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: stripeEvents.id })
    .from(stripeEvents)
    .where(eq(stripeEvents.id, eventId))
    .limit(1);
  return row !== undefined;
}

/**
 * Records the user's Stripe customer in place of `replacing` (null: none yet); answers the customer now on record,
 * which is the other request's when two checkouts of one user raced.
 */
export async function saveCustomer(
  db: Db,
  userId: string,
  customerId: string,
  replacing: string | null,
): Promise<string> {
  const [row] = await db
    .update(users)
    .set({ stripeCustomerId: customerId })
    .where(and(eq(users.id, userId), sql`${users.stripeCustomerId} IS ${replacing}`))
    .returning({ id: users.stripeCustomerId });
  if (row?.id) return row.id;
  const [current] = await db.select({ id: users.stripeCustomerId }).from(users).where(eq(users.id, userId));
  return current?.id ?? customerId;
}

/** The subscription a checkout just created (webhooks may have recorded it first). */
export async function recordCheckout(db: Db, row: typeof subscriptions.$inferInsert): Promise<void> {
  await db.insert(subscriptions).values(row).onConflictDoNothing({ target: subscriptions.stripeSubscriptionId });
}

export function insertEvent(db: Db, event: typeof stripeEvents.$inferInsert): Statement {
  return db.insert(stripeEvents).values(event);
}

export function upsertSubscription(db: Db, row: typeof subscriptions.$inferInsert): Statement {
  const { id: _id, userId: _user, createdAt: _created, ...changes } = row;
  return db
    .insert(subscriptions)
    .values(row)
    .onConflictDoUpdate({ target: subscriptions.stripeSubscriptionId, set: { ...changes, updatedAt: new Date() } });
}

/**
 * The user's plan after a subscription change. Entering a new Stripe billing period restarts the period count (the
 * CASE keeps it when the same period is applied twice, so a redelivered event or a concurrent one changes nothing).
 */
export function setUserPlan(
  db: Db,
  userId: string,
  plan: { tier: SubscriptionTier; periodStart: Date | null; periodEnd: Date | null },
): Statement {
  const start = plan.periodStart?.getTime() ?? null;
  return db
    .update(users)
    .set({
      subscriptionTier: plan.tier,
      periodDocumentsUsed:
        start === null
          ? sql`${users.periodDocumentsUsed}`
          : sql`CASE WHEN ${users.periodStartedAt} IS ${start} THEN ${users.periodDocumentsUsed} ELSE 0 END`,
      periodStartedAt: start === null ? sql`${users.periodStartedAt}` : new Date(start),
      periodEndsAt: plan.periodEnd,
    })
    .where(eq(users.id, userId));
}

export function upsertPayment(db: Db, row: typeof payments.$inferInsert): Statement {
  return db
    .insert(payments)
    .values(row)
    .onConflictDoUpdate({
      target: payments.stripeInvoiceId,
      // A paid invoice stays paid when a late payment_failed for an earlier attempt arrives after it.
      set: {
        status: sql`CASE WHEN ${payments.status} = 'paid' THEN 'paid' ELSE excluded.status END`,
        updatedAt: new Date(),
      },
    });
}

/** Whether a failed renewal's grace has run out (the plan's quota is then refused until Stripe is paid). */
export async function paymentOverdue(db: Db, userId: string, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(
      and(eq(subscriptions.userId, userId), eq(subscriptions.status, "past_due"), lte(subscriptions.graceEndsAt, now)),
    )
    .limit(1);
  return row !== undefined;
}

/** Documents the user uploaded since `since`, not counting failed ones (their unit was given back). */
export async function documentsSince(db: Db, userId: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(documents)
    .where(and(eq(documents.userId, userId), gte(documents.createdAt, since), ne(documents.status, "failed")));
  return row?.n ?? 0;
}
