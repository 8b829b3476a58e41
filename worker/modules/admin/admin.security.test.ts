import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { User } from "../../db/schema/users.ts";
import { createDeps } from "../../lib/deps.ts";
import { client, PASSWORD, signedInUser } from "../../test/helpers.ts";
import { deleteUser } from "./delete-user.service.ts";
import { onlyTheseAdmins, signedInAdmin, userId } from "./test-admin.ts";

type Route = { method: "GET" | "PATCH" | "DELETE"; path: (id: string) => string; json?: unknown };

const ROUTES: Route[] = [
  { method: "GET", path: () => "/api/admin/users" },
  { method: "GET", path: () => "/api/admin/analytics" },
  { method: "GET", path: () => "/api/admin/audit-log" },
  { method: "GET", path: (id) => `/api/admin/users/${id}` },
  { method: "PATCH", path: (id) => `/api/admin/users/${id}`, json: { trialDocumentsRemaining: 3 } },
  { method: "DELETE", path: (id) => `/api/admin/users/${id}` },
];

describe("every admin route checks the caller on the server", () => {
  for (const route of ROUTES) {
    it(`${route.method} ${route.path(":id")}: 401 anonymous, 403 ADMIN_REQUIRED for a user, allowed for an admin`, async () => {
      const victim = await signedInUser();
      const victimId = await userId(victim.email);
      const path = route.path(victimId);
      const init = { method: route.method, json: route.json };

      const anonymous = await client().request(path, init);
      expect(anonymous.status).toBe(401);
      expect(await anonymous.json()).toMatchObject({ error: { code: "UNAUTHORIZED" } });

      const user = await signedInUser();
      const refused = await user.client.request(path, init);
      expect(refused.status).toBe(403);
      expect(await refused.json()).toMatchObject({
        error: { code: "ADMIN_REQUIRED", message: "Admin access required to view this page." },
      });
      // The user's refused PATCH / DELETE changed nothing.
      const still = await env.DB.prepare("SELECT trial_documents_remaining AS left FROM users WHERE id = ?")
        .bind(victimId)
        .first<{ left: number }>();
      expect(still?.left).toBe(10);

      const admin = await signedInAdmin();
      const allowed = await admin.client.request(path, init);
      expect(allowed.status, await allowed.clone().text()).toBe(200);
    });
  }

  it("answers in Portuguese to a Portuguese non-admin", async () => {
    const user = await signedInUser({ language: "pt" });
    const res = await user.client.request("/api/admin/users");
    expect(await res.json()).toMatchObject({
      error: { code: "ADMIN_REQUIRED", message: "Acesso de administrador necessário para ver esta página." },
    });
  });

  it("stops answering a session whose admin flag was removed meanwhile", async () => {
    const admin = await signedInAdmin();
    expect((await admin.client.request("/api/admin/users")).status).toBe(200);
    await env.DB.prepare("UPDATE users SET is_admin = 0 WHERE id = ?").bind(admin.id).run();
    expect((await admin.client.request("/api/admin/users")).status).toBe(403);
  });
});

