/** Shared types of the deadline calculator. Pure data: no bindings, no I/O. */

export type Language = "en" | "pt";

/** A text in both product languages. */
export type Bilingual = { en: string; pt: string };

export type Jurisdiction = "brazil" | "usa";

export type CountUnit = "business" | "calendar";

export type Direction = "forward" | "backward";

/**
 * What happened on the base date. "availability" is the day a notice was made available in the DJe/DJEN
 * (Lei 11.419/2006 art. 4 §3): publication is then the next business day. Every other event is the trigger day
 * itself, which is excluded from the count (CPC art. 224 caput; FRCP 6(a)(1)(A)).
 */
export type BaseEvent =
  | "availability"
  | "publication"
  | "service"
  | "notice"
  | "entry"
  | "waiver_sent"
  | "trial"
  | "start_of_count";

export type PartyType = "private" | "public_treasury" | "public_prosecutor" | "public_defender" | "united_states";

export type ServiceMethod = "electronic" | "mail" | "personal";

/** The procedural law whose counting method applies. */
export type ProcedureSystem = "cpc" | "juizados" | "clt" | "cpp" | "frcp";

/** A day closed (or with shortened hours) that the built-in calendars do not know, passed in at call time. */
export type ExtraClosedDay = {
  date: string;
  reason: string;
  /**
   * "closed" (default): no court hours. "shortened": court open with shortened hours or a system outage — counted
   * inside a period but never the first or last day (CPC art. 224 §1).
   */
  kind?: "closed" | "shortened";
};

export type DeadlineInput = {
  actionType: string;
  jurisdiction: Jurisdiction;
  court: string;
  baseDate: string;
  baseEvent?: BaseEvent;
  partyType?: PartyType;
  serviceMethod?: ServiceMethod;
  days?: number;
  unit?: CountUnit;
  direction?: Direction;
  extraClosedDays?: ExtraClosedDay[];
  /** Forces the procedural system when the court hears several (e.g. "cpp" for a criminal case before a TJ). */
  system?: ProcedureSystem;
  /** US only: two-letter state where the district court sits; adds its holidays (FRCP 6(a)(6)(C), forward only). */
  usState?: string;
  /**
   * CPP art. 798-A exceptions (defendant in custody, Lei Maria da Penha, urgent measures): the 20 Dec–20 Jan
   * suspension does not apply.
   */
  suspensionExempt?: boolean;
};

export type AuditAction = "start" | "publication" | "counted" | "skipped" | "due" | "extended";

export type AuditEntry = {
  date: string;
  action: AuditAction;
  reason?: Bilingual;
  /** Day number within the period for "counted" days (and for the FRCP 6(d) added days). */
  count?: number;
};

export type RuleRef = { id: string; name: Bilingual };

export type DeadlineResult = {
  dueDate: string;
  firstCountedDay: string;
  days: number;
  unit: CountUnit;
  direction: Direction;
  rule: RuleRef;
  basis: string;
  /** The day counting is anchored to (publication date, service date, entry of judgment…); it is not counted. */
  startDate: string;
  jurisdiction: Jurisdiction;
  court: string;
  system: ProcedureSystem;
  audit: AuditEntry[];
  notes: Bilingual[];
};
