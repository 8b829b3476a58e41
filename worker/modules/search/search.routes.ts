import { Hono } from "hono";
import { endTime, startTime } from "hono/timing";
import { searchRequestSchema } from "../../../common/api/documents.ts";
import { AppError } from "../../lib/errors.ts";
import { type ClaimsEnv, validate } from "../../lib/hono.ts";
import { liveSessionStatement, requireSessionClaims } from "../auth/session.ts";
import { prepareSearch, searchResults } from "./search.service.ts";

/**
 * POST /api/documents/search — mounted at /api/documents/search. Search is the dashboard's latency-critical read, so
 * the session check and the search go to D1 in one batch (one round trip instead of two); nothing found is sent
 * unless the session is live.
 */
export const searchRoutes = new Hono<ClaimsEnv>().post(
  "/",
  requireSessionClaims,
  validate("json", searchRequestSchema),
  async (c) => {
    const claims = c.get("sessionClaims");
    const deps = c.get("deps");
    const db = deps.env.DB;
    const search = prepareSearch(db, claims.userId, c.req.valid("json"));
    startTime(c, "search");
    const session = liveSessionStatement(db, claims, deps.now());
    const [live, found] = await db.batch(search ? [session, search] : [session]);
    endTime(c, "search");
    if (!live?.results.length) throw new AppError("UNAUTHORIZED");
    return c.json(found ? searchResults(found) : []);
  },
);
