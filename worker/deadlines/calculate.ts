/**
 * Court-deadline calculator: the public API that routes, the document pipeline and the UI's option lists import.
 * Rules and calendars are data (rules.ts, calendars.ts, courts.ts); input.ts checks the input, plan.ts picks the
 * rule, compute.ts counts the period and assembles the audited result, explain.ts writes it out for a lawyer.
 */
export { calculateDeadline } from "./compute.ts";
export type { DeadlineErrorCode } from "./errors.ts";
export { DeadlineError } from "./errors.ts";
export { explainDeadline } from "./explain.ts";
export { dueDateForMention, type MentionInput } from "./mention.ts";
export type { ActionTypeOption, CourtOption } from "./options.ts";
export { listActionTypes, listCourts } from "./options.ts";
export type * from "./types.ts";
