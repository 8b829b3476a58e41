import { env, SELF } from "cloudflare:test";
import { SignJWT } from "jose";
import { describe, expect, it } from "vitest";
import { sha256Hex } from "../../lib/ids.ts";
import {
  client,
  comparable,
  latestLink,
  ORIGIN,
  openLink,
  outboxFor,
  PASSWORD,
  register,
  signedInUser,
  tokenOf,
  uniqueEmail,
} from "../../test/helpers.ts";

async function userId(email: string): Promise<string> {
  const row = await env.DB.prepare("SELECT id FROM users WHERE email = ?").bind(email).first<{ id: string }>();
  if (!row) throw new Error(`no user ${email}`);
  return row.id;
}

async function sessionCount(email: string): Promise<number> {
  const row = await env.DB.prepare("SELECT count(*) AS n FROM sessions WHERE user_id = ?")
    .bind(await userId(email))
    .first<{ n: number }>();
  return row?.n ?? 0;
}

function login(c: ReturnType<typeof client>, email: string, password = PASSWORD) {
  return c.request("/api/auth/login", { method: "POST", json: { email, password } });
}

describe("no account enumeration", () => {
  it("login answers an unknown e-mail exactly like a wrong password", async () => {
    const { client: c, email } = await signedInUser();
    const wrongPassword = await comparable(await login(c, email, "not the password"));
    const unknownEmail = await comparable(await login(client(), uniqueEmail(), "not the password"));
    expect(wrongPassword).toEqual(unknownEmail);
    expect(wrongPassword).toMatchObject({ status: 401, body: { code: "INVALID_CREDENTIALS" } });
  });

  it("login says EMAIL_NOT_VERIFIED only to someone who knows the password", async () => {
    const email = uniqueEmail();
    const c = client();
    await register(c, { email });
    const wrong = await comparable(await login(c, email, "not the password"));
    const unknown = await comparable(await login(client(), uniqueEmail(), "not the password"));
    expect(wrong).toEqual(unknown);
    expect((await login(c, email)).status).toBe(403);
  });

  it("an unknown e-mail costs a full PBKDF2 check, like a known one", async () => {
    // Not a timing benchmark (the machine is shared): both paths must at least do the 100,000-iteration work.
    const { email } = await signedInUser();
    const time = async (address: string) => {
      const start = performance.now();
      await login(client(), address, "not the password");
      return performance.now() - start;
    };
    await time(email);
    const known = await time(email);
    const unknown = await time(uniqueEmail());
    expect(unknown).toBeGreaterThan(known / 4);
  });

  it("forgot-password answers the same whether or not the account exists", async () => {
    const { email } = await signedInUser();
    const existing = await comparable(
      await client().request("/api/auth/forgot-password", { method: "POST", json: { email } }),
    );
    const missing = await comparable(
      await client().request("/api/auth/forgot-password", { method: "POST", json: { email: uniqueEmail() } }),
    );
    expect(existing).toEqual(missing);
    expect(existing).toMatchObject({ status: 200 });
  });

  it("resend-verification answers the same for unverified, verified and unknown accounts", async () => {
    const unverified = uniqueEmail();
    await register(client(), { email: unverified });
    const { email: verified } = await signedInUser();
    const answers = [];
    for (const email of [unverified, verified, uniqueEmail()]) {
      answers.push(
        await comparable(await client().request("/api/auth/resend-verification", { method: "POST", json: { email } })),
      );
    }
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[2]).toEqual(answers[0]);
  });
});

