import type { Entity } from "../types.ts";
import { isMunicipality } from "./places.ts";

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
  "Homologo",
  "Outorgante",
  "Outorgad[oa]",
];
const OFFICE = `(?:${OFFICE_WORDS.flatMap((w) => [w, w.toUpperCase()]).join("|")})`;
const OFFICE_LEAD = new RegExp(`^(?:${OFFICE}\\s+)+(?=[A-ZÀ-Ý])`, "u");
const OFFICE_TRAIL = new RegExp(`(?:,?\\s+${OFFICE}(?![\\p{L}]))+$`, "u");

/** The name without the offices around it; null when nothing but offices (or a single word) is left. */
function withoutOffices(e: Entity): Entity | null {
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

export function tidyNamesPt(text: string, list: Entity[]): Entity[] {
  return list.flatMap((e): Entity[] => {
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
      return named ? [named] : [];
    }
    if (e.type !== "ORGANIZATION") return [e];
    if (/^[A-Z]{2,6}$/.test(e.value) && INDEX_BEFORE.test(text.slice(Math.max(0, e.start - 12), e.start))) return [];
    const payment = PAYMENT_LEAD.exec(e.value);
    if (payment) return [{ ...e, value: e.value.slice(payment[0].length), start: e.start + payment[0].length }];
    return asPlaces(e) ?? [e];
  });
}
