/** Every error the API answers with: a code, its HTTP status, and messages in both languages. */
export const ERROR_CODES = {
  VALIDATION_ERROR: 400,
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  INVALID_CREDENTIALS: 401,
  EMAIL_NOT_VERIFIED: 403,
  FORBIDDEN: 403,
  ORIGIN_MISMATCH: 403,
  TRIAL_LIMIT_EXCEEDED: 403,
  TRIAL_EXPIRED: 403,
  PLAN_LIMIT_EXCEEDED: 403,
  NOT_FOUND: 404,
  EMAIL_EXISTS: 409,
  CONFLICT: 409,
  INVALID_TOKEN: 400,
  WEAK_PASSWORD: 400,
  FILE_REQUIRED: 400,
  TOO_MANY_FILES: 400,
  UNSUPPORTED_FILE_TYPE: 415,
  FILE_TOO_LARGE: 413,
  LENGTH_REQUIRED: 411,
  TOO_MANY_UPLOADS: 429,
  FILE_TOO_SMALL: 400,
  CORRUPT_FILE: 422,
  ENCRYPTED_FILE: 422,
  NOT_RETRYABLE: 409,
  UNKNOWN_ACTION_TYPE: 400,
  UNKNOWN_COURT: 400,
  RATE_LIMITED: 429,
  // Cases and deadlines (issue 14).
  INVALID_DATE: 400,
  INVALID_CASE_NUMBER: 400,
  PAYMENTS_NOT_CONFIGURED: 503,
  PROVIDER_ERROR: 502,
  INTERNAL_ERROR: 500,
  // Admin console (docs/decisions/019-admin-console.md).
  ADMIN_REQUIRED: 403,
  LAST_ADMIN: 409,
  CANNOT_DELETE_SELF: 409,
  ACCOUNT_BEING_DELETED: 409,
  SUBSCRIPTION_ACTIVE: 409,
  EDIT_CONFLICT: 409,
} as const;

export type ErrorCode = keyof typeof ERROR_CODES;

export interface ErrorBody {
  error: { code: ErrorCode; message: string; requestId: string; details?: unknown };
  /** Mirrors error.message / error.code at the top level: the screens of docs/requirements.md §2 read `message` and `code`. */
  message: string;
  code: ErrorCode;
}
