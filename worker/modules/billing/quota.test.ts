import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { type Client, signedInUser, uploadForm, waitForDocument } from "../../test/helpers.ts";
import { fixture } from "../../test/repo-files.ts";
import {
  billingRequest,
  deliverEvent,
  eventsOf,
  startCheckout,
  stripeAction,
  subscriptionIdOf,
  userRow,
} from "../../test/stripe.ts";
import { CONTRATO_PT } from "../../test/texts.ts";

// Quotas per plan at upload: professional 100 per Stripe billing period (restarted by the webhook that reports the
// next period), enterprise unlimited, a failed analysis costs nothing, an overdue payment stops the plan.

function upload(c: Client, name = "contrato.txt", content: string | Uint8Array = CONTRATO_PT) {
  return c.request("/api/documents/upload", { method: "POST", body: uploadForm([{ name, content }]) });
}

/** A user whose paid subscription Stripe reports active, with every event delivered. */
async function subscriber(tier: "professional" | "enterprise") {
  const session = await signedInUser();
  await startCheckout(session.client, tier);
  const subscriptionId = await subscriptionIdOf(session.email);
  await stripeAction(subscriptionId, "pay");
  const customerId = (await userRow(session.email))?.stripe_customer_id ?? "";
  let delivered = 0;
  const deliverNew = async () => {
    const events = await eventsOf(customerId);
    for (const event of events.slice(delivered)) expect((await deliverEvent(event)).status).toBe(200);
    delivered = events.length;
  };
  await deliverNew();
  return { ...session, subscriptionId, deliverNew };
}

async function usage(c: Client) {
  const res = await billingRequest(c, "/api/billing/subscription");
  return ((await res.json()) as { usage: { used: number; limit: number | null } }).usage;
}

describe("plan quotas at upload", () => {
  it("gives a professional subscriber 100 documents per Stripe period and restarts the count when Stripe renews", async () => {
    const { client, email, subscriptionId, deliverNew } = await subscriber("professional");
    expect(await usage(client)).toEqual({ used: 0, limit: 100 });
    const started = (await userRow(email))?.period_started_at;

    expect((await upload(client)).status).toBe(202);
    expect(await usage(client)).toEqual({ used: 1, limit: 100 });
    await env.DB.prepare("UPDATE users SET period_documents_used = 99 WHERE email = ?").bind(email).run();
    expect((await upload(client)).status).toBe(202);
    const refused = await upload(client);
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { code: string }).code).toBe("PLAN_LIMIT_EXCEEDED");

    await stripeAction(subscriptionId, "renew");
    await deliverNew();
    const renewed = await userRow(email);
    expect(renewed?.period_started_at).toBeGreaterThan(Number(started));
    expect(renewed?.period_documents_used).toBe(0);
    expect((await upload(client)).status).toBe(202);
    expect(await usage(client)).toEqual({ used: 1, limit: 100 });
  });

  it("does not restart the count when the same period's events are delivered again", async () => {
    const { client, email, subscriptionId } = await subscriber("professional");
    expect((await upload(client)).status).toBe(202);
    const customerId = (await userRow(email))?.stripe_customer_id ?? "";
    // Stripe resends an old event under a new delivery id (e.g. after a dashboard replay).
    const [updated] = (await eventsOf(customerId)).filter((e) => e.type === "customer.subscription.updated");
    if (!updated) throw new Error("no update event");
    await deliverEvent({ ...updated, id: `${updated.id}_replay` });
    expect((await userRow(email))?.period_documents_used).toBe(1);
    expect(subscriptionId).toMatch(/^sub_/);
  });

  it("lets an enterprise subscriber upload without limit and shows the period's documents", async () => {
    const { client, email } = await subscriber("enterprise");
    await env.DB.prepare("UPDATE users SET period_documents_used = 5000, trial_documents_remaining = 0 WHERE email = ?")
      .bind(email)
      .run();
    expect((await upload(client)).status).toBe(202);
    expect((await upload(client, "b.txt")).status).toBe(202);
    expect(await usage(client)).toEqual({ used: 2, limit: null });
  });

  it("gives the unit back when a professional subscriber's analysis fails", async () => {
    const { client, email } = await subscriber("professional");
    const res = await upload(client, "protegido.pdf", await fixture("encrypted.pdf"));
    if (res.status === 202) {
      const { id } = (await res.json()) as { id: string };
      expect((await waitForDocument(client, id)).status).toBe("failed");
    }
    expect((await userRow(email))?.period_documents_used).toBe(0);
  });

  it("refuses uploads with PAYMENT_OVERDUE once a failed renewal's grace period has ended", async () => {
    const { client, email, subscriptionId, deliverNew } = await subscriber("professional");
    await stripeAction(subscriptionId, "fail-renewal");
    await deliverNew();
    expect((await upload(client)).status).toBe(202);
    await env.DB.prepare("UPDATE subscriptions SET grace_ends_at = ? WHERE stripe_subscription_id = ?")
      .bind(Date.now() - 1000, subscriptionId)
      .run();
    const res = await upload(client);
    expect(res.status).toBe(402);
    expect(((await res.json()) as { code: string }).code).toBe("PAYMENT_OVERDUE");

    // Paying the invoice (Stripe's retry succeeds) restores the plan.
    await stripeAction(subscriptionId, "pay");
    await deliverNew();
    expect((await upload(client)).status).toBe(202);
    expect((await userRow(email))?.subscription_tier).toBe("professional");
  });

  it("keeps trial limits for a trial user and after a subscription ends", async () => {
    const { client, email, subscriptionId, deliverNew } = await subscriber("professional");
    await env.DB.prepare("UPDATE users SET trial_documents_remaining = 0 WHERE email = ?").bind(email).run();
    expect((await upload(client)).status).toBe(202);
    await stripeAction(subscriptionId, "end");
    await deliverNew();
    const res = await upload(client);
    expect(res.status).toBe(403);
    expect(((await res.json()) as { code: string }).code).toBe("TRIAL_LIMIT_EXCEEDED");
  });
});
