import { describe, expect, it } from "vitest";
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
