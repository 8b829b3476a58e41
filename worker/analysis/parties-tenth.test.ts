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

describe("Wills and codicils, tenth round", () => {
  const codicil = [
    "FIRST CODICIL TO THE LAST WILL AND TESTAMENT OF HOLLIS GRANT WEBER",
    "",
    "I, HOLLIS GRANT WEBER, of Eugene, Oregon, make this First Codicil to my Last Will and Testament dated June 3, 2019.",
    "",
    "FIRST: I revoke Article Second of my Will, by which I gave my boat to my late cousin, Arnold Weber, and I give that boat instead to my grandson, Felix Weber-Lang.",
    "",
    "SECOND: I revoke the appointment of my friend, Oscar Delacroix, as Personal Representative, and I nominate my daughter, Renata Weber, as Personal Representative. If she cannot serve, I nominate my lawyer's fiduciary affiliate, Cascade Fiduciary Trust Company, as successor Personal Representative.",
    "",
    "THIRD: In all other respects I confirm my Will, including the gift of my residuary estate to my sons, Tobias Weber and Lukas Weber, in equal shares.",
  ].join("\n");

  it("gives no role to whom a codicil's revoked gift or appointment named", () => {
    const found = names(codicil);
    expect(found).not.toContain("Arnold Weber");
    expect(found).not.toContain("Oscar Delacroix");
    expect(parties(codicil)).toContain("legatee: Felix Weber-Lang");
  });

  it("reads 'the gift of my residuary estate to' as naming heirs", () => {
    const found = parties(codicil);
    expect(found).toContain("heir: Tobias Weber");
    expect(found).toContain("heir: Lukas Weber");
  });

  it("names a company nominated after a long description 'as successor Personal Representative' as executor (regression guard)", () => {
    expect(parties(codicil)).toContain("executor: Cascade Fiduciary Trust Company");
  });
});

describe("Grants in the first person and deeds, tenth round", () => {
  it("reads the principal of a power of attorney from 'I, NAME, of <address>, appoint', not a successor agent", () => {
    const text = [
      "DURABLE POWER OF ATTORNEY",
      "",
      "I, WINIFRED MAE OSTROWSKI, of 18 Birch Court, Naperville, Illinois 60540, appoint my nephew, Caleb Ostrowski, of Aurora, Illinois, as my agent to act for me.",
      "",
      "If Caleb Ostrowski cannot serve, I appoint my niece, Hannah Ostrowski Pike, as successor agent.",
      "",
      "/s/ Winifred Mae Ostrowski",
    ].join("\n");
    const found = names(text).map((n) => n.toUpperCase());
    expect(found).toContain("WINIFRED MAE OSTROWSKI");
    expect(found).toContain("CALEB OSTROWSKI");
    expect(found).not.toContain("HANNAH OSTROWSKI PIKE");
  });

  it("reads a warranty deed as an instrument whose grantors open the first paragraph in capitals", () => {
    const text = [
      "WARRANTY DEED",
      "",
      'HOMER J. LUCERO and ALMA R. LUCERO, husband and wife ("Grantors"), for consideration paid, grant to PIÑON RIDGE HOMES, LLC, a New Mexico limited liability company ("Grantee"), the following real estate in Santa Fe County, New Mexico:',
      "",
      "Lot 7, Block 2, Cerro Gordo Subdivision.",
      "",
      "SUBJECT TO an easement in favor of Public Service Company of New Mexico.",
    ].join("\n");
    const a = analyze(text);
    expect(a.documentType).toBe("contract");
    const found = a.parties.map((p) => p.name.toUpperCase());
    expect(found).toContain("HOMER J. LUCERO");
    expect(found).toContain("ALMA R. LUCERO");
    expect(found).toContain("PIÑON RIDGE HOMES, LLC");
    expect(found.some((n) => /PUBLIC SERVICE/.test(n))).toBe(false);
  });

  it("reads the creditor a guaranty is made 'in favor of' as a party", () => {
    const text = [
      "CONTINUING GUARANTY",
      "",
      'THIS CONTINUING GUARANTY (this "Guaranty") is made as of May 1, 2025 by DEVIKA N. RAO, an individual residing in Cary, North Carolina ("Guarantor"), in favor of TRIANGLE COMMERCE BANK, a North Carolina banking corporation ("Lender").',
      "",
      "RECITALS",
      "",
      'A. Lender has made a loan to Rao Dental Studio, PLLC ("Borrower").',
    ].join("\n");
    const found = names(text).map((n) => n.toUpperCase());
    expect(found).toContain("DEVIKA N. RAO");
    expect(found).toContain("TRIANGLE COMMERCE BANK");
    expect(found.some((n) => /STUDIO/.test(n))).toBe(false);
  });
});

