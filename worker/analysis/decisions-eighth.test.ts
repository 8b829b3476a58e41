import { describe, expect, it } from "vitest";
import { analyze } from "./analyze.ts";
import { findDeadlineMentions } from "./deadlines-mentions.ts";
import { decisionPanel as decision } from "./decision-panel.testkit.ts";

// Eighth round of issue #19 (docs/decisions/025-held-out-evaluation.md): English decisions in forms the dev set had
// not had — agency and immigration rulings, decrees without holding words, state appellate dispositions, docket text
// orders, conditions put as "Upon payment".

const has = (xs: string[], s: string): boolean => xs.some((x) => x.includes(s));

describe("English decision panel, eighth round", () => {
  it("takes an agency decision's holding from its DECISION section when it uses no holding word", () => {
    const d = decision([
      "OFFICE OF ADMINISTRATIVE HEARINGS",
      "DECISION",
      "IN THE CASE OF Marguerite O. Lindahl (Claimant)",
      "PROCEDURAL HISTORY",
      "The claimant applied for benefits on May 4, 2023. The claim was denied initially and on reconsideration.",
      "The claimant testified at a hearing before the undersigned Administrative Law Judge.",
      "FINDINGS",
      "1. The claimant has not worked since the alleged onset date.",
      "DECISION",
      "Based on the application filed on May 4, 2023, the claimant is not entitled to benefits under the Act.",
      "If you disagree with my decision, you may file an appeal with the Appeals Council within 60 days.",
      "If you do not appeal, my decision will be the final decision.",
    ]);
    expect(d.decisionSummary).toContain("the claimant is not entitled to benefits");
    expect(has(d.conditions, "If you do not appeal")).toBe(true);
  });

  it("reads an immigration judge's form order: its past-tense rulings, the appeal reserved and the date it is due", () => {
    const d = decision([
      "EXECUTIVE OFFICE FOR IMMIGRATION REVIEW",
      "In the Matter of: TEODORO ALVARENGA-CRUZ, Respondent",
      "ORDER OF THE IMMIGRATION JUDGE",
      "This is a summary of the oral decision entered on 06/02/2025.",
      "Respondent's application for cancellation of removal was denied.",
      "Respondent was ordered removed from the United States to GUATEMALA.",
      "Respondent's motion for a continuance was denied.",
      "APPEAL: WAIVED\nAppeal Due By: 07/02/2025",
    ]);
    expect(d.decisionSummary).toContain("application for cancellation of removal was denied");
    expect(has(d.judgeOrders, "ordered removed from the United States")).toBe(true);
    expect(has(d.judgeOrders, "motion for a continuance was denied")).toBe(true);
    expect(has(d.appealOptions, "APPEAL: WAIVED")).toBe(true);
    expect(has(d.deadlines, "07/02/2025")).toBe(true);
  });

  it("takes a decree's first decretal sentence as its holding and splits 'and that' into two orders", () => {
    const d = decision([
      "IN THE CIRCUIT COURT FOR LEON COUNTY, FLORIDA",
      "ORDER ADMITTING WILL TO PROBATE",
      "On the petition of Delia Fairweather, the court finding that the will has been proved,",
      "ADJUDGED that the will dated March 3, 2018, is admitted to probate as the last will of the decedent, and it is further",
      "ADJUDGED that Delia Fairweather is appointed personal representative of the estate, and that upon taking the oath and entering into bond in the sum of $10,000, letters of administration shall be issued.",
    ]);
    expect(d.decisionSummary).toContain("is admitted to probate");
    expect(has(d.judgeOrders, "Delia Fairweather is appointed personal representative")).toBe(true);
    expect(has(d.financialOrders, "bond in the sum of $10,000")).toBe(true);
  });

  it("never takes the residual 'relief not expressly granted is denied' clause as the holding", () => {
    const d = decision([
      "CAUSE NO. 24-118",
      "ORDER IN SUIT AFFECTING THE PARENT-CHILD RELATIONSHIP",
      "IT IS ORDERED that LENA HOLT is appointed Sole Managing Conservator of the child.",
      "IT IS ORDERED that MARCO HOLT shall pay child support of $900.00 per month, due and payable on June 1, 2025.",
      "IT IS ORDERED that all relief requested in this case and not expressly granted is denied.",
    ]);
    expect(d.decisionSummary).toContain("LENA HOLT is appointed Sole Managing Conservator");
    expect(has(d.deadlines, "due and payable on June 1, 2025")).toBe(true);
  });

  it("reads Texas's 'We sustain …, reverse …, and render judgment' and not the header announcing it", () => {
    const d = decision([
      "Reversed and Rendered and Opinion filed May 2, 2025.",
      "In The Court of Appeals",
      "MEMORANDUM OPINION",
      "Appellee obtained a judgment for unpaid invoices. Appellant contends the evidence of damages is legally insufficient. We agree.",
      "We sustain appellant's second issue, reverse the trial court's judgment, and render judgment that appellee take nothing.",
    ]);
    expect(d.decisionSummary).toContain("reverse the trial court's judgment");
    expect(has(d.judgeOrders, "render judgment that appellee take nothing")).toBe(true);
  });

  it("reads a closing disposition behind a paragraph mark, keeping the sentence that says which part is which", () => {
    const d = decision([
      "IN THE APPELLATE COURT OF ILLINOIS",
      "ORDER",
      "¶ 1 Held: The award of damages stands but the fee award is vacated.",
      "¶ 2 The trial court entered judgment for plaintiff. Defendant appeals.",
      "¶ 3 The fee award must be vacated because the contract has no fee clause.",
      "¶ 4 The judgment of the circuit court of Kane County is affirmed as to damages and reversed as to fees.",
      "¶ 5 Affirmed in part and reversed in part.",
    ]);
    expect(d.decisionSummary).toContain("affirmed as to damages and reversed as to fees");
    expect(d.decisionSummary).toContain("Affirmed in part and reversed in part");
  });

  it("lists 'Upon such payment, …' as a condition, and an upon-clause naming a bond as a financial order", () => {
    const d = decision([
      "UNITED STATES DISTRICT COURT",
      "STIPULATED ORDER FOR MONETARY JUDGMENT",
      "IT IS ORDERED that:",
      "A. Judgment in the amount of $900,000 is entered in favor of Plaintiff against Defendants.",
      "B. Defendants are ordered to pay Plaintiff $75,000 within 10 days of entry of this Order.",
      "C. Upon such payment, the remainder of the judgment is suspended.",
      "D. If a Defendant failed to disclose a material asset, the suspension will be lifted as to that Defendant.",
    ]);
    expect(has(d.conditions, "Upon such payment, the remainder of the judgment is suspended")).toBe(true);
    expect(has(d.conditions, "If a Defendant failed to disclose a material asset")).toBe(true);
    expect(has(d.financialOrders, "pay Plaintiff $75,000")).toBe(true);
  });

  it("reads parenthesised items after a lower-case 'It is hereby ordered:' and a warning of further failure", () => {
    const d = decision([
      "UNITED STATES DISTRICT COURT",
      "MEMORANDUM DECISION AND ORDER",
      "Defendant did not produce the records the court ordered produced.",
      "For the reasons stated, the Motion for Sanctions is GRANTED IN PART. It is hereby ordered:",
      "(1) Defendant may not contest at trial that the shipments were late.",
      "(2) Defendant shall pay Plaintiff's fees of $4,200.00 within fourteen (14) days of this order.",
      "(3) Any further failure to comply with this order may result in default judgment.",
    ]);
    expect(has(d.judgeOrders, "may not contest at trial")).toBe(true);
    expect(has(d.financialOrders, "$4,200.00")).toBe(true);
    expect(has(d.conditions, "Any further failure to comply")).toBe(true);
  });

  it("reads 'Based on the above, the Court REVERSES … and REMANDS' and judgment entered by separate order", () => {
    const d = decision([
      "UNITED STATES DISTRICT COURT",
      "MEMORANDUM OPINION AND ORDER",
      "Plaintiff seeks review of the Commissioner's decision. The ALJ did not weigh the treating opinion.",
      "Based on the above, the Court REVERSES the Commissioner's decision and REMANDS the matter for further proceedings.",
      "On remand, the ALJ shall reconsider the treating physician's opinion.",
      "The Court will enter judgment by separate order.",
    ]);
    expect(d.decisionSummary).toContain("REVERSES the Commissioner's decision");
    expect(has(d.judgeOrders, "ALJ shall reconsider")).toBe(true);
    expect(has(d.proceduralOrientations, "by separate order")).toBe(true);
  });

  it("reads a board's initial decision: its first-person orders, back pay, and the finality it holds unless reviewed", () => {
    const d = decision([
      "MERIT SYSTEMS PROTECTION BOARD",
      "INITIAL DECISION",
      "The appellant appealed her removal. A hearing was held.",
      "DECISION",
      "The agency's action is MITIGATED to a 14-day suspension.",
      "ORDER",
      "I ORDER the agency to cancel the removal and substitute a 14-day suspension.",
      "I ORDER the agency to pay the appellant back pay, with interest, no later than 60 calendar days after the date this initial decision becomes final.",
      "This initial decision will become final on July 9, 2025, unless a petition for review is filed by that date.",
    ]);
    expect(d.decisionSummary).toContain("MITIGATED to a 14-day suspension");
    expect(has(d.judgeOrders, "cancel the removal")).toBe(true);
    expect(has(d.financialOrders, "pay the appellant back pay")).toBe(true);
    expect(has(d.conditions, "unless a petition for review is filed")).toBe(true);
    expect(has(d.appealOptions, "petition for review")).toBe(true);
  });

  it("takes a recommendation that a decision 'be REVERSED, and that the matter be REMANDED' as the holding", () => {
    const d = decision([
      "UNITED STATES DISTRICT COURT",
      "REPORT AND RECOMMENDATION OF UNITED STATES MAGISTRATE JUDGE",
      "The ALJ did not account for the moderate limitation in pace.",
      "IT IS THEREFORE RECOMMENDED that the Commissioner's decision be REVERSED, and that the matter be REMANDED for a new hearing.",
      "Within fourteen (14) days after service of this Recommendation, any party may file written objections.",
    ]);
    expect(d.decisionSummary).toContain("decision be REVERSED");
    expect(has(d.judgeOrders, "the matter be REMANDED for a new hearing")).toBe(true);
  });

  it("takes the restraint of a show-cause order as its holding, not the question why a party 'should not be enjoined'", () => {
    const d = decision([
      "SUPERIOR COURT OF THE STATE OF CALIFORNIA",
      "ORDER TO SHOW CAUSE AND TEMPORARY RESTRAINING ORDER",
      "YOU ARE ORDERED TO SHOW CAUSE on June 3, 2025, why you should not be enjoined from soliciting Plaintiff's clients.",
      "PENDING THE HEARING, Defendants are RESTRAINED AND ENJOINED from soliciting any client of Plaintiff.",
    ]);
    expect(d.decisionSummary).toContain("RESTRAINED AND ENJOINED from soliciting");
  });

  it("takes detention pending trial, and a judgment of possession after 'Accordingly', as holdings", () => {
    const detention = decision([
      "UNITED STATES DISTRICT COURT",
      "ORDER OF DETENTION PENDING TRIAL",
      "After considering the factors in 18 U.S.C. § 3142(g), the Court concludes that the defendant must be detained pending trial.",
      "The defendant is remanded to the custody of the Attorney General.",
    ]);
    expect(detention.decisionSummary).toContain("must be detained pending trial");
    const possession = decision([
      "CIVIL COURT OF THE CITY OF NEW YORK",
      "DECISION AND JUDGMENT",
      "Respondent's habitability defense is sustained in part: an abatement of 10% is awarded.",
      "Accordingly, final judgment of possession is awarded to petitioner, with a money judgment of $8,200.00.",
      "The warrant may issue forthwith, but execution is stayed through June 30, 2025.",
      "Upon timely payment, the judgment of possession shall be vacated.",
    ]);
    expect(possession.decisionSummary).toContain("final judgment of possession is awarded");
    expect(has(possession.deadlines, "stayed through June 30, 2025")).toBe(true);
    expect(has(possession.conditions, "Upon timely payment")).toBe(true);
  });

  it("types a docket's text order as a decision and reads its ruling, its period and a continued conference", () => {
    const a = analyze(
      [
        "CIVIL DOCKET FOR CASE #: 1:25-cv-00311",
        "Tamarack Mills LLC v. Granite Ridge Supply Co.",
        "04/02/2025  17  TEXT ONLY ORDER granting 15 Motion for Extension of Time. Defendant shall answer the Complaint on or before 4/21/2025. The scheduling conference set for 4/10/2025 is CONTINUED to 5/1/2025. Ordered by Magistrate Judge R. Okafor on 4/2/2025.",
      ].join("\n\n"),
    );
    expect(a.documentType).toBe("judicial_decision");
    const d = a.judicialDecision;
    expect(d?.decisionSummary).toContain("granting 15 Motion for Extension of Time");
    expect(has(d?.deadlines ?? [], "on or before 4/21/2025")).toBe(true);
    expect(has(d?.proceduralOrientations ?? [], "CONTINUED to 5/1/2025")).toBe(true);
  });

  it("lists post-judgment interest at the legal rate as money and 'for all of which let execution issue' as an order", () => {
    const d = decision([
      "IN THE STATE COURT OF COBB COUNTY",
      "FINAL JUDGMENT BY DEFAULT",
      "WHEREFORE, IT IS ORDERED AND ADJUDGED that Plaintiff recover of Defendant the principal sum of $12,400.00.",
      "This judgment shall bear post-judgment interest at the legal rate until paid, for all of which let execution issue.",
    ]);
    expect(has(d.financialOrders, "post-judgment interest at the legal rate")).toBe(true);
    expect(has(d.judgeOrders, "let execution issue")).toBe(true);
  });

  it("lists a timely petition for rehearing as an appeal and the withheld mandate as an orientation", () => {
    const d = decision([
      "UNITED STATES COURT OF APPEALS",
      "JUDGMENT",
      "ORDERED AND ADJUDGED that the judgment of the district court be affirmed.",
      "The Clerk is directed to withhold issuance of the mandate until seven days after resolution of any timely petition for rehearing.",
    ]);
    expect(has(d.appealOptions, "petition for rehearing")).toBe(true);
    expect(has(d.proceduralOrientations, "withhold issuance of the mandate")).toBe(true);
  });

  it("keeps a remand split off a 'we' sentence an order, though it names an interest rate", () => {
    const d = decision([
      "UNITED STATES COURT OF APPEALS",
      "OPINION",
      "The interest award rested on a rate the parties never agreed to.",
      "We therefore AFFIRM the judgment as to liability, and REMAND for the court to recalculate interest at the statutory rate of 5% per annum.",
    ]);
    expect(has(d.judgeOrders, "REMAND for the court to recalculate interest")).toBe(true);
    expect(has(d.financialOrders, "REMAND")).toBe(false);
  });

  it("finds 'due and payable on', 'stayed through' and a form's 'Due By:' date as deadlines", () => {
    const text =
      "The first payment is due and payable on May 1, 2025. Execution is stayed through June 30, 2025. Appeal Due By: 07/02/2025";
    const found = findDeadlineMentions(text, "en", true).map((m) => text.slice(m.start, m.end));
    expect(found).toEqual(["due and payable on May 1, 2025", "stayed through June 30, 2025", "Due By: 07/02/2025"]);
  });
});

