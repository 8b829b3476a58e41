/** The first half of a calculation: an input checked and resolved to a rule, a period and a base event. */
import { type CourtDef, findCourt } from "./courts.ts";
import { DeadlineError } from "./errors.ts";
import { parseDetails, parseHead } from "./input.ts";
import { isCustomAction, resolveRule, ruleById } from "./rule-lookup.ts";
import { type DeadlineRule, SYSTEMS } from "./rules.ts";
import type {
  BaseEvent,
  Bilingual,
  CountUnit,
  DeadlineInput,
  Direction,
  ExtraClosedDay,
  ProcedureSystem,
} from "./types.ts";

function invalid(en: string, pt: string): never {
  throw new DeadlineError("INVALID_INPUT", { en, pt });
}

export type Plan = {
  input: DeadlineInput;
  court: CourtDef;
  system: ProcedureSystem;
  rule: DeadlineRule | null;
  ruleId: string;
  ruleName: Bilingual;
  ruleBasis: string;
  days: number;
  unit: CountUnit;
  direction: Direction;
  baseEvent: BaseEvent;
  extraClosedDays: ExtraClosedDay[];
  notes: Bilingual[];
  basisExtra: string[];
};

/**
 * Reads and checks an input: the court, the rule (or the custom period), the unit, direction and base event, and
 * the doubling for public parties. Every inconsistency is a DeadlineError; nothing is counted yet.
 */
