// Tesseract builds and image hand-overs compared line by line, in one process (docs/decisions/030-scan-speed-and-
// pages.md §7). Whole pages read one setting after the other differed by up to 10 % on this shared machine even in
// one process, with the order of the settings; so here every setting reads the page's lines in the Worker's slices
// (ocr-lines.ts), line i by each setting before line i + 1, the order alternating, and the figure is the sum over
// the lines of each line's least CPU over the rounds.
//   node bench/ocr-line-compare.mjs [--page FILE] [--langs por+eng] [--rounds N] [--truth FILE] SETTING...
// SETTING is a tesseract.js-core build (simd-lstm: the Worker's, relaxedsimd-lstm) and, after a colon, "binary" to
// give the line recognitions the page tesseract thresholded once for its layout instead of the grey page.
// Prints per setting the CPU ms, its difference to the first setting, whether the text is the first's, and the CER.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { gunzipSync } from "node:zlib";
import { root } from "../scripts/lib.mjs";
import { characterErrorRate } from "../worker/extraction/cer.ts";
import { bandRectangle, withoutRules } from "../worker/extraction/ocr-lines.ts";

const require = createRequire(import.meta.url);
const argv = process.argv.slice(2);
const opt = (name, fallback) => {
  const at = argv.indexOf(name);
  return at >= 0 ? argv[at + 1] : fallback;
};
const fixtures = join(root, "worker/extraction/fixtures");
const pagePath = opt("--page", join(fixtures, "page-pt.png"));
const truthPath = opt(
  "--truth",
  pagePath === join(fixtures, "page-pt.png") ? join(fixtures, "page-pt.txt") : undefined,
);
const langs = opt("--langs", "por");
const rounds = Number(opt("--rounds", 6));
const settings = argv.filter((arg, at) => !arg.startsWith("--") && !argv[at - 1]?.startsWith("--"));
if (settings.length === 0) settings.push("simd-lstm", "relaxedsimd-lstm");

const RIL_TEXTLINE = 2;
const cpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

/** A tesseract instance of `build` with the page set and laid out as ocr.ts does (PSM 3, then single lines). */
async function open(setting) {
  const [build, handOver] = setting.split(":");
  const core = join(root, "node_modules/tesseract.js-core", `tesseract-core-${build}`);
  const wasm = new WebAssembly.Module(readFileSync(`${core}.wasm`));
  let memory;
  const module = await require(`${core}.js`)({
    instantiateWasm(imports, done) {
      WebAssembly.instantiate(wasm, imports).then((instance) => {
        memory = Object.values(instance.exports).find((e) => e instanceof WebAssembly.Memory);
        done(instance);
      });
      return {};
    },
    print: () => {},
    printErr: () => {},
  });
  for (const lang of langs.split("+")) {
    const data = readFileSync(join(root, "worker/extraction/ocr-data", `${lang}.traineddata.gz`));
    module.FS.writeFile(`/${lang}.traineddata`, gunzipSync(data));
  }
  const api = new module.TessBaseAPI();
  if (api.Init("/", langs, 1) !== 0) throw new Error(`tesseract Init(${langs}) failed`);
  module.FS.writeFile("/input", readFileSync(pagePath));
  if (api.SetImageFile(1, 0) !== 0) throw new Error(`leptonica cannot read ${pagePath}`);
  api.SetVariable("tessedit_pageseg_mode", "3");
  const layout = api.AnalyseLayout();
  const out = module._malloc(16);
  const boxes = [];
  layout.Begin();
  do {
    if (layout.BoundingBox(RIL_TEXTLINE, out, out + 4, out + 8, out + 12)) {
      const [left, top, right, bottom] = new Int32Array(memory.buffer, out, 4);
      if (right > left && bottom > top) boxes.push({ left, top, right, bottom });
    }
  } while (layout.Next(RIL_TEXTLINE));
  layout.__destroy__();
  module._free(out);
  const input = api.GetInputImage();
  const [width, dpi] = [input.get_w(), input.get_xres()];
  if (handOver === "binary") {
    api.SetImage(api.GetThresholdedImage());
    if (dpi) api.SetSourceResolution(dpi);
  }
  api.SetVariable("tessedit_pageseg_mode", "7");
  const lines = withoutRules(boxes).sort((a, b) => a.top - b.top);
  return { setting, api, lines, width, least: lines.map(() => Number.POSITIVE_INFINITY), texts: [] };
}

const readers = [];
for (const setting of settings) readers.push(await open(setting));
for (let round = 0; round < rounds; round++) {
  const lineCount = Math.max(...readers.map((r) => r.lines.length));
  for (let i = 0; i < lineCount; i++) {
    for (const reader of (round + i) % 2 ? [...readers].reverse() : readers) {
      if (i >= reader.lines.length) continue;
      const { left, top, width, height } = bandRectangle(reader.lines, i, reader.width);
      reader.api.SetRectangle(left, top, width, height);
      const started = cpuMs();
      reader.api.Recognize(null);
      reader.least[i] = Math.min(reader.least[i], cpuMs() - started);
      reader.texts[i] = reader.api.GetUTF8Text();
    }
  }
}
const truth = truthPath ? readFileSync(truthPath, "utf8") : undefined;
const [first] = readers;
const total = (reader) => reader.least.reduce((sum, ms) => sum + ms, 0);
console.log(`${pagePath}, ${langs}: line by line, least CPU of ${rounds} rounds per line, summed`);
for (const reader of readers) {
  const text = reader.texts.join("");
  const change = ((total(reader) / total(first) - 1) * 100).toFixed(1);
  const same = text === first.texts.join("") ? "same text" : "other text";
  const cer = truth ? `, CER ${(characterErrorRate(text, truth) * 100).toFixed(2)} %` : "";
  console.log(
    `  ${reader.setting.padEnd(26)} ${reader.lines.length} lines  ${total(reader).toFixed(0).padStart(6)} ms  ${change.padStart(5)} %  ${same}${cer}`,
  );
}
