// API latency on local `wrangler dev` (loopback): p50/p95 of the calls the dashboard makes most.
import { percentile, signIn, startApp, time } from "./app.mjs";

const app = await startApp();
try {
  const user = await signIn(app.baseURL);
  for (let i = 0; i < 10; i++) {
    const form = new FormData();
    form.append(
      "document",
      new File(
        [
          `Contrato de prestação de serviços nº ${i}. CONTRATANTE: Alfa Ltda., CNPJ 11.222.333/0001-81. Valor R$ 1.000,00.`,
        ],
        `c${i}.txt`,
      ),
    );
    await user.fetch("/api/documents/upload", { method: "POST", body: form });
  }
  const calls = [
    ["GET /api/health", () => fetch(`${app.baseURL}/api/health`)],
    ["GET /api/auth/user", () => user.fetch(`/api/auth/user?t=${Date.now()}`)],
    ["GET /api/documents/analyses (10 docs)", () => user.fetch("/api/documents/analyses")],
    ["GET /api/analytics", () => user.fetch("/api/analytics")],
  ];
  const N = 200;
  console.log(`API latency over ${N} sequential requests each (local wrangler dev, loopback):`);
  for (const [name, call] of calls) {
    for (let i = 0; i < 10; i++) await (await call()).arrayBuffer(); // warm-up
    const samples = [];
    for (let i = 0; i < N; i++) samples.push(await time(async () => (await call()).arrayBuffer()));
    console.log(
      `  ${name.padEnd(40)} p50 ${percentile(samples, 50).toFixed(1)} ms   p95 ${percentile(samples, 95).toFixed(1)} ms`,
    );
  }
} finally {
  await app.stop();
}
