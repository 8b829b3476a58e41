import { describe, expect, it } from "vitest";
import { formatIsoDayIn, formatMoneyIn, formatPercentIn, formatValueIn } from "./locale-format.ts";
import { labelOf, VALUE_LABELS } from "./value-labels.ts";
import { DOCUMENT_STATUSES, DOCUMENT_TYPES, ENTITY_TYPES, JURISDICTIONS } from "./vocabulary.ts";

const nbsp = (s: string) => s.replace(/\u00a0/g, " ");

describe("numbers, money and dates by locale", () => {
  it("writes a share as a percentage with the locale's decimal separator", () => {
    expect(formatPercentIn("pt", 0.76)).toBe("76,0%");
    expect(formatPercentIn("en", 0.76)).toBe("76.0%");
  });

  it("writes an amount with its currency the way each country does", () => {
    expect(nbsp(formatMoneyIn("pt", { amount: 750000, currency: "USD" }))).toBe("US$ 750.000,00");
    expect(formatMoneyIn("en", { amount: 750000, currency: "USD" })).toBe("$750,000.00");
    expect(nbsp(formatMoneyIn("pt", { amount: 1500.5, currency: "BRL" }))).toBe("R$ 1.500,50");
    expect(formatMoneyIn("pt", { amount: 10, currency: "BRL", basis: "minimum_wage" })).toBe("10 salários mínimos");
  });

  it("writes an ISO date in words without moving it across time zones", () => {
    expect(formatIsoDayIn("pt", "2025-03-01")).toBe("1 de março de 2025");
    expect(formatIsoDayIn("en", "2025-03-01")).toBe("March 1, 2025");
    expect(formatIsoDayIn("en", "2025-03")).toBe("March 2025");
    expect(formatIsoDayIn("en", "not a date")).toBe("not a date");
  });

  it("never writes a structured value as JSON", () => {
    expect(nbsp(formatValueIn("pt", { amount: 750000, currency: "USD" }))).toBe("US$ 750.000,00");
    const nested = formatValueIn("en", {
      court: "TJSP",
      filedOn: "2025-01-02",
      amounts: [{ amount: 5, currency: "BRL" }],
    });
    expect(nested).toBe("court: TJSP; filed on: January 2, 2025; amounts: R$5.00");
    expect(nested).not.toContain("{");
  });
});

describe("vocabulary labels", () => {
  it("gives every stored value a Portuguese label that is not the raw key", () => {
    const shown = [
      ...DOCUMENT_TYPES.map((v) => labelOf("pt", "documentType", v)),
      ...DOCUMENT_STATUSES.map((v) => labelOf("pt", "status", v)),
      ...JURISDICTIONS.map((v) => labelOf("pt", "jurisdiction", v)),
    ];
    expect(shown).toEqual(expect.not.arrayContaining([...DOCUMENT_TYPES, ...DOCUMENT_STATUSES, ...JURISDICTIONS]));
    expect(labelOf("pt", "entityType", "PERSON")).toBe("Pessoa");
    expect(labelOf("pt", "jurisdiction", "brazil")).toBe("Brasil");
    expect(labelOf("pt", "partyRole", "plaintiff")).toBe("Autor");
    expect(labelOf("en", "partyRole", "réu")).toBe("Defendant");
  });

  it("labels every entity type in both languages", () => {
    for (const language of ["en", "pt"] as const)
      for (const type of ENTITY_TYPES) expect(VALUE_LABELS[language].entityType[type]).toBeTruthy();
  });

  it("humanises a value stored before its vocabulary knew it", () => {
    expect(labelOf("pt", "findingType", "some_new_finding")).toBe("some new finding");
  });
});
