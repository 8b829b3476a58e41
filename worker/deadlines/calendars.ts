/**
 * Court calendars as data. A calendar is a list of holiday definitions (each with its legal source and the years
 * it applies), closed ranges (recess), and suspensions of deadlines. Court hours decide what a business day is
 * (CPC art. 216: "são feriados ... os sábados, os domingos e os dias em que não haja expediente forense"), so every
 * court gets its own list, and callers can add closed days at call time (extraClosedDays).
 *
 * Rule of thumb when a source was uncertain: leave the day OUT. A missing closed day makes the computed deadline
 * earlier (the lawyer files a day early); a wrong closed day makes it later (the lawyer files late). See
 * docs/decisions/007-deadline-calendars-and-rules.md.
 */
import type { Bilingual } from "./types.ts";

export type DateRule =
  | { kind: "fixed"; month: number; day: number }
  | { kind: "easter"; offset: number }
  /** n-th weekday of a month (n = -1: last), optionally shifted by `plus` days (e.g. the day after Thanksgiving). */
  | { kind: "weekday"; month: number; weekday: number; n: number; plus?: number };

export type HolidayScope = "national" | "court" | "state" | "federal_us" | "state_us";

export type HolidayDef = {
  id: string;
  name: Bilingual;
  rule: DateRule;
  /** "shortened": court open with shortened hours — counted, but never the first or last day (CPC art. 224 §1). */
  effect: "closed" | "shortened";
  source: string;
  scope: HolidayScope;
  fromYear?: number;
  untilYear?: number;
  /** 5 U.S.C. 6103(b): a fixed-date holiday on Saturday is observed Friday, on Sunday Monday. */
  observedUs?: boolean;
  /** FRCP 6(a)(6)(C): state holidays count only for periods measured forward ("after an event"). */
  forwardOnly?: boolean;
};

/** A run of closed days that crosses the year end when `to` is earlier than `from` (e.g. 20 Dec – 6 Jan). */
export type ClosedRangeDef = {
  id: string;
  name: Bilingual;
  from: { month: number; day: number };
  to: { month: number; day: number };
  source: string;
  scope: HolidayScope;
};

/** A period during which deadlines do not run, although courts may be open (CPC art. 220). */
export type SuspensionDef = {
  id: string;
  name: Bilingual;
  from: { month: number; day: number };
  to: { month: number; day: number };
  source: string;
  /** First day on which the suspension rule was in force; earlier occurrences are ignored. */
  validFrom: string;
};

export type DayReasonKind = "weekend" | "holiday" | "recess" | "extra" | "shortened" | "suspension";

export type DayReason = {
  kind: DayReasonKind;
  name: Bilingual;
  source?: string;
  scope?: HolidayScope | "extra";
};

export type DayStatus = {
  date: string;
  /** Weekend, holidays, recess and extra closed days: no court hours. */
  closed: DayReason[];
  /** Open with shortened hours (Ash Wednesday, a reported system outage). */
  shortened: DayReason[];
  /** Deadlines suspended (CPC art. 220, CLT art. 775-A, CPP art. 798-A, superior courts' collective holidays). */
  suspended: DayReason[];
};

// ---------------------------------------------------------------------------------------------------------------
// Brazil

const fixed = (month: number, day: number): DateRule => ({ kind: "fixed", month, day });
const easter = (offset: number): DateRule => ({ kind: "easter", offset });

