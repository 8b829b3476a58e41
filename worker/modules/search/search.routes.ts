import { Hono } from "hono";
import { endTime, startTime } from "hono/timing";
import { MODE_HEADER, searchRequestSchema, TOTAL_HEADER } from "../../../common/api/search.ts";
import { type ClaimsEnv, validate } from "../../lib/hono.ts";
import { requireSessionClaims } from "../auth/session.ts";
import { searchForSession } from "./search.service.ts";

/**
 * POST /api/documents/search — mounted at /api/documents/search; the session is checked in the search's batch. The
 * answer is the page (an array); X-Total-Count and X-Search-Mode say how many matched and how they were found.
 */
export const searchRoutes = new Hono<ClaimsEnv>().post(
  "/",
  requireSessionClaims,
  validate("json", searchRequestSchema),
  async (c) => {
    const found = await searchForSession(c.get("deps"), c.get("sessionClaims"), c.req.valid("json"), {
      start: (phase) => startTime(c, phase),
      end: (phase) => endTime(c, phase),
    });
    c.header(TOTAL_HEADER, String(found.total));
    c.header(MODE_HEADER, found.mode);
    c.header("access-control-expose-headers", `${TOTAL_HEADER}, ${MODE_HEADER}`);
    return c.json(found.results);
  },
);
