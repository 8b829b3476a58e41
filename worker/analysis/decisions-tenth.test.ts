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
});
