import type { ClauseSet } from "./library.ts";
import { DAYS, MONEY, MONTHS, PERCENT, PLACE } from "./patterns.ts";

// Brazilian law, in English (for foreign clients of Brazilian contracts). Citations are to Brazilian statutes.

const PARTIES = [
  { key: "PARTY_1", label: "First party (name and details)" },
  { key: "PARTY_2", label: "Second party (name and details)" },
];

export const BRAZIL_EN: ClauseSet = {
  termination: {
    title: "Clause — Termination",
    paragraphs: [
      "1. Termination without cause. Either party, [PARTY_1] or [PARTY_2], may terminate this agreement without cause by written notice to the other given at least [NOTICE_DAYS] days in advance, under art. 473 of the Brazilian Civil Code.",
      "2. Substantial investments. If a party has made substantial investments to perform this agreement, a unilateral termination takes effect only after a period compatible with the nature and size of those investments (Civil Code, art. 473, sole paragraph).",
      "3. Termination for breach. A breach of any obligation under this agreement that is not cured within [CURE_DAYS] days of receipt of a written notice describing it is an express termination condition; once that period lapses, the non-breaching party may treat the agreement as terminated by operation of law, without prejudice to losses and damages (Civil Code, arts. 474 and 475).",
      "4. Effects. Termination does not release obligations already due, the duties of confidentiality or any other provision that by its nature must survive; each party shall return to the other, within [RETURN_DAYS] days, the property and documents belonging to it.",
    ],
    legalBasis: [
      {
        citation: "Civil Code, art. 473 and sole paragraph",
        note: "Unilateral termination by notice; a period compatible with substantial investments.",
      },
      { citation: "Civil Code, art. 474", note: "An express termination condition operates by law." },
      {
        citation: "Civil Code, art. 475",
        note: "The injured party may seek termination for breach, with losses and damages.",
      },
    ],
    placeholders: [
      ...PARTIES,
      { key: "NOTICE_DAYS", label: "Notice of termination (days)", pattern: DAYS },
      { key: "CURE_DAYS", label: "Cure period for a breach (days)", pattern: DAYS },
      { key: "RETURN_DAYS", label: "Period to return property and documents (days)", pattern: DAYS },
    ],
    notes: ["In consumer contracts, terms letting only the supplier terminate are void (Consumer Code, art. 51, XI)."],
  },
  confidentiality: {
    title: "Clause — Confidentiality",
    paragraphs: [
      "1. Confidential information. [PARTY_1] and [PARTY_2] shall keep confidential all technical, commercial, financial and strategic information received under this agreement that is marked confidential or that by its nature should be treated as such, and shall use it solely to perform this agreement.",
      "2. Exceptions. Information is not confidential if it (a) was or becomes public through no fault of the receiving party; (b) was lawfully in its possession; (c) is received from a third party free of any duty of confidence; or (d) must be disclosed by order of a court or authority, in which case the receiving party shall, where the law allows, notify the other and disclose only what is required.",
      "3. Personal data. Personal data shared under this agreement shall be processed in accordance with Law 13,709/2018 (LGPD), with security measures able to protect it from unauthorised access (LGPD, art. 46).",
      "4. Term and return. The duty of confidentiality lasts for the term of this agreement and for [CONFIDENTIALITY_MONTHS] months after it ends; on termination the receiving party shall return or destroy the confidential information and all copies.",
      "5. Breach. A breach of this clause makes the breaching party liable for losses and damages, without prejudice to court orders to stop the use or disclosure and to the penalties of art. 195, XI and XII, of Law 9,279/1996.",
    ],
    legalBasis: [
      {
        citation: "Civil Code, arts. 421 and 422",
        note: "Social function of contracts and objective good faith, also after termination.",
      },
      {
        citation: "Law 9,279/1996, art. 195, XI and XII",
        note: "Unfair competition offence: disclosure or use of confidential information.",
      },
      { citation: "Law 13,709/2018 (LGPD), art. 46", note: "Duty to secure personal data." },
    ],
    placeholders: [
      ...PARTIES,
      { key: "CONFIDENTIALITY_MONTHS", label: "Confidentiality after termination (months)", pattern: MONTHS },
    ],
    notes: ["State who may receive the information (employees, advisers) and under which duties."],
  },
  penalties: {
    title: "Clause — Penalty clause",
    paragraphs: [
      "1. Compensatory penalty. A party that fails to perform this agreement in whole or in part shall pay the other a penalty of [PENALTY_PERCENT]% of the total contract value as a compensatory penalty clause (Civil Code, arts. 408 and 410).",
      "2. Late-payment penalty. Late payment of any amount subjects the debtor to a late-payment penalty of [LATE_PERCENT]% of the overdue amount, plus default interest and monetary adjustment until payment (Civil Code, art. 411).",
      "3. Cap and reduction. The penalty shall not exceed the value of the principal obligation (Civil Code, art. 412) and may be reduced equitably by the court if the obligation was partly performed or the amount is manifestly excessive (Civil Code, art. 413).",
      "4. Further damages. The penalty is due without proof of loss; the parties agree that the creditor may claim further damages, the penalty being the minimum compensation, if it proves the excess loss (Civil Code, art. 416, sole paragraph).",
    ],
    legalBasis: [
      {
        citation: "Civil Code, arts. 408 to 411",
        note: "When the penalty applies; compensatory and late-payment penalties.",
      },
      { citation: "Civil Code, art. 412", note: "The penalty may not exceed the principal obligation." },
      {
        citation: "Civil Code, art. 413",
        note: "Equitable reduction by the court: partial performance or a manifestly excessive amount.",
      },
      { citation: "Civil Code, art. 416", note: "Due without proof of loss; further damages only if agreed." },
    ],
    placeholders: [
      ...PARTIES,
      { key: "PENALTY_PERCENT", label: "Compensatory penalty (% of contract value)", pattern: PERCENT },
      { key: "LATE_PERCENT", label: "Late-payment penalty (% of the overdue amount)", pattern: PERCENT },
    ],
    notes: ["In consumer credit, late-payment penalties may not exceed 2% (Consumer Code, art. 52, § 1)."],
  },
  non_compete: {
    title: "Clause — Non-compete",
    paragraphs: [
      "1. Covenant. During this agreement and for [RESTRICTION_MONTHS] months after it ends, [PARTY_2] shall not, directly or indirectly, on its own or through another person, carry on any business competing with [PARTY_1] in the field of [FIELD], within [TERRITORY].",
      "2. Consideration. In return for the post-termination restriction, [PARTY_1] shall pay [PARTY_2] [COMPENSATION], in monthly instalments throughout the restricted period; failure to pay releases [PARTY_2] from the covenant.",
      "3. Limits. The restriction is limited to the field, territory and period above, so as to respect free enterprise and the freedom to work (Federal Constitution, arts. 5, XIII, and 170).",
      "4. Breach. A breach obliges the breaching party to repay the consideration received and to pay losses and damages, without prejudice to an order to stop the competing activity.",
    ],
    legalBasis: [
      {
        citation: "Federal Constitution, arts. 5, XIII, and 170",
        note: "Freedom to work and free enterprise: the restriction must be limited.",
      },
      {
        citation: "Civil Code, art. 1,147",
        note: "On the sale of a business the seller may not compete for 5 years unless authorised.",
      },
      {
        citation: "CLT (Labour Code), arts. 444 and 482, c",
        note: "Freedom of contract in employment; competing during employment is just cause.",
      },
      {
        citation: "Superior Labour Court (TST) case law",
        note: "A post-employment restriction is valid if limited in time, territory and activity and compensated.",
      },
    ],
    placeholders: [
      ...PARTIES,
      { key: "RESTRICTION_MONTHS", label: "Restriction after termination (months)", pattern: MONTHS },
      { key: "FIELD", label: "Restricted field of business" },
      { key: "TERRITORY", label: "Territory of the restriction", pattern: PLACE },
      { key: "COMPENSATION", label: "Consideration for the restriction", pattern: MONEY },
    ],
    notes: [
      "In employment contracts, restrictions longer than 2 years or without compensation are usually struck down by the labour courts.",
      "On the sale of a business, Civil Code art. 1,147 already imposes 5 years if the contract is silent.",
    ],
  },
  other: {
    title: "Clause — Forum and dispute resolution",
    paragraphs: [
      "1. Negotiation and mediation. The parties shall seek to settle any dispute arising from this agreement amicably, including by mediation, within [NEGOTIATION_DAYS] days of a notice describing it (Code of Civil Procedure, art. 3, § 3).",
      "2. Forum. Failing settlement, the courts of [VENUE] shall have jurisdiction over disputes under this agreement, to the exclusion of any other, however privileged (Code of Civil Procedure, art. 63).",
      "3. Arbitration (optional). If the parties so prefer, disputes shall be resolved by arbitration under Law 9,307/1996, administered by [ARBITRAL_INSTITUTION], in which case this arbitration clause prevails over the forum above (Law 9,307/1996, art. 4).",
    ],
    legalBasis: [
      { citation: "Code of Civil Procedure, art. 3, § 3", note: "Conciliation and mediation are to be encouraged." },
      {
        citation: "Code of Civil Procedure, art. 63",
        note: "Choice of forum in a written contract for a specific transaction.",
      },
      { citation: "Law 9,307/1996, art. 4", note: "Arbitration clause in writing in the contract itself." },
    ],
    placeholders: [
      ...PARTIES,
      { key: "NEGOTIATION_DAYS", label: "Negotiation period (days)", pattern: DAYS },
      { key: "VENUE", label: "Chosen forum (judicial district)", pattern: PLACE },
      { key: "ARBITRAL_INSTITUTION", label: "Arbitral institution" },
    ],
    notes: [
      "In standard-form contracts the arbitration clause binds the adhering party only if expressly accepted, highlighted (Law 9,307/1996, art. 4, § 2).",
    ],
  },
};
