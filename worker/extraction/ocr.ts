import createTesseractCore from "tesseract.js-core/tesseract-core-simd-lstm.js";
import tesseractWasm from "tesseract.js-core/tesseract-core-simd-lstm.wasm";
import { ExtractionError } from "./errors.ts";
import { readImageInfo } from "./image-info.ts";
import type { FileKind } from "./sniff.ts";

export type OcrLanguage = "por" | "eng";

/** 8-bit greyscale pixels, one byte per pixel, rows top to bottom (what PDF page images are reduced to). */
export interface GreyImage {
  pixels: Uint8Array;
  width: number;
  height: number;
  /** Scan resolution when known (tesseract sizes its text-line heuristics by it). */
  dpi?: number;
}

/** Anything that turns an image into text: the in-Worker tesseract below, or a remote provider (Workers AI). */
export interface OcrEngine {
  /** `image` is an encoded file (PNG, JPEG, GIF, BMP, TIFF) or raw greyscale pixels. Confidence is 0..1. */
  recognize(image: Uint8Array | GreyImage, langs: OcrLanguage[]): Promise<{ text: string; confidence: number }>;
}

/** Loads an OCR asset by name (see OCR_ASSETS); gzipped or raw bytes are both accepted. */
export type OcrAssetLoader = (name: string) => Promise<ArrayBuffer | Uint8Array>;

/**
 * The language files the engine asks for, by name: tessdata_fast LSTM models (por 1.0 MB, eng 2.0 MB gzipped),
 * vendored in worker/extraction/ocr-data/ and served from static assets or R2 as they are.
 */
export const OCR_ASSETS: Record<OcrLanguage, string> = {
  por: "por.traineddata.gz",
  eng: "eng.traineddata.gz",
};

/**
 * Images above this are refused with TOO_LARGE: leptonica holds a colour image at 4 bytes per pixel inside the
 * wasm heap, and the Worker has 128 MB in all. 16 MP is an A4 page at ~400 dpi.
 */
export const MAX_OCR_PIXELS = 16_000_000;

interface TessApi {
  Init(datapath: string, languages: string, oem: number): number;
  SetVariable(name: string, value: string): boolean;
  SetImage(pointer: number, width: number, height: number, bytesPerPixel: number, bytesPerLine: number): void;
  SetImageFile(exifOrientation: number, angle: number): number;
  SetSourceResolution(dpi: number): void;
  Recognize(monitor: null): number;
  AnalyseLayout(): TessPageIterator | null;
  SetRectangle(left: number, top: number, width: number, height: number): void;
  GetUTF8Text(): string;
  MeanTextConf(): number;
  Clear(): void;
  End(): void;
}

/** Tesseract's layout iterator; BoundingBox writes four ints at the given wasm addresses. */
interface TessPageIterator {
  Begin(): void;
  Next(level: number): boolean;
  BoundingBox(level: number, left: number, top: number, right: number, bottom: number): boolean;
  __destroy__(): void;
}

interface TessModule {
  TessBaseAPI: new () => TessApi;
  FS: { writeFile(path: string, data: Uint8Array): void; unlink(path: string): void };
  _malloc(size: number): number;
  _free(pointer: number): void;
}

interface LoadedEngine {
  module: TessModule;
  api: TessApi;
  memory: WebAssembly.Memory;
}

const ENGINE_MODE_LSTM_ONLY = 1;
const PAGE_SEG_AUTO = "3";
const PAGE_SEG_SINGLE_LINE = "7";

