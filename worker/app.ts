import { Hono } from "hono";
import { HTTPException } from "hono/http-exception";
import { requestId } from "hono/request-id";
import { secureHeaders } from "hono/secure-headers";
import { timing } from "hono/timing";
import type { ErrorBody } from "../common/errors.ts";
import { createDeps } from "./lib/deps.ts";
import { AppError } from "./lib/errors.ts";
import type { AppEnv } from "./lib/hono.ts";
import { checkOrigin, detectLanguage } from "./lib/request.ts";
import { adminRoutes } from "./modules/admin/admin.routes.ts";
import { aiRoutes } from "./modules/ai/ai.routes.ts";
import { analyticsRoutes } from "./modules/analytics/analytics.routes.ts";
import { authRoutes, loginRedirectRoutes } from "./modules/auth/auth.routes.ts";
import { planRoutes } from "./modules/billing/billing.routes.ts";
import { calendarFeedRoutes, calendarRoutes, reminderSettingsRoutes } from "./modules/cases/calendar.routes.ts";
import { caseRoutes } from "./modules/cases/cases.routes.ts";
import { adminClosedDayRoutes } from "./modules/cases/closed-days.admin.routes.ts";
import { closedDayRoutes } from "./modules/cases/closed-days.routes.ts";
import { deadlineRoutes } from "./modules/cases/deadlines.routes.ts";
import { devRoutes } from "./modules/dev/dev.routes.ts";
import { chunkedUploadRoutes, documentRoutes } from "./modules/documents/documents.routes.ts";
import { feedbackRoutes } from "./modules/feedback/feedback.routes.ts";
import { healthRoutes } from "./modules/health/health.routes.ts";
import { legalAiRoutes } from "./modules/legal-ai/legal-ai.routes.ts";
import { searchRoutes } from "./modules/search/search.routes.ts";

const app = new Hono<AppEnv>();

app.use(
  "*",
  requestId({ generator: () => crypto.randomUUID() }),
  secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", "https://js.stripe.com"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", "data:", "blob:", "https:"],
      connectSrc: ["'self'", "https://api.stripe.com"],
      frameSrc: ["https://js.stripe.com", "https://hooks.stripe.com"],
      frameAncestors: ["'none'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
    },
    referrerPolicy: "strict-origin-when-cross-origin",
    xFrameOptions: "DENY",
  }),
);

// Server-Timing on API answers: total, and the session and search steps that name themselves (no payload data).
app.use("/api/*", timing({ totalDescription: "API" }));

app.use("/api/*", async (c, next) => {
  const language = detectLanguage(c.req.raw);
  c.set("language", language);
  c.set("deps", createDeps(c.env, { appUrl: new URL(c.req.url).origin, language }));
  checkOrigin(c.req.raw);
  await next();
  c.header("Cache-Control", "no-store");
});

const routes = app
  .route("/api/health", healthRoutes)
  .route("/api/auth", authRoutes)
  .route("/api/login", loginRedirectRoutes)
  .route("/api/dev", devRoutes)
  .route("/api/documents/search", searchRoutes)
  .route("/api/documents/uploads", chunkedUploadRoutes)
  .route("/api/documents", documentRoutes)
  .route("/api/documents", aiRoutes)
  .route("/api/legal-ai", legalAiRoutes)
  .route("/api/analytics", analyticsRoutes)
  .route("/api/feedback", feedbackRoutes)
  .route("/api/plans", planRoutes)
  .route("/api/cases", caseRoutes)
  .route("/api/deadlines", deadlineRoutes)
  .route("/api/court-closed-days", closedDayRoutes)
  .route("/api/admin/court-closed-days", adminClosedDayRoutes)
  .route("/api/calendar", calendarFeedRoutes)
  .route("/api/calendar", calendarRoutes)
  .route("/api/reminder-settings", reminderSettingsRoutes)
  .route("/api/admin", adminRoutes);

app.notFound((c) => {
  const body = errorBody(new AppError("NOT_FOUND"), c.get("requestId") ?? "", c.get("language") ?? "en");
  return c.json(body, 404);
});

app.onError((err, c) => {
  const id = c.get("requestId") ?? "";
  const language = c.get("language") ?? "en";
  if (err instanceof AppError) {
    for (const [k, v] of Object.entries(err.headers ?? {})) c.header(k, v);
    return c.json(errorBody(err, id, language), err.status as 400);
  }
  // Hono's own 4xx (e.g. the validator's "Malformed JSON in request body") keep their status, in our envelope.
  if (err instanceof HTTPException && err.status < 500) {
    return c.json(errorBody(new AppError("BAD_REQUEST"), id, language), err.status);
  }
  // Internals (stack, SQL, provider bodies) stay in the log, never in the answer.
  console.error(`[${id}]`, err);
  return c.json(errorBody(new AppError("INTERNAL_ERROR"), id, language), 500);
});

function errorBody(err: AppError, requestId: string, language: "en" | "pt"): ErrorBody {
  const message = err.messageIn(language);
  return {
    error: { code: err.code, message, requestId, ...(err.details ? { details: err.details } : {}) },
    message,
    code: err.code,
  };
}

export type AppType = typeof routes;
export { app };
