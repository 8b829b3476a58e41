import { US_STATES } from "./names-en.ts";

// More US state courts by their naming forms (decision 025, ninth round 24e), and every state-court form read on a
// caption line written in capitals: "IN THE COURT OF CHANCERY OF THE STATE OF DELAWARE", "IN THE COURT OF COMMON
// PLEAS OF MONTGOMERY COUNTY, PENNSYLVANIA", "APPELLATE COURT OF ILLINOIS". The patterns are written in title case;
// a capitals line is matched on a title-cased copy of itself (same length), so the spans point into the original.

const ORDINAL =
  "(?:First|Second|Third|Fourth|Fifth|Sixth|Seventh|Eighth|Ninth|Tenth|Eleventh|Twelfth|Thirteenth|Fourteenth|Fifteenth|Sixteenth|Seventeenth|Eighteenth|Nineteenth|Twentieth|Twenty-[A-Z][a-z]+|\\d{1,3}(?:st|nd|rd|th))";
// A county's name: one to three capitalised words, "St." and "Miami-Dade" included.
const COUNTY = String.raw`(?:(?:St\.|[A-Z][a-z]+(?:-[A-Z][a-z]+)?)\s+){1,3}County`;
const STATE_TAIL = String.raw`(?:,\s+(?:${US_STATES}))?`;

// Every form starts with a capital or a digit; the lookahead lets other positions fail before the alternatives.
export const US_STATE_COURT_FORMS = new RegExp(
  "(?=[A-Z\\d])(?:" +
    [
      // "Court of Common Pleas of Allegheny County, Pennsylvania", "Court of Common Pleas, Franklin County, Ohio".
      String.raw`\bCourt\s+of\s+Common\s+Pleas(?:(?:\s+of|\s+for|,)\s+${COUNTY}${STATE_TAIL})?`,
      String.raw`\bCourt\s+of\s+Chancery(?:\s+of\s+the\s+State\s+of\s+(?:${US_STATES}))?`,
      // Texas justice courts: "Justice Court, Precinct 3, Place 1", "Justice Court, Precinct 2, of Travis County".
      String.raw`\bJustice(?:\s+of\s+the\s+Peace)?\s+Court,?\s+Precinct\s+(?:No\.\s*)?\d+(?:,\s+Place\s+\d+)?(?:,?\s+(?:of|in)\s+${COUNTY})?`,
      // Intermediate appellate courts named by an ordinal: "Third Court of Appeals", "Fourth District Court of
      // Appeal", "Court of Appeals Third District of Texas at Austin", "Appellate Court of Illinois, Third District".
      String.raw`\b${ORDINAL}\s+(?:District\s+)?Court\s+of\s+Appeals?\b`,
      String.raw`\bCourt\s+of\s+Appeals,?\s+(?:for\s+the\s+)?${ORDINAL}\s+District(?:\s+of\s+(?:${US_STATES}))?(?:[ \t]+at[ \t]+[A-Z][a-z]+(?:[ \t]+[A-Z][a-z]+)?)?`,
      String.raw`\bAppellate\s+Court\s+of\s+(?:${US_STATES})(?:,\s+${ORDINAL}\s+District)?`,
      // Courts a state's system names without the state: "Commonwealth Court", "Civil Court of the City of New York",
      // "County Civil Court at Law No. 2", "Immigration Court".
      String.raw`\bCommonwealth\s+Court(?:\s+of\s+Pennsylvania)?`,
      String.raw`\b(?:Civil|Criminal|Housing)\s+Court\s+of\s+the\s+City\s+of\s+[A-Z][a-z]+(?:\s+[A-Z][a-z]+)?`,
      String.raw`\bCounty\s+(?:Civil\s+|Criminal\s+)?Court\s+at\s+Law\s+(?:No\.\s*)?\d+(?:\s+of\s+${COUNTY})?`,
      String.raw`\b(?:(?:United\s+States|U\.S\.)\s+)?Immigration\s+Court\b`,
      // A court named with its county after a comma: "Supreme Court, Suffolk County", "Surrogate's Court, Kings County".
      String.raw`\b(?:Supreme|Surrogate['’]s|Family|County|Circuit|Superior|District)\s+Court,\s+${COUNTY}${STATE_TAIL}`,
      // A state court "for the County of X": "Circuit Court of the State of Oregon for the County of Washington".
      String.raw`\b(?:Circuit|Superior|District)\s+Court\s+of\s+the\s+State\s+of\s+(?:${US_STATES})\s+(?:for|in\s+and\s+for)\s+the\s+County\s+of\s+[A-Z][a-z]+(?:\s+[A-Z][a-z]+)?`,
      // A numbered judicial circuit: "Circuit Court of the 10th Judicial Circuit".
      String.raw`\bCircuit\s+Court\s+of\s+the\s+\d{1,2}(?:st|nd|rd|th)\s+Judicial\s+Circuit`,
      String.raw`\bSuperior\s+Court\s+of\s+the\s+District\s+of\s+Columbia`,
      // Courts of a state named "of the State of X" the other patterns do not list ("IN THE FAMILY COURT OF THE STATE
      // OF DELAWARE"), and a county court whose county has "St." ("Circuit Court of St. Louis County, Missouri").
      String.raw`\b(?:Family|Probate|Juvenile|Orphans['’]|Surrogate['’]s|Municipal)\s+Court\s+of\s+the\s+State\s+of\s+(?:${US_STATES})`,
      String.raw`\b(?:Circuit|Superior|District|County|Probate|Chancery)\s+Court\s+(?:of|for)\s+St\.\s+[A-Z][a-z]+\s+County${STATE_TAIL}`,
      String.raw`\b(?:United\s+States|U\.S\.)\s+Court\s+of\s+Appeals\s+for\s+Veterans\s+Claims`,
      String.raw`\b(?:United\s+States|U\.S\.)\s+(?:Tax\s+Court|Court\s+of\s+Federal\s+Claims)`,
      // A judicial district named by an ordinal word, as Minnesota's and Oklahoma's captions head their district court
      // ("FOURTH JUDICIAL DISTRICT"); the numbered form is in courts.ts.
      String.raw`\b${ORDINAL}\s+Judicial\s+District\b(?!\s+(?:Court|of)\b)`,
      // New York's trial court with its county on the same line: "Supreme Court of the State of New York, County of
      // Kings" (on two lines of a caption the county line is a place of its own).
      String.raw`\bSupreme\s+Court\s+of\s+the\s+State\s+of\s+New\s+York,[ \t]+(?:County[ \t]+of[ \t]+[A-Z][a-z]+(?:[ \t]+[A-Z][a-z]+)?|[A-Z][a-z]+(?:[ \t]+[A-Z][a-z]+)?[ \t]+County)`,
      // Michigan's and Indiana's "<County> Circuit Court" without the word County ("Kent Circuit Court").
      // One space between the words: a caption's columns ("STATE OF WISCONSIN      CIRCUIT COURT") are not one name.
      String.raw`\b(?!(?:The|This|That|Said|Such|Any|Each|Every|United|States|Federal|State|Local|Our|Its|Their|Which|Whose|Judicial|${ORDINAL}|${US_STATES})\b)[A-Z][a-z]+ Circuit Court\b(?!\s+(?:of|for)\b)`,
    ].join("|") +
    ")",
  "g",
);

