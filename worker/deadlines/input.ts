/**
 * The calculator's input, checked by zod and turned into a DeadlineError with a bilingual message naming the
 * field. The calculator is called from the API, the document pipeline and scripts, so it checks its own input
 * rather than trusting every caller to.
 */
import type { ZodIssue } from "zod";
import * as z from "zod";
import {
  BASE_EVENTS,
  CLOSED_DAY_KINDS,
  COUNT_UNITS,
  DIRECTIONS,
  JURISDICTIONS,
  MAX_DEADLINE_DAYS,
  PARTY_TYPES,
  PROCEDURE_SYSTEMS,
  SERVICE_METHODS,
} from "../../common/vocabulary.ts";
import { isIsoDate, MAX_YEAR, MIN_YEAR, yearOf } from "./dates.ts";
import { DeadlineError } from "./errors.ts";
import type { DeadlineInput } from "./types.ts";

/** Enum values are matched ignoring case and surrounding spaces ("Brazil " is brazil); null means absent. */
function choice<T extends readonly [string, ...string[]]>(values: T) {
  return z
    .preprocess((v) => (typeof v === "string" ? v.trim().toLowerCase() : v), z.enum(values).nullish())
    .transform((v) => v ?? undefined);
}

const coveredDate = z.custom<string>((v) => isIsoDate(v) && yearOf(v) >= MIN_YEAR && yearOf(v) <= MAX_YEAR);

const extraClosedDay = z.object({
  date: coveredDate,
  reason: z.string().trim().min(1),
  kind: choice(CLOSED_DAY_KINDS).transform((v) => v ?? "closed"),
});

/** What names the deadline: checked first, so the court can be looked up before the rest is read. */
const headSchema = z.object({
  jurisdiction: choice(JURISDICTIONS).pipe(z.enum(JURISDICTIONS)),
  // Not trimmed here: the rule and court lookups normalise names themselves and quote them as given.
  actionType: z.string().refine((s) => s.trim() !== ""),
  court: z.string().refine((s) => s.trim() !== ""),
});

/** The rest, in the order its errors are reported. */
const detailSchema = z.object({
  baseDate: coveredDate,
  baseEvent: choice(BASE_EVENTS),
  partyType: choice(PARTY_TYPES),
  serviceMethod: choice(SERVICE_METHODS),
  unit: choice(COUNT_UNITS),
  direction: choice(DIRECTIONS).transform((v) => v ?? "forward"),
  system: choice(PROCEDURE_SYSTEMS),
  days: z
    .number()
    .int()
    .min(1)
    .max(MAX_DEADLINE_DAYS)
    .nullish()
    .transform((v) => v ?? undefined),
  extraClosedDays: z
    .array(z.preprocess((v) => v ?? {}, extraClosedDay))
    .nullish()
    .transform((v) => v ?? []),
});

export type DeadlineHead = z.output<typeof headSchema>;
export type DeadlineDetails = z.output<typeof detailSchema>;

/** Jurisdiction, action type and court of a raw input; throws DeadlineError naming the first bad field. */
export function parseHead(raw: DeadlineInput): DeadlineHead {
  return parseWith(headSchema, raw);
}

/** Base date, events, options and extra closed days of a raw input, normalised (enums lower-cased). */
export function parseDetails(raw: DeadlineInput): DeadlineDetails {
  return parseWith(detailSchema, raw);
}

function parseWith<T extends z.ZodType>(schema: T, raw: DeadlineInput): z.output<T> {
  const parsed = schema.safeParse(raw);
  if (parsed.success) return parsed.data;
  throw errorFor(parsed.error.issues[0] as ZodIssue, raw);
}

function invalid(en: string, pt: string): DeadlineError {
  return new DeadlineError("INVALID_INPUT", { en, pt });
}

function dateError(value: unknown, field: string): DeadlineError {
  if (!isIsoDate(value)) {
    return new DeadlineError("INVALID_DATE", {
      en: `${field} must be a real date written as YYYY-MM-DD (got "${String(value)}").`,
      pt: `${field} deve ser uma data válida no formato AAAA-MM-DD (recebido "${String(value)}").`,
    });
  }
  return new DeadlineError("INVALID_DATE", {
    en: `${field} ${value} is outside the years the calendars cover (${MIN_YEAR}–${MAX_YEAR}).`,
    pt: `${field} ${value} está fora dos anos cobertos pelos calendários (${MIN_YEAR}–${MAX_YEAR}).`,
  });
}

/** The bilingual message for the first problem zod found, in the words the calculator always used. */
function errorFor(issue: ZodIssue, raw: DeadlineInput): DeadlineError {
  const [field, index, sub] = issue.path as [string | undefined, number | undefined, string | undefined];
  const record = raw as unknown as Record<string, unknown>;
  const value = field === undefined ? raw : record[field];
  switch (field) {
    case undefined:
      return invalid("The input must be an object.", "A entrada deve ser um objeto.");
    case "actionType":
      return new DeadlineError("UNKNOWN_ACTION_TYPE", {
        en: "actionType is required.",
        pt: "actionType é obrigatório.",
      });
    case "court":
      return new DeadlineError("UNKNOWN_COURT", { en: "court is required.", pt: "court é obrigatório." });
    case "baseDate":
      return dateError(value, field);
    case "days":
      return invalid(
        `days must be a whole number from 1 to ${MAX_DEADLINE_DAYS} (got ${String(value)}).`,
        `days deve ser um número inteiro de 1 a ${MAX_DEADLINE_DAYS} (recebido ${String(value)}).`,
      );
    case "extraClosedDays":
      return closedDayError(value, index, sub, issue);
  }
  if (field === "jurisdiction" && (value === undefined || value === null)) {
    return invalid("jurisdiction is required (brazil or usa).", "jurisdiction é obrigatório (brazil ou usa).");
  }
  return enumError(value, field, issue);
}

function closedDayError(
  list: unknown,
  index: number | undefined,
  sub: string | undefined,
  issue: ZodIssue,
): DeadlineError {
  if (index === undefined) return invalid("extraClosedDays must be a list.", "extraClosedDays deve ser uma lista.");
  const entry = ((list as unknown[])[index] ?? {}) as Record<string, unknown>;
  const field = `extraClosedDays[${index}]`;
  if (sub === "reason") {
    return invalid(
      `${field} needs a reason (e.g. "municipal holiday, Lei municipal 123/2020").`,
      `${field} precisa de um motivo (ex.: "feriado municipal, Lei municipal 123/2020").`,
    );
  }
  if (sub === "kind") return enumError(entry.kind, `${field}.kind`, issue);
  return dateError(entry.date, `${field}.date`);
}

function enumError(value: unknown, field: string, issue: ZodIssue): DeadlineError {
  const allowed = issue.code === "invalid_value" ? issue.values.map(String) : [];
  return invalid(
    `Invalid ${field} "${String(value)}": expected one of ${allowed.join(", ")}.`,
    `Valor inválido para ${field} "${String(value)}": esperado um de ${allowed.join(", ")}.`,
  );
}
