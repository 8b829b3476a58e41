import type { PaidTier, SubscriptionStatus } from "../../../common/vocabulary.ts";
import { setting } from "../../lib/settings.ts";

/** The facts about one Stripe subscription that decide a user's plan, as Stripe reports them now. */
export interface SubscriptionState {
  id: string;
  customerId: string;
  status: SubscriptionStatus;
  priceId: string | null;
  /** The tier named in the subscription's metadata when it was created (used for prices no longer configured). */
  metadataTier: string | null;
  currentPeriodStart: Date | null;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  /** Whether the subscription's latest invoice is paid. */
  latestInvoicePaid: boolean;
}

/** An event Stripe signed, reduced to what the webhook needs. */
export interface PaymentEvent {
  id: string;
  type: string;
  /** Seconds since the epoch, as Stripe stamps events. */
  created: number;
  object: {
    id: string;
    object: string;
    subscription?: string | null;
    amountPaid?: number;
    amountDue?: number;
    currency?: string;
  };
}

export interface CreatedSubscription {
  state: SubscriptionState;
  /** The client secret of the first invoice's payment, for Stripe's Payment Element. */
  clientSecret: string | null;
  /** What that invoice asks for, in the currency's smallest unit (shown beside the Payment Element). */
  amountDue: number | null;
  currency: string | null;
}

/** The operations billing needs from a payment provider (Stripe in production, a loopback fake in tests). */
export interface PaymentsProvider {
  /** The customer when it still exists at the provider, else null (deleted in the Dashboard). */
  findCustomer(customerId: string): Promise<string | null>;
  createCustomer(input: { userId: string; email: string; name: string }): Promise<string>;
  createSubscription(input: {
    customerId: string;
    priceId: string;
    userId: string;
    tier: PaidTier;
  }): Promise<CreatedSubscription>;
  /**
   * The subscription as Stripe has it now, with the client secret while its first payment is still open;
   * NO_SUBSCRIPTION when Stripe has no such subscription (another account's, or deleted test data).
   */
  retrieveSubscription(id: string): Promise<CreatedSubscription>;
  createPortalSession(input: { customerId: string; returnUrl: string }): Promise<string>;
  /** Verifies Stripe's signature over the raw body; throws when it does not match or is too old. */
  verifyEvent(rawBody: string, signature: string): Promise<PaymentEvent>;
}

/** Stripe settings of this deployment; null when payments are not set up ('Setup Required'). */
export interface PaymentsConfig {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string | null;
  /** The configured price id of each paid tier (only these are sold). */
  prices: Partial<Record<PaidTier, string>>;
  /** Tests only: a loopback Stripe. */
  apiBase: string | null;
}

export function paymentsConfig(env: Env): PaymentsConfig | null {
  const secretKey = setting(env, "STRIPE_SECRET_KEY");
  const publishableKey = setting(env, "STRIPE_PUBLISHABLE_KEY");
  if (!secretKey || !publishableKey) return null;
  const prices: PaymentsConfig["prices"] = {};
  const professional = setting(env, "STRIPE_PRICE_PROFESSIONAL");
  const enterprise = setting(env, "STRIPE_PRICE_ENTERPRISE");
  if (professional) prices.professional = professional;
  if (enterprise) prices.enterprise = enterprise;
  return {
    secretKey,
    publishableKey,
    webhookSecret: setting(env, "STRIPE_WEBHOOK_SECRET") ?? null,
    prices,
    apiBase: setting(env, "STRIPE_API_BASE") ?? null,
  };
}

/** The paid tier a configured price id sells, or null for any other id. */
export function tierOfPrice(config: PaymentsConfig, priceId: string | null): PaidTier | null {
  if (!priceId) return null;
  for (const [tier, id] of Object.entries(config.prices)) if (id === priceId) return tier as PaidTier;
  return null;
}
