import { ExtractionError } from "./errors.ts";
import { decodeText, hasBinaryControls } from "./txt.ts";
import { assertNotZipBomb, readZipDirectory } from "./zip.ts";

export { ExtractionError, type ExtractionErrorCode, type ExtractionMessages } from "./errors.ts";

export type FileKind = "pdf" | "docx" | "txt" | "png" | "jpeg" | "gif" | "bmp" | "tiff";

export const MIME_TYPES: Record<FileKind, string> = {
  pdf: "application/pdf",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  txt: "text/plain",
  png: "image/png",
  jpeg: "image/jpeg",
  gif: "image/gif",
  bmp: "image/bmp",
  tiff: "image/tiff",
};

const ascii = (bytes: Uint8Array, start: number, length: number) =>
  String.fromCharCode(...bytes.subarray(start, start + length));

const startsWith = (bytes: Uint8Array, signature: number[], at = 0) => signature.every((b, i) => bytes[at + i] === b);

/** Byte offset of an ASCII needle, searching [from, to). */
function indexOfAscii(bytes: Uint8Array, needle: string, from = 0, to = bytes.length): number {
  const first = needle.charCodeAt(0);
  const end = Math.min(to, bytes.length) - needle.length;
  outer: for (let i = Math.max(0, from); i <= end; i++) {
    if (bytes[i] !== first) continue;
    for (let k = 1; k < needle.length; k++) if (bytes[i + k] !== needle.charCodeAt(k)) continue outer;
    return i;
  }
  return -1;
}

const quoted = (fileName?: string) => (fileName ? ` "${fileName}"` : "");

function unsupported(fileName: string | undefined, what: { en: string; pt: string }): ExtractionError {
  return new ExtractionError("UNSUPPORTED_FILE_TYPE", {
    en: `The file${quoted(fileName)} ${what.en} Upload a PDF, DOCX, TXT or an image (PNG, JPEG, GIF, BMP, TIFF).`,
    pt: `O arquivo${quoted(fileName)} ${what.pt} Envie um PDF, DOCX, TXT ou uma imagem (PNG, JPEG, GIF, BMP, TIFF).`,
  });
}

/**
 * Identifies a file by its content (magic numbers, zip directory, text decoding), never by its name or the
 * browser's MIME type; the name only personalises the message. Throws ExtractionError when the file cannot be
 * processed: UNSUPPORTED_FILE_TYPE, CORRUPT_FILE (damaged PDF, broken or zip-bomb DOCX), ENCRYPTED_FILE
 * (password-protected Office file), EMPTY_TEXT (0 bytes).
 *
 * Password-protected PDFs are detected by extractText, not here: many court PDFs are encrypted with an empty user
 * password (copy/print restrictions only) and open fine, and telling the two apart needs the PDF's crypto.
 */
export function sniffFileType(bytes: Uint8Array, fileName?: string): { kind: FileKind; mime: string } {
  const kind = sniffKind(bytes, fileName);
  return { kind, mime: MIME_TYPES[kind] };
}

function sniffKind(bytes: Uint8Array, fileName?: string): FileKind {
  if (bytes.length === 0) {
    throw new ExtractionError("EMPTY_TEXT", {
      en: `The file${quoted(fileName)} is empty (0 bytes). Check the original and upload it again.`,
      pt: `O arquivo${quoted(fileName)} está vazio (0 bytes). Verifique o original e envie-o novamente.`,
    });
  }
  // The PDF header may follow some junk (the spec tolerates up to 1024 bytes of it).
  const pdfAt = indexOfAscii(bytes, "%PDF-", 0, 1024 + 5);
  if (pdfAt >= 0) {
    checkPdfStructure(bytes, fileName);
    return "pdf";
  }
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png";
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "jpeg";
  if (ascii(bytes, 0, 6) === "GIF87a" || ascii(bytes, 0, 6) === "GIF89a") return "gif";
  if (startsWith(bytes, [0x49, 0x49, 0x2a, 0x00]) || startsWith(bytes, [0x4d, 0x4d, 0x00, 0x2a])) return "tiff";
  if (isBmp(bytes)) return "bmp";
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04]) || startsWith(bytes, [0x50, 0x4b, 0x05, 0x06])) {
    return sniffZip(bytes, fileName);
  }
  if (startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) throw sniffCompoundFile(bytes, fileName);
  if (ascii(bytes, 0, 5) === "{\\rtf") {
    throw unsupported(fileName, {
      en: "is in Rich Text Format (RTF). Save it as DOCX or PDF and upload it again.",
      pt: "está no formato RTF. Salve-o como DOCX ou PDF e envie-o novamente.",
    });
  }
  return sniffText(bytes, fileName);
}

/** BMP: "BM" alone also starts plain text ("BMW ..."), so the DIB header size must be one of the real ones. */
function isBmp(bytes: Uint8Array): boolean {
  if (bytes.length < 26 || bytes[0] !== 0x42 || bytes[1] !== 0x4d) return false;
  const dib = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength).getUint32(14, true);
  return [12, 40, 52, 56, 64, 108, 124].includes(dib);
}

