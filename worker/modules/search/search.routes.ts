import { Hono } from "hono";
import { endTime, startTime } from "hono/timing";
import { searchRequestSchema } from "../../../common/api/documents.ts";
import { type ClaimsEnv, validate } from "../../lib/hono.ts";
import { requireSessionClaims } from "../auth/session.ts";
import { searchForSession } from "./search.service.ts";

/** POST /api/documents/search — mounted at /api/documents/search; the session is checked in the search's batch. */
export const searchRoutes = new Hono<ClaimsEnv>().post(
  "/",
  requireSessionClaims,
  validate("json", searchRequestSchema),
  async (c) => {
    startTime(c, "search");
    const found = await searchForSession(c.get("deps"), c.get("sessionClaims"), c.req.valid("json"));
    endTime(c, "search");
    return c.json(found);
  },
);
