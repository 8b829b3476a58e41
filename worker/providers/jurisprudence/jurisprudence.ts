import type { JurisprudenceProvider, Language } from "../../../common/vocabulary.ts";
import { setting } from "../../lib/settings.ts";
import { courtListenerAdapter } from "./courtlistener.ts";
import { dataJudAdapter } from "./datajud.ts";

/** What the page asks a public source for: the form's fields, already split and parsed. */
export interface JurisprudenceQuery {
  court: string;
  keywords: string[];
  theme: string;
  fromYear: number | null;
  toYear: number | null;
  language: Language;
  /** Most decisions wanted from this source. */
  limit: number;
}

/** One decision (or, for DataJud, one case's metadata) as a public source describes it. */
export interface PublicDecision {
  origin: Exclude<JurisprudenceProvider, "local">;
  title: string;
  court: string | null;
  /** ISO date: filed (CourtListener) or the latest judgment movement / filing (DataJud). */
  date: string | null;
  caseNumber: string | null;
  outcome: string | null;
  /** Text the source returned about the decision (snippet, subjects, movements): what a synthesis may cite. */
  excerpt: string;
  url: string | null;
  citations: string[];
}

/** Why a source gave nothing: the kind only, never the source's body (it may echo the query or the key). */
export type JurisprudenceErrorKind =
  | "rate_limited"
  | "timeout"
  | "unavailable"
  | "rejected"
  | "malformed"
  | "unsupported";

export class JurisprudenceError extends Error {
  readonly kind: JurisprudenceErrorKind;
  constructor(kind: JurisprudenceErrorKind, detail: string) {
    super(`${kind}: ${detail}`);
    this.name = "JurisprudenceError";
    this.kind = kind;
  }
}

export interface JurisprudenceAdapter {
  readonly name: Exclude<JurisprudenceProvider, "local">;
  /** Only for the jurisdiction it covers; others are skipped by the caller. */
  readonly jurisdiction: "usa" | "brazil";
  search(query: JurisprudenceQuery): Promise<PublicDecision[]>;
}

export const PUBLIC_SOURCE_TIMEOUT_MS = 10_000;

/**
 * JURISPRUDENCE_PROVIDER: comma-separated list of local, courtlistener, datajud (default: local). `local` is always
 * searched; a public source without its key is reported as not configured instead of failing the search.
 */
export function jurisprudenceSettings(env: Env): {
  providers: Set<JurisprudenceProvider>;
  adapters: JurisprudenceAdapter[];
  missing: Exclude<JurisprudenceProvider, "local">[];
} {
  const raw = setting(env, "JURISPRUDENCE_PROVIDER") ?? "local";
  const providers = new Set<JurisprudenceProvider>(["local"]);
  for (const name of raw.split(",").map((s) => s.trim().toLowerCase())) {
    if (name === "courtlistener" || name === "datajud" || name === "local") providers.add(name);
  }
  const adapters: JurisprudenceAdapter[] = [];
  const missing: Exclude<JurisprudenceProvider, "local">[] = [];
  if (providers.has("courtlistener")) {
    // CourtListener answers anonymous searches too, at a lower quota; the token raises it.
    adapters.push(
      courtListenerAdapter({
        baseUrl: setting(env, "COURTLISTENER_API_URL") ?? "https://www.courtlistener.com/api/rest/v4",
        token: setting(env, "COURTLISTENER_TOKEN"),
      }),
    );
  }
  if (providers.has("datajud")) {
    const apiKey = setting(env, "DATAJUD_API_KEY");
    if (apiKey) {
      adapters.push(
        dataJudAdapter({
          baseUrl: setting(env, "DATAJUD_API_URL") ?? "https://api-publica.datajud.cnj.jus.br",
          apiKey,
        }),
      );
    } else missing.push("datajud");
  }
  return { providers, adapters, missing };
}

/** GET/POST with a deadline; HTTP failures classified by status, the body never echoed. */
export async function fetchJson(
  url: string,
  init: RequestInit,
  options: { timeoutMs?: number; fetcher?: typeof fetch } = {},
): Promise<unknown> {
  const controller = new AbortController();
  const timeoutMs = options.timeoutMs ?? PUBLIC_SOURCE_TIMEOUT_MS;
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  let response: Response;
  let text: string;
  try {
    response = await (options.fetcher ?? fetch)(url, { ...init, signal: controller.signal });
    text = await response.text();
  } catch (err) {
    if (controller.signal.aborted) throw new JurisprudenceError("timeout", `no answer within ${timeoutMs} ms`);
    throw new JurisprudenceError("unavailable", `request failed: ${err instanceof Error ? err.name : "error"}`);
  } finally {
    clearTimeout(timer);
  }
  if (response.status === 429) throw new JurisprudenceError("rate_limited", "HTTP 429");
  if (response.status === 408 || response.status === 504)
    throw new JurisprudenceError("timeout", `HTTP ${response.status}`);
  if (response.status >= 500) throw new JurisprudenceError("unavailable", `HTTP ${response.status}`);
  if (!response.ok) throw new JurisprudenceError("rejected", `HTTP ${response.status}`);
  try {
    return JSON.parse(text);
  } catch {
    throw new JurisprudenceError("malformed", "the answer is not JSON");
  }
}

export const squash = (s: string) => s.replace(/\s+/g, " ").trim();
