import { describe, expect, it } from "vitest";
import { analyze } from "./analyze.ts";
import { findDeadlineMentions } from "./deadlines-mentions.ts";
import { decisionPanel as decision } from "./decision-panel.testkit.ts";
import { splitSentences } from "./text.ts";

// Tenth round of issue #19 (docs/decisions/025-held-out-evaluation.md, "Tenth round (25a)"): English decisions in
// courts and forms the dev set had not had — a certified question answered, an arbitration award, a military appeal,
// a revocation judgment, a decree granting letters, an interpleader discharge.

const has = (xs: string[], s: string): boolean => xs.some((x) => x.includes(s));

describe("English decision panel, tenth round", () => {
  it("takes 'We answer the certified question …' as the holding of a certified-question opinion", () => {
    const a = analyze(
      [
        "IN THE SUPREME COURT OF THE STATE OF OREGON",
        "The United States District Court certified the following question to this court under ORS 28.200: whether the statute of repose applies to claims for contribution.",
        "The statute speaks of actions, and a claim for contribution is one. We have considered the text and context.",
        "CONCLUSION",
        "We answer the certified question in the negative. We return the case to the District Court.",
      ].join("\n\n"),
    );
    expect(a.documentType).toBe("judicial_decision");
    expect(a.judicialDecision?.decisionSummary).toContain("We answer the certified question in the negative");
    expect(has(a.judicialDecision?.proceduralOrientations ?? [], "return the case to the District Court")).toBe(true);
  });

  it("takes an award's 'is liable for and shall pay' item as the holding, not the residual denial after it", () => {
    const d = decision([
      "AWARD",
      "After considering the pleadings and the evidence, the Panel has decided in full and final resolution of the issues as follows:",
      "1. Respondent is liable for and shall pay to Claimant compensatory damages in the amount of $75,000.00.",
      "2. Any and all claims for relief not specifically addressed herein are denied.",
    ]);
    expect(d.decisionSummary).toContain("is liable for and shall pay to Claimant");
    expect(has(d.judgeOrders, "not specifically addressed herein are denied")).toBe(true);
  });

  it("reads 'is SET ASIDE' as a holding and ', which we dismiss' as an order", () => {
    const a = analyze(
      [
        "UNITED STATES NAVY-MARINE CORPS COURT OF CRIMINAL APPEALS",
        "Appellant was convicted of two specifications of assault. The Government concedes the second is factually insufficient.",
        "CONCLUSION",
        "The finding of guilty of Specification 2 is SET ASIDE and that specification is DISMISSED. The remaining findings are AFFIRMED.",
        "FOR THE COURT:",
      ].join("\n\n"),
    );
    expect(a.documentType).toBe("judicial_decision");
    expect(a.judicialDecision?.decisionSummary).toContain("Specification 2 is SET ASIDE");
    const d = decision([
      "OPINION",
      "We reverse the denial of qualified immunity and remand. We lack jurisdiction over the County's cross-appeal, which we dismiss.",
    ]);
    expect(has(d.judgeOrders, "cross-appeal, which we dismiss")).toBe(true);
  });

  it("takes a criminal judgment's adjudication of guilt as its holding, and 'you will be on supervised release' as an order", () => {
    const d = decision([
      "JUDGMENT IN A CRIMINAL CASE",
      "The defendant is adjudicated guilty of these violations: possession of a controlled substance.",
      "It is ordered that the defendant must notify the United States attorney within 30 days of any change of name.",
      "IMPRISONMENT",
      "The defendant is hereby committed to the custody of the Federal Bureau of Prisons to be imprisoned for a total term of: Six (6) months.",
      "Upon release from imprisonment, you will be on supervised release for a term of: Twelve (12) months.",
    ]);
    expect(d.decisionSummary).toContain("adjudicated guilty");
    expect(has(d.judgeOrders, "you will be on supervised release")).toBe(true);
  });

  it("takes a decree's first decretal sentence as its holding, not the recital before it, and lists each ORDERED AND DECREED item", () => {
    const d = decision([
      "DECREE GRANTING LETTERS",
      "A petition having been filed praying that letters be granted to the petitioner, and all persons interested having been cited;",
      "NOW, on motion of counsel for the petitioner, it is",
      "ORDERED AND DECREED that letters of administration issue to the petitioner upon her filing a bond in the sum of $90,000.00; and it is further",
      "ORDERED AND DECREED that the authority of the administrator is restricted in that she may not sell real property without the prior order of this Court.",
    ]);
    expect(d.decisionSummary).toContain("letters of administration issue to the petitioner");
    expect(has(d.judgeOrders, "authority of the administrator is restricted")).toBe(true);
  });

  it("does not start a sentence at a numeral written after its word on the next line ('thirty\\n(30) days')", () => {
    const text = "The remaining Defendants shall file a joint status report within thirty\n(30) days of the deposit.";
    expect(splitSentences(text)).toHaveLength(1);
    expect(
      findDeadlineMentions("payable at $50 per month, beginning 60 days after release from imprisonment", "en", true)[0]
        ?.days,
    ).toBe(60);
  });

  it("reads the time a party is given ('shall have thirty (30) days after the filing of …') and a bare 'fourteen days after the date mailed' as periods", () => {
    expect(
      findDeadlineMentions(
        "the Parties shall have thirty (30) days after the filing of the remand results",
        "en",
        true,
      )[0]?.days,
    ).toBe(30);
    expect(
      findDeadlineMentions("This decision becomes final fourteen days after the date mailed", "en", true)[0]?.days,
    ).toBe(14);
  });

  it("takes the holding that opens the closing CONCLUSION section over the introduction's 'we affirm'", () => {
    const d = decision([
      "MEMORANDUM OPINION AND JUDGMENT",
      "I. INTRODUCTION",
      "A son challenged the trust amendment. The superior court upheld it. Because its findings are not clearly erroneous, we affirm.",
      "II. DISCUSSION",
      "The court credited the drafting attorney's testimony, and the record supports it.",
      "III. CONCLUSION",
      "The superior court's order upholding the trust amendment is AFFIRMED.",
    ]);
    expect(d.decisionSummary).toContain("order upholding the trust amendment is AFFIRMED");
  });

  it("lists what a labelled DECISION paragraph says after its holding, and reads 'unless a further appeal is filed' as the appeal", () => {
    const a = analyze(
      [
        "APPEAL TRIBUNAL",
        "DECISION OF APPEAL TRIBUNAL",
        "CASE HISTORY: The claimant appealed a determination holding him disqualified from benefits.",
        "DECISION: The determination is affirmed. The claimant is disqualified from receiving benefits beginning March 2, 2025. The employer's account is not chargeable.",
        "This decision becomes final fourteen days after the date mailed unless a further appeal is filed with the Commission.",
        "Hearing Officer",
      ].join("\n\n"),
    );
    expect(a.documentType).toBe("judicial_decision");
    const d = a.judicialDecision;
    expect(has(d?.judgeOrders ?? [], "employer's account is not chargeable")).toBe(true);
    expect(has(d?.appealOptions ?? [], "unless a further appeal is filed")).toBe(true);
  });

  it("lists 'Judgment shall be entered accordingly' as an orientation and types a statement of decision as a decision", () => {
    const d = decision([
      "OPINION AND ORDER",
      "In light of the above, the Motion to Dismiss is GRANTED. The federal claims are DISMISSED WITH PREJUDICE. Judgment shall be entered accordingly.",
    ]);
    expect(has(d.proceduralOrientations, "Judgment shall be entered accordingly")).toBe(true);
    const a = analyze(
      "SUPERIOR COURT OF CALIFORNIA\n\nACME, INC.,                 Case No. 24CV1\n     v.                    STATEMENT OF DECISION AND\nBETA CORP.                 JUDGMENT AFTER COURT TRIAL\n\nThis action came on for trial without a jury. Defendant delivered nothing.\n\nJudgment shall be entered in favor of Plaintiff in the amount of $10,000.00.",
    );
    expect(a.documentType).toBe("judicial_decision");
  });

  it("takes 'a FULLY FAVORABLE decision is entered for the Appellant' as the holding, not the ORDER section's direction", () => {
    const d = decision([
      "OFFICE OF MEDICARE HEARINGS AND APPEALS",
      "DECISION",
      "After careful consideration of all the evidence, a FULLY FAVORABLE decision is entered for the Appellant, Acme Supply, LLC.",
      "The contractor denied the claim and the reconsideration affirmed the denial. The item was reasonable and necessary.",
      "ORDER",
      "The Medicare contractor is DIRECTED to process the claim in accordance with this decision.",
    ]);
    expect(d.decisionSummary).toContain("FULLY FAVORABLE decision is entered for the Appellant");
  });

  it("takes the closing 'The judgment of eviction is REVERSED' over the introduction's 'and we reverse'", () => {
    const d = decision([
      "OPINION",
      "Appellant appeals the judgment of eviction. We hold that the notice requirements were not met, and we reverse.",
      "I",
      "The record does not show service of the notice the regulations require.",
      "II",
      "The judgment of eviction is REVERSED, and the matter is REMANDED for a new hearing. The Appellant shall remain in possession pending the new hearing.",
    ]);
    expect(d.decisionSummary).toContain("judgment of eviction is REVERSED");
  });

  it("takes 'the judgment … is amended to reduce …' as the holding and lists 'As amended, the judgment is affirmed' as an order", () => {
    const d = decision([
      "COURT OF APPEAL",
      "The parish appeals a judgment awarding damages. The award of future medical expenses is not supported.",
      "DECREE",
      "For the foregoing reasons, the judgment of the trial court is amended to reduce the award of special damages to $30,000.00. As amended, the judgment is affirmed. Costs of this appeal are assessed to the parish.",
    ]);
    expect(d.decisionSummary).toContain("is amended to reduce the award");
    expect(has(d.judgeOrders, "As amended, the judgment is affirmed")).toBe(true);
  });

  it("reads 'THE COURT ORDERS:' as opening the numbered orders, the first of which places the juvenile under supervision", () => {
    const d = decision([
      "DISPOSITIONAL ORDER - DELINQUENCY",
      "The juvenile was adjudicated delinquent on August 1, 2025.",
      "THE COURT ORDERS:\n1. The juvenile is placed under the supervision of the County Department of Human Services for a period of one (1) year from the date of this order.\n2. The juvenile shall reside in a group home until discharged.\n3. The juvenile's operating privilege is suspended for one (1) year.",
    ]);
    expect(d.decisionSummary).toContain("placed under the supervision");
    expect(has(d.judgeOrders, "shall reside in a group home")).toBe(true);
    expect(has(d.judgeOrders, "operating privilege is suspended")).toBe(true);
  });

  it("splits ', and to refund any overpayment' off a direction as money, and drops a DISPOSITION heading from the holding", () => {
    const d = decision([
      "DETERMINATION",
      "The petition is granted to the extent indicated above, and except as so granted is denied. The Division of Taxation is directed to recompute the deficiency, and to refund any overpayment, together with interest as provided by law.",
    ]);
    expect(has(d.financialOrders, "to refund any overpayment")).toBe(true);
    const e = decision([
      "OPINION",
      "Appellant contends the trial court erred. We agree, and we reverse.",
      "DISPOSITION\nThe judgment is reversed. Appellant is awarded costs on appeal.",
    ]);
    expect(e.decisionSummary.startsWith("The judgment is reversed")).toBe(true);
  });

  it("takes what a board ORDERS as the holding, not its adoption of the findings of fact, and reads 'Any violation of the terms of this Order' as a condition", () => {
    const d = decision([
      "FINAL ORDER",
      "On May 2, 2025, the Board considered the Proposal for Decision. The Board adopts the findings of fact and conclusions of law of the PFD, which are incorporated herein.",
      "Based on the findings of fact and conclusions of law, the Board ORDERS that Respondent's license is suspended; however, the suspension is stayed, and Respondent is placed on probation for two (2) years under the following terms:",
      "1. Respondent shall complete ten hours of continuing education.",
      "2. Any violation of the terms of this Order shall constitute unprofessional conduct and may result in further disciplinary action.",
    ]);
    expect(d.decisionSummary).toContain("license is suspended");
    expect(has(d.conditions, "Any violation of the terms of this Order")).toBe(true);
  });

  it("sorts a decretal item by what follows 'ORDERED and ADJUDGED that' ('no costs are awarded' is money) and lists no bare 'it is further'", () => {
    const d = decision([
      "JUDGMENT",
      "ORDERED and ADJUDGED that the plaintiff holds an easement over the path; and it is further",
      "ORDERED and ADJUDGED that no costs are awarded.",
    ]);
    expect(has(d.financialOrders, "no costs are awarded")).toBe(true);
    expect(d.judgeOrders.some((o) => /^it\s+is(?:\s+further)?$/i.test(o))).toBe(false);
  });

  it("reads an arbitrator's 'do hereby AWARD as follows:' items, 'Claimant prevails on his claim' first", () => {
    const d = decision([
      "AWARD OF ARBITRATOR",
      "I, THE UNDERSIGNED ARBITRATOR, having duly heard the proofs and allegations of the Parties, do hereby AWARD as follows:",
      "1. Claimant prevails on his claim for unpaid wages. Respondent shall pay to Claimant the sum of $20,000.00 in unpaid wages.",
      "2. Claimant's claim for penalties is denied.",
      "3. The above sums shall be paid within thirty (30) days from the date of transmittal of this Award.",
    ]);
    expect(d.decisionSummary).toContain("Claimant prevails on his claim");
    expect(has(d.judgeOrders, "claim for penalties is denied")).toBe(true);
    expect(has(d.deadlines, "within thirty (30) days from the date of transmittal")).toBe(true);
  });

  it("takes a special master's 'I award Petitioner …' as the holding, not the proffer's 'should be awarded'", () => {
    const d = decision([
      "DECISION AWARDING DAMAGES",
      "On May 1, 2025, Respondent filed a proffer indicating Petitioner should be awarded $40,000.00 for pain and suffering. Petitioner agrees.",
      "Pursuant to the terms stated in the attached Proffer, I award Petitioner a lump sum payment of $40,000.00, in the form of a check payable to Petitioner.",
      "The Clerk of Court is directed to enter judgment in accordance with this decision.",
      "IT IS SO ORDERED.",
    ]);
    expect(d.decisionSummary).toContain("I award Petitioner a lump sum payment");
  });

  it("types New Hampshire's 'issued the following order' closing on a sentence-case 'Affirmed.' line as a decision", () => {
    const a = analyze(
      [
        "THE STATE OF NEW HAMPSHIRE\n\nSUPREME COURT",
        "In Case No. 2024-0100, State of New Hampshire v. John Doe, the court on May 1, 2025, issued the following order:",
        "The defendant appeals his conviction. We affirm. The trial court acted within its discretion.",
        "                              Affirmed.",
        "Smith, C.J., and Jones and Brown, JJ., concurred.",
      ].join("\n\n"),
    );
    expect(a.documentType).toBe("judicial_decision");
    expect(a.judicialDecision?.decisionSummary).toContain("Affirmed");
  });

  it("takes the attached order's holding over a memorandum's 'will be GRANTED. A separate Order follows.'", () => {
    const d = decision([
      "MEMORANDUM OPINION",
      "Defendant has moved to compel arbitration. For the reasons stated above, Defendant's Motion to Compel Arbitration, ECF 9, will be GRANTED. A separate Order follows.",
      "ORDER",
      "For the reasons stated in the accompanying Memorandum Opinion, it is this 3rd day of June, 2025, ORDERED:",
      "1. Defendant's Motion to Compel Arbitration, ECF 9, is GRANTED;\n2. This case is STAYED pending arbitration.",
    ]);
    expect(d.decisionSummary).toContain("ECF 9, is GRANTED");
    expect(has(d.judgeOrders, "This case is STAYED")).toBe(true);
  });

  it("takes 'THE COURT ENTERS JUDGMENT in favor of Plaintiff … as follows:' as the holding, its table and interest as money", () => {
    const d = decision([
      "JUDGMENT AGAINST DEFENDANT",
      "The Court finds that Defendant was served and failed to answer.",
      "THE COURT ENTERS JUDGMENT in favor of Plaintiff and against Defendant as follows:",
      "Principal balance   $ 5,000.00\nCourt costs   $ 100.00\nTOTAL JUDGMENT   $ 5,100.00",
      "Post-judgment interest shall accrue at the rate of 8% per annum until paid in full.",
    ]);
    expect(d.decisionSummary).toContain("ENTERS JUDGMENT in favor of Plaintiff");
    expect(has(d.financialOrders, "TOTAL JUDGMENT")).toBe(true);
    expect(has(d.financialOrders, "Post-judgment interest shall accrue")).toBe(true);
  });

  it("reads 'is summarily affirmed' and 'we modify the trial court's judgment' as holdings", () => {
    const d = decision([
      "JUDGMENT",
      "Appellant challenges his sentence. After careful review, we conclude that it is reasonable.",
      "The judgment of the district court is summarily affirmed. See 1st Cir. R. 27.0(c).",
    ]);
    expect(d.decisionSummary).toContain("is summarily affirmed");
    const e = decision([
      "MEMORANDUM OPINION",
      "Appellant contends the bill of costs includes a fee assessed too early. The State agrees.",
      "Because the fee was assessed prematurely, we modify the trial court's judgment to delete the $15 fee. As modified, the trial court's judgment is affirmed.",
    ]);
    expect(e.decisionSummary).toContain("we modify the trial court's judgment");
  });

  it("reads 'IT IS FURTHER ORDERED that upon receipt of the payment, …' as a condition", () => {
    const d = decision([
      "ORDER GRANTING MOTION TO APPROVE SETTLEMENT",
      "IT IS THEREFORE ORDERED that the trustee's motion is granted.",
      "IT IS FURTHER ORDERED that upon receipt of the settlement payment, the parties are released from all claims against each other.",
    ]);
    expect(has(d.conditions, "upon receipt of the settlement payment")).toBe(true);
  });

  it("reads Maryland's capitals mandate line with its costs ('APPELLANT TO PAY COSTS') as the holding and money", () => {
    const a = analyze(
      [
        "IN THE APPELLATE COURT\n\nOF MARYLAND",
        "Opinion by Nazarian, J.",
        "A jury convicted appellant of assault. He contends the court erred in admitting a recording. We see no error and affirm.",
        "JUDGMENT OF THE CIRCUIT COURT FOR\nBALTIMORE COUNTY AFFIRMED. APPELLANT\nTO PAY COSTS.",
      ].join("\n\n"),
    );
    expect(a.documentType).toBe("judicial_decision");
    expect(a.judicialDecision?.decisionSummary).toContain("BALTIMORE COUNTY AFFIRMED");
    expect(has(a.judicialDecision?.financialOrders ?? [], "TO PAY COSTS")).toBe(true);
  });

  it("reads a clerk's judgment that the plaintiff 'do recover of the defendant' the sums, and its last clause 'have execution therefor', however long the sentence", () => {
    const d = decision([
      "JUDGMENT",
      "NOW, on motion of counsel for the plaintiff, it is",
      "ADJUDGED that the plaintiff, ACME SUPPLY CORP., having its principal place of business at 1640 Atlantic Avenue, Brooklyn, New York 11213, do recover of the defendant, BETA MUTUAL INSURANCE COMPANY, having its principal office at 45 Broadway, New York, New York 10006, the sum of $4,218.60, with interest of $1,012.46, making a total of $5,231.06, together with costs and disbursements as taxed by the Clerk in the sum of $385.00, amounting in all to the sum of $5,616.06, and that the plaintiff have execution therefor.",
    ]);
    expect(d.decisionSummary).toContain("do recover of the defendant");
    expect(has(d.judgeOrders, "plaintiff have execution therefor")).toBe(true);
  });

  it("splits 'if the settlement is not consummated' off a dismissal as its condition", () => {
    const d = decision([
      "ORDER OF DISMISSAL",
      "Accordingly, it is hereby ORDERED that the action be and is hereby DISMISSED without costs, and without prejudice to the right to reopen the action within thirty (30) days of the date of this Order if the settlement is not consummated.",
    ]);
    expect(has(d.conditions, "if the settlement is not consummated")).toBe(true);
    expect(has(d.deadlines, "within thirty (30) days")).toBe(true);
  });

  it("reads 'declines to issue a certificate of appealability' as the appeal and 'PETITION FOR REVIEW DENIED.' as the closing holding", () => {
    const d = decision([
      "ORDER",
      "The Motion to Vacate, Set Aside, or Correct Sentence (Doc. 40) is DENIED. The Court declines to issue a certificate of appealability.",
    ]);
    expect(has(d.appealOptions, "declines to issue a certificate of appealability")).toBe(true);
    const e = decision([
      "MEMORANDUM",
      "Petitioner petitions for review of the Board of Immigration Appeals' order. We deny the petition for review.",
      "Substantial evidence supports the agency's determination.",
      "The temporary stay of removal remains in place until the mandate issues.",
      "PETITION FOR REVIEW DENIED.",
    ]);
    expect(e.decisionSummary).toContain("PETITION FOR REVIEW DENIED");
    expect(has(e.judgeOrders, "stay of removal remains in place until the mandate issues")).toBe(true);
  });

  it("reads 'Judgment for Plaintiff against Defendant in the amount of …' as the holding, 'Attorney fees … are awarded' as money, and 'assign as error on appeal' as the appeal", () => {
    const a = analyze(
      [
        "MAGISTRATE'S DECISION",
        "The Magistrate finds that Defendant owes rent of $900.00.",
        "Judgment for Plaintiff against Defendant in the amount of $900.00, plus interest at the statutory rate, and costs.",
        "Attorney fees are awarded to Plaintiff in the amount of $300.00.",
        "A party shall not assign as error on appeal the court's adoption of any factual finding unless the party timely objects within fourteen days of the filing of the decision.",
      ].join("\n\n"),
    );
    expect(a.documentType).toBe("judicial_decision");
    const d = a.judicialDecision;
    expect(d?.decisionSummary).toContain("Judgment for Plaintiff against Defendant");
    expect(has(d?.financialOrders ?? [], "Attorney fees are awarded")).toBe(true);
    expect(has(d?.appealOptions ?? [], "assign as error on appeal")).toBe(true);
  });

  it("keeps 'We therefore affirm …' with the closing 'Affirmed; motion to withdraw granted.' over the caption column's announcement", () => {
    const a = analyze(
      [
        "ARKANSAS COURT OF APPEALS",
        "Opinion Delivered October 8, 2025",
        "AFFIRMED; MOTION TO WITHDRAW GRANTED",
        "Appellant appeals the revocation of his probation. His counsel has filed a no-merit brief and a motion to withdraw.",
        "Having reviewed the record, we hold that the appeal is wholly without merit. We therefore affirm the revocation and grant counsel's motion to withdraw.",
        "Affirmed; motion to withdraw granted.",
        "VIRDEN and THYER, JJ., agree.",
      ].join("\n\n"),
    );
    expect(a.documentType).toBe("judicial_decision");
    expect(a.judicialDecision?.decisionSummary).toContain("We therefore affirm the revocation");
  });

  it("reads a docket's MINUTE entry: its ruling, the dates it sets and the status hearing", () => {
    const a = analyze(
      [
        "UNITED STATES DISTRICT COURT\nNorthern District of Illinois",
        "NOTIFICATION OF DOCKET ENTRY",
        "MINUTE entry before the Honorable Jane Roe: Motion hearing held on 8/19/2025. For the reasons stated on the record, defendants' motion to dismiss [22] is granted in part and denied in part. Count III is dismissed with prejudice. Plaintiff's second amended complaint due by 9/16/2025. Status hearing set for 10/21/2025 at 9:30 AM. Mailed notice.",
      ].join("\n\n"),
    );
    expect(a.documentType).toBe("judicial_decision");
    const d = a.judicialDecision;
    expect(d?.decisionSummary).toContain("motion to dismiss [22] is granted in part");
    expect(has(d?.deadlines ?? [], "by 9/16/2025")).toBe(true);
    expect(has(d?.proceduralOrientations ?? [], "Status hearing set for 10/21/2025")).toBe(true);
  });

  it("does not take a stay order vacated after the ruling as the closing disposition", () => {
    const d = decision([
      "THE COURT:",
      "The petition for writ of mandate has been read and considered. The petition is denied.",
      "The temporary stay order issued September 23, 2025, is vacated.",
    ]);
    expect(d.decisionSummary).toContain("The petition is denied");
  });

  it("reads Virginia's 'This order shall be certified to the trial court' under 'Teste:' as an orientation", () => {
    const a = analyze(
      [
        "VIRGINIA:",
        "In the Court of Appeals of Virginia on Tuesday the 30th day of September, 2025.",
        "Appellant appeals his conviction. The evidence supports the finding. Accordingly, the trial court's judgment is affirmed.",
        "This order shall be certified to the trial court.",
        "A Copy,\n\nTeste:",
      ].join("\n\n"),
    );
    expect(a.documentType).toBe("judicial_decision");
    expect(has(a.judicialDecision?.proceduralOrientations ?? [], "certified to the trial court")).toBe(true);
  });

  it("takes the opinion's closing '[¶15] We affirm …' over the capitals disposition set above it, and lists 'We reverse the award of $…' as an order", () => {
    const d = decision([
      "IN THE SUPREME COURT",
      "AFFIRMED IN PART, REVERSED IN PART, AND REMANDED.",
      "[¶1] The elevator appeals from a judgment awarding damages and attorney's fees. We affirm the damages award, reverse the fee award, and remand.",
      "[¶14] No statute authorizes an award of fees on this claim.",
      "[¶15] We affirm the judgment as to the damages award of $50,000.00. We reverse the award of attorney's fees of $9,000.00 and remand for entry of an amended judgment.",
    ]);
    expect(d.decisionSummary).toContain("We affirm the judgment as to the damages award");
    expect(has(d.judgeOrders, "reverse the award of attorney's fees of $9,000.00")).toBe(true);
  });

  // Guard for the rule above: a right-set "AFFIRMED" over the opinion yields to the closing line, which keeps its
  // footnote call ("AFFIRMED.1").
  it("keeps the closing 'AFFIRMED.1' (a footnote call after it) with the 'We affirm …' before it", () => {
    const d = decision([
      "THE STATE OF SOUTH CAROLINA\nIn The Court of Appeals",
      "AFFIRMED",
      "PER CURIAM: Appellant appeals the order granting summary judgment. We affirm pursuant to Rule 220(b), SCACR, and the following authorities: Smith v. Jones, 385 S.C. 110 (2009).",
      "AFFIRMED.1",
      "THOMAS, HEWITT, and VINSON, JJ., concur.",
    ]);
    expect(d.decisionSummary).toContain("We affirm pursuant to Rule 220(b)");
    expect(d.decisionSummary).toContain("AFFIRMED.1");
  });

  it("splits a run-on 'COSTS No costs.' off the closing line as money, and reads 'ORDERED and ADJUDGED that the judgment on appeal is affirmed' as the closing holding", () => {
    const d = decision([
      "OPINION",
      "We affirm the judgment of non-infringement, reverse the judgment of indefiniteness, and remand.\nAFFIRMED-IN-PART, REVERSED-IN-PART, AND REMANDED\nCOSTS\nNo costs.",
    ]);
    expect(has(d.financialOrders, "No costs")).toBe(true);
    const e = decision([
      "MEMORANDUM OPINION AND JUDGMENT",
      "Appellant challenges the dismissal of her complaint. Because the complaint states no claim, we affirm.",
      "The lease imposes no such duty.",
      "Accordingly, it is",
      "ORDERED and ADJUDGED that the judgment on appeal is affirmed.",
    ]);
    expect(e.decisionSummary).toContain("judgment on appeal is affirmed");
  });

  it("lists the mandate ordered issued, papers returned below, and 'the Clerk of this Court is ORDERED to record' as orientations", () => {
    const d = decision([
      "DECISION",
      "The Judgment and Sentence of the District Court is AFFIRMED. The MANDATE is ORDERED issued upon the delivery and filing of this decision. The papers in this case may be returned to the District Court.",
    ]);
    expect(has(d.proceduralOrientations, "MANDATE is ORDERED issued")).toBe(true);
    expect(has(d.proceduralOrientations, "papers in this case may be returned")).toBe(true);
    const e = decision([
      "ORDER ADMITTING WILL TO PROBATE",
      "It is therefore ORDERED that the Will is admitted to probate, and the Clerk of this Court is ORDERED to record the Will in the Minutes of the Court.",
    ]);
    expect(has(e.proceduralOrientations, "Clerk of this Court is ORDERED to record")).toBe(true);
  });

  it("reads 'after the expiration of seven (7) days', 'expires 14 days after it is entered' and 'is due October 23, 2025' as deadlines", () => {
    expect(findDeadlineMentions("a writ shall issue after the expiration of seven (7) days", "en", true)[0]?.days).toBe(
      7,
    );
    expect(findDeadlineMentions("this Order expires 14 days after it is entered", "en", true)[0]?.days).toBe(14);
    expect(findDeadlineMentions("Any opposition is due October 23, 2025.", "en", true)[0]?.explicitDate).toBe(
      "2025-10-23",
    );
  });

  it("keeps a plain 'We affirm …' with the closing line when only fee and costs sentences stand between, and lists declined fee requests as an order", () => {
    const d = decision([
      "IN THE COURT OF APPEALS",
      "Appeal from the Iowa District Court for Polk County, Jane Doe, Judge.",
      "A husband appeals the property division in the decree. AFFIRMED ON BOTH APPEALS.",
      "We affirm the district court's property division. We decline both parties' requests for appellate attorney fees. Costs on appeal are assessed equally to the parties.",
      "AFFIRMED ON BOTH APPEALS.",
    ]);
    expect(d.decisionSummary).toContain("We affirm the district court's property division");
    expect(has(d.judgeOrders, "decline both parties' requests for appellate attorney fees")).toBe(true);
    expect(has(d.financialOrders, "Costs on appeal are assessed equally")).toBe(true);
  });

  it("reads Nevada's 'we / ORDER the judgment of the district court AFFIRMED' under ORDER OF AFFIRMANCE", () => {
    const a = analyze(
      [
        "IN THE SUPREME COURT OF THE STATE OF NEVADA",
        "ORDER OF AFFIRMANCE",
        "This is an appeal from a district court order granting a motion to dismiss. Having considered the record, we conclude the provision is enforceable. Accordingly, we",
        "ORDER the judgment of the district court AFFIRMED.",
      ].join("\n\n"),
    );
    expect(a.documentType).toBe("judicial_decision");
    expect(a.judicialDecision?.decisionSummary).toContain("ORDER the judgment of the district court AFFIRMED");
  });

  it("types the Judicial Panel's TRANSFER ORDER as a decision", () => {
    const a = analyze(
      [
        "UNITED STATES JUDICIAL PANEL\non\nMULTIDISTRICT LITIGATION",
        "TRANSFER ORDER",
        "Before the Panel: Plaintiffs move under 28 U.S.C. § 1407 to centralize this litigation in the District of Oregon.",
        "IT IS THEREFORE ORDERED that the actions listed on Schedule A are transferred to the District of Oregon for coordinated or consolidated pretrial proceedings.",
      ].join("\n\n"),
    );
    expect(a.documentType).toBe("judicial_decision");
  });

  it("takes 'The National Labor Relations Board adopts the recommended Order …' as the holding and its items as orders", () => {
    const d = decision([
      "DECISION AND ORDER",
      "The Board has considered the decision and the record and has decided to affirm the judge's rulings.",
      "ORDER",
      "The National Labor Relations Board adopts the recommended Order of the administrative law judge as modified and orders that the Respondent, its officers, agents, successors, and assigns, shall",
      "1. Cease and desist from discharging employees for supporting the Union.",
      "2. Within 14 days from the date of this Order, offer Jane Roe full reinstatement to her former job.",
    ]);
    expect(d.decisionSummary).toContain("adopts the recommended Order");
    expect(has(d.judgeOrders, "Cease and desist from discharging")).toBe(true);
  });

  it("lists 'Copies of this opinion shall be sent', 'A rehearing is authorized' and 'No further petitions … will be entertained'", () => {
    const d = decision([
      "OPINION",
      "Relief is granted. The judgment is set aside. A rehearing is authorized. No further petitions for rehearing will be entertained.",
      "Copies of this opinion shall be sent to the Board of Pardons and Paroles.",
    ]);
    expect(has(d.proceduralOrientations, "Copies of this opinion shall be sent")).toBe(true);
    expect(has(d.judgeOrders, "rehearing is authorized")).toBe(true);
    expect(has(d.judgeOrders, "will be entertained")).toBe(true);
  });

  it("reads a conditional provision after the holding ('If the Commissioner determines …, the award may be paid …') as a condition, and lists the duty after an 'If …, X shall …' condition as an order", () => {
    const d = decision([
      "ORDER",
      "So the motion (ECF No. 22) is GRANTED. Plaintiff is awarded $5,000.00 in attorney fees.",
      "The award is payable to Plaintiff. If the Commissioner determines that Plaintiff owes no such debt, the award may be paid directly to counsel.",
    ]);
    expect(has(d.conditions, "If the Commissioner determines that Plaintiff owes no such debt")).toBe(true);
    const e = decision([
      "FINAL JUDGMENT OF FORECLOSURE",
      "ORDERED AND ADJUDGED that Plaintiff's motion for summary judgment is GRANTED.",
      "3. Sale of Property. If the total sum with interest is not paid, the Clerk of this Court shall sell the property at public sale on May 1, 2025.",
    ]);
    expect(has(e.conditions, "If the total sum with interest is not paid")).toBe(true);
    expect(has(e.judgeOrders, "the Clerk of this Court shall sell the property")).toBe(true);
  });
});
