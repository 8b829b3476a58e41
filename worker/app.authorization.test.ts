import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { app } from "./app.ts";
import { signedInAdmin } from "./modules/admin/test-admin.ts";
import { type Client, client, signedInUser, uploadForm, waitForDocument } from "./test/helpers.ts";
import { CONTRATO_PT } from "./test/texts.ts";

/**
 * The authorisation matrix (issue #18, docs/decisions/023-reliability.md): every route of the app, read from Hono's
 * own route table, × {anonymous, user, another user, admin}. A route missing from ACCESS fails the suite, so a new
 * route cannot ship without someone deciding who may call it; a route with a path parameter needs an owner seed
 * in OWNED, so "another user's resource answers 404" is checked for it too.
 */
type Access = "public" | "user" | "admin";

const ACCESS: Record<string, Access> = {
  "GET /api/health": "public",
  "POST /api/auth/register": "public",
  "POST /api/auth/login": "public",
  "POST /api/auth/logout": "public",
  "POST /api/auth/resend-verification": "public",
  "POST /api/auth/forgot-password": "public",
  "POST /api/auth/reset-password": "public",
  "GET /api/auth/verify-email": "public",
  "GET /api/auth/user": "user",
  "GET /api/login": "public",
  // Development outbox: 404 outside EMAIL_PROVIDER=outbox in development (dev.test.ts proves it).
  "GET /api/dev/outbox": "public",
  "GET /api/plans": "public",
  "POST /api/documents/search": "user",
  "POST /api/documents/uploads": "user",
  "GET /api/documents/uploads/:id": "user",
  "PUT /api/documents/uploads/:id/parts/:part": "user",
  "POST /api/documents/uploads/:id/complete": "user",
  "DELETE /api/documents/uploads/:id": "user",
  "POST /api/documents/upload": "user",
  "GET /api/documents/analyses": "user",
  "GET /api/documents/analyses/:id": "user",
  "GET /api/documents/analyses/:id/report": "user",
  "GET /api/documents/analyses/:id/original": "user",
  "POST /api/documents/analyses/:id/retry": "user",
  "DELETE /api/documents/analyses/:id": "user",
  "GET /api/documents/analyses/:id/ai-analysis": "user",
  "GET /api/documents/analyses/:id/judicial-decision": "user",
  "GET /api/legal-ai/deadline-options": "user",
  "POST /api/legal-ai/calculate-deadlines": "user",
  "GET /api/analytics": "user",
  "POST /api/feedback": "user",
  "GET /api/feedback/sample": "user",
  "GET /api/admin/analytics": "admin",
  "GET /api/admin/users": "admin",
  "GET /api/admin/users/:id": "admin",
  "PATCH /api/admin/users/:id": "admin",
  "DELETE /api/admin/users/:id": "admin",
  "GET /api/admin/audit-log": "admin",
  "GET /api/documents/analyses/:id/report/content": "user",
  "POST /api/legal-ai/jurisprudence-search": "user",
  "POST /api/legal-ai/draft-contract-clause": "user",
  "POST /api/legal-ai/generate-flowchart": "user",
  "POST /api/legal-ai/legal-research": "user",
  "GET /api/legal-ai/results": "user",
  "GET /api/cases": "user",
  "POST /api/cases": "user",
  "GET /api/cases/of-document/:documentId": "user",
  "GET /api/cases/:id": "user",
  "PATCH /api/cases/:id": "user",
  "DELETE /api/cases/:id": "user",
  "PUT /api/cases/:id/documents/:documentId": "user",
  "DELETE /api/cases/:id/documents/:documentId": "user",
  "GET /api/deadlines": "user",
  "GET /api/deadlines/options": "user",
  "POST /api/deadlines/preview": "user",
  "POST /api/deadlines/refresh": "user",
  "POST /api/deadlines": "user",
  "GET /api/deadlines/:id": "user",
  "PATCH /api/deadlines/:id": "user",
  "DELETE /api/deadlines/:id": "user",
  "GET /api/court-closed-days": "user",
  "POST /api/court-closed-days": "user",
  "DELETE /api/court-closed-days/:id": "user",
  "GET /api/admin/court-closed-days": "admin",
  "POST /api/admin/court-closed-days": "admin",
  "DELETE /api/admin/court-closed-days/:id": "admin",
  // The calendar feed is fetched by calendar apps without a cookie: the unguessable file name is its credential.
  "GET /api/calendar/:file{[A-Za-z0-9_.-]+\\.ics}": "public",
  "GET /api/calendar": "user",
  "POST /api/calendar/rotate": "user",
  "GET /api/reminder-settings": "user",
  "PATCH /api/reminder-settings": "user",
  // Stripe's webhook carries no cookie: its signature is its credential (worker/modules/billing).
  "POST /api/webhooks/stripe": "public",
  "GET /api/billing/config": "public",
  "GET /api/billing/subscription": "user",
  "POST /api/billing/portal": "user",
  "POST /api/create-subscription": "user",
  "POST /api/subscription/success": "user",
};

