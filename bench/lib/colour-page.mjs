// Colour versions of page-pt.png for the OCR benches (docs/decisions/030-scan-speed-and-pages.md §5): as an RGB PNG,
// and as a JPEG through sharp (a dependency of the build tools; without it the JPEG is null and its sample skipped).
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { root } from "../../scripts/lib.mjs";
import { decodeGreyPng, encodePng } from "../../worker/extraction/fixtures/png.mjs";

/** page-pt.png as a colour page: ink in dark blue on cream paper, scaled by `scale` (nearest pixel). */
export function colourPage(scale, dpi) {
  const { width, height, rgb } = colourPixels(scale);
  return encodePng(width, height, rgb, dpi, 3);
}

/** The same colour page as a 24-bit BMP (bottom-up rows padded to 4 bytes, as Windows and scanner drivers write). */
export function colourBmp(scale, dpi) {
  const { width, height, rgb } = colourPixels(scale);
  const stride = Math.ceil((width * 3) / 4) * 4;
  const out = new Uint8Array(54 + stride * height);
  const view = new DataView(out.buffer);
  out.set([0x42, 0x4d]);
  view.setUint32(2, out.length, true);
  view.setUint32(10, 54, true);
  view.setUint32(14, 40, true);
  view.setInt32(18, width, true);
  view.setInt32(22, height, true);
  view.setUint16(26, 1, true);
  view.setUint16(28, 24, true);
  view.setInt32(38, Math.round(dpi / 0.0254), true);
  view.setInt32(42, Math.round(dpi / 0.0254), true);
  for (let y = 0; y < height; y++)
    for (let x = 0, p = 54 + (height - 1 - y) * stride; x < width; x++, p += 3) {
      const q = (y * width + x) * 3;
      out.set([rgb[q + 2], rgb[q + 1], rgb[q]], p);
    }
  return out;
}

function colourPixels(scale) {
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
  return { width, height, rgb };
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

/** The same colour page as an LZW TIFF with the horizontal predictor (as scanner software saves), through sharp. */
export async function colourTiff(scale, dpi) {
  const sharp = await import("sharp").then((m) => m.default).catch(() => null);
  if (!sharp) return null;
  return new Uint8Array(
    await sharp(Buffer.from(colourPage(scale, dpi)))
      .withMetadata({ density: dpi })
      .tiff({ compression: "lzw", predictor: "horizontal" })
      .toBuffer(),
  );
}
