import { useCallback, useState } from "react";
import type { LoginInput, PublicUser, RegisterInput } from "../../../../../common/api/auth.ts";
import { ApiError, sendJson } from "../../../lib/api.ts";

/** What a failed auth call tells the screen: the API's code and message, or that the network failed. */
export type AuthFailure =
  | { kind: "api"; status: number; code: string | undefined; message: string; email?: string }
  | { kind: "network" };

export function toAuthFailure(err: unknown): AuthFailure {
  if (err instanceof ApiError) {
    const body = err.body as { email?: unknown } | null;
    return {
      kind: "api",
      status: err.status,
      code: err.code,
      message: err.message,
      email: typeof body?.email === "string" ? body.email : undefined,
    };
  }
  // fetch rejects (TypeError) only when the request never got an answer.
  return { kind: "network" };
}

type Result<T> = { ok: true; data: T } | { ok: false; failure: AuthFailure };

/** Wraps one auth call: `pending` while it runs; never throws, answers a Result. */
function useAction<I, T>(call: (input: I) => Promise<T>) {
  const [pending, setPending] = useState(false);
  const run = useCallback(
    async (input: I): Promise<Result<T>> => {
      setPending(true);
      try {
        return { ok: true, data: await call(input) };
      } catch (err) {
        return { ok: false, failure: toAuthFailure(err) };
      } finally {
        setPending(false);
      }
    },
    [call],
  );
  return { run, pending };
}

const login = (input: LoginInput) => sendJson<{ message: string; user: PublicUser }>("POST", "/api/auth/login", input);
const register = (input: RegisterInput) =>
  sendJson<{ email: string; message: string }>("POST", "/api/auth/register", input);
const resendVerification = (input: { email: string }) =>
  sendJson<{ success: boolean; message: string }>("POST", "/api/auth/resend-verification", input);
const forgotPassword = (input: { email: string }) =>
  sendJson<{ success: boolean; message: string }>("POST", "/api/auth/forgot-password", input);
const resetPassword = (input: { token: string; password: string }) =>
  sendJson<{ success: boolean; message: string }>("POST", "/api/auth/reset-password", input);

/** POST /api/auth/login {email, password}. */
export const useLogin = () => useAction(login);
/** POST /api/auth/register {email, password, firstName, lastName, language}. */
export const useRegister = () => useAction(register);
/** POST /api/auth/resend-verification {email}. */
export const useResendVerification = () => useAction(resendVerification);
/** POST /api/auth/forgot-password {email}. */
export const useForgotPassword = () => useAction(forgotPassword);
/** POST /api/auth/reset-password {token, password}. */
export const useResetPassword = () => useAction(resetPassword);
