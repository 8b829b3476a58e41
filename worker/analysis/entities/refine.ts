import type { LiteralScan } from "../literals.ts";
import type { Entity, Language } from "../types.ts";
import { citedAsPrecedent } from "./case-numbers-br.ts";
import { findCourtsByGazetteer } from "./courts.ts";
import { findInstitutions } from "./institutions.ts";
import { findOrganizationsEn } from "./names-en.ts";
import {
  findCapitalisedOrganizations,
  findCompanyNamesPt,
  findDefinedAcronyms,
  findPublicBodies,
  LIST_BREAK,
} from "./organizations.ts";
import { tidyOrganizationEn } from "./organizations-en-tidy.ts";
import { findPersonsByCue } from "./persons-en.ts";
import { isPersonShaped, RANK_LEAD, ROLE_ONLY } from "./persons-given.ts";
import { findPlaces } from "./places.ts";
import { findWorldPlaces } from "./places-world.ts";
import { findLawFirmsPt, tidyNamesPt } from "./refine-pt.ts";
import { besideOwnNumber, findLayoutNames, ownCaseNumber } from "./signatures.ts";

// Document-level refinement of the entity list (docs/decisions/025-held-out-evaluation.md): whole addresses and
// gazetteer courts replace the fragments the sentence-level layers made of them (a street or district read as a
// person, "COMARCA DE X" as a place beside its court); places, people named by a cue and courts fill gaps; legal
// concepts are not people; and each entity is listed once, with how many times the document mentions it.

const PROTECTED = new Set<Entity["type"]>([
  "CPF",
  "CNPJ",
  "OAB",
  "EIN",
  "SSN",
  "EMAIL",
  "PHONE",
  "MONEY",
  "DATE",
  "LAW",
  "CASE_LAW",
  "CASE_NUMBER",
]);
const NAMEISH = new Set<Entity["type"]>(["PERSON", "ORGANIZATION", "LOCATION", "COURT"]);

