import type { Entity } from "../types.ts";
import { isGivenName } from "./given-names.ts";

// English people named by the drafting around them, beside names-en.ts's honorific and caption forms: a party
// label before the name ("Plaintiff Kevin Morales", "Officer David Reynolds"), a signature ("/s/ Lina Park",
// "by Diane Keller, President"), a relative ("my daughter, Eileen Sullivan Ward"), a list after "Witnesses:" or
// "Present:", a title after the name ("Sandra Okafor, Esq.", "Kevin Osei, Chief Executive Officer") and a judge's
// signature line. No list of given names: the cue is the evidence, so confidence stays below the validated types.

// Words of letters in any script's Latin range ("Kjærgaard", "Øvrebø", "Cláudia"), a hyphenated given name or surname
// ("Mei-Ling", "Mensah-Arthur") and a surname with a capital inside ("VandenBerg") whole, never a word's tail ("Ling"
// of "Mei-Ling"), one space or tab between the words (a two-column signature line's columns are separate names).
const WORD = String.raw`(?:Mc|Mac|O['’]|D['’])?\p{Lu}\p{Ll}+(?:\p{Lu}\p{Ll}+)?(?:['’]\p{Ll}+)?(?:-\p{Lu}?\p{Ll}+)?`;
const NAME = String.raw`\p{Lu}(?<![\p{L}'’-]\p{Lu})\p{Ll}+(?:['’]\p{Ll}+)?(?:-\p{Lu}?\p{Ll}+)?(?:[ \t]\p{Lu}\.)?(?:[ \t](?:de[ \t]|van[ \t]|von[ \t]|da[ \t]|do[ \t]|dos[ \t])?${WORD}){1,3}(?![\p{L}-])`;
const UPPER_NAME = String.raw`\p{Lu}{2,}(?:[ \t]+\p{Lu}\.)?(?:[ \t]+[\p{Lu}'’-]{2,}){1,3}`;
const NOT_NAME =
  /\b(?:City|County|State|States|Court|District|Agreement|Company|Corporation|Inc|LLC|Plan|Fund|Trust|Bank|Department|Service|Services|Association|Act|Code|Section|Article|Order|Motion|Complaint|Exhibit|Street|Avenue|Road|Boulevard|Suite|Center|Centre|Partners|Group|Holdings|Foundation|University|Authority|Cooperative|Alliance|Capital|Office|Offices|Board|Directors|Plaintiffs?|Defendants?|Petitioner|Respondent|Attorneys?|Counsel|Dated|Witness(?:es|ed)?|Signed|Republic|Law|Rule|Federal|Judge|Esq|President|Officer|Chief|Will|Testament|Estate|Executor|Personal|Representative|Division|Circuit|Honorable|Hon|The|Director|Manager|Executive|Secretary|Treasurer|Consulting|Staff)\b/;

// A surname in any case, with accents and a hyphen ("Gelpí", "McCullen", "Montoya-Lewis", "ESTRADA"), and an office a
// panel writes after one of its names.
const SURNAME = "[A-ZÀ-Ý][A-Za-zà-ÿÀ-Ý'’]+(?:-[A-ZÀ-Ý][A-Za-zà-ÿÀ-Ý'’]+)?";
const BENCH_OFFICE = String.raw`(?:Acting[ \t]+)?(?:Chief|Presiding|Senior)[ \t]+(?:Justice|Judge)`;
const OFFICE_WORD =
  /^(?:Acting|Chief|Presiding|Senior|Justice|Judge|and|Appellate|Military|Associate|Circuit|District|Bankruptcy|Administrative|Patent)$/i;