async function gunzipIfNeeded(data: ArrayBuffer | Uint8Array): Promise<Uint8Array> {
  const bytes = data instanceof Uint8Array ? data : new Uint8Array(data);
  if (bytes[0] !== 0x1f || bytes[1] !== 0x8b) return bytes;
  const stream = new Blob([bytes]).stream().pipeThrough(new DecompressionStream("gzip"));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

/**
 * Emscripten's glue probes its environment synchronously when the factory is called: with nodejs_compat it takes
 * the Node branch (process.versions.node) and reads `__dirname`; without it, the web-worker branch reads
 * `self.location.href`. A bundled Worker has neither (only the vitest pool, which loads the file as CommonJS, does),
 * so both names exist just for that call. Nothing in that branch is used afterwards: the wasm comes through
 * instantiateWasm and the language data through the in-memory FS.
 */
function withEmscriptenGlobals<T>(call: () => T): T {
  const g = globalThis as { __filename?: string; __dirname?: string };
  const added = (["__filename", "__dirname"] as const).filter((name) => !(name in g));
  for (const name of added) g[name] = name === "__filename" ? "/tesseract-core-simd-lstm.js" : "/";
  try {
    return call();
  } finally {
    for (const name of added) delete g[name];
  }
}

async function loadEngine(langs: OcrLanguage[], loadAsset: OcrAssetLoader): Promise<LoadedEngine> {
  let memory: WebAssembly.Memory | undefined;
  const module = (await withEmscriptenGlobals(() =>
    createTesseractCore({
      // Workers cannot compile wasm from bytes at run time; the module is compiled at deploy time (a CompiledWasm
      // import) and only instantiated here. This also stops Emscripten from fetching or reading the .wasm file.
      instantiateWasm(imports: WebAssembly.Imports, done: (instance: WebAssembly.Instance) => void) {
        WebAssembly.instantiate(tesseractWasm, imports).then((instance) => {
          memory = Object.values(instance.exports).find(
            (e): e is WebAssembly.Memory => e instanceof WebAssembly.Memory,
          );
          done(instance);
        });
        return {};
      },
      print: () => {},
      printErr: () => {},
    }),
  )) as TessModule;
  if (!memory) throw new Error("tesseract wasm exports no memory");
  for (const lang of langs) {
    const data = await gunzipIfNeeded(await loadAsset(OCR_ASSETS[lang]));
    module.FS.writeFile(`/${lang}.traineddata`, data);
  }
  const api = new module.TessBaseAPI();
  if (api.Init("/", langs.join("+"), ENGINE_MODE_LSTM_ONLY) !== 0) throw new Error(`tesseract Init(${langs}) failed`);
  // Init has copied the models into the wasm heap; the JS-side copies would only hold memory.
  for (const lang of langs) module.FS.unlink(`/${lang}.traineddata`);
  return { module, api, memory };
}

/**
 * The in-Worker OCR: tesseract.js-core (tesseract 5 LSTM + leptonica compiled to wasm, SIMD build). One engine per
 * isolate and language set, reused across requests; recognitions are serialised because the API is stateful.
 */
export function createTesseractEngine(loadAsset: OcrAssetLoader): OcrEngine & { wasmMemoryBytes(): number } {
  let engine: Promise<LoadedEngine> | undefined;
  let engineLangs = "";
  let queue: Promise<unknown> = Promise.resolve();
  let lastMemory: WebAssembly.Memory | undefined;

  const getEngine = (langs: OcrLanguage[]) => {
    const key = langs.join("+");
    if (!engine || engineLangs !== key) {
      // A new language set needs a fresh Init; dropping the old engine lets its wasm memory be collected.
      engineLangs = key;
      engine = loadEngine(langs, loadAsset);
      engine.catch(() => {
        engine = undefined;
      });
    }
    return engine;
  };

  const run = async (image: Uint8Array | GreyImage, langs: OcrLanguage[]) => {
    const { module, api, memory } = await getEngine(langs);
    lastMemory = memory;
    let pointer = 0;
    try {
      if (image instanceof Uint8Array) {
        module.FS.writeFile("/input", image);
        const kind = imageKind(image);
        const orientation = kind ? (readImageInfo(image, kind)?.orientation ?? 1) : 1;
        if (api.SetImageFile(orientation, 0) !== 0) {
          throw new ExtractionError("CORRUPT_FILE", {
            en: "The image is damaged or in a variant that cannot be read. Save it again as PNG or JPEG and upload it.",
            pt: "A imagem está danificada ou em uma variante que não pode ser lida. Salve-a novamente como PNG ou JPEG e envie-a.",
          });
        }
      } else {
        pointer = module._malloc(image.pixels.length);
        // A fresh view: malloc may have grown (and so replaced) the wasm memory buffer.
        new Uint8Array(memory.buffer, pointer, image.pixels.length).set(image.pixels);
        api.SetImage(pointer, image.width, image.height, 1, image.width);
        if (image.dpi) api.SetSourceResolution(Math.round(image.dpi));
      }
      return await recognizeInBands(module, api, memory);
    } catch (err) {
      // A wasm abort (out of memory, a failed assertion) leaves the instance unusable: start afresh next time.
      if (!(err instanceof ExtractionError)) engine = undefined;
      throw err;
    } finally {
      api.Clear();
      if (pointer) module._free(pointer);
      if (image instanceof Uint8Array) module.FS.unlink("/input");
    }
  };

  return {
    recognize(image, langs) {
      const result = queue.then(() => run(image, langs));
      queue = result.catch(() => {});
      return result;
    },
    /** Size of the engine's wasm heap: it grows to the largest image seen and never shrinks. */
    wasmMemoryBytes() {
      return lastMemory?.buffer.byteLength ?? 0;
    },
  };
}

const RIL_TEXTLINE = 2;
/**
 * Text lines recognised per slice: one line is a fraction of a second, so other requests are served in between.
 * Slices are recognised as single lines (PAGE_SEG_SINGLE_LINE), so this stays 1.
 */
const LINES_PER_BAND = 1;
/** Margin around a line's box, as a share of its height. */
const LINE_MARGIN = 0.35;

/**
 * Recognises the image set on `api` in horizontal bands of whole text lines, yielding to the event loop between
 * bands (docs/decisions/023-reliability.md): one Recognize of a page is seconds of uninterrupted CPU, which locally
 * (one runtime for the API and the queue consumer) stalled every other request. Bands follow tesseract's own line
 * boxes, so no line is cut; without a layout the page is recognised whole.
 */
async function recognizeInBands(module: TessModule, api: TessApi, memory: WebAssembly.Memory) {
  api.SetVariable("tessedit_pageseg_mode", PAGE_SEG_AUTO);
  const lines = textLineBoxes(module, api, memory);
  await new Promise((resolve) => setTimeout(resolve, 0));
  if (lines.length <= LINES_PER_BAND) {
    api.Recognize(null);
    return { text: api.GetUTF8Text(), confidence: Math.max(0, Math.min(1, api.MeanTextConf() / 100)) };
  }
  // The layout is known: each slice is one line, so tesseract need not analyse the slice's layout again (-8 % CPU a
  // page, the same text on every fixture: docs/decisions/028-free-plan-cpu.md).
  api.SetVariable("tessedit_pageseg_mode", PAGE_SEG_SINGLE_LINE);
  let text = "";
  let weighted = 0;
  let weight = 0;
  for (let i = 0; i < lines.length; i += LINES_PER_BAND) {
    const band = lines.slice(i, i + LINES_PER_BAND);
    const left = Math.min(...band.map((b) => b.left));
    const top = Math.min(...band.map((b) => b.top));
    const right = Math.max(...band.map((b) => b.right));
    const bottom = Math.max(...band.map((b) => b.bottom));
    // Line boxes hug the glyphs' bodies: a margin keeps accents and cedillas (Ç, Ã) inside the slice, but never
    // past halfway to the neighbouring line (a sliver of it would be read as garbage).
    const pad = Math.ceil((bottom - top) * LINE_MARGIN);
    const above = lines[i - 1];
    const below = lines[i + LINES_PER_BAND];
    const y = Math.max(0, top - pad, above ? Math.ceil((above.bottom + top) / 2) : 0);
    const yEnd = Math.min(bottom + pad, below ? Math.floor((bottom + below.top) / 2) : bottom + pad);
    api.SetRectangle(left, y, right - left, Math.max(bottom, yEnd) - y);
    api.Recognize(null);
    const part = api.GetUTF8Text();
    const chars = part.trim().length;
    weighted += (api.MeanTextConf() / 100) * chars;
    weight += chars;
    text += part.endsWith("\n") ? `${part}\n` : `${part}\n\n`;
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
  return { text, confidence: weight > 0 ? Math.max(0, Math.min(1, weighted / weight)) : 0 };
}

/** The page's text-line boxes, top to bottom, from tesseract's layout analysis. */
function textLineBoxes(module: TessModule, api: TessApi, memory: WebAssembly.Memory) {
  const layout = api.AnalyseLayout();
  if (!layout) return [];
  const out = module._malloc(16);
  const boxes: { left: number; top: number; right: number; bottom: number }[] = [];
  try {
    layout.Begin();
    do {
      if (layout.BoundingBox(RIL_TEXTLINE, out, out + 4, out + 8, out + 12)) {
        const [left = 0, top = 0, right = 0, bottom = 0] = new Int32Array(memory.buffer, out, 4);
        if (right > left && bottom > top) boxes.push({ left, top, right, bottom });
      }
    } while (layout.Next(RIL_TEXTLINE));
  } finally {
    module._free(out);
    layout.__destroy__();
  }
  return boxes.sort((a, b) => a.top - b.top);
}

function imageKind(bytes: Uint8Array): FileKind | null {
  if (bytes[0] === 0x89 && bytes[1] === 0x50) return "png";
  if (bytes[0] === 0xff && bytes[1] === 0xd8) return "jpeg";
  if (bytes[0] === 0x49 && bytes[1] === 0x49) return "tiff";
  if (bytes[0] === 0x4d && bytes[1] === 0x4d) return "tiff";
  return null;
}

let shared: ReturnType<typeof createTesseractEngine> | undefined;
let sharedLoader: OcrAssetLoader | undefined;

/**
 * The isolate-wide tesseract engine. Callers pass a fresh loader closure on every call, but the assets behind the
 * names never change, so the engine is kept and the latest loader is used only when the engine (re)loads.
 */
export function sharedTesseractEngine(loadAsset: OcrAssetLoader): ReturnType<typeof createTesseractEngine> {
  sharedLoader = loadAsset;
  shared ??= createTesseractEngine((name) => (sharedLoader ?? loadAsset)(name));
  return shared;
}
