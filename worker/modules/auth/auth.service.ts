import { and, eq, gt, isNull } from "drizzle-orm";
import type { PublicUser, RegisterInput } from "../../../common/api/auth.ts";
import { LIMITS } from "../../../common/vocabulary.ts";
import { auditLog } from "../../db/schema/system.ts";
import { emailTokens, sessions, type User, users } from "../../db/schema/users.ts";
import type { Deps } from "../../lib/deps.ts";
import { AppError } from "../../lib/errors.ts";
import { newId, randomToken, sha256Hex } from "../../lib/ids.ts";
import { adminEmails } from "../../lib/settings.ts";
import { resetEmail, verificationEmail } from "./auth.emails.ts";
import { DUMMY_HASH, hashPassword, verifyPassword } from "./password.ts";

const VERIFY_TTL_MS = 24 * 3_600_000;
const RESET_TTL_MS = 3_600_000;

export function toPublicUser(user: User): PublicUser {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    profileImageUrl: user.profileImageUrl,
    language: user.language,
    isAdmin: user.isAdmin,
    emailVerified: user.emailVerified,
    subscriptionTier: user.subscriptionTier,
    trialDocumentsRemaining: user.trialDocumentsRemaining,
    trialExpiresAt: user.trialExpiresAt?.toISOString() ?? null,
    documentsProcessed: user.documentsProcessed,
    createdAt: user.createdAt.toISOString(),
  };
}

async function findByEmail(deps: Deps, email: string): Promise<User | undefined> {
  return deps.db.query.users.findFirst({ where: eq(users.email, email.toLowerCase()) });
}

async function issueToken(deps: Deps, userId: string, purpose: "verify_email" | "reset_password"): Promise<string> {
  const token = randomToken();
  const ttl = purpose === "verify_email" ? VERIFY_TTL_MS : RESET_TTL_MS;
  await deps.db.insert(emailTokens).values({
    id: newId("tok"),
    userId,
    purpose,
    tokenHash: await sha256Hex(token),
    expiresAt: new Date(deps.now().getTime() + ttl),
  });
  return token;
}

/** Marks a token used and returns its user id; INVALID_TOKEN when unknown, used, expired or of another purpose. */
async function consumeToken(deps: Deps, token: string, purpose: "verify_email" | "reset_password"): Promise<string> {
  const tokenHash = await sha256Hex(token);
  // One UPDATE … RETURNING makes "single use" atomic even when the link is opened twice at once.
  const rows = await deps.db
    .update(emailTokens)
    .set({ usedAt: deps.now() })
    .where(
      and(
        eq(emailTokens.tokenHash, tokenHash),
        eq(emailTokens.purpose, purpose),
        isNull(emailTokens.usedAt),
        gt(emailTokens.expiresAt, deps.now()),
      ),
    )
    .returning({ userId: emailTokens.userId });
  const row = rows[0];
  if (!row) throw new AppError("INVALID_TOKEN");
  return row.userId;
}

async function sendVerification(deps: Deps, user: User) {
  const token = await issueToken(deps, user.id, "verify_email");
  const link = `${deps.appUrl}/api/auth/verify-email?token=${encodeURIComponent(token)}`;
  await deps.email().send(verificationEmail(user.email, user.firstName, link, user.language));
}

export async function register(deps: Deps, input: RegisterInput): Promise<User> {
  if (await findByEmail(deps, input.email)) throw new AppError("EMAIL_EXISTS");
  const now = deps.now();
  const inserted = await deps.db
    .insert(users)
    .values({
      id: newId("usr"),
      email: input.email.toLowerCase(),
      passwordHash: await hashPassword(input.password),
      firstName: input.firstName,
      lastName: input.lastName,
      language: input.language ?? deps.language,
      subscriptionTier: "trial",
      trialDocumentsRemaining: LIMITS.trialDocuments,
      trialExpiresAt: new Date(now.getTime() + LIMITS.trialDays * 86_400_000),
    })
    .onConflictDoNothing()
    .returning();
  const user = inserted[0];
  // Two simultaneous registrations of one address: the unique index lets exactly one through.
  if (!user) throw new AppError("EMAIL_EXISTS");
  try {
    await sendVerification(deps, user);
  } catch (err) {
    // The account exists now: answering an error would make the retry say 'Email already exists.'. The
    // verification panel offers 'Resend Verification Email' for exactly this case.
    console.error("verification e-mail not sent", err);
  }
  return user;
}

