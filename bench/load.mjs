// Load, side by side (issue #18): 50 concurrent clients on loopback against the app's document list, search and
// /api/auth/user, and the same load on a bare Hono "hello" Worker on the same runtime in the same run. Prints
// throughput, p50/p95/p99 and errors, and the ratio of the app's throughput to the bare Worker's (the figure to raise).

import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { bin, freePort, offlineEnv, root, waitFor } from "../scripts/lib.mjs";
import { percentile, signIn, startApp } from "./app.mjs";

const CLIENTS = Number(process.env.LOAD_CLIENTS ?? 50);
const SECONDS = Number(process.env.LOAD_SECONDS ?? 8);

/** CLIENTS loops calling `call` for SECONDS; every answer other than 2xx (or a thrown fetch) is an error. */
async function load(call) {
  const samples = [];
  let errors = 0;
  const until = performance.now() + SECONDS * 1000;
  const client = async () => {
    while (performance.now() < until) {
      const started = performance.now();
      try {
        const res = await call();
        await res.arrayBuffer();
        if (!res.ok) errors += 1;
      } catch {
        errors += 1;
      }
      samples.push(performance.now() - started);
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: CLIENTS }, client));
  const seconds = (performance.now() - started) / 1000;
  return { rps: samples.length / seconds, samples, errors, requests: samples.length };
}

function line(name, r) {
  const p = (n) => `${percentile(r.samples, n).toFixed(1)}`.padStart(7);
  return `  ${name.padEnd(34)} ${r.rps.toFixed(0).padStart(6)} req/s  p50 ${p(50)}  p95 ${p(95)}  p99 ${p(99)} ms  errors ${r.errors}/${r.requests}`;
}

async function startHello() {
  const port = await freePort();
  const child = spawn(
    bin("wrangler"),
    [
      "dev",
      "-c",
      join(root, "bench/hello-worker/wrangler.toml"),
      "--ip",
      "127.0.0.1",
      "--port",
      String(port),
      "--inspector-port",
      String(await freePort()),
      "--local",
      "--show-interactive-dev-session=false",
    ],
    { cwd: root, stdio: ["ignore", "ignore", "inherit"], env: offlineEnv() },
  );
  const baseURL = `http://127.0.0.1:${port}`;
  await waitFor(`${baseURL}/`);
  return { baseURL, stop: () => child.kill("SIGTERM") };
}

const app = await startApp({ build: !existsSync(join(root, "dist/client/index.html")) });
const hello = await startHello();
let errors = 0;
try {
  const user = await signIn(app.baseURL);
  for (let i = 0; i < 10; i++) {
    const form = new FormData();
    const text = `Contrato de locação nº ${i}. LOCADOR: Beta Ltda. Multa de R$ 5.000,00. Prazo de 15 dias úteis.`;
    form.append("document", new File([text], `contrato-${i}.txt`));
    await user.fetch("/api/documents/upload", { method: "POST", body: form });
  }
  const searchBody = JSON.stringify({ query: "multa" });
  const targets = [
    ["bare Hono hello Worker", () => fetch(`${hello.baseURL}/`)],
    ["GET /api/documents/analyses", () => user.fetch("/api/documents/analyses")],
    [
      "POST /api/documents/search",
      () =>
        user.fetch("/api/documents/search", {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: searchBody,
        }),
    ],
    ["GET /api/auth/user", () => user.fetch(`/api/auth/user?t=${Date.now()}`)],
  ];
  console.log(`Loopback load: ${CLIENTS} concurrent clients, ${SECONDS} s per target, local wrangler dev (workerd)`);
  const results = new Map();
  for (const [name, call] of targets) {
    for (let i = 0; i < 20; i++) await (await call()).arrayBuffer(); // warm-up
    const r = await load(call);
    results.set(name, r);
    errors += r.errors;
    console.log(line(name, r));
  }
  const bare = results.get("bare Hono hello Worker").rps;
  for (const [name, r] of results) {
    if (name.startsWith("bare")) continue;
    console.log(`  ratio ${name.padEnd(28)} ${(r.rps / bare).toFixed(2)} of the bare Worker's throughput`);
  }
} finally {
  hello.stop();
  await app.stop();
}
if (errors > 0) {
  console.error(`${errors} errors under load`);
  process.exit(1);
}
