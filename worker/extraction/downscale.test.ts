import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { averageDown, MAX_OCR_DPI, ocrScaleFactor, toGrey } from "./pdf.ts";

/** The box average as first written, one source pixel at a time: what the row-wise averageDown must still give. */
function boxAverage(pixels: Uint8Array, width: number, height: number, factor: number): Uint8Array {
  const [outWidth, outHeight] = [Math.max(1, Math.floor(width / factor)), Math.max(1, Math.floor(height / factor))];
  const span = (i: number, size: number) => {
    const from = Math.floor(i * factor);
    return [from, Math.min(size, Math.max(from + 1, Math.floor((i + 1) * factor)))] as const;
  };
  const out = new Uint8Array(outWidth * outHeight);
  for (let y = 0; y < outHeight; y++) {
    const [y0, y1] = span(y, height);
    for (let x = 0; x < outWidth; x++) {
      const [x0, x1] = span(x, width);
      let acc = 0;
      for (let sy = y0; sy < y1; sy++) for (let sx = x0; sx < x1; sx++) acc += pixels[sy * width + sx] ?? 0;
      out[y * outWidth + x] = Math.round(acc / ((y1 - y0) * (x1 - x0)));
    }
  }
  return out;
}

describe("downscaling scanned pages before OCR", () => {
  it("keeps a 300 dpi A4 page as it is", () => {
    expect(ocrScaleFactor(2480, 3508, 300)).toBe(1);
  });

  it("scales a 600 dpi page down to 300 dpi, even when the page matrix says 600.2 dpi", () => {
    expect(ocrScaleFactor(4960, 7016, 600.2)).toBe(2);
  });

  it("scales a 400 dpi page to 300 dpi, not to 200 as a whole factor would", () => {
    expect(ocrScaleFactor(3307, 4677, 400)).toBeCloseTo(1.3, 5);
  });

  it("keeps a page below 300 dpi, never enlarging it", () => {
    expect(ocrScaleFactor(1654, 2339, 200)).toBe(1);
  });

  it("bounds an image of unknown resolution to 12 megapixels, rounding the factor up", () => {
    const factor = ocrScaleFactor(6000, 4000);
    expect(factor).toBeGreaterThan(1);
    expect(Math.floor(6000 / factor) * Math.floor(4000 / factor)).toBeLessThanOrEqual(12_000_000);
    expect(ocrScaleFactor(2000, 3000)).toBe(1);
  });

  it("averages a 600 dpi grey image into one at 300 dpi and reports the new resolution", () => {
    // 4×2 pixels: each 2×2 box becomes its mean.
    const data = new Uint8Array([0, 100, 200, 200, 100, 200, 200, 200]);
    const grey = toGrey({ width: 4, height: 2, data }, 2 * MAX_OCR_DPI);
    expect(grey).toEqual({ pixels: new Uint8Array([100, 200]), width: 2, height: 1, dpi: MAX_OCR_DPI });
  });

  it("leaves a 300 dpi grey image pixel for pixel", () => {
    const data = new Uint8Array([10, 20, 30, 40]);
    expect(toGrey({ width: 2, height: 2, data }, 300)?.pixels).toEqual(data);
  });

  it("averages row by row to exactly the pixels of a box average taken pixel by pixel, for any size and factor", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 40 }),
        fc.integer({ min: 1, max: 30 }),
        fc.integer({ min: 10, max: 35 }),
        fc.infiniteStream(fc.nat(255)),
        (width, height, tenths, values) => {
          const pixels = Uint8Array.from(values.take(width * height));
          const factor = tenths / 10;
          const rows = averageDown(width, height, factor, (y, into) =>
            into.set(pixels.subarray(y * width, (y + 1) * width)),
          );
          const expected = boxAverage(pixels, width, height, factor);
          expect(rows.pixels).toEqual(expected);
          expect(rows.sum).toBe(expected.reduce((a, b) => a + b, 0));
        },
      ),
      { numRuns: 300 },
    );
  });

  it("reduces RGB, RGBA with transparency and 1-bit pages to the same grey as before, row by row", () => {
    const rgb = new Uint8Array([255, 0, 0, 0, 255, 0, 0, 0, 255, 30, 60, 90]);
    expect(Array.from(toGrey({ width: 2, height: 2, kind: 2, data: rgb }, 300)?.pixels ?? [])).toEqual([
      76, 149, 28, 54,
    ]);
    // A transparent pixel is paper, whatever its colour.
    const rgba = new Uint8Array([0, 0, 0, 0, 0, 0, 0, 255]);
    expect(Array.from(toGrey({ width: 2, height: 1, kind: 3, data: rgba }, 300)?.pixels ?? [])).toEqual([255, 1]);
    // 1 bit a pixel, most significant first; a mostly dark result is inverted (the bits' polarity is unknown).
    const bits = new Uint8Array([0b01000000]);
    expect(Array.from(toGrey({ width: 3, height: 1, kind: 1, data: bits }, 300)?.pixels ?? [])).toEqual([255, 0, 255]);
  });
});
