import { type Context, Hono } from "hono";
import * as z from "zod";
import { emailOnlySchema, loginSchema, registerSchema, resetPasswordSchema } from "../../../common/api/auth.ts";
import { AppError } from "../../lib/errors.ts";
import { type AppEnv, validate } from "../../lib/hono.ts";
import { enforceAuthRateLimit } from "../../lib/rate-limit.ts";
import * as auth from "./auth.service.ts";
import { clearSessionCookie, createSession, readSession, setSessionCookie } from "./session.ts";

const text = {
  registered: {
    en: "Registration Successful! Please check your email to verify your account before logging in.",
    pt: "Cadastro realizado! Verifique seu e-mail para ativar sua conta antes de entrar.",
  },
  loggedIn: { en: "You've been logged in successfully.", pt: "Você entrou com sucesso." },
  loggedOut: { en: "You have been logged out.", pt: "Você saiu da sua conta." },
  resent: {
    en: "If the account exists and is not yet verified, a new verification email has been sent.",
    pt: "Se a conta existir e ainda não estiver verificada, um novo e-mail de verificação foi enviado.",
  },
  resetSent: {
    en: "If an account with that email exists, a password reset link has been sent.",
    pt: "Se existir uma conta com esse e-mail, um link de redefinição de senha foi enviado.",
  },
  passwordChanged: {
    en: "Your password has been changed. Log in with the new password.",
    pt: "Sua senha foi alterada. Entre com a nova senha.",
  },
};

/**
 * Resend and forgot-password must not reveal whether an account exists, not even by how long they take: the
 * lookup and the e-mail (an HTTP call in production) run after the answer, which is the same either way.
 */
function afterAnswer(c: Context<AppEnv>, work: () => Promise<void>) {
  c.executionCtx.waitUntil(
    work().catch((err: unknown) => console.error(`[${c.get("requestId")}] auth e-mail not sent`, err)),
  );
}

export const authRoutes = new Hono<AppEnv>()
  .post("/register", validate("json", registerSchema), async (c) => {
    const input = c.req.valid("json");
    await enforceAuthRateLimit(c.env, c.req.raw, "register", input.email);
    const user = await auth.register(c.get("deps"), input);
    return c.json({ email: user.email, message: text.registered[c.get("language")] }, 201);
  })
  .post("/login", validate("json", loginSchema), async (c) => {
    const { email, password } = c.req.valid("json");
    await enforceAuthRateLimit(c.env, c.req.raw, "login", email);
    const deps = c.get("deps");
    let user: Awaited<ReturnType<typeof auth.authenticate>>;
    try {
      user = await auth.authenticate(deps, email, password);
    } catch (err) {
      // docs/requirements.md §7: this answer carries `email` beside message and code, so the screen can show the
      // verification panel for it. Only reached after the password was right.
      if (err instanceof AppError && err.code === "EMAIL_NOT_VERIFIED") {
        const message = err.messageIn(c.get("language"));
        return c.json(
          { error: { code: err.code, message, requestId: c.get("requestId") }, message, code: err.code, email },
          403,
        );
      }
      throw err;
    }
    const session = await createSession(deps, user.id, c.req.header("user-agent") ?? null);
    setSessionCookie(c, session.token, session.expiresAt);
    return c.json({ message: text.loggedIn[c.get("language")], user: auth.toPublicUser(user) });
  })
  .post("/logout", async (c) => {
    const session = await readSession(c);
    if (session) await auth.revokeSession(c.get("deps"), session.sessionId);
    clearSessionCookie(c);
    return c.json({ success: true, message: text.loggedOut[c.get("language")] });
  })
  .post("/resend-verification", validate("json", emailOnlySchema), async (c) => {
    const { email } = c.req.valid("json");
    await enforceAuthRateLimit(c.env, c.req.raw, "resend", email);
    const deps = c.get("deps");
    afterAnswer(c, () => auth.resendVerification(deps, email));
    return c.json({ success: true, message: text.resent[c.get("language")] });
  })
  .post("/forgot-password", validate("json", emailOnlySchema), async (c) => {
    const { email } = c.req.valid("json");
    await enforceAuthRateLimit(c.env, c.req.raw, "forgot", email);
    const deps = c.get("deps");
    afterAnswer(c, () => auth.forgotPassword(deps, email));
    return c.json({ success: true, message: text.resetSent[c.get("language")] });
  })
  .post("/reset-password", validate("json", resetPasswordSchema), async (c) => {
    const { token, password } = c.req.valid("json");
    await enforceAuthRateLimit(c.env, c.req.raw, "reset");
    await auth.resetPassword(c.get("deps"), token, password);
    clearSessionCookie(c);
    return c.json({ success: true, message: text.passwordChanged[c.get("language")] });
  })
  .get("/verify-email", validate("query", z.object({ token: z.string().max(200).optional() })), async (c) => {
    const { token } = c.req.valid("query");
    try {
      if (!token) throw new AppError("INVALID_TOKEN");
      await auth.verifyEmail(c.get("deps"), token);
      return c.redirect("/verify-email?status=success", 302);
    } catch (err) {
      if (err instanceof AppError && err.code === "INVALID_TOKEN")
        return c.redirect("/verify-email?status=invalid", 302);
      throw err;
    }
  })
  // `t` is the SPA's cache-buster (docs/requirements.md §7); it is accepted and ignored.
  .get("/user", validate("query", z.object({ t: z.string().max(32).optional() })), async (c) => {
    const session = await readSession(c);
    if (!session) throw new AppError("UNAUTHORIZED");
    return c.json(auth.toPublicUser(session.user));
  });

/** GET /api/login: docs/requirements.md §2's login endpoint is a navigation; the login screen is /auth. */
export const loginRedirectRoutes = new Hono<AppEnv>().get("/", (c) => c.redirect("/auth", 302));
