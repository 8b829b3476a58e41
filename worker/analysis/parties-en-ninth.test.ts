import { describe, expect, it } from "vitest";
import { analyze } from "./analyze.ts";
import { captionPieces } from "./parties-caption-pieces.ts";

// Ninth round of issue #19 (docs/decisions/025-held-out-evaluation.md, "Ninth round (24b)"): English party precision
// on captions and preambles that name one party twice, describe it, or join parties that are on neither side.

const parties = (text: string): string[] => analyze(text).parties.map((p) => `${p.role}: ${p.name}`);

describe("Caption names, ninth round", () => {
  it("keeps a company's former or trade name inside its own party ('f/k/a', 'd/b/a')", () => {
    expect(captionPieces("ORCHID VALLEY FARMS, INC. f/k/a ORCHID VALLEY GROWERS CORP., and DOES 1-5,")).toEqual([
      "ORCHID VALLEY FARMS, INC.",
      "DOES 1-5",
    ]);
    expect(captionPieces("TRI-STATE CARTAGE CO. d/b/a TSC HAULING, LLC, and MARTA LINDQVIST")).toEqual([
      "TRI-STATE CARTAGE CO.",
      "MARTA LINDQVIST",
    ]);
  });

  it("drops a description's date and a property's identifier that follow a comma", () => {
    expect(
      captionPieces("RAFAEL OSTROWSKI, individually and as Trustee of the Ostrowski Trust dated June 1, 2011,"),
    ).toEqual(["RAFAEL OSTROWSKI"]);
    expect(captionPieces("One 2019 Toyota Tacoma, VIN 3TMCZ5AN1KM212345,")).toEqual(["One 2019 Toyota Tacoma"]);
  });

  it("reads a qui tam relator's label and a forfeiture's 'Defendants in rem' with a sum of money as a party", () => {
    const text = [
      "UNITED STATES DISTRICT COURT",
      "DISTRICT OF NEVADA",
      "",
      "United States of America,",
      "        Plaintiff,",
      "    v.",
      "$18,240.00 in U.S. Currency,",
      "        Defendant in rem.",
      "",
      "Case No. 2:24-cv-01932",
    ].join("\n");
    expect(parties(text)).toEqual(["plaintiff: United States of America", "defendant: $18,240.00 in U.S. Currency"]);
    const quiTam = [
      "UNITED STATES DISTRICT COURT",
      "DISTRICT OF OREGON",
      "",
      "UNITED STATES ex rel. PAULA VERHOEVEN,",
      "        Plaintiff-Relator,",
      "    v.",
      "CASCADE IMAGING PARTNERS, LLC,",
      "        Defendant.",
    ].join("\n");
    const found = parties(quiTam);
    expect(found.some((p) => /^plaintiff: .*Paula Verhoeven/i.test(p))).toBe(true);
    expect(found.join(";")).not.toMatch(/Relator/);
  });

  it("adds a garnishee or intervenor the caption joins with 'and', and the debtors above an adversary caption", () => {
    const garnishee = [
      "IN THE CIRCUIT COURT OF DANE COUNTY",
      "",
      "HOLLIS FEED & GRAIN, LLC,",
      "        Plaintiff,",
      "v.",
      "ARNE JESPERSEN,",
      "        Defendant,",
      "and",
      "BADGER STATE CREDIT UNION,",
      "        Garnishee.",
    ].join("\n");
    expect(parties(garnishee)).toContain("party: Badger State Credit Union");
    const adversary = [
      "UNITED STATES BANKRUPTCY COURT",
      "",
      "In re:",
      "PRAIRIE LANTERN BREWING CO.,",
      "        Debtor.",
      "",
      "MARGARET OYELOWO, as Chapter 7 Trustee,",
      "        Plaintiff,",
      "    v.",
      "HOPWORKS SUPPLY LLC,",
      "        Defendant.",
    ].join("\n");
    const found = parties(adversary);
    expect(found.join(";")).toMatch(/party: Prairie Lantern Brewing Co\b/);
    expect(found).toContain("plaintiff: Margaret Oyelowo");
  });
});

describe("Preamble names, ninth round", () => {
  it("reads a person with another name ('a/k/a') as one party and a representative's capacity as none", () => {
    const text =
      "SETTLEMENT AGREEMENT\n\nThis Settlement Agreement is entered into by and between THE ESTATE OF MIRIAM " +
      'KOSTAS, by and through Peter Kostas, as Administrator (the "Estate"), and RUBEN T. OKAFOR a/k/a RUBEN TAYO ' +
      '("Okafor").\n\n1. Payment. Okafor shall pay the Estate $20,000.';
    const names = analyze(text).parties.map((p) => p.name);
    expect(names.join(";")).toMatch(/RUBEN T\. OKAFOR/i);
    expect(names.join(";")).not.toMatch(/Administrator|RUBEN TAYO/i);
  });
});
