/** Reads an optional setting: unset and empty strings both mean "not configured". */
export function setting(env: Env, name: keyof Env): string | undefined {
  const value = (env as unknown as Record<string, unknown>)[name];
  return typeof value === "string" && value.trim() !== "" ? value.trim() : undefined;
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
