import { findDates } from "../dates.ts";
import type { DocumentType, KeyFinding, Language } from "../types.ts";
import { isHeading, type Sentence } from "./shared.ts";

// Findings with substance (docs/decisions/025-held-out-evaluation.md): a clause's heading is not its value
// ("CLÁUSULA SEXTA – DO FORO", "JURISDICTION AND VENUE"); the forum is the comarca or court the clause names and
// the governing law the legal system it names; an agreement's start and end dates are told apart; one paragraph
// is shown under one finding only.

const LISTS = new Set(["parties", "amounts", "deadlines", "outcome"]);
const GENERIC = new Set(["legal_basis", "claims", "bequests", "legatees", "outcome", "resolutions"]);
const CAPS_LINE = /^[ \t]*[\p{Lu}\d\s.,;:ºª°–—()/&'-]{3,100}[ \t]*$/u;

// A federal court named in full: "the United States District Court for the Northern District of Georgia, Atlanta
// Division".
const FEDERAL_COURT =
  /\bUnited\s+States\s+District\s+Court\s+for\s+the\s+(?:(?:Northern|Southern|Eastern|Western|Middle|Central)\s+)?District\s+of\s+[A-Z][a-z]+(?:\s+[A-Z][a-z]+)?(?:,\s+[A-Z][a-z]+\s+Division)?/;
const FORUM = [
  /\b[Cc]omarca\s+d[aeo]\s+[\p{Lu}][\p{L}'’-]*(?:\s+(?:d[aeo]s?\s+)?[\p{Lu}][\p{L}'’-]*)*(?:\s+[–-]\s+[\p{Lu}][\p{L}'’-]*(?:\s+(?:d[aeo]s?\s+)?[\p{Lu}][\p{L}'’-]*)*)?(?:\s?\/\s?[A-Z]{2}|,\s+Estado\s+d[aeo]\s+[\p{Lu}][\p{L}]*(?:\s+[\p{Lu}][\p{L}]*)*)?/u,
  /\bJudicial\s+District\s+of\s+[\p{Lu}][\p{L}'’-]*(?:\s+[\p{Lu}][\p{L}'’-]*)*(?:\/[A-Z]{2})?(?:,\s+State\s+of\s+[\p{Lu}][\p{L}]*(?:\s+[\p{Lu}][\p{L}]*)*)?(?:,\s+Brazil)?/u,
  // An arbitral institution by its name and acronym, "the Center for Arbitration and Mediation of … (CAM-CCBC)".
  /\b(?:[A-Z][a-z]+\s+){0,2}(?:Center|Centre|Chamber|Court|Institute|Association|C[âa]mara|Centro)\s+(?:of|for|de|do|da)\s+[^.;()]{3,150}\([A-Z]{2,}(?:-[A-Z]{2,})*\)/u,
  /\([A-Z]{2,}(?:-[A-Z]{2,})+\)|\b(?:CAM-CCBC|ICC|AAA|JAMS|ICDR|CCI)\b/,
  // "The seat of the arbitration shall be the City of Rio de Janeiro": the place named after the seat.
  /(?<=\b(?:seat|place|venue)\s+of\s+(?:the\s+)?arbitration\s+(?:shall|will)\s+be\s+(?:in\s+)?(?:the\s+)?)(?:City\s+of\s+)?\p{Lu}[\p{L}'’.-]*(?:\s+(?:d[aeo]s?\s+)?\p{Lu}[\p{L}'’.-]*)*(?:,\s+\p{Lu}[\p{L}'’.-]*(?:\s+\p{Lu}[\p{L}'’.-]*)*)?/u,
  // A court named in full: "the Circuit Court for Multnomah County", "the Superior Court of Fulton County".
  /\b[A-Z][a-z]+(?:\s+[A-Z][a-z]+)?\s+County\s+(?:Superior|Circuit|District|Probate|Municipal)\s+Court\b/,
  // "courts … located in the City of Wilmington and County of New Castle": the place the courts sit.
  /\b(?:located|sitting)\s+in\s+(?:the\s+)?(?:City|County|Borough)\s+of\s+[A-Z][\w'’-]*(?:\s+[A-Z][\w'’-]*)*(?:\s+and\s+(?:the\s+)?(?:City|County)\s+of\s+[A-Z][\w'’-]*(?:\s+[A-Z][\w'’-]*)*)?/,
  /\b(?:located|sitting)\s+in\s+(?:the\s+)?[A-Z][\w'’-]*(?:\s+[A-Z][\w'’-]*)*\s+County\b(?:,\s+[A-Z][a-z]+(?:\s+[A-Z][a-z]+)?\b)?/,
  /\b(?:(?:Circuit|Superior|District|Supreme|County|Chancery|Municipal|Federal|State)\s+)+Court\s+(?:of|for)\s+(?:the\s+)?[A-Z][\w'’.-]*(?:\s+(?:(?:of|and)\s+)?[A-Z][\w'’.-]*)*(?:,\s+(?:County|City)\s+of\s+[A-Z][\w'’.-]*(?:\s+[A-Z][\w'’.-]*)*)?(?:\s+in\s+and\s+for\s+[A-Z][\w'’-]*(?:\s+[A-Z][\w'’-]*)*\s+County(?:,\s+[A-Z][a-z]+(?:\s+[A-Z][a-z]+)?\b)?)?/,
  // "the Central Courts of the District of Porto Alegre, State of Rio Grande do Sul", "courts of the City of São Paulo".
  /\b(?:(?!(?:The|Any|All|Such|Said|Those|These)\s)\p{Lu}\p{Ll}+\s+)?(?:[Cc]ourts?|[Tt]ribunals?)\s+(?:of|located\s+in|sitting\s+in|in)\s+(?:the\s+)?(?:(?:County|City|State|Borough|(?:Judicial\s+)?District)\s+of\s+)?\p{Lu}[\p{L}'’.-]*(?:\s+(?:(?:de|do|da|dos|das)\s+)?\p{Lu}[\p{L}'’.-]*)*(?:,\s+(?:State\s+of\s+)?\p{Lu}[\p{L}'’.-]*(?:\s+(?:(?:de|do|da|dos|das)\s+)?\p{Lu}[\p{L}'’.-]*)*)?/u,
  /\b[A-Z][\w'’-]*(?:\s+[A-Z][\w'’-]*)*\s+County(?:,\s+[A-Z][a-z]+(?:\s+[A-Z][a-z]+)?)?/,
];
const GOVERNING = [
  /\b(?:laws?|leis?)\s+(?:of|da|do|de)\s+(?:the\s+)?(?:Federative\s+Republic\s+of\s+Brazil|Rep[úu]blica\s+Federativa\s+do\s+Brasil|(?:State|Commonwealth)\s+of\s+[A-Z][a-z]+(?:\s+[A-Z][a-z]+)?|[A-Z][a-z]+(?:\s+[A-Z][a-z]+)?(?:\s+(?:of|and)\s+[A-Z][a-z]+)?)/,
  /\blegisla[çc][ãa]o\s+brasileira|\bleis\s+brasileiras/i,
  // "se regerá pela Lei nº 8.245, de 18 de outubro de 1991", "regido pela Lei nº 4.504/1964 (Estatuto da Terra)".
  /\b(?:Lei|Decreto(?:-Lei)?|Medida\s+Provis[óo]ria)\s+(?:Federal\s+|Complementar\s+)?n[º°o.]*\s*[\d.]+(?:\/\d{2,4})?(?:,\s+de\s+\d{1,2}º?\s+de\s+\p{L}+\s+de\s+\d{4})?(?:\s+\([^()]{3,60}\))?|\bC[óo]digo\s+(?:Civil|Comercial|de\s+Defesa\s+do\s+Consumidor)\b/u,
  // "governed by Brazilian law", "under New York law".
  /\b[A-Z][a-z]+(?:\s+[A-Z][a-z]+)?\s+(?:laws?|legislation)\b/,
  // A Brazilian statute cited in English: "governed by Law No. 8,245/1991 (the Brazilian Tenancy Law)".
  /\b(?:Law|Decree(?:-Law)?)\s+No\.\s*[\d.,]*\d\/\d{2,4}(?:\s+\([^()]{3,60}\))?/,
];

