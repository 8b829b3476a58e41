import { describe, expect, it } from "vitest";
import { analyze } from "../analyze.ts";
import type { Entity } from "../types.ts";
import { findOabs } from "./identifiers.ts";
import { findDocketNumbers } from "./legal-en.ts";
import { refineEntities } from "./refine.ts";

// Sixth round of issue #19 (docs/decisions/025-held-out-evaluation.md): identifiers a lawyer relies on, however a
// court system, a PDF or a firm's template writes them, and numbers that only look like them.

const ofType = (text: string, type: string): string[] =>
  analyze(text)
    .entities.filter((e) => e.type === type)
    .map((e) => e.value);

describe("Brazilian case numbers, sixth round", () => {
  it("joins a CNJ number that a line break split after a separator", () => {
    const text =
      "Reconhecido por sentença nos autos do processo nº 1019933-\n87.2022.4.01.3400, transitada em julgado.";
    expect(ofType(text, "CASE_NUMBER")).toEqual(["1019933-87.2022.4.01.3400"]);
  });

  it("reads twenty bare digits as a CNJ number only when its check digits hold", () => {
    expect(ofType("Nº do processo: 07124569320248190001\nClasse: Recuperação Judicial", "CASE_NUMBER")).toEqual([
      "07124569320248190001",
    ]);
    expect(ofType("Código de barras 07124569320248190002 pago.", "CASE_NUMBER")).toEqual([]);
  });

  it("reads the federal and São Paulo numbers used before 2010 as case numbers, not precedents", () => {
    const text =
      "O crédito já foi cobrado na Execução Fiscal nº 2008.61.82.012345-6. Autos nº 0000812-87.2010.8.26.0100 (número antigo: 583.00.2008.123456-7).";
    const numbers = ofType(text, "CASE_NUMBER");
    expect(numbers).toEqual(
      expect.arrayContaining(["2008.61.82.012345-6", "583.00.2008.123456-7", "0000812-87.2010.8.26.0100"]),
    );
    expect(ofType(text, "CASE_LAW")).toEqual([]);
  });

  it("reads the Supreme Court's heading without 'Nº' as the document's own number", () => {
    const text =
      "SUPREMO TRIBUNAL FEDERAL\n\nHABEAS CORPUS 231.456 SÃO PAULO\n\nRELATOR : MIN. ANTÔNIO CARLOS FERRAZ\n\nDECISÃO\n\nEsta Corte assim decidiu no HC 188.888/MG.";
    expect(ofType(text, "CASE_NUMBER")).toEqual(["231.456"]);
    expect(ofType(text, "CASE_LAW")).toEqual(["HC 188.888/MG"]);
  });

  it("reads a number glued to its class as the case's own when the heading carries it, and a cited one as a precedent", () => {
    const text =
      "TRIBUNAL SUPERIOR DO TRABALHO\n\nPROCESSO Nº TST-RR-1000123-50.2019.5.02.0384\n\nA C Ó R D Ã O\n\nVistos estes autos de Recurso de Revista nº TST-RR-1000123-50.2019.5.02.0384. No mesmo sentido, o RR-1000871-86.2024.5.01.0044.";
    const numbers = ofType(text, "CASE_NUMBER");
    expect(numbers).toEqual(["1000123-50.2019.5.02.0384"]);
    expect(ofType(text, "CASE_LAW")).toEqual(["RR-1000871-86.2024.5.01.0044"]);
    expect(ofType(text, "COURT")).not.toContain("TST");
  });

  it("drops a work record, a tax debt or a taxpayer number read as a precedent", () => {
    const text =
      "Admitido (CTPS nº 4412387, série 0021-SP); CDA nº 80.6.23.112233-45; TRANSPORTES LTDA.\nCNPJ nº 08.331.564/0001-90";
    const at = (value: string): Entity => {
      const start = text.indexOf(value);
      return { type: "CASE_LAW", value, confidence: 0.6, start, end: start + value.length };
    };
    const kept = refineEntities(
      text,
      [at("CTPS nº 4412387, série 0021-SP"), at("CDA nº 80.6.23.112233-45"), at("LTDA.\nCNPJ nº 08.331.564/0001-90")],
      "pt",
    );
    expect(kept.filter((e) => e.type === "CASE_LAW" || e.type === "CASE_NUMBER")).toEqual([]);
  });
});

