import { describe, expect, it } from "vitest";
import { SENTENCA_PT } from "../../test/texts.ts";
import { groundedSentences, isGrounded, normalizeNumber, occursIn, sourceFacts } from "./grounding.ts";

const facts = sourceFacts(SENTENCA_PT);

describe("isGrounded", () => {
  it("accepts amounts, dates, periods, case numbers and citations the document states, in any notation", () => {
    for (const ok of [
      "Condenação de R$ 50.000,00.",
      "Damages of R$50,000.00.",
      "Sentença de 10 de março de 2025.",
      "Judgment entered on March 10, 2025.",
      "Decided on 10/03/2025.",
      "Processo 0058967-77.2016.8.19.0000.",
      "Nos termos do art. 51, IV, do CDC (Lei nº 8.078/1990).",
      "Under Law 8,078/1990.",
      "Pagamento em 15 (quinze) dias, sob pena de multa de 10%.",
      "Payment within fifteen days.",
      "A ré deve pagar as custas.",
    ]) {
      expect(isGrounded(ok, facts), ok).toBe(true);
    }
  });

  it("rejects any amount, date, period, identifier or citation the document does not state", () => {
    for (const bad of [
      "Condenação de R$ 60.000,00.",
      "Sentença de 11 de março de 2025.",
      "Pagamento em 30 dias.",
      "Payment within thirty days.",
      "Processo 0058967-77.2016.8.19.0001.",
      "Nos termos do art. 52 do CDC.",
      "Súmula 385 do STJ.",
      "Juros de 2% ao mês.",
    ]) {
      expect(isGrounded(bad, facts), bad).toBe(false);
    }
  });
});

describe("normalizeNumber", () => {
  it("reads Brazilian and US notation as the same value", () => {
    expect(normalizeNumber("15.000,00")).toBe("15000");
    expect(normalizeNumber("15,000.00")).toBe("15000");
    expect(normalizeNumber("0,5")).toBe("0.5");
    expect(normalizeNumber("1.003")).toBe("1003");
  });
});

describe("groundedSentences", () => {
  it("keeps the grounded sentences of a summary, abbreviations included", () => {
    const summary =
      "A ré foi condenada a pagar R$ 50.000,00, nos termos do art. 51, IV, do CDC. A decisão é de 12 de abril de 2025. Cabe apelação.";
    expect(groundedSentences(summary, facts)).toBe(
      "A ré foi condenada a pagar R$ 50.000,00, nos termos do art. 51, IV, do CDC. Cabe apelação.",
    );
  });
});

describe("occursIn", () => {
  it("finds a party's name whatever its case and spacing", () => {
    expect(occursIn("Beta Seguros  S.A.", facts)).toBe(true);
    expect(occursIn("Gama Seguros S.A.", facts)).toBe(false);
  });
});
