import { type ClauseRule, clauseFinder, gatedRules } from "./shared.ts";

// Corporate acts: what was resolved, the capital, who holds office.

// The words around the deliberations are not deliberations: the lead-in that announces them ("os acionistas
// deliberaram:", "Deliberações tomadas por unanimidade:") and the closing formula ("lavrou-se esta ata, lida,
// aprovada e assinada").
const NOT_A_RESOLUTION = /:\s*$|\blavrou-se\b|\blida,?\s+(?:e\s+)?(?:achada\s+conforme|aprovada\s+e\s+assinada)/i;

const PT_RULES: ClauseRule[] = gatedRules([
  {
    type: "resolutions",
    // What an ata records as decided: approved, deliberated, resolved, or ordered published, filed or registered.
    all: [
      /\baprovad[oa]s?\b|\bdeliberad[oa]s?\b|\bdeliberaram\b|\baprovaram\b|\bfoi\s+aprovad|\bresolveram\b|\bdecidiram\b|\bpor\s+unanimidade\b|\bser[áa]o?\s+(?:publicad|encaminhad|registrad|arquivad)/i,
    ],
    none: [NOT_A_RESOLUTION],
    confidence: 0.8,
    max: 8,
  },
  // An alteração contratual's clauses are what the partners resolved: a transfer of quotas, a partner admitted or
  // withdrawing, the capital raised, the management changed.
  {
    type: "resolutions",
    all: [
      /\bcede(?:m)?\s+e\s+transfere(?:m)?\b|\bingressa(?:m)?\s+na\s+sociedade\b|\bretira(?:m)?-se\s+da\s+sociedade\b|\b(?:é|fica)\s+aumentad[oa]\b|\bpassa\s+a\s+ser\s+exercid[oa]\b|\bfica(?:m)?\s+alterad[oa]s?\b/i,
    ],
    confidence: 0.75,
    max: 6,
  },
  // An ata's numbered deliberations, after "deliberaram:", open with the verb in the infinitive: "6.1. Aprovar o
  // aumento do capital…", "Eleger, para o cargo de…", "Autorizar a Diretoria a…".
  {
    type: "resolutions",
    all: [
      /^\s*(?:\(?[a-z\divx]{1,4}\)|\d+(?:\.\d+)*\.?)?\s*(?:Aprovar|Eleger|Reeleger|Autorizar|Ratificar|Reformar|Alterar|Consolidar|Destituir|Fixar|Declarar|Distribuir|Aumentar|Reduzir|Transformar|Incorporar|Dissolver|Nomear|Designar)\b/u,
    ],
    confidence: 0.8,
    max: 8,
  },
  // …and in lower case after a letter or number: "(a) aprovar o aumento do capital social…", "2) eleger…".
  {
    type: "resolutions",
    all: [
      /^\s*(?:\(?[a-z\divx]{1,4}\)|\d+(?:\.\d+)*[.)])\s*(?:aprovar|eleger|reeleger|autorizar|ratificar|reformar|alterar|consolidar|destituir|fixar|declarar|distribuir|aumentar|reduzir|transformar|incorporar|dissolver|nomear|designar)\b/u,
    ],
    confidence: 0.8,
    max: 8,
  },
  // Who was present, as a share of the capital, is the quorum, not a change of capital.
  {
    type: "capital",
    all: [/\bcapital\s+social\b/i],
    // …nor the majority of the capital a vote needs.
    // …nor the agenda that announces it.
    none: [
      /\bpresen[çc]a\b|\brepresentando\s+\d|\bmaioria\s+(?:absoluta\s+)?do\s+capital|\bqu[óo]rum\b/i,
      /\bordem\s+do\s+dia\b/i,
    ],
    confidence: 0.85,
    max: 3,
  },
  {
    type: "officers",
    all: [
      /\beleit[oa]s?\b|\b(?:re)?eleger\b|\bdiretor(?:a|es)?\b|\badministrador(?:a|es)?\b|\badministra[çc][ãa]o\s+da\s+sociedade\b|\bpresidente\b|\bsecret[áa]ri[oa]\b/i,
    ],
    // A partner's qualification ("administrador de empresas, inscrito no CPF…") names a profession, not an office.
    // An officer elected in the sentence is qualified the same way, so an election keeps it.
    // Nor the administrators whose accounts or pay are approved, the meeting's chair, or the agenda.
    none: [
      /\beleit[oa]\s+o\s+foro\b|\bforo\s+(?:d[aeo]|central|regional)\b/i,
      /^\s*mesa\s*:|\bordem\s+do\s+dia\b/i,
      /^(?![\s\S]*\b(?:(?:re)?eleg|(?:re)?eleit|designad|nomead|reconduzid|empossad))[\s\S]*\b(?:contas|remunera[çc][ãa]o|honor[áa]rios)\s+(?:\p{L}+\s+){0,3}?d[oa]s\s+administradores\b/iu,
      /^(?![\s\S]*\b(?:(?:re)?eleger|eleit[oa]s?|reeleit[oa]s?)\b)[\s\S]*(?:\binscrit[oa]\s+no\s+CPF\b|\bportador[a]?\s+d[ao]\b|\bresidente\s+(?:e\s+domiciliad[oa]\s+)?n[ao]\b)/i,
    ],
    confidence: 0.7,
    max: 5,
  },
  {
    type: "quorum",
    all: [
      /\bqu[óo]rum\b|\bpresen[çc]a\s+de\s+acionistas\b|\bpresen[çc]a\s+de\s+\d+|\bdos\s+\d+\s+(?:associad|cond[ôo]min|s[óo]ci|acionist|cooperad)|\btotalidade\s+do\s+capital|\btotalidade\s+d[oa]s\s+(?:membros|conselheiros|s[óo]ci[oa]s|acionistas|diretor[ea]s|associad[oa]s)\b|\brepresentando\s+\d+(?:[.,]\d+)?\s?%\s+(?:\([^)]{0,100}\)\s+)?do\s+capital/i,
    ],
    confidence: 0.75,
    max: 2,
  },
]);
const EN_RULES: ClauseRule[] = gatedRules([
  { type: "resolutions", all: [/\bRESOLVED\b|\bresolved\s+that\b|\bapproved\b|\badopted\b/], confidence: 0.8, max: 8 },
  {
    type: "capital",
    all: [
      /\bauthorized\s+(?:capital|shares)\b|\bshares\s+of\s+(?:common|preferred)\s+stock\b|\bpar\s+value\b|\bcapital\s+stock\b/i,
    ],
    confidence: 0.8,
    max: 3,
  },
  {
    type: "officers",
    all: [
      /\b(?:President|Secretary|Treasurer|Chief\s+[A-Z][a-z]+\s+Officer|Chairman|Chair|Director|officers?)\b|\belected\b/,
    ],
    confidence: 0.65,
    max: 5,
  },
  { type: "quorum", all: [/\bquorum\b/i], confidence: 0.8, max: 2 },
]);

export const corporateFindings = clauseFinder(PT_RULES, EN_RULES);

// A contrato social, an alteração contratual, a distrato social or a shareholders' agreement is a contract among partners and a
// corporate act at once: its reader expects both the clauses (forum, term, penalties) and the capital and officers.
const SOCIETAL_INSTRUMENT =
  /\bcontrato\s+social\b|\bdistrato\s+social\b|\bconstitui[çc][ãa]o\s+de\s+sociedade|\baltera[çc][ãa]o\s+(?:do\s+)?contrat|\bacordo\s+de\s+(?:acionistas|quotistas|s[óo]cios)\b|\bcess[ãa]o\s+(?:e\s+transfer[êe]ncia\s+)?de\s+(?:quotas|a[çc][õo]es)\b|\b(?:shareholders|stockholders|members)['’]?\s+agreement\b|\boperating\s+agreement\b|\barticles\s+of\s+association\b/i;

/** Whether the document's title names an instrument that is both a contract and a corporate act. */
export function isSocietalInstrument(text: string): boolean {
  return SOCIETAL_INSTRUMENT.test(text.slice(0, 400));
}
