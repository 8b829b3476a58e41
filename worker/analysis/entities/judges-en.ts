import type { Entity } from "../types.ts";

// People an English court's paper names by its layout and its own abbreviations (decision 025, sixth round 22e):
// the judge above a title line ("ELDON E. FALLON\nUNITED STATES DISTRICT JUDGE", also in the column of a two-column
// block), after "HON." in capitals, before the court's short titles ("LOURDES M. VENTURA, J.S.C.", "(James Hudson,
// J.)", "QURAISHI, District Judge", "Fujisaki, Acting P. J."), a New York panel ending ", JJ.", a panel named in prose
// ("Justices Jewell, Bourliot, and Hassan"), counsel in a New York appearance ("(Alan G. Faber of counsel)") and
// people introduced by their role ("the Chapter 13 Trustee, Nancy J. Whaley,", "Attorney Shauna B. Kilroy").

// A word of a name in either case, with the capitals of "McFADDEN" and "O'BRIEN".
const WORD = "(?:Mc|Mac|O['’])?[A-Z][A-Za-z'’-]*[A-Za-z]";
const INITIAL = String.raw`[A-Z]\.`;
const NAME = String.raw`(?:${INITIAL}[ \t]+)?${WORD}(?:[ \t]+${INITIAL})*(?:[ \t]+${WORD}){1,3}`;
const FULL_NAME = new RegExp(`^${NAME}$`);
const SURNAME = "(?:Mc|Mac|O['’])?[A-Z][A-Za-z'’-]+";

// Words that make a capitalised line an office, a court or a heading rather than a name.
const NOT_NAME =
  /\b(?:UNITED|STATES|COURT|DISTRICT|JUDGE|JUSTICE|CLERK|COUNTY|STATE|ORDER|CENTER|STREET|SUITE|LLC|INC|CORP|COMPANY|DEPARTMENT|OFFICE|SECURITY|COMMISSION|REPORTED|REPORTER|DATED|ENTER|SIGNED|SO|ORDERED|PLAINTIFFS?|DEFENDANTS?|APPELLANTS?|APPELLEES?|RESPONDENTS?|PETITIONERS?|COUNSEL|ATTORNEYS?|FOR|THE|OF|AND|LAW|GROUP|FIRM|PARTNERS|BANK|TRUST|CODE|RULE|SECTION|MOTION|CASE|NO|DOCKET|EXHIBIT|HONORABLE|HON|PRESENT|VICE|CHANCELLOR|MAGISTRATE|BANKRUPTCY|CIRCUIT|SUPERIOR|SUPREME|APPEALS?|DIVISION|PART|CHAMBERS|BUILDING|COURTHOUSE|AVENUE|ROAD|BOULEVARD|PLAZA|FLOOR)\b/;

// The title line under a judge's or clerk's signed name, compared in capitals.
const TITLE_LINE =
  /^(?:(?:UNITED STATES|U\.S\.)[ \t]+)?(?:CHIEF[ \t]+|SENIOR[ \t]+)?(?:(?:DISTRICT|MAGISTRATE|BANKRUPTCY|CIRCUIT|SUPERIOR COURT|TAX COURT|TRIAL|ADMINISTRATIVE LAW|ASSOCIATE|PRESIDING)[ \t]+)?(?:JUDGE|JUSTICE)\b|^(?:VICE[ \t]+)?CHANCELLOR\b|^(?:DEPUTY[ \t]+)?CLERK\b|^DEPUTY\b/;

// The signature's marks before a name: "/s/", "s/", "(Signed)", "HON.", "The Honorable", and "/Kevin Jewell/".
const SIGN_MARKS =
  /^(?:\/s\/|s\/|\(Signed\)|(?:The[ \t]+)?(?:HON\.|Hon\.|HONORABLE|Honorable))[ \t]*|^\/(?=[^/]+\/$)|\/$|,[ \t]*$/g;

interface Cell {
  text: string;
  start: number;
}

// A line's columns: runs separated by three or more spaces, or by a caption's ")" or "§" rule.
function cells(line: string, offset: number): Cell[] {
  const out: Cell[] = [];
  for (const m of line.matchAll(/[^ \t)§]+(?:[ \t]{1,2}[^ \t)§]+)*/g))
    out.push({ text: m[0], start: offset + m.index });
  return out;
}

function signedName(cell: Cell): Entity | null {
  const bare = cell.text.replace(SIGN_MARKS, "").trim();
  if (!FULL_NAME.test(bare) || NOT_NAME.test(bare.toUpperCase())) return null;
  const start = cell.start + cell.text.indexOf(bare);
  return { type: "PERSON", value: bare, confidence: 0.8, start, end: start + bare.length };
}

