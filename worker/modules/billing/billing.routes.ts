import { Hono } from "hono";
import { createSubscriptionSchema, subscriptionSuccessSchema } from "../../../common/api/billing.ts";
import { AppError } from "../../lib/errors.ts";
import { type AppEnv, type AuthedEnv, validate } from "../../lib/hono.ts";
import { requireUser } from "../auth/session.ts";
import {
  billingConfig,
  confirmSubscription,
  createSubscription,
  openPortal,
  plansFor,
  subscriptionSummary,
} from "./billing.service.ts";
import { handleStripeEvent } from "./webhooks.service.ts";

/** GET /api/plans — public: the pricing section is shown before payment setup is known. Mounted at /api/plans. */
export const planRoutes = new Hono<AppEnv>().get("/", (c) => c.json(plansFor(c.env)));

/**
 * Checkout, payment success and self-service, mounted at /api (the paths are the ones docs/requirements.md §7
 * names). Each route guards itself: a `.use()` here would run for every /api path.
 */
export const billingRoutes = new Hono<AuthedEnv>()
  .get("/billing/config", (c) => c.json(billingConfig(c.env)))
  .get("/billing/subscription", requireUser, async (c) => {
    return c.json(await subscriptionSummary(c.get("deps"), c.get("user").id));
  })
  .post("/billing/portal", requireUser, async (c) => {
    return c.json(await openPortal(c.get("deps"), c.get("user")));
  })
  .post("/create-subscription", requireUser, validate("json", createSubscriptionSchema), async (c) => {
    return c.json(await createSubscription(c.get("deps"), c.get("user"), c.req.valid("json")));
  })
  .post("/subscription/success", requireUser, validate("json", subscriptionSuccessSchema), async (c) => {
    return c.json(await confirmSubscription(c.get("deps"), c.get("user")));
  });

/**
 * POST /api/webhooks/stripe — called by Stripe, not by a browser: no session and no Origin check; the signature
 * over the raw body is the authentication.
 */
export const stripeWebhookRoutes = new Hono<AppEnv>().post("/", async (c) => {
  const signature = c.req.header("stripe-signature");
  if (!signature) throw new AppError("INVALID_SIGNATURE");
  // Anyone can POST here: the app-wide body cap (1 MB for webhooks, worker/lib/body-limit.ts) refuses a body far
  // larger than any Stripe event before it is read and hashed, with or without a length header.
  const body = await c.req.text();
  const outcome = await handleStripeEvent(c.get("deps"), body, signature);
  return c.json({ received: true, outcome });
});
