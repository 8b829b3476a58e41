// npm run test:e2e: Debian's Chromium (installed with apt-get if missing), a fresh build, the app on a free
// port with its own empty local database, the Playwright specs in e2e/, then the app is stopped.
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { bin, freePort, offlineEnv, root, run, startWrangler, waitFor } from "./lib.mjs";

const CHROMIUM = "/usr/bin/chromium";
if (!existsSync(CHROMIUM)) {
  console.log("Installing Debian's chromium…");
  const sudo = process.getuid?.() === 0 ? [] : ["sudo"];
  const update = spawnSync(sudo[0] ?? "apt-get", [...sudo.slice(1), ...(sudo.length ? ["apt-get"] : []), "update"], {
    stdio: "inherit",
  });
  const install = spawnSync(
    sudo[0] ?? "apt-get",
    [...(sudo.length ? ["apt-get"] : []), "install", "-y", "--no-install-recommends", "chromium", "fonts-dejavu-core"],
    { stdio: "inherit", env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" } },
  );
  if (update.status !== 0 || install.status !== 0 || !existsSync(CHROMIUM)) {
    console.error("Could not install chromium with apt-get.");
    process.exit(1);
  }
}

const persistTo = mkdtempSync(join(tmpdir(), "causa-e2e-"));
run(bin("vite"), ["build", "--logLevel", "warn"]);
run(bin("wrangler"), ["d1", "migrations", "apply", "DB", "--local", "--persist-to", persistTo], {
  env: { CI: "true" },
});

const port = await freePort();
const inspectorPort = await freePort();
const baseURL = `http://127.0.0.1:${port}`;
const server = startWrangler({
  port,
  inspectorPort,
  persistTo,
  env: {
    SESSION_SECRET: "e2e-session-secret-0123456789abcdef",
    EMAIL_PROVIDER: "outbox",
    LLM_PROVIDER: "local",
    ADMIN_EMAILS: "admin@causa-e2e.test",
  },
  stdio: ["ignore", "ignore", "inherit"],
});

let status = 1;
try {
  await waitFor(`${baseURL}/api/health`);
  const result = spawnSync(bin("playwright"), ["test", ...process.argv.slice(2)], {
    cwd: root,
    stdio: "inherit",
    env: offlineEnv({ BASE_URL: baseURL }),
  });
  status = result.status ?? 1;
} catch (err) {
  console.error(String(err));
} finally {
  server.kill("SIGTERM");
  await new Promise((r) => setTimeout(r, 500));
  rmSync(persistTo, { recursive: true, force: true });
}
process.exit(status);
