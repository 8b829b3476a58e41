// Installs dependencies when they are missing or older than the lockfile. Runs on the machine's Node
// (possibly 20): it only spawns npm; everything after it runs on the Node 22 from the `node` devDependency.
import { spawnSync } from "node:child_process";
import { existsSync, statSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const marker = join(root, "node_modules", ".package-lock.json");
const lock = join(root, "package-lock.json");

const stale =
  !existsSync(marker) ||
  !existsSync(join(root, "node_modules", ".bin", "node")) ||
  (existsSync(lock) && statSync(lock).mtimeMs > statSync(marker).mtimeMs + 1000);

if (stale) {
  console.log("Installing dependencies (npm ci)…");
  const args = existsSync(lock) ? ["ci", "--no-audit", "--no-fund"] : ["install", "--no-audit", "--no-fund"];
  const result = spawnSync("npm", args, {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, WRANGLER_SEND_METRICS: "false", CLOUDFLARE_CF_FETCH_ENABLED: "false" },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
