import { describe, expect, it } from "vitest";
import { analyze } from "../analyze.ts";
import { titleCaps } from "./organizations.ts";

// Third round of issue #19 (docs/decisions/025-held-out-evaluation.md): the organisations a lawyer expects in the
// entity list — public bodies by name or acronym, acronyms the document defines, institutions in capitals, two
// parties on one label line — and the words that are not organisations.

const orgs = (text: string): string[] =>
  analyze(text)
    .entities.filter((e) => e.type === "ORGANIZATION")
    .map((e) => e.value);

describe("organisations, third round", () => {
  it("finds a public body in capitals without accents, and its acronym written alone", () => {
    const found = orgs(
      [
        "APELADO: INSTITUTO BRASILEIRO DO MEIO AMBIENTE E DOS RECURSOS NATURAIS RENOVAVEIS - IBAMA",
        "A apelante foi autuada pelo IBAMA por transportar madeira sem documento de origem.",
      ].join("\n"),
    );
    expect(found).toContain("INSTITUTO BRASILEIRO DO MEIO AMBIENTE E DOS RECURSOS NATURAIS RENOVAVEIS");
    expect(found).toContain("IBAMA");
  });

  it("takes an acronym the document defines as the organisation where it is used again", () => {
    const found = orgs(
      "O parecer da Fundação de Amparo ao Desenvolvimento do Sertão – FUNSERT foi aprovado. A FUNSERT publicará o edital em 10 de maio de 2024.",
    );
    expect(found.some((v) => v.startsWith("Fundação de Amparo ao Desenvolvimento do Sertão"))).toBe(true);
    expect(found).toContain("FUNSERT");
  });

  it("splits two organisations named on one label line", () => {
    const found = orgs(
      "RÉU: BANCO VALE DO SOL S.A., COOPERATIVA DE CRÉDITO DOS CAFEICULTORES LTDA.\nO Banco e a Cooperativa contestaram.",
    );
    expect(found.some((v) => /^BANCO VALE DO SOL S\.A\.?$/.test(v))).toBe(true);
    expect(found.some((v) => /^COOPERATIVA DE CRÉDITO DOS CAFEICULTORES LTDA\.?$/.test(v))).toBe(true);
    expect(found.some((v) => v.includes("S.A., COOPERATIVA"))).toBe(false);
  });

  it("reads notary offices, charities and a ministry named after a regulation", () => {
    const found = orgs(
      [
        "Lavrado no 2º TABELIONATO DE NOTAS E PROTESTO DE BLUMENAU.",
        "Deixa à ASSOCIAÇÃO BENEFICENTE CASA DO PEQUENO TRABALHADOR, inscrita no CNPJ, a quantia de R$ 10.000,00.",
        "Aplica-se o Anexo I da NR-15 do Ministério do Trabalho e Emprego.",
      ].join("\n"),
    );
    expect(found.some((v) => /TABELIONATO DE NOTAS E PROTESTO DE BLUMENAU$/.test(v))).toBe(true);
    expect(found).toContain("ASSOCIAÇÃO BENEFICENTE CASA DO PEQUENO TRABALHADOR");
    expect(found).toContain("Ministério do Trabalho e Emprego");
  });

  it("finds US agencies, school districts and credit unions, not boards named by their members or taxes", () => {
    const found = orgs(
      [
        "Plaintiff sued the Riverbend Unified School District and Pacific Summit Credit Union.",
        "The bank is regulated by the Office of the Comptroller of the Currency.",
        "The grant requires approval by the Board of Directors.",
      ].join("\n"),
    );
    expect(found).toContain("Riverbend Unified School District");
    expect(found).toContain("Pacific Summit Credit Union");
    expect(found).toContain("Office of the Comptroller of the Currency");
    expect(found).not.toContain("Board of Directors");
    const pt = orgs(
      "Cobram-se créditos de PIS e COFINS inscritos em dívida ativa pela Procuradoria-Geral da Fazenda Nacional.",
    );
    expect(pt).not.toContain("PIS");
    expect(pt).not.toContain("COFINS");
    expect(pt).toContain("Procuradoria-Geral da Fazenda Nacional");
  });

  it("title-cases capitals without moving any offset", () => {
    const text = "COOPERATIVA DE CRÉDITO DOS PRODUTORES – S.A. e U.S. EPA";
    const titled = titleCaps(text);
    expect(titled).toBe("Cooperativa de Crédito dos Produtores – S.A. e U.S. Epa");
    expect(titled.length).toBe(text.length);
  });
});