// The capital is its amount, or the amounts it goes from and to: "(a) aprovar o aumento do capital social de R$ 12
// milhões para R$ 18 milhões, mediante a emissão…" shows "capital social de R$ … para R$ …", and the deliberation
// itself stays whole under resolutions.
const CAPITAL = [
  /\bcapital\s+social\b(?:(?!R\$)[^.;]){0,60}R\$\s?[\d.,]*\d(?:\s*\([^()]{2,80}\))?(?:(?:(?!R\$)[^;]){0,60}?\bpara\s+R\$\s?[\d.,]*\d(?:\s*\([^()]{2,80}\))?)?/i,
];

function focus(text: string, f: KeyFinding, patterns: RegExp[]): KeyFinding {
  for (const re of patterns) {
    const m = re.exec(f.value);
    if (!m) continue;
    const start = f.start + m.index;
    // The sentence's full stop is not part of the name ("… City and County of Denver."); "Inc." keeps its own.
    const end = start + m[0].length - (/[\p{Ll}\p{Lu}]{4,}\.$/u.test(m[0]) ? 1 : 0);
    return { ...f, value: text.slice(start, end), start, end };
  }
  return f;
}

// "governed by the general maritime law of the United States and, to the extent not inconsistent with it, the laws
// of the State of California": a clause naming two legal systems shows both, from the first to the last.
function governingPart(text: string, f: KeyFinding): KeyFinding {
  const one = focus(text, f, GOVERNING);
  if (one === f) return f;
  let end = one.end;
  for (const re of GOVERNING) {
    for (const m of f.value.matchAll(new RegExp(re.source, `${re.flags.replace("g", "")}g`))) {
      const at = f.start + (m.index ?? 0) + m[0].length;
      if (m.index !== undefined && f.start + m.index > one.start && at > end && at - one.start <= 200) end = at;
    }
  }
  return end === one.end ? one : { ...one, value: text.slice(one.start, end), end };
}

