import { describe, expect, it } from "vitest";
import { analyze } from "./analyze.ts";

// The failures a lawyer reported in issue #19, one test each (docs/decisions/025-held-out-evaluation.md).

const complaint = `UNITED STATES DISTRICT COURT
FOR THE CENTRAL DISTRICT OF ILLINOIS

JOHN DOE,
Plaintiff,
v.                                        Case No. 3:24-cv-01111
CITY OF PEORIA, ILLINOIS,
Defendant.

COMPLAINT

Plaintiff John Doe, by his attorney, Ann Carter of Carter Law LLC, complains as follows.

JURISDICTION AND VENUE
1. This action arises under 42 U.S.C. § 1983. This Court has jurisdiction under 28 U.S.C. § 1331.
2. Plaintiff was a participant in the Peoria Retirement Plan.

/s/ Ann Carter
Ann Carter
Attorney for Plaintiff`;

const peticao = `EXCELENTÍSSIMO SENHOR DOUTOR JUIZ DE DIREITO DA 2ª VARA CÍVEL DA COMARCA DE SANTOS – SP

MARIA SILVA SANTOS, brasileira, CPF 123.456.789-09, residente na Praça Mauá, 25, Centro, Santos/SP, CEP 11010-050, vem propor ação de indenização por danos morais em face de BANCO AZUL S.A., com sede na Avenida Tancredo Neves, 100, Caminho das Árvores, Salvador/BA.
O Banco Azul S.A. violou os artigos 186 a 188 do Código Civil e o art. 14 da Lei nº 8.078/1990. O BANCO AZUL S.A. não restituiu os valores.
Santos, 2 de abril de 2024.
PEDRO LIMA – OAB/SP 123.456`;

const tutela = `PODER JUDICIÁRIO
COMARCA DE BELO HORIZONTE – 12ª VARA CÍVEL
DECISÃO
Defiro ao autor os benefícios da gratuidade da justiça, nos termos do art. 98 do CPC.
Ante o exposto, DEFIRO a tutela de urgência para determinar que a ré custeie o tratamento, no prazo de 48 (quarenta e oito) horas, sob pena de multa diária de R$ 5.000,00.
Intimem-se.`;

const sentenca = `SENTENÇA
Vistos. É o relatório. Fundamento e decido.
Diante do exposto, JULGO PROCEDENTES os pedidos, nos termos do art. 487, I, do CPC, para:
a) condenar a ré ao pagamento de R$ 1.280,00 a título de danos materiais;
b) condenar a ré ao pagamento de R$ 8.000,00 a título de danos morais.
P.R.I.`;

const contract = `SERVICES AGREEMENT
This Agreement is made on August 12, 2024 between ALFA LTDA., a Brazilian company, and BETA LLC, a Texas limited liability company.
Clause 3 - Term. This Agreement shall be effective from September 1, 2024 and shall expire on August 31, 2025.
Clause 6 - Jurisdiction. The parties elect the courts of the Judicial District of Campinas, State of São Paulo, to settle any dispute.
Clause 5 - Governing Law. This Agreement is governed by the laws of the Federative Republic of Brazil.`;

