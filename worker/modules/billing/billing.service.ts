import type {
  BillingConfigDto,
  CreateSubscriptionDto,
  CreateSubscriptionInput,
  SubscriptionDto,
  SubscriptionSuccessDto,
} from "../../../common/api/billing.ts";
import { PLAN_DEFINITIONS, type Plan, planOfTier } from "../../../common/plans.ts";
import { LIMITS } from "../../../common/vocabulary.ts";
import type { User } from "../../db/schema/users.ts";
import type { Deps } from "../../lib/deps.ts";
import { AppError } from "../../lib/errors.ts";
import { newId } from "../../lib/ids.ts";
import { type PaymentsConfig, type PaymentsProvider, paymentsConfig } from "../../providers/payments/payments.ts";
import { stripePaymentsProvider } from "../../providers/payments/stripe.ts";
import { documentsSince, recordCheckout, saveCustomer, subscriptionsOf } from "./billing.repo.ts";
import { syncSubscription } from "./sync.ts";

const ROLLING_PERIOD_MS = 30 * 86_400_000;

export interface Payments {
  config: PaymentsConfig;
  provider: PaymentsProvider;
}

/** Stripe for this deployment, or PAYMENTS_NOT_CONFIGURED (503) while its keys are unset. */
export function paymentsOf(deps: Deps): Payments {
  const config = paymentsConfig(deps.env);
  if (!config) throw new AppError("PAYMENTS_NOT_CONFIGURED");
  return { config, provider: stripePaymentsProvider(config) };
}

/** The plans with the price ids this deployment sells (null while payments are not set up: 'Setup Required'). */
export function plansFor(env: Env): Plan[] {
  const prices = paymentsConfig(env)?.prices ?? {};
  return PLAN_DEFINITIONS.map((plan) => ({
    ...plan,
    stripePriceId: plan.id === "trial" ? null : (prices[plan.id] ?? null),
  }));
}

export function billingConfig(env: Env): BillingConfigDto {
  return { publishableKey: paymentsConfig(env)?.publishableKey ?? null };
}

/** The user's Stripe customer: the recorded one while it still exists at Stripe, else a new one recorded now. */
async function customerFor(deps: Deps, { provider }: Payments, user: User): Promise<string> {
  if (user.stripeCustomerId) {
    const found = await provider.findCustomer(user.stripeCustomerId);
    if (found) return found;
  }
  const created = await provider.createCustomer({
    userId: user.id,
    email: user.email,
    name: `${user.firstName} ${user.lastName}`.trim(),
  });
  // A recorded customer that was deleted at Stripe is replaced.
  return saveCustomer(deps.db, user.id, created, user.stripeCustomerId);
}

/**
 * Starts checkout for the signed-in user: their own customer, a subscription whose first invoice waits for the
 * Payment Element (default_incomplete), and that invoice's client secret. Only the prices configured here are sold.
 * An unfinished checkout for the same price is resumed instead of opening a second subscription.
 */
export async function createSubscription(
  deps: Deps,
  actor: User,
  input: CreateSubscriptionInput,
): Promise<CreateSubscriptionDto> {
  const payments = paymentsOf(deps);
  const priceId = payments.config.prices[input.tier];
  if (!priceId || priceId !== input.priceId) throw new AppError("UNKNOWN_PRICE");
  const mine = await subscriptionsOf(deps.db, actor.id);
  if (mine.some((s) => ["active", "trialing", "past_due"].includes(s.status))) throw new AppError("ALREADY_SUBSCRIBED");

  const open = mine.find((s) => s.status === "incomplete" && s.stripePriceId === priceId && s.stripeSubscriptionId);
  if (open?.stripeSubscriptionId) {
    const current = await payments.provider.retrieveSubscription(open.stripeSubscriptionId);
    await syncSubscription(deps, payments.config, current.state);
    if (current.state.status === "incomplete" && current.clientSecret) {
      return { clientSecret: current.clientSecret, amountDue: current.amountDue, currency: current.currency };
    }
  }

  const customerId = await customerFor(deps, payments, actor);
  const created = await payments.provider.createSubscription({
    customerId,
    priceId,
    userId: actor.id,
    tier: input.tier,
  });
  await recordCheckout(deps.db, {
    id: newId("sub"),
    userId: actor.id,
    tier: input.tier,
    stripeSubscriptionId: created.state.id,
    stripeCustomerId: customerId,
    stripePriceId: priceId,
    status: created.state.status,
  });
  if (!created.clientSecret) {
    throw new AppError("PROVIDER_ERROR", {
      en: "The payment provider did not return a payment to confirm.",
      pt: "O provedor de pagamentos não retornou um pagamento para confirmar.",
    });
  }
  return { clientSecret: created.clientSecret, amountDue: created.amountDue, currency: created.currency };
}

