import { describe, expect, it } from "vitest";
import { analyze } from "./analyze.ts";
import { captionPieces } from "./parties-caption-pieces.ts";

// Ninth round of issue #19 (docs/decisions/025-held-out-evaluation.md, "Ninth round (24b)"): English party precision
// on captions and preambles that name one party twice, describe it, or join parties that are on neither side.

const parties = (text: string): string[] => analyze(text).parties.map((p) => `${p.role}: ${p.name}`);

describe("Caption names, ninth round", () => {
  it("keeps a company's former or trade name inside its own party ('f/k/a', 'd/b/a')", () => {
    expect(captionPieces("ORCHID VALLEY FARMS, INC. f/k/a ORCHID VALLEY GROWERS CORP., and DOES 1-5,")).toEqual([
      "ORCHID VALLEY FARMS, INC.",
      "DOES 1-5",
    ]);
    expect(captionPieces("TRI-STATE CARTAGE CO. d/b/a TSC HAULING, LLC, and MARTA LINDQVIST")).toEqual([
      "TRI-STATE CARTAGE CO.",
      "MARTA LINDQVIST",
    ]);
  });

  it("drops a description's date and a property's identifier that follow a comma", () => {
    expect(
      captionPieces("RAFAEL OSTROWSKI, individually and as Trustee of the Ostrowski Trust dated June 1, 2011,"),
    ).toEqual(["RAFAEL OSTROWSKI"]);
    expect(captionPieces("One 2019 Toyota Tacoma, VIN 3TMCZ5AN1KM212345,")).toEqual(["One 2019 Toyota Tacoma"]);
  });

  it("reads a qui tam relator's label and a forfeiture's 'Defendants in rem' with a sum of money as a party", () => {
    const text = [
      "UNITED STATES DISTRICT COURT",
      "DISTRICT OF NEVADA",
      "",
      "United States of America,",
      "        Plaintiff,",
      "    v.",
      "$18,240.00 in U.S. Currency,",
      "        Defendant in rem.",
      "",
      "Case No. 2:24-cv-01932",
    ].join("\n");
    expect(parties(text)).toEqual(["plaintiff: United States of America", "defendant: $18,240.00 in U.S. Currency"]);
    // The property is a party, not a person or a firm in the entity list.
    const inRem = analyze(text.replace("$18,240.00 in U.S. Currency,", "One 2022 Kia Telluride,"));
    expect(inRem.parties.map((p) => p.name)).toContain("One 2022 Kia Telluride");
    expect(inRem.entities.map((e) => e.value).join(";")).not.toMatch(/Telluride|18,240/);
    const quiTam = [
      "UNITED STATES DISTRICT COURT",
      "DISTRICT OF OREGON",
      "",
      "UNITED STATES ex rel. PAULA VERHOEVEN,",
      "        Plaintiff-Relator,",
      "    v.",
      "CASCADE IMAGING PARTNERS, LLC,",
      "        Defendant.",
    ].join("\n");
    const found = parties(quiTam);
    expect(found.some((p) => /^plaintiff: .*Paula Verhoeven/i.test(p))).toBe(true);
    expect(found.join(";")).not.toMatch(/Relator/);
  });

  it("adds a garnishee or intervenor the caption joins with 'and', and the debtors above an adversary caption", () => {
    const garnishee = [
      "IN THE CIRCUIT COURT OF DANE COUNTY",
      "",
      "HOLLIS FEED & GRAIN, LLC,",
      "        Plaintiff,",
      "v.",
      "ARNE JESPERSEN,",
      "        Defendant,",
      "and",
      "BADGER STATE CREDIT UNION,",
      "        Garnishee.",
    ].join("\n");
    expect(parties(garnishee)).toContain("party: Badger State Credit Union");
    const adversary = [
      "UNITED STATES BANKRUPTCY COURT",
      "",
      "In re:",
      "PRAIRIE LANTERN BREWING CO.,",
      "        Debtor.",
      "",
      "MARGARET OYELOWO, as Chapter 7 Trustee,",
      "        Plaintiff,",
      "    v.",
      "HOPWORKS SUPPLY LLC,",
      "        Defendant.",
    ].join("\n");
    const found = parties(adversary);
    expect(found.join(";")).toMatch(/party: Prairie Lantern Brewing Co\b/);
    expect(found).toContain("plaintiff: Margaret Oyelowo");
  });
});

