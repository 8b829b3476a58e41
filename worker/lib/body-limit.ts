import type { MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { AppError } from "./errors.ts";
import type { AppEnv } from "./hono.ts";

/** Every request body (JSON above all) is capped before anything parses it: a 5 MB search must not be read. */
export const DEFAULT_BODY_BYTES = 64 * 1024;

/**
 * Routes allowed more than the default (first match wins). File uploads are not capped here: the single upload
 * and the chunked parts check their declared Content-Length against the upload limits themselves.
 */
export const BODY_LIMITS: { method: string; path: RegExp; bytes: number | null }[] = [
  { method: "POST", path: /^\/api\/documents\/upload$/, bytes: null },
  { method: "PUT", path: /^\/api\/documents\/uploads\/[^/]+\/parts\/[^/]+$/, bytes: null },
  // Payment-provider events can carry a whole invoice.
  { method: "POST", path: /^\/api\/webhooks\//, bytes: 1024 * 1024 },
];

const limiters = new Map<number, MiddlewareHandler>();
function limiter(bytes: number): MiddlewareHandler {
  let handler = limiters.get(bytes);
  if (!handler) {
    handler = bodyLimit({
      maxSize: bytes,
      onError: () => {
        throw new AppError("PAYLOAD_TOO_LARGE", {
          en: `The request body is larger than ${bytes} bytes.`,
          pt: `O corpo da requisição é maior que ${bytes} bytes.`,
        });
      },
    });
    limiters.set(bytes, handler);
  }
  return handler;
}

/** The body size limit of a method and path (null: not capped here). */
export function bodyLimitFor(method: string, path: string): number | null {
  const rule = BODY_LIMITS.find((r) => r.method === method && r.path.test(path));
  return rule ? rule.bytes : DEFAULT_BODY_BYTES;
}

export const limitBodySize: MiddlewareHandler<AppEnv> = async (c, next) => {
  const bytes = bodyLimitFor(c.req.method, c.req.path);
  if (bytes === null) return next();
  return limiter(bytes)(c, next);
};
