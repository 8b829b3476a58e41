// Node side of the worker tests (vitest globalSetup): the loopback fake of Stripe's API (fake-stripe/server.mjs).
// Its URL reaches the tests through inject("fakeStripeUrl"); the keys and prices are those of worker/test/stripe.ts.
import { startFakeStripe } from "./fake-stripe/server.mjs";

/** @param {{ provide: (key: string, value: unknown) => void }} project */
export default async function setup(project) {
  const fake = await startFakeStripe({
    secretKey: "sk_test_causa_fake",
    publishableKey: "pk_test_causa_fake",
    prices: {
      price_professional_test: { unit_amount: 4900, currency: "usd" },
      price_enterprise_test: { unit_amount: 19900, currency: "usd" },
      price_legacy_basic_test: { unit_amount: 2900, currency: "usd" },
    },
  });
  project.provide("fakeStripeUrl", fake.url);
  return fake.close;
}
