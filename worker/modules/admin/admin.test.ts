import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type {
  AdminAnalyticsDto,
  AdminAuditPageDto,
  AdminUserDetailDto,
  AdminUserPageDto,
} from "../../../common/api/admin.ts";
import { signedInUser, uploadForm, waitForDocument } from "../../test/helpers.ts";
import { CONTRATO_PT } from "../../test/texts.ts";
import { signedInAdmin, userId } from "./test-admin.ts";

type Admin = Awaited<ReturnType<typeof signedInAdmin>>;

async function getJson<T>(admin: Admin, path: string): Promise<T> {
  const res = await admin.client.request(path);
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as T;
}

describe("GET /api/admin/users", () => {
  it("finds users by part of the name or the e-mail, case-insensitively, with LIKE wildcards taken literally", async () => {
    const admin = await signedInAdmin();
    const marisa = await signedInUser({ firstName: "Marisa" });
    const page = await getJson<AdminUserPageDto>(admin, "/api/admin/users?search=MARIS");
    expect(page.users.map((u) => u.email)).toContain(marisa.email);
    expect(page.users.every((u) => `${u.firstName} ${u.lastName} ${u.email}`.toLowerCase().includes("maris"))).toBe(
      true,
    );
    const byMail = await getJson<AdminUserPageDto>(
      admin,
      `/api/admin/users?search=${encodeURIComponent(marisa.email)}`,
    );
    expect(byMail.users.map((u) => u.email)).toEqual([marisa.email]);
    const fullName = await getJson<AdminUserPageDto>(admin, "/api/admin/users?search=Marisa%20Souza");
    expect(fullName.users.map((u) => u.email)).toContain(marisa.email);
    const wildcard = await getJson<AdminUserPageDto>(admin, "/api/admin/users?search=%25");
    expect(wildcard.total).toBe(0);
  });

  it("filters by tier (professional includes the older basic records) and by verification, with the total", async () => {
    const admin = await signedInAdmin();
    const basic = await signedInUser();
    const pro = await signedInUser();
    await env.DB.prepare("UPDATE users SET subscription_tier = 'basic' WHERE email = ?").bind(basic.email).run();
    await env.DB.prepare("UPDATE users SET subscription_tier = 'professional' WHERE email = ?").bind(pro.email).run();
    await env.DB.prepare(
      "INSERT INTO users (id, email, password_hash, first_name, last_name, created_at, updated_at) VALUES ('usr_unverified1', 'unverified@firm.test', 'x', 'Una', 'Verif', 1, 1)",
    ).run();

    const professional = await getJson<AdminUserPageDto>(admin, "/api/admin/users?tier=professional&pageSize=100");
    expect(professional.users.map((u) => u.email).sort()).toEqual([basic.email, pro.email].sort());
    expect(professional.total).toBe(2);
    const unverified = await getJson<AdminUserPageDto>(admin, "/api/admin/users?verified=false");
    expect(unverified.users.map((u) => u.email)).toEqual(["unverified@firm.test"]);
    const verified = await getJson<AdminUserPageDto>(admin, "/api/admin/users?verified=true&pageSize=100");
    expect(verified.users.every((u) => u.emailVerified)).toBe(true);
    const trial = await getJson<AdminUserPageDto>(admin, "/api/admin/users?tier=trial&pageSize=100");
    expect(trial.users.every((u) => u.subscriptionTier === "trial")).toBe(true);
  });

  it("pages newest first: pages do not overlap and together hold the total", async () => {
    const admin = await signedInAdmin();
    for (let i = 0; i < 3; i++) await signedInUser();
    const all = await getJson<AdminUserPageDto>(admin, "/api/admin/users?pageSize=100");
    const first = await getJson<AdminUserPageDto>(admin, "/api/admin/users?pageSize=2&page=1");
    const second = await getJson<AdminUserPageDto>(admin, "/api/admin/users?pageSize=2&page=2");
    expect(first.total).toBe(all.total);
    expect(first.users).toHaveLength(2);
    expect(first.users.map((u) => u.id)).toEqual(all.users.slice(0, 2).map((u) => u.id));
    expect(second.users.map((u) => u.id)).toEqual(all.users.slice(2, 4).map((u) => u.id));
    const created = all.users.map((u) => u.createdAt);
    expect([...created].sort().reverse()).toEqual(created);
  });

  it("rejects an unknown tier or a page size over 100 with VALIDATION_ERROR", async () => {
    const admin = await signedInAdmin();
    for (const query of ["tier=basic", "tier=gold", "pageSize=500", "page=0", "verified=maybe"]) {
      const res = await admin.client.request(`/api/admin/users?${query}`);
      expect(res.status, query).toBe(400);
      expect(await res.json()).toMatchObject({ error: { code: "VALIDATION_ERROR" } });
    }
  });
});

