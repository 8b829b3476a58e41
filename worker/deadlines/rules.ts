/**
 * Procedural systems (how days are counted) and the catalogue of named deadlines (how many days, from what, under
 * which article). Rules change: edit the data here, with the statute named, and the tests pin the behaviour.
 */
import { SUSPENSION_CLT, SUSPENSION_CPC, SUSPENSION_CPP, type SuspensionDef } from "./calendars.ts";
import type { BaseEvent, Bilingual, CountUnit, Jurisdiction, PartyType, ProcedureSystem } from "./types.ts";

export type DoublingDef = { basis: string; label: Bilingual };

export type SystemDef = {
  id: ProcedureSystem;
  jurisdiction: Jurisdiction;
  name: Bilingual;
  defaultUnit: CountUnit;
  /** Articles that govern counting in the system's own unit, appended to every basis. */
  countingBasis: string[];
  suspension?: SuspensionDef;
  /** Deadlines computed from base dates before this day followed a different counting rule. */
  validFrom?: { date: string; why: Bilingual };
  /** Parties whose deadlines are doubled, and the article saying so. */
  doubling: Partial<Record<PartyType, DoublingDef>>;
  /** Parties for which a doubling is commonly claimed but not applied here, with the reason. */
  noDoubling?: Partial<Record<PartyType, Bilingual>>;
};

const TREASURY: Bilingual = { en: "public treasury (Fazenda Pública)", pt: "Fazenda Pública" };
const PROSECUTOR: Bilingual = { en: "public prosecutor (Ministério Público)", pt: "Ministério Público" };
const DEFENDER: Bilingual = { en: "public defender (Defensoria Pública)", pt: "Defensoria Pública" };

