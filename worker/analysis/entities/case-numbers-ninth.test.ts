import { describe, expect, it } from "vitest";
import { analyze } from "../analyze.ts";
import { findDocketNumbers } from "./legal-en.ts";

// Ninth round of issue #19 (docs/decisions/025-held-out-evaluation.md, "Ninth round (24b)"): numbers that are not
// the case numbers of a document, beside case numbers written in forms the rules did not read whole.

const dockets = (text: string): string[] => findDocketNumbers(text).map((e) => e.value);

describe("English case numbers, ninth round", () => {
  it("reads Cook County's year, division letters and number as one case number", () => {
    expect(dockets("Case No. 2024 CH 01177\n")).toEqual(["Case No. 2024 CH 01177"]);
    expect(dockets("judgment entered in Case No. 2021 L 004190 for the plaintiff")).toEqual(["Case No. 2021 L 004190"]);
  });

  it("does not read an agency charge's number as a case number", () => {
    expect(dockets("filed EEOC Charge No. 846-2023-11402 in May")).toEqual([]);
  });

  it("leaves a decided precedent's docket inside its citation, but keeps a pending case's", () => {
    expect(dockets("See Alvarez v. Marlow Foods, Inc., No. 19-cv-2281 (S.D. Fla. 2021).")).toEqual([]);
    expect(dockets("see Ohio v. Raimondo, No. 2:24-cv-00117 (S.D. Ohio filed Jan. 9, 2024).")).toEqual([
      "2:24-cv-00117",
    ]);
  });

  it("does not read an inmate's, an incident's, a bond's or a mailing's number as a case number, in any case", () => {
    expect(dockets("state prisoner, inmate No. 774120, was held")).toEqual([]);
    expect(dockets("dispatch incident No. 25-004417 was logged")).toEqual([]);
    expect(dockets("a claim on payment bond No. 210044718 issued")).toEqual([]);
    expect(dockets("SENT VIA CERTIFIED MAIL (No. 7019 2280 0001)")).toEqual([]);
    expect(dockets("CIVIL ACTION\nFILE NO. 25-C-01188-S2\n")).toEqual(["NO. 25-C-01188-S2"]);
  });

  it("does not read an insurer's internal appeal number as a court appeal's", () => {
    expect(dockets("denied Internal Appeal No. GA-2025-00412 on May 1")).toEqual([]);
    expect(dockets("Appeal No. 2025-1187 was docketed")).toEqual(["Appeal No. 2025-1187"]);
  });
});

describe("English case numbers, ninth round, from earlier dev documents", () => {
  it("reads a number, a division's letters and a number as one case number after any 'No.'", () => {
    expect(dockets("Trial Court No. 2022 CV 01877\n")).toEqual(["No. 2022 CV 01877"]);
    expect(dockets("           No. 1877 WDA 2025\n")).toEqual(["No. 1877 WDA 2025"]);
    expect(dockets("(Index No. 508812/21)")).toEqual(["Index No. 508812/21"]);
  });

  it("does not read a docket entry, a form, a load, a passport or a judge's number as a case number", () => {
    expect(dockets("the objection [Docket No. 87] is sustained")).toEqual([]);
    expect(dockets("PURCHASE ORDER FORM No. 2026-0412")).toEqual([]);
    expect(dockets("the rate confirmation for Load No. 55120 governs")).toEqual([]);
    expect(dockets("holder of passport No. FX7720931, residing")).toEqual([]);
    expect(dockets("Judge Ana Ruiz        Judge's No. 2207")).toEqual([]);
  });
});

describe("English organisations, ninth round", () => {
  it("reads the company an order's title names after 'OF DEFENDANT' without the title's words", () => {
    const orgs = analyze(
      "UNITED STATES DISTRICT COURT\n\nORDER GRANTING STIPULATION OF DISMISSAL OF DEFENDANT QUILLON LABS INC.\n\nThe stipulation is approved.",
    )
      .entities.filter((e) => e.type === "ORGANIZATION")
      .map((e) => e.value);
    expect(orgs.join(";")).not.toMatch(/ORDER|STIPULATION/);
  });
});
