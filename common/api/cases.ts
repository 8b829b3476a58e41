import * as z from "zod";
import {
  BASE_EVENTS,
  CASE_STATUSES,
  type CaseStatus,
  type ClosedDayScope,
  COUNT_UNITS,
  type CountUnit,
  DEADLINE_STATUSES,
  type DeadlineConfirmation,
  type DeadlineMode,
  type DeadlineStatus,
  JURISDICTIONS,
  type Jurisdiction,
  LANGUAGES,
  type Language,
  PARTY_TYPES,
  PRIORITIES,
  type Priority,
  SERVICE_METHODS,
} from "../vocabulary.ts";

/** Longest texts the cases API stores (a longer one is a 400 VALIDATION_ERROR). */
export const CASE_TEXT_LIMITS = {
  title: 200,
  description: 2000,
  client: 200,
  caseNumber: 40,
  court: 40,
  reason: 300,
} as const;

/** A real calendar day written YYYY-MM-DD, between 1900 and 2199 (no 2025-02-30). */
export const isoDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { message: "Use a date written YYYY-MM-DD." })
  .refine(
    (value) => {
      const [y, m, d] = value.split("-").map(Number) as [number, number, number];
      const date = new Date(Date.UTC(y, m - 1, d));
      return y >= 1900 && y <= 2199 && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
    },
    { message: "This date does not exist." },
  );

const title = z.string().trim().min(1, { message: "Title is required." }).max(CASE_TEXT_LIMITS.title);
const description = z.string().trim().max(CASE_TEXT_LIMITS.description);
const court = z.string().trim().min(1).max(CASE_TEXT_LIMITS.court);
const id = z.string().trim().min(1).max(64);

// ---------------------------------------------------------------- cases

export const createCaseSchema = z.object({
  title,
  description: description.optional(),
  status: z.enum(CASE_STATUSES).optional(),
  /** A CNJ number (checked digits) for a Brazilian court; a docket number as written for a US court. */
  caseNumber: z.string().trim().max(CASE_TEXT_LIMITS.caseNumber).optional(),
  /** A court id or alias the calculator knows (see GET /api/deadlines/options). */
  court: court.optional(),
  client: z.string().trim().max(CASE_TEXT_LIMITS.client).optional(),
});
export type CreateCaseInput = z.infer<typeof createCaseSchema>;

/** PATCH: every field optional; null clears an optional one. */
export const updateCaseSchema = z.object({
  title: title.optional(),
  description: description.nullable().optional(),
  status: z.enum(CASE_STATUSES).optional(),
  caseNumber: z.string().trim().max(CASE_TEXT_LIMITS.caseNumber).nullable().optional(),
  court: court.nullable().optional(),
  client: z.string().trim().max(CASE_TEXT_LIMITS.client).nullable().optional(),
});
export type UpdateCaseInput = z.infer<typeof updateCaseSchema>;

export interface CaseRefDto {
  id: string;
  title: string;
}

export interface CaseDto {
  id: string;
  title: string;
  description: string | null;
  status: CaseStatus;
  caseNumber: string | null;
  /** The calculator's court id (e.g. "TJSP", "federal"), and its name in the request's language. */
  court: string | null;
  courtName: string | null;
  jurisdiction: Jurisdiction | null;
  client: string | null;
  documentCount: number;
  deadlineCount: number;
  createdAt: string;
  updatedAt: string;
}

export interface CaseDocumentDto {
  id: string;
  fileName: string;
  uploadedAt: string;
}

/** GET /api/cases/:id */
export interface CaseDetailDto extends CaseDto {
  documents: CaseDocumentDto[];
}

/** GET /api/cases/of-document/:documentId — the case a document is attached to, if any. */
export interface DocumentCaseDto {
  case: CaseRefDto | null;
}

// ---------------------------------------------------------------- deadlines

