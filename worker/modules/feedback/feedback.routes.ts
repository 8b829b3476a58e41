import { Hono } from "hono";
import { feedbackSchema } from "../../../common/api/documents.ts";
import { type AuthedEnv, validate } from "../../lib/hono.ts";
import { requireUser } from "../auth/session.ts";
import { feedbackSample, submitFeedback } from "./feedback.service.ts";

/** POST /api/feedback and GET /api/feedback/sample — mounted at /api/feedback. */
export const feedbackRoutes = new Hono<AuthedEnv>()
  .post("/", requireUser, validate("json", feedbackSchema), async (c) => {
    const saved = await submitFeedback(c.get("deps"), c.get("user"), c.req.valid("json"));
    return c.json(saved, 201);
  })
  .get("/sample", requireUser, async (c) => {
    return c.json(await feedbackSample(c.get("deps"), c.get("user")));
  });
