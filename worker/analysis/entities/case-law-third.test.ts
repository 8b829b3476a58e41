import { describe, expect, it } from "vitest";
import { analyze } from "../analyze.ts";

// Third round of issue #19 (docs/decisions/025-held-out-evaluation.md): precedents cited the way US state courts,
// settlement agreements and Brazilian courts cite them.

const caseLaw = (text: string): string[] =>
  analyze(text)
    .entities.filter((e) => e.type === "CASE_LAW")
    .map((e) => e.value);

describe("case law, third round", () => {
  it("keeps a party's legal form inside the case name and reads California's year-first style", () => {
    expect(caseLaw("See Winter v. Natural Resources Defense Council, Inc., 555 U.S. 7, 20 (2008).")).toContain(
      "Winter v. Natural Resources Defense Council, Inc., 555 U.S. 7, 20 (2008)",
    );
    expect(caseLaw("The notice sufficed under Yvanova v. New Century Mortgage Corp. (2016) 62 Cal.4th 919.")).toContain(
      "Yvanova v. New Century Mortgage Corp. (2016) 62 Cal.4th 919",
    );
  });

  it("reads a case named by its caption before its docket number", () => {
    const found = caseLaw(
      "Claimant filed an action captioned Reyes v. Harbor County Water District, Case No. 24CV00311, in the Superior Court.",
    );
    expect(found).toContain("Reyes v. Harbor County Water District");
  });

  it("reads a repercussão geral theme as a precedent", () => {
    expect(caseLaw("A embargante invoca o Tema 69 da repercussão geral (RE 574.706/PR).")).toContain(
      "Tema 69 da repercussão geral",
    );
  });
});
