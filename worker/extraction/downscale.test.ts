import { describe, expect, it } from "vitest";
import { MAX_OCR_DPI, ocrScaleFactor, toGrey } from "./pdf.ts";

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
});