describe("Recorded deeds and gifts, tenth round", () => {
  it("takes no party from a deed's 'When Recorded Mail To:' block", () => {
    const text = [
      "When Recorded Mail To:",
      "Chama Valley Title Co.",
      "40 Plaza Street, Taos, New Mexico 87571",
      "",
      "QUITCLAIM DEED",
      "",
      'RUFINA T. ARCHULETA ("Grantor"), for consideration paid, quitclaims to MESA ALTA LAND COMPANY, LLC, a New Mexico limited liability company ("Grantee"), the following real estate in Taos County, New Mexico:',
      "",
      "Tract 4 of the Valdez Small Holding Claim.",
    ].join("\n");
    const found = names(text).map((n) => n.toUpperCase());
    expect(found.some((n) => n.startsWith("MESA ALTA LAND COMPANY"))).toBe(true);
    expect(found.some((n) => /CHAMA/.test(n))).toBe(false);
  });

  it("does not carry a will's gift across the sentence to the next name", () => {
    const text = [
      "LAST WILL AND TESTAMENT OF DORIS ELAINE FAIRBANKS",
      "",
      "I, DORIS ELAINE FAIRBANKS, of Keene, New Hampshire, declare this to be my Last Will.",
      "",
      "SECOND: I give the sum of One Thousand Dollars ($1,000) to the choir fund of my church.",
      "",
      "THIRD: I name my nephew, Warren Fairbanks, to serve as Executor of this Will.",
    ].join("\n");
    expect(parties(text)).not.toContain("legatee: Warren Fairbanks");
  });
});

describe("Names a preamble gives that are no party, tenth round", () => {
  it("does not read a building in a party's address ('offices at 1 World Trade Center') as a party", () => {
    const text = [
      "SERVICES AGREEMENT",
      "",
      'This Services Agreement is made as of May 1, 2025 between KESTREL HARBOR LOGISTICS LLC, a Delaware limited liability company with offices at 4 Embarcadero Center, Suite 900, San Francisco, CA 94111 ("Kestrel"), and BLUEWATER CUSTOMS BROKERS, INC., a California corporation ("Bluewater").',
      "",
      "1. Services. Bluewater shall clear Kestrel's imports.",
    ].join("\n");
    const found = names(text).map((n) => n.toUpperCase());
    expect(found.some((n) => /EMBARCADERO/.test(n))).toBe(false);
    expect(found).toContain("BLUEWATER CUSTOMS BROKERS, INC.");
  });

  it("reads neither a form title's 'BETWEEN OWNER AND CONTRACTOR' nor its Project as parties", () => {
    const text = [
      "STANDARD FORM OF AGREEMENT BETWEEN OWNER AND ARCHITECT",
      "",
      "AGREEMENT made as of the first day of June in the year 2025",
      "",
      "BETWEEN the Owner: Linn-Mar Community School District, 2999 North 10th Street, Marion, Iowa 52302",
      "",
      "and the Architect: Prairie Design Studio, Inc., 210 Second Street SE, Cedar Rapids, Iowa 52401",
      "",
      "for the following Project: Westfield Elementary School Renovation",
      "",
      "ARTICLE 1 INITIAL INFORMATION",
    ].join("\n");
    const found = names(text).map((n) => n.toUpperCase());
    expect(found.some((n) => /^OWNER|WESTFIELD/.test(n))).toBe(false);
  });

  it("cuts an instrument's title from the company it is 'of' ('SHAREHOLDERS' AGREEMENT OF X S.A.')", () => {
    const orgs = findOrganizationsEn("SHAREHOLDERS' AGREEMENT OF CERRADO SOLAR PARTICIPAÇÕES S.A.\n\nThis").map(
      (o) => o.value,
    );
    expect(orgs).toEqual(["CERRADO SOLAR PARTICIPAÇÕES S.A."]);
  });
});

