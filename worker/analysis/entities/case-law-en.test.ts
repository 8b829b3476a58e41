import { describe, expect, it } from "vitest";
import { findCaseLawEn } from "./legal-en.ts";

// US precedents as briefs and opinions cite them (decision 025, tenth round at merge): what a lawyer sees listed
// under case law is the whole citation, starting at the case's name and not at the sentence before it.
const cites = (text: string): string[] => findCaseLawEn(text).map((e) => e.value);

describe("US case-law citations", () => {
  it("starts a citation at its signal or at the sentence's end, not in the sentence before", () => {
    expect(
      cites(
        "Plaintiff lacks standing under Article III of the United States Constitution. See TransUnion LLC v. Ramirez, 594 U.S. 413 (2021).",
      ),
    ).toEqual(["TransUnion LLC v. Ramirez, 594 U.S. 413 (2021)"]);
    expect(
      cites(
        "The claim was ripe once the City's Development Review Commission. Pakdel v. City & County of San Francisco, 594 U.S. 474 (2021).",
      ),
    ).toEqual(["Pakdel v. City & County of San Francisco, 594 U.S. 474 (2021)"]);
  });

  it("names a case brought in re or in the matter of a subject, with its reporter", () => {
    expect(cites("The standard is settled. In re SubMicron Sys. Corp., 432 F.3d 448, 454 (3d Cir. 2006).")).toEqual([
      "In re SubMicron Sys. Corp., 432 F.3d 448, 454 (3d Cir. 2006)",
    ]);
    expect(cites("The Board so held in Matter of M-E-V-G-, 26 I&N Dec. 227 (BIA 2014).")).toEqual([
      "Matter of M-E-V-G-, 26 I&N Dec. 227 (BIA 2014)",
    ]);
  });

  it("reads New York's bracketed style, a foreign party's legal form and public-domain citations", () => {
    expect(
      cites(
        "See Cooperatieve Centrale Raiffeisen-Boerenleenbank, B.A. v Navarro, 25 NY3d 485, 492 [2015]; Matter of Greenpoint Holdings v Lee, 210 AD3d 512 [1st Dept 2022].",
      ),
    ).toEqual([
      "Cooperatieve Centrale Raiffeisen-Boerenleenbank, B.A. v Navarro, 25 NY3d 485, 492 [2015]",
      "Matter of Greenpoint Holdings v Lee, 210 AD3d 512 [1st Dept 2022]",
    ]);
    expect(
      cites("Id.; see Rush University Medical Center v. Sessions, 2012 IL 112906, and State v. Cole, 2025 ME 48."),
    ).toEqual(
      expect.arrayContaining([
        "Rush University Medical Center v. Sessions, 2012 IL 112906",
        "State v. Cole, 2025 ME 48",
      ]),
    );
    expect(cites("The Tax Court disagreed in Brandt v. Commissioner, T.C. Memo. 2025-61.")).toEqual([
      "Brandt v. Commissioner, T.C. Memo. 2025-61",
    ]);
  });

  it("names a case cited by its docket number, leaving the number to the case numbers", () => {
    expect(
      cites(
        "A parallel challenge is pending, see Texas v. Becerra, No. 4:23-cv-00412 (N.D. Tex. filed Apr. 28, 2023).",
      ),
    ).toEqual(["Texas v. Becerra"]);
    expect(
      cites(
        "including the action Pelican Bay Therapeutics, Inc. v. Marinex Labs, Inc., C.A. No. 2025-0417-LWW (Del. Ch.)",
      ),
    ).toEqual(["Pelican Bay Therapeutics, Inc. v. Marinex Labs, Inc."]);
  });

  it("does not take an address for a citation, nor a caption's lines for a case name", () => {
    expect(cites("Defendant's principal office at 4401 N.W. 9th Avenue, Fort Lauderdale, FL 33309.")).toEqual([]);
    expect(cites("JANE ROE,\nPlaintiff,\nv.\nACME CORP.,\nDefendant, No. 1:24-cv-00001")).toEqual([]);
  });
});
