// Colour versions of page-pt.png for the OCR benches (docs/decisions/030-scan-speed-and-pages.md §5): as an RGB PNG,
// and as a JPEG through sharp (a dependency of the build tools; without it the JPEG is null and its sample skipped).
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { crc32 } from "node:zlib";
import { zlibSync } from "fflate";
import { root } from "../../scripts/lib.mjs";
import { concat } from "../../worker/extraction/fixtures/pdf-writer.mjs";
import { decodeGreyPng } from "../../worker/extraction/fixtures/png.mjs";

/** An 8-bit RGB PNG (colour type 2) of `rgb` (3 bytes a pixel), saying `dpi`. */
function encodeRgbPng(width, height, rgb, dpi) {
  const chunk = (type, data) => {
    const out = new Uint8Array(12 + data.length);
    const view = new DataView(out.buffer);
    view.setUint32(0, data.length);
    out.set(new TextEncoder().encode(type), 4);
    out.set(data, 8);
    view.setUint32(8 + data.length, crc32(out.subarray(4, 8 + data.length)));
    return out;
  };
  const header = new Uint8Array(13);
  new DataView(header.buffer).setUint32(0, width);
  new DataView(header.buffer).setUint32(4, height);
  header.set([8, 2, 0, 0, 0], 8);
  const phys = new Uint8Array(9);
  new DataView(phys.buffer).setUint32(0, Math.round(dpi / 0.0254));
  new DataView(phys.buffer).setUint32(4, Math.round(dpi / 0.0254));
  phys[8] = 1;
  const raw = new Uint8Array((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) raw.set(rgb.subarray(y * width * 3, (y + 1) * width * 3), y * (width * 3 + 1) + 1);
  return concat([
    new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("pHYs", phys),
    chunk("IDAT", zlibSync(raw, { level: 6 })),
    chunk("IEND", new Uint8Array(0)),
  ]);
}

/** page-pt.png as a colour page: ink in dark blue on cream paper, scaled by `scale` (nearest pixel). */
export function colourPage(scale, dpi) {
  const page = decodeGreyPng(new Uint8Array(readFileSync(join(root, "worker/extraction/fixtures/page-pt.png"))));
  const width = Math.round(page.width * scale);
  const height = Math.round(page.height * scale);
  const rgb = new Uint8Array(width * height * 3);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const g = page.pixels[Math.floor(y / scale) * page.width + Math.floor(x / scale)] / 255;
      const p = (y * width + x) * 3;
      rgb[p] = Math.round(20 + g * 230);
      rgb[p + 1] = Math.round(30 + g * 215);
      rgb[p + 2] = Math.round(90 + g * 140);
    }
  return encodeRgbPng(width, height, rgb, dpi);
}

/**
 * The same colour page as a JPEG (quality 85, 4:2:0, as scanners and phones save), through sharp, a dependency of the
 * build tools that only this bench uses; without it the JPEG samples are skipped.
 */
export async function colourJpeg(scale, dpi) {
  const sharp = await import("sharp").then((m) => m.default).catch(() => null);
  if (!sharp) return null;
  return new Uint8Array(
    await sharp(Buffer.from(colourPage(scale, dpi)))
      .withMetadata({ density: dpi })
      .jpeg({ quality: 85 })
      .toBuffer(),
  );
}
