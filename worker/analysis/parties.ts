import { ROLE_ONLY } from "./entities/persons-given.ts";
import { foldKey } from "./entities/refine.ts";
import { ACTING_THROUGH, findPreambleParties } from "./findings/preamble-en.ts";
import { gated, type LiteralScan, matchesOf, mayMatch } from "./literals.ts";
import { letterSides } from "./parties-letter-en.ts";
import { ORG_WORDS, resolveParties } from "./parties-resolve.ts";
import { execAll } from "./text.ts";
import type { DocumentType, Entity, Language, Party, PartyRole } from "./types.ts";

// Parties and their procedural or contractual roles. A role cue ("Autor:", "em face de", "doravante denominada
// CONTRATADA", "Plaintiff", "I, … , declare") is tied to the nearest PERSON/ORGANIZATION entity in the
// direction the phrase points.

interface RoleCue {
  /** null when the cue's matches come from a CueFamily's combined expression. */
  re: RegExp | null;
  role: PartyRole;
  /** Where the name is relative to the cue. */
  dir: "after" | "before";
  /** Largest gap in characters between the name and the cue (default 160 after, 320 before). */
  window?: number;
  /** A will's roles hold only in a will; a grant in the first person holds in the other instruments. */
  only?: "will" | "grant";
  /** A label line ("Licensee: …"): its name runs to the first comma even when no entity was found there. */
  label?: true;
}

const ROLE_WORDS_PT: [string, PartyRole][] = [
  ["autora?|autores", "autor"],
  ["r[ée]u|r[ée]|r[ée]us", "réu"],
  ["requerente", "requerente"],
  ["requerid[oa]", "requerido"],
  ["exequente", "exequente"],
  ["executad[oa]", "executado"],
  ["reclamante", "reclamante"],
  ["reclamad[oa]", "reclamada"],
  ["apelante", "apelante"],
  ["apelad[oa]", "apelado"],
  // Recursos especial, extraordinário and de revista: the one who appeals and the one who answers.
  ["recorrente", "recorrente"],
  ["recorrid[oa]", "recorrido"],
  ["agravante", "agravante"],
  ["agravad[oa]", "agravado"],
  ["impetrante", "impetrante"],
  ["impetrad[oa]|autoridade\\s+coatora", "impetrado"],
  ["contratante", "contratante"],
  ["contratad[oa]", "contratada"],
  ["locador(?:a)?", "locador"],
  ["locat[áa]ri[oa]", "locatário"],
  ["empregador(?:a)?", "empregador"],
  ["empregad[oa]", "empregado"],
];
const ROLE_WORDS_EN: [string, PartyRole][] = [
  ["plaintiffs?", "plaintiff"],
  ["defendants?", "defendant"],
  ["petitioners?", "petitioner"],
  ["respondents?", "respondent"],
  ["appellants?", "appellant"],
  ["appellees?", "appellee"],
  ["movants?", "movant"],
  ["licensor", "licensor"],
  ["licensee", "licensee"],
  ["landlord|lessor", "landlord"],
  ["tenant|lessee", "tenant"],
  ["employer", "employer"],
  // "Fernando Lins – Chief Executive Officer" and "Ingvild Sæther, Account Executive" sign for a company; the Executive
  // of an employment agreement is a party.
  [
    "employee|(?<!(?:Chief|Account|Sales|Senior|Marketing)\\s)executive(?!\\s+(?:Officer|Director|Vice|Committee|Order|Summary|Board|Branch|Session|Agency))",
    "employee",
  ],
  ["disclosing\\s+party", "disclosing_party"],
  ["receiving\\s+party", "receiving_party"],
];

/**
 * One expression standing for several cues that differ only in the role word: capture group g + 1 matching
 * means cue members[g] matched. Scanning the text once instead of once per role word is most of the saving
 * (the 40 Portuguese label and "doravante denominada" cues were a fifth of the engine's regex time). The
 * matches are the same as the separate expressions': at any position at most one role word can match, since
 * no word matches two role patterns and none is one of the filler words ("como", "de", ...).
 */
interface CueFamily {
  re: RegExp;
  members: number[];
}

