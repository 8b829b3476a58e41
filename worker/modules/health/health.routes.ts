import { Hono } from "hono";
import type { AppEnv } from "../../lib/hono.ts";
import { checkHealth } from "./health.service.ts";

export const healthRoutes = new Hono<AppEnv>().get("/", async (c) => c.json(await checkHealth(c.get("deps"))));
