import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { LANGUAGES, SUBSCRIPTION_TIERS } from "../../../common/vocabulary.ts";
import { bool, ms, timestamps } from "./columns.ts";

export const users = sqliteTable(
  "users",
  {
    id: text("id").primaryKey(),
    // Always stored lower-cased: e-mail addresses are case-insensitive for login.
    email: text("email").notNull().unique(),
    // "pbkdf2-sha256$<iterations>$<salt b64>$<hash b64>" so the cost can be raised later.
    passwordHash: text("password_hash").notNull(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    profileImageUrl: text("profile_image_url"),
    language: text("language", { enum: LANGUAGES }).notNull().default("en"),
    isAdmin: bool("is_admin").notNull().default(false),
    emailVerified: bool("email_verified").notNull().default(false),
    subscriptionTier: text("subscription_tier", { enum: SUBSCRIPTION_TIERS }).notNull().default("trial"),
    trialDocumentsRemaining: integer("trial_documents_remaining").notNull().default(10),
    trialExpiresAt: ms("trial_expires_at"),
    documentsProcessed: integer("documents_processed").notNull().default(0),
    // Paid-plan monthly quota: documents reserved in the current period and when that period began.
    periodDocumentsUsed: integer("period_documents_used").notNull().default(0),
    periodStartedAt: ms("period_started_at"),
    stripeCustomerId: text("stripe_customer_id"),
    // Set when an admin starts deleting the account: it can no longer log in, and the deletion resumes from here.
    deletingAt: ms("deleting_at"),
    ...timestamps,
  },
  (t) => [index("users_created_at_idx").on(t.createdAt)],
);

export const sessions = sqliteTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: ms("expires_at").notNull(),
    userAgent: text("user_agent"),
    ...timestamps,
  },
  (t) => [index("sessions_user_id_idx").on(t.userId)],
);

export const emailTokens = sqliteTable(
  "email_tokens",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    purpose: text("purpose", { enum: ["verify_email", "reset_password"] }).notNull(),
    // SHA-256 of the token sent by e-mail; the token itself is never stored.
    tokenHash: text("token_hash").notNull().unique(),
    expiresAt: ms("expires_at").notNull(),
    usedAt: ms("used_at"),
    ...timestamps,
  },
  (t) => [index("email_tokens_user_id_idx").on(t.userId, t.purpose)],
);

export type User = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
export type Session = typeof sessions.$inferSelect;
export type EmailToken = typeof emailTokens.$inferSelect;