function familiesPt(): CueFamily[] {
  const words = ROLE_WORDS_PT.map(([w]) => `(${w})`).join("|");
  return [
    { re: new RegExp(`\\b(?:${words})\\s*:`, "gi"), members: ROLE_WORDS_PT.map((_, i) => 2 * i) },
    {
      re: new RegExp(
        `\\b(?:doravante|simplesmente|denominad[oa]s?|designad[oa]s?)\\s+(?:(?:simplesmente|denominad[oa]|designad[oa]|como|de)\\s+)*(?:["“]?(?:${words})["”]?)\\b`,
        "gi",
      ),
      members: ROLE_WORDS_PT.map((_, i) => 2 * i + 1),
    },
  ];
}

function cues(language: Language): RoleCue[] {
  const out: RoleCue[] = [];
  if (language === "pt") {
    // Matched through familiesPt(); listed here so that parties are still added in this order.
    for (const [, role] of ROLE_WORDS_PT) {
      out.push({ re: null, role, dir: "after" });
      out.push({ re: null, role, dir: "before" });
    }
    out.push({ re: /\bem\s+face\s+de\b|\bcontra\b(?=\s+[A-ZÁÉÍÓÚ])/g, role: "réu", dir: "after" });
    out.push({
      // "\bpropor\b" also held inside "proporção" ("ç" is no word character to \b). A power of attorney's "podendo propor
      // contra quem de direito as ações" names no plaintiff.
      re: /\bvem,?\s+(?:mui\s+)?respeitosamente|\bvem\s+(?:[àa]\s+presen[çc]a|perante)|(?<!\bpodendo\s)(?<!\bpoderes\s+para\s)\bpropor(?![\wÀ-ÿ])|\bajuizar\b/gi,
      role: "autor",
      dir: "before",
    });
    // An acórdão's preamble: "em que é apelante TRANSPORTES X S.A., é apelada CAMILA Y".
    for (const [w, role] of [
      ["apelantes?", "apelante"],
      ["apelad[oa]s?", "apelado"],
      ["agravantes?", "agravante"],
      ["agravad[oa]s?", "agravado"],
      ["recorrentes?", "recorrente"],
      ["recorrid[oa]s?", "recorrido"],
    ] as [string, PartyRole][])
      out.push({ re: new RegExp(`(?<=\\s)(?:é|são)\\s+(?:${w})\\s+`, "gi"), role, dir: "after", window: 3 });
    // A defence names its author first: "X, já qualificada nos autos da ação … que lhe move Y".
    out.push({ re: /\bque\s+lhe\s+mov[ei]m?\b/gi, role: "autor", dir: "after" });
    out.push({ re: /\bj[áa]\s+qualificad[oa]s?\b/gi, role: "réu", dir: "before", window: 12 });
    // A second defendant: "em face de A, …, e de B".
    out.push({ re: /,?\s+e\s+de\s+(?=[A-ZÀ-Ý]{2})/g, role: "réu", dir: "after", window: 3 });
    // The notary closes a public will in the first person too: "Eu, ANA LÚCIA …, Tabeliã, o lavrei".
    out.push({
      re: /\bEu,\s*(?=[^,\n]{3,80},\s*(?!\s|Tabeli|TABELI|Escrevente|ESCREVENTE|Oficial|OFICIAL|Not[áa]ri|NOT[ÁA]RI))/g,
      role: "testador",
      dir: "after",
    });
    // "\b" after "à" never holds (no word character on either side): "deixo à minha neta" is a legacy too.
    out.push({
      re: /\blego\s+(?:a|ao|[àa])(?=\s)|\bdeixo\s+(?:para|a|ao|[àa])(?=\s)/gi,
      role: "legatário",
      dir: "after",
    });
    // The heir is the name the word introduces ("herdeiro universal JOÃO", "HERDEIROS: …"), not the next name
    // the text reaches ("…, meus herdeiros necessários. Segundo – deixo à minha neta MARINA…").
    out.push({
      re: /\b(?:[Hh]erdeir[oa]s?|HERDEIR[OA]S?)(?:\s+(?:universal|universais|leg[íi]tim[oa]s?|UNIVERSAL|UNIVERSAIS))?\s*:?\s*(?=[A-ZÀ-Ý])/g,
      role: "herdeiro",
      dir: "after",
    });
    out.push({ re: /\btestamenteir[oa]\b/gi, role: "testamenteiro", dir: "after" });
    out.push({ re: /\bs[óo]ci[oa]s?\s*:/gi, role: "sócio", dir: "after" });
  } else {
    for (const [w, role] of ROLE_WORDS_EN) {
      // Starts at a word boundary: a leading optional ",\s*" made the engine try every position of the text.
      // Captions put the role right after the name ("JANE DOE,\nPlaintiff"), so the gap allowed is small.
      // The landlord of another lease ("1185 Sixth Avenue Owner LLC (\u201cMaster Landlord\u201d)") is no party to this one.
      out.push({
        // "Amazon Web Services, Inc. as Licensor's subprocessor": a role word in the possessive labels no name.
        re: new RegExp(
          `(?<!\\b(?:${OTHER_INSTRUMENT})\\s)\\b(?:${w})\\b(?!['’]s\\b)(?!\\s+(?:shall|will|may|must|is|has))`,
          "gi",
        ),
        role,
        dir: "before",
        window: 12,
      });
      out.push({ re: new RegExp(`\\b(?:${w})\\s+(?=[A-Z])`, "gi"), role, dir: "after", window: 3 });
      // A summary table's label: "Landlord: Parkline Tower Owner LLC, a Georgia limited liability company".
      out.push({
        re: new RegExp(`^[ \\t]*(?:${w})[ \\t]*:[ \\t]*(?=[A-Z])`, "gim"),
        role,
        dir: "after",
        window: 3,
        label: true,
      });
    }
    out.push({ re: /\bI,\s*/g, role: "testator", dir: "after", only: "will" });
    // "I appoint my friend, X, as guardian of her person", "as his guardian": a guardian, trustee or agent is no
    // executor.
    out.push({
      re: /\b(?:appoint|nominate)\s+(?:my\s+\w+,?\s+)?(?![^.]{0,80}?\bas\s+(?:the\s+|his\s+|her\s+|their\s+|its\s+)?(?:guardian|conservator|trustee|custodian|agent)\b)/gi,
      role: "executor",
      dir: "after",
      only: "will",
    });
    out.push({
      // Not "subject to the mortgage of X", "the lease to Y": what is given may name its lender or lessee.
      re: /\b(?:give|bequeath|devise)\b[^.]{0,120}?(?<!\b(?:subject|lease|leased|sold|owed|loaned|lent|payable|debt|assigned|mortgaged|pledged|issued)\s+)\bto\s+(?:my\s+\w+,?\s+)?/gi,
      role: "legatee",
      dir: "after",
      only: "will",
    });
    // A power of attorney or another grant in the first person: "I, X, … appoint my son, Y, as my agent". The one
    // who declares or swears ("I, X, declare under penalty of perjury") is a witness, not a party.
    out.push({
      re: /\bI,\s*(?=[^.\n]{0,200}\b(?:appoint|grant|authori[sz]e|constitute|assign|transfer|release|promise|agree)\b)/g,
      role: "party",
      dir: "after",
      only: "grant",
    });
    // "I appoint my niece, X, as successor agent": who serves only if the agent cannot is no party.
    out.push({
      re: /\b(?:appoint|nominate|constitute)\s+my\s+\w+,?\s+(?![^.]{0,80}?\bas\s+(?:my\s+)?(?:successor|alternate|substitute|contingent)\b)/gi,
      role: "party",
      dir: "after",
      only: "grant",
    });
  }
  return out;
}