/** National holidays by federal law (Lei 662/1949 as amended by Lei 10.607/2002, Lei 6.802/1980, Lei 14.759/2023). */
export const BR_NATIONAL_HOLIDAYS: HolidayDef[] = [
  {
    id: "br_new_year",
    name: { en: "New Year's Day (Confraternização Universal)", pt: "Confraternização Universal" },
    rule: fixed(1, 1),
    effect: "closed",
    source: "Lei 662/1949",
    scope: "national",
  },
  {
    id: "br_tiradentes",
    name: { en: "Tiradentes Day", pt: "Tiradentes" },
    rule: fixed(4, 21),
    effect: "closed",
    source: "Lei 662/1949",
    scope: "national",
  },
  {
    id: "br_labour_day",
    name: { en: "Labour Day", pt: "Dia do Trabalho" },
    rule: fixed(5, 1),
    effect: "closed",
    source: "Lei 662/1949",
    scope: "national",
  },
  {
    id: "br_independence",
    name: { en: "Independence Day", pt: "Independência do Brasil" },
    rule: fixed(9, 7),
    effect: "closed",
    source: "Lei 662/1949",
    scope: "national",
  },
  {
    id: "br_aparecida",
    name: { en: "Our Lady of Aparecida", pt: "Nossa Senhora Aparecida" },
    rule: fixed(10, 12),
    effect: "closed",
    source: "Lei 6.802/1980",
    scope: "national",
    fromYear: 1980,
  },
  {
    id: "br_all_souls",
    name: { en: "All Souls' Day (Finados)", pt: "Finados" },
    rule: fixed(11, 2),
    effect: "closed",
    source: "Lei 10.607/2002",
    scope: "national",
  },
  {
    id: "br_republic",
    name: { en: "Proclamation of the Republic", pt: "Proclamação da República" },
    rule: fixed(11, 15),
    effect: "closed",
    source: "Lei 662/1949",
    scope: "national",
  },
  {
    // National only from 2024: before that it was a state/municipal holiday in some places (e.g. RJ, below).
    id: "br_black_consciousness",
    name: { en: "Black Consciousness Day (Zumbi)", pt: "Dia Nacional de Zumbi e da Consciência Negra" },
    rule: fixed(11, 20),
    effect: "closed",
    source: "Lei 14.759/2023",
    scope: "national",
    fromYear: 2024,
  },
  {
    id: "br_christmas",
    name: { en: "Christmas Day", pt: "Natal" },
    rule: fixed(12, 25),
    effect: "closed",
    source: "Lei 662/1949",
    scope: "national",
  },
];

const carnivalMonday: HolidayDef = {
  id: "br_carnival_monday",
  name: { en: "Carnival Monday", pt: "Segunda-feira de Carnaval" },
  rule: easter(-48),
  effect: "closed",
  source: "court calendar",
  scope: "court",
};

const carnivalTuesday: HolidayDef = {
  id: "br_carnival_tuesday",
  name: { en: "Carnival Tuesday", pt: "Terça-feira de Carnaval" },
  rule: easter(-47),
  effect: "closed",
  source: "Lei 1.408/1951 art. 5",
  scope: "court",
};

/**
 * Ash Wednesday: courts open at midday or in the afternoon. Not a holiday, so it counts inside a period, but under
 * CPC art. 224 §1 (shortened hours) it can be neither the first counted day nor the last day — both move to the
 * next business day. Federal courts do the same in practice (afternoon hours).
 */
const ashWednesday: HolidayDef = {
  id: "br_ash_wednesday",
  name: { en: "Ash Wednesday (shortened court hours)", pt: "Quarta-feira de Cinzas (expediente reduzido)" },
  rule: easter(-46),
  effect: "shortened",
  source: "CPC art. 224 §1",
  scope: "court",
};

/** Default state-court calendar: days most Tribunais de Justiça close on although they are not national holidays. */
export const BR_STATE_COURT_DAYS: HolidayDef[] = [
  { ...carnivalMonday, source: "state court calendar" },
  carnivalTuesday,
  ashWednesday,
  {
    id: "br_good_friday",
    name: { en: "Good Friday", pt: "Sexta-feira da Paixão" },
    rule: easter(-2),
    effect: "closed",
    source: "Lei 1.408/1951 art. 5; Lei 9.093/1995 art. 2",
    scope: "court",
  },
  {
    id: "br_corpus_christi",
    name: { en: "Corpus Christi", pt: "Corpus Christi" },
    rule: easter(60),
    effect: "closed",
    source: "state court calendar",
    scope: "court",
  },
  {
    id: "br_justice_day",
    name: { en: "Justice Day", pt: "Dia da Justiça" },
    rule: fixed(12, 8),
    effect: "closed",
    source: "Lei 1.408/1951 art. 5",
    scope: "court",
  },
];

