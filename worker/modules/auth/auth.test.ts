import { createExecutionContext, env, SELF, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { app } from "../../app.ts";
import {
  client,
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

interface ErrorAnswer {
  message: string;
  code: string;
  email?: string;
  error: { code: string; message: string; requestId: string };
}

async function userRow(email: string) {
  return env.DB.prepare("SELECT * FROM users WHERE email = ?").bind(email.toLowerCase()).first<{
    id: string;
    password_hash: string;
    email_verified: number;
    is_admin: number;
    subscription_tier: string;
    trial_documents_remaining: number;
    trial_expires_at: number;
    language: string;
  }>();
}

async function registeredAndVerified(email = uniqueEmail()) {
  const c = client();
  expect((await register(c, { email })).status).toBe(201);
  expect((await openLink(await latestLink(email, "verify-email"))).headers.get("location")).toBe(
    "/verify-email?status=success",
  );
  return { c, email };
}

describe("POST /api/auth/register", () => {
  it("creates a trial account with 10 documents for 7 days and answers 201 with email and message", async () => {
    const email = uniqueEmail();
    const before = Date.now();
    const res = await register(client(), { email });
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({
      email,
      message: "Registration Successful! Please check your email to verify your account before logging in.",
    });
    const row = await userRow(email);
    expect(row).toMatchObject({ subscription_tier: "trial", trial_documents_remaining: 10, email_verified: 0 });
    const sevenDays = 7 * 86_400_000;
    expect(row?.trial_expires_at).toBeGreaterThanOrEqual(before + sevenDays);
    expect(row?.trial_expires_at).toBeLessThanOrEqual(Date.now() + sevenDays);
  });

  it("stores the password as PBKDF2-SHA256 with its parameters, never in clear", async () => {
    const email = uniqueEmail();
    await register(client(), { email });
    const hash = (await userRow(email))?.password_hash ?? "";
    expect(hash).toMatch(/^pbkdf2-sha256\$100000\$[A-Za-z0-9+/=]{24}\$[A-Za-z0-9+/=]{44}$/);
    expect(hash).not.toContain(PASSWORD);
  });

  it("sends a verification e-mail whose link points at /api/auth/verify-email", async () => {
    const email = uniqueEmail();
    await register(client(), { email });
    const [mail] = await outboxFor(email);
    expect(mail?.subject).toBe("Verify your email for Causa");
    expect(mail?.text).toContain("Hello, Ana.");
    expect(mail?.links[0]).toMatch(/^http:\/\/causa\.test\/api\/auth\/verify-email\?token=[A-Za-z0-9_-]{43}$/);
    expect(mail?.html).toContain(mail?.links[0]);
  });

  it("writes the message and the e-mail in Portuguese for a Portuguese visitor", async () => {
    const email = uniqueEmail();
    const res = await register(client({ language: "pt" }), { email });
    expect(((await res.json()) as { message: string }).message).toBe(
      "Cadastro realizado! Verifique seu e-mail para ativar sua conta antes de entrar.",
    );
    expect((await userRow(email))?.language).toBe("pt");
    const [mail] = await outboxFor(email);
    expect(mail?.subject).toBe("Confirme seu e-mail no Causa");
    expect(mail?.text).toContain("Olá, Ana.");
  });

  it("stores the address lower-cased and refuses the same address in other case with EMAIL_EXISTS", async () => {
    const email = uniqueEmail("Dra.Marta");
    expect((await register(client(), { email: email.toUpperCase() })).status).toBe(201);
    expect(await userRow(email)).not.toBeNull();
    const again = await register(client(), { email });
    expect(again.status).toBe(409);
    const body = (await again.json()) as ErrorAnswer;
    expect(body).toMatchObject({ code: "EMAIL_EXISTS", message: "Email already exists." });
    expect(body.error).toMatchObject({ code: "EMAIL_EXISTS", message: "Email already exists." });
  });

  it("rejects a password shorter than 8 characters with a clear message", async () => {
    const res = await register(client(), { email: uniqueEmail(), password: "short" });
    expect(res.status).toBe(400);
    const body = (await res.json()) as ErrorAnswer;
    expect(body.code).toBe("VALIDATION_ERROR");
    expect(body.message).toBe("password: The password must have at least 8 characters.");
  });

  it("requires every field and a valid e-mail address", async () => {
    const c = client();
    for (const json of [
      { email: uniqueEmail(), password: PASSWORD, firstName: "Ana" },
      { email: uniqueEmail(), password: PASSWORD, firstName: " ", lastName: "Souza" },
      { email: "not-an-email", password: PASSWORD, firstName: "Ana", lastName: "Souza" },
      {},
    ]) {
      const res = await c.request("/api/auth/register", { method: "POST", json });
      expect(res.status).toBe(400);
      expect(((await res.json()) as ErrorAnswer).code).toBe("VALIDATION_ERROR");
    }
  });

  it("answers a body that is not JSON with 400 BAD_REQUEST, not a server error", async () => {
    const res = await client().request("/api/auth/register", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{not json",
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: "BAD_REQUEST" });
  });
});

describe("GET /api/auth/verify-email", () => {
  it("verifies the address and redirects to /verify-email?status=success", async () => {
    const email = uniqueEmail();
    await register(client(), { email });
    const res = await openLink(await latestLink(email, "verify-email"));
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/verify-email?status=success");
    expect((await userRow(email))?.email_verified).toBe(1);
  });

  it("redirects an unknown or missing token to /verify-email?status=invalid", async () => {
    for (const path of ["/api/auth/verify-email?token=abcdefghijklmnop", "/api/auth/verify-email"]) {
      const res = await SELF.fetch(`${ORIGIN}${path}`, { redirect: "manual" });
      expect(res.status).toBe(302);
      expect(res.headers.get("location")).toBe("/verify-email?status=invalid");
    }
  });

  it("makes an ADMIN_EMAILS account an admin once it is verified, not before", async () => {
    const email = "Admin@Causa.test";
    const c = client();
    await register(c, { email });
    expect((await userRow(email))?.is_admin).toBe(0);
    await openLink(await latestLink(email.toLowerCase(), "verify-email"));
    expect((await userRow(email))?.is_admin).toBe(1);
    await c.request("/api/auth/login", { method: "POST", json: { email, password: PASSWORD } });
    const me = (await (await c.request("/api/auth/user")).json()) as { isAdmin: boolean };
    expect(me.isAdmin).toBe(true);
  });

  it("does not make other accounts admins", async () => {
    const { client: c } = await signedInUser();
    const me = (await (await c.request("/api/auth/user")).json()) as { isAdmin: boolean };
    expect(me.isAdmin).toBe(false);
  });
});

describe("POST /api/auth/login", () => {
  it("logs a verified user in: message, user, and a session cookie that GET /api/auth/user accepts", async () => {
    const { c, email } = await registeredAndVerified();
    const res = await c.request("/api/auth/login", { method: "POST", json: { email, password: PASSWORD } });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { message: string; user: { email: string } };
    expect(body.message).toBe("You've been logged in successfully.");
    expect(body.user.email).toBe(email);
    expect(c.cookie).toMatch(/^causa_session=/);
    const me = await c.request("/api/auth/user");
    expect(me.status).toBe(200);
  });

  it("accepts the e-mail address in any case", async () => {
    const { c, email } = await registeredAndVerified();
    const res = await c.request("/api/auth/login", {
      method: "POST",
      json: { email: `  ${email.toUpperCase()} `, password: PASSWORD },
    });
    expect(res.status).toBe(200);
  });

  it("answers EMAIL_NOT_VERIFIED with message, code and email when the password is right but unverified", async () => {
    const email = uniqueEmail();
    const c = client();
    await register(c, { email });
    const res = await c.request("/api/auth/login", { method: "POST", json: { email, password: PASSWORD } });
    expect(res.status).toBe(403);
    const body = (await res.json()) as ErrorAnswer;
    expect(body).toMatchObject({
      code: "EMAIL_NOT_VERIFIED",
      email,
      message: "Please verify your email address before logging in. Check your inbox for the verification link.",
    });
    expect(body.error.code).toBe("EMAIL_NOT_VERIFIED");
    expect(c.cookie).toBeNull();
  });

  it("answers INVALID_CREDENTIALS 'Invalid email or password.' for a wrong password", async () => {
    const { c, email } = await registeredAndVerified();
    const res = await c.request("/api/auth/login", { method: "POST", json: { email, password: "wrong password" } });
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ code: "INVALID_CREDENTIALS", message: "Invalid email or password." });
    expect(c.cookie).toBeNull();
  });

  it("answers INVALID_CREDENTIALS in Portuguese for a Portuguese visitor", async () => {
    const res = await client({ language: "pt" }).request("/api/auth/login", {
      method: "POST",
      json: { email: uniqueEmail(), password: PASSWORD },
    });
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ code: "INVALID_CREDENTIALS", message: "E-mail ou senha inválidos." });
  });

  it("requires email and password", async () => {
    const c = client();
    for (const json of [{ email: uniqueEmail() }, { password: PASSWORD }, { email: uniqueEmail(), password: "" }]) {
      const res = await c.request("/api/auth/login", { method: "POST", json });
      expect(res.status).toBe(400);
      expect(((await res.json()) as ErrorAnswer).code).toBe("VALIDATION_ERROR");
    }
  });
});

