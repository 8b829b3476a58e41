import { findDates } from "../dates.ts";
import { gated, type LiteralScan, mayMatch } from "../literals.ts";
import { execAll } from "../text.ts";
import type { Entity } from "../types.ts";

// Brazilian statutes, precedents and courts by rule. Spacing is optional around punctuation because text from
// tokenised corpora and OCR arrives as "art . 126 da Lei 8.112/1990".

const NUMSIGN = String.raw`(?:n\s?\.?\s?[º°o]s?\s?\.?|n[º°]s?|nos?\.|n\s?\.)?\s*`;
const NUM = String.raw`\d[\d.]*\d|\d`;
const YEAR_SUFFIX = String.raw`(?:\s?\/\s?\d{2,4})?`;
const DATE_SUFFIX = String.raw`(?:\s?,\s+de\s+\d{1,2}[º°]?\s+de\s+[a-zç]+\s+de\s+\d{4})?`;

const LAW_KIND = String.raw`(?:Lei(?:\s+Complementar|\s+Federal|\s+Estadual|\s+Municipal|\s+Ordinária)?|LEI(?:\s+COMPLEMENTAR)?|LC|Decretos?[\s-]Leis?|DECRETO[\s-]LEI|Decreto(?:\s+Legislativo|\s+Federal|\s+Estadual)?|DECRETO|Medida\s+Provis[óo]ria|MP|Resolu[çc][ãa]o|Portaria|Instru[çc][ãa]o\s+Normativa|IN|Emenda\s+Constitucional|EC|Ato\s+Normativo)`;
// The issuing body may stand between the kind and the number ("Instrução Normativa RFB nº 2.110/2022", "Portaria
// MTE nº 3.214/1978", "Resolução CMN nº 4.656/2018").
const ISSUER = String.raw`(?:\s(?:RFB|SRF|MTE|MTP|CMN|BACEN|BCB|CVM|CONAMA|ANVISA|ANS|ANEEL|ANATEL|CNJ|CNMP|INSS|PGFN|SUSEP|CONTRAN|DNIT|MF|ME)\b)?`;
const LAW_NAME = String.raw`${LAW_KIND}${ISSUER}\s*${NUMSIGN}(?:${NUM})(?:-\d+)?${YEAR_SUFFIX}(?:\s?[-–]\s?[A-Z]{2,6}\b)?${DATE_SUFFIX}`;

// Codes and constitutions cited by name or abbreviation.
const CODE = String.raw`(?:Constitui[çc][ãa]o\s+(?:Federal|da\s+Rep[úu]blica|Estadual|do\s+Estado\s+d[eo]\s+[A-ZÁÉÍÓÚ][\wÀ-ú]+(?:\s+(?:d[oae]\s+)?[A-ZÁÉÍÓÚ][\wÀ-ú]+)*)(?:\s+de\s+1988)?|CONSTITUI[ÇC][ÃA]O\s+(?:FEDERAL|DA\s+REP[ÚU]BLICA|ESTADUAL|DO\s+ESTADO\s+D[EO]\s+[A-ZÁÉÍÓÚ]+(?:\s+[A-ZÁÉÍÓÚ]+)*)|C[óo]digo\s+(?:Civil|Penal(?:\s+Militar)?|de\s+Processo\s+(?:Civil|Penal)(?:\s+Militar)?|de\s+Defesa\s+do\s+Consumidor|Tribut[áa]rio\s+Nacional|Eleitoral|de\s+Tr[âa]nsito\s+Brasileiro|Comercial)|Consolida[çc][ãa]o\s+das\s+Leis\s+do\s+Trabalho|Estatuto\s+da\s+Crian[çc]a\s+e\s+do\s+Adolescente|Regimento\s+Interno(?:\s+d[oa]\s+[A-Z][\wÀ-ú]*(?:\s+[\wÀ-ú]+){0,4})?|CF\s?\/\s?88|CF|CRFB(?:\s?\/\s?88)?|CPC(?:\s?\/\s?(?:2015|15|73|1973))?|CPPM|CPP|CPB|CPM|CP|CC(?:\s?\/\s?(?:2002|02|1916))?|CLT|CDC|CTN|CTB|ECA|LGPD|LINDB|LEF|RITJ[A-Z]{2}|RISTF|RISTJ|RITST)`;
// Abbreviations that are also common words or ambiguous alone only count inside an article reference.
const STANDALONE_CODE = String.raw`(?:Constitui[çc][ãa]o\s+(?:Federal|da\s+Rep[úu]blica|Estadual|do\s+Estado\s+d[eo]\s+[A-ZÁÉÍÓÚ][\wÀ-ú]+(?:\s+(?:d[oae]\s+)?[A-ZÁÉÍÓÚ][\wÀ-ú]+)*)(?:\s+de\s+1988)?|CONSTITUI[ÇC][ÃA]O\s+(?:FEDERAL|DA\s+REP[ÚU]BLICA|DO\s+ESTADO\s+D[EO]\s+[A-ZÁÉÍÓÚ]+(?:\s+[A-ZÁÉÍÓÚ]+)*)|C[óo]digo\s+(?:Civil|Penal(?:\s+Militar)?|de\s+Processo\s+(?:Civil|Penal)(?:\s+Militar)?|de\s+Defesa\s+do\s+Consumidor|Tribut[áa]rio\s+Nacional)|Consolida[çc][ãa]o\s+das\s+Leis\s+do\s+Trabalho|CF\s?\/\s?88|CLT|CPC(?:\s?\/\s?(?:2015|15|73|1973))?|CDC|CTN|LGPD)`;

