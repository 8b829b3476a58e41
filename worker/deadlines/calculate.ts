/**
 * Court-deadline calculator: the public API. Rules and calendars are data (rules.ts, calendars.ts, courts.ts);
 * this file validates the input, picks the counting method and assembles an audited result.
 *
 * A wrong deadline is malpractice. Where the law or practice is unsettled, the calculator returns the EARLIER
 * defensible date and says so in `notes` (see docs/decisions/deadlines-001-calendar-and-rules.md).
 */
import {
  type Calendar,
  createCalendar,
  type HolidayDef,
  isClosed,
  type SuspensionDef,
  US_STATE_HOLIDAYS,
} from "./calendars.ts";
import {
  Audit,
  type CalendarCountOptions,
  type CountOutcome,
  countBusinessBackward,
  countBusinessForward,
  countCalendarBackward,
  countCalendarForward,
  reasonsOf,
  rollForward,
  withSuffix,
} from "./counting.ts";
import { COURTS, type CourtDef, findCourt } from "./courts.ts";
import { addDays, isIsoDate, MAX_YEAR, MIN_YEAR, yearOf } from "./dates.ts";
import { DeadlineError } from "./errors.ts";
import { type DeadlineRule, isCustomAction, RULES, resolveRule, ruleById, SYSTEMS } from "./rules.ts";
import type {
  BaseEvent,
  Bilingual,
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

export type { DeadlineErrorCode } from "./errors.ts";
export { DeadlineError } from "./errors.ts";
export { explainDeadline } from "./explain.ts";
export type * from "./types.ts";

const JURISDICTIONS: readonly Jurisdiction[] = ["brazil", "usa"];
const BASE_EVENTS: readonly BaseEvent[] = [
  "availability",
  "publication",
  "service",
  "notice",
  "entry",
  "waiver_sent",
  "trial",
  "start_of_count",
];
const PARTY_TYPES: readonly PartyType[] = [
  "private",
  "public_treasury",
  "public_prosecutor",
  "public_defender",
  "united_states",
];
const SERVICE_METHODS: readonly ServiceMethod[] = ["electronic", "mail", "personal"];
const UNITS: readonly CountUnit[] = ["business", "calendar"];
const DIRECTIONS: readonly Direction[] = ["forward", "backward"];
const SYSTEM_IDS: readonly ProcedureSystem[] = ["cpc", "juizados", "clt", "cpp", "frcp"];
const MAX_DAYS = 1000;

const EVENT_LABEL: Record<BaseEvent, Bilingual> = {
  availability: {
    en: "Made available in the electronic gazette (DJe/DJEN)",
    pt: "Disponibilização no Diário eletrônico (DJe/DJEN)",
  },
  publication: { en: "Publication / notice date", pt: "Data da publicação / intimação" },
  service: { en: "Service", pt: "Citação / intimação (service)" },
  notice: { en: "Notice (intimação)", pt: "Intimação" },
  entry: { en: "Entry of the judgment or order", pt: "Registro (entry) da sentença ou decisão" },
  waiver_sent: { en: "Waiver request sent", pt: "Envio do pedido de renúncia à citação (waiver)" },
  trial: { en: "Trial / hearing", pt: "Audiência / julgamento" },
  start_of_count: { en: "Event that starts the count (excluded)", pt: "Termo inicial (excluído da contagem)" },
};

function invalid(en: string, pt: string): never {
  throw new DeadlineError("INVALID_INPUT", { en, pt });
}

function oneOf<T extends string>(value: unknown, allowed: readonly T[], field: string): T | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value === "string") {
    const lower = value.trim().toLowerCase();
    const hit = allowed.find((a) => a === lower);
    if (hit) return hit;
  }
  return invalid(
    `Invalid ${field} "${String(value)}": expected one of ${allowed.join(", ")}.`,
    `Valor inválido para ${field} "${String(value)}": esperado um de ${allowed.join(", ")}.`,
  );
}

function checkDate(value: unknown, field: string): string {
  if (!isIsoDate(value)) {
    throw new DeadlineError("INVALID_DATE", {
      en: `${field} must be a real date written as YYYY-MM-DD (got "${String(value)}").`,
      pt: `${field} deve ser uma data válida no formato AAAA-MM-DD (recebido "${String(value)}").`,
    });
  }
  const year = yearOf(value);
  if (year < MIN_YEAR || year > MAX_YEAR) {
    throw new DeadlineError("INVALID_DATE", {
      en: `${field} ${value} is outside the years the calendars cover (${MIN_YEAR}–${MAX_YEAR}).`,
      pt: `${field} ${value} está fora dos anos cobertos pelos calendários (${MIN_YEAR}–${MAX_YEAR}).`,
    });
  }
  return value;
}