describe("English decision panel, eighth round, part 2 (forms written after part 1's fixes)", () => {
  it("reads a memorandum's 'AFFIRMED in part; REVERSED in part; and REMANDED.' and the costs line before it", () => {
    const d = decision([
      "UNITED STATES COURT OF APPEALS FOR THE NINTH CIRCUIT",
      "MEMORANDUM",
      "1. The district court properly granted summary judgment on the Monell claim.",
      "2. The district court erred in granting summary judgment to the officer on the excessive force claim.",
      "Each party shall bear its own costs on appeal.",
      "AFFIRMED in part; REVERSED in part; and REMANDED.",
    ]);
    expect(d.decisionSummary).toContain("AFFIRMED in part; REVERSED in part; and REMANDED");
    expect(has(d.financialOrders, "Each party shall bear its own costs on appeal")).toBe(true);
  });

  it("reads Pennsylvania's 'Order reversed. Case remanded … Jurisdiction relinquished.'", () => {
    const d = decision([
      "IN THE SUPERIOR COURT OF PENNSYLVANIA",
      "MEMORANDUM BY MURRAY, J.:",
      "Appellant appeals from the order granting summary judgment. Because the exclusion does not apply, we reverse.",
      "Order reversed. Case remanded for further proceedings. Jurisdiction relinquished.",
    ]);
    expect(d.decisionSummary).toContain("Order reversed");
    expect(has(d.judgeOrders, "Case remanded for further proceedings")).toBe(true);
    expect(has(d.proceduralOrientations, "Jurisdiction relinquished")).toBe(true);
  });

  it("takes 'Judgment is entered' in a numbered item as the holding, not 'the following Final Judgment is entered'", () => {
    const chancery = decision([
      "IN THE COURT OF CHANCERY OF THE STATE OF DELAWARE",
      "FINAL ORDER AND JUDGMENT",
      "NOW, THEREFORE, IT IS HEREBY ORDERED this 2nd day of June, 2025, that:",
      "1. Judgment is entered in favor of Plaintiff in the amount of $480,000.",
      "2. Defendant is permanently enjoined from using the Marks.",
    ]);
    expect(chancery.decisionSummary).toContain("Judgment is entered in favor of Plaintiff");
    const federal = decision([
      "UNITED STATES DISTRICT COURT",
      "FINAL JUDGMENT",
      "Pursuant to Fed. R. Civ. P. 58(a), the following Final Judgment is hereby entered.",
      "It is ORDERED that judgment is entered in favor of Plaintiff and against Defendant.",
    ]);
    expect(federal.decisionSummary).toContain("ORDERED that judgment is entered in favor of Plaintiff");
  });

  it("takes an Ohio judgment entry's 'the judgment of the … Court of Common Pleas is affirmed' over the opening 'We affirm.'", () => {
    const d = decision([
      "COURT OF APPEALS OF OHIO",
      "OPINION AND JUDGMENT ENTRY",
      "{¶1} Appellant appeals the summary judgment for appellee. We affirm.",
      "{¶2} Immunity bars the claim.",
      "JUDGMENT ENTRY",
      "It is the judgment and order of this court that the judgment of the Lake County Court of Common Pleas is affirmed.",
      "Costs to be taxed against appellant.",
    ]);
    expect(d.decisionSummary).toContain("judgment of the Lake County Court of Common Pleas is affirmed");
    expect(has(d.financialOrders, "Costs to be taxed against appellant")).toBe(true);
  });

  it("reads a compensation board's opinion and award: the AWARD section holds, a fee is money, a fee motion is not", () => {
    const award = decision([
      "STATE INDUSTRIAL COMMISSION",
      "OPINION AND AWARD",
      "This matter was heard before a Deputy Commissioner. The employee injured her back at work.",
      "CONCLUSIONS OF LAW",
      "1. Plaintiff sustained a compensable injury by accident.",
      "AWARD",
      "1. Defendants shall pay Plaintiff temporary total disability compensation at the rate of $640.00 per week.",
      "2. A reasonable attorney's fee of twenty-five percent of the compensation is approved for Plaintiff's counsel.",
    ]);
    expect(award.decisionSummary).toContain("Defendants shall pay Plaintiff temporary total disability compensation");
    expect(has(award.financialOrders, "attorney's fee of twenty-five percent")).toBe(true);
    const judgment = decision([
      "UNITED STATES DISTRICT COURT",
      "JUDGMENT",
      "It is ORDERED that judgment is entered for Plaintiff in the amount of $25,000.",
      "Any motion for attorney's fees shall be filed within 14 days of the entry of this judgment.",
      "Defendant is found in contempt for failure to pay the sanction previously imposed.",
    ]);
    expect(has(judgment.judgeOrders, "Any motion for attorney's fees")).toBe(true);
    expect(has(judgment.financialOrders, "failure to pay")).toBe(false);
  });

  it("reads a screening order's 'survives preliminary review' and splits a dismissal from the clerk's direction", () => {
    const d = decision([
      "UNITED STATES DISTRICT COURT",
      "MEMORANDUM AND ORDER",
      "Plaintiff, an inmate, filed this action under 42 U.S.C. § 1983. The Complaint is before the Court for preliminary review.",
      "Disposition",
      "The Complaint survives preliminary review as follows: Count 1 will proceed against Officer Dale.",
      "Warden Price is DISMISSED without prejudice, and the Clerk of Court is DIRECTED to terminate him as a party.",
    ]);
    expect(d.decisionSummary).toContain("Count 1 will proceed against Officer Dale");
    expect(has(d.judgeOrders, "Warden Price is DISMISSED without prejudice")).toBe(true);
    expect(has(d.proceduralOrientations, "the Clerk of Court is DIRECTED to terminate him")).toBe(true);
  });
});