describe("Caption names, ninth round, part 2", () => {
  it("reads the institution after an officer's title as the office, not as a party", () => {
    expect(
      captionPieces(
        "LENA HARGROVE, Superintendent, Pine Ridge\nCorrectional Facility, and MARCUS DELL,\nAttorney General",
      ),
    ).toEqual(["LENA HARGROVE", "MARCUS DELL"]);
  });

  it("drops Does named by a word and a numbered range ('JOHN DOE OFFICERS 1-5', 'DOE DEFENDANTS I-X')", () => {
    const text = [
      "UNITED STATES DISTRICT COURT",
      "",
      "TOBIAS WREN,",
      "        Plaintiff,",
      "    v.",
      "TOWN OF ELMHURST; JOHN DOE OFFICERS 1-5; and DOE DEFENDANTS I-X,",
      "        Defendants.",
    ].join("\n");
    expect(parties(text)).toEqual(["plaintiff: Tobias Wren", "defendant: Town of Elmhurst"]);
  });

  it("reads an intervenor joined to the first side before 'v.' and a nominal respondent after the second", () => {
    const text = [
      "United States Court of Appeals",
      "for the Sixth Circuit",
      "",
      "LAKE ERIE ANGLERS ALLIANCE,",
      "        Plaintiff-Appellant,",
      "",
      "    and",
      "",
      "COMMONWEALTH OF KENTUCKY,",
      "        Intervenor-Appellant,",
      "",
      "    v.",
      "",
      "RIVERBEND POWER COOPERATIVE,",
      "        Defendant-Appellee,",
      "",
      "    and",
      "",
      "FIFTH THIRD BANK, as Indenture Trustee,",
      "        Nominal Respondent.",
    ].join("\n");
    const found = parties(text);
    expect(found).toContain("appellant: Commonwealth of Kentucky");
    expect(found).toContain("respondent: Fifth Third Bank");
  });
});

describe("Caption names, ninth round, part 3", () => {
  it("keeps an office's 'and' inside the description, and drops the insured after 'a/s/o' and fictitious companies", () => {
    expect(
      captionPieces("LINDA MARSH, in her official capacity as Secretary of Housing and Urban Development, et al.,"),
    ).toEqual(["LINDA MARSH"]);
    expect(captionPieces("STATE FARM MUTUAL AUTOMOBILE INSURANCE COMPANY a/s/o DORIS KEMP,")).toEqual([
      "STATE FARM MUTUAL AUTOMOBILE INSURANCE COMPANY",
    ]);
    const text = [
      "SUPERIOR COURT OF NEW JERSEY",
      "",
      "RARITAN SPINE CENTER, P.A.,",
      "        Plaintiff,",
      "v.",
      "AETNA LIFE INSURANCE COMPANY; XYZ CORPORATIONS 1-5 (fictitious names); and JOHN ROE,",
      "        Defendants.",
    ].join("\n");
    expect(parties(text).join(";")).not.toMatch(/XYZ|fictitious/i);
  });

  it("reads the parties a body lists for a side the caption closes with 'et al.'", () => {
    const text = [
      "UNITED STATES DISTRICT COURT",
      "",
      "COALITION OF RURAL GROCERS, et al.,",
      "        Plaintiffs,",
      "    v.",
      "FARM CREDIT AUTHORITY,",
      "        Defendant.",
      "",
      "ORDER",
      "",
      "Plaintiffs, a coalition and two stores, Prairie Mart, LLC and Ridge Foods, Inc., challenge the rule. The " +
        "rule's sponsor, Harvest Lending Co., is not a party.",
    ].join("\n");
    const found = parties(text);
    expect(found).toContain("plaintiff: Prairie Mart, LLC");
    expect(found).toContain("plaintiff: Ridge Foods, Inc.");
    expect(found.join(";")).not.toMatch(/Harvest/);
  });
});

