import { describe, expect, it } from "vitest";
import { fixture, loadOcrAssetFromRepo } from "../test/repo-files.ts";
import { normaliseForCer } from "./cer.ts";
import { extractText } from "./extract.ts";
import { createTesseractEngine, RECYCLE_HEAP_BYTES } from "./ocr.ts";
import { pngToGrey } from "./png-grey.ts";

// The engine's wasm heap only grows, and a Worker has 128 MB in all (docs/decisions/030-scan-speed-and-pages.md §5).
const OCR_TIMEOUT = 120_000;
const MB = 1024 * 1024;

/** A PNG's page as a 24-bit BMP (bottom-up, rows padded to 4 bytes), its grey in all three channels, at 300 dpi. */
async function bmpOf(png: Uint8Array): Promise<Uint8Array> {
  const page = await pngToGrey(png);
  if (!page) throw new Error("the fixture is not a colour PNG");
  const stride = Math.ceil((page.width * 3) / 4) * 4;
  const out = new Uint8Array(54 + stride * page.height);
  const view = new DataView(out.buffer);
  out.set([0x42, 0x4d]);
  view.setUint32(2, out.length, true);
  view.setUint32(10, 54, true);
  view.setUint32(14, 40, true);
  view.setInt32(18, page.width, true);
  view.setInt32(22, page.height, true);
  view.setUint16(26, 1, true);
  view.setUint16(28, 24, true);
  view.setInt32(38, 11811, true);
  view.setInt32(42, 11811, true);
  for (let y = 0; y < page.height; y++) {
    const row = 54 + (page.height - 1 - y) * stride;
    for (let x = 0; x < page.width; x++) out.fill(page.pixels[y * page.width + x] ?? 255, row + x * 3, row + x * 3 + 3);
  }
  return out;
}

/** A PNG's page as an uncompressed RGB TIFF in one strip, little-endian, its grey in all three samples. */
async function tiffOf(png: Uint8Array): Promise<Uint8Array> {
  const page = await pngToGrey(png);
  if (!page) throw new Error("the fixture is not a colour PNG");
  // Width, height, bits a sample (3 SHORTs at 134), compression, RGB, strip offset, samples, rows a strip, strip size.
  const entries: [number, number, number, number][] = [
    [256, 4, 1, page.width],
    [257, 4, 1, page.height],
    [258, 3, 3, 134],
    [259, 3, 1, 1],
    [262, 3, 1, 2],
    [273, 4, 1, 140],
    [277, 3, 1, 3],
    [278, 4, 1, page.height],
    [279, 4, 1, page.width * page.height * 3],
  ];
  const out = new Uint8Array(140 + page.width * page.height * 3);
  const view = new DataView(out.buffer);
  out.set([0x49, 0x49, 42, 0, 8, 0, 0, 0]);
  view.setUint16(8, entries.length, true);
  for (const [i, [tag, type, count, value]] of entries.entries()) {
    const at = 10 + i * 12;
    view.setUint16(at, tag, true);
    view.setUint16(at + 2, type, true);
    view.setUint32(at + 4, count, true);
    if (type === 3 && count === 1) view.setUint16(at + 8, value, true);
    else view.setUint32(at + 8, value, true);
  }
  for (const k of [0, 1, 2]) view.setUint16(134 + 2 * k, 8, true);
  for (let i = 0; i < page.pixels.length; i++) out.fill(page.pixels[i] ?? 255, 140 + i * 3, 143 + i * 3);
  return out;
}

describe("the OCR engine's memory", () => {
  it(
    "reads a colour A4 PNG with its heap under the recycling bound (leptonica decoding it took 99 MB)",
    async () => {
      const engine = createTesseractEngine(loadOcrAssetFromRepo);
      const result = await extractText(await fixture("page-en.png"), "png", { ocrEngine: engine });
      const text = normaliseForCer(result.text);
      expect(text).toContain("42 U.S.C. § 1983");
      expect(text).toContain("lpark@parkshah.com");
      console.log(`page-en.png: wasm heap ${(engine.wasmMemoryBytes() / MB).toFixed(1)} MB`);
      expect(engine.wasmMemoryBytes()).toBeLessThan(RECYCLE_HEAP_BYTES);
    },
    OCR_TIMEOUT,
  );

  it.each([
    { kind: "bmp", name: "a 24-bit A4 BMP", encode: bmpOf },
    { kind: "tiff", name: "an RGB A4 TIFF", encode: tiffOf },
  ] as const)(
    "reads $name in grey with its heap under the recycling bound (leptonica decoding it in colour took 98 MB)",
    async ({ kind, encode }) => {
      const engine = createTesseractEngine(loadOcrAssetFromRepo);
      const result = await extractText(await encode(await fixture("page-en.png")), kind, { ocrEngine: engine });
      const text = normaliseForCer(result.text);
      expect(text).toContain("42 U.S.C. § 1983");
      expect(text).toContain("lpark@parkshah.com");
      console.log(`page-en as ${kind}: wasm heap ${(engine.wasmMemoryBytes() / MB).toFixed(1)} MB`);
      expect(engine.wasmMemoryBytes()).toBeLessThan(RECYCLE_HEAP_BYTES);
    },
    OCR_TIMEOUT,
  );

  it(
    "reads a 400 dpi upload after an A4 page in a fresh instance, not on top of the page's buffers (83 MB there)",
    async () => {
      const engine = createTesseractEngine(loadOcrAssetFromRepo);
      await extractText(await fixture("page-en.png"), "png", { ocrEngine: engine });
      const result = await extractText(await fixture("page-pt-400dpi.png"), "png", { ocrEngine: engine });
      expect(normaliseForCer(result.text)).toContain("CLÁUSULA");
      console.log(`page-en.png then page-pt-400dpi.png: wasm heap ${(engine.wasmMemoryBytes() / MB).toFixed(1)} MB`);
      expect(engine.wasmMemoryBytes()).toBeLessThan(66 * MB);
    },
    OCR_TIMEOUT,
  );

  it(
    "reads a colour JPEG from its luminance in a heap no larger than the engine's start (leptonica's colour copy took 29 MB)",
    async () => {
      const engine = createTesseractEngine(loadOcrAssetFromRepo);
      const result = await extractText(await fixture("scan-en.jpg"), "jpeg", { ocrEngine: engine });
      expect(normaliseForCer(result.text)).toContain("SOUTHERN DISTRICT OF NEW YORK");
      console.log(`scan-en.jpg: wasm heap ${(engine.wasmMemoryBytes() / MB).toFixed(1)} MB`);
      expect(engine.wasmMemoryBytes()).toBeLessThan(24 * MB);
    },
    OCR_TIMEOUT,
  );

  it(
    "starts a fresh wasm instance after a page that left its heap past the bound",
    async () => {
      const engine = createTesseractEngine(loadOcrAssetFromRepo);
      // A blank 21-megapixel page: tesseract holds it and its copies, and finds no text.
      const side = 4600;
      await engine.recognize({ pixels: new Uint8Array(side * side).fill(255), width: side, height: side }, [
        "por",
        "eng",
      ]);
      expect(engine.wasmMemoryBytes()).toBeGreaterThan(RECYCLE_HEAP_BYTES);
      const line = await engine.recognize(await fixture("line.gif"), ["por", "eng"]);
      expect(line.text).toContain("Contestação");
      console.log(`after a blank 21 MP page and a line: wasm heap ${(engine.wasmMemoryBytes() / MB).toFixed(1)} MB`);
      expect(engine.wasmMemoryBytes()).toBeLessThan(32 * MB);
    },
    OCR_TIMEOUT,
  );
});
