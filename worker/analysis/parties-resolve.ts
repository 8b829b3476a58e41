import { foldKey } from "./entities/refine.ts";
import { isSocietalInstrument } from "./findings/corporate.ts";
import { captionPieces } from "./parties-caption-pieces.ts";
import { labelFirstParties } from "./parties-en-label-first.ts";
import { openSideParties } from "./parties-en-open-sides.ts";
import {
  definedRoleParties,
  joinedDefendants,
  labelParties,
  memberParties,
  noticeParties,
  openLabelSides,
  qualificationParties,
} from "./parties-pt.ts";
import {
  appointedParties,
  asRoleParties,
  instrumentLabelParties,
  memberListParties,
  shareholderParties,
} from "./parties-pt-instruments.ts";
import { titleLineParties } from "./parties-title-line.ts";
import { willParties } from "./parties-will.ts";
import { escapeRe } from "./text.ts";
import type { DocumentType, Entity, Language, Party, PartyRole } from "./types.ts";

// Parties resolved within the document (docs/decisions/025-held-out-evaluation.md): the caption of a US pleading
// or decision names them with their roles ("MARIA LOPEZ, Plaintiff, v. CITY OF SPRINGFIELD, Defendant"); counsel,
// witnesses and signatories are not parties; a benefit plan named in passing is not a party; one party is listed
// once per role whatever its casing or accents.

// "Defendant-Appellant" (or "Plaintiff - Appellant", "Plaintiff/Appellant"), California's "Plaintiff and Respondent", and a label sharing its line with the docket
// number in a second column ("Plaintiff,        Case No. 2:24-cv-11873").
// A third-party or counter role after the first ("Plaintiff/Counter-Defendant", "Defendant and\n Third-Party
// Plaintiff") adds nothing to the side; a third-party defendant's label ends the third block. A qui tam's
// "Plaintiff-Relator" sues; an action in rem names the property as "Defendants in rem".
// An administrative board's caption names the respondent "Agency" ("… , Appellant, v. DEPARTMENT OF …, Agency."); the
// patent board's inter partes review names it "Patent Owner". The Fifth Circuit joins labels with an em dash
// ("Plaintiff—Appellant").
const ROLE_LABEL =
  /^[ \t]*(?:(?:Third[- ]Party|Counter|Cross)[- ]?)?((?:Plaintiffs?|Defendants?|Petitioners?|Respondents?|Appellants?|Appellees?|Agency|Patent[ \t]+Owner)(?:(?:[ \t]*[-–—/][ \t]*|\s+and\s+)(?:(?:Third[- ]Party|Counter|Cross)[- ]?)?(?:Appellants?|Appellees?|Petitioners?|Respondents?|Plaintiffs?|Defendants?|Relators?))?)(?:[ \t]+in[ \t]+rem)?[.,;]?(?:[ \t]{2,}\S.*)?[ \t]*$/im;
// Ohio's "- v -" too.
const VERSUS = /^[ \t]*(?:v\.|vs\.?|versus|-?[ \t]?against[ \t]?-?|-[ \t]*vs?\.?[ \t]*-)[ \t]*(?:\S.*)?$/im;
export const ORG_WORDS =
  /\bP\.[AC]\b|\b(?:Inc\.?|Incorporated|LLC|L\.L\.C\.|Corp\.?|Corporation|Company|Co\.|Ltd\.?|L\.P\.|LP|LLP|PLLC|City|County|State|Association|Alliance|Service|Department|Authority|Cooperative|Bank|Trust|Board|Commission|Agency|Properties|Holdings|Partners|Group|Foundation|University|District|Center|Centre|Fund|Plan|Coalition|Union|Society|Council|Committee|Institute|System|Railway|Hospital|Church|Network|Project|Federation|Cooperative)\b/i;

export function roleOf(label: string): PartyRole {
  const l = label.toLowerCase();
  // The appeal's side names the party in either order: "Defendant-Appellant" and Indiana's "Appellant-Defendant".
  if (/\bappellants?\b/.test(l)) return "appellant";
  if (/\bappellees?\b/.test(l)) return "appellee";
  if (l.startsWith("plaintiff")) return "plaintiff";
  if (l.startsWith("defendant")) return "defendant";
  if (l.startsWith("petitioner")) return "petitioner";
  return "respondent";
}

