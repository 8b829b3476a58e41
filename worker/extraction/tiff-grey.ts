import { type GreyImage, MAX_OCR_PIXELS } from "./ocr.ts";
import { greyAtOcrScale } from "./pdf.ts";

/**
 * A colour TIFF read to grey before the OCR engine sees it. Leptonica would hold it at 4 bytes a pixel in the engine's
 * wasm heap, and tesseract copies it once more: about 98 MB for an A4 page at 300 dpi, where the Worker has 128 MB in
 * all (docs/decisions/030-scan-speed-and-pages.md §5, §6). Strips are decompressed one at a time and reduced to luma.
 */

const TAG = {
  width: 256,
  height: 257,
  bitsPerSample: 258,
  compression: 259,
  photometric: 262,
  stripOffsets: 273,
  orientation: 274,
  samplesPerPixel: 277,
  rowsPerStrip: 278,
  stripByteCounts: 279,
  xResolution: 282,
  planar: 284,
  resolutionUnit: 296,
  predictor: 317,
  tileWidth: 322,
} as const;
const RGB = 2;
const COMPRESSION = { none: 1, lzw: 5, deflate: 8, adobeDeflate: 32946, packBits: 32773 } as const;

/**
 * An RGB TIFF's first page in grey (8 bits a sample, 3 or 4 samples interleaved, in strips; uncompressed, LZW, Deflate
 * or PackBits, with or without the horizontal predictor), averaged down to 300 dpi and under the page pixel bound as
 * scanned PDF pages are. Null for what leptonica reads in 1 byte a pixel or less itself (grey, bilevel fax, palettes),
 * for what it must turn (an orientation other than upright), for the rarer layouts (tiles, planes, 16-bit, JPEG inside)
 * and for a damaged file, which the engine then reports. Throws nothing.
 */
export async function tiffToGrey(bytes: Uint8Array): Promise<GreyImage | null> {
  try {
    return await readTiff(bytes);
  } catch {
    return null;
  }
}

async function readTiff(bytes: Uint8Array): Promise<GreyImage | null> {
  const tags = readIfd(bytes);
  if (!tags) return null;
  const one = (tag: number, fallback = 0) => tags.get(tag)?.[0] ?? fallback;
  const [width, height, samples] = [one(TAG.width), one(TAG.height), one(TAG.samplesPerPixel, 1)];
  const bits = tags.get(TAG.bitsPerSample) ?? [1];
  const compression = one(TAG.compression, COMPRESSION.none);
  const predictor = one(TAG.predictor, 1);
  if (
    one(TAG.photometric) !== RGB ||
    (samples !== 3 && samples !== 4) ||
    bits.some((b) => b !== 8) ||
    one(TAG.planar, 1) !== 1 ||
    one(TAG.orientation, 1) !== 1 ||
    tags.has(TAG.tileWidth) ||
    !Object.values(COMPRESSION).includes(compression as never) ||
    (predictor !== 1 && predictor !== 2)
  )
    return null;
  if (width === 0 || height === 0 || width * height > MAX_OCR_PIXELS) return null;
  const offsets = tags.get(TAG.stripOffsets) ?? [];
  const counts = tags.get(TAG.stripByteCounts) ?? [];
  const rowsPerStrip = Math.min(height, one(TAG.rowsPerStrip, height) || height);
  const strips = Math.ceil(height / rowsPerStrip);
  if (offsets.length < strips || counts.length < strips) return null;

  const rowBytes = width * samples;
  const grey = new Uint8Array(width * height);
  for (let strip = 0; strip < strips; strip++) {
    const [at = 0, count = 0] = [offsets[strip], counts[strip]];
    if (at + count > bytes.length) return null;
    const rows = Math.min(rowsPerStrip, height - strip * rowsPerStrip);
    const data = await decompress(bytes.subarray(at, at + count), compression, rows * rowBytes);
    if (!data || data.length < rows * rowBytes) return null;
    for (let r = 0; r < rows; r++) {
      const row = data.subarray(r * rowBytes, (r + 1) * rowBytes);
      // The horizontal predictor stores each sample as the difference from the same sample of the pixel before.
      if (predictor === 2)
        for (let i = samples; i < rowBytes; i++) row[i] = ((row[i] ?? 0) + (row[i - samples] ?? 0)) & 255;
      const out = (strip * rowsPerStrip + r) * width;
      // Luma with the weights of toGrey in pdf.ts; a fourth sample (alpha or padding) is not read.
      for (let x = 0, p = 0; x < width; x++, p += samples)
        grey[out + x] = ((row[p] ?? 0) * 77 + (row[p + 1] ?? 0) * 150 + (row[p + 2] ?? 0) * 29) >> 8;
    }
  }
  return greyAtOcrScale(grey, width, height, resolution(bytes, tags));
}

/** The first IFD's SHORT and LONG values by tag (RATIONAL tags give the offset of their two LONGs). */
function readIfd(bytes: Uint8Array): Map<number, number[]> | null {
  if (bytes.length < 8) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const order = view.getUint16(0);
  if (order !== 0x4949 && order !== 0x4d4d) return null;
  const little = order === 0x4949;
  if (view.getUint16(2, little) !== 42) return null;
  const ifd = view.getUint32(4, little);
  if (ifd + 2 > bytes.length) return null;
  const tags = new Map<number, number[]>();
  const entries = view.getUint16(ifd, little);
  for (let i = 0; i < entries; i++) {
    const entry = ifd + 2 + i * 12;
    if (entry + 12 > bytes.length) return null;
    const [tag, type, count] = [
      view.getUint16(entry, little),
      view.getUint16(entry + 2, little),
      view.getUint32(entry + 4, little),
    ];
    const size = type === 3 ? 2 : type === 4 ? 4 : 0;
    if (type === 5) {
      tags.set(tag, [view.getUint32(entry + 8, little)]);
      continue;
    }
    if (!size || count > bytes.length) continue;
    const at = count * size <= 4 ? entry + 8 : view.getUint32(entry + 8, little);
    if (at + count * size > bytes.length) return null;
    const values: number[] = [];
    for (let k = 0; k < count; k++)
      values.push(size === 2 ? view.getUint16(at + 2 * k, little) : view.getUint32(at + 4 * k, little));
    tags.set(tag, values);
  }
  return tags;
}

