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
import { unzlibSync, zlibSync } from "fflate";
import { root } from "../scripts/lib.mjs";
import { characterErrorRate } from "../worker/extraction/cer.ts";
import { buildPdf } from "../worker/extraction/fixtures/pdf-writer.mjs";

register("./lib/wasm-hooks.mjs", import.meta.url);
const codeArg = process.argv.indexOf("--code");
const code = codeArg > 0 ? resolve(process.argv[codeArg + 1]) : root;
const { extractText } = await import(pathToFileURL(join(code, "worker/extraction/extract.ts")).href);
const { sniffFileType } = await import(pathToFileURL(join(code, "worker/extraction/sniff.ts")).href);
const RUNS = Number(process.env.SCAN_RUNS ?? 2);

const fixtures = join(root, "worker/extraction/fixtures");
const read = (name) => new Uint8Array(readFileSync(join(fixtures, name)));
const loadOcrAsset = async (name) => new Uint8Array(readFileSync(join(root, "worker/extraction/ocr-data", name)));

/** Pixels of an 8-bit greyscale, non-interlaced PNG (what page-pt.png is): inflate, then undo each row's filter. */
function greyPng(png) {
  const view = new DataView(png.buffer, png.byteOffset);
  const width = view.getUint32(16);
  const height = view.getUint32(20);
  const idat = [];
  for (let at = 8; at < png.length; ) {
    const length = view.getUint32(at);
    if (String.fromCharCode(...png.subarray(at + 4, at + 8)) === "IDAT")
      idat.push(png.subarray(at + 8, at + 8 + length));
    at += 12 + length;
  }
  const raw = unzlibSync(Buffer.concat(idat));
  const pixels = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (width + 1)];
    for (let x = 0; x < width; x++) {
      const a = x ? pixels[y * width + x - 1] : 0;
      const b = y ? pixels[(y - 1) * width + x] : 0;
      const c = x && y ? pixels[(y - 1) * width + x - 1] : 0;
      const p = a + b - c;
      const paeth =
        Math.abs(p - a) <= Math.abs(p - b) && Math.abs(p - a) <= Math.abs(p - c)
          ? a
          : Math.abs(p - b) <= Math.abs(p - c)
            ? b
            : c;
      const predictor = [0, a, b, (a + b) >> 1, paeth][filter];
      pixels[y * width + x] = (raw[y * (width + 1) + 1 + x] + predictor) & 255;
    }
  }
  return { width, height, pixels };
}

/**
 * page-pt.png as a scanned PDF page of raw grey pixels (FlateDecode): at its 300 dpi, or at 600 dpi with every
 * pixel doubled (an over-resolved scan: four times the pixels, the same detail).
 */
function pagePdf(scale) {
  const page = greyPng(read("page-pt.png"));
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
