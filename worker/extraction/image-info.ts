import type { FileKind } from "./sniff.ts";

export interface ImageInfo {
  width: number;
  height: number;
  /** EXIF orientation (1-8; 1 = upright), as phone photos of documents are often stored sideways. */
  orientation: number;
}

/** Width, height and orientation from an encoded image's header, without decoding any pixel. */
export function readImageInfo(bytes: Uint8Array, kind: FileKind): ImageInfo | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const inRange = (at: number, size: number) => at >= 0 && at + size <= bytes.length;
  switch (kind) {
    case "png":
      return inRange(16, 8) ? { width: view.getUint32(16), height: view.getUint32(20), orientation: 1 } : null;
    case "gif":
      return inRange(6, 4) ? { width: view.getUint16(6, true), height: view.getUint16(8, true), orientation: 1 } : null;
    case "bmp": {
      if (!inRange(14, 12)) return null;
      if (view.getUint32(14, true) === 12) {
        return { width: view.getUint16(18, true), height: view.getUint16(20, true), orientation: 1 };
      }
      return { width: Math.abs(view.getInt32(18, true)), height: Math.abs(view.getInt32(22, true)), orientation: 1 };
    }
    case "tiff": {
      const tags = readTiffTags(view, 0, [256, 257, 0x112]);
      const width = tags.get(256);
      const height = tags.get(257);
      return width && height ? { width, height, orientation: tags.get(0x112) ?? 1 } : null;
    }
    case "jpeg":
      return readJpegInfo(view);
    default:
      return null;
  }
}

function readJpegInfo(view: DataView): ImageInfo | null {
  let orientation = 1;
  let at = 2;
  while (at + 9 < view.byteLength) {
    if (view.getUint8(at) !== 0xff) return null;
    const marker = view.getUint8(at + 1);
    if (marker === 0xff) {
      at++;
      continue;
    }
    const length = view.getUint16(at + 2);
    // APP1 "Exif\0\0" holds a TIFF structure whose IFD0 may carry the orientation tag.
    if (marker === 0xe1 && view.getUint32(at + 4) === 0x45786966 && at + 10 + 8 <= view.byteLength) {
      const exif = new DataView(
        view.buffer,
        view.byteOffset + at + 10,
        Math.min(length - 8, view.byteLength - at - 10),
      );
      orientation = readTiffTags(exif, 0, [0x112]).get(0x112) ?? 1;
    }
    // SOF0-SOF15 except DHT (C4), JPG (C8) and DAC (CC): the frame header with the dimensions.
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return { height: view.getUint16(at + 5), width: view.getUint16(at + 7), orientation };
    }
    at += 2 + length;
  }
  return null;
}

/** Reads SHORT/LONG values of the first IFD of a TIFF structure (used by TIFF files and JPEG EXIF). */
function readTiffTags(view: DataView, base: number, wanted: number[]): Map<number, number> {
  const found = new Map<number, number>();
  if (base + 8 > view.byteLength) return found;
  const order = view.getUint16(base);
  if (order !== 0x4949 && order !== 0x4d4d) return found;
  const little = order === 0x4949;
  const ifd = base + view.getUint32(base + 4, little);
  if (ifd + 2 > view.byteLength) return found;
  const count = view.getUint16(ifd, little);
  for (let i = 0; i < count; i++) {
    const entry = ifd + 2 + i * 12;
    if (entry + 12 > view.byteLength) break;
    const tag = view.getUint16(entry, little);
    if (!wanted.includes(tag)) continue;
    const type = view.getUint16(entry + 2, little);
    found.set(tag, type === 3 ? view.getUint16(entry + 8, little) : view.getUint32(entry + 8, little));
  }
  return found;
}
