import type { CaseDto, DeadlineDto } from "../../../../../common/api/cases.ts";
import type { Priority } from "../../../../../common/vocabulary.ts";
import type { Dictionary } from "../../../i18n/en.ts";
import { format } from "../../../i18n/i18n.tsx";
import { formatIsoDay } from "../../../lib/format.ts";

/** docs/requirements.md §9: the urgent banner shows at most 3 deadlines; the recent list the first 10. */
export const URGENT_BANNER_MAX = 3;
export const RECENT_DEADLINES_MAX = 10;
/** docs/requirements.md §4: a pending deadline is urgent when 0 to 7 days remain. */
export const URGENT_WITHIN_DAYS = 7;

/** Confirmed (or typed by the lawyer) and not dismissed: the deadlines that count, as docs/decisions/014 says. */
export function isCounted(deadline: DeadlineDto): boolean {
  return deadline.confirmation === "confirmed" && deadline.status !== "dismissed";
}

/** Auto-extracted deadlines the lawyer has not confirmed or dismissed yet. */
export function toConfirm(deadlines: readonly DeadlineDto[]): DeadlineDto[] {
  return deadlines.filter((d) => d.confirmation === "to_confirm" && d.status === "pending");
}

/**
 * Pending and due in 0–7 days, confirmed or not: an extracted deadline still to confirm is a real date until the lawyer
 * says otherwise, so it is never left out of the banner (the reminders and the feed include it too).
 */
export function isUrgent(deadline: DeadlineDto): boolean {
  const days = deadline.daysUntilDeadline;
  return deadline.status === "pending" && days !== null && days >= 0 && days <= URGENT_WITHIN_DAYS;
}

/** The urgent banner: the soonest urgent deadlines first, at most three. */
export function urgentDeadlines(deadlines: readonly DeadlineDto[]): DeadlineDto[] {
  return deadlines
    .filter(isUrgent)
    .sort((a, b) => (a.daysUntilDeadline ?? 0) - (b.daysUntilDeadline ?? 0))
    .slice(0, URGENT_BANNER_MAX);
}

/** The recent-deadlines list: the first ten counted deadlines, pending ones soonest first, then the done ones. */
export function recentDeadlines(deadlines: readonly DeadlineDto[]): DeadlineDto[] {
  const rank = (d: DeadlineDto) => (d.status === "pending" ? 0 : 1);
  const day = (d: DeadlineDto) => d.deadlineDate ?? "9999-12-31";
  return deadlines
    .filter(isCounted)
    .sort((a, b) => rank(a) - rank(b) || day(a).localeCompare(day(b)))
    .slice(0, RECENT_DEADLINES_MAX);
}

export interface Counters {
  activeCases: number;
  totalDeadlines: number;
  urgent: number;
  autoExtracted: number;
}

/**
 * The four counters. Total counts the deadlines the lawyer accepted; urgent matches the banner; auto-extracted counts
 * every extracted deadline not dismissed, confirmed or still to confirm.
 */
export function counters(cases: readonly CaseDto[], deadlines: readonly DeadlineDto[]): Counters {
  return {
    activeCases: cases.filter((c) => c.status === "active").length,
    totalDeadlines: deadlines.filter(isCounted).length,
    urgent: deadlines.filter(isUrgent).length,
    autoExtracted: deadlines.filter((d) => d.isAutoExtracted && d.status !== "dismissed").length,
  };
}

/**
 * "Hoje" / "Today", "N dias" / "N days" (one: "1 dia" / "1 day"), "N dias atrás" / "N days ago"; without a day count
 * the due date in the locale's format; without a date, that the start date is missing.
 */
export function daysUntilText(
  deadline: Pick<DeadlineDto, "daysUntilDeadline" | "deadlineDate">,
  t: Dictionary,
  locale: string,
): string {
  const days = deadline.daysUntilDeadline;
  if (days === null) return deadline.deadlineDate ? formatIsoDay(deadline.deadlineDate, locale) : t.cases.noDate;
  if (days === 0) return t.cases.today;
  if (days === 1) return t.cases.inOneDay;
  if (days > 0) return format(t.cases.inDays, { count: days });
  if (days === -1) return t.cases.oneDayAgo;
  return format(t.cases.daysAgo, { count: -days });
}

/** The colour of the priority dot. */
export const PRIORITY_DOT: Record<Priority, string> = {
  critical: "bg-red-600",
  high: "bg-orange-500",
  medium: "bg-amber-400",
  low: "bg-emerald-500",
};
