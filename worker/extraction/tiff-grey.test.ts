import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { damagedCopies } from "./fixtures/damaged.ts";
import { MAX_OCR_PIXELS } from "./ocr.ts";
import { tiffToGrey } from "./tiff-grey.ts";

type Compression = "none" | "lzw" | "deflate" | "packbits";

interface TiffOptions {
  compression?: Compression;
  predictor?: boolean;
  rowsPerStrip?: number;
  bigEndian?: boolean;
  dpi?: number;
  samples?: 3 | 4;
  photometric?: number;
  orientation?: number;
}

/** TIFF's LZW, as libtiff writes it: a clear code first, codes widened as the table grows, cleared when full. */
function lzw(data: Uint8Array): Uint8Array {
  const codes: [number, number][] = [];
  let table = new Map<string, number>();
  let [next, width] = [258, 9];
  const reset = () => {
    table = new Map(Array.from({ length: 256 }, (_, i) => [String.fromCharCode(i), i]));
    [next, width] = [258, 9];
  };
  codes.push([256, 9]);
  reset();
  let current = "";
  for (const byte of data) {
    const extended = current + String.fromCharCode(byte);
    if (table.has(extended)) {
      current = extended;
      continue;
    }
    codes.push([table.get(current) ?? 0, width]);
    table.set(extended, next++);
    // The decoder's table is one entry behind, so it widens at 511 where the encoder does at 512.
    if (next >= 1 << width) width++;
    if (next >= 4094) {
      codes.push([256, width]);
      reset();
    }
    current = String.fromCharCode(byte);
  }
  if (current) codes.push([table.get(current) ?? 0, width]);
  codes.push([257, width]);
  const bits = codes.flatMap(([code, w]) => Array.from({ length: w }, (_, k) => (code >> (w - 1 - k)) & 1));
  const out = new Uint8Array(Math.ceil(bits.length / 8));
  bits.forEach((b, i) => {
    out[i >> 3] = (out[i >> 3] ?? 0) | (b << (7 - (i & 7)));
  });
  return out;
}

/** PackBits: runs of a repeated byte as one pair, the rest as literal runs of up to 128 bytes. */
function packBits(data: Uint8Array): Uint8Array {
  const out: number[] = [];
  for (let at = 0; at < data.length; ) {
    let run = 1;
    while (at + run < data.length && run < 128 && data[at + run] === data[at]) run++;
    if (run > 2) {
      out.push(257 - run, data[at] ?? 0);
      at += run;
      continue;
    }
    const literal = data.subarray(at, Math.min(data.length, at + 128));
    out.push(literal.length - 1, ...literal);
    at += literal.length;
  }
  return Uint8Array.from(out);
}

