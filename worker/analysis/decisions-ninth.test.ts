import { describe, expect, it } from "vitest";
import { analyze } from "./analyze.ts";
import { findDeadlineMentions } from "./deadlines-mentions.ts";
import { decisionPanel as decision } from "./decision-panel.testkit.ts";

// Ninth round of issue #19 (docs/decisions/025-held-out-evaluation.md, "Ninth round (24a)"): English decisions in
// forms the dev set had not had — an order adopting a recommendation, a state supreme court's capitals disposition,
// a class settlement's approval, a small-claims form with its boxes.

const has = (xs: string[], s: string): boolean => xs.some((x) => x.includes(s));

describe("English decision panel, ninth round", () => {
  it("takes 'the Court OVERRULES the objections and ADOPTS the Report and Recommendation' as the holding", () => {
    const d = decision([
      "UNITED STATES DISTRICT COURT\nDISTRICT OF KANSAS",
      "ORDER ADOPTING REPORT AND RECOMMENDATION",
      "This matter is before the Court on the Magistrate Judge's Report and Recommendation (Doc. 40). Defendants objected.",
      "Accordingly, the Court OVERRULES the objections and ADOPTS the Report and Recommendation (Doc. 40). The Court DENIES the motion for judgment on the pleadings (Doc. 22).",
    ]);
    expect(d.decisionSummary).toContain("ADOPTS the Report and Recommendation");
    expect(has(d.judgeOrders, "DENIES the motion for judgment on the pleadings")).toBe(true);
  });

  it("lists a ruling that strikes or suppresses as an order, and does not list 'AND IT IS SO ORDERED'", () => {
    const d = decision([
      "ORDER",
      "For the reasons above, the motion (Dkt. No. 9) is GRANTED. The second affirmative defense is STRICKEN. The statements of May 2 are suppressed.",
      "AND IT IS SO ORDERED.",
    ]);
    expect(has(d.judgeOrders, "affirmative defense is STRICKEN")).toBe(true);
    expect(has(d.judgeOrders, "statements of May 2 are suppressed")).toBe(true);
    expect(has(d.judgeOrders, "SO ORDERED")).toBe(false);
  });

  it("reads a period written out as 'twenty-one days', and a leave the order permits to seek as a deadline", () => {
    expect(findDeadlineMentions("file it within twenty-one days of this Order", "en", true)[0]?.days).toBe(21);
    expect(findDeadlineMentions("within fifty-five days", "en", true)[0]?.days).toBe(55);
    const d = decision([
      "ORDER",
      "IT IS ORDERED that the motion to dismiss is GRANTED. Plaintiff may seek leave to file an amended complaint within twenty-eight days of this Order.",
    ]);
    expect(has(d.deadlines, "within twenty-eight days")).toBe(true);
    expect(has(d.judgeOrders, "may seek leave")).toBe(false);
  });

  it("takes what befalls any member who has not acted, or a payment missed, as a condition", () => {
    const d = decision([
      "FINAL APPROVAL ORDER",
      "It is hereby ORDERED as follows:",
      "1. The Motion for Final Approval is GRANTED.",
      "2. Any Class Member who has not returned a claim form shall be bound by the release.",
      "3. Each Defendant who fails to appear shall be defaulted.",
      "4. If any installment is missed, the whole balance shall become due.",
    ]);
    expect(has(d.conditions, "who has not returned a claim form")).toBe(true);
    expect(has(d.conditions, "who fails to appear")).toBe(true);
    expect(has(d.conditions, "If any installment is missed")).toBe(true);
  });

  it("keeps a plain 'We vacate …' with the capitals line that closes a supreme court opinion", () => {
    const d = decision([
      "IN THE SUPREME COURT OF NEBRASKA",
      "OPINION",
      "The question is whether the notice was timely. It was not.",
      "We vacate the decision of the court of appeals and reverse the judgment of the district court. Costs are taxed to the appellee.",
      "DECISION OF COURT OF APPEALS VACATED; DISTRICT COURT JUDGMENT REVERSED.",
    ]);
    expect(d.decisionSummary).toContain("We vacate the decision of the court of appeals");
    expect(d.decisionSummary).toContain("DISTRICT COURT JUDGMENT REVERSED");
  });

  it("does not join a plain 'We affirm' that reasoning separates from the closing line", () => {
    const d = decision([
      "COURT OF APPEALS OF MICHIGAN",
      "PER CURIAM.",
      "We affirm the damages award but reverse the fee award. The rule was repealed before the case began. Nothing else supported the fees.",
      "Affirmed in part, reversed in part, and remanded.",
    ]);
    expect(d.decisionSummary).not.toContain("repealed");
    expect(d.judgeOrders.some((o) => o.includes("repealed"))).toBe(false);
  });

  it("reads a small-claims judgment form: the judgment it enters as checked, not the box left empty", () => {
    const a = analyze(
      [
        "SUPERIOR COURT OF CALIFORNIA, COUNTY OF MARIN",
        "SMALL CLAIMS JUDGMENT",
        "After trial on 03/04/2025, the court enters judgment as checked below:",
        "[X] Defendant Ocean Tile, Inc. shall pay plaintiff Rosa Lind: $1,200.00 principal and $50.00 costs.",
        "[ ] Defendant does not owe plaintiff any money on plaintiff's claim.",
        "[X] Payment is to be made at the rate of $100.00 per month. If any payment is missed, the entire balance is due.",
      ].join("\n\n"),
    );
    expect(a.documentType).toBe("judicial_decision");
    const d = a.judicialDecision;
    expect(d?.decisionSummary).toContain("shall pay plaintiff Rosa Lind");
    expect(has(d?.financialOrders ?? [], "$100.00 per month")).toBe(true);
    expect(has(d?.conditions ?? [], "If any payment is missed")).toBe(true);
    expect(JSON.stringify(d)).not.toContain("does not owe");
  });

  it("types an order whose title stands in the caption's ')' column as a decision", () => {
    const a = analyze(
      [
        "UNITED STATES DISTRICT COURT\nDISTRICT OF SOUTH CAROLINA",
        "Harbor Tug Co.,     )   C/A No. 2:24-cv-01000\n     Plaintiff,      )\n  vs.                )   ORDER AND OPINION\nGull Marine LLC,     )\n     Defendant.      )",
        "This matter is before the Court on Defendant's motion for sanctions under Rule 11 against Plaintiff's counsel. Plaintiff opposes the motion for sanctions.",
        "For the reasons set forth above, Defendant's motion for sanctions is GRANTED.",
      ].join("\n\n"),
    );
    expect(a.documentType).toBe("judicial_decision");
  });

  it("lists a debt declared excepted from discharge as an order, though it names the sum", () => {
    const d = decision([
      "UNITED STATES BANKRUPTCY COURT",
      "JUDGMENT",
      "IT IS ORDERED AND ADJUDGED that judgment is entered for Plaintiff in the amount of $20,000.00.",
      "IT IS FURTHER ORDERED AND ADJUDGED that the debt of $20,000.00 is EXCEPTED FROM DISCHARGE under 11 U.S.C. § 523(a)(2)(A).",
    ]);
    expect(has(d.judgeOrders, "EXCEPTED FROM DISCHARGE")).toBe(true);
    expect(has(d.financialOrders, "EXCEPTED FROM DISCHARGE")).toBe(false);
  });

  it("types a Tax Court memorandum and takes 'Decision will be entered for …' as its holding", () => {
    const a = analyze(
      [
        "UNITED STATES TAX COURT",
        "JANE ROE, Petitioner v. COMMISSIONER OF INTERNAL REVENUE, Respondent",
        "MEMORANDUM FINDINGS OF FACT AND OPINION",
        "Respondent determined a deficiency in petitioner's income tax. We hold that the expenses are not deductible.",
        "To reflect the foregoing,",
        "Decision will be entered for respondent.",
      ].join("\n\n"),
    );
    expect(a.documentType).toBe("judicial_decision");
    expect(a.judicialDecision?.decisionSummary).toContain("Decision will be entered for respondent");
  });

  it("reads 'effective thirty-one days from the date of this order' as a period", () => {
    const m = findDeadlineMentions(
      "suspended for one year, effective thirty-one days from the date of this order",
      "en",
      true,
    );
    expect(m[0]?.days).toBe(31);
  });

  it("takes a bracket-numbered closing line ('[3] Affirmed.') as the disposition over the opening 'We affirm.'", () => {
    const d = decision([
      "MEMORANDUM DECISION",
      "Court of Appeals of Indiana",
      "[1] Jo Doe appeals her conviction, arguing that the evidence is insufficient. We affirm.",
      "[2] The victim testified to the injury. The jury could believe her. That evidence suffices. Nothing more is required.",
      "[3] Affirmed.",
      "Bradford, J., and Felix, J., concur.",
    ]);
    expect(d.decisionSummary).toMatch(/^(?:\[3\] )?Affirmed\.$/);
  });

  it("takes 'Let a peremptory writ of mandate issue …' as a writ opinion's holding and lists a stay dissolved as an order", () => {
    const d = decision([
      "IN THE COURT OF APPEAL OF THE STATE OF CALIFORNIA",
      "O P I N I O N",
      "Original proceedings; petition for a writ of mandate. The trial court erred in denying the motion.",
      "DISPOSITION",
      "Let a peremptory writ of mandate issue directing respondent court to vacate its order and to enter a new order granting the motion. The temporary stay is dissolved. Petitioner shall recover its costs.",
    ]);
    expect(d.decisionSummary).toContain("Let a peremptory writ of mandate issue");
    expect(has(d.judgeOrders, "to enter a new order granting the motion")).toBe(true);
    expect(has(d.judgeOrders, "temporary stay is dissolved")).toBe(true);
  });

  it("takes a decree dissolving the marriage as the holding and 'LET JUDGMENT BE ENTERED ACCORDINGLY' as the clerk's direction", () => {
    const d = decision([
      "ORDER FOR JUDGMENT AND JUDGMENT AND DECREE",
      "IT IS HEREBY ORDERED:",
      "1. The marriage of the parties is dissolved.",
      "2. The parties are awarded joint legal custody of the minor child.",
      "LET JUDGMENT BE ENTERED ACCORDINGLY.",
    ]);
    expect(d.decisionSummary).toContain("marriage of the parties is dissolved");
    expect(has(d.proceduralOrientations, "LET JUDGMENT BE ENTERED")).toBe(true);
  });

  it("lists a titled clerk's direction ('The Circuit Clerk shall forward …') as an orientation", () => {
    const d = decision([
      "IN THE CIRCUIT COURT OF PULASKI COUNTY, ARKANSAS",
      "ORDER",
      "IT IS THEREFORE ORDERED that the Petition to Seal is granted.",
      "The Circuit Clerk shall forward a certified copy of this Order to the State Police.",
      "IT IS SO ORDERED.",
    ]);
    expect(has(d.proceduralOrientations, "Circuit Clerk shall forward")).toBe(true);
    expect(has(d.judgeOrders, "Circuit Clerk")).toBe(false);
  });

  it("takes 'the Commission REVERSES' as an agency's holding and its reconsideration notice as an appeal", () => {
    const d = decision([
      "EQUAL EMPLOYMENT OPPORTUNITY COMMISSION",
      "DECISION",
      "Complainant appealed the Agency's final decision. For the following reasons, the Commission REVERSES the Agency's final decision.",
      "ORDER",
      "The Agency is ordered to take the following remedial actions:",
      "1. The Agency shall pay Complainant back pay with interest.",
      "STATEMENT OF RIGHTS",
      "The Commission may reconsider this appellate decision if a party submits a written request within thirty (30) calendar days.",
    ]);
    expect(d.decisionSummary).toContain("the Commission REVERSES the Agency's final decision");
    expect(has(d.appealOptions, "reconsider this appellate decision")).toBe(true);
  });

  it("reads a magistrate judge's recommendation to reverse, the right to object and what failing to object costs", () => {
    const d = decision([
      "UNITED STATES DISTRICT COURT",
      "REPORT AND RECOMMENDATION",
      "Plaintiff seeks review of the Commissioner's decision. The ALJ erred.",
      "For these reasons, the undersigned RECOMMENDS that the Court REVERSE the Commissioner's decision and REMAND the matter.",
      "The parties are advised of their right to file an objection to this Report and Recommendation by October 21, 2025.",
      "The parties are further advised that failure to make a timely objection waives the right to appellate review.",
    ]);
    expect(d.decisionSummary).toContain("RECOMMENDS that the Court REVERSE");
    expect(has(d.appealOptions, "right to file an objection")).toBe(true);
    expect(has(d.deadlines, "by October 21, 2025")).toBe(true);
    expect(has(d.conditions, "failure to make a timely objection")).toBe(true);
  });

  it("takes a party's service of this order as an orientation and a form's cover line as no order", () => {
    const d = decision([
      "UNITED STATES BANKRUPTCY COURT",
      "ORDER VACATING STAY",
      "The relief set forth on the following page is hereby ORDERED.",
      "ORDERED that the automatic stay is vacated as to the real property.",
      "The movant shall serve this order on the debtor and the trustee.",
    ]);
    expect(has(d.proceduralOrientations, "movant shall serve this order")).toBe(true);
    expect(has(d.judgeOrders, "following page")).toBe(false);
  });

  it("takes judgment to be entered by separate document as an orientation and splits off its sums and interest", () => {
    const d = decision([
      "MEMORANDUM OPINION AND ORDER CONFIRMING ARBITRATION AWARD",
      "Respondent did not move to vacate the award.",
      "The Court therefore GRANTS the Application and CONFIRMS the Final Award. Final judgment will be entered by separate document in favor of Petitioner against Respondent for $90,000.00, consisting of $80,000.00 in damages and $10,000.00 in fees, together with post-judgment interest under 28 U.S.C. § 1961 at the rate of 4.1% per annum until paid.",
      "SO ORDERED.",
    ]);
    expect(has(d.proceduralOrientations, "Final judgment will be entered by separate document")).toBe(true);
    expect(has(d.financialOrders, "for $90,000.00")).toBe(true);
    expect(has(d.financialOrders, "post-judgment interest under 28 U.S.C. § 1961")).toBe(true);
  });

  it("takes 'We conditionally grant the petition' as the holding and an 'only if … within' clause as condition and deadline", () => {
    const d = decision([
      "In The Court of Appeals",
      "MEMORANDUM OPINION",
      "Relator asks us to compel the trial judge to vacate his order. The order requires production of privileged documents.",
      "We conditionally grant the petition for a writ of mandamus and direct the trial court to vacate its order. The writ will issue only if the trial court fails to comply within fifteen days of the date of this opinion.",
    ]);
    expect(d.decisionSummary).toContain("We conditionally grant the petition");
    expect(has(d.conditions, "only if the trial court fails to comply")).toBe(true);
    expect(has(d.deadlines, "within fifteen days")).toBe(true);
  });

  it("takes '… and GRANTS the motion' as the holding and 'If no attorney appears …' as a condition", () => {
    const d = decision([
      "UNITED STATES DISTRICT COURT",
      "ORDER GRANTING MOTION TO WITHDRAW AS COUNSEL",
      "The Court has considered the motion and the record and GRANTS the motion.",
      "Defendant shall retain new counsel no later than August 29, 2025. If no attorney appears for Defendant by that date, Plaintiff may move for default.",
    ]);
    expect(d.decisionSummary).toContain("GRANTS the motion");
    expect(has(d.conditions, "If no attorney appears")).toBe(true);
  });

  it("keeps the outcome finding when the holding wraps a line within its first words", () => {
    const a = analyze(
      [
        "UNITED STATES DISTRICT COURT",
        "ORDER GRANTING MOTION TO WITHDRAW AS COUNSEL",
        "The Court has considered the motion and the\nrecord and GRANTS the motion.",
        "IT IS SO ORDERED.",
      ].join("\n\n"),
    );
    expect(a.keyFindings.some((f) => f.type === "outcome" && f.value.includes("GRANTS the motion"))).toBe(true);
  });

  it("types an opinion closed by 'The entry is:' and takes its 'Judgment vacated.' and 'Remanded for …' lines", () => {
    const a = analyze(
      [
        "MAINE SUPREME JUDICIAL COURT",
        "HARBOR ASSOCIATION\n\nv.\n\nSHORE BUILDERS, INC.",
        "[¶1] The Association appeals from a judgment dismissing its complaint as time-barred. We vacate the judgment.",
        "[¶2] The claim accrues on discovery. The court erred in deciding that question on the pleadings.",
        "The entry is:",
        "Judgment vacated. Remanded for further proceedings consistent with this opinion.",
      ].join("\n\n"),
    );
    expect(a.documentType).toBe("judicial_decision");
    expect(a.judicialDecision?.decisionSummary).toContain("Judgment vacated");
    expect(has(a.judicialDecision?.judgeOrders ?? [], "Remanded for further proceedings")).toBe(true);
  });

  it("types a North Carolina opinion ending 'NO ERROR.' and takes that line as its disposition", () => {
    const a = analyze(
      [
        "IN THE COURT OF APPEALS OF NORTH CAROLINA",
        "STATE OF NORTH CAROLINA\n\nv.\n\nJOHN DOE",
        "Defendant argues that the trial court erred by admitting lay opinion testimony. He cannot show prejudice.",
        "NO ERROR.",
        "Judges ARROWOOD and FREEMAN concur.",
      ].join("\n\n"),
    );
    expect(a.documentType).toBe("judicial_decision");
    expect(a.judicialDecision?.decisionSummary).toContain("NO ERROR");
  });

  it("takes the first decretal item, not a FURTHER ORDERED one, as the holding, and judicial review as an appeal", () => {
    const d = decision([
      "BEFORE THE PATENT TRIAL AND APPEAL BOARD",
      "JUDGMENT\nFinal Written Decision",
      "ORDER",
      "In consideration of the foregoing, it is hereby:",
      "ORDERED that claims 1–5 of the '100 patent have been shown to be unpatentable;",
      "FURTHER ORDERED that Patent Owner's Motion to Amend is denied; and",
      "FURTHER ORDERED that parties to the proceeding seeking judicial review of the decision must comply with 37 C.F.R. § 90.2.",
    ]);
    expect(d.decisionSummary).toContain("have been shown to be unpatentable");
    expect(has(d.judgeOrders, "Motion to Amend is denied")).toBe(true);
    expect(has(d.appealOptions, "seeking judicial review of the decision")).toBe(true);
  });

  it("splits off 'suspended on condition that he pay …' as a condition with its date; a bond on condition stays money", () => {
    const d = decision([
      "JUDGMENT ON RULE FOR CONTEMPT",
      "IT IS ORDERED, ADJUDGED AND DECREED that the Rule for Contempt is made absolute and John Roe is found in contempt of court.",
      "IT IS FURTHER ORDERED, ADJUDGED AND DECREED that John Roe is sentenced to thirty (30) days in the parish jail, suspended on condition that he pay $2,000.00 toward the arrearage by October 15, 2025.",
      "IT IS FURTHER ORDERED that execution is stayed on the condition that Defendant post a bond in the amount of $50,000 within 21 days.",
    ]);
    expect(has(d.judgeOrders, "sentenced to thirty (30) days")).toBe(true);
    expect(has(d.conditions, "suspended on condition that he pay $2,000.00")).toBe(true);
    expect(has(d.deadlines, "by October 15, 2025")).toBe(true);
    expect(has(d.financialOrders, "bond in the amount of $50,000")).toBe(true);
  });

  it("lists an order to publish notice of the order as an orientation", () => {
    const d = decision([
      "PRELIMINARY ORDER OF FORFEITURE",
      "IT IS ORDERED that the following property is FORFEITED to the United States: a 2022 pickup truck.",
      "IT IS FURTHER ORDERED that the United States shall publish notice of this Order on an official government internet site.",
    ]);
    expect(has(d.proceduralOrientations, "shall publish notice of this Order")).toBe(true);
  });
});
