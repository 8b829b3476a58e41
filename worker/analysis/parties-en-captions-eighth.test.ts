import { describe, expect, it } from "vitest";
import { analyze } from "./analyze.ts";
import { findNamesEn } from "./entities/names-en.ts";
import { captionPieces } from "./parties-caption-pieces.ts";

// Eighth round of issue #19 (docs/decisions/025-held-out-evaluation.md, "Eighth round (23d)"): English parties in
// US captions, role cues and organisation names (the preamble's tests are in parties-en-eighth.test.ts).

const parties = (text: string): string[] => analyze(text).parties.map((p) => `${p.role}: ${p.name}`);
const names = (text: string): string[] => analyze(text).parties.map((p) => p.name);

describe("Caption layouts, eighth round", () => {
  it("reads 'Plaintiff - Appellant' with spaces around the dash as a label, not as a name", () => {
    const text = [
      "UNITED STATES COURT OF APPEALS",
      "FOR THE SIXTH CIRCUIT",
      "",
      "No. 25-3001",
      "",
      "MAPLE HOLLOW ORCHARDS COOPERATIVE,",
      "Plaintiff - Appellant,",
      "",
      "v.",
      "",
      "GREAT LAKES PACKAGING, LLC,",
      "Defendant - Appellee.",
    ].join("\n");
    const found = parties(text);
    expect(found).toContain("appellant: Maple Hollow Orchards Cooperative");
    expect(found.join(";")).toMatch(/appellee: Great Lakes Packaging\b/);
  });

  it("starts a New York caption's names after its rule line ending in a capital X", () => {
    const text = [
      "SUPREME COURT OF THE STATE OF NEW YORK",
      "COUNTY OF KINGS",
      "",
      "----------------------------------------------------X",
      "BROOKLYN NAVY YARD TENANTS ASSOCIATION, INC.,",
      "",
      "                    Plaintiff,            Index No. 501234/2025",
      "",
      "          - against -",
      "",
      "FLUSHING AVENUE REALTY LLC,",
      "",
      "                    Defendant.",
      "----------------------------------------------------X",
    ].join("\n");
    expect(names(text)[0]).toMatch(/^Brooklyn Navy Yard Tenants Association, Inc/);
    expect(names(text).some((n) => n.includes("---"))).toBe(false);
  });

  it("drops a foreclosure's unknown spouse and unknown tenants from the defendants", () => {
    const text = [
      "IN THE CIRCUIT COURT OF THE FIFTEENTH JUDICIAL CIRCUIT",
      "IN AND FOR PALM BEACH COUNTY, FLORIDA",
      "",
      "SEAGRAPE HOME LOANS, LLC,",
      "     Plaintiff,",
      "vs.",
      "RHONDA K. MILLER; UNKNOWN SPOUSE OF RHONDA K. MILLER; UNKNOWN TENANTS IN POSSESSION,",
      "     Defendants.",
    ].join("\n");
    const found = parties(text);
    expect(found).toContain("defendant: Rhonda K. Miller");
    expect(found.some((p) => /unknown/i.test(p))).toBe(false);
  });

  it("does not give a party's role to the unit or branch acting for it", () => {
    const text = [
      "LEASE",
      "",
      "THIS LEASE is made on May 1, 2025 between PIERCE COUNTY, a political subdivision of the State of Washington, acting through its Real Estate Services Division (\u201cLandlord\u201d), and TACOMA YOUTH ROWING CLUB, a nonprofit corporation (\u201cTenant\u201d).",
      "",
      "ARTICLE 1. PREMISES. Landlord leases the boathouse to Tenant.",
    ].join("\n");
    const found = parties(text);
    expect(found.some((p) => p.includes("Real Estate Services Division"))).toBe(false);
  });
});

