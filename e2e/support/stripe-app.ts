import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type FakeStripe, startFakeStripe } from "../../worker/test/fake-stripe/server.mjs";

// A second Causa server for the billing spec, with Stripe configured against the loopback fake Stripe (which also
// delivers its webhooks to it, signed). The ordinary e2e server keeps payments unset, so 'Setup Required' is tested
// there for real. It serves the build scripts/e2e.mjs made (dist/client) from its own empty database.

const root = join(import.meta.dirname, "..", "..");
const wrangler = join(root, "node_modules", ".bin", "wrangler");
export const STRIPE = {
  secretKey: "sk_test_causa_e2e",
  publishableKey: "pk_test_causa_e2e",
  webhookSecret: "whsec_causa_e2e",
  professional: "price_1Professional0E2E",
  enterprise: "price_1Enterprise00E2E",
} as const;

export interface StripeApp {
  url: string;
  stripe: FakeStripe;
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

const offline = {
  ...process.env,
  WRANGLER_SEND_METRICS: "false",
  CLOUDFLARE_CF_FETCH_ENABLED: "false",
  WRANGLER_HIDE_BANNER: "true",
  CI: "true",
};

export async function startStripeApp(): Promise<StripeApp> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const stripe = await startFakeStripe({
    secretKey: STRIPE.secretKey,
    publishableKey: STRIPE.publishableKey,
    prices: {
      [STRIPE.professional]: { unit_amount: 4900, currency: "usd" },
      [STRIPE.enterprise]: { unit_amount: 19900, currency: "usd" },
    },
    webhook: { url: `${url}/api/webhooks/stripe`, secret: STRIPE.webhookSecret },
  });
  const persistTo = mkdtempSync(join(tmpdir(), "causa-e2e-billing-"));
  const migrate = spawnSync(wrangler, ["d1", "migrations", "apply", "DB", "--local", "--persist-to", persistTo], {
    cwd: root,
    env: offline,
    stdio: "ignore",
  });
  if (migrate.status !== 0) throw new Error("migrations failed");
  const vars = {
    SESSION_SECRET: "e2e-billing-session-secret-0123456789",
    EMAIL_PROVIDER: "outbox",
    LLM_PROVIDER: "local",
    STRIPE_SECRET_KEY: STRIPE.secretKey,
    STRIPE_PUBLISHABLE_KEY: STRIPE.publishableKey,
    STRIPE_WEBHOOK_SECRET: STRIPE.webhookSecret,
    STRIPE_PRICE_PROFESSIONAL: STRIPE.professional,
    STRIPE_PRICE_ENTERPRISE: STRIPE.enterprise,
    STRIPE_API_BASE: stripe.url,
  };
  const child: ChildProcess = spawn(
    wrangler,
    [
      "dev",
      ...["--ip", "127.0.0.1", "--port", String(port), "--inspector-port", String(await freePort())],
      ...["--local", "--show-interactive-dev-session=false", "--persist-to", persistTo],
      ...Object.entries(vars).flatMap(([k, v]) => ["--var", `${k}:${v}`]),
    ],
    { cwd: root, env: offline, stdio: "ignore" },
  );
  const stop = async () => {
    child.kill("SIGTERM");
    await stripe.close();
    await new Promise((r) => setTimeout(r, 300));
    rmSync(persistTo, { recursive: true, force: true });
  };
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    const ok = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return { url, stripe, stop };
    await new Promise((r) => setTimeout(r, 300));
  }
  await stop();
  throw new Error("the billing server did not start");
}
