import { index, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { timestamps } from "./columns.ts";

/** Who did what: admin edits, deletions, tier changes, logins. Kept when the actor is deleted. */
export const auditLog = sqliteTable(
  "audit_log",
  {
    id: text("id").primaryKey(),
    actorId: text("actor_id"),
    action: text("action").notNull(),
    targetType: text("target_type"),
    targetId: text("target_id"),
    details: text("details", { mode: "json" }),
    ip: text("ip"),
    ...timestamps,
  },
  (t) => [index("audit_log_actor_idx").on(t.actorId, t.createdAt), index("audit_log_target_idx").on(t.targetId)],
);

/** The dev e-mail outbox (EMAIL_PROVIDER=outbox): messages are stored instead of sent. */
export const outbox = sqliteTable(
  "outbox",
  {
    id: text("id").primaryKey(),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html").notNull(),
    links: text("links", { mode: "json" }).$type<string[]>().notNull(),
    ...timestamps,
  },
  (t) => [index("outbox_to_idx").on(t.to, t.createdAt)],
);

export type OutboxMessage = typeof outbox.$inferSelect;
