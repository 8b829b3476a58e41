import { Hono } from "hono";
import { endTime, startTime } from "hono/timing";
import { searchRequestSchema } from "../../../common/api/documents.ts";
import { type AuthedEnv, validate } from "../../lib/hono.ts";
import { requireUser } from "../auth/session.ts";
import { searchDocuments } from "./search.service.ts";

/** POST /api/documents/search — mounted at /api/documents/search. */
export const searchRoutes = new Hono<AuthedEnv>().post(
  "/",
  requireUser,
  validate("json", searchRequestSchema),
  async (c) => {
    startTime(c, "search");
    const results = await searchDocuments(c.get("deps"), c.get("user"), c.req.valid("json"));
    endTime(c, "search");
    return c.json(results);
  },
);
