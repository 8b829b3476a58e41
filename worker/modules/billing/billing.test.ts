import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { signedInUser } from "../../test/helpers.ts";
import {
  billingRequest,
  eventsOf,
  PRICES,
  startCheckout,
  stripeAction,
  stripeEnv,
  subscriptionIdOf,
  userRow,
} from "../../test/stripe.ts";

// Checkout and payment success with the real stripe SDK talking to the loopback fake of Stripe's API.

describe("POST /api/create-subscription", () => {
  it("creates a Stripe customer for a new user and an incomplete subscription, answering its client secret", async () => {
    const { client, email } = await signedInUser();
    const { clientSecret } = await startCheckout(client);
    expect(clientSecret).toMatch(/^pi_[0-9a-f]+_secret_[0-9a-f]+$/);

    const user = await userRow(email);
    expect(user?.stripe_customer_id).toMatch(/^cus_/);
    expect(user?.subscription_tier).toBe("trial");
    const row = await env.DB.prepare("SELECT * FROM subscriptions WHERE user_id = ?")
      .bind(user?.id)
      .first<{ status: string; tier: string; stripe_price_id: string }>();
    expect(row).toMatchObject({ status: "incomplete", tier: "professional", stripe_price_id: PRICES.professional });
    // Stripe was told who the subscription is for.
    const [created] = await eventsOf(user?.stripe_customer_id ?? "");
    expect(created?.type).toBe("customer.subscription.created");
    expect(created?.data.object.metadata).toEqual({ userId: user?.id, tier: "professional" });
  });

  it("reuses the user's Stripe customer on a second checkout", async () => {
    const { client, email } = await signedInUser();
    await startCheckout(client, "professional");
    const first = (await userRow(email))?.stripe_customer_id;
    await startCheckout(client, "enterprise");
    expect((await userRow(email))?.stripe_customer_id).toBe(first);
    const count = await env.DB.prepare("SELECT COUNT(*) AS n FROM subscriptions WHERE stripe_customer_id = ?")
      .bind(first)
      .first<{ n: number }>();
    expect(count?.n).toBe(2);
  });

  it("resumes an unfinished checkout for the same price instead of opening a second subscription", async () => {
    const { client, email } = await signedInUser();
    const first = await startCheckout(client);
    const again = await startCheckout(client);
    expect(again.clientSecret).toBe(first.clientSecret);
    const user = await userRow(email);
    const count = await env.DB.prepare("SELECT COUNT(*) AS n FROM subscriptions WHERE user_id = ?")
      .bind(user?.id)
      .first<{ n: number }>();
    expect(count?.n).toBe(1);
  });

  it("refuses a price id the server does not sell with 400 UNKNOWN_PRICE", async () => {
    const { client } = await signedInUser({ language: "pt" });
    for (const body of [
      { priceId: "price_attacker_1cent", tier: "professional" },
      { priceId: PRICES.legacyBasic, tier: "professional" },
      { priceId: PRICES.enterprise, tier: "professional" },
    ]) {
      const res = await billingRequest(client, "/api/create-subscription", { method: "POST", json: body });
      expect(res.status).toBe(400);
      const answer = (await res.json()) as { error: { code: string; message: string } };
      expect(answer.error.code).toBe("UNKNOWN_PRICE");
    }
    const bad = await billingRequest(client, "/api/create-subscription", { method: "POST", json: { tier: "gold" } });
    expect(bad.status).toBe(400);
  });

  it("refuses a second paid subscription with 409 ALREADY_SUBSCRIBED", async () => {
    const { client, email } = await signedInUser();
    await startCheckout(client);
    await stripeAction(await subscriptionIdOf(email), "pay");
    await billingRequest(client, "/api/subscription/success", { method: "POST", json: { tier: "professional" } });
    const res = await billingRequest(client, "/api/create-subscription", {
      method: "POST",
      json: { priceId: PRICES.enterprise, tier: "enterprise" },
    });
    expect(res.status).toBe(409);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe("ALREADY_SUBSCRIBED");
  });

  it("answers 503 PAYMENTS_NOT_CONFIGURED while the Stripe keys are unset, and the plans carry no price id", async () => {
    const { client } = await signedInUser();
    const res = await billingRequest(
      client,
      "/api/create-subscription",
      { method: "POST", json: { priceId: PRICES.professional, tier: "professional" } },
      env,
    );
    expect(res.status).toBe(503);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe("PAYMENTS_NOT_CONFIGURED");
    const plans = (await (await billingRequest(client, "/api/plans", {}, env)).json()) as { stripePriceId: unknown }[];
    expect(plans.map((p) => p.stripePriceId)).toEqual([null, null, null]);
    const config = await (await billingRequest(client, "/api/billing/config", {}, env)).json();
    expect(config).toEqual({ publishableKey: null });
  });

  it("lists the configured price ids and the publishable key when Stripe is set up", async () => {
    const { client } = await signedInUser();
    const plans = (await (await billingRequest(client, "/api/plans")).json()) as {
      id: string;
      stripePriceId: unknown;
    }[];
    expect(plans.map((p) => [p.id, p.stripePriceId])).toEqual([
      ["trial", null],
      ["professional", PRICES.professional],
      ["enterprise", PRICES.enterprise],
    ]);
    expect(await (await billingRequest(client, "/api/billing/config")).json()).toEqual({
      publishableKey: "pk_test_causa_fake",
    });
  });

  it("answers with the provider's failure in the error envelope when Stripe refuses the key", async () => {
    const { client } = await signedInUser();
    const res = await billingRequest(
      client,
      "/api/create-subscription",
      { method: "POST", json: { priceId: PRICES.professional, tier: "professional" } },
      stripeEnv({ STRIPE_SECRET_KEY: "sk_test_revoked" }),
    );
    expect(res.status).toBe(502);
    const body = (await res.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe("PROVIDER_ERROR");
    expect(body.error.message).not.toContain("sk_test");
  });
});

describe("POST /api/subscription/success", () => {
  it("upgrades the user once Stripe reports the subscription paid and active", async () => {
    const { client, email } = await signedInUser();
    await startCheckout(client);
    await stripeAction(await subscriptionIdOf(email), "pay");
    const res = await billingRequest(client, "/api/subscription/success", {
      method: "POST",
      json: { tier: "professional" },
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { upgraded: boolean; subscription: Record<string, unknown> };
    expect(body.upgraded).toBe(true);
    expect(body.subscription).toMatchObject({ plan: "professional", status: "active", usage: { used: 0, limit: 100 } });
    const user = await userRow(email);
    expect(user?.subscription_tier).toBe("professional");
    expect(user?.period_ends_at).toBeGreaterThan(Date.now() + 29 * 86_400_000);
  });

  it("does not upgrade while the first payment is still incomplete, whatever tier the page names", async () => {
    const { client, email } = await signedInUser();
    await startCheckout(client, "enterprise");
    const res = await billingRequest(client, "/api/subscription/success", {
      method: "POST",
      json: { tier: "enterprise" },
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { upgraded: boolean; subscription: { plan: string } };
    expect(body).toMatchObject({ upgraded: false, subscription: { plan: "trial" } });
    expect((await userRow(email))?.subscription_tier).toBe("trial");
  });

  it("upgrades to enterprise when an enterprise subscription is paid", async () => {
    const { client, email } = await signedInUser();
    await startCheckout(client, "enterprise");
    await stripeAction(await subscriptionIdOf(email), "pay");
    const res = await billingRequest(client, "/api/subscription/success", { method: "POST", json: {} });
    const body = (await res.json()) as { upgraded: boolean; subscription: { plan: string; usage: unknown } };
    expect(body).toMatchObject({ upgraded: true, subscription: { plan: "enterprise", usage: { limit: null } } });
  });
});
