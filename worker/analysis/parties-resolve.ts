import { foldKey } from "./entities/refine.ts";
import { labelParties, qualificationParties } from "./parties-pt.ts";
import { splitSentences } from "./text.ts";
import type { DocumentType, Entity, Language, Party, PartyRole } from "./types.ts";

// Parties resolved within the document (docs/decisions/025-held-out-evaluation.md): the caption of a US pleading
// or decision names them with their roles ("MARIA LOPEZ, Plaintiff, v. CITY OF SPRINGFIELD, Defendant"); counsel,
// witnesses and signatories are not parties; a benefit plan named in passing is not a party; one party is listed
// once per role whatever its casing or accents.

const ROLE_LABEL =
  /^[ \t]*((?:Plaintiffs?|Defendants?|Petitioners?|Respondents?|Appellants?|Appellees?)(?:[-–](?:Appellants?|Appellees?|Petitioners?|Respondents?))?)[.,]?[ \t]*$/im;
const VERSUS = /^[ \t]*(?:v\.|vs\.?|versus|-?against-?)[ \t]*(?:\S.*)?$/im;
const ORG_WORDS =
  /\b(?:Inc\.?|LLC|L\.L\.C\.|Corp\.?|Corporation|Company|Co\.|Ltd\.?|L\.P\.|LP|LLP|PLLC|City|County|State|Association|Alliance|Service|Department|Authority|Cooperative|Bank|Trust|Board|Commission|Agency|Properties|Holdings|Partners|Group|Foundation|University|District|Center|Centre|Fund|Plan|Coalition|Union|Society|Council|Committee|Institute|System|Railway|Hospital|Church|Network|Project|Federation|Cooperative)\b/i;

function roleOf(label: string): PartyRole {
  const l = label.toLowerCase();
  if (/appellant$/.test(l.replace(/s$/, ""))) return "appellant";
  if (/appellee$/.test(l.replace(/s$/, ""))) return "appellee";
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
    : s;

const CAPTION_HEADING =
  /\b(?:COURT|Court|DISTRICT|District|CIRCUIT|Circuit|DIVISION|Division)\b|^\s*(?:Case|Civil Action|No\.)|^\s*AT [A-Z ]+$/;

/** The parties of a US caption: the block above "v." is the first side, the block below it the second. */
export function captionParties(text: string): Party[] {
  const head = text.slice(0, 2500);
  const vs = VERSUS.exec(head);
  if (!vs) return [];
  const out: Party[] = [];
  const before = head.slice(0, vs.index);
  const afterStart = vs.index + vs[0].length;
  const firstLabel = ROLE_LABEL.exec(before);
  const after = head.slice(afterStart);
  const secondLabel = ROLE_LABEL.exec(after);
  if (!firstLabel || !secondLabel) return [];
  // The first side's block runs from the last blank line (or court heading) before its label.
  // Without blank lines (a DOCX or a PDF keeps none) it starts after the court's heading lines instead.
  let blockStart = Math.max(before.lastIndexOf("\n\n", firstLabel.index - 1), 0);
  let headingEnd = 0;
  for (const line of before.slice(blockStart, firstLabel.index).matchAll(/^.*$/gm)) {
    if (CAPTION_HEADING.test(line[0])) headingEnd = (line.index ?? 0) + line[0].length;
  }
  blockStart += headingEnd;
  out.push(...namesIn(text, blockStart, firstLabel.index, roleOf(firstLabel[1] ?? "")));
  out.push(...namesIn(text, afterStart, afterStart + secondLabel.index, roleOf(secondLabel[1] ?? "")));
  return out;
}

function namesIn(text: string, from: number, to: number, role: PartyRole): Party[] {
  const out: Party[] = [];
  // A docket line inside a side's block (a caption table's right cell, read by OCR between the left cell's lines)
  // is no name and separates the names around it.
  const block = text.slice(from, to).replace(/^[ \t]*(?:Case|Civil Action|No\.|Index)\b.*$/gim, "");
  // "CITY OF SPRINGFIELD, ILLINOIS, and\nOFFICER DAVID REYNOLDS, in his individual capacity," → two names.
  for (const m of block.matchAll(/[^\n;]+(?:\n(?![ \t]*\n)[^\n;]+)*/g)) {
    const chunk = m[0];
    for (const piece of chunk.split(/,?\s+and\s+(?=[A-Z])|;\s*/)) {
      let name = piece
        .replace(/\s+/g, " ")
        .replace(/^(?:No\.|Case|Civil|Index)\b.*$/i, "")
        .replace(/,\s*(?:an?\s+|in\s+(?:his|her|its|their)\s+|individually|et\s+al\.?|as\s+).*$/i, "")
        .replace(/,\s*(?:[A-Z]{2,}(?:\s+[A-Z]{2,})?)\s*,?$/, "")
        .replace(/\s+et\s+al\.?,?$/i, "")
        .replace(/^(?:OFFICER|SERGEANT|WARDEN|Officer|Sergeant|Warden)\s+/, "")
        .replace(/[,.;:\s]+$/, "")
        .trim();
      if (/^(?:DOES|Does)\b/.test(name)) continue;
      if (/,/.test(name) && !/,\s*(?:Inc|LLC|L\.P\.|Ltd)/.test(name)) name = name.split(",")[0]?.trim() ?? name;
      if (
        name.length < 3 ||
        /^(?:v\.|vs\.?)$/i.test(name) ||
        /\b(?:COURT|DISTRICT|Court|District|CIRCUIT|Circuit)\b/.test(name)
      )
        continue;
      // A name wrapped over two lines (a caption typeset as a narrow table cell) is found across the break.
      const found = new RegExp(name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/ /g, "\\s+"), "g");
      found.lastIndex = from;
      const at = found.exec(text);
      if (!at || at.index >= to) continue;
      out.push({
        name: titleCase(name),
        role,
        entityType: ORG_WORDS.test(name) ? "ORGANIZATION" : "PERSON",
        start: at.index,
        end: at.index + at[0].length,
      });
    }
  }
  return out;
}

