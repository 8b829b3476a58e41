import { describe, expect, it } from "vitest";
import { findDeadlineMentions } from "./deadlines-mentions.ts";

describe("deadline mentions", () => {
  it("reads 'no prazo de 15 (quinze) dias' as 15 business days in a procedural text", () => {
    const [m] = findDeadlineMentions("Intime-se o réu para contestar no prazo de 15 (quinze) dias.", "pt", true);
    expect(m).toMatchObject({ days: 15, unit: "business" });
  });
  it("reads 'em 5 dias úteis' with its trigger", () => {
    const [m] = findDeadlineMentions("Manifeste-se a parte em 5 dias úteis, a contar da intimação.", "pt", false);
    expect(m).toMatchObject({ days: 5, unit: "business", trigger: "intimação" });
  });
  it("keeps calendar days for Portuguese contracts unless business days are stated", () => {
    const [m] = findDeadlineMentions("O pagamento será feito no prazo de 30 (trinta) dias.", "pt", false);
    expect(m).toMatchObject({ days: 30, unit: "calendar" });
  });
  it("reads number words when no digits are given", () => {
    const [m] = findDeadlineMentions("no prazo de quinze dias corridos", "pt", true);
    expect(m).toMatchObject({ days: 15, unit: "calendar" });
  });
  it("reads hours and months", () => {
    const found = findDeadlineMentions("no prazo de 48 (quarenta e oito) horas e no prazo de 6 meses", "pt", true);
    expect(found.map((m) => [m.hours, m.months])).toEqual([
      [48, undefined],
      [undefined, 6],
    ]);
  });
  it("reads 'até 30/06/2025' as an explicit date", () => {
    const [m] = findDeadlineMentions("O réu deverá efetuar o pagamento até 30/06/2025.", "pt", true);
    expect(m?.explicitDate).toBe("2025-06-30");
  });
  it("reads 'within 14 days of entry of this Order' with its trigger", () => {
    const [m] = findDeadlineMentions("Defendant shall answer within 14 days of entry of this Order.", "en", true);
    expect(m).toMatchObject({ days: 14, unit: "calendar", trigger: "entry of this Order" });
  });
  it("reads 'within thirty (30) business days'", () => {
    const [m] = findDeadlineMentions("Payment is due within thirty (30) business days after invoice.", "en", false);
    expect(m).toMatchObject({ days: 30, unit: "business", trigger: "invoice" });
  });
  it("reads 'no later than March 1, 2025' as an explicit date", () => {
    const found = findDeadlineMentions("The report shall be filed no later than March 1, 2025.", "en", true);
    expect(found.some((m) => m.explicitDate === "2025-03-01")).toBe(true);
  });
  it("reports offsets that point at the mention", () => {
    const text = "Cumpra-se no prazo de 10 dias.";
    const [m] = findDeadlineMentions(text, "pt", true);
    expect(text.slice(m?.start, m?.end)).toBe("no prazo de 10 dias");
  });
});
