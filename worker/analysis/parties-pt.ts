import { LIST_BREAK } from "./entities/organizations.ts";
import { isFirmShaped, isPersonShaped, RANK_LEAD, ROLE_ONLY } from "./entities/persons-given.ts";
import { foldKey } from "./entities/refine.ts";
import { firmName, instrumentRole } from "./parties-pt-instruments.ts";
import type { Entity, Party, PartyRole } from "./types.ts";

// Parties of a Brazilian petition or decision read from where the document names them
// (docs/decisions/025-held-out-evaluation.md): header lines ("RECLAMANTE: JOÃO DA SILVA", "Réu: Banco X S.A.") and
// the qualification of a petition ("FULANO e BELTRANA, brasileiros, casados, … vêm propor AÇÃO … em face de
// EMPRESA X LTDA., pessoa jurídica …, e de SICRANO, brasileiro, …"). The names come from the text itself, so a
// party is found even when no entity covers it, and a representative ("neste ato representada por seu sócio
// GILBERTO …") or counsel is never taken for one.

// Each label in full and in the abbreviations of the higher courts' headings ("AGTE.(S)", "APDO.", "PACTE.(S)",
// "COATOR(A/S)(ES)", "INTERES."); a label is read without its dot and its "(S)", "(A/S)(ES)" suffixes.
const LABELS: [RegExp, PartyRole][] = [
  [/^autor(?:a|es|as)?$/, "autor"],
  [/^r[ée](?:u|us|s)?$/, "réu"],
  // A criminal case's defendant: "Acusado: ROBSON …", "Denunciado: …".
  [/^(?:acusad[oa]s?|denunciad[oa]s?)$/, "réu"],
  [/^(?:requerentes?|reqtes?)$/, "requerente"],
  [/^(?:requerid[oa]s?|reqd[oa]s?)$/, "requerido"],
  [/^(?:exequentes?|exeqtes?|exqtes?)$/, "exequente"],
  [/^(?:executad[oa]s?|exect[oa]s?|exectd[oa]s?|excd[oa]s?)$/, "executado"],
  [/^(?:reclamantes?|reclte)$/, "reclamante"],
  [/^(?:reclamad[oa]s?|recld[oa]s?)$/, "reclamada"],
  [/^(?:apelantes?|aptes?)$/, "apelante"],
  [/^(?:apelad[oa]s?|apd[oa]s?)$/, "apelado"],
  [/^(?:recorrentes?|rectes?|rcte)$/, "recorrente"],
  [/^(?:recorrid[oa]s?|recd[oa]s?|rcd[oa])$/, "recorrido"],
  [/^(?:agravantes?|agtes?)$/, "agravante"],
  [/^(?:agravad[oa]s?|agd[oa]s?)$/, "agravado"],
  [/^(?:impetrantes?|imptes?)$/, "impetrante"],
  [/^(?:impetrad[oa]s?|impd[oa]s?|autoridades? coatoras?|coator(?:a|es|as)?)$/, "impetrado"],
  [/^(?:pacientes?|pactes?)$/, "paciente"],
  [/^(?:embargantes?|embtes?)$/, "embargante"],
  [/^(?:embargad[oa]s?|embd[oa]s?)$/, "embargado"],
  // Who else the court hears: the Ministério Público as "INTERES.", an assistente or a third party.
  [/^(?:interes|interessad[oa]s?|intdo|intda)$/, "interveniente"],
  [/^inventariantes?$/, "inventariante"],
  [/^herdeir[oa]s?$/, "herdeiro"],
  [/^notificantes?$/, "notificante"],
  [/^notificad[oa]s?$/, "notificado"],
  [/^alimentantes?$/, "alimentante"],
  [/^alimentand[oa]s?$/, "alimentando"],
  // PJe's headers ("POLO ATIVO:", "POLO PASSIVO:").
  [/^polo ativo$/, "autor"],
  [/^polo passivo$/, "réu"],
];
const ABBREVIATION = String.raw`(?:agtes?|agd[oa]s?|aptes?|apd[oa]s?|rectes?|rcte|recd[oa]s?|rcd[oa]|imptes?|impd[oa]s?|pactes?|embtes?|embd[oa]s?|reqtes?|reqd[oa]s?|exeqtes?|exqtes?|exect[oa]s?|exectd[oa]s?|excd[oa]s?|reclte|recld[oa]s?|interes|intd[oa])\.`;
const LABEL_WORDS = String.raw`${ABBREVIATION}|polo ativo|polo passivo|embargantes?|embargad[oa]s?|(?:promitentes?[ \t]+)?(?:vendedor(?:a|es|as)?|comprador(?:a|es|as)?)|promiss[áa]ri[oa]s?[ \t]+comprador(?:a|es|as)?|cedentes?|cession[áa]ri[oa]s?|outorgantes?|outorgad[oa]s?|fiador(?:a|es|as)?|autor(?:a|es|as)?|r[ée](?:u|us|s)?|acusad[oa]s?|denunciad[oa]s?|requerentes?|requerid[oa]s?|exequentes?|executad[oa]s?|reclamantes?|reclamad[oa]s?|apelantes?|apelad[oa]s?|recorrentes?|recorrid[oa]s?|agravantes?|agravad[oa]s?|impetrantes?|impetrad[oa]s?|autoridades? coatoras?|coator(?:a|es|as)?|pacientes?|interessad[oa]s?|inventariantes?|herdeir[oa]s?|notificantes?|notificad[oa]s?|alimentantes?|alimentand[oa]s?`;
const LABEL_LINE = new RegExp(
  String.raw`^[ \t]*(${LABEL_WORDS})[ \t]*(?:\([^)\n]*\))*[ \t]*[:–-][ \t]*(\S[^\n]*)$`,
  "gim",
);
// A line that is only a label (a signature block's "VENDEDOR        COMPRADOR").
const LABEL_ONLY = new RegExp(`^(?:${LABEL_WORDS})$`, "i");
// A table's row names the party first and its side in the next column: "ROSÂNGELA MARIA TOMAZI<tab>APELANTE".
const LABEL_AFTER = new RegExp(String.raw`^[ \t]*(\p{Lu}[^\t\n]*?)(?:\t+| {3,})(${LABEL_WORDS})[ \t]*$`, "gimu");

