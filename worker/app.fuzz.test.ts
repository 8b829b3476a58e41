import { env } from "cloudflare:test";
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import * as z from "zod";
import { adminUpdateUserSchema } from "../common/api/admin.ts";
import { emailOnlySchema, loginSchema, registerSchema, resetPasswordSchema } from "../common/api/auth.ts";
import {
  closedDaySchema,
  createCaseSchema,
  createDeadlineSchema,
  deadlineCalculationSchema,
  updateCaseSchema,
  updateDeadlineSchema,
  updateReminderSettingsSchema,
} from "../common/api/cases.ts";
import { feedbackSchema } from "../common/api/documents.ts";
import {
  calculateDeadlinesSchema,
  draftContractClauseSchema,
  generateFlowchartSchema,
  jurisprudenceSearchSchema,
  legalResearchSchema,
} from "../common/api/legal-ai.ts";
import { searchRequestSchema } from "../common/api/search.ts";
import { app } from "./app.ts";
import { signedInAdmin } from "./modules/admin/test-admin.ts";

import { type Client, client, ORIGIN, signedInUser } from "./test/helpers.ts";
import { stripeEnv } from "./test/stripe.ts";

/**
 * Input fuzzing of every JSON endpoint (issue #18, docs/decisions/023-reliability.md). Bodies are generated from
 * each route's zod schema (right keys, values of the right type and of every wrong one, out-of-range sizes, odd
 * Unicode) and from nothing at all (any JSON, malformed text). The property: never a 5xx, and every rejection
 * carries a SCREAMING_SNAKE code and a message in the error envelope. Bounded: RUNS bodies per route.
 */
const RUNS = 40;

/** The JSON schema of each body-taking route; a body-taking route not listed here is fuzzed with any JSON. */
const SCHEMAS: Record<string, z.ZodType> = {
  "POST /api/auth/register": registerSchema,
  "POST /api/auth/login": loginSchema,
  "POST /api/auth/resend-verification": emailOnlySchema,
  "POST /api/auth/forgot-password": emailOnlySchema,
  "POST /api/auth/reset-password": resetPasswordSchema,
  "POST /api/documents/search": searchRequestSchema,
  "POST /api/documents/uploads": z.object({ fileName: z.string(), size: z.number() }),
  "POST /api/feedback": feedbackSchema,
  "POST /api/legal-ai/calculate-deadlines": calculateDeadlinesSchema,
  "PATCH /api/admin/users/:id": adminUpdateUserSchema,
  "POST /api/legal-ai/jurisprudence-search": jurisprudenceSearchSchema,
  "POST /api/legal-ai/draft-contract-clause": draftContractClauseSchema,
  "POST /api/legal-ai/generate-flowchart": generateFlowchartSchema,
  "POST /api/legal-ai/legal-research": legalResearchSchema,
  "POST /api/cases": createCaseSchema,
  "PATCH /api/cases/:id": updateCaseSchema,
  "POST /api/deadlines/preview": deadlineCalculationSchema,
  "POST /api/deadlines": createDeadlineSchema,
  "PATCH /api/deadlines/:id": updateDeadlineSchema,
  "POST /api/court-closed-days": closedDaySchema,
  "POST /api/admin/court-closed-days": closedDaySchema,
  "PATCH /api/reminder-settings": updateReminderSettingsSchema,
};

const anyText = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: "binary", maxLength: 40 }),
  fc.constantFrom("", " ", "\u0000", "\u202Eexe.txt", "a@b.co", "'; DROP TABLE users; --", "x".repeat(5_000)),
  fc.emailAddress(),
  fc.date({ noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10)),
);
const anyNumber = fc.oneof(fc.integer(), fc.double(), fc.constantFrom(0, -1, 2 ** 53, 1e308));

/** A value shaped by the schema: mostly the right type (valid or not), sometimes any JSON at all. */
function fromSchema(schema: z.ZodType, depth = 0): fc.Arbitrary<unknown> {
  const def = (schema as unknown as { _zod: { def: Record<string, unknown> & { type: string } } })._zod.def;
  const shaped = (() => {
    switch (def.type) {
      case "object": {
        const shape = def.shape as Record<string, z.ZodType>;
        const fields = Object.fromEntries(Object.entries(shape).map(([k, v]) => [k, fromSchema(v, depth + 1)]));
        return fc.record(fields, { requiredKeys: [] });
      }
      case "string":
        return anyText;
      case "number":
      case "int":
        return anyNumber;
      case "boolean":
        return fc.boolean();
      case "enum":
        return fc.oneof(fc.constantFrom(...Object.values(def.entries as Record<string, string>)), anyText);
      case "literal":
        return fc.constantFrom(...(def.values as unknown[]));
      case "array":
        return fc.array(fromSchema(def.element as z.ZodType, depth + 1), { maxLength: 4 });
      case "union":
        return fc.oneof(...(def.options as z.ZodType[]).map((o) => fromSchema(o, depth + 1)));
      case "optional":
      case "nullable":
      case "default":
      case "readonly":
      case "catch":
        return fromSchema(def.innerType as z.ZodType, depth);
      case "pipe":
        return fromSchema(def.in as z.ZodType, depth);
      default:
        return fc.jsonValue({ maxDepth: 2 });
    }
  })();
  if (depth > 3) return shaped;
  return fc.oneof({ weight: 5, arbitrary: shaped }, { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) });
}