export const CUES: RegExp[] = [
  new RegExp(
    String.raw`\b(?:Plaintiffs?|Defendants?|Petitioner|Respondent|Appellant|Appellee|Officer|Sergeant|Sgt\.|Warden|Deputy|Detective|Directors?|Trustee|Member|Manager)[ \t]+(?<n>${NAME})(?:[ \t]+and[ \t]+(?<n2>${NAME}))?`,
    "gu",
  ),
  new RegExp(String.raw`(?:\/s\/|\bBy:)[ \t]*(?:\/s\/[ \t]*)?(?:(?:Dr|Mr|Mrs|Ms)\.[ \t]+)?(?<n>${NAME})`, "gu"),
  new RegExp(
    String.raw`\b[Bb]y(?:[ \t]+its[ \t]+[a-z]+(?:[ \t]+[a-z]+)?,)?[ \t]+(?:Dr\.[ \t]+)?(?<n>${NAME}),[ \t]+(?:[A-Z][a-z]+|CEO|COO|CFO)`,
    "gu",
  ),
  new RegExp(
    String.raw`\bmy[ \t]+(?:son|daughter|wife|husband|nephew|niece|brother|sister|grandson|granddaughter|children|sons|daughters|friend|partner|cousin)s?,?[ \t]+(?<n>${NAME})(?:,?[ \t]+and[ \t]+(?<n2>${NAME}))?`,
    "gu",
  ),
  new RegExp(
    String.raw`\b(?:Witness(?:es)?:|Witnessed[ \t]+by|Present:[ \t]+(?:Directors?)?|Members?:|Before)[ \t\n]*(?:\d+[.)][ \t]*)?(?<n>${NAME})(?:[^\n;]*?(?:;|,|\band\b|\d+[.)])[ \t]+(?<n2>${NAME}))?(?:[^\n;]*?(?:;|,|\band\b|\d+[.)])[ \t]+(?<n3>${NAME}))?`,
    "gu",
  ),
  new RegExp(
    String.raw`(?<=^|\n)[ \t]*(?<n>${NAME}|${UPPER_NAME})[ \t]*\n[ \t]*(?:United[ \t]+States[ \t]+(?:District|Magistrate|Circuit)[ \t]+Judge|Circuit[ \t]+Judge|Attorneys?[ \t]+for|Counsel[ \t]+for|Testator|Relator)`,
    "gu",
  ),
  // Signature labels of a contract: "Supplier: Gilberto Nogueira Prado", "EXECUTIVE: Laura Jimenez".
  new RegExp(
    String.raw`(?<=^|\n)[ \t]*(?:Supplier|Distributor|Buyer|Seller|Contractor|Client|Consultant|Executive|Employee|Landlord|Tenant|Licensor|Licensee|EXECUTIVE|EMPLOYEE|Witness(?:es)?|Members?|Testator)[ \t]*:[ \t]*(?<n>${NAME})(?=[ \t]*(?:[,;\n(-]|$))`,
    "gu",
  ),
  // A company's representative: "represented by its officers Ana Lima and Rui Prado", "herein represented by its
  // attorney-in-fact, Carolina Rocha", "represented in accordance with its bylaws by Raimundo Feitosa, Chief Operating
  // Officer, and Luísa Kühn, Legal Director".
  new RegExp(
    String.raw`\brepresented(?:[ \t]+herein)?(?:[ \t]+in[ \t]+accordance[ \t]+with[ \t]+its[ \t]+[a-z]+(?:[ \t]+of[ \t]+[a-z]+)?)?[ \t]+by[ \t]+(?:(?:its|his|her|their)[ \t]+(?:[a-z-]+[ \t]+){0,2}[a-z-]+,?[ \t]+)?(?<n>${NAME})(?:,[ \t]+\p{Lu}[^,;()\n]{0,40})?(?:,?[ \t]+and[ \t]+(?:(?:its|his|her|their)[ \t]+(?:[a-z-]+[ \t]+){0,2}[a-z-]+,?[ \t]+)?(?<n2>${NAME}))?`,
    "gu",
  ),
  // A signature block's labelled name, in either column: "Name: Hannah Bergstrom, VP Sales     Name: Rogério Couto".
  new RegExp(
    String.raw`(?:Name|NAME)(?<=(?:^|\n|[ \t]{2}|\d[.)][ \t]{0,3})[ \t]*(?:Name|NAME))[ \t]*:[ \t]*(?<n>${NAME})(?=[ \t]*(?:[,;(\n–—]|$|[ \t]{2}|-[ \t]))`,
    "gu",
  ),
  // A notice's addressee: "to the attention of Vitória Ramalho Cunha, Procurement Director", "Attention: Søren Dalgaard".
  new RegExp(
    String.raw`\b(?:[Aa]ttention[ \t]+of|Attention:|Attn\.?:?)[ \t]*(?<n>${NAME})(?=[ \t]*(?:[,;(\n–—]|$))`,
    "gu",
  ),
  // A person after the relation or post that introduces them: "my accountant, Stanley Okafor", "its operations
  // manager, Beau Letellier", "Plaintiff's controller, Greta Solheim", "the Grantor's children, Lillian Marlowe and
  // Oscar Marlowe", "whose members are Gerald Sato, Lena Hoffmann and Curtis Boyd". A post can be held by a firm ("its
  // property manager, Colliers Boise"): after one, the first word must be a given name (given-names.ts).
  // (The search starts at the comma or the verb; the relation is read behind it.)
  new RegExp(
    String.raw`,(?<=(?:\b(?:its|his|her|their|my|our|whose|the)|['’]s)[ \t]+(?:[a-z]+[ \t]+){0,2}(?:(?<office>accountant|controller|manager|president|director|officer|engineer|secretary|treasurer|administrat(?:or|rix)|supervisor|surveyor|driver|clerk|contact|trustee|consultant|advis[oe]r|members)|wife|husband|spouse|son|daughter|sister|brother|(?:son|daughter|sister|brother|father|mother)-in-law|mother|father|friend|guardian|children|sons|daughters|grandchildren),)[ \t]+(?<n>${NAME})(?=[ \t]*[,.;()]|[ \t]+and[ \t])(?:,[ \t]+(?<n2>${NAME})(?=[ \t]*[,.;]|[ \t]+and[ \t]))?(?:,?[ \t]+and[ \t]+(?<n3>${NAME})(?=[ \t]*[,.;]))?`,
    "gu",
  ),
  new RegExp(
    String.raw`\b(?:are|were)(?<=(?:\b(?:whose|their|its|the)|['’]s)[ \t]+(?:[a-z]+[ \t]+){0,2}(?:(?<office>members)|children|grandchildren|sons|daughters)[ \t]+(?:are|were))[ \t]+(?<n>${NAME})(?=[ \t]*[,.;()]|[ \t]+and[ \t])(?:,[ \t]+(?<n2>${NAME})(?=[ \t]*[,.;]|[ \t]+and[ \t]))?(?:,?[ \t]+and[ \t]+(?<n3>${NAME})(?=[ \t]*[,.;]))?`,
    "gu",
  ),
  // A will's or a deed's appointment: "I appoint Bjørn Aasheim, of Vancouver, Washington, as alternate …".
  new RegExp(
    String.raw`\bI[ \t]+(?:hereby[ \t]+)?(?:appoint|nominate|designate|name)[ \t]+(?<n>${NAME})(?=[ \t]*,|[ \t]+(?:as|to)\b)`,
    "gu",
  ),
  // Caption parties in title case: "Tomas Alvarado-Ruiz,\nPetitioner,".
  new RegExp(
    String.raw`(?<=^|\n)[ \t]*(?<n>${NAME}),[ \t]*\n[ \t]*(?:Plaintiffs?|Petitioners?|Defendants?|Respondents?)\b`,
    "gu",
  ),
  // Surnames of a panel: "Before SMITH, HIGGINSON, and DOUGLAS, Circuit Judges."; "GORTON, J."
  /\bBefore:?[ \t]+(?<p>[A-Z]{3,}(?:-[A-Z]{2,})?(?:,?[ \t]+(?:and[ \t]+)?[A-Z]{3,}(?:-[A-Z]{2,})?)*),[ \t]+Circuit[ \t]+Judges/g,
  /(?<=^|\n)[ \t]*(?<n>[A-Z]{3,}),[ \t]+(?:C\.[ \t]?|P\.[ \t]?|Acting[ \t]+P\.[ \t]?)?J\.[ \t]*(?=\n)/g,
  // A panel in any case and layout: "Before\nWALKER, PARKER, and ESTRADA\nAppellate Military Judges", "Before: Carney,
  // Chief Justice, and Borghesan, Henderson, Pate, and Oravec, Justices.", "(By: Leonard, Acting Chief Judge,
  // Wadsworth and McCullen, JJ.)", "Before\n\nGelpí, Thompson, and Aframe,\nCircuit Judges."
  new RegExp(
    String.raw`\b(?:Before|By):?[ \t\n]+(?<p>${SURNAME}(?:,[ \t]+${BENCH_OFFICE})?(?:,?[ \t\n]+(?:and[ \t]+)?${SURNAME}(?:,[ \t]+${BENCH_OFFICE})?)+),?[ \t\n]+(?:(?:Senior|Chief|Acting)[ \t]+)?(?:(?:Circuit|District|Appellate(?:[ \t]+Military)?|Bankruptcy|Associate|Administrative(?:[ \t]+Patent)?)[ \t]+)?(?:Judges|Justices|JJ\.)`,
    "g",
  ),
  // A judge's surname with the bench's abbreviation or office, anywhere: "Madsen, J.", "(Ruoff, J.)", "González,
  // C.J.", "Opinion of the Court by Tufte, Justice.", "Bratvold, Judge"; not the last word of a full name ("GORDON
  // McCLOUD, J.": the full name is the person).
  new RegExp(
    String.raw`(?<![\w.])(?<![A-ZÀ-Ý][A-Za-zÀ-ÿ.]*[ \t])(?<n>${SURNAME}),[ \t]+(?:C\.[ \t]?J\.|P\.[ \t]?J\.|A\.[ \t]?J\.|J\.|JJ\.|Justice\b|Judge\b)(?![ \t]+of\b)`,
    "g",
  ),
];

