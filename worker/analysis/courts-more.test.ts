import { describe, expect, it } from "vitest";
import { analyze } from "./analyze.ts";

const values = (text: string, type: string) =>
  analyze(text)
    .entities.filter((e) => e.type === type)
    .map((e) => e.value);

describe("courts named in headings and opinions", () => {
  it("finds a federal judicial section and a regional forum's civil court written in capitals", () => {
    const text = `JUSTIÇA FEDERAL
SEÇÃO JUDICIÁRIA DO RIO GRANDE DO SUL
3ª VARA FEDERAL DE PORTO ALEGRE

EXCELENTÍSSIMO SENHOR JUIZ DE DIREITO DA 2ª VARA CÍVEL DO FORO REGIONAL DE SANTO AMARO – SÃO PAULO/SP`;
    expect(values(text, "COURT")).toEqual(
      expect.arrayContaining([
        "SEÇÃO JUDICIÁRIA DO RIO GRANDE DO SUL",
        "2ª VARA CÍVEL DO FORO REGIONAL DE SANTO AMARO",
      ]),
    );
  });

  it("finds an Illinois county circuit court in a caption and a federal circuit cited in an opinion", () => {
    const text = `IN THE CIRCUIT COURT OF COOK COUNTY, ILLINOIS

RAYMOND OKAFOR,
Plaintiff,
v.
LAKESHORE TOWERS CONDOMINIUM ASSOCIATION,
Defendant.

ORDER
Under Tenth Circuit precedent, the carrier bears the burden of proof. The motion is DENIED.
Judge Maria Delgado`;
    expect(values(text, "COURT")).toEqual(
      expect.arrayContaining(["CIRCUIT COURT OF COOK COUNTY, ILLINOIS", "Tenth Circuit"]),
    );
    expect(values(text, "PERSON")).toContain("Maria Delgado");
  });

  it("does not read an identity card number as a precedent", () => {
    const text = `JOÃO DA SILVA, brasileiro, portador do RG nº 5.123.456-7 SSP/PR, vem propor ação de cobrança em face de MARIA SOUZA, brasileira.`;
    expect(values(text, "CASE_LAW")).toEqual([]);
  });
});

describe("a Southern District of New York docket number", () => {
  it("reads '23-CV-7781 (JPO)' as the case number", () => {
    const text = `UNITED STATES DISTRICT COURT\nSOUTHERN DISTRICT OF NEW YORK\n\n23-CV-7781 (JPO)\n\nOPINION AND ORDER\nThe motion to dismiss is GRANTED.`;
    expect(values(text, "CASE_NUMBER")).toContain("23-CV-7781");
  });
});
