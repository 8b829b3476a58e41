import type { SubscriptionTier } from "./vocabulary.ts";

export type PlanId = "trial" | "professional" | "enterprise";

export interface Plan {
  id: PlanId;
  /** The tier the plan grants; "basic" in older user records is presented as professional. */
  tier: SubscriptionTier;
  price: number;
  period: "7days" | "month";
  /** Feature keys, translated by the UI. */
  features: string[];
  stripePriceId: string | null;
  isPopular: boolean;
  documentsLimit: number | null;
}

/** docs/requirements.md §2 pricing: every card shows 0 until real prices are configured. */
export const PLAN_DEFINITIONS: Omit<Plan, "stripePriceId">[] = [
  {
    id: "trial",
    tier: "trial",
    price: 0,
    period: "7days",
    features: ["analyses10", "basicNer", "standardOcr", "emailSupport"],
    isPopular: false,
    documentsLimit: 10,
  },
  {
    id: "professional",
    tier: "professional",
    price: 0,
    period: "month",
    features: ["documents100", "advancedNer", "enhancedOcr", "basicAnalytics", "standardSupport"],
    isPopular: true,
    documentsLimit: 100,
  },
  {
    id: "enterprise",
    tier: "enterprise",
    price: 0,
    period: "month",
    features: ["unlimitedDocuments", "customNer", "whiteLabel", "dedicatedSupport", "sla", "apiAccess"],
    isPopular: false,
    documentsLimit: null,
  },
];

/** A price id that is missing or still a placeholder means payments are not set up (docs/requirements.md §8: 'Setup Required'). */
export function isConfiguredPriceId(priceId: string | null | undefined): priceId is string {
  return typeof priceId === "string" && /^price_[A-Za-z0-9]{6,}$/.test(priceId) && !/placeholder|xxx/i.test(priceId);
}

/** The plan a user's tier is shown as. */
export function planOfTier(tier: SubscriptionTier): PlanId {
  return tier === "basic" ? "professional" : tier;
}