const FIRM_AFTER =
  /^,?[ \t]+(?:LLP|LLC|L\.L\.C\.|Inc\.?|P\.?A\.|P\.?C\.|PLLC|Ltd\.?|Ltda\.?|S\.A\.|GmbH|AG|AS|AB|&)(?![\p{L}])/u;

const titleCase = (w: string): string => w.charAt(0) + w.slice(1).toLowerCase();
/** A name that is an organisation's, a document's or an office's word, as written or in capitals ("COUNTY OF …"). */
const notAName = (name: string): boolean =>
  NOT_NAME.test(name) || NOT_NAME.test(name.split(/\s+/).map(titleCase).join(" "));

// A list of people under its label: "Witnesses:", "Signatories:", "Guarantors:", "DIRECTORS:" and the lines that
// follow it up to a blank line or another label (blank lines right after the label are skipped), items separated by ";", a number
// ("1. … 2. …"), a run of spaces (columns) or "and". Each item's name stands at its start (after "Name:", "/s/" or
// "and") and ends it or is followed by a comma, a parenthesis or an identifier: "Gustavo Leal, CPF …", "Theodore
// Nakamura, residing at …". A firm in the list ("Acme Ltda., by …") is none: its legal form follows the words.
const LIST_LABEL =
  /(?<=^|\n)[ \t]*(?:Witness(?:es)?(?:[ \t]+\d{1,2})?|WITNESS(?:ES)?|Signator(?:y|ies)|SIGNATOR(?:Y|IES)|Guarantors?|GUARANTORS?|Directors?|DIRECTORS?|Attendees?|Counsel|(?<roll>(?:Directors?|Members?|Managers?|Trustees?)[ \t]+(?:present|absent)))[ \t]*:/g;
