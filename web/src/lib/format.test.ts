import { describe, expect, it } from "vitest";
import { formatIsoDay, formatNumber } from "./format.ts";

describe("locale formatting", () => {
  it("shows a calendar day in the locale without shifting it across time zones", () => {
    expect(formatIsoDay("2025-04-01", "pt-BR")).toBe("1 de abr. de 2025");
    expect(formatIsoDay("2025-04-01", "en-US")).toBe("Apr 1, 2025");
  });

  it("formats numbers with the locale's separators", () => {
    expect(formatNumber(1234.5, "pt-BR", 1)).toBe("1.234,5");
    expect(formatNumber(1234.5, "en-US", 1)).toBe("1,234.5");
  });
});
