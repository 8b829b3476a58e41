import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, inject, it } from "vitest";
import { app } from "../../app.ts";
import { AppError } from "../../lib/errors.ts";
import { client, freshIp, ORIGIN, outboxFor, register, uniqueEmail } from "../../test/helpers.ts";
import { emailProviderFromEnv, httpEmailProvider } from "./email.ts";

// The real adapter over real HTTP: a loopback fake of a Resend-style API runs on the Node side
// (worker/test/email-api-fake.global.mjs) and records what it receives.
const api = inject("emailApiUrl");

interface Received {
  headers: Record<string, string>;
  body: { from: string; to: string[]; subject: string; text: string; html: string };
}

async function received(to: string): Promise<Received[]> {
  const all = (await (await fetch(`${api}/sent`)).json()) as Received[];
  return all.filter((r) => r.body.to.includes(to));
}

const message = (to: string) => ({ to, subject: "Hello", text: "Plain text", html: "<p>Plain text</p>" });

describe("httpEmailProvider", () => {
  it("POSTs a Resend-style JSON body with the bearer key", async () => {
    const to = uniqueEmail();
    const provider = httpEmailProvider({
      apiUrl: `${api}/emails`,
      apiKey: "test-key",
      from: "Causa <no-reply@x.test>",
    });
    expect(provider.name).toBe("http");
    await provider.send(message(to));
    const [got] = await received(to);
    expect(got?.headers.authorization).toBe("Bearer test-key");
    expect(got?.headers["content-type"]).toBe("application/json");
    expect(got?.body).toEqual({
      from: "Causa <no-reply@x.test>",
      to: [to],
      subject: "Hello",
      text: "Plain text",
      html: "<p>Plain text</p>",
    });
  });

  it("turns a provider failure into PROVIDER_ERROR without leaking the provider's body", async () => {
    const provider = httpEmailProvider({ apiUrl: `${api}/emails`, apiKey: "fail-key", from: "x@x.test" });
    const error = await provider.send(message(uniqueEmail())).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).code).toBe("PROVIDER_ERROR");
    expect((error as AppError).message).not.toContain("suspended");
  });
});

describe("emailProviderFromEnv", () => {
  it("uses the dev outbox only when chosen, and never in staging or production", () => {
    expect(emailProviderFromEnv({ ...env, EMAIL_PROVIDER: "outbox" }).name).toBe("outbox");
    // Unset is not a choice: a deployment missing the setting must not store reset links where anyone can read them.
    expect(() => emailProviderFromEnv({ ...env, EMAIL_PROVIDER: "" })).toThrow(/EMAIL_PROVIDER/);
    expect(() => emailProviderFromEnv({ ...env, EMAIL_PROVIDER: "outbox", APP_ENV: "production" })).toThrow(
      /EMAIL_PROVIDER/,
    );
  });

  it("uses the HTTP API with EMAIL_PROVIDER=http and refuses to start without a key", () => {
    expect(() => emailProviderFromEnv({ ...env, EMAIL_PROVIDER: "http", EMAIL_API_KEY: "" })).toThrow(/EMAIL_API_KEY/);
    expect(emailProviderFromEnv({ ...env, EMAIL_PROVIDER: "http", EMAIL_API_KEY: "k" }).name).toBe("http");
  });

  it("sends a registration's verification e-mail through the HTTP API, in the user's language, not to the outbox", async () => {
    const to = uniqueEmail();
    const httpEnv = {
      ...env,
      EMAIL_PROVIDER: "http",
      EMAIL_API_URL: `${api}/emails`,
      EMAIL_API_KEY: "prod-key",
      EMAIL_FROM: "Causa <no-reply@causa.example>",
      APP_URL: "https://causa.example.com",
    };
    const ctx = createExecutionContext();
    const res = await app.fetch(
      new Request(`${ORIGIN}/api/auth/register`, {
        method: "POST",
        headers: {
          origin: ORIGIN,
          "content-type": "application/json",
          "x-language": "pt",
          "cf-connecting-ip": freshIp(),
        },
        body: JSON.stringify({ email: to, password: "correct horse battery", firstName: "Rita", lastName: "Lima" }),
      }),
      httpEnv,
      ctx,
    );
    await waitOnExecutionContext(ctx);
    expect(res.status).toBe(201);
    const [got] = await received(to);
    expect(got?.headers.authorization).toBe("Bearer prod-key");
    expect(got?.body.from).toBe("Causa <no-reply@causa.example>");
    expect(got?.body.subject).toBe("Confirme seu e-mail no Causa");
    // Links in e-mails use APP_URL when it is set.
    expect(got?.body.text).toMatch(/https:\/\/causa\.example\.com\/api\/auth\/verify-email\?token=[\w-]{43}/);
    expect(await outboxFor(to)).toEqual([]);
  });
});

describe("e-mails sent after the answer", () => {
  it("forgot-password answers an existing account exactly like an unknown one, even when the provider fails", async () => {
    const email = uniqueEmail();
    await register(client(), { email });
    const failingEnv = { ...env, EMAIL_PROVIDER: "http", EMAIL_API_URL: `${api}/emails`, EMAIL_API_KEY: "fail-key" };
    const ask = async (address: string) => {
      const ctx = createExecutionContext();
      const res = await app.fetch(
        new Request(`${ORIGIN}/api/auth/forgot-password`, {
          method: "POST",
          headers: { origin: ORIGIN, "content-type": "application/json", "cf-connecting-ip": freshIp() },
          body: JSON.stringify({ email: address }),
        }),
        failingEnv,
        ctx,
      );
      const answer = { status: res.status, body: await res.json() };
      await waitOnExecutionContext(ctx);
      return answer;
    };
    const existing = await ask(email);
    expect(existing).toEqual(await ask(uniqueEmail()));
    expect(existing.status).toBe(200);
  });

  it("registration still succeeds when the provider fails, and a later resend delivers the link", async () => {
    const email = uniqueEmail();
    const send = async (path: string, body: unknown, key: string) => {
      const ctx = createExecutionContext();
      const res = await app.fetch(
        new Request(`${ORIGIN}${path}`, {
          method: "POST",
          headers: { origin: ORIGIN, "content-type": "application/json", "cf-connecting-ip": freshIp() },
          body: JSON.stringify(body),
        }),
        { ...env, EMAIL_PROVIDER: "http", EMAIL_API_URL: `${api}/emails`, EMAIL_API_KEY: key },
        ctx,
      );
      await waitOnExecutionContext(ctx);
      return res;
    };
    const reg = await send(
      "/api/auth/register",
      { email, password: "correct horse battery", firstName: "Ana", lastName: "Souza" },
      "fail-key",
    );
    expect(reg.status).toBe(201);
    expect(await received(email)).toEqual([]);
    expect((await send("/api/auth/resend-verification", { email }, "good-key")).status).toBe(200);
    const [got] = await received(email);
    expect(got?.body.text).toContain("/api/auth/verify-email?token=");
  });
});
