import { describe, expect, it } from "vitest";
import { daysBetween, priorityFor, todayIn } from "./derive-deadlines.ts";

describe("court days and priorities", () => {
  it("takes today in the courts' own time zone, not UTC", () => {
    // 01:30 UTC on 2 June is still 1 June in Brasília (UTC−3) and in New York (UTC−4).
    const now = new Date("2025-06-02T01:30:00Z");
    expect(todayIn("brazil", now)).toBe("2025-06-01");
    expect(todayIn("usa", now)).toBe("2025-06-01");
    expect(todayIn("brazil", new Date("2025-06-02T03:30:00Z"))).toBe("2025-06-02");
  });

  it("counts calendar days between ISO days across months and years", () => {
    expect(daysBetween("2025-12-30", "2026-01-02")).toBe(3);
    expect(daysBetween("2025-03-10", "2025-03-03")).toBe(-7);
  });

  it("grades urgency: past or within 2 days critical, a week high, a month medium, later low", () => {
    expect([-3, 0, 2, 5, 7, 20, 30, 31, null].map(priorityFor)).toEqual([
      "critical",
      "critical",
      "critical",
      "high",
      "high",
      "medium",
      "medium",
      "low",
      "medium",
    ]);
  });
});

describe("the start event a document states", () => {
  it("reads the DJe availability date, the publication date and a US entry date", async () => {
    const { findStartEvent } = await import("./derive-deadlines.ts");
    expect(findStartEvent("Decisão disponibilizada no DJe em 10/03/2025.")).toEqual({
      date: "2025-03-10",
      event: "availability",
    });
    expect(findStartEvent("Sentença publicada em 1º de abril de 2025, às 10h.")).toEqual({
      date: "2025-04-01",
      event: "publication",
    });
    expect(findStartEvent("Judgment was entered on March 3, 2025 by the Clerk.")).toEqual({
      date: "2025-03-03",
      event: "notice",
    });
    expect(findStartEvent("Intime-se a ré para pagamento no prazo de 15 dias.")).toBeNull();
  });
});
