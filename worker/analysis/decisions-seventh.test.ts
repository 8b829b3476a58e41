import { describe, expect, it } from "vitest";
import { decisionPanel as decision } from "./decision-panel.testkit.ts";

// Seventh round of issue #19 (docs/decisions/025-held-out-evaluation.md): structural cues of English decisions —
// consequences of non-compliance, duties after the disposition, scheduling orders, conditional writs.

describe("English decision panel, seventh round", () => {
  it("reads 'Should the respondent fail …' and 'if the deposit is not made …' as conditions, not as orders", () => {
    const d = decision([
      "UNITED STATES DISTRICT COURT",
      "ORDER",
      "The motion to compel is GRANTED.",
      "Respondent shall deliver the ledgers to counsel for Claimant within ten days of this Order.",
      "Should Respondent fail to comply, the Court will entertain a motion for contempt.",
      "IT IS FURTHER ORDERED that, if the deposit is not made by that date, the hearing shall be vacated.",
    ]);
    expect(d.conditions.some((c) => c.startsWith("Should Respondent fail to comply"))).toBe(true);
    expect(d.conditions.some((c) => c.includes("if the deposit is not made by that date"))).toBe(true);
    expect(d.judgeOrders.some((o) => o.startsWith("Should Respondent"))).toBe(false);
  });

  it("does not take what follows a party's refusal as the holding of the order", () => {
    const d = decision([
      "IN THE CIRCUIT COURT OF THE SEVENTH JUDICIAL CIRCUIT",
      "ORDER ON POST-TRIAL MOTIONS",
      "Defendant asks for a new trial or a reduction of the verdict.",
      "WHEREFORE, the Court rules as follows: the request for a reduction of the verdict is sustained.",
      "Plaintiff shall, within ten (10) days of this Order, accept in writing a reduced award of $240,000.00.",
      "Should Plaintiff refuse, a new trial on damages shall be granted.",
    ]);
    expect(d.decisionSummary).toContain("reduction of the verdict is sustained");
    expect(d.financialOrders.some((f) => f.includes("$240,000.00"))).toBe(true);
    expect(d.conditions.some((c) => c.startsWith("Should Plaintiff refuse"))).toBe(true);
  });

  it("lists each dated step of a scheduling order under the deadlines, though it holds nothing", () => {
    const d = decision([
      "UNITED STATES DISTRICT COURT",
      "CASE MANAGEMENT ORDER",
      "Having held a conference under Rule 16, IT IS ORDERED THAT:",
      "1. Written discovery requests shall be exchanged on or before April 4, 2026.",
      "2. Depositions shall be concluded by August 28, 2026.",
    ]);
    expect(d.deadlines.some((x) => x.startsWith("on or before April 4, 2026"))).toBe(true);
    expect(d.deadlines.some((x) => x.startsWith("by August 28, 2026"))).toBe(true);
  });

  it("lists a duty laid after the disposition as an order, whatever its verb, and appointments of counsel", () => {
    const d = decision([
      "UNITED STATES DISTRICT COURT",
      "ORDER",
      "For the reasons stated above, the Court GRANTS the motion to certify the settlement class.",
      "Harbor & Vale LLP is appointed interim class counsel.",
      "The inspection of the warehouse shall not go forward until the parties agree on a protocol.",
      "The parties shall confer and propose a protocol within 21 days of this Order.",
    ]);
    expect(d.judgeOrders.some((o) => o.includes("is appointed interim class counsel"))).toBe(true);
    expect(d.judgeOrders.some((o) => o.includes("shall not go forward"))).toBe(true);
    expect(d.deadlines.some((x) => x.startsWith("within 21 days of this Order"))).toBe(true);
  });

  it("splits a stay from the bond it is conditioned on, and a conditional writ from its 'unless' and period", () => {
    const d = decision([
      "UNITED STATES DISTRICT COURT",
      "ORDER",
      "IT IS ORDERED that the motion is granted.",
      "Enforcement of the judgment is stayed pending appeal, on the condition that Appellant deposit a bond of $75,000 with the Clerk within 14 days.",
      "IT IS FURTHER ORDERED that Respondent shall discharge Petitioner from custody unless, within 120 days of this Order, the State commences a new sentencing hearing.",
    ]);
    expect(d.judgeOrders.some((o) => o === "Enforcement of the judgment is stayed pending appeal")).toBe(true);
    expect(d.financialOrders.some((f) => f.includes("bond of $75,000"))).toBe(true);
    expect(d.conditions.some((c) => c.startsWith("unless, within 120 days of this Order, the State commences"))).toBe(
      true,
    );
    expect(d.deadlines.some((x) => x.startsWith("within 120 days of this Order"))).toBe(true);
  });

  it("gives the clerk's long direction to enter a money judgment and close the case as an orientation", () => {
    const d = decision([
      "UNITED STATES DISTRICT COURT",
      "MEMORANDUM AND ORDER",
      "The unopposed motion to confirm the award is GRANTED.",
      "The Clerk is respectfully directed to enter judgment for the Claimant against the Respondent in the sum of $512,300.00, comprising the principal award of $480,000.00 and the arbitrators' fees of $32,300.00, together with post-judgment interest at the statutory rate, and to close this case.",
    ]);
    expect(d.proceduralOrientations.some((o) => o.includes("to close this case"))).toBe(true);
    expect(d.financialOrders.some((f) => f.includes("in the sum of $512,300.00"))).toBe(true);
  });

  it("keeps an appellate court's 'We therefore REVERSE …' with the bare closing line, and its costs award", () => {
    const d = decision([
      "UNITED STATES COURT OF APPEALS FOR THE SIXTH CIRCUIT",
      "OPINION",
      "The district court applied the wrong limitations period.",
      "We therefore REVERSE the dismissal of the contract claim and REMAND for trial.",
      "Appellant shall recover its costs.",
      "REVERSED and REMANDED.",
    ]);
    expect(d.decisionSummary).toContain("REVERSE the dismissal of the contract claim");
    expect(d.decisionSummary).toContain("REVERSED and REMANDED");
    expect(d.financialOrders.some((f) => f.includes("recover its costs"))).toBe(true);
  });

  it("lists a ruling on a certificate of appealability and a magistrate judge's appeal period among the appeals", () => {
    const d = decision([
      "UNITED STATES DISTRICT COURT",
      "ORDER",
      "IT IS ORDERED that the motion to quash is DENIED.",
      "A certificate of appealability is denied.",
      "Any party may file an appeal of this Order to the District Judge within fourteen (14) days of service.",
    ]);
    expect(d.appealOptions.some((a) => a.includes("certificate of appealability is denied"))).toBe(true);
    expect(d.appealOptions.some((a) => a.includes("file an appeal of this Order"))).toBe(true);
    expect(d.judgeOrders.some((o) => o.includes("certificate of appealability is denied"))).toBe(true);
  });

  it("takes a finding of contempt as the holding, not the dated decretal line that opens the list", () => {
    const d = decision([
      "IN THE FAMILY COURT",
      "ORDER ON MOTION FOR CONTEMPT",
      "After a hearing, the Court finds that Respondent willfully failed to pay alimony.",
      "IT IS HEREBY ORDERED this 9th day of June, 2025:",
      "1. Respondent is found in civil contempt of the Final Decree.",
      "2. If Respondent fails to pay $2,500.00 by July 1, 2025, a writ of bodily attachment shall issue.",
    ]);
    expect(d.decisionSummary).toContain("found in civil contempt");
    expect(d.conditions.some((c) => c.includes("If Respondent fails to pay"))).toBe(true);
  });

  it("does not end a sentence at Louisiana's record-document citation", () => {
    const d = decision([
      "UNITED STATES DISTRICT COURT",
      "JUDGMENT",
      "IT IS ORDERED, ADJUDGED AND DECREED that the Motion for Summary Judgment [Rec. Doc. 31] is GRANTED.",
    ]);
    expect(d.decisionSummary).toContain("the Motion for Summary Judgment [Rec. Doc. 31] is GRANTED");
  });

  it("reads a state judgment entry imposing a prison term as a decision, with its restitution and post-release control", () => {
    const d = decision([
      "IN THE COURT OF COMMON PLEAS",
      "JUDGMENT ENTRY",
      "The Defendant was found guilty of one count of Theft, a felony of the fifth degree.",
      "The Court imposes a prison term of twelve (12) months.",
      "The Defendant shall pay restitution in the amount of $1,140.00.",
      "The Defendant will be subject to an optional period of post-release control of up to two (2) years.",
    ]);
    expect(d.decisionSummary).toContain("imposes a prison term of twelve (12) months");
    expect(d.financialOrders.some((f) => f.includes("$1,140.00"))).toBe(true);
    expect(d.judgeOrders.some((o) => o.includes("post-release control"))).toBe(true);
  });

  it("lists a hearing that 'will be held' as a procedural orientation", () => {
    const d = decision([
      "UNITED STATES DISTRICT COURT",
      "ORDER",
      "IT IS ORDERED that the motion for preliminary approval is GRANTED.",
      "A fairness hearing will be held on March 3, 2026, at 1:30 p.m.",
    ]);
    expect(d.proceduralOrientations.some((o) => o.includes("fairness hearing will be held"))).toBe(true);
  });
});
