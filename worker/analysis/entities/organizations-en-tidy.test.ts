import { describe, expect, it } from "vitest";
import type { Entity } from "../types.ts";
import { tidyOrganizationEn } from "./organizations-en-tidy.ts";
import { isFirmShaped } from "./persons-given.ts";

const org = (value: string): Entity => ({ type: "ORGANIZATION", value, confidence: 0.8, start: 0, end: value.length });
const tidy = (value: string): string | undefined => tidyOrganizationEn(org(value))?.value;

describe("an English organisation's name without the filing's words around it", () => {
  it("drops a third party's label, a relator's, and the filing that names the company", () => {
    expect(tidy("Third-Party Defendant Olympic Trailer Repair Co.")).toBe("Olympic Trailer Repair Co.");
    expect(tidy("Relator, Lone Star Crane Rental, LLC")).toBe("Lone Star Crane Rental, LLC");
    expect(tidy("Preliminary Objections of Defendant Norristown Plaza Associates, L.P.")).toBe(
      "Norristown Plaza Associates, L.P.",
    );
    expect(tidy("Petition of Red Earth Roofing, LLC")).toBe("Red Earth Roofing, LLC");
  });

  it("drops the lawyer's name and 'of' from counsel's line", () => {
    expect(tidy("Gregory P. Sloan, of Sloan Law Firm, LLC")).toBe("Sloan Law Firm, LLC");
    expect(tidy("Owen R. Petrakis, Esq., Petrakis Hale PLLC")).toBe("Petrakis Hale PLLC");
    expect(tidy("Martin Hirsch, Esq., of Hirsch & Levy LLP")).toBe("Hirsch & Levy LLP");
    expect(tidy("Smith, Jones & Co.")).toBe("Smith, Jones & Co.");
  });

  it("keeps a name that only begins like a filing's word", () => {
    expect(tidy("Motion Picture Association of America")).toBe("Motion Picture Association of America");
  });
});

describe("a caption's name read as a person's", () => {
  it("is a firm's when it closes with a company's legal form", () => {
    expect(isFirmShaped("OLYMPIC TRAILER REPAIR CO")).toBe(true);
    expect(isFirmShaped("SALISH SEA PROVISIONS CO")).toBe(true);
    expect(isFirmShaped("MARIA CONCEIÇÃO")).toBe(false);
  });
});
