import { AppError } from "./errors.ts";
import { clientIp } from "./request.ts";

/**
 * Two limits on every sensitive auth call: per address+e-mail (guessing one password) and per address
 * (spraying many accounts). Answers 429 RATE_LIMITED with Retry-After.
 */
export async function enforceAuthRateLimit(env: Env, request: Request, action: string, email?: string): Promise<void> {
  const ip = clientIp(request);
  const checks = [env.AUTH_IP_RATE_LIMITER.limit({ key: `${action}:${ip}` })];
  if (email) checks.push(env.AUTH_RATE_LIMITER.limit({ key: `${action}:${ip}:${email.toLowerCase()}` }));
  const results = await Promise.all(checks);
  if (results.some((r) => !r.success))
    throw new AppError("RATE_LIMITED", undefined, { headers: { "Retry-After": "60" } });
}
