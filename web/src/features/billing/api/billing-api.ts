import useSWR from "swr";
import type { PaidTier } from "../../../../../common/vocabulary.ts";
import { ApiError, api, call } from "../../../lib/api.ts";

export const billingApiKeys = {
  config: "/api/billing/config",
  subscription: "/api/billing/subscription",
} as const;

/** GET /api/billing/config: Stripe's publishable key, or null while payments are not set up. */
export function getBillingConfig() {
  return call(api.api.billing.config.$get());
}

/** GET /api/billing/subscription: plan, Stripe status, period end and usage for the subscription card. */
export function useSubscription(enabled: boolean) {
  return useSWR(enabled ? billingApiKeys.subscription : null, () => call(api.api.billing.subscription.$get()), {
    shouldRetryOnError: (err: unknown) => !(err instanceof ApiError && err.status === 401),
  });
}

/** POST /api/create-subscription: the client secret of the subscription's first payment. */
export function createSubscription(input: { priceId: string; tier: PaidTier }) {
  return call(api.api["create-subscription"].$post({ json: input }));
}

/** POST /api/subscription/success: the server asks Stripe and upgrades only on a paid subscription. */
export function confirmSubscription(tier: string) {
  return call(api.api.subscription.success.$post({ json: { tier } }));
}

/** POST /api/billing/portal: a one-time address of Stripe's customer portal for the signed-in user. */
export function openBillingPortal() {
  return call(api.api.billing.portal.$post());
}