describe("GET /api/admin/analytics and GET /api/admin/users/{id}", () => {
  it("counts users, this week's, paid, verified and documents processed", async () => {
    const admin = await signedInAdmin();
    const before = await getJson<AdminAnalyticsDto>(admin, "/api/admin/analytics");
    const paying = await signedInUser();
    await env.DB.prepare("UPDATE users SET subscription_tier = 'enterprise', documents_processed = 4 WHERE email = ?")
      .bind(paying.email)
      .run();
    await env.DB.prepare(
      "INSERT INTO users (id, email, password_hash, first_name, last_name, created_at, updated_at) VALUES ('usr_old1', 'old@firm.test', 'x', 'Old', 'Timer', 1000, 1000)",
    ).run();
    const after = await getJson<AdminAnalyticsDto>(admin, "/api/admin/analytics");
    expect(after).toEqual({
      totalUsers: before.totalUsers + 2,
      recentUsers: before.recentUsers + 1,
      totalDocumentsProcessed: before.totalDocumentsProcessed + 4,
      paidUsers: before.paidUsers + 1,
      verifiedUsers: before.verifiedUsers + 1,
    });
  });

  it("shows one user with the documents count and recent documents (file, type, language, processed date)", async () => {
    const admin = await signedInAdmin();
    const owner = await signedInUser();
    const upload = await owner.client.request("/api/documents/upload", {
      method: "POST",
      body: uploadForm([{ name: "contrato.txt", content: CONTRATO_PT }]),
    });
    const { id: documentId } = (await upload.json()) as { id: string };
    await waitForDocument(owner.client, documentId);
    const detail = await getJson<AdminUserDetailDto>(admin, `/api/admin/users/${await userId(owner.email)}`);
    expect(detail).toMatchObject({ email: owner.email, documentCount: 1, documentsProcessed: 1, deleting: false });
    expect(detail.recentDocuments).toEqual([
      {
        id: documentId,
        fileName: "contrato.txt",
        documentType: "contract",
        language: "pt",
        processedAt: expect.any(String),
      },
    ]);
    expect(JSON.stringify(detail)).not.toMatch(/password|pbkdf2/i);
    expect((await admin.client.request("/api/admin/users/usr_missing")).status).toBe(404);
  });
});