describe("OAB inscriptions, sixth round", () => {
  const oabs = (text: string) => findOabs(text).map((e) => [e.value, e.normalized]);

  it("reads the number signs, separators and lists lawyers write", () => {
    expect(
      oabs(
        "Ana, OAB/SP n.º 123.456; Bruno, OAB: SP 234.567; Carla, OAB/RJ nºs 12.345 e 23.456; Davi, OAB/SP-345.678; Eva, OAB/SP sob nº 198.004; Gil, OAB nº. 111.222/PR.",
      ),
    ).toEqual([
      ["OAB/SP n.º 123.456", "SP123456"],
      ["OAB: SP 234.567", "SP234567"],
      ["OAB/RJ nºs 12.345", "RJ12345"],
      ["23.456", "RJ23456"],
      ["OAB/SP-345.678", "SP345678"],
      ["OAB/SP sob nº 198.004", "SP198004"],
      ["OAB nº. 111.222/PR", "PR111222"],
    ]);
  });

  it("reads a section named in words", () => {
    expect(
      oabs(
        "inscrita na OAB, Seção de Minas Gerais, sob o nº 98.765, e o advogado inscrito na Ordem dos Advogados do Brasil, Secção do Estado do Rio de Janeiro, sob o nº 54.321",
      ).map((o) => o[1]),
    ).toEqual(["MG98765", "RJ54321"]);
  });

  it("reads the state and number run together under a lawyer's label, and nowhere else", () => {
    const text =
      "AGRAVANTE : BANCO SUL S.A.\nADVOGADOS : LUÍS FERNANDO ARRUDA - SP154321\n            CAROLINA TAVARES - SP298111\n";
    expect(oabs(text)).toEqual([
      ["SP154321", "SP154321"],
      ["SP298111", "SP298111"],
    ]);
    expect(oabs("Lote 12 - SP154321, quadra B")).toEqual([]);
  });
});

describe("US docket numbers, sixth round", () => {
  const dockets = (text: string) => findDocketNumbers(text).map((e) => e.normalized);

  it("reads 'Case Number', 'Case #', 'Court File No.' and an appellate filing header", () => {
    expect(
      dockets(
        "Case: 23-1234    Document: 45    Page: 1\nCase Number: 2023-CV-001234\nCourt File No. 27-CV-23-1234\nCase #: 4:23-cv-00099",
      ),
    ).toEqual(["23-1234", "2023-CV-001234", "27-CV-23-1234", "4:23-cv-00099"]);
  });

  it("keeps a New York index number's year", () => {
    expect(dockets("Index No. 654321/2023")).toEqual(["654321/2023"]);
  });

  it("leaves bar cards, attorney IDs, agreements and a judge's own number alone", () => {
    expect(
      dockets(
        "Texas Bar Card No. 24071234; Hannah Liebowitz (PA I.D. No. 312456); Agreement No. 2023-0451; Tel. No. 2125551234.\nJudge Maria Delgado, No. 2104",
      ),
    ).toEqual([]);
  });

  it("reads a California appellate number standing alone under the caption", () => {
    expect(
      dockets("PACIFIC COAST CREDIT UNION,\n    Defendant and Appellant.\n\nB329517\n(Los Angeles County)"),
    ).toEqual(["B329517"]);
  });
});

describe("courts, sixth round", () => {
  const courts = (text: string): string[] => ofType(text, "COURT");

  it("lists a federal caption's court under its full name whatever the caption's letter case", () => {
    expect(
      courts("UNITED STATES DISTRICT COURT\nNORTHERN DISTRICT OF GEORGIA\nATLANTA DIVISION\n\nJOHN ROE,\nPlaintiff,"),
    ).toEqual(["United States District Court for the Northern District of Georgia"]);
    expect(
      courts("UNITED STATES DISTRICT COURT\nEastern District of Virginia\n\nUNITED STATES OF AMERICA\nv.\nJOHN ROE"),
    ).toEqual(["United States District Court for the Eastern District of Virginia"]);
  });

  it("reads a district named with its direction alone as a court", () => {
    expect(
      courts("A parallel challenge is pending in the Northern District of Texas, and it does not bar this one."),
    ).toEqual(["Northern District of Texas"]);
  });

  it("does not list a circuit whose rule is cited", () => {
    expect(courts("This disposition is not precedent except as provided by Ninth Circuit Rule 36-3.")).toEqual([]);
  });

  it("reads a numbered judicial district's court of a county and New York's divisions", () => {
    const found = courts(
      "A related suit, Cause No. CV-22-1187 in the 385th Judicial District Court of Midland County, was nonsuited. The Appellate Division, First Department, has rejected the same defense in the Commercial Division.",
    );
    expect(found).toEqual(
      expect.arrayContaining([
        "385th Judicial District Court of Midland County",
        "Appellate Division, First Department",
        "Commercial Division",
      ]),
    );
  });

  it("reads a vara without an ordinal heading its line, and ends a comarca's court before its state", () => {
    expect(courts("PODER JUDICIÁRIO\nVARA DO TRABALHO DE ITAPIRA\n\nATOrd 0001234-26.2019.5.15.0093")).toContain(
      "VARA DO TRABALHO DE ITAPIRA",
    );
    expect(
      courts(
        "AO JUÍZO DA 7ª VARA EMPRESARIAL DA COMARCA DA CAPITAL DO ESTADO DO RIO DE JANEIRO\n\nClasse: Recuperação Judicial",
      ),
    ).toContain("7ª VARA EMPRESARIAL DA COMARCA DA CAPITAL");
  });
});
