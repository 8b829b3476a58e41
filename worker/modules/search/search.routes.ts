import { Hono } from "hono";
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
    const results = await searchDocuments(c.get("deps"), c.get("user"), c.req.valid("json"));
    return c.json(results);
  },
);
