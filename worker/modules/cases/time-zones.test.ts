import { describe, expect, it } from "vitest";
import { daysLeft } from "./deadline-compute.ts";
import { courtTimeZone, dayIn } from "./time-zones.ts";

describe("courtTimeZone", () => {
  it("counts Brazilian courts in their state's zone and Brasília time by default", () => {
    expect(courtTimeZone("TJSP", "brazil")).toBe("America/Sao_Paulo");
    expect(courtTimeZone("STJ", "brazil")).toBe("America/Sao_Paulo");
    expect(courtTimeZone("TRT11", "brazil")).toBe("America/Manaus");
    expect(courtTimeZone("TRT24", "brazil")).toBe("America/Campo_Grande");
    expect(courtTimeZone(null, null)).toBe("America/Sao_Paulo");
    expect(courtTimeZone("no such court", "brazil")).toBe("America/Sao_Paulo");
  });

  it("counts US federal courts in the zone of the state given, Eastern otherwise", () => {
    expect(courtTimeZone("federal", "usa")).toBe("America/New_York");
    expect(courtTimeZone("federal", "usa", "ca")).toBe("America/Los_Angeles");
    expect(courtTimeZone("federal", "usa", "TX")).toBe("America/Chicago");
  });
});

describe("days left", () => {
  it("change at midnight where the court sits, not at UTC midnight", () => {
    // 03:30 UTC on 2 June: already the 2nd in Brasília (00:30), still the 1st in Manaus (23:30) and New York (23:30).
    const now = new Date("2025-06-02T03:30:00Z");
    expect(dayIn("America/Sao_Paulo", now)).toBe("2025-06-02");
    expect(dayIn("America/Manaus", now)).toBe("2025-06-01");
    const due = { deadlineDate: "2025-06-05", calculation: null };
    expect(daysLeft({ ...due, court: "TJSP", jurisdiction: "brazil" }, now)).toBe(3);
    expect(daysLeft({ ...due, court: "TRT11", jurisdiction: "brazil" }, now)).toBe(4);
    expect(daysLeft({ ...due, court: "federal", jurisdiction: "usa" }, now)).toBe(4);
    expect(daysLeft({ ...due, deadlineDate: null, court: "TJSP", jurisdiction: "brazil" }, now)).toBeNull();
  });
});