const QUAL = String.raw`(?:\s?,?\s*(?:§+\s*(?:\d+|[lI])\s?\.?\s?[º°o]?(?:\s?-\s?[A-Z])?|caput|inc(?:iso)?s?\s*\.?\s*[IVXLC]+\b|[IVXLC]+\b|al[íi]nea\s+["“'\x60]*[a-z]["”'´]*|["“\x60]{1,2}\s?[a-z]\s?["”']{1,2}|par[áa]grafo\s+[úu]nico|p\s?\.\s?u\s?\.?|e\s+(?:${NUM})\s?[º°o]?|e\s+["“\x60]{1,2}\s?[a-z]\s?["”']{1,2}|(?:${NUM})\s?[º°o]?))*`;
const ARTICLE = String.raw`(?:art(?:igo)?s?\s?\.?|ART(?:IGO)?S?\s?\.?|Art(?:igo)?s?\s?\.?)\s*(?:${NUM})\s?[º°o]?(?:\s?-\s?[A-Z])?${QUAL}(?:\s+e\s+seguintes)?`;
const OF = String.raw`\s?,?\s*(?:ambos\s+)?(?:d[oae]s?|DA|DO|DOS|DAS)\s+`;

const ARTICLE_REF = new RegExp(
  String.raw`(?:§+\s*(?:\d+|[lI])\s?[º°o]?(?:\s?-\s?[A-Z])?${QUAL}\s+d[oa]\s+)?${ARTICLE}(?:${OF}(?:${LAW_NAME}|${CODE}))`,
  "g",
);
const PARAGRAPH_REF = new RegExp(
  String.raw`§+\s*(?:\d+|[lI])\s?\.?\s?[º°o]?${QUAL}\s+d[oa]\s+${ARTICLE}${OF}(?:${LAW_NAME}|${CODE})`,
  "g",
);
const LAW_RE = new RegExp(String.raw`\b${LAW_NAME}`, "g");
const CODE_RE = new RegExp(String.raw`(?<![\wÀ-ú])${STANDALONE_CODE}(?![\wÀ-ú])`, "g");

const COURT_ABBR = String.raw`(?:STF|STJ|TST|TSE|STM|TCU|C\.\s?TST|TRF\s?-?\s?\d|TRT\s?-?\s?\d{1,2}|TJ[A-Z]{2}|TJDFT|SDI\s?-?\s?\d|SBDI\s?-?\s?\d)`;
const PRECEDENT_KIND =
  "(?:REsp|AREsp|AgInt|AgRg|EDcl|EREsp|HC|RHC|RE|ARE|ADI|ADIn|ADC|ADPF|ADO|MS|RMS|AI|RR|AIRR|ARR|Rcl|RCL|Inq|AP|RO|ROT|MI|SL|SS|STA|IRDR|IAC|CC|Ag|ACO|AC|Pet)";
