import { describe, expect, it } from "vitest";
import { analyze } from "./analyze.ts";
import { findNamesEn } from "./entities/names-en.ts";
import { findPreambleParties, preambleEndOf } from "./findings/preamble-en.ts";
import { captionPieces } from "./parties-caption-pieces.ts";

// Eighth round of issue #19 (docs/decisions/025-held-out-evaluation.md, "Eighth round (23d)"): English parties of
// short instruments, whose preamble is one paragraph and whose body names lenders, brokers, servicers, officers and
// other instruments' parties.

const parties = (text: string): string[] => analyze(text).parties.map((p) => `${p.role}: ${p.name}`);
const names = (text: string): string[] => analyze(text).parties.map((p) => p.name);

describe("English preamble parties, eighth round", () => {
  it("reads the parties of an excerpt that starts mid-contract from its opening pages, signature block included", () => {
    const text = [
      "the Products shipped before the termination date.",
      "",
      "11.4. NOTICES. Notices between the parties shall be given in writing to the addresses on the signature page.",
      "",
      "IN WITNESS WHEREOF, the parties have executed this Agreement as of the date first above written.",
      "",
      "HARROW MEDICAL SUPPLY, INC.",
      "By: /s/ Dana Okafor, President",
      "",
      "LUCERNE HEALTH PARTNERS LLC",
      "By: /s/ Tomas Reyes, Manager",
    ].join("\n");
    const found = findPreambleParties(text).names.map((n) => n.value);
    expect(found).toEqual(expect.arrayContaining(["HARROW MEDICAL SUPPLY, INC.", "LUCERNE HEALTH PARTNERS LLC"]));
  });

  it("does not take a later clause's 'entire agreement between' for the introduction of an excerpt's amendment", () => {
    const text = [
      "9. Entire Agreement. This is the entire agreement between Licensor and Licensee on its subject.",
      "",
      "AMENDMENT NO. 1",
      "",
      "Westbrook Analytics, Inc. (\u201cLicensor\u201d) and Corvane Retail LLC (\u201cLicensee\u201d) amend the License Agreement as follows:",
    ].join("\n");
    const found = findPreambleParties(text).names.map((n) => n.value);
    expect(found).toEqual(expect.arrayContaining(["Westbrook Analytics, Inc.", "Corvane Retail LLC"]));
  });

  it("ends a preamble shorter than 200 characters at its own paragraph, so a body's university is no party", () => {
    const text = [
      "DATA SHARING AGREEMENT",
      "",
      "As of June 2, 2025, Larkspur Genomics, Inc. and Bellhaven Clinics LLC agree as follows:",
      "",
      "1. Scope. Bellhaven will share de-identified records with Larkspur for the study sponsored by Northfield University.",
      "",
      "2. Law. This Agreement is governed by the laws of the State of Minnesota.",
    ].join("\n");
    expect(preambleEndOf(text)).toBeLessThan(text.indexOf("1. Scope"));
    expect(names(text)).toEqual(["Larkspur Genomics, Inc.", "Bellhaven Clinics LLC"]);
  });

  it("ends a note's preamble with its first paragraph when it has neither recitals nor sections", () => {
    const text = [
      "SECURED PROMISSORY NOTE",
      "",
      "FOR VALUE RECEIVED, Tidewater Bakery Co., a Virginia corporation (\u201cBorrower\u201d), promises to pay to Old Dominion Equipment Finance LLC (\u201cLender\u201d) the sum of $90,000.00.",
      "",
      "Payments are due monthly at the office of Lender's servicer, Chesapeake Loan Services, Inc.",
      "",
      "TIDEWATER BAKERY CO.",
      "By: Gloria Banks, President",
    ].join("\n");
    expect(names(text)).toEqual(["Tidewater Bakery Co.", "Old Dominion Equipment Finance LLC"]);
  });

  it("reads an introduction set out in several paragraphs until one completes it", () => {
    const text = [
      "THIS AGREEMENT is made on 4 March 2025 BETWEEN:",
      "",
      "(1) HARROW STEEL LIMITED, a company incorporated in England (the \u201cSupplier\u201d); and",
      "",
      "(2) QUAYSIDE FABRICATION LLC, a Delaware limited liability company (the \u201cBuyer\u201d).",
      "",
      "The Supplier's parent, Harrow Group Holdings Ltd., guarantees its obligations.",
    ].join("\n");
    const { names: found } = findPreambleParties(text);
    expect(found.map((n) => n.value)).toEqual(["HARROW STEEL LIMITED", "QUAYSIDE FABRICATION LLC"]);
  });

  it("names no party in a sentence that refers to another agreement, and finds the person given a defined term", () => {
    const text = [
      "JOINDER",
      "",
      "Reference is made to the Voting Agreement dated as of May 1, 2024 among Pinewood Robotics, Inc. and its stockholders, including Granite Bay Ventures III, L.P. and Osprey Seed Fund, LLC.",
      "",
      "By executing this Joinder, Tobias Lindqvist (\u201cNew Stockholder\u201d) agrees to be bound by the Voting Agreement as a \u201cStockholder\u201d.",
    ].join("\n");
    const found = names(text);
    expect(found).toContain("Tobias Lindqvist");
    expect(found).not.toContain("Granite Bay Ventures III, L.P.");
    expect(found).not.toContain("Osprey Seed Fund, LLC.");
  });

  it("finds a person described as an individual, and not the state in which the person resides", () => {
    const text = [
      "GUARANTY",
      "",
      "To induce Cascade Valley Bank (\u201cLender\u201d) to lend to Ridgeline Auto Body, LLC (\u201cBorrower\u201d), Wanda J. Pierce, an individual residing in Spokane, Washington (\u201cGuarantor\u201d), guarantees payment of the Loan.",
      "",
      "1. Waivers. Guarantor waives presentment and demand.",
    ].join("\n");
    const found = parties(text);
    expect(found).toContain("party: Wanda J. Pierce");
    expect(found).toContain("party: Cascade Valley Bank");
    expect(found.join(";")).not.toMatch(/Washington/);
  });

  it("does not list the debtor whose debt a guaranty secures as a party to the guaranty", () => {
    const text = [
      "CONTINUING GUARANTY",
      "",
      "This Continuing Guaranty is made by Meridian Food Holdings, Inc. (\u201cGuarantor\u201d) in favor of Harbor National Bank (\u201cBank\u201d) to secure the obligations of Meridian Foods Operating LLC (\u201cBorrower\u201d) to Bank.",
      "",
      "1. Guaranty. Guarantor guarantees payment of all obligations of Borrower to Bank.",
    ].join("\n");
    const found = names(text);
    expect(found).toEqual(expect.arrayContaining(["Meridian Food Holdings, Inc.", "Harbor National Bank"]));
    expect(found).not.toContain("Meridian Foods Operating LLC");
  });
});