describe("Document type of a pro se writ petition, tenth round", () => {
  it("reads a petition for a writ of habeas corpus signed pro se as a pleading", () => {
    const text = [
      "IN THE UNITED STATES DISTRICT COURT",
      "FOR THE EASTERN DISTRICT OF ARKANSAS",
      "",
      "DEVONTE RAY MERRITT,",
      "                    Petitioner,",
      "v.                                          Case No. 4:25-cv-00871",
      "DEXTER PAYNE, Director,",
      "                    Respondent.",
      "",
      "PETITION FOR WRIT OF HABEAS CORPUS UNDER 28 U.S.C. § 2254",
      "",
      "1. Petitioner is confined at the Cummins Unit under a judgment of the Circuit Court of Pulaski County.",
      "",
      "2. Ground One: Trial counsel failed to call an alibi witness.",
      "",
      "WHEREFORE, Petitioner asks that the Court grant a writ of habeas corpus.",
      "",
      "/s/ Devonte Ray Merritt, pro se",
    ].join("\n");
    expect(analyze(text).documentType).toBe("pleading");
  });
});

describe("Possessive counsel words, tenth round", () => {
  it("keeps an executor described as 'my attorney's fiduciary affiliate, X'", () => {
    const text = [
      "LAST WILL AND TESTAMENT OF ROSEMARY ANNE TILLMAN",
      "",
      "I, ROSEMARY ANNE TILLMAN, of Concord, New Hampshire, declare this to be my Will.",
      "",
      "FIRST: I give my residuary estate to my son, Peter Tillman.",
      "",
      "SECOND: I nominate my attorney's firm's fiduciary affiliate, Merrimack Fiduciary Services LLC, as Executor of this Will.",
    ].join("\n");
    expect(parties(text)).toContain("executor: Merrimack Fiduciary Services LLC");
  });
});

describe("What an English will gives is no legatee, tenth round", () => {
  it("gives no legatee role to the company whose shares, the bank whose account or the insurer of what is given", () => {
    const text = [
      "LAST WILL AND TESTAMENT OF CORNELIUS ABBOTT REED",
      "",
      "I, CORNELIUS ABBOTT REED, of Keene, New Hampshire, declare this to be my Will.",
      "",
      "FIRST: I give all of my shares of Monadnock Hardware, Inc. and my account at Granite State Credit Union to my nephew, Julian Reed.",
      "",
      "SECOND: I give my 2019 Subaru Outback, which is insured by Concord Group Insurance Company, to my neighbor, Edith Paquette.",
      "",
      "THIRD: I give $5,000 to the Cheshire County Historical Society.",
    ].join("\n");
    const found = parties(text);
    expect(found).toContain("legatee: Julian Reed");
    expect(found).toContain("legatee: Cheshire County Historical Society");
    expect(found.some((p) => /Monadnock|Granite|Concord/.test(p))).toBe(false);
  });
});

