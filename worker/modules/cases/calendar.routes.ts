import { Hono } from "hono";
import * as z from "zod";
import { updateReminderSettingsSchema } from "../../../common/api/cases.ts";
import type { AppEnv, AuthedEnv } from "../../lib/hono.ts";
import { validate } from "../../lib/hono.ts";
import { requireUser } from "../auth/session.ts";
import { calendarFeed, feedUrl, rotateFeed } from "./calendar.service.ts";
import { getReminderSettings, updateReminderSettings } from "./settings.service.ts";

const feedParam = z.object({ file: z.string().max(200) });

/**
 * The iCalendar feed: no session (calendar apps cannot log in), the secret in the URL is the credential. An unknown
 * or rotated secret is a 404, like any other resource the caller may not see.
 */
export const calendarFeedRoutes = new Hono<AppEnv>().get(
  "/:file{[A-Za-z0-9_.-]+\\.ics}",
  validate("param", feedParam),
  async (c) => {
    const body = await calendarFeed(c.get("deps"), c.req.valid("param").file.replace(/\.ics$/, ""));
    return c.body(body, 200, {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": 'inline; filename="causa-deadlines.ics"',
    });
  },
);

/** The signed-in user's feed URL and its rotation (requireUser per route: the feed above shares the prefix). */
export const calendarRoutes = new Hono<AuthedEnv>()
  .get("/", requireUser, async (c) => c.json(await feedUrl(c.get("deps"), c.get("user"))))
  .post("/rotate", requireUser, async (c) => c.json(await rotateFeed(c.get("deps"), c.get("user"))));

export const reminderSettingsRoutes = new Hono<AuthedEnv>()
  .use(requireUser)
  .get("/", async (c) => c.json(await getReminderSettings(c.get("deps"), c.get("user"))))
  .patch("/", validate("json", updateReminderSettingsSchema), async (c) =>
    c.json(await updateReminderSettings(c.get("deps"), c.get("user"), c.req.valid("json"))),
  );
