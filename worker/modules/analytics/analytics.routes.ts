import { Hono } from "hono";
import type { AuthedEnv } from "../../lib/hono.ts";
import { requireUser } from "../auth/session.ts";
import { getAnalytics } from "./analytics.service.ts";

/** GET /api/analytics — mounted at /api/analytics. */
export const analyticsRoutes = new Hono<AuthedEnv>().get("/", requireUser, async (c) => {
  return c.json(await getAnalytics(c.get("deps"), c.get("user")));
});