describe("Third-party captions, title lines and defined organisations, eighth round", () => {
  it("reads the third block of a third-party caption and counter-claim labels", () => {
    const text = [
      "UNITED STATES DISTRICT COURT",
      "DISTRICT OF OREGON",
      "",
      "WILLAMETTE PAPER MILLS, INC.,",
      "               Plaintiff,",
      "     v.",
      "COLUMBIA HAULING, LLC,",
      "               Defendant and",
      "               Third-Party Plaintiff,",
      "     v.",
      "RIVERBEND BRAKE SERVICE CO.,",
      "               Third-Party Defendant.",
      "",
      "Case No. 3:25-cv-00444",
    ].join("\n");
    const found = names(text);
    expect(found.length).toBe(3);
    expect(found[2]).toMatch(/^Riverbend Brake Service Co/);
    const counter = [
      "IN THE DISTRICT COURT OF TULSA COUNTY",
      "",
      "OSAGE ELECTRIC, LLC,          )",
      "     Plaintiff/Counter-Defendant,   )",
      "v.                            )   Case No. CJ-2025-0001",
      "ARKANSAS RIVER LOFTS, L.P.,   )",
      "     Defendant/Counter-Plaintiff.   )",
    ].join("\n");
    expect(parties(counter).join(";")).toMatch(/plaintiff: Osage Electric.*defendant: Arkansas River Lofts/);
  });

  it("reads a case title whose first side is a surname alone", () => {
    const text = [
      "TENTATIVE RULING",
      "Title: Okafor v. Sunridge Home Builders, Inc.",
      "Motion: Demurrer",
      "The demurrer is sustained with leave to amend.",
    ].join("\n");
    expect(parties(text)).toEqual(["plaintiff: Okafor", "defendant: Sunridge Home Builders, Inc."]);
  });

  it("gives a given name listed before a spouse's full name the spouse's surname", () => {
    expect(captionPieces("Lorenzo and Teresa Villanueva")).toEqual(["Lorenzo Villanueva", "Teresa Villanueva"]);
  });

  it("reads a memorandum of understanding as a contract and its university as a party", () => {
    const text = [
      "MEMORANDUM OF UNDERSTANDING",
      "",
      "The University of Southern Maine (\u201cUniversity\u201d) and Casco Bay Robotics LLC (\u201cCasco\u201d) sign this Memorandum on May 5, 2025.",
      "",
      "1. Research. The work will be led by Professor Ines Duarte. Testing will use facilities of the Gulf of Maine Research Institute.",
    ].join("\n");
    expect(analyze(text).documentType).toBe("contract");
    expect(names(text)).toEqual(["University of Southern Maine", "Casco Bay Robotics LLC"]);
  });

  it("reads Latin American legal forms (S.A.C., S.R.L.) as organisations", () => {
    const found = findNamesEn("ANDES TRADING S.A.C. and Pampa Logistica S.R.L. signed.").map((e) => e.value);
    expect(found).toEqual(expect.arrayContaining(["ANDES TRADING S.A.C.", "Pampa Logistica S.R.L."]));
  });
});

describe("English role cues, eighth round", () => {
  it("gives no executor in an escrow agreement whose parties appoint an escrow agent", () => {
    const text = [
      "ESCROW AGREEMENT",
      "",
      "This Escrow Agreement is made as of May 5, 2025 among Aster Pharma Corp. (\u201cPurchaser\u201d), Birchline Labs, Inc. (\u201cSeller\u201d) and Keystone Escrow Services LLC (\u201cEscrow Agent\u201d).",
      "",
      "1. Appointment. Purchaser and Seller appoint Escrow Agent to hold the Holdback Amount (the \u201cHoldback Fund\u201d).",
    ].join("\n");
    const found = parties(text);
    expect(found.some((p) => p.startsWith("executor"))).toBe(false);
    expect(names(text)).toEqual(["Aster Pharma Corp.", "Birchline Labs, Inc.", "Keystone Escrow Services LLC"]);
  });

  it("reads a power of attorney's principal and agent as parties, not as a testator and an executor", () => {
    const text = [
      "SPECIFIC POWER OF ATTORNEY",
      "",
      "I, Rosalind Mae Whitcombe, of Savannah, Georgia, appoint my daughter, Claire Whitcombe, as my attorney-in-fact to sell my boat.",
      "",
      "Signed on April 9, 2025.",
    ].join("\n");
    const found = parties(text);
    expect(found).toContain("party: Rosalind Mae Whitcombe");
    expect(found).toContain("party: Claire Whitcombe");
    expect(found.some((p) => /^(?:testator|executor)/.test(p))).toBe(false);
  });

  it("takes no role from a role word in the possessive", () => {
    const text = [
      "LICENSE AGREEMENT",
      "",
      "This License Agreement is made between Orchard Software, Inc. (\u201cLicensor\u201d) and Lindenwood Credit Union (\u201cLicensee\u201d).",
      "",
      "1. Hosting. The software is hosted by Nimbus Hosting, LLC as Licensor's subcontractor.",
    ].join("\n");
    const found = parties(text);
    expect(found).toContain("licensor: Orchard Software, Inc.");
    expect(found.some((p) => p.includes("Nimbus"))).toBe(false);
  });

  it("reads a label line's name up to its description when no entity covers it", () => {
    const text = [
      "SOFTWARE SUBSCRIPTION",
      "",
      "Licensor: Brightfield Apps, Inc.",
      "Licensee: Oak Meadow Public Library, a municipal library of the Town of Oak Meadow",
      "",
      "1. Subscription. Licensor grants Licensee a subscription for one year.",
    ].join("\n");
    expect(parties(text)).toContain("licensee: Oak Meadow Public Library");
  });

  it("drops fictitious defendants and a defendant's degree from a caption's names", () => {
    const text = [
      "UNITED STATES DISTRICT COURT",
      "DISTRICT OF ARIZONA",
      "",
      "MARTA QUINTANILLA,",
      "          Plaintiff,",
      "v.",
      "DESERT BLOOM DERMATOLOGY, P.C.; ARTHUR LEVINE, M.D.;",
      "JOHN DOES 1-5; and ROE CORPORATIONS I-V,",
      "          Defendants.",
      "",
      "Case No. 2:25-cv-00311",
      "",
      "ANSWER",
    ].join("\n");
    const found = parties(text);
    expect(found).toContain("defendant: Arthur Levine");
    expect(found.some((p) => /M\.D|DOES|Roe|ROE/i.test(p))).toBe(false);
  });
});

