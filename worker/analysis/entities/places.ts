import { BR_MUNICIPALITIES, BR_STATES } from "../gazetteers/br-places.ts";
import { US_STATES } from "../gazetteers/courts.ts";
import type { Entity } from "../types.ts";

// Places by gazetteer and address shape (docs/decisions/026-gazetteers.md): a whole postal address is one LOCATION
// (street, number, complement, district, city/UF, CEP or ZIP), so that its street, square and district names are
// not read as people; municipalities and states come from the IBGE and US lists.

const fold = (s: string): string =>
  s
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase();

const MUNICIPALITIES = new Map<string, string[]>();
for (const [uf, names] of Object.entries(BR_MUNICIPALITIES)) {
  for (const name of names.split("|")) {
    const key = fold(name);
    MUNICIPALITIES.set(key, [...(MUNICIPALITIES.get(key) ?? []), uf]);
  }
}
const UFS = Object.keys(BR_STATES).join("|");
const US_STATE_NAMES = Object.values(US_STATES).join("|");
const US_ABBR = Object.keys(US_STATES).join("|");

export const isMunicipality = (name: string): boolean => MUNICIPALITIES.has(fold(name.trim()));
const STATE_NAMES = new Set(Object.values(BR_STATES).map(fold));
/** A Brazilian state's name ("PARAÍBA", "Minas Gerais"), compared without accents or letter case. */
export const isStateName = (name: string): boolean => STATE_NAMES.has(fold(name.trim()));
/** The states (UFs) that have a municipality of this name, compared without accents or letter case. */
export const statesOfMunicipality = (name: string): readonly string[] => MUNICIPALITIES.get(fold(name.trim())) ?? [];

const W = String.raw`[A-ZÀ-Ý][\wÀ-ÿ'’.-]*`;
const LINK = "(?:d[aeo]s?|e|del|la|of)";
const PLACE_WORDS = String.raw`${W}(?:[ \t]+(?:${LINK}[ \t]+)?${W}){0,4}`;

// Brazilian street types; the name runs to the first comma, then a number or "s/n" must follow.
// "Linha" is the rural road of the colonial south ("Linha Santa Emília, s/n").
const BR_STREET = String.raw`(?:Rua|RUA|Avenida|AVENIDA|Av\.|Pra[çc]a|PRA[ÇC]A|Praia|Travessa|Alameda|Rodovia|Estrada|Linha|Setor|Largo|Viela|Quadra|SIA|SCS|SHS|SQS|SBS|SAS|SRTVS|SCN|SCLN|SCLS|SHN|SEPN|SEPS|SGAN|SGAS|SAUS|SAUN|SRTVN|SMAS|SIG|SOF|SQN|CLN|CLS)`;
// What stands where the number goes after the street's comma: "1520", "nº 45", English drafting's "No. 418", "s/n",
// a highway's kilometre ("km 184", "km 3,5"), a block's lot ("Lote 7"), the block of a planned city ("Alameda das
// Rosas, Quadra 22, Lote 5"; "SCN Quadra 2, Bloco A").
const BR_NUMBER = String.raw`(?:[nN][º°oO.]*[ \t]*)?(?:\d[\d.]*[A-Z]?|s\/n|[Kk]m[ \t]*\d+(?:[.,]\d+)?|(?:Lote|LOTE|lote|Quadra|QUADRA|Qd\.)[ \t]*\d+[A-Z]?|(?:Bloco|BLOCO)[ \t]+[A-Z0-9]\b)`;
// Or a number ending the street's name, as Brasília's sectors and Spanish drafting write it ("SHS Quadra 6, Block E",
// "Avenida José Larco 1301, Office 1702").
const BR_ADDRESS = new RegExp(
  String.raw`\b${BR_STREET}[ \t]+(?:[^,\n]{1,60}?,[ \t]*${BR_NUMBER}|[^,\n]{0,60}?[ \t]\d{1,5}[A-Z]?(?=,))(?:(?:,[ \t]*|[ \t]+[-–][ \t]+)[^,\n;]{1,60}){0,9}(?=[,;.]?(?:\s|$))`,
  "g",
);
const NUMBER_AFTER_COMMA = new RegExp(String.raw`,[ \t]*${BR_NUMBER}`);
// The postal code that ends an address, in Portuguese or English ("CEP 01310-100", "Zip Code 04551-060").
const BR_POSTCODE =
  /^(?:CEP|Zip[ \t]+Code|ZIP[ \t]+Code|Postal[ \t]+Code|ZIP)[ \t:]*(?:n[º°o.][ \t]*)?\d{2}\.?\d{3}-?\d{3}/;