/**
 * Checks the password first, then verification: EMAIL_NOT_VERIFIED is only said to someone who knows the
 * password. Unknown e-mail and wrong password give the same answer after the same work.
 */
export async function authenticate(deps: Deps, email: string, password: string): Promise<User> {
  const user = await findByEmail(deps, email);
  const ok = await verifyPassword(password, user?.passwordHash ?? DUMMY_HASH);
  if (!user || !ok) throw new AppError("INVALID_CREDENTIALS");
  // An admin is deleting the account (docs/decisions/019-admin-console.md): no new session until it is gone.
  if (user.deletingAt) throw new AppError("ACCOUNT_BEING_DELETED");
  if (!user.emailVerified) throw new AppError("EMAIL_NOT_VERIFIED");
  return promoteIfAdmin(deps, user);
}

async function promoteIfAdmin(deps: Deps, user: User): Promise<User> {
  if (user.isAdmin || !user.emailVerified || !adminEmails(deps.env).has(user.email)) return user;
  const [updated] = await deps.db.update(users).set({ isAdmin: true }).where(eq(users.id, user.id)).returning();
  await audit(deps, user.id, "user.promoted_admin", user.id, { reason: "ADMIN_EMAILS" });
  return updated ?? user;
}

export async function verifyEmail(deps: Deps, token: string): Promise<User> {
  const userId = await consumeToken(deps, token, "verify_email");
  const [user] = await deps.db.update(users).set({ emailVerified: true }).where(eq(users.id, userId)).returning();
  if (!user) throw new AppError("INVALID_TOKEN");
  await audit(deps, user.id, "user.email_verified", user.id);
  return promoteIfAdmin(deps, user);
}

/** Sends a new link to an unverified account; answers the same whether or not the account exists. */
export async function resendVerification(deps: Deps, email: string): Promise<void> {
  const user = await findByEmail(deps, email);
  if (user && !user.emailVerified) await sendVerification(deps, user);
}

/** Sends a reset link when the account exists; answers the same either way (no account enumeration). */
export async function forgotPassword(deps: Deps, email: string): Promise<void> {
  const user = await findByEmail(deps, email);
  if (!user || user.deletingAt) return;
  const token = await issueToken(deps, user.id, "reset_password");
  const link = `${deps.appUrl}/reset-password?token=${encodeURIComponent(token)}`;
  await deps.email().send(resetEmail(user.email, user.firstName, link, user.language));
}

/** Sets the new password and revokes every session of the account (a reset means "lock everyone out"). */
export async function resetPassword(deps: Deps, token: string, password: string): Promise<void> {
  const userId = await consumeToken(deps, token, "reset_password");
  await deps.db.batch([
    deps.db
      .update(users)
      .set({ passwordHash: await hashPassword(password) })
      .where(eq(users.id, userId)),
    deps.db.delete(sessions).where(eq(sessions.userId, userId)),
    // Any other reset link still in the inbox dies with this one.
    deps.db
      .update(emailTokens)
      .set({ usedAt: deps.now() })
      .where(
        and(eq(emailTokens.userId, userId), eq(emailTokens.purpose, "reset_password"), isNull(emailTokens.usedAt)),
      ),
    // Owning the inbox proves the address: a reset also verifies it.
    deps.db.update(users).set({ emailVerified: true }).where(eq(users.id, userId)),
  ]);
  await audit(deps, userId, "user.password_reset", userId);
}

export async function revokeSession(deps: Deps, sessionId: string): Promise<void> {
  await deps.db.delete(sessions).where(eq(sessions.id, sessionId));
}

export async function audit(deps: Deps, actorId: string | null, action: string, targetId?: string, details?: unknown) {
  await deps.db.insert(auditLog).values({
    id: newId("aud"),
    actorId,
    action,
    targetType: targetId?.split("_")[0] ?? null,
    targetId: targetId ?? null,
    details: details ?? null,
  });
}