describe("English decision panel, eighth round, part 3 (forms written after part 2's fixes)", () => {
  it("types a per curiam opinion ending 'Affirmed in part, reversed in part, and remanded' and reads what follows it", () => {
    const d = decision([
      "STATE OF MICHIGAN COURT OF APPEALS",
      "PER CURIAM.",
      "Defendant appeals the judgment awarding damages and sanctions. We affirm the damages but reverse the sanctions.",
      "Affirmed in part, reversed in part, and remanded for entry of an amended judgment. We do not retain jurisdiction. No taxable costs are awarded.",
    ]);
    expect(d.decisionSummary).toContain("Affirmed in part, reversed in part, and remanded");
    expect(has(d.proceduralOrientations, "We do not retain jurisdiction")).toBe(true);
    expect(has(d.financialOrders, "No taxable costs are awarded")).toBe(true);
  });

  it("reads past 'The Court's tentative ruling is affirmed as follows:' to the ruling it announces", () => {
    const d = decision([
      "SUPERIOR COURT OF CALIFORNIA, COUNTY OF FRESNO",
      "RULING",
      "The Court's tentative ruling is affirmed as follows:",
      "The demurrer to the first cause of action is OVERRULED.",
      "Counsel for Defendant shall give notice of this ruling.",
    ]);
    expect(d.decisionSummary).toContain("demurrer to the first cause of action is OVERRULED");
    expect(has(d.proceduralOrientations, "shall give notice of this ruling")).toBe(true);
  });

  it("takes 'The motion is therefore GRANTED' as the holding, and not 'pending final judgment' as the operative part", () => {
    const d = decision([
      "UNITED STATES DISTRICT COURT",
      "ORDER GRANTING MOTION FOR PRELIMINARY INJUNCTION",
      "Plaintiff has shown a likelihood of success and irreparable harm. The motion (ECF No. 9) is therefore GRANTED.",
      "Pending final judgment in this action, Defendant is enjoined from selling goods bearing the mark.",
    ]);
    expect(d.decisionSummary).toContain("is therefore GRANTED");
  });

  it("lists a decree's incorporated agreement and a restored name as orders, not a restoration in the reasoning", () => {
    const d = decision([
      "IN THE SUPERIOR COURT OF FULTON COUNTY",
      "FINAL JUDGMENT AND DECREE OF DIVORCE",
      "The privilege, once breached, cannot be restored by a later order.",
      "It is the judgment of the Court that a total divorce be granted between the parties.",
      "The Settlement Agreement of the parties is made the judgment of the Court and is incorporated herein.",
      "Plaintiff's former name, Jane Doe, is restored.",
    ]);
    expect(d.decisionSummary).toContain("a total divorce be granted");
    expect(has(d.judgeOrders, "Settlement Agreement of the parties is made the judgment of the Court")).toBe(true);
    expect(has(d.judgeOrders, "former name, Jane Doe, is restored")).toBe(true);
    expect(has(d.judgeOrders, "cannot be restored")).toBe(false);
  });

  it("reads an order of protection's printed warning as its condition and its end date as a deadline", () => {
    const d = decision([
      "FAMILY COURT OF THE STATE OF NEW YORK",
      "ORDER OF PROTECTION",
      "NOTICE: YOUR FAILURE TO OBEY THIS ORDER MAY SUBJECT YOU TO MANDATORY ARREST AND CRIMINAL PROSECUTION.",
      "NOW, THEREFORE, IT IS HEREBY ORDERED that Respondent stay away from Petitioner and her home.",
      "IT IS FURTHER ORDERED that this order of protection shall remain in force until and including June 1, 2027.",
    ]);
    expect(has(d.conditions, "YOUR FAILURE TO OBEY THIS ORDER")).toBe(true);
    expect(has(d.deadlines, "until and including June 1, 2027")).toBe(true);
  });
});