function checkExtraClosedDays(value: unknown): ExtraClosedDay[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) invalid("extraClosedDays must be a list.", "extraClosedDays deve ser uma lista.");
  return value.map((item: unknown, i): ExtraClosedDay => {
    const entry = (item ?? {}) as Record<string, unknown>;
    const date = checkDate(entry.date, `extraClosedDays[${i}].date`);
    const reason = typeof entry.reason === "string" ? entry.reason.trim() : "";
    if (!reason) {
      invalid(
        `extraClosedDays[${i}] needs a reason (e.g. "municipal holiday, Lei municipal 123/2020").`,
        `extraClosedDays[${i}] precisa de um motivo (ex.: "feriado municipal, Lei municipal 123/2020").`,
      );
    }
    const kind = oneOf(entry.kind, ["closed", "shortened"] as const, `extraClosedDays[${i}].kind`) ?? "closed";
    return { date, reason, kind };
  });
}

function checkDays(value: unknown): number | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== "number" || !Number.isInteger(value) || value < 1 || value > MAX_DAYS) {
    invalid(
      `days must be a whole number from 1 to ${MAX_DAYS} (got ${String(value)}).`,
      `days deve ser um número inteiro de 1 a ${MAX_DAYS} (recebido ${String(value)}).`,
    );
  }
  return value;
}

/** "CPC art. 1.003 §5; CPC art. 219" → "CPC art. 1.003 §5; art. 219", without repeats. */
export function joinBasis(parts: string[]): string {
  const out: string[] = [];
  const seen = new Set<string>();
  let prefix: string | null = null;
  for (const raw of parts.flatMap((p) => p.split(/;\s*/))) {
    const part = raw.trim();
    if (!part) continue;
    const at = part.indexOf(" art");
    const lawPrefix = at > 0 && !part.startsWith("art") ? part.slice(0, at) : null;
    const normalised = lawPrefix === null && part.startsWith("art") && prefix ? `${prefix} ${part}` : part;
    if (seen.has(normalised)) continue;
    seen.add(normalised);
    if (lawPrefix !== null && lawPrefix === prefix) out.push(part.slice(at + 1));
    else out.push(part);
    if (lawPrefix !== null) prefix = lawPrefix;
    else if (!part.startsWith("art")) prefix = null;
  }
  return out.join("; ");
}

