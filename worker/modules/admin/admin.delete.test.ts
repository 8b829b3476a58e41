import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { createDeps } from "../../lib/deps.ts";
import { client, PASSWORD, signedInUser, uploadForm, waitForDocument } from "../../test/helpers.ts";
import { SENTENCA_PT } from "../../test/texts.ts";
import { deleteUser, tablesWithUserId, userPrefix } from "./delete-user.service.ts";
import { purgeExpiredPayments } from "./retention.ts";
import { signedInAdmin, userId } from "./test-admin.ts";

type Signed = Awaited<ReturnType<typeof signedInUser>>;

/**
 * Gives a user a row in every table a lawyer's work touches: a processed document (analysis, search index, derived
 * deadlines, R2 original and text), feedback, a chunked upload still open, a case, a deadline, a closed court day,
 * a payment, a cancelled subscription and one more R2 object under the user's prefix.
 */
async function giveEverything(user: Signed): Promise<string> {
  const id = await userId(user.email);
  const upload = await user.client.request("/api/documents/upload", {
    method: "POST",
    body: uploadForm([{ name: "sentenca.txt", content: SENTENCA_PT }]),
  });
  const { id: documentId } = (await upload.json()) as { id: string };
  const analysed = (await waitForDocument(user.client, documentId)) as { entities: { type: string; value: string }[] };
  const entity = analysed.entities[0];
  const feedback = await user.client.request("/api/feedback", {
    method: "POST",
    json: { documentId, entityType: entity?.type, entityValue: entity?.value, isCorrect: true, feedback: "ok" },
  });
  expect(feedback.status).toBeLessThan(300);
  const chunked = await user.client.request("/api/documents/uploads", {
    method: "POST",
    json: { fileName: "big.pdf", size: 30 * 1024 * 1024 },
  });
  expect(chunked.status).toBe(201);
  const now = Date.now();
  await env.DB.batch([
    env.DB.prepare(
      "INSERT INTO cases (id, user_id, title, created_at, updated_at) VALUES (?1, ?2, 'Case', ?3, ?3)",
    ).bind(`case_${id}`, id, now),
    env.DB.prepare(
      "INSERT INTO deadlines (id, user_id, case_id, title, created_at, updated_at) VALUES (?1, ?2, ?3, 'Reply', ?4, ?4)",
    ).bind(`dl_${id}`, id, `case_${id}`, now),
    env.DB.prepare(
      "INSERT INTO court_closed_days (id, user_id, court, date, reason, created_at, updated_at) VALUES (?1, ?2, 'TJSP', '2026-12-01', 'outage', ?3, ?3)",
    ).bind(`ccd_${id}`, id, now),
    env.DB.prepare(
      "INSERT INTO subscriptions (id, user_id, tier, status, created_at, updated_at) VALUES (?1, ?2, 'professional', 'canceled', ?3, ?3)",
    ).bind(`sub_${id}`, id, now),
    env.DB.prepare(
      "INSERT INTO payments (id, user_id, subscription_id, stripe_invoice_id, amount, currency, status, created_at, updated_at) VALUES (?1, ?2, ?3, ?4, 4900, 'brl', 'paid', ?5, ?5)",
    ).bind(`pay_${id}`, id, `sub_${id}`, `in_${id}`, Date.UTC(2026, 2, 10)),
  ]);
  await env.DOCUMENTS.put(`${userPrefix(id)}cache/ai.json`, "{}");
  return id;
}

/** Rows per table that carry the user's id (every user_id table, found in the schema) plus the keyed-by-other ones. */
async function rowsOf(id: string, email: string): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of await tablesWithUserId(env.DB)) {
    const column = table === "users" ? "id" : "user_id";
    const row = await env.DB.prepare(`SELECT count(*) AS n FROM "${table}" WHERE ${column} = ?`)
      .bind(id)
      .first<{ n: number }>();
    counts[table] = row?.n ?? 0;
  }
  const users = await env.DB.prepare("SELECT count(*) AS n FROM users WHERE id = ?").bind(id).first<{ n: number }>();
  counts.users = users?.n ?? 0;
  const activity = await env.DB.prepare("SELECT count(*) AS n FROM audit_log WHERE actor_id = ?1 OR target_id = ?1")
    .bind(id)
    .first<{ n: number }>();
  counts.audit_log = activity?.n ?? 0;
  const mail = await env.DB.prepare('SELECT count(*) AS n FROM outbox WHERE "to" = ?')
    .bind(email)
    .first<{ n: number }>();
  counts.outbox = mail?.n ?? 0;
  return counts;
}