async function deflate(data: Uint8Array): Promise<Uint8Array> {
  const stream = new Blob([data]).stream().pipeThrough(new CompressionStream("deflate"));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

/** An RGB TIFF of `width`×`height` pixels (row-major, top row first), in strips, as scanners write one. */
async function tiff(width: number, height: number, rgb: number[], options: TiffOptions = {}): Promise<Uint8Array> {
  const { compression = "none", predictor = false, rowsPerStrip = height, bigEndian = false, dpi = 0 } = options;
  const { samples = 3, photometric = 2, orientation = 1 } = options;
  const little = !bigEndian;
  const strips: Uint8Array[] = [];
  for (let top = 0; top < height; top += rowsPerStrip) {
    const rows = Math.min(rowsPerStrip, height - top);
    const raw = new Uint8Array(rows * width * samples);
    for (let r = 0; r < rows; r++)
      for (let x = 0; x < width; x++) {
        const q = ((top + r) * width + x) * 3;
        raw.set([rgb[q] ?? 0, rgb[q + 1] ?? 0, rgb[q + 2] ?? 0, 255].slice(0, samples), (r * width + x) * samples);
      }
    if (predictor)
      for (let r = 0; r < rows; r++)
        for (let i = width * samples - 1; i >= samples; i--) {
          const at = r * width * samples + i;
          raw[at] = ((raw[at] ?? 0) - (raw[at - samples] ?? 0)) & 255;
        }
    strips.push(
      compression === "lzw"
        ? lzw(raw)
        : compression === "packbits"
          ? packBits(raw)
          : compression === "deflate"
            ? await deflate(raw)
            : raw,
    );
  }
  const code = { none: 1, lzw: 5, deflate: 8, packbits: 32773 }[compression];
  const entries: [number, number, number[]][] = [
    [256, 4, [width]],
    [257, 4, [height]],
    [258, 3, Array(samples).fill(8)],
    [259, 3, [code]],
    [262, 3, [photometric]],
    [273, 4, strips.map(() => 0)],
    [274, 3, [orientation]],
    [277, 3, [samples]],
    [278, 4, [rowsPerStrip]],
    [279, 4, strips.map((s) => s.length)],
    ...(dpi ? [[282, 5, [dpi, 1]] as [number, number, number[]], [296, 3, [2]] as [number, number, number[]]] : []),
    [284, 3, [1]],
    ...(predictor ? ([[317, 3, [2]]] as [number, number, number[]][]) : []),
  ];
  // Header, IFD, then each entry's out-of-line values, then the strips.
  const ifdSize = 2 + entries.length * 12 + 4;
  const extra = entries.map(([, type, values]) => (type === 5 ? 8 : values.length * (type === 3 ? 2 : 4)));
  let dataAt = 8 + ifdSize + extra.reduce((a, b, i) => a + (b > 4 || entries[i]?.[1] === 5 ? b : 0), 0);
  const stripOffsets = strips.map((s) => {
    const at = dataAt;
    dataAt += s.length;
    return at;
  });
  const stripEntry = entries.find(([tag]) => tag === 273);
  if (stripEntry) stripEntry[2] = stripOffsets;
  const out = new Uint8Array(dataAt + 64);
  const view = new DataView(out.buffer);
  out.set(little ? [0x49, 0x49] : [0x4d, 0x4d]);
  view.setUint16(2, 42, little);
  view.setUint32(4, 8, little);
  view.setUint16(8, entries.length, little);
  let valuesAt = 8 + ifdSize;
  entries.forEach(([tag, type, values], i) => {
    const entry = 10 + i * 12;
    view.setUint16(entry, tag, little);
    view.setUint16(entry + 2, type, little);
    view.setUint32(entry + 4, type === 5 ? 1 : values.length, little);
    const size = type === 5 ? 8 : values.length * (type === 3 ? 2 : 4);
    const at = size > 4 || type === 5 ? valuesAt : entry + 8;
    if (at === valuesAt) {
      view.setUint32(entry + 8, valuesAt, little);
      valuesAt += size;
    }
    values.forEach((v, k) => {
      if (type === 3) view.setUint16(at + 2 * k, v, little);
      else view.setUint32(at + 4 * k, v, little);
    });
  });
  strips.forEach((s, i) => {
    out.set(s, stripOffsets[i] ?? 0);
  });
  return out.subarray(0, dataAt);
}

/** Luma as scanned PDF pages are reduced (toGrey in pdf.ts). */
const luma = (r: number, g: number, b: number) => (r * 77 + g * 150 + b * 29) >> 8;

// 37 × 23 pixels of varied colour, so LZW's codes widen past 9 bits and strips split unevenly.
const [W, H] = [37, 23];
const RGB_PIXELS = Array.from({ length: W * H * 3 }, (_, i) => ((i % 7) * 40 + Math.floor(i / 97) * 9) & 255);
const GREYS = Array.from({ length: W * H }, (_, p) =>
  luma(RGB_PIXELS[p * 3] ?? 0, RGB_PIXELS[p * 3 + 1] ?? 0, RGB_PIXELS[p * 3 + 2] ?? 0),
);

describe("a colour TIFF read to grey before the OCR engine", () => {
  it.each<[string, TiffOptions]>([
    ["uncompressed, one strip", {}],
    ["LZW in strips of 5 rows, big-endian", { compression: "lzw", rowsPerStrip: 5, bigEndian: true }],
    ["LZW with the horizontal predictor", { compression: "lzw", predictor: true, rowsPerStrip: 8 }],
    ["Deflate with the predictor, 4 samples a pixel", { compression: "deflate", predictor: true, samples: 4 }],
    ["PackBits in strips of 7 rows", { compression: "packbits", rowsPerStrip: 7 }],
  ])("reads an RGB TIFF, %s, to the luma of its pixels", async (_, options) => {
    const grey = await tiffToGrey(await tiff(W, H, RGB_PIXELS, options));
    expect([grey?.width, grey?.height]).toEqual([W, H]);
    expect([...(grey?.pixels ?? [])]).toEqual(GREYS);
  });

  it("reads LZW strips long enough to fill the code table and clear it", async () => {
    const [width, height] = [300, 40];
    const noisy = Array.from({ length: width * height * 3 }, (_, i) => (i * 2654435761) >>> 24);
    const grey = await tiffToGrey(await tiff(width, height, noisy, { compression: "lzw" }));
    expect(grey?.pixels[width * height - 1]).toBe(
      luma(noisy[noisy.length - 3] ?? 0, noisy[noisy.length - 2] ?? 0, noisy[noisy.length - 1] ?? 0),
    );
    expect(grey?.pixels.length).toBe(width * height);
  });

  it("averages a 600 dpi TIFF down to 300 dpi", async () => {
    const greys = [0, 100, 200, 200, 100, 200, 200, 200];
    const fine = await tiffToGrey(
      await tiff(
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

  it("leaves grey, turned, oversized and damaged TIFFs to the engine", async () => {
    expect(await tiffToGrey(await tiff(W, H, RGB_PIXELS, { photometric: 1 }))).toBeNull();
    expect(await tiffToGrey(await tiff(W, H, RGB_PIXELS, { orientation: 6 }))).toBeNull();
    const huge = await tiff(1, 1, [0, 0, 0]);
    new DataView(huge.buffer, huge.byteOffset).setUint32(10 + 8, MAX_OCR_PIXELS + 1, true);
    expect(await tiffToGrey(huge)).toBeNull();
    const whole = await tiff(W, H, RGB_PIXELS, { compression: "deflate" });
    expect(await tiffToGrey(whole.subarray(0, whole.length - 40))).toBeNull();
    expect(await tiffToGrey(new TextEncoder().encode("II* not really a tiff"))).toBeNull();
  });

  it.each<Compression>(["none", "lzw", "deflate", "packbits"])(
    "never throws on a %s TIFF whose bytes were damaged anywhere or cut short: it gives a whole page or none",
    async (compression) => {
      const good = await tiff(W, H, RGB_PIXELS, { compression, rowsPerStrip: 6, dpi: 300 });
      await fc.assert(
        fc.asyncProperty(damagedCopies(good, 4), async (damaged) => {
          const grey = await tiffToGrey(damaged);
          if (grey === null) return;
          expect(grey.pixels.length).toBe(grey.width * grey.height);
          expect(grey.width * grey.height).toBeLessThanOrEqual(MAX_OCR_PIXELS);
        }),
        { numRuns: 80 },
      );
    },
  );
});
