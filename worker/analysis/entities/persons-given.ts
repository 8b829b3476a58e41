import type { Entity } from "../types.ts";
import { isGivenName } from "./given-names.ts";

// English people named with no cue around them (decision 025, eighth round 23f): "Its sole member is Natalie Ruiz",
// a signature block's "Hannah Cho", a caption's "MARCUS J. LINDGREN". The evidence is the name itself: a first word
// that is a given name (given-names.ts), then initials or more given names, then one to three surname words; or any
// capitalised first word with a middle initial ("Dale A. Drozd"). Where the surname words end is where the next
// given name starts a second name ("Karin Lindstrom Samuel Adeyemi" is two people) or where a word of a place, an
// office or a firm stands ("Austin Street", "Morgan Stanley Bank").

// Given names that English also writes as months, places, virtues or firms: a name only with a middle initial.
const AMBIGUOUS = new Set(
  (
    "april june august may chase grace joy hope faith christian austin jackson madison georgia virginia carolina " +
    "victoria regina sydney chelsea sierra santiago salvador mercedes orlando charlotte savannah aurora brooklyn " +
    "angel summer autumn grant hunter morgan stanley franklin warren harrison clinton kent devon lorraine " +
    "alexandria dakota jordan logan tyler socorro luz dolores vitória bill dean sue justice royal major"
  ).split(" "),
);

// Words of places, buildings, firms and plans: a name followed by one is part of a longer name, and none of them is
// a surname.
const PLACE_AND_FIRM_WORDS =
  "street avenue road boulevard drive lane way place square plaza parkway highway suite floor building tower " +
  "hall center centre county city state district court division circuit parish township village town beach park " +
  "lake valley hills heights springs island bay harbor port river mountain creek falls station airport justice " +
  "company corporation inc llc llp ltd ltda bank trust group partners holdings foundation association " +
  "university college school hospital clinic church institute act fund plan program";

const wordSet = (words: string) => new Set(words.split(" "));

// Words that end a person's name: places, offices, firms, documents and the words of a sentence's grammar.
const NOT_SURNAME = wordSet(
  `${PLACE_AND_FIRM_WORDS} ` +
    "states agreement code section rule article exhibit schedule order motion complaint petition department " +
    "office board commission committee council agency services service systems capital properties realty " +
    "insurance financial management solutions industries enterprises logistics ventures products medical health " +
    "energy foods farms motors construction supply equipment brands marine law legal firm associates the and of " +
    "for to by in on at a an is was as or v vs plaintiff plaintiffs defendant defendants petitioner respondent " +
    "appellant appellee debtor trustee estate judge esq jr sr ii iii iv md phd dds cpa pe part item class series " +
    "tier phase annex appendix attachment paragraph chapter title volume count claim step option level grade unit " +
    "lot block tract general",
);

// A name followed by one of these is part of a longer name: a building's, a street's, a firm's ("Martin Luther King
// Building", "LEONARD L. WILLIAMS JUSTICE CENTER", "Walter Reed Hospital").
const PART_OF_LONGER = wordSet(
  `${PLACE_AND_FIRM_WORDS} memorial courthouse library museum stadium arena bridge tunnel award scholarship prize`,
);

const MONTHS = /^(?:January|February|March|April|May|June|July|August|September|October|November|December)$/i;

// The word before the name may be a title or a role; any other capitalised word there makes the run part of a
// longer name ("Port Arthur", "Saint Francis Hospital"), unless that word ends a sentence or a line.
const TITLE_BEFORE =
  /^(?:Plaintiffs?|Defendants?|Petitioners?|Respondents?|Appellants?|Appellees?|Debtors?|Claimants?|Judge|Justice|Hon|Honorable|Magistrate|Chancellor|Commissioner|Secretary|Administrator|Director|Directors|Officer|President|Chair|Chairman|Chairwoman|Manager|Member|Partner|Trustee|Attorney|Counsel|Witness|Witnesses|Professor|Governor|Senator|Captain|Lieutenant|Sergeant|Deputy|Detective|Agent|Inspector|Nurse|Doctor|Reverend|Employee|Executive|Consultant|Contractor|Guarantor|Borrower|Lender|Tenant|Landlord|Buyer|Seller|Purchaser|Relator|Intervenor|Movant|Examiner|Adjuster|Arbitrator|Mediator|Receiver|General|Clerk|Notary|Public|Attention|Attn|Dear|To|From|Before|By|Name|Signature|And|AND|The|THE|Sellers?|SELLERS?|BUYERS?)$/i;