// "brought in the District Court for the City and County of Denver or the United States District Court for the
// District of Colorado": a federal court is the forum when the clause names it before any other court.
function forumPart(text: string, f: KeyFinding): KeyFinding {
  const federal = focus(text, f, [FEDERAL_COURT]);
  const other = focus(text, f, FORUM);
  return federal !== f && (other === f || federal.start < other.start) ? federal : other;
}

/** Drops a heading line opening the snippet; null when the snippet is nothing but a heading. */
function withoutHeading(text: string, f: KeyFinding): KeyFinding | null {
  let start = f.start;
  for (;;) {
    const nl = text.indexOf("\n", start);
    if (nl < 0 || nl >= f.end) break;
    const line = text.slice(start, nl);
    if (!(CAPS_LINE.test(line) || isHeading(line.trim())) || !/\S/.test(text.slice(nl, f.end))) break;
    start = nl + 1;
    while (start < f.end && /\s/.test(text[start] ?? "")) start++;
  }
  const value = text.slice(start, f.end);
  if (CAPS_LINE.test(value) && !/\d{4}|[$€]|R\$/.test(value) && value.length < 100) return null;
  if (isHeading(value.trim())) return null;
  const lead = RUN_IN_LABEL.exec(value)?.[0].length ?? 0;
  if (lead > 0 && value.length - lead >= 25) return { ...f, value: value.slice(lead), start: start + lead };
  return { ...f, value, start };
}

