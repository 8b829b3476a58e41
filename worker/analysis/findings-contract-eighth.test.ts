import { describe, expect, it } from "vitest";
import { analyze } from "./analyze.ts";
import { findDates } from "./dates.ts";
import { splitSentences } from "./text.ts";

// Eighth round of issue #19 (docs/decisions/025-held-out-evaluation.md, "Eighth round (23e)"): English contract
// findings in short agreements, letters, amendments and Brazilian-law contracts written in English.

const find = (text: string, type: string): string[] =>
  analyze(text)
    .keyFindings.filter((f) => f.type === type)
    .map((f) => f.value);

const agreement = (...clauses: string[]): string =>
  [
    "CONSULTING AGREEMENT",
    'This Consulting Agreement is made on May 5, 2025 between Orchard Lane Software, Inc. ("Company") and Pell River Advisors LLC ("Consultant").',
    ...clauses,
  ].join("\n\n");

describe("English contract findings, eighth round", () => {
  it("takes the date an effective cue names, not the earlier agreement the sentence amends", () => {
    const text = agreement(
      "The parties amend the Services Agreement between them dated March 9, 2021 as follows, effective July 1, 2025:",
      "1. Fees. The monthly fee is increased to $12,000.",
    );
    expect(find(text, "effective_date")).toContain("July 1, 2025");
    expect(find(text, "effective_date")).not.toContain("March 9, 2021");
  });

  it("does not take the date a cited order took effect, years before the agreement, for its effective date", () => {
    const text = agreement(
      "The Field is the unit created by the State Office of Conservation Order No. 88-B, effective June 2, 1981, as amended.",
    );
    expect(find(text, "effective_date")).not.toContain("June 2, 1981");
    expect(find(text, "effective_date")).toContain("May 5, 2025");
  });

  it("reads a start date, 'with effect from' and 'agrees, as of' as the effective date", () => {
    expect(find(agreement("Your start date will be August 18, 2025."), "effective_date")).toContain("August 18, 2025");
    expect(
      find(agreement("With effect from February 1, 2026, the hourly rates are increased by 3%."), "effective_date"),
    ).toContain("February 1, 2026");
    expect(
      find(
        agreement("Jane Roe agrees, as of November 3, 2025, to become a party to the Voting Agreement."),
        "effective_date",
      ),
    ).toContain("November 3, 2025");
  });

  it("ends a term stated as 'for a term ending' a date", () => {
    const text = agreement(
      "Consultant subleases the premises for a term ending March 31, 2028, at a monthly rent of $9,100.",
    );
    expect(find(text, "expiration_date")).toContain("March 31, 2028");
  });

  it("shows the federal court a clause names first, and a state court named before a federal one", () => {
    const federalFirst = agreement(
      "Each party consents to the exclusive jurisdiction of the United States District Court for the Eastern District of Michigan and, failing that, of the state courts sitting in Oakland County, Michigan.",
    );
    expect(find(federalFirst, "forum")).toContain("United States District Court for the Eastern District of Michigan");
    const stateFirst = agreement(
      "Company submits to the jurisdiction of the Circuit Court for Baltimore City and the United States District Court for the District of Maryland.",
    );
    expect(find(stateFirst, "forum").join()).toContain("Circuit Court for Baltimore City");
  });

  it("shows a county with its state, and a court sitting 'in and for' a county", () => {
    expect(
      find(agreement("Any suit must be brought in the state courts located in Maricopa County, Arizona."), "forum"),
    ).toContain("located in Maricopa County, Arizona");
    const florida = agreement(
      "Florida law governs this Agreement. Any action shall be brought in the Circuit Court of the Ninth Judicial Circuit in and for Orange County, Florida.",
    );
    expect(find(florida, "forum").join()).toContain("in and for Orange County, Florida");
  });

  it("shows Brazilian courts chosen in English, with accented cities and their state", () => {
    const settle = agreement("The courts of the City of Ribeirão Preto, State of São Paulo, shall settle any dispute.");
    expect(find(settle, "forum")).toContain("courts of the City of Ribeirão Preto, State of São Paulo");
    const elect = agreement(
      "The parties elect the Central Courts of the District of Florianópolis, State of Santa Catarina, as competent to hear any claim.",
    );
    expect(find(elect, "forum").join()).toContain("Central Courts of the District of Florianópolis");
  });

  it("shows an arbitration's seat and its institution's full name as the forum", () => {
    const text = agreement(
      "Any dispute shall be finally settled by arbitration administered by the International Centre for Dispute Resolution (ICDR).",
      "The seat of the arbitration shall be the City of Belo Horizonte, and the language shall be English.",
    );
    const forum = find(text, "forum").join(" | ");
    expect(forum).toContain("International Centre for Dispute Resolution");
    expect(forum).toContain("City of Belo Horizonte");
  });

  it("shows both legal systems a clause names, and reads 'in accordance with' and 'choice of' a state's law", () => {
    const two = agreement(
      "This letter is governed by the general maritime law of the United States and, where it is silent, the laws of the State of Washington.",
    );
    expect(find(two, "governing_law").join()).toContain("State of Washington");
    expect(
      find(agreement("This Agreement shall be construed in accordance with Oregon law."), "governing_law"),
    ).toContain("Oregon law");
    expect(
      find(agreement("All other terms, including its choice of Delaware law, remain unchanged."), "governing_law"),
    ).toContain("Delaware law");
    expect(
      find(agreement("This Agreement is governed by the laws of the District of Columbia."), "governing_law"),
    ).toContain("laws of the District of Columbia");
  });

  it("takes installments, percentage commissions, sale prices, loans and contributions as payment terms", () => {
    const cases: [string, string][] = [
      [
        "Company shall pay each order in four equal installments due 30, 60, 90 and 120 days after delivery.",
        "four equal installments",
      ],
      ["Company shall pay Consultant a commission of seven percent (7%) on collected sales.", "seven percent (7%)"],
      ["The sellers sell to Company all of the shares for $3,150,000.", "$3,150,000"],
      ["Consultant lends Company USD 750,000.00, repayable in one year.", "USD 750,000.00"],
      ["Company will contribute $80,000 to the pilot.", "$80,000"],
      ["For the sum of $95,000.00 paid at closing, Consultant assigns its interest to Company.", "$95,000.00"],
    ];
    for (const [clause, amount] of cases) expect(find(agreement(clause), "payment_terms").join()).toContain(amount);
  });

  it("reads exclusive sponsors, requirements contracts and dealing with no other company as exclusivity", () => {
    const cases: [string, string][] = [
      ["Company will be the exclusive coffee sponsor of the Harbor Jazz Festival.", "exclusive coffee sponsor"],
      ["Company is designated the official and exclusive airline of the Tournament.", "official and exclusive"],
      [
        "During the Term, Company shall purchase from Consultant all of its requirements for the Products.",
        "all of its requirements",
      ],
      [
        "During the term, Consultant shall not provide similar services with any other company in the sector.",
        "with any other company",
      ],
    ];
    for (const [clause, words] of cases) expect(find(agreement(clause), "exclusivity").join()).toContain(words);
  });

  it("reads 'end this Agreement for any reason' as termination for convenience, and 'without penalty' as no penalty", () => {
    const text = agreement(
      "Either party may end this Agreement at any time, for any reason, on sixty (60) days' written notice.",
      "Company may terminate this Agreement, without penalty, upon thirty (30) days' prior written notice.",
    );
    const convenience = find(text, "termination_for_convenience").join(" | ");
    expect(convenience).toContain("for any reason");
    expect(convenience).toContain("without penalty, upon thirty (30) days");
    expect(find(text, "penalties")).toEqual([]);
  });

  it("reads 'neither Seller nor Shareholder shall own … within a radius' as a non-compete", () => {
    const text = agreement(
      "For three (3) years after the Closing Date, neither Consultant nor its principal shall own, manage or work in any dental clinic located within a radius of ten (10) miles of the Premises.",
    );
    expect(find(text, "non_compete").join()).toContain("three (3) years");
  });

  it("reads a promise not to disclose non-public information as confidentiality", () => {
    const text = agreement("Consultant will not disclose any non-public information about Company's customers.");
    expect(find(text, "confidentiality").join()).toContain("non-public information");
  });

  it("keeps a state code cited as 'Va. Code §' inside its sentence", () => {
    const text = "This Assignment is construed under Va. Code § 13.1-1000 and the laws of Virginia. Next sentence.";
    expect(splitSentences(text)).toHaveLength(2);
  });
  it("reads a lease term that 'continues for sixty (60) months' and a loan that 'shall mature on' a date", () => {
    expect(
      find(
        agreement("The Lease Term begins on delivery of the Equipment and continues for thirty-six (36) months."),
        "expiration_date",
      ).join(),
    ).toContain("thirty-six (36) months");
    expect(
      find(agreement('The Loan shall mature on June 1, 2031 (the "Maturity Date").'), "expiration_date"),
    ).toContain("June 1, 2031");
  });

  it("reads start and end dates labelled with a qualifier, 'Subscription Start Date: 01 September 2025'", () => {
    const text = agreement("Subscription Start Date: 01 October 2025\nSubscription End Date: 30 September 2026");
    expect(find(text, "effective_date")).toContain("01 October 2025");
    expect(find(text, "expiration_date")).toContain("30 September 2026");
  });

  it("reads an employment that 'will commence on Monday, October 6' as the effective date", () => {
    expect(find(agreement("Your employment will commence on Monday, January 12, 2026."), "effective_date")).toContain(
      "January 12, 2026",
    );
  });

  it("reads 'may end it at any time' and cancelling on business days' notice as termination for convenience", () => {
    const text = agreement(
      "Either you or the Company may end it at any time, with or without cause.",
      "Company may cancel this Agreement upon five (5) business days' notice to Consultant.",
    );
    const convenience = find(text, "termination_for_convenience").join(" | ");
    expect(convenience).toContain("with or without cause");
    expect(convenience).toContain("business days' notice");
  });

  it("reads a loan's acceleration as termination for cause", () => {
    const text = agreement(
      "If Borrower fails to pay any amount when due, Lender may declare the Loan immediately due and payable.",
    );
    expect(find(text, "termination_for_cause").join()).toContain("fails to pay");
  });

  it("shows a venue clause naming only a county, and a forum elected by 'the forum of the Judicial District'", () => {
    expect(
      find(agreement("Venue for any action shall lie exclusively in Larimer County, Colorado."), "forum").join(),
    ).toContain("Larimer County");
    const elected = agreement(
      "The parties elect the forum of the Judicial District of Natal, State of Rio Grande do Norte, to settle any disputes.",
    );
    expect(find(elected, "forum").join()).toContain("Judicial District of Natal");
  });

  it("reads a Brazilian statute or 'Brazilian laws' as the governing law, and a fine as a penalty", () => {
    const statute = agreement("The parties enter into this lease, governed by Law No. 8,245/1991 (the Tenancy Law).");
    expect(find(statute, "governing_law").join()).toContain("Law No. 8,245/1991");
    expect(find(agreement("This Agreement is governed by Brazilian laws."), "governing_law")).toContain(
      "Brazilian laws",
    );
    const fine = agreement("A party that leaves early shall pay a fine equivalent to two (2) months' fees.");
    expect(find(fine, "penalties").join()).toContain("fine equivalent");
  });

  it("reads a bill due within days, a percentage paid, a protected territory and entire requirements", () => {
    expect(
      find(
        agreement("We will bill monthly, and each statement is due within thirty (30) days."),
        "payment_terms",
      ).join(),
    ).toContain("within thirty (30) days");
    expect(
      find(agreement("Company shall pay Consultant 4% (four percent) of the net sales."), "payment_terms").join(),
    ).toContain("4% (four percent)");
    const territory = agreement("Company shall not open another studio within the Protected Territory.");
    expect(find(territory, "exclusivity").join()).toContain("Protected Territory");
    const requirements = agreement("Company shall buy its entire requirements of castings from Consultant.");
    expect(find(requirements, "exclusivity").join()).toContain("entire requirements");
  });
  it("reads a term 'in effect from' one date 'through' another, and a term written 'the first day of July, 2025'", () => {
    const through = agreement(
      "Unless sooner terminated, this Agreement shall be in effect from March 1, 2026 through February 28, 2029.",
    );
    expect(find(through, "effective_date")).toContain("March 1, 2026");
    expect(find(through, "expiration_date")).toContain("February 28, 2029");
    const spelled = agreement(
      "The term of this Lease shall be for twelve (12) months, beginning on the first day of August, 2025, and ending on the last day of July, 2026.",
    );
    expect(find(spelled, "effective_date")).toContain("first day of August, 2025");
    expect(find(spelled, "expiration_date")).toContain("last day of July, 2026");
  });

  it("reads a contract valid for months, a term of employment in years and services completed within months", () => {
    const cases: [string, string][] = [
      ["This Agreement shall be valid for 18 (eighteen) months from its signature.", "18 (eighteen) months"],
      ["The term of employment shall be three (3) years commencing on the Start Date.", "three (3) years"],
      ["The services shall be completed within 6 (six) months from signature.", "6 (six) months"],
    ];
    for (const [clause, words] of cases) expect(find(agreement(clause), "expiration_date").join()).toContain(words);
  });

  it("reads 'commence employment on' a date as the effective date", () => {
    expect(find(agreement("Executive shall commence employment on February 2, 2026."), "effective_date")).toContain(
      "February 2, 2026",
    );
  });

  it("reads a sole right to sell and a landlord's promise not to lease to a competitor as exclusivity, not a sole right to sue", () => {
    expect(
      find(agreement("Company grants Consultant the sole right to sell the Products in Ohio."), "exclusivity").join(),
    ).toContain("sole right to sell");
    const lease = agreement(
      "Landlord shall not lease any other space in the building to a coffee shop during the term.",
    );
    expect(find(lease, "exclusivity").join()).toContain("shall not lease any other space");
    expect(
      find(agreement("Company shall have the sole right to sue for infringement of the Patents."), "exclusivity"),
    ).toEqual([]);
  });

  it("reads payment 'no later than' days, royalties as a percentage, but not a cap on a fee increase", () => {
    expect(
      find(
        agreement("Company shall remit payment no later than forty-five (45) days from the invoice date."),
        "payment_terms",
      ).join(),
    ).toContain("forty-five (45) days");
    expect(
      find(
        agreement("Company shall owe royalties corresponding to 3.5% (three point five percent) of Net Revenue."),
        "payment_terms",
      ).join(),
    ).toContain("3.5%");
    const cap = agreement(
      "Consultant may increase fees for any renewal term by no more than four percent (4%) over the prior term.",
    );
    expect(find(cap, "payment_terms")).toEqual([]);
  });

  it("reads 'a non-compensatory fine of 10%', 'subject to Brazilian legislation' and a dispute 'heard in' a court", () => {
    expect(
      find(
        agreement("Breach subjects the defaulting party to a non-compensatory fine of 10% of the price."),
        "penalties",
      ).join(),
    ).toContain("non-compensatory fine");
    expect(find(agreement("This Agreement is subject to Brazilian legislation."), "governing_law")).toContain(
      "Brazilian legislation",
    );
    expect(
      find(
        agreement(
          "Any dispute shall be heard in the Business Litigation Session of the Suffolk County Superior Court.",
        ),
        "forum",
      ).join(),
    ).toContain("Suffolk County Superior Court");
  });
  it("dates a day written out, 'the twenty-first day of March, 2026' and 'the last day of February, 2028'", () => {
    const dates = findDates("from the twenty-first day of March, 2026 to the last day of February, 2028", "en");
    expect(dates.map((d) => d.normalized)).toEqual(["2026-03-21", "2028-02-29"]);
  });
  it("takes the place-and-date line closing a Brazilian-style instrument for its date, not a due date in its clauses", () => {
    const text = [
      "DEBT SETTLEMENT AGREEMENT",
      "CREDITOR: ALFA GRÃOS S.A., headquartered in Goiânia, State of Goiás.",
      "DEBTOR: BETA CEREAIS LTDA., headquartered in Anápolis, State of Goiás.",
      "1. The Debtor shall pay R$ 90,000.00 in 3 (three) monthly installments, the first one due on June 10, 2026.",
      "Goiânia, May 4, 2026.",
    ].join("\n\n");
    expect(find(text, "agreement_date")).toEqual(["May 4, 2026"]);
    expect(find(text, "effective_date")).toContain("May 4, 2026");
  });

  it("reads 'within 28 (twenty-eight) days' and notice of '30 (thirty) days' written the Brazilian way", () => {
    expect(
      find(
        agreement("Payment shall be made by bank slip within 28 (twenty-eight) days of each delivery."),
        "payment_terms",
      ).join(),
    ).toContain("28 (twenty-eight) days");
    expect(
      find(
        agreement("Either party may terminate this Agreement upon 30 (thirty) days' prior written notice."),
        "termination_for_convenience",
      ).join(),
    ).toContain("30 (thirty) days");
  });

  it("reads a term that continues for an initial period, but not an obligation that survives for years", () => {
    const term = agreement(
      'This Agreement shall commence on the date of the last signature below (the "Effective Date") and continue for an initial period of two (2) years.',
    );
    expect(find(term, "expiration_date").join()).toContain("two (2) years");
    const survival = agreement(
      "The obligations regarding trade secrets shall continue for a period of five (5) years following termination.",
    );
    expect(find(survival, "expiration_date")).toEqual([]);
  });

  it("does not take a duration the agreement 'shall be effective for' as its effective date, and reads 'becomes effective on'", () => {
    const duration = agreement(
      "This Agreement shall be effective for a period of 5 (five) years from the date hereof.",
    );
    expect(find(duration, "effective_date")).toEqual(["May 5, 2025"]);
    const becomes = agreement("This Agreement becomes effective on the eighth day after Consultant signs it.");
    expect(find(becomes, "effective_date").join()).toContain("eighth day after Consultant signs");
  });

  it("reads exclusive-use and exclusive-supply promises, not a bar on assigning to any other person", () => {
    const use = agreement("Landlord shall not permit any other tenant of the Center to operate a bakery.");
    expect(find(use, "exclusivity").join()).toContain("any other tenant");
    const supply = agreement("Consultant shall not supply parts of the same design to any other manufacturer.");
    expect(find(supply, "exclusivity").join()).toContain("any other manufacturer");
    const assignment = agreement("This Agreement may not be assigned to any other person without consent.");
    expect(find(assignment, "exclusivity")).toEqual([]);
  });

  it("reads a cancelled order for a failed delivery, an SLA's service credit, 'England and Wales' and 'Joinville/SC'", () => {
    expect(
      find(
        agreement("Company may cancel this Order if Consultant fails to deliver conforming goods."),
        "termination_for_cause",
      ).join(),
    ).toContain("fails to deliver");
    expect(
      find(agreement("Company will receive a service credit of 5% of the monthly fee."), "penalties").join(),
    ).toContain("service credit");
    expect(find(agreement("This Agreement is governed by the laws of England and Wales."), "governing_law")).toContain(
      "laws of England and Wales",
    );
    expect(
      find(
        agreement("The Parties elect the Courts of the Judicial District of Joinville/SC to settle any dispute."),
        "forum",
      ),
    ).toContain("Judicial District of Joinville/SC");
  });

  it("dates an AIA-style 'fifteenth day of September in the year 2025'", () => {
    expect(findDates("AGREEMENT made as of the fifteenth day of September in the year 2025", "en")[0]?.normalized).toBe(
      "2025-09-15",
    );
  });
});
