import { bmpToGrey } from "./bmp-grey.ts";
import { extractDocx } from "./docx.ts";
import { ExtractionError } from "./errors.ts";
import { readImageInfo } from "./image-info.ts";
import { jpegToGrey } from "./jpeg-grey.ts";
import { composePages, plainLines, scannedLines } from "./layout.ts";
import {
  type GreyImage,
  MAX_OCR_PIXELS,
  type OcrAssetLoader,
  type OcrEngine,
  type OcrLanguage,
  sharedTesseractEngine,
} from "./ocr.ts";
import { repairOcrText } from "./ocr-text.ts";
import { extractPdf } from "./pdf.ts";
import { pngToGrey } from "./png-grey.ts";
import type { FileKind } from "./sniff.ts";
import { tiffToGrey } from "./tiff-grey.ts";
import { decodeText } from "./txt.ts";

export type ExtractionMethod = "pdf-text" | "pdf-ocr" | "pdf-mixed" | "docx" | "txt" | "ocr";

export interface ExtractOptions {
  /** OCR languages, most likely first; default Portuguese then English. */
  languages?: OcrLanguage[];
  /** Loads OCR language data by name (see OCR_ASSETS in ocr.ts): from R2 or static assets in the Worker. */
  loadOcrAsset?: OcrAssetLoader;
  /** Another OCR engine (e.g. a Workers AI adapter); takes precedence over the built-in tesseract. */
  ocrEngine?: OcrEngine;
  /** Scanned PDF pages OCR'd at most (CPU time); default 50. */
  maxOcrPages?: number;
  /** PDF only: leave scanned pages unrecognised and list them in `deferredPages` (read by page jobs, decision 030). */
  deferOcrPages?: boolean;
  /** PDF only: read this page (1-based) alone. */
  onlyPage?: number;
}

export interface ExtractionResult {
  text: string;
  method: ExtractionMethod;
  pageCount?: number;
  /** Mean OCR word confidence, 0..1, when any text came from OCR. */
  ocrConfidence?: number;
  /** The detected encoding of a TXT file. */
  encoding?: string;
  warnings: string[];
  /** PDF: each page's text ("" for a deferred page). */
  pages?: string[];
  /** PDF with `deferOcrPages`: the scanned pages left to recognise. */
  deferredPages?: number[];
}

const IMAGE_KINDS: ReadonlySet<FileKind> = new Set(["png", "jpeg", "gif", "bmp", "tiff"]);

/**
 * Turns a file's bytes into text. `kind` comes from sniffFileType. Throws ExtractionError (CORRUPT_FILE,
 * ENCRYPTED_FILE, EMPTY_TEXT, OCR_FAILED, TOO_LARGE); OCR_FAILED is the only one worth retrying.
 */
export async function extractText(
  bytes: Uint8Array,
  kind: FileKind,
  options: ExtractOptions = {},
): Promise<ExtractionResult> {
  const languages = options.languages?.length ? options.languages : (["por", "eng"] as OcrLanguage[]);
  const ocr = options.ocrEngine ?? (options.loadOcrAsset ? sharedTesseractEngine(options.loadOcrAsset) : undefined);
  const result = await extractByKind(bytes, kind, languages, ocr, options);
  if (!result.text.trim() && !result.deferredPages?.length) {
    throw new ExtractionError(
      "EMPTY_TEXT",
      result.method === "ocr" || result.method === "pdf-ocr" || result.warnings.length > 0
        ? undefined
        : {
            en: "The file contains no text. Check that you uploaded the right document.",
            pt: "O arquivo não contém texto. Verifique se enviou o documento certo.",
          },
    );
  }
  return result;
}

