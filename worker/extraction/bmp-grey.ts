import { type GreyImage, MAX_OCR_PIXELS } from "./ocr.ts";
import { averageDown, ocrScaleFactor } from "./pdf.ts";

/**
 * A colour BMP read straight to grey before the OCR engine sees it. Leptonica would hold it at 4 bytes a pixel in the
 * engine's wasm heap, and tesseract copies it once more: 98 MB for an A4 page at 300 dpi, where the Worker has 128 MB
 * in all (docs/decisions/030-scan-speed-and-pages.md §5, §6). An uncompressed BMP needs no decoding: each stored row
 * is reduced to luma as it is read, and only the grey image is held.
 */

/** Windows' DIB headers from BITMAPINFOHEADER (40 bytes) on; the 12-byte OS/2 header stays with leptonica. */
const INFO_HEADERS = new Set([40, 52, 56, 64, 108, 124]);
const BI_RGB = 0;
const BI_BITFIELDS = 3;

/**
 * A 24- or 32-bit uncompressed BMP's pixels in grey (averaged down to 300 dpi, and under the page pixel bound, as
 * scanned PDF pages are), or null for a BMP the engine reads in 1 byte a pixel or less itself (palettes, 16-bit,
 * run-length) and for one that is damaged, which the engine then reports. Throws nothing.
 */
export function bmpToGrey(bytes: Uint8Array): GreyImage | null {
  if (bytes.length < 54 || bytes[0] !== 0x42 || bytes[1] !== 0x4d) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const dataAt = view.getUint32(10, true);
  const header = view.getUint32(14, true);
  if (!INFO_HEADERS.has(header) || bytes.length < 14 + header) return null;
  const width = view.getInt32(18, true);
  const storedHeight = view.getInt32(22, true);
  const height = Math.abs(storedHeight);
  const bits = view.getUint16(28, true);
  const compression = view.getUint32(30, true);
  if (width <= 0 || height === 0 || width * height > MAX_OCR_PIXELS) return null;
  const channels = bits === 24 && compression === BI_RGB ? 3 : bits === 32 && standardMasks(view, compression) ? 4 : 0;
  if (!channels) return null;
  // Rows are padded to 4 bytes and stored bottom-up, unless the height is negative.
  const stride = Math.ceil((width * channels) / 4) * 4;
  if (dataAt < 14 + header || dataAt + stride * height > bytes.length) return null;
  const pixelsPerMetre = view.getInt32(38, true);
  const dpi = pixelsPerMetre > 0 ? pixelsPerMetre * 0.0254 : undefined;
  const factor = ocrScaleFactor(width, height, dpi);
  const scaled = averageDown(width, height, factor, (y, into) => {
    const start = dataAt + (storedHeight > 0 ? height - 1 - y : y) * stride;
    // Blue, green, red (and a fourth byte no BMP writer agrees on, so it is not read as transparency).
    for (let x = 0, p = start; x < width; x++, p += channels)
      into[x] = ((bytes[p + 2] ?? 0) * 77 + (bytes[p + 1] ?? 0) * 150 + (bytes[p] ?? 0) * 29) >> 8;
  });
  return {
    pixels: scaled.pixels,
    width: scaled.width,
    height: scaled.height,
    ...(dpi ? { dpi: dpi / factor } : {}),
  };
}

/** A 32-bit BMP's channels: BI_RGB, or bit fields that are the usual blue-green-red bytes. */
function standardMasks(view: DataView, compression: number): boolean {
  if (compression === BI_RGB) return true;
  if (compression !== BI_BITFIELDS || view.byteLength < 66) return false;
  const [red, green, blue] = [view.getUint32(54, true), view.getUint32(58, true), view.getUint32(62, true)];
  return red === 0x00ff0000 && green === 0x0000ff00 && blue === 0x000000ff;
}