describe("English letters and lists of sellers, eighth round", () => {
  it("reads an offer letter's company and the person it is addressed to, not the body's recruiter", () => {
    const text = [
      "ALDER CREEK ROBOTICS, INC.",
      "12 Foundry Lane, Pittsburgh, Pennsylvania 15222",
      "",
      "March 4, 2025",
      "",
      "Mr. Devon A. Whitaker",
      "55 Maple Terrace",
      "Erie, Pennsylvania 16501",
      "",
      "Dear Mr. Whitaker:",
      "",
      "Alder Creek Robotics, Inc. (the \u201cCompany\u201d) is pleased to offer you the position of Controls Engineer.",
      "",
      "Your salary will be $120,000 per year. The offer was arranged by Keystone Talent Partners, whose fee the Company pays.",
      "",
      "Accepted and agreed:",
      "Devon A. Whitaker",
    ].join("\n");
    expect(analyze(text).documentType).toBe("contract");
    expect(names(text)).toEqual(["ALDER CREEK ROBOTICS, INC.", "Devon A. Whitaker"]);
  });

  it("does not make a party of a letter's addressee who writes for a company", () => {
    const text = [
      "June 9, 2025",
      "",
      "Ms. Laura Chen",
      "General Counsel",
      "Redwood Harbor Marine, Inc.",
      "",
      "Dear Ms. Chen:",
      "",
      "This letter agreement sets out the terms between Pelican Dredging LLC and Redwood Harbor Marine, Inc. for the use of the north slip.",
      "",
      "AGREED AND ACCEPTED:",
    ].join("\n");
    const found = names(text);
    expect(found).toEqual(expect.arrayContaining(["Pelican Dredging LLC", "Redwood Harbor Marine, Inc."]));
    expect(found).not.toContain("Laura Chen");
  });

  it("lists every seller named with commas, but not the company whose shares are sold", () => {
    const text = [
      "SHARE PURCHASE AGREEMENT",
      "",
      "This Agreement is made as of July 7, 2025 among Tamarack Holdings, Inc. (\u201cBuyer\u201d) and Irene Castillo, Pablo Castillo and Lucia Castillo (the \u201cSellers\u201d), relating to all of the outstanding shares of Castillo Millwork, Inc. (the \u201cCompany\u201d).",
      "",
      "1. Sale. The Sellers sell the shares to Buyer for $2,000,000.",
    ].join("\n");
    const found = names(text);
    expect(found).toEqual(["Tamarack Holdings, Inc.", "Irene Castillo", "Pablo Castillo", "Lucia Castillo"]);
  });

  it("does not read the city of a party's address in the preamble as a party", () => {
    const text = [
      "CONSULTING AGREEMENT",
      "",
      "This Agreement is made as of May 1, 2025 by and between HALYARD SYSTEMS, INC., with its principal office at 40 Water Street, Portland, Maine 04101 (the \u201cCompany\u201d), and NINA PETROV, an individual (\u201cConsultant\u201d).",
      "",
      "1. Services. Consultant shall advise the Company.",
    ].join("\n");
    expect(names(text)).toEqual(["HALYARD SYSTEMS, INC.", "NINA PETROV"]);
  });
});