const LIST_ITEM_NAME = new RegExp(
  String.raw`^(?:(?:and|Name:|NAME:|\/s\/|Mr\.|Ms\.|Mrs\.|Dr\.)[ \t]*)*(?<n>${NAME})(?=$|[ \t]*[,(]|\.(?:[ \t]+\p{Lu}|$)|[ \t]+(?:CPF|RG|SSN|ID)\b)`,
  "u",
);

const LIST_ITEMS = /[^;\n]+?(?=\s*(?:;|$|\d{1,2}[.)][ \t]|[ \t]{2,}|,?[ \t]+and[ \t]+\p{Lu}))/gu;
const ROLL_ITEMS = /[^;,\n]+?(?=\s*(?:[;,]|$|[ \t]{2,}|[ \t]+and[ \t]+\p{Lu}))/gu;

// An office after a dash: "Mariela Quispe Rojas – General Manager", "Håkon Øvrebø – Partner". The search starts at the
// dash (rare) and reads the name back to the start of its line, a column gap or a label's colon.
const DASH_OFFICE =
  /[ \t][–—-][ \t]+(?:\p{Lu}[\p{Ll}-]+[ \t]+){0,3}(?:Manager|Director|Partner|President|Officer|Counsel|Secretary|Treasurer|Attorney-in-[Ff]act|Administrator|Member|Chair(?:man|woman|person)?|CEO|CFO|COO|Controller|Engineer|Head)\b/gu;