// A clause's number and title run into its text: "CLÁUSULA SEGUNDA – DO PRAZO: A locação vigorará…", "Art. 4º A
// falta de pagamento…", "Cláusula 3ª. O atraso…", "§ único. Sobre cada parcela…", "2. CONVOCAÇÃO E PRESENÇA: …",
// "PRAZO: o presente mandato…", "III – Aprovado o aumento…". The finding starts where the clause says something.
const RUN_IN_LABEL = new RegExp(
  [
    String.raw`^(?:(?:CL[ÁA]USULA|Cl[áa]usula)\s+[\p{L}\dºª°]+(?:\s+(?!D[AEO]S?\b)\p{Lu}+)?\s*[.:–—-]?\s*(?:[\p{Lu}\d][\p{Lu}\d\s,/]{1,60}[.:]\s+)?`,
    String.raw`|(?:Art\.|Artigo|ARTIGO)\s*\d+[ºª°o]?\.?\s*[-–—]?\s*`,
    String.raw`|(?:§\s*(?:\d+[ºª°]?|[úu]nico)|Par[áa]grafo\s+\p{L}+)\s*[.:–—-]\s*`,
    String.raw`|(?:\d+(?:\.\d+)*\.?\s*|[IVXL]+\s*[-–—.)]\s*|\(?[a-z]\)\s*)?\p{Lu}[\p{Lu}\s,/]{1,60}:\s+`,
    String.raw`|[IVXL]+\s*[-–—]\s+)`,
  ].join(""),
  "u",
);

export function focusFindings(text: string, findings: KeyFinding[], documentType?: DocumentType): KeyFinding[] {
  const out: KeyFinding[] = [];
  const spans = new Set<string>();
  // When two findings share a snippet the more specific one keeps it (jurisdiction over legal basis, heirs over
  // bequests).
  const ordered = [...findings].sort((a, b) => Number(GENERIC.has(a.type)) - Number(GENERIC.has(b.type)));
  for (const raw of ordered) {
    if (LISTS.has(raw.type)) {
      out.push(raw);
      continue;
    }
    let f = withoutHeading(text, raw);
    if (!f) continue;
    if (f.type === "forum") f = forumPart(text, f);
    if (f.type === "governing_law") f = governingPart(text, f);
    if (f.type === "capital") f = focus(text, f, CAPITAL);
    if (f.type === "legal_basis" || f.type === "jurisdiction_basis") f = basisPart(f);
    if (documentType === "corporate") f = deliberationPart(f);
    // Dates coincide legitimately (signed and effective the same day); clause snippets do not.
    // A clause can be two findings at once (a renewal and its notice period, a rescission and its penalty): the
    // later one shows its own part of the sentence or, when it has none, the earlier one does.
    if (spans.has(`${f.start}:${f.end}`) && !f.type.endsWith("_date")) {
      const own = clausePart(f);
      const span = `${f.start}:${f.end}`;
      const holder = own === f ? out.findIndex((o) => `${o.start}:${o.end}` === span && !LISTS.has(o.type)) : -1;
      const narrowed = holder >= 0 ? clausePart(out[holder] as KeyFinding) : undefined;
      if (narrowed && narrowed !== out[holder]) {
        out[holder] = narrowed;
        spans.delete(span);
        spans.add(`${narrowed.start}:${narrowed.end}`);
      } else f = own;
    }
    const key = `${f.start}:${f.end}`;
    // A whole paragraph shown under two headings is an opening paragraph matched by accident.
    // Outside contracts (whose clause types overlap by design, e.g. exclusivity and non-compete) one snippet is
    // one finding.
    const shared = spans.has(key) && !f.type.endsWith("_date");
    if (shared && (documentType !== "contract" || f.end - f.start > 250)) continue;
    spans.add(key);
    out.push(f);
  }
  return out;
}