// Two letters at least, and not an abbreviation's first letters ("P.C.").
const WORD = String.raw`(?:Mc|Mac|O['’]|D['’])?[A-ZÀ-Ý][A-Za-zÀ-ÿ'’]+(?:-[A-ZÀ-Ý][A-Za-zÀ-ÿ'’]+)?(?![\wÀ-ÿ]|\.[A-Za-z])`;
// A run of name-like tokens on one line: capitalised words, initials, and the particles of Iberian and Dutch names.
const RUN = new RegExp(
  String.raw`(?<![\wÀ-ÿ'’.-])${WORD}(?:[ \t](?:[A-Z]\.|(?:de|da|do|dos|das|del|della|di|du|van|von|der|den|la|le|y|DE|DA|DO|DOS|DAS|DEL|VAN|VON)(?=[ \t][A-ZÀ-Ý])|${WORD}))+`,
  "g",
);

const isUpper = (w: string): boolean => w === w.toUpperCase();
const isInitial = (w: string): boolean => /^[A-Z]\.$/.test(w);
const isParticle = (w: string): boolean => /^(?:de|da|do|dos|das|del|della|di|du|van|von|der|den|la|le|y)$/i.test(w);

interface Token {
  word: string;
  at: number;
}

function tokens(run: string, offset: number): Token[] {
  return [...run.matchAll(/\S+/g)].map((m) => ({ word: m[0], at: offset + m.index }));
}

