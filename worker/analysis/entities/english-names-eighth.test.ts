import { describe, expect, it } from "vitest";
import { analyze } from "../analyze.ts";
import { findMoney } from "./money.ts";
import { findPersonsByGivenName, isFirmShaped, isPersonShaped } from "./persons-given.ts";

const values = (text: string, type: string) =>
  analyze(text)
    .entities.filter((e) => e.type === type)
    .map((e) => e.value);
const given = (text: string) => findPersonsByGivenName(text).map((e) => e.value);

describe("English people named with no cue around them", () => {
  it("finds a person in running prose by a given name followed by a surname", () => {
    const text =
      "The company's only shareholder is Rebecca Szabo, who lives in Ohio, and its bookkeeper was Jonathan Prewitt.";
    expect(values(text, "PERSON")).toEqual(expect.arrayContaining(["Rebecca Szabo", "Jonathan Prewitt"]));
  });

  it("finds a name with a middle initial whatever its first name, in title case or in capitals", () => {
    expect(given("the affidavit of Thaddeus Q. Wormsley was filed")).toEqual(["Thaddeus Q. Wormsley"]);
    expect(given("ORVILLE P. STANCZYK, an individual,")).toEqual(["ORVILLE P. STANCZYK"]);
  });

  it("finds each name of a signature block's lines and of a two-line list", () => {
    expect(given("By: /s/ Olivia Brandstetter\nOlivia Brandstetter\nMarcus Ikeda\n44 Elm Street")).toEqual([
      "Olivia Brandstetter",
      "Olivia Brandstetter",
      "Marcus Ikeda",
    ]);
  });

  it("splits two people written one after the other where the second given name starts", () => {
    expect(given("Signed by Victor Almeida Rachel Kowalczyk")).toEqual(["Victor Almeida", "Rachel Kowalczyk"]);
  });

  it("keeps a role word or a rank out of the name", () => {
    expect(given("Plaintiff Theresa Gudmundsen sued")).toEqual(["Theresa Gudmundsen"]);
    const people = values(
      "Defendants are SGT. DENNIS WOJCIK and Mr. Halvorsen's employer, Eastgate Bakery LLC.",
      "PERSON",
    );
    expect(people).toContain("DENNIS WOJCIK");
    expect(people.some((p) => /SGT|['’]s$/.test(p))).toBe(false);
  });

  it("reads a given name that is also a month, a place or a firm as a name only with a middle initial", () => {
    expect(given("Virginia K. Moss signed it")).toEqual(["Virginia K. Moss"]);
    expect(given("Austin Street and June Harlow Gardens")).toEqual([]);
  });

  it("does not read a building, a place or a fictitious party named after a person as that person", () => {
    expect(given("at the Thomas Wexford Building and Port Arthur Smith")).toEqual([]);
    expect(given("JOHN DOE and JANE ROE, Defendants")).toEqual([]);
  });
});

describe("firms and people in an English caption's capitals", () => {
  it("tells a person's name from a firm's by its words", () => {
    expect(isPersonShaped("MARIA EDUARDA FONTES LACERDA")).toBe(true);
    expect(isPersonShaped("HARBOR LIGHT OUTFITTERS")).toBe(false);
    expect(isFirmShaped("HARBOR LIGHT OUTFITTERS")).toBe(true);
    expect(isFirmShaped("U.S. BUREAU OF RECLAMATION")).toBe(true);
    expect(isFirmShaped("DESMOND K. ACHTERBERG")).toBe(false);
  });

  it("lists a caption firm in capitals as an organisation and a caption person in capitals as a person", () => {
    const text = `UNITED STATES DISTRICT COURT
DISTRICT OF OREGON

CASCADIA TIMBER SUPPLY, LLC,
          Plaintiff,
v.
WALLACE J. PRENDERGAST,
          Defendant.

Plaintiff Cascadia Timber Supply, LLC sues Wallace J. Prendergast for the price of lumber.`;
    const analysis = analyze(text);
    const typed = (v: string) => analysis.entities.filter((e) => e.value.toUpperCase() === v).map((e) => e.type);
    expect(typed("WALLACE J. PRENDERGAST")).not.toContain("ORGANIZATION");
    expect(analysis.entities.some((e) => e.type === "PERSON" && /CASCADIA/i.test(e.value))).toBe(false);
  });

  it("cuts the lawyer named before a firm from the firm's name", () => {
    const text = "Brenda T. Okafor and Lucas M. Ferreira, Okafor Ferreira & Lunde LLP, Tulsa, Oklahoma, for Appellant.";
    const orgs = values(text, "ORGANIZATION");
    expect(orgs).toContain("Okafor Ferreira & Lunde LLP");
    expect(values(text, "PERSON")).toEqual(expect.arrayContaining(["Brenda T. Okafor", "Lucas M. Ferreira"]));
  });

  it("reads two signature columns on one line as two names", () => {
    const text = `IN WITNESS WHEREOF, the parties sign below.

PIERCE COUNTY                                 TAHOMA COMMUNITY FOOD BANK
By: /s/ Nora Whitcombe                        By: /s/ Elliot Park
Name: Nora Whitcombe                          Name: Elliot Park`;
    const people = values(text, "PERSON");
    expect(people).toEqual(expect.arrayContaining(["Nora Whitcombe", "Elliot Park"]));
    expect(people.some((p) => /Whitcombe.*Elliot|Name$/.test(p))).toBe(false);
    expect(values(text, "ORGANIZATION").some((o) => /PIERCE COUNTY\s+TAHOMA/.test(o))).toBe(false);
  });

  it("ends a court's name at its line so that the judge on the next line is found", () => {
    const text = `Appeal from the United States District Court for the Western District of Washington
Tana Lin, District Judge, Presiding`;
    expect(values(text, "PERSON")).toContain("Tana Lin");
  });

  it("lists the person of an estate's caption, not the estate", () => {
    const text = `ESTATE OF GILBERT R. HUNNICUTT,
          Plaintiff,
v.
MAPLE GROVE SENIOR CARE, INC.,
          Defendant.`;
    const analysis = analyze(text);
    expect(analysis.entities.some((e) => /ESTATE OF/i.test(e.value))).toBe(false);
  });
});

describe("legal forms and amounts of cross-border English drafting", () => {
  it("reads reais written with US separators", () => {
    const [m] = findMoney("The price is R$ 18,500,000.00 (eighteen million five hundred thousand reais).");
    expect(m?.value).toBe("R$ 18,500,000.00");
    expect(m?.normalized).toEqual({ amount: 18500000, currency: "BRL" });
  });

  it("knows a professional association and a German company written in capitals", () => {
    const text = "Counsel: Delgado Rourke, P.A. The supplier is HANSEATIC AGRAR GMBH, a German company.";
    expect(values(text, "ORGANIZATION")).toEqual(
      expect.arrayContaining(["Delgado Rourke, P.A.", "HANSEATIC AGRAR GMBH"]),
    );
  });
});

describe("roles and party labels around the names now found", () => {
  it("does not make a person an instrument's party by the lower-case word employee", () => {
    const text = `ORDER

The Respondent violated the Act by discharging employee Dana Whitfield. Marco Ruiz, an employee of the Respondent, testified. The Respondent shall offer Dana Whitfield reinstatement.`;
    expect(analyze(text).parties.some((p) => p.role === "employee")).toBe(false);
  });

  it("does not read a signature label as labelling the next column's firm", () => {
    const text = `SEPARATION AGREEMENT

This Separation Agreement is entered into by Olivia R. Mendez ("Employee") and LUMEN ROBOTICS, INC. ("Company").

1. Payment. The Company shall pay Employee $10,000.

EMPLOYEE:                                  LUMEN ROBOTICS, INC.

______________________________             By: ______________________________
Olivia R. Mendez                               Name: Howard Tran`;
    const company = analyze(text).parties.find((p) => /LUMEN/i.test(p.name));
    expect(company?.role).not.toBe("employee");
  });
});

describe("possessives around English names", () => {
  it("reads a possessive first word as the owner of a firm's name, not as a person", () => {
    expect(given("Mitchell Vitalis, director of Mitchell's Web Advance, PLC")).toEqual(["Mitchell Vitalis"]);
    expect(given("Mary Jones's car")).toEqual(["Mary Jones"]);
  });
});

describe("words that name a side or a term, not a person", () => {
  it("does not list a side's word alone or a court's term as a person", () => {
    const text = `STATE OF OHIO,
          Appellee,
v.
CARRIER,
          Appellant.

This appeal was heard in the September Term. Officer testified that the Appellant fled.`;
    const people = values(text, "PERSON");
    expect(people.some((p) => /^(?:Officer|Appellant|APPELLANT|CARRIER|September Term)$/.test(p))).toBe(false);
  });
});

describe("later mentions of an English person", () => {
  it("lists a surname written alone after the full name once, under the full name", () => {
    const text = "Claimant Teodora M. Villalobos-Grant testified. Villalobos-Grant said she was never paid.";
    const people = values(text, "PERSON");
    expect(people).toContain("Teodora M. Villalobos-Grant");
    expect(people).not.toContain("Villalobos-Grant");
  });
});

describe("rules and regulations cited in words", () => {
  it("reads a state's rule of procedure, a federal rule cited in words, a CFR section and Ohio's R.C.", () => {
    const text =
      "Discovery proceeds under Oregon Rule of Civil Procedure 36(b) and Rule 26 of the Federal Rules of Civil Procedure; see 29 CFR 1910.134(c) and R.C. 4123.512. (Cal. Rules of Court, rule 3.1312(a).)";
    expect(values(text, "LAW")).toEqual(
      expect.arrayContaining([
        "Oregon Rule of Civil Procedure 36(b)",
        "Rule 26 of the Federal Rules of Civil Procedure",
        "29 CFR 1910.134(c)",
        "R.C. 4123.512",
        "Cal. Rules of Court, rule 3.1312(a)",
      ]),
    );
    expect(values(text, "LOCATION")).not.toContain("Oregon");
  });
});

describe("the words around an English organisation's name", () => {
  it("drops a party label, a filing's words and a person listed before the firm", () => {
    const text = `Defendant-appellee, Marrowstone Kayak Works, Inc. answered. The brief was FILED BY OLYMPIC GLASS SUPPLY CO. on May 1. The claims against Gregory Ashworth and Pinecrest Lumber Traders, LLC remain.`;
    const orgs = values(text, "ORGANIZATION");
    expect(orgs).toEqual(expect.arrayContaining(["Marrowstone Kayak Works, Inc."]));
    expect(orgs.some((o) => /^(?:Defendant|FILED|Gregory)/.test(o))).toBe(false);
  });

  it("ends a body's name at a full stop and reads no name into a clause heading", () => {
    const text = `The claim was denied by the Vermont Department of Fish and Wildlife. The Defendant appealed.

Employment and Duties. The Company shall employ the Executive as its controller.`;
    const orgs = values(text, "ORGANIZATION");
    expect(orgs.some((o) => /Wildlife\. The/.test(o))).toBe(false);
    expect(orgs.some((o) => /Employment and Duties/.test(o))).toBe(false);
  });
});

describe("a federal court's division line", () => {
  it("lists the division's seat as a place and not the division as an organisation", () => {
    const text = `UNITED STATES DISTRICT COURT
NORTHERN DISTRICT OF CALIFORNIA
SACRAMENTO DIVISION

ORDER GRANTING MOTION TO DISMISS`;
    expect(values(text, "LOCATION")).toContain("SACRAMENTO");
    expect(values(text, "ORGANIZATION").some((o) => /DIVISION/.test(o))).toBe(false);
  });
});

describe("courts' own rules and state codes in their citation forms", () => {
  it("reads circuit and local rules, California's codes with a comma and other states' compilations", () => {
    const text =
      "See Ninth Circuit Rule 36-3; 11th Cir. R. 3-1; D.N.J. L. Civ. R. 7.1(d); D.C.COLO.LCivR 7.1; Code Civ. Proc., § 437c; Lab. Code, § 1194; Cal. Gov't Code § 12945; Mass. Gen. Laws ch. 151B, § 4; K.S.A. 60-212; U.S.S.G. § 3E1.1; ORS Chapter 90.";
    expect(values(text, "LAW")).toEqual(
      expect.arrayContaining([
        "Ninth Circuit Rule 36-3",
        "11th Cir. R. 3-1",
        "D.C.COLO.LCivR 7.1",
        "Code Civ. Proc., § 437c",
        "Lab. Code, § 1194",
        "Cal. Gov't Code § 12945",
        "Mass. Gen. Laws ch. 151B, § 4",
        "K.S.A. 60-212",
        "U.S.S.G. § 3E1.1",
        "ORS Chapter 90",
      ]),
    );
    expect(values(text, "COURT")).not.toContain("Ninth Circuit");
  });
});
