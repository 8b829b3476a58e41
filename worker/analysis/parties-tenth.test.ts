import { describe, expect, it } from "vitest";
import { analyze } from "./analyze.ts";
import { findOrganizationsEn } from "./entities/names-en.ts";

// Tenth round (docs/decisions/025-held-out-evaluation.md, "Tenth round (25b)"): English instruments full of names that
// are not parties — wills, trusts, notes, minutes, consents, settlements — and the parties they do name.

const parties = (text: string): string[] => analyze(text).parties.map((p) => `${p.role}: ${p.name}`);
const names = (text: string): string[] => analyze(text).parties.map((p) => p.name);

describe("English instruments, tenth round", () => {
  it("does not give a will's gift to the company named as trustee of the trust that receives it", () => {
    const text = [
      "LAST WILL AND TESTAMENT OF ARTHUR QUINCY BELL",
      "",
      "I, ARTHUR QUINCY BELL, of Dayton, Ohio, declare this to be my Last Will and Testament.",
      "",
      "I give my residuary estate to the Trustee then acting under the Arthur Q. Bell Living Trust dated May 2, 2017, of which Miami Valley Trust Company is trustee, to be administered as part of that trust.",
      "",
      "I appoint my sister, Joan Bell Harper, as Executor of this Will.",
    ].join("\n");
    const found = names(text);
    expect(found).not.toContain("Miami Valley Trust Company");
    expect(found.some((n) => /Bell Living Trust$/.test(n))).toBe(true);
  });

  it("keeps a person in capitals with a middle initial apart from the company joined to it by 'and'", () => {
    const orgs = findOrganizationsEn(
      "and HENRIETTA L. MARCHBANKS and PRAIRIE HERITAGE BANK, N.A., a national banking association, as co-trustees",
    ).map((o) => o.value);
    expect(orgs).toEqual(["PRAIRIE HERITAGE BANK, N.A."]);
  });

  it("reads a trust agreement 'made by X, as settlor, and X and Y, as co-trustees' as its two parties", () => {
    const text = [
      "THE MARCHBANKS REVOCABLE TRUST",
      "",
      "TRUST AGREEMENT",
      "",
      'This Trust Agreement is made on June 1, 2025, by HENRIETTA L. MARCHBANKS, of Wichita, Kansas, as settlor (the "Settlor"), and HENRIETTA L. MARCHBANKS and PRAIRIE HERITAGE BANK, N.A., a national banking association, as the initial co-trustees (together, the "Trustee").',
      "",
      "1. Funding. The Settlor transfers to the Trustee the property on Schedule A.",
    ].join("\n");
    const found = names(text).map((n) => n.toUpperCase());
    expect(found).toContain("HENRIETTA L. MARCHBANKS");
    expect(found).toContain("PRAIRIE HERITAGE BANK, N.A.");
    expect(found.some((n) => / AND /.test(n))).toBe(false);
  });

  it("reads the payee of a note described before its defined term ('to the order of X, a Kansas state bank (“Lender”)')", () => {
    const text = [
      "PROMISSORY NOTE",
      "",
      "$90,000.00                                   Topeka, Kansas",
      "",
      'FOR VALUE RECEIVED, the undersigned, SUNFLOWER VETERINARY GROUP, PLLC, a Kansas professional limited liability company ("Borrower"), promises to pay to the order of FLINT HILLS COMMUNITY BANK, a Kansas state bank ("Lender"), the principal sum of $90,000.00.',
      "",
      "1. Payments. Borrower shall pay sixty (60) monthly installments.",
    ].join("\n");
    const found = names(text).map((n) => n.toUpperCase());
    expect(found).toContain("FLINT HILLS COMMUNITY BANK");
    expect(found).toContain("SUNFLOWER VETERINARY GROUP, PLLC");
  });
});

describe("Instruments made 'by' their parties, tenth round", () => {
  it("reads a person with a hyphenated surname listed after 'made … by X, …, and' as a person", () => {
    const text = [
      "CONSULTING AGREEMENT",
      "",
      'This Consulting Agreement is entered into as of May 5, 2025 by Larkspur Dental Partners, LLC, an Oregon limited liability company (the "Company"), and Odette Fairweather-Lund, an individual ("Consultant").',
      "",
      "1. Services. Consultant shall advise the Company on billing.",
    ].join("\n");
    const p = analyze(text).parties.find((x) => x.name === "Odette Fairweather-Lund");
    expect(p?.entityType).toBe("PERSON");
  });
});
