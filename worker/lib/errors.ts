import { ERROR_CODES, type ErrorCode } from "../../common/errors.ts";
import type { Language } from "../../common/vocabulary.ts";
import { DEFAULT_MESSAGES } from "./messages.ts";

export type Bilingual = { en: string; pt: string };

/** The one error type of the API: a code (mapped to its HTTP status) and a message in both languages. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly messages: Bilingual;
  readonly details?: unknown;
  readonly headers?: Record<string, string>;

  constructor(
    code: ErrorCode,
    messages?: Bilingual,
    options?: { details?: unknown; headers?: Record<string, string> },
  ) {
    const text = messages ?? DEFAULT_MESSAGES[code];
    super(text.en);
    this.name = "AppError";
    this.code = code;
    this.status = ERROR_CODES[code];
    this.messages = text;
    this.details = options?.details;
    this.headers = options?.headers;
  }

  messageIn(language: Language): string {
    return this.messages[language];
  }
}
