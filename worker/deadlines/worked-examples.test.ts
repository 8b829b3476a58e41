import { describe, expect, it } from "vitest";
import { calculateDeadline } from "./calculate.ts";
import type { AuditEntry, DeadlineResult } from "./types.ts";

const skipped = (r: DeadlineResult): AuditEntry[] => r.audit.filter((e) => e.action === "skipped");
const entry = (r: DeadlineResult, date: string, action: AuditEntry["action"]) =>
  r.audit.find((e) => e.date === date && e.action === action);

// Every worked example of shared/domain/DEADLINES.md, reproduced exactly.
describe("DEADLINES.md worked examples", () => {
  it("B1: apelação made available Mon 2025-03-10 is published Tue 03-11, counted from Wed 03-12 and due Tue 2025-04-01", () => {
    const r = calculateDeadline({
      actionType: "apelacao",
      jurisdiction: "brazil",
      court: "TJSP",
      baseDate: "2025-03-10",
      baseEvent: "availability",
    });
    expect(r.startDate).toBe("2025-03-11");
    expect(entry(r, "2025-03-11", "publication")).toBeDefined();
    expect(r.firstCountedDay).toBe("2025-03-12");
    expect(r.dueDate).toBe("2025-04-01");
    expect(r.days).toBe(15);
    expect(r.unit).toBe("business");
    expect(r.basis.startsWith("CPC art. 1.003 §5; art. 219; art. 224")).toBe(true);
    expect(r.audit.filter((e) => e.action === "counted")).toHaveLength(15);
  });

  it("B2: embargos de declaração made available Fri 2025-11-14 skip Thu 11-20 and are due Tue 2025-11-25", () => {
    const r = calculateDeadline({
      actionType: "embargos_declaracao",
      jurisdiction: "brazil",
      court: "TJ",
      baseDate: "2025-11-14",
      baseEvent: "availability",
    });
    expect(r.startDate).toBe("2025-11-17");
    expect(r.firstCountedDay).toBe("2025-11-18");
    expect(r.dueDate).toBe("2025-11-25");
    const nov20 = skipped(r).find((e) => e.date === "2025-11-20");
    expect(nov20?.reason?.pt).toContain("Consciência Negra");
    expect(nov20?.reason?.en).toContain("Lei 14.759/2023");
  });

  it("B5: CLT recurso ordinário made available Wed 2025-12-17 counts Fri 12-19, stops for art. 775-A and is due Thu 2026-01-29", () => {
    const r = calculateDeadline({
      actionType: "recurso_ordinario_trabalhista",
      jurisdiction: "brazil",
      court: "TRT2",
      baseDate: "2025-12-17",
      baseEvent: "availability",
    });
    expect(r.startDate).toBe("2025-12-18");
    expect(r.firstCountedDay).toBe("2025-12-19");
    expect(r.dueDate).toBe("2026-01-29");
    expect(r.basis).toContain("CLT art. 775-A");
    expect(skipped(r).find((e) => e.date === "2026-01-20")?.reason?.en).toContain("CLT art. 775-A");
    expect(r.audit.find((e) => e.action === "counted" && e.count === 2)?.date).toBe("2026-01-21");
  });

  it("B5 gives the same date before the generic labour court and the TST", () => {
    for (const court of ["TRT", "TST", "trt-15"]) {
      const r = calculateDeadline({
        actionType: "recurso ordinário",
        jurisdiction: "brazil",
        court,
        baseDate: "2025-12-17",
        baseEvent: "availability",
      });
      expect(r.dueDate).toBe("2026-01-29");
    }
  });

  it("B6: CPP apelação after notice on Tue 2025-09-02 ends Sun 09-07 (a holiday) and moves to Mon 2025-09-08", () => {
    const r = calculateDeadline({
      actionType: "apelacao_criminal",
      jurisdiction: "brazil",
      court: "TJ",
      baseDate: "2025-09-02",
      baseEvent: "notice",
    });
    expect(r.unit).toBe("calendar");
    expect(r.firstCountedDay).toBe("2025-09-03");
    const fifth = entry(r, "2025-09-07", "extended");
    expect(fifth?.count).toBe(5);
    expect(fifth?.reason?.en).toContain("Independence Day");
    expect(r.dueDate).toBe("2025-09-08");
  });

  it("U1: an answer served Fri 2025-06-13 would end Fri 07-04 (Independence Day) and is due Mon 2025-07-07", () => {
    const r = calculateDeadline({
      actionType: "answer",
      jurisdiction: "usa",
      court: "federal",
      baseDate: "2025-06-13",
    });
    expect(r.days).toBe(21);
    expect(entry(r, "2025-07-04", "extended")?.reason?.en).toContain("Independence Day");
    expect(r.dueDate).toBe("2025-07-07");
  });

  it("U2: an answer after a waiver request sent Wed 2025-01-15 ends Sun 03-16 and is due Mon 2025-03-17", () => {
    const r = calculateDeadline({
      actionType: "answer_after_waiver",
      jurisdiction: "usa",
      court: "federal",
      baseDate: "2025-01-15",
      baseEvent: "waiver_sent",
    });
    expect(r.days).toBe(60);
    expect(entry(r, "2025-03-16", "extended")?.count).toBe(60);
    expect(r.dueDate).toBe("2025-03-17");
  });

  it("U4: a notice of appeal with the United States a party after entry on Wed 2025-09-10 ends Sun 11-09 and is due Mon 2025-11-10", () => {
    const r = calculateDeadline({
      actionType: "notice_of_appeal",
      jurisdiction: "usa",
      court: "federal",
      baseDate: "2025-09-10",
      baseEvent: "entry",
      partyType: "united_states",
    });
    expect(r.rule.id).toBe("notice_of_appeal_us_party");
    expect(r.days).toBe(60);
    expect(r.basis).toContain("FRAP 4(a)(1)(B)");
    expect(r.dueDate).toBe("2025-11-10");
  });

  it("U7: a 10-day period whose last day is Sat 2007-09-01 ends Tue 09-04 forward (Labor Day) and Fri 08-31 backward", () => {
    const forward = calculateDeadline({
      actionType: "custom",
      jurisdiction: "usa",
      court: "federal",
      baseDate: "2007-08-22",
      days: 10,
      unit: "calendar",
    });
    expect(entry(forward, "2007-09-01", "extended")?.count).toBe(10);
    expect(skipped(forward).find((e) => e.date === "2007-09-03")?.reason?.en).toContain("Labor Day");
    expect(forward.dueDate).toBe("2007-09-04");

    const backward = calculateDeadline({
      actionType: "custom",
      jurisdiction: "usa",
      court: "federal",
      baseDate: "2007-09-11",
      days: 10,
      unit: "calendar",
      direction: "backward",
      baseEvent: "trial",
    });
    expect(entry(backward, "2007-09-01", "extended")?.count).toBe(10);
    expect(backward.dueDate).toBe("2007-08-31");
    expect(backward.basis).toContain("FRCP 6(a)(5)");
  });
});
