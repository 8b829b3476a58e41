import { AppError, type Bilingual } from "./errors.ts";
import { clientIp } from "./request.ts";

/**
 * Three limits on every sensitive auth call: per address+e-mail (guessing one password), per address (spraying
 * many accounts) and per account across addresses (a botnet on one password, or flooding one inbox).
 * Answers 429 RATE_LIMITED with Retry-After.
 */
export async function enforceAuthRateLimit(env: Env, request: Request, action: string, email?: string): Promise<void> {
  const ip = clientIp(request);
  const checks = [env.AUTH_IP_RATE_LIMITER.limit({ key: `${action}:${ip}` })];
  if (email) {
    const account = email.toLowerCase();
    checks.push(env.AUTH_RATE_LIMITER.limit({ key: `${action}:${ip}:${account}` }));
    checks.push(env.AUTH_ACCOUNT_RATE_LIMITER.limit({ key: `${action}:acct:${account}` }));
  }
  const results = await Promise.all(checks);
  if (results.some((r) => !r.success))
    throw new AppError("RATE_LIMITED", undefined, { headers: { "Retry-After": "60" } });
}

/**
 * One limit on one key (e.g. language-model calls per user id), for callers that spend money per request and need
 * neither the client address nor the auth limits above. Answers 429 RATE_LIMITED with the given message and
 * Retry-After (the bindings' period is 60 s and they do not say when the window frees up).
 */
export async function enforceUserRateLimit(binding: RateLimit, key: string, messages?: Bilingual): Promise<void> {
  const { success } = await binding.limit({ key });
  if (!success) throw new AppError("RATE_LIMITED", messages, { headers: { "Retry-After": "60" } });
}