describe("Who acts for a party, eighth round", () => {
  it("does not make a party of the representative who sues for an estate", () => {
    const text = [
      "UNITED STATES DISTRICT COURT",
      "DISTRICT OF NEW JERSEY",
      "",
      "ESTATE OF LOUIS BERTRAND, by and through",
      "its Executor, CAMILLE BERTRAND,",
      "               Plaintiff,",
      "     v.",
      "SHORE POINT REHABILITATION CENTER, LLC,",
      "               Defendant.",
      "",
      "COMPLAINT",
    ].join("\n");
    const found = parties(text);
    expect(found).toContain("plaintiff: Estate of Louis Bertrand");
    expect(found.some((p) => p.includes("Camille"))).toBe(false);
  });

  it("reads a derivative plaintiff without the company it sues for", () => {
    const text = [
      "IN THE COURT OF CHANCERY OF THE STATE OF DELAWARE",
      "",
      "RUTH ABERNATHY, derivatively on behalf of",
      "QUILLON SYSTEMS, INC.,",
      "",
      "          Plaintiff,",
      "",
      "     v.                          C.A. No. 2025-0101",
      "",
      "MARK DELANEY and SUSAN PIKE,",
      "",
      "          Defendants.",
    ].join("\n");
    expect(parties(text)).toEqual(
      expect.arrayContaining(["plaintiff: Ruth Abernathy", "defendant: Mark Delaney", "defendant: Susan Pike"]),
    );
  });

  it("reads a 'Parties:' line, keeping the person and not the name the person trades under", () => {
    const text = [
      "PHOTOGRAPHY SERVICES AGREEMENT",
      "",
      "Parties: Lakeview Events LLC (\u201cClient\u201d) and Jonah Pryce, d/b/a Pryce Studio (\u201cPhotographer\u201d).",
      "",
      "1. Services. Photographer shall photograph the gala held at the venue of Harbor Hall LLC.",
    ].join("\n");
    const found = names(text);
    expect(found).toEqual(expect.arrayContaining(["Lakeview Events LLC", "Jonah Pryce"]));
    expect(found).not.toContain("Pryce Studio");
    expect(found).not.toContain("Harbor Hall LLC");
  });

  it("does not make a party of the officer who represents a party just before its defined term", () => {
    const text = [
      "SUPPLY AGREEMENT",
      "",
      "BETWEEN:",
      "",
      "SOLARIS CERAMICA S.A., a Brazilian corporation, herein represented by its officers Renato Paes and Lia Torres (\u201cSupplier\u201d);",
      "",
      "AND:",
      "",
      "DUNMORE TILE CO., an Ohio corporation (\u201cBuyer\u201d).",
    ].join("\n");
    const found = names(text);
    expect(found).toEqual(["SOLARIS CERAMICA S.A.", "DUNMORE TILE CO."]);
  });

  it("ends a release's preamble with the paragraph in which the parties enter into it", () => {
    const text = [
      "MUTUAL RELEASE",
      "",
      "Orion Paving, Inc. (\u201cOrion\u201d) and the Town of Westbury (\u201cTown\u201d) enter into this Release on May 2, 2025.",
      "",
      "The Town's engineer, Delmar Engineering Associates, Inc., inspected the work. The claim of Orion's surety, Liberty Bonding Company, is not released.",
    ].join("\n");
    const found = names(text);
    expect(found).toContain("Orion Paving, Inc.");
    expect(found.some((n) => /Delmar|Liberty/.test(n))).toBe(false);
  });
});

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