describe("GET /api/auth/user", () => {
  it("answers 401 UNAUTHORIZED without a session", async () => {
    const res = await client().request(`/api/auth/user?t=${Date.now()}`);
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ code: "UNAUTHORIZED" });
  });

  it("returns the public user (docs/requirements.md §3) without the password hash, uncached", async () => {
    const { client: c, email } = await signedInUser({ firstName: "Beatriz" });
    const res = await c.request(`/api/auth/user?t=${Date.now()}`);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const me = (await res.json()) as Record<string, unknown>;
    expect(me).toMatchObject({
      email,
      firstName: "Beatriz",
      lastName: "Souza",
      profileImageUrl: null,
      isAdmin: false,
      emailVerified: true,
      subscriptionTier: "trial",
      trialDocumentsRemaining: 10,
      documentsProcessed: 0,
    });
    expect(typeof me.id).toBe("string");
    expect(Date.parse(String(me.trialExpiresAt))).toBeGreaterThan(Date.now() + 6 * 86_400_000);
    expect(JSON.stringify(me)).not.toMatch(/password|pbkdf2/i);
  });
});

describe("POST /api/auth/logout", () => {
  it("ends the session and clears the cookie", async () => {
    const { client: c } = await signedInUser();
    const res = await c.request("/api/auth/logout", { method: "POST" });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ success: true, message: "You have been logged out." });
    expect(res.headers.get("set-cookie")).toMatch(/^causa_session=;.*Max-Age=0/);
    expect(c.cookie).toBeNull();
    expect((await c.request("/api/auth/user")).status).toBe(401);
  });

  it("answers 200 also without a session", async () => {
    const res = await client().request("/api/auth/logout", { method: "POST" });
    expect(res.status).toBe(200);
  });
});