export const SYSTEMS: Record<ProcedureSystem, SystemDef> = {
  cpc: {
    id: "cpc",
    jurisdiction: "brazil",
    name: { en: "Brazilian Code of Civil Procedure (CPC/2015)", pt: "Código de Processo Civil (CPC/2015)" },
    defaultUnit: "business",
    countingBasis: ["CPC art. 219", "CPC art. 224"],
    suspension: SUSPENSION_CPC,
    validFrom: {
      date: "2016-03-18",
      why: {
        en: "CPC/2015 (business-day counting) applies from 18 March 2016; earlier deadlines ran in calendar days under CPC/1973.",
        pt: "O CPC/2015 (contagem em dias úteis) vale a partir de 18/03/2016; antes, os prazos corriam em dias corridos (CPC/1973).",
      },
    },
    doubling: {
      public_treasury: { basis: "CPC art. 183", label: TREASURY },
      public_prosecutor: { basis: "CPC art. 180", label: PROSECUTOR },
      public_defender: { basis: "CPC art. 186", label: DEFENDER },
    },
  },
  juizados: {
    id: "juizados",
    jurisdiction: "brazil",
    name: { en: "Small-claims courts (Lei 9.099/1995)", pt: "Juizados Especiais (Lei 9.099/1995)" },
    defaultUnit: "business",
    countingBasis: ["Lei 9.099/1995 art. 12-A", "CPC art. 224"],
    // No suspension here on purpose: whether CPC art. 220 reaches the Juizados is settled locally. Leaving it out
    // gives the earlier (safe) date; a note tells the lawyer to check.
    validFrom: {
      date: "2018-11-01",
      why: {
        en: "Business-day counting in the Juizados applies from Lei 13.728/2018 (art. 12-A); earlier deadlines ran in calendar days.",
        pt: "A contagem em dias úteis nos Juizados vale desde a Lei 13.728/2018 (art. 12-A); antes, os prazos corriam em dias corridos.",
      },
    },
    doubling: {},
    noDoubling: {
      public_treasury: {
        en: "No different deadlines for public entities in the Juizados (Lei 12.153/2009 art. 7).",
        pt: "Não há prazo diferenciado para pessoas jurídicas de direito público nos Juizados (Lei 12.153/2009 art. 7º).",
      },
      public_defender: {
        en: "Whether the Defensoria's double period (LC 80/1994) applies in the Juizados is disputed; the single period is shown (earliest safe date).",
        pt: "É controvertido se o prazo em dobro da Defensoria (LC 80/1994) se aplica nos Juizados; mostra-se o prazo simples (data mais segura).",
      },
      public_prosecutor: {
        en: "No double period is applied in the Juizados; the single period is shown (earliest safe date).",
        pt: "Não se aplica prazo em dobro nos Juizados; mostra-se o prazo simples (data mais segura).",
      },
    },
  },
  clt: {
    id: "clt",
    jurisdiction: "brazil",
    name: { en: "Brazilian Labour Code (CLT)", pt: "Consolidação das Leis do Trabalho (CLT)" },
    defaultUnit: "business",
    countingBasis: ["CLT art. 775", "TST Súmula 1"],
    suspension: SUSPENSION_CLT,
    validFrom: {
      date: "2017-11-11",
      why: {
        en: "Business-day counting in labour courts applies from Lei 13.467/2017 (in force 11 Nov 2017); earlier deadlines ran in calendar days.",
        pt: "A contagem em dias úteis na Justiça do Trabalho vale desde a Lei 13.467/2017 (vigência 11/11/2017); antes, os prazos corriam em dias corridos.",
      },
    },
    doubling: {
      public_treasury: { basis: "Decreto-Lei 779/1969 art. 1º, III", label: TREASURY },
      public_defender: { basis: "LC 80/1994 arts. 44, I; 89, I; 128, I", label: DEFENDER },
    },
    noDoubling: {
      public_prosecutor: {
        en: "No double period is applied for the labour prosecution service here; the single period is shown (earliest safe date).",
        pt: "Não se aplica prazo em dobro ao Ministério Público do Trabalho aqui; mostra-se o prazo simples (data mais segura).",
      },
    },
  },
  cpp: {
    id: "cpp",
    jurisdiction: "brazil",
    name: { en: "Brazilian Code of Criminal Procedure (CPP)", pt: "Código de Processo Penal (CPP)" },
    defaultUnit: "calendar",
    countingBasis: ["CPP art. 798", "STF Súmula 310"],
    suspension: SUSPENSION_CPP,
    doubling: {
      public_defender: { basis: "LC 80/1994 arts. 44, I; 89, I; 128, I", label: DEFENDER },
    },
    noDoubling: {
      public_prosecutor: {
        en: "The Ministério Público has no double period in criminal proceedings.",
        pt: "O Ministério Público não tem prazo em dobro no processo penal.",
      },
      public_treasury: {
        en: "No double period for the public treasury in criminal proceedings.",
        pt: "Não há prazo em dobro para a Fazenda Pública no processo penal.",
      },
    },
  },
  frcp: {
    id: "frcp",
    jurisdiction: "usa",
    name: { en: "Federal Rules of Civil / Appellate Procedure", pt: "Federal Rules of Civil / Appellate Procedure" },
    defaultUnit: "calendar",
    countingBasis: ["FRCP 6(a)"],
    doubling: {},
  },
};

export type DeadlineRule = {
  id: string;
  /** Rules of one family are the same act under different systems (e.g. embargos de declaração: CPC, CLT, CPP). */
  family: string;
  name: Bilingual;
  days: number;
  unit: CountUnit;
  basis: string;
  jurisdiction: Jurisdiction;
  systems: ProcedureSystem[];
  aliases: string[];
  defaultEvent: BaseEvent;
  /** US rules: the trigger events that make sense ("start_of_count" is always accepted). */
  events?: BaseEvent[];
  /** false: no doubling for public entities (the law sets the entity's own deadline, or the act is not theirs). */
  doubling?: boolean;
  /** FRCP 6(d): the period runs from service under Rule 5(b), so mail service adds 3 days. */
  mailExtension?: boolean;
  /** Rule to use instead when the United States is a party (FRCP 12(a)(2), FRAP 4(a)(1)(B)). */
  usPartyVariant?: string;
  /** Counting articles replacing the system's (FRAP 26(a) for appellate deadlines). */
  countingBasis?: string[];
  notes?: Bilingual[];
};

