import { ARBITRAL_BODIES, BR_PUBLIC_BODIES, type PublicBody, US_PUBLIC_BODIES } from "../gazetteers/public-bodies.ts";
import { escapeRe } from "../text.ts";
import type { Entity, Language } from "../types.ts";
import { findInstitutions } from "./institutions.ts";
import { findOrganizationsEn } from "./names-en.ts";

// Organisations the sentence layers miss (docs/decisions/025-held-out-evaluation.md, third round): public bodies
// from the gazetteer, in any case and with or without accents ("INSTITUTO BRASILEIRO DO MEIO AMBIENTE E DOS RECURSOS
// NATURAIS RENOVAVEIS"); their acronyms written alone ("autuada pelo IBAMA"); an acronym the document itself defines
// ("FUNDAÇÃO … – FUNDETEC", "(ANP)") where it is used again; institutions written in capitals, which the kind
// patterns read once the capitals are title-cased.

/** One lower-case base letter per UTF-16 unit, so offsets in the folded text are offsets in the text. */
function foldChars(text: string): string {
  let out = "";
  for (let i = 0; i < text.length; i++) {
    const c = text[i] ?? "";
    const base = c.normalize("NFD")[0]?.toLowerCase() ?? c;
    out += base.length === 1 ? base : c;
  }
  return out;
}

const pattern = (name: string): string =>
  escapeRe(foldChars(name))
    .replace(/\s+/g, "\\s+")
    .replace(/\\s\+-\\s\+|-/g, "\\s*[-–]\\s*");

function nameRegex(bodies: PublicBody[]): RegExp {
  const names = bodies.flatMap((b) => [b.name, ...(b.aliases ?? [])]).sort((a, b) => b.length - a.length);
  return new RegExp(`(?<![\\p{L}\\d])(?:${names.map(pattern).join("|")})(?![\\p{L}\\d])`, "gu");
}
const acronymRegex = (bodies: PublicBody[]): RegExp =>
  new RegExp(
    `(?<![\\p{L}\\d-])(?:${bodies.flatMap((b) => (b.acronym ? [escapeRe(b.acronym)] : [])).join("|")})(?![\\p{L}\\d-])`,
    "gu",
  );

const BR_AND_ARBITRAL = [...BR_PUBLIC_BODIES, ...ARBITRAL_BODIES];
const NAMES = nameRegex([...BR_AND_ARBITRAL, ...US_PUBLIC_BODIES]);
const ACRONYMS_BR = acronymRegex(BR_AND_ARBITRAL);
const ACRONYMS_US = acronymRegex(US_PUBLIC_BODIES);

/** Gazetteer public bodies named in full (any case, accents optional) or by an unambiguous acronym. */
export function findPublicBodies(text: string, language: Language): Entity[] {
  const out: Entity[] = [];
  const folded = foldChars(text);
  for (const m of folded.matchAll(NAMES)) {
    out.push(org(text, m.index, m.index + m[0].length, 0.9));
  }
  for (const re of language === "en" ? [ACRONYMS_BR, ACRONYMS_US] : [ACRONYMS_BR]) {
    for (const m of text.matchAll(re)) out.push(org(text, m.index, m.index + m[0].length, 0.85));
  }
  return out;
}

// "NAME – ACR", "NAME - ACR", "NAME (ACR)": an acronym of two or more capitals, perhaps hyphenated ("CAM-CCBC").
const DEFINED_ACRONYM =
  /^[ \t]*(?:[-–][ \t]*|\([ \t]*)(\p{Lu}[\p{Lu}\d]{1,9}(?:-\p{Lu}{2,9})?)(?:[ \t]*\))?(?![\p{L}\d])/u;

