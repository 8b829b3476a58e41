import { useCallback, useState } from "react";
import type { LoginInput, RegisterInput } from "../../../../../common/api/auth.ts";
import { ApiError, api, call } from "../../../lib/api.ts";

/** What a failed auth call tells the screen: the API's code and message, or that the network failed. */
export type AuthFailure =
  | { kind: "api"; status: number; code: string | undefined; message: string; email?: string }
  | { kind: "network" };

function toAuthFailure(err: unknown): AuthFailure {
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

const login = (json: LoginInput) => call(api.api.auth.login.$post({ json }));
const register = (json: RegisterInput) => call(api.api.auth.register.$post({ json }));
const resendVerification = (json: { email: string }) => call(api.api.auth["resend-verification"].$post({ json }));
const forgotPassword = (json: { email: string }) => call(api.api.auth["forgot-password"].$post({ json }));
const resetPassword = (json: { token: string; password: string }) =>
  call(api.api.auth["reset-password"].$post({ json }));

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