/** The calculator's inputs, stored with the deadline so a later calendar change recomputes it. */
export const deadlineCalculationSchema = z.object({
  actionType: z.string().trim().min(1).max(80),
  jurisdiction: z.enum(JURISDICTIONS),
  court,
  baseDate: isoDateSchema,
  baseEvent: z.enum(BASE_EVENTS).optional(),
  partyType: z.enum(PARTY_TYPES).optional(),
  serviceMethod: z.enum(SERVICE_METHODS).optional(),
  /** Only with actionType "custom". */
  days: z.number().int().min(1).max(1000).optional(),
  unit: z.enum(COUNT_UNITS).optional(),
  usState: z.string().trim().length(2).optional(),
});
export type DeadlineCalculation = z.infer<typeof deadlineCalculationSchema>;

const deadlineFields = {
  description: description.optional(),
  caseId: id.nullable().optional(),
  /** Omitted: set from the days left (and kept up to date by the daily job). */
  priority: z.enum(PRIORITIES).optional(),
};

export const createDeadlineSchema = z.discriminatedUnion("mode", [
  z.object({
    mode: z.literal("computed"),
    /** Omitted: the rule's name. */
    title: title.optional(),
    calculation: deadlineCalculationSchema,
    ...deadlineFields,
  }),
  z.object({
    mode: z.literal("custom"),
    title,
    deadlineDate: isoDateSchema,
    /** Optional: a court gives the deadline its time zone and its closed days. */
    court: court.optional(),
    ...deadlineFields,
  }),
]);
export type CreateDeadlineInput = z.infer<typeof createDeadlineSchema>;

/**
 * PATCH /api/deadlines/:id. At most one of deadlineDate (becomes a custom date), startDate (the missing or corrected
 * start date: recomputes) and calculation (new inputs: recomputes).
 */
export const updateDeadlineSchema = z
  .object({
    title: title.optional(),
    description: description.nullable().optional(),
    caseId: id.nullable().optional(),
    /** A priority set here is kept; null gives it back to the days-left rule. */
    priority: z.enum(PRIORITIES).nullable().optional(),
    status: z.enum(DEADLINE_STATUSES).optional(),
    confirm: z.literal(true).optional(),
    deadlineDate: isoDateSchema.optional(),
    startDate: isoDateSchema.optional(),
    baseEvent: z.enum(BASE_EVENTS).optional(),
    calculation: deadlineCalculationSchema.optional(),
    /** The lawyer has seen a due date moved by a calendar change. */
    acknowledgeDueDateChange: z.literal(true).optional(),
  })
  .refine((v) => [v.deadlineDate, v.startDate, v.calculation].filter((x) => x !== undefined).length <= 1, {
    message: "Give only one of deadlineDate, startDate and calculation.",
  });
export type UpdateDeadlineInput = z.infer<typeof updateDeadlineSchema>;

export const deadlineListQuerySchema = z.object({
  caseId: id.optional(),
  status: z.enum(DEADLINE_STATUSES).optional(),
});

export interface AuditEntryDto {
  date: string;
  action: "start" | "publication" | "counted" | "skipped" | "due" | "extended";
  /** In the request's language. */
  reason: string | null;
  count: number | null;
}

/** A calculator result in the request's language (POST /api/deadlines/preview and each computed deadline). */
export interface DeadlineComputationDto {
  dueDate: string;
  startDate: string;
  ruleId: string;
  ruleName: string;
  basis: string;
  days: number;
  unit: CountUnit;
  court: string;
  jurisdiction: Jurisdiction;
  audit: AuditEntryDto[];
  notes: string[];
}

export interface DueDateChangeDto {
  from: string | null;
  to: string | null;
  at: string;
}