interface Owned {
  document: string;
  upload: string;
  user: string;
  matter: string;
  deadline: string;
  closedDay: string;
}

/** How each parameterised path is filled with a resource of the owner (the longest matching prefix wins). */
const OWNED: Record<string, (o: Owned) => Record<string, string>> = {
  "/api/documents/analyses/:id": (o) => ({ id: o.document }),
  "/api/documents/uploads/:id": (o) => ({ id: o.upload, part: "1" }),
  "/api/admin/users/:id": (o) => ({ id: o.user }),
  "/api/cases/of-document/:documentId": (o) => ({ documentId: o.document }),
  "/api/cases/:id": (o) => ({ id: o.matter, documentId: o.document }),
  "/api/deadlines/:id": (o) => ({ id: o.deadline }),
  "/api/court-closed-days/:id": (o) => ({ id: o.closedDay }),
  "/api/admin/court-closed-days/:id": (o) => ({ id: o.closedDay }),
  "/api/calendar/:file": () => ({ file: "not-a-feed.ics" }),
};

/** The app's routes as "METHOD /path", middleware-only entries (ALL) left out. */
function routeTable(): { key: string; method: string; path: string }[] {
  const seen = new Map<string, { key: string; method: string; path: string }>();
  for (const r of app.routes) {
    if (r.method === "ALL") continue;
    const path = r.path.length > 1 ? r.path.replace(/\/$/, "") : r.path;
    const key = `${r.method} ${path}`;
    seen.set(key, { key, method: r.method, path });
  }
  return [...seen.values()];
}

function fill(path: string, owned: Owned): string | null {
  if (!path.includes(":")) return path;
  const prefix = Object.keys(OWNED)
    .filter((p) => path.startsWith(p))
    .sort((a, b) => b.length - a.length)[0];
  if (!prefix) return null;
  const values = OWNED[prefix]!(owned);
  return path.replace(/:(\w+)(\{[^}]*\})?/g, (_, name: string) => values[name] ?? "x");
}

/** A body the route would accept in shape where one is needed, so the answer reflects access, not validation. */
function init(method: string): RequestInit & { json?: unknown } {
  if (method === "GET" || method === "DELETE") return { method };
  if (method === "PUT") return { method, body: new Uint8Array(10) };
  return { method, json: {} };
}

async function errorCode(res: Response): Promise<string | undefined> {
  const body = (await res.json().catch(() => null)) as { error?: { code?: string; message?: string } } | null;
  return body?.error?.code;
}

const routes = routeTable();
let owner: { client: Client; email: string };
let intruder: { client: Client };
let admin: { client: Client };
let owned: Owned;

beforeAll(async () => {
  owner = await signedInUser();
  intruder = await signedInUser();
  admin = await signedInAdmin();
  const up = await owner.client.request("/api/documents/upload", {
    method: "POST",
    body: uploadForm([{ name: "matriz.txt", content: CONTRATO_PT }]),
  });
  const { id: document } = (await up.json()) as { id: string };
  await waitForDocument(owner.client, document);
  const start = await owner.client.request("/api/documents/uploads", {
    method: "POST",
    json: { fileName: "matriz-grande.txt", size: 6 * 1024 * 1024 },
  });
  const { id: upload } = (await start.json()) as { id: string };
  const row = await env.DB.prepare("SELECT id FROM users WHERE email = ?").bind(owner.email).first<{ id: string }>();
  const created = async (path: string, json: unknown) =>
    ((await (await owner.client.request(path, { method: "POST", json })).json()) as { id: string }).id;
  const matter = await created("/api/cases", { title: "Matriz de autorização" });
  const deadline = await created("/api/deadlines", {
    mode: "custom",
    title: "Contestação",
    deadlineDate: "2030-01-01",
  });
  const closedDay = await created("/api/court-closed-days", { court: "TJSP", date: "2030-03-20", reason: "Portaria" });
  owned = { document, upload, user: row!.id, matter, deadline, closedDay };
}, 60_000);

