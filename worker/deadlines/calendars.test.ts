import { describe, expect, it } from "vitest";
import { createCalendar, isFullBusinessDay, usObservedDate } from "./calendar.ts";
import type { DayStatus } from "./calendars.ts";
import { findCourt } from "./courts.ts";
import { addDays, easterSunday, isIsoDate, nthWeekdayOfMonth, weekday } from "./dates.ts";
import type { Direction, ExtraClosedDay } from "./types.ts";

function dayIn(
  courtId: string,
  date: string,
  direction: Direction = "forward",
  extra: ExtraClosedDay[] = [],
): DayStatus {
  const court = findCourt(courtId);
  return createCalendar({
    holidays: court.holidays,
    closedRanges: court.closedRanges,
    suspensions: court.suspensions,
    extraClosedDays: extra,
    direction,
  }).status(date);
}
const names = (s: DayStatus) => [...s.closed, ...s.shortened, ...s.suspended].map((r) => r.name.en).join(" | ");

describe("date arithmetic", () => {
  it("computes Easter Sunday for known years", () => {
    const known: Record<number, string> = {
      2000: "2000-04-23",
      2008: "2008-03-23",
      2011: "2011-04-24",
      2019: "2019-04-21",
      2024: "2024-03-31",
      2025: "2025-04-20",
      2026: "2026-04-05",
      2027: "2027-03-28",
      2038: "2038-04-25",
    };
    for (const [year, date] of Object.entries(known)) expect(easterSunday(Number(year))).toBe(date);
  });

  it("rejects impossible dates and accepts leap days", () => {
    expect(isIsoDate("2025-02-29")).toBe(false);
    expect(isIsoDate("2024-02-29")).toBe(true);
    expect(isIsoDate("2025-13-01")).toBe(false);
    expect(isIsoDate("2025-1-01")).toBe(false);
    expect(isIsoDate(20250101)).toBe(false);
  });

  it("adds days across month, year and DST boundaries without drifting", () => {
    expect(addDays("2025-12-31", 1)).toBe("2026-01-01");
    expect(addDays("2024-02-28", 1)).toBe("2024-02-29");
    expect(addDays("2025-03-09", 1)).toBe("2025-03-10");
    expect(addDays("2025-11-02", -1)).toBe("2025-11-01");
    expect(weekday("2025-03-10")).toBe(1);
  });

  it("finds the n-th and the last weekday of a month", () => {
    expect(nthWeekdayOfMonth(2025, 1, 1, 3)).toBe("2025-01-20");
    expect(nthWeekdayOfMonth(2025, 5, 1, -1)).toBe("2025-05-26");
    expect(nthWeekdayOfMonth(2025, 11, 4, 4)).toBe("2025-11-27");
  });
});

