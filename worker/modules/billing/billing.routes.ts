import { Hono } from "hono";
import { PLAN_DEFINITIONS, type Plan } from "../../../common/plans.ts";
import type { AppEnv } from "../../lib/hono.ts";
import { setting } from "../../lib/settings.ts";

/** The plans with the Stripe price ids configured for this deployment (null when unset: 'Setup Required'). */
export function plansFor(env: Env): Plan[] {
  const prices: Record<Plan["id"], string | null> = {
    trial: null,
    professional: setting(env, "STRIPE_PRICE_PROFESSIONAL") ?? null,
    enterprise: setting(env, "STRIPE_PRICE_ENTERPRISE") ?? null,
  };
  return PLAN_DEFINITIONS.map((plan) => ({ ...plan, stripePriceId: prices[plan.id] }));
}

/** GET /api/plans — public: the pricing section is shown before payment setup is known. Mounted at /api/plans. */
export const planRoutes = new Hono<AppEnv>().get("/", (c) => c.json(plansFor(c.env)));
