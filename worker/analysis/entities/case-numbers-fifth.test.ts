import { describe, expect, it } from "vitest";
import { analyze } from "../analyze.ts";

// Fifth round of issue #19 (docs/decisions/025-held-out-evaluation.md): a case's own number, however its label
// writes it, against the precedents it cites.

const ofType = (text: string, type: string): string[] =>
  analyze(text)
    .entities.filter((e) => e.type === type)
    .map((e) => e.value);

describe("case numbers, fifth round", () => {
  it("reads a labelled CNJ number as the case's number even when its check digits fail", () => {
    const text =
      "PODER JUDICIÁRIO\nProcesso nº 0009981-72.2023.8.17.2480\nApelação Cível nº 1034521-09.2022.8.26.0100\nATSum 0010877-21.2023.5.15.0008\n\nSENTENÇA\n\nVistos. Aplica-se o entendimento do REsp 1.234.567/SP ao caso.";
    const numbers = ofType(text, "CASE_NUMBER");
    expect(numbers).toEqual(
      expect.arrayContaining(["0009981-72.2023.8.17.2480", "1034521-09.2022.8.26.0100", "0010877-21.2023.5.15.0008"]),
    );
    const caseLaw = ofType(text, "CASE_LAW");
    expect(caseLaw.some((v) => v.includes("0009981") || v.includes("1034521"))).toBe(false);
    expect(caseLaw).toContain("REsp 1.234.567/SP");
  });

  it("does not read a vote's number written in capitals as the case's number", () => {
    expect(ofType("ACÓRDÃO\nVOTO Nº 41.227\nApelação nº 1034521-09.2022.8.26.0100", "CASE_NUMBER")).not.toContain(
      "41.227",
    );
  });

  it("reads state dockets after a case label or a caption's bare 'No.', in capitals too", () => {
    const text =
      "CAUSE NO. 2023-41877\nIN THE DISTRICT COURT OF HARRIS COUNTY, TEXAS\nCASE NO.: 2024-015233-CA-01\nDOCKET NO. FM-02-1187-23\nNo. 2022 L 004411\nNo. 126,318\nTrial Court Cause No. DC-22-04417\nThe plaintiff appeals from the order of the court in 24-1187-cv, and the defendant opposes the motion for summary judgment.";
    expect(ofType(text, "CASE_NUMBER")).toEqual(
      expect.arrayContaining([
        "2023-41877",
        "2024-015233-CA-01",
        "FM-02-1187-23",
        "2022 L 004411",
        "126,318",
        "DC-22-04417",
        "24-1187-cv",
      ]),
    );
  });

  it("leaves a bar registration, a filing and a statute's number alone", () => {
    const text =
      "Nathaniel O. Burke (N.C. Bar No. 41277), Texas Bar No. 24071183, WSBA No. 48812. See ECF No. 1234 and Law No. 12,846/2013; Pub. L. No. 111-203.";
    expect(ofType(text, "CASE_NUMBER")).toEqual([]);
  });
});

describe("Minas Gerais process numbers, fifth round", () => {
  it("reads the court's own numbering after an appeal's label as the case's number", () => {
    const text =
      "TRIBUNAL DE JUSTIÇA DO ESTADO DE MINAS GERAIS\nAgravo de Instrumento-Cv Nº 1.0000.24.118734-2/001\n\nEMENTA: Agravo de instrumento. Tutela de urgência. Recurso provido.";
    expect(ofType(text, "CASE_NUMBER")).toContain("1.0000.24.118734-2/001");
    expect(ofType(text, "CASE_LAW").some((v) => v.includes("118734"))).toBe(false);
  });
});

describe("Brazilian first-instance courts, fifth round", () => {
  const courts = (text: string): string[] =>
    analyze(text)
      .entities.filter((e) => e.type === "COURT")
      .map((e) => e.value);

  it("lists the vara of a 'Comarca – Vara' heading as the court", () => {
    const found = courts(
      "PODER JUDICIÁRIO DO ESTADO DE PERNAMBUCO\nComarca de Caruaru – 3ª Vara Cível\nProcesso nº 0009981-72.2023.8.17.2480\n\nSENTENÇA\n\nVistos. Julgo procedente o pedido.",
    );
    expect(found).toContain("3ª Vara Cível");
    expect(found).not.toContain("Comarca de Caruaru – 3ª Vara Cível");
  });

  it("ends a vara's seat where the sentence goes on in lower case", () => {
    const found = courts(
      "Trata-se de recurso ordinário contra a sentença da 1ª Vara do Trabalho de Caxias do Sul nos autos nº 0020887-11.2023.5.04.0401, que julgou parcialmente procedentes os pedidos.",
    );
    expect(found).toContain("1ª Vara do Trabalho de Caxias do Sul");
  });
});

describe("state courts, fifth round", () => {
  it("reads common pleas, numbered judicial districts, judicial circuits, city-and-county and county courts", () => {
    const text =
      "APPEAL from the Franklin County Court of Common Pleas. On appeal from the 193rd Judicial District Court. IN THE CIRCUIT COURT OF THE ELEVENTH JUDICIAL CIRCUIT. The parties submit to the District Court for the City and County of Denver and to the State Court of Fulton County, Georgia. Appeal from Sedgwick District Court; the judgment is affirmed.";
    const found = ofType(text, "COURT");
    expect(found).toEqual(
      expect.arrayContaining([
        "Franklin County Court of Common Pleas",
        "193rd Judicial District Court",
        "CIRCUIT COURT OF THE ELEVENTH JUDICIAL CIRCUIT",
        "District Court for the City and County of Denver",
        "State Court of Fulton County, Georgia",
        "Sedgwick District Court",
      ]),
    );
  });

  it("does not read a sentence's first word before 'District Court' as a county", () => {
    expect(ofType("The District Court denied the motion, and the plaintiff appealed.", "COURT")).not.toContain(
      "The District Court",
    );
  });
});