function checkPdfStructure(bytes: Uint8Array, fileName?: string): void {
  // A PDF ends with %%EOF (possibly followed by whitespace or a few junk bytes); without one anywhere the file
  // was cut short — an interrupted download or e-mail attachment — and pdf.js would at best recover some pages.
  if (indexOfAscii(bytes, "%%EOF") < 0 || indexOfAscii(bytes, "obj") < 0) {
    throw new ExtractionError("CORRUPT_FILE", {
      en: `The PDF${quoted(fileName)} is incomplete or damaged (it looks cut short, as after an interrupted download). Download or export it again and upload the new copy.`,
      pt: `O PDF${quoted(fileName)} está incompleto ou danificado (parece cortado, como após um download interrompido). Baixe ou exporte-o novamente e envie a nova cópia.`,
    });
  }
}

function sniffZip(bytes: Uint8Array, fileName?: string): FileKind {
  const entries = readZipDirectory(bytes);
  if (!entries) {
    throw new ExtractionError("CORRUPT_FILE", {
      en: `The file${quoted(fileName)} is a damaged zip/DOCX archive. Save it again from Word and upload the new copy.`,
      pt: `O arquivo${quoted(fileName)} é um arquivo zip/DOCX danificado. Salve-o novamente no Word e envie a nova cópia.`,
    });
  }
  const names = new Set(entries.map((e) => e.name));
  if (names.has("[Content_Types].xml") && names.has("word/document.xml")) {
    assertNotZipBomb(entries);
    return "docx";
  }
  if (names.has("xl/workbook.xml") || names.has("ppt/presentation.xml")) {
    throw unsupported(fileName, {
      en: "is an Excel or PowerPoint file. Save the document as DOCX or PDF and upload it again.",
      pt: "é uma planilha Excel ou apresentação PowerPoint. Salve o documento como DOCX ou PDF e envie-o novamente.",
    });
  }
  if (names.has("mimetype") && names.has("content.xml")) {
    throw unsupported(fileName, {
      en: "is an OpenDocument (.odt) file. Save it as DOCX or PDF and upload it again.",
      pt: "é um arquivo OpenDocument (.odt). Salve-o como DOCX ou PDF e envie-o novamente.",
    });
  }
  throw unsupported(fileName, {
    en: "is a zip archive, not a document. Extract the documents and upload them one by one.",
    pt: "é um arquivo compactado (zip), não um documento. Extraia os documentos e envie-os um a um.",
  });
}

/** OLE compound files: a password-protected DOCX (EncryptedPackage stream) or a legacy .doc/.xls. */
function sniffCompoundFile(bytes: Uint8Array, fileName?: string): ExtractionError {
  const utf16 = (s: string) => Array.from(s).flatMap((c) => [c.charCodeAt(0), 0]);
  const needle = utf16("EncryptedPackage");
  const limit = Math.min(bytes.length, 1 << 20);
  for (let i = 0; i + needle.length <= limit; i++) {
    if (bytes[i] === needle[0] && startsWith(bytes, needle, i)) {
      return new ExtractionError("ENCRYPTED_FILE", {
        en: `The Word document${quoted(fileName)} is password-protected. Remove the password in Word (File > Info > Protect Document > Encrypt with Password) and upload it again.`,
        pt: `O documento Word${quoted(fileName)} está protegido por senha. Remova a senha no Word (Arquivo > Informações > Proteger Documento > Criptografar com Senha) e envie-o novamente.`,
      });
    }
  }
  return unsupported(fileName, {
    en: "is in the old Word/Excel format (.doc/.xls). Save it as DOCX or PDF and upload it again.",
    pt: "está no formato antigo do Word/Excel (.doc/.xls). Salve-o como DOCX ou PDF e envie-o novamente.",
  });
}

function sniffText(bytes: Uint8Array, fileName?: string): FileKind {
  // A sample is enough to tell text from binary; decoding 64 KB keeps the upload path cheap on large files.
  const sample = bytes.subarray(0, 64 * 1024);
  const { text } = decodeText(sample);
  if (hasBinaryControls(text)) {
    throw unsupported(fileName, {
      en: "is not a document this service can read (binary content).",
      pt: "não é um documento que este serviço consiga ler (conteúdo binário).",
    });
  }
  if (looksLikeMarkup(text)) {
    throw unsupported(fileName, {
      en: "is a web page (HTML/XML), not a document — often a login or error page saved instead of the real file. Download the actual document and upload it again.",
      pt: "é uma página web (HTML/XML), não um documento — muitas vezes uma página de login ou de erro salva no lugar do arquivo real. Baixe o documento verdadeiro e envie-o novamente.",
    });
  }
  return "txt";
}

/** HTML pages and other markup are not plain-text documents: the analysis would read tags and scripts. */
function looksLikeMarkup(text: string): boolean {
  const head = text.trimStart().slice(0, 512).toLowerCase();
  if (/^(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*<(!doctype\s+html|html[\s>]|head[\s>]|body[\s>]|svg[\s>])/.test(head)) {
    return true;
  }
  const tags = text.match(/<\/?[a-zA-Z][a-zA-Z0-9:-]*(\s[^<>]*)?\/?>/g);
  if (!tags || tags.length < 5) return false;
  const markup = tags.reduce((sum, tag) => sum + tag.length, 0);
  const visible = text.replace(/\s+/g, "").length;
  return markup > visible * 0.3;
}
