// CPU milliseconds per API request and per queue invocation (the free plan allows 10 ms of CPU per invocation):
// the CPU time of the local runtime (every workerd thread started by this bench, from /proc's schedstat, in ns),
// around a batch of requests or one document's upload → processed, minus the idle runtime's own CPU meanwhile.
// Locally workerd also runs D1 (SQLite), R2 and the queue, so these figures include work production bills
// elsewhere: they are an upper bound. The first document in a fresh isolate also loads the analysis models.
//   node bench/cpu.mjs          (Linux only: reads /proc)
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { root } from "../scripts/lib.mjs";
import { buildPdf } from "../worker/extraction/fixtures/pdf-writer.mjs";
import { signIn, startApp } from "./app.mjs";

/** Pids of the workerd processes descending from this one. */
function runtimePids() {
  const parent = new Map();
  const names = new Map();
  for (const pid of readdirSync("/proc").filter((name) => /^\d+$/.test(name))) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
      const close = stat.lastIndexOf(")");
      names.set(pid, stat.slice(stat.indexOf("(") + 1, close));
      parent.set(pid, stat.slice(close + 2).split(" ")[1]);
    } catch {}
  }
  const descends = (pid) => {
    for (let at = pid; at && at !== "1"; at = parent.get(at)) if (at === String(process.pid)) return true;
    return false;
  };
  return [...names].filter(([pid, name]) => name.startsWith("workerd") && descends(pid)).map(([pid]) => pid);
}

/** CPU milliseconds the runtime has used so far, summed over its threads. */
function runtimeCpuMs(pids) {
  let ns = 0;
  for (const pid of pids) {
    for (const task of readdirSync(`/proc/${pid}/task`)) {
      try {
        ns += Number(readFileSync(`/proc/${pid}/task/${task}/schedstat`, "utf8").split(" ")[0]);
      } catch {}
    }
  }
  return ns / 1e6;
}

// The analysis alone, in this process: what an invocation pays to load the models, and per page once warm.
{
  const ms = (since) => {
    const { user, system } = process.cpuUsage(since);
    return (user + system) / 1000;
  };
  const page = readFileSync(join(root, "worker/extraction/fixtures/page-pt.txt"), "utf8");
  let since = process.cpuUsage();
  const { analyze } = await import("../worker/analysis/analyze.ts");
  const load = ms(since);
  since = process.cpuUsage();
  analyze(page, { fileName: "contrato.txt" });
  const first = ms(since);
  const warm = [];
  for (let run = 0; run < 20; run++) {
    since = process.cpuUsage();
    analyze(page, { fileName: "contrato.txt" });
    warm.push(ms(since));
  }
  since = process.cpuUsage();
  analyze(page.repeat(10), { fileName: "contrato.txt" });
  const tenPages = ms(since);
  warm.sort((a, b) => a - b);
  console.log("CPU ms of the analysis engine alone (Node, this process):");
  console.log(
    `  loading the engine's code and data: ${load.toFixed(0)} ms; first analysis (models built): ${first.toFixed(0)} ms`,
  );
  console.log(
    `  one page (${page.length} characters), warm median: ${warm[10].toFixed(1)} ms; ten pages: ${tenPages.toFixed(0)} ms`,
  );
}

const app = await startApp({ build: !existsSync(join(root, "dist/client/ocr")) });
try {
  const pids = runtimePids();
  if (pids.length === 0) throw new Error("no workerd process found under this bench");
  const idleStart = runtimeCpuMs(pids);
  const idleClock = performance.now();
  await new Promise((r) => setTimeout(r, 3000));
  const idlePerMs = (runtimeCpuMs(pids) - idleStart) / (performance.now() - idleClock);

  /** CPU ms the runtime spent on `work`, less what it spends idle in the same time. */
  const cpuOf = async (work) => {
    const before = runtimeCpuMs(pids);
    const clock = performance.now();
    const value = await work();
    const ms = runtimeCpuMs(pids) - before - idlePerMs * (performance.now() - clock);
    return { ms, value };
  };

  const user = await signIn(app.baseURL, `cpu.${Date.now()}@firm.test`);
  const N = 100;
  const perRequest = async (path, authed) => {
    await (authed ? user.fetch(path) : fetch(`${app.baseURL}${path}`)); // warm
    const { ms } = await cpuOf(async () => {
      for (let i = 0; i < N; i++)
        await (authed ? user.fetch(path) : fetch(`${app.baseURL}${path}`)).then((r) => r.text());
    });
    return ms / N;
  };
  const health = await perRequest("/api/health", false);
  const list = await perRequest("/api/documents/analyses", true);

  /** Upload → processed; polls every 500 ms and takes the polls' own CPU (the list request's) away. */
  const processDocument = async (name, bytes, type) => {
    let polls = 0;
    const { ms, value } = await cpuOf(async () => {
      const form = new FormData();
      form.append("document", new File([bytes], name, { type }));
      const res = await user.fetch("/api/documents/upload", { method: "POST", body: form });
      if (res.status !== 202) throw new Error(`upload ${name}: ${res.status} ${await res.text()}`);
      const { id } = await res.json();
      for (;;) {
        await new Promise((r) => setTimeout(r, 500));
        polls += 1;
        const doc = (await (await user.fetch("/api/documents/analyses")).json()).find((d) => d.id === id);
        if (doc?.status === "processed") return doc;
        if (doc?.status === "failed") throw new Error(`${name} failed: ${doc.failureMessage}`);
      }
    });
    return { ms: ms - polls * list, doc: value };
  };

  const fixtures = join(root, "worker/extraction/fixtures");
  const contract = readFileSync(join(fixtures, "page-pt.txt"));
  const pages = Array.from({ length: 10 }, (_, p) => ({
    text: contract
      .toString("utf8")
      .split("\n")
      .filter(Boolean)
      .map((line) => `${p + 1}. ${line}`.slice(0, 95)),
  }));
  const documents = [
    ["TXT, one page (first document: the analysis models load)", "contrato.txt", contract, "text/plain"],
    ["TXT, one page, warm", "contrato-2.txt", contract, "text/plain"],
    [
      "DOCX, one page",
      "notificacao.docx",
      readFileSync(join(fixtures, "notificacao.docx")),
      "application/octet-stream",
    ],
    ["text PDF, 10 pages", "contrato-10.pdf", buildPdf(pages), "application/pdf"],
    [
      "scan, one A4 page at 300 dpi (first scan: the OCR engine starts)",
      "decisao.png",
      readFileSync(join(fixtures, "page-pt.png")),
      "image/png",
    ],
    ["scan, one A4 page at 300 dpi, warm", "decisao-2.png", readFileSync(join(fixtures, "page-pt.png")), "image/png"],
  ];
  console.log("CPU ms of the local runtime (an upper bound for production; the free plan allows 10 ms an invocation):");
  console.log(`  API request GET /api/health:              ${health.toFixed(1)} ms`);
  console.log(`  API request GET /api/documents/analyses:  ${list.toFixed(1)} ms (session check + D1 query)`);
  for (const [what, name, bytes, type] of documents) {
    const { ms, doc } = await processDocument(name, bytes, type);
    console.log(
      `  upload request + queue invocation, ${what}: ${ms.toFixed(0)} ms (${doc.extractedText?.length ?? "?"} characters)`,
    );
  }
} finally {
  await app.stop();
}