const titleCase = (s: string): string =>
  s === s.toUpperCase()
    ? s
        .toLowerCase()
        .replace(/(^|[\s-])(\p{L})/gu, (_, a, b) => a + b.toUpperCase())
        .replace(/\b(Of|And|The|For)\b/g, (w) => w.toLowerCase())
        .replace(/\bLlc\b/g, "LLC")
        .replace(/\bInc\b/g, "Inc")
        // "P.A", "L.L.C", "N.A": a professional corporation's or a bank's letters stay capitals.
        .replace(/\b(?:\p{L}\.)+\p{L}\b/gu, (m) => m.toUpperCase())
    : s;

// New York's rule line ("-------------------x") closes the heading too.
const CAPTION_HEADING =
  /\b(?:COURT|Court|DISTRICT|District|CIRCUIT|Circuit|DIVISION|Division)\b|^\s*(?:Case|Civil Action|No\.)|^\s*AT [A-Z ]+$|^\s*[-=_]{5,}\s*[xX]?\s*$/;
// A caption's second column ("GULF COAST MARINE SUPPLY, LLC,    §   IN THE DISTRICT COURT OF") is not the first's.
const leftColumn = (line: string): string => line.replace(/(\S)(?:[ \t]{3,}|[ \t]*§).*$/, "$1");
// A label on its name's line ("MARISOL VEGA, Appellant") is moved to a line of its own, keeping every offset.
const INLINE_LABEL =
  /,([ \t]+)(?=(?:Plaintiffs?|Defendants?|Petitioners?|Respondents?|Appellants?|Appellees?)(?:[ \t]*[-–/][ \t]*(?:Appellants?|Appellees?))?[.,]?[ \t]*$)/gm;

/** The parties of a US caption: the block above "v." is the first side, the block below it the second. */
export function captionParties(source: string): Party[] {
  const text =
    source.slice(0, 2500).replace(INLINE_LABEL, (_, gap: string) => `,\n${gap.slice(1)}`) + source.slice(2500);
  const head = text.slice(0, 2500);
  const vs = VERSUS.exec(head);
  const labelFirst = () => labelFirstParties(text, (from, to, role) => namesIn(text, from, to, role));
  if (!vs) return orElse(inReParties(text), labelFirst);
  const out: Party[] = [];
  const before = head.slice(0, vs.index);
  const afterStart = vs.index + vs[0].length;
  const firstLabel = ROLE_LABEL.exec(before);
  const after = head.slice(afterStart);
  const secondLabel = ROLE_LABEL.exec(after);
  if (!firstLabel || !secondLabel) return orElse(unlabelledSides(text, vs), labelFirst);
  // The first side's block runs from the last blank line (or court heading) before its label.
  let blockStart = Math.max(before.lastIndexOf("\n\n", firstLabel.index - 1), 0);
  // A blank line between the names and their label: the names are the block above it.
  if (!/\p{L}/u.test(before.slice(blockStart, firstLabel.index)) && blockStart > 0)
    blockStart = Math.max(before.lastIndexOf("\n\n", blockStart - 1), 0);
  // Without blank lines (a DOCX or a PDF keeps none) it starts after the court's heading lines instead.
  let headingEnd = 0;
  for (const line of before.slice(blockStart, firstLabel.index).matchAll(/^.*$/gm)) {
    if (CAPTION_HEADING.test(leftColumn(line[0]))) headingEnd = (line.index ?? 0) + line[0].length;
  }
  blockStart += headingEnd;
  // An adversary proceeding's caption sits under its bankruptcy case's "In re: X, Debtors.": the debtors are parties.
  if (IN_RE.test(before.slice(0, blockStart))) out.push(...inReParties(text.slice(0, blockStart)));
  out.push(...namesIn(text, blockStart, firstLabel.index, roleOf(firstLabel[1] ?? "")));
  // "…, Plaintiff-Appellee,\nand\nSTATE OF INDIANA,\nIntervenor-Appellee,\nv.": a party joined to the first side.
  out.push(...joinedBlocks(text, firstLabel.index + firstLabel[0].length, vs.index));
  // A writ petition's respondent is the court whose order it attacks ("THE SUPERIOR COURT OF ORANGE COUNTY,\n
  // Respondent;"): below "v." a court's name is a party.
  const secondRole = roleOf(secondLabel[1] ?? "");
  out.push(...namesIn(text, afterStart, afterStart + secondLabel.index, secondRole, secondRole === "respondent"));
  // A third-party complaint's caption goes on: "…, Third-Party Plaintiff,\nv.\nOLYMPIC TRAILER REPAIR CO.,\n
  // Third-Party Defendant."
  const rest = afterStart + secondLabel.index + secondLabel[0].length;
  const vs2 = VERSUS.exec(head.slice(rest, rest + 300));
  const thirdStart = vs2 ? rest + vs2.index + vs2[0].length : -1;
  const thirdLabel = vs2 ? ROLE_LABEL.exec(head.slice(thirdStart)) : null;
  if (thirdLabel && thirdLabel.index < 400)
    out.push(...namesIn(text, thirdStart, thirdStart + thirdLabel.index, roleOf(thirdLabel[1] ?? "")));
  // "Respondent;" with a semicolon: the caption goes on to a party joined without "and" (a real party in interest).
  out.push(
    ...joinedBlocks(
      text,
      thirdLabel && thirdLabel.index < 400 ? thirdStart + thirdLabel.index : rest,
      undefined,
      /;\s*$/.test(secondLabel[0]),
    ),
  );
  return out;
}