const APPEAL_15 = "CPC art. 1.003 §5";

const br = (
  r: Omit<DeadlineRule, "jurisdiction" | "defaultEvent" | "unit"> & { unit?: CountUnit; defaultEvent?: BaseEvent },
): DeadlineRule => ({ jurisdiction: "brazil", defaultEvent: "publication", unit: "business", ...r });

const us = (
  r: Omit<DeadlineRule, "jurisdiction" | "systems" | "unit" | "family"> & { family?: string },
): DeadlineRule => ({
  jurisdiction: "usa",
  systems: ["frcp"],
  unit: "calendar",
  family: r.id,
  ...r,
});

const REPEAL_EMBARGOS_NOTE: Bilingual = {
  en: "Embargos de declaração interrupt the deadline for other appeals (CPC art. 1.026); it restarts in full after the decision on them.",
  pt: "Os embargos de declaração interrompem o prazo para outros recursos (CPC art. 1.026), que recomeça por inteiro após a decisão.",
};

const FILED_BELOW_NOTE: Bilingual = {
  en: "REsp/RE are filed in the court that issued the decision (CPC art. 1.029): use that court's calendar, and prove any local holiday when filing (CPC art. 1.003 §6).",
  pt: "REsp/RE são interpostos no tribunal de origem (CPC art. 1.029): use o calendário desse tribunal e comprove feriado local no ato da interposição (CPC art. 1.003 §6).",
};