describe("e-mail tokens", () => {
  it("are stored only as their SHA-256", async () => {
    const email = uniqueEmail();
    await register(client(), { email });
    const token = tokenOf(await latestLink(email, "verify-email"));
    const rows = await env.DB.prepare("SELECT token_hash FROM email_tokens WHERE user_id = ?")
      .bind(await userId(email))
      .all<{ token_hash: string }>();
    expect(rows.results.map((r) => r.token_hash)).toEqual([await sha256Hex(token)]);
    const dump = JSON.stringify(await env.DB.prepare("SELECT * FROM email_tokens").all());
    expect(dump).not.toContain(token);
  });

  it("a verification link works once", async () => {
    const email = uniqueEmail();
    await register(client(), { email });
    const link = await latestLink(email, "verify-email");
    expect((await openLink(link)).headers.get("location")).toBe("/verify-email?status=success");
    expect((await openLink(link)).headers.get("location")).toBe("/verify-email?status=invalid");
  });

  it("a verification link expires after 24 hours", async () => {
    const email = uniqueEmail();
    await register(client(), { email });
    const id = await userId(email);
    const row = await env.DB.prepare("SELECT created_at, expires_at FROM email_tokens WHERE user_id = ?")
      .bind(id)
      .first<{ created_at: number; expires_at: number }>();
    expect((row?.expires_at ?? 0) - (row?.created_at ?? 0)).toBeGreaterThan(24 * 3_600_000 - 5_000);
    expect((row?.expires_at ?? 0) - (row?.created_at ?? 0)).toBeLessThanOrEqual(24 * 3_600_000 + 5_000);
    await env.DB.prepare("UPDATE email_tokens SET expires_at = ? WHERE user_id = ?")
      .bind(Date.now() - 1, id)
      .run();
    const res = await openLink(await latestLink(email, "verify-email"));
    expect(res.headers.get("location")).toBe("/verify-email?status=invalid");
    expect((await login(client(), email)).status).toBe(403);
  });

  it("a reset link works once", async () => {
    const { email } = await signedInUser();
    await client().request("/api/auth/forgot-password", { method: "POST", json: { email } });
    const token = tokenOf(await latestLink(email, "reset-password"));
    const first = await client().request("/api/auth/reset-password", {
      method: "POST",
      json: { token, password: "first new password" },
    });
    expect(first.status).toBe(200);
    const second = await client().request("/api/auth/reset-password", {
      method: "POST",
      json: { token, password: "second new password" },
    });
    expect(second.status).toBe(400);
    expect(await second.json()).toMatchObject({ code: "INVALID_TOKEN" });
    expect((await login(client(), email, "first new password")).status).toBe(200);
  });

  it("a reset link expires after 1 hour", async () => {
    const { email } = await signedInUser();
    await client().request("/api/auth/forgot-password", { method: "POST", json: { email } });
    // The e-mail (and its token) is sent after the answer: wait for it before reading the token's row.
    const token = tokenOf(await latestLink(email, "reset-password"));
    const id = await userId(email);
    const row = await env.DB.prepare(
      "SELECT created_at, expires_at FROM email_tokens WHERE user_id = ? AND purpose = 'reset_password'",
    )
      .bind(id)
      .first<{ created_at: number; expires_at: number }>();
    expect(Math.abs((row?.expires_at ?? 0) - (row?.created_at ?? 0) - 3_600_000)).toBeLessThan(5_000);
    await env.DB.prepare("UPDATE email_tokens SET expires_at = ? WHERE user_id = ? AND purpose = 'reset_password'")
      .bind(Date.now() - 1, id)
      .run();
    const res = await client().request("/api/auth/reset-password", {
      method: "POST",
      json: { token, password: "too late password" },
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: "INVALID_TOKEN" });
    expect((await login(client(), email)).status).toBe(200);
  });

  it("a verification token cannot reset a password, nor a reset token verify an address", async () => {
    const email = uniqueEmail();
    await register(client(), { email });
    const verifyToken = tokenOf(await latestLink(email, "verify-email"));
    const asReset = await client().request("/api/auth/reset-password", {
      method: "POST",
      json: { token: verifyToken, password: "hijacked password" },
    });
    expect(asReset.status).toBe(400);
    await client().request("/api/auth/forgot-password", { method: "POST", json: { email } });
    const resetToken = tokenOf(await latestLink(email, "reset-password"));
    const asVerify = await SELF.fetch(`${ORIGIN}/api/auth/verify-email?token=${resetToken}`, { redirect: "manual" });
    expect(asVerify.headers.get("location")).toBe("/verify-email?status=invalid");
  });
});

