/**
 * Courts the calculator knows, each with its calendar, the procedural systems it hears and, when its calendar is
 * known to be incomplete, a note that is copied into every result computed for it.
 */
import {
  BR_FEDERAL_COURT_DAYS,
  BR_FEDERAL_RECESS,
  BR_NATIONAL_HOLIDAYS,
  BR_STATE_COURT_DAYS,
  BR_STATE_HOLIDAYS,
  type ClosedRangeDef,
  type HolidayDef,
  SUSPENSIONS_SUPERIOR_COURT,
  type SuspensionDef,
  US_FEDERAL_HOLIDAYS,
} from "./calendars.ts";
import { DeadlineError } from "./errors.ts";
import type { Bilingual, Jurisdiction, ProcedureSystem } from "./types.ts";

export type CourtKind = "superior" | "federal" | "labour" | "state" | "small_claims" | "us_federal";

export type CourtDef = {
  id: string;
  name: Bilingual;
  jurisdiction: Jurisdiction;
  kind: CourtKind;
  /** Systems heard by the court; the first is the default. */
  systems: ProcedureSystem[];
  /** State (UF) whose holidays apply, when one does. */
  state?: string;
  holidays: HolidayDef[];
  closedRanges: ClosedRangeDef[];
  /** Court-specific suspensions (added to the system's own, e.g. CPC art. 220). */
  suspensions: SuspensionDef[];
  /** Present when the calendar is known to be partial: what is missing. */
  partial?: Bilingual;
  aliases: string[];
};

const MUNICIPAL: Bilingual = {
  en: "Municipal holidays of the court's seat and local closures are not included: add them as the court's closed days.",
  pt: "Feriados municipais da comarca/sede e fechamentos locais não estão incluídos: informe-os como dias sem expediente do tribunal.",
};

const stateHolidays = (uf: string): HolidayDef[] => BR_STATE_HOLIDAYS[uf] ?? [];

function stateCourt(uf: string, id: string, en: string, pt: string, partial: Bilingual, aliases: string[]): CourtDef {
  return {
    id,
    name: { en, pt },
    jurisdiction: "brazil",
    kind: "state",
    systems: ["cpc", "cpp"],
    state: uf,
    holidays: [...BR_NATIONAL_HOLIDAYS, ...BR_STATE_COURT_DAYS, ...stateHolidays(uf)],
    closedRanges: [],
    suspensions: [],
    partial,
    aliases,
  };
}

function smallClaims(uf: string | undefined, id: string): CourtDef {
  const where = uf ? ` (${uf})` : "";
  return {
    id,
    name: { en: `Small-claims court${where} (Juizado Especial Cível)`, pt: `Juizado Especial Cível${where}` },
    jurisdiction: "brazil",
    kind: "small_claims",
    systems: ["juizados"],
    ...(uf ? { state: uf } : {}),
    holidays: [...BR_NATIONAL_HOLIDAYS, ...BR_STATE_COURT_DAYS, ...(uf ? stateHolidays(uf) : [])],
    closedRanges: [],
    suspensions: [],
    partial: MUNICIPAL,
    aliases: uf ? [`JEC${uf}`, `JECC${uf}`] : ["JECC", "JUIZADO", "JUIZADO ESPECIAL", "JUIZADO ESPECIAL CIVEL"],
  };
}

function federalCourt(
  id: string,
  kind: CourtKind,
  en: string,
  pt: string,
  systems: ProcedureSystem[],
  extra: { uf?: string; suspensions?: SuspensionDef[]; partial?: Bilingual; aliases?: string[] },
): CourtDef {
  return {
    id,
    name: { en, pt },
    jurisdiction: "brazil",
    kind,
    systems,
    ...(extra.uf ? { state: extra.uf } : {}),
    holidays: [...BR_NATIONAL_HOLIDAYS, ...BR_FEDERAL_COURT_DAYS, ...(extra.uf ? stateHolidays(extra.uf) : [])],
    closedRanges: [BR_FEDERAL_RECESS],
    suspensions: extra.suspensions ?? [],
    ...(extra.partial ? { partial: extra.partial } : {}),
    aliases: extra.aliases ?? [],
  };
}

const partialState = (en: string, pt: string): Bilingual => ({
  en: `${en} ${MUNICIPAL.en}`,
  pt: `${pt} ${MUNICIPAL.pt}`,
});