export function planDeadline(raw: DeadlineInput): Plan {
  const { jurisdiction, actionType, court: courtName } = parseHead(raw);
  const court = findCourt(courtName);
  if (court.jurisdiction !== jurisdiction) {
    throw new DeadlineError("JURISDICTION_MISMATCH", {
      en: `Court ${court.id} belongs to ${court.jurisdiction}, not ${jurisdiction}.`,
      pt: `O tribunal ${court.id} pertence à jurisdição ${court.jurisdiction}, não ${jurisdiction}.`,
    });
  }
  const {
    baseDate,
    baseEvent: baseEventIn,
    partyType,
    serviceMethod,
    unit: unitIn,
    direction,
    system: requestedSystem,
    days: daysIn,
    extraClosedDays,
  } = parseDetails(raw);
  const notes: Bilingual[] = [];
  const basisExtra: string[] = [];

  if (partyType === "united_states" && jurisdiction === "brazil") {
    throw new DeadlineError("JURISDICTION_MISMATCH", {
      en: 'partyType "united_states" applies only to US deadlines.',
      pt: 'partyType "united_states" só se aplica a prazos dos EUA.',
    });
  }
  if (partyType && partyType !== "private" && partyType !== "united_states" && jurisdiction === "usa") {
    throw new DeadlineError("JURISDICTION_MISMATCH", {
      en: `partyType "${partyType}" is a Brazilian category; for US deadlines use "private" or "united_states".`,
      pt: `partyType "${partyType}" é categoria brasileira; para prazos dos EUA use "private" ou "united_states".`,
    });
  }
  if (requestedSystem) {
    if (SYSTEMS[requestedSystem].jurisdiction !== jurisdiction) {
      throw new DeadlineError("JURISDICTION_MISMATCH", {
        en: `System ${requestedSystem} does not belong to ${jurisdiction}.`,
        pt: `O sistema ${requestedSystem} não pertence à jurisdição ${jurisdiction}.`,
      });
    }
    if (!court.systems.includes(requestedSystem)) {
      invalid(
        `Court ${court.id} does not hear ${requestedSystem} cases (it hears ${court.systems.join(", ")}).`,
        `O tribunal ${court.id} não julga casos ${requestedSystem} (julga ${court.systems.join(", ")}).`,
      );
    }
  }

  let rule: DeadlineRule | null = null;
  let system: ProcedureSystem;
  let days: number;
  let unit: CountUnit;

  if (isCustomAction(actionType)) {
    system = requestedSystem ?? (court.systems[0] as ProcedureSystem);
    if (daysIn === undefined) {
      invalid(
        'A "custom" deadline needs days (and optionally unit).',
        'Um prazo "custom" precisa de days (e, se quiser, unit).',
      );
    }
    days = daysIn;
    unit = unitIn ?? SYSTEMS[system].defaultUnit;
  } else {
    const resolved = resolveRule(actionType, jurisdiction, court, requestedSystem);
    rule = resolved.rule;
    system = resolved.system;
    if (resolved.substitutedFrom) {
      notes.push({
        en: `"${resolved.substitutedFrom.name.en}" before ${court.id} follows ${SYSTEMS[system].name.en}: computed as "${rule.name.en}".`,
        pt: `"${resolved.substitutedFrom.name.pt}" perante ${court.id} segue ${SYSTEMS[system].name.pt}: calculado como "${rule.name.pt}".`,
      });
    }
    if (partyType === "united_states" && rule.usPartyVariant) {
      const variant = ruleById(rule.usPartyVariant) as DeadlineRule;
      notes.push({
        en: `The United States is a party: "${variant.name.en}" (${variant.basis}) applies instead of ${rule.days} days.`,
        pt: `Os Estados Unidos são parte: aplica-se "${variant.name.pt}" (${variant.basis}) em vez de ${rule.days} dias.`,
      });
      rule = variant;
    }
    if (daysIn !== undefined && daysIn !== rule.days) {
      invalid(
        `"${rule.name.en}" is ${rule.days} days (${rule.basis}); for a different period use actionType "custom".`,
        `"${rule.name.pt}" é de ${rule.days} dias (${rule.basis}); para outro prazo use actionType "custom".`,
      );
    }
    if (unitIn !== undefined && unitIn !== rule.unit) {
      invalid(
        `"${rule.name.en}" counts ${rule.unit} days (${rule.basis}); for another unit use actionType "custom".`,
        `"${rule.name.pt}" conta dias ${rule.unit === "business" ? "úteis" : "corridos"} (${rule.basis}); para outra unidade use actionType "custom".`,
      );
    }
    if (direction === "backward") {
      invalid(
        'Named deadlines run forward from their event; use actionType "custom" for a period counted backward.',
        'Prazos nomeados correm para frente a partir do evento; use actionType "custom" para contagem regressiva.',
      );
    }
    days = rule.days;
    unit = rule.unit;
  }

  if (jurisdiction === "usa" && unit === "business") {
    invalid(
      'Federal periods count every day, including weekends and holidays (FRCP 6(a)(1)(B)); use unit "calendar".',
      'Os prazos federais dos EUA contam todos os dias (FRCP 6(a)(1)(B)); use unit "calendar".',
    );
  }
  if (system === "cpp" && unit === "business") {
    invalid(
      'Criminal deadlines run in calendar days (CPP art. 798); use unit "calendar".',
      'Prazos penais correm em dias corridos (CPP art. 798); use unit "calendar".',
    );
  }

  const baseEvent = baseEventIn ?? rule?.defaultEvent ?? (jurisdiction === "usa" ? "service" : "publication");
  if (jurisdiction === "usa" && baseEvent === "availability") {
    invalid(
      'baseEvent "availability" is the Brazilian electronic-gazette rule (Lei 11.419/2006); for US deadlines use service, entry, etc.',
      'baseEvent "availability" é a regra do Diário eletrônico brasileiro (Lei 11.419/2006); para prazos dos EUA use service, entry etc.',
    );
  }
  if (jurisdiction === "brazil" && baseEvent === "waiver_sent") {
    invalid('baseEvent "waiver_sent" exists only under FRCP 4(d).', 'baseEvent "waiver_sent" só existe no FRCP 4(d).');
  }
  if (rule?.events && baseEventIn && baseEventIn !== "start_of_count" && !rule.events.includes(baseEventIn)) {
    invalid(
      `"${rule.name.en}" runs from ${rule.events.join(" or ")} (${rule.basis}), not from ${baseEventIn}.`,
      `"${rule.name.pt}" corre a partir de ${rule.events.join(" ou ")} (${rule.basis}), não de ${baseEventIn}.`,
    );
  }
  if (direction === "backward" && baseEvent === "availability") {
    invalid(
      'A backward period runs from a known event (e.g. the hearing), not from "availability".',
      'Um prazo regressivo corre de um evento certo (ex.: a audiência), não de "availability".',
    );
  }

  const sys = SYSTEMS[system];
  if (sys.validFrom && baseDate < sys.validFrom.date) {
    invalid(sys.validFrom.why.en, sys.validFrom.why.pt);
  }

  // Doubled periods (CPC arts. 180, 183, 186; Decreto-Lei 779/1969; LC 80/1994), never on top of an entity's own period.
  if (partyType && partyType !== "private" && partyType !== "united_states") {
    const doubling = sys.doubling[partyType];
    if (doubling && rule?.doubling !== false) {
      days *= 2;
      basisExtra.push(doubling.basis);
      notes.push({
        en: `Doubled period for the ${doubling.label.en} (${doubling.basis}): ${days / 2} × 2 = ${days} days.`,
        pt: `Prazo em dobro para a ${doubling.label.pt} (${doubling.basis}): ${days / 2} × 2 = ${days} dias.`,
      });
      if (!rule) {
        notes.push({
          en: "Not doubled if the law gives the entity its own specific period (CPC art. 183 §2, art. 180 §2, art. 186 §4).",
          pt: "Não se dobra se a lei fixar prazo próprio para o ente (CPC art. 183 §2º, art. 180 §2º, art. 186 §4º).",
        });
      }
    } else if (doubling && rule?.doubling === false) {
      notes.push({
        en: `Not doubled for the ${doubling.label.en}: see the rule's note.`,
        pt: `Sem prazo em dobro para a ${doubling.label.pt}: veja a nota do prazo.`,
      });
    } else {
      const why = sys.noDoubling?.[partyType];
      notes.push(
        why ?? {
          en: `No double period applies to this party under ${sys.name.en}.`,
          pt: `Não há prazo em dobro para esta parte no ${sys.name.pt}.`,
        },
      );
    }
  }

  const input: DeadlineInput = {
    ...raw,
    jurisdiction,
    baseDate,
    baseEvent,
    direction,
    ...(partyType ? { partyType } : {}),
    ...(serviceMethod ? { serviceMethod } : {}),
  };
  const plural = days === 1 ? "" : "s";
  const ptUnit = unit === "business" ? (days === 1 ? "útil" : "úteis") : `corrido${plural}`;
  const customName: Bilingual = {
    en: `Custom deadline: ${days} ${unit} day${plural}${direction === "backward" ? " before the event" : ""}`,
    pt: `Prazo personalizado: ${days} dia${plural} ${ptUnit}${direction === "backward" ? " antes do evento" : ""}`,
  };

  return {
    input,
    court,
    system,
    rule,
    ruleId: rule?.id ?? "custom",
    ruleName: rule?.name ?? customName,
    ruleBasis: rule?.basis ?? "",
    days,
    unit,
    direction,
    baseEvent,
    extraClosedDays,
    notes,
    basisExtra,
  };
}