// Where a name is counsel, a witness, a notary or a signing officer rather than a party.
const COUNSEL_BEFORE =
  /(?:\/s\/|\bBy:|\battorneys?,?|\bcounsel,?|\bWitness(?:es)?:|\bWitnessed\s+by|\bTestemunhas?:|\badvogad[oa]s?|\bprocurador[a]?|\bTabeli[ãa]o|\bby\s+its\s+[a-z ]+,)\s*[^\n]{0,40}$/i;
const COUNSEL_AFTER =
  /^[^\n]{0,12}(?:[-–,]?\s*OAB\b|,\s*Esq\.|\s*\(ARDC|,\s*(?:WSBA|Texas\s+Bar))|^\s*\n\s*(?:Attorneys?\s+for|Counsel\s+for)/i;

const notCounsel = (p: Party) => !/^(?:advogad|procurador|relator|ministr|ju[íi]z|desembargador)/i.test(p.name);

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
]);
const ANSWERING = new Set<PartyRole>([
  "réu",
  "requerido",
  "executado",
  "reclamada",
  "apelado",
  "agravado",
  "impetrado",
]);
const sideOf = (role: PartyRole): "asking" | "answering" | null =>
  ASKING.has(role) ? "asking" : ANSWERING.has(role) ? "answering" : null;

// A will's roles, sentence by sentence: who makes it, who inherits the estate or its residue, who receives a
// bequest, who executes it. Witnesses' and the notary's sentences name no party.
const WILL_ROLES: [RegExp, PartyRole, PartyRole][] = [
  [/\btestador[a]?\b|\bI,\s/i, "testator", "testador"],
  [/\bherdeir|\bheirs?\b|\bresidue\b|\bremainder\s+of\s+my\s+estate|\brest\s+and\s+residue/i, "heir", "herdeiro"],
  [/\blegat[áa]ri|\blegado\b|\bI\s+give\b|\bbequeath/i, "legatee", "legatário"],
  [/\btestamenteir|\bexecutor\b|\bpersonal\s+representative/i, "executor", "testamenteiro"],
];
const NOT_A_PARTY_SENTENCE = /\btestemunha|\bwitness|\btabeli[ãa]o|\blavrei\b/i;

export function willParties(text: string, entities: Entity[], language: Language): Party[] {
  const out: Party[] = [];
  // Names are looked up in each sentence by value: the entity list keeps one mention of each name.
  const names = [...new Set(entities.filter((e) => e.type === "PERSON").map((e) => e.value))];
  const fold = (a: number, b: number) => foldKey(text.slice(a, b));
  for (const s of splitSentences(text)) {
    const sentence = text.slice(s.start, s.end);
    if (NOT_A_PARTY_SENTENCE.test(sentence)) continue;
    const lower = fold(s.start, s.end);
    const inside = names
      .map((value) => ({ value, at: lower.indexOf(foldKey(value)) }))
      .filter((n) => n.at >= 0)
      .sort((a, b) => a.at - b.at);
    if (!inside.length) continue;
    for (const [cue, en, pt] of WILL_ROLES) {
      if (!cue.test(sentence)) continue;
      const role = language === "pt" ? pt : en;
      // The testator is the first name of the sentence that declares the will; the other roles take every name.
      const targets = role === "testator" || role === "testador" ? inside.slice(0, 1) : inside;
      for (const n of targets)
        out.push({
          name: n.value,
          role,
          entityType: "PERSON",
          start: s.start + n.at,
          end: s.start + n.at + n.value.length,
        });
      if (role === "heir" || role === "herdeiro") break;
    }
  }
  const testators = new Set(
    out.filter((p) => p.role === "testator" || p.role === "testador").map((p) => foldKey(p.name)),
  );
  return out.filter((p) => p.role === "testator" || p.role === "testador" || !testators.has(foldKey(p.name)));
}

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
      ? captionParties(text)
      : [...labelParties(text), ...qualificationParties(text)].filter(notCounsel);
  const statedSides = new Set(caption.map((p) => sideOf(p.role)));
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
    if (/\bPlan\b/.test(p.name) && !captionNames.has(key)) continue;
    if (isCounselOrWitness(text, p.name)) continue;
    add(p);
  }
  return withTaxIds(out, entities).slice(0, 12);
}

// A party's CPF/CNPJ is the first valid one in its qualification: after its name, before the next party's name.
// Two names with the same number are one party ("BANCO HORIZONTE S.A." and "Banco Horizonte").
function withTaxIds(parties: Party[], entities: Entity[]): Party[] {
  const ids = entities.filter((e) => e.type === "CPF" || e.type === "CNPJ").sort((a, b) => a.start - b.start);
  const starts = parties.map((p) => p.start).sort((a, b) => a - b);
  const out: Party[] = [];
  const byId = new Map<string, Party>();
  for (const p of parties) {
    const next = starts.find((s) => s > p.start) ?? Number.POSITIVE_INFINITY;
    const id = ids.find((e) => e.start >= p.end && e.start - p.end <= 300 && e.start < next);
    const taxId = typeof id?.normalized === "string" ? id.normalized : id?.value.replace(/\D/g, "");
    const same = taxId ? byId.get(`${taxId}|${p.role}`) : undefined;
    if (same) continue;
    const withId = taxId ? { ...p, taxId } : p;
    if (taxId) byId.set(`${taxId}|${p.role}`, withId);
    out.push(withId);
  }
  return out;
}