// What can follow a party's name in a qualification: nationality, civil status, legal nature, a document.
const QUALIFIER =
  /^,?\s*(?:nos\s+autos|credor|inventariante|herdeir[oa]|autoridade|por\s+(?:interm[ée]dio|meio)\s+d|brasileir|estrangeir|portugu[êe]s|nacionalidade|solteir|casad|divorciad|vi[úu]v|separad|maior|menor|pessoa\s+jur[íi]dica|sociedade|empresa|associa[çc][ãa]o|autarquia|institui[çc][ãa]o|[óo]rg[ãa]o|entidade|inscrit|portador|CNPJ|CPF|RG\b|com\s+sede|residente|domiciliad|representad|neste\s+ato|por\s+seus?\s+(?:advogad|procurador)|j[áa]\s+qualificad|qualificad)/i;

// A name: words in capitals or capitalised, joined by the particles of Portuguese names and company names.
const WORD = String.raw`(?:[A-ZÀ-Ý0-9][\p{L}0-9'’.&/-]*|&)`;
// "EM" only in capitals: an authority is named by its seat ("DELEGADO DA RECEITA FEDERAL DO BRASIL EM CAMPINAS").
const PARTICLE = "(?:de|da|do|das|dos|e|DE|DA|DO|DAS|DOS|E|EM)";
const NAME = new RegExp(String.raw`${WORD}(?:\s+(?:${PARTICLE}\s+)*${WORD})*`, "u");
const NAME_AT = new RegExp(`^${NAME.source}`, "u");

const ORG =
  /\b(?:LTDA|Ltda|S\.?\/?A\.?|EIRELI|Eireli|ME|EPP|SPE|MEI|Cooperativa|COOPERATIVA|Associa[çc][ãa]o|ASSOCIA[ÇC][ÃA]O|Banco|BANCO|Condom[íi]nio|CONDOM[ÍI]NIO|Munic[íi]pio|MUNIC[ÍI]PIO|Estado|ESTADO|Uni[ãa]o|UNI[ÃA]O|Instituto|INSTITUTO|Funda[çc][ãa]o|FUNDA[ÇC][ÃA]O|Sindicato|SINDICATO|Companhia|COMPANHIA|Cia|CIA|Delegad[oa]|DELEGAD[OA]|Secret[áa]ri[oa]|SECRET[ÁA]RI[OA]|Superintendente|SUPERINTENDENTE|Diretor|DIRETOR|Prefeit[oa]|PREFEIT[OA]|Comandante|COMANDANTE)\b/;

const CONNECTORS = new Set(["de", "da", "do", "das", "dos", "e", "em"]);
const UPPER_FORMS = new Set(["LTDA.", "LTDA", "S.A.", "S/A", "EIRELI", "ME", "EPP", "SPE", "MEI", "CIA.", "CNPJ"]);

