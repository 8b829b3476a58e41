import type { Language } from "../../common/vocabulary.ts";
import { AppError } from "./errors.ts";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
/** Server-to-server callers authenticate by signature instead of Origin. */
const ORIGIN_EXEMPT = [/^\/api\/webhooks\//];

/**
 * CSRF defence: a state-changing request must come from our own origin. Compared with the request's own
 * origin so any host and port works (127.0.0.1 or localhost on PORT). Requests without Origin (curl,
 * server-side tools) are accepted only when they also carry no cookie.
 */
export function checkOrigin(request: Request): void {
  if (SAFE_METHODS.has(request.method)) return;
  const url = new URL(request.url);
  if (ORIGIN_EXEMPT.some((p) => p.test(url.pathname))) return;
  const origin = request.headers.get("origin");
  if (origin === null) {
    if (request.headers.get("cookie")) throw new AppError("ORIGIN_MISMATCH");
    return;
  }
  if (origin !== url.origin) throw new AppError("ORIGIN_MISMATCH");
}

/** The UI sends X-Language (its localStorage choice); otherwise Accept-Language decides. */
export function detectLanguage(request: Request): Language {
  const explicit = request.headers.get("x-language");
  if (explicit === "pt" || explicit === "en") return explicit;
  const accept = request.headers.get("accept-language") ?? "";
  return /^\s*pt\b/i.test(accept) ? "pt" : "en";
}

export function clientIp(request: Request): string {
  // Set by Cloudflare's edge and not forgeable by the client; X-Forwarded-For is, so it is never trusted.
  return request.headers.get("cf-connecting-ip") ?? "unknown";
}