async function objectKeys(prefix = ""): Promise<string[]> {
  const keys: string[] = [];
  let cursor: string | undefined;
  do {
    const page = await env.DOCUMENTS.list({ prefix, cursor });
    keys.push(...page.objects.map((o) => o.key));
    cursor = page.truncated ? page.cursor : undefined;
  } while (cursor);
  return keys;
}

describe("DELETE /api/admin/users/{id} leaves nothing of the user behind", () => {
  it("removes every R2 object and every row of the user, keeps the payment anonymised, and leaves another user whole", async () => {
    const admin = await signedInAdmin();
    const victim = await signedInUser();
    const bystander = await signedInUser();
    const victimId = await giveEverything(victim);
    const bystanderId = await giveEverything(bystander);

    const before = await rowsOf(victimId, victim.email);
    const bystanderBefore = await rowsOf(bystanderId, bystander.email);
    // The set-up really reaches every table it should, so "0 after" means something.
    for (const table of [
      "users",
      "documents",
      "analyses",
      "documents_fts",
      "feedback",
      "cases",
      "deadlines",
      "court_closed_days",
      "sessions",
      "email_tokens",
      "payments",
      "subscriptions",
      "audit_log",
      "outbox",
    ]) {
      expect(before[table], table).toBeGreaterThan(0);
    }
    expect((await objectKeys(userPrefix(victimId))).length).toBeGreaterThanOrEqual(3);
    const bystanderObjects = await objectKeys(userPrefix(bystanderId));

    const res = await admin.client.request(`/api/admin/users/${victimId}`, { method: "DELETE" });
    expect(res.status, await res.clone().text()).toBe(200);
    expect(await res.json()).toMatchObject({ deleted: true, id: victimId });

    const after = await rowsOf(victimId, victim.email);
    expect(
      Object.values(after).every((n) => n === 0),
      JSON.stringify(after),
    ).toBe(true);
    expect(Object.keys(after).length).toBeGreaterThanOrEqual(Object.keys(before).length);
    expect(await objectKeys(userPrefix(victimId))).toEqual([]);
    expect((await objectKeys()).filter((k) => k.includes(victimId))).toEqual([]);

    expect(await rowsOf(bystanderId, bystander.email)).toEqual(bystanderBefore);
    expect(await objectKeys(userPrefix(bystanderId))).toEqual(bystanderObjects);
    expect((await bystander.client.request("/api/documents/analyses")).status).toBe(200);

    // The payment stays for the accounting period, with nothing that names the person.
    const kept = await env.DB.prepare("SELECT * FROM retained_payments WHERE id = ?")
      .bind(`pay_${victimId}`)
      .first<Record<string, unknown>>();
    expect(kept).toMatchObject({ amount: 4900, currency: "brl", stripe_invoice_id: `in_${victimId}` });
    expect(kept?.retain_until).toBe(Date.UTC(2032, 0, 1));
    expect(Object.keys(kept ?? {})).not.toContain("user_id");
    // The daily job lets it go once the period is over, not before.
    const deps = createDeps(env, { appUrl: "http://causa.test" });
    const stillKept = () =>
      env.DB.prepare("SELECT count(*) AS n FROM retained_payments WHERE id = ?")
        .bind(`pay_${victimId}`)
        .first<{ n: number }>();
    await purgeExpiredPayments(deps, new Date(Date.UTC(2031, 11, 31)));
    expect((await stillKept())?.n).toBe(1);
    await purgeExpiredPayments(deps, new Date(Date.UTC(2032, 0, 2)));
    expect((await stillKept())?.n).toBe(0);

    // The admin audit log keeps who deleted whom, and when.
    const audit = await env.DB.prepare(
      "SELECT action, admin_id, target_email FROM admin_audit_log WHERE target_user_id = ? ORDER BY created_at, action DESC",
    )
      .bind(victimId)
      .all();
    expect(audit.results).toEqual([
      { action: "user.deletion_started", admin_id: admin.id, target_email: victim.email },
      { action: "user.deleted", admin_id: admin.id, target_email: victim.email },
    ]);
    const login = await client().request("/api/auth/login", {
      method: "POST",
      json: { email: victim.email, password: PASSWORD },
    });
    expect(login.status).toBe(401);
  });

  it("resumes after a failed step; meanwhile the account cannot log in or be edited", async () => {
    const admin = await signedInAdmin();
    const victim = await signedInUser();
    const victimId = await giveEverything(victim);
    const actorRow = await env.DB.prepare("SELECT * FROM users WHERE id = ?").bind(admin.id).first();
    // R2 fails once, as a real outage would: the binding answers with an error on delete.
    const failing = new Proxy(env.DOCUMENTS, {
      get(target, prop) {
        if (prop === "delete") return () => Promise.reject(new Error("R2 unavailable"));
        const value = Reflect.get(target, prop);
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
    const deps = createDeps({ ...env, DOCUMENTS: failing }, { appUrl: "http://causa.test" });
    const actor = { user: { ...(actorRow as object), id: admin.id, email: admin.email } as never, requestId: "r-1" };
    await expect(deleteUser(deps, actor, victimId)).rejects.toThrow("R2 unavailable");

    expect((await victim.client.request("/api/auth/user")).status).toBe(401);
    // Even a session row that slipped in (a login racing the mark) does not let the user in meanwhile.
    const token = victim.client.cookie?.split("=")[1] ?? "";
    const { sid } = JSON.parse(atob((token.split(".")[1] ?? "").replace(/-/g, "+").replace(/_/g, "/"))) as {
      sid: string;
    };
    await env.DB.prepare(
      "INSERT INTO sessions (id, user_id, expires_at, created_at, updated_at) VALUES (?1, ?2, ?3, 1, 1)",
    )
      .bind(sid, victimId, Date.now() + 86_400_000)
      .run();
    expect((await victim.client.request("/api/auth/user")).status).toBe(401);
    expect((await victim.client.request("/api/documents/analyses")).status).toBe(401);
    const login = await client().request("/api/auth/login", {
      method: "POST",
      json: { email: victim.email, password: PASSWORD },
    });
    expect(login.status).toBe(409);
    expect(await login.json()).toMatchObject({ error: { code: "ACCOUNT_BEING_DELETED" } });
    const detail = (await (await admin.client.request(`/api/admin/users/${victimId}`)).json()) as { deleting: boolean };
    expect(detail.deleting).toBe(true);
    const edit = await admin.client.request(`/api/admin/users/${victimId}`, {
      method: "PATCH",
      json: { subscriptionTier: "enterprise" },
    });
    expect(edit.status).toBe(409);
    expect(await edit.json()).toMatchObject({ error: { code: "ACCOUNT_BEING_DELETED" } });
    expect((await objectKeys(userPrefix(victimId))).length).toBeGreaterThan(0);

    const resumed = await admin.client.request(`/api/admin/users/${victimId}`, { method: "DELETE" });
    expect(resumed.status).toBe(200);
    expect(await objectKeys(userPrefix(victimId))).toEqual([]);
    const after = await rowsOf(victimId, victim.email);
    expect(
      Object.values(after).every((n) => n === 0),
      JSON.stringify(after),
    ).toBe(true);
    const started = await env.DB.prepare(
      "SELECT count(*) AS n FROM admin_audit_log WHERE target_user_id = ? AND action = 'user.deletion_started'",
    )
      .bind(victimId)
      .first<{ n: number }>();
    expect(started?.n).toBe(1);
  });

  it("refuses while the user has a paid subscription still billing, and changes nothing", async () => {
    const admin = await signedInAdmin();
    const payer = await signedInUser();
    const id = await userId(payer.email);
    await env.DB.prepare(
      "INSERT INTO subscriptions (id, user_id, tier, status, created_at, updated_at) VALUES (?1, ?2, 'professional', 'active', 1, 1)",
    )
      .bind(`sub_${id}`, id)
      .run();
    const res = await admin.client.request(`/api/admin/users/${id}`, { method: "DELETE" });
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({ error: { code: "SUBSCRIPTION_ACTIVE" } });
    expect((await payer.client.request("/api/auth/user")).status).toBe(200);
  });

  it("answers 404 for an unknown id", async () => {
    const admin = await signedInAdmin();
    const res = await admin.client.request("/api/admin/users/usr_nobody", { method: "DELETE" });
    expect(res.status).toBe(404);
  });
});
