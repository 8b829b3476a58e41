import { describe, expect, it } from "vitest";
import { analyze } from "./analyze.ts";

// Third round of issue #19 (docs/decisions/025-held-out-evaluation.md): findings a lawyer expects from contract
// kinds, wills and corporate acts the earlier rules did not cover, and an appellate opinion typed as a decision.

const find = (text: string, type: string): string[] =>
  analyze(text)
    .keyFindings.filter((f) => f.type === type)
    .map((f) => f.value);

describe("key findings, third round", () => {
  it("names the arbitral institution as the forum of an English contract", () => {
    const text = [
      "SUPPLY AGREEMENT",
      "This Supply Agreement is entered into on March 3, 2025 between Alfa Mineração S.A. and Northern Steel Inc.",
      "1. Term. This Agreement shall enter into force on April 1, 2025 and remain in effect until March 31, 2028.",
      "2. Governing Law. This Agreement shall be governed by the laws of the Federative Republic of Brazil.",
      "3. Disputes. Any dispute shall be finally settled by arbitration administered by the Center for Arbitration and Mediation of the Chamber of Commerce Brazil-Canada (CAM-CCBC), seated in São Paulo.",
    ].join("\n");
    expect(find(text, "forum").some((f) => f.startsWith("Center for Arbitration") && f.endsWith("(CAM-CCBC)"))).toBe(
      true,
    );
    expect(find(text, "effective_date")).toContain("April 1, 2025");
  });

  it("reads 'net thirty (30) days' as a payment term and a named county court as the forum", () => {
    const text = [
      "SERVICES AGREEMENT",
      "This Services Agreement is entered into on May 1, 2025 between Blue Ridge Analytics LLC and Pine County.",
      "1. Fees. Invoices are due net thirty (30) days from receipt.",
      "2. Venue. Any action to enforce this Agreement shall be brought exclusively in the Circuit Court for Pine County, Oregon.",
    ].join("\n");
    expect(find(text, "payment_terms").some((f) => f.includes("net thirty (30) days"))).toBe(true);
    expect(find(text, "forum")).toContain("Circuit Court for Pine County");
  });

  it("does not take the diversity threshold for the value of the claim, and keeps a state-code citation whole", () => {
    const text = [
      "COMPLAINT",
      "1. This Court has jurisdiction under 28 U.S.C. § 1332(a) because the amount in controversy exceeds $75,000.",
      "2. The Bank owed the Trust fiduciary duties under N.C. Gen. Stat. § 36C-9-902.",
      "WHEREFORE, Plaintiff demands judgment for damages of not less than $640,000.",
    ].join("\n");
    expect(find(text, "claim_value").some((f) => f.includes("$75,000"))).toBe(false);
    expect(find(text, "jurisdiction_basis").some((f) => f.includes("28 U.S.C. § 1332(a)"))).toBe(true);
    expect(find(text, "legal_basis").some((f) => f.includes("N.C. Gen. Stat. § 36C-9-902"))).toBe(true);
  });

  it("finds the price of a compromisso de compra e venda and a rescission for a party's fault", () => {
    const text = [
      "INSTRUMENTO PARTICULAR DE COMPROMISSO DE COMPRA E VENDA",
      "CLÁUSULA PRIMEIRA – O preço certo e ajustado é de R$ 350.000,00, pago da seguinte forma: sinal e saldo financiado.",
      "CLÁUSULA SEGUNDA – Não liberado o financiamento por culpa do comprador, o contrato será rescindido.",
      "CLÁUSULA TERCEIRA – Fica eleito o foro da Comarca de Natal/RN.",
    ].join("\n");
    expect(find(text, "payment_terms").some((f) => f.includes("R$ 350.000,00"))).toBe(true);
    expect(find(text, "termination_for_cause").some((f) => f.includes("por culpa do comprador"))).toBe(true);
  });

  it("reads a public will's legacy and an alteração contratual's transfer of quotas and management", () => {
    const will = [
      "TESTAMENTO PÚBLICO",
      "Compareceu como testadora MARIA DAS DORES LIMA, que declarou:",
      "",
      "PRIMEIRO: Que deixa à sua sobrinha, ANA LIMA SOUTO, a título de legado, o imóvel da Rua das Flores, 10.",
    ].join("\n");
    expect(find(will, "legatees").some((f) => f.includes("ANA LIMA SOUTO"))).toBe(true);
    const act = [
      "TERCEIRA ALTERAÇÃO CONTRATUAL DA SOCIEDADE ALFA COMÉRCIO LTDA.",
      "1. JOÃO PEREIRA, brasileiro, administrador de empresas, inscrito no CPF sob o nº 450.617.823-80, único sócio.",
      "CLÁUSULA PRIMEIRA – O sócio JOÃO PEREIRA cede e transfere 100 quotas a PEDRO ALVES, que ingressa na sociedade.",
      "CLÁUSULA SEGUNDA – A administração da sociedade passa a ser exercida pelo sócio PEDRO ALVES.",
    ].join("\n");
    expect(find(act, "resolutions").some((f) => f.includes("cede e transfere"))).toBe(true);
    const officers = find(act, "officers");
    expect(officers.some((f) => f.includes("administração da sociedade"))).toBe(true);
    expect(officers.some((f) => f.includes("inscrito no CPF"))).toBe(false);
  });

  it("types a state appellate opinion with its disposition as a judicial decision", () => {
    const a = analyze(
      [
        "IN THE COURT OF APPEAL OF THE STATE OF CALIFORNIA",
        "FIRST APPELLATE DISTRICT",
        "HARBOR VIEW HOMEOWNERS ASSOCIATION,",
        "    Plaintiff and Respondent,",
        "v.",
        "GOLDEN GATE ROOFING COMPANY,",
        "    Defendant and Appellant.",
        "APPEAL from a judgment of the Superior Court of Marin County. Reversed.",
        "The association sued for breach of a roofing contract and the trial court awarded damages.",
        "DISPOSITION",
        "The judgment is reversed. Appellant shall recover its costs on appeal.",
        "We concur:",
      ].join("\n"),
    );
    expect(a.documentType).toBe("judicial_decision");
  });
});