describe("what a lawyer saw (#19)", () => {
  it("takes plaintiff and defendant from a US caption, and the attorney is counsel, not a party", () => {
    const a = analyze(complaint);
    const roles = a.parties.map((p) => `${p.role}:${p.name}`);
    expect(roles).toContain("plaintiff:John Doe");
    expect(roles).toContain("defendant:City of Peoria");
    expect(a.parties.some((p) => p.name.includes("Carter"))).toBe(false);
  });
  it("does not make a benefit plan a party", () => {
    expect(analyze(complaint).parties.some((p) => /Plan/.test(p.name))).toBe(false);
  });
  it("keeps a legal basis whole after 42 U.S.C.", () => {
    const basis = analyze(complaint).keyFindings.filter((f) => f.type === "legal_basis");
    expect(basis.some((f) => f.value.includes("42 U.S.C. § 1983"))).toBe(true);
  });
  it("never shows 'JURISDICTION AND VENUE' as a finding", () => {
    expect(analyze(complaint).keyFindings.some((f) => /^JURISDICTION AND VENUE/.test(f.value))).toBe(false);
  });
  it("lists one party once whatever its casing", () => {
    const a = analyze(peticao);
    const banks = a.entities.filter((e) => e.type === "ORGANIZATION" && /banco azul/i.test(e.value));
    expect(banks).toHaveLength(1);
    expect(banks[0]?.mentions).toBe(3);
  });
  it("ties a party to the CPF of its qualification", () => {
    const autora = analyze(peticao).parties.find((p) => p.name.toUpperCase() === "MARIA SILVA SANTOS");
    expect(autora?.taxId).toBe("12345678909");
  });
  it("reads a square and a street named after people, and 'danos morais', as no person", () => {
    const people = analyze(peticao)
      .entities.filter((e) => e.type === "PERSON")
      .map((e) => e.value);
    expect(people.some((p) => /Mauá|Tancredo|danos/i.test(p))).toBe(false);
  });
  it("makes an address one entity", () => {
    const places = analyze(peticao)
      .entities.filter((e) => e.type === "LOCATION")
      .map((e) => e.value);
    expect(places).toContain("Praça Mauá, 25, Centro, Santos/SP, CEP 11010-050");
  });
  it("keeps 'artigos 186 a 188 do Código Civil' whole", () => {
    const laws = analyze(peticao)
      .entities.filter((e) => e.type === "LAW")
      .map((e) => e.value);
    expect(laws).toContain("artigos 186 a 188 do Código Civil");
  });
  it("finds the first-instance court written in capitals", () => {
    const courts = analyze(peticao)
      .entities.filter((e) => e.type === "COURT")
      .map((e) => e.value);
    expect(courts.some((c) => /^2ª VARA CÍVEL DA COMARCA DE SANTOS/.test(c))).toBe(true);
  });
  it("summarises an injunction decision by the injunction, not the free legal aid", () => {
    const d = analyze(tutela).judicialDecision;
    expect(d?.decisionSummary).toMatch(/^Ante o exposto, DEFIRO a tutela de urgência/);
  });
  it("lists each part of an order once: order, deadline, fine", () => {
    const d = analyze(tutela).judicialDecision;
    const lists = [d?.judgeOrders, d?.conditions, d?.deadlines, d?.financialOrders].map((l) => l ?? []);
    const all = lists.flat();
    expect(new Set(all).size).toBe(all.length);
    expect(d?.deadlines.some((x) => x.startsWith("no prazo de 48 (quarenta e oito) horas"))).toBe(true);
    expect(d?.financialOrders.some((x) => x.includes("multa diária de R$ 5.000,00"))).toBe(true);
  });
  it("does not cut a sentence's summary at 'para:'", () => {
    const d = analyze(sentenca).judicialDecision;
    expect(d?.decisionSummary).toContain("para: a) condenar a ré ao pagamento de R$ 1.280,00");
    expect(d?.decisionSummary).toContain("b) condenar a ré ao pagamento de R$ 8.000,00");
  });
  it("tells the effective date from the end date, and names the forum's comarca and the governing law", () => {
    const a = analyze(contract);
    const of = (type: string) => a.keyFindings.filter((f) => f.type === type).map((f) => f.value);
    expect(of("effective_date")).toContain("September 1, 2024");
    expect(of("expiration_date")).toContain("August 31, 2025");
    expect(of("effective_date")).not.toContain("August 31, 2025");
    expect(of("forum")).toContain("Judicial District of Campinas, State of São Paulo");
    expect(of("governing_law")).toContain("laws of the Federative Republic of Brazil");
    expect(a.jurisdiction).toBe("brazil");
  });
});
