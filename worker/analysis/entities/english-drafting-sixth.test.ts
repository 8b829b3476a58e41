import { describe, expect, it } from "vitest";
import { analyze } from "../analyze.ts";

const values = (text: string, type: string) =>
  analyze(text)
    .entities.filter((e) => e.type === type)
    .map((e) => e.value);

describe("judges and counsel named by an English court paper's layout", () => {
  it("finds a judge in capitals above a title line, also in the second column of a signature block", () => {
    const text = `Dated: May 9, 2025                      HAROLD T. McKEEVER
                                        UNITED STATES DISTRICT JUDGE

GRETA L. SOBIESKI                         1200 ELM STREET
VICE CHANCELLOR                           SUITE 500`;
    const people = values(text, "PERSON");
    expect(people).toEqual(expect.arrayContaining(["HAROLD T. McKEEVER", "GRETA L. SOBIESKI"]));
    expect(people.some((p) => /STREET|SUITE|JUDGE/.test(p))).toBe(false);
  });

  it("finds a name after HON. in capitals and before a state judge's short title", () => {
    const text = `DEPARTMENT 12 - HON. MIRIAM K. ABERNATHY
The motion is granted.
                                     OSWALDO P. TRENT, J.S.C.
The defendant appeals from an order of the Supreme Court, Kings County (Delia Moss, J.), dated May 1, 2024.`;
    expect(values(text, "PERSON")).toEqual(
      expect.arrayContaining(["MIRIAM K. ABERNATHY", "OSWALDO P. TRENT", "Delia Moss"]),
    );
  });

  it("reads a New York panel ending in JJ. and counsel of record in an appearance line", () => {
    const text = `HELGA M. RASK, J.P.
TOBIAS WREN
ANNIKA B. DOLE, JJ.

Rask & Wren, LLP, Garden City, NY (Perla J. Maddox of counsel), for appellant.`;
    expect(values(text, "PERSON")).toEqual(
      expect.arrayContaining(["HELGA M. RASK", "TOBIAS WREN", "ANNIKA B. DOLE", "Perla J. Maddox"]),
    );
  });

  it("finds people introduced by their role in a sentence and a panel of justices by surname", () => {
    const text =
      "The debtor shall pay the Chapter 13 Trustee, Opal R. Lindqvist, each month. Counsel conferred with Attorney Idris K. Banerjee of Banerjee LLP. Panel consists of Justices Ortega, Whitlock, and Mabry.";
    expect(values(text, "PERSON")).toEqual(
      expect.arrayContaining(["Opal R. Lindqvist", "Idris K. Banerjee", "Ortega", "Whitlock", "Mabry"]),
    );
  });
});

describe("English names a model misreads", () => {
  it("finds a magistrate judge with two initials and a signed name beginning with Mc", () => {
    const text = "Before Magistrate Judge Ottilie R. J. Barnaby.\n\n/s/ Declan P. McTavish\nCounsel for Plaintiff";
    expect(values(text, "PERSON")).toEqual(expect.arrayContaining(["Ottilie R. J. Barnaby", "Declan P. McTavish"]));
  });

  it("does not read a filing's heading in capitals or a label's possessive as a person", () => {
    const text = "MOTION FOR PRELIMINARY INJUNCTION\nCIVIL ACTION FILE NO. 1:24-cv-01234\nJudge's No. 14";
    const people = values(text, "PERSON");
    expect(people.some((p) => /INJUNCTION|ACTION|No$/.test(p))).toBe(false);
  });
});

