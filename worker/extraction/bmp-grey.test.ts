import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { bmpToGrey } from "./bmp-grey.ts";
import { damagedCopies } from "./fixtures/damaged.ts";
import { MAX_OCR_PIXELS } from "./ocr.ts";

interface BmpOptions {
  bits?: number;
  compression?: number;
  topDown?: boolean;
  dpi?: number;
  header?: number;
  masks?: [number, number, number];
}

/** A BMP of `width`×`height` RGB pixels (row-major, top row first), written as Windows writes one. */
function bmp(width: number, height: number, rgb: number[], options: BmpOptions = {}): Uint8Array {
  const { bits = 24, compression = 0, topDown = false, dpi = 0, header = 40, masks } = options;
  const channels = bits / 8;
  const stride = Math.ceil((width * channels) / 4) * 4;
  const dataAt = 14 + header + (masks && header === 40 ? 12 : 0);
  const out = new Uint8Array(dataAt + stride * height);
  const view = new DataView(out.buffer);
  out.set([0x42, 0x4d]);
  view.setUint32(2, out.length, true);
  view.setUint32(10, dataAt, true);
  view.setUint32(14, header, true);
  view.setInt32(18, width, true);
  view.setInt32(22, topDown ? -height : height, true);
  view.setUint16(26, 1, true);
  view.setUint16(28, bits, true);
  view.setUint32(30, compression, true);
  view.setInt32(38, Math.round(dpi / 0.0254), true);
  view.setInt32(42, Math.round(dpi / 0.0254), true);
  for (const [i, mask] of (masks ?? []).entries()) view.setUint32(54 + 4 * i, mask, true);
  // Palette and 16-bit files are only told apart by their header here: their pixels stay zero.
  for (let y = 0; y < height && channels >= 3; y++) {
    const row = dataAt + (topDown ? y : height - 1 - y) * stride;
    for (let x = 0; x < width; x++) {
      const [r = 0, g = 0, b = 0] = rgb.slice((y * width + x) * 3, (y * width + x) * 3 + 3);
      out.set(channels === 4 ? [b, g, r, 0] : [b, g, r], row + x * channels);
    }
  }
  return out;
}

/** Luma as scanned PDF pages are reduced (toGrey in pdf.ts). */
const luma = (r: number, g: number, b: number) => (r * 77 + g * 150 + b * 29) >> 8;

// Three columns (odd, so each 24-bit row is padded) and two rows: red, green, blue over white, grey, black.
const COLOURS = [255, 0, 0, 0, 255, 0, 0, 0, 255, 255, 255, 255, 128, 128, 128, 0, 0, 0];
const GREYS = [luma(255, 0, 0), luma(0, 255, 0), luma(0, 0, 255), 255, 128, 0];

describe("a colour BMP read to grey before the OCR engine", () => {
  it("reads a 24-bit BMP stored bottom-up, with padded rows, as its luma, top row first", () => {
    const grey = bmpToGrey(bmp(3, 2, COLOURS, { dpi: 300 }));
    expect(grey?.width).toBe(3);
    expect(grey?.height).toBe(2);
    expect([...(grey?.pixels ?? [])]).toEqual(GREYS);
    expect(grey?.dpi).toBeCloseTo(300, 0);
  });

  it("reads 32-bit BMPs stored top-down, plain or with the usual bit fields, ignoring the fourth byte", () => {
    expect([...(bmpToGrey(bmp(3, 2, COLOURS, { bits: 32, topDown: true }))?.pixels ?? [])]).toEqual(GREYS);
    const fields = bmp(3, 2, COLOURS, { bits: 32, compression: 3, masks: [0xff0000, 0xff00, 0xff] });
    expect([...(bmpToGrey(fields)?.pixels ?? [])]).toEqual(GREYS);
    const v5 = bmp(3, 2, COLOURS, { bits: 32, compression: 3, header: 124, masks: [0xff0000, 0xff00, 0xff] });
    expect([...(bmpToGrey(v5)?.pixels ?? [])]).toEqual(GREYS);
  });

  it("averages a 600 dpi BMP down to 300 dpi", () => {
    const greys = [0, 100, 200, 200, 100, 200, 200, 200];
    const fine = bmpToGrey(
      bmp(
        4,
        2,
        greys.flatMap((g) => [g, g, g]),
        { dpi: 600 },
      ),
    );
    expect([fine?.width, fine?.height]).toEqual([2, 1]);
    expect([...(fine?.pixels ?? [])]).toEqual([100, 200]);
    expect(fine?.dpi).toBeCloseTo(300, 0);
  });

  it("leaves palette, 16-bit, run-length, unusual bit-field, OS/2 and oversized BMPs to the engine", () => {
    expect(bmpToGrey(bmp(3, 2, COLOURS, { bits: 8 }))).toBeNull();
    expect(bmpToGrey(bmp(3, 2, COLOURS, { bits: 16 }))).toBeNull();
    expect(bmpToGrey(bmp(3, 2, COLOURS, { compression: 1 }))).toBeNull();
    expect(bmpToGrey(bmp(3, 2, COLOURS, { bits: 32, compression: 3, masks: [0xff, 0xff00, 0xff0000] }))).toBeNull();
    const os2 = bmp(3, 2, COLOURS);
    new DataView(os2.buffer).setUint32(14, 12, true);
    expect(bmpToGrey(os2)).toBeNull();
    const huge = bmp(1, 1, [0, 0, 0]);
    new DataView(huge.buffer).setInt32(18, MAX_OCR_PIXELS, true);
    new DataView(huge.buffer).setInt32(22, 2, true);
    expect(bmpToGrey(huge)).toBeNull();
    expect(bmpToGrey(new TextEncoder().encode("BMW 320i, 2019, one owner, full service history"))).toBeNull();
  });

  it("never throws on a BMP whose bytes were damaged anywhere or cut short: it gives a whole page or none", () => {
    const [width, height] = [23, 17];
    const good = bmp(
      width,
      height,
      Array.from({ length: width * height * 3 }, (_, i) => (i * 53) & 255),
      { dpi: 300 },
    );
    fc.assert(
      fc.property(damagedCopies(good, 2), (damaged) => {
        const grey = bmpToGrey(damaged);
        if (grey === null) return;
        expect(grey.pixels.length).toBe(grey.width * grey.height);
        expect(grey.width * grey.height).toBeLessThanOrEqual(MAX_OCR_PIXELS);
      }),
      { numRuns: 300 },
    );
  });
});
