import useSWR from "swr";
import { PLAN_DEFINITIONS, type Plan } from "../../../../../common/plans.ts";
import { api, call } from "../../../lib/api.ts";

export const billingKeys = { plans: "/api/plans" } as const;

/** Payments are not configured unless the server says otherwise: every price id is null ('Setup Required'). */
const FALLBACK: Plan[] = PLAN_DEFINITIONS.map((plan) => ({ ...plan, stripePriceId: null }));

/** GET /api/plans, or the built-in definitions while it loads or when it fails. */
export function usePlans(): Plan[] {
  const { data } = useSWR(billingKeys.plans, () => call(api.api.plans.$get()), {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
  return data && Array.isArray(data) && data.length > 0 ? data : FALLBACK;
}
