import { describe, expect, it } from "vitest";
import { fixture, loadOcrAssetFromRepo } from "../test/repo-files.ts";
import { normaliseForCer } from "./cer.ts";
import { extractText } from "./extract.ts";
import { createTesseractEngine, RECYCLE_HEAP_BYTES } from "./ocr.ts";

// The engine's wasm heap only grows, and a Worker has 128 MB in all (docs/decisions/030-scan-speed-and-pages.md §5).
const OCR_TIMEOUT = 120_000;
const MB = 1024 * 1024;

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
      // A blank 16-megapixel page: tesseract holds it and its copies, and finds no text.
      const side = 4000;
      await engine.recognize({ pixels: new Uint8Array(side * side).fill(255), width: side, height: side }, [
        "por",
        "eng",
      ]);
      expect(engine.wasmMemoryBytes()).toBeGreaterThan(RECYCLE_HEAP_BYTES);
      const line = await engine.recognize(await fixture("line.gif"), ["por", "eng"]);
      expect(line.text).toContain("Contestação");
      console.log(`after a blank 16 MP page and a line: wasm heap ${(engine.wasmMemoryBytes() / MB).toFixed(1)} MB`);
      expect(engine.wasmMemoryBytes()).toBeLessThan(32 * MB);
    },
    OCR_TIMEOUT,
  );
});