describe("Caption names, ninth round, from earlier dev documents", () => {
  it("reads a capacity word after a name as no party and a job title before a name as no part of it", () => {
    expect(captionPieces("MARISA OKAFOR, Employee,")).toEqual(["MARISA OKAFOR"]);
    expect(captionPieces("DALE PRENTISS,\nOfficer,")).toEqual(["DALE PRENTISS"]);
    const text = [
      "IN THE UNITED STATES DISTRICT COURT",
      "",
      "ROLAND BEAUMONT,",
      "        Plaintiff,",
      "vs.",
      "DETECTIVE ANA RUIZ,",
      "and NURSE PRACTITIONER HOLT,",
      "        Defendants.",
    ].join("\n");
    expect(parties(text)).toEqual(["plaintiff: Roland Beaumont", "defendant: Ana Ruiz", "defendant: Holt"]);
  });

  it("reads Ohio's '- v -' and an administrative board's 'Agency' label", () => {
    const ohio = [
      "COURT OF APPEALS OF OHIO",
      "",
      "MARGO TILLMAN,",
      "        Plaintiff-Appellant,",
      "     - v -",
      "LORAIN COUNTY PORT AUTHORITY,",
      "        Defendant-Appellee.",
    ].join("\n");
    expect(parties(ohio)).toEqual(["appellant: Margo Tillman", "appellee: Lorain County Port Authority"]);
    const board = [
      "MERIT SYSTEMS PROTECTION BOARD",
      "",
      "GLENN ASHCROFT,",
      "        Appellant,",
      "     v.",
      "DEPARTMENT OF THE INTERIOR,",
      "        Agency.",
    ].join("\n");
    expect(parties(board)).toEqual(["appellant: Glenn Ashcroft", "respondent: Department of the Interior"]);
  });

  it("reads no party in a place a preamble gives as a party's seat", () => {
    const text =
      "MUTUAL NONDISCLOSURE AGREEMENT\n\nThis Agreement is entered into between Thornfield Ltd., a company " +
      'registered in Scotland and Wales, with offices in Edinburgh ("Thornfield"), and Pampa Agro S.A., a company ' +
      'with offices in Córdoba, Central Region ("Pampa").\n\n1. Purpose.';
    const names = analyze(text)
      .parties.map((p) => p.name)
      .join(";");
    expect(names).not.toMatch(/Wales|Central Region/);
  });
});

describe("Caption names, ninth round, review of the new readings", () => {
  it("keeps the name after an office's title, a minor's initials, and drops an officer's title after a name", () => {
    expect(
      captionPieces("TOWN OF ALDEN, a municipal corporation; and CHIEF OF POLICE RITA VOSS, in her official capacity"),
    ).toEqual(["TOWN OF ALDEN", "RITA VOSS"]);
    expect(captionPieces("CARLA NUÑEZ, individually and as next friend of her minor daughter, A.N.,")).toEqual([
      "CARLA NUÑEZ",
      "A.N.",
    ]);
    expect(captionPieces("METRO TRANSIT DISTRICT, and GLEN ORR, Chief Executive Officer,")).toEqual([
      "METRO TRANSIT DISTRICT",
      "GLEN ORR",
    ]);
  });
});

