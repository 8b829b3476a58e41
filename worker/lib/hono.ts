import { zValidator } from "@hono/zod-validator";
import type { ValidationTargets } from "hono";
import type { TimingVariables } from "hono/timing";
import type { ZodType } from "zod";
import type { Language } from "../../common/vocabulary.ts";
import type { User } from "../db/schema/users.ts";
import type { Deps } from "./deps.ts";
import { AppError } from "./errors.ts";

/** `metric` is the Server-Timing middleware's store (total, session and search times on API answers). */
export interface AppVariables extends TimingVariables {
  requestId: string;
  deps: Deps;
  language: Language;
  user?: User;
  sessionId?: string;
  /** The verified session cookie, for routes that check the session in their own D1 batch (requireSessionClaims). */
  sessionClaims?: SessionClaims;
}

/** What a valid, signed session cookie says: the session and its user (revocation is checked in D1). */
export interface SessionClaims {
  userId: string;
  sessionId: string;
}

export interface AppEnv {
  Bindings: Env;
  Variables: AppVariables;
}

export interface ClaimsEnv {
  Bindings: Env;
  Variables: AppVariables & { sessionClaims: SessionClaims };
}

export interface AuthedEnv {
  Bindings: Env;
  Variables: AppVariables & { user: User; sessionId: string };
}

/** zod validation whose failures use the API's error envelope (code VALIDATION_ERROR, the issues as details). */
export function validate<T extends ZodType, Target extends keyof ValidationTargets>(target: Target, schema: T) {
  return zValidator(target, schema, (result) => {
    if (!result.success) {
      const issues = result.error.issues.map((i) => ({ path: i.path.join("."), message: i.message }));
      const first = issues[0];
      const text = first ? `${first.path ? `${first.path}: ` : ""}${first.message}` : "Invalid input";
      throw new AppError("VALIDATION_ERROR", { en: text, pt: text }, { details: issues });
    }
  });
}