/** Justiça Federal "including the superior courts": Lei 5.010/1966 art. 62 (not applicable to state courts). */
export const BR_FEDERAL_COURT_DAYS: HolidayDef[] = [
  { ...carnivalMonday, source: "Lei 5.010/1966 art. 62, III" },
  { ...carnivalTuesday, source: "Lei 5.010/1966 art. 62, III" },
  ashWednesday,
  ...(
    [
      [-4, "Holy Wednesday", "Quarta-feira Santa"],
      [-3, "Maundy Thursday", "Quinta-feira Santa"],
      [-2, "Good Friday", "Sexta-feira da Paixão"],
      [-1, "Holy Saturday", "Sábado de Aleluia"],
      [0, "Easter Sunday", "Domingo de Páscoa"],
    ] as const
  ).map(
    ([offset, en, pt]): HolidayDef => ({
      id: `br_holy_week_${offset + 4}`,
      name: { en: `Holy Week: ${en}`, pt: `Semana Santa: ${pt}` },
      rule: easter(offset),
      effect: "closed",
      source: "Lei 5.010/1966 art. 62, II",
      scope: "court",
    }),
  ),
  {
    id: "br_law_courses_day",
    name: { en: "Founding of the law schools (11 August)", pt: "Criação dos cursos jurídicos (11 de agosto)" },
    rule: fixed(8, 11),
    effect: "closed",
    source: "Lei 5.010/1966 art. 62, IV",
    scope: "court",
  },
  {
    id: "br_all_saints",
    name: { en: "All Saints' Day", pt: "Dia de Todos os Santos" },
    rule: fixed(11, 1),
    effect: "closed",
    source: "Lei 5.010/1966 art. 62, IV",
    scope: "court",
  },
  {
    id: "br_justice_day",
    name: { en: "Justice Day", pt: "Dia da Justiça" },
    rule: fixed(12, 8),
    effect: "closed",
    source: "Lei 5.010/1966 art. 62, IV",
    scope: "court",
  },
];

export const BR_FEDERAL_RECESS: ClosedRangeDef = {
  id: "br_federal_recess",
  name: { en: "Court recess 20 Dec – 6 Jan", pt: "Recesso forense de 20/12 a 06/01" },
  from: { month: 12, day: 20 },
  to: { month: 1, day: 6 },
  source: "Lei 5.010/1966 art. 62, I",
  scope: "court",
};

/** State holidays, by state (UF). Only those whose statute we could name; see the court list for what is partial. */
export const BR_STATE_HOLIDAYS: Record<string, HolidayDef[]> = {
  SP: [
    {
      id: "sp_constitutionalist_revolution",
      name: { en: "Constitutionalist Revolution of 1932 (São Paulo)", pt: "Revolução Constitucionalista de 1932" },
      rule: fixed(7, 9),
      effect: "closed",
      source: "Lei estadual SP 9.497/1997",
      scope: "state",
      fromYear: 1997,
    },
  ],
  RJ: [
    {
      id: "rj_saint_george",
      name: { en: "Saint George's Day (Rio de Janeiro)", pt: "Dia de São Jorge" },
      rule: fixed(4, 23),
      effect: "closed",
      source: "Lei estadual RJ 5.198/2008",
      scope: "state",
      fromYear: 2008,
    },
    {
      // A state holiday in RJ before it became national in 2024; from 2024 the national entry covers it.
      id: "rj_zumbi",
      name: { en: "Zumbi / Black Consciousness Day (Rio de Janeiro)", pt: "Dia de Zumbi (RJ)" },
      rule: fixed(11, 20),
      effect: "closed",
      source: "Lei estadual RJ 4.007/2002",
      scope: "state",
      fromYear: 2003,
      untilYear: 2023,
    },
  ],
  RS: [
    {
      id: "rs_farroupilha",
      name: { en: "Farroupilha Revolution Day (Rio Grande do Sul)", pt: "Revolução Farroupilha" },
      rule: fixed(9, 20),
      effect: "closed",
      source: "Lei estadual RS 4.850/1964",
      scope: "state",
    },
  ],
  // MG: no state holiday beyond the national ones (its data magna, 21 April, is Tiradentes).
  MG: [],
  // DF: Brasília's anniversary (21 April) coincides with Tiradentes, already national.
  DF: [],
};