// A role qualified as another instrument's ("Master Landlord", "Prime Contractor") names no party of this one.
const OTHER_INSTRUMENT = "Master|Prime|Head|Original|Prior|Former|Senior|Superior|Ground";
const OTHER_INSTRUMENT_ALIAS = new RegExp(`^(?:${OTHER_INSTRUMENT})\\s`);

// A guaranty is the guarantor's promise to the creditor: the debtor whose debt it secures is named but no party to it.
const GUARANTOR = /^Guarantors?$/;
const PRIMARY_OBLIGOR = /^(?:Borrowers?|Debtors?|Obligors?|Tenants?|Lessees?|Makers?|Principal\s+Obligors?)$/;

const NAME_TYPES = new Set(["PERSON", "ORGANIZATION"]);
// The name a first-person instrument opens with, up to its comma.
const SELF_NAMED = /^(\p{Lu}[\p{L}'’.-]+(?:[ \t]+\p{Lu}[\p{L}'’.-]*){1,4})(?=,)/u;
// Words that may sit between a name and the role word that labels it: "(the “Licensor”)", "as Tenant".
const LABEL_GAP_WORDS = /\b(?!(?:the|as|an?|and|hereinafter|collectively|together|each)\b)\p{Ll}{2,}/u;
// Built once: compiling ~70 regular expressions per call cost more than matching them.
const CUES_PT = cues("pt");
const CUES_EN = cues("en");
const FAMILIES_PT = familiesPt();
for (const re of [...CUES_PT, ...CUES_EN, ...FAMILIES_PT].map((c) => c.re)) if (re !== null) gated(re);
const WINDOW = 160;

