// For benchmarks that need the running product: a fresh local database, `wrangler dev` on a free port, and a
// signed-in, verified user (through the real API and the dev outbox). Loopback only.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { bin, freePort, run, startWrangler, waitFor } from "../scripts/lib.mjs";

export async function startApp({ build = false } = {}) {
  const persistTo = mkdtempSync(join(tmpdir(), "causa-bench-"));
  if (build) run(bin("vite"), ["build", "--logLevel", "silent"]);
  run(bin("wrangler"), ["d1", "migrations", "apply", "DB", "--local", "--persist-to", persistTo], {
    env: { CI: "true" },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const port = await freePort();
  const server = startWrangler({
    port,
    inspectorPort: await freePort(),
    persistTo,
    env: { SESSION_SECRET: "bench-session-secret-0123456789abcdef", EMAIL_PROVIDER: "outbox", LLM_PROVIDER: "local" },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const baseURL = `http://127.0.0.1:${port}`;
  await waitFor(`${baseURL}/api/health`);
  return {
    baseURL,
    persistTo,
    /** Stops wrangler; the local database and bucket are removed unless `keep` (the restore bench reads them). */
    async stop({ keep = false } = {}) {
      server.kill("SIGTERM");
      await new Promise((r) => setTimeout(r, 500));
      if (!keep) rmSync(persistTo, { recursive: true, force: true });
    },
  };
}

/** Registers, verifies through the outbox link and logs in; returns a fetch that carries the session. */
export async function signIn(baseURL, email = `bench.${Date.now()}@firm.test`) {
  const headers = {
    origin: baseURL,
    "content-type": "application/json",
    "cf-connecting-ip": `10.77.${Math.floor(Math.random() * 250)}.1`,
  };
  const password = "bench password 123";
  await fetch(`${baseURL}/api/auth/register`, {
    method: "POST",
    headers,
    body: JSON.stringify({ email, password, firstName: "Bench", lastName: "Mark" }),
  });
  const mails = await (await fetch(`${baseURL}/api/dev/outbox?to=${encodeURIComponent(email)}`)).json();
  const link = mails[0].links.find((l) => l.includes("verify-email"));
  await fetch(link.replace(/^https?:\/\/[^/]+/, baseURL), { redirect: "manual" });
  const login = await fetch(`${baseURL}/api/auth/login`, {
    method: "POST",
    headers,
    body: JSON.stringify({ email, password }),
  });
  const cookie = (login.headers.get("set-cookie") ?? "").split(";")[0];
  const authed = (path, init = {}) =>
    fetch(`${baseURL}${path}`, { ...init, headers: { origin: baseURL, cookie, ...(init.headers ?? {}) } });
  return { email, cookie, fetch: authed };
}

export function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

export async function time(fn) {
  const start = performance.now();
  await fn();
  return performance.now() - start;
}
