import { type PaymentStatus, SUBSCRIPTION_TIERS, type SubscriptionTier } from "../../../common/vocabulary.ts";
import type { Deps } from "../../lib/deps.ts";
import { newId } from "../../lib/ids.ts";
import { type PaymentsConfig, type SubscriptionState, tierOfPrice } from "../../providers/payments/payments.ts";
import {
  insertEvent,
  type Statement,
  type SubscriptionRow,
  setUserPlan,
  subscriptionByStripeId,
  subscriptionsOf,
  tierOfUser,
  upsertPayment,
  upsertSubscription,
  userIdByCustomer,
} from "./billing.repo.ts";

/** How long a plan stays usable after a renewal payment fails (Stripe keeps retrying meanwhile). */
const GRACE_MS = 7 * 86_400_000;

/** Stripe statuses that give the plan's access. past_due does too, within the grace period. */
const PAYING = new Set(["active", "trialing"]);
/** Statuses after which the subscription gives nothing (Stripe stopped retrying, or it never started). */
const ENDED = new Set(["canceled", "unpaid", "incomplete_expired", "paused"]);

const RANK: Record<SubscriptionTier, number> = { trial: 0, basic: 1, professional: 2, enterprise: 3 };

/** The tier a subscription sells: its configured price, else the tier it was created for ('basic' stays basic). */
function tierOf(config: PaymentsConfig, state: SubscriptionState): SubscriptionTier {
  const byPrice = tierOfPrice(config, state.priceId);
  if (byPrice) return byPrice;
  const named = SUBSCRIPTION_TIERS.find((t) => t === state.metadataTier && t !== "trial");
  return named ?? "professional";
}

function grants(row: Pick<SubscriptionRow, "status" | "graceEndsAt">, now: Date): boolean {
  if (PAYING.has(row.status)) return true;
  return row.status === "past_due" && row.graceEndsAt !== null && row.graceEndsAt > now;
}

export interface SyncOptions {
  /** The webhook event being applied: recorded in the same batch, so it is applied once. */
  event?: { id: string; type: string };
  /** An invoice the event reported paid or failed. */
  invoice?: { id: string; amount: number; currency: string; status: PaymentStatus };
}

export interface SyncResult {
  userId: string | null;
  tier: SubscriptionTier | null;
  /** Whether this subscription now gives its plan. */
  granting: boolean;
}

/**
 * Applies the subscription as Stripe reports it now to the user it belongs to: the subscription row, the user's tier
 * and billing period, and the invoice. Callers pass the state they just retrieved from Stripe, never an event's
 * snapshot, so events that arrive late or out of order still end in Stripe's current state.
 */
export async function syncSubscription(
  deps: Deps,
  config: PaymentsConfig,
  state: SubscriptionState,
  options: SyncOptions = {},
): Promise<SyncResult> {
  const now = deps.now();
  const existing = await subscriptionByStripeId(deps.db, state.id);
  // The user is who the subscription was created for; a subscription made in the Stripe Dashboard maps by customer.
  const userId = existing?.userId ?? (await userIdByCustomer(deps.db, state.customerId));
  const statements: Statement[] = [];
  if (options.event) statements.push(insertEvent(deps.db, options.event));
  if (!userId) {
    if (statements.length > 0) await deps.db.batch(statements as [Statement, ...Statement[]]);
    return { userId: null, tier: null, granting: false };
  }

  const tier = tierOf(config, state);
  // The grace period starts when Causa first sees the failure and does not restart on later failed retries.
  const graceEndsAt =
    state.status === "past_due"
      ? existing?.status === "past_due" && existing.graceEndsAt
        ? existing.graceEndsAt
        : new Date(now.getTime() + GRACE_MS)
      : null;
  const row = {
    id: existing?.id ?? newId("sub"),
    userId,
    tier: tier === "trial" ? "professional" : tier,
    stripeSubscriptionId: state.id,
    stripeCustomerId: state.customerId,
    stripePriceId: state.priceId,
    status: state.status,
    currentPeriodStart: state.currentPeriodStart,
    currentPeriodEnd: state.currentPeriodEnd,
    cancelAtPeriodEnd: state.cancelAtPeriodEnd,
    graceEndsAt,
  } as const;
  statements.push(upsertSubscription(deps.db, row));

  const granting = grants(row, now);
  const others = (await subscriptionsOf(deps.db, userId)).filter((s) => s.stripeSubscriptionId !== state.id);
  const otherTiers = others.filter((s) => grants(s, now)).map((s) => s.tier);
  const wasGranting = existing !== null && (PAYING.has(existing.status) || existing.status === "past_due");
  // A tier above anything this subscription sold did not come from it (an admin granted it): its events neither
  // lower nor end it. A portal downgrade still applies, since the higher tier was this subscription's own.
  const held = await tierOfUser(deps.db, userId);
  const grantedElsewhere =
    held !== null && RANK[held] > RANK[row.tier] && RANK[held] > RANK[existing?.tier ?? row.tier];
  let newTier: SubscriptionTier | null = null;
  if (granting) {
    newTier = [row.tier, ...otherTiers].reduce((a, b) => (RANK[b] > RANK[a] ? b : a));
  } else if (ENDED.has(state.status) && wasGranting) {
    // The paid plan is over: back to the trial's limits (whatever of the trial is left), unless another subscription pays.
    newTier = otherTiers.length > 0 ? otherTiers.reduce((a, b) => (RANK[b] > RANK[a] ? b : a)) : "trial";
  }
  if (newTier !== null && !grantedElsewhere) {
    const stripePeriod = granting && newTier === row.tier;
    statements.push(
      setUserPlan(deps.db, userId, {
        tier: newTier,
        periodStart: stripePeriod ? state.currentPeriodStart : null,
        periodEnd: stripePeriod ? state.currentPeriodEnd : null,
      }),
    );
  }
  if (options.invoice) {
    statements.push(
      upsertPayment(deps.db, {
        id: newId("pay"),
        userId,
        subscriptionId: row.id,
        stripeInvoiceId: options.invoice.id,
        amount: options.invoice.amount,
        currency: options.invoice.currency,
        status: options.invoice.status,
      }),
    );
  }
  await deps.db.batch(statements as [Statement, ...Statement[]]);
  return { userId, tier: newTier, granting };
}
