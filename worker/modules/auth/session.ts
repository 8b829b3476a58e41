import { and, eq, gt, isNull } from "drizzle-orm";
import type { Context } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import { createMiddleware } from "hono/factory";
import { endTime, startTime } from "hono/timing";
import { jwtVerify, SignJWT } from "jose";
import { sessions, type User, users } from "../../db/schema/users.ts";
import type { Deps } from "../../lib/deps.ts";
import { AppError } from "../../lib/errors.ts";
import type { AppEnv, AuthedEnv, ClaimsEnv, SessionClaims } from "../../lib/hono.ts";
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

/** Verifies the session cookie's signature and expiry; null when absent or forged. Says nothing about revocation. */
export async function readSessionClaims(c: Context<AppEnv>): Promise<SessionClaims | null> {
  const token = getCookie(c, SESSION_COOKIE);
  if (!token) return null;
  try {
    const { payload } = await jwtVerify(token, secretKey(c.env), { algorithms: ["HS256"] });
    if (typeof payload.sid !== "string" || typeof payload.sub !== "string") return null;
    return { userId: payload.sub, sessionId: payload.sid };
  } catch {
    return null;
  }
}

/** Resolves the cookie to a live session and its user; null when absent, forged, expired or revoked. */
export async function readSession(c: Context<AppEnv>): Promise<{ user: User; sessionId: string } | null> {
  const claims = await readSessionClaims(c);
  if (!claims) return null;
  const deps = c.get("deps");
  startTime(c, "session");
  const rows = await deps.db
    .select({ user: users, sessionId: sessions.id })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.id, claims.sessionId),
        eq(sessions.userId, claims.userId),
        gt(sessions.expiresAt, deps.now()),
        // A session created in the instant an admin started deleting the account does not outlive the mark.
        isNull(users.deletingAt),
      ),
    )
    .limit(1);
  endTime(c, "session");
  return rows[0] ?? null;
}

/**
 * The D1 check of a session as one statement, for a route that sends it in the same batch (one round trip) as its
 * own read: it yields a row only while the session is live and belongs to the user the token names. The route must
 * answer 401, and show nothing it read, when there is no row.
 */
export function liveSessionStatement(db: D1Database, claims: SessionClaims, now: Date): D1PreparedStatement {
  return db
    .prepare(
      `SELECT 1 AS live FROM sessions JOIN users ON users.id = sessions.user_id
        WHERE sessions.id = ?1 AND sessions.user_id = ?2 AND sessions.expires_at > ?3 AND users.deleting_at IS NULL`,
    )
    .bind(claims.sessionId, claims.userId, now.getTime());
}

/** Route guard for routes that batch liveSessionStatement with their read: 401 unless the cookie verifies. */
export const requireSessionClaims = createMiddleware<ClaimsEnv>(async (c, next) => {
  const claims = await readSessionClaims(c as unknown as Context<AppEnv>);
  if (!claims) throw new AppError("UNAUTHORIZED");
  c.set("sessionClaims", claims);
  await next();
});

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

/** Route guard for the admin console: 403 ADMIN_REQUIRED unless the signed-in user is an admin (after requireUser). */
export const requireAdmin = createMiddleware<AuthedEnv>(async (c, next) => {
  if (!c.get("user")?.isAdmin) throw new AppError("ADMIN_REQUIRED");
  await next();
});