describe("US statutes and rules in state and federal drafting", () => {
  it("finds state rules of procedure, local and bankruptcy rules and federal rules in capitals", () => {
    const text =
      "Under Tex. R. Civ. P. 166a(c), Pa.R.C.P. 1028(a)(3), Civ.R. 54(B), Local Civil Rule 72.C.2, Bankruptcy Rule 6004(h), Federal Rule of Evidence 702 and FED. R. CIV. P. 37(b)(2) the motion fails.";
    expect(values(text, "LAW")).toEqual(
      expect.arrayContaining([
        "Tex. R. Civ. P. 166a(c)",
        "Pa.R.C.P. 1028(a)(3)",
        "Civ.R. 54(B)",
        "Local Civil Rule 72.C.2",
        "Bankruptcy Rule 6004(h)",
        "Federal Rule of Evidence 702",
        "FED. R. CIV. P. 37(b)(2)",
      ]),
    );
  });

  it("finds state compilations and statutory sections written in lower case", () => {
    const text =
      "The claims arise under 735 ILCS 5/2-619.1, 8 Del. C. § 220, G. L. c. 93A, § 11 and I.R.C. § 6662(a). The motion under section 2-615 is denied; sections 105, 363 and 365 of the Bankruptcy Code apply, as does Civil Code section 1950.5, subdivision (g).";
    expect(values(text, "LAW")).toEqual(
      expect.arrayContaining([
        "735 ILCS 5/2-619.1",
        "8 Del. C. § 220",
        "G. L. c. 93A, § 11",
        "I.R.C. § 6662(a)",
        "section 2-615",
        "sections 105, 363 and 365 of the Bankruptcy Code",
        "Civil Code section 1950.5, subdivision (g)",
      ]),
    );
  });

  it("keeps a contract's capitalised cross-reference out of the statutes", () => {
    expect(values("As provided in Section 5.2, the Buyer shall pay.", "LAW")).toEqual([]);
  });
});

describe("case citations in state reporters and New York style", () => {
  it("finds New York's citation without the period after v and with the year in brackets", () => {
    expect(values("(see Alvarez v Prospect Hosp., 68 NY2d 320 [1986]).", "CASE_LAW")).toContain(
      "Alvarez v Prospect Hosp., 68 NY2d 320 [1986]",
    );
  });

  it("keeps both parties' legal forms and drops the sentence's lead-in before a case name", () => {
    const text =
      "The clause names New York County. Under Atlantic Marine Construction Co. v. U.S. District Court, 571 U.S. 49 (2013), it controls. See Dataphase Sys., Inc. v. C L Sys., Inc., 640 F.2d 109, 113 (8th Cir. 1981); SRB Inv. Servs., LLLP v. Branch Banking & Tr. Co., 289 Ga. 1 (2011).";
    expect(values(text, "CASE_LAW")).toEqual(
      expect.arrayContaining([
        "Atlantic Marine Construction Co. v. U.S. District Court, 571 U.S. 49 (2013)",
        "Dataphase Sys., Inc. v. C L Sys., Inc., 640 F.2d 109, 113 (8th Cir. 1981)",
        "SRB Inv. Servs., LLLP v. Branch Banking & Tr. Co., 289 Ga. 1 (2011)",
      ]),
    );
  });
});

describe("US places in captions and signature blocks", () => {
  it("reads an address whose street and city stand on two lines as one address", () => {
    const text = "ALDER & VOSS LLP\n77 Granite Way, Suite 210\nBoise, Idaho 83702\nCounsel for Plaintiff";
    expect(values(text, "LOCATION")).toContain("77 Granite Way, Suite 210, Boise, Idaho 83702");
  });

  it("finds venues in capitals, counties with their state and a federal division's seat", () => {
    const text = `UNITED STATES DISTRICT COURT
SPOKANE DIVISION
STATE OF OREGON          CIRCUIT COURT          LANE COUNTY
The accident happened in Yavapai County, Arizona.`;
    expect(values(text, "LOCATION")).toEqual(
      expect.arrayContaining(["SPOKANE", "STATE OF OREGON", "LANE COUNTY", "Yavapai County, Arizona"]),
    );
  });

  it("does not read a county sued as a place, nor the United States in a judge's title", () => {
    const text = `CEDAR COUNTY,
          Defendant.
The claim against Cedar County fails.
                                        United States District Judge`;
    const places = values(text, "LOCATION");
    expect(places.some((p) => /Cedar/i.test(p))).toBe(false);
    expect(places).not.toContain("United States");
  });
});