async function extractByKind(
  bytes: Uint8Array,
  kind: FileKind,
  languages: OcrLanguage[],
  ocr: OcrEngine | undefined,
  { maxOcrPages, deferOcrPages, onlyPage }: ExtractOptions,
): Promise<ExtractionResult> {
  switch (kind) {
    case "txt": {
      const { text, encoding, warnings } = decodeText(bytes);
      return { text: text.trim(), method: "txt", encoding, warnings };
    }
    case "docx": {
      const { text, warnings } = extractDocx(bytes);
      return { text, method: "docx", warnings };
    }
    case "pdf":
      return withOcrFailure(() =>
        extractPdf(bytes, {
          languages,
          ...(ocr ? { ocr } : {}),
          maxOcrPages,
          deferOcr: deferOcrPages,
          ...(onlyPage ? { onlyPage } : {}),
        }),
      );
    default: {
      if (!IMAGE_KINDS.has(kind)) throw new ExtractionError("UNSUPPORTED_FILE_TYPE");
      return withOcrFailure(() => ocrImage(bytes, kind, languages, ocr));
    }
  }
}

async function ocrImage(
  bytes: Uint8Array,
  kind: FileKind,
  languages: OcrLanguage[],
  ocr: OcrEngine | undefined,
): Promise<ExtractionResult> {
  if (!ocr) {
    throw new ExtractionError("OCR_FAILED", {
      en: "Text recognition (OCR) is not available right now, so images cannot be read. Try again later or upload a PDF with text or a DOCX.",
      pt: "O reconhecimento de texto (OCR) não está disponível no momento, então imagens não podem ser lidas. Tente mais tarde ou envie um PDF com texto ou um DOCX.",
    });
  }
  const info = readImageInfo(bytes, kind);
  if (!info) {
    throw new ExtractionError("CORRUPT_FILE", {
      en: "The image is damaged (its header cannot be read). Save it again as PNG or JPEG and upload it.",
      pt: "A imagem está danificada (o cabeçalho não pode ser lido). Salve-a novamente como PNG ou JPEG e envie-a.",
    });
  }
  if (info.width * info.height > MAX_OCR_PIXELS) {
    const mp = ((info.width * info.height) / 1e6).toFixed(0);
    throw new ExtractionError("TOO_LARGE", {
      en: `The image is too large to read (${info.width}×${info.height} pixels, ${mp} megapixels; limit 16). Scan or save it at 300 dpi and upload it again.`,
      pt: `A imagem é grande demais para ser lida (${info.width}×${info.height} pixels, ${mp} megapixels; limite 16). Digitalize ou salve em 300 dpi e envie-a novamente.`,
    });
  }
  const { text, confidence, lines } = await ocr.recognize((await inGrey(bytes, kind)) ?? bytes, languages);
  // A photographed page has the printed lines of a PDF: its paragraphs are joined the same way, by the lines'
  // boxes when the engine gives them.
  const page = lines?.length
    ? scannedLines(lines.map((line) => ({ ...line, text: repairOcrText(line.text) })))
    : plainLines(repairOcrText(text));
  const joined = composePages([page]);
  return { text: joined.replace(/\n{3,}/g, "\n\n").trim(), method: "ocr", ocrConfidence: confidence, warnings: [] };
}

/**
 * A colour PNG, JPEG, BMP or TIFF as the engine should get it: grey. Decoded there in colour it takes 8 bytes a pixel
 * (4, and tesseract's copy) of a wasm heap that never shrinks (docs/decisions/030-scan-speed-and-pages.md §5, §6).
 */
async function inGrey(bytes: Uint8Array, kind: FileKind): Promise<Uint8Array | GreyImage | null> {
  if (kind === "png") return pngToGrey(bytes);
  if (kind === "jpeg") return jpegToGrey(bytes);
  if (kind === "bmp") return bmpToGrey(bytes);
  if (kind === "tiff") return tiffToGrey(bytes);
  return null;
}

/** Engine crashes (wasm abort, out of memory, a missing language file) become OCR_FAILED, which the queue retries. */
async function withOcrFailure<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (err instanceof ExtractionError) throw err;
    throw new ExtractionError("OCR_FAILED", undefined, { cause: err });
  }
}
