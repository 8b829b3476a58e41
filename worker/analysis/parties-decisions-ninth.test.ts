import { describe, expect, it } from "vitest";
import { decisionPanel as decision } from "./decision-panel.testkit.ts";
import { captionPieces } from "./parties-caption-pieces.ts";
import { captionParties } from "./parties-resolve.ts";

// Ninth round of issue #19 (docs/decisions/025-held-out-evaluation.md, "Ninth round (24f)"): parties and decision
// fields of English decisions, from dev errors.

const roles = (text: string): string[] => captionParties(text).map((p) => `${p.role}: ${p.name}`);

describe("Caption parties, ninth round (24f)", () => {
  it("splits two people joined by a capitalised 'AND' when both are plainly people, not a firm's name", () => {
    expect(captionPieces("MARCUS R. DELANEY AND NORA P. DELANEY,")).toEqual(["MARCUS R. DELANEY", "NORA P. DELANEY"]);
    expect(captionPieces("Ivan Petrov And Olga Petrov")).toEqual(["Ivan Petrov", "Olga Petrov"]);
    expect(captionPieces("BARNES AND NOBLE,")).toEqual(["BARNES AND NOBLE"]);
  });

  it("reads a family caption whose spouses are labelled and joined by 'and', in any casing", () => {
    const text = [
      "STATE OF WISCONSIN                        CIRCUIT COURT",
      "",
      "In Re the Marriage of:                    Case No. 24-FA-0911",
      "",
      "Priya Nandakumar,",
      "          Petitioner,",
      "and",
      "Daniel Okafor,",
      "          Respondent.",
      "",
      "JUDGMENT OF DIVORCE",
    ].join("\n");
    expect(roles(text)).toEqual(["petitioner: Priya Nandakumar", "respondent: Daniel Okafor"]);
  });

  it("reads the patent board's 'Patent Owner' label as the answering side", () => {
    const text = [
      "BEFORE THE PATENT TRIAL AND APPEAL BOARD",
      "",
      "ACME SENSORS CORP.,",
      "Petitioner,",
      "",
      "v.",
      "",
      "BLUEFIN OPTICS LLC,",
      "Patent Owner.",
      "",
      "IPR2025-00101",
    ].join("\n");
    expect(roles(text)).toEqual(["petitioner: Acme Sensors Corp", "respondent: Bluefin Optics LLC"]);
  });

  it("reads labels joined by an em dash and keeps ', INCORPORATED' spelled out on its own line", () => {
    const text = [
      "No. 25-10001",
      "",
      "HAROLD VANCE,",
      "",
      "                         Plaintiff—Appellant,",
      "",
      "versus",
      "",
      "DELTA FREIGHT LINES,",
      "INCORPORATED,",
      "",
      "                         Defendant—Appellee.",
      "",
      "Appeal from the United States District Court",
    ].join("\n");
    expect(roles(text)).toEqual(["appellant: Harold Vance", "appellee: Delta Freight Lines, Incorporated"]);
  });
});

describe("Appeal labels, ninth round (24f)", () => {
  it("reads Indiana's 'Appellant-Defendant' and 'Appellee-Plaintiff' by their appeal side", () => {
    const text = [
      "IN THE\nCourt of Appeals of Indiana",
      "",
      "Corwin J. Ashby,",
      "Appellant-Defendant",
      "",
      "v.",
      "",
      "State of Indiana,",
      "Appellee-Plaintiff",
      "",
      "Court of Appeals Case No. 25A-CR-0101",
    ].join("\n");
    expect(roles(text)).toEqual(["appellant: Corwin J. Ashby", "appellee: State of Indiana"]);
  });
});

describe("Writ captions, ninth round (24f)", () => {
  it("reads the court a writ petition names as respondent, and a real party in interest after 'Respondent;'", () => {
    const text = [
      "IN THE COURT OF APPEAL OF THE STATE OF CALIFORNIA",
      "SECOND APPELLATE DISTRICT",
      "",
      "HARBORVIEW TILE SUPPLY, INC.,",
      "     Petitioner,",
      "v.                                              B339120",
      "THE SUPERIOR COURT OF VENTURA COUNTY,",
      "     Respondent;",
      "MARCO D. ALVARENGA,",
      "     Real Party in Interest.",
      "",
      "OPINION",
    ].join("\n");
    expect(roles(text)).toEqual([
      "petitioner: Harborview Tile Supply, Inc",
      "respondent: the Superior Court of Ventura County",
      "party: Marco D. Alvarenga",
    ]);
  });
});

describe("Label-first captions, ninth round (24f)", () => {
  it("reads each side's label before its names, a complainant as the side that sues", () => {
    const text = [
      "SUPREME COURT OF THE STATE OF COLORADO",
      "Case No. 25PDJ101",
      "",
      "Complainant:",
      "THE PEOPLE OF THE STATE OF COLORADO,",
      "",
      "Respondent:",
      "ALISTAIR P. HENNESSY, #52210.",
      "",
      "ORDER OF COURT",
    ].join("\n");
    expect(roles(text)).toEqual(["plaintiff: the People of the State of Colorado", "respondent: Alistair P. Hennessy"]);
  });

  it("ends a side's names at the next label when a form gives each on its line", () => {
    const text = [
      "SMALL CLAIMS DIVISION",
      "",
      "Plaintiff: ODILE MARCHETTI",
      "Defendant: CEDAR LANE MOTORS, INC.",
      "",
      "JUDGMENT",
    ].join("\n");
    expect(roles(text)).toEqual(["plaintiff: Odile Marchetti", "defendant: Cedar Lane Motors, Inc"]);
  });
});

describe("Immigration captions, ninth round (24f)", () => {
  it("reads the board's 'In re: NAME' over 'IN REMOVAL PROCEEDINGS' as the respondent", () => {
    const text = [
      "Decision of the Board of Immigration Appeals",
      "",
      "File: A201-334-118 – Chicago, IL                 Date: JAN 9 2026",
      "",
      "In re: Ximena Paola ARRIAGA-LUNA",
      "",
      "IN REMOVAL PROCEEDINGS",
      "",
      "APPEAL",
    ].join("\n");
    expect(roles(text)).toEqual(["respondent: Ximena Paola ARRIAGA-LUNA"]);
  });
});

describe("Decision fields, ninth round (24f)", () => {
  it("takes a stipulation order's 'The stipulation is APPROVED' as the holding, not a later item that allows a claim", () => {
    const d = decision([
      "UNITED STATES BANKRUPTCY COURT\nDISTRICT OF NEVADA",
      "ORDER APPROVING STIPULATION",
      "Upon the stipulation between the Chapter 7 trustee and Orbis Freight Co., IT IS HEREBY ORDERED THAT:",
      "1. The stipulation is APPROVED.",
      "2. Orbis Freight Co. shall pay the Trustee $40,000.00 within thirty (30) days.",
      "3. Orbis Freight Co.'s proof of claim is allowed as a general unsecured claim in the amount of $9,000.00.",
    ]);
    expect(d.decisionSummary).toContain("The stipulation is APPROVED");
  });
});
