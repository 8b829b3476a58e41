import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { SWRConfig } from "swr";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { AdminUserDto } from "../../../../../common/api/admin.ts";
import { ToastProvider } from "../../../components/ui/toast.tsx";
import { I18nProvider } from "../../../i18n/i18n.tsx";
import AdminPage from "./admin-page.tsx";
import { changedFields, parseTrialDocuments } from "./edit-user-dialog.tsx";

// The page against a stubbed fetch: who sees what, which requests leave the browser, and the error texts.

const ME = { id: "usr_me", email: "me@firm.test", firstName: "Mara", lastName: "Lima" };

function adminUser(overrides: Partial<AdminUserDto>): AdminUserDto {
  return {
    id: "usr_x",
    email: "x@firm.test",
    firstName: "Xavier",
    lastName: "Reis",
    isAdmin: false,
    emailVerified: true,
    subscriptionTier: "trial",
    trialDocumentsRemaining: 10,
    documentCount: 0,
    deleting: false,
    createdAt: "2026-11-20T12:00:00.000Z",
    ...overrides,
  };
}

const USERS = [
  adminUser({ ...ME, isAdmin: true, subscriptionTier: "enterprise" }),
  adminUser({ id: "usr_old", email: "old@firm.test", subscriptionTier: "basic", documentCount: 4 }),
];

interface Options {
  isAdmin: boolean;
  fail?: { path: string; method?: string; status: number; code: string; message: string };
}

function stubApi(options: Options) {
  const seen: { method: string; path: string; body?: string }[] = [];
  const json = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const method = init?.method ?? "GET";
    const path = new URL(String(input instanceof Request ? input.url : input), "http://causa.test").pathname;
    seen.push({ method, path, body: typeof init?.body === "string" ? init.body : undefined });
    const fail = options.fail;
    if (fail && fail.path === path && (fail.method ?? "GET") === method) {
      return json(fail.status, { error: { code: fail.code, message: fail.message, requestId: "r" } });
    }
    if (path === "/api/auth/user") {
      return json(200, {
        ...ME,
        profileImageUrl: null,
        language: "en",
        isAdmin: options.isAdmin,
        emailVerified: true,
        subscriptionTier: "enterprise",
        trialDocumentsRemaining: 10,
        trialExpiresAt: null,
        documentsProcessed: 0,
        createdAt: "2026-11-01T00:00:00.000Z",
      });
    }
    if (path === "/api/admin/analytics") {
      return json(200, { totalUsers: 4, recentUsers: 1, totalDocumentsProcessed: 12, paidUsers: 2, verifiedUsers: 3 });
    }
    if (path === "/api/admin/users") return json(200, { users: USERS, total: 2, page: 1, pageSize: 20 });
    if (path === "/api/admin/users/usr_old" && method === "PATCH")
      return json(200, { ...USERS[1], recentDocuments: [] });
    return json(404, { error: { code: "NOT_FOUND", message: "Not found", requestId: "r" } });
  });
  vi.stubGlobal("fetch", fetch);
  return seen;
}

function renderPage() {
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }}>
      <I18nProvider>
        <ToastProvider closeLabel="Close">
          <AdminPage />
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

