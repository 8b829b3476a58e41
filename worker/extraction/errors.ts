export type ExtractionErrorCode =
  | "UNSUPPORTED_FILE_TYPE"
  | "CORRUPT_FILE"
  | "ENCRYPTED_FILE"
  | "EMPTY_TEXT"
  | "OCR_FAILED"
  | "TOO_LARGE";

export type ExtractionMessages = { en: string; pt: string };

/** Default wording per code: what happened and what the user can do about it. */
export const EXTRACTION_MESSAGES: Record<ExtractionErrorCode, ExtractionMessages> = {
  UNSUPPORTED_FILE_TYPE: {
    en: "This file type is not supported. Upload a PDF, DOCX, TXT or an image (PNG, JPEG, GIF, BMP, TIFF).",
    pt: "Este tipo de arquivo não é aceito. Envie um PDF, DOCX, TXT ou uma imagem (PNG, JPEG, GIF, BMP, TIFF).",
  },
  CORRUPT_FILE: {
    en: "The file is damaged and cannot be read. Save or export it again and upload the new copy.",
    pt: "O arquivo está danificado e não pode ser lido. Salve ou exporte o documento novamente e envie a nova cópia.",
  },
  ENCRYPTED_FILE: {
    en: "The file is password-protected. Remove the protection and upload it again.",
    pt: "O arquivo está protegido por senha. Remova a proteção e envie-o novamente.",
  },
  EMPTY_TEXT: {
    en: "No text could be found in this file. If it is a scan, upload a sharper copy (at least 300 dpi).",
    pt: "Nenhum texto foi encontrado neste arquivo. Se for uma digitalização, envie uma cópia mais nítida (300 dpi ou mais).",
  },
  OCR_FAILED: {
    en: "Text recognition (OCR) failed on this file. Try again later or upload a text-based PDF or DOCX.",
    pt: "O reconhecimento de texto (OCR) falhou neste arquivo. Tente mais tarde ou envie um PDF com texto ou um DOCX.",
  },
  TOO_LARGE: {
    en: "The file is too large to process. Split it into smaller files and upload them separately.",
    pt: "O arquivo é grande demais para ser processado. Divida-o em arquivos menores e envie-os separadamente.",
  },
};

/** Why a file could not be turned into text: a code the API maps to a status and a message a lawyer can act on. */
export class ExtractionError extends Error {
  readonly code: ExtractionErrorCode;
  readonly messages: ExtractionMessages;

  constructor(code: ExtractionErrorCode, messages?: ExtractionMessages, options?: { cause?: unknown }) {
    const text = messages ?? EXTRACTION_MESSAGES[code];
    super(text.en, options);
    this.name = "ExtractionError";
    this.code = code;
    this.messages = text;
  }
}