/**
 * TRT regions and the state of each seat. State holidays are applied only where we could name the statute
 * (SP, RS); for the other regions the note says so.
 */
const TRT_SEATS: Array<[number, string, string]> = [
  [1, "RJ", "Rio de Janeiro"],
  [2, "SP", "São Paulo (capital)"],
  [3, "MG", "Minas Gerais"],
  [4, "RS", "Rio Grande do Sul"],
  [5, "BA", "Bahia"],
  [6, "PE", "Pernambuco"],
  [7, "CE", "Ceará"],
  [8, "PA", "Pará/Amapá"],
  [9, "PR", "Paraná"],
  [10, "DF", "Distrito Federal/Tocantins"],
  [11, "AM", "Amazonas/Roraima"],
  [12, "SC", "Santa Catarina"],
  [13, "PB", "Paraíba"],
  [14, "RO", "Rondônia/Acre"],
  [15, "SP", "Campinas (SP)"],
  [16, "MA", "Maranhão"],
  [17, "ES", "Espírito Santo"],
  [18, "GO", "Goiás"],
  [19, "AL", "Alagoas"],
  [20, "SE", "Sergipe"],
  [21, "RN", "Rio Grande do Norte"],
  [22, "PI", "Piauí"],
  [23, "MT", "Mato Grosso"],
  [24, "MS", "Mato Grosso do Sul"],
];

/** States whose holiday list we trust enough to apply to federal and labour courts sitting there. */
const STATES_WITH_FEDERAL_EFFECT = new Set(["SP", "RS", "MG", "DF"]);

const LABOUR_NOTE: Bilingual = {
  en: "Labour courts follow the federal court holidays of Lei 5.010/1966 art. 62 (recess, Holy Week, 11 Aug, 1 Nov, 8 Dec) in their published calendars; confirm the regional court's yearly act.",
  pt: "A Justiça do Trabalho adota nos seus calendários os feriados da Lei 5.010/1966 art. 62 (recesso, Semana Santa, 11/08, 01/11, 08/12); confirme o ato anual do Tribunal Regional.",
};

function trt(n: number, uf: string, seat: string): CourtDef {
  const applyState = STATES_WITH_FEDERAL_EFFECT.has(uf);
  const statePart: Bilingual = applyState
    ? { en: "", pt: "" }
    : {
        en: ` State holidays of ${uf} are not included.`,
        pt: ` Feriados estaduais de ${uf} não estão incluídos.`,
      };
  return federalCourt(
    `TRT${n}`,
    "labour",
    `Regional Labour Court, ${n}th Region (${seat})`,
    `TRT da ${n}ª Região (${seat})`,
    ["clt"],
    {
      ...(applyState ? { uf } : {}),
      partial: {
        en: `${LABOUR_NOTE.en}${statePart.en} ${MUNICIPAL.en}`,
        pt: `${LABOUR_NOTE.pt}${statePart.pt} ${MUNICIPAL.pt}`,
      },
    },
  );
}

const TRF_SEATS: Array<[number, string | undefined, string, Bilingual]> = [
  [
    1,
    "DF",
    "Brasília",
    {
      en: "Covers many states; their state holidays are not included.",
      pt: "Abrange vários estados; seus feriados estaduais não estão incluídos.",
    },
  ],
  [
    2,
    undefined,
    "Rio de Janeiro",
    {
      en: "RJ/ES state holidays (e.g. 23 April in RJ) are not included: confirm the court's calendar.",
      pt: "Feriados estaduais do RJ/ES (ex.: 23/04 no RJ) não estão incluídos: confirme o calendário do tribunal.",
    },
  ],
  [
    3,
    "SP",
    "São Paulo",
    {
      en: "9 July (SP) applies to the court and the São Paulo section; Mato Grosso do Sul sections follow MS holidays, not included.",
      pt: "O 9 de julho (SP) vale para o tribunal e a Seção de São Paulo; as subseções de MS seguem feriados de MS, não incluídos.",
    },
  ],
  [
    4,
    "RS",
    "Porto Alegre",
    {
      en: "20 September (RS) applies at the seat; Santa Catarina and Paraná holidays are not included.",
      pt: "O 20 de setembro (RS) vale na sede; feriados de SC e PR não estão incluídos.",
    },
  ],
  [
    5,
    undefined,
    "Recife",
    {
      en: "State holidays of the region (PE, AL, CE, PB, RN, SE) are not included.",
      pt: "Feriados estaduais da região (PE, AL, CE, PB, RN, SE) não estão incluídos.",
    },
  ],
  [6, "MG", "Belo Horizonte", { en: "Installed 19 Aug 2022.", pt: "Instalado em 19/08/2022." }],
];

