import * as z from "zod";
import type { PlanId } from "../plans.ts";
import { PAID_TIERS, type SubscriptionStatus, type SubscriptionTier } from "../vocabulary.ts";

/** POST /api/create-subscription: a price id the server sells and the tier it belongs to. */
export const createSubscriptionSchema = z.object({
  priceId: z.string().trim().min(1).max(200),
  tier: z.enum(PAID_TIERS),
});

/** POST /api/subscription/success: the tier the payment page names (informative; Stripe decides). */
export const subscriptionSuccessSchema = z.object({ tier: z.string().max(40).optional() });

export type CreateSubscriptionInput = z.infer<typeof createSubscriptionSchema>;

export interface CreateSubscriptionDto {
  clientSecret: string;
  /** The first invoice's amount in the currency's smallest unit (cents), shown beside the card form. */
  amountDue: number | null;
  currency: string | null;
}

export interface BillingConfigDto {
  /** Stripe's publishable key, or null when payments are not set up. */
  publishableKey: string | null;
}

export interface PortalSessionDto {
  url: string;
}

/** The signed-in user's plan as the subscription card shows it. */
export interface SubscriptionDto {
  plan: PlanId;
  tier: SubscriptionTier;
  /** The Stripe subscription's status; null when the plan does not come from Stripe (trial, or set by an admin). */
  status: SubscriptionStatus | null;
  currentPeriodEnd: string | null;
  cancelAtPeriodEnd: boolean;
  /** While a renewal payment has failed: the plan stays usable until this moment. */
  graceEndsAt: string | null;
  /** Documents counted in the current period (trial: since sign-up), and the plan's limit (null: unlimited). */
  usage: { used: number; limit: number | null };
  trialExpiresAt: string | null;
  /** Whether a Stripe customer exists, so 'Manage billing' has something to open. */
  canManageBilling: boolean;
}

export interface SubscriptionSuccessDto {
  upgraded: boolean;
  subscription: SubscriptionDto;
}
