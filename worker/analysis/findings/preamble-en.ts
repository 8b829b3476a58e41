import { findOrganizationsEn, US_STATES } from "../entities/names-en.ts";

// An English contract's preamble: the opening words that name the parties and give each its defined term
// (decision 025, eighth round). It ends at the recitals or the first section; a short instrument without either
// (a two-paragraph amendment, a note, a letter agreement) ends with the paragraph that introduces the parties, so
// the names its body mentions (a lender, a broker, another lease's landlord) are not read as parties.

// Where the preamble ends: parties are named before the recitals and the first article.
const PREAMBLE_END =
  /\n\s*(?:W\s?H\s?E\s?R\s?E\s?A\s?S|RECITALS?|BACKGROUND|PREAMBLE|NOW,?\s+THEREFORE|W\s*I\s*T\s*N\s*E\s*S\s*S\s*E\s*T\s*H|(?:ARTICLE|Article|SECTION|Section)\s+(?:1|I|ONE)\b|1\.\s+[A-Z]|CL[ÁA]USULA\s+PRIMEIRA|CONSIDERANDO)|\bWHEREAS\b|\bNOW,?\s+THEREFORE\b/;

// The words that introduce the parties: "between … and …", "among", "is made as of … by", "FOR VALUE RECEIVED, X
// promises", "X and Y agree as follows", "By signing below, X agrees".
// "Parties: X (“Client”) and Y (“Contractor”)" on a label line, and "X and Y enter into this Release".
const PARTY_INTRO =
  /\b(?:between|among(?:st)?)\b|\b(?:made|entered\s+into|executed)\b[^.\n]{0,60}?\bby\s+(?=[A-Z])|\bFOR\s+VALUE\s+RECEIVED\b|\bagrees?\s+as\s+follows\b|\bBy\s+(?:signing|executing)\s+(?:below|this)\b|^[ \t]*Parties[ \t]*:|\benters?\s+into\s+this\b/gim;
// A sentence about another instrument ("Reference is made to the Credit Agreement dated … among …") names that
// instrument's parties.
// A full stop ends the sentence before a capitalised word, unless it closes a legal form ("Inc. (the “Company”)").
const REFERENCE_SENTENCE =
  /\bReference\s+is\s+(?:hereby\s+)?made\s+to\b[\s\S]*?(?:(?<!\b(?:Inc|Co|Corp|Ltd|No|Mr|Ms|Dr|St|L\.P|N\.A))\.(?=\s+[A-Z][a-z])|\n[ \t]*\n|$)/g;
