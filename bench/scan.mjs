// Scans: CPU and wall milliseconds per page and the character error rate against ground truth, through the Worker's
// own extraction code (worker/extraction/extract.ts with the in-Worker tesseract) run under Node. CPU time is the
// process's (process.cpuUsage), so the figure holds on a shared machine where wall time does not.
//   node bench/scan.mjs                 the extraction code of this checkout
//   node bench/scan.mjs --code DIR      that of another checkout (before/after a change: `git archive` it to DIR
//                                       inside this repository, so node_modules resolves)
// Each scan is read SCAN_RUNS times (default 2); the least CPU is printed (other processes only ever add to it).
import { readFileSync } from "node:fs";
import { register } from "node:module";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { zlibSync } from "fflate";
import { root } from "../scripts/lib.mjs";
import { characterErrorRate } from "../worker/extraction/cer.ts";
import { buildPdf } from "../worker/extraction/fixtures/pdf-writer.mjs";
import { decodeGreyPng, rescaledGreyPng } from "../worker/extraction/fixtures/png.mjs";

register("./lib/wasm-hooks.mjs", import.meta.url);
const codeArg = process.argv.indexOf("--code");
const code = codeArg > 0 ? resolve(process.argv[codeArg + 1]) : root;
const { extractText } = await import(pathToFileURL(join(code, "worker/extraction/extract.ts")).href);
const { sniffFileType } = await import(pathToFileURL(join(code, "worker/extraction/sniff.ts")).href);
const RUNS = Number(process.env.SCAN_RUNS ?? 2);

const fixtures = join(root, "worker/extraction/fixtures");
const read = (name) => new Uint8Array(readFileSync(join(fixtures, name)));
const loadOcrAsset = async (name) => new Uint8Array(readFileSync(join(root, "worker/extraction/ocr-data", name)));

/**
 * page-pt.png as a scanned PDF page of raw grey pixels (FlateDecode): at its 300 dpi, or at 600 dpi with every
 * pixel doubled (an over-resolved scan: four times the pixels, the same detail).
 */
function pagePdf(scale) {
  const page = decodeGreyPng(read("page-pt.png"));
  const width = page.width * scale;
  const height = page.height * scale;
  const pixels = new Uint8Array(width * height);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++)
      pixels[y * width + x] = page.pixels[Math.floor(y / scale) * page.width + Math.floor(x / scale)];
  return buildPdf([
    { image: { width, height, filter: "FlateDecode", colorSpace: "DeviceGray", bpc: 8, data: zlibSync(pixels) } },
  ]);
}

const SAMPLES = [
  { name: "scan-pt.png", bytes: read("scan-pt.png"), truth: "scan-pt.txt", note: "paragraph, 300 dpi, grey PNG" },
  { name: "scan-en.jpg", bytes: read("scan-en.jpg"), truth: "scan-en.txt", note: "paragraph, colour JPEG, noise" },
  { name: "scanned.pdf", bytes: read("scanned.pdf"), truth: "scan-pt.txt", note: "paragraph, scanned PDF (JPEG)" },
  { name: "page-pt.png", bytes: read("page-pt.png"), truth: "page-pt.txt", note: "A4 page, 300 dpi, grey PNG" },
  { name: "page-300.pdf", bytes: pagePdf(1), truth: "page-pt.txt", note: "A4 page, 300 dpi, scanned PDF" },
  { name: "page-600.pdf", bytes: pagePdf(2), truth: "page-pt.txt", note: "A4 page, 600 dpi, scanned PDF" },
  {
    name: "page-400.png",
    bytes: rescaledGreyPng(decodeGreyPng(read("page-pt.png")), 4 / 3, 400),
    truth: "page-pt.txt",
    note: "A4 page, 400 dpi, grey PNG",
  },
  { name: "page-en.png", bytes: read("page-en.png"), truth: "page-en.txt", note: "A4 page, English, RGB PNG" },
];

const cpuMs = (since) => {
  const { user, system } = process.cpuUsage(since);
  return (user + system) / 1000;
};

async function measure(bytes, name) {
  const kind = sniffFileType(bytes, name).kind;
  const cpu = process.cpuUsage();
  const started = performance.now();
  const result = await extractText(bytes, kind, { loadOcrAsset });
  return { result, cpu: cpuMs(cpu), wall: performance.now() - started };
}

// The engine's start (wasm instantiation, por+eng models) is a one-off per isolate: measured apart, on a line.
const start = await measure(read("line.gif"), "line.gif");
console.log(`extraction code: ${code}`);
console.log(
  `OCR engine start + one line: ${start.cpu.toFixed(0)} ms CPU, ${start.wall.toFixed(0)} ms wall (once per isolate)`,
);
console.log("scan          pages  CPU ms/page  wall ms/page   CER     confidence  (what)");
for (const sample of SAMPLES) {
  const runs = [];
  for (let run = 0; run < RUNS; run++) runs.push(await measure(sample.bytes, sample.name));
  const { result, cpu, wall } = runs.reduce((least, run) => (run.cpu < least.cpu ? run : least));
  const pages = result.pageCount ?? 1;
  const cer = characterErrorRate(result.text, readFileSync(join(fixtures, sample.truth), "utf8"));
  console.log(
    `${sample.name.padEnd(13)} ${String(pages).padStart(5)}  ${(cpu / pages).toFixed(0).padStart(11)}  ` +
      `${(wall / pages).toFixed(0).padStart(12)}  ${(cer * 100).toFixed(2).padStart(5)}%  ` +
      `${(result.ocrConfidence ?? 0).toFixed(2).padStart(10)}  (${sample.note})`,
  );
}
