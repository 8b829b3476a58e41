/**
 * The counting engine: walks the calendar day by day and writes down every decision. Three methods cover all
 * systems:
 *  - business days (CPC art. 219, Lei 9.099 art. 12-A, CLT art. 775): only business days count;
 *  - calendar days with a business-day start and end (CPP art. 798 + STF Súmula 310; substantive periods, CC art. 132);
 *  - calendar days, FRCP 6(a): every day counts, the last day moves off weekends and legal holidays.
 */
import { type Calendar, describeReasons, isFullBusinessDay } from "./calendar.ts";
import type { DayStatus } from "./calendars.ts";
import { addDays } from "./dates.ts";
import type { AuditEntry, Bilingual } from "./types.ts";

/** Far more than any real period needs; stops a runaway loop if a calendar were ever closed forever. */
const MAX_STEPS = 20_000;

export class Audit {
  readonly entries: AuditEntry[] = [];
  /** True once a state, court-specific or caller-supplied closed day changed the count (CPC art. 1.003 §6). */
  localDaySkipped = false;
  /** Sources of suspensions that actually stopped the clock. */
  readonly suspensionsApplied = new Set<string>();

  push(date: string, action: AuditEntry["action"], reason?: Bilingual, count?: number): void {
    const entry: AuditEntry = { date, action };
    if (reason) entry.reason = reason;
    if (count !== undefined) entry.count = count;
    this.entries.push(entry);
  }

  /** Records a day that did not count, naming every reason (weekend, each holiday with its source, suspension). */
  skip(status: DayStatus, suffix?: Bilingual): void {
    this.track(status);
    this.push(status.date, "skipped", withSuffix(reasonsOf(status), suffix));
  }

  track(status: DayStatus): void {
    for (const r of [...status.closed, ...status.shortened]) {
      if (r.scope === "state" || r.scope === "court" || r.scope === "extra") this.localDaySkipped = true;
    }
    for (const r of status.suspended) if (r.source) this.suspensionsApplied.add(r.source);
  }
}

export function reasonsOf(status: DayStatus): Bilingual {
  return describeReasons([...status.closed, ...status.shortened, ...status.suspended]);
}

export function withSuffix(base: Bilingual, suffix?: Bilingual): Bilingual {
  if (!suffix) return base;
  return { en: `${base.en} — ${suffix.en}`, pt: `${base.pt} — ${suffix.pt}` };
}

function guard(steps: number): void {
  if (steps > MAX_STEPS) throw new Error("deadline counting did not terminate");
}

export type CountOutcome = { firstCountedDay: string; lastDay: string };

const START_SHORTENED: Bilingual = {
  en: "the period cannot start on a day with shortened hours (CPC art. 224 §1)",
  pt: "o prazo não pode começar em dia de expediente reduzido (CPC art. 224 §1º)",
};
const START_AFTER: Bilingual = {
  en: "counting starts on the first business day after the start day (CPC art. 224 §3)",
  pt: "a contagem começa no primeiro dia útil seguinte ao do início (CPC art. 224 §3º)",
};

/** Business days forward. The first and last days must be full business days (CPC art. 224 §1 and §3). */
export function countBusinessForward(cal: Calendar, audit: Audit, anchor: string, days: number): CountOutcome {
  let date = addDays(anchor, 1);
  let steps = 0;
  let status = cal.status(date);
  while (!isFullBusinessDay(status)) {
    guard(++steps);
    audit.skip(status, status.closed.length === 0 && status.suspended.length === 0 ? START_SHORTENED : START_AFTER);
    date = addDays(date, 1);
    status = cal.status(date);
  }
  const firstCountedDay = date;
  let count = 0;
  for (;;) {
    guard(++steps);
    status = cal.status(date);
    if (status.closed.length > 0 || status.suspended.length > 0) {
      audit.skip(status);
    } else {
      count++;
      if (count === days) break;
      audit.push(date, "counted", shortenedNote(status), count);
    }
    date = addDays(date, 1);
  }
  if (status.shortened.length > 0) {
    audit.track(status);
    audit.push(
      date,
      "extended",
      withSuffix(reasonsOf(status), {
        en: "the last day has shortened hours, so it moves to the next business day (CPC art. 224 §1)",
        pt: "o último dia tem expediente reduzido, por isso passa ao dia útil seguinte (CPC art. 224 §1º)",
      }),
      days,
    );
    date = rollForward(cal, audit, addDays(date, 1));
  } else {
    audit.push(date, "counted", undefined, days);
  }
  return { firstCountedDay, lastDay: date };
}

