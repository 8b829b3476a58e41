// Shared by start.mjs, e2e.mjs and the benchmarks: quiet offline wrangler, free ports, waiting for a URL.
import { spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { copyFileSync, existsSync, readFileSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { delimiter, dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

export const root = join(dirname(fileURLToPath(import.meta.url)), "..");
export const bin = (name) => join(root, "node_modules", ".bin", name);

/** Environment for every wrangler call: no metrics, no outside fetches, no banner. */
export function offlineEnv(extra = {}) {
  return {
    ...process.env,
    // The Node 22 of the `node` devDependency first, whatever node started this script.
    PATH: `${join(root, "node_modules", ".bin")}${delimiter}${process.env.PATH ?? ""}`,
    WRANGLER_SEND_METRICS: "false",
    CLOUDFLARE_CF_FETCH_ENABLED: "false",
    WRANGLER_HIDE_BANNER: "true",
    ...extra,
  };
}

export function run(cmd, args, options = {}) {
  const result = spawnSync(cmd, args, { cwd: root, stdio: "inherit", ...options, env: offlineEnv(options.env) });
  if (result.status !== 0) {
    console.error(`${cmd} ${args.join(" ")} failed (${result.status})`);
    process.exit(result.status ?? 1);
  }
}

/** .dev.vars from .dev.vars.example with a random SESSION_SECRET, unless it exists. */
export function ensureDevVars() {
  const target = join(root, ".dev.vars");
  if (existsSync(target)) return;
  copyFileSync(join(root, ".dev.vars.example"), target);
  const text = readFileSync(target, "utf8").replace(
    /^SESSION_SECRET=.*$/m,
    `SESSION_SECRET=${randomBytes(32).toString("hex")}`,
  );
  writeFileSync(target, text);
  console.log("Created .dev.vars with a random SESSION_SECRET.");
}

/** Provider settings (README, Configuration) that pass from the environment through to the Worker. */
export const PASS_THROUGH = [
  "APP_URL",
  "ADMIN_EMAILS",
  "LLM_PROVIDER",
  "LLM_BASE_URL",
  "LLM_API_KEY",
  "LLM_MODEL",
  "WORKERS_AI_MODEL",
  "EMAIL_PROVIDER",
  "EMAIL_API_URL",
  "EMAIL_API_KEY",
  "EMAIL_FROM",
  "STRIPE_SECRET_KEY",
  "STRIPE_PUBLISHABLE_KEY",
  "STRIPE_WEBHOOK_SECRET",
  "STRIPE_PRICE_PROFESSIONAL",
  "STRIPE_PRICE_ENTERPRISE",
  "STRIPE_API_BASE",
  "SESSION_SECRET",
];

export function varArgs(env = process.env) {
  const args = [];
  for (const name of PASS_THROUGH) {
    const value = env[name];
    if (value !== undefined && value !== "") args.push("--var", `${name}:${value}`);
  }
  return args;
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

export async function waitFor(url, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/** Starts `wrangler dev` on 127.0.0.1:port with the local persistence directory. Returns the child. */
export function startWrangler({ port, inspectorPort, persistTo, env = {}, stdio = "inherit" }) {
  const args = [
    "dev",
    "--ip",
    "127.0.0.1",
    "--port",
    String(port),
    "--inspector-port",
    String(inspectorPort),
    "--local",
    "--test-scheduled",
    "--show-interactive-dev-session=false",
    ...(persistTo ? ["--persist-to", persistTo] : []),
    ...varArgs({ ...process.env, ...env }),
  ];
  return spawn(bin("wrangler"), args, { cwd: root, stdio, env: offlineEnv(env), detached: false });
}