describe("the authorisation matrix covers every route", () => {
  it("every route of the app has a declared access, and every declared access is a real route", () => {
    const keys = routes.map((r) => r.key);
    expect(
      keys.filter((k) => !(k in ACCESS)),
      "routes without a declared access",
    ).toEqual([]);
    expect(
      Object.keys(ACCESS).filter((k) => !keys.includes(k)),
      "declared routes that do not exist",
    ).toEqual([]);
  });

  it("every parameterised route can be filled with an owner's resource", () => {
    const sample = { document: "d", upload: "u", user: "x", matter: "m", deadline: "l", closedDay: "c" };
    const unfilled = routes.filter((r) => fill(r.path, sample) === null);
    expect(
      unfilled.map((r) => r.key),
      "add an owner seed to OWNED",
    ).toEqual([]);
  });
});

describe("anonymous", () => {
  it("gets 401 UNAUTHORIZED on every user and admin route, and no 5xx on public ones", async () => {
    const anonymous = client();
    for (const r of routes) {
      const res = await anonymous.request(fill(r.path, owned) ?? r.path, init(r.method));
      if (ACCESS[r.key] === "public") {
        expect(res.status, r.key).toBeLessThan(500);
        await res.arrayBuffer();
      } else {
        expect(res.status, r.key).toBe(401);
        expect(await errorCode(res), r.key).toBe("UNAUTHORIZED");
      }
    }
  });
});

describe("a signed-in user who is not an admin", () => {
  it("gets 403 ADMIN_REQUIRED on every admin route and is never refused on their own routes", async () => {
    for (const r of routes) {
      if (ACCESS[r.key] === "public") continue;
      const res = await intruder.client.request(fill(r.path, owned) ?? r.path, init(r.method));
      if (ACCESS[r.key] === "admin") {
        expect(res.status, r.key).toBe(403);
        expect(await errorCode(res), r.key).toBe("ADMIN_REQUIRED");
      } else {
        expect([401, 403], r.key).not.toContain(res.status);
        // Payments are left unconfigured here: those routes answer their own 503 code, never a crash.
        if (res.status === 503) {
          expect(await errorCode(res), r.key).toBe("PAYMENTS_NOT_CONFIGURED");
        } else {
          expect(res.status, r.key).toBeLessThan(500);
          await res.arrayBuffer();
        }
      }
    }
  });
});

describe("another user", () => {
  it("gets 404 on every route that names the owner's resource, and the resource is untouched", async () => {
    const named = routes.filter((r) => r.path.includes(":") && ACCESS[r.key] === "user");
    expect(named.length).toBeGreaterThan(0);
    for (const r of named) {
      const res = await intruder.client.request(fill(r.path, owned)!, init(r.method));
      expect(res.status, r.key).toBe(404);
      expect(await errorCode(res), r.key).toBe("NOT_FOUND");
    }
    // The owner still reaches every GET (the seeds were real, and the intruder's DELETEs changed nothing).
    for (const r of named.filter((n) => n.method === "GET")) {
      const res = await owner.client.request(fill(r.path, owned)!, { method: "GET" });
      expect(res.status, r.key).toBe(200);
      await res.arrayBuffer();
    }
  });
});

describe("an admin", () => {
  it("reaches every admin route, yet gets 404 on a user's own resources like anyone else", async () => {
    for (const r of routes.filter((n) => ACCESS[n.key] === "admin" && n.method === "GET")) {
      const res = await admin.client.request(fill(r.path, owned)!, { method: "GET" });
      expect(res.status, r.key).toBe(200);
      await res.arrayBuffer();
    }
    for (const r of routes.filter((n) => n.path.includes(":") && ACCESS[n.key] === "user")) {
      const res = await admin.client.request(fill(r.path, owned)!, init(r.method));
      expect(res.status, r.key).toBe(404);
      await res.arrayBuffer();
    }
  });
});
