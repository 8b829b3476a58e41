import createTesseractCore from "tesseract.js-core/tesseract-core-simd-lstm.js";
import tesseractWasm from "tesseract.js-core/tesseract-core-simd-lstm.wasm";
import type { Language } from "../../common/vocabulary.ts";
import { detectLanguage } from "../analysis/language.ts";
import { ExtractionError } from "./errors.ts";
import { readImageInfo } from "./image-info.ts";
import {
  bandRectangle,
  LINES_PER_BAND,
  type LineBox,
  type ReadingLine,
  readingOrder,
  withColumnGaps,
  withoutRules,
} from "./ocr-lines.ts";
import type { LoadedModule, TessApi, TessModule } from "./ocr-wasm.ts";
import { averageDown, type GreyRowReader, ocrScaleFactor } from "./pdf.ts";
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

/** One recognised text line and its box on the image, in pixels (top-left origin). */
export interface OcrLine {
  text: string;
  left: number;
  top: number;
  right: number;
  bottom: number;
  /** For a line of two columns read one after the other: its column's left and right edges. */
  column?: { left: number; right: number };
}

/** What an engine read: the text, its confidence (0..1) and, when the engine knows them, its lines' boxes. */
export interface OcrResult {
  text: string;
  confidence: number;
  /** In reading order; lets the text be reflowed by geometry as a PDF's text layer is (layout.ts). */
  lines?: OcrLine[];
}

