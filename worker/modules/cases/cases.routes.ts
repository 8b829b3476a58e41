import { Hono } from "hono";
import * as z from "zod";
import { createCaseSchema, updateCaseSchema } from "../../../common/api/cases.ts";
import { type AuthedEnv, validate } from "../../lib/hono.ts";
import { requireUser } from "../auth/session.ts";
import {
  attachDocument,
  caseOfDocument,
  createCase,
  deleteCase,
  detachDocument,
  getCase,
  listCases,
  updateCase,
} from "./cases.service.ts";

const idParam = z.object({ id: z.string().min(1).max(64) });
const documentParam = z.object({ documentId: z.string().min(1).max(64) });
const linkParams = idParam.extend(documentParam.shape);

export const caseRoutes = new Hono<AuthedEnv>()
  .use(requireUser)
  .get("/", async (c) => c.json(await listCases(c.get("deps"), c.get("user"))))
  .post("/", validate("json", createCaseSchema), async (c) =>
    c.json(await createCase(c.get("deps"), c.get("user"), c.req.valid("json")), 201),
  )
  .get("/of-document/:documentId", validate("param", documentParam), async (c) =>
    c.json(await caseOfDocument(c.get("deps"), c.get("user"), c.req.valid("param").documentId)),
  )
  .get("/:id", validate("param", idParam), async (c) =>
    c.json(await getCase(c.get("deps"), c.get("user"), c.req.valid("param").id)),
  )
  .patch("/:id", validate("param", idParam), validate("json", updateCaseSchema), async (c) =>
    c.json(await updateCase(c.get("deps"), c.get("user"), { id: c.req.valid("param").id, ...c.req.valid("json") })),
  )
  .delete("/:id", validate("param", idParam), async (c) => {
    await deleteCase(c.get("deps"), c.get("user"), c.req.valid("param").id);
    return c.json({ success: true as const });
  })
  .put("/:id/documents/:documentId", validate("param", linkParams), async (c) =>
    c.json(await attachDocument(c.get("deps"), c.get("user"), c.req.valid("param"))),
  )
  .delete("/:id/documents/:documentId", validate("param", linkParams), async (c) =>
    c.json(await detachDocument(c.get("deps"), c.get("user"), c.req.valid("param"))),
  );
