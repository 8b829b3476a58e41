import useSWR from "swr";
import { PLAN_DEFINITIONS, type Plan } from "../../../../../common/plans.ts";
import { api, call } from "../../../lib/api.ts";

export const billingKeys = { plans: "/api/plans" } as const;

/** Payments are not configured unless the server says otherwise: every price id is null ('Setup Required'). */
const FALLBACK: Plan[] = PLAN_DEFINITIONS.map((plan) => ({ ...plan, stripePriceId: null }));

/**
 * GET /api/plans, or the built-in definitions while it loads or when it fails. `isLoading` lets the pricing section
 * wait for the price ids instead of answering 'Setup Required' to a click made before they arrived.
 */
export function usePlans(): { plans: Plan[]; isLoading: boolean } {
  const { data, isLoading } = useSWR(billingKeys.plans, () => call(api.api.plans.$get()), {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
  return { plans: data && Array.isArray(data) && data.length > 0 ? data : FALLBACK, isLoading };
}