export const foldKey = (s: string): string =>
  s
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/\s+/g, " ")
    .replace(/^[\s,;:.()"'–-]+|[\s,;:()"'–-]+$/g, "");

// Legal concepts and procedural phrases that a capitalised heading or a model can read as a name.
const CONCEPTS =
  /^(?:danos?\s+(?:morais|materiais|moral|material|est[ée]ticos?)|dano\s+moral|justi[çc]a\s+gratuita|gratuidade(?:\s+da\s+justi[çc]a)?|tutela(?:\s+de\s+urg[êe]ncia|\s+antecipada)?|fumus\s+boni\s+iuris|periculum\s+in\s+mora|boa[\s-]f[ée]|m[áa][\s-]f[ée]|lucros\s+cessantes|for[çc]a\s+maior|caso\s+fortuito|habeas\s+corpus|mandado\s+de\s+seguran[çc]a|vossa\s+excel[êe]ncia|excelent[íi]ssimo.*|meritíssimo.*|data\s+venia|in\s+forma\s+pauperis|due\s+process|moral\s+damages|punitive\s+damages)$/i;
// A person's name right after one of these words is the name of a street, square or building, not a person.
const STREET_BEFORE =
  /(?:\b(?:Rua|Avenida|Av\.|Pra[çc]a|Travessa|Alameda|Largo|Rodovia|Estrada|Edif[íi]cio|Setor|Viaduto|Ponte|Street|Avenue)\s+(?:d[aeo]s?\s+)?(?:(?:Doutor|Dr\.|Padre|Coronel|Desembargador|Marqu[êe]s\s+de|Conde\s+de|Presidente|Professor|Imperador)\s+)?)$/i;

const LEGAL_FORM_END =
  /(?:\bS\/S|\bLtda\.?|\bLTDA\.?|\bS\.\s?A\.?|\bS\/A|\bEIRELI|\bInc\.?|\bLLC|\bL\.L\.C\.|\bCorp\.?|\bPLLC|\bLLP|\bL\.P\.)$/;
// A contract's defined terms name a party's role, not an organisation.
const DEFINED_TERM =
  /^(?:the\s+)?(?:Company|Consultant|Contractor|Client|Licensor|Licensee|Supplier|Buyer|Seller|Landlord|Tenant|Employer|Executive|Party|Parties|Agreement)$/i;
const ACT_TITLE =
  /^(?:acordo\s+de\s+(?:acionistas|quotistas|s[óo]cios)\s+d[ao]\s+|(?:estatuto|contrato)\s+social\s+d[ao]\s+|altera[çc][ãa]o\s+contratual\s+d[ao]\s+|(?:ata|extrato\s+da\s+ata)\s+d[ao]\s+(?:\d+[ªa]\s+)?(?:assembleia\s+geral(?:\s+(?:ordin[áa]ria|extraordin[áa]ria))?(?:\s+e\s+extraordin[áa]ria)?|reuni[ãa]o\s+d[oa]\s+(?:conselho\s+(?:de\s+administra[çc][ãa]o|fiscal)|diretoria|s[óo]cios))\s+d[ao]\s+)/i;
// (PPP, the worker's social-security profile; SLA, a service level; ITR and CCIR, a rural property's tax and
// register.)
// Acronyms of taxes, indices, registers and documents, which models and capitals patterns read as organisations; and a
// benefit's dates and values (DIB, DIP, DER, DCB, RMI) and the small-claims payment order (RPV).
export const NOT_AN_ORGANIZATION =
  /^(?:PIS|PASEP|COFINS|CSLL|IRPJ|IRPF|IPI|ICMS|ISS|ISSQN|IPTU|IPVA|ITBI|ITCMD|IOF|CDA|CTPS|FGTS|CNH|RG|NIRE|IPCA(?:-E)?|IGP-?M|INPC|SELIC|CDI|TR|CEP|PJe|DJe|DJEN|NB|CID|CNIS|ECF|DIB|DIP|DER|DCB|RMI|RPV|PPP|SLA|ITR|CCIR)$/;
// An instrument's side label in capitals ("CESSIONÁRIO", "OUTORGADA COMPRADORA, LUMIAR …") is no organisation's name,
// nor part of the one it introduces.
const SIDE_WORD =
  "(?:OUTORGANTES?|OUTORGAD[OA]S?|INTERVENIENTES?|ANUENTES?|VENDEDOR(?:A|ES|AS)?|COMPRADOR(?:A|ES|AS)?|CEDENTES?|CESSION[ÁA]RI[OA]S?|CREDOR(?:A|ES|AS)?|DEVEDOR(?:A|ES|AS)?|FIADOR(?:A|ES|AS)?|CONTRATANTES?|CONTRATAD[OA]S?|LOCADOR(?:A|ES|AS)?|LOCAT[ÁA]RI[OA]S?)";
const SIDE_LABEL_ONLY = new RegExp(String.raw`^${SIDE_WORD}(?:\s+${SIDE_WORD})?$`, "u");
const SIDE_LABEL_LEAD = new RegExp(String.raw`^${SIDE_WORD}(?:\s+${SIDE_WORD})?,\s+(?=\p{Lu})`, "u");
// A board named by its members' office, or a clause's defined term, is no organisation's name.
// Nor a company's kind or a procedure's class: "Companhia Fechada" (an ata's heading), "Procedimento Comum Cível"
// (PJe's "Classe - Assunto:" line).
const NOT_A_NAME =
  /^(?:Board\s+of\s+(?:Directors|Trustees|Managers|Governors|Supervisors)|.+\s+of\s+the\s+(?:Company|Client|Customer|Provider|Employer|Parties|Party)|(?:Companhia|COMPANHIA)(?:\s+(?:Aberta|Fechada|ABERTA|FECHADA))?|(?:Procedimento|PROCEDIMENTO)\s+(?:Comum|COMUM|Ordin[áa]rio|ORDIN[ÁA]RIO|Sumar[íi]ssimo)(?:\s+(?:C[íi]vel|C[ÍI]VEL))?)$/;
// A company's or association's organ named alone ("Conselho Fiscal", "Conselho de Administração", "Diretoria
// Executiva", "Assembleia Geral Ordinária") is part of the body whose act names it, not an organisation of its own;
// a council with its field or place ("Conselho Regional de Odontologia de Goiás") is.
const COMPANY_ORGAN =
  /^(?:conselho\s+(?:de\s+administra[çc][ãa]o|fiscal|consultivo|deliberativo|diretor|curador|gestor|administrativo)|diretoria(?:\s+executiva|\s+colegiada)?|assembleia\s+geral(?:\s+(?:ordin[áa]ria|extraordin[áa]ria))?(?:\s+e\s+extraordin[áa]ria)?)(?:\s+realizad[ao])?$/iu;
// The number of an identity card, a taxpayer, a work record, a tax debt, a company or property registration, a filing
// receipt, an invoice or a street address ("RG nº 5.123.456-7 SSP/PR", "CTPS nº 4412387, série 0021-SP", "CDA nº 80.6.23.112233-45") is no
// precedent and no case's number; nor is that of a police report or inquiry, an infraction or arrest record, a credit
// note, a payment, a policy, a contract, a notarial act or book, a vehicle, a tax guide or an administrative file
// ("Boletim de Ocorrência nº 2.418/2024", "Auto de Infração nº 4.471/2022", "Cédula de Crédito Bancário nº 3321004-5"),
// nor a consumer-protection office's complaint file ("FA nº 29.001.001.24-0003311").
const NOT_A_CASE =
  /^(?:RG|CPF|CNPJ|CEP|CTPS|CDA|NIRE|NIS|NIT|PIS|PASEP|CNH|CNS|CREA|CRM|CRC|CEI|Rua|Avenida|Av\.|Alameda|Travessa|Rodovia|SQ[SN]|SHI[SN]|Certid[ãa]o\s+de\s+D[íi]vida|Matr[íi]cula|Protocolo|Inscri[çc][ãa]o|Nota\s+Fiscal|NF-?e?|Boletim\s+de\s+Ocorr[êe]ncia|B\.?O\.?|Inqu[ée]rito|Auto\s+de\s+(?:Pris[ãa]o|Infra[çc][ãa]o|Apreens[ãa]o|Constata[çc][ãa]o)|C[ée]dula\s+de\s+Cr[ée]dito|Nota\s+Promiss[óo]ria|Duplicata|TED|PIX|IPTU|ITBI|IPVA|CAT|Ato|Livro|Folhas?|Ap[óo]lice|Contrato|Guia|DARF|Fatura|RENAVAM|Chassi|Placa|Processo\s+Administrativo|Procedimento\s+Administrativo|NB|FA)\b|(?<![\d.])80\.\d\.\d{2}\.\d{6}-\d{2}(?!\d)/i;
// The label may also stand just before the span or inside it, where a model's span runs across a heading's lines
// ("AZUL LTDA.\nCNPJ nº 08.331.564/0001-90").
const ID_LABEL = String.raw`\b(?:RG|CPF|CNPJ|CEP|CTPS|CDA|NIRE|NIS|PIS|CNH)`;
const NOT_A_CASE_BEFORE = new RegExp(String.raw`${ID_LABEL}\s*(?:sob\s+(?:o\s+)?)?$`);
const ID_INSIDE = new RegExp(String.raw`${ID_LABEL}(?:\/MF)?\s*(?:n[º°o.]*\s*)?:?\s*\d`);
const isNotACase = (text: string, e: Entity): boolean =>
  NOT_A_CASE.test(e.value) ||
  ID_INSIDE.test(e.value) ||
  NOT_A_CASE_BEFORE.test(text.slice(Math.max(0, e.start - 16), e.start));
// "Ninth Circuit Rule 36-3", "Third Circuit L.A.R. 34.1(a)": a court's rule is cited, not the court.
const RULE_AFTER = /^\s+(?:Rule|R\.|L\.A\.R\.|Local\s+Rule|I\.O\.P\.)/;
const namesARule = (text: string, e: Entity): boolean => RULE_AFTER.test(text.slice(e.end, e.end + 12));
const overlaps = (a: Entity, b: Entity): boolean => a.start < b.end && b.start < a.end;
const inside = (a: Entity, b: Entity): boolean => a.start >= b.start && a.end <= b.end;

/**
 * `merge: false` keeps every mention (for scoring against mention-level annotation such as LeNER-Br). `scan` is the
 * engine's literal scan of this text, so the rule patterns run again here skip what cannot match, as they did the first
 * time.
 */
export function refineEntities(
  text: string,
  entities: Entity[],
  language: Language,
  merge = true,
  scan?: LiteralScan,
): Entity[] {
  // Countries, foreign addresses and cities named alone are English drafting's (places-world.ts).
  const places = [...findPlaces(text), ...(language === "en" ? findWorldPlaces(text) : [])];
  const addresses = places.filter((p) => p.confidence >= 0.9);
  const courts = longest(findCourtsByGazetteer(text)).filter((c) => !namesARule(text, c));
  let list = entities.filter(
    (e) =>
      !(e.type === "PERSON" && isNotAPerson(text, e)) &&
      !((e.type === "CASE_LAW" || e.type === "CASE_NUMBER") && isNotACase(text, e)),
  );
  const own = list.map((e) => ownCaseNumber(text, e)).filter((e): e is Entity => e !== null);
  // The registry number in parentheses beside the document's own number is the same case's number too.
  list = list.map((e) =>
    besideOwnNumber(text, e, own)
      ? { ...e, type: "CASE_NUMBER" as const }
      : (own.find((o) => o.start >= e.start && o.end <= e.end) ?? e),
  );
  list = list
    .map((e) => fixType(text, e))
    .map((e) => (e.type === "CASE_NUMBER" && citedAsPrecedent(text, e) ? { ...e, type: "CASE_LAW" as const } : e))
    .filter(
      (e) =>
        !(
          e.type === "ORGANIZATION" &&
          (DEFINED_TERM.test(e.value) ||
            NOT_AN_ORGANIZATION.test(e.value) ||
            NOT_A_NAME.test(e.value) ||
            COMPANY_ORGAN.test(e.value) ||
            SIDE_LABEL_ONLY.test(e.value))
        ) &&
        !(e.type === "LAW" && /^(?:CPF|CNPJ|RG|N[º°o]\.?\s*[\d./-]+)$/i.test(e.value)) &&
        !(e.type === "COURT" && namesARule(text, e)) &&
        // "VOTO Nº 41.227", "Registro: 2024.0000512345": the number of a vote or a registry entry, not of the case.
        !(
          e.type === "CASE_NUMBER" &&
          /\b(?:VOTO|Voto|Registro|Of[íi]cio)\s*(?:[nN][º°.]\s*|:\s*)?$/.test(
            text.slice(Math.max(0, e.start - 14), e.start),
          )
        ),
    )
    .map((e) =>
      e.type === "LAW" && /^the\s+\p{Lu}/u.test(e.value) ? { ...e, value: e.value.slice(4), start: e.start + 4 } : e,
    );

  // A name ending in a legal form ("LOJAS CENTRO-OESTE COMÉRCIO DE MÓVEIS LTDA.") is one organisation, in both
  // languages; it replaces the shorter names a model made of its words.
  // Public bodies from the gazetteer and institutions written in capitals join them (third round).
  list = list.flatMap((e) => (e.type === "ORGANIZATION" ? splitOrganizationList(e) : [e]));
  if (language === "en") list = list.flatMap((e) => tidyOrganizationEn(e) ?? []);
  const named = [
    ...findOrganizationsEn(text)
      .filter((o) => LEGAL_FORM_END.test(o.value))
      .flatMap(splitOrganizationList),
    ...findInstitutions(text, language),
    ...findCapitalisedOrganizations(text, language).flatMap(splitColumns).flatMap(splitOrganizationList),
    ...findPublicBodies(text, language),
    ...(language === "pt" ? [...findLawFirmsPt(text), ...findCompanyNamesPt(text)] : []),
  ];
  list = placeNamedSpans(
    text,
    list,
    longest(
      named.map((o) => fixType(text, o)).flatMap((o) => (language === "en" ? (tidyOrganizationEn(o) ?? []) : o)),
    ).filter(
      (o) =>
        !NOT_A_NAME.test(o.value) &&
        !COMPANY_ORGAN.test(o.value) &&
        !NOT_AN_ORGANIZATION.test(o.value) &&
        // "MARCUS J. LINDGREN" in a caption's capitals is a person, not a firm (decision 025, eighth round 23f).
        !(language === "en" && isPersonShaped(o.value)) &&
        // "SAN JOSE DIVISION" under a federal court's name: the seat is a place, the division part of the court.
        !(language === "en" && isDivisionOfSeat(o, list)),
    ),
  );
  list = placeNamedSpans(
    text,
    list,
    findDefinedAcronyms(
      text,
      list.filter((e) => e.type === "ORGANIZATION"),
    ),
  );
  // Strong spans: addresses, then courts. They replace name-like spans they overlap, unless a longer court or
  // address already covers them.
  for (const strong of [...addresses, ...courts]) {
    if (list.some((e) => NAMEISH.has(e.type) && e.type === strong.type && inside(strong, e))) continue;
    if (list.some((e) => PROTECTED.has(e.type) && overlaps(e, strong) && !inside(e, strong))) continue;
    list = list.filter((e) => !(NAMEISH.has(e.type) && overlaps(e, strong)));
    list.push(strong);
  }
  // "Avenida XV de Novembro": a date inside an address is the street's name.
  list = list.filter((e) => !(e.type === "DATE" && !/\d{4}/.test(e.value) && addresses.some((a) => inside(e, a))));
  // A citation by caption replaces the party names inside it.
  if (language === "en") list = placeNamedSpans(text, list, findCaptionCitations(text));
  // Weak spans fill gaps only.
  const weak = [
    ...places.filter((p) => p.confidence < 0.9).map((p) => fixType(text, p)),
    ...(language === "en" ? findPersonsByCue(text) : findLayoutNames(text)),
    ...(language === "pt" ? findThemes(text) : []),
  ];
  for (const w of longest(weak)) {
    const hit = list.filter((e) => overlaps(e, w));
    // A longer place swallows the places inside it ("Camden, New Jersey" over "New Jersey").
    if (hit.some((e) => !(e.type === w.type && e.type === "LOCATION" && inside(e, w)))) continue;
    list = list.filter((e) => !hit.includes(e));
    list.push(w);
  }
  list.sort((a, b) => a.start - b.start || b.end - a.end);
  // "GULF COAST MARINE SUPPLY" read as a person where the document names "Gulf Coast Marine Supply, LLC".
  const firms = new Set(
    list
      .filter((e) => e.type === "ORGANIZATION" && LEGAL_FORM_END.test(e.value))
      .map((e) => foldKey(e.value.replace(/,?\s*(?:\S+)$/, ""))),
  );
  list = list.filter((e) => !(e.type === "PERSON" && firms.has(foldKey(e.value))));
  // "James W. Herring, Jr.", "Roger M. Young, Sr.": the generational suffix is part of the person's name.
  list = list.map((e) => (e.type === "PERSON" ? withSuffix(text, e) : e));
  // "United States District Judge", "the United States Trustee", "United States dollars": the country names an office
  // or a currency there, not a place.
  list = list.filter((e) => !(e.type === "LOCATION" && isUnitedStatesOffice(text, e)));
  const kept = dropHonorificEchoes(language === "pt" ? tidyNamesPt(text, list, scan) : list, language);
  return merge ? mergeMentions(kept) : kept.map(withoutArticle);
}

const isDivisionOfSeat = (o: Entity, list: Entity[]): boolean =>
  /\s(?:DIVISION|Division)$/.test(o.value) && list.some((e) => e.type === "LOCATION" && e.start === o.start);

/** Each span (an organisation, a citation by caption) replaces the name-like spans inside it; a statute citation that runs into the body that
 * issued it ("Anexo II da NR-17 do Ministério do Trabalho e Emprego") ends before it. */
function placeNamedSpans(text: string, current: Entity[], orgs: Entity[]): Entity[] {
  let list = current;
  for (const org of orgs) {
    const hit = list.filter((e) => overlaps(e, org));
    const law = hit.find((e) => e.type === "LAW" && e.start < org.start && e.end <= org.end);
    const issuer = law ? /\s+(?:d[oa]|of\s+the)\s*$/.exec(text.slice(law.start, org.start)) : null;
    const rest = hit.filter((e) => e !== law || !issuer);
    if (rest.some((e) => !NAMEISH.has(e.type) || !inside(e, org))) continue;
    list = list.filter((e) => !hit.includes(e));
    if (law && issuer) {
      const end = org.start - issuer[0].length;
      list.push({ ...law, value: text.slice(law.start, end), end });
    }
    list.push({ ...org, confidence: Math.max(org.confidence, 0.85) });
  }
  return list;
}

// Two signature columns on one line ("KING COUNTY            EVERGREEN COMMUNITY HEALTH CLINIC") are two names.
function splitColumns(e: Entity): Entity[] {
  const gap = /[ \t]{3,}/.exec(e.value);
  if (!gap) return [e];
  const from = gap.index + gap[0].length;
  return [
    { ...e, value: e.value.slice(0, gap.index), end: e.start + gap.index },
    ...splitColumns({ ...e, value: e.value.slice(from), start: e.start + from }),
  ].filter((p) => /\s/.test(p.value.trim()));
}

function splitOrganizationList(e: Entity): Entity[] {
  const m = LIST_BREAK.exec(e.value);
  if (!m) return [e];
  const first = e.value.slice(0, m.index);
  const second = e.value.slice(m.index + m[0].length);
  if (first.length < 4 || second.length < 4) return [e];
  const secondStart = e.start + m.index + m[0].length;
  return [
    { ...e, value: first, end: e.start + first.length },
    ...splitOrganizationList({ ...e, value: second, start: secondStart }),
  ];
}

// A binding precedent cited by its theme number: "Tema 69 da repercussão geral", "Tema 1.014 do STJ". Document level
// only: LeNER-Br's annotation of the sentence layer is not changed by it.
const THEME =
  /\bTema\s+(?:n[º°.]\s*)?\d{1,4}(?:\.\d{3})?(?:\s+d[ao]s?\s+(?:repercuss[ãa]o\s+geral|recursos?\s+repetitivos?|STF|STJ|TST))?/g;

function findThemes(text: string): Entity[] {
  return [...text.matchAll(THEME)].map((m) => ({
    type: "CASE_LAW" as const,
    value: m[0],
    confidence: 0.8,
    start: m.index,
    end: m.index + m[0].length,
  }));
}

// A case named by its caption in prose, before its docket: "an action captioned Okonkwo v. Tri-County Regional
// Transit District, Case No. 23CV41877".
const CAPTION_CITATION =
  /\b[A-Z][\w'’-]+(?:\s+[A-Z][\w'’-]+){0,3}\s+v\.\s+[A-Z][\w.&'’-]*(?:\s+(?:[A-Z][\w.&'’-]*|of|the|and|for|&)){0,8}(?=,\s+(?:Case|Civil\s+Action|Index|Docket)\s+No\.)/g;

