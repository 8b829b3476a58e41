/** Shared types of the deadline calculator. Pure data: no bindings, no I/O. The enums live in common/vocabulary.ts. */
import type {
  BaseEvent,
  ClosedDayKind,
  CountUnit,
  Direction,
  Jurisdiction,
  PartyType,
  ProcedureSystem,
  ServiceMethod,
} from "../../common/vocabulary.ts";

export type {
  BaseEvent,
  CountUnit,
  Direction,
  Jurisdiction,
  Language,
  PartyType,
  ProcedureSystem,
  ServiceMethod,
} from "../../common/vocabulary.ts";

/** A text in both product languages. */
export type Bilingual = { en: string; pt: string };

/** A day closed (or with shortened hours) that the built-in calendars do not know, passed in at call time. */
export type ExtraClosedDay = {
  date: string;
  reason: string;
  /**
   * "closed" (default): no court hours. "shortened": court open with shortened hours or a system outage — counted
   * inside a period but never the first or last day (CPC art. 224 §1).
   */
  kind?: ClosedDayKind;
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
