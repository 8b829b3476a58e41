import { describe, expect, it } from "vitest";
import { analyze } from "./analyze.ts";

// Third round of issue #19 (docs/decisions/025-held-out-evaluation.md): what a lawyer reads in the decision panel
// of an acórdão that "dá-lhe provimento", an order that enjoins, and a decision that states its own appeal.

describe("decision panel, third round", () => {
  it("takes an acórdão's 'DAR-LHE PARCIAL PROVIMENTO' as the holding, not the report of the sentence appealed", () => {
    const a = analyze(
      [
        "TRIBUNAL REGIONAL DO TRABALHO DA 15ª REGIÃO",
        "ACÓRDÃO",
        "RELATÓRIO",
        "Inconformado com a r. sentença que julgou procedentes em parte os pedidos, recorre o reclamado.",
        "FUNDAMENTAÇÃO",
        "O intervalo intrajornada não foi provado pelos cartões de ponto juntados aos autos.",
        "DISPOSITIVO",
        "ACORDAM os Magistrados da 3ª Câmara em CONHECER do recurso e, no mérito, DAR-LHE PROVIMENTO para excluir da condenação as horas extras.",
      ].join("\n"),
    );
    const d = a.judicialDecision;
    expect(d?.decisionSummary).toMatch(/^ACORDAM .*DAR-LHE PROVIMENTO/);
    expect(d?.decisionType).toBe("acórdão — recurso provido");
    expect(d?.judgeOrders.some((o) => o.includes("DAR-LHE PROVIMENTO"))).toBe(true);
  });

  it("lists 'Condeno … honorários' under the financial orders and the decision's own appeal first", () => {
    const a = analyze(
      [
        "SENTENÇA",
        "Vistos. A autora pede a declaração de inexistência de débito.",
        "Ante o exposto, JULGO PROCEDENTE o pedido para declarar inexistente o débito.",
        "Condeno a ré ao pagamento das custas e dos honorários advocatícios, que fixo em 10% do valor da causa.",
        "Interposta apelação, intime-se a parte contrária para contrarrazões no prazo de 15 (quinze) dias.",
        "Publique-se. Registre-se. Intimem-se.",
      ].join("\n"),
    );
    const d = a.judicialDecision;
    expect(d?.financialOrders.some((o) => o.startsWith("Condeno a ré ao pagamento das custas"))).toBe(true);
    expect(d?.judgeOrders.some((o) => o.startsWith("Condeno"))).toBe(false);
    expect(d?.appealOptions[0]).toMatch(/^Interposta apelação/);
  });

  it("reads an injunction, a bond due within seven days and 'immediately appealable' in a US order", () => {
    const a = analyze(
      [
        "UNITED STATES DISTRICT COURT",
        "MEMORANDUM OPINION AND ORDER",
        "Plaintiffs challenge a directive issued by the agency without notice.",
        "Accordingly, it is hereby ORDERED that:",
        "1. Plaintiffs' Motion for a Preliminary Injunction is GRANTED;",
        "2. Defendants are ENJOINED from implementing the directive pending final judgment;",
        "3. Plaintiffs shall post security in the amount of $500 within seven days.",
        "This Order is immediately appealable under 28 U.S.C. § 1292(a)(1).",
      ].join("\n"),
    );
    const d = a.judicialDecision;
    expect(d?.judgeOrders.some((o) => o.includes("ENJOINED from implementing"))).toBe(true);
    expect(d?.financialOrders.some((o) => o.includes("$500"))).toBe(true);
    expect(d?.deadlines.some((o) => o.startsWith("within seven days"))).toBe(true);
    expect(d?.appealOptions[0]).toMatch(/immediately appealable/);
  });
});