/** "BANCO MERIDIONAL DE INVESTIMENTOS S.A." → "Banco Meridional de Investimentos S.A."; mixed case is kept. */
export function nameCase(name: string): string {
  if (name !== name.toUpperCase()) return name;
  return name
    .split(/\s+/)
    .map((w, i) => {
      if (UPPER_FORMS.has(w)) return w === "LTDA." || w === "LTDA" ? "Ltda." : w;
      const lower = w.toLocaleLowerCase("pt-BR");
      if (i > 0 && CONNECTORS.has(lower)) return lower;
      return lower.replace(/(^|[-'’])(\p{L})/gu, (_, a, b) => a + b.toLocaleUpperCase("pt-BR"));
    })
    .join(" ");
}

function party(text: string, raw: string, at: number, role: PartyRole, orgHint = false): Party | null {
  // "Bel. Arthur …", "Dra. Renata …": the title is not part of the name.
  const name = raw
    .replace(/[\s,;:–-]+$/, "")
    .trim()
    .replace(/^(?:Bel|Bela|Dr|Dra|Sr|Sra)\.\s+(?=\p{Lu})/u, "");
  if (name.length < 4 || !/\p{Lu}/u.test(name)) return null;
  const start = text.indexOf(name, at);
  if (start < 0) return null;
  return {
    name: nameCase(name),
    role,
    entityType: orgHint || ORG.test(name) ? "ORGANIZATION" : "PERSON",
    start,
    end: start + name.length,
  };
}

/** "HERDEIROS: PAULO ROBERTO MASSARO e CLÁUDIA MASSARO PINHEIRO" names two persons; "SILVA E FILHOS LTDA." one. */
function namesOf(values: string[]): string[] {
  return values.flatMap((v) => {
    // PJe lists a side's persons with commas: "REU: RAFAEL DUARTE LINS, GERALDO SOUSA LINS".
    const pieces = v.split(/\s+[eE]\s+(?=\p{Lu})|,\s+(?=\p{Lu}{2})/u);
    const persons = pieces.length > 1 && !ORG.test(v) && pieces.every((p) => p.trim().split(/\s+/).length >= 2);
    return persons ? pieces : [v];
  });
}

/** "RECORRENTE: BANCO X S.A." and "Autor: Jorge Luís Andrade" lines. */
export function labelParties(text: string): Party[] {
  const head = text.slice(0, 4000);
  const out: Party[] = [];
  // The poles of an appeal are its appellant and appellee.
  const appeal = /\bAGRAVO\b/i.test(head.slice(0, 1200))
    ? (["agravante", "agravado"] as const)
    : /\bAPELA[ÇC][ÃA]O\b|\bRECURSO\s+(?:ORDIN[ÁA]RIO|INOMINADO|ESPECIAL|EXTRAORDIN[ÁA]RIO)\b/i.test(
          head.slice(0, 1200),
        )
      ? (["apelante", "apelado"] as const)
      : // PJe's poles of a writ are its impetrante and the authority it names ("CLASSE: MANDADO DE SEGURANÇA CÍVEL").
        /\bMANDADO\s+DE\s+SEGURAN[ÇC]A\b/i.test(head.slice(0, 1200))
        ? (["impetrante", "impetrado"] as const)
        : null;
  const lines = [
    ...[...head.matchAll(LABEL_LINE)].map((m) => ({ at: m.index, label: m[1] ?? "", value: m[2] ?? "" })),
    // A signature block's row of labels ("VENDEDOR        COMPRADOR") names no one.
    ...[...head.matchAll(LABEL_AFTER)]
      .filter((m) => !LABEL_ONLY.test((m[1] ?? "").trim()))
      .map((m) => ({ at: m.index, label: m[2] ?? "", value: m[1] ?? "" })),
  ].sort((a, b) => a.at - b.at);
  for (const m of lines) {
    const label = m.label.toLowerCase().replace(/\s+/g, " ").replace(/\.$/, "");
    const pole = label === "polo ativo" ? 0 : label === "polo passivo" ? 1 : null;
    // A contract's label lines (VENDEDORA, CEDENTE, OUTORGADO, FIADOR) give the instrument's own roles.
    const role =
      appeal && pole !== null ? appeal[pole] : (LABELS.find(([re]) => re.test(label))?.[1] ?? instrumentRole(label));
    // The value stops where an identifier, counsel or a second column begins.
    const value =
      m.value.split(
        /\s+[-–]\s+|\s{3,}|,\s*(?:CPF|CNPJ|OAB|inscrit|brasileir|estrangeir|portador|RG\b|CTPS|residente|domiciliad|representad|pessoa|sociedade|empresa|associa[çc][ãa]o|funda[çc][ãa]o|autarquia|neste\s+ato)|\s+\(/i,
      )[0] ?? "";
    if (!role || /^(?:o|a|os|as)\s+mesm[oa]s?\b|^(?:n[ãa]o\s+consta|sem\s+advogado)/i.test(value)) continue;
    // "RÉU: BANCO X S.A., COOPERATIVA Y LTDA.": one party per organisation.
    for (const piece of value
      .split(/\s+e\s+(?:outr[oa]s?|terceiros(?:\s+interessados)?)\b(?:\([^)\n]*\))?|;\s*/i)
      .flatMap((v) => namesOf(v.split(LIST_BREAK)))) {
      const p = party(text, piece, m.at, role);
      if (p) out.push(p);
    }
  }
  // An "Interessada:" is a party only beside the sides of a case; a legal opinion's addressee is none.
  return out.some((p) => p.role !== "interveniente") ? out : [];
}

/** The roles of label lines that end "e outro(s)": their side has parties the line does not name. */
export function openLabelSides(text: string): PartyRole[] {
  const out: PartyRole[] = [];
  for (const m of text.slice(0, 4000).matchAll(LABEL_LINE)) {
    if (!/\be\s+outr[oa]s?\b/i.test(m[2] ?? "")) continue;
    const label = (m[1] ?? "").toLowerCase().replace(/\s+/g, " ").replace(/\.$/, "");
    const role = LABELS.find(([re]) => re.test(label))?.[1];
    if (role) out.push(role);
  }
  return out;
}

const ACTION_ROLES: [RegExp, PartyRole, PartyRole][] = [
  [/\breclama[çc][ãa]o\s+trabalhista\b/i, "reclamante", "reclamada"],
  [/\bmandado\s+de\s+seguran[çc]a\b/i, "impetrante", "impetrado"],
  [/\bexecu[çc][ãa]o\b|\bcumprimento\s+de\s+senten[çc]a\b/i, "exequente", "executado"],
];
// The sentence may cite its basis on the way ("com fundamento no art. 5º, LXIX, … e na Lei nº 12.016/2009"): a dot
// inside a number or after "art" / "nº" does not end it.
const PROPOSES =
  /\b(?:vem|v[êe]m)\b(?:[^.]|\.(?=\d)|\.(?<=\b(?:arts?|fls?|p|ltda|[a-z])\.)){0,300}?\b(?:propor|ajuizar|promover|impetrar|oferecer|apresentar|ingressar\s+com|interpor|opor|requerer\s+(?:o\s+|a\s+)?(?:cumprimento|execu[çc][ãa]o))\b/i;
// A writ is against an act of an authority: "contra ato do ILMO. SR. DELEGADO DA RECEITA FEDERAL …".
const AGAINST =
  /\b(?:em\s+face\s+d[eoa]s?|contra(?:\s+(?:o\s+)?ato(?:s)?\s+(?:(?:coator|ilegal|abusivo)\s+)?(?:praticado\s+pel[oa]|d[oa]))?)\s+(?:(?:ilm[oa]|exm[oa]|il[us]+tr[íi]ssim[oa]|excelent[íi]ssim[oa]|senhor[a]?|sr[a]?|dr[a]?)\.?\s+)*/gi;
// A further defendant: "…, e de seu fiador SEBASTIÃO DA ROCHA LIMA, brasileiro".
// A list of defendants separated by semicolons: "…, na pessoa de seu administrador …; de OSVALDO …, brasileiro".
const NEXT =
  /(?:,?\s+(?:e|bem\s+como)|;\s*(?:e\s+)?)\s*(?:de|d[oa]|em\s+face\s+d[eoa])\s+(?:(?:seu|sua)\s+\p{Ll}+(?:-\p{Ll}+)?\s+)?(?=\p{Lu}{2})/u;

/** Names opening a qualification: "A e B, brasileiros, …" → [A, B] when what follows the names qualifies them. */
function qualifiedNames(text: string, at: number, role: PartyRole): Party[] {
  const rest = text.slice(at, at + 400);
  const first = NAME_AT.exec(rest);
  if (!first) return [];
  // "COOPERATIVA DE CRÉDITO … PARANAENSE – CREDINORTE, instituição financeira": the short name after a dash.
  const acronym = /^\s+[-–]\s+\p{Lu}[\p{Lu}\d&-]{1,15}(?=,)/u.exec(rest.slice(first[0].length))?.[0] ?? "";
  const after = rest.slice(first[0].length + acronym.length);
  if (!QUALIFIER.test(after)) return [];
  const pieces = first[0].split(/\s+e\s+(?=\p{Lu}{2})/u);
  // "DISTRIBUIDORA DE ALIMENTOS … LTDA., pessoa jurídica" is one name; "JOÃO e MARIA" two only when both look whole.
  const names = pieces.length > 1 && pieces.every((p) => p.split(/\s+/).length >= 2) ? pieces : [first[0]];
  const legal =
    /^,?\s*(?:pessoa\s+jur[íi]dica|sociedade|empresa|associa|autarquia|institui|[óo]rg[ãa]o|entidade)/i.test(after);
  return names.map((n) => party(text, n, at, role, legal)).filter((p): p is Party => p !== null);
}

const INSOLVENCY =
  /\b(?:[Rr]ecupera[çc][ãa]o\s+(?:[Jj]udicial|[Ee]xtrajudicial)|RECUPERA[ÇC][ÃA]O\s+(?:JUDICIAL|EXTRAJUDICIAL)|[Ff]al[êe]ncia|FAL[ÊE]NCIA)\s+(?:d[eoa]|D[EOA])\s+(?=\p{Lu}{2})/u;

// A joint plaintiff qualified after the first one: "…, inscrito no CPF …, e sua esposa SOLANGE …, brasileira, …".
// An estate's petition: "MARIA …, inventariante, e os herdeiros CARLOS …, inscrito …, e ANA …, inscrita …, vêm".
const JOINT = /,\s+e\s+(?:(?:seu|sua)\s+\p{Ll}+\s+|(?:os|as)\s+herdeir[oa]s\s+)?(?=\p{Lu}{2})/gu;
// The role a party's apposition gives it in an estate's petition.
const APPOSED_ROLE = /^,\s*(inventariante|herdeir[oa])\b/i;

const REPRESENTS = /\brepresentad|\bs[óo]ci[oa]\b|\bprocurador|\badministrador|\bdiretor|\bgenitor|\bassistid/i;

/** Every further person qualified between the first party and "vem propor". */
function jointNames(text: string, from: number, to: number, sideRole: PartyRole): Party[] {
  let role = sideRole;
  const out: Party[] = [];
  const span = text.slice(from, to);
  for (const m of span.matchAll(JOINT)) {
    // A company's representatives are qualified there too ("representada por seu sócio A, …, e sua sócia B").
    if (REPRESENTS.test(m[0]) || REPRESENTS.test(span.slice(0, m.index))) break;
    if (/herdeir/i.test(m[0])) role = "herdeiro";
    out.push(...qualifiedNames(text, from + m.index + m[0].length, role));
  }
  return out;
}

/** Names already qualified elsewhere, listed as "A e de seu sócio B" (up to four). */
function listedNames(text: string, at: number, role: PartyRole): Party[] {
  const out: Party[] = [];
  let from = at;
  for (let n = 0; n < 4; n++) {
    const name = NAME_AT.exec(text.slice(from, from + 300));
    const p = name && party(text, name[0], from, role);
    if (!p) break;
    out.push(p);
    const next = NEXT.exec(text.slice(p.end, p.end + 80));
    if (next?.index !== 0) break;
    from = p.end + next[0].length;
  }
  return out;
}

/** The parties of a petition's qualification: who comes before "vem propor", who after "em face de". */
export function qualificationParties(text: string): Party[] {
  const head = text.slice(0, 5000);
  const proposes = PROPOSES.exec(head);
  if (!proposes) return [];
  const [, plaintiffRole, defendantRole] = ACTION_ROLES.find(([re]) =>
    re.test(head.slice(proposes.index, proposes.index + 900)),
  ) ?? [null, "autor" as PartyRole, "réu" as PartyRole];
  // The plaintiff's qualification is the paragraph holding "vem propor".
  const paragraph = Math.max(head.lastIndexOf("\n", proposes.index) + 1, 0);
  const opening = paragraph + (/^\s*/.exec(head.slice(paragraph))?.[0].length ?? 0);
  // A later petition of the plaintiff: "X, já qualificada nos autos da AÇÃO … que move em face de A e de seu sócio B".
  const moves = /\bque\s+mov[ei]m?\s+(?:em\s+face\s+d[eoa]s?|contra)\s+/i.exec(head.slice(paragraph, proposes.index));
  if (moves) {
    const author = qualifiedNames(text, opening, plaintiffRole);
    return [...author, ...listedNames(text, paragraph + moves.index + moves[0].length, defendantRole)];
  }
  // A defence opens with its author, the defendant: "X, já qualificada nos autos da ação que lhe move Y, vem…".
  if (/\bj[áa]\s+qualificad|\bque\s+lhe\s+mov/i.test(head.slice(paragraph, proposes.index))) {
    // "…, já qualificado nos autos da execução que lhe move X, vem opor EMBARGOS À EXECUÇÃO": the debtor who objects
    // is the embargante, the creditor the embargado.
    const objects = /\bopor\s+(?:os\s+(?:presentes\s+)?)?embargos\b/i.test(
      head.slice(proposes.index, proposes.index + 120),
    );
    if (objects) {
      const author = qualifiedNames(text, opening, "embargante");
      const mover = /\bque\s+lhe\s+mov[ei]m?\s+/i.exec(head.slice(paragraph, proposes.index));
      const name = mover && NAME_AT.exec(head.slice(paragraph + mover.index + mover[0].length));
      const creditor = name && party(text, name[0], paragraph + mover.index, "embargado");
      return creditor ? [...author, creditor] : author;
    }
    const defence = qualifiedNames(text, opening, defendantRole);
    // "… que lhe move FRANCISCA DAS CHAGAS MEDEIROS, vem …": the one who moves the action is the plaintiff.
    const mover = /\bque\s+lhe\s+mov[ei]m?\s+/i.exec(head.slice(paragraph, proposes.index));
    const name = mover && NAME_AT.exec(head.slice(paragraph + mover.index + mover[0].length));
    const plaintiff = name && party(text, name[0], paragraph + mover.index, plaintiffRole);
    return plaintiff ? [...defence, plaintiff] : defence;
  }
  // A creditor's claim in an insolvency names the debtor's proceeding, not a defendant.
  const insolvency = INSOLVENCY.exec(head.slice(paragraph, proposes.index + proposes[0].length));
  const out = qualifiedNames(text, opening, insolvency ? "credor" : plaintiffRole).map((p) => {
    const apposed = APPOSED_ROLE.exec(text.slice(p.end, p.end + 20))?.[1]?.toLowerCase();
    return apposed ? { ...p, role: (apposed === "inventariante" ? "inventariante" : "herdeiro") as PartyRole } : p;
  });
  const joint = out.some((p) => p.role === "herdeiro" || p.role === "inventariante") ? "herdeiro" : plaintiffRole;
  out.push(...jointNames(text, out.at(-1)?.end ?? opening, proposes.index, joint));
  const debtor = insolvency && NAME_AT.exec(head.slice(paragraph + insolvency.index + insolvency[0].length));
  if (debtor) {
    const p = party(text, debtor[0], paragraph + insolvency.index, "devedor");
    if (p) out.push(p);
  }
  AGAINST.lastIndex = proposes.index;
  const against = AGAINST.exec(head);
  if (!against) return out;
  let at = against.index + against[0].length;
  for (let n = 0; n < 4; n++) {
    const found = qualifiedNames(text, at, defendantRole);
    if (!found.length) break;
    out.push(...found);
    // The next defendant follows this one's qualification, in the same paragraph.
    const from = found[found.length - 1]?.end ?? at;
    const paragraphEnd = head.indexOf("\n", from);
    const next = NEXT.exec(head.slice(from, paragraphEnd < 0 ? from + 600 : paragraphEnd));
    if (!next) break;
    at = from + next.index + next[0].length;
  }
  return out;
}

// A defendant the court brings in as a necessary co-defendant: "Determinada a citação de MATHEUS …, candidato …, como
// litisconsorte passivo necessário", "o litisconsorte passivo MATHEUS …". Its side is the defendant's.
const JOINED_BEFORE = /\bcita[çc][ãa]o\s+d[eoa]\s+(?=\p{Lu}{2})/gu;
const JOINED_AFTER = /\blitisconsortes?\s+passiv[oa]s?(?:\s+necess[áa]ri[oa]s?)?\s*,?\s+(?=\p{Lu}{2})/gu;

export function joinedDefendants(text: string): Party[] {
  const head = text.slice(0, 8000);
  if (!/litisconsort/i.test(head)) return [];
  const out: Party[] = [];
  for (const m of head.matchAll(JOINED_BEFORE)) {
    const at = m.index + m[0].length;
    const name = NAME_AT.exec(head.slice(at))?.[0];
    if (!name || !/^[^.]{0,200}?\bcomo\s+litisconsortes?\s+passiv/i.test(head.slice(at + name.length))) continue;
    const p = party(text, name, at, "réu");
    if (p) out.push(p);
  }
  for (const m of head.matchAll(JOINED_AFTER)) {
    const at = m.index + m[0].length;
    const name = NAME_AT.exec(head.slice(at))?.[0];
    const p = name && party(text, name, at, "réu");
    if (p) out.push(p);
  }
  return out;
}

// An extrajudicial notice: the sender qualified where it "vem, por meio da presente, NOTIFICÁ-LA", the addressee on
// the lines after "À" / "Ao" (or its own line "À EMPRESA X LTDA.").
const NOTIFIES = /\bv[eê]m\b[^.]{0,200}?\bnotific(?:ar|[áa]-l[oa]s?)\b/i;
const ADDRESSEE = /^[ \t]*(?:[ÀA]o?s?|Ao|Aos|[ÀA]s)[ \t]*(?:\n[ \t]*|[ \t]+(?=\p{Lu}{2}))(\p{Lu}[^\n]*)$/mu;

export function noticeParties(text: string): Party[] {
  const head = text.slice(0, 4000);
  const notifies = NOTIFIES.exec(head);
  if (!notifies) return [];
  const paragraph = head.lastIndexOf("\n", notifies.index) + 1;
  const opening = paragraph + (/^\s*/.exec(head.slice(paragraph))?.[0].length ?? 0);
  const out = qualifiedNames(text, opening, "notificante");
  const to = ADDRESSEE.exec(head.slice(0, paragraph));
  const name = to?.[1] && NAME_AT.exec(to[1].replace(/\s+[-–]\s+(?:ME|EPP|EIRELI)\b.*$/, ""))?.[0];
  const p = name && party(text, name, to.index, "notificado");
  if (p) out.push(p);
  return out;
}

// "…, com sede em …, doravante denominada REVELADORA": the party is the name that opens the paragraph.
const DEFINED_ROLE =
  /(?:\b(?:doravante|adiante)\s+(?:simplesmente\s+)?(?:(?:denominad[oa]s?|designad[oa]s?|chamad[oa]s?)\s+)?|,\s*(?:(?:denominad[oa]s?|designad[oa]s?|chamad[oa]s?)\s+))(?:simplesmente\s+)?(?:(?:de|como)\s+)?["“]?(\p{Lu}[\p{Lu}\s-]{2,40}?)["”]?(?=[\s;,.)]|$)/gu;
const DEFINED_ROLES: [RegExp, PartyRole][] = [
  [/^contratante$/i, "contratante"],
  [/^contratad[oa]$/i, "contratada"],
  [/^locador[a]?$/i, "locador"],
  [/^locat[áa]ri[oa]$/i, "locatário"],
  [/^empregador[a]?$/i, "empregador"],
  [/^empregad[oa]$/i, "empregado"],
];

/** Parties a contract names by the paragraph that qualifies them and the role it defines for them. */
export function definedRoleParties(text: string): Party[] {
  const out: Party[] = [];
  let previousEnd = 0;
  for (const m of text.slice(0, 6000).matchAll(DEFINED_ROLE)) {
    const defined = (m[1] ?? "").trim();
    // "doravante denominado simplesmente BANCO ou CREDOR": the second name is the role.
    const or = /^\s+ou\s+["“]?(\p{Lu}[\p{Lu}-]{2,30})/u.exec(
      text.slice(m.index + m[0].length, m.index + m[0].length + 40),
    );
    const role =
      DEFINED_ROLES.find(([re]) => re.test(defined))?.[1] ??
      instrumentRole(defined) ??
      (or ? instrumentRole(or[1] ?? "") : null) ??
      "party";
    // Two parties defined in one paragraph: the second opens after the first definition ("…, e a empresa X, …").
    let paragraph = Math.max(text.lastIndexOf("\n", m.index) + 1, previousEnd);
    // "Cláusula 1.ª – Das partes. São partes deste contrato: de um lado, X, …": the party opens after the side.
    const sides = [...text.slice(paragraph, m.index).matchAll(/\bde\s+(?:um|outro)(?:\s+lado)?\s*,?\s*/gi)].at(-1);
    if (sides) paragraph += sides.index + sides[0].length;
    previousEnd = m.index + m[0].length;
    // The contract's formula is not a name: "Pelo presente instrumento particular, de um lado X", "e de outro lado Y".
    const lead =
      /^[ \t]*(?:\(?\d+\)|\d+[.)]|[a-z]\)|[IVXL]+[ \t]*[-–.)])?[ \t,;]*(?:pel[oa]\s+presente\s+instrumento[^,\n]{0,40},\s*)?(?:(?:e,?\s+)?de\s+(?:um|outro)\s+lado,?\s*)?(?:e\s+)?(?:(?:a|o)\s+)?(?:empresa\s+|sociedade\s+)?/i.exec(
        text.slice(paragraph),
      )?.[0].length ?? 0;
    // A firm named by its partners ("TAVARES, MOURA & NEIVA SOCIEDADE DE ADVOGADOS, inscrita …") is one name.
    const opening = text.slice(paragraph + lead, m.index);
    const firm = firmName(opening);
    const name = firm ?? NAME_AT.exec(opening)?.[0];
    if (!name) continue;
    const legal = /^,?\s*(?:pessoa\s+jur|sociedade|empresa|funda|associa|autarquia|cooperativa)/i.test(
      text.slice(paragraph + lead + name.length, paragraph + lead + name.length + 40),
    );
    const p = party(text, name.split(/\s+[-–]\s+/)[0] ?? name, paragraph + lead, role, legal);
    if (p) out.push(p);
  }
  return out;
}