// Parties a caption joins below its sides with "and": "…, Defendant,\nand\nLAKESHORE COMMUNITY BANK,\nGarnishee."; an
// intervenor, a nominal defendant, a real party in interest. A garnishee or real party in interest is a party of
// neither side.
const JOINED_LABEL =
  /^[ \t]*(Garnishees?|(?:Plaintiffs?|Defendants?)[- ]Intervenors?|Intervenors?(?:[- ](?:Plaintiffs?|Defendants?|Respondents?|Petitioners?|Appellees?|Appellants?))?|Nominal[ \t]+(?:Defendants?|Respondents?)|Real[ \t]+Part(?:y|ies)[ \t]+in[ \t]+Interest)[.,]?(?:[ \t]{2,}\S.*)?[ \t]*$/im;
const JOINED_AND = /^[ \t]*[-–]?[ \t]*(?:and|AND)[ \t]*[-–]?[ \t]*$/m;

function joinedBlocks(text: string, from: number, to = from + 1200, open = false): Party[] {
  const out: Party[] = [];
  let at = text.indexOf("\n", from) + 1;
  for (let n = 0; at > 0 && n < 3; n++) {
    const window = text.slice(at, Math.min(at + 400, to));
    const and = JOINED_AND.exec(window);
    const joined = and && !/\S/.test(window.slice(0, and.index));
    if (!joined && !(open && n === 0)) break;
    const start = joined && and ? at + and.index + and[0].length : at;
    const label = JOINED_LABEL.exec(text.slice(start, start + 300));
    if (!label?.[1]) break;
    const word = label[1].toLowerCase();
    // The side a joined party takes is the label's other word ("Intervenor-Appellee", "Nominal Respondent").
    const side = /(plaintiff|defendant|respondent|petitioner|appellee|appellant)s?\b/.exec(
      word.replace(/intervenors?/, ""),
    );
    const role: PartyRole = side?.[1] ? roleOf(side[1]) : "party";
    out.push(...namesIn(text, start, start + label.index, role));
    at = text.indexOf("\n", start + label.index + 1) + 1;
  }
  return out;
}

// A bankruptcy caption: "In re: HEARTLAND FRESH MARKETS, INC., et al., Debtors." — the debtors are the parties.
const IN_RE = /^[ \t]*In\s+re:?[ \t]*$|^[ \t]*In\s+re:?[ \t]{2,}/im;
const DEBTOR_LABEL = /^[ \t]*Debtors?(?:[-–\s]in[-–\s]Possession)?[.,]?(?:[ \t]{2,}\S.*)?[ \t]*$/im;