const NAME_BEFORE_DASH = new RegExp(String.raw`(?:^|[ \t]{2}|:[ \t])[ \t]*(?<n>${NAME})[ \t]*$`, "u");

function peopleBeforeDashOffice(text: string, out: Entity[]): void {
  for (const m of text.matchAll(DASH_OFFICE)) {
    const at = m.index ?? 0;
    const lineStart = text.lastIndexOf("\n", at - 1) + 1;
    if (at - lineStart > 200) continue;
    const hit = NAME_BEFORE_DASH.exec(text.slice(lineStart, at));
    const name = hit?.groups?.n;
    if (!hit || !name || NOT_NAME.test(name)) continue;
    const start = lineStart + hit.index + hit[0].length - name.length - (hit[0].length - hit[0].trimEnd().length);
    out.push({ type: "PERSON", value: name, confidence: 0.7, start, end: start + name.length });
  }
}

// A title after the name: "Sandra Okafor, Esq.", "Kevin Osei, Chief Executive Officer", "Elena Vasquez (Chair)". The
// search starts at the title and reads the name back from it (a search from every capital letter cost more than the
// rest of this module together).
const TITLE_AFTER =
  /,[ \t]+(?:Esq\.|Chief[ \t]+\w+[ \t]+Officer|CEO|COO|CFO|President|Vice[ \t]+President|Managing[ \t]+(?:Member|Partner|Director)|Manager|Member|Secretary|General[ \t]+Counsel|Director|Testator|Corporate[ \t]+Secretary|J\.S\.C\.|WSBA|Texas[ \t]+Bar|ARDC|(?:United[ \t]+States[ \t]+)?(?:District[ \t]+|Magistrate[ \t]+|Superior[ \t]+Court[ \t]+)?Judge\b|Justice\b|Superintendent|CPA\b|(?:\p{Lu}\p{Ll}+[ \t]+){1,2}(?:Manager|Executive|Director|Coordinator|Engineer|Analyst|Specialist)\b|[Aa]ttorneys?[ \t]+for)|[ \t]+\((?:Chair|\d{1,3}%)\)/gu;
const NAME_AT_END = new RegExp(`(?<n>${NAME})$`, "u");