// What each clause type's own part of a shared sentence says.
const PART_CUE: Record<string, RegExp> = {
  renewal_term: /\brenew|\bextend|\bextension|\bsuccessive|\brenov|\bprorrog/i,
  notice_period_to_terminate_renewal:
    /\bnotice|\bnotif|\bobjects?\s+in\s+writing|\baviso|\bmanifesta[çc][ãa]o|\banteced[êe]ncia|\bse\s+opuser|\boposi[çc][ãa]o|\bpor\s+escrito/i,
  penalties: /\bmulta\b|\bjuros\b|\bsinal\b|\barras\b|\bpenalt|\blate\s+(?:fee|charge)|\binterest\b|\bliquidated/i,
  // The cause itself: a sentence giving both rights ("mediante notificação com antecedência de 90 dias, ou de imediato,
  // em caso de inadimplemento") shows the notice under convenience and the breach under cause.
  termination_for_cause:
    /\binadimpl|\bdescumpr|\binfra[çc]|\bfal[êe]ncia|\brecupera[çc][ãa]o\s+judicial|\bbreach|\bdefault|\binsolv|\bbankrupt|\bfails?\s+to|\bpor\s+culpa|\bjust[oa]\s+(?:motivo|causa)/i,
  termination_for_convenience: /\bterminat|\brescis|\brescindi|\bden[úu]ncia|\bresili|\brevog/i,
  payment_terms: /\bpay|\bpag|\binvoice|\bR\$|\$\s?\d|\bfee/i,
  capital: /\bcapital\b|\ba[çc][õo]es\b|\bquotas?\b|\bshares\b/i,
  executor: /\btestamenteir|\binventariante|\bexecut(?:or|rix)|\bpersonal\s+representative/i,
  // A deliberation's verb and what it acts on: "Aprovar o aumento do capital…", "Eleger, para o cargo de…".
  resolutions:
    /\bresolved\b|\bapprov|\bauthori[sz]|\badopt|\belect|\b(?:aprova|(?:re)?ele(?:ge|ger|it)|delibera|distribu|destina|designa|nomea|autoriza|ratifica|reforma|altera|fixa|destitu|cede|transfere|ingressa|retira)|\bcargo\b|\bconselho\b|\bdiretoria\b|\bcapital\b/i,
  confidentiality: /\bconfidencial|\bsigilo|\bconfidential/i,
  officers: /\bele(?:ger|it|ct)|\bcargo\b|\bdiretor|\bpresident|\bsecret[áa]ri|\badministra|\bS(?:r|ra)\.\s|\bofficer/i,
};
// Where a sentence divides into clauses: semicolons, commas, and the words that open a proviso.
const PART_BREAK =
  /;\s+|,\s+|\s+(?=(?:unless|provided\s+that|except\s+(?:that|if)|salvo|exceto|a\s+menos\s+que|sujeitando|upon\s+(?:(?:prior|written|advance)\s+)*notice|mediante\s+aviso)\b)/gi;

/** The run of a sentence's clauses, first to last, that carry the finding's own cue; the finding itself if none. */
function clausePart(f: KeyFinding): KeyFinding {
  const cue = PART_CUE[f.type];
  if (!cue) return f;
  const parts: { start: number; end: number }[] = [];
  let at = 0;
  for (const m of f.value.matchAll(PART_BREAK)) {
    parts.push({ start: at, end: m.index ?? 0 });
    at = (m.index ?? 0) + m[0].length;
  }
  parts.push({ start: at, end: f.value.length });
  const hits = parts.filter((p) => cue.test(f.value.slice(p.start, p.end)));
  const first = hits[0];
  const last = hits.at(-1);
  if (!first || !last || parts.length < 2 || hits.length === parts.length) return f;
  const value = f.value.slice(first.start, last.end).replace(/[\s,;:.]+$/, "");
  // A part that is only a caption ("RESOLVED FURTHER") says nothing of the clause.
  if (value.length < 25 || CAPS_LINE.test(value)) return f;
  return { ...f, value, start: f.start + first.start, end: f.start + first.start + value.length };
}

