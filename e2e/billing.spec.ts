import { readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { STRIPE, type StripeApp, startStripeApp } from "./support/stripe-app.ts";

// Paying for a plan end to end, in both languages: pricing → checkout (Stripe's Payment Element from a local fake
// Stripe.js) → Stripe confirms → payment success → the dashboard shows the new plan. Checkout runs against a second
// server with Stripe configured against the loopback fake Stripe (e2e/support/stripe-app.ts), which also delivers
// its signed webhooks; 'Setup Required' is checked on the ordinary e2e server, where payments are not configured.

const FAKE_STRIPE_JS = readFileSync(join(import.meta.dirname, "fixtures", "fake-stripe.js"), "utf8");
const SHOTS = "e2e/screenshots";
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

const TEXT = {
  en: {
    professional: "Professional",
    choose: "Choose Professional",
    checkoutTitle: "Subscribe to Professional",
    subscribe: "Subscribe to Professional",
    success: "Payment Successful!",
    upgraded: "Your account has been upgraded to the Professional plan.",
    continue: "Continue to dashboard",
    active: "Active",
    usage: "0 of 100 documents this billing period",
    manage: "Manage billing",
    paymentFailed: "Payment Failed",
    declined: "Your card was declined.",
    subscriptionFailed: "Subscription failed",
    setupRequired: "Setup Required",
  },
  pt: {
    professional: "Profissional",
    choose: "Escolher Profissional",
    checkoutTitle: "Assinar o plano Profissional",
    subscribe: "Assinar Profissional",
    success: "Pagamento realizado com sucesso!",
    upgraded: "Sua conta foi atualizada para o plano Profissional.",
    continue: "Continuar para o painel",
    active: "Ativa",
    usage: "0 de 100 documentos neste período de cobrança",
    manage: "Gerenciar cobrança",
    paymentFailed: "Falha no pagamento",
    declined: "Your card was declined.",
    subscriptionFailed: "Falha na assinatura",
    setupRequired: "Configuração necessária",
  },
} as const;

type Lang = keyof typeof TEXT;
let counter = 0;

/** Registers, verifies through the dev outbox and logs in on `base`; the page then carries the session cookie. */
async function signUp(page: Page, base: string, lang: Lang): Promise<string> {
  counter += 1;
  const email = `billing.${lang}.${Date.now().toString(36)}.${counter}@firm.test`;
  const headers = { origin: base };
  const reg = await page.request.post(`${base}/api/auth/register`, {
    headers,
    data: { email, password: "correct horse battery", firstName: "Ana", lastName: "Souza", language: lang },
  });
  expect(reg.status(), await reg.text()).toBe(201);
  const mails = (await (await page.request.get(`${base}/api/dev/outbox?to=${encodeURIComponent(email)}`)).json()) as {
    links: string[];
  }[];
  const link = mails.flatMap((m) => m.links).find((l) => l.includes("verify-email")) ?? "";
  await page.request.get(link.replace(/^https?:\/\/[^/]+/, base));
  const login = await page.request.post(`${base}/api/auth/login`, {
    headers,
    data: { email, password: "correct horse battery" },
  });
  expect(login.status(), await login.text()).toBe(200);
  await page.addInitScript((l) => localStorage.setItem("language", l), lang);
  return email;
}

/** Stripe.js and Stripe's API as the browser would reach them, served by the fake script and the fake Stripe. */
async function routeStripe(page: Page, app: StripeApp) {
  await page.route("https://js.stripe.com/**", (route) =>
    route.fulfill({ contentType: "application/javascript", body: FAKE_STRIPE_JS }),
  );
  await page.route("https://api.stripe.com/**", async (route) => {
    const url = new URL(route.request().url());
    const response = await route.fetch({ url: `${app.stripe.url}${url.pathname}${url.search}` });
    await route.fulfill({ response });
  });
}

test.describe("checkout with Stripe configured", () => {
  let app: StripeApp;

  test.beforeAll(async () => {
    // Starting a second Worker and its database takes longer than a test.
    test.setTimeout(150_000);
    app = await startStripeApp();
  });
  test.afterAll(async () => {
    await app?.stop();
  });

  for (const lang of ["en", "pt"] as const) {
    const t = TEXT[lang];

    test(`pricing → checkout → payment success → the dashboard shows the new plan (${lang})`, async ({ page }) => {
      const email = await signUp(page, app.url, lang);
      await routeStripe(page, app);
      await page.setViewportSize(DESKTOP);
      await page.goto(`${app.url}/#pricing`);
      await page.getByTestId("plan-professional").getByRole("button", { name: t.choose }).click();

      await expect(page).toHaveURL(/\/checkout\?tier=professional&priceId=price_1Professional0E2E$/);
      await expect(page.getByRole("heading", { name: t.checkoutTitle })).toBeVisible();
      await expect(page.getByTestId("fake-payment-element")).toBeVisible();
      await expect(page.getByTestId("checkout-amount")).toContainText(lang === "en" ? "$49.00" : "US$ 49,00");
      const subscribe = page.getByRole("button", { name: t.subscribe });
      await expect(subscribe).toBeEnabled();
      await page.screenshot({ path: `${SHOTS}/checkout-${lang}.png`, fullPage: true });
      await page.setViewportSize(PHONE);
      await page.screenshot({ path: `${SHOTS}/checkout-mobile-${lang}.png`, fullPage: true });
      await page.setViewportSize(DESKTOP);

      await subscribe.click();
      await expect(page).toHaveURL(/\/payment-success\?tier=professional&payment_intent=pi_/);
      await expect(page.getByRole("heading", { name: t.success })).toBeVisible();
      await expect(page.getByTestId("payment-success-note")).toHaveText(t.upgraded);
      await page.screenshot({ path: `${SHOTS}/payment-success-${lang}.png`, fullPage: true });
      await page.setViewportSize(PHONE);
      await page.screenshot({ path: `${SHOTS}/payment-success-mobile-${lang}.png`, fullPage: true });
      await page.setViewportSize(DESKTOP);

      // Stripe's signed webhooks reached this server and were accepted (the fake Stripe delivers them as Stripe does).
      await expect
        .poll(async () => {
          const res = await page.request.get(`${app.stripe.url}/__deliveries?email=${encodeURIComponent(email)}`);
          return ((await res.json()) as { type: string; status: number }[]).map((d) => `${d.type} ${d.status}`);
        })
        .toEqual(expect.arrayContaining(["customer.subscription.created 200", "invoice.paid 200"]));

      await page.getByRole("link", { name: t.continue }).click();
      await expect(page).toHaveURL(`${app.url}/`);
      const card = page.getByTestId("subscription-card");
      await expect(card.getByTestId("current-plan")).toHaveText(t.professional);
      await expect(card.getByTestId("plan-status")).toHaveText(t.active);
      await expect(card.getByTestId("subscription-usage")).toHaveText(t.usage);
      await expect(card.getByTestId("subscription-period")).toBeVisible();
      await expect(card.getByRole("button", { name: t.manage })).toBeVisible();
      await expect(page.getByTestId("trial-box")).toHaveCount(0);
      await card.screenshot({ path: `${SHOTS}/card-subscription-paid-${lang}.png` });

      // 'Manage billing' opens Stripe's customer portal for this user's customer.
      await page.route(`${app.stripe.url}/p/session/**`, (route) =>
        route.fulfill({ contentType: "text/html", body: "<h1>Stripe customer portal</h1>" }),
      );
      await card.getByRole("button", { name: t.manage }).click();
      await expect(page).toHaveURL(new RegExp(`^${app.stripe.url}/p/session/test_`));
    });

    test(`a declined card shows 'Payment Failed' with Stripe's message and stays on checkout (${lang})`, async ({
      page,
    }) => {
      await signUp(page, app.url, lang);
      await routeStripe(page, app);
      await page.goto(`${app.url}/checkout?tier=professional&priceId=${STRIPE.professional}`);
      await expect(page.getByTestId("fake-payment-element")).toBeVisible();
      await page.locator("input[name=cardnumber]").fill("4000 0000 0000 0002");
      await page.getByRole("button", { name: t.subscribe }).click();
      const toast = page.getByTestId("toast");
      await expect(toast).toContainText(t.paymentFailed);
      await expect(toast).toContainText(t.declined);
      await expect(page).toHaveURL(/\/checkout\?/);
    });

    test(`a subscription that cannot be created goes back with error=subscription_failed (${lang})`, async ({
      page,
    }) => {
      await signUp(page, app.url, lang);
      await routeStripe(page, app);
      await page.goto(`${app.url}/checkout?tier=professional&priceId=price_not_sold_here`);
      await expect(page.getByTestId("toast")).toContainText(t.subscriptionFailed);
      await expect(page).toHaveURL(`${app.url}/`);
    });
  }
});

test.describe("a payment refused after the bank's authentication", () => {
  for (const lang of ["en", "pt"] as const) {
    test(`Stripe's return with redirect_status=failed shows 'Payment Failed', not a success (${lang})`, async ({
      page,
      baseURL,
    }) => {
      const base = new URL(baseURL ?? "http://127.0.0.1:8787").origin;
      await signUp(page, base, lang);
      await page.setViewportSize(DESKTOP);
      await page.goto(`${base}/payment-success?tier=professional&payment_intent=pi_1&redirect_status=failed`);
      const refused = page.getByTestId("payment-refused");
      await expect(refused.getByRole("heading", { name: TEXT[lang].paymentFailed })).toBeVisible();
      await expect(page.getByText(TEXT[lang].success)).toHaveCount(0);
      await page.screenshot({ path: `${SHOTS}/payment-refused-${lang}.png`, fullPage: true });
      await page.setViewportSize(PHONE);
      await page.screenshot({ path: `${SHOTS}/payment-refused-mobile-${lang}.png`, fullPage: true });
      await refused.getByRole("link").click();
      await expect(page).toHaveURL(`${base}/#pricing`);
    });
  }
});

test.describe("pricing without Stripe keys", () => {
  for (const lang of ["en", "pt"] as const) {
    test(`choosing a paid plan says 'Setup Required' (${lang})`, async ({ page, baseURL }) => {
      const base = new URL(baseURL ?? "http://127.0.0.1:8787").origin;
      await signUp(page, base, lang);
      await page.goto(`${base}/#pricing`);
      await page.getByTestId("plan-professional").getByRole("button").click();
      await expect(page.getByTestId("toast")).toContainText(TEXT[lang].setupRequired);
      await expect(page).not.toHaveURL(/checkout/);
    });
  }
});
