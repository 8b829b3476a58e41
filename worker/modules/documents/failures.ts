import type { Language } from "../../../common/vocabulary.ts";

export type Bilingual = { en: string; pt: string };

/** Why an analysis failed, in words a lawyer can act on. Stored as JSON {en, pt} in documents.failure_message. */
export const FAILURE_MESSAGES = {
  ANALYSIS_FAILED: {
    en: "The analysis failed after several attempts. The file is safe; try again later.",
    pt: "A análise falhou após várias tentativas. O arquivo está guardado; tente novamente mais tarde.",
  },
  ORIGINAL_MISSING: {
    en: "The stored file could not be read. Upload the document again.",
    pt: "O arquivo armazenado não pôde ser lido. Envie o documento novamente.",
  },
  TOO_LARGE_TO_ANALYSE: {
    en: "The file is stored, but it is larger than the 48 MB Causa can analyse at once. Split it (e.g. by volume) and upload the parts.",
    pt: "O arquivo foi guardado, mas é maior que os 48 MB que o Causa analisa de uma vez. Divida-o (por volume, por exemplo) e envie as partes.",
  },
  EMPTY_TEXT: {
    en: "No text could be read from this document. If it is a scan, upload a sharper image (300 dpi).",
    pt: "Nenhum texto pôde ser lido deste documento. Se for digitalizado, envie uma imagem mais nítida (300 dpi).",
  },
  LOST_JOB: {
    en: "The analysis did not finish after several attempts (the server restarted or timed out). The file is safe and your quota was given back; retry it.",
    pt: "A análise não terminou após várias tentativas (o servidor reiniciou ou excedeu o tempo). O arquivo está guardado e sua cota foi devolvida; tente novamente.",
  },
} satisfies Record<string, Bilingual>;

export function encodeFailure(messages: Bilingual): string {
  return JSON.stringify(messages);
}

export function decodeFailure(stored: string | null, language: Language): string | null {
  if (!stored) return null;
  try {
    const parsed = JSON.parse(stored) as Partial<Bilingual>;
    return parsed[language] ?? parsed.en ?? stored;
  } catch {
    return stored;
  }
}
