import { describe, expect, it } from "vitest";
import { findNamesEn } from "./names-en.ts";
import { findPersonsByCue } from "./persons-en.ts";

// Names are invented and chosen to be absent from the given-name list, so only the cue can find them.
const cue = (text: string) => findPersonsByCue(text).map((e) => e.value);

describe("English people in lists and signature blocks (tenth round, 25e)", () => {
  it("reads every numbered witness on the lines under the label, not only the first", () => {
    const text = "Witnesses:\n1. Torvald Brekkesund\n2. Ylvatine Moravec";
    expect(cue(text)).toEqual(expect.arrayContaining(["Torvald Brekkesund", "Ylvatine Moravec"]));
  });

  it("reads a numbered list of guarantors on one line, columns separated by spaces", () => {
    const text = "Guarantors:\n1. Dragomir Velkovsky  2. Zorabel Achterkamp  3. Quillon Castrovejo";
    expect(cue(text)).toEqual(["Dragomir Velkovsky", "Zorabel Achterkamp", "Quillon Castrovejo"]);
  });

  it("reads signatories separated by semicolons and skips a firm with its legal form", () => {
    const text =
      "Signatories: Torvald Brekkesund; Ylvatine Moravec; Brekkesund Tecnologia Agrícola Ltda., by Torvald Brekkesund.";
    const found = cue(text);
    expect(found).toEqual(expect.arrayContaining(["Torvald Brekkesund", "Ylvatine Moravec"]));
    expect(found.some((v) => v.includes("Tecnologia"))).toBe(false);
  });

  it("reads witnesses each followed by a residence, the last after 'and'", () => {
    const text =
      "Witnesses: Torvald Brekkesund, residing at Portland, Oregon; Ylvatine Moravec, residing at Salem, Oregon; and Quillon Castrovejo, residing at Bend, Oregon.";
    expect(cue(text)).toEqual(expect.arrayContaining(["Torvald Brekkesund", "Ylvatine Moravec", "Quillon Castrovejo"]));
  });

  it("reads a witness after 'Name:' with an identifier after it", () => {
    const text = "Witnesses:\n1. Name: Ingrild Sørvåg Vikhamar  CPF: 847.203.569-74";
    expect([...new Set(cue(text))]).toEqual(["Ingrild Sørvåg Vikhamar"]);
  });

  it("ends a list at another label, so a form's titles are not names", () => {
    const text =
      "Present: The Honorable JOHN DOE, U.S. District Judge\n     Ravelle Quintanar        Not Reported\nAttorneys Present for Plaintiff:        None Present";
    const found = cue(text);
    expect(found).not.toContain("Not Reported");
    expect(found).not.toContain("None Present");
  });

  it("reads names with Nordic and accented letters whole", () => {
    const text = "Name: Kaspian Kjærgaard Holmø, Attorney-in-fact";
    expect(cue(text)).toEqual(["Kaspian Kjærgaard Holmø"]);
  });

  it("reads a hyphenated given name or surname whole, not its tail", () => {
    expect(cue("Copies to: Mei-Lun Okorafor, Secretary")).toEqual(["Mei-Lun Okorafor"]);
    expect(cue("/s/ Ingrun Solvik-Parrow")).toEqual(["Ingrun Solvik-Parrow"]);
  });

  it("reads the second column of a signature line after 'Name:'", () => {
    const text = "Name: Hallvard Bergstrøm, VP Sales              Name: Rogélio Tavarone Coutinho, Diretor-Presidente";
    expect(cue(text)).toEqual(expect.arrayContaining(["Hallvard Bergstrøm", "Rogélio Tavarone Coutinho"]));
  });

  it("does not join two columns of 'By:' lines into one name", () => {
    const found = cue("By: Raimundel Nonatov Feitosal                    By: Luízia Araújov Kühnel");
    expect(found).not.toContain("Raimundel Nonatov Feitosal                    By");
    expect(found).toContain("Raimundel Nonatov Feitosal");
  });

  it("reads a company's representatives after 'represented by its officers' and 'attorney-in-fact,'", () => {
    expect(
      cue("herein represented by its officers Clávia Vitorina Menezal and Tiagor Albuquerq Pradel (Buyer)"),
    ).toEqual(expect.arrayContaining(["Clávia Vitorina Menezal", "Tiagor Albuquerq Pradel"]));
    expect(cue("herein represented by its attorney-in-fact, Carolvina Mendel Rochal, hereinafter BUYER")).toEqual([
      "Carolvina Mendel Rochal",
    ]);
    expect(
      cue(
        "represented in accordance with its bylaws by Raimundel Feitosal, Chief Operating Officer, and Luízia Kühnel, Legal Director",
      ),
    ).toEqual(expect.arrayContaining(["Raimundel Feitosal", "Luízia Kühnel"]));
  });

  it("reads a signatory with an office after a dash", () => {
    expect(cue("Marielva Quispel Rojal – General Manager")).toEqual(["Marielva Quispel Rojal"]);
    expect(cue("Håkvard Øvrebøl – Partner")).toEqual(["Håkvard Øvrebøl"]);
  });

  it("does not read a firm represented by another firm as a person", () => {
    expect(cue("represented by Northvale Holdings LLC, its manager")).toEqual([]);
  });
});

describe("English people named as a notice's addressee (tenth round, 25e)", () => {
  it("reads the person after 'to the attention of' and 'Attention:'", () => {
    expect(cue("to the attention of Vitorina Ramalhov Cunhal, Procurement Director")).toEqual([
      "Vitorina Ramalhov Cunhal",
    ]);
    expect(cue("Attention: Sørvald Dalgaardsen, Export Manager")).toEqual(["Sørvald Dalgaardsen"]);
  });
});

describe("English names never cut inside a word (tenth round, 25e)", () => {
  it("does not read 'Mette Kj' out of a name with Nordic letters", () => {
    const people = findNamesEn("Name: Mettira Kjærgaardsen Holm, Attorney-in-fact")
      .filter((e) => e.type === "PERSON")
      .map((e) => e.value);
    expect(people).not.toContain("Mettira Kj");
  });
});