// A company's act names its partners by their qualification: "1. MARCOS PEDREIRA, brasileiro, casado, …" and the
// partner who joins ("a DIAGO ARAÚJO, brasileiro, …, que ingressa na sociedade", "ao sócio ingressante, LUCAS …").
// A company that is a partner is qualified as one: "(a) HORIZONTE PARTICIPAÇÕES LTDA., sociedade limitada com sede …",
// "3. SOLARIS PARTICIPAÇÕES S.A., inscrita no CNPJ …".
const MEMBER =
  /(?:^[ \t]*(?:\d+[.)]|\(?[a-z]\)|\([ivx]+\))[ \t]+|\b(?:a|ao|à)\s+|\b(?:como|ao|à)\s+s[óo]ci[oa]\s+(?:ingressante|admitid[oa]|nov[oa])\s*,\s*)(\p{Lu}{2,}(?:\s+(?:D[AEO]S?|E|&|\p{Lu}{2,}))+(?:\.(?=,)|\s+S\.A\.|\s+S\/A)?),\s+(?=brasileir|estrangeir|portugu|sociedade|pessoa\s+jur|inscrit[oa]\s+no\s+CNPJ)/gmu;
// "Pelo presente instrumento, os abaixo assinados:\n\nGUSTAVO …, brasileiro, …; e\n\nBEATRIZ …, brasileira, …;\n\nresolvem
// constituir …": the persons qualified line by line before the act's "resolvem" are its partners.
const LINE_MEMBER = /^[ \t]*(\p{Lu}{2,}(?:\s+(?:D[AEO]S?|E|\p{Lu}{2,}))+),\s+(?=brasileir|estrangeir|portugu)/gmu;

