// npm run bench: measured figures, printed. Each section is a separate script so it can also run alone.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { DATA_SETS, describe, EVAL_DIR } from "./eval-data.mjs";

const here = dirname(fileURLToPath(import.meta.url));
const sections = [
  "bundle-size.mjs",
  "analysis.mjs",
  "heldout.mjs",
  "heldout-formats.mjs",
  "analysis-unseen.mjs",
  "pipeline.mjs",
  "scan.mjs",
  "ocr-memory.mjs",
  "scan-pages.mjs",
  "cpu.mjs",
  "api-latency.mjs",
  "search.mjs",
  "load.mjs",
  "restore.mjs",
];
// Accuracy is measured on public data sets kept outside the repository; say which, and where they are looked for.
console.log(`Evaluation data (CAUSA_EVAL, default ../shared/eval): ${EVAL_DIR}`);
for (const key of Object.keys(DATA_SETS)) console.log(`- ${describe(key)}`);
let failed = 0;
for (const file of sections) {
  const path = join(here, file);
  if (!existsSync(path)) continue;
  console.log(`\n=== ${file} ===`);
  const result = spawnSync(process.execPath, [path], { stdio: "inherit" });
  if (result.status !== 0) failed += 1;
}
process.exit(failed ? 1 : 0);
