import { Hono } from "hono";
import * as z from "zod";
import {
  createDeadlineSchema,
  deadlineCalculationSchema,
  deadlineListQuerySchema,
  updateDeadlineSchema,
} from "../../../common/api/cases.ts";
import { type AuthedEnv, validate } from "../../lib/hono.ts";
import { requireUser } from "../auth/session.ts";
import {
  createDeadline,
  deadlineOptions,
  deleteDeadline,
  getDeadline,
  listDeadlines,
  previewDeadline,
  refreshDeadlines,
  updateDeadline,
} from "./deadlines.service.ts";

const idParam = z.object({ id: z.string().min(1).max(64) });

export const deadlineRoutes = new Hono<AuthedEnv>()
  .use(requireUser)
  .get("/", validate("query", deadlineListQuerySchema), async (c) =>
    c.json(await listDeadlines(c.get("deps"), c.get("user"), c.req.valid("query"))),
  )
  .get("/options", (c) => c.json(deadlineOptions(c.get("language"))))
  .post("/preview", validate("json", deadlineCalculationSchema), async (c) =>
    c.json(await previewDeadline(c.get("deps"), c.get("user"), c.req.valid("json"))),
  )
  .post("/refresh", async (c) => c.json(await refreshDeadlines(c.get("deps"), c.get("user"))))
  .post("/", validate("json", createDeadlineSchema), async (c) =>
    c.json(await createDeadline(c.get("deps"), c.get("user"), c.req.valid("json")), 201),
  )
  .get("/:id", validate("param", idParam), async (c) =>
    c.json(await getDeadline(c.get("deps"), c.get("user"), c.req.valid("param").id)),
  )
  .patch("/:id", validate("param", idParam), validate("json", updateDeadlineSchema), async (c) =>
    c.json(await updateDeadline(c.get("deps"), c.get("user"), { id: c.req.valid("param").id, ...c.req.valid("json") })),
  )
  .delete("/:id", validate("param", idParam), async (c) => {
    await deleteDeadline(c.get("deps"), c.get("user"), c.req.valid("param").id);
    return c.json({ success: true as const });
  });
