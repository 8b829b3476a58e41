import { index, integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";
import type { DeadlineCalculation } from "../../../common/api/cases.ts";
import {
  CASE_STATUSES,
  COUNT_UNITS,
  DEADLINE_STATUSES,
  JURISDICTIONS,
  PRIORITIES,
} from "../../../common/vocabulary.ts";
import type { AuditEntry, Bilingual } from "../../deadlines/types.ts";
import { bool, ms, timestamps } from "./columns.ts";
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
    status: text("status", { enum: CASE_STATUSES }).notNull().default("active"),
    caseNumber: text("case_number"),
    court: text("court"),
    jurisdiction: text("jurisdiction", { enum: JURISDICTIONS }),
    client: text("client"),
    ...timestamps,
  },
  (t) => [index("cases_user_idx").on(t.userId, t.createdAt)],
);

/** A document belongs to at most one case (the document id is the key). */
export const caseDocuments = sqliteTable(
  "case_documents",
  {
    documentId: text("document_id")
      .primaryKey()
      .references(() => documents.id, { onDelete: "cascade" }),
    caseId: text("case_id")
      .notNull()
      .references(() => cases.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    ...timestamps,
  },
  (t) => [index("case_documents_case_idx").on(t.caseId)],
);

/** What a computed deadline keeps of the calculator's answer, so it can be shown and explained without recomputing. */
export type StoredAudit = {
  startDate: string;
  audit: AuditEntry[];
  notes: Bilingual[];
  ruleName?: Bilingual;
};

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
    priority: text("priority", { enum: PRIORITIES }).notNull().default("medium"),
    // Chosen by the lawyer: the daily job no longer derives it from the days left.
    priorityManual: bool("priority_manual").notNull().default(false),
    status: text("status", { enum: DEADLINE_STATUSES }).notNull().default("pending"),
    // ISO date (YYYY-MM-DD); null when the document did not give the start date the rule needs.
    deadlineDate: text("deadline_date"),
    needsStartDate: bool("needs_start_date").notNull().default(false),
    isAutoExtracted: bool("is_auto_extracted").notNull().default(false),
    // Auto-extracted deadlines are "to confirm" until this is set; manual ones are confirmed when created.
    confirmedAt: ms("confirmed_at"),
    days: text("days"),
    unit: text("unit", { enum: COUNT_UNITS }),
    // The court (calculator id) and jurisdiction: time zone, closed days and recomputation.
    court: text("court"),
    jurisdiction: text("jurisdiction", { enum: JURISDICTIONS }),
    // The calculator's inputs; present on every computed deadline, so a calendar change can recompute it.
    calculation: text("calculation", { mode: "json" }).$type<DeadlineCalculation>(),
    ruleId: text("rule_id"),
    basis: text("basis"),
    audit: text("audit", { mode: "json" }).$type<StoredAudit>(),
    sourceText: text("source_text"),
    // A recomputation moved the due date: the date before, shown to the lawyer until acknowledged.
    previousDeadlineDate: text("previous_deadline_date"),
    dueDateChangedAt: ms("due_date_changed_at"),
    ...timestamps,
  },
  (t) => [
    index("deadlines_user_date_idx").on(t.userId, t.deadlineDate),
    index("deadlines_case_idx").on(t.caseId),
    index("deadlines_document_idx").on(t.documentId),
    index("deadlines_user_court_idx").on(t.userId, t.court),
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

/** One row per reminder e-mailed: the key makes a second cron run (or a concurrent one) send nothing again. */
export const deadlineReminders = sqliteTable(
  "deadline_reminders",
  {
    deadlineId: text("deadline_id")
      .notNull()
      .references(() => deadlines.id, { onDelete: "cascade" }),
    offsetDays: integer("offset_days").notNull(),
    dueDate: text("due_date").notNull(),
    ...timestamps,
  },
  (t) => [primaryKey({ columns: [t.deadlineId, t.offsetDays] })],
);

/** Per-user deadline settings: reminder e-mails on/off and the calendar feed's current id. */
export const deadlineSettings = sqliteTable("deadline_settings", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  remindersEnabled: bool("reminders_enabled").notNull().default(true),
  // Public half of the feed URL; the other half is an HMAC of it. Rotation replaces it, killing the old URL.
  calendarFeedId: text("calendar_feed_id").unique(),
  ...timestamps,
});

export type Case = typeof cases.$inferSelect;
export type Deadline = typeof deadlines.$inferSelect;
export type NewDeadline = typeof deadlines.$inferInsert;
export type CourtClosedDay = typeof courtClosedDays.$inferSelect;
