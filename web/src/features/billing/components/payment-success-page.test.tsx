import { cleanup, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { SWRConfig } from "swr";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { SubscriptionSuccessDto } from "../../../../../common/api/billing.ts";
import { I18nProvider } from "../../../i18n/i18n.tsx";
import PaymentSuccessPage from "./payment-success-page.tsx";

// The page Stripe returns to: the server's answer decides what it says, and a refusal by the bank is not a success.

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

function stubApi(answer: SubscriptionSuccessDto | null) {
  const seen: string[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = new URL(String(input), "http://causa.test").pathname;
      seen.push(`${init?.method ?? "GET"} ${path}`);
      if (path === "/api/subscription/success") {
        return answer ? json(200, answer) : json(502, { error: { code: "PROVIDER_ERROR", message: "down" } });
      }
      return json(404, {});
    }),
  );
  return seen;
}

function renderAt(url: string, language: "en" | "pt") {
  localStorage.setItem("language", language);
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <I18nProvider>
        <MemoryRouter initialEntries={[url]}>
          <PaymentSuccessPage />
        </MemoryRouter>
      </I18nProvider>
    </SWRConfig>,
  );
}

const UPGRADED: SubscriptionSuccessDto = {
  upgraded: true,
  subscription: {
    plan: "professional",
    tier: "professional",
    status: "active",
    currentPeriodEnd: "2026-12-24T12:00:00.000Z",
    cancelAtPeriodEnd: false,
    graceEndsAt: null,
    usage: { used: 0, limit: 100 },
    trialExpiresAt: null,
    canManageBilling: true,
  },
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("PaymentSuccessPage", () => {
  it("says the account was upgraded once the server confirms the payment with Stripe", async () => {
    const seen = stubApi(UPGRADED);
    renderAt("/payment-success?tier=professional", "en");
    expect(await screen.findByText("Your account has been upgraded to the Professional plan.")).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Payment Successful!" })).toBeTruthy();
    expect(seen).toContain("POST /api/subscription/success");
  });

  it("says Stripe is still confirming when the server cannot confirm, without claiming an upgrade", async () => {
    stubApi(null);
    renderAt("/payment-success?tier=professional", "pt");
    expect(
      await screen.findByText("O Stripe ainda está confirmando o pagamento. Seu plano muda assim que ele confirmar."),
    ).toBeTruthy();
  });

  it("shows 'Payment Failed' and asks nothing of the server when the bank refused the payment", async () => {
    const seen = stubApi(UPGRADED);
    renderAt("/payment-success?tier=professional&payment_intent=pi_1&redirect_status=failed", "en");
    expect(screen.getByRole("heading", { name: "Payment Failed" })).toBeTruthy();
    expect(screen.getByRole("alert").textContent).toContain("nothing was charged");
    expect(screen.getByRole("link", { name: "Back to plans" }).getAttribute("href")).toBe("/#pricing");
    expect(screen.queryByText("Payment Successful!")).toBeNull();
    expect(seen).toEqual([]);
  });
});
