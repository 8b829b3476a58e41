import type { LiteralScan } from "../literals.ts";
import type { Entity } from "../types.ts";
import { isGivenName } from "./given-names.ts";
import { datesAndLawsPt } from "./legal-pt.ts";
import { isBrandShortForm } from "./organizations.ts";
import { isMunicipality, isStateName } from "./places.ts";
import { foldKey, NOT_AN_ORGANIZATION } from "./refine.ts";

// Portuguese clean-up of the name-like entities at the end of the document-level pass (refine.ts; decision 025,
// ninth round 24d): an office written beside a name is not part of it, a comarca or a city with its state is a place
// even where a model or a capitals pattern read it as an organisation, an index's publisher glued to the index is no
// organisation named by the text, and a payment's kind is not part of the bank that made it.

// Offices and titles that drafting writes before or after a name: "Delegada Carla …", "Des. Federal Osni …",
// "FED. MARISA …", "Rosilene … Tabeliã", "CLÁUDIA …, Juíza Federal", "Rosana … Técnica".
// Each word as drafting writes it, capitalised or in capitals (a case-insensitive pattern would also let a
// lower-case word pass for the name that must follow).
const OFFICE_WORDS = [
  "Delegad[oa]",
  "Tabeli[ãa]o?",
  "Escrevente",
  "Escriv[ãa]o?",
  "Perit[oa]",
  "Promotor[a]?",
  "Procurador[a]?",
  "Desembargador[a]?",
  "Des\\.",
  "Ju[íi]z[a]?",
  "Min\\.",
  "Ministr[oa]",
  "Relator[a]?",
  "Fed\\.",
  "Federal",
  "Substitut[oa]",
  "Titular",
  "T[ée]cnic[oa]",
  "Secret[áa]ri[oa]",
  "S[íi]ndic[oa]",
  // The head of a body named by the office: "PRESIDENTE DO CONSELHO REGIONAL DE …", "Superintendente da …".
  "Presidente",
  "Superintendente",
  "Homologo",
  // The holding's verb in capitals before the convicted or acquitted: "para CONDENAR WESLEY …".
  "Condenar",
  "Condeno",
  "Absolver",
  "Absolvo",
  "Outorgante",
  "Outorgad[oa]",
];
const OFFICE = `(?:${OFFICE_WORDS.flatMap((w) => [w, w.toUpperCase()]).join("|")})`;
const OFFICE_LEAD = new RegExp(`^(?:${OFFICE}\\s+)+(?=[A-ZÀ-Ý])`, "u");
const OFFICE_TRAIL = new RegExp(`(?:,?\\s+${OFFICE}(?![\\p{L}]))+$`, "u");

// "Procuradora do Município", "Juiz de Direito": an office of a body, no one's name.
const OFFICE_OF = new RegExp(`^${OFFICE}\\s+d[aeo]s?\\s`, "u");

/** The name without the offices around it; null when nothing but offices (or a single word) is left. */
function withoutOffices(e: Entity): Entity | null {
  if (OFFICE_OF.test(e.value)) return null;
  let { value, start } = e;
  const lead = OFFICE_LEAD.exec(value);
  if (lead) {
    value = value.slice(lead[0].length);
    start += lead[0].length;
  }
  const trail = OFFICE_TRAIL.exec(value);
  if (trail) value = value.slice(0, trail.index);
  if (value === e.value) return e;
  if (!/\S\s+\S/.test(value.trim())) return null;
  return { ...e, value, start, end: start + value.length };
}

const COMARCA = /^(Comarca\s+d[aeo]s?\s+[^,]+?)(?:,\s+(Estado\s+d[aeo]\s+.+))?$/iu;
const CITY_AND_STATE = /^([^,]+),\s+(Estado\s+d[aeo]\s+.+)$/iu;

/** "Comarca de Campinas, Estado de São Paulo", "Uberlândia, Estado de Minas Gerais" read as an organisation: places. */
function asPlaces(e: Entity): Entity[] | null {
  const m = COMARCA.exec(e.value) ?? CITY_AND_STATE.exec(e.value);
  if (!m?.[1]) return null;
  if (m[0] !== e.value || (!/^Comarca/i.test(m[1]) && !isMunicipality(m[1]))) return null;
  const first: Entity = { ...e, type: "LOCATION", value: m[1], end: e.start + m[1].length };
  if (!m[2]) return [first];
  const at = e.start + e.value.length - m[2].length;
  return [first, { ...e, type: "LOCATION", value: m[2], start: at, end: at + m[2].length }];
}

