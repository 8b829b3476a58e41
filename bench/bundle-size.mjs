// Worker bundle (gzip) as `wrangler deploy` would upload it, and the SPA's initial JavaScript (gzip).
import { readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { bin, root, run } from "../scripts/lib.mjs";

const outdir = join(root, ".tmp", "bundle");
rmSync(outdir, { recursive: true, force: true });
run(bin("wrangler"), ["deploy", "--dry-run", "--outdir", outdir, "--env", "production"], {
  stdio: ["ignore", "ignore", "inherit"],
});

let raw = 0;
let gz = 0;
const walk = (dir) => {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path);
    else if (!name.endsWith(".map")) {
      const data = readFileSync(path);
      raw += data.length;
      gz += gzipSync(data, { level: 9 }).length;
    }
  }
};
walk(outdir);

run(bin("vite"), ["build", "--logLevel", "silent"]);
const html = readFileSync(join(root, "dist/client/index.html"), "utf8");
const initial = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]);
let spaRaw = 0;
let spaGz = 0;
for (const asset of initial) {
  const data = readFileSync(join(root, "dist/client", asset));
  spaRaw += data.length;
  spaGz += gzipSync(data, { level: 9 }).length;
}
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
console.log(
  `worker bundle:      ${kb(raw)} raw, ${kb(gz)} gzip   (limit 3 MB gzip: ${gz < 3 * 1024 * 1024 ? "ok" : "OVER"})`,
);
console.log(
  `SPA initial JS:     ${kb(spaRaw)} raw, ${kb(spaGz)} gzip   (${initial.length} file(s); target < 200 KB gzip: ${spaGz < 200 * 1024 ? "ok" : "OVER"})`,
);