// A paragraph that completes the introduction ends with a full stop or "as follows:"; "BETWEEN:" or a party's
// entry ending in ";" or "and" continues in the next paragraph.
const INTRO_COMPLETE = /(?:\.|\bfollows\s*:|\bagrees?\s*:)["”')\]]*$/i;
// So does one that has defined both sides and ends by introducing what is conveyed ("sells … to Y (“Buyer”), the
// following aircraft:"); "… by and between the following parties:" has defined no one yet.
const CONVEYS_NEXT = /\p{Ll}\s*:$/u;
const DEFINED_TERM = /\((?:the\s+|each\s+a\s+)?["“][A-Z][^"”]{1,40}["”]\)/g;
// How far the paragraphs of one introduction may run ("BETWEEN:", "(1) …;", "AND:", "(2) …").
const INTRO_PARAGRAPHS = 8;
// Without an introduction, the first 200 characters are the title and need not be searched for the end.
const TITLE_ROOM = 200;

const CAPS_ORG_WORD =
  /\b(?:INC|LLC|LLP|LP|CORP|CORPORATION|COMPANY|CO|LTD|LTDA|BANK|TRUST|GROUP|HOLDINGS|PARTNERS|FUND|DISTRICT|COUNTY|CITY|STATE|UNIVERSITY|COLLEGE|SCHOOL|HOSPITAL|ASSOCIATION|FOUNDATION|INSTITUTE|CENTER|AUTHORITY|AGENCY|DEPARTMENT|BOARD|UNION|SERVICES?|SYSTEMS?|TECHNOLOGIES|SOLUTIONS|CAPITAL|VENTURES|ENTERPRISES|INDUSTRIES|INTERNATIONAL|GLOBAL|S\.?A|PARTICIPA\S*|AUTOMA\S*|INDUSTRIAL|LOG[ÍI]STICA)\b/;
// Defined terms in the preamble that name something other than a party.
const NON_PARTY_ALIAS =
  /^(?:agreement|contract|effective\s+date|term|territory|products?|services?|amendment|schedule|exhibit|plan|property|premises|affiliates?|confidential\s+information|closing|commencement\s+date|execution\s+date|launch\s+date|site|content|program|business|brand|marks?|trademarks?|license|software|technology|work|project|fund|shares|purchase\s+price|original\s+agreement|master\s+agreement|[a-z\s]*\bagreement|[a-z\s]*\bdate)$/i;
// Words that end the name of a thing, not of a party: "the Stock Purchase Agreement (the “SPA”)".
const THING_WORD =
  /\b(?:Agreement|Contract|Lease|Sublease|Release|Waiver|Consent|Addendum|Plan|Note|Act|Property|Premises|Building|Project|Fund|Policy|Program|Account|Schedule|Exhibit|Amendment|Deed|Guaranty|Facility|Shares|Stock)$/i;
// A name after "of", "in" or "at", or a state's name, is a place: "State of São Paulo (“Supplier”)", "residing in
// Raleigh, North Carolina (“Guarantor”)".
// So is the second place of a pair or of a city and its region: "registered in England and Wales", "with offices in
// Brasília, Federal District (“Cerrado”)".
// A note's payee follows "to the order of", a guaranty's creditor "in favor of": neither is a place.
const PLACE_BEFORE =
  /\b(?<!\b(?:order|favou?r)\s+)(?:of|in|at)\s+(?:\p{Lu}[\p{L}'’.-]*\s+(?:and\s+|,\s*)|\p{Lu}[\p{L}'’.-]*,\s+)?$/u;
const STATE_NAME = new RegExp(`^(?:${US_STATES})$`, "i");
// Who signs for a party or the name it trades under, just before the party's defined term: "represented by its
// directors A and B (“Supplier”)", "Tomasz Nowak, d/b/a Nowak Creative (“Contractor”)".
// "by and through Lorraine Pemberton-Wills, as Personal Representative (the “Estate”)": the capacity after "as" is no
// name either.
const ACTS_FOR =
  /\bas\s+(?:its\s+|the\s+)?$|(?:\brepresented\s+by|\bby\s+(?:and\s+through\s+)?(?:its|his|her)|\bby\s+and\s+through|\bthrough\s+(?:its|his|her)|\battention:?|\battn\.?:?|\bc\/o)\b[^;()"“”]*$|\b(?:d\/b\/a|doing\s+business\s+as|f\/k\/a|formerly\s+known\s+as|a\/k\/a)\s+$/i;

// A person given a defined term or a description that only a person has: "Gregory T. Hollis, an individual
// residing in …", "Dana Whitaker-Moss (“Claimant”)", "X BANK, a Tennessee state bank (“Lender”)", "MARCELO ANTUNES FERRAZ, Brazilian, married, engineer"; and an
// organisation without a legal form given a defined term ("The University of Northern Vermont (“University”)").
const DESCRIBED_NAME =
  /(?<![\p{L}.'’-])(?:(?:The|THE)\s+)?(\p{Lu}[\p{Ll}'’-]+(?:\s+\p{Lu}\.)?(?:\s+(?:(?:of|and|for|the|de|da|do)\s+)?\p{Lu}[\p{Ll}'’-]+){1,5}|\p{Lu}[\p{Lu}'’-]+(?:\s+\p{Lu}\.?)?(?:\s+\p{Lu}[\p{Lu}'’-]+){1,4})(?=[ \t]*\((?:the\s+)?["“]|,\s+an?\s+[^()"“”\n,;]{2,60}?\s*\((?:the\s+)?["“]|,?\s+(?:d\/b\/a|doing\s+business\s+as|[afn]\/k\/a|(?:also|formerly)\s+known\s+as)\b|,\s+(?:an\s+individual|a\s+natural\s+person|an?\s+(?:resident|citizen)\s+of|\p{Lu}\p{Ll}+,\s+(?:married|single|divorced|widowed)\b))/gu;
const CAPS_WORDS = String.raw`(?:\p{Lu}[\p{Lu}'’-]+|\p{Lu}\.)(?:[ \t]+(?:\p{Lu}[\p{Lu}'’-]+|\p{Lu}\.)){1,4}`;
const OPENING_NAMES = new RegExp(
  String.raw`(?:^|\n)[ \t]*(${CAPS_WORDS})(?:[ \t]+and[ \t]+(${CAPS_WORDS}))?,[^()\n]{0,120}?\((?:the\s+|each\s+a\s+|together\s+the\s+)?["“]`,
  "gu",
);
const FIRST_PERSON = /\bI,[ \t]+(\p{Lu}[\p{L}'’-]+(?:[ \t]+\p{Lu}[\p{L}'’.-]*){1,4}),(?=[^.]{0,200}\bpromise)/u;
const PAYEE =
  /\bpay[ \t]+to[ \t]+(?:my[ \t]+[\p{Ll}-]+,[ \t]+)(\p{Lu}[\p{L}'’-]+(?:[ \t]+\p{Lu}[\p{L}'’.-]*){1,4})(?=,?[ \t]+or[ \t]+order\b)/u;
const LOOKS_PERSON = /^\p{Lu}[\p{Ll}'’-]+(?:\s+\p{Lu}\.)?(?:\s+\p{Lu}[\p{Ll}'’-]+){1,3}$|^[\p{Lu}'’\s.-]+$/u;
// A capitalised lead-in, a place ("State of Paraná") or an instrument ("Articles of Association") is no party's name.
const NOT_A_NAME_START =
  /^(?:The|This|THE|THIS|Each|EACH|By|BY|For|FOR|Between|BETWEEN|And|AND)\b|^(?:State|Commonwealth|Province|Republic|Federative|Articles|Certificate|Memorandum)\s+of\b/;
const ORG_WORD_TITLE =
  /\b(?:Inc|LLC|Corp|Corporation|Company|Co|Ltd|Bank|Trust|Group|Holdings|Partners|Fund|District|County|City|State|University|College|Schools?|Hospital|Association|Foundation|Institute|Center|Authority|Agency|Department|Board|Union|Services?|Systems?|Technologies|Solutions|Capital|Ventures|Enterprises|Industries|International|Global|Health|Media|Labs?|Logistics)\b/;

// Who acts for a party: "acting through its Facilities Management Division", "by its general partner".
// So is one a party deals through: "through Licensor's authorized reseller, X (“Reseller”)".
export const ACTING_THROUGH =
  /\b(?:acting\s+)?(?:through|by)\s+(?:its|his|her|their|\p{Lu}[\p{L}-]*['’]s)\s+(?:(?!and\b)[\p{L}-]+,?\s+){0,3}$/u;
// The company whose shares or assets are sold ("relating to all of the outstanding shares of X, Inc. (the
// “Company”)") is what the parties deal in, not one of them.
// So is the project a construction or design contract is for ("for the following Project: X School Addition").
const SUBJECT_OF =
  /\b(?:shares|stock|interests?|assets|securities|equity|quotas)\s+(?:of|in)\s+(?:the\s+)?$|\bProject[ \t]*:[ \t]*$/i;

// A recorded instrument's header names whom the recorder returns it to and who prepared it: "When Recorded Mail To:
// X Title Co.", "Prepared by: Y, Attorney at Law".
const RECORDING_BLOCK = /\b(?:mail\s+to|return\s+to|requested\s+by|prepared\s+by)[ \t]*:?[ \t]*\n?[ \t]*$/i;

// Role nouns alone, joined by "and": a form's title, not its parties.
const ROLES_ONLY =
  /^(?:(?:OWNER|CONTRACTOR|SUBCONTRACTOR|ARCHITECT|ENGINEER|CONSULTANT|DESIGN-BUILDER|CONSTRUCTION\s+MANAGER|LANDLORD|TENANT|BUYER|SELLER|PURCHASER|VENDOR|LICENSOR|LICENSEE|EMPLOYER|EMPLOYEE|LENDER|BORROWER|CLIENT|CUSTOMER|SUPPLIER|PARTIES)(?:\s+AND\s+|\s*$))+/i;

export interface PreambleParties {
  names: { value: string; start: number; end: number; entityType: "PERSON" | "ORGANIZATION" }[];
  aliases: { value: string; start: number; end: number }[];
  preambleEnd: number;
}

/** The text with the sentences about other instruments blanked out (same length, same offsets). */
function withoutReferences(text: string): string {
  return text.replace(REFERENCE_SENTENCE, (s) => s.replace(/[^\n]/g, " "));
}

/** End of the paragraph at `at`, carried on while the introduction is not complete. */
function introEnd(text: string, at: number): number {
  // A salutation is a paragraph of its own; the introduction is the paragraph after it.
  let pos = SALUTATION.test(text.slice(at, text.indexOf("\n", at) + 1 || undefined)) ? text.indexOf("\n", at) + 1 : at;
  for (let i = 0; i < INTRO_PARAGRAPHS; i++) {
    const brk = /\n[ \t]*\n/g;
    brk.lastIndex = pos;
    const m = brk.exec(text);
    if (!m) return text.length;
    const paragraph = text.slice(pos, m.index).trimEnd();
    if (INTRO_COMPLETE.test(paragraph)) return m.index;
    if (CONVEYS_NEXT.test(paragraph) && (paragraph.match(DEFINED_TERM)?.length ?? 0) >= 2) return m.index;
    pos = m.index + m[0].length;
  }
  return pos;
}

// A letter's salutation ("Dear Dr. Nwosu:"): the letter's first paragraph after it says what is agreed or offered.
const SALUTATION = /^[ \t]*Dear\s+(?:(?:Mr|Mrs|Ms|Dr|Prof)\.?\s+)?([^\n:,]{2,60})[:,][ \t]*$/m;

// A clause numbered 2 or later at the start of a line ("19.      ENTIRE AGREEMENT", "2.1 Term"); a street number
// ("350 Fifth Avenue") has no full stop.
const LATER_CLAUSE =
  /^[ \t]*(?:[2-9]|[1-9]\d{1,2})(?:\.\d{1,3})*\.[ \t]+\p{Lu}|^[ \t]*(?:[2-9]|[1-9]\d{1,2})\.\d{1,3}[ \t]+\p{Lu}/mu;

// A defined term right after a name, or after its description ("X, a Delaware corporation (“Buyer”)").
const DEFINED_AFTER = /^(?:,\s*(?:an?|the)\s[^()"“”\n]{0,80}?)?\s*\((?:the\s+|each\s+a\s+)?["“]/;
const DEFINES_TERM = /\((?:the\s+|each\s+a\s+|together\s+the\s+)?["“][A-Z][^"”]{1,40}["”]\)/;

/** Where the preamble of `text` (its first 6,000 characters, references blanked) ends. */
export function preambleEndOf(window: string): number {
  PARTY_INTRO.lastIndex = 0;
  // The parties are introduced before the second clause: "the entire agreement between Distributor and NETGEAR" in
  // clause 19 of an excerpt introduces no one.
  const laterClause = LATER_CLAUSE.exec(window.slice(0, 2500));
  const opening = window.slice(0, laterClause ? laterClause.index : 2500);
  const salutation = SALUTATION.exec(opening);
  const intro = salutation ?? PARTY_INTRO.exec(opening);
  PARTY_INTRO.lastIndex = 0;
  // Without an introduction, the first paragraph that defines a term ("X (“Client”)") introduces the parties; the
  // end is searched for after the title (the first paragraph), within its first 200 characters.
  const defining = intro ? null : DEFINES_TERM.exec(window.slice(0, 2500));
  const firstBreak = /\n[ \t]*\n/.exec(window);
  const from = intro ? intro.index : Math.min(TITLE_ROOM, firstBreak ? firstBreak.index : TITLE_ROOM);
  const marker = PREAMBLE_END.exec(window.slice(from));
  const end = marker ? from + marker.index : 3000;
  const at = intro?.index ?? (defining ? window.lastIndexOf("\n", defining.index) + 1 : -1);
  return Math.min(at >= 0 ? Math.min(end, introEnd(window, at)) : end, 4000);
}

/** Where an opening that introduces no party ends: after the title, at the first recital or article, at most 4,000. */
function openingEndOf(window: string): number {
  const marker = PREAMBLE_END.exec(window.slice(TITLE_ROOM));
  return Math.min(marker ? TITLE_ROOM + marker.index : 3000, 4000);
}

/** Parties named in an English contract preamble, with their defined aliases ("Company", "Distributor"). */
export function findPreambleParties(text: string): PreambleParties {
  const window = withoutReferences(text.slice(0, 6000));
  const found = partiesBefore(window, preambleEndOf(window));
  // An excerpt that starts in the middle of a contract (a filed exhibit's pages, a clause pasted alone) has no
  // preamble that names a party; its opening pages are searched instead, as they are the best evidence it has.
  return found.names.length ? found : partiesBefore(window, openingEndOf(window));
}

function partiesBefore(window: string, preambleEnd: number): PreambleParties {
  const pre = window.slice(0, preambleEnd);
  const names: PreambleParties["names"] = [];
  for (const org of findOrganizationsEn(pre)) {
    if (/^(?:the\s+)?(?:Company|Corporation)$/i.test(org.value)) continue;
    const before = pre.slice(Math.max(0, org.start - 60), org.start);
    // "acting through its Brazilian branch KEYSTONE OFFSHORE DO BRASIL LTDA.": who acts for a party is none.
    if (SUBJECT_OF.test(before) || ACTING_THROUGH.test(before) || RECORDING_BLOCK.test(before)) continue;
    // "with offices at 4 Embarcadero Center, Suite 900": a building after its street number is an address.
    if (/(?:^|[\s,])\d{1,6}[ \t]+$/.test(before)) continue;
    names.push({ value: org.value, start: org.start, end: org.end, entityType: "ORGANIZATION" });
  }
  const overlaps = (start: number, end: number) => names.some((n) => start < n.end && end > n.start);
  // "between X and Y" where a party has no legal-form suffix (individuals, foreign entities).
  // The list ends at a full stop, but not at a legal form's or an initial's ("Tamarack Holdings, Inc. (“Buyer”) and
  // MICHAEL J. TORRANCE").
  // Without "between", an instrument "made … by X, as settlor, and X and Y, as co-trustees" lists them after "by".
  const between =
    /\b(?:by\s+and\s+)?(?:between|among)\s+([\s\S]{3,400}?)(?:(?<!\b(?:Inc|INC|Co|CO|Corp|CORP|Ltd|LTD|L\.P|N\.A|S\.A|No|Dr|DR|Mr|MR|Mrs|MRS|Ms|MS|[A-Z]))\.\s|\n\s*\n|WHEREAS|$)/i.exec(
      pre,
    ) ??
    /\b(?:[Mm]ade|[Ee]ntered\s+into|[Ee]xecuted)\b[^.\n]{0,60}?\bby\s+(?=[A-Z])([\s\S]{3,400}?)(?:(?<!\b(?:Inc|INC|Co|CO|Corp|CORP|Ltd|LTD|L\.P|N\.A|S\.A|No|Dr|DR|Mr|MR|Mrs|MRS|Ms|MS|[A-Z]))\.\s|\n\s*\n|WHEREAS|$)/.exec(
      pre,
    );
  if (between) {
    const listStart = (between.index ?? 0) + between[0].indexOf(between[1] ?? "");
    const list = between[1] ?? "";
    for (const m of list.matchAll(
      /(?:^|\band\s+|;\s*|,\s+and\s+|(,\s+))((?:[A-Z][\w.&'’-]*\s?){1,9})(?=\s*[,(]|\s+(?:a|an|and)\s+|\s*$)/g,
    )) {
      // "and DR. WALTER A. MBEKI, the sole shareholder": a courtesy title is no part of the name.
      const raw = (m[2] ?? "").trim().replace(/^(?:Dr|DR|Mr|MR|Mrs|MRS|Ms|MS)\.\s+/, "");
      if (!raw || /^(?:The|This|Company|Inc|LLC|Corporation|Delaware|Nevada|New|State|Agreement)\b/.test(raw)) continue;
      // A form's title names the sides by their roles: "AGREEMENT BETWEEN OWNER AND CONTRACTOR".
      if (ROLES_ONLY.test(raw)) continue;
      const start = listStart + (m.index ?? 0) + m[0].indexOf(raw);
      const end = start + raw.length;
      if (overlaps(start, end)) continue;
      // "JOHN SMITH", in capitals, is a person too when no organisation word is in it.
      const isPerson =
        /^[A-Z][a-z]+(?:\s+[A-Z]\.)?(?:\s+[A-Z][a-z'’]+(?:-[A-Z]?[a-z'’]+)*){1,2}$/.test(raw) ||
        (/^[A-Z'’-]{2,}(?:\s+[A-Z]\.?)?(?:\s+[A-Z'’-]{2,}){1,2}$/.test(raw) && !CAPS_ORG_WORD.test(raw));
      // A bare comma lists people only after a person ("Harold Lindgren, Maureen Lindgren and Scott Lindgren"); after
      // anything else it runs through an address ("75 Binney Street, Cambridge, Massachusetts").
      const after = names.at(-1);
      const listed = after?.entityType === "PERSON" && after.end === start - (m[1]?.length ?? 0);
      if (m[1] && !(listed && isPerson)) continue;
      // "registered in England and Wales": a one-word place after another is no party ("… laws of Delaware and
      // Beta Corp" keeps Beta).
      if (!/\s/.test(raw) && PLACE_BEFORE.test(pre.slice(Math.max(0, start - 40), start))) continue;
      if (raw.length < 3) continue;
      names.push({ value: raw, start, end, entityType: isPerson ? "PERSON" : "ORGANIZATION" });
    }
  }
  // A note in the first person: "I, X, promise to pay to my aunt, Y, or order".
  for (const re of [FIRST_PERSON, PAYEE]) {
    const m = re.exec(pre);
    const raw = m?.[1];
    if (!m || !raw) continue;
    const start = m.index + m[0].lastIndexOf(raw);
    if (!overlaps(start, start + raw.length))
      names.push({ value: raw, start, end: start + raw.length, entityType: "PERSON" });
  }
  // A deed opens its paragraph with its makers in capitals and their defined term after a description: "HOMER J.
  // LUCERO and ALMA R. LUCERO, husband and wife (“Grantors”), … grant to …".
  for (const m of pre.matchAll(OPENING_NAMES)) {
    for (const raw of [m[1], m[2]]) {
      if (!raw || NOT_A_NAME_START.test(raw) || THING_WORD.test(raw)) continue;
      const start = m.index + m[0].indexOf(raw, raw === m[2] ? m[0].indexOf(" and ") : 0);
      if (overlaps(start, start + raw.length)) continue;
      names.push({
        value: raw,
        start,
        end: start + raw.length,
        entityType: CAPS_ORG_WORD.test(raw) ? "ORGANIZATION" : "PERSON",
      });
    }
  }
  for (const m of pre.matchAll(DESCRIBED_NAME)) {
    const raw = m[1] ?? "";
    const start = m.index + m[0].indexOf(raw);
    const end = start + raw.length;
    if (NOT_A_NAME_START.test(raw) || THING_WORD.test(raw) || overlaps(start, end)) continue;
    const before = pre.slice(Math.max(0, start - 30), start);
    if (/\bthe\s+$/.test(before) || PLACE_BEFORE.test(before) || STATE_NAME.test(raw)) continue;
    if (ACTS_FOR.test(pre.slice(Math.max(0, start - 120), start))) continue;
    const person = LOOKS_PERSON.test(raw) && !ORG_WORD_TITLE.test(raw) && !CAPS_ORG_WORD.test(raw);
    names.push({ value: raw, start, end, entityType: person ? "PERSON" : "ORGANIZATION" });
  }
  const addressee = addresseeOf(window);
  if (addressee && !overlaps(addressee.start, addressee.end)) names.push(addressee);
  names.sort((a, b) => a.start - b.start);
  // A letter that defines its sides ("Thank you for selecting X (the “Firm”) to represent Y (the “Company”) in the
  // action brought by Z …") names in the same paragraph the matter's other side, a court or an arbitral body: when
  // two names carry a defined term, only they are the letter's parties.
  if (SALUTATION.test(pre)) {
    const defined = names.filter((n) => DEFINED_AFTER.test(pre.slice(n.end, n.end + 120)));
    if (defined.length >= 2) names.splice(0, names.length, ...defined);
  }
  const aliases: PreambleParties["aliases"] = [];
  for (const m of pre.matchAll(/\(([^()]{0,120}?)\)/g)) {
    for (const q of (m[1] ?? "").matchAll(/["“]([^"”]{2,60})["”]/g)) {
      const v = (q[1] ?? "").trim().replace(/[.,]$/, "");
      if (!v || NON_PARTY_ALIAS.test(v) || !/^[A-Z]/.test(v)) continue;
      const start = (m.index ?? 0) + 1 + (m[1] ?? "").indexOf(q[0]) + 1;
      aliases.push({ value: v, start, end: start + v.length });
    }
  }
  for (const m of pre.matchAll(
    /\b(?:hereinafter|herein)\s+(?:referred\s+to\s+as|called)\s+(?:the\s+)?["“]?([A-Z][\w&.-]*(?:\s+[A-Z][\w&.-]*){0,3})["”]?/g,
  )) {
    const v = m[1] ?? "";
    if (NON_PARTY_ALIAS.test(v)) continue;
    const start = (m.index ?? 0) + m[0].lastIndexOf(v);
    aliases.push({ value: v, start, end: start + v.length });
  }
  return { names, aliases, preambleEnd };
}

/**
 * The person a letter agreement or an offer letter is addressed to, when writing for no organisation: the address
 * line that carries the salutation's surname, with no organisation's name between it and the salutation ("Mr.
 * Wesley Carrington / President / Bluewater Port Services, Inc." is written to the company, which the letter names).
 */
function addresseeOf(text: string): PreambleParties["names"][number] | undefined {
  const salutation = SALUTATION.exec(text.slice(0, 2500));
  const surname = salutation?.[1]?.trim().split(/\s+/).pop();
  if (!salutation || !surname || !/^\p{Lu}[\p{L}'’-]+$/u.test(surname)) return undefined;
  const block = text.slice(0, salutation.index);
  const line = new RegExp(
    `^[ \\t]*(?:(?:Mr|Mrs|Ms|Dr|Prof)\\.?\\s+)?(\\p{Lu}[\\p{L}'’-]+(?:\\s+\\p{Lu}\\.?)*(?:\\s+\\p{Lu}[\\p{L}'’-]+)*\\s+${surname})[ \\t]*$`,
    "mu",
  ).exec(block);
  if (!line?.[1]) return undefined;
  const start = line.index + line[0].indexOf(line[1]);
  if (findOrganizationsEn(block.slice(start)).length) return undefined;
  return { value: line[1], start, end: start + line[1].length, entityType: "PERSON" };
}
