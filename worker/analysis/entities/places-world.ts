import { BR_STATES } from "../gazetteers/br-places.ts";
import { US_STATES } from "../gazetteers/courts.ts";
import { COUNTRIES, US_CITIES, WORLD_CITIES } from "../gazetteers/world-places.ts";
import { escapeRe } from "../text.ts";
import type { Entity } from "../types.ts";
import { loc, statesOfMunicipality } from "./places.ts";

// Countries, foreign addresses and cities named alone, in English drafting (decision 025, ninth round 24e): a
// cross-border contract's "Kassel, Germany", "Strandkaien 12, 5013 Bergen, Norway", "14 Bishopsgate, London EC2N 4AG,
// England", "England and Wales"; a transfer "to the Western District of Washington at Seattle". The US forms with a
// state name are in places.ts.

const alternation = (names: string[]): string =>
  [...names]
    .sort((a, b) => b.length - a.length)
    .map(escapeRe)
    .join("|");

const COUNTRY = alternation(COUNTRIES);
const W = String.raw`[A-ZÀ-Ý][\wÀ-ÿ'’.-]*`;
// A country alone; not inside a hyphenated name ("Chamber of Commerce Brazil-Canada") nor before another capitalised
// word that makes it part of a longer name ("Canada Life", "Japan Tobacco").
// The word boundary is tested before the hyphen so that most positions fail at once (the engine's CPU budget).
const COUNTRY_RE = new RegExp(String.raw`(?=[A-Z])\b(?<!-)(?:${COUNTRY})(?![\wÀ-ÿ-])`, "gu");
// "Kassel, Germany", "Rio Verde, State of Goiás, Brazil" is left to the Brazilian forms.
// The city's words are in title case ("SP, Brazil" is a state's code, not a city).
const TITLE_WORD = String.raw`[A-ZÀ-Ý][a-zà-ÿ][\wÀ-ÿ'’.-]*`;
// A province or state may stand between them ("Toronto, Ontario, Canada").
// Read backwards from each country the text names: the patterns end at the country ("$" of a short window before it).
const CITY_COUNTRY_RE = new RegExp(
  String.raw`(?<![\wÀ-ÿ])${TITLE_WORD}(?:[ \t]+${TITLE_WORD}){0,2}(?:,[ \t]+${TITLE_WORD}(?:[ \t]+${TITLE_WORD}){0,2})?,[ \t]+(?:${COUNTRY})$`,
  "u",
);
const IS_COUNTRY = new RegExp(`^(?:${COUNTRY})$`, "u");
// A street with a number before or after it, then a city with an optional postcode either side, then the country;
// at most one complement ("Level 3") between them.
// Segments are separated by a comma or, in a letterhead, by a line break (read back with commas).
const SEP = String.raw`(?:,[ \t]*|[ \t]*\n[ \t]*)`;
// Street names keep their lower-case particles ("Paseo de la Castellana 259C").
const STREET_WORDS = String.raw`${W}(?:[ \t]+(?:(?:de|del|la|las|los|da|do|dos|di|van|von|der|du|des)[ \t]+)*${W}){0,4}`;
const FOREIGN_ADDRESS_RE = new RegExp(
  String.raw`(?<![\wÀ-ÿ])(?:\d{1,5}[ \t]+${STREET_WORDS}|${STREET_WORDS}[ \t]+\d{1,5}[a-zA-Z]?)(?:,[ \t]*(?:Suite|Level|Floor|Unit|\d{1,2}(?:st|nd|rd|th)[ \t]+Floor)[^,\n]{0,12})?${SEP}(?:\d{4,5}[ \t]+)?${W}(?:[ \t]+${W}){0,2}(?:[ \t]+[A-Z]{1,2}\d[A-Z\d]?[ \t]+\d[A-Z]{2})?${SEP}(?:${COUNTRY})$`,
  "u",
);
// A city named alone after a preposition: the whole capitalised run must be the city ("in Seattle", not "in Charlotte
// Hayes's name").
const CITY = alternation([...US_CITIES, ...WORLD_CITIES]);
const CITY_ALONE_RE = new RegExp(
  String.raw`\b(?:in|at|near|from)[ \t]+(${CITY})(?![\wÀ-ÿ-])(?![ \t]+[A-Z])(?!,[ \t]+[A-Z])`,
  "gu",
);

// A listed US city with its state's postal code ("Boston, MA", "Washington, DC", "Kansas City, MO"): only a listed city,
// since "IN", "OR" and "ME" are also words.
const US_CITY_POSTAL_RE = new RegExp(
  String.raw`\b(?:(?:${alternation([...US_CITIES])}),[ \t]+(?:${Object.keys(US_STATES).join("|")})(?![\w])|Washington,[ \t]+D\.?C\.?(?![\w.]))(?![ \t]+\d{5})`,
  "gu",
);

