import { describe, expect, it } from "vitest";
import { analyze } from "../analyze.ts";

const values = (text: string, type: string) =>
  analyze(text)
    .entities.filter((e) => e.type === type)
    .map((e) => e.value);

const sentenca = `PODER JUDICIÁRIO
JUSTIÇA DO TRABALHO
4ª VARA DO TRABALHO DE CONTAGEM

PROCESSO Nº 0010456-98.2023.5.03.0032
RECLAMANTE: WELLINGTON DIAS FERREIRA
ADVOGADO: PAULO ROBERTO SIQUEIRA
RECLAMADA: TRANSPORTADORA RODOVALE LTDA.
ADVOGADA: CAMILA ANDRADE VILELA

SENTENÇA
Ante o exposto, JULGO PROCEDENTES EM PARTE os pedidos.
Contagem, 5 de setembro de 2024.
Renata Couto Amaral
Juíza do Trabalho`;

describe("names placed by the layout of a Brazilian document", () => {
  it("finds counsel on the ADVOGADA line and the judge above her title, without the heading below", () => {
    const people = values(sentenca, "PERSON");
    expect(people).toEqual(expect.arrayContaining(["CAMILA ANDRADE VILELA", "Renata Couto Amaral"]));
    expect(people.some((p) => /SENTEN/.test(p))).toBe(false);
  });

  it("finds the lawyer who signs before the OAB number, and the state a heading ends with", () => {
    const text = `EXCELENTÍSSIMO SENHOR DOUTOR JUIZ DE DIREITO DA ___ VARA CÍVEL DA COMARCA DE LONDRINA – PR

FULANO DE TAL, brasileiro, solteiro, vem propor ação de cobrança em face de BELTRANO DA SILVA, brasileiro, casado.
Londrina, 8 de abril de 2024.
MARINA KOSAKA – OAB/PR 61.204`;
    expect(values(text, "PERSON")).toContain("MARINA KOSAKA");
    expect(values(text, "LOCATION")).toContain("PR");
  });

  it("reads the number in a special appeal's heading as the case number, not as case law", () => {
    const text = `SUPERIOR TRIBUNAL DE JUSTIÇA

RECURSO ESPECIAL Nº 2.104.377 - MG (2023/0381122-5)
RELATORA: MINISTRA NANCY ANDRIGHI

DECISÃO
O acórdão recorrido está em consonância com a Súmula 566 do STJ.`;
    expect(values(text, "CASE_NUMBER")).toEqual(expect.arrayContaining(["2.104.377", "2023/0381122-5"]));
    expect(values(text, "CASE_LAW")).toEqual(["Súmula 566 do STJ"]);
    expect(values(text, "PERSON")).toContain("NANCY ANDRIGHI");
  });

  it("lists the impetrante named in the header as one organisation, not as the place inside its name", () => {
    const text = `MANDADO DE SEGURANÇA Nº 5021133-64.2024.4.04.7100
IMPETRANTE: COOPERATIVA AGROPECUÁRIA VALE DO TAQUARI
IMPETRADO: DELEGADO DA RECEITA FEDERAL DO BRASIL EM PORTO ALEGRE

SENTENÇA
Ante o exposto, CONCEDO A SEGURANÇA.`;
    const orgs = values(text, "ORGANIZATION");
    expect(orgs).toEqual(
      expect.arrayContaining([
        "COOPERATIVA AGROPECUÁRIA VALE DO TAQUARI",
        "DELEGADO DA RECEITA FEDERAL DO BRASIL EM PORTO ALEGRE",
      ]),
    );
    expect(values(text, "LOCATION")).not.toContain("BRASIL");
  });
});
