import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { SWRConfig } from "swr";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ClosedDayDto } from "../../../../../common/api/cases.ts";
import { ToastProvider } from "../../../components/ui/toast.tsx";
import { I18nProvider } from "../../../i18n/i18n.tsx";
import { CourtCalendarPanel } from "./court-calendar-panel.tsx";

// The admin's court calendar against a stubbed fetch: what it sends, what it reports, and its texts in both languages.

const DAY: ClosedDayDto = {
  id: "ccd_1",
  court: "TJMG",
  courtName: "TJMG — Tribunal de Justiça de Minas Gerais",
  date: "2025-03-20",
  reason: "Portaria 123/2025",
  scope: "global",
  createdAt: "2026-11-24T12:00:00.000Z",
};

function stubApi({ failDelete = false }: { failDelete?: boolean } = {}) {
  const seen: { method: string; path: string; body?: string }[] = [];
  let days: ClosedDayDto[] = [DAY];
  const json = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const method = init?.method ?? "GET";
      const path = new URL(String(input instanceof Request ? input.url : input), "http://causa.test").pathname;
      seen.push({ method, path, body: typeof init?.body === "string" ? init.body : undefined });
      if (path === "/api/deadlines/options") {
        return json(200, { courts: [{ id: "TJMG", name: DAY.courtName, jurisdiction: "brazil" }], actionTypes: [] });
      }
      if (path === "/api/admin/court-closed-days" && method === "GET") return json(200, days);
      if (path === "/api/admin/court-closed-days/ccd_1" && method === "DELETE") {
        if (failDelete) {
          return json(403, { error: { code: "FORBIDDEN", message: "Admin access required.", requestId: "r" } });
        }
        days = [];
        return json(200, { closedDay: DAY, recomputed: 3, changedCount: 2, notifiedUsers: 1 });
      }
      return json(404, { error: { code: "NOT_FOUND", message: "Not found", requestId: "r" } });
    }),
  );
  return seen;
}

function renderPanel() {
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }}>
      <I18nProvider>
        <ToastProvider closeLabel="Close">
          <CourtCalendarPanel />
        </ToastProvider>
      </I18nProvider>
    </SWRConfig>,
  );
}

beforeEach(() => localStorage.setItem("language", "en"));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("CourtCalendarPanel", () => {
  it("lists the closed days recorded for every user, and the add button waits for court, date and reason", async () => {
    stubApi();
    renderPanel();
    const list = await screen.findByTestId("global-closed-days");
    expect(list.textContent).toContain("Portaria 123/2025");
    expect(list.textContent).toContain("Tribunal de Justiça de Minas Gerais");
    expect(screen.getByRole("button", { name: "Add for every user" }).hasAttribute("disabled")).toBe(true);
  });

  it("asks before removing, then reports what was recomputed and who was told, and the list empties", async () => {
    const seen = stubApi();
    renderPanel();
    await act(async () => (await screen.findByRole("button", { name: /Remove the closed day of .* at TJMG/ })).click());
    const dialog = await screen.findByRole("alertdialog");
    expect(within(dialog).getByText("Remove this closed day for every user?")).toBeTruthy();
    expect(seen.some((s) => s.method === "DELETE")).toBe(false);
    await act(async () => fireEvent.click(within(dialog).getByRole("button", { name: "Remove" })));
    await screen.findByText("Deadlines recomputed: 3 · due dates moved: 2 · users notified: 1");
    await screen.findByText("No closed day recorded for every user yet.");
    expect(seen.filter((s) => s.method === "DELETE").map((s) => s.path)).toEqual([
      "/api/admin/court-closed-days/ccd_1",
    ]);
  });

  it("shows the server's reason when a removal is refused, and keeps the day listed", async () => {
    stubApi({ failDelete: true });
    renderPanel();
    await act(async () => (await screen.findByRole("button", { name: /Remove the closed day of .* at TJMG/ })).click());
    const dialog = await screen.findByRole("alertdialog");
    await act(async () => fireEvent.click(within(dialog).getByRole("button", { name: "Remove" })));
    await screen.findByText("Admin access required.");
    expect(screen.getByText("The change was not saved")).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId("global-closed-days").textContent).toContain("Portaria 123/2025"));
  });

  it("speaks Portuguese", async () => {
    localStorage.setItem("language", "pt");
    stubApi();
    renderPanel();
    await screen.findByText("Dias sem expediente para todos os usuários");
    expect(screen.getByRole("button", { name: "Adicionar para todos" })).toBeTruthy();
  });
});