export interface DeadlineDto {
  id: string;
  title: string;
  description: string | null;
  priority: Priority;
  /** True when the lawyer chose the priority (the daily job leaves it alone). */
  priorityManual: boolean;
  status: DeadlineStatus;
  mode: DeadlineMode;
  /** YYYY-MM-DD; null while an auto-extracted deadline waits for its start date. */
  deadlineDate: string | null;
  /** Calendar days from today, where the court sits, to the due date (negative: past); null without a date. */
  daysUntilDeadline: number | null;
  /** Pending and due within 0–7 days. */
  isUrgent: boolean;
  isAutoExtracted: boolean;
  confirmation: DeadlineConfirmation;
  needsStartDate: boolean;
  court: string | null;
  jurisdiction: Jurisdiction | null;
  /** The IANA time zone days are counted in. */
  timeZone: string;
  case: CaseRefDto | null;
  document: { id: string; fileName: string } | null;
  /** The sentence an auto-extracted deadline was found in. */
  sourceText: string | null;
  ruleId: string | null;
  ruleName: string | null;
  basis: string | null;
  /** Days and unit of an extracted deadline still without a date ("15" business). */
  days: number | null;
  unit: CountUnit | null;
  calculation: DeadlineCalculation | null;
  startDate: string | null;
  audit: AuditEntryDto[];
  notes: string[];
  /** Set when a calendar change moved the due date, until the lawyer acknowledges it. */
  dueDateChanged: DueDateChangeDto | null;
  createdAt: string;
  updatedAt: string;
}

export interface DeadlineChangeDto {
  deadlineId: string;
  title: string;
  from: string | null;
  to: string | null;
}

/** POST /api/deadlines/refresh */
export interface RefreshResultDto {
  recomputed: number;
  changed: DeadlineChangeDto[];
  reprioritised: number;
}

export interface CourtOptionDto {
  id: string;
  name: string;
  jurisdiction: Jurisdiction;
  calendarNote: string | null;
}

export interface ActionTypeOptionDto {
  id: string;
  name: string;
  days: number;
  unit: CountUnit;
  basis: string;
  jurisdiction: Jurisdiction;
}

/** GET /api/deadlines/options — what the New Case and New Deadline dialogs offer. */
export interface DeadlineOptionsDto {
  courts: CourtOptionDto[];
  actionTypes: ActionTypeOptionDto[];
}

// ---------------------------------------------------------------- court closed days

export const closedDaySchema = z.object({
  court,
  date: isoDateSchema,
  reason: z.string().trim().min(1, { message: "Reason is required." }).max(CASE_TEXT_LIMITS.reason),
});
export type ClosedDayInput = z.infer<typeof closedDaySchema>;

export interface ClosedDayDto {
  id: string;
  court: string;
  courtName: string;
  date: string;
  reason: string;
  /** global: recorded by an admin for every user (read-only here). */
  scope: ClosedDayScope;
  createdAt: string;
}

/** POST and DELETE of a closed day: the deadlines recomputed and those whose due date moved. */
export interface ClosedDayChangeDto {
  closedDay: ClosedDayDto;
  recomputed: number;
  changed: DeadlineChangeDto[];
}

/** POST and DELETE /api/admin/court-closed-days: every user's deadlines at that court; owners are e-mailed. */
export interface GlobalClosedDayChangeDto {
  closedDay: ClosedDayDto;
  recomputed: number;
  changedCount: number;
  notifiedUsers: number;
}

// ---------------------------------------------------------------- reminders and calendar feed

export interface ReminderSettingsDto {
  remindersEnabled: boolean;
  /** Language of the reminder e-mails (the account's language). */
  language: Language;
  /** Days before the due date a reminder is sent. */
  offsets: number[];
}

export const updateReminderSettingsSchema = z.object({
  remindersEnabled: z.boolean().optional(),
  language: z.enum(LANGUAGES).optional(),
});
export type UpdateReminderSettingsInput = z.infer<typeof updateReminderSettingsSchema>;

/** GET /api/calendar and POST /api/calendar/rotate: the secret iCalendar URL to subscribe to. */
export interface CalendarFeedDto {
  url: string;
}
