/** Reads an optional setting: unset and empty strings both mean "not configured". */
export function setting(env: Env, name: keyof Env): string | undefined {
  const value = (env as unknown as Record<string, unknown>)[name];
  return typeof value === "string" && value.trim() !== "" ? value.trim() : undefined;
}

/** Staging and production: never fall back to a local stand-in there. */
export function isDeployed(env: Env): boolean {
  const appEnv = setting(env, "APP_ENV");
  return appEnv === "production" || appEnv === "staging";
}

/**
 * The dev outbox stores e-mail in D1 and lists it without authentication, so it is on only when chosen explicitly
 * and never in a deployed environment (a reset link there would be an account takeover).
 */
export function outboxEnabled(env: Env): boolean {
  return setting(env, "EMAIL_PROVIDER") === "outbox" && !isDeployed(env);
}

/** Comma-separated ADMIN_EMAILS, lower-cased. */
export function adminEmails(env: Env): Set<string> {
  const raw = setting(env, "ADMIN_EMAILS") ?? "";
  return new Set(
    raw
      .split(",")
      .map((e) => e.trim().toLowerCase())
      .filter(Boolean),
  );
}