// A family caption: "IN RE THE MARRIAGE OF\n\nRYAN T. KOSTELECKY      (counsel)\n\nAND\n\nMARISSA L. KOSTELECKY".
// The file number may share its line in a second column ("In Re the Marriage of:      Court File No. 19HA-FA-…").
const MARRIAGE = /^[ \t]*IN\s+RE\s+THE\s+MARRIAGE\s+OF:?(?:[ \t]{2,}\S.*)?[ \t]*$/im;

function spouses(text: string): Party[] {
  const m = MARRIAGE.exec(text.slice(0, 2500));
  if (!m) return [];
  const labelled = labelledSpouses(text, m.index + m[0].length + 1);
  if (labelled.length) return labelled;
  const out: Party[] = [];
  let at = m.index + m[0].length + 1;
  for (const line of text.slice(at, at + 600).split("\n")) {
    const name = leftColumn(line).trim();
    if (name && !/^and$/i.test(name)) {
      if (!/^\p{Lu}[\p{Lu}.'’\s-]{3,60},?$/u.test(name)) break;
      out.push(...namesIn(text, at, at + line.length, "party"));
      if (out.length === 2) break;
    }
    at += line.length + 1;
  }
  return out;
}

// "In Re the Marriage of:\n\nKristen Marie Halvorsen,\n  Petitioner,\nand\nJoel Anders Halvorsen,\n  Respondent.": the
// spouses joined by "and", each labelled with the side the label names, in any casing.
function labelledSpouses(text: string, at: number): Party[] {
  const window = text.slice(at, at + 700);
  const first = ROLE_LABEL.exec(window);
  if (!first?.[1] || first.index > 300) return [];
  const afterFirst = first.index + first[0].length;
  const and = JOINED_AND.exec(window.slice(afterFirst));
  if (!and || /\S/.test(window.slice(afterFirst, afterFirst + and.index))) return [];
  const secondStart = afterFirst + and.index + and[0].length;
  const second = ROLE_LABEL.exec(window.slice(secondStart));
  if (!second?.[1] || second.index > 300) return [];
  return [
    ...namesIn(text, at, at + first.index, roleOf(first[1])),
    ...namesIn(text, at + secondStart, at + secondStart + second.index, roleOf(second[1])),
  ];
}

// The immigration board's caption: "In re: Osvaldo Renato QUINTERO-MEJÍA\n\nIN REMOVAL PROCEEDINGS": the alien is the
// respondent.
const IMMIGRATION_IN_RE =
  /^[ \t]*In\s+re:?[ \t]+(\p{Lu}[^\n]{2,80}?)[ \t]*\n(?:[ \t]*\n){0,2}[ \t]*IN\s+(?:REMOVAL|DEPORTATION|EXCLUSION|ASYLUM[- ]ONLY|WITHHOLDING[- ]ONLY)\s+PROCEEDINGS\b/imu;

function inReParties(text: string): Party[] {
  const family = spouses(text);
  if (family.length) return family;
  const head = text.slice(0, 2500);
  const alien = IMMIGRATION_IN_RE.exec(head);
  if (alien?.[1]) {
    const at = alien.index + alien[0].indexOf(alien[1]);
    return namesIn(text, at, at + alien[1].length, "respondent");
  }
  const inRe = IN_RE.exec(head);
  if (!inRe) return [];
  const from = head.indexOf("\n", inRe.index) + 1;
  const label = DEBTOR_LABEL.exec(head.slice(from));
  if (!from || !label || label.index > 600) return [];
  return namesIn(text, from, from + label.index, "party");
}

// "UNITED STATES OF AMERICA\nv.\nDERRICK L. PEMBERTON": a caption without role labels (a criminal case) names the
// side that sues on the line above "v." and the side sued on the line below.
// Louisiana's "BAYOU STATE DREDGING, L.L.C.    CIVIL ACTION\n\nVERSUS    NO. 23-4471\n\nGULF …" has blank lines and a
// second column.
function unlabelledSides(text: string, vs: RegExpExecArray): Party[] {
  if (!/^[ \t]*(?:v\.|vs\.?|versus)[ \t]*$/i.test(leftColumn(vs[0]))) return [];
  const above = /([^\n]+)\n(?:[ \t]*\n)?$/.exec(text.slice(0, vs.index));
  const gap = /^\n(?:[ \t]*\n)?/.exec(text.slice(vs.index + vs[0].length))?.[0].length ?? 1;
  const belowStart = vs.index + vs[0].length + gap;
  const below = /^[^\n]+/.exec(text.slice(belowStart));
  // "NEPONSET FREIGHT SYSTEMS, INC. & another(1)": the others a footnote names are not on the line.
  const names = (line: string) =>
    line.replace(/\s*(?:&|and)\s+(?:another|others)\s*(?:\(\d+\))?\s*$|,?\s+et\s+al\.?\s*$/, "");
  const plain = (line: string) =>
    /^[ \t]*\p{Lu}[\p{Lu}\p{Ll}.,'&\s-]{2,80}$/u.test(line) && !COURT_NAME.test(line.trim());
  if (!above?.[1] || !below || !plain(names(leftColumn(above[1]))) || !plain(names(leftColumn(below[0])))) return [];
  const aboveStart = vs.index - above[0].length;
  return [
    ...namesIn(text, aboveStart, aboveStart + names(leftColumn(above[1])).length, "plaintiff"),
    ...namesIn(text, belowStart, belowStart + names(leftColumn(below[0])).length, "defendant"),
  ];
}

// A court's name in the caption ("UNITED STATES DISTRICT COURT", "DISTRICT OF MARYLAND"); a school or water district
// is a party.
const COURT_NAME =
  /\b(?:COURT|Court|CIRCUIT|Circuit)\b|^(?:(?:NORTHERN|SOUTHERN|EASTERN|WESTERN|MIDDLE|CENTRAL|Northern|Southern|Eastern|Western|Middle|Central)\s+)?(?:DISTRICT|District)\s+(?:OF|of)\b/;

function namesIn(text: string, from: number, to: number, role: PartyRole, court = false): Party[] {
  const out: Party[] = [];
  // A docket line inside a side's block (a caption table's right cell, read by OCR between the left cell's lines)
  // is no name and separates the names around it.
  // So is a line of the second column alone (far indented: "                    24-CV-2219 (NRM)", "Chapter 13").
  const block = text
    .slice(from, to)
    .replace(/^[ \t]*(?:Case|Civil Action|No\.|Index)\b.*$/gim, "")
    .replace(/^[ \t]{20,}\S.*$/gm, "");
  // "CITY OF SPRINGFIELD, ILLINOIS, and\nOFFICER DAVID REYNOLDS, in his individual capacity," → two names.
  for (const m of block.matchAll(/[^\n;]+(?:\n(?![ \t]*\n)[^\n;]+)*/g)) {
    // A second column (the docket number, the judge) is not part of the names.
    // So are the column's rule marks ("§", ")", ":") on their own or after a name.
    const chunk = m[0]
      .split("\n")
      .map((line) =>
        line
          .replace(/\S[ \t]{3,}\S.*$/, (s) => s[0] ?? "")
          .replace(/[ \t]*[§):|]+[ \t]*$/, "")
          .replace(/^[ \t]*[§):|]+[ \t]*/, ""),
      )
      .filter((line) => line.trim())
      .join("\n");
    // "CASCADIA WATERKEEPER, an Oregon nonprofit corporation," — the description says it is an organisation.
    const described =
      /,\s+an?\s+(?:[\w-]+\s+){0,3}(?:corporation|company|partnership|association|nonprofit|organization|trust|union|district|municipality|agency|entity)\b/i.test(
        chunk,
      );
    for (const piece of captionPieces(chunk)) {
      let name = piece
        .replace(/\s+/g, " ")
        .replace(/^(?:No\.|Case|Civil|Index)\b.*$/i, "")
        .replace(/,\s*(?:an?\s+|in\s+(?:his|her|its|their)\s+|individually|et\s+al\.?|as\s+).*$/i, "")
        // ", INCORPORATED" spelled out is the name's legal form, not a place or a description in capitals.
        .replace(/,\s*(?!(?:INCORPORATED|LIMITED)\b)(?:[A-Z]{2,}(?:\s+[A-Z]{2,})?)\s*,?$/, "")
        .replace(/\s+et\s+al\.?,?$/i, "")
        // A job title before a name ("NURSE PRACTITIONER KELLY", "DETECTIVE ANA RUIZ") is no part of it.
        .replace(
          /^(?:(?:POLICE|CORRECTIONAL|Police|Correctional)\s+)?(?:OFFICER|SERGEANT|WARDEN|SHERIFF|DEPUTY|DETECTIVE|TROOPER|LIEUTENANT|CAPTAIN|NURSE(?:\s+PRACTITIONER)?|Officer|Sergeant|Warden|Sheriff|Deputy|Detective|Trooper|Lieutenant|Captain|Nurse(?:\s+Practitioner)?)\s+(?=\p{Lu})/u,
          "",
        )
        .replace(/[,.;:\s]+$/, "")
        .trim();
      // Fictitious defendants: "DOES 1 through 25", "JOHN DOES 1-10", "ROE CORPORATIONS I-X", a foreclosure's
      // "UNKNOWN SPOUSE OF …" and "UNKNOWN TENANTS".
      // "JOHN DOE OFFICERS 1-5", "DOE DEFENDANTS I-X": a numbered range of Does.
      if (
        /^(?:(?:JOHN|JANE|John|Jane)\s+)?(?:DOES|Does)\b|^(?:JOHN|JANE|John|Jane)\s+(?:DOE|Doe)\s+\d|^(?:(?:JOHN|JANE|John|Jane)\s+)?(?:DOE|Doe|ROE|Roe)\s+[A-Za-z]+\s+(?:\d+|[IVX]+)\s*(?:[-–]|through|to)\s*(?:\d+|[IVX]+)\b|^(?:ROE|Roe|ABC|XYZ)\s+(?:CORPORATIONS?|COMPANIES|ENTITIES|Corporations?|Companies|Entities)\b|\(fictitious|\bFICTITIOUS\b|^(?:ALL\s+|All\s+)?(?:UNKNOWN|Unknown)\b/.test(
          name,
        )
      )
        continue;
      // A sum of money names the property sued in rem: its thousands' comma ends nothing ("$45,000.00 in U.S. Currency").
      if (
        /,(?!\d{3}\b)/.test(name) &&
        !/,\s*(?:Inc|INC|Incorporated|INCORPORATED|LLC|L\.L\.C|L\.P\.|Ltd|LTD|Corp|CORP|N\.A|P\.[AC]\b|PLLC|Local|LOCAL)\b/.test(
          name,
        )
      )
        name = name.split(/,(?!\d{3}\b)/)[0]?.trim() ?? name;
      if (name.length < 3 || /^(?:v\.|vs\.?)$/i.test(name) || (!court && COURT_NAME.test(name))) continue;
      // The name may wrap across lines in the caption ("AMERICAN FEDERATION OF GOVERNMENT\nEMPLOYEES").
      // …with a column's marks, or the rest of the line's second column, between its words.
      const at = new RegExp(name.split(" ").map(escapeRe).join("(?:[ \\t]{3,}[^\\n]*\\n[\\s§):|]*|[\\s§):|]+)")).exec(
        text.slice(from),
      );
      const start = at ? from + at.index : -1;
      const length = at ? at[0].length : name.length;
      if (start < 0 || start >= to) continue;
      out.push({
        name: titleCase(name),
        role,
        entityType: ORG_WORDS.test(name) || described ? "ORGANIZATION" : "PERSON",
        start,
        end: start + length,
      });
    }
  }
  return out;
}

// Where a name is counsel, a witness, a notary or a signing officer rather than a party. A "POWER OF ATTORNEY" title
// above the principal's name is no counsel's, nor is a possessive ("my attorney's fiduciary affiliate, X").
const COUNSEL_BEFORE =
  /(?:\/s\/|\bBy:|(?<!\bof\s)\battorneys?(?!['’]s)\b,?|\bcounsel(?!['’]s)\b,?|\bWitness(?:es)?:|\bWitnessed\s+by|\bTestemunhas?:|\badvogad[oa]s?|\bprocurador[a]?|\bTabeli[ãa]o|\bby\s+its\s+[a-z ]+,)\s*[^\n]{0,40}$/i;
const COUNSEL_AFTER =
  /^[^\n]{0,12}(?:[-–,]?\s*OAB\b|,\s*Esq\.|\s*\(ARDC|,\s*(?:WSBA|Texas\s+Bar))|^,\s*(?:Tabeli|Escrevente|Oficial\s+d)|^\s*\n\s*(?:Attorneys?\s+for|Counsel\s+for)/i;

// "Juízo da 1ª Vara Criminal", the court whose act a writ attacks, is a party; a judge ("Juíza …") is not.
const notCounsel = (p: Party) => !/^(?:advogad|procurador|relator|ministr|ju[íi]z(?!o\b)|desembargador)/i.test(p.name);

function isCounselOrWitness(text: string, name: string): boolean {
  const key = foldKey(name);
  const folded = text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase();
  let counsel = false;
  let any = false;
  for (let i = folded.indexOf(key); i >= 0; i = folded.indexOf(key, i + key.length)) {
    any = true;
    const before = text.slice(Math.max(0, i - 60), i);
    const after = text.slice(i + key.length, i + key.length + 40);
    if (COUNSEL_BEFORE.test(before) || COUNSEL_AFTER.test(after)) counsel = true;
    else return false;
  }
  return any && counsel;
}

const PROCEDURAL = new Set<PartyRole>(["plaintiff", "defendant", "petitioner", "respondent", "appellant", "appellee"]);
// The side of a Brazilian procedural role: the one who asks (autor, reclamante, impetrante…) or the one asked against.
const ASKING = new Set<PartyRole>([
  "autor",
  "requerente",
  "exequente",
  "reclamante",
  "apelante",
  "agravante",
  "impetrante",
  "recorrente",
  "embargante",
  "paciente",
  "alimentando",
  "notificante",
]);
const ANSWERING = new Set<PartyRole>([
  "réu",
  "requerido",
  "executado",
  "reclamada",
  "apelado",
  "agravado",
  "impetrado",
  "recorrido",
  "embargado",
  "alimentante",
  "notificado",
]);
const sideOf = (role: PartyRole): "asking" | "answering" | null =>
  ASKING.has(role) ? "asking" : ANSWERING.has(role) ? "answering" : null;

const orElse = <T>(xs: T[], other: () => T[]): T[] => (xs.length ? xs : other());

export function resolveParties(
  text: string,
  found: Party[],
  language: Language,
  entities: Entity[],
  documentType?: DocumentType,
): Party[] {
  // A US caption, or the label lines and qualification of a Brazilian petition or decision.
  const caption =
    language === "en"
      ? orElse(captionParties(text), () => titleLineParties(text))
      : [
          ...labelParties(text),
          ...qualificationParties(text),
          ...(documentType === "judicial_decision" ? joinedDefendants(text) : []),
          ...(documentType === "other" ? noticeParties(text) : []),
          ...(documentType === "contract" ? definedRoleParties(text) : []),
          // A transfer of quotas or a shareholders' agreement read as a corporate act still defines its sides.
          ...(documentType === "corporate" ? definedRoleParties(text).filter((p) => p.role !== "party") : []),
          ...(documentType === "will"
            ? []
            : [...instrumentLabelParties(text), ...asRoleParties(text), ...appointedParties(text)]),
          // A shareholders' agreement or a transfer of quotas is a contract between members: its members are its sides.
          ...(documentType === "corporate" || (documentType === "contract" && isSocietalInstrument(text))
            ? [...memberParties(text), ...shareholderParties(text), ...memberListParties(text)]
            : []),
        ].filter(notCounsel);
  // A label line ending "e outro" says its side has more parties than it names: the text's cues may add them.
  const openSides = new Set(openLabelSides(text).map(sideOf));
  const statedSides = new Set(caption.map((p) => sideOf(p.role)).filter((side) => !openSides.has(side)));
  const statedRoles = new Set(caption.map((p) => p.role));
  if (documentType === "will") found = [...willParties(text, entities, language), ...found];
  const out: Party[] = [];
  const seen = new Set<string>();
  const add = (p: Party) => {
    const key = `${foldKey(p.name)}|${p.role}`;
    if (seen.has(key)) return;
    // The same name with the generic role adds nothing when a specific role is known.
    if (p.role === "party" && out.some((q) => foldKey(q.name) === foldKey(p.name))) return;
    seen.add(key);
    out.push(p);
  };
  for (const p of caption) add(p);

  const captionNames = new Set(caption.map((p) => foldKey(p.name)));
  for (const p of found) {
    const key = foldKey(p.name);
    // The caption is authoritative for the procedural roles (and already listed its parties).
    if (caption.length > 0 && PROCEDURAL.has(p.role)) continue;
    // A side the document states names all its parties; a cue's guess (often the representative) adds nothing.
    const side = sideOf(p.role);
    if (side && statedSides.has(side) && !captionNames.has(key)) continue;
    // One party on one side once: "EXECUTADA" from the qualification, not "réu" again from a cue; and a cue never
    // puts on the other side a party the document's own labels or qualification placed.
    if (side && out.some((q) => foldKey(q.name) === key && sideOf(q.role) !== null)) continue;
    // A contract that defines who is CONTRATANTE names it; the representative next to the definition is not.
    if (statedRoles.has(p.role) && p.role !== "party" && !captionNames.has(key)) continue;
    if (/\bPlan\b/.test(p.name) && !captionNames.has(key)) continue;
    if (isCounselOrWitness(text, p.name)) continue;
    add(p);
  }
  // A caption side or case title closed by "et al." leaves the rest of its parties to the body's list of them.
  if (language === "en") for (const p of openSideParties(text, entities)) add(p);
  return withTaxIds(out, entities, text).slice(0, 12);
}

// A party's CPF/CNPJ is the first valid one in its qualification: after its name, before the next party's name.
// Two names with the same number are one party ("BANCO HORIZONTE S.A." and "Banco Horizonte"). The number also
// tells what the party is: a CNPJ is a legal entity's; a CPF is a person's unless it is a representative's, given
// after "representada por …".
function withTaxIds(parties: Party[], entities: Entity[], text: string): Party[] {
  const ids = entities.filter((e) => e.type === "CPF" || e.type === "CNPJ").sort((a, b) => a.start - b.start);
  const starts = parties.map((p) => p.start).sort((a, b) => a - b);
  const out: Party[] = [];
  const byId = new Map<string, Party>();
  for (const p of parties) {
    const next = starts.find((s) => s > p.start) ?? Number.POSITIVE_INFINITY;
    // The number in another paragraph belongs to someone the document qualifies there ("Terceiro – Deixo à
    // INSTITUIÇÃO …, CNPJ …" is not the legatee named in "Segundo").
    const id = ids.find(
      (e) =>
        e.start >= p.end && e.start - p.end <= 300 && e.start < next && !/\n\s*\n/.test(text.slice(p.end, e.start)),
    );
    const taxId = typeof id?.normalized === "string" ? id.normalized : id?.value.replace(/\D/g, "");
    const same = taxId ? byId.get(`${taxId}|${p.role}`) : undefined;
    if (same) continue;
    // Only a number in the name's own qualification (the same line, within a few clauses) tells what it names.
    const between = id ? text.slice(p.end, id.start) : "";
    const own = id && between.length <= 160 && !/\n|;|\brepresentad|\bs[óo]ci[oa]\b|\bprocurador/i.test(between);
    const entityType = own && id.type === "CNPJ" ? "ORGANIZATION" : own && id.type === "CPF" ? "PERSON" : p.entityType;
    const withId = taxId ? { ...p, taxId, entityType } : p;
    if (taxId) byId.set(`${taxId}|${p.role}`, withId);
    out.push(withId);
  }
  return out;
}
