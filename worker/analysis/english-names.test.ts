import { describe, expect, it } from "vitest";
import { analyze } from "./analyze.ts";

const complaint = `UNITED STATES DISTRICT COURT
NORTHERN DISTRICT OF OHIO

COALITION FOR SAFE STREETS, and
GREATER CLEVELAND TENANTS UNION,
Plaintiffs,
v.
CLEVELAND METROPOLITAN HOUSING AUTHORITY,
Defendant.

Case No. 1:24-cv-00731

COMPLAINT

JURISDICTION AND VENUE
1. This action arises under the Fair Housing Act, 42 U.S.C. § 3604, and this Court has jurisdiction under 28 U.S.C. § 1331.`;

describe("organisations named in an English caption and contract", () => {
  it("lists a coalition and a tenants' union of the caption as organisations, not people", () => {
    const a = analyze(complaint);
    const orgs = a.entities.filter((e) => e.type === "ORGANIZATION").map((e) => e.value.toUpperCase());
    expect(orgs).toEqual(expect.arrayContaining(["COALITION FOR SAFE STREETS", "GREATER CLEVELAND TENANTS UNION"]));
    expect(a.entities.some((e) => e.type === "PERSON" && /COALITION|UNION/i.test(e.value))).toBe(false);
    expect(a.parties.every((p) => p.entityType === "ORGANIZATION")).toBe(true);
  });

  it("keeps the statute sued under and the court's jurisdiction as two findings of one sentence", () => {
    const findings = analyze(complaint).keyFindings;
    expect(findings.find((f) => f.type === "legal_basis")?.value).toMatch(/42 U\.S\.C\. § 3604$/);
    expect(findings.find((f) => f.type === "jurisdiction_basis")?.value).toMatch(/^this Court has jurisdiction/);
  });

  it("reads a signatory's 'Chief Operating Officer' as no organisation, and finds the venue clause's county", () => {
    const text = `MASTER SERVICES AGREEMENT

This Master Services Agreement is made effective as of June 1, 2024 by and between Blue Harbor Health System, a Massachusetts nonprofit corporation ("Client"), and Tidewater Data Partners, LLC, a Delaware limited liability company ("Vendor").
7. Governing Law. This Agreement is governed by the laws of the Commonwealth of Massachusetts.
8. Venue. Any action arising out of this Agreement shall be brought exclusively in the state or federal courts located in Suffolk County, Massachusetts.

BLUE HARBOR HEALTH SYSTEM
By: Naomi Feld, Chief Operating Officer`;
    const a = analyze(text);
    expect(a.entities.some((e) => e.type === "ORGANIZATION" && /Operating Office|Master Service\b/.test(e.value))).toBe(
      false,
    );
    expect(a.keyFindings.find((f) => f.type === "forum")?.value).toMatch(/Suffolk County/);
  });
});