// "IPCA/IBGE", "IGP-M/FGV": the index is named by its publisher; no organisation is a party to the text.
const INDEX_BEFORE = /\b(?:IPCA(?:-E|-15)?|INPC|IGP-?M|IGP-DI|INCC(?:-M)?|IPC(?:-Fipe)?)\s*\/\s*$/;
// "TED do Banco Itaú S.A.": the transfer's kind is not part of the bank's name.
const PAYMENT_LEAD = /^(?:TED|DOC|PIX|Pix|boleto|Boleto)\s+d[oa]\s+(?=\p{Lu})/u;

// Where a city is named as a place: a dateline ("Ribeirão Preto, 2 de outubro de 2024.") or after "em", "cidade de",
// "Comarca de", "Município de", "sede em".
const PLACE_BEFORE = /(?:\b(?:em|cidade\s+de|[Cc]omarca\s+de|[Mm]unic[íi]pio\s+de|sede\s+em)\s+|(?:^|\n)[ \t]*)$/;
const DATELINE_AFTER = /^,\s+\d{1,2}º?\s+de\s+[a-zç]+\s+de\s+\d{4}/;
// "REPÚBLICA FEDERATIVA DO BRASIL": the country a heading names is the republic, not "BRASIL" alone.
const REPUBLIC_BEFORE = /(?:Rep[úu]blica\s+Federativa\s+do|REP[ÚU]BLICA\s+FEDERATIVA\s+DO)\s+$/;

const REGISTRY_LEAD =
  /^(?:\d+[º°ª]\s+)?(?:Registro\s+de\s+Im[óo]veis|Cart[óo]rio|Tabelionato|Of[íi]cio\s+de\s+(?:Notas|Registro))\s+d[aeo]s?\s+\p{Lu}/iu;
const COURT_LEAD =
  /^(?:Tribunal(?![ \t]+(?:de[ \t]+Contas|Arbitral|de[ \t]+[ÉE]tica|Mar[íi]timo))|\d+[ªº][ \t]+Vara|Ju[íi]zo)(?![\p{L}])/iu;
const FARM =
  /^Fazenda[ \t]+(?!(?:Nacional|P[úu]blica|Estadual|Municipal|Federal|d[oa][ \t]+(?:Estado|Munic[íi]pio|Uni[ãa]o|Distrito))\b)(?:d[aeo]s?[ \t]+)?\p{Lu}[\p{L}'’-]+(?:[ \t]+(?:d[aeo]s?[ \t]+)?\p{Lu}[\p{L}'’-]+){0,3}$/u;
const INSTRUMENT_HEADING =
  /^(?:testamento\s+(?:p[úu]blico|particular|cerrado)|escritura\s+p[úu]blica(?:\s+de\s+.+)?|instrumento\s+particular(?:\s+de\s+.+)?|procura[çc][ãa]o(?:\s+(?:ad\s+judicia|p[úu]blica|particular))?)$/iu;

// A bare year is rarely a date a lawyer looks for ("IRPJ e CSLL de 2019", "eleita em 2022"); the year an instrument
// was signed is ("o contrato, firmado em 2009, …").
const SIGNED_IN = /\b(?:firmad|celebrad|assinad|lavrad|contratad|outorgad)[oa]s?\s+em\s+$/;

// A name the model cut short at one mention ("LUCIANA DE ALMEIDA" before "PRADO") where the text goes on with the
// rest of a name listed elsewhere in the document; or cut at its start ("MARIA FAGUNDES VARGAS" after "Eu, ODETE").
function truncatedName(text: string, e: Entity, people: Entity[]): boolean {
  const key = foldKey(e.value);
  return people.some((p) => {
    const longer = foldKey(p.value);
    if (longer.length <= key.length) return false;
    if (longer.startsWith(`${key} `) && foldKey(text.slice(e.start, e.start + p.value.length)) === longer) return true;
    return longer.endsWith(` ${key}`) && foldKey(text.slice(Math.max(0, e.end - p.value.length), e.end)) === longer;
  });
}

// A law firm named by its partners: "Bernardi & Kauling Advogados", "Tavares & Brito Advogados Associados".
const LAW_FIRM =
  /\b[A-ZÀ-Ý][\wÀ-ÿ'’-]+(?:,?[ \t]+[A-ZÀ-Ý][\wÀ-ÿ'’-]+)*[ \t]+&[ \t]+[A-ZÀ-Ý][\wÀ-ÿ'’-]+(?:[ \t]+[A-ZÀ-Ý][\wÀ-ÿ'’-]+)*?[ \t]+(?:Advogados(?:[ \t]+Associados)?|ADVOGADOS(?:[ \t]+ASSOCIADOS)?|Sociedade[ \t]+de[ \t]+Advogados)\b/gu;

