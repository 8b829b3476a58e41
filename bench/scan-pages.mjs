// A 20-page scan read page by page (docs/decisions/030-scan-speed-and-pages.md), with the Worker's own extraction
// code under Node: the document job's split, the 20 page jobs (each opens the PDF and reads its page, as a page job
// does) run by 1 and by 2 consumer processes side by side (queue consumer invocations), and the join. Prints wall
// time and the consumers' total CPU; D1, R2 and the queue's own latency are not in it. (Worker threads were tried
// first: a page cost twice the CPU there, so each consumer is a process, like an isolate of its own.)
//   node bench/scan-pages.mjs [--pages N] [--consumers 1,2]

import { fork } from "node:child_process";
import { readFileSync } from "node:fs";
import { register } from "node:module";
import { join } from "node:path";
import { zlibSync } from "fflate";
import { root } from "../scripts/lib.mjs";

register("./lib/wasm-hooks.mjs", import.meta.url);
const { extractText } = await import("../worker/extraction/extract.ts");
const loadOcrAsset = async (name) => new Uint8Array(readFileSync(join(root, "worker/extraction/ocr-data", name)));

const cpuMs = (since) => {
  const { user, system } = process.cpuUsage(since);
  return (user + system) / 1000;
};

if (process.env.SCAN_PAGES_CONSUMER) {
  // A consumer: reads the pages it is sent, one at a time, as one isolate runs one queue invocation at a time.
  let bytes;
  let cpu;
  process.on("message", async (message) => {
    if (message.pdf) {
      bytes = new Uint8Array(Buffer.from(message.pdf, "base64"));
      const line = new Uint8Array(readFileSync(join(root, "worker/extraction/fixtures/line.gif")));
      // The engine's start is paid once per isolate, before the pages (decision 028 measures it apart).
      await extractText(line, "gif", { loadOcrAsset });
      cpu = process.cpuUsage();
      process.send({ ready: true });
    } else if (message.page) {
      const result = await extractText(bytes, "pdf", { loadOcrAsset, onlyPage: message.page });
      process.send({ page: message.page, text: result.text });
    } else {
      process.send({ cpuMs: cpuMs(cpu) });
      process.exit(0);
    }
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
  const CONSUMERS = arg("--consumers", "1,2").split(",").map(Number);
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

  const cpu = process.cpuUsage();
  let started = performance.now();
  const plan = await extractText(pdf, "pdf", { loadOcrAsset, deferOcrPages: true });
  console.log(
    `${PAGES}-page scan (page-pt.png, 300 dpi, ${(pdf.length / 1e6).toFixed(1)} MB): split into ${plan.deferredPages.length} page jobs in ${(performance.now() - started).toFixed(0)} ms wall, ${cpuMs(cpu).toFixed(0)} ms CPU`,
  );
  for (const count of CONSUMERS) {
    const consumers = await Promise.all(
      Array.from({ length: count }, () => {
        const child = fork(new URL(import.meta.url), [], { env: { ...process.env, SCAN_PAGES_CONSUMER: "1" } });
        child.send({ pdf: Buffer.from(pdf).toString("base64") });
        return new Promise((resolve) => child.once("message", () => resolve(child)));
      }),
    );
    started = performance.now();
    const pending = [...plan.deferredPages];
    const texts = [...plan.pages];
    await Promise.all(
      consumers.map(
        (consumer) =>
          new Promise((resolve) => {
            const next = () => {
              const n = pending.shift();
              if (n === undefined) return resolve();
              consumer.once("message", ({ page: done, text }) => {
                texts[done - 1] = text;
                next();
              });
              consumer.send({ page: n });
            };
            next();
          }),
      ),
    );
    const text = joinPages(texts);
    const wall = performance.now() - started;
    const spent = await Promise.all(
      consumers.map((child) => {
        child.send({ done: true });
        return new Promise((resolve) => child.once("message", ({ cpuMs }) => resolve(cpuMs)));
      }),
    );
    const cpuTotal = spent.reduce((a, b) => a + b, 0);
    const cer = characterErrorRate(text, Array.from({ length: PAGES }, () => truth.trim()).join("\n\n"));
    console.log(
      `page jobs on ${count} consumer(s): ${(wall / 1000).toFixed(1)} s wall, ${(cpuTotal / 1000).toFixed(1)} s CPU ` +
        `(${(cpuTotal / PAGES).toFixed(0)} ms a page), CER ${(cer * 100).toFixed(2)} %`,
    );
  }
}
