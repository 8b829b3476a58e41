// Installs dependencies when they are missing or were installed from another lockfile. Runs on the machine's Node
// (possibly 20): it only spawns npm; everything after it runs on the Node 22 from the `node` devDependency.
// The lockfile is compared by content (a hash written after a successful install), not by modification time: a
// fresh checkout or a git worktree has a newer lockfile than an install that matches it, and reinstalling then
// would delete a node_modules that other processes are using.
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const lock = join(root, "package-lock.json");
const stamp = join(root, "node_modules", ".causa-lock-sha256");

const lockHash = existsSync(lock) ? createHash("sha256").update(readFileSync(lock)).digest("hex") : "";
const installedHash = existsSync(stamp) ? readFileSync(stamp, "utf8").trim() : null;
const stale = !existsSync(join(root, "node_modules", ".bin", "node")) || installedHash !== lockHash;

if (stale) {
  console.log("Installing dependencies (npm ci)…");
  const args = existsSync(lock) ? ["ci", "--no-audit", "--no-fund"] : ["install", "--no-audit", "--no-fund"];
  const result = spawnSync("npm", args, {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, WRANGLER_SEND_METRICS: "false", CLOUDFLARE_CF_FETCH_ENABLED: "false" },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
  writeFileSync(stamp, `${lockHash}\n`);
}
