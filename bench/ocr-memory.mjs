// The OCR engine's wasm heap by page kind (docs/decisions/030-scan-speed-and-pages.md §5). A Worker has 128 MB for
// everything, and a wasm memory only ever grows, so the heap after a page is its high-water mark. Each scan is read
// by a fresh engine (its own wasm instance), then all of them one after another by one engine, as one isolate
// reads uploads in turn. Prints the heap in MB, CPU ms and CER per scan.
//   node bench/ocr-memory.mjs [--code DIR[,DIR]]   the extraction code of other checkouts beside this one, in the same
//                                                 process (`git archive <commit> worker common | tar -x -C DIR`
//                                                 inside this repository, so node_modules resolves)
import { readFileSync } from "node:fs";
import { register } from "node:module";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { zlibSync } from "fflate";
import { root } from "../scripts/lib.mjs";
import { characterErrorRate } from "../worker/extraction/cer.ts";
import { buildPdf } from "../worker/extraction/fixtures/pdf-writer.mjs";
import { decodeGreyPng, rescaledGreyPng } from "../worker/extraction/fixtures/png.mjs";
import { colourBmp, colourJpeg, colourPage, colourTiff } from "./lib/colour-page.mjs";

register("./lib/wasm-hooks.mjs", import.meta.url);
const arg = (name) => {
  const at = process.argv.indexOf(name);
  return at > 0 ? process.argv[at + 1] : undefined;
};
const fixtures = join(root, "worker/extraction/fixtures");
const read = (name) => new Uint8Array(readFileSync(join(fixtures, name)));
const loadOcrAsset = async (name) => new Uint8Array(readFileSync(join(root, "worker/extraction/ocr-data", name)));

function greyPdf(scale) {
  const page = decodeGreyPng(read("page-pt.png"));
  const bytes = scale === 1 ? page : decodeGreyPng(rescaledGreyPng(page, scale, 300 * scale));
  const image = { ...bytes, filter: "FlateDecode", colorSpace: "DeviceGray", bpc: 8, data: zlibSync(bytes.pixels) };
  return buildPdf([{ image }]);
}

const SAMPLES = [
  { name: "scan-pt.png", bytes: read("scan-pt.png"), truth: "scan-pt.txt", note: "paragraph, grey PNG, 1.6 MP" },
  { name: "scan-en.jpg", bytes: read("scan-en.jpg"), truth: "scan-en.txt", note: "paragraph, colour JPEG, 1.6 MP" },
  { name: "page-pt.png", bytes: read("page-pt.png"), truth: "page-pt.txt", note: "A4, grey PNG, 300 dpi, 8.7 MP" },
  { name: "page-en.png", bytes: read("page-en.png"), truth: "page-en.txt", note: "A4, RGB PNG, 300 dpi, 8.7 MP" },
  {
    name: "page-pt-400dpi.png",
    bytes: read("page-pt-400dpi.png"),
    truth: "page-pt.txt",
    note: "A4, grey PNG, 400 dpi, 15.5 MP",
  },
  { name: "colour-300.png", bytes: colourPage(1, 300), truth: "page-pt.txt", note: "A4, RGB PNG, 300 dpi, 8.7 MP" },
  {
    name: "colour-400.png",
    bytes: colourPage(4 / 3, 400),
    truth: "page-pt.txt",
    note: "A4, RGB PNG, 400 dpi, 15.5 MP",
  },
  {
    name: "colour-300.jpg",
    bytes: await colourJpeg(1, 300),
    truth: "page-pt.txt",
    note: "A4, colour JPEG, 300 dpi, 8.7 MP",
  },
  {
    name: "colour-400.jpg",
    bytes: await colourJpeg(4 / 3, 400),
    truth: "page-pt.txt",
    note: "A4, colour JPEG, 400 dpi, 15.5 MP",
  },
  {
    name: "colour-300.tif",
    bytes: await colourTiff(1, 300),
    truth: "page-pt.txt",
    note: "A4, RGB TIFF (LZW), 300 dpi, 8.7 MP",
  },
  { name: "colour-300.bmp", bytes: colourBmp(1, 300), truth: "page-pt.txt", note: "A4, 24-bit BMP, 300 dpi, 8.7 MP" },
  { name: "page-300.pdf", bytes: greyPdf(1), truth: "page-pt.txt", note: "A4, scanned PDF, grey, 300 dpi" },
  { name: "page-600.pdf", bytes: greyPdf(2), truth: "page-pt.txt", note: "A4, scanned PDF, grey, 600 dpi" },
];

const cpuMs = (since) => {
  const { user, system } = process.cpuUsage(since);
  return (user + system) / 1000;
};
const mb = (bytes) => (bytes / 1024 / 1024).toFixed(1);

async function codeAt(dir) {
  const at = (file) => import(pathToFileURL(join(dir, "worker/extraction", file)).href);
  const [{ extractText }, { createTesseractEngine }, { sniffFileType }] = await Promise.all([
    at("extract.ts"),
    at("ocr.ts"),
    at("sniff.ts"),
  ]);
  return { extractText, createTesseractEngine, sniffFileType };
}

async function readWith(code, engine, sample) {
  const kind = code.sniffFileType(sample.bytes, sample.name).kind;
  const cpu = process.cpuUsage();
  const result = await code.extractText(sample.bytes, kind, { ocrEngine: engine });
  const cer = characterErrorRate(result.text, readFileSync(join(fixtures, sample.truth), "utf8"));
  return { cpu: cpuMs(cpu), cer, heap: engine.wasmMemoryBytes() };
}

const dirs = [
  root,
  ...(arg("--code")
    ?.split(",")
    .map((d) => resolve(d)) ?? []),
];
const codes = [];
for (const dir of dirs) codes.push({ dir, code: await codeAt(dir) });
const only = arg("--samples")?.split(",");
const samples = SAMPLES.filter((s) => s.bytes && (!only || only.includes(s.name)));

for (const { dir, code } of codes) {
  console.log(`\nextraction code: ${dir}`);
  const started = code.createTesseractEngine(loadOcrAsset);
  await code.extractText(read("line.gif"), "gif", { ocrEngine: started });
  console.log(`engine started (por+eng, one line): heap ${mb(started.wasmMemoryBytes())} MB`);
  console.log("scan                 fresh engine: heap MB  CPU ms  CER     | one engine, in turn: heap MB  (what)");
  const sequence = code.createTesseractEngine(loadOcrAsset);
  for (const sample of samples) {
    const fresh = code.createTesseractEngine(loadOcrAsset);
    const alone = await readWith(code, fresh, sample);
    const turn = await readWith(code, sequence, sample);
    console.log(
      `${sample.name.padEnd(20)} ${mb(alone.heap).padStart(21)}  ${alone.cpu.toFixed(0).padStart(6)}  ` +
        `${(alone.cer * 100).toFixed(2).padStart(5)}% | ${mb(turn.heap).padStart(27)}  (${sample.note})`,
    );
  }
}
