import type { Entity } from "../types.ts";

// English people named by the drafting around them, beside names-en.ts's honorific and caption forms: a party
// label before the name ("Plaintiff Kevin Morales", "Officer David Reynolds"), a signature ("/s/ Lina Park",
// "by Diane Keller, President"), a relative ("my daughter, Eileen Sullivan Ward"), a list after "Witnesses:" or
// "Present:", a title after the name ("Sandra Okafor, Esq.", "Kevin Osei, Chief Executive Officer") and a judge's
// signature line. No list of given names: the cue is the evidence, so confidence stays below the validated types.

const NAME = String.raw`[A-Z][a-z'’-]+(?:[ \t]+[A-Z]\.)?(?:[ \t]+(?:de[ \t]+|van[ \t]+|von[ \t]+)?(?:Mc|Mac|O['’])?[A-Z][a-z'’-]+){1,3}`;
const UPPER_NAME = String.raw`[A-Z]{2,}(?:[ \t]+[A-Z]\.)?(?:[ \t]+[A-Z'’-]{2,}){1,3}`;
const NOT_NAME =
  /\b(?:City|County|State|States|Court|District|Agreement|Company|Corporation|Inc|LLC|Plan|Fund|Trust|Bank|Department|Service|Services|Association|Act|Code|Section|Article|Order|Motion|Complaint|Exhibit|Street|Avenue|Road|Boulevard|Suite|Center|Centre|Partners|Group|Holdings|Foundation|University|Authority|Cooperative|Alliance|Capital|Office|Offices|Board|Directors|Plaintiffs?|Defendants?|Petitioner|Respondent|Attorneys?|Counsel|Dated|Witness(?:es|ed)?|Signed|Republic|Law|Rule|Federal|Judge|Esq|President|Officer|Chief|Will|Testament|Estate|Executor|Personal|Representative|Division|Circuit|Honorable|Hon)\b/;

// A surname in any case, with accents and a hyphen ("Gelpí", "McCullen", "Montoya-Lewis", "ESTRADA"), and an office a
// panel writes after one of its names.
const SURNAME = "[A-ZÀ-Ý][A-Za-zà-ÿÀ-Ý'’]+(?:-[A-ZÀ-Ý][A-Za-zà-ÿÀ-Ý'’]+)?";
const BENCH_OFFICE = String.raw`(?:Acting[ \t]+)?(?:Chief|Presiding|Senior)[ \t]+(?:Justice|Judge)`;
const OFFICE_WORD =
  /^(?:Acting|Chief|Presiding|Senior|Justice|Judge|and|Appellate|Military|Associate|Circuit|District|Bankruptcy|Administrative|Patent)$/i;

const CUES: RegExp[] = [
  new RegExp(
    String.raw`\b(?:Plaintiffs?|Defendants?|Petitioner|Respondent|Appellant|Appellee|Officer|Sergeant|Sgt\.|Warden|Deputy|Detective|Directors?|Trustee|Member|Manager)[ \t]+(?<n>${NAME})(?:[ \t]+and[ \t]+(?<n2>${NAME}))?`,
    "g",
  ),
  new RegExp(String.raw`(?:\/s\/|\bBy:)[ \t]*(?:\/s\/[ \t]*)?(?:(?:Dr|Mr|Mrs|Ms)\.[ \t]+)?(?<n>${NAME})`, "g"),
  new RegExp(
    String.raw`\b[Bb]y(?:[ \t]+its[ \t]+[a-z]+(?:[ \t]+[a-z]+)?,)?[ \t]+(?:Dr\.[ \t]+)?(?<n>${NAME}),[ \t]+(?:[A-Z][a-z]+|CEO|COO|CFO)`,
    "g",
  ),
  new RegExp(
    String.raw`\bmy[ \t]+(?:son|daughter|wife|husband|nephew|niece|brother|sister|grandson|granddaughter|children|sons|daughters|friend|partner|cousin)s?,?[ \t]+(?<n>${NAME})(?:,?[ \t]+and[ \t]+(?<n2>${NAME}))?`,
    "g",
  ),
  new RegExp(
    String.raw`\b(?:Witness(?:es)?:|Witnessed[ \t]+by|Present:[ \t]+(?:Directors?)?|Members?:|Before)[ \t\n]*(?:\d+[.)][ \t]*)?(?<n>${NAME})(?:[^\n;]*?(?:;|,|\band\b|\d+[.)])[ \t]+(?<n2>${NAME}))?(?:[^\n;]*?(?:;|,|\band\b|\d+[.)])[ \t]+(?<n3>${NAME}))?`,
    "g",
  ),
  new RegExp(
    String.raw`(?<n>${NAME})(?=,[ \t]+(?:Esq\.|Chief[ \t]+\w+[ \t]+Officer|CEO|COO|CFO|President|Vice[ \t]+President|Managing[ \t]+(?:Member|Partner|Director)|Manager|Member|Secretary|General[ \t]+Counsel|Director|Testator|Corporate[ \t]+Secretary|J\.S\.C\.|WSBA|Texas[ \t]+Bar|ARDC|(?:United[ \t]+States[ \t]+)?(?:District[ \t]+|Magistrate[ \t]+|Superior[ \t]+Court[ \t]+)?Judge\b|Justice\b|Superintendent|[Aa]ttorneys?[ \t]+for)|[ \t]+\((?:Chair|\d{1,3}%)\))`,
    "g",
  ),
  new RegExp(
    String.raw`(?<=^|\n)[ \t]*(?<n>${NAME}|${UPPER_NAME})[ \t]*\n[ \t]*(?:United[ \t]+States[ \t]+(?:District|Magistrate|Circuit)[ \t]+Judge|Circuit[ \t]+Judge|Attorneys?[ \t]+for|Counsel[ \t]+for|Testator|Relator)`,
    "g",
  ),
  // Signature labels of a contract: "Supplier: Gilberto Nogueira Prado", "EXECUTIVE: Laura Jimenez".
  new RegExp(
    String.raw`(?<=^|\n)[ \t]*(?:Supplier|Distributor|Buyer|Seller|Contractor|Client|Consultant|Executive|Employee|Landlord|Tenant|Licensor|Licensee|EXECUTIVE|EMPLOYEE|Witness(?:es)?|Members?|Testator)[ \t]*:[ \t]*(?<n>${NAME})(?=[ \t]*(?:[,;\n(-]|$))`,
    "g",
  ),
  // Caption parties in title case: "Tomas Alvarado-Ruiz,\nPetitioner,".
  new RegExp(
    String.raw`(?<=^|\n)[ \t]*(?<n>${NAME}),[ \t]*\n[ \t]*(?:Plaintiffs?|Petitioners?|Defendants?|Respondents?)\b`,
    "g",
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

const titleCase = (w: string): string => w.charAt(0) + w.slice(1).toLowerCase();

export function findPersonsByCue(text: string): Entity[] {
  const out: Entity[] = [];
  const add = (value: string | undefined, m: RegExpMatchArray, confidence: number) => {
    if (!value) return;
    const v = value.trim();
    if (NOT_NAME.test(v) || NOT_NAME.test(v.split(/\s+/).map(titleCase).join(" "))) return;
    const rel = m[0].indexOf(v);
    if (rel < 0) return;
    const start = (m.index ?? 0) + rel;
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
      add(g.n, m, 0.75);
      add(g.n2, m, 0.7);
      add(g.n3, m, 0.7);
    }
  }
  return out;
}
