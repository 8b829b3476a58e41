import { describe, expect, it } from "vitest";
import { calculateDeadlinesSchema } from "../../../common/api/legal-ai.ts";
import { MAX_DEADLINE_DAYS } from "../../../common/vocabulary.ts";
import { calculateDeadline, DeadlineError } from "../../deadlines/calculate.ts";
import { rejection } from "../../test/rejection.ts";
import { auditTable } from "./deadlines.service.ts";

const custom = (days: number) => ({
  actionType: "custom",
  jurisdiction: "usa" as const,
  court: "federal",
  baseDate: "2025-01-02",
  unit: "calendar" as const,
  days,
});

describe("calculate-deadlines input", () => {
  it("bounds days exactly where the calculator does", async () => {
    expect(calculateDeadline(custom(MAX_DEADLINE_DAYS)).days).toBe(MAX_DEADLINE_DAYS);
    await rejection(
      Promise.resolve().then(() => calculateDeadline(custom(MAX_DEADLINE_DAYS + 1))),
      DeadlineError,
    );
    expect(calculateDeadlinesSchema.safeParse(custom(MAX_DEADLINE_DAYS)).success).toBe(true);
    expect(calculateDeadlinesSchema.safeParse(custom(MAX_DEADLINE_DAYS + 1)).success).toBe(false);
  });
});

describe("audit table", () => {
  it("keeps every day that matters and only the ends of a run of plain counted days", () => {
    const deadline = calculateDeadline({ ...custom(10), unit: "calendar" });
    const rows = auditTable(deadline, "pt");
    const counted = rows.filter((r) => r.action === "counted");
    expect(counted.length).toBeLessThan(deadline.audit.filter((a) => a.action === "counted").length);
    expect(rows.at(-1)).toMatchObject({ action: "due", date: deadline.dueDate });
    expect(rows[0]?.weekday).toMatch(/^[a-zà-ú]{3}$/i);
  });
});
