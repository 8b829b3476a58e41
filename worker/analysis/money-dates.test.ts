import { describe, expect, it } from "vitest";
import { findDates, normalizeNumericDate } from "./dates.ts";
import { findMoney } from "./entities/money.ts";

const norm = (s: string) => findMoney(s).map((e) => e.normalized);

describe("money normalisation", () => {
  it("reads Brazilian thousands and decimal separators", () => {
    expect(norm("R$ 1.234,56")).toEqual([{ amount: 1234.56, currency: "BRL" }]);
  });
  it("scales R$ 2 milhões and R$ 1,5 milhão", () => {
    expect(norm("R$ 2 milhões e R$ 1,5 milhão")).toEqual([
      { amount: 2_000_000, currency: "BRL" },
      { amount: 1_500_000, currency: "BRL" },
    ]);
  });
  it("reads US amounts and USD 1.2 million", () => {
    expect(norm("$5,000.00 and USD 1.2 million")).toEqual([
      { amount: 5000, currency: "USD" },
      { amount: 1_200_000, currency: "USD" },
    ]);
  });
  it("counts minimum wages separately from currency", () => {
    expect(norm("10 salários-mínimos")).toEqual([{ amount: 10, currency: "BRL", basis: "minimum_wage" }]);
  });
  it("keeps the verbatim value and its offsets", () => {
    const text = "multa diária de R$ 500,00, limitada a R$ 50.000,00";
    const [a, b] = findMoney(text);
    expect(text.slice(a?.start, a?.end)).toBe("R$ 500,00");
    expect(b?.value).toBe("R$ 50.000,00");
  });
});

describe("date normalisation", () => {
  const iso = (s: string, lang: "en" | "pt") => findDates(s, lang).map((d) => d.normalized);
  it("reads Portuguese long dates, including 1º", () => {
    expect(iso("15 de março de 2024 e 1º de abril de 2025", "pt")).toEqual(["2024-03-15", "2025-04-01"]);
  });
  it("reads numeric dates day-first in Portuguese: 03/04/2024 is 3 April", () => {
    expect(iso("em 03/04/2024", "pt")).toEqual(["2024-04-03"]);
  });
  it("reads numeric dates month-first in English: 03/04/2024 is March 4", () => {
    expect(iso("on 03/04/2024", "en")).toEqual(["2024-03-04"]);
  });
  it("falls back to the other order when a field cannot be a month", () => {
    expect(normalizeNumericDate(15, 3, 2024, false)).toBe("2024-03-15");
    expect(normalizeNumericDate(3, 15, 2024, true)).toBe("2024-03-15");
  });
  it("reads English long forms and the 'day of' drafting form", () => {
    expect(iso("March 15, 2024; 15 March 2024; the 14th day of December, 1997", "en")).toEqual([
      "2024-03-15",
      "2024-03-15",
      "1997-12-14",
    ]);
  });
  it("rejects impossible dates such as 31/02/2024", () => {
    expect(iso("31/02/2024", "pt")).toEqual([]);
  });
  it("reports bare years only when asked, and not inside statute numbers", () => {
    expect(iso("no exercício de 1999", "pt")).toEqual([]);
    expect(findDates("no exercício de 1999, Lei nº 8.112/1990", "pt", true).map((d) => d.value)).toEqual(["1999"]);
  });
});
