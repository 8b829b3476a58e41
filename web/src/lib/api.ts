import { type ClientResponse, hc, parseResponse } from "hono/client";
import type { AppType } from "../../../worker/app.ts";
import { storedLanguage } from "../i18n/i18n.tsx";

/** A non-OK answer: docs/requirements.md §7 — carries the status and the response text (and the API's code and message). */
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

/** The typed client over the Worker's routes (Hono RPC), sending through `fetch` (a fake API in unit tests). */
export const clientWith = (fetch: typeof globalThis.fetch) => hc<AppType>("/", { fetch });

/** The typed client the app uses: credentials and the UI language on every call. */
export const api = clientWith(apiFetch);

/** The `param` of a route with one `:id`, encoded as a path segment. */
export const byId = (id: string) => ({ param: { id: encodeURIComponent(id) } });

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