const PRECEDENT_RE = new RegExp(
  String.raw`(?<![\w-])(?:(?:E|ED|Ag|AgR|AG|REG|EDcl|AgRg|Ed)-)*${PRECEDENT_KIND}(?:\s+(?:no|nos|em|na)\s+${PRECEDENT_KIND})*\s*(?:-\s*)?${NUMSIGN}(?:${NUM})(?:-\d+)?(?:\.\d+){0,5}(?:-MC|-AgR|-ED)?(?:\s?\/\s?[A-Z]{2}\b|\s-\s[A-Z]{2}\b|\/\d{2,4}(?:-\d{3}-\d{2}-\d{2}\.\d)?)?`,
  "g",
);
const PRECEDENT_LONG_RE = new RegExp(
  String.raw`\b(?:Recursos?\s+(?:Especial|Extraordin[áa]rio|Ordin[áa]rio|de\s+Revista|em\s+Sentido\s+Estrito)|RECURSO\s+(?:ESPECIAL|EXTRAORDIN[ÁA]RIO|DE\s+HABEAS\s+CORPUS|DE\s+REVISTA)|Recurso\s+de\s+Habeas\s+Corpus|Habeas\s+Corpus|HABEAS\s+CORPUS|H\.\s?C\.?|Mandados?\s+de\s+Seguran[çc]a|MANDADO\s+DE\s+SEGURAN[ÇC]A|Agravo\s+(?:Regimental|Interno|de\s+Instrumento)|A[çc][ãa]o\s+Direta\s+de\s+Inconstitucionalidade|Apela[çc][ãa]o(?:\s+C[íi]vel|\s+Criminal)?|Reclama[çc][ãa]o)\s*${NUMSIGN}(?:${NUM})(?:[-.\/]\d+)*(?:\s?\/\s?[A-Z]{2}\b|\s-\s[A-Z]{2}\b)?`,
  "g",
);
const SUMULA_RE = new RegExp(
  String.raw`\b(?:(?:item\s+[IVX]+\s+d[ao]\s+)?(?:S[úu]mulas?|S[ÚU]MULAS?|Enunciados?|ENUNCIADO|OJ|Orienta[çc][ãa]o\s+Jurisprudencial)(?:\s+Vinculante)?\s*${NUMSIGN}(?:${NUM})(?:\s?,\s?[IVX]+\s?,?)?(?:\s?\/\s?${COURT_ABBR}|\s*,?\s*(?:d[oa]|DO|DA)\s+(?:(?:SDI|SBDI)\s?-?\s?\d\s+do\s+)?(?:${COURT_ABBR}|(?:(?:colendo|egr[ée]gio|excelso|C\.)\s+)?(?:Supremo\s+Tribunal\s+Federal|Superior\s+Tribunal\s+de\s+Justi[çc]a|Tribunal\s+Superior\s+do\s+Trabalho)))?)`,
  "g",
);
const TCU_RE = new RegExp(
  String.raw`\b(?:Ac[óo]rd[ãa]os?|AC[ÓO]RD[ÃA]O|Decis[ãa]o|DECIS[ÃA]O)\s*${NUMSIGN}(?:${NUM})\s?\/\s?\d{2,4}(?![\/\d])(?:\s?[-–]\s?(?:TCU\s?[-–]\s?)?(?:Plen[áa]rio|\d\s?[ªa]\s+C[âa]mara|Primeira\s+C[âa]mara|Segunda\s+C[âa]mara))?|\b(?:TC|Processo|PROCESSO)\s*${NUMSIGN}\d{3}\.\d{3}\s?\/\s?\d{4}-\d\b`,
  "g",
);
// Pre-2010 federal court numbering, e.g. 2001.34.00.024796-9.
const OLD_PROCESS_RE = /(?<![\d.])\d{4}\.\d{2}\.\d{2}\.\d{6}-\d(?![\d])/g;

const COURT_RE =
  /\b(?:Supremo\s+Tribunal\s+Federal|Superior\s+Tribunal\s+(?:de\s+Justi[çc]a|Militar)|Tribunal\s+Superior\s+(?:do\s+Trabalho|Eleitoral)|Tribunal\s+de\s+Contas\s+d[ao]\s+(?:Uni[ãa]o|Estado(?:\s+d[eo]\s+[A-Z][\wÀ-ú]+(?:\s+[A-Z][\wÀ-ú]+)*)?|Munic[íi]pio)|Tribunal\s+Regional\s+(?:Federal|do\s+Trabalho|Eleitoral)\s+da\s+\d{1,2}\s?[ªa]\s+Regi[ãa]o|Tribunal\s+de\s+Justi[çc]a\s+d[oe]\s+(?:Estado\s+d[eo]\s+)?[A-Z][\wÀ-ú]+(?:\s+(?:d[oe]\s+)?[A-Z][\wÀ-ú]+)*|\d{1,2}\s?[ªa]\s+Vara\s+(?:C[íi]vel|Criminal|Federal|do\s+Trabalho|de\s+Fam[íi]lia(?:\s+e\s+Sucess[õo]es)?|da\s+Fazenda\s+P[úu]blica|Empresarial|C[íi]vel\s+e\s+Criminal)(?:\s+(?:da|de)\s+(?:Comarca|Se[çc][ãa]o\s+Judici[áa]ria|Subse[çc][ãa]o\s+Judici[áa]ria)\s+d[eoa]\s+[A-Z][\wÀ-ú]+(?:\s+(?:d[oae]\s+)?[A-Z][\wÀ-ú]+)*(?:\s?\/\s?[A-Z]{2})?)?|Juizado\s+Especial\s+(?:C[íi]vel|Criminal|Federal|da\s+Fazenda\s+P[úu]blica)(?:\s+d[ae]\s+[A-Z][\wÀ-ú]+(?:\s+[A-Z][\wÀ-ú]+)*)?|\d{1,2}\s?[ªa]\s+(?:Turma|C[âa]mara)(?:\s+(?:C[íi]vel|Criminal|Recursal|de\s+Direito\s+(?:Privado|P[úu]blico)))?|(?:Primeira|Segunda|Terceira|Quarta|Quinta|Sexta|S[ée]tima|Oitava)\s+(?:Turma|C[âa]mara|Se[çc][ãa]o)|Plen[áa]rio(?!\s+d[oa]\s)|PLEN[ÁA]RIO|[ÓO]rg[ãa]o\s+Especial|(?<![/\w-])(?:STF|STJ|TST|TSE|STM|TJDFT|TJ[A-Z]{2}|TRF\s?-?\s?[1-6]|TRT\s?-?\s?\d{1,2})(?!-[A-Z]))(?![\wÀ-ú])/g;

