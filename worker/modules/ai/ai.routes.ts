import { Hono, type MiddlewareHandler } from "hono";
import * as z from "zod";
import { type AuthedEnv, validate } from "../../lib/hono.ts";
import { requireUser } from "../auth/session.ts";
import { getAiAnalysis, getJudicialDecision } from "./ai.service.ts";

const idParam = z.object({ id: z.string().min(1).max(64) });

/**
 * Hono answers HEAD by running the GET handler and dropping its body: here that would pay for model calls nobody
 * reads. These views are GET-only; HEAD gets an empty 405 before anything else runs.
 */
const getOnly: MiddlewareHandler = async (c, next) => {
  if (c.req.method === "HEAD") return c.body(null, 405, { Allow: "GET" });
  await next();
};

/** Mounted at /api/documents: the model-assisted views of one analysed document (docs/requirements.md §7). */
export const aiRoutes = new Hono<AuthedEnv>()
  .use("/analyses/:id/ai-analysis", getOnly, requireUser)
  .use("/analyses/:id/judicial-decision", getOnly, requireUser)
  .get("/analyses/:id/ai-analysis", validate("param", idParam), async (c) => {
    const result = await getAiAnalysis(c.get("deps"), c.get("user"), { documentId: c.req.valid("param").id });
    return c.json(result);
  })
  .get("/analyses/:id/judicial-decision", validate("param", idParam), async (c) => {
    const result = await getJudicialDecision(c.get("deps"), c.get("user"), { documentId: c.req.valid("param").id });
    return c.json(result);
  });
