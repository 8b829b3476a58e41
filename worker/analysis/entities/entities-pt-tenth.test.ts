import { describe, expect, it } from "vitest";
import { analyze } from "../analyze.ts";

// Tenth round of issue #19 (docs/decisions/025-held-out-evaluation.md, "Tenth round (25d)"): Portuguese names on the
// new drafting of batch z.

const persons = (text: string): string[] =>
  analyze(text)
    .entities.filter((e) => e.type === "PERSON")
    .map((e) => e.value);

describe("Portuguese entities, tenth round", () => {
  it("drops a name the model cut at its start where the text names the whole person", () => {
    const found = persons(
      "TESTAMENTO PARTICULAR\n\nEu, ODETE MARIA FAGUNDES VARGAS, brasileira, viúva, professora aposentada, inscrita no CPF sob o nº 468.819.736-59, residente e domiciliada na Rua Coronel Bordini, 1.120, Porto Alegre/RS, faço este testamento particular.\n\nPRIMEIRO – Nomeio testamenteiro meu filho RICARDO FAGUNDES VARGAS.\n\nPorto Alegre, 14 de fevereiro de 2024.\n\nODETE MARIA FAGUNDES VARGAS\nTestadora",
    );
    expect(found.some((p) => /^odete maria fagundes vargas$/i.test(p))).toBe(true);
    expect(found.some((p) => /^maria fagundes vargas$/i.test(p))).toBe(false);
  });

  it("reads a PJe counsel line's inscription with its thousands dot ('NAME - SP214.378') and under 'REPRESENTANTES POLO ATIVO'", () => {
    const oab = analyze(
      "EMBARGOS À EXECUÇÃO FISCAL (1118) Nº 8063280-56.2023.4.03.6182\nEMBARGANTE: METALÚRGICA BOTUJURU LTDA\nAdvogados do(a) EMBARGANTE: RENATO TADEU SALVADOR - SP214.378, JULIANA MOREIRA DIAS - SP301.552\nREPRESENTANTES POLO ATIVO: BRUNO HENRIQUE SALES PORTELA - DF48.551\n\nSENTENÇA\n\nVistos.",
    )
      .entities.filter((e) => e.type === "OAB")
      .map((e) => e.value);
    expect(oab).toEqual(["SP214.378", "SP301.552", "DF48.551"]);
  });

  it("takes a civil or property registry named 'Serviço de Registro' with its ordinal and district as one organisation", () => {
    const orgs = analyze(
      "O autor da herança faleceu em Curitiba/PR, conforme certidão de óbito expedida pelo Serviço de Registro Civil das Pessoas Naturais da 3ª Circunscrição de Curitiba. O imóvel está matriculado sob o nº 44.318 no 2º Serviço de Registro de Imóveis de Curitiba.",
    )
      .entities.filter((e) => e.type === "ORGANIZATION")
      .map((e) => e.value);
    expect(orgs).toContain("Serviço de Registro Civil das Pessoas Naturais da 3ª Circunscrição de Curitiba");
    expect(orgs).toContain("2º Serviço de Registro de Imóveis de Curitiba");
  });

  it("lists no benefit date (DIB, DIP) as an organisation", () => {
    const orgs = analyze(
      "SENTENÇA\n\nAnte o exposto, JULGO PROCEDENTE o pedido para condenar o INSS a conceder à autora o benefício de aposentadoria por idade rural, com DIB em 20/10/2023 (data do requerimento administrativo), DIP em 01/05/2024 e renda mensal inicial de um salário mínimo, e a pagar as parcelas vencidas entre a DIB e a DIP, corrigidas pelo IPCA-E.\n\nApós o trânsito em julgado, expeça-se RPV em favor da autora.",
    )
      .entities.filter((e) => e.type === "ORGANIZATION")
      .map((e) => e.value);
    expect(orgs).not.toContain("DIB");
    expect(orgs).not.toContain("DIP");
  });

  it("lists a TJSP heading's 'FORO DE GUARULHOS' line and a 'Tribunal Pleno' as courts", () => {
    const courts = analyze(
      "PODER JUDICIÁRIO\nTRIBUNAL DE JUSTIÇA DO ESTADO DE SÃO PAULO\nCOMARCA DE GUARULHOS\nFORO DE GUARULHOS\n2ª VARA DA FAMÍLIA E DAS SUCESSÕES\n\nSENTENÇA\n\nO acórdão está em consonância com o RE 1.008.166/SC, Rel. Min. Luiz Fux, Tribunal Pleno, DJe de 20/4/2023.",
    )
      .entities.filter((e) => e.type === "COURT")
      .map((e) => e.value);
    expect(courts).toContain("FORO DE GUARULHOS");
    expect(courts).toContain("Tribunal Pleno");
  });

  it("keeps the holding's verb in capitals out of the convicted person's name ('para CONDENAR WESLEY …')", () => {
    const found = persons(
      "SENTENÇA\n\nAnte o exposto, JULGO PROCEDENTE a pretensão punitiva estatal para CONDENAR WESLEY HENRIQUE DOS SANTOS CARDOSO como incurso no art. 157, § 2º, II, do Código Penal.\n\nP.R.I.",
    );
    expect(found.some((p) => /^CONDENAR\b/.test(p))).toBe(false);
  });

  it("takes a school named after a person as the school, not the person", () => {
    const a = analyze(
      "As necessidades da alimentanda, com seis anos de idade e matriculada na Escola Municipal Professora Cecília Meireles, são presumidas.",
    );
    const values = a.entities.map((e) => `${e.type}: ${e.value}`);
    expect(values).toContain("ORGANIZATION: Escola Municipal Professora Cecília Meireles");
    expect(values).not.toContain("PERSON: Cecília Meireles");
  });

  it("reads a person-like name after 'Residencial' as the building it names", () => {
    const values = analyze(
      "Trata-se de agravo de instrumento contra a decisão que deferiu tutela de urgência para suspender a cobrança das parcelas do compromisso de compra e venda da unidade 1.204 do Residencial Jardim Botânico, situado na Rua Engenheiro Ostoja Roguski, 690, Jardim Botânico, Curitiba/PR.",
    ).entities.map((e) => `${e.type}: ${e.value}`);
    expect(values).not.toContain("PERSON: Jardim Botânico");
  });

  it("lists neither a company's kind ('Companhia Fechada') nor a procedure's class ('Procedimento Comum Cível') as an organisation", () => {
    const orgs = analyze(
      "ATA DA ASSEMBLEIA GERAL ORDINÁRIA DA METALÚRGICA SERRA AZUL S.A.\nCompanhia Fechada\nCNPJ nº 53.675.238/0001-83\n\nProcesso Digital nº: 8629276-42.2024.8.26.0100\nClasse - Assunto: Procedimento Comum Cível - Indenização por Dano Material\n\nA Companhia aprovou as contas do exercício.",
    )
      .entities.filter((e) => e.type === "ORGANIZATION")
      .map((e) => e.value);
    expect(orgs).not.toContain("Companhia Fechada");
    expect(orgs).not.toContain("Companhia");
    expect(orgs).not.toContain("Procedimento Comum Cível");
  });
});
