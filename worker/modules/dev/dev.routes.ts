import { Hono } from "hono";
import * as z from "zod";
import { AppError } from "../../lib/errors.ts";
import type { AppEnv } from "../../lib/hono.ts";
import { validate } from "../../lib/hono.ts";
import { outboxEnabled } from "../../lib/settings.ts";
import { listOutbox } from "./dev.service.ts";

/** GET /api/dev/outbox?to=ADDRESS — the local e-mail outbox; 404 unless EMAIL_PROVIDER=outbox outside staging/production. */
export const devRoutes = new Hono<AppEnv>().get(
  "/outbox",
  validate("query", z.object({ to: z.string().trim().toLowerCase().email() })),
  async (c) => {
    if (!outboxEnabled(c.env)) throw new AppError("NOT_FOUND");
    const { to } = c.req.valid("query");
    return c.json(await listOutbox(c.get("deps"), to));
  },
);
