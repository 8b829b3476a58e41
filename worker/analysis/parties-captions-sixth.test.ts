import { describe, expect, it } from "vitest";
import { analyze } from "./analyze.ts";
import { extractParties } from "./parties.ts";
import { captionParties } from "./parties-resolve.ts";
import type { Entity } from "./types.ts";

// Sixth round of issue #19 (docs/decisions/025-held-out-evaluation.md): US captions laid out the way state and
// federal courts lay them out beyond the first rounds' samples, and role words that do not label a party.

const roles = (text: string) => captionParties(text).map((p) => `${p.role}: ${p.name}`);
const parties = (text: string) => analyze(text).parties.map((p) => `${p.role}: ${p.name}`);

describe("US captions, sixth round", () => {
  it("reads a Texas caption whose second column (the court) is ruled off by '§'", () => {
    const text = `CAUSE NO. 2023-CI-18842

RIO GRANDE FRESH PRODUCE, LLC,        §     IN THE DISTRICT COURT
     Plaintiff,                       §
                                      §
v.                                    §     224TH JUDICIAL DISTRICT
                                      §
ALAMO COLD CHAIN TRANSPORT, INC.      §
and HECTOR R. VILLARREAL,             §
     Defendants.                      §     BEXAR COUNTY, TEXAS`;
    expect(roles(text)).toEqual([
      "plaintiff: Rio Grande Fresh Produce",
      "defendant: Alamo Cold Chain Transport, Inc",
      "defendant: Hector R. Villarreal",
    ]);
  });

  it("reads a New York caption with '- against -' and its rule lines, and a name wrapped across a ')' column", () => {
    const ny = `Present: HONORABLE LOURDES M. VENTURA
                  Justice
--------------------------------------------x
MARGARITA FLORES-IBARRA,                       Index No. 712845/2022
                         Plaintiff,
          - against -                          Motion Seq. No. 2
ASTORIA PLAZA REALTY CORP.,
                         Defendant.
--------------------------------------------x`;
    expect(roles(ny)).toEqual(["plaintiff: Margarita Flores-Ibarra", "defendant: Astoria Plaza Realty Corp"]);
    const wrapped = `TRUSTEES OF THE INDIANA STATE COUNCIL OF      )
CARPENTERS PENSION FUND,                      )
                         Plaintiffs,          )
                    v.                        )   No. 1:24-cv-00930-JPH-MJD
HOOSIER INTERIOR SYSTEMS, LLC,                )
                         Defendant.           )`;
    expect(roles(wrapped)[0]).toBe("plaintiff: Trustees of the Indiana State Council of Carpenters Pension Fund");
  });

  it("reads a criminal caption without role labels, labels on the name's line, and a county's state apart", () => {
    expect(
      roles("UNITED STATES DISTRICT COURT\n\nUNITED STATES OF AMERICA\nv.\nDERRICK L. PEMBERTON\n\nJUDGMENT"),
    ).toEqual(["plaintiff: United States of America", "defendant: Derrick L. Pemberton"]);
    expect(roles("No. 05-23-00871-CV\n\nMARISOL VEGA, Appellant\nV.\nLONE STAR AUTO CREDIT, LLC, Appellee\n")).toEqual([
      "appellant: Marisol Vega",
      "appellee: Lone Star Auto Credit",
    ]);
    expect(
      roles(
        "PRAIRIE WIND ENERGY, LLC,\n  Plaintiff-Appellant,\nv.\nOTTER TAIL COUNTY, MINNESOTA,\n  Defendant-Appellee.",
      ),
    ).toEqual(["appellant: Prairie Wind Energy", "appellee: Otter Tail County"]);
    expect(
      roles("SUFFOLK, ss.\n\nHARBORVIEW LOGISTICS TRUST\nvs.\nNEPONSET FREIGHT SYSTEMS, INC. & another(1)\n"),
    ).toEqual(["plaintiff: Harborview Logistics Trust", "defendant: Neponset Freight Systems, Inc"]);
  });

  it("lists a bankruptcy caption's debtors, not the chapter in the second column, and keeps 'P.A.' with its name", () => {
    expect(
      roles(`In re:                                         Case No. 24-01562-jtg
                                               Chapter 13
DWAYNE T. KOWALSKI and                         Hon. John T. Gregg
RENEE A. KOWALSKI,
                    Debtors.`),
    ).toEqual(["party: Dwayne T. Kowalski", "party: Renee A. Kowalski"]);
    expect(
      roles(
        "CORAL GABLES SURGICAL ASSOCIATES, P.A.,\n  Plaintiff-Appellant,\nversus\nSUNSHINE STATE HEALTH INSURANCE COMPANY,\n  Defendant-Appellee.",
      ),
    ).toEqual([
      "appellant: Coral Gables Surgical Associates, P.A",
      "appellee: Sunshine State Health Insurance Company",
    ]);
  });

  it("reads an officer sued by title, two people joined by '&', spouses in a family caption, and New York's appellate title", () => {
    expect(roles("DESMOND L. HARGROVE,\n  Petitioner,\nv.\nGRADY PERRY, Warden,\n  Respondent.")).toEqual([
      "petitioner: Desmond L. Hargrove",
      "respondent: Grady Perry",
    ]);
    expect(
      roles(
        "HOLLIS J. MARCHETTI & GWENDOLYN R. MARCHETTI,\n  Petitioners,\nv.\nCOMMISSIONER OF INTERNAL REVENUE,\n  Respondent.",
      ),
    ).toEqual([
      "petitioner: Hollis J. Marchetti",
      "petitioner: Gwendolyn R. Marchetti",
      "respondent: Commissioner of Internal Revenue",
    ]);
    expect(
      roles(
        "IN RE THE MARRIAGE OF\n\nRYAN T. KOSTELECKY                JOSEPH A. DIMARCO\n\nAND\n\nMARISSA L. KOSTELECKY             ELENA P. ARCHULETA\n\nRULING",
      ),
    ).toEqual(["party: Ryan T. Kostelecky", "party: Marissa L. Kostelecky"]);
    expect(
      parties(
        "DECISION & ORDER\nPriyanka Sethuraman, respondent,\nv Brookhaven Marina Holdings, LLC, appellant.\n\nORDERED that the order is modified; as so modified, the order is affirmed.",
      ),
    ).toEqual(["respondent: Priyanka Sethuraman", "appellant: Brookhaven Marina Holdings, LLC"]);
  });

  it("reads a Louisiana caption: 'VERSUS' between blank lines, the docket in a second column, no role labels", () => {
    expect(
      roles(
        'BAYOU STATE DREDGING, L.L.C.                CIVIL ACTION\n\nVERSUS                                      NO. 23-4471\n\nGULF INTRACOASTAL TOWING CO., INC.          SECTION "L" (3)\n',
      ),
    ).toEqual(["plaintiff: Bayou State Dredging, L.L.C", "defendant: Gulf Intracoastal Towing Co., Inc"]);
  });

  it("takes the parties from a minute order's or a letter's case title when there is no caption", () => {
    expect(
      parties(
        "CIVIL MINUTES - GENERAL\nCase No. 2:24-cv-06612-MWF-AGR\nTitle     Solana Beach Apparel Co. v. Pacific Rim Knitting Mills, Ltd.\n\nProceedings (IN CHAMBERS): ORDER RE MOTION TO TRANSFER VENUE\nThe Motion is GRANTED.",
      ),
    ).toEqual(["plaintiff: Solana Beach Apparel Co.", "defendant: Pacific Rim Knitting Mills, Ltd."]);
  });

  it("does not make a name a party because a role word follows it after a verb, or names another lease's landlord", () => {
    const text =
      'This Employment Agreement is made between Acme Robotics, Inc. and Dana Whitfield ("Executive"). If the Company terminates Executive without Cause, it shall pay severance.';
    const entity = (value: string, type: Entity["type"]): Entity => {
      const start = text.indexOf(value);
      return { type, value, start, end: start + value.length, confidence: 0.8 };
    };
    const found = extractParties(
      text,
      [
        entity("Acme Robotics, Inc.", "ORGANIZATION"),
        entity("Dana Whitfield", "PERSON"),
        entity("If the Company", "ORGANIZATION"),
      ],
      "en",
      "contract",
    ).map((p) => `${p.role}: ${p.name}`);
    expect(found).toContain("employee: Dana Whitfield");
    expect(found).not.toContain("employee: If the Company");
    const sublease = parties(
      'SUBLEASE\nThis Sublease is made between Harbor Design LLC ("Sublandlord") and Quill Studio LLC ("Subtenant").\n1. Master Lease. Sublandlord is the tenant under a lease with 1185 Sixth Avenue Owner LLC ("Master Landlord").',
    );
    expect(sublease).toEqual(["landlord: Harbor Design LLC", "tenant: Quill Studio LLC"]);
  });

  it("reads a lease's summary table labels as the parties' roles", () => {
    expect(
      parties(
        "OFFICE LEASE\nBASIC LEASE INFORMATION\nLandlord: Parkline Tower Owner LLC, a Georgia limited liability company\nTenant: Sablewood Architects, P.C., a Georgia professional corporation\nThe Landlord leases the Premises to the Tenant.",
      ),
    ).toEqual(["landlord: Parkline Tower Owner LLC", "tenant: Sablewood Architects, P.C."]);
  });
});
