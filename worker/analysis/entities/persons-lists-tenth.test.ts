import { describe, expect, it } from "vitest";
import { analyze } from "../analyze.ts";
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
    expect(cue("to the attention of Vitorina Ramalhov Cunhal; notices to")).toEqual(["Vitorina Ramalhov Cunhal"]);
    expect(cue("Attention: Sørvald Dalgaardsen\nSuite 4")).toEqual(["Sørvald Dalgaardsen"]);
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

describe("English people after a relation, a post or a roll call (tenth round, 25e)", () => {
  it("reads a person after a relation word and a comma, and the children listed after it", () => {
    expect(cue("my former wife, Lorvanne Beckettson, is omitted")).toEqual(["Lorvanne Beckettson"]);
    expect(cue("I appoint my sister-in-law, Gracelyn Ezeoke, as guardian")).toEqual(["Gracelyn Ezeoke"]);
    expect(cue("for the benefit of the Grantor's children, Lillivan Marlowes and Oskarin Marlowes, and")).toEqual([
      "Lillivan Marlowes",
      "Oskarin Marlowes",
    ]);
  });

  it("reads a person after a post only when the first word is a given name", () => {
    expect(cue("I direct that my accountant, Stanley Okaforo, CPA, be consulted")).toContain("Stanley Okaforo");
    expect(cue("PRTA's leave administrator, The Hartford, approved the leave")).toEqual([]);
    expect(cue("its property manager, Colliers Boise, and its lender")).toEqual([]);
  });

  it("reads a name before a two-word post after a comma", () => {
    expect(cue("Licensor Contact: Ingvald Sætherby, Account Executive")).toEqual(["Ingvald Sætherby"]);
    expect(cue("Authorized by Buyer: Francelle Dobbson, Purchasing Manager")).toEqual(["Francelle Dobbson"]);
  });

  it("reads a numbered witness label, a counsel list and a roll call separated by commas", () => {
    expect(cue("Witness 1: Moirabel Kincaidson, 22 Dundas Street, Edinburgh, Solicitor")).toEqual([
      "Moirabel Kincaidson",
    ]);
    expect(
      cue(
        "Counsel: Privanna Shahkar (Shah Consumer Law) for Plaintiff; Lionor Barrettson (Barrett & Quan LLP) for Defendant.",
      ),
    ).toEqual(["Privanna Shahkar", "Lionor Barrettson"]);
    expect(
      cue("Directors present: Elvena Vasquero (Chair), Marcon Hollowell, Privanna Natarajo and Thomer Greerson."),
    ).toEqual(expect.arrayContaining(["Elvena Vasquero", "Marcon Hollowell", "Privanna Natarajo", "Thomer Greerson"]));
  });

  it("does not read a post or a firm in a roll call as a person", () => {
    const found = cue(
      "Trustees present: Jeromel Bellson. Staff present: Denisa Whitmoor, Executive Director, and Carlon Jenson, Finance Director\nits counsel, Brownstein Hyatt Farber Schreck, LLP, is directed",
    );
    expect(found).not.toContain("Executive Director");
    expect(found).not.toContain("Finance Director");
    expect(found).not.toContain("Brownstein Hyatt Farber Schreck");
  });
});

describe("An account executive named as a contact is not a party (tenth round, 25e)", () => {
  it("does not make the contact an employee party", () => {
    const text =
      'This License Agreement is made between Nordlys Analytics AS ("Licensor") and Harbor Freight Lines, Inc. ("Licensee").\n\nLicensor Contact: Ingvald Sætherby, Account Executive\n\nLicensee shall pay the fees.';
    const parties = analyze(text).parties.map((p) => p.name);
    expect(parties).not.toContain("Ingvald Sætherby");
  });
});

describe("A post alone is no person and no party (tenth round, 25e)", () => {
  it("does not list the post before a party's label as a person or a party", () => {
    const text = [
      "FIRST AMENDMENT TO THE ENGINEERING SERVICES AGREEMENT",
      "",
      "This First Amendment is entered into by and between:",
      "",
      '(1) VENTOS DO LESTE ENERGIA S.A., with headquarters at Avenida Santos Dumont, 2789, Aldeota, Fortaleza, State of Ceará, represented in accordance with its bylaws by Raimundel Nonatov Feitosal, Chief Operating Officer, and Luízia Araújov Kühnel, Legal Director ("Client"); and',
      "",
      '(2) NORDVINTER ENGINEERING GMBH, a company incorporated in Germany, represented by its attorney-in-fact, Jens-Petter Ødegårdsen ("Contractor").',
      "",
      "1. The contract price is increased by R$ 1,150,000.00.",
    ].join("\n");
    const r = analyze(text);
    const people = r.entities.filter((e) => e.type === "PERSON").map((e) => e.value);
    expect(people).not.toContain("Legal Director");
    expect(r.parties.map((p) => p.name)).not.toContain("Legal Director");
  });
});

describe("Surnames with a capital inside or letters beyond Latin-1 (tenth round, 25e)", () => {
  it("reads a surname with a capital inside whole and never cuts a name inside a word", () => {
    const people = (text: string) =>
      findNamesEn(text)
        .filter((e) => e.type === "PERSON")
        .map((e) => e.value);
    expect(people("Hon. Ericon H. DuBoisel")).not.toContain("Hon. Ericon H. Du");
    expect(people("Hon. Ericon H. DuBoisel").join(" ")).toContain("Ericon H. DuBoisel");
    expect(people("judgment against Dr. Wiśnienko in Case No. 4")).not.toContain("Dr. Wi");
    expect(cue("By: Kathrel L. VandenBergh, Esq.")).toContain("Kathrel L. VandenBergh");
  });
});

describe("A will's appointment names a person (tenth round, 25e)", () => {
  it("reads the person after 'I appoint' followed by a comma or 'as'", () => {
    expect(cue("If he fails to serve, I appoint Bjørvald Aashemsen, of Vancouver, Washington, as alternate")).toEqual([
      "Bjørvald Aashemsen",
    ]);
    expect(cue("I hereby nominate Siobrenn Pricelly as Personal Representative")).toEqual(["Siobrenn Pricelly"]);
  });
});

describe("Nordic companies by their legal form (tenth round, 25e)", () => {
  it("reads A/S, and AS or AB before a comma, as a company's legal form but not 'such as'", () => {
    const orgs = (text: string) =>
      findNamesEn(text)
        .filter((e) => e.type === "ORGANIZATION")
        .map((e) => e.value);
    expect(orgs("KJÆRBYE EMBALLAGE A/S, a company organized under Danish law")).toEqual(["KJÆRBYE EMBALLAGE A/S"]);
    expect(orgs("FJORDHAVN AQUA SYSTEMER AS, a company incorporated in Norway")).toEqual([
      "FJORDHAVN AQUA SYSTEMER AS",
    ]);
    expect(orgs("Lindqvorn Biosciences AB (the Buyer)")).toEqual(["Lindqvorn Biosciences AB"]);
    expect(orgs("SERVICES SUCH AS CONSULTING AND TRAINING")).toEqual([]);
  });
});