describe("Gifts, guardians, bills of sale and notes in the first person, tenth round", () => {
  it("gives no legatee role to the lessee of a lease given or the lender a gift is subject to", () => {
    const text = [
      "LAST WILL AND TESTAMENT OF ROSALIA INES TREVIÑO",
      "",
      "I, Rosalia Ines Treviño, a resident of Webb County, Texas, make this my Will.",
      "",
      "I. I give my ranch in Zapata County, Texas, subject to the deed of trust in favor of Rio Grande Farm Credit, ACA, together with my royalty under the oil and gas lease to Laredo Basin Energy, Inc., to my son, Mateo Treviño.",
    ].join("\n");
    const found = parties(text);
    expect(found).toContain("legatee: Mateo Treviño");
    expect(found.some((p) => /Laredo|Farm Credit/.test(p))).toBe(false);
  });

  it("names no executor in 'I nominate my niece, X, as his guardian and conservator'", () => {
    const text = [
      "LAST WILL AND TESTAMENT OF HAROLD VIKTOR NESS",
      "",
      "I, HAROLD VIKTOR NESS, of Fargo, North Dakota, make this Will.",
      "",
      "1. I give the residue of my estate to my son, Erik Ness.",
      "",
      "2. If my grandson survives me without a parent able to care for him, I nominate my niece, Solveig Brekke, as his guardian and conservator.",
    ].join("\n");
    expect(names(text)).not.toContain("Solveig Brekke");
  });

  it("ends a bill of sale's introduction at 'the following aircraft:', before the maintainer named below", () => {
    const text = [
      "BILL OF SALE",
      "",
      'FOR GOOD AND VALUABLE CONSIDERATION, RED ROCK AIR CHARTER, INC., a Utah corporation ("Seller"), sells and transfers to CANYON FLIGHT SCHOOL, LLC, a Utah limited liability company ("Buyer"), the following aircraft:',
      "",
      "One (1) 2014 Piper PA-28-181 Archer, as maintained by Beehive Aircraft Maintenance, Inc.",
    ].join("\n");
    const found = names(text).map((n) => n.toUpperCase());
    expect(found).toContain("CANYON FLIGHT SCHOOL, LLC");
    expect(found.some((n) => /BEEHIVE/.test(n))).toBe(false);
  });

  it("reads a first-person note's maker and payee ('I, X, promise to pay to my aunt, Y, or order')", () => {
    const text = [
      "PROMISSORY NOTE",
      "",
      "$12,000.00                                   Spokane, Washington",
      "",
      "For value received, I, Declan Joseph Murray, promise to pay to my uncle, Fergus Murray Doyle, or order, the sum of Twelve Thousand Dollars ($12,000.00) in monthly installments.",
      "",
      "The loan pays my tuition at Gonzaga University. Payments go to my uncle's account at Numerica Credit Union.",
    ].join("\n");
    const found = names(text);
    expect(found).toContain("Declan Joseph Murray");
    expect(found).toContain("Fergus Murray Doyle");
    expect(found.some((n) => /Gonzaga|Numerica/.test(n))).toBe(false);
  });
});

describe("More English gifts, tenth round", () => {
  const will = [
    "LAST WILL AND TESTAMENT OF ODILE MARIE BERGERON",
    "",
    "I, ODILE MARIE BERGERON, of Lafayette, Louisiana, make this my last will.",
    "",
    "FIRST. I forgive any debt owed to me by my cousin, Paul Guidry.",
    "",
    "SECOND. I leave my harp to the Acadiana Symphony Orchestra, in memory of my teacher, Sister Claire Hebert.",
    "",
    "THIRD. I bequeath my bonds, held in my account at Raymond James, to my godson, Felix Arceneaux.",
    "",
    "FOURTH. My camp at 12 Bayou Road, Henderson, Louisiana, which I own with my sister, Nadine Bergeron, shall pass to my niece, Lucie Bergeron Roy, subject to the mortgage held by First Horizon Bank.",
    "",
    "FIFTH. All the rest of my property shall be divided equally among my nephews, Denis Bergeron and Marc Bergeron, and otherwise to the Lafayette General Foundation.",
    "",
    "SIXTH. I name my nephew, Denis Bergeron, as independent executor. My physician, Dr. Alan Moreau, shall be available to my executor.",
  ].join("\n");

  it("reads 'I forgive', 'I leave', 'shall pass to' and 'the rest of my property' as gifts", () => {
    const found = parties(will);
    expect(found).toContain("legatee: Paul Guidry");
    expect(found).toContain("legatee: Felix Arceneaux");
    expect(found).toContain("legatee: Lucie Bergeron Roy");
    expect(found).toContain("heir: Denis Bergeron");
    expect(found).toContain("heir: Marc Bergeron");
  });

  it("gives nothing to the broker holding an account, a co-owner, the one remembered or the mortgagee", () => {
    const found = names(will);
    for (const n of ["Raymond James", "Nadine Bergeron", "Claire Hebert", "First Horizon Bank"])
      expect(found).not.toContain(n);
  });

  it("names as executor only whom the sentence appoints, not the physician available to the executor", () => {
    expect(parties(will)).toContain("executor: Denis Bergeron");
    expect(names(will)).not.toContain("Alan Moreau");
  });
});