/** CPC art. 220: civil deadlines are suspended from 20 December to 20 January inclusive. */
export const SUSPENSION_CPC: SuspensionDef = {
  id: "cpc_220",
  name: { en: "Suspension of deadlines 20 Dec – 20 Jan", pt: "Suspensão de prazos de 20/12 a 20/01" },
  from: { month: 12, day: 20 },
  to: { month: 1, day: 20 },
  source: "CPC art. 220",
  validFrom: "2016-03-18",
};

/** CLT art. 775-A (Lei 13.545/2017): the same suspension in labour courts. */
export const SUSPENSION_CLT: SuspensionDef = {
  ...SUSPENSION_CPC,
  id: "clt_775a",
  source: "CLT art. 775-A",
  validFrom: "2017-12-20",
};

/** CPP art. 798-A (Lei 14.365/2022): the same suspension in criminal cases, with exceptions (custody, urgency). */
export const SUSPENSION_CPP: SuspensionDef = {
  ...SUSPENSION_CPC,
  id: "cpp_798a",
  source: "CPP art. 798-A",
  validFrom: "2022-06-03",
};

/**
 * STF and STJ: Ministers' collective holidays 2–31 January and 2–31 July (LOMAN, LC 35/1979, art. 66 §1, kept for
 * the superior courts after EC 45/2004); the courts suspend deadlines in cases before them during these periods.
 */
export const SUSPENSIONS_SUPERIOR_COURT: SuspensionDef[] = [
  {
    id: "superior_january",
    name: { en: "Ministers' collective holidays 2–31 Jan", pt: "Férias coletivas dos Ministros de 02 a 31/01" },
    from: { month: 1, day: 2 },
    to: { month: 1, day: 31 },
    source: "LOMAN art. 66 §1",
    validFrom: "1990-01-01",
  },
  {
    id: "superior_july",
    name: { en: "Ministers' collective holidays 2–31 Jul", pt: "Férias coletivas dos Ministros de 02 a 31/07" },
    from: { month: 7, day: 2 },
    to: { month: 7, day: 31 },
    source: "LOMAN art. 66 §1",
    validFrom: "1990-01-01",
  },
];

// ---------------------------------------------------------------------------------------------------------------
// United States

const MON = 1;
const THU = 4;

/** FRCP 6(a)(6)(A): the days set aside by 5 U.S.C. 6103 (observed dates for the fixed ones). */
export const US_FEDERAL_HOLIDAYS: HolidayDef[] = [
  {
    id: "us_new_year",
    name: { en: "New Year's Day", pt: "Ano-Novo" },
    rule: fixed(1, 1),
    effect: "closed",
    source: "5 U.S.C. 6103",
    scope: "federal_us",
    observedUs: true,
  },
  {
    id: "us_mlk",
    name: { en: "Martin Luther King Jr. Day", pt: "Dia de Martin Luther King Jr." },
    rule: { kind: "weekday", month: 1, weekday: MON, n: 3 },
    effect: "closed",
    source: "5 U.S.C. 6103",
    scope: "federal_us",
    fromYear: 1986,
  },
  {
    id: "us_washington",
    name: { en: "Washington's Birthday", pt: "Aniversário de Washington" },
    rule: { kind: "weekday", month: 2, weekday: MON, n: 3 },
    effect: "closed",
    source: "5 U.S.C. 6103",
    scope: "federal_us",
  },
  {
    id: "us_memorial",
    name: { en: "Memorial Day", pt: "Memorial Day" },
    rule: { kind: "weekday", month: 5, weekday: MON, n: -1 },
    effect: "closed",
    source: "5 U.S.C. 6103",
    scope: "federal_us",
  },
  {
    id: "us_juneteenth",
    name: { en: "Juneteenth National Independence Day", pt: "Juneteenth" },
    rule: fixed(6, 19),
    effect: "closed",
    source: "5 U.S.C. 6103 (Pub. L. 117-17, 2021)",
    scope: "federal_us",
    observedUs: true,
    fromYear: 2021,
  },
  {
    id: "us_independence",
    name: { en: "Independence Day", pt: "Dia da Independência (EUA)" },
    rule: fixed(7, 4),
    effect: "closed",
    source: "5 U.S.C. 6103",
    scope: "federal_us",
    observedUs: true,
  },
  {
    id: "us_labor",
    name: { en: "Labor Day", pt: "Dia do Trabalho (EUA)" },
    rule: { kind: "weekday", month: 9, weekday: MON, n: 1 },
    effect: "closed",
    source: "5 U.S.C. 6103",
    scope: "federal_us",
  },
  {
    id: "us_columbus",
    name: { en: "Columbus Day", pt: "Dia de Colombo" },
    rule: { kind: "weekday", month: 10, weekday: MON, n: 2 },
    effect: "closed",
    source: "5 U.S.C. 6103",
    scope: "federal_us",
  },
  {
    id: "us_veterans",
    name: { en: "Veterans Day", pt: "Dia dos Veteranos" },
    rule: fixed(11, 11),
    effect: "closed",
    source: "5 U.S.C. 6103",
    scope: "federal_us",
    observedUs: true,
  },
  {
    id: "us_thanksgiving",
    name: { en: "Thanksgiving Day", pt: "Dia de Ação de Graças" },
    rule: { kind: "weekday", month: 11, weekday: THU, n: 4 },
    effect: "closed",
    source: "5 U.S.C. 6103",
    scope: "federal_us",
  },
  {
    id: "us_christmas",
    name: { en: "Christmas Day", pt: "Natal" },
    rule: fixed(12, 25),
    effect: "closed",
    source: "5 U.S.C. 6103",
    scope: "federal_us",
    observedUs: true,
  },
];

