import { Hono } from "hono";
import * as z from "zod";
import { adminAuditQuerySchema, adminUpdateUserSchema, adminUsersQuerySchema } from "../../../common/api/admin.ts";
import { type AuthedEnv, validate } from "../../lib/hono.ts";
import { requireAdmin, requireUser } from "../auth/session.ts";
import { adminAnalytics, auditPage, listUserPage, updateUser, userDetail } from "./admin.service.ts";
import type { AdminActor } from "./audit.ts";
import { deleteUser } from "./delete-user.service.ts";

const idParam = z.object({ id: z.string().min(1).max(64) });

/** The admin console's API: every route checks the session (401) and then isAdmin (403 ADMIN_REQUIRED). */
export const adminRoutes = new Hono<AuthedEnv>()
  .use(requireUser, requireAdmin)
  .get("/analytics", async (c) => c.json(await adminAnalytics(c.get("deps"))))
  .get("/users", validate("query", adminUsersQuerySchema), async (c) =>
    c.json(await listUserPage(c.get("deps"), c.req.valid("query"))),
  )
  .get("/users/:id", validate("param", idParam), async (c) =>
    c.json(await userDetail(c.get("deps"), c.req.valid("param").id)),
  )
  .patch("/users/:id", validate("param", idParam), validate("json", adminUpdateUserSchema), async (c) => {
    const actor: AdminActor = { user: c.get("user"), requestId: c.get("requestId") };
    return c.json(await updateUser(c.get("deps"), actor, c.req.valid("param").id, c.req.valid("json")));
  })
  .delete("/users/:id", validate("param", idParam), async (c) => {
    const actor: AdminActor = { user: c.get("user"), requestId: c.get("requestId") };
    return c.json(await deleteUser(c.get("deps"), actor, c.req.valid("param").id));
  })
  .get("/audit-log", validate("query", adminAuditQuerySchema), async (c) =>
    c.json(await auditPage(c.get("deps"), c.req.valid("query"))),
  );