describe("Other will openings and appointments, tenth round", () => {
  it("reads 'THIS IS THE LAST WILL of me X' and 'I APPOINT A and B to be the executors'", () => {
    const text = [
      "THIS IS THE LAST WILL of me CATRIONA ELSPETH MUNRO of 8 Ann Street, Edinburgh, made on 2 February 2026.",
      "",
      "1. I APPOINT my husband DONALD MUNRO and my solicitor KIRSTY BAIRD of Anderson Strathern LLP to be the executors and trustees of this my Will.",
      "",
      "2. I GIVE the residue of my estate to my husband DONALD MUNRO absolutely.",
      "",
      "SIGNED by the Testator in our joint presence and then by us in hers:",
      "Witness 1: Morag Scott, 22 Dundas Street, Edinburgh",
    ].join("\n");
    const found = parties(text).map((p) => p.toUpperCase());
    expect(found).toContain("TESTATOR: CATRIONA ELSPETH MUNRO");
    expect(found).toContain("EXECUTOR: KIRSTY BAIRD");
  });

  it("reads 'I want my friend X to be executor' and not a beneficiary's father who is to have no control", () => {
    const text = [
      "LAST WILL AND TESTAMENT",
      "",
      "I, Loretta Mae Quinlan, of Fargo, North Dakota, make this my will.",
      "",
      "I leave everything in trust to my daughter, Dana Quinlan Hoyt, as trustee, for the benefit of my grandson, Eli Hoyt; his father, Brian Hoyt, shall have no control over the trust.",
      "",
      "I want my friend Ruth Sandvik to be executor.",
    ].join("\n");
    expect(parties(text)).toContain("executor: Ruth Sandvik");
    expect(names(text)).not.toContain("Brian Hoyt");
  });
});

describe("Kinds of organisation a will gives to, tenth round", () => {
  it("reads an academy, an institution, a chapel and a cemetery as organisations by their kind word", () => {
    const orgs = findOrganizationsEn(
      "to the Lowcountry Music Academy; to the Royal National Lifeboat Institution; by Riverside Memorial Chapel at Mount Hebron Cemetery.",
    ).map((o) => o.value);
    expect(orgs).toEqual(
      expect.arrayContaining([
        "Lowcountry Music Academy",
        "Royal National Lifeboat Institution",
        "Riverside Memorial Chapel",
        "Mount Hebron Cemetery",
      ]),
    );
  });
});

describe("A make, a curator and a museum's field, tenth round", () => {
  it("gives nothing to a make ('my John Deere tractor') or to a curator the museum acts through", () => {
    const text = [
      "LAST WILL AND TESTAMENT OF WALTER AMOS KINCAID",
      "",
      "I, WALTER AMOS KINCAID, of Ames, Iowa, make this Will.",
      "",
      "1. To my son, Dale Kincaid, I bequeath my John Deere tractor.",
      "",
      "2. My papers shall go to the Iowa Museum of Agriculture & Industry, which has agreed, through its curator, Dr. Helen Vos, to accept them.",
    ].join("\n");
    const found = parties(text);
    expect(found).toContain("legatee: Dale Kincaid");
    expect(found).toContain("legatee: Iowa Museum of Agriculture & Industry");
    expect(found.some((p) => /John Deere|Helen Vos/.test(p))).toBe(false);
  });
});