export function memberParties(text: string): Party[] {
  const out: Party[] = [];
  const resolve = /\bresolve[mr]\b/i.exec(text.slice(0, 8000));
  for (const m of resolve ? text.slice(0, resolve.index).matchAll(LINE_MEMBER) : []) {
    const p = party(text, m[1] ?? "", m.index, "sócio");
    if (p) out.push(p);
  }
  for (const m of text.slice(0, 8000).matchAll(MEMBER)) {
    const name = m[1] ?? "";
    // Only someone the act makes or keeps a partner: a numbered qualification, or one who joins the company.
    if (
      !/^[ \t]*(?:\d|\(?[a-z]\)|\([ivx]+\))|\b(?:como|ao|à)\s+s[óo]ci/i.test(m[0]) &&
      !/\bingressa\w*\s+na\s+sociedade/i.test(text.slice(m.index, m.index + 400))
    )
      continue;
    const p = party(text, name, m.index, "sócio");
    if (p) out.push(p);
  }
  return out;
}

const NAME_LIKE = new Set(["PERSON", "ORGANIZATION", "LOCATION"]);

/**
 * A party the document names in its qualification or header is an entity too: "COOPERATIVA AGROPECUÁRIA VALE DO
 * TAQUARI" is one organisation, not the place "Vale do Taquari"; "DELEGADO DA RECEITA FEDERAL DO BRASIL EM PORTO
 * ALEGRE" one authority, not "Brasil" and "Porto Alegre". Names already listed (up to case and accents) are kept.
 */