describe("POST /api/auth/resend-verification", () => {
  it("sends a new verification link that works", async () => {
    const email = uniqueEmail();
    const c = client();
    await register(c, { email });
    const res = await c.request("/api/auth/resend-verification", { method: "POST", json: { email } });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ success: true });
    const mails = await outboxFor(email, 2);
    expect(mails).toHaveLength(2);
    const newest = mails[0]?.links[0] ?? "";
    expect(newest).not.toBe(mails[1]?.links[0]);
    expect((await openLink(newest)).headers.get("location")).toBe("/verify-email?status=success");
  });

  it("sends nothing to an account that is already verified", async () => {
    const { c, email } = await registeredAndVerified();
    const res = await c.request("/api/auth/resend-verification", { method: "POST", json: { email } });
    expect(res.status).toBe(200);
    expect(await outboxFor(email, 2)).toHaveLength(1);
  });

  it("rejects an invalid address with VALIDATION_ERROR", async () => {
    const res = await client().request("/api/auth/resend-verification", { method: "POST", json: { email: "x" } });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: "VALIDATION_ERROR" });
  });
});

describe("POST /api/auth/forgot-password and POST /api/auth/reset-password", () => {
  it("e-mails a /reset-password link; the new password works and the old one no longer does", async () => {
    const { c, email } = await registeredAndVerified();
    const res = await c.request("/api/auth/forgot-password", { method: "POST", json: { email } });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      success: true,
      message: "If an account with that email exists, a password reset link has been sent.",
    });
    const [mail] = await outboxFor(email, 2);
    expect(mail?.subject).toBe("Reset your Causa password");
    const link = await latestLink(email, "reset-password");
    expect(link).toMatch(/^http:\/\/causa\.test\/reset-password\?token=[A-Za-z0-9_-]{43}$/);

    const reset = await c.request("/api/auth/reset-password", {
      method: "POST",
      json: { token: tokenOf(link), password: "a brand new secret" },
    });
    expect(reset.status).toBe(200);
    expect(await reset.json()).toMatchObject({
      success: true,
      message: "Your password has been changed. Log in with the new password.",
    });
    const old = await c.request("/api/auth/login", { method: "POST", json: { email, password: PASSWORD } });
    expect(old.status).toBe(401);
    const fresh = await c.request("/api/auth/login", {
      method: "POST",
      json: { email, password: "a brand new secret" },
    });
    expect(fresh.status).toBe(200);
  });

  it("writes the reset e-mail in the account's language", async () => {
    const email = uniqueEmail();
    await register(client({ language: "pt" }), { email });
    await client().request("/api/auth/forgot-password", { method: "POST", json: { email } });
    const [mail] = await outboxFor(email, 2);
    expect(mail?.subject).toBe("Redefinição de senha do Causa");
  });

  it("verifies an unverified account when the reset completes (the inbox is proven)", async () => {
    const email = uniqueEmail();
    const c = client();
    await register(c, { email });
    await c.request("/api/auth/forgot-password", { method: "POST", json: { email } });
    const token = tokenOf(await latestLink(email, "reset-password"));
    await c.request("/api/auth/reset-password", { method: "POST", json: { token, password: "another secret!" } });
    const login = await c.request("/api/auth/login", { method: "POST", json: { email, password: "another secret!" } });
    expect(login.status).toBe(200);
  });

  it("rejects a new password shorter than 8 characters and keeps the token usable", async () => {
    const { c, email } = await registeredAndVerified();
    await c.request("/api/auth/forgot-password", { method: "POST", json: { email } });
    const token = tokenOf(await latestLink(email, "reset-password"));
    const short = await c.request("/api/auth/reset-password", { method: "POST", json: { token, password: "1234567" } });
    expect(short.status).toBe(400);
    expect(await short.json()).toMatchObject({
      code: "VALIDATION_ERROR",
      message: "password: The password must have at least 8 characters.",
    });
    const ok = await c.request("/api/auth/reset-password", { method: "POST", json: { token, password: "12345678" } });
    expect(ok.status).toBe(200);
  });

  it("answers INVALID_TOKEN for an unknown token", async () => {
    const res = await client().request("/api/auth/reset-password", {
      method: "POST",
      json: { token: "this-token-was-never-issued", password: "whatever123" },
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      code: "INVALID_TOKEN",
      message: "This link is invalid or has expired. Request a new one.",
    });
  });
});