/** Anything that turns an image into text: the in-Worker tesseract below, or a remote provider (Workers AI). */
export interface OcrEngine {
  /** `image` is an encoded file (PNG, JPEG, GIF, BMP, TIFF) or raw greyscale pixels. */
  recognize(image: Uint8Array | GreyImage, langs: OcrLanguage[]): Promise<OcrResult>;
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

/**
 * A heap grown past this by a page is dropped after it. An A4 page at 300 dpi in grey leaves 38 MB in a young engine
 * and 54.5 MB page after page (docs/decisions/030-scan-speed-and-pages.md §6); a 400 dpi upload (decoded before it
 * is averaged down) 62-66 MB, and an image leptonica still decodes in colour (a progressive JPEG, a tiled or
 * JPEG-compressed colour TIFF) about 98 MB. Starting the engine again costs 0.15-0.6 s of CPU on the next page.
 */
export const RECYCLE_HEAP_BYTES = 56 * 1024 * 1024;

/**
 * An upload leptonica decodes at more pixels than this (one finer than an A4 page at 300 dpi, averaged down only
 * after it is decoded) starts in a fresh engine when the heap already holds a page's buffers (HELD_PAGE_BYTES):
 * decoded on top of them, a 400 dpi page took the heap to 83-94 MB, against 62-66 MB fresh
 * (docs/decisions/030-scan-speed-and-pages.md §6).
 */
const LARGE_DECODE_PIXELS = 12_000_000;
const HELD_PAGE_BYTES = 32 * 1024 * 1024;

function decodedLarge(image: Uint8Array | GreyImage): boolean {
  if (!(image instanceof Uint8Array)) return false;
  const kind = imageKind(image);
  const info = kind ? readImageInfo(image, kind) : null;
  return !!info && info.width * info.height > LARGE_DECODE_PIXELS;
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

async function loadModule(): Promise<LoadedModule> {
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
  return { module, memory };
}

/** A recogniser for one language set, in the shared module (its models go into the same wasm heap). */
async function loadApi(
  { module }: LoadedModule,
  langs: OcrLanguage[],
  loadAsset: OcrAssetLoader,
  initVariables: Record<string, string>,
): Promise<TessApi> {
  for (const lang of langs) {
    const data = await gunzipIfNeeded(await loadAsset(OCR_ASSETS[lang]));
    module.FS.writeFile(`/${lang}.traineddata`, data);
  }
  const api = new module.TessBaseAPI();
  // Init-only variables (which dictionaries to load) are read from a config file during Init.
  const config = Object.entries(initVariables)
    .map(([name, value]) => `${name} ${value}\n`)
    .join("");
  if (config) module.FS.writeFile("/init.config", new TextEncoder().encode(config));
  const status = config
    ? api.Init("/", langs.join("+"), ENGINE_MODE_LSTM_ONLY, "/init.config")
    : api.Init("/", langs.join("+"), ENGINE_MODE_LSTM_ONLY);
  if (status !== 0) throw new Error(`tesseract Init(${langs}) failed`);
  // Init has copied the models into the wasm heap; the JS-side copies would only hold memory.
  for (const lang of langs) module.FS.unlink(`/${lang}.traineddata`);
  return api;
}

/**
 * The in-Worker OCR: tesseract.js-core (tesseract 5 LSTM + leptonica compiled to wasm, SIMD build). One wasm module
 * per isolate, reused across requests, with one recogniser per language set; recognitions are serialised because
 * the API is stateful.
 *
 * With several languages (["por", "eng"]) a page is read with all of them until its first lines show its language,
 * then with the first language alone if that is the one: tesseract given two LSTM models tries a weak word with
 * both, which costs 10 % on a Portuguese page for the same text, while English read by the Portuguese model alone
 * loses symbols such as § and @ (docs/decisions/030-scan-speed-and-pages.md).
 */
export function createTesseractEngine(
  loadAsset: OcrAssetLoader,
  initVariables: Record<string, string> = {},
): OcrEngine & { wasmMemoryBytes(): number } {
  let loaded: Promise<LoadedModule> | undefined;
  let apis = new Map<string, Promise<TessApi>>();
  let queue: Promise<unknown> = Promise.resolve();
  let lastMemory: WebAssembly.Memory | undefined;

  const getModule = () => {
    if (!loaded) {
      loaded = loadModule();
      apis = new Map();
      loaded.catch(() => {
        loaded = undefined;
      });
    }
    return loaded;
  };
  const getApi = async (langs: OcrLanguage[]) => {
    const moduleNow = await getModule();
    const key = langs.join("+");
    let api = apis.get(key);
    if (!api) {
      api = loadApi(moduleNow, langs, loadAsset, initVariables);
      apis.set(key, api);
      api.catch(() => apis.delete(key));
    }
    return api;
  };

  const run = async (image: Uint8Array | GreyImage, langs: OcrLanguage[]) => {
    if (loaded && lastMemory && lastMemory.buffer.byteLength > HELD_PAGE_BYTES && decodedLarge(image))
      loaded = undefined;
    const { module, memory } = await getModule();
    lastMemory = memory;
    const used: TessApi[] = [];
    let written = false;
    // The resolution of grey pixels (their PGM states none) or of an upload averaged down, which each recogniser must
    // be told (a file's own travels in its Pix).
    let dpi = image instanceof Uint8Array ? undefined : image.dpi;
    const setImage = (api: TessApi) => {
      const set = used[0];
      used.push(api);
      if (set) {
        // A second recogniser for the same image: leptonica's decoded copy, not the file decoded again.
        (api.SetImage as unknown as (pix: unknown) => void)(set.GetInputImage());
        if (dpi) api.SetSourceResolution(Math.round(dpi));
      } else if (image instanceof Uint8Array) {
        const kind = imageKind(image);
        const orientation = kind ? (readImageInfo(image, kind)?.orientation ?? 1) : 1;
        if (api.SetImageFile(orientation, 0) !== 0) {
          throw new ExtractionError("CORRUPT_FILE", {
            en: "The image is damaged or in a variant that cannot be read. Save it again as PNG or JPEG and upload it.",
            pt: "A imagem está danificada ou em uma variante que não pode ser lida. Salve-a novamente como PNG ou JPEG e envie-a.",
          });
        }
      } else {
        if (api.SetImageFile(1, 0) !== 0) throw new Error("tesseract could not read the page's grey pixels");
        if (dpi) api.SetSourceResolution(Math.round(dpi));
      }
    };
    try {
      // The models first: loaded into a fresh instance, they sit below the page's buffers, not after a freed hole.
      const all = await getApi(langs);
      module.FS.writeFile("/input", image instanceof Uint8Array ? image : portableGreyMap(image));
      written = true;
      setImage(all);
      if (image instanceof Uint8Array) {
        const scaled = downscaleInput(module, all, memory);
        if (scaled) ({ dpi } = scaled);
      }
      const narrow = langs.length > 1 ? async () => getApi(langs.slice(0, 1)) : undefined;
      return await recognizeInBands(module, all, memory, langs[0] ?? "por", narrow, setImage);
    } catch (err) {
      // A wasm abort (out of memory, a failed assertion) leaves the instance unusable: start afresh next time.
      if (!(err instanceof ExtractionError)) loaded = undefined;
      throw err;
    } finally {
      for (const api of used) api.Clear();
      if (written) module.FS.unlink("/input");
      // A wasm memory never shrinks, and a page read in a heap left large and fragmented by the last one grows it
      // further: past the bound, the next page starts in a fresh instance (docs/decisions/030-scan-speed-and-pages.md §5).
      if (memory.buffer.byteLength > RECYCLE_HEAP_BYTES) loaded = undefined;
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

/**
 * Grey pixels as a binary PGM file, which leptonica reads into its image as it reads an uploaded PNG. Copied into the
 * heap by hand and set from there, the pixels left the heap of every second A4 page in one engine at 57-60 MB, past
 * RECYCLE_HEAP_BYTES, so the engine restarted every other page (docs/decisions/030-scan-speed-and-pages.md §6).
 */
function portableGreyMap(image: GreyImage): Uint8Array {
  const header = new TextEncoder().encode(`P5\n${image.width} ${image.height}\n255\n`);
  const file = new Uint8Array(header.length + image.pixels.length);
  file.set(header);
  file.set(image.pixels, header.length);
  return file;
}

const RIL_TEXTLINE = 2;

/**
 * An uploaded image finer than MAX_OCR_DPI (or larger than the page pixel bound) is averaged down to grey before it
 * is read, as scanned PDF pages are: leptonica has decoded it, so its pixels are read from the wasm heap. Returns the
 * resolution of the grey copy now set on `api`, or null when the image is kept.
 */
function downscaleInput(module: TessModule, api: TessApi, memory: WebAssembly.Memory): { dpi?: number } | null {
  const pix = api.GetInputImage();
  if (!pix) return null;
  const [width, height, depth, wpl] = [pix.get_w(), pix.get_h(), pix.get_d(), pix.get_wpl()];
  const dpi = pix.get_xres() || undefined;
  const factor = ocrScaleFactor(width, height, dpi);
  // Palette images (GIF, some PNGs) keep their own path: their bytes are indices, not grey values.
  if (factor <= 1 || module.getPointer(pix.get_colormap()) !== 0 || (depth !== 1 && depth !== 8 && depth !== 32))
    return null;
  const bytes = new Uint8Array(memory.buffer, pix.get_data(), wpl * 4 * height);
  const rowBytes = wpl * 4;
  // Leptonica packs pixels big-endian within each 32-bit word, which sits little-endian in wasm memory.
  const readRow: GreyRowReader = (y, into) => {
    const start = y * rowBytes;
    if (depth === 32) {
      for (let x = 0, p = start; x < width; x++, p += 4)
        into[x] = ((bytes[p + 3] ?? 0) * 77 + (bytes[p + 2] ?? 0) * 150 + (bytes[p + 1] ?? 0) * 29) >> 8;
    } else if (depth === 8) {
      for (let x = 0; x < width; x++) into[x] = bytes[start + (x ^ 3)] ?? 255;
    } else {
      for (let x = 0; x < width; x++) into[x] = ((bytes[start + ((x >> 3) ^ 3)] ?? 0) >> (7 - (x & 7))) & 1 ? 0 : 255;
    }
  };
  const grey = averageDown(width, height, factor, readRow);
  const pointer = module._malloc(grey.pixels.length);
  new Uint8Array(memory.buffer, pointer, grey.pixels.length).set(grey.pixels);
  api.SetImage(pointer, grey.width, grey.height, 1, grey.width);
  // SetImage copied the pixels into tesseract's own image: their room serves the page's buffers from here on.
  module._free(pointer);
  if (dpi) api.SetSourceResolution(Math.round(dpi / factor));
  return dpi ? { dpi: dpi / factor } : {};
}

/** Text read with every language before the page's language is first checked (about a line of a page). */
const LANGUAGE_SAMPLE_CHARS = 80;
/** How clearly the sample must read as one language to decide: detectLanguage's confidence for 3 function words. */
const LANGUAGE_DECIDED = 0.55;
const DETECTED: Record<OcrLanguage, Language> = { por: "pt", eng: "en" };

/**
 * Recognises the image set on `all` in horizontal bands of whole text lines, yielding to the event loop between
 * bands (docs/decisions/023-reliability.md): one Recognize of a page is seconds of uninterrupted CPU, which locally
 * (one runtime for the API and the queue consumer) stalled every other request. Bands follow tesseract's own line
 * boxes, so no line is cut; without a layout the page is recognised whole. `narrow` gives the recogniser with the
 * first language alone: the rest of the page is read with it once the text read so far is in that language.
 */
async function recognizeInBands(
  module: TessModule,
  all: TessApi,
  memory: WebAssembly.Memory,
  firstLanguage: OcrLanguage,
  narrow: (() => Promise<TessApi>) | undefined,
  setImage: (api: TessApi) => void,
): Promise<OcrResult> {
  all.SetVariable("tessedit_pageseg_mode", PAGE_SEG_AUTO);
  const lines = textLineBoxes(module, all, memory);
  const pix = all.GetInputImage();
  const imageWidth = pix && module.getPointer(pix) !== 0 ? pix.get_w() : Number.POSITIVE_INFINITY;
  await new Promise((resolve) => setTimeout(resolve, 0));
  if (lines.length <= LINES_PER_BAND) {
    all.Recognize(null);
    return { text: all.GetUTF8Text(), confidence: Math.max(0, Math.min(1, all.MeanTextConf() / 100)) };
  }
  // The layout is known: each slice is one line, so tesseract need not analyse the slice's layout again (-8 % CPU a
  // page, the same text on every fixture: docs/decisions/028-free-plan-cpu.md).
  all.SetVariable("tessedit_pageseg_mode", PAGE_SEG_SINGLE_LINE);
  let api = all;
  let narrowed: TessApi | undefined;
  let decided = !narrow;
  const parts: { text: string; confidence: number }[] = [];
  let sampleChars = 0;
  let sampleFrom = 0;
  for (let i = 0; i < lines.length; i += LINES_PER_BAND) {
    // A column of prose is sampled afresh, read with every language until its own lines tell (the English column
    // of a bilingual lease must not be read with the Portuguese model its left column narrowed to).
    if (narrow && lines[i]?.startsProseColumn) {
      [api, decided, sampleChars, sampleFrom] = [all, false, 0, i];
    }
    const part = recognizeBand(module, api, memory, lines, i, imageWidth);
    parts.push(part);
    sampleChars += part.text.length;
    await new Promise((resolve) => setTimeout(resolve, 0));
    if (decided || !narrow || sampleChars < LANGUAGE_SAMPLE_CHARS) continue;
    const guess = detectLanguage(
      parts
        .slice(sampleFrom)
        .map((p) => p.text)
        .join(" "),
    );
    if (guess.confidence < LANGUAGE_DECIDED) continue;
    decided = true;
    if (guess.language !== DETECTED[firstLanguage]) continue;
    if (!narrowed) {
      narrowed = await narrow();
      setImage(narrowed);
      narrowed.SetVariable("tessedit_pageseg_mode", PAGE_SEG_SINGLE_LINE);
    }
    api = narrowed;
  }
  let weighted = 0;
  let weight = 0;
  for (const part of parts) {
    const chars = part.text.trim().length;
    weighted += part.confidence * chars;
    weight += chars;
  }
  // Each slice is one line (LINES_PER_BAND is 1), so each part's text has its line's box.
  const read = parts
    .map((part, i) => {
      const { left, top, right, bottom, column } = lines[i] as ReadingLine;
      return { text: part.text.trim(), left, top, right, bottom, ...(column ? { column } : {}) };
    })
    .filter((line) => line.text);
  return {
    text: parts.map((p) => (p.text.endsWith("\n") ? `${p.text}\n` : `${p.text}\n\n`)).join(""),
    confidence: weight > 0 ? Math.max(0, Math.min(1, weighted / weight)) : 0,
    lines: read,
  };
}

/** Reads the band of lines starting at `i` as a single line. */
function recognizeBand(
  module: TessModule,
  api: TessApi,
  memory: WebAssembly.Memory,
  lines: LineBox[],
  i: number,
  imageWidth: number,
) {
  const { left, top, width, height } = bandRectangle(lines, i, imageWidth);
  api.SetRectangle(left, top, width, height);
  api.Recognize(null);
  const text = api.GetUTF8Text();
  return { text: withColumnGaps(text, wordBoxes(module, api, memory)), confidence: api.MeanTextConf() / 100 };
}

const RIL_WORD = 3;

/** The words' boxes of the last recognition, in reading order. */
function wordBoxes(module: TessModule, api: TessApi, memory: WebAssembly.Memory): LineBox[] {
  const words = api.GetIterator();
  if (!words || module.getPointer(words) === 0) return [];
  const out = module._malloc(16);
  const boxes: LineBox[] = [];
  try {
    words.Begin();
    do {
      if (words.BoundingBox(RIL_WORD, out, out + 4, out + 8, out + 12)) {
        const [left = 0, top = 0, right = 0, bottom = 0] = new Int32Array(memory.buffer, out, 4);
        boxes.push({ left, top, right, bottom });
      }
    } while (words.Next(RIL_WORD));
  } finally {
    module._free(out);
    words.__destroy__();
  }
  return boxes;
}

/**
 * The page's text-line boxes in reading order, from tesseract's layout analysis: top to bottom, two columns side by
 * side one after the other (ocr-lines.ts readingOrder).
 */
function textLineBoxes(module: TessModule, api: TessApi, memory: WebAssembly.Memory): ReadingLine[] {
  const layout = api.AnalyseLayout();
  // No layout comes back as a wrapped null pointer, not as null.
  if (!layout || module.getPointer(layout) === 0) return [];
  const out = module._malloc(16);
  const boxes: LineBox[] = [];
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
  return readingOrder(withoutRules(boxes).sort((a, b) => a.top - b.top));
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
