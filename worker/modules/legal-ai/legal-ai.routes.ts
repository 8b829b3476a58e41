import { and, eq, isNull, or } from "drizzle-orm";
import { Hono } from "hono";
import { z } from "zod";
import { courtClosedDays } from "../../db/schema/cases.ts";
import {
  calculateDeadline,
  DeadlineError,
  explainDeadline,
  listActionTypes,
  listCourts,
} from "../../deadlines/calculate.ts";
import { findCourt } from "../../deadlines/courts.ts";
import type { DeadlineInput } from "../../deadlines/types.ts";
import { AppError } from "../../lib/errors.ts";
import { type AuthedEnv, validate } from "../../lib/hono.ts";
import { requireUser } from "../auth/session.ts";

const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { message: "Use the date format YYYY-MM-DD." });

/** docs/requirements.md §7 payload plus the optional precision inputs of issue 6. */
export const calculateDeadlinesSchema = z.object({
  actionType: z.string().trim().min(1).max(80),
  jurisdiction: z.enum(["brazil", "usa"]),
  court: z.string().trim().min(1).max(40),
  baseDate: isoDay,
  language: z
    .string()
    .transform((v) => (v.toLowerCase().startsWith("pt") ? "pt" : "en"))
    .optional(),
  baseEvent: z
    .enum(["availability", "publication", "service", "notice", "entry", "waiver_sent", "trial", "start_of_count"])
    .optional(),
  partyType: z.enum(["private", "public_treasury", "public_prosecutor", "public_defender", "united_states"]).optional(),
  serviceMethod: z.enum(["electronic", "mail", "personal"]).optional(),
  days: z.number().int().min(1).max(3650).optional(),
  unit: z.enum(["business", "calendar"]).optional(),
  direction: z.enum(["forward", "backward"]).optional(),
  usState: z.string().length(2).optional(),
});

export const legalAiRoutes = new Hono<AuthedEnv>()
  .use(requireUser)
  .get(
    "/deadline-options",
    validate("query", z.object({ jurisdiction: z.enum(["brazil", "usa"]).optional() })),
    (c) => {
      const { jurisdiction } = c.req.valid("query");
      return c.json({ actionTypes: listActionTypes(jurisdiction), courts: listCourts(jurisdiction) });
    },
  )
  .post("/calculate-deadlines", validate("json", calculateDeadlinesSchema), async (c) => {
    const input = c.req.valid("json");
    const language = input.language ?? c.get("language");
    const deps = c.get("deps");
    const user = c.get("user");
    try {
      // A court's own closed days that users or admins recorded (global rows have no user) extend its calendar.
      const courtId = findCourt(input.court).id;
      const extra = await deps.db
        .select({ date: courtClosedDays.date, reason: courtClosedDays.reason })
        .from(courtClosedDays)
        .where(
          and(
            eq(courtClosedDays.court, courtId),
            or(isNull(courtClosedDays.userId), eq(courtClosedDays.userId, user.id)),
          ),
        );
      const { language: _language, ...rest } = input;
      const deadline = calculateDeadline({ ...(rest as DeadlineInput), extraClosedDays: extra });
      return c.json({ success: true, result: explainDeadline(deadline, language), deadline, error: null });
    } catch (err) {
      if (err instanceof DeadlineError) {
        const code = err.code === "UNKNOWN_ACTION_TYPE" || err.code === "UNKNOWN_COURT" ? err.code : "VALIDATION_ERROR";
        throw new AppError(code, err.messages);
      }
      throw err;
    }
  });