function peopleBeforeTitle(text: string, out: Entity[]): void {
  for (const m of text.matchAll(TITLE_AFTER)) {
    const at = m.index ?? 0;
    const from = Math.max(text.lastIndexOf("\n", at - 1) + 1, at - 120);
    const hit = NAME_AT_END.exec(text.slice(from, at));
    const name = hit?.groups?.n;
    if (!hit || !name) continue;
    const start = from + hit.index;
    if (/[\p{L}'’-]/u.test(text[start - 1] ?? "")) continue;
    if (notAName(name)) continue;
    out.push({ type: "PERSON", value: name, confidence: 0.75, start, end: start + name.length });
  }
}

function peopleInLists(text: string, out: Entity[]): void {
  for (const m of text.matchAll(LIST_LABEL)) {
    let at = (m.index ?? 0) + m[0].length;
    let lines = 0;
    let content = false;
    while (at < text.length && lines < 8) {
      const nl = text.indexOf("\n", at);
      const end = nl < 0 ? text.length : nl;
      const line = text.slice(at, end);
      if (!line.trim()) {
        if (content || lines > 2) break;
      } else {
        // Another label ("ACKNOWLEDGED:", "Attorneys Present for Plaintiff:") ends the list.
        if (lines > 0 && /^[ \t]*(?!Name\b|NAME\b)\p{Lu}[\p{L} ]{0,40}:/u.test(line)) break;
        content = true;
        // A roll call ("Directors present: A (Chair), B and C") also separates its names by commas.
        for (const item of line.matchAll(m.groups?.roll ? ROLL_ITEMS : LIST_ITEMS)) {
          const raw = item[0].replace(/^[ \t]*(?:\(?[ivx\d]{1,4}[.)][ \t]*)?/, "");
          const hit = LIST_ITEM_NAME.exec(raw);
          const name = hit?.groups?.n;
          if (!name || NOT_NAME.test(name)) continue;
          const start =
            at + (item.index ?? 0) + (item[0].length - raw.length) + (hit.index ?? 0) + hit[0].length - name.length;
          if (FIRM_AFTER.test(text.slice(start + name.length, start + name.length + 12))) continue;
          out.push({ type: "PERSON", value: name, confidence: 0.72, start, end: start + name.length });
        }
      }
      lines++;
      at = end + 1;
    }
  }
}

export function findPersonsByCue(text: string): Entity[] {
  const out: Entity[] = [];
  const add = (value: string | undefined, m: RegExpMatchArray, confidence: number) => {
    if (!value) return;
    const v = value.trim();
    if (notAName(v)) return;
    const rel = m[0].indexOf(v);
    if (rel < 0) return;
    const start = (m.index ?? 0) + rel;
    // "its counsel, Brownstein Hyatt Farber Schreck, LLP": a legal form after the words makes them a firm's name.
    if (FIRM_AFTER.test(text.slice(start + v.length, start + v.length + 12))) return;
    out.push({ type: "PERSON", value: v, confidence, start, end: start + v.length });
  };
  for (const re of CUES) {
    for (const m of text.matchAll(re)) {
      const g = m.groups ?? {};
      if (g.p) {
        let from = 0;
        for (const w of g.p.split(/,?\s+(?:and\s+)?/)) {
          const rel = m[0].indexOf(w, from);
          from = rel + w.length;
          if (w.length >= 2 && !OFFICE_WORD.test(w) && !NOT_NAME.test(titleCase(w)))
            out.push({
              type: "PERSON",
              value: w,
              confidence: 0.7,
              start: (m.index ?? 0) + rel,
              end: (m.index ?? 0) + rel + w.length,
            });
        }
        continue;
      }
      if (g.office && !isGivenName(g.n?.split(/[ \t]/)[0] ?? "")) continue;
      add(g.n, m, 0.75);
      add(g.n2, m, 0.7);
      add(g.n3, m, 0.7);
    }
  }
  peopleBeforeTitle(text, out);
  peopleInLists(text, out);
  peopleBeforeDashOffice(text, out);
  return out;
}
