/** Deadlines the document pipeline found in a text ("no prazo de 15 dias"), computed as custom periods. */
import { calculateDeadline } from "./compute.ts";
import { DeadlineError } from "./errors.ts";
import type {
  BaseEvent,
  CountUnit,
  DeadlineInput,
  DeadlineResult,
  Direction,
  ExtraClosedDay,
  Jurisdiction,
  PartyType,
  ProcedureSystem,
  ServiceMethod,
} from "./types.ts";

export type MentionInput = {
  days: number;
  unit?: CountUnit;
  jurisdiction: Jurisdiction;
  court?: string;
  startDate: string;
  startEvent?: BaseEvent;
  partyType?: PartyType;
  serviceMethod?: ServiceMethod;
  direction?: Direction;
  extraClosedDays?: ExtraClosedDay[];
  system?: ProcedureSystem;
  usState?: string;
  /** The sentence the deadline was detected in, quoted in the notes ("no prazo de 15 dias"). */
  text?: string;
};

/**
 * For the document pipeline: a deadline detected in a text ("no prazo de 15 dias") plus a known start date, as a
 * fully audited result. Court defaults to the generic state court (Brazil) or the US federal courts.
 */
export function dueDateForMention(mention: MentionInput): DeadlineResult {
  if (mention === null || typeof mention !== "object") {
    throw new DeadlineError("INVALID_INPUT", {
      en: "The input must be an object.",
      pt: "A entrada deve ser um objeto.",
    });
  }
  const court = mention.court ?? (mention.jurisdiction === "usa" ? "federal" : "TJ");
  const input: DeadlineInput = {
    actionType: "custom",
    jurisdiction: mention.jurisdiction,
    court,
    baseDate: mention.startDate,
    days: mention.days,
  };
  if (mention.unit !== undefined) input.unit = mention.unit;
  if (mention.startEvent !== undefined) input.baseEvent = mention.startEvent;
  if (mention.partyType !== undefined) input.partyType = mention.partyType;
  if (mention.serviceMethod !== undefined) input.serviceMethod = mention.serviceMethod;
  if (mention.direction !== undefined) input.direction = mention.direction;
  if (mention.extraClosedDays !== undefined) input.extraClosedDays = mention.extraClosedDays;
  if (mention.system !== undefined) input.system = mention.system;
  if (mention.usState !== undefined) input.usState = mention.usState;
  const result = calculateDeadline(input);
  const quoted =
    typeof mention.text === "string" && mention.text.trim() ? ` ("${mention.text.trim().slice(0, 200)}")` : "";
  result.notes.unshift({
    en: `Computed from a deadline mentioned in the document${quoted}; check the start event and whether the law sets a different rule for this act.`,
    pt: `Calculado a partir de prazo mencionado no documento${quoted}; confira o termo inicial e se a lei prevê regra própria para este ato.`,
  });
  return result;
}
