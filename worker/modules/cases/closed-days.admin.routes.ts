import { Hono } from "hono";
import * as z from "zod";
import { closedDaySchema } from "../../../common/api/cases.ts";
import { type AuthedEnv, validate } from "../../lib/hono.ts";
import { requireAdmin, requireUser } from "../auth/session.ts";
import { addGlobalClosedDay, listGlobalClosedDays, removeGlobalClosedDay } from "./closed-days.service.ts";

const idParam = z.object({ id: z.string().min(1).max(64) });

/** Court closed days for every user (userId null): owners of a moved deadline are told by e-mail. */
export const adminClosedDayRoutes = new Hono<AuthedEnv>()
  .use(requireUser, requireAdmin)
  .get("/", async (c) => c.json(await listGlobalClosedDays(c.get("deps"))))
  .post("/", validate("json", closedDaySchema), async (c) =>
    c.json(await addGlobalClosedDay(c.get("deps"), c.get("user"), c.req.valid("json")), 201),
  )
  .delete("/:id", validate("param", idParam), async (c) =>
    c.json(await removeGlobalClosedDay(c.get("deps"), c.get("user"), c.req.valid("param").id)),
  );
