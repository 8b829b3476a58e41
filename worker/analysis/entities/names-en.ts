import type { Entity } from "../types.ts";
import { findJudgesEn } from "./judges-en.ts";
import { longestNonOverlapping } from "./legal-pt.ts";
import { findPersonsByGivenName } from "./persons-given.ts";

// English names by heuristics: organisations by their legal-form suffix, people by honorific, signature block or
// caption, places by "State of …" forms and US state names. Used for English text; Portuguese goes to the NER.

const CAP_WORD = String.raw`(?:[A-ZÀ-Ý][\wÀ-ÿ&'’.-]*|&|of|and|the|de|du|van|von|y)`;
// Nordic forms (A/S, ApS, ASA, Oyj; AS and AB only before a comma, a parenthesis or the line's end, where "SUCH AS"
// cannot stand).
export const ORG_SUFFIX = String.raw`(?:Inc\.?|INC\.?|Incorporated|INCORPORATED|L\.?L\.?C\.?|Corp\.?|CORP\.?|Corporation|CORPORATION|Company|COMPANY|Co\.|CO\.|Ltd\.?|LTD\.?|Limited|LIMITED|L\.P\.|LP|LLP|L\.L\.P\.|PLLC|P\.C\.|PLC|plc|N\.A\.|AG|GmbH|GMBH|P\.A\.|S\.A\.|N\.V\.|B\.V\.|S\.p\.A\.|Pty\.?\s+Ltd\.?|Ltda\.?|LTDA\.?|S\/A|S\/S|EIRELI|S\.A\.C\.|S\.A\.S\.|S\.R\.L\.|S\.L\.|S\.\s?de\s+R\.L\.|A\/S|ApS|ASA|Oyj|(?:AS|AB)(?=,|[ \t]*\(|[ \t]*\n))`;
// A museum, society, academy or institution may carry its field: "Virginia Museum of History & Culture" (a church's
// "of Edinburg" is its place, read as one).
// Words of one name are one or two spaces apart: three or more part the columns of a signature block
// ("Marisol Carvajal                  DRIFTWOOD MEDIA GROUP, INC.").
const ORG_RE = new RegExp(
  String.raw`\b[A-ZÀ-Ý][\wÀ-ÿ&'’.-]*(?:,?[ \t]{1,2}${CAP_WORD}){0,7}?,?[ \t]{1,2}${ORG_SUFFIX}(?![\w])|\b(?:The\s+)?(?:[A-Z][\w&'’-]*\s+){1,5}(?:Bank|Trust|University|Association|Foundation|Partners|Group|Holdings|Center|Centre|Institute|Clinic|Technologies|Laboratories|Pharmaceuticals|Cooperative|Alliance|Authority|Credit\s+Union|Union|(?:School|Transit|Water|Sanitation|Irrigation|Fire|Park|Hospital|Utility|Library)\s+District|High\s+School|School|College|Hospital|Church|Congregation|Chapel|Cemetery|Orchestra|(?:Academy|Institution|Society|Museum)(?:\s+of\s+(?:the\s+)?[A-Z][\w'’-]*(?:\s+(?:&|and)\s+[A-Z][\w'’-]*)?)?)\b(?!\s+Account)`,
  "g",
);
// Leading words that are capitalised by sentence position or drafting, not part of the name.
const LEADING_NOISE =
  /^(?:(?:(?:FOR|For)\s+)?(?:VALUE|Value)\s+(?:RECEIVED|Received),?\s+|(?:This|The|THIS|THE|By|BY|Between|BETWEEN|And|AND|Whereas|WHEREAS|Each|EACH|Among|AMONG|Agreement|AGREEMENT|Dated|DATED|With|WITH|For|FOR|Of|OF|To|TO|From|FROM|In|IN|Among|Party|Parties|Plaintiffs?,?|Defendants?,?|Appellants?,?|Appellees?,?|Respondents?,?|Petitioners?,?|Attention|Attn:?|Name:?|Title:?|Company:?|Its|ITS|(?:Demurrer|Objections?|Motion|Answer|Reply|Opposition)\s+of|(?:Attorney|Counsel)\s+(?:[A-Z][\w.'’-]*\s+){1,4}of)\s+)+/;

const PERSON_RE = new RegExp(
  [
    String.raw`\b(?:Mr|Mrs|Ms|Dr|Hon|Judge|Justice|Chief\s+Judge|Magistrate\s+Judge)\.?[ \t]+[A-Z][a-z'’]+(?:-[A-Za-z][a-z'’]+)*(?:[ \t]{1,2}[A-Z]\.)*(?:[ \t]{1,2}(?:Mc|Mac|O['’])?[A-Z][a-z'’]+(?:[A-Z][a-z]+)?(?:-[A-Za-z][a-z'’]+)*){0,3}(?=$|[^A-Za-z\u00C0-\u024F'’])`,
    // One or two spaces between the words: three or more part a signature block's columns ("Name: Karin Lindstrom
    // Samuel Adeyemi"). A name never ends inside a word ("Mette Kj" of "Mette Kjærgaard", "Dr. Wi" of "Dr.
    // Wiśniewski": persons-en.ts reads those); a surname may have a capital inside ("DuBois").
    String.raw`\b(?:Name|Signature|By|Print(?:ed)?\s+Name)[ \t]*:[ \t]*(?:\/s\/[ \t]*)?(?<sig>[A-Z][a-z'’]+(?:-[A-Za-z][a-z'’]+)*(?:[ \t]{1,2}[A-Z]\.)?(?:[ \t]{1,2}[A-Z][a-z'’]+(?:[A-Z][a-z]+)?(?:-[A-Za-z][a-z'’]+)*){1,3})(?=$|[^A-Za-z\u00C0-\u024F'’])`,
    String.raw`\b[A-Z][a-z'’]+(?:-[A-Za-z][a-z'’]+)*(?:\s+[A-Z]\.)?(?:\s+[A-Z][a-z'’]+(?:-[A-Za-z][a-z'’]+)*){1,2}(?=,\s+(?:an\s+individual|individually|Esq\.|as\s+(?:Trustee|Executor|Personal\s+Representative)|the\s+(?:Testator|Decedent|Employee|Executive)|(?:United\s+States\s+)?(?:District|Magistrate|Circuit)\s+Judge))`,
    String.raw`\bI,\s+(?<self>[A-Z][a-zA-Z'’-]+(?:\s+[A-Z]\.?)?(?:\s+[A-Z][a-zA-Z'’-]+){1,3})`,
    // Caption lines: "JANE DOE,\nPlaintiff," — same line for the name, a comma before the role.
    String.raw`(?<=^|\n|v\.\s)[ \t]*[A-Z]{2,}(?:[ \t]+[A-Z]\.)?(?:[ \t]+[A-Z]{2,}){1,3}(?=,[ \t]*\n?[ \t]*(?:Plaintiffs?|Defendants?|Petitioners?|Respondents?)\b)`,
  ].join("|"),
  "g",
);

export const US_STATES =
  "Alabama|Alaska|Arizona|Arkansas|California|Colorado|Connecticut|Delaware|Florida|Georgia|Hawaii|Idaho|Illinois|Indiana|Iowa|Kansas|Kentucky|Louisiana|Maine|Maryland|Massachusetts|Michigan|Minnesota|Mississippi|Missouri|Montana|Nebraska|Nevada|New Hampshire|New Jersey|New Mexico|New York|North Carolina|North Dakota|Ohio|Oklahoma|Oregon|Pennsylvania|Rhode Island|South Carolina|South Dakota|Tennessee|Texas|Utah|Vermont|Virginia|Washington|West Virginia|Wisconsin|Wyoming";
// A place inside a hyphenated name ("Chamber of Commerce Brazil-Canada") is part of that name.
const LOCATION_RE = new RegExp(
  String.raw`(?=[A-Z])\b(?:Federative\s+Republic\s+of\s+Brazil|Rep[úu]blica\s+Federativa\s+do\s+Brasil)|\b(?:State|Commonwealth|County|City|Province|Kingdom|Principality|Grand\s+Duchy|(?:Federal\s+|Federative\s+|People['’]s\s+)?Republic|Borough|Parish)\s+of\s+[A-ZÀ-Ý][a-zà-ÿ]+(?:[ \t]+(?:(?:de|do|da|dos|das)[ \t]+)?[A-ZÀ-Ý][a-zà-ÿ]+){0,2}|\b(?<!-)(?:${US_STATES}|District\s+of\s+Columbia|United\s+States(?:\s+of\s+America)?|Canada|Brazil|Mexico|England|Ontario|Hong\s+Kong|New\s+York\s+City|Los\s+Angeles|San\s+Francisco|Chicago|Boston|Houston)\b(?!-)`,
  "g",
);

function collect(text: string, re: RegExp, type: Entity["type"], confidence: number, cleanLeading = false): Entity[] {
  const out: Entity[] = [];
  for (const m of text.matchAll(re)) {
    // Named groups carry the name when the pattern also matched its label ("Name: ", "I, ").
    const inner = m.groups?.sig ?? m.groups?.self;
    let start = inner ? m.index + m[0].length - inner.length : m.index;
    let value = inner ?? m[0];
    if (cleanLeading) {
      const noise = LEADING_NOISE.exec(value);
      if (noise) {
        start += noise[0].length;
        value = value.slice(noise[0].length);
      }
    }
    let end = start + value.length;
    // A trailing period belongs to "Inc." / "Co." but not to sentence ends after other words.
    while (end > start && /[\s,;:]/.test(text[end - 1] ?? "")) end--;
    value = text.slice(start, end);
    if (value.length < 3 || /\n\s*\n/.test(value)) continue;
    out.push({ type, value, confidence, start, end });
  }
  return out;
}

// A list's last item: "represented by Ricardo Tavares and Luciana Prado, and WESTFIELD AGRITECH CORP." names the
// company after ", and"; a firm's name joins its names with commas and "&", not with ", and".
const LIST_AND = /^.*,[ \t]+and[ \t]+(?=[A-ZÀ-Ý])/s;

// Counsel named before their firm: "Thomas R. Bellamy, Bellamy & Strand LLP", "… and Lauren P. Ebersole of Nakashima
// Ebersole PLLC". The firm starts after the last person the span names, when a comma or "of" follows that person.
export function afterPeople(value: string, orAnd = false): number {
  // Most names have no comma, "of" or "and" to cut at: those are not read for people.
  if (!/,|[ \t](?:of|and)[ \t]/.test(value)) return 0;
  let cut = 0;
  for (const p of findPersonsByGivenName(value)) {
    // "Lukas Brandvold and Tundra Trail Foods, LLC": two parties of a list, read as one name elsewhere.
    const and = orAnd ? /^[ \t]+and[ \t]+(?=[A-Z])/.exec(value.slice(p.end)) : null;
    if (and && p.end + and[0].length < value.length) {
      cut = p.end + and[0].length;
      continue;
    }
    // Not before a degree or generation that is still the person's ("Steven Abrams, D.D.S."); an office between the
    // person and the firm goes with the person ("Carla Benedetti, President, Kestrel Data Systems, Inc.").
    const gap =
      /^(?:,[ \t]+|[ \t]+of[ \t]+)(?:(?:[A-Z][a-z]+[ \t]+){0,2}(?:President|Secretary|Treasurer|Manager|Member|Director|Officer|Partner|Counsel|Chair(?:man|woman)?|CEO|CFO|COO),[ \t]+)?(?=[A-Z])(?!(?:[A-Z][a-z]?\.){2,}|Esq\.|Jr\.|Sr\.|I{2,3}\b)/.exec(
        value.slice(p.end),
      );
    if (gap && p.end + gap[0].length < value.length) cut = p.end + gap[0].length;
  }
  return cut;
}

// A person in capitals with a middle initial, then "and": "HENRIETTA L. MARCHBANKS and PRAIRIE HERITAGE BANK, N.A."
// names two, as a company's name has no middle initial.
const CAPS_PERSON_AND =
  /^[A-Z][A-Z'’-]+[ \t]+[A-Z]\.[ \t]+[A-Z][A-Z'’-]+(?:[ \t]+[A-Z][A-Z'’-]+)?[ \t]+and[ \t]+(?=[A-Z])/;

// An instrument's title before the company it is of: "SHAREHOLDERS' AGREEMENT OF CERRADO SOLAR PARTICIPAÇÕES S.A.",
// "BYLAWS OF X, INC.".
const INSTRUMENT_OF =
  /^(?:[A-Z][A-Za-z'’-]*[ \t]+){0,4}(?:AGREEMENT|Agreement|BYLAWS|Bylaws|MINUTES|Minutes|CONSENT|Consent)[ \t]+(?:OF|of)[ \t]+(?:THE[ \t]+|the[ \t]+)?(?=[A-Z])/;

export function findOrganizationsEn(text: string): Entity[] {
  return collect(text, ORG_RE, "ORGANIZATION", 0.8, true)
    .map((e) => {
      const lead =
        LIST_AND.exec(e.value)?.[0].length ||
        CAPS_PERSON_AND.exec(e.value)?.[0].length ||
        INSTRUMENT_OF.exec(e.value)?.[0].length ||
        afterPeople(e.value);
      return lead ? { ...e, value: e.value.slice(lead), start: e.start + lead } : e;
    })
    .filter(
      // A kind word left alone once "The" is dropped ("The Authority argues") names a defined party, not a name.
      (e) => /[A-Z]/.test(e.value[0] ?? "") && /\s/.test(e.value.trim()),
    );
}

// A party label before the name is not part of it ("Plaintiff Evelyn Hawthorne, as Trustee of …").
const ROLE_LEAD =
  /^(?:Plaintiffs?|Defendants?|Petitioners?|Respondents?|Appellants?|Appellees?|Debtors?)[ \t]+(?=[A-Z])/;

export function findPersonsEn(text: string): Entity[] {
  const out: Entity[] = [];
  for (const found of collect(text, PERSON_RE, "PERSON", 0.7)) {
    const lead = ROLE_LEAD.exec(found.value)?.[0].length ?? 0;
    const e = lead ? { ...found, value: found.value.slice(lead), start: found.start + lead } : found;
    if (/\b(?:Agreement|Court|Section|Company|Inc)\b/.test(e.value)) continue;
    // A name does not span lines: keep the last line ("Smith\nJohn Smith" from a signature block).
    const nl = e.value.lastIndexOf("\n");
    if (nl < 0) {
      out.push(e);
      continue;
    }
    const start = e.start + nl + 1;
    const value = text.slice(start, e.end).trim();
    if (/\s/.test(value)) out.push({ ...e, value, start: e.end - value.length });
  }
  return out;
}

// Counties and parishes ("Broward County, Florida", "Plaquemines Parish"), unless the words after make them a body
// ("Franklin County Sheriff"); the venue lines of a caption in capitals ("BEXAR COUNTY, TEXAS", "COUNTY OF QUEENS",
// "STATE OF WISCONSIN", Massachusetts' "SUFFOLK, ss."); the seat a federal court's division is named after ("HOUSTON
// DIVISION"; decision 025: the division's city is a place).
const UPPER_STATES = US_STATES.toUpperCase();
const COUNTY_RE = new RegExp(
  [
    String.raw`\b[A-Z][a-z]+(?:[ -][A-Z][a-z]+){0,2}[ \t]+(?:County|Parish)(?:,[ \t]+(?:${US_STATES}))?(?![ \t]+[A-Z])`,
    String.raw`(?=[A-Z]{2})(?<=^|\n|[ \t]{2}|§[ \t]|\(|\bIN AND FOR |\bFOR THE )(?!(?:THE|FOR|IN|AND)\b)[A-Z]{2,}(?:[ -](?!(?:THE|FOR|OF|AND)\b)[A-Z]{2,}){0,2}[ ](?:COUNTY|PARISH)(?:,[ ](?:${UPPER_STATES}))?\b`,
    String.raw`\b(?:STATE|COMMONWEALTH|COUNTY|CITY)[ ]OF[ ][A-Z]{2,}(?:[ ][A-Z]{2,}){0,2}\b`,
    String.raw`(?<=^|\n)[ \t]*[A-Z]{3,}(?:[ ][A-Z]{3,})?(?=,[ \t]+ss\.)`,
  ].join("|"),
  "g",
);
// Any word of the division's name that is a court's part or a direction: "CIRCUIT CIVIL DIVISION" names no seat.
const NOT_A_SEAT =
  /\b(?:CIRCUIT|COUNTY|DISTRICT|NORTHERN|SOUTHERN|EASTERN|WESTERN|CENTRAL|MIDDLE|CIVIL|CRIMINAL|CHANCERY|LAW|FAMILY|PROBATE|JUVENILE|APPELLATE|BUSINESS|COMMERCIAL|GENERAL|TRIAL|SPECIAL|HOUSING|TAX|SMALL|CLAIMS|DOMESTIC|RELATIONS|ADMIRALTY|BANKRUPTCY)\b/;
const DIVISION_RE = /(?<=^|\n|[ \t]{2})[ \t]*([A-Z]{3,}(?:[ ][A-Z]{3,})?)[ ]DIVISION\b/g;
// In running text the division follows its district: "the Western District of Texas, San Antonio Division".
const DIVISION_AFTER_DISTRICT_RE =
  /\bDistrict\s+of\s+[A-Z][a-z]+(?:\s+[A-Z][a-z]+)?,\s+([A-Z][a-z]+(?:\s+[A-Z][a-z]+)?)\s+Division\b/g;

function divisionSeats(text: string): Entity[] {
  const out: Entity[] = [];
  for (const m of text.matchAll(DIVISION_AFTER_DISTRICT_RE)) {
    const seat = m[1] ?? "";
    const start = m.index + m[0].lastIndexOf(seat);
    if (!NOT_A_SEAT.test(seat.toUpperCase()))
      out.push({ type: "LOCATION", value: seat, confidence: 0.75, start, end: start + seat.length });
  }
  for (const m of text.matchAll(DIVISION_RE)) {
    const seat = m[1] ?? "";
    if (NOT_A_SEAT.test(seat) || / (?:OF|AND)$/.test(seat)) continue;
    const start = m.index + m[0].indexOf(seat);
    out.push({ type: "LOCATION", value: seat, confidence: 0.75, start, end: start + seat.length });
  }
  return out;
}

// A county or a state sued or suing is a body, not a place (decision 025's convention): "MONROE COUNTY, and OFFICER
// …", "KING COUNTY,\nDefendant.", "the claim against Monroe County".
const AS_PARTY_AFTER =
  /^,?[ \t]*(?:\n[ \t]*)?(?:and\b|(?:Plaintiffs?|Defendants?|Respondents?|Petitioners?|Appellants?|Appellees?)\b)/;
const AS_PARTY_BEFORE = /(?:\bagainst|\bv\.|\bvs\.)\s+$/;
// "… lies in Montgomery County, and …": a county the sentence places something in is a place whatever follows.
const LOCATIVE_BEFORE = /\b(?:in|within|located\s+in|situated\s+in|lies\s+in)\s+$/;

function venues(text: string): Entity[] {
  return collect(text, COUNTY_RE, "LOCATION", 0.75, true).filter(
    (e) =>
      /\s/.test(e.value) &&
      (!AS_PARTY_AFTER.test(text.slice(e.end, e.end + 40)) ||
        LOCATIVE_BEFORE.test(text.slice(Math.max(0, e.start - 14), e.start))) &&
      !AS_PARTY_BEFORE.test(text.slice(Math.max(0, e.start - 10), e.start)),
  );
}

export function findLocationsEn(text: string): Entity[] {
  return [...collect(text, LOCATION_RE, "LOCATION", 0.75), ...venues(text), ...divisionSeats(text)];
}

export function findNamesEn(text: string): Entity[] {
  return longestNonOverlapping([
    ...findOrganizationsEn(text),
    ...findPersonsEn(text),
    ...findJudgesEn(text),
    ...findLocationsEn(text),
    ...findPersonsByGivenName(text),
  ]);
}