describe("AdminPage", () => {
  it("shows 'Access Denied' to a non-admin and never asks the admin API", async () => {
    const seen = stubApi({ isAdmin: false });
    renderPage();
    await screen.findByText("Access Denied");
    expect(screen.getByText("Admin access required to view this page.")).toBeTruthy();
    await new Promise((r) => setTimeout(r, 50));
    expect(seen.filter((s) => s.path.startsWith("/api/admin"))).toEqual([]);
  });

  it("says it in Portuguese too", async () => {
    localStorage.setItem("language", "pt");
    stubApi({ isAdmin: false });
    renderPage();
    await screen.findByText("Acesso negado");
    expect(screen.getByText("Acesso de administrador necessário para ver esta página.")).toBeTruthy();
  });

  it("shows the figures and the users; basic reads as Professional; no delete on the admin's own row", async () => {
    stubApi({ isAdmin: true });
    renderPage();
    await waitFor(() => expect(screen.getByTestId("stat-users-value").textContent).toBe("4"));
    expect(screen.getByTestId("stat-documents-value").textContent).toBe("12");
    expect(screen.getByTestId("stat-paid").textContent).toContain("50% of all users");
    expect(screen.getByTestId("stat-users").textContent).toContain("1 new this week");
    const rows = await screen.findAllByTestId("user-row");
    expect(rows).toHaveLength(2);
    const [mine, other] = rows as [HTMLElement, HTMLElement];
    expect(within(other).getByTestId("tier-badge").textContent).toBe("Professional");
    expect(within(mine).queryByRole("button", { name: "Delete me@firm.test" })).toBeNull();
    expect(within(other).getByRole("button", { name: "Delete old@firm.test" })).toBeTruthy();
  });

  it("edits with the real password minimum in the hint and sends only what changed", async () => {
    const seen = stubApi({ isAdmin: true });
    renderPage();
    const rows = await screen.findAllByTestId("user-row");
    await act(async () =>
      within(rows[1] as HTMLElement)
        .getByRole("button", { name: "Edit old@firm.test" })
        .click(),
    );
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByText(/Minimum 8 characters\./)).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText("New password (optional)"), { target: { value: "short" } });
    await act(async () => within(dialog).getByRole("button", { name: "Save" }).click());
    expect(within(dialog).getByRole("alert").textContent).toBe("The password must have at least 8 characters.");
    fireEvent.change(within(dialog).getByLabelText("New password (optional)"), { target: { value: "" } });
    fireEvent.change(within(dialog).getByLabelText("Trial documents remaining"), { target: { value: "3" } });
    await act(async () => within(dialog).getByRole("button", { name: "Save" }).click());
    await waitFor(() => expect(screen.getByTestId("toast").textContent).toContain("User updated"));
    const patch = seen.find((s) => s.method === "PATCH");
    expect(JSON.parse(patch?.body ?? "{}")).toEqual({ trialDocumentsRemaining: 3 });
  });

  it("shows 'Failed to update user' with the server's reason", async () => {
    stubApi({
      isAdmin: true,
      fail: {
        path: "/api/admin/users/usr_old",
        method: "PATCH",
        status: 409,
        code: "LAST_ADMIN",
        message: "This is the last admin account: make another user an admin first.",
      },
    });
    renderPage();
    const rows = await screen.findAllByTestId("user-row");
    await act(async () =>
      within(rows[1] as HTMLElement)
        .getByRole("button", { name: "Edit old@firm.test" })
        .click(),
    );
    const dialog = await screen.findByRole("dialog");
    fireEvent.change(within(dialog).getByLabelText("Trial documents remaining"), { target: { value: "1" } });
    await act(async () => within(dialog).getByRole("button", { name: "Save" }).click());
    await waitFor(() => expect(screen.getByTestId("toast").textContent).toContain("Failed to update user"));
    expect(screen.getByTestId("toast").textContent).toContain("last admin account");
  });

  it("asks 'Delete user {email}? This action cannot be undone.' and says 'Failed to delete user' with the reason", async () => {
    const seen = stubApi({
      isAdmin: true,
      fail: {
        path: "/api/admin/users/usr_old",
        method: "DELETE",
        status: 409,
        code: "SUBSCRIPTION_ACTIVE",
        message: "This user has an active paid subscription: cancel it before deleting the account.",
      },
    });
    renderPage();
    const rows = await screen.findAllByTestId("user-row");
    await act(async () =>
      within(rows[1] as HTMLElement)
        .getByRole("button", { name: "Delete old@firm.test" })
        .click(),
    );
    expect((await screen.findByTestId("delete-confirm")).textContent).toBe(
      "Delete user old@firm.test? This action cannot be undone.",
    );
    await act(async () => within(screen.getByRole("dialog")).getByRole("button", { name: "Delete" }).click());
    await waitFor(() => expect(screen.getByTestId("toast").textContent).toContain("Failed to delete user"));
    expect(screen.getByTestId("toast").textContent).toContain("active paid subscription");
    expect(seen.filter((s) => s.method === "DELETE").map((s) => s.path)).toEqual(["/api/admin/users/usr_old"]);
  });

  it("says 'Failed to fetch user details' when the detail call fails", async () => {
    stubApi({
      isAdmin: true,
      fail: { path: "/api/admin/users/usr_old", status: 500, code: "INTERNAL_ERROR", message: "x" },
    });
    renderPage();
    const rows = await screen.findAllByTestId("user-row");
    await act(async () =>
      within(rows[1] as HTMLElement)
        .getByRole("button", { name: "View old@firm.test" })
        .click(),
    );
    expect(await screen.findByText("Failed to fetch user details")).toBeTruthy();
  });

  it("says 'Failed to fetch users' and 'Failed to fetch analytics' when those calls fail", async () => {
    stubApi({ isAdmin: true, fail: { path: "/api/admin/users", status: 500, code: "INTERNAL_ERROR", message: "x" } });
    renderPage();
    expect(await screen.findByText("Failed to fetch users")).toBeTruthy();
    cleanup();
    stubApi({
      isAdmin: true,
      fail: { path: "/api/admin/analytics", status: 500, code: "INTERNAL_ERROR", message: "x" },
    });
    renderPage();
    expect(await screen.findByText("Failed to fetch analytics")).toBeTruthy();
  });
});

describe("the edit form's rules", () => {
  it("parses trial documents as an integer, 0 when empty, and refuses the rest", () => {
    expect(parseTrialDocuments("")).toBe(0);
    expect(parseTrialDocuments(" 12 ")).toBe(12);
    expect(parseTrialDocuments("-1")).toBeNull();
    expect(parseTrialDocuments("1.5")).toBeNull();
    expect(parseTrialDocuments("999999")).toBeNull();
  });

  it("keeps an older basic record as it is unless the tier really changes", () => {
    const basic = adminUser({ subscriptionTier: "basic" });
    const same = { tier: "professional" as const, trial: 10, verified: true, admin: false, password: "" };
    expect(changedFields(basic, same)).toEqual({});
    expect(changedFields(basic, { ...same, tier: "enterprise", password: "long enough" })).toEqual({
      subscriptionTier: "enterprise",
      newPassword: "long enough",
    });
  });
});