describe("the last admin", () => {
  it("cannot lose the admin flag, by their own hand or another's, and is told why", async () => {
    const only = await signedInAdmin();
    await onlyTheseAdmins([only.id]);
    const res = await only.client.request(`/api/admin/users/${only.id}`, {
      method: "PATCH",
      json: { isAdmin: false },
    });
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({
      error: { code: "LAST_ADMIN", message: "This is the last admin account: make another user an admin first." },
    });
    const row = await env.DB.prepare("SELECT is_admin FROM users WHERE id = ?").bind(only.id).first();
    expect(row).toEqual({ is_admin: 1 });
    const audit = await env.DB.prepare("SELECT count(*) AS n FROM admin_audit_log WHERE target_user_id = ?")
      .bind(only.id)
      .first<{ n: number }>();
    expect(audit?.n).toBe(0);
  });

  it("can hand over: once a second admin exists, the first may step down", async () => {
    const first = await signedInAdmin();
    const second = await signedInUser();
    const secondId = await userId(second.email);
    await onlyTheseAdmins([first.id]);
    const promote = await first.client.request(`/api/admin/users/${secondId}`, {
      method: "PATCH",
      json: { isAdmin: true },
    });
    expect(promote.status).toBe(200);
    const stepDown = await first.client.request(`/api/admin/users/${first.id}`, {
      method: "PATCH",
      json: { isAdmin: false },
    });
    expect(stepDown.status).toBe(200);
    expect((await first.client.request("/api/admin/users")).status).toBe(403);
    expect((await second.client.request("/api/admin/users")).status).toBe(200);
  });

  it("cannot be deleted when the only other admin lost the flag a moment before (checked in the same statement)", async () => {
    const caller = await signedInAdmin();
    const target = await signedInAdmin();
    await onlyTheseAdmins([caller.id, target.id]);
    const callerRow = await env.DB.prepare("SELECT * FROM users WHERE id = ?").bind(caller.id).first();
    // The caller passed the admin check, then lost the flag before the deletion ran.
    await env.DB.prepare("UPDATE users SET is_admin = 0 WHERE id = ?").bind(caller.id).run();
    const deps = createDeps(env, { appUrl: "http://causa.test" });
    const actor = { user: { ...(callerRow as object), id: caller.id, email: caller.email } as User, requestId: "r1" };
    await expect(deleteUser(deps, actor, target.id)).rejects.toMatchObject({ code: "LAST_ADMIN" });
    const row = await env.DB.prepare("SELECT is_admin, deleting_at FROM users WHERE id = ?").bind(target.id).first();
    expect(row).toEqual({ is_admin: 1, deleting_at: null });
    // Its sessions were left alone.
    expect((await target.client.request("/api/admin/users")).status).toBe(200);
  });
});

describe("an admin cannot delete their own account", () => {
  it("is refused with CANNOT_DELETE_SELF and nothing changes", async () => {
    const admin = await signedInAdmin();
    const res = await admin.client.request(`/api/admin/users/${admin.id}`, { method: "DELETE" });
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({ error: { code: "CANNOT_DELETE_SELF" } });
    expect((await admin.client.request("/api/admin/users")).status).toBe(200);
  });
});

describe("a new password set by an admin", () => {
  it("ends every session of that user and voids their pending reset links; the new password works", async () => {
    const admin = await signedInAdmin();
    const user = await signedInUser();
    const id = await userId(user.email);
    const second = client();
    await second.request("/api/auth/login", { method: "POST", json: { email: user.email, password: PASSWORD } });
    expect((await second.request("/api/auth/user")).status).toBe(200);
    await client().request("/api/auth/forgot-password", { method: "POST", json: { email: user.email } });

    const res = await admin.client.request(`/api/admin/users/${id}`, {
      method: "PATCH",
      json: { newPassword: "a brand new secret" },
    });
    expect(res.status).toBe(200);
    expect((await user.client.request("/api/auth/user")).status).toBe(401);
    expect((await second.request("/api/auth/user")).status).toBe(401);
    const open = await env.DB.prepare(
      "SELECT count(*) AS n FROM email_tokens WHERE user_id = ? AND purpose = 'reset_password' AND used_at IS NULL",
    )
      .bind(id)
      .first<{ n: number }>();
    expect(open?.n).toBe(0);
    // The admin's own session is untouched.
    expect((await admin.client.request("/api/admin/users")).status).toBe(200);

    const old = await client().request("/api/auth/login", {
      method: "POST",
      json: { email: user.email, password: PASSWORD },
    });
    expect(old.status).toBe(401);
    const fresh = await client().request("/api/auth/login", {
      method: "POST",
      json: { email: user.email, password: "a brand new secret" },
    });
    expect(fresh.status).toBe(200);
  });

  it("must follow the account password policy (at least LIMITS.passwordMin characters)", async () => {
    const admin = await signedInAdmin();
    const user = await signedInUser();
    const id = await userId(user.email);
    const res = await admin.client.request(`/api/admin/users/${id}`, {
      method: "PATCH",
      json: { newPassword: "short6" },
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: { code: "VALIDATION_ERROR" } });
    expect((await user.client.request("/api/auth/user")).status).toBe(200);
  });
});
