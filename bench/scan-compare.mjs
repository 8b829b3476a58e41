// Scan settings compared in ONE process (the machine is shared, so runs in separate processes are not comparable):
// OCR language sets and tesseract init variables, each as its own engine, the scans read in turn, ROUNDS times.
// Prints CPU ms per page (the least over the rounds) and CER per scan and setting.
//   node bench/scan-compare.mjs [--rounds N] [--only setting,setting] [--samples file,file] [--before DIR]
//                               [--code NAME=DIR ...]
// --before DIR adds "before": the extraction code of another checkout (`git archive <commit> worker common | tar -x
// -C DIR` inside this repository, so node_modules resolves) with its default languages. --code NAME=DIR (repeatable)
// adds such a checkout under its own name, so several variants are paired in one run.
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
const { extractText } = await import("../worker/extraction/extract.ts");
const { createTesseractEngine } = await import("../worker/extraction/ocr.ts");
const { sniffFileType } = await import("../worker/extraction/sniff.ts");

const arg = (name) => {
  const at = process.argv.indexOf(name);
  return at > 0 ? process.argv[at + 1] : undefined;
};
const ROUNDS = Number(arg("--rounds") ?? 2);
const fixtures = join(root, "worker/extraction/fixtures");
const read = (name) => new Uint8Array(readFileSync(join(fixtures, name)));
const loadOcrAsset = async (name) => new Uint8Array(readFileSync(join(root, "worker/extraction/ocr-data", name)));

const NO_DICTIONARIES = {
  load_system_dawg: "0",
  load_freq_dawg: "0",
  load_punc_dawg: "0",
  load_number_dawg: "0",
  load_unambig_dawg: "0",
  load_bigram_dawg: "0",
};
const codeAt = async (dir) => ({
  extractText: (await import(pathToFileURL(resolve(dir, "worker/extraction/extract.ts")).href)).extractText,
  createTesseractEngine: (await import(pathToFileURL(resolve(dir, "worker/extraction/ocr.ts")).href))
    .createTesseractEngine,
});
const beforeDir = arg("--before");
const before = beforeDir ? await codeAt(beforeDir) : undefined;
const codes = [];
for (const [at, flag] of process.argv.entries()) {
  if (flag !== "--code") continue;
  const [name, dir] = (process.argv[at + 1] ?? "").split("=");
  codes.push({ name, langs: ["por", "eng"], code: await codeAt(dir) });
}
const ALL_SETTINGS = [
  ...(before ? [{ name: "before", langs: ["por", "eng"], code: before }] : []),
  ...codes,
  { name: "por+eng", langs: ["por", "eng"] },
  { name: "por", langs: ["por"] },
  { name: "eng", langs: ["eng"] },
  { name: "eng+por", langs: ["eng", "por"] },
  { name: "por+eng nodict", langs: ["por", "eng"], vars: NO_DICTIONARIES },
  { name: "por nodict", langs: ["por"], vars: NO_DICTIONARIES },
];
const only = arg("--only")?.split(",");
const samplesArg = arg("--samples")?.split(",");
const SETTINGS = only ? ALL_SETTINGS.filter((s) => only.includes(s.name)) : ALL_SETTINGS;

const colourA4Jpeg = await colourJpeg(1, 300);
const colourA4Tiff = await colourTiff(1, 300);
const greyA4 = decodeGreyPng(read("page-pt.png"));
const greyA4Pdf = buildPdf([
  { image: { ...greyA4, filter: "FlateDecode", colorSpace: "DeviceGray", bpc: 8, data: zlibSync(greyA4.pixels) } },
]);
const SAMPLES = [
  { name: "scan-pt.png", truth: "scan-pt.txt" },
  { name: "scan-en.jpg", truth: "scan-en.txt" },
  { name: "scanned.pdf", truth: "scan-pt.txt" },
  { name: "scanned-bilevel.pdf", truth: "scan-pt.txt" },
  { name: "page-pt.png", truth: "page-pt.txt" },
  { name: "page-en.png", truth: "page-en.txt" },
  // An over-resolved upload: page-pt.png at 400 dpi (more pixels, the same detail).
  {
    name: "page-400.png",
    truth: "page-pt.txt",
    bytes: () => rescaledGreyPng(decodeGreyPng(read("page-pt.png")), 4 / 3, 400),
  },
  // A colour A4 JPEG and PNG (page-pt.png's text in blue on cream), as phones and scanners save a page.
  { name: "colour-300.jpg", truth: "page-pt.txt", bytes: () => colourA4Jpeg },
  { name: "colour-300.png", truth: "page-pt.txt", bytes: () => colourPage(1, 300) },
  { name: "colour-300.bmp", truth: "page-pt.txt", bytes: () => colourBmp(1, 300) },
  { name: "colour-300.tif", truth: "page-pt.txt", bytes: () => colourA4Tiff },
  // An A4 page of a scanned PDF, grey, 300 dpi: what a page job reads (decision 030).
  { name: "page-300.pdf", truth: "page-pt.txt", bytes: () => greyA4Pdf },
].filter(
  (sample) =>
    (!samplesArg || samplesArg.includes(sample.name)) &&
    (sample.name !== "colour-300.jpg" || colourA4Jpeg) &&
    (sample.name !== "colour-300.tif" || colourA4Tiff),
);

const cpuMs = (since) => {
  const { user, system } = process.cpuUsage(since);
  return (user + system) / 1000;
};

const engines = new Map(
  SETTINGS.map((s) => [s.name, (s.code?.createTesseractEngine ?? createTesseractEngine)(loadOcrAsset, s.vars)]),
);
const extract = (s, bytes, kind) =>
  (s.code?.extractText ?? extractText)(bytes, kind, { languages: s.langs, ocrEngine: engines.get(s.name) });
for (const s of SETTINGS) {
  // Engine start, every recogniser's models and V8's tier-up of the wasm are paid here, not in the figures.
  await extract(s, read("line.gif"), "gif");
  await extract(s, read("scan-en.jpg"), "jpeg");
}
const best = new Map();
for (let round = 0; round < ROUNDS; round++) {
  for (const sample of SAMPLES) {
    const bytes = sample.bytes?.() ?? read(sample.name);
    const kind = sniffFileType(bytes, sample.name).kind;
    const truth = readFileSync(join(fixtures, sample.truth), "utf8");
    for (const s of SETTINGS) {
      const cpu = process.cpuUsage();
      const result = await extract(s, bytes, kind);
      const ms = cpuMs(cpu) / (result.pageCount ?? 1);
      const key = `${sample.name}|${s.name}`;
      const cer = characterErrorRate(result.text, truth);
      const prior = best.get(key);
      best.set(key, { ms: Math.min(ms, prior?.ms ?? Infinity), all: [...(prior?.all ?? []), ms], cer });
    }
  }
}
console.log(`CPU ms per page (least of ${ROUNDS} rounds, all rounds in brackets) and CER`);
console.log(`${"scan".padEnd(20)}${SETTINGS.map((s) => s.name.padStart(26)).join("")}`);
for (const sample of SAMPLES) {
  const cells = SETTINGS.map((s) => {
    const { ms, all, cer } = best.get(`${sample.name}|${s.name}`);
    return `${ms.toFixed(0)} [${all.map((v) => v.toFixed(0)).join(",")}] ${(cer * 100).toFixed(2)}%`.padStart(26);
  });
  console.log(`${sample.name.padEnd(20)}${cells.join("")}`);
}