/** Pixels per inch from XResolution (a RATIONAL) and its unit (2 inch, 3 centimetre), if the file states it. */
function resolution(bytes: Uint8Array, tags: Map<number, number[]>): number | undefined {
  const at = tags.get(TAG.xResolution)?.[0];
  if (at === undefined || at + 8 > bytes.length) return undefined;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const little = view.getUint16(0) === 0x4949;
  const [numerator, denominator] = [view.getUint32(at, little), view.getUint32(at + 4, little)];
  if (!denominator || !numerator) return undefined;
  const unit = tags.get(TAG.resolutionUnit)?.[0] ?? 2;
  const value = numerator / denominator;
  return unit === 3 ? value * 2.54 : unit === 2 ? value : undefined;
}

async function decompress(data: Uint8Array, compression: number, expected: number): Promise<Uint8Array | null> {
  switch (compression) {
    case COMPRESSION.none:
      return data.slice();
    case COMPRESSION.packBits:
      return unpackBits(data, expected);
    case COMPRESSION.lzw:
      return unLzw(data, expected);
    default:
      return inflate(data, expected);
  }
}

/** A Deflate strip (a zlib stream) through the runtime's own zlib, never past the strip's size (a bomb stops there). */
async function inflate(data: Uint8Array, expected: number): Promise<Uint8Array> {
  const out = new Uint8Array(expected);
  let written = 0;
  const reader = new Blob([data]).stream().pipeThrough(new DecompressionStream("deflate")).getReader();
  while (written < expected) {
    const { done, value } = await reader.read();
    if (done) break;
    const take = value.subarray(0, expected - written);
    out.set(take, written);
    written += take.length;
  }
  await reader.cancel().catch(() => {});
  return out.subarray(0, written);
}

/** PackBits: a header byte n copies n + 1 literal bytes (0..127) or repeats the next byte 1 - n times (-127..-1). */
function unpackBits(data: Uint8Array, expected: number): Uint8Array {
  const out = new Uint8Array(expected);
  let [at, written] = [0, 0];
  while (at < data.length && written < expected) {
    const n = ((data[at++] ?? 0) << 24) >> 24;
    if (n >= 0) {
      const run = data.subarray(at, at + n + 1).subarray(0, expected - written);
      out.set(run, written);
      [at, written] = [at + n + 1, written + run.length];
    } else if (n !== -128) {
      const count = Math.min(1 - n, expected - written);
      out.fill(data[at++] ?? 0, written, written + count);
      written += count;
    }
  }
  return out.subarray(0, written);
}

const LZW_CLEAR = 256;
const LZW_END = 257;

/** TIFF's LZW: codes of 9 to 12 bits, most significant bit first, widened one code early ("early change"). */
function unLzw(data: Uint8Array, expected: number): Uint8Array {
  const out = new Uint8Array(expected);
  const prefix = new Int32Array(4096);
  const suffix = new Uint8Array(4096);
  const length = new Int32Array(4096);
  // Each string's first byte, which the string after it ends with.
  const head = new Uint8Array(4096);
  for (let i = 0; i < 256; i++) [suffix[i], length[i], prefix[i], head[i]] = [i, 1, -1, i];
  let [next, width, written, previous] = [258, 9, 0, -1];
  // Codes are taken from a bit buffer filled a byte at a time (it never holds more than 19 bits).
  let [buffer, buffered, at] = [0, 0, 0];
  // Writes the string of `code` at `written`; its bytes are found from the end, by the prefixes.
  const emit = (code: number) => {
    const size = length[code] ?? 0;
    let c = code;
    for (let k = size - 1; k >= 0; k--) {
      if (written + k < expected) out[written + k] = suffix[c] ?? 0;
      c = prefix[c] ?? -1;
    }
    written = Math.min(expected, written + size);
  };
  while (written < expected) {
    while (buffered < width && at < data.length) {
      buffer = (buffer << 8) | (data[at++] ?? 0);
      buffered += 8;
    }
    if (buffered < width) break;
    const code = (buffer >>> (buffered - width)) & ((1 << width) - 1);
    buffered -= width;
    buffer &= (1 << buffered) - 1;
    if (code === LZW_END) break;
    if (code === LZW_CLEAR) {
      [next, width, previous] = [258, 9, -1];
      continue;
    }
    if (previous < 0) {
      if (code > 255) return out.subarray(0, written);
      emit(code);
      previous = code;
      continue;
    }
    if (code > next) return out.subarray(0, written);
    const added = (code < next ? head[code] : head[previous]) ?? 0;
    if (next < 4096) {
      [prefix[next], suffix[next], length[next], head[next]] = [
        previous,
        added,
        (length[previous] ?? 0) + 1,
        head[previous] ?? 0,
      ];
      next++;
    }
    emit(code);
    previous = code;
    if (next + 1 >= 1 << width && width < 12) width++;
  }
  return out.subarray(0, written);
}