// "This action arises under the Fair Housing Act, 42 U.S.C. § 3604, and this Court has jurisdiction under 28 U.S.C.
// § 1331": the law sued under and the court's jurisdiction are two findings, each its own part of the sentence.
const JURISDICTION_PART = /,?\s+and\s+(?=(?:this|the)\s+Court\s+has\s+(?:subject[\s-]matter\s+)?jurisdiction\b)/i;
const CITATION = /\bU\.\s?S\.\s?C\.|\bAct\b|\bStat\.|\bFed\.\s?R\.|\bC\.F\.R\.|\bAmendment\b/;

function basisPart(f: KeyFinding): KeyFinding {
  const cut = JURISDICTION_PART.exec(f.value);
  if (!cut) return f;
  const first = f.value.slice(0, cut.index);
  if (!CITATION.test(first)) return f;
  if (f.type === "legal_basis") return { ...f, value: first, end: f.start + first.length };
  const from = cut.index + cut[0].length;
  return { ...f, value: f.value.slice(from), start: f.start + from };
}

// One deliberation sentence of an ata often raises the capital and elects an officer: each finding shows its clause.
const DELIBERATION_PART: Record<string, RegExp> = {
  capital: /\bcapital\b/i,
  officers: /\belei?[gt]|\bdiretor|\bpresidente|\bsecret[áa]ri|\badministrador/i,
};

function deliberationPart(f: KeyFinding): KeyFinding {
  const want = DELIBERATION_PART[f.type];
  if (!want) return f;
  let at = 0;
  for (const part of f.value.split(/(?<=,)\s+e\s+/)) {
    const start = f.value.indexOf(part, at);
    at = start + part.length;
    if (part.length < f.value.length && want.test(part))
      return {
        ...f,
        value: part.replace(/[,;]$/, ""),
        start: f.start + start,
        end: f.start + start + part.replace(/[,;]$/, "").length,
      };
  }
  return f;
}

// "com início em 1º de julho de 2024 e término em 30 de junho de 2026", "de 1º de março de 2024 a 28 de fevereiro
// de 2025", "shall be effective from April 1, 2024 until March 31, 2027", "begins on … and ends on …".
const START_CUE =
  /\b(?:in[íi]cio|iniciando-se|a\s+partir\s+de|vigorar[áa]\s+de|com\s+vig[êe]ncia\s+de|effective\s+(?:from|as\s+of|on)|commenc(?:es?|ing)\s+on|begin(?:s|ning)?\s+on|starting\s+on|enters?\s+into\s+(?:force|effect)\s+on|entrar[áa]\s+em\s+vigor\s+em|contad[oa]s?\s+(?:a\s+partir\s+)?de|a\s+contar\s+de|counted\s+from|as\s+from|(?:months?|years?)\s+as\s+of|from)\s*(?:em\s+|the\s+)?$/i;
