import { LIMITS } from "../../../../../common/vocabulary.ts";
import type { Dictionary } from "../../../i18n/en.ts";

// The screen validates in the visitor's language before calling the API (which validates again).
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export type FieldErrors<K extends string> = Partial<Record<K, string>>;

export function emailError(t: Dictionary, value: string): string | undefined {
  if (!value.trim()) return t.auth.required;
  if (!EMAIL.test(value.trim())) return t.auth.invalidEmail;
  return undefined;
}

export function requiredError(t: Dictionary, value: string): string | undefined {
  return value.trim() ? undefined : t.auth.required;
}

/** A new password: required and at least LIMITS.passwordMin characters. */
export function newPasswordError(t: Dictionary, value: string): string | undefined {
  if (!value) return t.auth.required;
  if (value.length < LIMITS.passwordMin) return t.auth.passwordTooShort;
  return undefined;
}

export function hasErrors(errors: Record<string, string | undefined>): boolean {
  return Object.values(errors).some(Boolean);
}
