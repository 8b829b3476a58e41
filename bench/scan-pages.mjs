// A 20-page scan read page by page (docs/decisions/030-scan-speed-and-pages.md), with the Worker's own extraction
// code under Node: the document job's split, the 20 page jobs (each opens the PDF and reads its page, as a page job
// does) run by 1 and by 2 worker threads side by side (queue consumer invocations), and the join. Prints wall time
// and the process's total CPU; D1, R2 and the queue's own latency are not in it.
//   node bench/scan-pages.mjs [--pages N] [--threads 1,2]
import { readFileSync } from "node:fs";
import { register } from "node:module";
import { join } from "node:path";
import { isMainThread, parentPort, Worker, workerData } from "node:worker_threads";
import { zlibSync } from "fflate";
import { root } from "../scripts/lib.mjs";

register("./lib/wasm-hooks.mjs", import.meta.url);
const { extractText } = await import("../worker/extraction/extract.ts");
const loadOcrAsset = async (name) => new Uint8Array(readFileSync(join(root, "worker/extraction/ocr-data", name)));

if (!isMainThread) {
  // A consumer: reads the pages it is sent, one at a time, as one isolate runs one queue invocation at a time.
  const bytes = new Uint8Array(workerData.pdf);
  await extractText(new Uint8Array(readFileSync(join(root, "worker/extraction/fixtures/line.gif"))), "gif", {
    loadOcrAsset,
  });
  parentPort.postMessage({ ready: true });
  parentPort.on("message", async (page) => {
    const result = await extractText(bytes, "pdf", { loadOcrAsset, onlyPage: page });
    parentPort.postMessage({ page, text: result.text });
  });
} else {
  const { characterErrorRate } = await import("../worker/extraction/cer.ts");
  const { joinPages } = await import("../worker/extraction/pdf.ts");
  const { buildPdf } = await import("../worker/extraction/fixtures/pdf-writer.mjs");
  const { decodeGreyPng } = await import("../worker/extraction/fixtures/png.mjs");
  const arg = (name, fallback) => {
    const at = process.argv.indexOf(name);
    return at > 0 ? process.argv[at + 1] : fallback;
  };
  const PAGES = Number(arg("--pages", "20"));
  const THREADS = arg("--threads", "1,2").split(",").map(Number);
  const fixtures = join(root, "worker/extraction/fixtures");
  const page = decodeGreyPng(new Uint8Array(readFileSync(join(fixtures, "page-pt.png"))));
  const truth = readFileSync(join(fixtures, "page-pt.txt"), "utf8");
  const image = {
    width: page.width,
    height: page.height,
    filter: "FlateDecode",
    colorSpace: "DeviceGray",
    bpc: 8,
    data: zlibSync(page.pixels),
  };
  const pdf = buildPdf(Array.from({ length: PAGES }, () => ({ image })));
  const cpuMs = (since) => {
    const { user, system } = process.cpuUsage(since);
    return (user + system) / 1000;
  };

  let cpu = process.cpuUsage();
  let started = performance.now();
  const plan = await extractText(pdf, "pdf", { loadOcrAsset, deferOcrPages: true });
  console.log(
    `${PAGES}-page scan (page-pt.png, 300 dpi, ${(pdf.length / 1e6).toFixed(1)} MB): split into ${plan.deferredPages.length} page jobs in ${(performance.now() - started).toFixed(0)} ms wall, ${cpuMs(cpu).toFixed(0)} ms CPU`,
  );
  for (const threads of THREADS) {
    const workers = await Promise.all(
      Array.from({ length: threads }, () => {
        const worker = new Worker(new URL(import.meta.url), { workerData: { pdf } });
        return new Promise((resolve) => worker.once("message", () => resolve(worker)));
      }),
    );
    cpu = process.cpuUsage();
    started = performance.now();
    const pending = [...plan.deferredPages];
    const texts = [...plan.pages];
    await Promise.all(
      workers.map(
        (worker) =>
          new Promise((resolve) => {
            const next = () => {
              const n = pending.shift();
              if (n === undefined) return resolve();
              worker.once("message", ({ page: done, text }) => {
                texts[done - 1] = text;
                next();
              });
              worker.postMessage(n);
            };
            next();
          }),
      ),
    );
    const text = joinPages(texts);
    const wall = performance.now() - started;
    const cer = characterErrorRate(text, Array.from({ length: PAGES }, () => truth.trim()).join("\n\n"));
    console.log(
      `page jobs on ${threads} consumer(s): ${(wall / 1000).toFixed(1)} s wall, ${(cpuMs(cpu) / 1000).toFixed(1)} s CPU ` +
        `(${(cpuMs(cpu) / PAGES).toFixed(0)} ms a page), CER ${(cer * 100).toFixed(2)} %`,
    );
    await Promise.all(workers.map((w) => w.terminate()));
  }
}