describe("English contract types and organisation names, eighth round", () => {
  it("reads a numbered amendment's title and a letter agreement as contracts", () => {
    const amendment = [
      "AMENDMENT NO. 3 TO SUPPLY AGREEMENT",
      "",
      "This Amendment No. 3 is entered into as of May 1, 2025 by and between Fernhill Dairy Cooperative (\u201cSupplier\u201d) and Coastal Grocers, Inc. (\u201cBuyer\u201d).",
      "",
      "(a) The price of Schedule A is increased by 4%.",
    ].join("\n");
    expect(analyze(amendment).documentType).toBe("contract");
    expect(names(amendment)).toEqual(["Fernhill Dairy Cooperative", "Coastal Grocers, Inc."]);
    const letter = [
      "June 3, 2025",
      "",
      "Ms. Helen Park",
      "Park Events LLC",
      "",
      "Dear Ms. Park:",
      "",
      "This letter sets out the agreement between Granite Hall Venues, Inc. (\u201cGranite Hall\u201d) and Park Events LLC (\u201cPark Events\u201d) for the use of the ballroom on August 9, 2025. Park Events will pay $8,000 on signing.",
      "",
      "Sincerely,",
      "GRANITE HALL VENUES, INC.",
      "By: Owen Tracy, General Manager",
      "",
      "AGREED AND ACCEPTED:",
      "PARK EVENTS LLC",
      "By: Helen Park, Member",
    ].join("\n");
    expect(analyze(letter).documentType).toBe("contract");
    expect(names(letter)).toEqual(expect.arrayContaining(["Granite Hall Venues, Inc.", "Park Events LLC"]));
  });

  it("does not join the two columns of a signature block into one organisation", () => {
    const found = findNamesEn("Nadia Petrova                     WESTBROOK ANALYTICS, INC.\n");
    const orgs = found.filter((e) => e.type === "ORGANIZATION").map((e) => e.value);
    expect(orgs).toContain("WESTBROOK ANALYTICS, INC.");
    expect(orgs.some((v) => v.includes("Nadia"))).toBe(false);
  });

  it("drops a note's 'FOR VALUE RECEIVED' and a list's lead before ', and' from an organisation's name", () => {
    const found = findNamesEn(
      "FOR VALUE RECEIVED, Saguaro Solar, LLC promises to pay. It is represented by Ana Ruiz and Leo Braga, and HELIOS POWER CORP. joins.",
    ).map((e) => e.value);
    expect(found).toContain("Saguaro Solar, LLC");
    expect(found).toContain("HELIOS POWER CORP.");
  });
});
