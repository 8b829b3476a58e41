import { describe, expect, it } from "vitest";
import { calculateDeadline, type DeadlineInput, type DeadlineResult } from "./calculate.ts";
import { createCalendar } from "./calendar.ts";
import type { DayStatus } from "./calendars.ts";
import { findCourt } from "./courts.ts";
import { addDays, dayOf, monthOf, weekday, yearOf } from "./dates.ts";

/** mulberry32: a tiny seeded PRNG, so every failure is reproducible from its seed. */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const RUNS = 400;
const pick = <T>(rand: () => number, list: readonly T[]): T => list[Math.floor(rand() * list.length)] as T;
const randomDate = (rand: () => number, from: string, spanDays: number) => addDays(from, Math.floor(rand() * spanDays));

/** Written independently of calendars.ts: the national holidays of Brazilian federal law. */
function isBrazilianNationalHoliday(date: string): boolean {
  const md = date.slice(5);
  if (md === "11-20") return yearOf(date) >= 2024;
  return ["01-01", "04-21", "05-01", "09-07", "10-12", "11-02", "11-15", "12-25"].includes(md);
}
const inDecJanSuspension = (date: string) =>
  (monthOf(date) === 12 && dayOf(date) >= 20) || (monthOf(date) === 1 && dayOf(date) <= 20);
const isWeekend = (date: string) => weekday(date) === 0 || weekday(date) === 6;

function statusIn(court: string, date: string, direction: "forward" | "backward" = "forward"): DayStatus {
  const c = findCourt(court);
  return createCalendar({
    holidays: c.holidays,
    closedRanges: c.closedRanges,
    suspensions: [],
    extraClosedDays: [],
    direction,
  }).status(date);
}

const BR_BUSINESS: Array<[string, string[]]> = [
  ["apelacao", ["TJ", "TJSP", "TJRJ", "TJMG", "TJRS", "TJDFT", "TRF1", "TRF3", "TRF4", "STJ", "STF"]],
  ["embargos_declaracao", ["TJ", "TJSP", "TRF2", "TRF5", "TRF6"]],
  ["contestacao", ["TJ", "TJRJ", "TRF"]],
  ["recurso_ordinario_trabalhista", ["TRT2", "TRT4", "TRT10", "TST"]],
  ["recurso_inominado", ["JEC", "JEC-SP", "JEC-RS"]],
];
const EVENTS = ["availability", "publication", "notice"] as const;

function randomBrazilianBusiness(rand: () => number): DeadlineInput {
  const [actionType, courts] = pick(rand, BR_BUSINESS);
  return {
    actionType,
    jurisdiction: "brazil",
    court: pick(rand, courts),
    baseDate: randomDate(rand, "2019-01-01", 365 * 11),
    baseEvent: pick(rand, EVENTS),
    partyType: pick(rand, ["private", "private", "public_treasury", "public_defender"] as const),
  };
}

function randomUs(rand: () => number): DeadlineInput {
  const actionType = pick(rand, [
    "answer",
    "answer_after_waiver",
    "rule_59_motion",
    "notice_of_appeal",
    "interrogatory_responses",
    "custom",
  ]);
  const input: DeadlineInput = {
    actionType,
    jurisdiction: "usa",
    court: "federal",
    baseDate: randomDate(rand, "2010-01-01", 365 * 20),
    serviceMethod: pick(rand, ["electronic", "mail", "personal"] as const),
  };
  if (actionType === "custom") {
    input.days = 1 + Math.floor(rand() * 90);
    input.unit = "calendar";
  }
  return input;
}