/** Business days backward from an event (e.g. "até 5 dias antes da audiência"); the result is the last day to act. */
export function countBusinessBackward(cal: Calendar, audit: Audit, anchor: string, days: number): CountOutcome {
  let date = addDays(anchor, -1);
  let steps = 0;
  let count = 0;
  let firstCountedDay = "";
  let status = cal.status(date);
  for (;;) {
    guard(++steps);
    status = cal.status(date);
    if (status.closed.length > 0 || status.suspended.length > 0) {
      audit.skip(status);
    } else {
      count++;
      if (count === 1) firstCountedDay = date;
      if (count === days) break;
      audit.push(date, "counted", shortenedNote(status), count);
    }
    date = addDays(date, -1);
  }
  if (status.shortened.length > 0) {
    audit.track(status);
    audit.push(
      date,
      "extended",
      withSuffix(reasonsOf(status), {
        en: "shortened hours: counting backward, the last day moves to the previous business day",
        pt: "expediente reduzido: na contagem regressiva, o último dia passa ao dia útil anterior",
      }),
      days,
    );
    date = rollBackward(cal, audit, addDays(date, -1));
  } else {
    audit.push(date, "counted", undefined, days);
  }
  return { firstCountedDay, lastDay: date };
}

export type CalendarCountOptions = {
  /** CPP (STF Súmula 310): the count starts on a business day. */
  startOnBusinessDay: boolean;
  /** CPP art. 798-A: suspended days stop the clock. */
  skipSuspended: boolean;
  /** Why a closed day inside the period still counts. */
  countedAnyway: Bilingual;
  /** Why the last day moves. */
  lastDayRule: Bilingual;
  startRule?: Bilingual;
};

/** Calendar days forward: every day counts; the last day must be a full business day. */
export function countCalendarForward(
  cal: Calendar,
  audit: Audit,
  anchor: string,
  days: number,
  options: CalendarCountOptions,
): CountOutcome {
  let date = addDays(anchor, 1);
  let steps = 0;
  let status = cal.status(date);
  if (options.startOnBusinessDay) {
    while (!isFullBusinessDay(status)) {
      guard(++steps);
      audit.skip(status, options.startRule);
      date = addDays(date, 1);
      status = cal.status(date);
    }
  }
  const firstCountedDay = date;
  let count = 0;
  for (;;) {
    guard(++steps);
    status = cal.status(date);
    if (options.skipSuspended && status.suspended.length > 0) {
      audit.skip(status);
    } else {
      count++;
      if (count === days) break;
      audit.push(date, "counted", countedNote(status, options.countedAnyway), count);
    }
    date = addDays(date, 1);
  }
  if (!isFullBusinessDay(status)) {
    audit.track(status);
    audit.push(date, "extended", withSuffix(reasonsOf(status), options.lastDayRule), days);
    date = rollForward(cal, audit, addDays(date, 1));
  } else {
    audit.push(date, "counted", undefined, days);
  }
  return { firstCountedDay, lastDay: date };
}

/** Calendar days backward (FRCP 6(a)(5)): every day counts; a closed last day moves to the previous open day. */
export function countCalendarBackward(
  cal: Calendar,
  audit: Audit,
  anchor: string,
  days: number,
  options: Pick<CalendarCountOptions, "countedAnyway" | "lastDayRule">,
): CountOutcome {
  let date = anchor;
  let status = cal.status(date);
  for (let count = 1; count <= days; count++) {
    date = addDays(date, -1);
    status = cal.status(date);
    if (count < days) {
      audit.push(date, "counted", countedNote(status, options.countedAnyway), count);
    }
  }
  const firstCountedDay = addDays(anchor, -1);
  if (!isFullBusinessDay(status)) {
    audit.track(status);
    audit.push(date, "extended", withSuffix(reasonsOf(status), options.lastDayRule), days);
    date = rollBackward(cal, audit, addDays(date, -1));
  } else {
    audit.push(date, "counted", undefined, days);
  }
  return { firstCountedDay, lastDay: date };
}

/** Moves forward to the first full business day, recording each day passed over. */
export function rollForward(cal: Calendar, audit: Audit, from: string): string {
  let date = from;
  let status = cal.status(date);
  let steps = 0;
  while (!isFullBusinessDay(status)) {
    guard(++steps);
    audit.skip(status);
    date = addDays(date, 1);
    status = cal.status(date);
  }
  return date;
}

export function rollBackward(cal: Calendar, audit: Audit, from: string): string {
  let date = from;
  let status = cal.status(date);
  let steps = 0;
  while (!isFullBusinessDay(status)) {
    guard(++steps);
    audit.skip(status);
    date = addDays(date, -1);
    status = cal.status(date);
  }
  return date;
}

function shortenedNote(status: DayStatus): Bilingual | undefined {
  if (status.shortened.length === 0) return undefined;
  return withSuffix(reasonsOf(status), {
    en: "counted: shortened hours only matter on the first and last day (CPC art. 224 §1)",
    pt: "contado: o expediente reduzido só importa no primeiro e no último dia (CPC art. 224 §1º)",
  });
}

/** A closed day counted in a calendar-day period gets a reason; plain weekends do not (they would drown the audit). */
function countedNote(status: DayStatus, why: Bilingual): Bilingual | undefined {
  const notable = [...status.closed.filter((r) => r.kind !== "weekend"), ...status.shortened];
  if (notable.length === 0) return undefined;
  return withSuffix(reasonsOf(status), why);
}
