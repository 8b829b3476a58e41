import { and, eq, gt } from "drizzle-orm";
import type { Context } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import { createMiddleware } from "hono/factory";
import { endTime, startTime } from "hono/timing";
import { jwtVerify, SignJWT } from "jose";
import { sessions, type User, users } from "../../db/schema/users.ts";
import type { Deps } from "../../lib/deps.ts";
import { AppError } from "../../lib/errors.ts";
import type { AppEnv, AuthedEnv } from "../../lib/hono.ts";
import { newId } from "../../lib/ids.ts";

export const SESSION_COOKIE = "causa_session";
const SESSION_DAYS = 30;

function secretKey(env: Env): Uint8Array {
  const secret = env.SESSION_SECRET?.trim();
  if (!secret || secret.length < 16) throw new Error("SESSION_SECRET must be set (at least 16 characters)");
  return new TextEncoder().encode(secret);
}

/** Creates a D1 session row and the signed token naming it. */
export async function createSession(deps: Deps, userId: string, userAgent: string | null) {
  const id = newId("ses");
  const expiresAt = new Date(deps.now().getTime() + SESSION_DAYS * 86_400_000);
  await deps.db.insert(sessions).values({ id, userId, expiresAt, userAgent: userAgent?.slice(0, 300) ?? null });
  const token = await new SignJWT({ sid: id })
    .setProtectedHeader({ alg: "HS256" })
    .setSubject(userId)
    .setIssuedAt()
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(secretKey(deps.env));
  return { id, token, expiresAt };
}

export function setSessionCookie(c: Context, token: string, expiresAt: Date) {
  setCookie(c, SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: "Lax",
    // Secure everywhere but plain-http local development (http://127.0.0.1, http://localhost).
    secure: new URL(c.req.url).protocol === "https:",
    path: "/",
    expires: expiresAt,
  });
}

export function clearSessionCookie(c: Context) {
  deleteCookie(c, SESSION_COOKIE, { path: "/", secure: new URL(c.req.url).protocol === "https:" });
}

/** Resolves the cookie to a live session and its user; null when absent, forged, expired or revoked. */
export async function readSession(c: Context<AppEnv>): Promise<{ user: User; sessionId: string } | null> {
  const token = getCookie(c, SESSION_COOKIE);
  if (!token) return null;
  let sid: unknown;
  try {
    const { payload } = await jwtVerify(token, secretKey(c.env), { algorithms: ["HS256"] });
    sid = payload.sid;
  } catch {
    return null;
  }
  if (typeof sid !== "string") return null;
  const deps = c.get("deps");
  startTime(c, "session");
  const rows = await deps.db
    .select({ user: users, sessionId: sessions.id })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, sid), gt(sessions.expiresAt, deps.now())))
    .limit(1);
  endTime(c, "session");
  return rows[0] ?? null;
}

/** Route guard: 401 UNAUTHORIZED unless a live session exists; sets c.var.user and c.var.sessionId. */
export const requireUser = createMiddleware<AuthedEnv>(async (c, next) => {
  // Sub-apps mounted under one prefix each guard themselves; the session is read once per request.
  if (c.get("user") && c.get("sessionId")) return next();
  const session = await readSession(c as unknown as Context<AppEnv>);
  if (!session) throw new AppError("UNAUTHORIZED");
  c.set("user", session.user);
  c.set("sessionId", session.sessionId);
  await next();
});

/** Route guard for the admin console: 403 unless the signed-in user is an admin. */
export const requireAdmin = createMiddleware<AuthedEnv>(async (c, next) => {
  if (!c.get("user")?.isAdmin) throw new AppError("FORBIDDEN");
  await next();
});