function trf(n: number, uf: string | undefined, seat: string, note: Bilingual): CourtDef {
  return federalCourt(
    `TRF${n}`,
    "federal",
    `Federal Regional Court, ${n}th Region (${seat})`,
    `TRF da ${n}ª Região (${seat})`,
    ["cpc", "cpp"],
    {
      ...(uf ? { uf } : {}),
      partial: { en: `${note.en} ${MUNICIPAL.en}`, pt: `${note.pt} ${MUNICIPAL.pt}` },
    },
  );
}

export const COURTS: CourtDef[] = [
  federalCourt("STF", "superior", "Supreme Federal Court (STF)", "Supremo Tribunal Federal (STF)", ["cpc", "cpp"], {
    suspensions: SUSPENSIONS_SUPERIOR_COURT,
    aliases: ["SUPREMO", "SUPREMO TRIBUNAL FEDERAL"],
  }),
  federalCourt(
    "STJ",
    "superior",
    "Superior Court of Justice (STJ)",
    "Superior Tribunal de Justiça (STJ)",
    ["cpc", "cpp"],
    {
      suspensions: SUSPENSIONS_SUPERIOR_COURT,
      aliases: ["SUPERIOR TRIBUNAL DE JUSTICA"],
    },
  ),
  federalCourt("TST", "superior", "Superior Labour Court (TST)", "Tribunal Superior do Trabalho (TST)", ["clt"], {
    partial: {
      en: `${LABOUR_NOTE.en} Whether the TST suspends deadlines in July is not modelled: confirm.`,
      pt: `${LABOUR_NOTE.pt} Eventual suspensão de prazos no TST em julho não está modelada: confirme.`,
    },
    aliases: ["TRIBUNAL SUPERIOR DO TRABALHO"],
  }),
  federalCourt(
    "TRF",
    "federal",
    "Federal court (generic calendar)",
    "Justiça Federal (calendário genérico)",
    ["cpc", "cpp"],
    {
      partial: {
        en: `Generic federal calendar (Lei 5.010/1966 art. 62) without state holidays. ${MUNICIPAL.en}`,
        pt: `Calendário federal genérico (Lei 5.010/1966 art. 62) sem feriados estaduais. ${MUNICIPAL.pt}`,
      },
      aliases: ["JUSTICA FEDERAL", "JF"],
    },
  ),
  ...TRF_SEATS.map(([n, uf, seat, note]) => trf(n, uf, seat, note)),
  federalCourt(
    "TRT",
    "labour",
    "Labour court (generic calendar)",
    "Justiça do Trabalho (calendário genérico)",
    ["clt"],
    {
      partial: {
        en: `${LABOUR_NOTE.en} Generic labour calendar without state holidays. ${MUNICIPAL.en}`,
        pt: `${LABOUR_NOTE.pt} Calendário trabalhista genérico sem feriados estaduais. ${MUNICIPAL.pt}`,
      },
      aliases: ["JUSTICA DO TRABALHO", "VARA DO TRABALHO"],
    },
  ),
  ...TRT_SEATS.map(([n, uf, seat]) => trt(n, uf, seat)),
  stateCourt(
    "",
    "TJ",
    "State court (default calendar)",
    "Tribunal de Justiça (calendário padrão)",
    partialState(
      "Default state-court calendar (Carnival, Ash Wednesday half day, Good Friday, Corpus Christi, 8 December); no state holidays.",
      "Calendário padrão da Justiça estadual (Carnaval, Quarta-feira de Cinzas meio expediente, Sexta-feira da Paixão, Corpus Christi, 8 de dezembro); sem feriados estaduais.",
    ),
    ["JUSTICA ESTADUAL", "TRIBUNAL DE JUSTICA"],
  ),
  stateCourt(
    "SP",
    "TJSP",
    "São Paulo State Court (TJSP)",
    "Tribunal de Justiça de São Paulo (TJSP)",
    partialState(
      "Includes 9 July; the court's own yearly closures (e.g. transferred Public Servant's Day) and the capital's 25 January are not included.",
      "Inclui o 9 de julho; fechamentos anuais do próprio tribunal (ex.: Dia do Servidor transferido) e o 25 de janeiro da Capital não estão incluídos.",
    ),
    [],
  ),
  stateCourt(
    "RJ",
    "TJRJ",
    "Rio de Janeiro State Court (TJRJ)",
    "Tribunal de Justiça do Rio de Janeiro (TJRJ)",
    partialState(
      "Includes 23 April (São Jorge) and 20 November before 2024; the capital's 20 January (São Sebastião) is not included.",
      "Inclui 23 de abril (São Jorge) e 20 de novembro antes de 2024; o 20 de janeiro (São Sebastião) da Capital não está incluído.",
    ),
    [],
  ),
  stateCourt(
    "MG",
    "TJMG",
    "Minas Gerais State Court (TJMG)",
    "Tribunal de Justiça de Minas Gerais (TJMG)",
    partialState(
      "No state holiday beyond the national ones; Belo Horizonte's municipal holidays (e.g. 15 August) are not included.",
      "Sem feriado estadual além dos nacionais; feriados municipais de Belo Horizonte (ex.: 15 de agosto) não estão incluídos.",
    ),
    [],
  ),
  stateCourt(
    "RS",
    "TJRS",
    "Rio Grande do Sul State Court (TJRS)",
    "Tribunal de Justiça do Rio Grande do Sul (TJRS)",
    partialState("Includes 20 September.", "Inclui o 20 de setembro."),
    [],
  ),
  stateCourt(
    "DF",
    "TJDFT",
    "Federal District Court of Justice (TJDFT)",
    "Tribunal de Justiça do Distrito Federal e dos Territórios (TJDFT)",
    partialState(
      "Brasília's anniversary (21 April) coincides with Tiradentes; district holidays (e.g. 30 November) are not included.",
      "O aniversário de Brasília (21 de abril) coincide com Tiradentes; feriados distritais (ex.: 30 de novembro) não estão incluídos.",
    ),
    ["TJDF"],
  ),
  smallClaims(undefined, "JEC"),
  smallClaims("SP", "JEC-SP"),
  smallClaims("RJ", "JEC-RJ"),
  smallClaims("MG", "JEC-MG"),
  smallClaims("RS", "JEC-RS"),
  smallClaims("DF", "JEC-DF"),
  {
    id: "federal",
    name: { en: "US federal courts (FRCP / FRAP)", pt: "Justiça federal dos EUA (FRCP / FRAP)" },
    jurisdiction: "usa",
    kind: "us_federal",
    systems: ["frcp"],
    holidays: US_FEDERAL_HOLIDAYS,
    closedRanges: [],
    suspensions: [],
    partial: {
      en: "Days declared holidays by the President or Congress (FRCP 6(a)(6)(B)) and clerk's-office closures (6(a)(3)) are not built in: add them as the court's closed days.",
      pt: "Dias declarados feriados pelo Presidente ou Congresso (FRCP 6(a)(6)(B)) e fechamentos da secretaria (6(a)(3)) não estão embutidos: informe-os como dias sem expediente do tribunal.",
    },
    aliases: [
      "US FEDERAL",
      "USDC",
      "DISTRICT COURT",
      "US DISTRICT COURT",
      "FEDERAL COURT",
      "FRCP",
      "FEDERAL DISTRICT COURT",
    ],
  },
];

/** Uppercase, no accents, letters and digits only: "TRF-3" → "TRF3", "tjsp" → "TJSP". */
export function normaliseCourtKey(value: string): string {
  return value
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, "");
}

const COURT_INDEX = new Map<string, CourtDef>();
for (const court of COURTS) {
  for (const key of [court.id, ...court.aliases]) COURT_INDEX.set(normaliseCourtKey(key), court);
}

/** Finds a court by id or alias (case-, accent- and punctuation-insensitive); throws UNKNOWN_COURT. */
export function findCourt(value: string): CourtDef {
  const court = typeof value === "string" ? COURT_INDEX.get(normaliseCourtKey(value)) : undefined;
  if (!court) {
    const known = COURTS.map((c) => c.id).join(", ");
    throw new DeadlineError("UNKNOWN_COURT", {
      en: `Unknown court "${String(value)}". Known courts: ${known}.`,
      pt: `Tribunal desconhecido "${String(value)}". Tribunais conhecidos: ${known}.`,
    });
  }
  return court;
}
