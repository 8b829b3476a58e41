import { Hono } from "hono";
import type { AppEnv } from "../../lib/hono.ts";

export const healthRoutes = new Hono<AppEnv>().get("/", async (c) => {
  const started = Date.now();
  const row = await c.env.DB.prepare("select 1 as ok").first<{ ok: number }>();
  return c.json({
    status: row?.ok === 1 ? "ok" : "degraded",
    database: row?.ok === 1 ? "ok" : "unavailable",
    time: new Date().toISOString(),
    latencyMs: Date.now() - started,
  });
});
