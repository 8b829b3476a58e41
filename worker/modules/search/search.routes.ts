import { Hono } from "hono";
import { endTime, startTime } from "hono/timing";
import { MODE_HEADER, searchRequestSchema, TOTAL_HEADER } from "../../../common/api/search.ts";
import { AppError } from "../../lib/errors.ts";
import { type ClaimsEnv, validate } from "../../lib/hono.ts";
import { liveSessionStatement, requireSessionClaims } from "../auth/session.ts";
import { describeDocuments, prepareSearch, searchResults } from "./search.service.ts";
import { hybridPage, nearestDocuments, semanticBindings } from "./semantic.ts";

/**
 * POST /api/documents/search — mounted at /api/documents/search. Search is the dashboard's latency-critical read, so
 * the session check, the count and the page go to D1 in one batch (one round trip); nothing found is sent unless
 * the session is live. The answer is the page (an array); X-Total-Count and X-Search-Mode say how many and how.
 */
export const searchRoutes = new Hono<ClaimsEnv>().post(
  "/",
  requireSessionClaims,
  validate("json", searchRequestSchema),
  async (c) => {
    const claims = c.get("sessionClaims");
    const deps = c.get("deps");
    const db = deps.env.DB;
    const input = c.req.valid("json");
    const search = prepareSearch(db, claims.userId, input);
    // Embedding the query runs while D1 answers; a failure leaves the keyword answer.
    const semantic = search?.hybrid ? semanticBindings(deps.env) : null;
    const neighbours = semantic
      ? nearestDocuments(semantic, claims.userId, input.query).catch(() => null)
      : Promise.resolve(null);
    startTime(c, "search");
    const session = liveSessionStatement(db, claims, deps.now());
    const [live, count, page] = await db.batch(search ? [session, search.count, search.page] : [session]);
    endTime(c, "search");
    if (!live?.results.length) throw new AppError("UNAUTHORIZED");
    startTime(c, "snippets");
    const keyword = search && count && page ? searchResults(search, count, page) : { total: 0, results: [] };
    endTime(c, "snippets");
    const semanticIds = await neighbours;
    const found = semanticIds
      ? await hybridPage(keyword, semanticIds, (ids) => describeDocuments(db, claims.userId, ids))
      : { ...keyword, mode: "keyword" as const };
    c.header(TOTAL_HEADER, String(found.total));
    c.header(MODE_HEADER, found.mode);
    c.header("access-control-expose-headers", `${TOTAL_HEADER}, ${MODE_HEADER}`);
    return c.json(found.results);
  },
);
