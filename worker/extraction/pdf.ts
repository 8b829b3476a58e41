import { getDocumentProxy, getResolvedPDFJS } from "unpdf";
import { ExtractionError } from "./errors.ts";
import { composePages, type PrintedLine, pageLines, plainLines, scannedLines, storedPage } from "./layout.ts";
import type { GreyImage, OcrEngine, OcrLanguage } from "./ocr.ts";
import { repairOcrText } from "./ocr-text.ts";

type PdfDocument = Awaited<ReturnType<typeof getDocumentProxy>>;
type PdfPage = Awaited<ReturnType<PdfDocument["getPage"]>>;

/** pdf.js image data as it arrives in page.objs (ImageKind: 1 = 1 bit grey, 2 = RGB, 3 = RGBA). */
interface PdfImageData {
  width: number;
  height: number;
  kind?: number;
  data?: Uint8Array | Uint8ClampedArray;
}

export interface PdfExtraction {
  text: string;
  method: "pdf-text" | "pdf-ocr" | "pdf-mixed";
  pageCount: number;
  ocrConfidence?: number;
  warnings: string[];
  /** Each page's printed lines as `storedPage` writes them ("" for a page left to OCR later); `readStoredPage` reads them. */
  pages: string[];
  /** With `deferOcr`: the scanned pages (1-based) that were not recognised, for separate page jobs. */
  deferredPages?: number[];
}

export interface PdfOptions {
  ocr?: OcrEngine;
  languages: OcrLanguage[];
  maxOcrPages?: number;
  /** Leaves scanned pages unrecognised and lists them (the document is then read page by page: decision 030). */
  deferOcr?: boolean;
  /** Reads this page (1-based) only; the others are left empty. */
  onlyPage?: number;
}

/** A page with fewer visible characters than this in its text layer is treated as a scan. */
const MIN_TEXT_CHARS = 16;
/** Page images are reduced to at most this many pixels before OCR (an A4 page at ~350 dpi). */
const MAX_PAGE_PIXELS = 12_000_000;
/** Images smaller than this are logos, stamps or signatures, not scanned text. */
const MIN_IMAGE_PIXELS = 40_000;
const MAX_IMAGES_PER_PAGE = 4;
/** With deferOcr, scanned pages are left to page jobs only from this many (decision 030). */
const MIN_PAGES_TO_DEFER = 2;

const encryptedPdf = () =>
  new ExtractionError("ENCRYPTED_FILE", {
    en: "The PDF is password-protected. Remove the protection (open it with the password and save or print it to a new PDF) and upload it again.",
    pt: "O PDF está protegido por senha. Remova a proteção (abra-o com a senha e salve ou imprima em um novo PDF) e envie-o novamente.",
  });

const corruptPdf = (cause: unknown) =>
  new ExtractionError(
    "CORRUPT_FILE",
    {
      en: "The PDF is damaged and cannot be read. Open it in a PDF viewer, save or print it to a new PDF, and upload the new copy.",
      pt: "O PDF está danificado e não pode ser lido. Abra-o em um leitor de PDF, salve ou imprima em um novo PDF e envie a nova cópia.",
    },
    { cause },
  );

async function openPdf(bytes: Uint8Array): Promise<PdfDocument> {
  try {
    // A copy: pdf.js may transfer (detach) the buffer it is given, and the caller still owns `bytes`.
    return await getDocumentProxy(new Uint8Array(bytes), {
      useSystemFonts: false,
      disableFontFace: true,
      verbosity: 0,
    });
  } catch (err) {
    if ((err as { name?: string } | null)?.name === "PasswordException") throw encryptedPdf();
    throw corruptPdf(err);
  }
}

