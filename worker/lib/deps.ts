import { type DrizzleD1Database, drizzle } from "drizzle-orm/d1";
import type { Language } from "../../common/vocabulary.ts";
import * as schema from "../db/schema/index.ts";
import { type EmailProvider, emailProviderFromEnv } from "../providers/email/email.ts";
import { AppError } from "./errors.ts";

export type Db = DrizzleD1Database<typeof schema>;

/** Everything a service needs, built once per request (or per queue batch / cron run). */
export interface Deps {
  env: Env;
  db: Db;
  now: () => Date;
  email: () => EmailProvider;
  /**
   * Origin used for links in e-mails: APP_URL when set; in development only, else the origin of the request.
   * Empty outside development without APP_URL: read it through linkOrigin(), which refuses.
   */
  appUrl: string;
  language: Language;
}

export function createDb(env: Env): Db {
  return drizzle(env.DB, { schema });
}

export function createDeps(env: Env, options: { appUrl: string; language?: Language }): Deps {
  let email: EmailProvider | undefined;
  return {
    env,
    db: createDb(env),
    now: () => new Date(),
    email: () => {
      email ??= emailProviderFromEnv(env);
      return email;
    },
    appUrl: (env.APP_URL?.trim() || (env.APP_ENV === "development" ? options.appUrl : "")).replace(/\/$/, ""),
    language: options.language ?? "en",
  };
}

/**
 * The origin for links in e-mails. Outside development a missing APP_URL is a configuration error: the request's
 * Host is chosen by the client, so a forged Host would otherwise put its own site in a reset link.
 */
export function linkOrigin(deps: Deps): string {
  if (!deps.appUrl) throw new AppError("APP_URL_NOT_CONFIGURED");
  return deps.appUrl;
}