/** A name in a column whose next line, in the same column, is a judicial or clerk's title. */
function aboveTitles(text: string): Entity[] {
  const out: Entity[] = [];
  const lines: Cell[] = [];
  let at = 0;
  for (const line of text.split("\n")) {
    lines.push({ text: line, start: at });
    at += line.length + 1;
  }
  for (let i = 0; i + 1 < lines.length; i++) {
    const here = cells(lines[i]?.text ?? "", lines[i]?.start ?? 0);
    if (here.length === 0) continue;
    const below = cells(lines[i + 1]?.text ?? "", lines[i + 1]?.start ?? 0);
    for (const cell of here) {
      const column = cell.start - (lines[i]?.start ?? 0);
      const title = below.find((b) => Math.abs(b.start - (lines[i + 1]?.start ?? 0) - column) <= 6);
      if (!title || !TITLE_LINE.test(title.text.toUpperCase())) continue;
      const name = signedName(cell);
      if (name) out.push(name);
    }
  }
  return out;
}

const HONORABLE = new RegExp(
  String.raw`\b(?:HON\.|HONORABLE|Honorable|(?:Magistrate|District|Bankruptcy|Circuit|Chief)[ \t]+Judge)[ \t]+(?<n>${NAME})`,
  "g",
);
const SHORT_TITLE = new RegExp(
  String.raw`(?<=^|\n|\()[ \t]*(?:\/s\/[ \t]*)?(?<n>${NAME}|[A-Z]{3,}|${SURNAME}(?=,[ \t]+(?:Acting[ \t]+)?P\.|,[ \t]+J\.[ \t]*(?:\n|$)))(?:,[ \t]+(?:J\.S\.C\.|J\.P\.|JJ\.|A\.J\.S\.C\.|(?:Acting[ \t]+)?P\.[ \t]?J\.|J\.(?=\)|[ \t]*\n)|(?:Chief[ \t]+|Senior[ \t]+)?(?:U\.S\.[ \t]+|United[ \t]+States[ \t]+)?(?:District|Magistrate|Bankruptcy|Circuit)[ \t]+Judge\b|Esquire\b|Trial[ \t]+Attorney\b))`,
  "g",
);
const PANEL_PROSE = new RegExp(
  String.raw`\b(?:Justices|Judges)[ \t]+(?<p>${SURNAME}(?:,[ \t]+${SURNAME})*,?[ \t]+and[ \t]+${SURNAME})`,
  "g",
);
const OF_COUNSEL = new RegExp(String.raw`\((?<n>${NAME})[ \t]+of[ \t]+counsel\)`, "g");
const BY_ROLE =
  /\b(?:(?:[Tt]rustee|[Pp]resident|[Cc]ounsel|[Ee]xpert|[Mm]ediator|[Rr]eceiver|[Ee]xaminer|[Gg]uardian[ \t]+ad[ \t]+litem),[ \t]+(?:(?:Captain|Capt\.|Dr\.|Mr\.|Ms\.|Mrs\.)[ \t]+)?|\bAttorney[ \t]+|\b(?:declaration|affidavit|deposition)[ \t]+of[ \t]+(?:Dr\.[ \t]+)?)(?<n>[A-Z][a-z'’-]+(?:[ \t]+[A-Z]\.)*(?:[ \t]+(?:Mc)?[A-Z][a-z'’-]+){1,2})(?=,|[ \t]+of[ \t]|[ \t]+\(|[ \t]*\.)/g;

function named(m: RegExpMatchArray, value: string | undefined, from = 0): Entity | null {
  if (!value || NOT_NAME.test(value.toUpperCase())) return null;
  const start = (m.index ?? 0) + m[0].indexOf(value, from);
  return { type: "PERSON", value, confidence: 0.75, start, end: start + value.length };
}

/** A New York panel: capitalised names one a line, the last ending ", JJ." ("LILLIAN WAN\nJAMES P. McCORMACK, JJ."). */
function panelAbove(text: string): Entity[] {
  const out: Entity[] = [];
  for (const m of text.matchAll(/(?<=^|\n)[^\n]*,[ \t]+JJ\.[ \t]*(?=\n|$)/g)) {
    let end = m.index;
    for (let k = 0; k < 6 && end > 0; k++) {
      const start = text.lastIndexOf("\n", end - 2) + 1;
      const line = text.slice(start, end - 1);
      const name = signedName({ text: line.replace(/,[ \t]+J\.P\.[ \t]*$/, ""), start });
      if (!name) break;
      out.push(name);
      end = start;
    }
  }
  return out;
}

export function findJudgesEn(text: string): Entity[] {
  const out = [...aboveTitles(text), ...panelAbove(text)];
  for (const re of [HONORABLE, SHORT_TITLE, OF_COUNSEL, BY_ROLE]) {
    for (const m of text.matchAll(re)) {
      const e = named(m, m.groups?.n);
      if (e) out.push(e);
    }
  }
  for (const m of text.matchAll(PANEL_PROSE)) {
    let from = m[0].indexOf(m.groups?.p ?? "");
    for (const w of (m.groups?.p ?? "").split(/,?[ \t]+(?:and[ \t]+)?/)) {
      const e = named(m, w, from);
      if (e) {
        out.push(e);
        from = e.end - (m.index ?? 0);
      }
    }
  }
  return out;
}
