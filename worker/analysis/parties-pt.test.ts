import { describe, expect, it } from "vitest";
import { analyze } from "./analyze.ts";

const roles = (text: string) => analyze(text).parties.map((p) => `${p.role}: ${p.name}`);

describe("Portuguese parties read from the qualification and the header lines", () => {
  it("takes both spouses who propose the action and the company sued, whatever their qualification's length", () => {
    const text = `EXCELENTÍSSIMO SENHOR DOUTOR JUIZ DE DIREITO DA ___ VARA CÍVEL DA COMARCA DE MARINGÁ – PR

JOSÉ ROBERTO GUIMARÃES e ANA PAULA GUIMARÃES, brasileiros, casados entre si, ele contador, portador do RG nº 4.321.987-0, inscrito no CPF sob o nº 418.273.645-13, ela professora, inscrita no CPF sob o nº 530.918.274-88, residentes na Rua Santos Dumont, 200, Zona 1, Maringá/PR, vêm, respeitosamente, propor AÇÃO DE OBRIGAÇÃO DE FAZER em face de CONSTRUTORA PLANALTO NORTE LTDA., pessoa jurídica de direito privado, inscrita no CNPJ sob o nº 31.827.465/0001-44, com sede em Maringá/PR.`;
    expect(roles(text)).toEqual(
      expect.arrayContaining([
        "autor: José Roberto Guimarães",
        "autor: Ana Paula Guimarães",
        "réu: Construtora Planalto Norte Ltda.",
      ]),
    );
  });

  it("does not take the company's representative for a party, and finds the guarantor sued with it", () => {
    const text = `DISTRIBUIDORA SABOR DO CAMPO LTDA., pessoa jurídica de direito privado, inscrita no CNPJ sob o nº 45.281.937/0001-10, neste ato representada por seu sócio-administrador GILBERTO NUNES FARIA, brasileiro, casado, empresário, vem, por seus advogados, ajuizar AÇÃO DE COBRANÇA em face de MERCADINHO BOA VIZINHANÇA EIRELI, inscrita no CNPJ sob o nº 61.352.784/0001-01, com endereço em São Paulo/SP, e de seu fiador SEBASTIÃO DA ROCHA LIMA, brasileiro, divorciado, inscrito no CPF sob o nº 627.384.915-37.`;
    const found = roles(text);
    expect(found).toEqual(
      expect.arrayContaining([
        "autor: Distribuidora Sabor do Campo Ltda.",
        "réu: Mercadinho Boa Vizinhança EIRELI",
        "réu: Sebastião da Rocha Lima",
      ]),
    );
    expect(found.join("\n")).not.toMatch(/Gilberto/i);
  });

  it("reads RECORRENTE / RECORRIDO and RECLAMANTE / RECLAMADA lines, and not the counsel lines between them", () => {
    const text = `RECURSO ESPECIAL Nº 2.104.377 - MG
RECORRENTE: BANCO MERIDIONAL DE INVESTIMENTOS S.A.
ADVOGADOS: FÁBIO LEAL SOARES - MG098765
RECORRIDO: ODAIR JOSÉ MACHADO
ADVOGADO: LÚCIO GUEDES - MG112233

DECISÃO
Ante o exposto, NÃO CONHEÇO do recurso especial.`;
    const found = roles(text);
    expect(found).toEqual(
      expect.arrayContaining(["recorrente: Banco Meridional de Investimentos S.A.", "recorrido: Odair José Machado"]),
    );
    expect(found.join("\n")).not.toMatch(/Soares|Guedes/);
  });

  it("names the impetrante and the authority of a mandado de segurança as parties", () => {
    const text = `MANDADO DE SEGURANÇA Nº 5021133-08.2024.4.04.7100
IMPETRANTE: COOPERATIVA AGROPECUÁRIA VALE DO TAQUARI
IMPETRADO: DELEGADO DA RECEITA FEDERAL DO BRASIL EM PORTO ALEGRE

SENTENÇA
Ante o exposto, CONCEDO A SEGURANÇA.`;
    const parties = analyze(text).parties;
    expect(parties).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          role: "impetrante",
          name: "Cooperativa Agropecuária Vale do Taquari",
          entityType: "ORGANIZATION",
        }),
        expect.objectContaining({ role: "impetrado", entityType: "ORGANIZATION" }),
      ]),
    );
  });

  it("in a defence, the company that 'já qualificada' answers is the defendant, the one 'que lhe move' the plaintiff", () => {
    const text = `AUTO PEÇAS NORTE LTDA., já qualificada nos autos da ação monitória que lhe move DISTRIBUIDORA PARANÁ DE ROLAMENTOS LTDA., vem, por seu advogado, apresentar EMBARGOS MONITÓRIOS.`;
    const found = roles(text);
    expect(found).toContain("réu: Auto Peças Norte Ltda.");
    expect(found.join("\n")).not.toMatch(/autor: Auto Peças/i);
  });
});