/** Text layer of every page; pages without one are OCR'd from their embedded images when an engine is given. */
export async function extractPdf(bytes: Uint8Array, options: PdfOptions): Promise<PdfExtraction> {
  const pdf = await openPdf(bytes);
  const warnings: string[] = [];
  const pages: PrintedLine[][] = [];
  let ocrPages = 0;
  let textPages = 0;
  let confidenceSum = 0;
  let confidenceWeight = 0;
  // The document's OCR confidence: each recognised page's, weighted by how much text it gave.
  const weigh = (read: { text: string; confidence: number }) => {
    confidenceSum += read.confidence * read.text.length;
    confidenceWeight += read.text.length;
  };
  let skippedForLimit = 0;
  let withoutEngine = 0;
  const maxOcrPages = options.maxOcrPages ?? 50;
  const deferredPages: number[] = [];
  try {
    for (let n = 1; n <= pdf.numPages; n++) {
      if (options.onlyPage !== undefined && n !== options.onlyPage) {
        pages.push([]);
        continue;
      }
      let page: PdfPage;
      try {
        page = await pdf.getPage(n);
      } catch (err) {
        if (pdf.numPages === 1) throw corruptPdf(err);
        warnings.push(`Page ${n} is damaged and was skipped.`);
        pages.push([]);
        continue;
      }
      try {
        const lines = pageLines((await page.getTextContent()).items);
        const text = lines.map((line) => line.text).join("");
        if (text.replace(/\s/g, "").length >= MIN_TEXT_CHARS) {
          pages.push(lines);
          textPages++;
          continue;
        }
        if (!options.ocr) {
          withoutEngine++;
          pages.push(lines);
          continue;
        }
        if (ocrPages >= maxOcrPages) {
          skippedForLimit++;
          pages.push(lines);
          continue;
        }
        if (options.deferOcr) {
          deferredPages.push(n);
          ocrPages++;
          pages.push([]);
          continue;
        }
        const read = await ocrPage(page, options.ocr, options.languages);
        if (read === null) {
          pages.push(lines);
          continue;
        }
        ocrPages++;
        pages.push(read.lines);
        weigh(read);
      } finally {
        // Releases the page's decoded images and fonts before the next page: memory is the Worker's real limit.
        page.cleanup();
      }
    }
    if (options.ocr && deferredPages.length > 0 && deferredPages.length < MIN_PAGES_TO_DEFER) {
      // A single scanned page is read at once: a page job would only add the queue's latency.
      for (const n of deferredPages.splice(0)) {
        const page = await pdf.getPage(n);
        try {
          const read = await ocrPage(page, options.ocr, options.languages);
          pages[n - 1] = read?.lines ?? [];
          if (read) weigh(read);
        } finally {
          page.cleanup();
        }
      }
    }
  } finally {
    // This pdf.js build has no PDFDocumentProxy.destroy(); the loading task owns the document and its worker.
    await pdf.loadingTask.destroy();
  }
  if (withoutEngine > 0) warnings.push(`${withoutEngine} page(s) have no text layer and OCR is not configured.`);
  if (skippedForLimit > 0)
    warnings.push(`${skippedForLimit} scanned page(s) beyond the first ${maxOcrPages} were not OCR'd.`);
  return {
    text: joinPages(pages),
    method: pdfMethod(ocrPages, textPages),
    pageCount: pdf.numPages,
    ...(confidenceWeight > 0 ? { ocrConfidence: confidenceSum / confidenceWeight } : {}),
    warnings,
    pages: pages.map(storedPage),
    ...(options.deferOcr ? { deferredPages } : {}),
  };
}

/**
 * A scanned page's images read, joined and repaired (docs/decisions/031-heldout-through-extraction.md); null when
 * the page paints no image large enough to hold text.
 */
async function ocrPage(
  page: PdfPage,
  ocr: OcrEngine,
  languages: OcrLanguage[],
): Promise<{ text: string; lines: PrintedLine[]; confidence: number } | null> {
  const images = await pageImages(page);
  if (images.length === 0) return null;
  const parts: string[] = [];
  let confidenceSum = 0;
  let boxed: PrintedLine[] | undefined;
  for (const image of images) {
    const result = await ocr.recognize(image, languages);
    const recognised = result.text.trim();
    if (!recognised) continue;
    parts.push(recognised);
    confidenceSum += result.confidence * recognised.length;
    // One image is the whole page: its line boxes are the page's geometry.
    if (images.length === 1 && result.lines?.length)
      boxed = scannedLines(
        result.lines.map((line) => ({ ...line, text: repairOcrText(line.text) })),
        image.dpi,
      );
  }
  const raw = parts.join("\n\n");
  const lines = boxed ?? plainLines(repairOcrText(raw));
  return { text: raw, lines, confidence: raw.length > 0 ? confidenceSum / raw.length : 0 };
}

