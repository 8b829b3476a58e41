import { parseDate } from "../../analysis/dates.ts";
import type { Analysis, DeadlineMention } from "../../analysis/types.ts";
import type { NewDeadline } from "../../db/schema/cases.ts";
import { dueDateForMention } from "../../deadlines/calculate.ts";
import type { DeadlineResult } from "../../deadlines/types.ts";
import { newId } from "../../lib/ids.ts";

export type Priority = "critical" | "high" | "medium" | "low";

/** Courts count in their own local day: Brasília time for Brazil, US Eastern for the federal courts by default. */
const COURT_TIME_ZONES = { brazil: "America/Sao_Paulo", usa: "America/New_York" } as const;

/** Today's calendar day (YYYY-MM-DD) where the courts of a jurisdiction sit, at the instant `now`. */
export function todayIn(jurisdiction: string, now: Date): string {
  const timeZone = jurisdiction === "usa" ? COURT_TIME_ZONES.usa : COURT_TIME_ZONES.brazil;
  return new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(now);
}

/** Calendar days from one ISO day to another (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  const utc = (iso: string) => {
    const [y, m, d] = iso.split("-").map(Number);
    return Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1);
  };
  return Math.round((utc(to) - utc(from)) / 86_400_000);
}

/** Priority from the days left: a missed or imminent deadline is critical. */
export function priorityFor(daysLeft: number | null): Priority {
  if (daysLeft === null) return "medium";
  if (daysLeft <= 2) return "critical";
  if (daysLeft <= 7) return "high";
  if (daysLeft <= 30) return "medium";
  return "low";
}

/**
 * The start event a document states for its own deadlines: the day a decision was made available in the DJe/DJEN
 * (publication follows on the next business day) or the day of publication / notice. Without one, a detected
 * deadline is stored without a date and marked as needing it — a guessed start date would be a guessed deadline.
 */
export function findStartEvent(
  text: string,
): { date: string; event: "availability" | "publication" | "notice" } | null {
  const patterns: [RegExp, "availability" | "publication" | "notice"][] = [
    [
      /disponibilizad[oa]\s+no\s+(?:DJe|DJEN|Di[áa]rio[^,.;]{0,60}?)\s+(?:em|no dia|de)\s+([^,.;\n]{6,30})/i,
      "availability",
    ],
    [/publicad[oa]\s+(?:no\s+(?:DJe|DJEN|Di[áa]rio[^,.;]{0,60}?)\s+)?(?:em|no dia)\s+([^,.;\n]{6,30})/i, "publication"],
    [/intimad[oa]s?\s+(?:em|no dia)\s+([^,.;\n]{6,30})/i, "notice"],
  ];
  for (const [pattern, event] of patterns) {
    const match = text.match(pattern);
    const date = match?.[1] ? (parseDate(match[1], "pt") ?? null) : null;
    if (date) return { date, event };
  }
  const us = text.match(/(?:entered|served)\s+on\s+([A-Z][a-z]+ \d{1,2}, \d{4})/);
  const usDate = us?.[1] ? parseDate(us[1], "en") : undefined;
  if (usDate) return { date: usDate, event: "notice" };
  return null;
}

function describeMention(mention: DeadlineMention): string {
  return mention.description.replace(/\s+/g, " ").trim().slice(0, 500);
}

/** Turns the deadline mentions of an analysis into deadline rows (auto-extracted) for the user. */
export function deriveDeadlines(
  analysis: Analysis,
  text: string,
  ids: { userId: string; documentId: string; fileName: string },
  now: Date,
): NewDeadline[] {
  const start = findStartEvent(text);
  const rows: NewDeadline[] = [];
  const seen = new Set<string>();
  for (const mention of analysis.deadlines.slice(0, 50)) {
    const description = describeMention(mention);
    const key = `${mention.days ?? ""}|${mention.explicitDate ?? ""}|${description.slice(0, 80)}`;
    if (seen.has(key)) continue;
    seen.add(key);
    let date: string | null = mention.explicitDate ?? null;
    let result: DeadlineResult | null = null;
    if (!date && mention.days && start) {
      try {
        result = dueDateForMention({
          days: mention.days,
          unit: mention.unit,
          jurisdiction: analysis.jurisdiction,
          startDate: start.date,
          startEvent: start.event,
          text: description,
        });
        date = result.dueDate;
      } catch {
        // An unusable start date leaves the deadline undated (needs the start date) rather than guessed.
      }
    }
    const left = date ? daysBetween(todayIn(analysis.jurisdiction, now), date) : null;
    rows.push({
      id: newId("dl"),
      userId: ids.userId,
      documentId: ids.documentId,
      title: `${ids.fileName}: ${description.slice(0, 120)}`,
      description,
      priority: priorityFor(left),
      status: "pending",
      deadlineDate: date,
      needsStartDate: !date,
      isAutoExtracted: true,
      days: mention.days === undefined ? null : String(mention.days),
      unit: mention.unit ?? null,
      jurisdiction: analysis.jurisdiction,
      court: result?.court ?? null,
      // The inputs, so a court closed day or a calendar fix recomputes it like a deadline entered by hand.
      calculation:
        result && start && mention.days
          ? {
              actionType: "custom",
              jurisdiction: analysis.jurisdiction,
              court: result.court,
              baseDate: start.date,
              baseEvent: start.event,
              days: mention.days,
              ...(mention.unit ? { unit: mention.unit } : {}),
            }
          : null,
      ruleId: result?.rule.id ?? null,
      basis: result?.basis ?? null,
      audit: result
        ? { startDate: result.startDate, audit: result.audit, notes: result.notes, ruleName: result.rule.name }
        : null,
      sourceText: text.slice(mention.start, mention.end).slice(0, 1000),
    });
  }
  return rows;
}