describe("GET /api/login", () => {
  it("redirects to the /auth screen", async () => {
    const res = await SELF.fetch(`${ORIGIN}/api/login`, { redirect: "manual" });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/auth");
  });
});

describe("GET /api/dev/outbox", () => {
  it("lists the messages of one address, newest first, with to, subject, text, html, createdAt and links", async () => {
    const email = uniqueEmail();
    await register(client(), { email });
    const res = await SELF.fetch(`${ORIGIN}/api/dev/outbox?to=${encodeURIComponent(email.toUpperCase())}`);
    expect(res.status).toBe(200);
    const [mail] = (await res.json()) as Record<string, unknown>[];
    expect(Object.keys(mail ?? {}).sort()).toEqual(["createdAt", "html", "links", "subject", "text", "to"]);
    expect(mail?.to).toBe(email);
  });

  it("answers 404 unless EMAIL_PROVIDER=outbox", async () => {
    const ctx = createExecutionContext();
    const res = await app.fetch(
      new Request(`${ORIGIN}/api/dev/outbox?to=someone@firm.test`),
      { ...env, EMAIL_PROVIDER: "http", EMAIL_API_KEY: "k" },
      ctx,
    );
    await waitOnExecutionContext(ctx);
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ code: "NOT_FOUND" });
  });
});
