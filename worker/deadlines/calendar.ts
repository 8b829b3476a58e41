/**
 * A court's calendar built from the data in calendars.ts: for each day, whether it is closed, shortened or inside a
 * suspension, and why (with the legal source), for the direction of counting.
 */
import type { ClosedRangeDef, DateRule, DayReason, DayStatus, HolidayDef, SuspensionDef } from "./calendars.ts";
import { addDays, dayOf, easterSunday, makeDate, monthOf, nthWeekdayOfMonth, weekday, yearOf } from "./dates.ts";
import type { Bilingual, Direction, ExtraClosedDay } from "./types.ts";

export type CalendarSpec = {
  holidays: HolidayDef[];
  closedRanges: ClosedRangeDef[];
  suspensions: SuspensionDef[];
  extraClosedDays: ExtraClosedDay[];
  direction: Direction;
};

export function holidayDate(rule: DateRule, year: number): string {
  switch (rule.kind) {
    case "fixed":
      return makeDate(year, rule.month, rule.day);
    case "easter":
      return addDays(easterSunday(year), rule.offset);
    case "weekday":
      return addDays(nthWeekdayOfMonth(year, rule.month, rule.weekday, rule.n), rule.plus ?? 0);
  }
}

/** 5 U.S.C. 6103(b): Saturday → preceding Friday, Sunday → following Monday. */
export function usObservedDate(actual: string): string {
  const wd = weekday(actual);
  if (wd === 6) return addDays(actual, -1);
  if (wd === 0) return addDays(actual, 1);
  return actual;
}

function inYears(def: HolidayDef, year: number): boolean {
  return (def.fromYear === undefined || year >= def.fromYear) && (def.untilYear === undefined || year <= def.untilYear);
}

/** True when (month, day) lies in a range that may wrap the year end. */
function inMonthDayRange(
  iso: string,
  from: { month: number; day: number },
  to: { month: number; day: number },
): { inside: boolean; startYear: number } {
  const md = monthOf(iso) * 100 + dayOf(iso);
  const f = from.month * 100 + from.day;
  const t = to.month * 100 + to.day;
  const year = yearOf(iso);
  if (f <= t) return { inside: md >= f && md <= t, startYear: year };
  if (md >= f) return { inside: true, startYear: year };
  if (md <= t) return { inside: true, startYear: year - 1 };
  return { inside: false, startYear: year };
}

const SATURDAY: Bilingual = { en: "Saturday", pt: "sábado" };
const SUNDAY: Bilingual = { en: "Sunday", pt: "domingo" };

/** A calendar answers one question: what is this day in this court, for this direction of counting? */
export type Calendar = { status(date: string): DayStatus };

export function createCalendar(spec: CalendarSpec): Calendar {
  const byDate = new Map<string, DayReason[]>();
  const doneYears = new Set<number>();
  const extras = new Map<string, DayReason[]>();
  for (const extra of spec.extraClosedDays) {
    const list = extras.get(extra.date) ?? [];
    list.push({
      kind: extra.kind === "shortened" ? "shortened" : "extra",
      name: { en: extra.reason, pt: extra.reason },
      source: "extraClosedDays",
      scope: "extra",
    });
    extras.set(extra.date, list);
  }

  const add = (date: string, reason: DayReason) => {
    const list = byDate.get(date) ?? [];
    if (!list.some((r) => r.name.en === reason.name.en)) list.push(reason);
    byDate.set(date, list);
  };

  const materialise = (year: number) => {
    if (doneYears.has(year)) return;
    doneYears.add(year);
    for (const def of spec.holidays) {
      if (!inYears(def, year)) continue;
      if (def.forwardOnly && spec.direction === "backward") continue;
      const actual = holidayDate(def.rule, year);
      const reason: DayReason = {
        kind: def.effect === "shortened" ? "shortened" : "holiday",
        name: def.name,
        source: def.source,
        scope: def.scope,
      };
      add(actual, reason);
      if (def.observedUs) {
        const observed = usObservedDate(actual);
        if (observed !== actual) {
          add(observed, {
            ...reason,
            name: { en: `${def.name.en} (observed)`, pt: `${def.name.pt} (feriado observado)` },
          });
        }
      }
    }
  };

  return {
    status(date: string): DayStatus {
      const year = yearOf(date);
      // Observed dates can cross the year end (1 Jan on a Saturday is observed on 31 Dec).
      materialise(year - 1);
      materialise(year);
      materialise(year + 1);
      const closed: DayReason[] = [];
      const shortened: DayReason[] = [];
      const suspended: DayReason[] = [];
      const wd = weekday(date);
      if (wd === 6) closed.push({ kind: "weekend", name: SATURDAY });
      if (wd === 0) closed.push({ kind: "weekend", name: SUNDAY });
      for (const reason of [...(byDate.get(date) ?? []), ...(extras.get(date) ?? [])]) {
        (reason.kind === "shortened" ? shortened : closed).push(reason);
      }
      for (const range of spec.closedRanges) {
        if (inMonthDayRange(date, range.from, range.to).inside) {
          closed.push({ kind: "recess", name: range.name, source: range.source, scope: range.scope });
        }
      }
      for (const suspension of spec.suspensions) {
        const { inside, startYear } = inMonthDayRange(date, suspension.from, suspension.to);
        const start = makeDate(startYear, suspension.from.month, suspension.from.day);
        if (inside && start >= suspension.validFrom) {
          suspended.push({ kind: "suspension", name: suspension.name, source: suspension.source });
        }
      }
      return { date, closed, shortened, suspended };
    },
  };
}

/** No court hours (weekend, holiday, recess, extra closed day). */
export function isClosed(status: DayStatus): boolean {
  return status.closed.length > 0;
}

/** Open all day and deadlines running: may be a first counted day or a last day. */
export function isFullBusinessDay(status: DayStatus): boolean {
  return status.closed.length === 0 && status.shortened.length === 0 && status.suspended.length === 0;
}

/** "Saturday; Carnival Monday (Lei 5.010/1966 art. 62, III)" — every reason, with its source. */
export function describeReasons(reasons: DayReason[]): Bilingual {
  const part = (r: DayReason, lang: "en" | "pt") =>
    r.source && r.kind !== "extra" ? `${r.name[lang]} (${r.source})` : r.name[lang];
  return {
    en: reasons.map((r) => part(r, "en")).join("; "),
    pt: reasons.map((r) => part(r, "pt")).join("; "),
  };
}