/** Nearest name entity after / before `pos` within the window; `names` is sorted by start. */
function nearest(names: Entity[], pos: number, dir: "after" | "before", window?: number): Entity | undefined {
  let lo = 0;
  let hi = names.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((names[mid]?.start ?? 0) < pos) lo = mid + 1;
    else hi = mid;
  }
  if (dir === "after") {
    const e = names[lo];
    return e && e.start - pos <= (window ?? WINDOW) ? e : undefined;
  }
  for (let i = lo - 1; i >= 0 && i >= lo - 4; i--) {
    const e = names[i];
    if (e && e.end <= pos) return pos - e.end <= (window ?? WINDOW * 2) ? e : undefined;
  }
  return undefined;
}

const INSTRUMENT_ROLES = new Set<PartyRole>(["employer", "employee", "licensor", "licensee", "landlord", "tenant"]);

const ALIAS_ROLE: [RegExp, PartyRole][] = [
  [/licensor/i, "licensor"],
  [/licensee/i, "licensee"],
  [/landlord|lessor/i, "landlord"],
  [/tenant|lessee/i, "tenant"],
  [/employer/i, "employer"],
  [/employee|executive/i, "employee"],
  [/disclos/i, "disclosing_party"],
  [/recipient|receiving/i, "receiving_party"],
];