/** The people a run of capitalised tokens names, split where a second given name starts a second person. */
function peopleInRun(run: Token[], upper: boolean): Token[][] {
  const out: Token[][] = [];
  let i = 0;
  while (i < run.length) {
    const first = run[i]?.word ?? "";
    const sameCase = (w: string) => isInitial(w) || isParticle(w) || isUpper(w) === upper;
    // "Mitchell's Web Advance": a possessive first word names the owner of what follows, not a person's first name.
    if (!sameCase(first) || isInitial(first) || isParticle(first) || /['’]s$/.test(first)) {
      i++;
      continue;
    }
    const name: Token[] = [run[i] as Token];
    let j = i + 1;
    let initials = 0;
    // Middle part: initials and further given names ("Mary Ann", "Maria Eduarda", "Henry E.").
    while (j < run.length) {
      const w = run[j]?.word ?? "";
      if (isInitial(w)) initials++;
      else if (!(isGivenName(w) && sameCase(w) && j + 1 < run.length && !isInitial(run[j + 1]?.word ?? ""))) break;
      name.push(run[j] as Token);
      j++;
    }
    // Surname words: up to three (with particles between them), ending before a word of a place or a firm and
    // before a given name that begins the next person.
    let surnames = 0;
    while (j < run.length && surnames < 4) {
      const w = run[j]?.word ?? "";
      if (!sameCase(w) || isInitial(w)) break;
      if (NOT_SURNAME.has(w.toLowerCase()) || MONTHS.test(w)) break;
      if (isParticle(w)) {
        if (!run[j + 1]) break;
        name.push(run[j] as Token);
        j++;
        continue;
      }
      if (
        surnames > 0 &&
        isGivenName(w) &&
        j + 1 < run.length &&
        !NOT_SURNAME.has((run[j + 1]?.word ?? "").toLowerCase())
      )
        break;
      name.push(run[j] as Token);
      surnames++;
      j++;
      // "Mary Jones's car": the possessive ends the name.
      if (/['’]s$/.test(w)) break;
    }
    while (name.length > 1 && isParticle(name[name.length - 1]?.word ?? "")) name.pop();
    const next = run[j]?.word ?? "";
    if (next && sameCase(next) && PART_OF_LONGER.has(next.toLowerCase())) {
      i = j;
      continue;
    }
    // "John Doe", "JANE ROE", "JOHN DOES 1-10": a placeholder for an unknown party, not a person's name.
    if (/^(?:Doe|Does|Roe|Roes)$/i.test(name[name.length - 1]?.word ?? "")) {
      i = j;
      continue;
    }
    const lead = first;
    const given = isGivenName(lead) && !AMBIGUOUS.has(lead.toLowerCase());
    const byInitial = initials > 0 && !NOT_SURNAME.has(lead.toLowerCase());
    if (name.length >= 2 && surnames >= 1 && (given || byInitial) && !NOT_SURNAME.has(lead.toLowerCase())) {
      out.push(name);
      i = j;
    } else i++;
  }
  return out;
}

export function findPersonsByGivenName(text: string): Entity[] {
  const out: Entity[] = [];
  for (const m of text.matchAll(RUN)) {
    const run = tokens(m[0], m.index);
    const firstWord = run[0]?.word ?? "";
    const upper = isUpper(firstWord.replace(/[^A-Za-zÀ-ÿ]/g, ""));
    // The word before the run: a capitalised word there (not a title, role or sentence end) makes this part of a
    // longer name.
    const before = /([A-Za-zÀ-ÿ'’.]+)[ \t]$/.exec(text.slice(Math.max(0, m.index - 30), m.index))?.[1] ?? "";
    for (const name of peopleInRun(run, upper)) {
      const start = name[0]?.at ?? 0;
      const last = name[name.length - 1] as Token;
      const end = last.at + last.word.length;
      const previous = start === m.index ? before : (run[run.findIndex((t) => t.at === start) - 1]?.word ?? "");
      const previousIsName = out.some((e) => e.end === start - 1);
      if (/^[A-ZÀ-Ý]/.test(previous) && !previous.endsWith(".") && !TITLE_BEFORE.test(previous) && !previousIsName)
        continue;
      // A possessive ends the name ("Mary Jones's"); an all-capitals name needs two words of letters.
      const value = text.slice(start, end).replace(/['’]s$/, "");
      if (upper && value.split(/\s+/).filter((w) => w.length > 2).length < 2) continue;
      out.push({ type: "PERSON", value, confidence: 0.7, start, end: start + value.length });
    }
  }
  return out;
}

/**
 * Whether a capitalised string is shaped like one person's name: a given name or a middle initial, no word of a
 * firm, an office or a place, and no "&" or "of". Used to keep a caption's person from being read as a firm and a
 * firm in capitals ("GULF COAST MARINE SUPPLY") from being read as a person.
 */
export function isPersonShaped(value: string): boolean {
  const v = value.trim().replace(/,$/, "").replace(/\s+/g, " ");
  if (/[&\d]|\b(?:of|OF|Of)\b/.test(v) || v.split(" ").length > 6) return false;
  const found = findPersonsByGivenName(v);
  return found.length === 1 && found[0]?.start === 0 && found[0]?.end === v.length;
}

// Words of a trade, a business or a public office that no person's name has.
const FIRM_WORDS =
  /(?<!\p{L})(?:SUPPLY|SUPPLIES|BRANDS?|MARINE|MANAGEMENT|APARTMENTS|FREIGHT(?:WAYS)?|SYSTEMS|SERVICES|SOLUTIONS|INDUSTRIES|ENTERPRISES|LOGISTICS|VENTURES|PRODUCTS|MEDICAL|HEALTH(?:CARE)?|ENERGY|FOODS|FARMS|MOTORS|CONSTRUCTION|REALTY|INSURANCE|EQUIPMENT|FINANCE|FINANCIAL|CAPITAL|PROPERTIES|TRADING|TRANSPORT(?:ATION)?|TRUCKING|SHIPPING|AIRLINES|COMMUNICATIONS|MEDIA|TECHNOLOGIES|TECHNOLOGY|SOFTWARE|LABS|LABORATORIES|PHARMACEUTICALS|MANUFACTURING|BUILDERS|HOMES|OUTFITTERS|APPAREL|STORES?|MARKETS?|RESTAURANTS?|HOTELS?|RESORTS?|BREWING|DENTAL|CLINIC|LIVING|OFFICE|PERSONNEL|AMERICA|UNITED\s+STATES|RECORDS|PARTNERSHIP|ASSOCIATES|CONSULTING|CONTRACTORS|DISTRIBUTORS?|SALES|RENTALS?|LEASING|STAFFING|SECURITY|INVESTMENTS?|MORTGAGE|LENDING|CREDIT|LOANS?|PIPE|VALVE|STEEL|CHEMICALS?|PLASTICS|PACKAGING|PRINTING|DESIGN|STUDIOS?|ENTERTAINMENT|SPORTS|FITNESS|WIRELESS|TELECOM|NETWORKS?|DATA|ANALYTICS|ROOFING|PLUMBING|ELECTRIC|LANDSCAPING|CLEANING|HAULING|TOWING|AUTO|AUTOMOTIVE|CHARTERS|YACHTS?|BROKERAGE|PHARMACY|PRODUCE|EVENTS|GMBH|DISTRICT)(?!\p{L})/iu;

// A company's legal form closing the name: "OLYMPIC TRAILER REPAIR CO", "Acme Holdings Inc".
const LEGAL_FORM_LAST = /\s(?:CO|Co|INC|Inc|LLC|CORP|Corp|LTD|Ltd|LLP|PLLC)\.?$/;

/** Whether a name read as a person's is a firm's or an office's: "&", "of", "for", "U.S.", or a word of a trade. */
export function isFirmShaped(value: string): boolean {
  if (isPersonShaped(value)) return false;
  return /&|\b(?:OF|of|Of|FOR|for|For)\b|\bU\.S\./.test(value) || FIRM_WORDS.test(value) || LEGAL_FORM_LAST.test(value);
}

/** A rank or post written before a person's name ("Sgt. Kevin Olszewski", "C/O BRANDT", "NURSE PRACTITIONER KELLY"). */
export const RANK_LEAD =
  /^(?:(?:Sgt|SGT|Lt|LT|Capt|CAPT|Cpl|CPL|Det|DET|Ofc|OFC)\.|C\/O|(?:Sergeant|Officer|Deputy|Detective|Trooper|Corporal|Lieutenant|Captain|Warden|Nurse(?:\s+Practitioner)?)(?=\s)|(?:SERGEANT|OFFICER|DEPUTY|DETECTIVE|TROOPER|CORPORAL|LIEUTENANT|CAPTAIN|WARDEN|NURSE(?:\s+PRACTITIONER)?)(?=\s))\s+(?=[A-Z])/;

/**
 * A side's or an office's word alone, a post ("Legal Director", "Chief Operating Officer") or a court's term, read as
 * a name: "Officer", "APPELLANT", "THE STATE".
 */
export const ROLE_ONLY =
  /^(?:the\s+)?(?:Officers?|Appellants?|Appellees?|Employees?|Employers?|Carriers?|Insurers?|Claimants?|Petitioners?|Respondents?|Plaintiffs?|Defendants?|Debtors?|Creditors?|Trustees?|Movants?|Intervenors?|State|People)$|^(?:January|February|March|April|May|June|July|August|September|October|November|December)\s+Term$|^(?:[a-z]+\s+){1,2}(?:Director|Officer|Manager|Secretary|Treasurer|Counsel)$/i;