/** A PDF's text from its pages' lines, in page order: running lines dropped, paragraphs reflowed, pages joined. */
export function joinPages(pages: PrintedLine[][]): string {
  return composePages(pages)
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

export function pdfMethod(ocrPages: number, textPages: number): PdfExtraction["method"] {
  return ocrPages === 0 ? "pdf-text" : textPages === 0 ? "pdf-ocr" : "pdf-mixed";
}

type Matrix = [number, number, number, number, number, number];
const multiply = (m: Matrix, n: Matrix): Matrix => [
  m[0] * n[0] + m[2] * n[1],
  m[1] * n[0] + m[3] * n[1],
  m[0] * n[2] + m[2] * n[3],
  m[1] * n[2] + m[3] * n[3],
  m[0] * n[4] + m[2] * n[5] + m[4],
  m[1] * n[4] + m[3] * n[5] + m[5],
];

/**
 * The images a page paints, as greyscale, largest first. Walks the operator list (pdf.js has already decoded
 * each image XObject into page.objs) and follows the transformation matrix so each image's resolution is known.
 */
async function pageImages(page: PdfPage): Promise<GreyImage[]> {
  const { OPS } = await getResolvedPDFJS();
  const list = await page.getOperatorList();
  const found: { image: PdfImageData; dpi?: number }[] = [];
  const seen = new Set<string>();
  const stack: Matrix[] = [];
  let ctm: Matrix = [1, 0, 0, 1, 0, 0];
  for (let i = 0; i < list.fnArray.length; i++) {
    const fn = list.fnArray[i];
    const args = (list.argsArray[i] ?? []) as unknown[];
    if (fn === OPS.save) stack.push(ctm);
    else if (fn === OPS.restore) ctm = stack.pop() ?? ctm;
    else if (fn === OPS.transform) ctm = multiply(ctm, args as Matrix);
    else if (fn === OPS.paintImageXObject || fn === OPS.paintInlineImageXObject || fn === OPS.paintImageMaskXObject) {
      let image: PdfImageData | undefined;
      if (typeof args[0] === "string") {
        const id = args[0];
        if (seen.has(id)) continue;
        seen.add(id);
        const store = id.startsWith("g_") ? page.commonObjs : page.objs;
        image = await new Promise<PdfImageData | undefined>((resolve) => store.get(id, resolve));
      } else {
        image = args[0] as PdfImageData | undefined;
      }
      if (!image?.data || !image.width || !image.height || image.width * image.height < MIN_IMAGE_PIXELS) continue;
      const widthPoints = Math.hypot(ctm[0], ctm[1]);
      const dpi = widthPoints > 0 ? image.width / (widthPoints / 72) : undefined;
      found.push({ image, ...(dpi && dpi >= 70 && dpi <= 1200 ? { dpi } : {}) });
    }
  }
  found.sort((a, b) => b.image.width * b.image.height - a.image.width * a.image.height);
  const largest = found[0] ? found[0].image.width * found[0].image.height : 0;
  return found
    .filter(({ image }) => image.width * image.height >= largest / 4)
    .slice(0, MAX_IMAGES_PER_PAGE)
    .map(({ image, dpi }) => toGrey(image, dpi))
    .filter((image): image is GreyImage => image !== null);
}

/**
 * Over this resolution a page image is scaled down before OCR: tesseract's layout pass costs in proportion to the
 * pixels, and finer scans read no better (docs/decisions/028-free-plan-cpu.md).
 */
export const MAX_OCR_DPI = 300;

/**
 * By how much a page image is scaled down before OCR (1 = kept): to MAX_OCR_DPI when its resolution is known, and
 * to at most MAX_PAGE_PIXELS in any case (the wasm heap).
 */
export function ocrScaleFactor(width: number, height: number, dpi?: number): number {
  // Tenths: a resolution read off the page matrix is never exact (600.2 dpi), and a factor of 2.0007 would average
  // uneven boxes; the pixel bound rounds up so it is never exceeded.
  const byPixels = Math.ceil(Math.sqrt((width * height) / MAX_PAGE_PIXELS) * 10) / 10;
  const byDpi = dpi ? Math.round((dpi / MAX_OCR_DPI) * 10) / 10 : 1;
  return Math.max(1, byPixels, byDpi);
}

/** A whole grey image at OCR scale: kept as it is when ocrScaleFactor keeps it, else averaged down. */
export function greyAtOcrScale(grey: Uint8Array, width: number, height: number, dpi?: number): GreyImage {
  const factor = ocrScaleFactor(width, height, dpi);
  if (factor <= 1) return { pixels: grey, width, height, ...(dpi ? { dpi } : {}) };
  const scaled = averageDown(width, height, factor, (y, into) => into.set(grey.subarray(y * width, (y + 1) * width)));
  return { pixels: scaled.pixels, width: scaled.width, height: scaled.height, ...(dpi ? { dpi: dpi / factor } : {}) };
}

/** Writes the grey values of source row `y` into `into` (one byte a pixel, the image's width). */
export type GreyRowReader = (y: number, into: Uint8Array) => void;

/**
 * An image's grey values averaged down by `factor` (≥ 1): each output pixel averages the source box it covers. Rows
 * are read one at a time and summed in typed arrays: a per-pixel callback and a box computed per pixel cost 100-160 ms
 * of CPU for an A4 page at 300 dpi, 5-8 % of reading it (docs/decisions/030-scan-speed-and-pages.md §6).
 */
export function averageDown(
  width: number,
  height: number,
  factor: number,
  readRow: GreyRowReader,
): { pixels: Uint8Array; width: number; height: number; sum: number } {
  const outWidth = Math.max(1, Math.floor(width / factor));
  const outHeight = Math.max(1, Math.floor(height / factor));
  const out = new Uint8Array(outWidth * outHeight);
  // A box may be fractional: it spans the source pixels from floor(i·factor) to floor((i+1)·factor).
  const spanFrom = (i: number) => Math.floor(i * factor);
  const spanTo = (i: number, size: number) => Math.min(size, Math.max(spanFrom(i) + 1, Math.floor((i + 1) * factor)));
  let sum = 0;
  if (outWidth === width && outHeight === height) {
    for (let y = 0; y < height; y++) readRow(y, out.subarray(y * width, (y + 1) * width));
    for (let i = 0; i < out.length; i++) sum += out[i] as number;
    return { pixels: out, width, height, sum };
  }
  // Each source column's output column; columns past the last box (the remainder of a fractional factor) are left.
  const xFrom = new Int32Array(outWidth);
  const xTo = new Int32Array(outWidth);
  const columnOf = new Int32Array(width);
  for (let x = 0; x < outWidth; x++) {
    xFrom[x] = spanFrom(x);
    xTo[x] = spanTo(x, width);
    columnOf.fill(x, xFrom[x], xTo[x]);
  }
  const used = xTo[outWidth - 1] as number;
  const row = new Uint8Array(width);
  const acc = new Uint32Array(outWidth);
  for (let y = 0; y < outHeight; y++) {
    const [y0, y1] = [spanFrom(y), spanTo(y, height)];
    acc.fill(0);
    for (let sy = y0; sy < y1; sy++) {
      readRow(sy, row);
      for (let sx = 0; sx < used; sx++) {
        const column = columnOf[sx] as number;
        acc[column] = (acc[column] as number) + (row[sx] as number);
      }
    }
    const base = y * outWidth;
    for (let x = 0; x < outWidth; x++) {
      const value = Math.round((acc[x] as number) / ((y1 - y0) * ((xTo[x] as number) - (xFrom[x] as number))));
      out[base + x] = value;
      sum += value;
    }
  }
  return { pixels: out, width: outWidth, height: outHeight, sum };
}

/** Reduces pdf.js image data to 8-bit grey, averaged down by ocrScaleFactor. */
export function toGrey(image: PdfImageData, dpi?: number): GreyImage | null {
  const { width, height, data } = image;
  if (!data) return null;
  const pixels = width * height;
  const channels =
    image.kind === 1 || data.length === Math.ceil(width / 8) * height
      ? 0
      : image.kind === 3 || data.length === pixels * 4
        ? 4
        : image.kind === 2 || data.length === pixels * 3
          ? 3
          : data.length === pixels
            ? 1
            : -1;
  if (channels < 0) return null;
  const rowBytes = Math.ceil(width / 8);
  const readRow: GreyRowReader = (y, into) => {
    if (channels === 0) {
      const start = y * rowBytes;
      for (let x = 0; x < width; x++) into[x] = ((data[start + (x >> 3)] ?? 0) >> (7 - (x & 7))) & 1 ? 255 : 0;
    } else if (channels === 1) {
      into.set(data.subarray(y * width, (y + 1) * width));
    } else {
      for (let x = 0, p = y * width * channels; x < width; x++, p += channels) {
        const luma = ((data[p] ?? 0) * 77 + (data[p + 1] ?? 0) * 150 + (data[p + 2] ?? 0) * 29) >> 8;
        // Transparent pixels count as paper (white).
        into[x] = channels === 4 ? 255 - (((255 - luma) * (data[p + 3] ?? 255)) >> 8) : luma;
      }
    }
  };
  const factor = ocrScaleFactor(width, height, dpi);
  const { pixels: out, width: outWidth, height: outHeight, sum } = averageDown(width, height, factor, readRow);
  // Bilevel images and masks carry no colour, and their polarity depends on /Decode; a page is mostly paper,
  // so a mostly dark result means the bits are inverted.
  if (channels === 0 && sum / out.length < 128) for (let i = 0; i < out.length; i++) out[i] = 255 - (out[i] ?? 0);
  const outDpi = dpi ? dpi / factor : undefined;
  return { pixels: out, width: outWidth, height: outHeight, ...(outDpi ? { dpi: outDpi } : {}) };
}