describe("Brazilian calendars", () => {
  it("treats 20 November as a national holiday only from 2024 (Lei 14.759/2023)", () => {
    expect(isFullBusinessDay(dayIn("TJSP", "2023-11-20"))).toBe(true);
    expect(names(dayIn("TJSP", "2024-11-20"))).toContain("Black Consciousness");
    expect(names(dayIn("STJ", "2025-11-20"))).toContain("Black Consciousness");
  });

  it("keeps 20 November closed in Rio de Janeiro before 2024 under the state law", () => {
    expect(names(dayIn("TJRJ", "2023-11-20"))).toContain("Rio de Janeiro");
  });

  it("closes state courts on Carnival, Good Friday and Corpus Christi and shortens Ash Wednesday (2026)", () => {
    expect(names(dayIn("TJ", "2026-02-16"))).toContain("Carnival Monday");
    expect(names(dayIn("TJ", "2026-02-17"))).toContain("Carnival Tuesday");
    const ash = dayIn("TJ", "2026-02-18");
    expect(ash.closed).toHaveLength(0);
    expect(ash.shortened[0]?.name.en).toContain("Ash Wednesday");
    expect(names(dayIn("TJ", "2026-04-03"))).toContain("Good Friday");
    expect(names(dayIn("TJ", "2026-06-04"))).toContain("Corpus Christi");
  });

  it("does not close state courts in Holy Week before Good Friday, but closes federal courts from Wednesday (Lei 5.010/1966 art. 62)", () => {
    expect(isFullBusinessDay(dayIn("TJSP", "2026-04-01"))).toBe(true);
    expect(names(dayIn("TRF3", "2026-04-01"))).toContain("Holy Wednesday");
    expect(names(dayIn("STF", "2026-04-02"))).toContain("Maundy Thursday");
  });

  it("closes federal and superior courts on 11 August, 1 November, 8 December and 20 Dec – 6 Jan", () => {
    for (const date of ["2025-08-11", "2025-12-08", "2025-12-22", "2026-01-06"]) {
      expect(isFullBusinessDay(dayIn("STJ", date))).toBe(false);
    }
    expect(names(dayIn("TRF1", "2027-11-01"))).toContain("All Saints");
    expect(isFullBusinessDay(dayIn("TRF1", "2026-01-07"))).toBe(true);
    expect(isFullBusinessDay(dayIn("TJSP", "2025-08-11"))).toBe(true);
  });

  it("applies each state's holiday only to courts of that state", () => {
    expect(names(dayIn("TJSP", "2025-07-09"))).toContain("Constitutionalist");
    expect(isFullBusinessDay(dayIn("TJRJ", "2025-07-09"))).toBe(true);
    expect(names(dayIn("TJRJ", "2025-04-23"))).toContain("Saint George");
    expect(names(dayIn("TJRS", "2025-09-19"))).toBe("");
    expect(names(dayIn("TRT4", "2024-09-20"))).toContain("Farroupilha");
    expect(names(dayIn("TRF3", "2025-07-09"))).toContain("Constitutionalist");
    expect(isFullBusinessDay(dayIn("TJMG", "2025-07-09"))).toBe(true);
  });

  it("suspends deadlines in the STF and STJ during the Ministers' collective holidays in July", () => {
    expect(dayIn("STJ", "2025-07-15").suspended[0]?.source).toBe("LOMAN art. 66 §1");
    expect(dayIn("TJSP", "2025-07-15").suspended).toHaveLength(0);
  });

  it("adds closed days passed in at call time, with their reason", () => {
    const s = dayIn("TJ", "2025-06-10", "forward", [
      { date: "2025-06-10", reason: "Municipal holiday (Lei municipal 1/2000)" },
    ]);
    expect(names(s)).toBe("Municipal holiday (Lei municipal 1/2000)");
  });
});

describe("US federal calendar (FRCP 6(a)(6))", () => {
  it("observes New Year's Day 2022 (a Saturday) on Friday 2021-12-31", () => {
    expect(usObservedDate("2022-01-01")).toBe("2021-12-31");
    expect(names(dayIn("federal", "2021-12-31"))).toContain("New Year's Day (observed)");
  });

  it("observes Independence Day 2026 (a Saturday) on Friday 2026-07-03", () => {
    expect(names(dayIn("federal", "2026-07-03"))).toContain("Independence Day (observed)");
  });

  it("observes a Sunday holiday on the following Monday (Christmas 2022 → 2022-12-26)", () => {
    expect(names(dayIn("federal", "2022-12-26"))).toContain("Christmas Day (observed)");
  });

  it("knows the Monday holidays, Thanksgiving and Juneteenth (from 2021 only)", () => {
    expect(names(dayIn("federal", "2025-01-20"))).toContain("Martin Luther King");
    expect(names(dayIn("federal", "2025-02-17"))).toContain("Washington");
    expect(names(dayIn("federal", "2025-05-26"))).toContain("Memorial");
    expect(names(dayIn("federal", "2025-09-01"))).toContain("Labor Day");
    expect(names(dayIn("federal", "2025-10-13"))).toContain("Columbus");
    expect(names(dayIn("federal", "2025-11-11"))).toContain("Veterans");
    expect(names(dayIn("federal", "2025-11-27"))).toContain("Thanksgiving");
    expect(names(dayIn("federal", "2021-06-18"))).toContain("Juneteenth");
    expect(names(dayIn("federal", "2020-06-19"))).toBe("");
  });

  it("does not treat Brazilian holidays as US holidays", () => {
    expect(names(dayIn("federal", "2025-04-21"))).toBe("");
  });
});