/**
 * FRCP 6(a)(6)(C) / FRAP 26(a)(6)(C): "any other day declared a holiday by the state where the district court is
 * located", for forward-counted periods only. Deliberately partial: a few well-established state holidays, on their
 * statutory date (no weekend shifting). Anything else goes in extraClosedDays.
 */
export const US_STATE_HOLIDAYS: Record<string, HolidayDef[]> = {
  MA: [
    {
      id: "ma_patriots_day",
      name: { en: "Patriots' Day (Massachusetts)", pt: "Patriots' Day (Massachusetts)" },
      rule: { kind: "weekday", month: 4, weekday: MON, n: 3 },
      effect: "closed",
      source: "M.G.L. c. 4 §7",
      scope: "state_us",
      forwardOnly: true,
    },
  ],
  NY: [
    {
      id: "ny_lincoln",
      name: { en: "Lincoln's Birthday (New York)", pt: "Aniversário de Lincoln (Nova York)" },
      rule: fixed(2, 12),
      effect: "closed",
      source: "N.Y. Gen. Constr. Law §24",
      scope: "state_us",
      forwardOnly: true,
    },
    {
      id: "ny_election_day",
      name: { en: "General Election Day (New York)", pt: "Dia da eleição geral (Nova York)" },
      rule: { kind: "weekday", month: 11, weekday: MON, n: 1, plus: 1 },
      effect: "closed",
      source: "N.Y. Gen. Constr. Law §24",
      scope: "state_us",
      forwardOnly: true,
    },
  ],
  CA: [
    {
      id: "ca_lincoln",
      name: { en: "Lincoln Day (California)", pt: "Dia de Lincoln (Califórnia)" },
      rule: fixed(2, 12),
      effect: "closed",
      source: "Cal. Gov. Code §6700",
      scope: "state_us",
      forwardOnly: true,
    },
    {
      id: "ca_cesar_chavez",
      name: { en: "César Chávez Day (California)", pt: "Dia de César Chávez (Califórnia)" },
      rule: fixed(3, 31),
      effect: "closed",
      source: "Cal. Gov. Code §6700",
      scope: "state_us",
      forwardOnly: true,
    },
    {
      id: "ca_day_after_thanksgiving",
      name: { en: "Day after Thanksgiving (California)", pt: "Dia seguinte a Ação de Graças (Califórnia)" },
      rule: { kind: "weekday", month: 11, weekday: THU, n: 4, plus: 1 },
      effect: "closed",
      source: "Cal. Gov. Code §6700",
      scope: "state_us",
      forwardOnly: true,
    },
  ],
};