describe("properties over many random dates", () => {
  it("never puts a Brazilian business-day due date on a weekend, holiday, closed or suspended day", () => {
    const rand = prng(20251117);
    for (let i = 0; i < RUNS; i++) {
      const input = randomBrazilianBusiness(rand);
      const r = calculateDeadline(input);
      const where = `${JSON.stringify(input)} → ${r.dueDate}`;
      expect(isWeekend(r.dueDate), where).toBe(false);
      expect(isBrazilianNationalHoliday(r.dueDate), where).toBe(false);
      if (r.system !== "juizados") expect(inDecJanSuspension(r.dueDate), where).toBe(false);
      const s = statusIn(r.court, r.dueDate);
      expect(
        [...s.closed, ...s.shortened].map((x) => x.name.en),
        where,
      ).toEqual([]);
    }
  });

  it("counts exactly the period's days, each on a business day, and the first counted day is after the start", () => {
    const rand = prng(7);
    for (let i = 0; i < RUNS; i++) {
      const input = randomBrazilianBusiness(rand);
      const r = calculateDeadline(input);
      const counted = r.audit.filter((e) => e.action === "counted" || (e.action === "extended" && e.count === r.days));
      expect(counted).toHaveLength(r.days);
      for (const e of counted) {
        expect(isWeekend(e.date)).toBe(false);
        expect(isBrazilianNationalHoliday(e.date)).toBe(false);
      }
      expect(r.firstCountedDay > r.startDate).toBe(true);
      expect(r.dueDate >= r.firstCountedDay).toBe(true);
    }
  });

  it("never gives an earlier due date for a later base date", () => {
    const rand = prng(99);
    for (let i = 0; i < RUNS; i++) {
      const input = rand() < 0.5 ? randomBrazilianBusiness(rand) : randomUs(rand);
      const later = { ...input, baseDate: addDays(input.baseDate, 1 + Math.floor(rand() * 10)) };
      const a = calculateDeadline(input).dueDate;
      const b = calculateDeadline(later).dueDate;
      expect(b >= a, `${JSON.stringify(input)}: ${a} then ${later.baseDate} → ${b}`).toBe(true);
    }
  });

  it("never lands a criminal (calendar-day) deadline on a weekend or holiday", () => {
    const rand = prng(310);
    for (let i = 0; i < RUNS; i++) {
      const input: DeadlineInput = {
        actionType: pick(rand, ["apelacao_criminal", "embargos_declaracao_criminal", "recurso_sentido_estrito"]),
        jurisdiction: "brazil",
        court: pick(rand, ["TJ", "TJSP", "TRF3"]),
        baseDate: randomDate(rand, "2019-01-01", 365 * 11),
        baseEvent: "notice",
      };
      const r = calculateDeadline(input);
      expect(isWeekend(r.dueDate)).toBe(false);
      expect(isBrazilianNationalHoliday(r.dueDate)).toBe(false);
    }
  });

  it("never lands a US due date on a weekend or federal legal holiday, forward or backward", () => {
    const rand = prng(66);
    for (let i = 0; i < RUNS; i++) {
      const direction = rand() < 0.5 ? "forward" : "backward";
      const input: DeadlineInput = {
        actionType: "custom",
        jurisdiction: "usa",
        court: "federal",
        baseDate: randomDate(rand, "2010-01-01", 365 * 20),
        days: 1 + Math.floor(rand() * 60),
        unit: "calendar",
        direction,
      };
      const r = calculateDeadline(input);
      expect(isWeekend(r.dueDate)).toBe(false);
      expect(statusIn("federal", r.dueDate, direction).closed).toEqual([]);
      if (direction === "backward") expect(r.dueDate < input.baseDate).toBe(true);
      else expect(r.dueDate > input.baseDate).toBe(true);
    }
  });

  it("never lands a Brazilian backward-counted deadline on a weekend, holiday or suspended day", () => {
    const rand = prng(1234);
    for (let i = 0; i < RUNS; i++) {
      const input: DeadlineInput = {
        actionType: "custom",
        jurisdiction: "brazil",
        court: pick(rand, ["TJ", "TJSP", "TRF1", "STJ"]),
        baseDate: randomDate(rand, "2019-01-01", 365 * 11),
        baseEvent: "trial",
        days: 1 + Math.floor(rand() * 20),
        unit: rand() < 0.7 ? "business" : "calendar",
        direction: "backward",
      };
      const r = calculateDeadline(input);
      expect(isWeekend(r.dueDate)).toBe(false);
      expect(isBrazilianNationalHoliday(r.dueDate)).toBe(false);
      expect(r.dueDate < input.baseDate).toBe(true);
      const s = statusIn(r.court, r.dueDate, "backward");
      expect([...s.closed, ...s.shortened]).toEqual([]);
      if (input.unit === "business") expect(inDecJanSuspension(r.dueDate)).toBe(false);
    }
  });

  it("names every holiday and weekend in the audit of each day it skips", () => {
    const rand = prng(2024);
    const check = (r: DeadlineResult) => {
      for (const e of r.audit.filter((x) => x.action === "skipped" || x.action === "extended")) {
        const s = statusIn(r.court, e.date, r.direction);
        for (const reason of [...s.closed, ...s.shortened]) {
          if (
            e.action === "extended" &&
            e.count !== undefined &&
            e.reason?.en.includes("6(d)") &&
            s.closed.length === 0
          )
            continue;
          expect(e.reason?.en, `${e.date} in ${r.court}`).toContain(reason.name.en);
          expect(e.reason?.pt, `${e.date} in ${r.court}`).toContain(reason.name.pt);
        }
      }
    };
    for (let i = 0; i < RUNS; i++)
      check(calculateDeadline(rand() < 0.6 ? randomBrazilianBusiness(rand) : randomUs(rand)));
  });
});