function findCaptionCitations(text: string): Entity[] {
  return [...text.matchAll(CAPTION_CITATION)].map((m) => ({
    type: "CASE_LAW" as const,
    value: m[0],
    confidence: 0.7,
    start: m.index,
    end: m.index + m[0].length,
  }));
}

const US_OFFICE_AFTER =
  /^\s+(?:(?:Chief|Senior)\s+)?(?:(?:District|Magistrate|Bankruptcy|Circuit)\s+)?(?:Judge|Attorney|Trustee|Marshal|Courthouse|Department|Code|Patent|Postal|Court|Coast\s+Guard|Government|dollars?)\b/i;
function isUnitedStatesOffice(text: string, e: Entity): boolean {
  return /^united\s+states$/i.test(e.value) && US_OFFICE_AFTER.test(text.slice(e.end, e.end + 40));
}

// An English filing's headings in capitals ("PRELIMINARY INJUNCTION", "CIVIL ACTION FILE") and a label's possessive
// ("Judge's No") that a model reads as a name.
const EN_HEADING_WORD =
  /\b(?:COMPLAINT|INJUNCTION|TEMPORARY|PRELIMINARY|RESTRAINING|ACTION|FILE|MOTION|JUDGMENT|MEMORANDUM|OPINION|ORDER|PETITION|SUMMONS|NOTICE)\b|['’]s\s+No\b/;

function isNotAPerson(text: string, e: Entity): boolean {
  const v = e.value.trim();
  if (CONCEPTS.test(v) || EN_HEADING_WORD.test(v) || ROLE_ONLY.test(v)) return true;
  // "…, Judge. Reversed and remanded": a title ending a sentence, not "Judge Reversed".
  if (/^(?:Judge|Justice)\.\s/.test(v)) return true;
  if (!/^[A-ZÀ-Ý]/.test(v)) return true;
  return STREET_BEFORE.test(text.slice(Math.max(0, e.start - 40), e.start));
}

function fixType(text: string, e: Entity): Entity {
  // A municipality suing or sued ("City of Tacoma") is an organisation; a place is where it is.
  // … unless the text places something in it ("the courts of the City of Rio de Janeiro").
  if (
    e.type === "LOCATION" &&
    /^City\s+of\s+[A-Z]/.test(e.value) &&
    !/\b(?:of|in|at|near)\s+the\s+$/.test(text.slice(Math.max(0, e.start - 12), e.start))
  )
    return { ...e, type: "ORGANIZATION" };
  // "em face do Município de Porto Alegre", "O MUNICÍPIO DE MARINGÁ, pessoa jurídica…": the municipality as a legal
  // person; "no Município de Itabuna/BA" is where something happened.
  if (
    e.type === "LOCATION" &&
    /^Munic[íi]pio\s+d[eo]\s+\p{Lu}/iu.test(e.value) &&
    !/\b(?:no|em|neste|nesse|naquele)\s+$/i.test(text.slice(Math.max(0, e.start - 10), e.start))
  )
    return { ...e, type: "ORGANIZATION" };
  if (
    e.type === "ORGANIZATION" &&
    /^(?:Rep[úu]blica\s+Federativa\s+do\s+Brasil|Federative\s+Republic\s+of\s+Brazil)$/i.test(e.value)
  )
    return { ...e, type: "LOCATION" };
  // "Edifício Campo Grande Center", "Sítio Boa Esperança": a building or a rural property is a place, not a person.
  if (
    e.type === "PERSON" &&
    /^(?:Edif[íi]cio|Condom[íi]nio|Residencial|S[íi]tio|Fazenda|Ch[áa]cara)\s+\p{Lu}/u.test(e.value)
  )
    return { ...e, type: "LOCATION" };
  // "unidade 1.204 do Residencial Jardim Botânico": the model's person is the rest of the building's name.
  if (e.type === "PERSON") {
    const building = /(?:Edif[íi]cio|Residencial|Condom[íi]nio)(?:\s+Residencial)?\s+$/u.exec(
      text.slice(Math.max(0, e.start - 30), e.start),
    );
    if (building) {
      const start = e.start - building[0].length;
      return { ...e, type: "LOCATION", value: text.slice(start, e.end), start };
    }
  }
  if (e.type === "ORGANIZATION") {
    const side = SIDE_LABEL_LEAD.exec(e.value);
    if (side) return { ...e, value: e.value.slice(side[0].length), start: e.start + side[0].length };
    // Two signature columns on one line ("THE REGENTS OF …      HELIOGRID ENERGY STORAGE, LLC"): the name with the
    // legal form is the one after the gap.
    const gap = /[ \t]{4,}(?=\S[^\n]*$)/.exec(e.value);
    if (gap && LEGAL_FORM_END.test(e.value)) {
      const from = gap.index + gap[0].length;
      return { ...e, value: e.value.slice(from), start: e.start + from };
    }
    // "CONSELHO FISCAL DA COOPERATIVA X": the organ of a company named in an act's title is the company.
    const organ =
      /^(?:conselho\s+(?:fiscal|de\s+administra[çc][ãa]o|deliberativo|consultivo)|diretoria(?:\s+executiva)?)\s+d[ao]\s+/i.exec(
        e.value,
      );
    if (organ && e.value.length - organ[0].length > 3)
      return { ...e, value: e.value.slice(organ[0].length), start: e.start + organ[0].length };
    // "Lina Park and Dev Shah of Park Shah PLLC": the firm is what follows the last "of" after a list of people.
    const of = e.value.lastIndexOf(" of ");
    const people =
      /^[A-Z][a-z'’-]+(?:\s+[A-Z]\.)?\s+[A-Z][a-z'’-]+(?:(?:,\s+|,?\s+and\s+)[A-Z][a-z'’-]+(?:\s+[A-Z]\.)?\s+[A-Z][a-z'’-]+)+$/;
    if (of > 0 && people.test(e.value.slice(0, of)) && /^[A-Z]/.test(e.value.slice(of + 4))) {
      const cut = of + 4;
      return { ...e, value: e.value.slice(cut), start: e.start + cut };
    }
    // "ATA DA ASSEMBLEIA GERAL EXTRAORDINÁRIA DA METALGRÁFICA ITAJUBÁ S.A.": the act's title is not the company's name.
    const act = ACT_TITLE.exec(e.value);
    if (act && e.value.length - act[0].length > 3)
      return { ...e, value: e.value.slice(act[0].length), start: e.start + act[0].length };
    // "Fees. The Company": a clause heading glued to a defined term.
    // "Base Salary. The Company", "Cause, the Company": a heading or a clause's words glued to a defined term.
    const heading =
      /^(?:[A-Z][a-z]+\s+){0,3}[A-Z][a-z]+(?:\.|,)\s+(?:[Tt]he\s+)?(?=Company$|Corporation$)|^[A-Z][a-z]+\.\s+(?:The\s+)?/.exec(
        e.value,
      );
    if (heading) return { ...e, value: e.value.slice(heading[0].length), start: e.start + heading[0].length };
  }
  // "Judge Maria Delgado", "Hon. Ann Lee": the title is not part of the name.
  const title =
    e.type === "PERSON"
      ? /^(?:Judge|Justice|Hon\.|Honorable|Magistrate\s+Judge)\s+(?=[A-Z])|^(?:Dr|Dra|Mr|Mrs|Ms)\.\s+(?=[A-Z][\w'’-]+\s+[A-Z])/.exec(
          e.value,
        )
      : null;
  if (title) return { ...e, value: e.value.slice(title[0].length), start: e.start + title[0].length };
  const rank = e.type === "PERSON" ? RANK_LEAD.exec(e.value) : null;
  if (rank) return { ...e, value: e.value.slice(rank[0].length), start: e.start + rank[0].length };
  // "Rodrigo Almeida Tavares\nTavares & Brito Advogados": a signature block's lines are separate names.
  if (e.type === "PERSON" && e.value.includes("\n")) {
    const first = e.value.slice(0, e.value.indexOf("\n")).trimEnd();
    return { ...e, value: first, end: e.start + first.length };
  }
  // "Ms. Voss's house": the possessive is the sentence's, not the name's.
  if (e.type === "PERSON" && /\S['’]s$/.test(e.value)) return { ...e, value: e.value.slice(0, -2), end: e.end - 2 };
  if (e.type === "CASE_NUMBER") {
    const label =
      /^(?:(?:Trial\s+Court\s+)?(?:(?:Appellate\s+)?Case|Civil\s+Action|Index|Docket|Criminal\s+Action|Cause|Appeal|Court\s+File)(?:\s+No\.?|\s+Number|\s*#)?\s*:?\s*|^No\.\s*)/i.exec(
        e.value,
      );
    if (label) return { ...e, value: e.value.slice(label[0].length), start: e.start + label[0].length };
  }
  if (e.type === "ORGANIZATION" && /^(?:BANCO|Banco)\b/.test(e.value) === false && /\n/.test(e.value)) {
    const first = e.value.split("\n")[0]?.trimEnd() ?? e.value;
    // The first line is read again: "REPÚBLICA FEDERATIVA DO BRASIL\nESTADO DA PARAÍBA" is the republic, a place.
    return fixType(text, { ...e, value: first, end: e.start + first.length });
  }
  void text;
  return e;
}

/** Longest first; a span inside a longer one of the same list is dropped. */
function longest(list: Entity[]): Entity[] {
  const sorted = [...list].sort((a, b) => b.end - b.start - (a.end - a.start) || a.start - b.start);
  const kept: Entity[] = [];
  for (const e of sorted) if (!kept.some((k) => overlaps(k, e))) kept.push(e);
  return kept.sort((a, b) => a.start - b.start);
}

// "Ms. Lopez" where the document also names "Maria Lopez": the same person, listed once under the full name; in
// English also the surname alone ("Okonkwo-Hale" after "Tamsin R. Okonkwo-Hale"), as a brief's later mentions write it.
function dropHonorificEchoes(list: Entity[], language: Language): Entity[] {
  const surnames = new Set(
    list
      .filter((e) => e.type === "PERSON" && /\s/.test(e.value) && !/^(?:Mr|Mrs|Ms|Dr|Hon)\.?\s/.test(e.value))
      .map((e) => foldKey(e.value.split(/\s+/).at(-1) ?? "")),
  );
  return list.filter((e) => {
    const m =
      /^(?:Mr|Mrs|Ms|Dr)\.?\s+([A-Z][\w'’-]+)$/.exec(e.value) ??
      (language === "en" ? /^()([A-Z][a-z'’]+(?:-[A-Z][a-z'’]+)?)$/.exec(e.value) : null);
    return !(e.type === "PERSON" && m && surnames.has(foldKey(m[2] ?? m[1] ?? "")));
  });
}

// "O Banco Azul S.A." is the bank; the article belongs to the sentence.
function withoutArticle(e: Entity): Entity {
  const article = /^(?:O|A|Os|As|The|THE)\s+(?=[A-ZÀ-Ý][\wÀ-ÿ.&-]*\s+\S)/.exec(e.value);
  if (!article || (e.type !== "ORGANIZATION" && e.type !== "PERSON")) return e;
  return { ...e, value: e.value.slice(article[0].length), start: e.start + article[0].length };
}

const NAME_SUFFIX = /^,?[ \t]+(?:Jr\.|Sr\.|JR\.|SR\.|III|II|IV)(?![\w])/;

function withSuffix(text: string, e: Entity): Entity {
  const suffix = NAME_SUFFIX.exec(text.slice(e.end, e.end + 6));
  if (!suffix || /(?:Jr|Sr|JR|SR|I|V)\.?$/.test(e.value)) return e;
  const end = e.end + suffix[0].length;
  return { ...e, value: text.slice(e.start, end), end };
}

/** One entry per (type, value up to case and accents); the first mention keeps its offsets, `mentions` counts all. */
export function mergeMentions(list: Entity[]): Entity[] {
  const byKey = new Map<string, Entity>();
  const out: Entity[] = [];
  for (const raw of list) {
    const e = withoutArticle(raw);
    // A date written out in words ("trinta dias do mês de março de dois mil e vinte e quatro") keeps its own entry
    // beside the same date in figures: notarial acts write both, and the words are what a reader searches for.
    const byDate =
      typeof e.normalized === "string" && e.type !== "LOCATION" && (e.type !== "DATE" || /\d/.test(e.value));
    const key = `${e.type}|${byDate ? e.normalized : foldKey(e.value)}`;
    const prev = byKey.get(key);
    if (!prev) {
      const copy = { ...e, mentions: 1 };
      byKey.set(key, copy);
      out.push(copy);
      continue;
    }
    prev.mentions = (prev.mentions ?? 1) + 1;
    prev.confidence = Math.max(prev.confidence, e.confidence);
    // Show the name as the text writes it in running prose rather than in a capitals heading.
    if (prev.value === prev.value.toUpperCase() && e.value !== e.value.toUpperCase()) {
      prev.value = e.value;
      prev.start = e.start;
      prev.end = e.end;
    }
  }
  return out;
}
