import { index, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { bool, timestamps } from "./columns.ts";
import { documents } from "./documents.ts";
import { users } from "./users.ts";

export const cases = sqliteTable(
  "cases",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    description: text("description"),
    status: text("status", { enum: ["active", "suspended", "closed", "archived"] })
      .notNull()
      .default("active"),
    caseNumber: text("case_number"),
    court: text("court"),
    jurisdiction: text("jurisdiction"),
    ...timestamps,
  },
  (t) => [index("cases_user_idx").on(t.userId, t.createdAt)],
);

export const deadlines = sqliteTable(
  "deadlines",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    caseId: text("case_id").references(() => cases.id, { onDelete: "set null" }),
    documentId: text("document_id").references(() => documents.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    description: text("description"),
    priority: text("priority", { enum: ["critical", "high", "medium", "low"] })
      .notNull()
      .default("medium"),
    status: text("status", { enum: ["pending", "completed", "missed", "cancelled"] })
      .notNull()
      .default("pending"),
    // ISO date (YYYY-MM-DD); null when the document did not give the start date the rule needs.
    deadlineDate: text("deadline_date"),
    needsStartDate: bool("needs_start_date").notNull().default(false),
    isAutoExtracted: bool("is_auto_extracted").notNull().default(false),
    days: text("days"),
    unit: text("unit"),
    ruleId: text("rule_id"),
    basis: text("basis"),
    audit: text("audit", { mode: "json" }),
    sourceText: text("source_text"),
    ...timestamps,
  },
  (t) => [
    index("deadlines_user_date_idx").on(t.userId, t.deadlineDate),
    index("deadlines_case_idx").on(t.caseId),
    index("deadlines_document_idx").on(t.documentId),
  ],
);

/** Extra closed court days (a court's own holiday, an outage): per user, or global when userId is null. */
export const courtClosedDays = sqliteTable(
  "court_closed_days",
  {
    id: text("id").primaryKey(),
    userId: text("user_id").references(() => users.id, { onDelete: "cascade" }),
    court: text("court").notNull(),
    date: text("date").notNull(),
    reason: text("reason").notNull(),
    ...timestamps,
  },
  (t) => [index("court_closed_days_court_idx").on(t.court, t.date)],
);

export type Case = typeof cases.$inferSelect;
export type Deadline = typeof deadlines.$inferSelect;
export type NewDeadline = typeof deadlines.$inferInsert;