const END_CUE =
  /(?:\b(?:t[ée]rmino|terminando|encerrando-se|findando(?:-se)?|fim|final|at[ée]|expir\w*|ends?\s+on|ending(?:\s+on)?|matures?\s+on|until|through|terminates?\s+on|expires?\s+on|and\s+ends\s+on|a|(?:Maturity|Expiration|Expiry|Termination|End)\s+Date["”]?\s+(?:means|shall\s+(?:mean|be)|is))|(?:^|\s)[úu]ltima(?:\s+parcela)?)\s*(?:em\s+|the\s+)?$/i;

/** Whether the words just before a date make it an end date ("ending on", "until", "\"Maturity Date\" means"). */
export function isEndDate(before: string): boolean {
  return END_CUE.test(before);
}

// A lease's or a order form's summary table: "Commencement Date: January 1, 2025", "Data de término: 31/07/2029".
const DATE_LABEL =
  /^[ \t]*(?:[A-Z][a-z]+[ \t]+)?(?:(Commencement|Effective|Start|Data\s+de\s+in[íi]cio)|(Expiration|Expiry|Termination|End|Data\s+de\s+t[ée]rmino|Data\s+de\s+vencimento))(?:\s+Date)?[ \t]*:[ \t]*(\S[^\n]*)$/gim;

function labelledDates(text: string, language: Language, have: KeyFinding[]): KeyFinding[] {
  const out: KeyFinding[] = [];
  for (const m of text.matchAll(DATE_LABEL)) {
    const rest = m[3] ?? "";
    const d = findDates(rest, language)[0];
    if (!d || !/\d{4}/.test(d.value)) continue;
    const type = m[1] ? "effective_date" : "expiration_date";
    const start = (m.index ?? 0) + m[0].length - rest.length + d.start;
    if (have.some((h) => h.type === type && h.start === start)) continue;
    out.push({ type, value: d.value, confidence: 0.85, start, end: start + d.value.length });
  }
  return out;
}

// "de 1º de julho de 2025 a 30 de junho de 2028", "from March 1, 2025 to February 28, 2026": the first date of a
// range is its start.
const RANGE_OPEN = /\b(?:de|desde|from)\s*$/i;
const RANGE_TO = /^\s*(?:a|at[ée]|to|until|through)\s+/i;

// An amendment moving the end: "passando o seu termo final de 01/05/2025 para 30/04/2028" ends on the second date.
const MOVED_END = /\b(?:termo|t[ée]rmino|vencimento|final)\b[^.]{0,60}\bpara\s*$/i;

function opensRange(before: string, after: string, language: Language): boolean {
  const to = RANGE_TO.exec(after);
  if (!to || !RANGE_OPEN.test(before)) return false;
  const next = findDates(after.slice(to[0].length), language)[0];
  return next !== undefined && next.start === 0;
}

/** The agreement's effective and end dates, each the date itself, from the sentences that state the term. */
export function termDates(text: string, sentences: Sentence[], language: Language, have: KeyFinding[]): KeyFinding[] {
  const out: KeyFinding[] = labelledDates(text, language, have);
  const term =
    /\bvig[êe]ncia|\bvigorar|\bem\s+vigor\b|\bprazo\b|\bdura[çc][ãa]o\b|\bin[íi]cio\b|\bt[ée]rmino\b|\bterm\b|\beffective\b|\binto\s+force\b|\bexpire|\bcommence|\bbegins?\b|\bends?\s+on\b|\bterminates\s+on\b|\buntil\b|\bmaturity\s+date\b|\bvencendo-se\b|\bviger|\biniciando-se|\bencerrando-se|\bfor\s+a\s+period\s+of\b|\bin\s+(?:full\s+)?(?:force|effect)\s+(?:from|for|until)\b/i;
  for (const s of sentences) {
    if (!term.test(s.text) || s.text.length > 600) continue;
    for (const d of findDates(s.text, language)) {
      if (!/\d{4}/.test(d.value)) continue;
      const before = s.text.slice(Math.max(0, d.start - 40), d.start);
      const type =
        START_CUE.test(before) || opensRange(before, s.text.slice(d.end, d.end + 60), language)
          ? "effective_date"
          : END_CUE.test(before) || MOVED_END.test(s.text.slice(Math.max(0, d.start - 80), d.start))
            ? "expiration_date"
            : null;
      if (!type) continue;
      const start = s.start + d.start;
      if (have.some((h) => h.type === type && h.start === start)) continue;
      out.push({ type, value: text.slice(start, s.start + d.end), confidence: 0.8, start, end: s.start + d.end });
    }
    if (out.some((f) => f.type === "expiration_date")) break;
  }
  return out;
}
