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
      if (!headers.has("origin")) headers.set("origin", ORIGIN);
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

/**
 * The newest link in the dev outbox for an address that contains `needle`. Polls briefly: resend and
 * forgot-password send their e-mail after answering.
 */
export async function latestLink(to: string, needle: string): Promise<string> {
  const deadline = Date.now() + 3_000;
  for (;;) {
    const res = await SELF.fetch(`${ORIGIN}/api/dev/outbox?to=${encodeURIComponent(to)}`);
    const mails = (await res.json()) as { links: string[] }[];
    for (const mail of mails) {
      const link = mail.links.find((l) => l.includes(needle));
      if (link) return link;
    }
    if (Date.now() > deadline) throw new Error(`no ${needle} link for ${to}`);
    await new Promise((r) => setTimeout(r, 50));
  }
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

export const PASSWORD = "correct horse battery";

/** POST /api/auth/register with sensible defaults; returns the response. */
export function register(
  c: Client,
  fields: { email: string; password?: string; firstName?: string; lastName?: string; language?: "en" | "pt" },
): Promise<Response> {
  return c.request("/api/auth/register", {
    method: "POST",
    json: { password: PASSWORD, firstName: "Ana", lastName: "Souza", ...fields },
  });
}

/** Follows an e-mailed link against the test origin (the link names whatever origin sent it). */
export function openLink(link: string): Promise<Response> {
  return SELF.fetch(link.replace(/^https?:\/\/[^/]+/, ORIGIN), { redirect: "manual" });
}

/**
 * Every message in the dev outbox for an address, newest first; with `count`, waits (briefly) until at
 * least that many arrived, since resend and forgot-password send after answering.
 */
export async function outboxFor(
  to: string,
  count = 0,
): Promise<{ subject: string; text: string; html: string; links: string[] }[]> {
  const deadline = Date.now() + 3_000;
  for (;;) {
    const res = await SELF.fetch(`${ORIGIN}/api/dev/outbox?to=${encodeURIComponent(to)}`);
    const mails = (await res.json()) as { subject: string; text: string; html: string; links: string[] }[];
    if (mails.length >= count || Date.now() > deadline) return mails;
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** The token carried by a link's `token` query parameter. */
export function tokenOf(link: string): string {
  const token = new URL(link).searchParams.get("token");
  if (!token) throw new Error(`no token in ${link}`);
  return token;
}

/** The error envelope without its per-request id, for comparing two answers. */
export async function comparable(res: Response): Promise<unknown> {
  const body = (await res.json()) as { error?: { requestId?: string } };
  if (body.error) body.error.requestId = "<id>";
  return { status: res.status, body };
}

/** A multipart body with one or more files. */
export function uploadForm(
  files: { field?: string; name: string; content: string | Uint8Array; type?: string }[],
): FormData {
  const form = new FormData();
  for (const f of files)
    form.append(f.field ?? "document", new File([f.content], f.name, { type: f.type ?? "application/octet-stream" }));
  return form;
}

/** Polls GET /api/documents/analyses until the document leaves queued/processing (the queue consumer runs in-process). */
export async function waitForDocument(c: Client, id: string, timeoutMs = 20_000): Promise<Record<string, unknown>> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const res = await c.request("/api/documents/analyses");
    const list = (await res.json()) as Record<string, unknown>[];
    const doc = list.find((d) => d.id === id);
    if (doc && (doc.status === "processed" || doc.status === "failed")) return doc;
    await new Promise((r) => setTimeout(r, 150));
  }
  throw new Error(`document ${id} was not processed within ${timeoutMs} ms`);
}