/** Acronyms the document defines after an organisation's name and then uses on their own. */
export function findDefinedAcronyms(text: string, orgs: Entity[]): Entity[] {
  const out: Entity[] = [];
  const seen = new Set<string>();
  for (const o of orgs) {
    const m = DEFINED_ACRONYM.exec(text.slice(o.end, o.end + 20));
    const acronym = m?.[1];
    if (!m || !acronym || seen.has(acronym)) continue;
    seen.add(acronym);
    const definedAt = o.end + m.index;
    const re = new RegExp(`(?<![\\p{L}\\d-])${escapeRe(acronym)}(?![\\p{L}\\d-])`, "gu");
    for (const use of text.matchAll(re)) {
      // The definition itself, or the acronym repeated right after the name elsewhere, is covered by the name.
      if (Math.abs(use.index - definedAt) < 25) continue;
      const before = text.slice(Math.max(0, use.index - 4), use.index);
      if (/[-–(][ \t]*$/.test(before)) continue;
      out.push(org(text, use.index, use.index + acronym.length, 0.8));
    }
  }
  return out;
}

/** "BANCO X S.A., COOPERATIVA Y LTDA." or "A Ltda. e B S.A.": two organisations, split after the first legal form. */
// Also two names in capitals joined by a lower-case "e" ("MUNICÍPIO DE PORTO ALEGRE e DEPARTAMENTO MUNICIPAL…"), or by
// "E A EMPRESA" in a contract's title.
export const LIST_BREAK =
  /(?<=\b(?:S\.\s?A\.|S\/A|LTDA\.?|Ltda\.?|EIRELI|Inc\.|LLC|Corp\.|LLP))(?:,\s+(?:and\s+|e\s+)?|\s+(?:e|and)\s+)(?=[A-ZÀ-Ý])|(?<=\p{Lu}{2,})\s+e\s+(?=\p{Lu}{2,})|\s+E\s+(?:A|O|AS|OS)\s+(?:EMPRESA\s+|SOCIEDADE\s+)?(?=\p{Lu}{2,})/u;

const CONNECTORS = new Set(["DE", "DA", "DO", "DAS", "DOS", "E", "EM", "OF", "AND", "THE", "FOR"]);

/** Same text, same length, with words in capitals title-cased ("COOPERATIVA DE CRÉDITO" → "Cooperativa de Crédito"). */
export function titleCaps(text: string): string {
  return text.replace(/(?<![\p{L}\d.'’])\p{Lu}{2,}(?![\p{L}\d.])/gu, (w) => {
    if (CONNECTORS.has(w)) return w.toLowerCase();
    const rest = w.slice(1).toLowerCase();
    return rest.length === w.length - 1 ? w[0] + rest : w;
  });
}

// "COUNTY DEPARTMENT, LAW DIVISION" under a court's name is a section of the court, not an organisation.
const COURT_SECTION =
  /^(?:County|State|City|Federal|Law|Civil|Criminal|Chancery|Probate|Family|Juvenile)\s+(?:Department|Division|Office|Board|Service|Section)$/;

/** Institutions and kind-named organisations written in capitals, read on the title-cased text. */
export function findCapitalisedOrganizations(text: string, language: Language): Entity[] {
  const titled = titleCaps(text);
  if (titled === text) return [];
  const found = [
    ...findInstitutions(titled, language),
    ...(language === "en" ? findOrganizationsEn(titled).filter((o) => !/^(?:The|THE)\b/.test(o.value)) : []),
  ];
  return found
    .filter((e) => text.slice(e.start, e.end) !== e.value && !COURT_SECTION.test(e.value))
    .map((e) => org(text, e.start, e.end, e.confidence));
}

function org(text: string, start: number, end: number, confidence: number): Entity {
  return { type: "ORGANIZATION", value: text.slice(start, end), confidence, start, end };
}

// Brazilian drafting's own ways of naming a company (decision 025, tenth round 25f): the trade name in quotes after
// "nome fantasia" ('nome fantasia "PREDIAL VALE"', 'sob o nome fantasia “Sorriso do Cerrado”'); a company whose name
// carries its country in parentheses before the legal form ("BANCO SANTANDER (BRASIL) S.A.", "Whirlpool (Brasil)
// Ltda."), which the capitalised-name patterns stop at; and the banks and credit cooperatives a text names by their
// brand alone ("pelo Bradesco", "no Sicredi"). One pass each over the text; the first two run only where their
// literal ("fantasia", ") S.A." / ") Ltda.") occurs.
const TRADE_NAME = /\bnome\s+fantasia\s+(?:de\s+)?["“]([^"”\n]{2,60})["”]/giu;
const COUNTRY_THEN_FORM = /\(\p{Lu}[\p{Ll}\p{Lu}]+\)[ \t]+(?:S\.A\.|S\/A|LTDA\.?|Ltda\.?)(?![\p{L}])/gu;
const NAME_WORDS_BEFORE = /(?:(?:[A-ZÀ-Ý][\wÀ-ÿ&'’.-]*|d[aeo]s?|e|&)[ \t]+){1,7}$/u;
const BRANDS =
  /(?<![\p{L}\d])(?:Bradesco|BRADESCO|Itaú\s+Unibanco|ITAÚ\s+UNIBANCO|Itaú|ITAÚ|Santander|SANTANDER|Sicredi|SICREDI|Sicoob|SICOOB|Nubank|NUBANK|Unicred|UNICRED|Banrisul|BANRISUL|Mercado\s+Pago|PicPay|PagSeguro)(?![\p{L}\d])/gu;

const STATE_BODY =
  /(?<![\p{L}\d-])(?:PROCON|Procon|DETRAN|Detran|EMATER|Emater|SEFAZ|Sefaz)[-/](?:AC|AL|AM|AP|BA|CE|DF|ES|GO|MA|MG|MS|MT|PA|PB|PE|PI|PR|RJ|RN|RO|RR|RS|SC|SE|SP|TO)(?![\p{L}\d])/gu;
const NEWSPAPER =
  /\bjornal[ \t]+["“]?((?:(?:O|A)[ \t]+)?[A-ZÀ-Ý][\wÀ-ÿ'’-]*(?:[ \t]+(?:d[aeo]s?[ \t]+)?[A-ZÀ-Ý][\wÀ-ÿ'’-]*){0,3})/gu;
const SHORT_FORM_BEFORE = /[-–][ \t]*$/;
const BRAND_FIRST = new RegExp(`^(?:${BRANDS.source})`, "u");
/** A name the model read as a person that opens with a bank's brand after a dash: the short form of the name before. */
export const isBrandShortForm = (text: string, e: Entity): boolean =>
  SHORT_FORM_BEFORE.test(text.slice(Math.max(0, e.start - 4), e.start)) && BRAND_FIRST.test(e.value);

export function findCompanyNamesPt(text: string): Entity[] {
  const out: Entity[] = [];
  if (/fantasia/i.test(text)) {
    for (const m of text.matchAll(TRADE_NAME)) {
      const name = m[1]?.trim() ?? "";
      if (!/^\p{Lu}/u.test(name)) continue;
      const start = m.index + m[0].indexOf(name, m[0].length - name.length - 2);
      out.push(org(text, start, start + name.length, 0.85));
    }
  }
  if (/\)[ \t]+(?:S\.A\.|S\/A|LTDA|Ltda)/.test(text)) {
    for (const m of text.matchAll(COUNTRY_THEN_FORM)) {
      const before = text.slice(Math.max(0, m.index - 120), m.index);
      const line = before.slice(before.lastIndexOf("\n") + 1);
      const words = NAME_WORDS_BEFORE.exec(line);
      if (!words) continue;
      // Connectors the search took from the sentence ("em face de BANCO …") are not the name's.
      const lead = /^(?:(?:d[aeo]s?|e|&)[ \t]+)+/u.exec(words[0])?.[0].length ?? 0;
      const start = m.index - words[0].length + lead;
      if (start >= m.index) continue;
      out.push(org(text, start, m.index + m[0].length, 0.9));
    }
  }
  // A newspaper named after "jornal": "publicado no jornal O Tempo", "no jornal Correio Sul Mineiro".
  if (text.includes("jornal")) {
    for (const m of text.matchAll(NEWSPAPER)) {
      const name = m[1] ?? "";
      const start = m.index + m[0].length - name.length;
      out.push(org(text, start, start + name.length, 0.8));
    }
  }
  // A state body named by its acronym and state: "Procon-SP", "DETRAN/GO", "EMATER-MG".
  // Not an identity card's issuer after its number ("RG nº 04.512.338-7 DETRAN/RJ").
  for (const m of text.matchAll(STATE_BODY)) {
    if (/\d[ \t]*$/.test(text.slice(Math.max(0, m.index - 3), m.index))) continue;
    out.push(org(text, m.index, m.index + m[0].length, 0.85));
  }
  for (const m of text.matchAll(BRANDS)) {
    // "COOPERATIVA DE CRÉDITO DOS MÉDICOS DO ABC – SICREDI ABC": the brand there is the short form of the name before.
    if (SHORT_FORM_BEFORE.test(text.slice(Math.max(0, m.index - 4), m.index))) continue;
    out.push(org(text, m.index, m.index + m[0].length, 0.8));
  }
  return out;
}
