import type { Entity } from "../types.ts";
import { afterPeople } from "./names-en.ts";

// An English organisation's span as the sentence-level layers and the model leave it can carry the words around the
// name (decision 025, eighth round 23f): a party label or a filing's words before it ("Defendant-appellant, Scioto …",
// "Third-Party Defendant Olympic …", "Relator, Lone Star …", "Preliminary Objections of Defendant Norristown …",
// "FILED BY LONESTAR …", "If the Company", a title's "ORDER GRANTING … DISMISSAL OF DEFENDANT SNAP INC."), a clause heading or the next sentence across a full stop ("Amounts Due.
// Plaintiff, Lakeshore …", "… and Correction. The Defendant"), a person listed before it ("Lukas Brandvold and
// Tundra Trail Foods, LLC"). The name is what remains.

const LEAD =
  /^(?:(?:Third-Party[ \t]+)?(?:Plaintiffs?|Defendants?|Petitioners?|Respondents?|Appellants?|Appellees?|Relators?|Intervenors?|Garnishees?|PLAINTIFFS?|DEFENDANTS?|PETITIONERS?|RESPONDENTS?)(?:[-–/][A-Za-z]+)?,?[ \t]+|(?:Petition|Motion|Complaint|Answer|Application|(?:Preliminary[ \t]+)?Objections?)[ \t]+of[ \t]+(?:(?:Plaintiffs?|Defendants?|Petitioners?|Respondents?)[ \t]+)?|(?:FILED|Filed)[ \t]+(?:BY|by)[ \t]+|(?:[A-Z]+[ \t,]+)*?(?:OF|TO|FOR|AGAINST|BY)[ \t]+(?:DEFENDANTS?|PLAINTIFFS?|RESPONDENTS?|PETITIONERS?)[ \t]+|(?:If|When|Unless|Whereas)[ \t]+|Bar[ \t]+No\.[ \t]+\S+[ \t]+)+(?=[A-Z])/;
// A full stop after a word of three lower-case letters ends a sentence; "Sys. Corp." and "U.S. Bank" do not.
const SENTENCE_END = /(?<=[a-z]{3})\.[ \t]+(?=[A-Z])/;
const LEGAL_FORM_END =
  /(?:\bInc\.?|\bLLC|\bL\.L\.C\.|\bCorp\.?|\bCo\.|\bLtd\.?|\bL\.?P\.|\bLLP|\bPLLC|\bP\.[AC]\.|\bN\.A\.)$/i;

const COUNSEL_LEAD =
  /^(?:[A-Z][\w.'’-]*[ \t]+){1,4}[A-Z][\w'’-]*,(?:[ \t]+(?:Esq\.|Jr\.|Sr\.),)?[ \t]+of[ \t]+(?=[A-Z])|^(?:[A-Z][\w.'’-]*[ \t]+){1,4}[A-Z][\w'’-]*,[ \t]+Esq\.,[ \t]+(?=[A-Z])/;

const slice = (e: Entity, from: number, to: number): Entity => ({
  ...e,
  value: e.value.slice(from, to),
  start: e.start + from,
  end: e.start + to,
});

// A body's name has one of these words; a clause heading ("Employment and Duties.") has none.
const BODY_WORD =
  /\b(?:Department|Board|Commission|Agency|Office|Bureau|Authority|Division|Council|Service|Institute|University|Hospital|Bank|Trust|Association|Company|Corporation|Court|Committee|Administration)\b/;

/** The organisation's name without the words around it; null where what is left names none ("Employment and Duties"). */
export function tidyOrganizationEn(e: Entity): Entity | null {
  if (e.type !== "ORGANIZATION") return e;
  let out = e;
  const stop = SENTENCE_END.exec(out.value);
  if (stop) {
    const after = stop.index + stop[0].length;
    if (LEGAL_FORM_END.test(out.value.trim())) out = slice(out, after, out.value.length);
    else if (BODY_WORD.test(out.value.slice(0, stop.index))) out = slice(out, 0, stop.index);
    else return null;
  }
  // Counsel's line: "Gregory P. Sloan, of Sloan Law Firm, LLC", "Owen R. Petrakis, Esq., Petrakis Hale PLLC".
  const counsel = COUNSEL_LEAD.exec(out.value);
  if (counsel && out.value.length - counsel[0].length > 3) out = slice(out, counsel[0].length, out.value.length);
  const lead = LEAD.exec(out.value);
  if (lead && out.value.length - lead[0].length > 3) out = slice(out, lead[0].length, out.value.length);
  const people = afterPeople(out.value, true);
  if (people > 0) out = slice(out, people, out.value.length);
  return out;
}
