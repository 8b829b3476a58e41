import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, inject, it } from "vitest";
import { app } from "../../app.ts";
import { createDeps } from "../../lib/deps.ts";
import { AppError } from "../../lib/errors.ts";
import { client, comparable, outboxFor, signedInUser } from "../../test/helpers.ts";
import { EMAILS_PER_ACCOUNT_PER_HOUR, forgotPassword } from "./auth.service.ts";

// Production sends through the real HTTP adapter, here to the loopback fake e-mail API (email-api-fake.global.mjs).
const api = inject("emailApiUrl");
const production = {
  APP_ENV: "production",
  EMAIL_PROVIDER: "http",
  EMAIL_API_URL: `${api}/emails`,
  EMAIL_API_KEY: "k",
};

async function sentTo(to: string): Promise<string> {
  const all = (await (await fetch(`${api}/sent`)).json()) as { body: { to: string[] } }[];
  return JSON.stringify(all.filter((r) => r.body.to.includes(to)));
}

/** POST /api/auth/forgot-password as a client on `origin` (its Host), against the app with `vars` overriding env. */
async function forgotOn(origin: string, email: string, vars: Partial<Env>) {
  const ctx = createExecutionContext();
  const res = await app.fetch(
    new Request(`${origin}/api/auth/forgot-password`, {
      method: "POST",
      headers: { "content-type": "application/json", origin, "cf-connecting-ip": "10.77.0.1" },
      body: JSON.stringify({ email }),
    }),
    { ...env, ...vars },
    ctx,
  );
  await waitOnExecutionContext(ctx);
  return res;
}

// Finding 3 (issue #18): a forged Host put http://evil.example/... in a reset e-mail when APP_URL was unset.
describe("e-mail links never come from the request's Host", () => {
  it("outside development without APP_URL, a forged Host gets the usual answer and no e-mail with its link", async () => {
    const { email } = await signedInUser();
    const res = await forgotOn("http://evil.example", email, { ...production, APP_URL: "" });
    expect(res.status).toBe(200);
    expect(await sentTo(email)).toBe("[]");
  });

  it("outside development the service refuses with a clear configuration error", async () => {
    const { email } = await signedInUser();
    const deps = createDeps({ ...env, APP_ENV: "production", APP_URL: "" }, { appUrl: "http://evil.example" });
    const err = await forgotPassword(deps, email).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AppError);
    expect((err as AppError).code).toBe("APP_URL_NOT_CONFIGURED");
  });

  it("with APP_URL set, a forged Host changes nothing in the link", async () => {
    const { email } = await signedInUser();
    await forgotOn("http://evil.example", email, { ...production, APP_URL: "https://causa.example.com" });
    const sent = await sentTo(email);
    expect(sent).toContain("https://causa.example.com/reset-password?token=");
    expect(sent).not.toContain("evil.example");
  });
});

// Finding 4 (issue #18): one address received 31 reset e-mails in a minute.
describe("link e-mails per account per hour", () => {
  it(`sends at most ${EMAILS_PER_ACCOUNT_PER_HOUR} verification + reset e-mails an hour, answering the same every time`, async () => {
    const { email } = await signedInUser();
    const answers: unknown[] = [];
    for (let i = 0; i < 8; i++) {
      const c = client();
      answers.push(await comparable(await c.request("/api/auth/forgot-password", { method: "POST", json: { email } })));
    }
    for (const a of answers) expect(a).toEqual(answers[0]);
    // Give the after-answer sends time to land, then count: 1 verification + 4 resets.
    await new Promise((r) => setTimeout(r, 500));
    const mails = await outboxFor(email, EMAILS_PER_ACCOUNT_PER_HOUR + 1);
    expect(mails.length).toBe(EMAILS_PER_ACCOUNT_PER_HOUR);
  });

  it("an unknown address answers exactly like a capped one", async () => {
    const c = client();
    const unknown = await comparable(
      await c.request("/api/auth/forgot-password", { method: "POST", json: { email: "nobody.at.all@firm.test" } }),
    );
    const { email } = await signedInUser();
    for (let i = 0; i < EMAILS_PER_ACCOUNT_PER_HOUR; i++)
      await client().request("/api/auth/forgot-password", { method: "POST", json: { email } });
    const capped = await comparable(
      await client().request("/api/auth/forgot-password", { method: "POST", json: { email } }),
    );
    expect(capped).toEqual(unknown);
  });
});
