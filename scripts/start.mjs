// npm start: migrations, SPA build, then `wrangler dev` on 127.0.0.1:${PORT:-8787}. Ctrl-C stops everything.
import { bin, ensureDevVars, freePort, run, startWrangler, waitFor } from "./lib.mjs";

const port = Number(process.env.PORT ?? 8787);
ensureDevVars();
run(bin("wrangler"), ["d1", "migrations", "apply", "DB", "--local"], { env: { CI: "true" } });
run(bin("vite"), ["build", "--logLevel", "warn"]);

const inspectorPort = Number(process.env.INSPECTOR_PORT ?? (await freePort()));
const child = startWrangler({ port, inspectorPort, stdio: ["inherit", "pipe", "inherit"] });
child.stdout.pipe(process.stdout);

const stop = () => {
  if (!child.killed) child.kill("SIGTERM");
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
child.on("exit", (code) => process.exit(code ?? 0));

try {
  await waitFor(`http://127.0.0.1:${port}/api/health`);
  console.log(`\n  Causa is running at http://127.0.0.1:${port}  (Ctrl-C to stop)\n`);
} catch (err) {
  console.error(String(err));
  stop();
}
