import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { signedInUser } from "../../test/helpers.ts";
import {
  billingRequest,
  deliverEvent,
  eventsOf,
  PRICES,
  type StripeEventJson,
  startCheckout,
  stripeAction,
  stripeEnv,
  subscriptionIdOf,
  userRow,
} from "../../test/stripe.ts";

// POST /api/webhooks/stripe: events made by the fake Stripe's billing engine, signed with Stripe's scheme by the
// SDK's helper, delivered as Stripe would — sometimes twice, sometimes out of order.

/** A user with a checkout started; the Stripe ids and the events so far. */
async function checkout(tier: "professional" | "enterprise" = "professional") {
  const { client, email } = await signedInUser();
  await startCheckout(client, tier);
  const subscriptionId = await subscriptionIdOf(email);
  const customerId = (await userRow(email))?.stripe_customer_id ?? "";
  return { client, email, subscriptionId, customerId, events: () => eventsOf(customerId) };
}

async function deliverAll(events: StripeEventJson[]) {
  for (const event of events) {
    const res = await deliverEvent(event);
    expect(res.status).toBe(200);
  }
}

const ofType = (events: StripeEventJson[], type: string) => events.filter((e) => e.type === type);

describe("POST /api/webhooks/stripe", () => {
  it("applies invoice.paid once: the user is upgraded and the payment recorded, also when Stripe delivers it twice", async () => {
    const { email, subscriptionId, events } = await checkout();
    await stripeAction(subscriptionId, "pay");
    const [paid] = ofType(await events(), "invoice.paid");
    if (!paid) throw new Error("no invoice.paid");

    const first = await deliverEvent(paid);
    expect(await first.json()).toEqual({ received: true, outcome: "applied" });
    const second = await deliverEvent(paid);
    expect(await second.json()).toEqual({ received: true, outcome: "duplicate" });

    const user = await userRow(email);
    expect(user?.subscription_tier).toBe("professional");
    const payments = await env.DB.prepare("SELECT amount, currency, status FROM payments WHERE user_id = ?")
      .bind(user?.id)
      .all();
    expect(payments.results).toEqual([{ amount: 4900, currency: "usd", status: "paid" }]);
    const stored = await env.DB.prepare("SELECT COUNT(*) AS n FROM stripe_events WHERE id = ?").bind(paid.id).first();
    expect(stored).toEqual({ n: 1 });
  });

  it("applies two concurrent deliveries of one event once", async () => {
    const { email, subscriptionId, events } = await checkout();
    await stripeAction(subscriptionId, "pay");
    const [paid] = ofType(await events(), "invoice.paid");
    if (!paid) throw new Error("no invoice.paid");
    const answers = await Promise.all([deliverEvent(paid), deliverEvent(paid), deliverEvent(paid)]);
    const outcomes = await Promise.all(answers.map(async (r) => ((await r.json()) as { outcome: string }).outcome));
    expect(outcomes.filter((o) => o === "applied")).toHaveLength(1);
    const user = await userRow(email);
    const n = await env.DB.prepare("SELECT COUNT(*) AS n FROM payments WHERE user_id = ?").bind(user?.id).first();
    expect(n).toEqual({ n: 1 });
  });

  it("refuses a bad signature, a wrong secret, a missing header and a stale timestamp with 400 and changes nothing", async () => {
    const { email, subscriptionId, events } = await checkout();
    await stripeAction(subscriptionId, "pay");
    const [paid] = ofType(await events(), "invoice.paid");
    if (!paid) throw new Error("no invoice.paid");

    const wrongSecret = await deliverEvent(paid, { secret: "whsec_attacker" });
    expect(wrongSecret.status).toBe(400);
    expect(((await wrongSecret.json()) as { error: { code: string } }).error.code).toBe("INVALID_SIGNATURE");
    const stale = await deliverEvent(paid, { timestamp: Math.floor(Date.now() / 1000) - 3600 });
    expect(stale.status).toBe(400);
    const tampered = await billingRequestRaw(JSON.stringify({ ...paid, id: "evt_forged" }), "t=1,v1=deadbeef");
    expect(tampered.status).toBe(400);
    const unsigned = await billingRequestRaw(JSON.stringify(paid), null);
    expect(unsigned.status).toBe(400);
    const big = `{"pad":"${"x".repeat(2 * 1024 * 1024)}"}`;
    const codeOf = async (res: Response) => [
      res.status,
      ((await res.json()) as { error: { code: string } }).error.code,
    ];
    // Over the webhook's 1 MB body cap (worker/lib/body-limit.ts): refused before its signature is checked.
    expect(await codeOf(await billingRequestRaw(big, "t=1,v1=00"))).toEqual([413, "PAYLOAD_TOO_LARGE"]);
    // Streamed without a length header: refused as it is read.
    const streamed = new Blob([big]).stream();
    expect(await codeOf(await billingRequestRaw(streamed, "t=1,v1=00"))).toEqual([413, "PAYLOAD_TOO_LARGE"]);
    expect((await userRow(email))?.subscription_tier).toBe("trial");
  });

  it("ends in Stripe's current state when events arrive out of order", async () => {
    const { email, subscriptionId, events } = await checkout();
    await stripeAction(subscriptionId, "pay");
    const all = await events();
    // Newest first: updated(active) and invoice.paid before created(incomplete).
    await deliverAll([...all].reverse());
    expect((await userRow(email))?.subscription_tier).toBe("professional");
    const row = await env.DB.prepare("SELECT status FROM subscriptions WHERE stripe_subscription_id = ?")
      .bind(subscriptionId)
      .first();
    expect(row).toEqual({ status: "active" });

    // The subscription ends; a stale 'updated (active)' event delivered after the deletion does not revive it.
    await stripeAction(subscriptionId, "end");
    const later = await events();
    const [deleted] = ofType(later, "customer.subscription.deleted");
    const staleUpdate = ofType(later, "customer.subscription.updated")[0];
    if (!deleted || !staleUpdate) throw new Error("missing events");
    await deliverAll([deleted]);
    await deliverAll([{ ...staleUpdate, id: `${staleUpdate.id}_late` }]);
    expect((await userRow(email))?.subscription_tier).toBe("trial");
  });

  it("keeps the plan through cancel-at-period-end and downgrades to trial limits when the subscription ends", async () => {
    const { client, email, subscriptionId, events } = await checkout();
    await stripeAction(subscriptionId, "pay");
    await stripeAction(subscriptionId, "cancel-at-period-end");
    await deliverAll(await events());
    const card = (await (await billingRequest(client, "/api/billing/subscription")).json()) as Record<string, unknown>;
    expect(card).toMatchObject({ plan: "professional", status: "active", cancelAtPeriodEnd: true });
    expect((await userRow(email))?.subscription_tier).toBe("professional");

    const before = await events();
    await stripeAction(subscriptionId, "end");
    await deliverAll((await events()).slice(before.length));
    const user = await userRow(email);
    expect(user).toMatchObject({ subscription_tier: "trial", period_ends_at: null, trial_documents_remaining: 10 });
    const after = (await (await billingRequest(client, "/api/billing/subscription")).json()) as Record<string, unknown>;
    expect(after).toMatchObject({ plan: "trial", status: "canceled", canManageBilling: true });
  });

  it("keeps access through a bounded grace period when a renewal fails, recording past_due", async () => {
    const { client, email, subscriptionId, events } = await checkout();
    await stripeAction(subscriptionId, "pay");
    const before = await events();
    await stripeAction(subscriptionId, "fail-renewal");
    await deliverAll(await events());
    const failed = (await events()).slice(before.length);
    expect(failed.map((e) => e.type)).toEqual(["invoice.payment_failed", "customer.subscription.updated"]);

    expect((await userRow(email))?.subscription_tier).toBe("professional");
    const card = (await (await billingRequest(client, "/api/billing/subscription")).json()) as {
      status: string;
      graceEndsAt: string;
    };
    expect(card.status).toBe("past_due");
    const grace = Date.parse(card.graceEndsAt) - Date.now();
    expect(grace).toBeGreaterThan(6 * 86_400_000);
    expect(grace).toBeLessThanOrEqual(7 * 86_400_000);
    const user = await userRow(email);
    const failedPayment = await env.DB.prepare("SELECT status FROM payments WHERE user_id = ? AND status = 'failed'")
      .bind(user?.id)
      .first();
    expect(failedPayment).toEqual({ status: "failed" });
  });

  it("neither lowers nor ends a higher plan an admin granted while the subscription pays, but applies a portal downgrade", async () => {
    const { email, subscriptionId, events } = await checkout("enterprise");
    await stripeAction(subscriptionId, "pay");
    await deliverAll(await events());
    expect((await userRow(email))?.subscription_tier).toBe("enterprise");

    // The subscription's own downgrade (enterprise → professional in the portal) applies.
    const before = (await events()).length;
    const res = await fetch(`${stripeEnv().STRIPE_API_BASE}/v1/subscriptions/${subscriptionId}`, {
      method: "POST",
      headers: { authorization: "Bearer sk_test_causa_fake", "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ "items[0][price]": PRICES.professional }),
    });
    expect(res.status).toBe(200);
    await deliverAll((await events()).slice(before));
    expect((await userRow(email))?.subscription_tier).toBe("professional");

    const { email: other, subscriptionId: otherSub, events: otherEvents } = await checkout("professional");
    await stripeAction(otherSub, "pay");
    await deliverAll(await otherEvents());
    // An admin grants enterprise to a professional subscriber; renewals and the end of the subscription keep it.
    await env.DB.prepare("UPDATE users SET subscription_tier = 'enterprise' WHERE email = ?").bind(other).run();
    const seen = (await otherEvents()).length;
    await stripeAction(otherSub, "renew");
    await stripeAction(otherSub, "end");
    await deliverAll((await otherEvents()).slice(seen));
    expect((await userRow(other))?.subscription_tier).toBe("enterprise");
  });

  it("presents a subscription to an unconfigured 'basic' price as the professional plan", async () => {
    const { client, email } = await signedInUser();
    // A subscription made in Stripe's Dashboard for an older 'basic' price, for a user who already has a customer.
    await startCheckout(client);
    const customerId = (await userRow(email))?.stripe_customer_id ?? "";
    const res = await fetch(`${stripeEnv().STRIPE_API_BASE}/v1/subscriptions`, {
      method: "POST",
      headers: { authorization: "Bearer sk_test_causa_fake", "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        customer: customerId,
        "items[0][price]": PRICES.legacyBasic,
        "metadata[tier]": "basic",
      }),
    });
    const basic = (await res.json()) as { id: string };
    await stripeAction(basic.id, "pay");
    const [created] = (await eventsOf(customerId)).filter(
      (e) => e.type === "customer.subscription.created" && e.data.object.id === basic.id,
    );
    if (!created) throw new Error("no created event");
    await deliverAll([created]);
    expect((await userRow(email))?.subscription_tier).toBe("basic");
    const card = (await (await billingRequest(client, "/api/billing/subscription")).json()) as Record<string, unknown>;
    expect(card).toMatchObject({ plan: "professional", tier: "basic", usage: { limit: 100 } });
  });

  it("records an event about a subscription Stripe does not have, instead of failing until Stripe gives up", async () => {
    const { events, subscriptionId } = await checkout();
    await stripeAction(subscriptionId, "pay");
    const [updated] = ofType(await events(), "customer.subscription.updated");
    if (!updated) throw new Error("no update event");
    const ghost = {
      ...updated,
      id: `evt_ghost_${crypto.randomUUID()}`,
      data: { object: { ...updated.data.object, id: "sub_does_not_exist" } },
    };
    expect(await (await deliverEvent(ghost)).json()).toEqual({ received: true, outcome: "ignored" });
  });

  it("records and ignores a later event about the subscription of an account that no longer exists", async () => {
    const { email, subscriptionId, events } = await checkout();
    await stripeAction(subscriptionId, "pay");
    const user = await userRow(email);
    await env.DB.prepare("DELETE FROM users WHERE id = ?").bind(user?.id).run();
    const [paid] = ofType(await events(), "invoice.paid");
    if (!paid) throw new Error("no invoice.paid");
    expect(await (await deliverEvent(paid)).json()).toEqual({ received: true, outcome: "ignored" });
    const left = await env.DB.prepare("SELECT COUNT(*) AS n FROM subscriptions WHERE stripe_subscription_id = ?")
      .bind(subscriptionId)
      .first();
    expect(left).toEqual({ n: 0 });
  });

  it("records an event it does not act on, and answers 503 while no webhook secret is set", async () => {
    const { events, subscriptionId } = await checkout();
    await stripeAction(subscriptionId, "pay");
    const [paid] = ofType(await events(), "invoice.paid");
    if (!paid) throw new Error("no invoice.paid");
    const other = { ...paid, id: `evt_other_${crypto.randomUUID()}`, type: "customer.updated" };
    expect(await (await deliverEvent(other)).json()).toEqual({ received: true, outcome: "ignored" });
    const unset = await deliverEvent(paid, { settings: stripeEnv({ STRIPE_WEBHOOK_SECRET: "" }) });
    expect(unset.status).toBe(503);
  });
});

async function billingRequestRaw(body: string | ReadableStream, signature: string | null): Promise<Response> {
  const { app } = await import("../../app.ts");
  const headers = new Headers({ "content-type": "application/json" });
  if (signature) headers.set("stripe-signature", signature);
  return app.request(
    "http://causa.test/api/webhooks/stripe",
    { method: "POST", headers, body, duplex: "half" } as RequestInit,
    stripeEnv(),
  );
}
