import { describe, expect, it } from "vitest";
import { analyze } from "./analyze.ts";
import { findPreambleParties, preambleEndOf } from "./findings/preamble-en.ts";

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