describe("sessions", () => {
  it("logout revokes the session on the server: a copy of the old cookie no longer works", async () => {
    const { client: c, email } = await signedInUser();
    const stolen = c.cookie;
    expect(await sessionCount(email)).toBe(1);
    await c.request("/api/auth/logout", { method: "POST" });
    expect(await sessionCount(email)).toBe(0);
    const replay = client();
    replay.cookie = stolen;
    expect((await replay.request("/api/auth/user")).status).toBe(401);
  });

  it("logout ends only that session, not the user's other devices", async () => {
    const { client: laptop, email } = await signedInUser();
    const phone = client();
    await login(phone, email);
    await laptop.request("/api/auth/logout", { method: "POST" });
    expect((await phone.request("/api/auth/user")).status).toBe(200);
  });

  it("a password reset revokes every session of the account", async () => {
    const { client: laptop, email } = await signedInUser();
    const phone = client();
    await login(phone, email);
    expect(await sessionCount(email)).toBe(2);
    await client().request("/api/auth/forgot-password", { method: "POST", json: { email } });
    const token = tokenOf(await latestLink(email, "reset-password"));
    const reset = await phone.request("/api/auth/reset-password", {
      method: "POST",
      json: { token, password: "locked everyone out" },
    });
    expect(reset.status).toBe(200);
    expect(await sessionCount(email)).toBe(0);
    expect((await laptop.request("/api/auth/user")).status).toBe(401);
  });

  it("rejects a token signed with another secret", async () => {
    const { client: c, email } = await signedInUser();
    const sid = await env.DB.prepare("SELECT id FROM sessions WHERE user_id = ?")
      .bind(await userId(email))
      .first<{ id: string }>();
    const forged = await new SignJWT({ sid: sid?.id })
      .setProtectedHeader({ alg: "HS256" })
      .setExpirationTime("1h")
      .sign(new TextEncoder().encode("not-the-server-secret-0123456789"));
    c.cookie = `causa_session=${forged}`;
    expect((await c.request("/api/auth/user")).status).toBe(401);
  });

  it("rejects an unsigned (alg none) token and garbage", async () => {
    const header = btoa(JSON.stringify({ alg: "none" })).replace(/=+$/, "");
    const payload = btoa(JSON.stringify({ sid: "ses_x" })).replace(/=+$/, "");
    for (const value of [`${header}.${payload}.`, "garbage"]) {
      const c = client();
      c.cookie = `causa_session=${value}`;
      expect((await c.request("/api/auth/user")).status).toBe(401);
    }
  });

  it("an expired session row is not accepted even with a valid token", async () => {
    const { client: c, email } = await signedInUser();
    await env.DB.prepare("UPDATE sessions SET expires_at = ? WHERE user_id = ?")
      .bind(Date.now() - 1, await userId(email))
      .run();
    expect((await c.request("/api/auth/user")).status).toBe(401);
  });
});

