import { describe, expect, it } from "vitest";
import { captionParties } from "./parties-resolve.ts";

const roles = (text: string) => captionParties(text).map((p) => `${p.role}: ${p.name}`);

describe("a US caption as a DOCX or PDF gives it, without blank lines", () => {
  it("starts the first side after the court's heading lines, its division seat included", () => {
    // Word keeps each caption line as its own paragraph, with no empty paragraph between heading and parties.
    const text = `Case No. 2:24-cv-00988
UNITED STATES DISTRICT COURT
WESTERN DISTRICT OF WASHINGTON
AT SEATTLE
KEVIN MORALES,
Plaintiff,
v.
CITY OF TACOMA,
Defendant.
COMPLAINT FOR VIOLATION OF CIVIL RIGHTS`;
    expect(roles(text)).toEqual(["plaintiff: Kevin Morales", "defendant: City of Tacoma"]);
  });

  it("still reads the caption the way a typed text lays it out, with blank lines", () => {
    const text = `IN THE UNITED STATES DISTRICT COURT
FOR THE DISTRICT OF COLORADO

HIGH PLAINS GRAIN COOPERATIVE,
Plaintiff,
v.
FRONT RANGE RAILWAY COMPANY,
Defendant.`;
    expect(roles(text)).toEqual(["plaintiff: High Plains Grain Cooperative", "defendant: Front Range Railway Company"]);
  });

  it("finds a party whose name wraps inside a narrow caption cell of a PDF", () => {
    const text = `IN THE UNITED STATES DISTRICT COURT
FOR THE DISTRICT OF COLORADO

HIGH PLAINS GRAIN
COOPERATIVE,
Plaintiff,
v.
FRONT RANGE RAILWAY
COMPANY,
Defendant.
Civil Action No. 23-cv-02218-RMR`;
    const parties = captionParties(text);
    expect(parties.map((p) => `${p.role}: ${p.name}`)).toEqual([
      "plaintiff: High Plains Grain Cooperative",
      "defendant: Front Range Railway Company",
    ]);
    expect(text.slice(parties[0]?.start, parties[0]?.end)).toBe("HIGH PLAINS GRAIN\nCOOPERATIVE");
  });

  it("skips the docket number that a scan's OCR reads between the caption's lines", () => {
    const text = `UNITED STATES DISTRICT COURT
DISTRICT OF NEW JERSEY
RIVERSIDE PHARMACY INC.,
Plaintiff,
v.
Civil Action No. 23-4410 (KMW)
GARDEN STATE DISTRIBUTORS
LLC,
Defendant.`;
    expect(roles(text)).toEqual(["plaintiff: Riverside Pharmacy Inc", "defendant: Garden State Distributors LLC"]);
  });
});
