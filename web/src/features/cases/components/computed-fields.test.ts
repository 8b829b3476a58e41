import { describe, expect, it } from "vitest";
import type { DeadlineOptionsDto } from "../../../../../common/api/cases.ts";
import { EMPTY_DRAFT, toCalculation } from "./computed-fields.tsx";

const options: DeadlineOptionsDto = {
  courts: [
    { id: "TJSP", name: "TJSP", jurisdiction: "brazil", calendarNote: null },
    { id: "federal", name: "US federal courts", jurisdiction: "usa", calendarNote: null },
  ],
  actionTypes: [],
};

describe("the New Deadline calculator inputs", () => {
  it("stay incomplete until court, action and base date are chosen", () => {
    expect(toCalculation(EMPTY_DRAFT, options)).toBeNull();
    expect(toCalculation({ ...EMPTY_DRAFT, court: "TJSP", actionType: "apelacao" }, options)).toBeNull();
  });

  it("take the jurisdiction from the court and leave unchosen options to the rule", () => {
    const draft = { ...EMPTY_DRAFT, court: "federal", actionType: "answer", baseDate: "2026-11-20" };
    expect(toCalculation(draft, options)).toEqual({
      actionType: "answer",
      jurisdiction: "usa",
      court: "federal",
      baseDate: "2026-11-20",
    });
    expect(toCalculation({ ...draft, serviceMethod: "mail", baseEvent: "service" }, options)).toMatchObject({
      serviceMethod: "mail",
      baseEvent: "service",
    });
  });

  it("refuse a court the options do not list", () => {
    expect(
      toCalculation({ ...EMPTY_DRAFT, court: "XYZ", actionType: "a", baseDate: "2026-11-20" }, options),
    ).toBeNull();
  });
});