export const RULES: DeadlineRule[] = [
  // --- CPC -------------------------------------------------------------------------------------------------
  br({
    id: "contestacao",
    family: "contestacao",
    name: { en: "Answer to the complaint (contestação)", pt: "Contestação" },
    days: 15,
    basis: "CPC art. 335",
    systems: ["cpc"],
    aliases: ["contestacao", "defesa", "answer", "answer brazil", "defense"],
    notes: [
      {
        en: "The start event is the conciliation hearing, the filing of the cancellation request, or the art. 231 event (CPC art. 335); with several defendants, the last one (art. 231 §1).",
        pt: "O termo inicial é a audiência de conciliação, o protocolo do pedido de cancelamento ou o evento do art. 231 (CPC art. 335); com vários réus, o último (art. 231 §1º).",
      },
    ],
  }),
  br({
    id: "replica",
    family: "replica",
    name: { en: "Reply to the answer (réplica)", pt: "Réplica" },
    days: 15,
    basis: "CPC art. 350; art. 351",
    systems: ["cpc"],
    aliases: ["replica", "impugnacao a contestacao", "reply"],
  }),
  br({
    id: "apelacao",
    family: "sentence_appeal",
    name: { en: "Appeal (apelação)", pt: "Apelação" },
    days: 15,
    basis: APPEAL_15,
    systems: ["cpc"],
    aliases: ["apelacao", "apelacao civel", "appeal", "civil appeal"],
  }),
  br({
    id: "agravo_instrumento",
    family: "agravo_instrumento",
    name: { en: "Interlocutory appeal (agravo de instrumento)", pt: "Agravo de instrumento" },
    days: 15,
    basis: `${APPEAL_15}; art. 1.015`,
    systems: ["cpc"],
    aliases: ["agravo de instrumento", "agravo instrumento", "interlocutory appeal"],
  }),
  br({
    id: "agravo_interno",
    family: "agravo_interno",
    name: { en: "Internal appeal (agravo interno)", pt: "Agravo interno" },
    days: 15,
    basis: `${APPEAL_15}; art. 1.021; art. 1.070`,
    systems: ["cpc"],
    aliases: ["agravo interno", "agravo regimental", "internal appeal"],
  }),
  br({
    id: "embargos_declaracao",
    family: "embargos_declaracao",
    name: { en: "Motion for clarification (embargos de declaração)", pt: "Embargos de declaração" },
    days: 5,
    basis: "CPC art. 1.023",
    systems: ["cpc"],
    aliases: ["embargos de declaracao", "embargos declaratorios", "embargos", "ed", "motion for clarification"],
    notes: [REPEAL_EMBARGOS_NOTE],
  }),
  br({
    id: "recurso_especial",
    family: "recurso_especial",
    name: { en: "Special appeal to the STJ (recurso especial)", pt: "Recurso especial (REsp)" },
    days: 15,
    basis: `${APPEAL_15}; art. 1.029`,
    systems: ["cpc"],
    aliases: ["recurso especial", "resp", "special appeal"],
    notes: [FILED_BELOW_NOTE],
  }),
  br({
    id: "recurso_extraordinario",
    family: "recurso_extraordinario",
    name: { en: "Extraordinary appeal to the STF (recurso extraordinário)", pt: "Recurso extraordinário (RE)" },
    days: 15,
    basis: `${APPEAL_15}; art. 1.029`,
    systems: ["cpc"],
    aliases: ["recurso extraordinario", "re", "extraordinary appeal", "resp re", "resp/re"],
    notes: [FILED_BELOW_NOTE],
  }),
  br({
    id: "recurso_ordinario_constitucional",
    family: "recurso_ordinario_constitucional",
    name: { en: "Ordinary constitutional appeal (recurso ordinário)", pt: "Recurso ordinário constitucional" },
    days: 15,
    basis: `${APPEAL_15}; art. 1.027`,
    systems: ["cpc"],
    aliases: ["recurso ordinario constitucional", "roc"],
  }),
  br({
    id: "contrarrazoes",
    family: "contrarrazoes",
    name: { en: "Response to an appeal (contrarrazões)", pt: "Contrarrazões" },
    days: 15,
    basis: `${APPEAL_15}; art. 1.010 §1`,
    systems: ["cpc"],
    aliases: ["contrarrazoes", "contra razoes", "response to appeal", "appeal response", "appellee brief"],
  }),
  br({
    id: "pagamento_voluntario",
    family: "pagamento_voluntario",
    name: { en: "Voluntary payment of a judgment (art. 523)", pt: "Pagamento voluntário (art. 523)" },
    days: 15,
    basis: "CPC art. 523",
    systems: ["cpc", "juizados"],
    aliases: ["pagamento voluntario", "cumprimento de sentenca", "art 523", "voluntary payment"],
    // The public treasury pays by precatório/RPV (CPC arts. 534–535); for others the period is the debtor's act.
    doubling: false,
    notes: [
      {
        en: "Business days per STJ (REsp 1.708.348/RJ). Not doubled: the public treasury is not subject to art. 523 (CPC arts. 534–535). The 15-day objection period (art. 525) starts after this one ends.",
        pt: "Dias úteis conforme o STJ (REsp 1.708.348/RJ). Sem dobra: a Fazenda Pública não se sujeita ao art. 523 (CPC arts. 534–535). O prazo de impugnação de 15 dias (art. 525) começa após o fim deste.",
      },
    ],
  }),
  br({
    id: "prazo_generico",
    family: "prazo_generico",
    name: { en: "Default deadline when none is set", pt: "Prazo genérico (na falta de previsão)" },
    days: 5,
    basis: "CPC art. 218 §3",
    systems: ["cpc"],
    aliases: ["prazo generico", "manifestacao", "default deadline", "prazo de 5 dias"],
  }),
  // --- Juizados Especiais (Lei 9.099/1995) ------------------------------------------------------------------
  br({
    id: "recurso_inominado",
    family: "sentence_appeal",
    name: { en: "Small-claims appeal (recurso inominado)", pt: "Recurso inominado" },
    days: 10,
    basis: "Lei 9.099/1995 art. 42",
    systems: ["juizados"],
    aliases: ["recurso inominado", "small claims appeal"],
  }),
  br({
    id: "contrarrazoes_recurso_inominado",
    family: "contrarrazoes",
    name: { en: "Response to a small-claims appeal", pt: "Contrarrazões ao recurso inominado" },
    days: 10,
    basis: "Lei 9.099/1995 art. 42 §2",
    systems: ["juizados"],
    aliases: ["contrarrazoes recurso inominado"],
  }),
  br({
    id: "embargos_declaracao_juizados",
    family: "embargos_declaracao",
    name: { en: "Motion for clarification (small claims)", pt: "Embargos de declaração (Juizados)" },
    days: 5,
    basis: "Lei 9.099/1995 art. 49",
    systems: ["juizados"],
    aliases: ["embargos de declaracao juizados"],
  }),
  // --- CLT ------------------------------------------------------------------------------------------------
  br({
    id: "recurso_ordinario_trabalhista",
    family: "sentence_appeal",
    name: { en: "Labour appeal (recurso ordinário)", pt: "Recurso ordinário trabalhista" },
    days: 8,
    basis: "CLT art. 895",
    systems: ["clt"],
    aliases: ["recurso ordinario trabalhista", "recurso ordinario", "ro", "labour appeal", "labor appeal"],
  }),
  br({
    id: "embargos_declaracao_trabalhista",
    family: "embargos_declaracao",
    name: { en: "Motion for clarification (labour)", pt: "Embargos de declaração (trabalhista)" },
    days: 5,
    basis: "CLT art. 897-A",
    systems: ["clt"],
    aliases: ["embargos de declaracao trabalhista"],
    notes: [
      {
        en: "Doubled for public-law entities: TST OJ 192 SDI-1.",
        pt: "Em dobro para pessoa jurídica de direito público: OJ 192 da SDI-1 do TST.",
      },
    ],
  }),
  br({
    id: "contrarrazoes_trabalhista",
    family: "contrarrazoes",
    name: { en: "Response to a labour appeal", pt: "Contrarrazões (trabalhista)" },
    days: 8,
    basis: "CLT art. 900",
    systems: ["clt"],
    aliases: ["contrarrazoes trabalhista", "contrarrazoes ao recurso ordinario"],
    // Decreto-Lei 779/1969 doubles the period "para recurso"; responses are not appeals.
    doubling: false,
  }),
  br({
    id: "recurso_revista",
    family: "recurso_revista",
    name: { en: "Appeal to the TST (recurso de revista)", pt: "Recurso de revista" },
    days: 8,
    basis: "CLT art. 896; Lei 5.584/1970 art. 6",
    systems: ["clt"],
    aliases: ["recurso de revista", "rr"],
  }),
  br({
    id: "agravo_instrumento_trabalhista",
    family: "agravo_instrumento",
    name: { en: "Interlocutory appeal (labour)", pt: "Agravo de instrumento (trabalhista)" },
    days: 8,
    basis: "CLT art. 897, b",
    systems: ["clt"],
    aliases: ["agravo de instrumento trabalhista"],
  }),
  // --- CPP ------------------------------------------------------------------------------------------------
  br({
    id: "apelacao_criminal",
    family: "sentence_appeal",
    name: { en: "Criminal appeal (apelação criminal)", pt: "Apelação criminal" },
    days: 5,
    unit: "calendar",
    basis: "CPP art. 593",
    systems: ["cpp"],
    aliases: ["apelacao criminal", "criminal appeal", "apelacao penal"],
    defaultEvent: "notice",
    notes: [
      {
        en: "The 5 days are for lodging the appeal; the reasons follow in 8 days (CPP art. 600).",
        pt: "Os 5 dias são para a interposição; as razões vêm em 8 dias (CPP art. 600).",
      },
    ],
  }),
  br({
    id: "contrarrazoes_apelacao_criminal",
    family: "contrarrazoes",
    name: { en: "Reasons / response in a criminal appeal", pt: "Razões / contrarrazões de apelação criminal" },
    days: 8,
    unit: "calendar",
    basis: "CPP art. 600",
    systems: ["cpp"],
    aliases: ["contrarrazoes apelacao criminal", "razoes de apelacao criminal"],
    defaultEvent: "notice",
  }),
  br({
    id: "embargos_declaracao_criminal",
    family: "embargos_declaracao",
    name: { en: "Motion for clarification (criminal)", pt: "Embargos de declaração (penal)" },
    days: 2,
    unit: "calendar",
    basis: "CPP art. 382; art. 619",
    systems: ["cpp"],
    aliases: ["embargos de declaracao criminal", "embargos de declaracao penal"],
    defaultEvent: "notice",
  }),
  br({
    id: "recurso_sentido_estrito",
    family: "recurso_sentido_estrito",
    name: { en: "Criminal interlocutory appeal (recurso em sentido estrito)", pt: "Recurso em sentido estrito" },
    days: 5,
    unit: "calendar",
    basis: "CPP art. 586",
    systems: ["cpp"],
    aliases: ["recurso em sentido estrito", "rese"],
    defaultEvent: "notice",
  }),
  // --- United States (FRCP / FRAP) ------------------------------------------------------------------------
  us({
    id: "answer",
    name: { en: "Answer to the complaint", pt: "Resposta à petição inicial (answer)" },
    days: 21,
    basis: "FRCP 12(a)(1)(A)(i)",
    aliases: ["answer", "answer to complaint", "responsive pleading"],
    defaultEvent: "service",
    events: ["service"],
    // The summons is served under Rule 4, not Rule 5(b): FRCP 6(d) does not add 3 days.
    mailExtension: false,
    usPartyVariant: "answer_us_party",
  }),
  us({
    id: "answer_after_waiver",
    family: "answer",
    name: { en: "Answer after waiving service", pt: "Resposta após renúncia à citação (waiver)" },
    days: 60,
    basis: "FRCP 12(a)(1)(A)(ii)",
    aliases: ["answer after waiver", "waiver answer", "waiver of service"],
    defaultEvent: "waiver_sent",
    events: ["waiver_sent"],
    notes: [
      {
        en: "90 days when the request was sent to a defendant outside any judicial district of the United States (FRCP 12(a)(1)(A)(ii)): use a custom deadline.",
        pt: "90 dias se o pedido foi enviado a réu fora de qualquer distrito judicial dos EUA (FRCP 12(a)(1)(A)(ii)): use um prazo personalizado.",
      },
    ],
  }),
  us({
    id: "answer_us_party",
    family: "answer",
    name: {
      en: "Answer by the United States, its agency or officer",
      pt: "Resposta dos Estados Unidos, agência ou servidor",
    },
    days: 60,
    basis: "FRCP 12(a)(2)",
    aliases: ["answer us party", "us answer", "answer united states", "government answer"],
    defaultEvent: "service",
    events: ["service"],
    notes: [
      {
        en: "Runs from service on the United States attorney (FRCP 12(a)(2)); for an officer sued individually, from the later of service on the officer or the US attorney (12(a)(3)).",
        pt: "Conta da citação do United States attorney (FRCP 12(a)(2)); para servidor demandado pessoalmente, da última entre a citação dele e a do US attorney (12(a)(3)).",
      },
    ],
  }),
  us({
    id: "reply_to_counterclaim",
    name: { en: "Reply to a counterclaim", pt: "Resposta à reconvenção (reply)" },
    days: 21,
    basis: "FRCP 12(a)(1)(B)",
    aliases: ["reply to counterclaim", "answer to counterclaim"],
    defaultEvent: "service",
    events: ["service"],
    mailExtension: true,
  }),
  us({
    id: "rule_59_motion",
    name: {
      en: "Motion for a new trial / to alter or amend judgment (Rule 59)",
      pt: "Moção de novo julgamento / alteração da sentença (Rule 59)",
    },
    days: 28,
    basis: "FRCP 59(b), (e)",
    aliases: ["rule 59 motion", "rule 59", "motion for new trial", "new trial", "motion to alter or amend", "rule 59e"],
    defaultEvent: "entry",
    events: ["entry"],
    notes: [
      {
        en: "The court may not extend this period (FRCP 6(b)(2)).",
        pt: "O juiz não pode prorrogar este prazo (FRCP 6(b)(2)).",
      },
    ],
  }),
  us({
    id: "rule_50_motion",
    name: {
      en: "Renewed motion for judgment as a matter of law (Rule 50(b))",
      pt: "Moção renovada de julgamento de direito (Rule 50(b))",
    },
    days: 28,
    basis: "FRCP 50(b)",
    aliases: ["rule 50 motion", "rule 50b", "renewed jmol", "jmol"],
    defaultEvent: "entry",
    events: ["entry"],
    notes: [{ en: "Not extendable (FRCP 6(b)(2)).", pt: "Improrrogável (FRCP 6(b)(2))." }],
  }),
  us({
    id: "notice_of_appeal",
    name: { en: "Notice of appeal (civil)", pt: "Notice of appeal (apelação cível federal)" },
    days: 30,
    basis: "FRAP 4(a)(1)(A)",
    countingBasis: ["FRAP 26(a)"],
    aliases: ["notice of appeal", "appeal", "federal appeal"],
    defaultEvent: "entry",
    events: ["entry"],
    usPartyVariant: "notice_of_appeal_us_party",
    notes: [
      {
        en: "Jurisdictional: a late notice cannot be cured except under FRAP 4(a)(5)–(6).",
        pt: "Requisito jurisdicional: atraso só é remediável nos termos do FRAP 4(a)(5)–(6).",
      },
    ],
  }),
  us({
    id: "notice_of_appeal_us_party",
    family: "notice_of_appeal",
    name: { en: "Notice of appeal, United States a party", pt: "Notice of appeal com os Estados Unidos como parte" },
    days: 60,
    basis: "FRAP 4(a)(1)(B)",
    countingBasis: ["FRAP 26(a)"],
    aliases: ["notice of appeal us party", "notice of appeal united states"],
    defaultEvent: "entry",
    events: ["entry"],
    notes: [
      {
        en: "Jurisdictional: a late notice cannot be cured except under FRAP 4(a)(5)–(6).",
        pt: "Requisito jurisdicional: atraso só é remediável nos termos do FRAP 4(a)(5)–(6).",
      },
    ],
  }),
  us({
    id: "interrogatory_responses",
    name: { en: "Answers and objections to interrogatories", pt: "Respostas a interrogatórios (interrogatories)" },
    days: 30,
    basis: "FRCP 33(b)(2)",
    aliases: [
      "interrogatory responses",
      "responses to interrogatories",
      "interrogatories",
      "answers to interrogatories",
    ],
    defaultEvent: "service",
    events: ["service"],
    mailExtension: true,
  }),
  us({
    id: "production_responses",
    name: {
      en: "Responses to requests for production",
      pt: "Respostas a pedidos de exibição (requests for production)",
    },
    days: 30,
    basis: "FRCP 34(b)(2)(A)",
    aliases: [
      "production responses",
      "responses to requests for production",
      "requests for production",
      "rfp responses",
    ],
    defaultEvent: "service",
    events: ["service"],
    mailExtension: true,
  }),
  us({
    id: "admission_responses",
    name: { en: "Responses to requests for admission", pt: "Respostas a pedidos de admissão (requests for admission)" },
    days: 30,
    basis: "FRCP 36(a)(3)",
    aliases: ["admission responses", "responses to requests for admission", "requests for admission", "rfa responses"],
    defaultEvent: "service",
    events: ["service"],
    mailExtension: true,
    notes: [
      {
        en: "A matter is admitted unless answered or objected to within the period (FRCP 36(a)(3)).",
        pt: "O fato é tido por admitido se não houver resposta ou objeção no prazo (FRCP 36(a)(3)).",
      },
    ],
  }),
];
