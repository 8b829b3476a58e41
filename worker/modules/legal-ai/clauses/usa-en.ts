import type { ClauseSet } from "./library.ts";
import { DAYS, MONEY, MONTHS, PERCENT, PLACE, STATE } from "./patterns.ts";

// United States law, in English. Contract law is state law: the clauses name the governing state as a blank and
// the notes say where states differ.

const PARTIES = [
  { key: "PARTY_1", label: "First party (name)" },
  { key: "PARTY_2", label: "Second party (name)" },
];

/** States whose statutes void post-employment non-competes (see legalBasis of non_compete). */
const NON_COMPETE_BARRED = ["CA", "MN", "ND", "OK"];

export const USA_EN: ClauseSet = {
  termination: {
    title: "Clause — Termination",
    paragraphs: [
      "1. Termination for convenience. Either [PARTY_1] or [PARTY_2] may terminate this Agreement for any reason by giving the other party at least [NOTICE_DAYS] days' prior written notice.",
      "2. Termination for cause. Either party may terminate this Agreement on written notice if the other party materially breaches it and fails to cure the breach within [CURE_DAYS] days after receiving written notice describing the breach in reasonable detail.",
      "3. Immediate termination. Either party may terminate this Agreement immediately on written notice if the other party becomes insolvent, makes a general assignment for the benefit of creditors, or becomes the subject of any bankruptcy proceeding that is not dismissed within 60 days.",
      "4. Effect of termination. Termination does not affect rights and obligations accrued before the termination date. Sections on payment, confidentiality, limitation of liability and governing law survive. Each party shall return or destroy the other's property within [RETURN_DAYS] days.",
    ],
    legalBasis: [
      {
        citation: "Restatement (Second) of Contracts §§ 237 and 241",
        note: "Material breach excuses the other party's performance; factors for materiality.",
      },
      {
        citation: "U.C.C. § 2-309(3)",
        note: "For sales of goods, termination other than on an agreed event requires reasonable notice.",
      },
    ],
    placeholders: [
      ...PARTIES,
      { key: "NOTICE_DAYS", label: "Notice for termination for convenience (days)", pattern: DAYS },
      { key: "CURE_DAYS", label: "Cure period (days)", pattern: DAYS },
      { key: "RETURN_DAYS", label: "Period to return property (days)", pattern: DAYS },
    ],
    notes: [
      "Franchise and dealer relationships are governed by state statutes that limit termination (good cause, notice).",
    ],
  },
  confidentiality: {
    title: "Clause — Confidentiality",
    paragraphs: [
      '1. Confidential Information. Each of [PARTY_1] and [PARTY_2] (as the "Recipient") shall hold in confidence all non-public business, technical and financial information disclosed by the other party (the "Discloser") that is marked confidential or would reasonably be understood to be confidential, and shall use it only to perform this Agreement.',
      "2. Exclusions. Confidential Information does not include information that (a) is or becomes publicly available through no fault of the Recipient; (b) was known to the Recipient without restriction before disclosure; (c) is rightfully received from a third party without a duty of confidentiality; or (d) is independently developed without use of the Discloser's information. The Recipient may disclose information required by law or court order after giving the Discloser prompt notice where lawful.",
      "3. Duration. These obligations continue for [CONFIDENTIALITY_MONTHS] months after this Agreement ends, and for trade secrets for as long as they remain trade secrets under applicable law.",
      "4. Remedies. Unauthorized use or disclosure may cause irreparable harm; the Discloser may seek injunctive relief in addition to any other remedy, including under the Defend Trade Secrets Act, 18 U.S.C. § 1836.",
      "5. Whistleblower immunity notice. Under 18 U.S.C. § 1833(b), an individual shall not be held liable under any federal or state trade secret law for disclosing a trade secret in confidence to a government official or an attorney solely for reporting or investigating a suspected violation of law, or in a complaint or other document filed under seal in a lawsuit.",
    ],
    legalBasis: [
      {
        citation: "Defend Trade Secrets Act, 18 U.S.C. § 1836",
        note: "Federal civil action for trade secret misappropriation, including injunctions.",
      },
      {
        citation: "18 U.S.C. § 1833(b)",
        note: "Immunity notice: without it, an employer cannot recover exemplary damages or fees from an employee.",
      },
      {
        citation: "Uniform Trade Secrets Act (as adopted by the governing state)",
        note: "State trade secret law; adopted by almost every state.",
      },
    ],
    placeholders: [
      ...PARTIES,
      { key: "CONFIDENTIALITY_MONTHS", label: "Confidentiality after termination (months)", pattern: MONTHS },
    ],
    notes: ["Paragraph 5 matters when a party is an individual employee, contractor or consultant."],
  },
  penalties: {
    title: "Clause — Liquidated damages",
    paragraphs: [
      "1. Liquidated damages. If [PARTY_2] fails to [OBLIGATION] by the date required, [PARTY_2] shall pay [PARTY_1] liquidated damages of [DAILY_AMOUNT] for each day of delay, up to a maximum of [CAP_PERCENT]% of the contract price.",
      "2. Reasonable estimate. The parties agree that the damages from such delay would be difficult to determine precisely, and that the amount above is a reasonable estimate of the anticipated harm at the time of contracting and not a penalty.",
      "3. Exclusive remedy for delay. Liquidated damages are [PARTY_1]'s exclusive monetary remedy for the delay they cover, without limiting its right to terminate for cause.",
    ],
    legalBasis: [
      {
        citation: "Restatement (Second) of Contracts § 356",
        note: "Liquidated damages are enforceable only if reasonable in light of anticipated or actual harm; a penalty is unenforceable.",
      },
      { citation: "U.C.C. § 2-718(1)", note: "The same test for sales of goods." },
      {
        citation: "Cal. Civ. Code § 1671(b)",
        note: "California: valid unless unreasonable under the circumstances when made.",
      },
    ],
    placeholders: [
      ...PARTIES,
      { key: "OBLIGATION", label: "The obligation whose delay is covered" },
      { key: "DAILY_AMOUNT", label: "Amount per day of delay", pattern: MONEY },
      { key: "CAP_PERCENT", label: "Cap (% of contract price)", pattern: PERCENT },
    ],
    notes: ["Courts refuse amounts that punish rather than compensate: record why the figure estimates the harm."],
  },
  non_compete: {
    title: "Clause — Non-competition",
    paragraphs: [
      "1. Covenant. During the term of this Agreement and for [RESTRICTION_MONTHS] months after it ends, [PARTY_2] shall not, within [TERRITORY], engage in, own, manage or provide services to any business that competes with [PARTY_1] in [FIELD].",
      "2. Legitimate interest. The parties acknowledge that this covenant protects [PARTY_1]'s trade secrets, confidential information and customer goodwill, and that its duration, territory and scope are no broader than necessary to protect those interests.",
      "3. Reformation. If a court finds any restriction unreasonable, the parties ask the court to modify it to the maximum extent enforceable under the law of [GOVERNING_STATE] rather than strike it.",
    ],
    legalBasis: [
      {
        citation: "Cal. Bus. & Prof. Code §§ 16600, 16600.5",
        note: "California voids non-competes, wherever signed; exceptions for the sale of a business (§§ 16601–16602.5).",
      },
      {
        citation: "Minn. Stat. § 181.988; N.D. Cent. Code § 9-08-06; Okla. Stat. tit. 15, § 219A",
        note: "Minnesota, North Dakota and Oklahoma also bar employee non-competes.",
      },
      {
        citation: "Restatement (Second) of Contracts § 188",
        note: "Elsewhere: enforceable if no greater than needed to protect a legitimate interest and not unduly harsh.",
      },
      {
        citation: "Fla. Stat. § 542.335",
        note: "Example of a state statute that enforces reasonable restrictions with presumptions on duration.",
      },
    ],
    placeholders: [
      ...PARTIES,
      { key: "RESTRICTION_MONTHS", label: "Restriction after termination (months)", pattern: MONTHS },
      { key: "TERRITORY", label: "Territory", pattern: PLACE },
      { key: "FIELD", label: "Competing line of business" },
      { key: "GOVERNING_STATE", label: "Governing state", pattern: STATE },
    ],
    notes: [
      "The FTC's 2024 rule banning most non-competes was set aside in Ryan LLC v. FTC (N.D. Tex. 2024) and is not in force; state law governs.",
      "Several states bar non-competes for low-wage workers or certain professions: check the governing state.",
    ],
    barredIn: {
      states: NON_COMPETE_BARRED,
      paragraphs: [
        "1. No post-termination restriction. Nothing in this Agreement restrains [PARTY_2] from engaging in a lawful profession, trade or business after this Agreement ends; any such restraint would be void under the governing state's law.",
        "2. Protection of trade secrets. [PARTY_2] shall not use or disclose [PARTY_1]'s trade secrets or confidential information, during or after this Agreement, including to solicit customers or employees of [PARTY_1].",
        "3. Return of information. On termination, [PARTY_2] shall return or destroy all of [PARTY_1]'s confidential information and certify that it has done so.",
      ],
      notes: [
        "The governing state voids non-competes: this version protects trade secrets and confidential information only (e.g. California: Bus. & Prof. Code §§ 16600, 16600.5; employers had to notify affected employees under § 16600.1).",
      ],
    },
  },
  other: {
    title: "Clause — Governing law and dispute resolution",
    paragraphs: [
      "1. Governing law. This Agreement is governed by the laws of the State of [GOVERNING_STATE], without regard to its conflict-of-laws rules.",
      "2. Negotiation. The parties shall first try to resolve any dispute through good-faith negotiation between senior representatives for [NEGOTIATION_DAYS] days after written notice of the dispute.",
      "3. Forum. Any unresolved dispute shall be brought exclusively in the state or federal courts located in [VENUE], and each party consents to their personal jurisdiction.",
      "4. Arbitration (optional). If the parties so elect, disputes shall instead be finally resolved by binding arbitration administered by [ARBITRAL_INSTITUTION] under its rules; judgment on the award may be entered in any court with jurisdiction.",
      "5. Jury waiver. To the extent permitted by law, each party waives its right to a jury trial in any proceeding arising from this Agreement.",
    ],
    legalBasis: [
      {
        citation: "Federal Arbitration Act, 9 U.S.C. § 2",
        note: "A written arbitration agreement is valid, irrevocable and enforceable.",
      },
      {
        citation: "Atlantic Marine Constr. Co. v. U.S. Dist. Court, 571 U.S. 49 (2013)",
        note: "A valid forum-selection clause is enforced through transfer or dismissal.",
      },
      {
        citation: "Restatement (Second) of Conflict of Laws § 187",
        note: "The parties' choice of law is honoured within limits.",
      },
    ],
    placeholders: [
      ...PARTIES,
      { key: "GOVERNING_STATE", label: "Governing state", pattern: STATE },
      { key: "NEGOTIATION_DAYS", label: "Negotiation period (days)", pattern: DAYS },
      { key: "VENUE", label: "Forum (county and state)", pattern: PLACE },
      { key: "ARBITRAL_INSTITUTION", label: "Arbitral institution (AAA, JAMS…)" },
    ],
    notes: [
      "Pre-dispute jury waivers are unenforceable in California and Georgia; use arbitration or judicial reference there.",
    ],
  },
};