describe("session cookie", () => {
  it("is HttpOnly, SameSite=Lax, Path=/ and lasts 30 days; not Secure on plain-http development", async () => {
    const { email } = await signedInUser();
    const res = await login(client(), email);
    const cookie = res.headers.get("set-cookie") ?? "";
    expect(cookie).toMatch(/^causa_session=[\w-]+\.[\w-]+\.[\w-]+;/);
    expect(cookie).toContain("HttpOnly");
    expect(cookie).toContain("SameSite=Lax");
    expect(cookie).toContain("Path=/");
    expect(cookie).not.toContain("Secure");
    const expires = Date.parse(/Expires=([^;]+)/.exec(cookie)?.[1] ?? "");
    expect(Math.abs(expires - (Date.now() + 30 * 86_400_000))).toBeLessThan(60_000);
  });

  it("is Secure over https", async () => {
    const { email } = await signedInUser();
    const res = await SELF.fetch("https://causa.test/api/auth/login", {
      method: "POST",
      headers: { origin: "https://causa.test", "content-type": "application/json", "cf-connecting-ip": "10.200.0.1" },
      body: JSON.stringify({ email, password: PASSWORD }),
    });
    expect(res.status).toBe(200);
    const cookie = res.headers.get("set-cookie") ?? "";
    expect(cookie).toContain("Secure");
    expect(cookie).toContain("HttpOnly");
    expect(cookie).toContain("SameSite=Lax");
  });
});

describe("rate limits", () => {
  it("login: the 11th attempt in a minute for one address and e-mail answers 429 with a clear message", async () => {
    const c = client();
    const email = uniqueEmail();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await login(c, email, `guess ${i}`)).status);
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses[10]).toBe(429);
    const res = await login(c, email);
    expect(res.status).toBe(429);
    expect(res.headers.get("retry-after")).toBe("60");
    expect(await res.json()).toMatchObject({
      code: "RATE_LIMITED",
      message: "Too many attempts. Please wait a minute and try again.",
    });
    // Another client address is not throttled by it.
    expect((await login(client(), email, "guess")).status).toBe(401);
  });

  it("the limit message is in Portuguese for a Portuguese visitor", async () => {
    const c = client({ language: "pt" });
    const email = uniqueEmail();
    let last: Response | undefined;
    for (let i = 0; i < 11; i++)
      last = await c.request("/api/auth/forgot-password", { method: "POST", json: { email } });
    expect(last?.status).toBe(429);
    expect(await last?.json()).toMatchObject({ message: "Muitas tentativas. Aguarde um minuto e tente novamente." });
  });

  it.each([
    ["register", (email: string) => ({ email, password: PASSWORD, firstName: "Ana", lastName: "Souza" })],
    ["resend-verification", (email: string) => ({ email })],
    ["forgot-password", (email: string) => ({ email })],
  ])("%s is limited to 10 a minute per address and e-mail", async (action, body) => {
    const c = client();
    const email = uniqueEmail();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++)
      statuses.push((await c.request(`/api/auth/${action}`, { method: "POST", json: body(email) })).status);
    expect(statuses.slice(0, 10)).not.toContain(429);
    expect(statuses[10]).toBe(429);
  });

  it("one address spraying many e-mails is stopped after 60 a minute", async () => {
    const c = client();
    const statuses: number[] = [];
    for (let i = 0; i < 61; i++)
      statuses.push(
        (await c.request("/api/auth/forgot-password", { method: "POST", json: { email: uniqueEmail() } })).status,
      );
    expect(statuses.slice(0, 60)).not.toContain(429);
    expect(statuses[60]).toBe(429);
  });
});

