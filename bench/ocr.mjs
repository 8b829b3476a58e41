// OCR figures: character error rate against ground truth and seconds per page, with the same tesseract.js-core
// wasm and language data the Worker uses (worker/extraction/ocr.ts), run under Node 22. Also the gzip weight the
// engine adds to the Worker bundle.
//   node bench/ocr.mjs             simd-lstm build, por+eng (what the Worker runs)
//   node bench/ocr.mjs --compare   also the relaxed-SIMD build and Portuguese alone
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { gunzipSync, gzipSync } from "node:zlib";
import { characterErrorRate } from "../worker/extraction/cer.ts";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const require = createRequire(import.meta.url);
const fixtures = join(root, "worker/extraction/fixtures");
const core = join(root, "node_modules/tesseract.js-core");

// The page runs first (cold: V8 still tiers the wasm up) and last (warm), so both figures are seen.
const SAMPLES = [
  { image: "page-pt.png", truth: "page-pt.txt", note: "full A4 page, 300 dpi, grey — cold engine" },
  { image: "scan-pt.png", truth: "scan-pt.txt", note: "paragraph, 300 dpi, grey" },
  { image: "scan-en.jpg", truth: "scan-en.txt", note: "paragraph, colour JPEG, rotated 0.4°, noise" },
  { image: "page-pt.png", truth: "page-pt.txt", note: "full A4 page, 300 dpi, grey — warm engine" },
];

async function createEngine(build, langs) {
  const wasm = await WebAssembly.compile(readFileSync(join(core, `${build}.wasm`)));
  let memory;
  const started = performance.now();
  const module = await require(join(core, `${build}.js`))({
    // As in the Worker: instantiate a precompiled module instead of letting Emscripten fetch the file.
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
  for (const lang of langs) {
    const gz = readFileSync(join(root, `worker/extraction/ocr-data/${lang}.traineddata.gz`));
    module.FS.writeFile(`/${lang}.traineddata`, gunzipSync(gz));
  }
  const api = new module.TessBaseAPI();
  if (api.Init("/", langs.join("+"), 1) !== 0) throw new Error("tesseract Init failed");
  for (const lang of langs) module.FS.unlink(`/${lang}.traineddata`);
  api.SetVariable("tessedit_pageseg_mode", "3");
  const initSeconds = (performance.now() - started) / 1000;
  return { module, api, initSeconds, heapMb: () => memory.buffer.byteLength / 1024 / 1024 };
}

async function run(build, langs) {
  const engine = await createEngine(build, langs);
  console.log(`\n${build}, ${langs.join("+")}: engine ready in ${engine.initSeconds.toFixed(2)} s`);
  for (const sample of SAMPLES) {
    const image = readFileSync(join(fixtures, sample.image));
    const truth = readFileSync(join(fixtures, sample.truth), "utf8");
    const started = performance.now();
    engine.module.FS.writeFile("/input", image);
    if (engine.api.SetImageFile(1, 0) !== 0) throw new Error(`leptonica cannot read ${sample.image}`);
    engine.api.Recognize(null);
    const text = engine.api.GetUTF8Text();
    const confidence = engine.api.MeanTextConf() / 100;
    engine.api.Clear();
    engine.module.FS.unlink("/input");
    const seconds = (performance.now() - started) / 1000;
    const cer = characterErrorRate(text, truth);
    console.log(
      `  ${sample.image.padEnd(12)} CER ${(cer * 100).toFixed(2).padStart(5)}%  ${seconds.toFixed(2).padStart(5)} s  ` +
        `confidence ${confidence.toFixed(2)}  wasm heap ${engine.heapMb().toFixed(0)} MB   (${sample.note})`,
    );
  }
}

const gz = (file) => gzipSync(readFileSync(join(core, file)), { level: 9 }).length / 1024;
console.log(
  `bundle weight of the OCR engine: tesseract-core-simd-lstm.wasm ${gz("tesseract-core-simd-lstm.wasm").toFixed(0)} KB gzip` +
    ` + glue ${gz("tesseract-core-simd-lstm.js").toFixed(0)} KB gzip (language data is not bundled: loaded from R2/assets)`,
);
await run("tesseract-core-simd-lstm", ["por", "eng"]);
if (process.argv.includes("--compare")) {
  await run("tesseract-core-simd-lstm", ["por"]);
  await run("tesseract-core-relaxedsimd-lstm", ["por", "eng"]);
}
