// The text every OCR fixture and bench page reads as, through the Worker's own extraction code, for comparing
// reading order before and after a change (docs/decisions/030-scan-speed-and-pages.md §8).
//   node bench/ocr-reading-order.mjs [--code DIR] [--out FILE]
// --code DIR: another checkout's extraction code (`git archive` it to a folder inside this repository, so
// node_modules resolves). --out FILE: writes { sample: { text, lines } } as JSON (text: extractText's, what the
// analysis reads; lines: the engine's lines in reading order, for images). Prints each sample's CPU ms.
import { readFileSync, writeFileSync } from "node:fs";
import { register } from "node:module";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { zlibSync } from "fflate";
import { root } from "../scripts/lib.mjs";
import { buildPdf } from "../worker/extraction/fixtures/pdf-writer.mjs";
import { decodeGreyPng, rescaledGreyPng } from "../worker/extraction/fixtures/png.mjs";
import { colourBmp, colourJpeg, colourPage, colourTiff } from "./lib/colour-page.mjs";

register("./lib/wasm-hooks.mjs", import.meta.url);
const argv = process.argv.slice(2);
const opt = (name) => (argv.includes(name) ? argv[argv.indexOf(name) + 1] : undefined);
const code = opt("--code") ? resolve(opt("--code")) : root;
const load = (file) => import(pathToFileURL(join(code, file)).href);
const { extractText } = await load("worker/extraction/extract.ts");
const { sniffFileType } = await load("worker/extraction/sniff.ts");
const { createTesseractEngine } = await load("worker/extraction/ocr.ts");

const fixtures = join(root, "worker/extraction/fixtures");
const read = (name) => new Uint8Array(readFileSync(join(fixtures, name)));
const loadOcrAsset = async (name) => new Uint8Array(readFileSync(join(root, "worker/extraction/ocr-data", name)));

function pagePdf(scale) {
  const page =
    scale === 1
      ? decodeGreyPng(read("page-pt.png"))
      : decodeGreyPng(rescaledGreyPng(decodeGreyPng(read("page-pt.png")), scale, 300 * scale));
  const data = zlibSync(page.pixels);
  return buildPdf([{ image: { ...page, filter: "FlateDecode", colorSpace: "DeviceGray", bpc: 8, data } }]);
}

const SAMPLES = [
  ["line.bmp", read("line.bmp")],
  ["line.gif", read("line.gif")],
  ["line.tif", read("line.tif")],
  ["scan-pt.png", read("scan-pt.png")],
  ["scan-en.jpg", read("scan-en.jpg")],
  ["scanned.pdf", read("scanned.pdf")],
  ["scanned-bilevel.pdf", read("scanned-bilevel.pdf")],
  ["scanned-3pages.pdf", read("scanned-3pages.pdf")],
  ["mixed.pdf", read("mixed.pdf")],
  ["page-pt.png", read("page-pt.png")],
  ["page-en.png", read("page-en.png")],
  ["page-pt-400dpi.png", read("page-pt-400dpi.png")],
  ["page-300.pdf", pagePdf(1)],
  ["page-400.png", rescaledGreyPng(decodeGreyPng(read("page-pt.png")), 4 / 3, 400)],
  ["colour-300.png", colourPage(1, 300)],
  ["colour-300.bmp", colourBmp(1, 300)],
  ["colour-300.jpg", await colourJpeg(1, 300)],
  ["colour-300.tif", await colourTiff(1, 300)],
  ["columns-lease.png", read("columns-lease.png")],
  ["columns-table.png", read("columns-table.png")],
].filter(([, bytes]) => bytes);

const cpuMs = (since) => {
  const { user, system } = process.cpuUsage(since);
  return (user + system) / 1000;
};
const engine = createTesseractEngine(loadOcrAsset);
const out = {};
console.log(`extraction code: ${code}`);
for (const [name, bytes] of SAMPLES) {
  const kind = sniffFileType(bytes, name).kind;
  const cpu = process.cpuUsage();
  const { text } = await extractText(bytes, kind, { loadOcrAsset });
  const spent = cpuMs(cpu);
  const isImage = !["pdf"].includes(kind);
  const lines = isImage ? (await engine.recognize(bytes, ["por", "eng"])).lines?.map((line) => line.text) : undefined;
  out[name] = { text, lines };
  console.log(`${name.padEnd(20)} ${spent.toFixed(0).padStart(6)} ms CPU  ${text.length} chars`);
}
if (opt("--out")) writeFileSync(opt("--out"), `${JSON.stringify(out, null, 1)}\n`);