describe("Origin check (CSRF)", () => {
  it("refuses a login posted from another site with 403 ORIGIN_MISMATCH", async () => {
    const { email } = await signedInUser();
    const res = await SELF.fetch(`${ORIGIN}/api/auth/login`, {
      method: "POST",
      headers: { origin: "https://evil.example", "content-type": "application/json", "cf-connecting-ip": "10.200.0.2" },
      body: JSON.stringify({ email, password: PASSWORD }),
    });
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ code: "ORIGIN_MISMATCH" });
    expect(res.headers.get("set-cookie")).toBeNull();
  });

  it("refuses a cross-site logout and leaves the session alive", async () => {
    const { client: c } = await signedInUser();
    const res = await SELF.fetch(`${ORIGIN}/api/auth/logout`, {
      method: "POST",
      headers: { origin: "http://causa.test.evil.example", cookie: c.cookie ?? "" },
    });
    expect(res.status).toBe(403);
    expect((await c.request("/api/auth/user")).status).toBe(200);
  });

  it("refuses a state-changing request that carries a cookie but no Origin", async () => {
    const { client: c } = await signedInUser();
    const res = await SELF.fetch(`${ORIGIN}/api/auth/logout`, { method: "POST", headers: { cookie: c.cookie ?? "" } });
    expect(res.status).toBe(403);
    expect((await c.request("/api/auth/user")).status).toBe(200);
  });

  it("refuses Origin: null (sandboxed frames, some redirects)", async () => {
    const res = await SELF.fetch(`${ORIGIN}/api/auth/forgot-password`, {
      method: "POST",
      headers: { origin: "null", "content-type": "application/json" },
      body: JSON.stringify({ email: uniqueEmail() }),
    });
    expect(res.status).toBe(403);
  });

  it("accepts a cookieless request without Origin (curl, server tools) and any GET", async () => {
    const email = uniqueEmail();
    const res = await SELF.fetch(`${ORIGIN}/api/auth/forgot-password`, {
      method: "POST",
      headers: { "content-type": "application/json", "cf-connecting-ip": "10.200.0.3" },
      body: JSON.stringify({ email }),
    });
    expect(res.status).toBe(200);
    const get = await SELF.fetch(`${ORIGIN}/api/auth/user`, { headers: { origin: "https://evil.example" } });
    expect(get.status).toBe(401);
  });
});

describe("what the API reveals", () => {
  it("never returns the password hash", async () => {
    const { client: c, email } = await signedInUser();
    const loginBody = await (await login(c, email)).text();
    const me = await (await c.request("/api/auth/user")).text();
    for (const text of [loginBody, me]) expect(text).not.toMatch(/passwordHash|pbkdf2/i);
  });

  it("the e-mails carry the link but never the password", async () => {
    const email = uniqueEmail();
    await register(client(), { email });
    const [mail] = await outboxFor(email);
    expect(`${mail?.text}${mail?.html}`).not.toContain(PASSWORD);
  });

  it("escapes HTML in names placed in the e-mail", async () => {
    const email = uniqueEmail();
    await register(client(), { email, firstName: "<script>alert(1)</script>" });
    const [mail] = await outboxFor(email);
    expect(mail?.html).not.toContain("<script>");
    expect(mail?.html).toContain("&#60;script&#62;");
  });
});

describe("review follow-ups", () => {
  it("kills every other reset link when a password is reset", async () => {
    const { client: c, email } = await signedInUser();
    for (let i = 0; i < 2; i++) {
      await client().request("/api/auth/forgot-password", { method: "POST", json: { email } });
    }
    // Verification + two reset e-mails (sent after the answer, so wait for them).
    const mails = await outboxFor(email, 3);
    const tokens = mails
      .flatMap((m) => m.links)
      .filter((l) => l.includes("reset-password"))
      .map((l) => new URL(l).searchParams.get("token"));
    expect(tokens.length).toBeGreaterThanOrEqual(2);
    const first = await client().request("/api/auth/reset-password", {
      method: "POST",
      json: { token: tokens[0], password: "a brand new password" },
    });
    expect(first.status).toBe(200);
    const second = await client().request("/api/auth/reset-password", {
      method: "POST",
      json: { token: tokens[1], password: "another new password" },
    });
    expect(second.status).toBe(400);
    expect(c).toBeTruthy();
  });

  it("ignores a forged X-Forwarded-For when counting attempts per client", async () => {
    const email = `xff.${Date.now()}@firm.test`;
    const statuses: number[] = [];
    const shared = client();
    for (let i = 0; i < 12; i++) {
      const res = await shared.request("/api/auth/login", {
        method: "POST",
        headers: { "x-forwarded-for": `203.0.113.${i}` },
        json: { email, password: "wrong password" },
      });
      statuses.push(res.status);
    }
    expect(statuses).toContain(429);
  });
});