describe("English decision panel, eighth round, part 4 (forms written after part 3's fixes)", () => {
  it("reads a labor board judge's order: its list after a bare 'shall', making an employee whole, and exceptions", () => {
    const d = decision([
      "BEFORE THE NATIONAL LABOR RELATIONS BOARD",
      "DECISION",
      "STATEMENT OF THE CASE",
      "The complaint alleges that the Respondent discharged an employee because of her union activity.",
      "ORDER",
      "The Respondent, its officers, agents, successors, and assigns, shall",
      "1. Cease and desist from discharging employees because they support the Union.",
      "2. Take the following affirmative action.",
      "(a) Make Dana Ruiz whole for any loss of earnings suffered as a result of the discrimination against her.",
      "(b) Within 14 days after service by the Region, post the attached notice.",
      "If no exceptions are filed as provided by Sec. 102.46 of the Rules, the recommended Order shall be adopted by the Board.",
    ]);
    expect(d.decisionSummary).toContain("Cease and desist from discharging employees");
    expect(has(d.financialOrders, "Make Dana Ruiz whole for any loss of earnings")).toBe(true);
    expect(has(d.conditions, "If no exceptions are filed")).toBe(true);
    expect(has(d.appealOptions, "If no exceptions are filed")).toBe(true);
  });

  it("finds a period given 'to and including' a date as a deadline", () => {
    const text = "Plaintiff is given 28 days, to and including June 2, 2025, to file an amended count.";
    const found = findDeadlineMentions(text, "en", true).map((m) => text.slice(m.start, m.end));
    expect(found).toContain("to and including June 2, 2025");
  });
});
