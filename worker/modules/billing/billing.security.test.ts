import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { client, signedInUser } from "../../test/helpers.ts";
import {
  billingRequest,
  PRICES,
  portalSessionsOf,
  startCheckout,
  stripeAction,
  subscriptionIdOf,
  userRow,
} from "../../test/stripe.ts";

// Billing authorisation: everything acts on the signed-in user's own Stripe customer, whatever the body says;
// nobody is upgraded without a subscription Stripe reports paid.

const code = async (res: Response) => ((await res.json()) as { error: { code: string } }).error.code;

describe("billing authorisation", () => {
  it("answers 401 to anonymous calls of every billing route except the public config", async () => {
    const anonymous = client();
    for (const [method, path] of [
      ["POST", "/api/create-subscription"],
      ["POST", "/api/subscription/success"],
      ["POST", "/api/billing/portal"],
      ["GET", "/api/billing/subscription"],
    ] as const) {
      const res = await billingRequest(anonymous, path, {
        method,
        json: method === "POST" ? { priceId: PRICES.professional, tier: "professional" } : undefined,
      });
      expect(res.status, path).toBe(401);
    }
    expect((await billingRequest(anonymous, "/api/billing/config")).status).toBe(200);
  });

  it("never creates a subscription for another user, whatever customer or user the body names", async () => {
    const victim = await signedInUser();
    await startCheckout(victim.client);
    const victimBefore = await userRow(victim.email);
    const attacker = await signedInUser();
    const res = await billingRequest(attacker.client, "/api/create-subscription", {
      method: "POST",
      json: {
        priceId: PRICES.professional,
        tier: "professional",
        customer: victimBefore?.stripe_customer_id,
        userId: victimBefore?.id,
      },
    });
    expect(res.status).toBe(200);
    const attackerRow = await userRow(attacker.email);
    expect(attackerRow?.stripe_customer_id).toMatch(/^cus_/);
    expect(attackerRow?.stripe_customer_id).not.toBe(victimBefore?.stripe_customer_id);
    const victimSubs = await env.DB.prepare("SELECT COUNT(*) AS n FROM subscriptions WHERE user_id = ?")
      .bind(victimBefore?.id)
      .first();
    expect(victimSubs).toEqual({ n: 1 });
  });

  it("does not upgrade through /subscription/success without a paid subscription of one's own", async () => {
    // No subscription at all.
    const stranger = await signedInUser();
    const none = await billingRequest(stranger.client, "/api/subscription/success", {
      method: "POST",
      json: { tier: "enterprise" },
    });
    expect(none.status).toBe(404);
    expect(await code(none)).toBe("NO_SUBSCRIPTION");
    expect((await userRow(stranger.email))?.subscription_tier).toBe("trial");

    // Someone else's subscription is paid: that does not make mine paid.
    const payer = await signedInUser();
    await startCheckout(payer.client);
    await stripeAction(await subscriptionIdOf(payer.email), "pay");
    const freeloader = await signedInUser();
    await startCheckout(freeloader.client);
    const res = await billingRequest(freeloader.client, "/api/subscription/success", {
      method: "POST",
      json: { tier: "professional", subscriptionId: await subscriptionIdOf(payer.email) },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ upgraded: false });
    expect((await userRow(freeloader.email))?.subscription_tier).toBe("trial");
  });

  it("opens the portal only for the signed-in user's own customer", async () => {
    const owner = await signedInUser();
    await startCheckout(owner.client);
    const ownerCustomer = (await userRow(owner.email))?.stripe_customer_id ?? "";
    const other = await signedInUser();
    await startCheckout(other.client);
    const otherCustomer = (await userRow(other.email))?.stripe_customer_id ?? "";

    const before = (await portalSessionsOf(ownerCustomer)).length;
    const res = await billingRequest(other.client, "/api/billing/portal", {
      method: "POST",
      json: { customer: ownerCustomer },
    });
    expect(res.status).toBe(200);
    const { url } = (await res.json()) as { url: string };
    const otherSessions = await portalSessionsOf(otherCustomer);
    expect(otherSessions.map((s) => s.url)).toContain(url);
    expect((await portalSessionsOf(ownerCustomer)).length).toBe(before);
  });

  it("answers NO_BILLING_ACCOUNT to a user who never started a checkout", async () => {
    const { client: c } = await signedInUser({ language: "pt" });
    const res = await billingRequest(c, "/api/billing/portal", { method: "POST" });
    expect(res.status).toBe(404);
    expect(await code(res)).toBe("NO_BILLING_ACCOUNT");
  });

  it("answers a webhook whatever its Origin, and a browser POST from another site with ORIGIN_MISMATCH", async () => {
    const { client: c } = await signedInUser();
    const { app } = await import("../../app.ts");
    const res = await app.request(
      "http://causa.test/api/create-subscription",
      {
        method: "POST",
        headers: { origin: "https://evil.test", cookie: c.cookie ?? "", "content-type": "application/json" },
        body: JSON.stringify({ priceId: PRICES.professional, tier: "professional" }),
      },
      env,
    );
    expect(res.status).toBe(403);
    expect(await code(res)).toBe("ORIGIN_MISMATCH");
    const hook = await app.request(
      "http://causa.test/api/webhooks/stripe",
      { method: "POST", headers: { origin: "https://stripe.test", "stripe-signature": "t=1,v1=00" }, body: "{}" },
      env,
    );
    expect(hook.status).not.toBe(403);
  });
});