describe("PATCH /api/admin/users/{id}", () => {
  it("changes tier, trial documents and verification, and writes one audit row with before → after", async () => {
    const admin = await signedInAdmin();
    const user = await signedInUser();
    const id = await userId(user.email);
    const res = await admin.client.request(`/api/admin/users/${id}`, {
      method: "PATCH",
      json: { subscriptionTier: "professional", trialDocumentsRemaining: 25, emailVerified: true, isAdmin: false },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ subscriptionTier: "professional", trialDocumentsRemaining: 25 });
    // The user sees it at once.
    expect(await (await user.client.request("/api/auth/user")).json()).toMatchObject({
      subscriptionTier: "professional",
      trialDocumentsRemaining: 25,
    });

    const requestId = res.headers.get("x-request-id");
    const audit = await getJson<AdminAuditPageDto>(admin, `/api/admin/audit-log?target=${id}`);
    expect(audit.entries).toHaveLength(1);
    // Unchanged fields (already verified, already not admin) are not recorded as changes.
    expect(audit.entries[0]).toMatchObject({
      action: "user.updated",
      adminId: admin.id,
      adminEmail: admin.email,
      targetUserId: id,
      targetEmail: user.email,
      requestId,
      changes: {
        subscriptionTier: { from: "trial", to: "professional" },
        trialDocumentsRemaining: { from: 10, to: 25 },
      },
    });
    expect(Object.keys(audit.entries[0]?.changes ?? {}).sort()).toEqual([
      "subscriptionTier",
      "trialDocumentsRemaining",
    ]);
  });

  it("records a new password only as 'changed', never its value or hash", async () => {
    const admin = await signedInAdmin();
    const user = await signedInUser();
    const id = await userId(user.email);
    await admin.client.request(`/api/admin/users/${id}`, {
      method: "PATCH",
      json: { newPassword: "s3cret passphrase" },
    });
    const row = await env.DB.prepare("SELECT changes FROM admin_audit_log WHERE target_user_id = ?")
      .bind(id)
      .first<{ changes: string }>();
    expect(JSON.parse(row?.changes ?? "null")).toEqual({ password: "changed" });
    const everything = await env.DB.prepare("SELECT * FROM admin_audit_log").all();
    expect(JSON.stringify(everything.results)).not.toMatch(/s3cret|pbkdf2/);
  });

  it("writes no audit row for an edit that changes nothing", async () => {
    const admin = await signedInAdmin();
    const user = await signedInUser();
    const id = await userId(user.email);
    const res = await admin.client.request(`/api/admin/users/${id}`, {
      method: "PATCH",
      json: { subscriptionTier: "trial", trialDocumentsRemaining: 10 },
    });
    expect(res.status).toBe(200);
    const audit = await getJson<AdminAuditPageDto>(admin, `/api/admin/audit-log?target=${id}`);
    expect(audit.total).toBe(0);
  });

  it("rejects basic, negative or huge trial documents, a short password and unknown fields", async () => {
    const admin = await signedInAdmin();
    const user = await signedInUser();
    const id = await userId(user.email);
    for (const body of [
      { subscriptionTier: "basic" },
      { trialDocumentsRemaining: -1 },
      { trialDocumentsRemaining: 1.5 },
      { trialDocumentsRemaining: 10_001 },
      { newPassword: "1234567" },
      { passwordHash: "x" },
      { emailVerified: "yes" },
    ]) {
      const res = await admin.client.request(`/api/admin/users/${id}`, { method: "PATCH", json: body });
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    expect((await getJson<AdminAuditPageDto>(admin, `/api/admin/audit-log?target=${id}`)).total).toBe(0);
  });
});

describe("GET /api/admin/audit-log", () => {
  it("filters by admin, target, action and date, pages newest first, and cannot be changed", async () => {
    const first = await signedInAdmin();
    const second = await signedInAdmin();
    const user = await signedInUser();
    const id = await userId(user.email);
    await first.client.request(`/api/admin/users/${id}`, { method: "PATCH", json: { trialDocumentsRemaining: 1 } });
    await second.client.request(`/api/admin/users/${id}`, { method: "PATCH", json: { trialDocumentsRemaining: 2 } });
    await second.client.request(`/api/admin/users/${id}`, { method: "PATCH", json: { trialDocumentsRemaining: 3 } });

    const bySecond = await getJson<AdminAuditPageDto>(first, `/api/admin/audit-log?admin=${second.id}`);
    expect(bySecond.entries.map((e) => e.changes.trialDocumentsRemaining?.to)).toEqual([3, 2]);
    const byEmail = await getJson<AdminAuditPageDto>(
      first,
      `/api/admin/audit-log?admin=${encodeURIComponent(second.email.toUpperCase())}&target=${encodeURIComponent(user.email)}`,
    );
    expect(byEmail.total).toBe(2);
    const paged = await getJson<AdminAuditPageDto>(first, `/api/admin/audit-log?target=${id}&pageSize=2&page=2`);
    expect(paged).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(paged.entries.map((e) => e.adminId)).toEqual([first.id]);
    const today = new Date().toISOString().slice(0, 10);
    const dated = await getJson<AdminAuditPageDto>(
      first,
      `/api/admin/audit-log?target=${id}&from=${today}&to=${today}`,
    );
    expect(dated.total).toBe(3);
    const past = await getJson<AdminAuditPageDto>(first, `/api/admin/audit-log?target=${id}&to=2020-01-01`);
    expect(past.total).toBe(0);
    const deletions = await getJson<AdminAuditPageDto>(first, `/api/admin/audit-log?target=${id}&action=user.deleted`);
    expect(deletions.total).toBe(0);

    for (const method of ["PATCH", "PUT", "DELETE", "POST"]) {
      const res = await first.client.request("/api/admin/audit-log", { method, json: {} });
      expect(res.status, method).toBe(404);
    }
    // Append-only in the database too.
    await expect(env.DB.prepare("DELETE FROM admin_audit_log").run()).rejects.toThrow(/append-only/);
    await expect(env.DB.prepare("UPDATE admin_audit_log SET admin_id = 'x'").run()).rejects.toThrow(/append-only/);
  });
});
