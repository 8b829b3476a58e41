import { env, SELF } from "cloudflare:test";

export const ORIGIN = "http://causa.test";
let ipCounter = 0;

/** A distinct client address per test, so rate limits of one test never throttle another. */
export function freshIp(): string {
  ipCounter += 1;
  return `10.9.${Math.floor(ipCounter / 250)}.${ipCounter % 250}`;
}

export interface Client {
  cookie: string | null;
  ip: string;
  request(path: string, init?: RequestInit & { json?: unknown }): Promise<Response>;
}

/** A browser-like client: same-origin Origin header, keeps the session cookie it is given. */
export function client(options: { language?: "en" | "pt"; ip?: string } = {}): Client {
  const c: Client = {
    cookie: null,
    ip: options.ip ?? freshIp(),
    async request(path, init = {}) {
      const headers = new Headers(init.headers);
      headers.set("origin", ORIGIN);
      headers.set("cf-connecting-ip", c.ip);
      if (options.language) headers.set("x-language", options.language);
      if (c.cookie && !headers.has("cookie")) headers.set("cookie", c.cookie);
      let body = init.body;
      if (init.json !== undefined) {
        headers.set("content-type", "application/json");
        body = JSON.stringify(init.json);
      }
      const res = await SELF.fetch(`${ORIGIN}${path}`, { ...init, headers, body, redirect: "manual" });
      const setCookie = res.headers.get("set-cookie");
      if (setCookie) {
        const pair = setCookie.split(";")[0] ?? "";
        c.cookie = pair.endsWith("=") ? null : pair;
      }
      return res;
    },
  };
  return c;
}

let emailCounter = 0;
export function uniqueEmail(prefix = "lawyer"): string {
  emailCounter += 1;
  return `${prefix}.${Date.now().toString(36)}.${emailCounter}@firm.test`;
}

/** The newest link in the dev outbox for an address that contains `needle`. */
export async function latestLink(to: string, needle: string): Promise<string> {
  const res = await SELF.fetch(`${ORIGIN}/api/dev/outbox?to=${encodeURIComponent(to)}`);
  const mails = (await res.json()) as { links: string[] }[];
  for (const mail of mails) {
    const link = mail.links.find((l) => l.includes(needle));
    if (link) return link;
  }
  throw new Error(`no ${needle} link for ${to}`);
}

/** Registers, verifies through the e-mailed link, and logs in. Returns the signed-in client. */
export async function signedInUser(options: { language?: "en" | "pt"; email?: string; firstName?: string } = {}) {
  const email = options.email ?? uniqueEmail();
  const c = client({ language: options.language });
  const reg = await c.request("/api/auth/register", {
    method: "POST",
    json: { email, password: "correct horse battery", firstName: options.firstName ?? "Ana", lastName: "Souza" },
  });
  if (reg.status !== 201) throw new Error(`register failed: ${reg.status} ${await reg.text()}`);
  const link = await latestLink(email, "verify-email");
  const verify = await SELF.fetch(link.replace(/^https?:\/\/[^/]+/, ORIGIN), { redirect: "manual" });
  if (verify.status !== 302) throw new Error("verify failed");
  const login = await c.request("/api/auth/login", {
    method: "POST",
    json: { email, password: "correct horse battery" },
  });
  if (login.status !== 200) throw new Error(`login failed: ${login.status} ${await login.text()}`);
  return { client: c, email, env };
}