// Words a title-cased copy writes in lower case, as the patterns do.
const SMALL = new Set(["of", "the", "and", "for", "in", "at", "on"]);
function titleCase(line: string): string {
  return line.replace(/[A-Za-z][A-Za-z'’]*/g, (w) => {
    const lower = w.toLowerCase();
    if (SMALL.has(lower)) return lower;
    // Ordinal suffixes stay lower case ("250TH" → "250th"); "ST." stays "St.".
    return w[0] + lower.slice(1);
  });
}

const KEYWORD = /Court|Judicial/g;
const CAPITALS_KEYWORD = /COURT|JUDICIAL/;
/** Spans from the line before to the line after each keyword, merged where they overlap. */
function keywordWindows(text: string): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  for (const k of text.matchAll(KEYWORD)) {
    const lineStart = text.lastIndexOf("\n", k.index - 1);
    const prev = lineStart > 0 ? text.lastIndexOf("\n", lineStart - 1) : -1;
    const from = Math.max(prev + 1, k.index - 200);
    const nextLine = text.indexOf("\n", k.index);
    const after = nextLine < 0 ? text.length : text.indexOf("\n", nextLine + 1);
    const to = Math.min(after < 0 ? text.length : after, k.index + 200);
    const last = out[out.length - 1];
    if (last && from <= last[1]) last[1] = Math.max(last[1], to);
    else out.push([from, to]);
  }
  return out;
}

export interface CourtSpan {
  value: string;
  start: number;
  end: number;
}

/** The state-court forms, in title case and on capitals lines; a name across two lines reads as one line. */
export function findStateCourtForms(text: string): CourtSpan[] {
  const out: CourtSpan[] = [];
  const add = (raw: string, start: number) => {
    const value = raw.replace(/[\s,]+$/, "");
    out.push({ value: value.replace(/[ \t]*\n[ \t]*/g, " "), start, end: start + value.length });
  };
  // Every form names a court or a judicial district: the patterns run only on the lines around those words, which
  // most of a contract does not have (the engine's CPU budget).
  for (const [from, to] of keywordWindows(text)) {
    for (const m of text.slice(from, to).matchAll(US_STATE_COURT_FORMS)) add(m[0], from + m.index);
  }
  // Capitals lines: a line with at least two words and no lower-case letter, naming a court or a judicial district as
  // every form does.
  for (const line of text.matchAll(/[^\n]+/g)) {
    const l = line[0];
    if (!CAPITALS_KEYWORD.test(l) || /[a-z]/.test(l) || !/[A-Z]{2,}\s+[A-Z]{2,}/.test(l)) continue;
    const titled = titleCase(l).replace(/\b(\d+)(St|Nd|Rd|Th)\b/g, (_, n, s) => n + s.toLowerCase());
    for (const m of titled.matchAll(US_STATE_COURT_FORMS)) {
      add(l.slice(m.index, m.index + m[0].length), line.index + m.index);
    }
  }
  return out;
}
