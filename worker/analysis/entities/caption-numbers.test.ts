import { describe, expect, it } from "vitest";
import { findDocketNumbers } from "./legal-en.ts";

// A caption's number in its right-hand column or on a line of its own, without a label (legal-en.ts, captionNumbers).
const numbers = (text: string): string[] => findDocketNumbers(text).map((e) => String(e.normalized ?? e.value));

describe("case numbers a caption sets without a label", () => {
  it("reads the number in the caption's right-hand column", () => {
    expect(
      numbers(
        "COURT OF APPEALS OF OHIO\nTWELFTH APPELLATE DISTRICT\n\nMARIA LOPEZ,                         )\n     Petitioner-Appellant,           )    CA2024-05-031\n                                     )\n     - vs -                          )    OPINION\n",
      ),
    ).toEqual(["CA2024-05-031"]);
    expect(
      numbers(
        "UNITED STATES DISTRICT COURT\nDISTRICT OF NEVADA\n\nJANE ROE,\n          Plaintiff,\n     v.                                    2:24-cv-00917-RFB-NJK\n",
      ),
    ).toEqual(["2:24-cv-00917-RFB-NJK"]);
  });

  it("reads a number on a line of its own, or before a wide gap", () => {
    expect(
      numbers(
        "IN THE DISTRICT COURT OF APPEAL OF FLORIDA\nSECOND DISTRICT\n\n2D2024-1187\n\nCARLOS RUIZ,\n  Appellant,\nv.\n",
      ),
    ).toEqual(["2D2024-1187"]);
    expect(
      numbers(
        "Supreme Court of the State of New York\nAppellate Division: Second Judicial Department\n\nD81247\nG/htr\n\n2022-07719                              DECISION & ORDER\n\nJane Roe, respondent, v John Doe, appellant.\n",
      ),
    ).toEqual(["2022-07719"]);
  });

  it("does not take an attorney's bar number, ZIP code or phone for the case's number", () => {
    expect(
      numbers(
        "JANE DOE\nSBN 287654\nLos Angeles,      CA 90071\nTelephone:        213-555-0199\n\nSUPERIOR COURT OF CALIFORNIA\n\nMARK LEE,\n   Plaintiff,\nv.\nBETA LLC,\n   Defendant.\n",
      ),
    ).toEqual([]);
  });

  it("reads nothing outside a court filing's caption", () => {
    expect(
      numbers("PURCHASE ORDER\n\nSupplier: Acme Inc.          PO-2024-00917\nDelivery:   within 30 days\n"),
    ).toEqual([]);
  });
});