// "ATLANTIC COAST PHARMACY, LLC,": the caption's name stops before the legal form that makes it a firm.
const LEGAL_FORM_AFTER =
  /^,?[ \t]*(?:INC|Inc|LLC|L\.L\.C|CORP|Corp|LTD|Ltd|L\.P|LP|LLP|PLLC|P\.[AC]|CO|Co|GMBH|GmbH|S\.A)\b/;

// An authority sued by its office ("PRESIDENTE DO CONSELHO REGIONAL DE ODONTOLOGIA DE GOIÁS", "Delegado da Receita
// Federal do Brasil em Recife"): dev's gold lists it as the body, an organisation, not a person (decision 025, 25f).
const OFFICE_OF_BODY =
  /^(?:presidente|delegad[oa]|superintendente|secret[áa]ri[oa]|diretor[a]?|comandante|reitor[a]?|gerente|chefe|prefeit[oa]|procurador[a]?-geral)(?:[ \t]+(?:regional|executiv[oa]|municipal|estadual))?[ \t]+d[aeo]s?[ \t]+\p{Lu}/iu;

// …and a body named by its kind that the model read as a person ("FEDERAÇÃO NACIONAL DOS SERVIDORES DO JUDICIÁRIO
// FEDERAL", "DEPARTAMENTO MUNICIPAL DE ÁGUA E ESGOTOS").
const BODY_KIND_LEAD =
  /^(?:federa[çc][ãa]o|confedera[çc][ãa]o|departamento|sindicato|associa[çc][ãa]o|cooperativa|funda[çc][ãa]o|instituto|autarquia|ag[êe]ncia|universidade|hospital|banco|caixa)[ \t]+(?:d[aeo]s?[ \t]+)?\p{Lu}/iu;