// One address segment after the number: a complement, a district, a city with its UF, a CEP.
const SEGMENT_OK = new RegExp(
  String.raw`^(?:(?:interior|zona[ \t]+rural|distrito)[ \t]+d[eo][ \t]+${PLACE_WORDS}(?:[ \t]*\/[ \t]*(?:${UFS}))?|(?:apto?\.?|apartamento|sala|salas|conj(?:unto)?\.?|bloco|casa|loja|lote|andar|cj\.?|galp[ãa]o|box|quiosque|Galp[ãa]o|\d+[º°]?[ \t]*andar|Lote|Sala|Bloco|Conjunto|[Ss]uite|[Rr]oom|[Oo]ffice|[Aa]partment|[Uu]nit|[Ww]arehouse|[Bb]lock|[Ff]loor|\d+(?:st|nd|rd|th)[ \t]+[Ff]loor)\b.*|bairro[ \t]+.+|${PLACE_WORDS}|${PLACE_WORDS}[ \t]*(?:\/|[-–])[ \t]*(?:${UFS})|(?:${UFS})|CEP[ \t:]*\d{5}-?\d{3})$`,
  "u",
);

function brazilianAddresses(text: string): Entity[] {
  const out: Entity[] = [];
  // The pattern reads up to ten segments ahead, past where an address stops; the next address may start inside what
  // this one did not keep ("…, CEP 04538-133, …, and its plant at Rodovia BR-050, km 184, …"; "…, Salvador/BA, e de X
  // LTDA., com sede na Rua Y, 102, …"), so the search resumes where the address read ends.
  const re = new RegExp(BR_ADDRESS.source, "g");
  for (let m = re.exec(text); m; m = re.exec(text)) {
    const raw = m[0];
    const numberAt = NUMBER_AFTER_COMMA.exec(raw) ?? /[ \t]\d{1,5}[A-Z]?(?=,)/.exec(`${raw.split(",")[0]},`);
    if (!numberAt) {
      re.lastIndex = m.index + 1;
      continue;
    }
    let end = numberAt.index + numberAt[0].length;
    const rest = raw.slice(end);
    let offset = end;
    for (const seg of rest.split(/(?=,)|(?=[ \t]+[-–][ \t]+)/)) {
      const clean = seg.replace(/^(?:,|[ \t]+[-–])[ \t]*/, "").trim();
      const cep = BR_POSTCODE.exec(clean);
      if (cep) {
        end = offset + seg.indexOf(cep[0]) + cep[0].length;
        // English drafting may close with the country after the code ("Zip Code 86010-180, Brazil").
        if (/^,[ \t]*Brazil\b/.test(raw.slice(end))) end += (/^,[ \t]*Brazil/.exec(raw.slice(end))?.[0] ?? "").length;
        break;
      }
      // The last segment may run into the party's label: "State of Minas Gerais ("Buyer")".
      const label = clean.search(/[ \t]+[("“]/);
      if (label > 0 && SEGMENT_OK.test(clean.slice(0, label))) {
        end = offset + seg.indexOf(clean) + label;
        break;
      }
      // "Passo Fundo/RS ("Companhia")": a defined term in parentheses ends the address.
      const paren = clean.indexOf(" (");
      if (paren > 0) {
        if (SEGMENT_OK.test(clean.slice(0, paren))) end = offset + seg.indexOf(clean) + paren;
        break;
      }
      if (!clean || !SEGMENT_OK.test(clean.replace(/[.?!]$/, ""))) break;
      offset += seg.length;
      end = offset;
    }
    const start = m.index;
    const value = text.slice(start, start + end).replace(/[\s,.;?!]+$/, "");
    out.push({ type: "LOCATION", value, confidence: 0.9, start, end: start + value.length });
    re.lastIndex = start + Math.max(value.length, 1);
  }
  return out;
}

// "Broadway" is a street's whole name; "Avenue of the Americas" puts its type first; "N.W." may follow a street.
const EN_STREET = String.raw`(?:Street|St\.|Avenue|Ave\.|Boulevard|Blvd\.|Road|Rd\.|Drive|Dr\.|Lane|Ln\.|Way|Place|Pl\.|Court|Ct\.|Plaza|Parkway|Pkwy\.|Highway|Terrace|Circle|Square|Broadway|Avenue[ \t]+of[ \t]+the[ \t]+[A-Z][a-z]+)`;
// The street and the city may stand on two lines of a signature block ("191 Peachtree Street NE, Suite 3300\nAtlanta,
// Georgia 30303"): still one address.
// The number may be a word ("One Federal Street"); up to two complements ("Suite 410", "Building 3, 2nd Floor").
const US_COMPLEMENT = String.raw`(?:,[ \t]*(?:(?:Suite|Ste\.|Apt\.|Apartment|Unit|Floor|Room|Building|Bldg\.|#)[ \t]*[\w-]+|\d{1,3}(?:st|nd|rd|th)[ \t]+Floor)){0,2}`;
// A street named without its suffix ("77 Rio Robles") is an address only with its suite or unit after it.
const US_UNIT = String.raw`,[ \t]*(?:Suite|Ste\.|Apt\.|Apartment|Unit|Building|Bldg\.)[ \t]*[\w-]+`;
const US_ADDRESS = new RegExp(
  String.raw`\b(?:\d{1,6}|One|Two|Three|Four|Five|Six|Seven|Eight|Nine|Ten)[ \t]+(?:(?:North|South|East|West|N\.|S\.|E\.|W\.)[ \t]+)?(?:(?:(?:[A-Z][\w'’.-]*|\d{1,3}(?:st|nd|rd|th))[ \t]+){0,4}${EN_STREET}(?:,?[ \t]+(?:East|West|North|South|NW|NE|SW|SE|N\.W\.|N\.E\.|S\.W\.|S\.E\.))?${US_COMPLEMENT}|[A-Z][\w'’.-]*(?:[ \t]+[A-Z][\w'’.-]*){0,3}${US_UNIT})(?:,[ \t]*|[ \t]*\n[ \t]*)${PLACE_WORDS},[ \t]*(?:(?:${US_ABBR})(?:[ \t]+\d{5}(?:-\d{4})?)?|(?:${US_STATE_NAMES})(?:[ \t]+\d{5}(?:-\d{4})?)?|D\.C\.(?:[ \t]+\d{5})?)(?![\w])`,
  "g",
);

// "P.O. Box 1187, San Saba, Texas 76877": a post-office box with its city and state is an address too.
const PO_BOX = new RegExp(
  String.raw`\b(?:P\.[ \t]?O\.|PO|Post[ \t]+Office)[ \t]+Box[ \t]+\d+(?:,[ \t]*|[ \t]*\n[ \t]*)${PLACE_WORDS},[ \t]*(?:${US_ABBR}|${US_STATE_NAMES})(?:[ \t]+\d{5}(?:-\d{4})?)?\b`,
  "g",
);

// "Springfield, Illinois", "Evanston, Cook County, Illinois", "Pierce County, Washington", "Burbank, California"; a
// state's name opening a city's ("Kansas City, Missouri", "Virginia Beach") is no state there.
const CITY_STATE = new RegExp(
  String.raw`\b(?!(?:Dated|Signed|Executed|Done|Entered|Filed|Made)\b)(?:City[ \t]+of[ \t]+)?${W}(?:[ \t]+${W}){0,2}(?:,[ \t]+${W}(?:[ \t]+${W})?[ \t]+County)?,[ \t]+(?:${US_STATE_NAMES}|(?<=Washington,[ \t]+)D\.C\.)(?![\w])(?![ \t]+(?:corporation|limited|general|nonprofit|company|City|Beach|Falls|Springs)\b)(?!,[ \t]+D\.?C\b)`,
  "g",
);
const IS_US_STATE = new RegExp(`^(?:${US_STATE_NAMES})$`);
// "Campinas/SP", "São Paulo - SP", "Brasília/DF".
const CITY_UF = new RegExp(String.raw`\b${PLACE_WORDS}[ \t]*(?:\/|[ \t][-–][ \t])[ \t]*(?:${UFS})\b(?![\w-])`, "gu");
// "Estado de São Paulo", "Estado da Bahia", "Município de Brumadinho".
const STATE_PT = new RegExp(
  String.raw`\b(?:Estado|ESTADO|Munic[íi]pio|MUNIC[ÍI]PIO)[ \t]+(?:d[aeo]|D[AEO])[ \t]+${PLACE_WORDS}`,
  "gu",
);
// A street or square named without a number ("na Praça Gaspar Velloso e na Rua Brigadeiro Franco", "esquina com a
// Praça Barão de Itapura"): its name is a place, often a person's, never the person.
const BARE_STREET =
  /\b(?:Rua|Avenida|Av\.|Pra[çc]a|Travessa|Alameda|Largo)[ \t]+(?:d[aeo]s?[ \t]+)?[A-ZÀ-Ý][\wÀ-ÿ'’.-]*(?:[ \t]+(?:d[aeo]s?[ \t]+)?(?:[A-ZÀ-Ý][\wÀ-ÿ'’-]*|[IVX]+\b)){0,4}(?![\wÀ-ÿ'’-])/gu;
// A municipality after "de/em/para/cidade de" or opening a dateline ("Campinas, 2 de abril de 2024").
// A rural property by its name, with the rural area of its municipality when written ("Fazenda Santa Clara, zona
// rural de Primavera do Leste/MT", "Chácara Recanto do Ipê"); not the treasury ("Fazenda Nacional").
const RURAL_PROPERTY = new RegExp(
  String.raw`\b(?:Fazenda|Ch[áa]cara|S[íi]tio|Est[âa]ncia)[ \t]+(?!(?:Nacional|P[úu]blica|Estadual|Municipal|Federal|Real)\b)[A-ZÀ-Ý][\wÀ-ÿ'’-]*(?:[ \t]+(?:d[aeo]s?[ \t]+)?[A-ZÀ-Ý][\wÀ-ÿ'’-]*){0,3}(?:,[ \t]*(?:zona[ \t]+rural|interior)[ \t]+d[eo][ \t]+${PLACE_WORDS}(?:[ \t]*\/[ \t]*(?:${UFS}))?)?`,
  "gu",
);
const NAMED_PLACE = new RegExp(
  String.raw`(?<=\b(?:de|em|para|até|cidade\s+de|in|from|to|of)[ \t]+)${PLACE_WORDS}|(?<=^|\n)[ \t]*${PLACE_WORDS}(?=,[ \t]+(?:\d{1,2}(?:º)?[ \t]+de[ \t]+[a-zç]+[ \t]+de[ \t]+\d{4}|(?:January|February|March|April|May|June|July|August|September|October|November|December)[ \t]+\d))`,
  "gu",
);

function trimWords(value: string, accept: (w: string) => boolean): string | null {
  // The longest prefix of the capitalised run that is a known place ("Recife Estado" → "Recife").
  const words = value.trim().split(/[ \t]+/);
  for (let n = words.length; n > 0; n--) {
    const candidate = words.slice(0, n).join(" ");
    if (accept(candidate)) return candidate;
  }
  return null;
}

// "Judicial District of São Paulo, State of São Paulo, Brazil": the forum of an English contract under Brazilian law.
const JUDICIAL_DISTRICT = new RegExp(
  String.raw`\bJudicial[ \t]+District[ \t]+of[ \t]+${PLACE_WORDS}(?:,[ \t]+State[ \t]+of[ \t]+${PLACE_WORDS})?(?:,[ \t]+Brazil)?`,
  "gu",
);

export function findPlaces(text: string): Entity[] {
  const out: Entity[] = [];
  for (const m of text.matchAll(JUDICIAL_DISTRICT)) out.push(loc(m[0], m.index, 0.9));
  const addresses = brazilianAddresses(text);
  out.push(...addresses);
  for (const m of [...text.matchAll(US_ADDRESS), ...text.matchAll(PO_BOX)]) {
    const address = loc(m[0], m.index, 0.9);
    // Read as one line, the way a lawyer writes an address in a sentence.
    out.push({ ...address, value: address.value.replace(/,?[ \t]*\n[ \t]*/g, ", ") });
  }
  for (const m of text.matchAll(CITY_STATE)) {
    // "Kansas, Nebraska" lists two states; "Client's Columbus, Ohio" starts with a word that is no part of the city
    // (nor does a dateline's "Dated, Washington, D.C.", which the pattern does not start at).
    const first = m[0].split(",")[0] ?? "";
    const state = m[0].slice(m[0].lastIndexOf(",") + 1).trim();
    if (/^City\s+of\b/.test(m[0]) || (IS_US_STATE.test(first) && IS_US_STATE.test(state) && first !== state)) continue;
    const lead = /^\S+['’]s[ \t]+/.exec(first);
    if (lead) {
      out.push(loc(m[0].slice(lead[0].length), m.index + lead[0].length, 0.8));
      continue;
    }
    out.push(loc(m[0], m.index, 0.8));
  }
  for (const m of text.matchAll(CITY_UF)) {
    const city = m[0].replace(/[ \t]*(?:\/|[ \t][-–][ \t])[ \t]*[A-Z]{2}$/, "");
    const known = trimWords(city.split(/[ \t]+(?:d[eo]|da)[ \t]+(?=Comarca|Município)/)[0] ?? city, isMunicipality);
    if (!known && !/^(?:Comarca|Munic[íi]pio)\b/.test(city)) continue;
    out.push(loc(m[0], m.index, 0.85));
  }
  for (const m of text.matchAll(STATE_PT)) out.push(loc(m[0].trimEnd(), m.index, 0.8));
  for (const m of text.matchAll(RURAL_PROPERTY)) out.push(loc(m[0], m.index, 0.8));
  for (const m of text.matchAll(BARE_STREET)) {
    // The street of an address found whole is part of it.
    if (!addresses.some((a) => a.start <= m.index && m.index < a.end)) out.push(loc(m[0], m.index, 0.8));
  }
  for (const m of text.matchAll(NAMED_PLACE)) {
    const raw = m[0].replace(/^[ \t]+/, "");
    const start = m.index + (m[0].length - raw.length);
    const known = trimWords(raw, isMunicipality);
    // "Centro de Referência em Saúde do Trabalhador": a municipality's name opening a longer name is not the place.
    if (known && !/^[ \t]+d[aeo]s?[ \t]+\p{Lu}/u.test(raw.slice(known.length))) out.push(loc(known, start, 0.75));
  }
  return out;
}

/** A LOCATION entity at `start`. */
export const loc = (value: string, start: number, confidence: number): Entity => ({
  type: "LOCATION",
  value,
  confidence,
  start,
  end: start + value.length,
});