// A building that houses a court or a government ("Hennepin County Government Center", "Thurgood Marshall United
// States Courthouse"): a place, whatever the organisation words in its name.
const BUILDING_RE =
  /(?<![\w.])(?:(?:[A-Z][\w.'’-]*|&)[ \t]+){1,6}(?:Courthouse|Court[ \t]+House|Federal[ \t]+Building|Government[ \t]+Center|Justice[ \t]+Center|Judicial[ \t]+Center|Civic[ \t]+Center|City[ \t]+Hall)\b/g;
// A river, basin or bay after "the" ("the Monongahela River", "the Campos Basin").
const WATER_RE = /\bthe[ \t]+((?:[A-Z][a-z]+[ \t]+){1,2}(?:River|Basin|Bay))\b(?![ \t]+[A-Z])/g;
// Cheap tests that let a document skip the patterns it cannot match.
const HAS_BUILDING =
  /Courthouse|Court[ \t]+House|Federal[ \t]+Building|Government[ \t]+Center|Justice[ \t]+Center|Judicial[ \t]+Center|Civic[ \t]+Center|City[ \t]+Hall/;
const HAS_WATER = /River|Basin|Bay\b/;
const BRAZILIAN = /Brazil|Brasil|CNPJ|\bCPF\b|R\$|State[ \t]+of|Federal[ \t]+District/;

// Brazil's states written in an English contract: alone ("in the States of Ceará, Piauí and Rio Grande do Norte";
// "Acre" only as "State of Acre", the word being English too), "Federal District", and a city with its state ("City
// of Juazeiro do Norte, State of Ceará", "Campinas, State of São Paulo, Brazil", "Port of Santos, State of São
// Paulo"), or with its UF after a comma when the city is one of that UF's municipalities ("Londrina, PR").
const BR_STATE = alternation(Object.values(BR_STATES).filter((n) => n !== "Acre"));
const BR_STATE_RE = new RegExp(
  String.raw`(?<![\wÀ-ÿ-])(?:${BR_STATE}|Federal[ \t]+District(?![ \t]+Courts?\b))(?![\wÀ-ÿ-])`,
  "gu",
);
const ANY_BR_STATE = alternation(Object.values(BR_STATES));
const PLACE_PT = String.raw`${W}(?:[ \t]+(?:(?:de|do|da|dos|das)[ \t]+)?${W}){0,3}`;
const CITY_OF_STATE_RE = new RegExp(
  String.raw`(?<![\wÀ-ÿ])(?:(?:City|Port|Municipality|District)[ \t]+of[ \t]+)?${PLACE_PT},[ \t]+(?:State[ \t]+of[ \t]+(?:${ANY_BR_STATE})|Federal[ \t]+District)(?:,[ \t]+Brazil)?(?![\wÀ-ÿ])`,
  "gu",
);
const PORT_RE = /(?<![\wÀ-ÿ])Port[ \t]+of[ \t]+[A-ZÀ-Ý][\wÀ-ÿ'’-]*(?:[ \t]+[A-ZÀ-Ý][\wÀ-ÿ'’-]*)?/gu;
// Found by its UF, then the city read backwards (the UF is rarer than a capitalised word).
const COMMA_UF_RE = new RegExp(String.raw`,[ \t]+(${Object.keys(BR_STATES).join("|")})(?![\wÀ-ÿ/-])`, "g");
const CITY_BEFORE_RE = new RegExp(String.raw`(?<![\wÀ-ÿ])${PLACE_PT}$`, "u");

export function findWorldPlaces(text: string): Entity[] {
  const out: Entity[] = [];
  for (const c of text.matchAll(COUNTRY_RE)) {
    const end = c.index + c[0].length;
    const from = Math.max(0, c.index - 200);
    const before = text.slice(from, end);
    const address = FOREIGN_ADDRESS_RE.exec(before);
    // A Brazilian street type opens a Brazilian address (places.ts), read with its own segments.
    if (address && !/^(?:Rua|Avenida|Av\.|Alameda|Rodovia|Estrada|Pra[çc]a|Travessa)\b/.test(address[0])) {
      out.push({ ...loc(address[0], from + address.index, 0.9), value: address[0].replace(/,?[ \t]*\n[ \t]*/g, ", ") });
    }
    const city = CITY_COUNTRY_RE.exec(before);
    // "Brazil, Paraguay": a list of countries, not a city in the second.
    const parts = city?.[0].split(/,[ \t]+/) ?? [];
    if (city && !/^(?:The|This|In|At|Of|State)\b/.test(city[0]) && !parts.slice(0, -1).some((p) => IS_COUNTRY.test(p)))
      out.push(loc(city[0], from + city.index, 0.8));
    // Alone, not before a capitalised word that makes it part of a longer name ("Canada Life").
    if (!/^[ \t]+[A-Z]/.test(text.slice(end, end + 3))) out.push(loc(c[0], c.index, 0.75));
  }
  for (const m of text.matchAll(PORT_RE)) out.push(loc(m[0], m.index, 0.75));
  for (const m of text.matchAll(US_CITY_POSTAL_RE)) out.push(loc(m[0], m.index, 0.8));
  for (const m of text.matchAll(CITY_ALONE_RE)) {
    const city = m[1] ?? "";
    out.push(loc(city, m.index + m[0].length - city.length, 0.75));
  }
  if (BRAZILIAN.test(text)) {
    for (const m of text.matchAll(BR_STATE_RE)) out.push(loc(m[0], m.index, 0.75));
    for (const m of text.matchAll(CITY_OF_STATE_RE)) {
      if (/^(?:The|This|In|At|Of)\b/.test(m[0])) continue;
      out.push(loc(m[0], m.index, 0.8));
    }
  }
  for (const m of text.matchAll(COMMA_UF_RE)) {
    const from = Math.max(0, m.index - 60);
    const city = CITY_BEFORE_RE.exec(text.slice(from, m.index));
    if (!city || !statesOfMunicipality(city[0]).includes(m[1] ?? "")) continue;
    const start = from + city.index;
    out.push(loc(text.slice(start, m.index + m[0].length), start, 0.8));
  }
  if (HAS_WATER.test(text))
    for (const m of text.matchAll(WATER_RE)) {
      const name = m[1] ?? "";
      out.push(loc(name, m.index + m[0].length - name.length, 0.75));
    }
  if (HAS_BUILDING.test(text))
    for (const m of text.matchAll(BUILDING_RE)) {
      // "The Wayne County Courthouse": the article opens the sentence, not the name.
      const lead = /^(?:The|THE|the)[ \t]+/.exec(m[0])?.[0].length ?? 0;
      out.push(loc(m[0].slice(lead), m.index + lead, 0.9));
    }
  return out;
}