// "Licensee: Hollowbrook County Schools, a public school district": the label's name is the capitalised words up
// to the description, whether or not the entity layers know the name.
const LABELLED_NAME =
  /^(?:[A-Z][\w.'’&-]*|&|of|and|the|for)(?:[ \t](?:[A-Z][\w.'’&-]*|&|of|and|the|for)){1,7}(?=[ \t]*(?:[,(;]|$))/m;

function labelledName(text: string, pos: number): { value: string; start: number; end: number } | undefined {
  const eol = text.indexOf("\n", pos);
  const m = LABELLED_NAME.exec(text.slice(pos, eol < 0 ? undefined : eol));
  const value = m?.[0].replace(/[ \t]+(?:of|and|the|for|&)$/, "");
  return value && m?.index === 0 ? { value, start: pos, end: pos + value.length } : undefined;
}

export function extractParties(
  text: string,
  entities: Entity[],
  language: Language,
  documentType: DocumentType,
  scan?: LiteralScan,
): Party[] {
  // Cue patterns that cannot match the text (per `scan`) find nothing in its head either.
  const parties: Party[] = [];
  const seen = new Set<string>();
  const add = (
    e: { value: string; start: number; end: number },
    role: PartyRole,
    entityType: Party["entityType"],
    alias?: string,
  ) => {
    const key = `${e.value.toLowerCase()}|${role}`;
    if (seen.has(key) || seen.has(`${e.value.toLowerCase()}|party`)) return;
    seen.add(key);
    parties.push({ name: e.value, role, entityType, ...(alias ? { alias } : {}), start: e.start, end: e.end });
  };
  const head = text.length > 20000 ? text.slice(0, 20000) : text;
  const names = entities
    .filter((e) => NAME_TYPES.has(e.type) && e.start < head.length)
    .sort((a, b) => a.start - b.start);
  const cueList = language === "pt" ? CUES_PT : CUES_EN;
  const familyMatches: RegExpExecArray[][] = cueList.map(() => []);
  for (const family of language === "pt" ? FAMILIES_PT : []) {
    if (!mayMatch(scan, family.re)) continue;
    for (const m of execAll(family.re, head)) {
      for (let g = 1; g < m.length; g++) {
        if (m[g] === undefined) continue;
        familyMatches[family.members[g - 1] as number]?.push(m);
        break;
      }
    }
  }
  for (let k = 0; k < cueList.length; k++) {
    const cue = cueList[k] as RoleCue;
    if (cue.only === "will" ? documentType !== "will" : cue.only === "grant" && documentType === "will") continue;
    const matches = cue.re === null ? (familyMatches[k] as RegExpExecArray[]) : matchesOf(cue.re, head, scan);
    for (const m of matches) {
      // "discharging employee Rosa Quintanilla", "Martin Greer, an employee of …": an instrument's role is its
      // capitalised defined term; the word in lower case describes someone (decision 025, eighth round 23f).
      if (language === "en" && INSTRUMENT_ROLES.has(cue.role) && /^[^A-Za-z]*[a-z]/.test(m[0])) continue;
      // "EMPLOYEE:                    SILVERLINE …, INC.": a signature block's label and the next column's name.
      if (language === "en" && cue.dir === "after" && /:[ \t]{3,}$/.test(m[0])) continue;
      const pos = cue.dir === "after" ? m.index + m[0].length : m.index;
      // "I, WINIFRED MAE OSTROWSKI, of 18 Birch Court, …, appoint": the entity list keeps one mention of a name (the
      // signature's), so the name the first person gives is looked up by its words.
      const own = language === "en" && /^I,\s*$/.test(m[0]) ? SELF_NAMED.exec(head.slice(pos, pos + 80)) : null;
      const ownEntity = own ? names.find((n) => foldKey(n.value) === foldKey(own[1] ?? "")) : undefined;
      if (own && ownEntity) {
        add({ value: ownEntity.value, start: pos, end: pos + (own[1]?.length ?? 0) }, cue.role, "PERSON");
        continue;
      }
      let e = nearest(names, pos, cue.dir, cue.window);
      // "I give $5,000 to St. Peter's Parish …. I revoke the appointment of X": a gift's recipient is in its sentence.
      if (
        e &&
        cue.only === "will" &&
        cue.dir === "after" &&
        /(?<!\b(?:[A-Z]|Inc|Co|Corp|Ltd|No|St|Mr|Mrs|Ms|Dr))[.;]\s|\n/.test(head.slice(pos, e.start))
      )
        e = undefined;
      // A caption label ("Apelante:") names what follows on its own line, never the next line's party.
      if (e && cue.dir === "after" && m[0].trimEnd().endsWith(":") && head.slice(pos, e.start).includes("\n")) continue;
      // "If the Company terminates Executive": a name the role word follows after a verb is not labelled by it.
      if (e && cue.dir === "before" && language === "en" && LABEL_GAP_WORDS.test(head.slice(e.end, pos))) continue;
      // "KING COUNTY, …, acting through its Facilities Management Division (“Landlord”)": the unit that acts for a
      // party is not the party the role word labels.
      if (e && language === "en" && ACTING_THROUGH.test(head.slice(Math.max(0, e.start - 60), e.start))) continue;
      if (e) add(e, cue.role, e.type === "PERSON" ? "PERSON" : "ORGANIZATION");
      else if (cue.label) {
        const named = labelledName(head, pos);
        if (named) add(named, cue.role, ORG_WORDS.test(named.value) ? "ORGANIZATION" : "PERSON");
      }
    }
  }
  if (language === "en" && documentType === "contract" && parties.length < 2) {
    const pre = findPreambleParties(text);
    const guaranty = pre.aliases.some((a) => GUARANTOR.test(a.value));
    for (const n of pre.names) {
      // "…, and Luísa Kühn, Legal Director ("Client")": a signer's post before the label names no party.
      if (ROLE_ONLY.test(n.value.trim())) continue;
      const alias = pre.aliases.find((a) => a.start > n.end && a.start - n.end < 250);
      if (alias && OTHER_INSTRUMENT_ALIAS.test(alias.value)) continue;
      if (alias && guaranty && PRIMARY_OBLIGOR.test(alias.value)) continue;
      const role = (alias && ALIAS_ROLE.find(([re]) => re.test(alias.value))?.[1]) ?? "party";
      add(n, role, n.entityType, alias?.value);
    }
  }
  if (language === "en" && documentType === "other" && parties.length === 0)
    parties.push(...letterSides(text, entities));
  return resolveParties(text, parties, language, entities, documentType);
}

/** PERSON entities that are parties first (the dashboard shows the first two), then everything else in order. */
export function orderEntities(entities: Entity[], parties: Party[]): Entity[] {
  const partySpans = new Set(parties.map((p) => `${p.start}:${p.end}`));
  const isPartyPerson = (e: Entity) => e.type === "PERSON" && partySpans.has(`${e.start}:${e.end}`);
  return [...entities.filter(isPartyPerson), ...entities.filter((e) => !isPartyPerson(e))];
}
