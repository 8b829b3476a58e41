import type { Bilingual } from "./types.ts";

export type DeadlineErrorCode =
  | "UNKNOWN_ACTION_TYPE"
  | "UNKNOWN_COURT"
  | "INVALID_DATE"
  | "INVALID_INPUT"
  | "JURISDICTION_MISMATCH";

/** The only error the calculator throws on bad input; the HTTP layer maps it to 400. */
export class DeadlineError extends Error {
  readonly code: DeadlineErrorCode;
  readonly messages: Bilingual;

  constructor(code: DeadlineErrorCode, messages: Bilingual) {
    super(messages.en);
    this.name = "DeadlineError";
    this.code = code;
    this.messages = messages;
  }
}
