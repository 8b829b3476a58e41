import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { damagedCopies } from "./fixtures/damaged.ts";
import { concat } from "./fixtures/pdf-writer.mjs";
import { pngToGrey } from "./png-grey.ts";

// PNGs built here, so every row filter and colour type is exercised (real encoders pick filters row by row).

function chunk(type: string, data: Uint8Array): Uint8Array {
  const out = new Uint8Array(12 + data.length);
  const view = new DataView(out.buffer);
  view.setUint32(0, data.length);
  out.set(new TextEncoder().encode(type), 4);
  out.set(data, 8);
  // The decoder does not check CRCs (leptonica would report a damaged file); zero is written.
  return out;
}

/** Applies PNG filter `f` to a row (bpp bytes a pixel) given the raw row above. */
function filterRow(f: number, row: Uint8Array, above: Uint8Array, bpp: number): Uint8Array {
  const out = new Uint8Array(row.length);
  for (let i = 0; i < row.length; i++) {
    const a = i >= bpp ? (row[i - bpp] ?? 0) : 0;
    const b = above[i] ?? 0;
    const c = i >= bpp ? (above[i - bpp] ?? 0) : 0;
    const p = a + b - c;
    const paeth =
      Math.abs(p - a) <= Math.abs(p - b) && Math.abs(p - a) <= Math.abs(p - c)
        ? a
        : Math.abs(p - b) <= Math.abs(p - c)
          ? b
          : c;
    const predictor = [0, a, b, (a + b) >> 1, paeth][f] ?? 0;
    out[i] = ((row[i] ?? 0) - predictor) & 255;
  }
  return out;
}

async function png(
  width: number,
  height: number,
  colourType: number,
  samples: number[],
  options: { dpi?: number; bitDepth?: number; interlace?: number } = {},
): Promise<Uint8Array> {
  const bpp = { 0: 1, 2: 3, 4: 2, 6: 4, 3: 1 }[colourType] ?? 1;
  const rowBytes = width * bpp;
  const raw: number[] = [];
  let above = new Uint8Array(rowBytes);
  for (let y = 0; y < height; y++) {
    const row = Uint8Array.from(samples.slice(y * rowBytes, (y + 1) * rowBytes));
    const f = y % 5;
    raw.push(f, ...filterRow(f, row, above, bpp));
    above = row;
  }
  const deflated = new Uint8Array(
    await new Response(
      new Blob([Uint8Array.from(raw)]).stream().pipeThrough(new CompressionStream("deflate")),
    ).arrayBuffer(),
  );
  const header = new Uint8Array(13);
  new DataView(header.buffer).setUint32(0, width);
  new DataView(header.buffer).setUint32(4, height);
  header.set([options.bitDepth ?? 8, colourType, 0, 0, options.interlace ?? 0], 8);
  const parts = [Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk("IHDR", header)];
  if (options.dpi) {
    const phys = new Uint8Array(9);
    new DataView(phys.buffer).setUint32(0, Math.round(options.dpi / 0.0254));
    new DataView(phys.buffer).setUint32(4, Math.round(options.dpi / 0.0254));
    phys[8] = 1;
    parts.push(chunk("pHYs", phys));
  }
  parts.push(chunk("IDAT", deflated), chunk("IEND", new Uint8Array(0)));
  return concat(parts);
}

const luma = (r: number, g: number, b: number) => (r * 77 + g * 150 + b * 29) >> 8;

describe("a PNG read to grey before the OCR engine", () => {
  it("reads an RGB PNG to each pixel's luma through all five row filters", async () => {
    const width = 4;
    const height = 5;
    const samples = Array.from({ length: width * height * 3 }, (_, i) => (i * 37 + (i % 7) * 11) & 255);
    const grey = await pngToGrey(await png(width, height, 2, samples, { dpi: 300 }));
    const expected = Array.from({ length: width * height }, (_, p) =>
      luma(samples[p * 3] ?? 0, samples[p * 3 + 1] ?? 0, samples[p * 3 + 2] ?? 0),
    );
    expect(grey?.width).toBe(width);
    expect(grey?.height).toBe(height);
    expect(grey?.dpi).toBeCloseTo(300, 0);
    expect([...(grey?.pixels ?? [])]).toEqual(expected);
  });

  it("counts transparent pixels as paper", async () => {
    // RGBA: black opaque, black transparent; grey+alpha: black opaque, black transparent.
    const rgba = await pngToGrey(await png(2, 1, 6, [0, 0, 0, 255, 0, 0, 0, 0]));
    expect([...(rgba?.pixels ?? [])]).toEqual([0, 255]);
    const greyAlpha = await pngToGrey(await png(2, 1, 4, [0, 255, 0, 0]));
    expect([...(greyAlpha?.pixels ?? [])]).toEqual([0, 255]);
  });

  it("averages a 600 dpi colour PNG down to 300 dpi", async () => {
    const greys = [0, 100, 200, 200, 100, 200, 200, 200];
    const fine = await pngToGrey(
      await png(
        4,
        2,
        2,
        greys.flatMap((g) => [g, g, g]),
        { dpi: 600 },
      ),
    );
    expect(fine?.width).toBe(2);
    expect(fine?.height).toBe(1);
    expect([...(fine?.pixels ?? [])]).toEqual([100, 200]);
    expect(fine?.dpi).toBeCloseTo(300, 0);
  });

  it("leaves grey, palette, 16-bit, interlaced and damaged PNGs to the engine", async () => {
    expect(await pngToGrey(await png(4, 2, 0, [0, 100, 200, 200, 100, 200, 200, 200], { dpi: 600 }))).toBeNull();
    expect(await pngToGrey(await png(2, 1, 3, [0, 1]))).toBeNull();
    expect(await pngToGrey(await png(1, 1, 2, [0, 0, 0, 0, 0, 0], { bitDepth: 16 }))).toBeNull();
    expect(await pngToGrey(await png(2, 1, 2, [0, 0, 0, 9, 9, 9], { interlace: 1 }))).toBeNull();
    const whole = await png(
      8,
      8,
      2,
      Array.from({ length: 192 }, (_, i) => i),
    );
    expect(await pngToGrey(whole.subarray(0, whole.length - 20))).toBeNull();
    expect(await pngToGrey(new TextEncoder().encode("not a png at all, just some text"))).toBeNull();
  });

  it("never throws on a colour PNG whose bytes were damaged anywhere: it gives a page of the stated size or none", async () => {
    const width = 24;
    const height = 18;
    const samples = Array.from({ length: width * height * 3 }, (_, i) => (i * 53) & 255);
    const good = await png(width, height, 2, samples, { dpi: 300 });
    await fc.assert(
      fc.asyncProperty(damagedCopies(good, 8), async (damaged) => {
        const grey = await pngToGrey(damaged);
        if (grey === null) return;
        expect(grey.pixels.length).toBe(grey.width * grey.height);
      }),
      { numRuns: 60 },
    );
  });
});
