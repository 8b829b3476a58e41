/**
 * The second half of a calculation (plan.ts is the first): anchor the count, count the period on the court's
 * calendar, apply FRCP 6(d), and assemble the audited result with the notes a lawyer must still check.
 *
 * A wrong deadline is malpractice. Where the law or practice is unsettled, the calculator returns the EARLIER
 * defensible date and says so in `notes` (see docs/decisions/007-deadline-calendars-and-rules.md).
 */
import { type Calendar, createCalendar, isClosed } from "./calendar.ts";
import { type HolidayDef, type SuspensionDef, US_STATE_HOLIDAYS } from "./calendars.ts";
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
import { addDays } from "./dates.ts";
import { type Plan, planDeadline } from "./plan.ts";
import { SYSTEMS } from "./rules.ts";
import type { BaseEvent, Bilingual, DeadlineInput, DeadlineResult } from "./types.ts";

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

/** "CPC art. 1.003 §5; CPC art. 219" → "CPC art. 1.003 §5; art. 219", without repeats. */
function joinBasis(parts: string[]): string {
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
      en: `No state holidays are built in for "${state}"; add any as the court's closed days (FRCP 6(a)(6)(C)).`,
      pt: `Não há feriados estaduais embutidos para "${state}"; informe-os como dias sem expediente do tribunal (FRCP 6(a)(6)(C)).`,
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
  const p = planDeadline(raw);
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
      en: 'The base date was taken as the publication/notice date. If it is the date the notice was made available in the DJe/DJEN, choose the event "Made available in the electronic gazette (DJe/DJEN)": the count then starts one business day later.',
      pt: 'A data-base foi tomada como data da publicação/intimação. Se for a data de disponibilização no DJe/DJEN, escolha o evento "Disponibilização no DJe/DJEN": a contagem começa um dia útil depois.',
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
