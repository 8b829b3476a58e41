import { type GreyImage, MAX_OCR_PIXELS } from "./ocr.ts";
import { greyAtOcrScale } from "./pdf.ts";

/**
 * A colour PNG read straight to grey, row by row, before the OCR engine sees it. Leptonica, inside
 * the engine's wasm heap, would hold a colour image at 4 bytes a pixel and tesseract copies it once more: a colour
 * A4 page at 300 dpi took that heap to 99 MB, one at 400 dpi to 170 MB, where the Worker has 128 MB in all
 * (docs/decisions/030-scan-speed-and-pages.md §5). Here only the grey result (1 byte a pixel) and two rows are held.
 */

const SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
/**
 * Bytes a pixel by colour type, for 8-bit samples: grey+alpha, RGB, RGBA. Grey (0) and palettes (3) stay with
 * leptonica: 1 byte a pixel there too, decoded faster (a 400 dpi grey page: 12 % more CPU here for 3 MB less heap).
 */
const CHANNELS: Record<number, number> = { 2: 3, 4: 2, 6: 4 };

/**
 * A colour PNG's pixels in grey (averaged down to 300 dpi, and under the page pixel bound, as scanned PDF pages
 * are), or null for a PNG the engine reads as well itself: grey, palettes, 16-bit samples, interlaced files. Throws
 * nothing: a damaged file is left to the engine, which reports it.
 */
export async function pngToGrey(bytes: Uint8Array): Promise<GreyImage | null> {
  if (bytes.length < 33 || SIGNATURE.some((b, i) => bytes[i] !== b)) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const width = view.getUint32(16);
  const height = view.getUint32(20);
  const channels = CHANNELS[bytes[25] ?? 0];
  if (!channels || bytes[24] !== 8 || bytes[28] !== 0 || width === 0 || height === 0) return null;
  // The upload path checks the size first; a page past the engine's bound is never allocated here either.
  if (width * height > MAX_OCR_PIXELS) return null;

  let dpi: number | undefined;
  const compressed: Uint8Array[] = [];
  for (let at = 8; at + 8 <= bytes.length; ) {
    const length = view.getUint32(at);
    const type = String.fromCharCode(...bytes.subarray(at + 4, at + 8));
    const data = bytes.subarray(at + 8, Math.min(bytes.length, at + 8 + length));
    if (type === "pHYs" && data.length >= 9 && data[8] === 1)
      dpi = new DataView(data.buffer, data.byteOffset).getUint32(0) * 0.0254;
    else if (type === "IDAT") compressed.push(data);
    else if (type === "IEND") break;
    at += 12 + length;
  }
  const grey = new Uint8Array(width * height);
  const rowBytes = width * channels;
  let previous = new Uint8Array(rowBytes);
  let current = new Uint8Array(rowBytes);
  let filter = -1;
  let filled = 0;
  let row = 0;
  const finishRow = () => {
    unfilter(filter, current, previous, channels);
    const out = row * width;
    for (let x = 0, p = 0; x < width; x++, p += channels) grey[out + x] = greyOf(current, p, channels);
    [previous, current] = [current, previous];
    row++;
    filter = -1;
    filled = 0;
  };
  const take = (chunk: Uint8Array) => {
    for (let at = 0; at < chunk.length && row < height; ) {
      if (filter < 0) {
        filter = chunk[at++] ?? 0;
        continue;
      }
      const count = Math.min(rowBytes - filled, chunk.length - at);
      current.set(chunk.subarray(at, at + count), filled);
      filled += count;
      at += count;
      if (filled === rowBytes) finishRow();
    }
  };

  try {
    // The runtime's own zlib ("deflate" is the zlib format), streamed: the inflated image is never whole in memory.
    const reader = new Blob(compressed).stream().pipeThrough(new DecompressionStream("deflate")).getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      take(value);
    }
  } catch {
    return null;
  }
  if (row < height) return null;

  return greyAtOcrScale(grey, width, height, dpi);
}

/** Undoes a row's PNG filter in place (`bpp` bytes a pixel; `previous` is the row above, already unfiltered). */
function unfilter(filter: number, row: Uint8Array, previous: Uint8Array, bpp: number): void {
  const n = row.length;
  switch (filter) {
    case 1:
      for (let i = bpp; i < n; i++) row[i] = ((row[i] ?? 0) + (row[i - bpp] ?? 0)) & 255;
      break;
    case 2:
      for (let i = 0; i < n; i++) row[i] = ((row[i] ?? 0) + (previous[i] ?? 0)) & 255;
      break;
    case 3:
      for (let i = 0; i < n; i++) {
        const left = i >= bpp ? (row[i - bpp] ?? 0) : 0;
        row[i] = ((row[i] ?? 0) + ((left + (previous[i] ?? 0)) >> 1)) & 255;
      }
      break;
    case 4:
      for (let i = 0; i < n; i++) {
        const a = i >= bpp ? (row[i - bpp] ?? 0) : 0;
        const b = previous[i] ?? 0;
        const c = i >= bpp ? (previous[i - bpp] ?? 0) : 0;
        const p = a + b - c;
        const pa = Math.abs(p - a);
        const pb = Math.abs(p - b);
        const pc = Math.abs(p - c);
        row[i] = ((row[i] ?? 0) + (pa <= pb && pa <= pc ? a : pb <= pc ? b : c)) & 255;
      }
      break;
  }
}

/** Luma with the weights scanned PDF pages are reduced by (toGrey in pdf.ts); transparent pixels count as paper. */
function greyOf(row: Uint8Array, p: number, channels: number): number {
  const luma =
    channels >= 3 ? ((row[p] ?? 0) * 77 + (row[p + 1] ?? 0) * 150 + (row[p + 2] ?? 0) * 29) >> 8 : (row[p] ?? 0);
  if (channels === 3) return luma;
  return 255 - Math.round(((255 - luma) * (row[p + channels - 1] ?? 255)) / 255);
}
