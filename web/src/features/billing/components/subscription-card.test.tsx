import { act, cleanup, render, screen, waitFor } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { SWRConfig } from "swr";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { SubscriptionDto } from "../../../../../common/api/billing.ts";
import type { Plan } from "../../../../../common/plans.ts";
import { PLAN_DEFINITIONS } from "../../../../../common/plans.ts";
import { ToastProvider } from "../../../components/ui/toast.tsx";
import { I18nProvider } from "../../../i18n/i18n.tsx";
import { PricingSection } from "./pricing-section.tsx";
import { SubscriptionCard } from "./subscription-card.tsx";

// The subscription card and the pricing rules against a stubbed API: Stripe's status, the period, the usage and
// 'Manage billing' for a paying user; 'Setup Required' when the server has no price ids.

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

function stubApi(subscription: SubscriptionDto | null, plans: Plan[] = []) {
  const seen: string[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = new URL(String(input), "http://causa.test").pathname;
      seen.push(`${init?.method ?? "GET"} ${path}`);
      if (path === "/api/billing/subscription") return subscription ? json(200, subscription) : json(401, {});
      if (path === "/api/billing/portal") return json(200, { url: "https://billing.stripe.com/p/session/test_1" });
      if (path === "/api/plans") return json(200, plans);
      return json(404, {});
    }),
  );
  return seen;
}

function renderWith(node: React.ReactNode, language: "en" | "pt") {
  localStorage.setItem("language", language);
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <I18nProvider>
        <ToastProvider closeLabel="Close">
          <MemoryRouter>{node}</MemoryRouter>
        </ToastProvider>
      </I18nProvider>
    </SWRConfig>,
  );
}

const PAID: SubscriptionDto = {
  plan: "professional",
  tier: "professional",
  status: "active",
  currentPeriodEnd: "2026-12-24T12:00:00.000Z",
  cancelAtPeriodEnd: false,
  graceEndsAt: null,
  usage: { used: 37, limit: 100 },
  trialExpiresAt: null,
  canManageBilling: true,
};

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("SubscriptionCard", () => {
  it("shows a professional subscriber's status, usage and renewal date, and opens the portal", async () => {
    const seen = stubApi(PAID);
    const assign = vi.fn();
    vi.stubGlobal("location", { ...window.location, assign });
    renderWith(<SubscriptionCard user={{ subscriptionTier: "professional", trialDocumentsRemaining: 0 }} />, "en");
    await waitFor(() =>
      expect(screen.getByTestId("subscription-usage").textContent).toBe("37 of 100 documents this billing period"),
    );
    expect(screen.getByTestId("plan-status").textContent).toBe("Active");
    expect(screen.getByTestId("subscription-period").textContent).toBe("Renews on Dec 24, 2026");
    await act(async () => screen.getByRole("button", { name: "Manage billing" }).click());
    await waitFor(() => expect(assign).toHaveBeenCalledWith("https://billing.stripe.com/p/session/test_1"));
    expect(seen).toContain("POST /api/billing/portal");
  });

  it("warns in Portuguese when a renewal failed and says until when the plan lasts", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: new Date("2026-11-24T12:00:00.000Z") });
    stubApi({ ...PAID, status: "past_due", graceEndsAt: "2026-12-01T12:00:00.000Z", cancelAtPeriodEnd: true });
    renderWith(<SubscriptionCard user={{ subscriptionTier: "basic", trialDocumentsRemaining: 0 }} />, "pt");
    await waitFor(() => expect(screen.getByTestId("plan-status").textContent).toBe("Pagamento em atraso"));
    expect(screen.getByTestId("current-plan").textContent).toBe("Profissional");
    expect(screen.getByRole("status").textContent).toContain("Atualize o cartão até 1 de dez. de 2026");
  });

  it("says uploads are paused once the grace period of a failed renewal has passed", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: new Date("2026-12-02T12:00:00.000Z") });
    stubApi({ ...PAID, status: "past_due", graceEndsAt: "2026-12-01T12:00:00.000Z" });
    renderWith(<SubscriptionCard user={{ subscriptionTier: "professional", trialDocumentsRemaining: 0 }} />, "en");
    await waitFor(() => expect(screen.getByRole("status").textContent).toContain("new uploads are paused"));
    expect(screen.getByRole("button", { name: "Manage billing" })).toBeTruthy();
  });

  it("keeps the trial view, without 'Manage billing', for a user whose checkout never finished", async () => {
    stubApi({ ...PAID, plan: "trial", tier: "trial", status: "incomplete", usage: { used: 2, limit: 10 } });
    renderWith(<SubscriptionCard user={{ subscriptionTier: "trial", trialDocumentsRemaining: 8 }} />, "en");
    expect(screen.getByTestId("subscription-remaining").textContent).toBe("8 of 10 documents remaining");
    await waitFor(() => expect(screen.queryByTestId("plan-status")).toBeNull());
    expect(screen.queryByRole("button", { name: "Manage billing" })).toBeNull();
  });
});

describe("PricingSection without payments configured", () => {
  it("answers 'Setup Required' for a plan with no price id once the plans have loaded", async () => {
    stubApi(
      null,
      PLAN_DEFINITIONS.map((p) => ({ ...p, stripePriceId: null })),
    );
    renderWith(<PricingSection user={{ subscriptionTier: "trial" }} />, "en");
    const button = screen.getByTestId("plan-professional").querySelector("button");
    await waitFor(() => expect(button?.hasAttribute("disabled")).toBe(false));
    await act(async () => button?.click());
    expect(screen.getByTestId("toast").textContent).toContain("Setup Required");
  });
});