type Body = { kind: "json"; value: unknown } | { kind: "raw"; text: string };

function bodies(key: string): fc.Arbitrary<Body> {
  const schema = SCHEMAS[key];
  const json = schema ? fromSchema(schema) : fc.jsonValue({ maxDepth: 3 });
  return fc.oneof(
    { weight: 6, arbitrary: json.map((value): Body => ({ kind: "json", value })) },
    { weight: 1, arbitrary: fc.jsonValue().map((value): Body => ({ kind: "json", value })) },
    { weight: 1, arbitrary: fc.string({ maxLength: 60 }).map((text): Body => ({ kind: "raw", text })) },
  );
}

const bodyRoutes = [
  ...new Map(
    app.routes
      .filter((r) => ["POST", "PUT", "PATCH"].includes(r.method))
      .map((r) => [`${r.method} ${r.path}`, { key: `${r.method} ${r.path}`, method: r.method, path: r.path }]),
  ).values(),
];

// Payment routes run with Stripe configured against the loopback fake, so the fuzzed body reaches their validation.
const PAYMENT_ROUTES = /^\/api\/(billing|create-subscription|subscription)\b/;
function withStripe(caller: Client, path: string, init: RequestInit & { headers: Record<string, string> }) {
  const headers = { ...init.headers, origin: ORIGIN, "cf-connecting-ip": caller.ip, cookie: caller.cookie ?? "" };
  return app.request(`${ORIGIN}${path}`, { ...init, headers }, stripeEnv());
}

let user: { client: Client };
let admin: { client: Client };
let victimId: string;

beforeAll(async () => {
  user = await signedInUser();
  admin = await signedInAdmin();
  const victim = await signedInUser();
  const row = await env.DB.prepare("SELECT id FROM users WHERE email = ?").bind(victim.email).first<{ id: string }>();
  victimId = row!.id;
}, 60_000);

describe("every JSON endpoint survives fuzzed bodies", () => {
  it("each schema listed here belongs to a real route", () => {
    const keys = bodyRoutes.map((r) => r.key);
    expect(Object.keys(SCHEMAS).filter((k) => !keys.includes(k))).toEqual([]);
  });

  it.each(bodyRoutes.map((r) => [r.key, r] as const))(
    "%s: no 5xx, every rejection has a code and a message",
    {
      timeout: 120_000,
    },
    async (_key, route) => {
      // Auth routes with an anonymous caller: a fuzzed logout must not end the session the other routes use.
      const caller = route.path.startsWith("/api/admin")
        ? admin.client
        : route.path.startsWith("/api/auth")
          ? client()
          : user.client;
      const path = route.path
        .replace(/:id/g, route.path.startsWith("/api/admin") ? victimId : "nope")
        .replace(/:part/g, "1");
      await fc.assert(
        fc.asyncProperty(bodies(route.key), async (body) => {
          const raw = body.kind === "json" ? (JSON.stringify(body.value) ?? "null") : body.text;
          // A fresh address per request: the per-IP rate limits answer 429 (a rejection too), not the body.
          caller.ip = `10.77.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
          const init = { method: route.method, headers: { "content-type": "application/json" }, body: raw };
          const res = PAYMENT_ROUTES.test(path)
            ? await withStripe(caller, path, init)
            : await caller.request(path, init);
          const text = await res.text();
          expect(res.status, `${route.key} ${raw.slice(0, 200)} → ${text.slice(0, 200)}`).toBeLessThan(500);
          if (res.status >= 400) {
            const error = (JSON.parse(text) as { error?: { code?: unknown; message?: unknown } }).error;
            expect(error?.code, raw.slice(0, 200)).toMatch(/^[A-Z][A-Z_]+$/);
            expect(typeof error?.message === "string" && error.message.length > 0, raw.slice(0, 200)).toBe(true);
          }
        }),
        { numRuns: RUNS },
      );
    },
  );
});

describe("no client sends a body the server chokes on", () => {
  it("a body that is not valid JSON is a 400 with a code, not a 500", async () => {
    const anonymous = client();
    const res = await anonymous.request("/api/auth/login", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: '{"email": "a@b.co", "password": ',
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { code: string } }).error.code).toMatch(/^[A-Z_]+$/);
  });
});
