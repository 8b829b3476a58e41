import { Hono } from "hono";
import * as z from "zod";
import { closedDaySchema } from "../../../common/api/cases.ts";
import { type AuthedEnv, validate } from "../../lib/hono.ts";
import { requireUser } from "../auth/session.ts";
import { addClosedDay, listClosedDays, removeClosedDay } from "./closed-days.service.ts";

const idParam = z.object({ id: z.string().min(1).max(64) });

/** A user's own court closed days (a portaria suspending deadlines); admins' global ones are listed read-only. */
export const closedDayRoutes = new Hono<AuthedEnv>()
  .use(requireUser)
  .get("/", async (c) => c.json(await listClosedDays(c.get("deps"), c.get("user"))))
  .post("/", validate("json", closedDaySchema), async (c) =>
    c.json(await addClosedDay(c.get("deps"), c.get("user"), c.req.valid("json")), 201),
  )
  .delete("/:id", validate("param", idParam), async (c) =>
    c.json(await removeClosedDay(c.get("deps"), c.get("user"), c.req.valid("param").id)),
  );
