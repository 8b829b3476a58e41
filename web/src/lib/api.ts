import { type ClientResponse, hc, parseResponse } from "hono/client";
import type { AppType } from "../../../worker/app.ts";
import { storedLanguage } from "../i18n/i18n.tsx";

/** A non-OK answer: SPEC.md §7 — carries the status and the response text (and the API's code and message). */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string | undefined;
  readonly body: unknown;
  readonly text: string;

  constructor(status: number, text: string) {
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // Not JSON: keep the text.
    }
    const parsed = body as { message?: string; code?: string; error?: { message?: string; code?: string } } | null;
    const message = parsed?.error?.message ?? parsed?.message ?? `${status}: ${text}`;
    super(message);
    this.name = "ApiError";
    this.status = status;
    this.text = text;
    this.body = body;
    this.code = parsed?.error?.code ?? parsed?.code;
  }
}

/** fetch with credentials and the UI language, so server messages come back in it. */
export const apiFetch: typeof fetch = (input, init) => {
  const headers = new Headers(init?.headers);
  headers.set("x-language", storedLanguage());
  return fetch(input, { ...init, headers, credentials: "include" });
};

/** The typed client over the Worker's routes (Hono RPC). */
export const api = hc<AppType>("/", { fetch: apiFetch });

/** The body of a typed-client answer's success statuses, as the route declares it. */
export type OkBody<R extends ClientResponse<unknown>> = Awaited<ReturnType<typeof parseResponse<R>>>;

/**
 * Awaits a typed-client call (`call(api.api.cases.$get())`): the success body with the type the route declares, or
 * ApiError with the status, code and message. Every SPA call goes through this, so a renamed field breaks the build.
 */
export async function call<R extends ClientResponse<unknown>>(pending: R | Promise<R>): Promise<OkBody<R>> {
  const response = await pending;
  if (!response.ok) throw new ApiError(response.status, await response.text());
  return (await parseResponse(response)) as OkBody<R>;
}

/** Throws ApiError on a non-OK response, else parses JSON. */
export async function readJson<T>(response: Response): Promise<T> {
  if (!response.ok) throw new ApiError(response.status, await response.text());
  return (await response.json()) as T;
}

/** The default SWR fetcher: a GET of the key path. */
export async function getJson<T>(path: string): Promise<T> {
  return readJson<T>(await apiFetch(path));
}

/** POST/PATCH/DELETE with a JSON body. */
export async function sendJson<T>(
  method: "POST" | "PATCH" | "DELETE" | "PUT",
  path: string,
  body?: unknown,
): Promise<T> {
  const response = await apiFetch(path, {
    method,
    headers: body === undefined ? undefined : { "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return readJson<T>(response);
}