export function findLawFirmsPt(text: string): Entity[] {
  return [...text.matchAll(LAW_FIRM)].map((m) => ({
    type: "ORGANIZATION" as const,
    value: m[0],
    confidence: 0.85,
    start: m.index,
    end: m.index + m[0].length,
  }));
}

/**
 * The model's date and statute spans win over the rules' in the sentence layer (LeNER-Br's annotation is what it
 * learnt), so a longer form it only read in part stays cut: "fevereiro de 2024" of "22 dias do mês de fevereiro de
 * 2024", `c", da Constituição Federal` of `art. 105, III, "a" e "c", da Constituição Federal`. In the document's
 * list the rule's whole span replaces the pieces of the same type inside it.
 */
function wholeRuleSpans(text: string, list: Entity[], scan?: LiteralScan): Entity[] {
  let out = list;
  const { dates, laws } = datesAndLawsPt(text, scan);
  for (const rule of [...dates, ...laws]) {
    const hit = out.filter((e) => e.start < rule.end && rule.start < e.end);
    // A statute's number the model took for a precedent ("RFB nº 2.110/2022" of "Instrução Normativa RFB nº …") is
    // a piece of the statute too, and a statute whose model span was dropped is still the statute.
    const piece = (e: Entity) =>
      (e.type === rule.type || (rule.type === "LAW" && e.type === "CASE_LAW")) &&
      e.start >= rule.start &&
      e.end <= rule.end;
    if ((hit.length === 0 && rule.type !== "LAW") || !hit.every(piece)) continue;
    if (hit.length === 1 && hit[0]?.start === rule.start && hit[0]?.end === rule.end) continue;
    out = [...out.filter((e) => !hit.includes(e)), rule];
  }
  return out === list ? list : out.sort((a, b) => a.start - b.start || b.end - a.end);
}

// An authority named by its office in a caption's capitals ("PROCURADOR-GERAL DO MUNICÍPIO DE SÃO PAULO", "PRESIDENTE
// DA COMISSÃO DO CONCURSO PÚBLICO DA POLÍCIA RODOVIÁRIA FEDERAL"): dev's gold lists it as an organisation beside the
// body named inside it, which stays listed (decision 025, tenth round 25f).
const OFFICE_OF_BODY_CAPS =
  /(?<![\p{L}-])(?:PRESIDENTE|PROCURADORA?-GERAL|ADVOGAD[OA]-GERAL|DELEGAD[OA]|SECRET[ÁA]RI[OA]|SUPERINTENDENTE|REITORA?|COMANDANTE|PREFEIT[OA]|GOVERNADORA?)[ \t]+D[AEO]S?[ \t]+(?!(?:TRIBUNAL|SUPREMO|SUPERIOR|JU[ÍI]ZO|VARA|TURMA|C[ÂA]MARA|SE[ÇC][ÃA]O)\b)\p{Lu}[\p{Lu}-]+(?:[ \t]+(?:(?:D[AEO]S?|E|EM|N[AO]|[-–])[ \t]+)?\p{Lu}[\p{Lu}-]+){0,10}/gu;

const NAME_LIKE_PT = new Set<Entity["type"]>(["PERSON", "ORGANIZATION", "LOCATION"]);

function officesOfBodies(text: string, list: Entity[]): Entity[] {
  const listed = new Set(list.filter((e) => e.type === "ORGANIZATION").map((e) => foldKey(e.value)));
  const out: Entity[] = [];
  for (const m of text.matchAll(OFFICE_OF_BODY_CAPS)) {
    const key = foldKey(m[0]);
    if (listed.has(key)) continue;
    listed.add(key);
    out.push({ type: "ORGANIZATION", value: m[0], confidence: 0.8, start: m.index, end: m.index + m[0].length });
  }
  return out;
}

