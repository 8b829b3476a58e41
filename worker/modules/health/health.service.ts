import type { Deps } from "../../lib/deps.ts";

/** Whether D1 answers a trivial query, and how long it took. */
export async function checkHealth(deps: Deps) {
  const started = Date.now();
  const row = await deps.env.DB.prepare("select 1 as ok").first<{ ok: number }>();
  const ok = row?.ok === 1;
  return {
    status: ok ? ("ok" as const) : ("degraded" as const),
    database: ok ? ("ok" as const) : ("unavailable" as const),
    time: new Date().toISOString(),
    latencyMs: Date.now() - started,
  };
}