describe("Letters, ninth round", () => {
  it("reads an engagement letter as a contract between the sides it defines, not the matter's other side", () => {
    const text =
      "Harlow Quince LLP\n200 Main Street\nHartford, CT 06103\n\nMarch 2, 2026\n\nMs. Ida Brenner\nGeneral Counsel\n" +
      "Tern Robotics, Inc.\n5 Dock Road\nMystic, CT 06355\n\nDear Ms. Brenner:\n\nThank you for selecting Harlow Quince " +
      'LLP (the "Firm") to represent Tern Robotics, Inc. (the "Client") in the suit filed by Osprey Automation Corp. ' +
      "before the American Arbitration Association.\n\n1. Fees. The Firm bills $500 per hour.\n\nAGREED AND ACCEPTED:\n" +
      "TERN ROBOTICS, INC.\nBy: Ida Brenner";
    const a = analyze(text);
    expect(a.documentType).toBe("contract");
    const names = a.parties.map((p) => p.name).join(";");
    expect(names).toMatch(/Harlow Quince LLP/);
    expect(names).toMatch(/Tern Robotics/);
    expect(names).not.toMatch(/Osprey|Arbitration/);
  });

  it("reads a demand letter's client and addressee as its sides, not the owner, lender or surety it names", () => {
    const text =
      "November 4, 2025\n\nClaims Department\nBirchwood Homes, LLC\n10 Elm Street\nAlbany, NY 12207\n\nRe: Unpaid " +
      "invoices of Cobalt Drywall, Inc.\n\nDear Sir or Madam:\n\nThis firm represents Cobalt Drywall, Inc. " +
      '("Cobalt"). Cobalt finished the drywall at the project of the owner, Hudson Clinic Partners, LLC, financed by ' +
      "Pioneer Savings Bank. Unless $48,000 is paid within ten days, Cobalt will claim on the bond of Liberty Surety " +
      "Company.\n\nVery truly yours,\nAlma Reyes";
    const names = analyze(text).parties.map((p) => p.name);
    expect(names).toEqual(["Cobalt Drywall, Inc.", "Birchwood Homes, LLC"]);
  });
});

describe("Wills and preambles, ninth round, part 3", () => {
  it("does not read a guardian a will appoints as its executor", () => {
    const text =
      "LAST WILL AND TESTAMENT OF ARTHUR PELL\n\nI, Arthur Pell, of Dayton, Ohio, make this my Will.\n\nFIRST: I " +
      "give my estate to my son, Owen Pell.\n\nSECOND: I appoint my sister, Ruth Pell Carver, as Executor of this " +
      "Will.\n\nTHIRD: I appoint my friend, Nora Blaine, as guardian of the person of my son.\n\nArthur Pell";
    const roles = analyze(text).parties.map((p) => `${p.role}: ${p.name}`);
    expect(roles).toContain("executor: Ruth Pell Carver");
    expect(roles.join(";")).not.toMatch(/Nora Blaine/);
  });

  it("does not read a reseller a licence is made through as a party", () => {
    const text =
      "SOFTWARE LICENSE AGREEMENT\n\nThis Agreement is entered into as of May 1, 2026 between QUARRY SOFT, INC., a " +
      'Delaware corporation ("Licensor"), and LAKE COUNTY LIBRARY DISTRICT, an Ohio library district ("Licensee"), ' +
      'through Licensor\'s authorized reseller, Northwind Integrators LLC ("Reseller").\n\n1. License. Licensor ' +
      "grants Licensee a license.";
    expect(
      analyze(text)
        .parties.map((p) => p.name)
        .join(";"),
    ).not.toMatch(/Northwind/);
  });
});

describe("Preamble names, ninth round", () => {
  it("reads a party introduced with a courtesy title ('and DR. X, the sole shareholder')", () => {
    const text =
      'ASSET PURCHASE AGREEMENT\n\nThis Agreement is made by and among HALCYON VET, LLC ("Buyer"), PAWS CLINIC, ' +
      'INC. ("Seller"), and DR. NADIA K. FERRO, the sole shareholder of Seller ("Shareholder").\n\n1. Sale.';
    expect(
      analyze(text)
        .parties.map((p) => p.name)
        .join(";"),
    ).toMatch(/NADIA K\. FERRO/);
  });

  it("reads a person with another name ('a/k/a') as one party and a representative's capacity as none", () => {
    const text =
      "SETTLEMENT AGREEMENT\n\nThis Settlement Agreement is entered into by and between THE ESTATE OF MIRIAM " +
      'KOSTAS, by and through Peter Kostas, as Administrator (the "Estate"), and RUBEN T. OKAFOR a/k/a RUBEN TAYO ' +
      '("Okafor").\n\n1. Payment. Okafor shall pay the Estate $20,000.';
    const names = analyze(text).parties.map((p) => p.name);
    expect(names.join(";")).toMatch(/RUBEN T\. OKAFOR/i);
    expect(names.join(";")).not.toMatch(/Administrator|RUBEN TAYO/i);
  });
});
