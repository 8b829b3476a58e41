import { desc, eq } from "drizzle-orm";
import { Hono } from "hono";
import { z } from "zod";
import { outbox } from "../../db/schema/system.ts";
import { AppError } from "../../lib/errors.ts";
import type { AppEnv } from "../../lib/hono.ts";
import { validate } from "../../lib/hono.ts";
import { outboxEnabled } from "../../lib/settings.ts";

/** GET /api/dev/outbox?to=ADDRESS — the local e-mail outbox; 404 unless EMAIL_PROVIDER=outbox outside staging/production. */
export const devRoutes = new Hono<AppEnv>().get(
  "/outbox",
  validate("query", z.object({ to: z.string().trim().toLowerCase().email() })),
  async (c) => {
    if (!outboxEnabled(c.env)) throw new AppError("NOT_FOUND");
    const { to } = c.req.valid("query");
    const rows = await c
      .get("deps")
      .db.select()
      .from(outbox)
      .where(eq(outbox.to, to))
      .orderBy(desc(outbox.createdAt))
      .limit(50);
    return c.json(
      rows.map((r) => ({
        to: r.to,
        subject: r.subject,
        text: r.text,
        html: r.html,
        links: r.links,
        createdAt: r.createdAt,
      })),
    );
  },
);
