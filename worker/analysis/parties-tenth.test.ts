import { describe, expect, it } from "vitest";
import { analyze } from "./analyze.ts";

// Tenth round of issue #19 (docs/decisions/025-held-out-evaluation.md, "Tenth round (25d)"): Portuguese parties by
// the role name each document gives them.

const parties = (text: string): string[] => analyze(text).parties.map((p) => `${p.role}: ${p.name}`);

describe("Portuguese parties, tenth round", () => {
  it("reads a public power of attorney's grantor after 'compareceu como OUTORGANTE:' and the grantee it appoints", () => {
    const found = parties(
      "PROCURAÇÃO BASTANTE QUE FAZ: JOSÉ CARLOS MENDES\n\nSaibam quantos este público instrumento de procuração virem que, aos cinco dias do mês de maio de dois mil e vinte e quatro, nesta cidade de Goiânia, perante mim, Tabeliã, compareceu como OUTORGANTE: JOSÉ CARLOS MENDES, brasileiro, viúvo, aposentado, inscrito no CPF sob o nº 638.336.870-29, residente na Rua 5, 100, Centro, Goiânia/GO.\n\nE, por ele, me foi dito que nomeia e constitui seu bastante procurador seu filho, RICARDO ALVES MENDES, brasileiro, casado, inscrito no CPF sob o nº 683.807.609-80, a quem confere poderes para representá-lo perante o INSS.",
    );
    expect(found).toContain("outorgante: José Carlos Mendes");
    expect(found).toContain("outorgado: Ricardo Alves Mendes");
  });

  it("takes the spouse after 'e sua mulher,' with a comma as a party of the same side", () => {
    const found = parties(
      "ESCRITURA PÚBLICA DE COMPRA E VENDA\n\nCompareceram as partes: de um lado, como OUTORGANTES VENDEDORES, PEDRO LUIZ CAMARGO, brasileiro, engenheiro, inscrito no CPF sob o nº 227.410.188-47, e sua mulher, HELENA MARIA CAMARGO, brasileira, professora, inscrita no CPF sob o nº 356.300.516-87; e, de outro lado, como OUTORGADA COMPRADORA, CONSTRUTORA SERRA AZUL LTDA., inscrita no CNPJ sob o nº 68.065.528/0001-82.",
    );
    expect(found).toContain("vendedor: Helena Maria Camargo");
  });

  it("takes a numbered company qualified by its CNPJ before 'resolvem constituir' as a partner", () => {
    const found = parties(
      "CONTRATO SOCIAL DE CONSTITUIÇÃO\n\n1. JOÃO PEDRO ALVES, brasileiro, casado, engenheiro, CPF 033.446.642-39, residente em Fortaleza/CE;\n\n2. ALFA PARTICIPAÇÕES S.A., inscrita no CNPJ sob o nº 41.355.560/0001-46, com sede em Fortaleza/CE, neste ato representada por seu diretor, PAULO RAMOS;\n\nresolvem constituir uma sociedade empresária limitada, mediante as cláusulas seguintes.",
    );
    expect(found).toContain("sócio: Alfa Participações S.A.");
    expect(found.join()).not.toMatch(/Paulo Ramos/i);
  });

  it("gives an estate's petitioners the roles their appositions name: inventariante, then 'e os herdeiros'", () => {
    const found = parties(
      "EXCELENTÍSSIMO SENHOR DOUTOR JUIZ DE DIREITO DA 2ª VARA DE FAMÍLIA DA COMARCA DE GOIÂNIA – GO\n\nArrolamento sumário – Espólio de ANTÔNIO SOUZA LIMA\n\nMARIA SOUZA LIMA, inventariante, e os herdeiros CARLOS SOUZA LIMA, inscrito no CPF sob o nº 975.712.199-14, residente em Goiânia/GO, e ANA SOUZA LIMA, inscrita no CPF sob o nº 580.584.525-30, residente em Goiânia/GO, vêm, por sua advogada, apresentar o PLANO DE PARTILHA amigável.",
    );
    expect(found).toEqual([
      "inventariante: Maria Souza Lima",
      "herdeiro: Carlos Souza Lima",
      "herdeiro: Ana Souza Lima",
    ]);
  });

  it("reads an extrajudicial notice's sender and its addressee after 'À'", () => {
    const found = parties(
      "NOTIFICAÇÃO EXTRAJUDICIAL\n\nCuritiba, 18.06.2024.\n\nÀ\nPADARIA BOM GOSTO LTDA. – ME\nAv. Manoel Ribas, 100, Curitiba – PR\n\nPrezado Senhor,\n\nIMOBILIÁRIA PINHEIRAL LTDA., inscrita no CNPJ sob o nº 68.065.528/0001-82, com sede em Curitiba/PR, vem, por meio da presente, NOTIFICÁ-LA do débito de aluguéis.\n\nAtenciosamente,",
    );
    expect(found).toEqual(["notificante: Imobiliária Pinheiral Ltda.", "notificado: Padaria Bom Gosto Ltda."]);
  });
});