// "engenheiro Diego Fernando Rauber", "a mim, Priscila Vilela Reis": the model's person starts after a given name
// that the text writes just before it, with nothing else reading that word.
const WORD_BEFORE = /(?<![\p{L}'’.-])(\p{Lu}\p{Ll}+)[ ]$/u;
function withGivenNameBefore(text: string, e: Entity, list: Entity[]): Entity {
  const m = WORD_BEFORE.exec(text.slice(Math.max(0, e.start - 20), e.start));
  const word = m?.[1];
  if (!word || !isGivenName(word) || e.value.split(/\s+/).length > 3) return e;
  const start = e.start - word.length - 1;
  if (list.some((o) => o !== e && o.start < e.start && o.end > start)) return e;
  return { ...e, value: text.slice(start, e.end), start };
}

export function tidyNamesPt(text: string, entities: Entity[], scan?: LiteralScan): Entity[] {
  const ruled = wholeRuleSpans(text, entities, scan);
  const offices = officesOfBodies(text, ruled);
  // The office replaces a name cut short inside it from its first word ("DELEGADO DA RECEITA FEDERAL DO BRASIL" of
  // "… EM GOIÂNIA"); the body named inside it stays.
  const list = offices.length
    ? [
        ...ruled.filter((e) => !offices.some((o) => NAME_LIKE_PT.has(e.type) && e.start === o.start && e.end <= o.end)),
        ...offices,
      ].sort((a, b) => a.start - b.start || b.end - a.end)
    : ruled;
  const people = list.filter((e) => e.type === "PERSON");
  return list.flatMap((e): Entity[] => {
    if (e.type === "DATE" && /^\d{4}$/.test(e.value) && !SIGNED_IN.test(text.slice(Math.max(0, e.start - 24), e.start)))
      return [];
    if (e.type === "PERSON" && (truncatedName(text, e, people) || isBrandShortForm(text, e))) return [];
    // "FUNDETEC", "LIMPAX": one word in capitals is an acronym or a trade name; a person's name has two words or more.
    if (e.type === "PERSON" && /^[A-ZÀ-Ý]{3,}$/.test(e.value))
      return NOT_AN_ORGANIZATION.test(e.value) ? [] : [{ ...e, type: "ORGANIZATION" }];
    if (e.type === "LOCATION" && /^(?:Brasil|BRASIL)$/.test(e.value)) {
      const republic = REPUBLIC_BEFORE.exec(text.slice(Math.max(0, e.start - 30), e.start));
      if (republic) {
        const start = e.start - republic[0].length;
        return [{ ...e, value: text.slice(start, e.end), start }];
      }
    }
    // "Ribeirão Preto", "Feira de Santana", "João Pessoa" read as people where the text names the city.
    if (
      e.type === "PERSON" &&
      isMunicipality(e.value) &&
      (PLACE_BEFORE.test(text.slice(Math.max(0, e.start - 20), e.start)) ||
        DATELINE_AFTER.test(text.slice(e.end, e.end + 30)))
    )
      return [{ ...e, type: "LOCATION" }];
    if (e.type === "PERSON") {
      const named = withoutOffices(e);
      return named ? [withGivenNameBefore(text, named, list)] : [];
    }
    // "matrícula nº 31.448 do Registro de Imóveis de Toledo/PR": a registry office read as a place is the office.
    if (e.type === "LOCATION" && REGISTRY_LEAD.test(e.value)) return [{ ...e, type: "ORGANIZATION" }];
    if (e.type !== "ORGANIZATION") return [e];
    // "TRIBUNAL DE JUSTIÇA DE PERNAMBUCO", "2ª Vara de Feitos da Fazenda Pública Municipal de Belo Horizonte" read as
    // an organisation: a court (a Tribunal de Contas or an arbitral tribunal is not one).
    if (COURT_LEAD.test(e.value)) return [{ ...e, type: "COURT" }];
    // "NR-15": a regulatory standard of the labour ministry, a statute.
    if (/^NR[- ]?\d{1,2}$/.test(e.value)) return [{ ...e, type: "LAW" }];
    // "Fazenda Capim Branco": a farm is a place; the Fazenda Nacional, Pública or of a State is the treasury.
    if (FARM.test(e.value)) return [{ ...e, type: "LOCATION" }];
    // "TESTAMENTO PÚBLICO", "ESCRITURA PÚBLICA DE COMPRA E VENDA": an instrument's heading is no organisation.
    if (INSTRUMENT_HEADING.test(e.value)) return [];
    // "PODER JUDICIÁRIO DA PARAÍBA": a state named alone is the place, whatever a capitals heading made of it.
    if (isStateName(e.value)) return [{ ...e, type: "LOCATION" }];
    if (/^[A-Z]{2,6}$/.test(e.value) && INDEX_BEFORE.test(text.slice(Math.max(0, e.start - 12), e.start))) return [];
    const payment = PAYMENT_LEAD.exec(e.value);
    if (payment) return [{ ...e, value: e.value.slice(payment[0].length), start: e.start + payment[0].length }];
    return asPlaces(e) ?? [e];
  });
}