export function withPartyEntities(text: string, entities: Entity[], parties: Party[]): Entity[] {
  let out = entities;
  for (const named of parties) {
    // "SGT. KEVIN OLSZEWSKI": the rank before a person's name is not listed with it.
    const rank = named.entityType === "PERSON" ? RANK_LEAD.exec(text.slice(named.start, named.end)) : null;
    const party = rank ? { ...named, start: named.start + rank[0].length } : named;
    // A caption's name read across its second column ("BENJAMIN      ANSWER AND …\nOKORO") is listed as the party's
    // name, without the column's words.
    const slice = text.slice(party.start, party.end);
    const columns = /[ \t]{3,}\S/.test(slice);
    // …but a name that itself runs across two columns ("KING COUNTY      EVERGREEN …") is no one's name.
    if (columns && /[ \t]{3,}\S/.test(party.name)) continue;
    const value = columns ? party.name : slice;
    const key = foldKey(value);
    // A caption's "GULF COAST MARINE SUPPLY" that the party step typed a person is the firm its words name.
    // …and "GUSTAVO\nREINOSO-PALACIOS, individually" typed a firm is the person its words name.
    const p =
      party.entityType === "PERSON" &&
      (isFirmShaped(value) ||
        LEGAL_FORM_AFTER.test(text.slice(party.end, party.end + 16)) ||
        OFFICE_OF_BODY.test(value.trim()) ||
        BODY_KIND_LEAD.test(value.trim()))
        ? { ...party, entityType: "ORGANIZATION" as const }
        : party.entityType === "ORGANIZATION" && isPersonShaped(value)
          ? { ...party, entityType: "PERSON" as const }
          : party;
    // The United States as a party is the sovereign, which the entity list does not name as a place or a firm;
    // "ESTATE OF WALTER P. KRUGER", "UNITED STATES ex rel. MONICA ALDRIDGE": the person named inside is the entity.
    if (ROLE_ONLY.test(value.trim())) continue;
    if (/^united\s+states(?:\s+of\s+america)?$|\b(?:estate\s+of|ex\s+rel\.)\s/i.test(value.trim())) continue;
    // Property sued in rem ("$45,000.00 in U.S. Currency", "One 2021 Ford F-150 Pickup Truck") is neither.
    if (/^[$€£]|^(?:One|Two|Three|Four|Five|ONE|TWO|THREE|FOUR|FIVE)\s+(?:19|20)\d{2}\b/.test(value.trim())) continue;
    // A caption's "COALITION FOR SAFE STREETS" read as a person by the model is the organisation the caption names.
    if (p.entityType === "ORGANIZATION") {
      const listed = out.some((e) => e.type === "ORGANIZATION" && foldKey(e.value) === key);
      out = out
        .filter((e) => !(listed && e.type === "PERSON" && foldKey(e.value) === key))
        .map((e) => (e.type === "PERSON" && foldKey(e.value) === key ? { ...e, type: "ORGANIZATION" } : e));
    }
    if (out.some((e) => e.type === p.entityType && (foldKey(e.value) === key || foldKey(e.value).includes(key))))
      continue;
    // "Juízo da 1ª Vara Criminal da Comarca de João Pessoa": the court is listed as a court already.
    if (out.some((e) => e.type === "COURT" && key.includes(foldKey(e.value)))) continue;
    // Only the pieces of this one mention are replaced; a piece the document names elsewhere stays.
    const pieces = out.filter(
      (e) => NAME_LIKE.has(e.type) && e.start >= p.start && e.end <= p.end && (e.mentions ?? 1) <= 1,
    );
    if (out.some((e) => e.start < p.end && p.start < e.end && !pieces.includes(e))) continue;
    out = [
      ...out.filter((e) => !pieces.includes(e)),
      { type: p.entityType, value, confidence: 0.8, start: p.start, end: p.end, mentions: 1 },
    ];
  }
  return out.sort((a, b) => a.start - b.start);
}
