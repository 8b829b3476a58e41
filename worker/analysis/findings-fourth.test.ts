import { describe, expect, it } from "vitest";
import { analyze } from "./analyze.ts";

// Fourth round of issue #19 (docs/decisions/025-held-out-evaluation.md, "Fourth round (21g)"): long contracts and
// acts drafted with definitions, numbered titles and clauses that carry two findings in one sentence.

const findings = (text: string, type: string) => analyze(text).keyFindings.filter((f) => f.type === type);
const find = (text: string, type: string): string[] => findings(text, type).map((f) => f.value);

describe("key findings, fourth round", () => {
  it("shows a renewal and its notice period as two parts of one sentence, not one snippet twice", () => {
    const text = [
      "SERVICES AGREEMENT",
      "This Services Agreement is entered into as of April 8, 2024 between Alpha Logistics, Inc. and Beta Digital LLC.",
      "3.1 Term. Thereafter this Agreement shall automatically renew for successive one (1) year renewal terms unless either Party gives written notice of non-renewal at least ninety (90) days before the end of the then-current term.",
    ].join("\n");
    const renewal = findings(text, "renewal_term")[0];
    const notice = findings(text, "notice_period_to_terminate_renewal")[0];
    expect(renewal?.value).toContain("automatically renew");
    expect(notice?.value.startsWith("unless either Party gives written notice")).toBe(true);
    expect(`${renewal?.start}:${renewal?.end}`).not.toBe(`${notice?.start}:${notice?.end}`);
  });

  it("keeps a rescission and its penalty, and a contract's term and a renewal, apart in a Portuguese sentence", () => {
    const text = [
      "CONTRATO DE PRESTAÇÃO DE SERVIÇOS",
      "CLÁUSULA PRIMEIRA – O presente contrato vigorará por 24 (vinte e quatro) meses a contar de 1º de outubro de 2024, renovando-se automaticamente por períodos iguais e sucessivos, salvo manifestação em contrário de qualquer das partes, por escrito, com antecedência mínima de 60 (sessenta) dias do término da vigência.",
      "CLÁUSULA SEGUNDA – A infração de qualquer cláusula deste contrato dará à parte inocente o direito de considerá-lo rescindido de pleno direito, sujeitando a parte infratora à multa compensatória equivalente a 3 (três) mensalidades.",
    ].join("\n");
    expect(find(text, "renewal_term")).toContain("renovando-se automaticamente por períodos iguais e sucessivos");
    expect(find(text, "notice_period_to_terminate_renewal").some((f) => f.includes("antecedência mínima de 60"))).toBe(
      true,
    );
    expect(find(text, "penalties").some((f) => f.startsWith("sujeitando a parte infratora à multa"))).toBe(true);
    expect(find(text, "termination_for_cause").some((f) => f.includes("rescindido de pleno direito"))).toBe(true);
  });

  it("does not show a numbered clause title as a finding", () => {
    const text = [
      "EMPLOYMENT AGREEMENT",
      "This Employment Agreement is made as of January 6, 2025 between Northwind Labs, Inc. and Jane Roe.",
      "5. Restrictive Covenants. (a) Non-Competition. For twelve (12) months after her employment ends, Employee shall not engage in any business that competes with the Company.",
      "3.3 Termination for Convenience. Either party may terminate this Agreement for convenience upon sixty (60) days' prior written notice.",
    ].join("\n");
    expect(find(text, "non_compete").some((f) => /^\(a\) Non-Competition\.?$/.test(f.trim()))).toBe(false);
    expect(find(text, "termination_for_convenience").some((f) => /^3\.3 Termination for Convenience\.?$/.test(f))).toBe(
      false,
    );
    expect(find(text, "termination_for_convenience").some((f) => f.includes("upon sixty (60) days"))).toBe(true);
  });

  it("tells an end date from an effective date in a term sentence, and reads a defined maturity date", () => {
    const msa = [
      "MASTER SERVICES AGREEMENT",
      'This Agreement is entered into as of April 8, 2024 (the "Effective Date") between Alpha Logistics, Inc. and Beta Digital LLC.',
      '3.1 Term. This Agreement shall commence on the Effective Date and continue for an initial term of three (3) years, ending on April 7, 2027 (the "Initial Term").',
    ].join("\n");
    expect(find(msa, "effective_date")).not.toContain("April 7, 2027");
    expect(find(msa, "expiration_date").some((f) => f.includes("April 7, 2027"))).toBe(true);
    const loan = [
      "TERM LOAN AGREEMENT",
      "This Term Loan Agreement dated as of June 3, 2024 is between First River Bank and Delta Machining, Inc.",
      'Section 1.01. "Maturity Date" means June 3, 2029.',
      "Section 2.03. Borrower shall repay the Loan in sixty (60) monthly installments of $54,780 each, due on the first Business Day of each month.",
    ].join("\n");
    expect(find(loan, "expiration_date")).toContain("June 3, 2029");
    expect(find(loan, "payment_terms").some((f) => f.includes("$54,780"))).toBe(true);
  });

  it("reads a late charge as a penalty only, and 'forty-five (45) days' as a payment term", () => {
    const text = [
      "SUPPLY AGREEMENT",
      "This Supply Agreement is entered into as of May 1, 2024 between Gamma Foods, Inc. and Delta Farms LLC.",
      "4.1 Buyer shall pay each undisputed invoice within forty-five (45) days after receipt.",
      "4.2 If any payment is not received within ten (10) days after its due date, Buyer shall pay a late charge equal to five percent (5%) of the overdue amount.",
      "5. Governing Law. This Agreement shall be governed by the laws of the State of Ohio.",
    ].join("\n");
    expect(find(text, "payment_terms").some((f) => f.includes("within forty-five (45) days"))).toBe(true);
    expect(find(text, "payment_terms").some((f) => f.includes("late charge"))).toBe(false);
    expect(find(text, "penalties").some((f) => f.includes("late charge"))).toBe(true);
  });

  it("takes a covenant's duration for neither the agreement's term nor misses a non-solicitation", () => {
    const text = [
      "DISTRIBUTION AGREEMENT",
      "This Distribution Agreement is entered into on February 12, 2024 between Agro Insumos S.A. and Prairie Supply Co.",
      "5.1. During the term of this Agreement and for one (1) year after its termination, Distributor shall not sell in the Territory any product that competes with the Products.",
      "6.1. During the term of this Agreement and for twelve (12) months thereafter, neither Party shall solicit for employment any employee of the other Party.",
    ].join("\n");
    expect(find(text, "expiration_date").some((f) => f.startsWith("During the term"))).toBe(false);
    expect(find(text, "non_compete").some((f) => f.includes("solicit for employment"))).toBe(true);
  });

  it("names the court of a city and county as the forum", () => {
    const text = [
      "LOAN AGREEMENT",
      "This Loan Agreement dated as of June 3, 2024 is between First River Bank and Delta Machining, Inc.",
      "4.02. Borrower submits to the jurisdiction of the District Court for the City and County of Denver.",
    ].join("\n");
    expect(find(text, "forum")).toContain("District Court for the City and County of Denver");
  });

  it("reads arras in a compromisso de compra e venda as a penalty", () => {
    const text = [
      "COMPROMISSO PARTICULAR DE COMPRA E VENDA DE IMÓVEL",
      "CLÁUSULA 2ª – O preço certo e ajustado da venda é de R$ 1.380.000,00, pagos R$ 138.000,00 a título de sinal nesta data.",
      "CLÁUSULA 3ª – Caso o PROMISSÁRIO COMPRADOR desista do negócio, perderá o sinal em favor dos PROMITENTES VENDEDORES; caso estes desistam, devolverão o sinal em dobro, e o contrato será considerado rescindido.",
    ].join("\n");
    expect(find(text, "penalties").some((f) => f.includes("perderá o sinal"))).toBe(true);
  });

  it("reads an ata's deliberations in the infinitive and the officer elected in one of them", () => {
    const text = [
      "METALÚRGICA ALFA S.A.",
      "ATA DA ASSEMBLEIA GERAL EXTRAORDINÁRIA REALIZADA EM 15 DE ABRIL DE 2024",
      "6. DELIBERAÇÕES: os acionistas presentes, por unanimidade de votos, deliberaram:",
      "6.1. Aprovar o aumento do capital social de R$ 12.000.000,00 para R$ 15.500.000,00, mediante a emissão de 3.500.000 ações ordinárias nominativas.",
      "6.2. Eleger, para o cargo de membro do Conselho de Administração, com mandato até 2026, o Sr. Carlos Eduardo Prado, brasileiro, economista, inscrito no CPF sob o nº 119.476.508-40.",
    ].join("\n");
    const resolutions = find(text, "resolutions");
    expect(resolutions.some((f) => f.includes("Aprovar o aumento do capital social"))).toBe(true);
    expect(resolutions.some((f) => f.startsWith("Eleger, para o cargo de membro do Conselho de Administração"))).toBe(
      true,
    );
    expect(find(text, "officers").some((f) => f.includes("Carlos Eduardo Prado"))).toBe(true);
    expect(find(text, "capital").some((f) => f.includes("R$ 15.500.000,00"))).toBe(true);
  });

  it("reads a lease's summary table dates, its renewal options and a waiver of consequential damages", () => {
    const text = [
      "OFFICE LEASE",
      "BASIC LEASE INFORMATION",
      "Date of Lease: November 4, 2024",
      "Landlord: Parkline Tower Owner LLC, a Georgia limited liability company",
      "Commencement Date: January 1, 2025",
      "Expiration Date: July 31, 2032",
      "",
      "3. Option to Renew. Tenant shall have two (2) options to renew the Term, each for a period of five (5) years. Tenant must exercise each option by delivering written notice to Landlord not less than nine (9) months prior to the then-scheduled Expiration Date.",
      "6. Neither party shall be liable to the other for any lost profits or consequential damages.",
      "7. Governing Law. The laws of the State of Georgia govern this Lease.",
      "8. Venue. Venue for any action concerning this Lease is proper only in the State Court of Fulton County, Georgia.",
    ].join("\n");
    expect(find(text, "effective_date")).toContain("January 1, 2025");
    expect(find(text, "expiration_date")).toContain("July 31, 2032");
    expect(find(text, "renewal_term").some((f) => f.includes("options to renew"))).toBe(true);
    expect(find(text, "notice_period_to_terminate_renewal").some((f) => f.includes("nine (9) months"))).toBe(true);
    expect(find(text, "expiration_date").some((f) => f.includes("exercise each option"))).toBe(false);
    expect(find(text, "cap_on_liability").some((f) => f.includes("consequential damages"))).toBe(true);
    expect(find(text, "governing_law").some((f) => f.includes("State of Georgia"))).toBe(true);
    expect(find(text, "forum").some((f) => f.startsWith("State Court of Fulton County"))).toBe(true);
  });

  it("reads 'governed by Brazilian law', a covenant not to engage 'directly or indirectly', and 'hold in confidence'", () => {
    const text = [
      "SERVICES AGREEMENT",
      "This Services Agreement is entered into on July 1, 2024 between Claraview Consultoria Ltda. and Halden Marine AS.",
      "2.1. This Agreement shall be in force for twelve (12) months as from its signature date.",
      "4.1. The parties undertake to keep confidential all information exchanged under this Agreement.",
      "5.1. Neither party shall, directly or indirectly, engage in the distribution of marine sensors in Brazil.",
      "6.1. Seller shall hold in confidence all information concerning the Business.",
      "7.1. This Agreement shall be governed by Brazilian law.",
    ].join("\n");
    expect(find(text, "governing_law")).toContain("Brazilian law");
    expect(find(text, "expiration_date").some((f) => f.includes("twelve (12) months"))).toBe(true);
    const confidentiality = find(text, "confidentiality");
    expect(confidentiality.some((f) => f.includes("keep confidential"))).toBe(true);
    expect(confidentiality.some((f) => f.includes("hold in confidence"))).toBe(true);
    expect(find(text, "non_compete").some((f) => f.includes("engage in the distribution"))).toBe(true);
  });

  it("reads a shareholders' agreement typed as a corporate act for its clauses, and a contrato social for its capital", () => {
    const accord = [
      "ACORDO DE ACIONISTAS DA VERDEMAR ALIMENTOS S.A.",
      "5.1. Por 2 (dois) anos após deixarem de ser acionistas, os Acionistas não poderão participar, direta ou indiretamente, de sociedade que atue no ramo de pescados.",
      "7.1. Este Acordo vigorará pelo prazo de 15 (quinze) anos contados desta data, prorrogando-se automaticamente por períodos sucessivos de 5 (cinco) anos, salvo se qualquer Acionista se opuser por escrito até 180 (cento e oitenta) dias antes do seu termo.",
      "8.2. As partes elegem o foro da Comarca de São Paulo/SP.",
    ].join("\n");
    expect(find(accord, "non_compete").some((f) => f.includes("não poderão participar"))).toBe(true);
    expect(find(accord, "renewal_term").some((f) => f.includes("prorrogando-se automaticamente"))).toBe(true);
    expect(
      find(accord, "notice_period_to_terminate_renewal").some((f) => f.includes("180 (cento e oitenta) dias")),
    ).toBe(true);
    expect(find(accord, "forum")).toContain("Comarca de São Paulo/SP");
    const social = [
      "INSTRUMENTO PARTICULAR DE CONSTITUIÇÃO DE SOCIEDADE EMPRESÁRIA LIMITADA",
      "Pelo presente instrumento particular, GUSTAVO PALMEIRA NETO e BEATRIZ TORRES SAMPAIO têm entre si justo e contratado constituir uma sociedade limitada.",
      "CLÁUSULA TERCEIRA – O capital social é de R$ 300.000,00 (trezentos mil reais), dividido em 300.000 quotas de R$ 1,00 cada.",
      "CLÁUSULA SEXTA – As deliberações serão aprovadas por sócios que representem a maioria do capital social, salvo quando a lei exigir quórum maior.",
      "CLÁUSULA NONA – Fica eleito o foro da Comarca de Salvador/BA.",
    ].join("\n");
    expect(find(social, "capital").some((f) => f.includes("R$ 300.000,00"))).toBe(true);
    expect(find(social, "capital").some((f) => f.includes("maioria do capital"))).toBe(false);
    expect(find(social, "quorum").some((f) => f.includes("maioria do capital social"))).toBe(true);
  });

  it("reads a Portuguese supply contract's term, end date and a comarca chosen without the word foro", () => {
    const text = [
      "CONTRATO DE FORNECIMENTO DE EMBALAGENS",
      "De um lado, LATICÍNIOS ALFA S.A., doravante COMPRADORA, e, de outro, POLIFLEX EMBALAGENS LTDA., doravante FORNECEDORA, ajustam o fornecimento nas condições abaixo.",
      "5. Prazo. O presente contrato tem prazo de 36 (trinta e seis) meses, com início em 1º de março de 2024 e fim em 28 de fevereiro de 2027.",
      "9. As partes elegem a Comarca de Belo Horizonte/MG como competente para dirimir quaisquer controvérsias.",
    ].join("\n");
    expect(find(text, "term").some((f) => f.includes("36 (trinta e seis) meses"))).toBe(true);
    expect(find(text, "expiration_date")).toContain("28 de fevereiro de 2027");
    expect(find(text, "forum").some((f) => f.startsWith("Comarca de Belo Horizonte"))).toBe(true);
  });

  it("reads 'This Agreement terminates on …', 'Texas law … governs' and a suit to be 'filed in' a court", () => {
    const text = [
      "CONSULTING AGREEMENT",
      "This Consulting Agreement is made on December 2, 2024 between Oakridge Utilities District and Brennan Advisors LLC.",
      "2. Term. The services shall begin on January 2, 2025. This Agreement terminates on December 31, 2025, unless extended by written amendment.",
      "6. If Consultant fails to perform its obligations in a timely manner, the District may terminate this Agreement immediately upon written notice.",
      "7. This Agreement expires three (3) years after the effective date above.",
      "8. Texas law, without reference to its choice-of-law rules, governs this Agreement. Any litigation shall be filed in the Chancery Court for Knox County, Tennessee.",
    ].join("\n");
    expect(find(text, "expiration_date")).toContain("December 31, 2025");
    expect(find(text, "expiration_date").some((f) => f.includes("three (3) years"))).toBe(true);
    expect(find(text, "termination_for_cause").some((f) => f.includes("fails to perform"))).toBe(true);
    expect(find(text, "governing_law")).toContain("Texas law");
    expect(find(text, "forum").some((f) => f.startsWith("Chancery Court for Knox County"))).toBe(true);
  });

  it("reads 'O prazo da locação é de 30 meses' as the term", () => {
    const text = [
      "CONTRATO DE LOCAÇÃO RESIDENCIAL",
      "LOCADOR: JOSÉ ROBERTO CAVALCANTI. LOCATÁRIA: ANA CLARA BEZERRA NUNES.",
      "PRIMEIRA: O prazo da locação é de 30 (trinta) meses, iniciando-se em 1º de maio de 2024 e terminando em 31 de outubro de 2026.",
      "SÉTIMA: Fica eleito o foro da Comarca de Fortaleza/CE.",
    ].join("\n");
    expect(find(text, "term").some((f) => f.includes("30 (trinta) meses"))).toBe(true);
    expect(find(text, "expiration_date")).toContain("31 de outubro de 2026");
  });

  it("reads a franchise's renewal terms, interest on overdue amounts, a territorial covenant and trade secrets", () => {
    const text = [
      "FRANCHISE AGREEMENT",
      'This Franchise Agreement is made on April 10, 2024 (the "Effective Date") between Hearthstone Franchising, Inc. and Dawn Enterprises LLC.',
      "2.2 Franchisee may renew the franchise for two (2) additional consecutive terms of five (5) years each, provided Franchisee gives Franchisor written notice not less than twelve (12) months before the end of the then-current term.",
      "3.3 All overdue amounts shall accrue interest at the lesser of eighteen percent (18%) per annum or the highest rate allowed by law.",
      "4.1 For two (2) years after termination, Franchisee shall not own, operate or have any interest in any bakery business located within ten (10) miles of the Approved Location.",
      "4.2 Franchisee shall not at any time disclose the Manual or any other trade secrets of Franchisor.",
      "5.2 Franchisor may terminate this Agreement if Franchisee fails to pay any amount due within ten (10) days after written notice.",
    ].join("\n");
    expect(find(text, "renewal_term").some((f) => f.includes("additional consecutive terms"))).toBe(true);
    expect(find(text, "notice_period_to_terminate_renewal").some((f) => f.includes("twelve (12) months"))).toBe(true);
    expect(find(text, "penalties").some((f) => f.includes("accrue interest"))).toBe(true);
    expect(find(text, "non_compete").some((f) => f.includes("bakery business"))).toBe(true);
    expect(find(text, "confidentiality").some((f) => f.includes("trade secrets"))).toBe(true);
    expect(find(text, "termination_for_cause").some((f) => f.includes("fails to pay"))).toBe(true);
    expect(find(text, "payment_terms").some((f) => f.includes("may terminate"))).toBe(false);
  });

  it("reads a licence 'granted for a period of sixty months counted from' a date, and an objection in writing", () => {
    const text = [
      "SOFTWARE LICENSE AGREEMENT",
      "This Software License Agreement is executed on October 28, 2024 between Orbital Data Systems Inc. and Companhia Fluminense S.A.",
      "3. The license is granted for a period of sixty (60) months counted from November 1, 2024. Support will be renewed for successive twelve-month periods unless the Licensee objects in writing at least ninety (90) days before the anniversary date.",
      "4. Each party shall maintain in secrecy the other party's technical information.",
      "7. This Agreement shall be interpreted in accordance with the laws of Brazil.",
    ].join("\n");
    expect(find(text, "effective_date")).toContain("November 1, 2024");
    expect(find(text, "expiration_date").some((f) => f.includes("sixty (60) months"))).toBe(true);
    expect(find(text, "notice_period_to_terminate_renewal").some((f) => f.includes("ninety (90) days"))).toBe(true);
    expect(find(text, "confidentiality").some((f) => f.includes("maintain in secrecy"))).toBe(true);
  });

  it("reads a building contract's execution period, a rescission for stopping the works, and an ata's distribution", () => {
    const works = [
      "CONTRATO DE EMPREITADA GLOBAL",
      "CLÁUSULA 3 – A obra será concluída em 10 (dez) meses contados da emissão da ordem de serviço.",
      "CLÁUSULA 6 – O contrato poderá ser rescindido pela DONA DA OBRA se a EMPREITEIRA paralisar a obra por mais de 30 (trinta) dias sem justo motivo.",
      "CLÁUSULA 7 – As partes elegem o foro da Comarca de Ponta Grossa/PR.",
    ].join("\n");
    expect(find(works, "term").some((f) => f.includes("10 (dez) meses"))).toBe(true);
    expect(find(works, "termination_for_cause").some((f) => f.includes("paralisar a obra"))).toBe(true);
    const ata = [
      "ATA DE REUNIÃO DE SÓCIOS DA VALE NORTE LOGÍSTICA LTDA.",
      "Presença: sócios representando a totalidade do capital social.",
      "Deliberações tomadas por unanimidade: (a) as contas dos administradores foram aprovadas sem reservas; (b) o lucro líquido de R$ 1.240.000,00 será distribuído aos sócios na proporção de suas quotas; (c) fica designada administradora a Sra. Priscila Moraes Tavares, com mandato por prazo indeterminado.",
    ].join("\n");
    expect(find(ata, "resolutions").some((f) => f.includes("será distribuído aos sócios"))).toBe(true);
    expect(find(ata, "officers").some((f) => f.includes("Priscila Moraes Tavares"))).toBe(true);
  });

  it("reads a loan's instalments, last instalment date and acceleration, and a representation's just cause", () => {
    const loan = [
      "CONTRATO DE MÚTUO FINANCEIRO",
      "1. A MUTUANTE empresta à MUTUÁRIA a quantia de R$ 3.000.000,00 (três milhões de reais).",
      "3. O principal e os juros serão restituídos em 24 (vinte e quatro) parcelas mensais e sucessivas de R$ 145.000,00, vencendo-se a primeira em 15 de agosto de 2024 e a última em 15 de julho de 2026.",
      "5. Considerar-se-á vencida antecipadamente a dívida se a MUTUÁRIA tiver sua falência requerida ou pedir recuperação judicial.",
      "7. As partes elegem o foro da Comarca da Capital do Estado do Rio de Janeiro.",
    ].join("\n");
    expect(find(loan, "payment_terms").some((f) => f.includes("R$ 145.000,00"))).toBe(true);
    expect(find(loan, "expiration_date")).toContain("15 de julho de 2026");
    expect(find(loan, "effective_date")).not.toContain("15 de agosto de 2024");
    expect(find(loan, "termination_for_cause").some((f) => f.includes("vencida antecipadamente"))).toBe(true);
    const agency = [
      "CONTRATO DE REPRESENTAÇÃO COMERCIAL AUTÔNOMA",
      "Quarta. A denúncia imotivada do contrato dependerá de aviso prévio de 30 (trinta) dias; se a denúncia partir da REPRESENTADA sem justo motivo, será devida indenização.",
      "Quinta. Constituem justo motivo para a rescisão pela REPRESENTADA a desídia da REPRESENTANTE no cumprimento das obrigações.",
      "Sétima. Fica eleito o foro da Comarca de Goiânia/GO.",
    ].join("\n");
    const cause = find(agency, "termination_for_cause");
    expect(cause.some((f) => f.includes("justo motivo para a rescisão"))).toBe(true);
    expect(cause.some((f) => f.includes("denúncia imotivada"))).toBe(false);
  });

  it("reads a notary's public will: the testator's declaration, 'lega ao', and the executor apart from the heir", () => {
    const text = [
      "TESTAMENTO PÚBLICO",
      "Aos três dias do mês de setembro de dois mil e vinte e quatro, no 4º Tabelião de Notas, compareceu o Sr. OSWALDO FERRETTI, comerciante aposentado, que, em seu perfeito juízo, declarou as suas disposições de última vontade, a seguir reproduzidas:",
      "1) Institui sua herdeira universal a sobrinha CARMEN FERRETTI LOPES, que receberá a totalidade de seus bens.",
      "2) Lega ao seu afilhado LUCAS MENDONÇA FERRETTI o veículo de sua propriedade.",
      "3) Lega à Santa Casa de Misericórdia de Campinas a quantia de R$ 120.000,00 (cento e vinte mil reais).",
      "4) Nomeia testamenteira a herdeira CARMEN FERRETTI LOPES, a quem concede o prazo de 180 (cento e oitenta) dias para cumprir o testamento.",
    ].join("\n");
    expect(find(text, "testator").some((f) => f.includes("OSWALDO FERRETTI"))).toBe(true);
    const legatees = find(text, "legatees");
    expect(legatees.some((f) => f.includes("LUCAS MENDONÇA FERRETTI"))).toBe(true);
    expect(legatees.some((f) => f.includes("Santa Casa de Misericórdia de Campinas"))).toBe(true);
    expect(find(text, "executor").some((f) => f.startsWith("4) Nomeia testamenteira"))).toBe(true);
  });

  it("reads a board consent's election and a resolution that shares its sentence with the capital", () => {
    const text = [
      "UNANIMOUS WRITTEN CONSENT OF THE BOARD OF DIRECTORS OF CASCADIA FRESH FOODS, INC.",
      "The undersigned, being all of the members of the Board of Directors, hereby adopt the following resolutions by unanimous written consent:",
      "RESOLVED FURTHER, that Marisol Quintero is hereby elected Chief Financial Officer of the Corporation, to serve until her successor is duly elected.",
      "RESOLVED FURTHER, that the Board recommends to the shareholders an amendment to the Articles of Incorporation increasing the number of authorized shares of Common Stock from 10,000,000 to 25,000,000 shares.",
    ].join("\n");
    expect(
      find(text, "officers").some((f) => f.includes("Marisol Quintero is hereby elected Chief Financial Officer")),
    ).toBe(true);
    expect(find(text, "resolutions").some((f) => f.includes("increasing the number of authorized shares"))).toBe(true);
    expect(find(text, "capital").some((f) => f.includes("25,000,000 shares"))).toBe(true);
    expect(find(text, "resolutions")).not.toContain("RESOLVED FURTHER");
  });

  it("reads a county contract's extension option, a mutual cap, convenience and a California superior court", () => {
    const text = [
      "DATA HOSTING SERVICES AGREEMENT",
      "This Agreement is made as of July 1, 2024 between County of San Luis Obispo and Tidepool Cloud Services, Inc.",
      "SECTION 2. The County may, at its sole option, extend the term for up to two (2) additional one-year periods by written notice given no later than sixty (60) days before the term would otherwise end.",
      "SECTION 6. Except for breaches of Section 5, neither party's liability under this Agreement will exceed the total fees payable in the twelve months preceding the claim.",
      "SECTION 7. The County may terminate this Agreement for its convenience on ninety (90) days' written notice.",
      "SECTION 8. This Agreement shall be governed by California law. Venue shall be in the Superior Court of California, County of San Luis Obispo.",
    ].join("\n");
    expect(find(text, "renewal_term").some((f) => f.includes("extend the term"))).toBe(true);
    expect(find(text, "notice_period_to_terminate_renewal").some((f) => f.includes("sixty (60) days"))).toBe(true);
    expect(find(text, "cap_on_liability").some((f) => f.includes("liability under this Agreement will exceed"))).toBe(
      true,
    );
    expect(find(text, "termination_for_convenience").some((f) => f.includes("for its convenience"))).toBe(true);
    expect(find(text, "forum")).toContain("Superior Court of California, County of San Luis Obispo");
  });

  it("reads a gift of an amount with cents, a parceria's term, sharing of crops and resolution, and a numbered PT title", () => {
    const will = [
      "LAST WILL AND TESTAMENT OF RAYMOND KOWALCZYK",
      "I, Raymond Kowalczyk, of the City of Milwaukee, Wisconsin, declare this instrument to be my Will.",
      "THIRD: I give the sum of Ten Thousand Dollars ($10,000.00) to St. Josaphat Parish of Milwaukee.",
    ].join("\n");
    expect(find(will, "legatees").some((f) => f.includes("St. Josaphat Parish"))).toBe(true);
    const lease = [
      "CONTRATO DE PARCERIA AGRÍCOLA",
      "1. Da duração. A parceria vigerá por 3 (três) anos agrícolas, iniciando-se em 1º de setembro de 2024 e encerrando-se em 31 de agosto de 2027, assegurado ao parceiro-outorgado o direito de preferência na renovação.",
      "2. Da partilha. Os frutos da colheita serão partilhados na proporção de 30% (trinta por cento) ao parceiro-outorgante e 70% (setenta por cento) ao parceiro-outorgado.",
      "4. Da resolução. O descumprimento das obrigações autoriza o parceiro-outorgante a pedir a resolução do contrato, sem prejuízo de multa equivalente a 10% (dez por cento) do valor da safra.",
      "5. Do foro.",
      "Fica eleito o foro da comarca de situação do imóvel, Toledo/PR.",
    ].join("\n");
    expect(find(lease, "term").some((f) => f.includes("3 (três) anos agrícolas"))).toBe(true);
    expect(find(lease, "effective_date")).toContain("1º de setembro de 2024");
    expect(find(lease, "expiration_date")).toContain("31 de agosto de 2027");
    expect(find(lease, "payment_terms").some((f) => f.includes("30% (trinta por cento)"))).toBe(true);
    expect(find(lease, "termination_for_cause").some((f) => f.includes("resolução do contrato"))).toBe(true);
    expect(find(lease, "penalties").some((f) => f.includes("multa equivalente a 10%"))).toBe(true);
    expect(find(lease, "forum")).not.toContain("5. Do foro.");
  });

  it("keeps a denied extension out of the renewal, names the county courts sit in, and splits two termination rights", () => {
    const sublease = [
      "SUBLEASE AGREEMENT",
      "This Sublease Agreement is dated as of March 3, 2025 between Halcyon Media Group, Inc. and Periwinkle Health, Inc.",
      "2. The Sublease Term shall begin on April 1, 2025 and end on January 30, 2029. Subtenant shall have no right to extend the Sublease Term.",
      "7. This Sublease shall be governed by the laws of the State of New York, and the parties submit to the jurisdiction of the courts of the State of New York sitting in New York County.",
    ].join("\n");
    expect(find(sublease, "renewal_term")).toHaveLength(0);
    expect(find(sublease, "forum").some((f) => f.includes("New York County"))).toBe(true);
    const licence = [
      "CONTRATO DE LICENCIAMENTO DE USO DE SOFTWARE",
      "CLÁUSULA 6 – Este contrato poderá ser rescindido por qualquer das partes, mediante notificação com antecedência de 90 (noventa) dias, ou de imediato, em caso de inadimplemento de obrigação essencial não sanado em 10 (dez) dias.",
      "CLÁUSULA 7 – Fica eleito o foro da Comarca de Ribeirão Preto/SP.",
    ].join("\n");
    const convenience = findings(licence, "termination_for_convenience");
    const cause = findings(licence, "termination_for_cause");
    expect(convenience.some((f) => f.value.includes("antecedência de 90 (noventa) dias"))).toBe(true);
    expect(cause.some((f) => f.value.startsWith("em caso de inadimplemento"))).toBe(true);
    expect(`${convenience[0]?.start}:${convenience[0]?.end}`).not.toBe(`${cause[0]?.start}:${cause[0]?.end}`);
  });
});