/**
 * POST /api/subscription/success: asks Stripe for the state of the user's newest subscription and applies it. The
 * tier the page names is never trusted: only a subscription Stripe reports active or trialing upgrades.
 */
export async function confirmSubscription(deps: Deps, actor: User): Promise<SubscriptionSuccessDto> {
  const payments = paymentsOf(deps);
  const [newest] = await subscriptionsOf(deps.db, actor.id);
  if (!newest?.stripeSubscriptionId) throw new AppError("NO_SUBSCRIPTION");
  const { state } = await payments.provider.retrieveSubscription(newest.stripeSubscriptionId);
  const result = await syncSubscription(deps, payments.config, state);
  const upgraded = result.granting && (state.latestInvoicePaid || state.status === "trialing");
  return { upgraded, subscription: await subscriptionSummary(deps, actor.id) };
}

/** A Stripe customer-portal session for the signed-in user's own customer (cards, invoices, cancellation). */
export async function openPortal(deps: Deps, actor: User): Promise<{ url: string }> {
  const payments = paymentsOf(deps);
  if (!actor.stripeCustomerId) throw new AppError("NO_BILLING_ACCOUNT");
  const url = await payments.provider.createPortalSession({
    customerId: actor.stripeCustomerId,
    returnUrl: `${deps.appUrl}/`,
  });
  return { url };
}

/** The plan, Stripe status, period and usage the subscription card shows. */
export async function subscriptionSummary(deps: Deps, userId: string): Promise<SubscriptionDto> {
  const user = await deps.db.query.users.findFirst({ where: (u, { eq }) => eq(u.id, userId) });
  if (!user) throw new AppError("UNAUTHORIZED");
  const rows = await subscriptionsOf(deps.db, userId);
  const current = rows.find((s) => s.status !== "incomplete" && s.status !== "incomplete_expired") ?? null;
  const plan = planOfTier(user.subscriptionTier);
  const now = deps.now().getTime();
  let usage: SubscriptionDto["usage"];
  if (plan === "trial") {
    usage = {
      used: Math.max(0, LIMITS.trialDocuments - user.trialDocumentsRemaining),
      limit: LIMITS.trialDocuments,
    };
  } else {
    const started = user.periodStartedAt?.getTime() ?? null;
    // A rolling period (plan set by an admin) that ended counts from zero again at the next upload.
    const lapsed = user.periodEndsAt === null && (started === null || started <= now - ROLLING_PERIOD_MS);
    usage =
      plan === "professional"
        ? { used: lapsed ? 0 : user.periodDocumentsUsed, limit: LIMITS.professionalDocumentsPerMonth }
        : { used: await documentsSince(deps.db, userId, new Date(started ?? now - ROLLING_PERIOD_MS)), limit: null };
  }
  return {
    plan,
    tier: user.subscriptionTier,
    status: current?.status ?? null,
    currentPeriodEnd: (current?.currentPeriodEnd ?? user.periodEndsAt)?.toISOString() ?? null,
    cancelAtPeriodEnd: current?.cancelAtPeriodEnd ?? false,
    graceEndsAt: current?.status === "past_due" ? (current.graceEndsAt?.toISOString() ?? null) : null,
    usage,
    trialExpiresAt: user.trialExpiresAt?.toISOString() ?? null,
    canManageBilling: user.stripeCustomerId !== null,
  };
}
