import { describe, expect, it } from "vitest";
import { analyze } from "./analyze.ts";
import { classifyDocument } from "./classify.ts";
import { decisionPanel as decision } from "./decision-panel.testkit.ts";
import { splitSentences } from "./text.ts";

// Sixth round of issue #19 (docs/decisions/025-held-out-evaluation.md): English decisions in drafting the earlier
// rounds had not seen — state trial-court forms, bankruptcy and appellate dispositions, orders in numbered lists.

describe("English decision panel, sixth round", () => {
  it("lists what 'IT IS FURTHER ORDERED' waives or forbids as orders, and 'failing which' as a condition", () => {
    const d = decision([
      "UNITED STATES BANKRUPTCY COURT",
      "ORDER GRANTING RELIEF FROM THE AUTOMATIC STAY",
      "IT IS HEREBY ORDERED that the motion is GRANTED and the automatic stay is terminated as to the Vehicle.",
      "IT IS FURTHER ORDERED that the fourteen-day stay provided by Fed. R. Bankr. P. 4001(a)(3) is waived.",
      "IT IS FURTHER ORDERED that the Movant shall file an amended proof of claim within 60 days after the sale of the Vehicle, failing which any deficiency claim shall be disallowed.",
      "IT IS FURTHER ORDERED that the Chapter 13 Trustee shall make no further distributions on the Movant's claim.",
    ]);
    expect(d.judgeOrders.some((o) => o.includes("Fed. R. Bankr. P. 4001(a)(3) is waived"))).toBe(true);
    expect(d.judgeOrders.some((o) => o.includes("make no further distributions"))).toBe(true);
    expect(d.conditions.some((c) => c.startsWith("failing which any deficiency claim shall be disallowed"))).toBe(true);
  });

  it("lists the clerk's entry of judgment and a case management conference as procedural orientations", () => {
    const d = decision([
      "ORDER",
      "IT IS HEREBY ORDERED:",
      "1. Defendant's motion to dismiss Count I is denied.",
      "2. This matter is continued for case management conference to June 24, 2025, at 9:00 a.m.",
      "IT IS FURTHER ORDERED that the Clerk of Court enter judgment accordingly.",
    ]);
    expect(d.proceduralOrientations.some((o) => o.includes("case management conference"))).toBe(true);
    expect(d.proceduralOrientations.some((o) => o.includes("Clerk of Court enter judgment"))).toBe(true);
  });

  it("lists a warning that failure to comply may bring sanctions as a condition", () => {
    const d = decision([
      "MEMORANDUM ORDER",
      "AND NOW, it is HEREBY ORDERED that Plaintiff's Motion to Compel is GRANTED.",
      "Defendant shall produce the documents within fourteen (14) days of the date of this Order.",
      "Defendant is warned that failure to comply with this Order may result in further sanctions under Rule 37(b)(2).",
    ]);
    expect(d.conditions.some((c) => c.startsWith("Defendant is warned that failure to comply"))).toBe(true);
  });

  it("takes an appellate opinion's bare 'AFFIRMED IN PART, VACATED IN PART, AND REMANDED.' as its summary", () => {
    const d = decision([
      "UNITED STATES COURT OF APPEALS FOR THE ELEVENTH CIRCUIT",
      "Appeal from the United States District Court for the Southern District of Florida",
      "Before JORDAN, BRANCH, and LUCK, Circuit Judges.",
      "The district court granted summary judgment and awarded $41,880 in costs.",
      "AFFIRMED IN PART, VACATED IN PART, AND REMANDED.",
      "The judgment is AFFIRMED as to the claim under Fla. Stat. § 641.513. The judgment is VACATED as to the award of $41,880 in costs, and the case is REMANDED for further proceedings.",
    ]);
    expect(d.decisionSummary).toBe("AFFIRMED IN PART, VACATED IN PART, AND REMANDED.");
    // A clause that vacates an award disposes of it; it orders no payment.
    expect(d.judgeOrders.some((o) => o.startsWith("The judgment is VACATED as to the award of $41,880"))).toBe(true);
    expect(d.financialOrders.some((o) => o.includes("VACATED"))).toBe(false);
    expect(d.judgeOrders).toContain("The judgment is AFFIRMED as to the claim under Fla. Stat. § 641.513.");
  });

  it("keeps an item of a numbered order list that follows an item of two sentences among the orders", () => {
    const d = decision([
      "TEMPORARY RESTRAINING ORDER",
      "IT IS HEREBY ORDERED that:",
      "1. Plaintiff's Motion for a Temporary Restraining Order is GRANTED.",
      "2. Defendants shall file any response by February 14, 2025. A hearing on the motion is set for February 19, 2025.",
      "3. This Order shall expire fourteen days after entry unless extended for good cause.",
    ]);
    expect(d.judgeOrders.some((o) => o.includes("shall expire fourteen days after entry"))).toBe(true);
  });

  it("reads a consent decree's numbered items from 'ORDERED, ADJUDGED AND DECREED:', their run-in headings left out", () => {
    const d = decision([
      "CONSENT DECREE",
      "It is therefore ORDERED, ADJUDGED AND DECREED:",
      "1. Duration. This Decree shall remain in effect for three (3) years from the date of its entry.",
      "2. Monetary Relief. Midlands shall pay the total sum of $365,000 to the claimants within thirty (30) days of entry.",
      "3. Injunction. Midlands is enjoined from refusing to hire any applicant because of pregnancy.",
      "4. Training. Within ninety (90) days of entry, Midlands shall provide two hours of training to every manager.",
      "6. Costs. Each party shall bear its own attorney's fees and costs.",
    ]);
    expect(d.judgeOrders.some((o) => o.startsWith("This Decree shall remain in effect for three (3) years"))).toBe(
      true,
    );
    const all = [...d.judgeOrders, ...d.financialOrders, ...d.deadlines, ...d.conditions];
    expect(all.some((o) => /^\d\. (?:Duration|Training|Costs)\.$/.test(o))).toBe(false);
    // The training order is listed once under the orders, its period under the deadlines, not the clause twice.
    expect(d.deadlines.some((x) => x.startsWith("Within ninety (90) days of entry — "))).toBe(true);
  });

  it("lists an order citing a docket entry as an order, 'shall also complete' as ordered, a hearing set as an orientation", () => {
    const d = decision([
      "ORDER",
      "IT IS HEREBY ORDERED that the motion is GRANTED.",
      "Appellant's motion to supplement the record (Docket Entry No. 14) is denied.",
      "Counsel shall also complete two hours of continuing legal education no later than July 1, 2025.",
      "The Final Approval Hearing is set for October 7, 2025, at 10:00 a.m.",
    ]);
    expect(d.judgeOrders.some((o) => o.includes("(Docket Entry No. 14) is denied"))).toBe(true);
    expect(d.proceduralOrientations.some((o) => o.includes("Docket Entry"))).toBe(false);
    expect(d.judgeOrders.some((o) => o.includes("shall also complete two hours"))).toBe(true);
    expect(d.proceduralOrientations.some((o) => o.startsWith("The Final Approval Hearing is set"))).toBe(true);
  });

  it("lists 'Final judgment shall enter for the defendants, with costs' as an order and Rule 54(b) language as the appeal", () => {
    const d = decision([
      "MEMORANDUM OF DECISION AND ORDER",
      "For the foregoing reasons, the defendants' motion for summary judgment is ALLOWED.",
      "Final judgment shall enter for the defendants on all counts of the complaint, with costs.",
      "There is no just reason for delay. Civ.R. 54(B).",
    ]);
    expect(d.judgeOrders.some((o) => o.startsWith("Final judgment shall enter for the defendants"))).toBe(true);
    expect(d.appealOptions[0]).toBe("There is no just reason for delay.");
  });

  it("types Pennsylvania's 'ORDER OF COURT … AND NOW' as a decision and a party's proposed findings as a filing", () => {
    const order = [
      "IN THE COURT OF COMMON PLEAS OF ALLEGHENY COUNTY, PENNSYLVANIA",
      "ORDER OF COURT",
      "AND NOW, this 11th day of March, 2025, upon consideration of the Preliminary Objections to Plaintiff's Complaint, it is hereby ORDERED and DECREED as follows:",
      "1. The Preliminary Objection to Count II of the Complaint is SUSTAINED.",
      "2. Plaintiff is granted leave to file an Amended Complaint within twenty (20) days. Failure to do so will result in this matter proceeding on Count I of the Complaint only.",
      "BY THE COURT:",
    ].join("\n");
    expect(classifyDocument(order, "en").documentType).toBe("judicial_decision");
    const findings = [
      "PLAINTIFF'S PROPOSED FINDINGS OF FACT AND CONCLUSIONS OF LAW",
      "1. The jury found that Orbitlink infringed and awarded damages of $14,600,000.",
      "2. The Court should enter final judgment for Plaintiff in the amount of $16,918,440.",
      "Respectfully submitted,",
    ].join("\n");
    expect(classifyDocument(findings, "en").documentType).toBe("pleading");
  });

  it("reads a Chapter 13 confirmation: the plan CONFIRMED as summary, a payment 'shall be paid … with interest', a prohibition with an amount as an order", () => {
    const d = decision([
      "ORDER CONFIRMING CHAPTER 13 PLAN",
      "The plan having been transmitted to all creditors, it is",
      "ORDERED that the plan is CONFIRMED.",
      "FURTHER ORDERED that the allowed secured claim of Peach State Federal Credit Union shall be paid in full with interest at 9.0% per annum.",
      "FURTHER ORDERED that the Debtor shall not incur additional debt exceeding $2,000 without the Trustee's written consent.",
    ]);
    expect(d.decisionSummary).toBe("ORDERED that the plan is CONFIRMED.");
    expect(d.financialOrders.some((o) => o.includes("paid in full with interest at 9.0% per annum"))).toBe(true);
    expect(d.judgeOrders.some((o) => o.includes("shall not incur additional debt exceeding $2,000"))).toBe(true);
  });

  it("reads a Tax Court decision's 'ORDERED AND DECIDED: That …; and That …' items, and an appellate order 'affirmed, with costs'", () => {
    const tax = decision([
      "UNITED STATES TAX COURT",
      "DECISION",
      "Pursuant to the agreement of the parties in this case, it is",
      "ORDERED AND DECIDED: That there is a deficiency in income tax due from petitioners for the taxable year 2021 in the amount of $18,412.00; and",
      "That there is no penalty due from petitioners for the taxable year 2021 under the provisions of I.R.C. § 6662(a).",
    ]);
    expect(tax.decisionSummary).toMatch(/^ORDERED AND DECIDED: That there is a deficiency/);
    expect(tax.judgeOrders.some((o) => o.startsWith("That there is no penalty due"))).toBe(true);
    const ny = decision([
      "DECISION & ORDER",
      "ORDERED that the order is modified, on the law, by deleting the provision thereof denying that branch of the motion; as so modified, the order is affirmed, with costs to the plaintiff.",
    ]);
    expect(ny.financialOrders).toContain("with costs to the plaintiff.");
    expect(ny.judgeOrders).toContain("as so modified, the order is affirmed");
  });

  it("lists what makes an order conditional after it, and 'may seek a certificate of appealability' as the appeal", () => {
    const d = decision([
      "MEMORANDUM AND ORDER",
      "Accordingly, the petition is DENIED. Petitioner may seek a certificate of appealability from the Court of Appeals for the Sixth Circuit.",
      "The company must produce board minutes within 30 days of this letter.",
      "Production is conditioned on the plaintiff's execution of a reasonable confidentiality agreement.",
    ]);
    expect(d.conditions).toContain(
      "Production is conditioned on the plaintiff's execution of a reasonable confidentiality agreement.",
    );
    expect(d.appealOptions[0]).toMatch(/^Petitioner may seek a certificate of appealability/);
  });

  it("types a judge's letter ruling and New York's appellate 'DECISION & ORDER' as decisions", () => {
    const letter = [
      "COURT OF CHANCERY OF THE STATE OF DELAWARE",
      "LORI W. WILL, VICE CHANCELLOR",
      "Dear Counsel:",
      "This letter resolves the demand after a paper trial. The company must produce board minutes within 30 days.",
      "IT IS SO ORDERED.",
      "Sincerely yours,",
      "/s/ Lori W. Will",
      "Vice Chancellor",
    ].join("\n");
    expect(classifyDocument(letter, "en").documentType).toBe("judicial_decision");
    const ny = [
      "Appellate Division: Second Judicial Department",
      "2022-07719    DECISION & ORDER",
      "Ferro, Kuba, Mangano, P.C., Hauppauge, NY (Kenneth C. Mangano of counsel), for appellant.",
      "In an action to recover damages for personal injuries, the defendant appeals from an order of the Supreme Court, Suffolk County. The order denied the defendant's motion for summary judgment dismissing the complaint.",
      "ORDERED that the order is modified, on the law; as so modified, the order is affirmed, with costs to the plaintiff.",
    ].join("\n");
    expect(classifyDocument(ny, "en").documentType).toBe("judicial_decision");
  });

  it("reads a probation judgment: probation as the holding, the consequence of non-compliance, the postconviction notice", () => {
    const d = decision([
      "JUDGMENT OF CONVICTION AND SENTENCE WITHHELD, PROBATION ORDERED",
      "IT IS ADJUDGED that the defendant is guilty as convicted and sentenced as follows: sentence is withheld and the defendant is placed on probation for a period of 2 years.",
      "Conditions of probation: The defendant shall pay restitution of $3,420.55 within 12 months.",
      "If the defendant fails to comply with the conditions of probation, probation may be revoked.",
      "The defendant was advised of the right to seek postconviction relief and to appeal, and that a notice of intent to pursue postconviction relief must be filed within 20 days.",
    ]);
    expect(d.decisionSummary).toMatch(/placed on probation for a period of 2 years/);
    expect(d.conditions.some((c) => c.startsWith("If the defendant fails to comply"))).toBe(true);
    expect(d.appealOptions[0]).toMatch(/^The defendant was advised of the right to seek postconviction relief/);
  });

  it("takes a Texas judgment's 'The Court orders the judgment AFFIRMED' as the summary, not the header announcing it", () => {
    const d = decision([
      "AFFIRMED and Opinion Filed March 20, 2025",
      "MEMORANDUM OPINION",
      "We overrule the issue and affirm the trial court's judgment.",
      "JUDGMENT",
      "Having considered the record, this Court holds that there was no error in the judgment. The Court orders the judgment AFFIRMED.",
      "We further order this decision certified below for observance.",
    ]);
    expect(d.decisionSummary).toBe("The Court orders the judgment AFFIRMED.");
    expect(d.proceduralOrientations).toContain("We further order this decision certified below for observance.");
  });

  it("reads a sale order: the decretal opening is no order, 'only if' is a condition, reserved jurisdiction an order", () => {
    const d = decision([
      "ORDER APPROVING THE SALE",
      "Upon the motion of the Debtors for entry of an order approving the sale, it is HEREBY ORDERED THAT:",
      "1. The Motion is GRANTED as set forth herein.",
      "2. The Debtors shall pay the Buyer's break-up fee of $5,595,000 only if the sale fails to close by reason of the Debtors' breach.",
      "3. The Court reserves jurisdiction to determine the amount of attorney's fees and costs.",
    ]);
    expect(d.judgeOrders.some((o) => o.startsWith("Upon the motion"))).toBe(false);
    expect(d.conditions.some((c) => c.startsWith("only if the sale fails to close"))).toBe(true);
    expect(d.financialOrders.some((o) => o.includes("break-up fee of $5,595,000"))).toBe(true);
    expect(d.judgeOrders.some((o) => o.includes("reserves jurisdiction"))).toBe(true);
  });

  it("reads findings and recommendation: the recommendation as summary, the objection period as appeal and deadline", () => {
    const text = [
      "UNITED STATES DISTRICT COURT",
      "FINDINGS AND RECOMMENDATION",
      "Plaintiff moves to remand this case to the Multnomah County Circuit Court.",
      "For the reasons stated, the Court recommends that the district judge GRANT Plaintiff's motion to remand (ECF No. 8).",
      "Objections, if any, are due within fourteen (14) days.",
    ].join("\n\n");
    const a = analyze(text);
    expect(a.documentType).toBe("judicial_decision");
    expect(a.judicialDecision?.decisionSummary).toMatch(/recommends that the district judge GRANT/);
    expect(a.judicialDecision?.appealOptions[0]).toBe("Objections, if any, are due within fourteen (14) days.");
    expect(a.judicialDecision?.deadlines).toContain(
      "within fourteen (14) days — Objections, if any, are due within fourteen (14) days.",
    );
  });

  it("types an agreed order whose ENTERED line is blank as a filing", () => {
    const text = [
      "IN THE CIRCUIT COURT OF COOK COUNTY, ILLINOIS",
      "AGREED ORDER (PROPOSED)",
      "This cause coming to be heard on the parties' joint motion, IT IS HEREBY ORDERED:",
      "1. Defendant shall produce its subcontractor files by June 6, 2025.",
      "AGREED:",
      "/s/ Nadia F. Kowalczyk, Attorney for Plaintiff",
      "ENTERED: ______________________",
      "Judge                        Judge's No.",
    ].join("\n");
    expect(classifyDocument(text, "en").documentType).toBe("pleading");
  });

  it("reads a California tentative ruling adopted as the order: a decision whose summary says it was adopted", () => {
    const d = decision([
      "SUPERIOR COURT OF CALIFORNIA, COUNTY OF SANTA CLARA",
      "LAW AND MOTION TENTATIVE RULINGS",
      "Plaintiff alleges that Defendant kept her security deposit.",
      "The demurrer to the first cause of action is OVERRULED.",
      "The demurrer to the third cause of action is SUSTAINED WITH 20 DAYS' LEAVE TO AMEND.",
      "MINUTE ORDER: No appearance was made to contest the tentative ruling. The Court adopts the tentative ruling as its order.",
    ]);
    expect(d.decisionSummary).toMatch(/^The Court adopts the tentative ruling as its order\. The demurrer/);
    expect(d.judgeOrders.some((o) => o.includes("SUSTAINED WITH 20 DAYS' LEAVE TO AMEND"))).toBe(true);
  });

  it("types an Illinois 'This cause coming before the Court' order as a decision despite its counts and motion", () => {
    const text = [
      "IN THE CIRCUIT COURT OF THE EIGHTEENTH JUDICIAL CIRCUIT",
      "ORDER",
      "This cause coming before the Court on Defendant's Combined Motion to Dismiss Count I and Count II of the complaint, due notice having been given and the Court being fully advised in the premises, IT IS HEREBY ORDERED:",
      "1. Defendant's motion to dismiss Count I is denied.",
      "2. Count II of the complaint is dismissed without prejudice.",
      "ENTERED:",
      "Judge Bonnie M. Wheaton    Judge's No. 1941",
      "Prepared by: Kowalczyk & Reyes, P.C., Attorney for Plaintiff",
    ].join("\n");
    expect(classifyDocument(text, "en").documentType).toBe("judicial_decision");
  });

  it("types a proposed order with a blank date line as a party's filing, not a decision", () => {
    const text = [
      "UNITED STATES DISTRICT COURT",
      "[PROPOSED] ORDER GRANTING PLAINTIFF'S MOTION FOR ALTERNATIVE SERVICE",
      "Having considered Plaintiff's Motion for Alternative Service, the Court hereby ORDERS as follows:",
      "1. The Motion is GRANTED.",
      "IT IS SO ORDERED.",
      "Dated: ____________________            ____________________________",
      "Submitted by: Archway Legal Group LLP, Attorneys for Plaintiff",
    ].join("\n");
    expect(classifyDocument(text, "en").documentType).toBe("pleading");
  });

  it("does not end a sentence at a state's abbreviation in a citation ('Fla. Stat.', 'Tex. R. Civ. P.')", () => {
    const text = "The claim under Fla. Stat. § 641.513 fails. Tex. R. Civ. P. 166a(c) governs.";
    expect(splitSentences(text).map((s) => text.slice(s.start, s.end))).toEqual([
      "The claim under Fla. Stat. § 641.513 fails.",
      "Tex. R. Civ. P. 166a(c) governs.",
    ]);
  });
});