type Plan = {
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

function plan(raw: DeadlineInput): Plan {
  if (raw === null || typeof raw !== "object") invalid("The input must be an object.", "A entrada deve ser um objeto.");
  const jurisdiction = oneOf(raw.jurisdiction, JURISDICTIONS, "jurisdiction");
  if (!jurisdiction)
    invalid("jurisdiction is required (brazil or usa).", "jurisdiction é obrigatório (brazil ou usa).");
  if (typeof raw.actionType !== "string" || !raw.actionType.trim()) {
    throw new DeadlineError("UNKNOWN_ACTION_TYPE", {
      en: "actionType is required.",
      pt: "actionType é obrigatório.",
    });
  }
  if (typeof raw.court !== "string" || !raw.court.trim()) {
    throw new DeadlineError("UNKNOWN_COURT", { en: "court is required.", pt: "court é obrigatório." });
  }
  const court = findCourt(raw.court);
  if (court.jurisdiction !== jurisdiction) {
    throw new DeadlineError("JURISDICTION_MISMATCH", {
      en: `Court ${court.id} belongs to ${court.jurisdiction}, not ${jurisdiction}.`,
      pt: `O tribunal ${court.id} pertence à jurisdição ${court.jurisdiction}, não ${jurisdiction}.`,
    });
  }
  const baseDate = checkDate(raw.baseDate, "baseDate");
  const baseEventIn = oneOf(raw.baseEvent, BASE_EVENTS, "baseEvent");
  const partyType = oneOf(raw.partyType, PARTY_TYPES, "partyType");
  const serviceMethod = oneOf(raw.serviceMethod, SERVICE_METHODS, "serviceMethod");
  const unitIn = oneOf(raw.unit, UNITS, "unit");
  const direction = oneOf(raw.direction, DIRECTIONS, "direction") ?? "forward";
  const requestedSystem = oneOf(raw.system, SYSTEM_IDS, "system");
  const daysIn = checkDays(raw.days);
  const extraClosedDays = checkExtraClosedDays(raw.extraClosedDays);
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

  if (isCustomAction(raw.actionType)) {
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
    const resolved = resolveRule(raw.actionType, jurisdiction, court, requestedSystem);
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

function suspensionsFor(p: Plan): SuspensionDef[] {
  // Substantive calendar-day periods (CC art. 132) are not procedural deadlines: no suspension.
  if (p.unit === "calendar" && p.system !== "cpp") return [];
  if (p.system === "cpp" && p.input.suspensionExempt) return [];
  const own = SYSTEMS[p.system].suspension;
  return [...(own ? [own] : []), ...p.court.suspensions];
}

function holidaysFor(p: Plan): HolidayDef[] {
  const state = typeof p.input.usState === "string" ? p.input.usState.trim().toUpperCase() : "";
  if (p.input.jurisdiction !== "usa" || !state) return p.court.holidays;
  const extra = US_STATE_HOLIDAYS[state];
  if (!extra) {
    p.notes.push({
      en: `No state holidays are built in for "${state}"; add any as extraClosedDays (FRCP 6(a)(6)(C)).`,
      pt: `Não há feriados estaduais embutidos para "${state}"; informe-os em extraClosedDays (FRCP 6(a)(6)(C)).`,
    });
    return p.court.holidays;
  }
  p.notes.push({
    en: `Includes ${state} state holidays for forward-counted periods (FRCP 6(a)(6)(C)); the built-in list is partial.`,
    pt: `Inclui feriados estaduais de ${state} para prazos contados para frente (FRCP 6(a)(6)(C)); a lista é parcial.`,
  });
  return [...p.court.holidays, ...extra];
}

/** Computes a deadline with its full audit. Throws DeadlineError for unknown action types, courts or bad input. */
export function calculateDeadline(raw: DeadlineInput): DeadlineResult {
  const p = plan(raw);
  const { input, court, system } = p;
  const baseDate = input.baseDate;
  const calendar: Calendar = createCalendar({
    holidays: holidaysFor(p),
    closedRanges: court.closedRanges,
    suspensions: suspensionsFor(p),
    extraClosedDays: p.extraClosedDays,
    direction: p.direction,
  });
  const audit = new Audit();
  const notes = p.notes;
  const basis: string[] = [p.ruleBasis];

  // 1. The anchor: the day the count is attached to (excluded from the count).
  let anchor = baseDate;
  audit.push(baseDate, "start", EVENT_LABEL[p.baseEvent]);
  if (p.baseEvent === "availability") {
    // Lei 11.419/2006 art. 4 §3 / CPC art. 224 §2: publication is the first business day after availability.
    let date = addDays(baseDate, 1);
    let status = calendar.status(date);
    while (isClosed(status)) {
      audit.skip(status, {
        en: "publication is the first business day after availability (Lei 11.419/2006 art. 4 §3)",
        pt: "a publicação é o primeiro dia útil seguinte à disponibilização (Lei 11.419/2006 art. 4º §3º)",
      });
      date = addDays(date, 1);
      status = calendar.status(date);
    }
    anchor = date;
    audit.push(anchor, "publication", {
      en: "Deemed published: first business day after availability (Lei 11.419/2006 art. 4 §3; CPC art. 224 §2)",
      pt: "Considera-se publicada: primeiro dia útil após a disponibilização (Lei 11.419/2006 art. 4º §3º; CPC art. 224 §2º)",
    });
  } else if (input.jurisdiction === "brazil" && p.unit === "business") {
    const status = calendar.status(baseDate);
    if (isClosed(status)) {
      // Lei 11.419/2006 art. 5 §2; TST Súmula 262, I: a notice on a non-business day is deemed made on the next one.
      // The next day with court hours, even inside a suspension: the notice is made then, the count waits.
      audit.track(status);
      anchor = addDays(baseDate, 1);
      for (let next = calendar.status(anchor); isClosed(next); next = calendar.status(anchor)) {
        audit.skip(next);
        anchor = addDays(anchor, 1);
      }
      audit.push(anchor, "start", {
        en: `The base date is not a business day (${reasonsOf(status).en}): the notice is deemed made on the next business day (Lei 11.419/2006 art. 5 §2; TST Súmula 262, I)`,
        pt: `A data-base não é dia útil (${reasonsOf(status).pt}): a intimação considera-se feita no primeiro dia útil seguinte (Lei 11.419/2006 art. 5º §2º; TST Súmula 262, I)`,
      });
    }
  } else if (system === "cpp" && isClosed(calendar.status(baseDate))) {
    notes.push({
      en: "The notice fell on a non-business day; the count starts on the first business day after it (STF Súmula 310). Some courts deem the notice made on that business day and start the day after — the earlier date is shown.",
      pt: "A intimação ocorreu em dia não útil; a contagem começa no primeiro dia útil seguinte (STF Súmula 310). Há quem considere a intimação feita nesse dia útil, iniciando a contagem no dia seguinte — mostra-se a data mais cedo.",
    });
  }
  if (input.jurisdiction === "brazil" && raw.baseEvent === undefined) {
    notes.push({
      en: 'The base date was taken as the publication/notice date. If it is the date the notice was made available in the DJe/DJEN, use baseEvent "availability": the count then starts one business day later.',
      pt: 'A data-base foi tomada como data da publicação/intimação. Se for a data de disponibilização no DJe/DJEN, use baseEvent "availability": a contagem começa um dia útil depois.',
    });
  }
  const anchorInSuspension = calendar.status(anchor).suspended.length > 0;
  const publicationBasis =
    p.baseEvent === "availability"
      ? ["Lei 11.419/2006 art. 4 §3", ...(system === "cpc" || system === "juizados" ? ["CPC art. 224 §2"] : [])]
      : [];

  // 2. Count.
  let outcome: CountOutcome;
  const sys = SYSTEMS[system];
  if (p.unit === "business") {
    outcome =
      p.direction === "forward"
        ? countBusinessForward(calendar, audit, anchor, p.days)
        : countBusinessBackward(calendar, audit, anchor, p.days);
    basis.push(...sys.countingBasis);
  } else if (input.jurisdiction === "usa") {
    const counting = p.rule?.countingBasis ?? sys.countingBasis;
    const frap = counting[0]?.startsWith("FRAP") ?? false;
    const ref = frap ? "FRAP 26(a)" : "FRCP 6(a)";
    const options: CalendarCountOptions = {
      startOnBusinessDay: false,
      skipSuspended: false,
      countedAnyway: {
        en: `counted: every day counts, including weekends and legal holidays (${ref}(1)(B))`,
        pt: `contado: contam-se todos os dias, inclusive fins de semana e feriados (${ref}(1)(B))`,
      },
      lastDayRule:
        p.direction === "forward"
          ? {
              en: `the last day is not a business day, so the period continues to the next day that is not a Saturday, Sunday or legal holiday (${ref}(1)(C))`,
              pt: `o último dia não é útil, por isso o prazo vai até o dia seguinte que não seja sábado, domingo ou feriado (${ref}(1)(C))`,
            }
          : {
              en: `the last day is not a business day; counting backward, the "next day" is the previous one that is not a weekend or legal holiday (${ref}(5))`,
              pt: `o último dia não é útil; na contagem regressiva, o "dia seguinte" é o anterior que não seja fim de semana ou feriado (${ref}(5))`,
            },
    };
    outcome =
      p.direction === "forward"
        ? countCalendarForward(calendar, audit, anchor, p.days, options)
        : countCalendarBackward(calendar, audit, anchor, p.days, options);
    basis.push(...counting.map((c) => (p.direction === "backward" ? `${c}(5)` : `${c}(1)`)));
    if (baseDate < "2009-12-01") {
      notes.push({
        en: "Before 1 Dec 2009, periods under 11 days excluded weekends and holidays (former FRCP 6(a)); this result applies the current rule.",
        pt: "Antes de 01/12/2009, prazos de menos de 11 dias excluíam fins de semana e feriados (antigo FRCP 6(a)); este resultado aplica a regra atual.",
      });
    }
  } else {
    // Brazil, calendar days: CPP art. 798 (procedural) or CC art. 132 (substantive periods, e.g. 120 days for a
    // mandado de segurança). Both exclude the start day and move a last day that is not a business day forward.
    const criminal = system === "cpp";
    const options: CalendarCountOptions = {
      startOnBusinessDay: criminal,
      skipSuspended: criminal,
      countedAnyway: criminal
        ? {
            en: "counted: criminal deadlines are not interrupted by weekends or holidays (CPP art. 798)",
            pt: "contado: prazos penais não se interrompem por fins de semana ou feriados (CPP art. 798)",
          }
        : { en: "counted: calendar days (CC art. 132)", pt: "contado: dias corridos (CC art. 132)" },
      lastDayRule: criminal
        ? {
            en: "the last day is not a business day, so it moves to the next business day (CPP art. 798 §3; Saturdays treated alike in practice)",
            pt: "o último dia não é útil, por isso passa ao dia útil seguinte (CPP art. 798 §3º; sábados equiparados na prática)",
          }
        : {
            en: "the last day is not a business day, so it moves to the next business day (CC art. 132 §1)",
            pt: "o último dia não é útil, por isso passa ao dia útil seguinte (CC art. 132 §1º)",
          },
      startRule: {
        en: "the count starts on the first business day after the notice (STF Súmula 310)",
        pt: "a contagem começa no primeiro dia útil após a intimação (STF Súmula 310)",
      },
    };
    outcome =
      p.direction === "forward"
        ? countCalendarForward(calendar, audit, anchor, p.days, options)
        : countCalendarBackward(calendar, audit, anchor, p.days, {
            ...options,
            lastDayRule: {
              en: "the last day is not a business day; counting backward, it moves to the previous business day",
              pt: "o último dia não é útil; na contagem regressiva, passa ao dia útil anterior",
            },
          });
    if (criminal) {
      basis.push(...sys.countingBasis);
    } else {
      basis.push("CC art. 132");
      notes.push({
        en: "Counted in calendar days as a substantive period (CC art. 132): procedural deadlines in days under the CPC/CLT/Lei 9.099 run in business days and are suspended 20 Dec – 20 Jan.",
        pt: "Contado em dias corridos como prazo material (CC art. 132): prazos processuais em dias no CPC/CLT/Lei 9.099 correm em dias úteis e se suspendem de 20/12 a 20/01.",
      });
    }
  }
  basis.push(...publicationBasis);
  let dueDate = outcome.lastDay;

  // 3. FRCP 6(d): +3 days after the period would otherwise expire, for service by mail under Rule 5(b).
  if (input.jurisdiction === "usa" && input.serviceMethod === "mail") {
    const applies = p.rule ? p.rule.mailExtension === true : p.baseEvent === "service";
    if (applies && p.direction === "forward") {
      if (dueDate !== audit.entries.findLast((e) => e.action === "counted")?.date) {
        audit.push(dueDate, "extended", {
          en: "the period would otherwise expire on this day (FRCP 6(a))",
          pt: "o prazo venceria neste dia (FRCP 6(a))",
        });
      }
      let date = dueDate;
      for (let i = 1; i <= 3; i++) {
        date = addDays(date, 1);
        const status = calendar.status(date);
        const why = {
          en: "3 days added for service by mail (FRCP 6(d))",
          pt: "3 dias acrescidos por intimação pelo correio (FRCP 6(d))",
        };
        audit.push(date, "extended", isClosed(status) ? withSuffix(reasonsOf(status), why) : why, i);
      }
      const status = calendar.status(date);
      if (isClosed(status)) {
        date = rollForward(calendar, audit, addDays(date, 1));
      }
      dueDate = date;
      basis.push("FRCP 6(d)");
      notes.push({
        en: "Service by mail: 3 days added after the period would otherwise expire (FRCP 6(d)); if the last of them is a weekend or holiday, the period runs to the next open day.",
        pt: "Intimação pelo correio: 3 dias acrescidos após o vencimento normal (FRCP 6(d)); se o último cair em fim de semana ou feriado, vai ao próximo dia útil.",
      });
    } else {
      notes.push({
        en: "FRCP 6(d) does not add 3 days here: the period does not run from service under Rule 5(b) (e.g. a summons is served under Rule 4; entry of judgment is not service).",
        pt: "O FRCP 6(d) não acrescenta 3 dias aqui: o prazo não corre de intimação nos termos da Rule 5(b) (ex.: citação pela Rule 4; registro da sentença não é intimação).",
      });
    }
  } else if (input.jurisdiction === "usa" && input.serviceMethod === "electronic") {
    notes.push({
      en: "Electronic service adds no days (FRCP 6(d), as amended in 2016).",
      pt: "A intimação eletrônica não acrescenta dias (FRCP 6(d), emenda de 2016).",
    });
  }
  audit.push(dueDate, "due", {
    en: p.direction === "forward" ? "Last day to act" : "Last day to act (counted backward)",
    pt: p.direction === "forward" ? "Último dia do prazo" : "Último dia do prazo (contagem regressiva)",
  });

  // 4. What the lawyer must still check.
  for (const source of audit.suspensionsApplied) basis.push(source);
  if (anchorInSuspension && outcome.firstCountedDay > anchor) {
    notes.push({
      en: "The start day fell within a suspension: the count starts on the first business day after it ends. Some courts treat notices made during the suspension as made on that day, starting the count the day after — the earlier date is shown.",
      pt: "O termo inicial caiu durante a suspensão: a contagem começa no primeiro dia útil após o seu fim. Alguns tribunais consideram a intimação feita nesse dia, iniciando a contagem no dia seguinte — mostra-se a data mais cedo.",
    });
  }
  if (system === "cpp" && audit.suspensionsApplied.size > 0) {
    notes.push({
      en: "CPP art. 798-A: the suspension does not apply to defendants in custody, Lei Maria da Penha cases or urgent measures — recompute with suspensionExempt if so.",
      pt: "CPP art. 798-A: a suspensão não se aplica a réus presos, casos da Lei Maria da Penha ou medidas urgentes — recalcule com suspensionExempt nesses casos.",
    });
  }
  if (system === "juizados") {
    notes.push({
      en: "Whether the 20 Dec – 20 Jan suspension (CPC art. 220) applies in the Juizados depends on the local court; it is not applied here (earlier, safe date).",
      pt: "A aplicação da suspensão de 20/12 a 20/01 (CPC art. 220) nos Juizados depende do tribunal local; não foi aplicada aqui (data mais cedo e segura).",
    });
  }
  if (system === "cpc" && audit.localDaySkipped && p.ruleBasis.includes("1.003")) {
    notes.push({
      en: "A local (non-national) holiday or closure affected this appeal deadline: prove it when filing the appeal (CPC art. 1.003 §6).",
      pt: "Um feriado local (não nacional) ou fechamento afetou este prazo recursal: comprove-o no ato da interposição (CPC art. 1.003 §6º).",
    });
  }
  for (const note of p.rule?.notes ?? []) notes.push(note);
  if (court.partial) notes.push({ en: `Calendar: ${court.partial.en}`, pt: `Calendário: ${court.partial.pt}` });

  return {
    dueDate,
    firstCountedDay: outcome.firstCountedDay,
    days: p.days,
    unit: p.unit,
    direction: p.direction,
    rule: { id: p.ruleId, name: p.ruleName },
    basis: joinBasis([...basis, ...p.basisExtra]),
    startDate: anchor,
    jurisdiction: input.jurisdiction,
    court: court.id,
    system,
    audit: audit.entries,
    notes,
  };
}

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
  if (mention === null || typeof mention !== "object")
    invalid("The input must be an object.", "A entrada deve ser um objeto.");
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

export type ActionTypeOption = {
  id: string;
  name: Bilingual;
  days: number;
  unit: CountUnit;
  basis: string;
  jurisdiction: Jurisdiction;
  systems: ProcedureSystem[];
};

/** Named deadlines for UI option lists ("custom" is always accepted as well, with days and unit). */
export function listActionTypes(jurisdiction?: Jurisdiction): ActionTypeOption[] {
  return RULES.filter((r) => !jurisdiction || r.jurisdiction === jurisdiction).map((r) => ({
    id: r.id,
    name: r.name,
    days: r.days,
    unit: r.unit,
    basis: r.basis,
    jurisdiction: r.jurisdiction,
    systems: [...r.systems],
  }));
}

export type CourtOption = {
  id: string;
  name: Bilingual;
  jurisdiction: Jurisdiction;
  systems: ProcedureSystem[];
  /** Present when the built-in calendar is known to be incomplete. */
  calendarNote?: Bilingual;
};

/** Courts for UI option lists, with a note where the calendar is partial. */
export function listCourts(jurisdiction?: Jurisdiction): CourtOption[] {
  return COURTS.filter((c) => !jurisdiction || c.jurisdiction === jurisdiction).map((c) => ({
    id: c.id,
    name: c.name,
    jurisdiction: c.jurisdiction,
    systems: [...c.systems],
    ...(c.partial ? { calendarNote: c.partial } : {}),
  }));
}
