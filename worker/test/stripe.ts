import { env } from "cloudflare:test";
import Stripe from "stripe";
import { inject } from "vitest";
import { app } from "../app.ts";
import { type Client, ORIGIN } from "./helpers.ts";

// The worker side of worker/test/fake-stripe (a loopback Stripe started by vitest globalSetup in Node): the settings
// that point the real SDK at it, requests to the app with those settings, the fake's test controls, and webhook
// deliveries signed with Stripe's scheme by the SDK's own helper.

declare module "vitest" {
  export interface ProvidedContext {
    fakeStripeUrl: string;
  }
}

export const PRICES = {
  professional: "price_professional_test",
  enterprise: "price_enterprise_test",
  /** A price Stripe sells that this deployment does not configure (an older 'basic' plan). */
  legacyBasic: "price_legacy_basic_test",
} as const;
export const WEBHOOK_SECRET = "whsec_causa_test_secret";

export function fakeStripeUrl(): string {
  return inject("fakeStripeUrl");
}

/** The Worker's settings with Stripe configured against the fake. */
export function stripeEnv(overrides: Partial<Env> = {}): Env {
  return {
    ...env,
    STRIPE_SECRET_KEY: "sk_test_causa_fake",
    STRIPE_PUBLISHABLE_KEY: "pk_test_causa_fake",
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_PRICE_PROFESSIONAL: PRICES.professional,
    STRIPE_PRICE_ENTERPRISE: PRICES.enterprise,
    STRIPE_API_BASE: fakeStripeUrl(),
    ...overrides,
  };
}

/** A request from the signed-in browser client `c` to the app running with Stripe configured. */
export async function billingRequest(
  c: Client,
  path: string,
  init: { method?: string; json?: unknown } = {},
  settings: Env = stripeEnv(),
): Promise<Response> {
  const headers = new Headers({ origin: ORIGIN, "cf-connecting-ip": c.ip });
  if (c.cookie) headers.set("cookie", c.cookie);
  if (init.json !== undefined) headers.set("content-type", "application/json");
  const body = init.json === undefined ? undefined : JSON.stringify(init.json);
  return app.request(`${ORIGIN}${path}`, { method: init.method ?? "GET", headers, body }, settings);
}

/** Creates a subscription for the client's user and returns its client secret (asserting the 201/200). */
export async function startCheckout(c: Client, tier: "professional" | "enterprise" = "professional") {
  const res = await billingRequest(c, "/api/create-subscription", {
    method: "POST",
    json: { priceId: PRICES[tier], tier },
  });
  if (res.status !== 200) throw new Error(`create-subscription: ${res.status} ${await res.text()}`);
  return (await res.json()) as { clientSecret: string };
}

/** The id of the user's newest subscription, as recorded by the app. */
export async function subscriptionIdOf(email: string): Promise<string> {
  const row = await env.DB.prepare(
    `SELECT s.stripe_subscription_id AS id FROM subscriptions s JOIN users u ON u.id = s.user_id
     WHERE u.email = ? ORDER BY s.created_at DESC LIMIT 1`,
  )
    .bind(email)
    .first<{ id: string }>();
  if (!row) throw new Error(`no subscription for ${email}`);
  return row.id;
}

export async function userRow(email: string) {
  return env.DB.prepare("SELECT * FROM users WHERE email = ?").bind(email).first<{
    id: string;
    subscription_tier: string;
    stripe_customer_id: string | null;
    period_documents_used: number;
    period_started_at: number | null;
    period_ends_at: number | null;
    trial_documents_remaining: number;
  }>();
}

/** Moves a subscription at the fake as Stripe's billing engine would (and records the events Stripe sends). */
export async function stripeAction(
  subscriptionId: string,
  action: "pay" | "renew" | "fail-renewal" | "cancel-at-period-end" | "end",
): Promise<void> {
  const res = await fetch(`${fakeStripeUrl()}/__subscriptions/${subscriptionId}/${action}`, { method: "POST" });
  if (!res.ok) throw new Error(`fake Stripe ${action}: ${res.status}`);
}

export interface StripeEventJson {
  id: string;
  type: string;
  created: number;
  data: { object: Record<string, unknown> };
}

/** The events Stripe emitted for a customer, oldest first. */
export async function eventsOf(customerId: string): Promise<StripeEventJson[]> {
  const res = await fetch(`${fakeStripeUrl()}/__events?customer=${encodeURIComponent(customerId)}`);
  return ((await res.json()) as (StripeEventJson & { customer?: string })[]).map(({ customer: _c, ...e }) => e);
}

export async function portalSessionsOf(customerId: string): Promise<{ customer: string; url: string }[]> {
  const res = await fetch(`${fakeStripeUrl()}/__portal-sessions?customer=${encodeURIComponent(customerId)}`);
  return (await res.json()) as { customer: string; url: string }[];
}

const signer = new Stripe("sk_test_causa_fake", { httpClient: Stripe.createFetchHttpClient() });

/** POSTs an event to the webhook as Stripe does: the raw JSON and a Stripe-Signature made by the SDK's helper. */
export async function deliverEvent(
  event: StripeEventJson,
  options: { secret?: string; settings?: Env; timestamp?: number } = {},
): Promise<Response> {
  const payload = JSON.stringify(event);
  const header = await signer.webhooks.generateTestHeaderStringAsync({
    payload,
    secret: options.secret ?? WEBHOOK_SECRET,
    timestamp: options.timestamp,
    cryptoProvider: Stripe.createSubtleCryptoProvider(),
  });
  return app.request(
    `${ORIGIN}/api/webhooks/stripe`,
    { method: "POST", headers: { "content-type": "application/json", "stripe-signature": header }, body: payload },
    options.settings ?? stripeEnv(),
  );
}