gated([
  ARTICLE_REF,
  PARAGRAPH_REF,
  LAW_RE,
  CODE_RE,
  PRECEDENT_RE,
  PRECEDENT_LONG_RE,
  SUMULA_RE,
  TCU_RE,
  OLD_PROCESS_RE,
  COURT_RE,
]);

// Trailing characters trimmed off a match (one character at a time).
const TRAILING = /[\s,.;:–-]/;

function collect(text: string, re: RegExp, type: Entity["type"], confidence: number, scan?: LiteralScan): Entity[] {
  const out: Entity[] = [];
  if (!mayMatch(scan, re)) return out;
  for (const m of execAll(re, text)) {
    let end = m.index + m[0].length;
    while (end > m.index && TRAILING.test(text[end - 1] ?? "")) end--;
    if (end <= m.index) continue;
    out.push({ type, value: text.slice(m.index, end), confidence, start: m.index, end });
  }
  return out;
}

/** Keeps the longest of overlapping spans (earliest first on ties). */
export function longestNonOverlapping(list: Entity[]): Entity[] {
  const sorted = [...list].sort((a, b) => b.end - b.start - (a.end - a.start) || a.start - b.start);
  const kept: Entity[] = [];
  for (const e of sorted) {
    if (kept.some((k) => e.start < k.end && e.end > k.start)) continue;
    kept.push(e);
  }
  return kept.sort((a, b) => a.start - b.start);
}

/** Brazilian statutes (whole references: "art. 5º, inciso XXXV, da Constituição Federal"). */
export function findLawsPt(text: string, scan?: LiteralScan): Entity[] {
  return longestNonOverlapping([
    ...collect(text, ARTICLE_REF, "LAW", 0.92, scan),
    ...collect(text, PARAGRAPH_REF, "LAW", 0.92, scan),
    ...collect(text, LAW_RE, "LAW", 0.9, scan),
    ...collect(text, CODE_RE, "LAW", 0.8, scan),
  ]);
}

// The rule layer (index.ts) and the Portuguese clean-up (refine-pt.ts, which puts a rule's whole span back over the
// model's pieces) both want a document's dates and statutes. A LiteralScan belongs to one document's text, so the
// spans found for it are kept with it and found once. Callers copy an entity before changing it (mergeMentions).
const datesAndLawsByScan = new WeakMap<LiteralScan, { dates: Entity[]; laws: Entity[] }>();

/** The Portuguese dates and statutes of a text, found once per `scan` (the text's LiteralScan). */
export function datesAndLawsPt(text: string, scan?: LiteralScan): { dates: Entity[]; laws: Entity[] } {
  const kept = scan && datesAndLawsByScan.get(scan);
  if (kept) return kept;
  const found = { dates: findDates(text, "pt", false, scan), laws: findLawsPt(text, scan) };
  if (scan) datesAndLawsByScan.set(scan, found);
  return found;
}

/** Precedents, súmulas and court decisions cited by number. */
export function findCaseLawPt(text: string, scan?: LiteralScan): Entity[] {
  return longestNonOverlapping([
    ...collect(text, SUMULA_RE, "CASE_LAW", 0.92, scan),
    ...collect(text, PRECEDENT_LONG_RE, "CASE_LAW", 0.85, scan),
    ...collect(text, PRECEDENT_RE, "CASE_LAW", 0.8, scan),
    ...collect(text, TCU_RE, "CASE_LAW", 0.85, scan),
    ...collect(text, OLD_PROCESS_RE, "CASE_LAW", 0.7, scan),
  ]).filter((e) => /\d/.test(e.value) && !/^(?:AP|RO|IN|AI|CC|SS|Ag)\s*\d{1,2}$/.test(e.value));
}

export function findCourtsPt(text: string, scan?: LiteralScan): Entity[] {
  return collect(text, COURT_RE, "COURT", 0.9, scan);
}
