import { BR_COURTS, US_COURTS } from "../gazetteers/courts.ts";
import { escapeRe } from "../text.ts";
import type { Entity } from "../types.ts";
import { findStateCourtForms } from "./courts-us-state.ts";
import { US_STATES } from "./names-en.ts";

// Courts from the gazetteer (gazetteers/courts.ts) in any letter case, and the Brazilian first-instance forms
// headings write in capitals ("3ª VARA CÍVEL", "COMARCA DE CAMPINAS – 3ª VARA CÍVEL", "JUIZADO ESPECIAL CÍVEL DA
// COMARCA DE PELOTAS", "VIGÉSIMA SEGUNDA CÂMARA DE DIREITO PRIVADO"), which the case-sensitive rules miss.

// Accents optional and spaces flexible, so "JUSTICA", "Justiça" and "JUSTIÇA" all match.
const loose = (name: string): string =>
  escapeRe(name)
    .replace(/[áàâãa]/gi, "[áàâãaÁÀÂÃA]")
    .replace(/[éêe]/gi, "[éêeÉÊE]")
    .replace(/[íi]/gi, "[íiÍI]")
    .replace(/[óôõo]/gi, "[óôõoÓÔÕO]")
    .replace(/[úu]/gi, "[úuÚU]")
    .replace(/[çc]/gi, "[çcÇC]")
    .replace(/ /g, "\\s+");

// The ~200 names open with a dozen words ("United", "Tribunal", "Superior", "Board"…), so the names are grouped under
// their first word: a position is tried against those words instead of every name, with the same matches (longest
// name first within a group, and two groups cannot both match at one position). 2.4-3.5x less CPU over the dev
// documents than one alternative per name.
const folded = (word: string): string => word.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
const BY_FIRST_WORD = new Map<string, { first: string; rests: string[] }>();
for (const { name } of [...BR_COURTS, ...US_COURTS]) {
  const [first = name, ...rest] = name.split(" ");
  const group = BY_FIRST_WORD.get(folded(first)) ?? { first, rests: [] };
  group.rests.push(rest.join(" "));
  BY_FIRST_WORD.set(folded(first), group);
}
const NAMED = new RegExp(
  `(?<![\\wÀ-ÿ])(?:${[...BY_FIRST_WORD.values()]
    .map(({ first, rests }) => {
      const tails = rests
        .filter(Boolean)
        .map(loose)
        .sort((a, b) => b.length - a.length);
      const tail = tails.length > 0 ? `\\s+(?:${tails.join("|")})` : "";
      return rests.includes("") ? `${loose(first)}(?:${tail})?` : `${loose(first)}${tail}`;
    })
    .join("|")})(?![\\wÀ-ÿ])`,
  "gi",
);

const ORDINAL_WORD =
  "(?:Primeira|Segunda|Terceira|Quarta|Quinta|Sexta|S[ée]tima|Oitava|Nona|D[ée]cima|Vig[ée]sima|Trig[ée]sima)(?:\\s+(?:Primeira|Segunda|Terceira|Quarta|Quinta|Sexta|S[ée]tima|Oitava|Nona))?";
const PLACE = "[A-ZÀ-Ýa-zà-ÿ][\\wÀ-ÿ'’-]*(?:\\s+(?:d[aeo]s?\\s+)?[A-ZÀ-Ý][\\wÀ-ÿ'’-]*){0,4}";
const VARA_KIND =
  "(?:C[íi]vel(?:\\s+Federal)?|Criminal|Federal(?:\\s+C[íi]vel)?|do\\s+Trabalho|da\\s+Fam[íi]lia(?:\\s+e\\s+(?:das\\s+)?Sucess[õo]es)?|de\\s+Fam[íi]lia(?:\\s+e\\s+Sucess[õo]es)?|da\\s+Fazenda\\s+P[úu]blica|Empresarial|de\\s+Rela[çc][õo]es\\s+de\\s+Consumo|de\\s+Execu[çc][õo]es\\s+Fiscais(?:\\s+Federal)?|de\\s+Registros\\s+P[úu]blicos|C[íi]vel\\s+e\\s+Criminal|do\\s+Sistema\\s+dos\\s+Juizados\\s+Especiais\\s+(?:C[íi]veis|Criminais))";
const FIRST_INSTANCE = new RegExp(
  [
    // "3ª Vara Cível da Comarca de Campinas", "___ VARA DO TRABALHO DE SÃO PAULO", "4ª VARA CÍVEL DO FORO CENTRAL DA COMARCA DA REGIÃO METROPOLITANA DE CURITIBA"
    `(?:\\d{1,2}\\s?[ªºa]|_+)\\s*Vara\\s+${VARA_KIND}(?:\\s+(?:d[oa]\\s+Foro\\s+(?:Central|Regional)(?:\\s+(?:d[aeo]s?\\s+)?${PLACE})?))?(?:\\s+(?:da|de|do)\\s+(?:(?:Comarca|Se[çc][ãa]o\\s+Judici[áa]ria|Subse[çc][ãa]o\\s+Judici[áa]ria)\\s+d[aeo]\\s+)?${PLACE})?`,
    `Juizado\\s+Especial\\s+(?:C[íi]vel|Criminal|Federal|da\\s+Fazenda\\s+P[úu]blica)(?:\\s+(?:da|de)\\s+(?:Comarca\\s+de\\s+)?${PLACE})?`,
    `${ORDINAL_WORD}\\s+(?:Turma|C[âa]mara|Se[çc][ãa]o)(?:\\s+(?:C[íi]vel|Criminal|Recursal|de\\s+Direito\\s+(?:Privado|P[úu]blico)|Especializada))?`,
    `\\d{1,2}\\s?[ªa]\\s+(?:Turma|C[âa]mara)(?:\\s+(?:C[íi]vel|Criminal|Recursal|de\\s+Direito\\s+(?:Privado|P[úu]blico)))?`,
    "Foro\\s+Central\\s+C[íi]vel",
    // A court's seat on a heading line of its own, as TJSP heads its decisions ("COMARCA DE GUARULHOS\nFORO DE
    // GUARULHOS\n2ª VARA …"); and a court's plenary or special bench ("Tribunal Pleno", "Corte Especial").
    `(?<=^|\\n)[ \\t]*Foro\\s+d[eao]\\s+${PLACE}(?=[ \\t]*(?:\\n|$))`,
    "Tribunal\\s+Pleno|Corte\\s+Especial|[ÓO]rg[ãa]o\\s+Especial",
    // A comarca's only labour or civil court has no ordinal; it heads its own line ("VARA DO TRABALHO DE ITAPIRA").
    `(?<=^|\\n)[ \\t]*Vara\\s+(?:do\\s+Trabalho|[ÚU]nica|C[íi]vel)\\s+d[eao]\\s+${PLACE}(?=[ \\t]*(?:\\n|$))`,
    // "Justiça Federal da 3ª Região": the regional federal justice a header names.
    "Justi[çc]a\\s+Federal\\s+da\\s+\\d[ªa]\\s+Regi[ãa]o",
    // The federal courts of a state: "Seção Judiciária do Rio Grande do Sul", "Subseção Judiciária de Campinas".
    `(?:Sub)?se[çc][ãa]o\\s+Judici[áa]ria\\s+d[aeo]\\s+${PLACE}`,
  ].join("|"),
  "giu",
);
// A heading line naming the comarca and its court: "COMARCA DE CAMPINAS – 3ª VARA CÍVEL", "FORO DE SANTOS – 1ª VARA …";
// only the vara is listed as the court.
const HEADING_COURT = new RegExp(
  `(?<=^|\\n)[ \\t]*(?:Comarca|Foro)\\s+(?:d[aeo]\\s+${PLACE}|Central(?:\\s+C[íi]vel)?|Regional\\s+${PLACE})\\s*[-–]\\s*(?:\\d{1,2}\\s?[ªa]|_+)\\s*Vara\\s+${VARA_KIND}`,
  "giu",
);

// US state courts and circuits, written in title case: "Circuit Court of Cook County, Illinois", "Superior Court of
// New Jersey", "Tenth Circuit".
// The state after a county court's name is a state's name ("…of Los Angeles County, Elaine W. Mandel, Judge" is not).
const US_STATE_COURT = new RegExp(
  String.raw`\b(?:(?:\d{1,3}(?:st|nd|rd|th)\s+Judicial\s+)?(?:Circuit|Superior|District|County|Chancery|Probate|Municipal|Family|Surrogate['’]?s?)\s+Court\s+(?:of|for)\s+(?:the\s+)?(?:[A-Z][a-z]+\s+){1,3}County(?:,\s+(?:${US_STATES}))?|(?:CIRCUIT|SUPERIOR|DISTRICT|COUNTY|CHANCERY|PROBATE)\s+COURT\s+(?:OF|FOR)\s+(?:THE\s+)?(?:[A-Z]+\s+){1,3}COUNTY(?:,\s+[A-Z]+(?:\s+[A-Z]+)?)?|(?:First|Second|Third|Fourth|Fifth|Sixth|Seventh|Eighth|Ninth|Tenth|Eleventh|D\.C\.|Federal)\s+Circuit|[A-Z][a-z]+(?:\s+[A-Z][a-z]+)?\s+County\s+(?:Superior|Circuit|District|Probate|Municipal)\s+Court|Superior\s+Court\s+of\s+[A-Z][a-z]+(?:\s+[A-Z][a-z]+)?\s+in\s+and\s+for\s+(?:[A-Z][a-z]+\s+){1,2}County)\b`,
  "g",
);

// A place name that ran into the next line or into a lower-case word is cut there.
function cut(value: string): string {
  const nl = value.indexOf("\n");
  let v = nl >= 0 ? value.slice(0, nl) : value;
  v = v.replace(/\s+[-–]\s*(?:SP|RJ|MG|[A-Z]{2})\s*$/, "");
  // "… da Comarca da Capital do Estado do Rio de Janeiro": the state is the comarca's, not part of the court's name.
  v = v.replace(/(\bcomarca\s+d[aeo]\s+\S.*?)\s+d[oa]\s+estado\s+d[eoa]\s.*$/i, "$1");
  // Read case-insensitively, a place runs on into the sentence ("… de Caxias do Sul nos autos n"): in a name not
  // written in capitals, trailing lower-case words are the sentence's.
  if (v !== v.toUpperCase()) v = v.replace(/(?:\s+\p{Ll}[\p{L}\p{N}]*)+$/u, "");
  return v.replace(/[\s,.;:–-]+$/, "");
}

// State appellate and trial courts named by their state: "Court of Appeal of the State of California", "Second
// Appellate District, Division Four", "Circuit Court of the State of Oregon for Multnomah County", "Texas Court of
// Appeals", "Supreme Court of Ohio".
const US_STATE_NAMED = new RegExp(
  [
    String.raw`\b(?:Court\s+of\s+(?:Criminal\s+)?Appeals?|Supreme\s+Court|Superior\s+Court|Circuit\s+Court|District\s+Court|Court\s+of\s+Common\s+Pleas)\s+(?:of|for)\s+(?:the\s+)?(?:State\s+of\s+|Commonwealth\s+of\s+)?(?:${US_STATES})(?:\s+(?:for|in\s+and\s+for)\s+(?:the\s+)?(?:[A-Z][a-z]+\s+){1,2}County)?`,
    String.raw`\b(?:${US_STATES})\s+(?:Court\s+of\s+(?:Criminal\s+)?Appeals|Supreme\s+Court|Superior\s+Court|Appellate\s+Court|Tax\s+Court)`,
    String.raw`\b(?:First|Second|Third|Fourth|Fifth|Sixth)\s+Appellate\s+District(?:,\s+Division\s+(?:One|Two|Three|Four|Five|Six|Seven|Eight|\d))?`,
  ].join("|"),
  "g",
);
// The same written in capitals, read case-insensitively where the whole match is in capitals.
const US_STATE_NAMED_CAPS = new RegExp(US_STATE_NAMED.source, "gi");

// More state trial and appellate courts: "Franklin County Court of Common Pleas", "193rd Judicial District Court",
// "Circuit Court of the Eleventh Judicial Circuit", "District Court for the City and County of Denver", "Fifth
// District of Texas at Dallas", "Sedgwick District Court" (a county's name before "District Court"; words that
// open a sentence or name the federal court are not one).
const ORDINAL_EN =
  "(?:First|Second|Third|Fourth|Fifth|Sixth|Seventh|Eighth|Ninth|Tenth|Eleventh|Twelfth|Thirteenth|Fourteenth|Fifteenth|Sixteenth|Seventeenth|Eighteenth|Nineteenth|Twentieth)";
const US_STATE_MORE = new RegExp(
  [
    String.raw`\b(?:[A-Z][a-z]+\s+){1,2}County\s+Court\s+of\s+Common\s+Pleas\b`,
    // New York's and New Jersey's parts of a court: "Appellate Division, First Department", "Commercial Division",
    // "Law Division, Essex County", "County Department, Law Division" (Cook County), in either letter case.
    String.raw`\b(?:Appellate\s+Division,\s+(?:First|Second|Third|Fourth)\s+(?:Department|Dept\.)|APPELLATE\s+DIVISION,\s+(?:FIRST|SECOND|THIRD|FOURTH)\s+DEPARTMENT|Commercial\s+Division|COMMERCIAL\s+DIVISION|(?:County\s+Department,\s+)?(?:Law|Chancery)\s+Division(?:,\s+[A-Z][a-z]+\s+County)?|(?:COUNTY\s+DEPARTMENT,\s+)?(?:LAW|CHANCERY)\s+DIVISION(?:,\s+[A-Z]+\s+COUNTY)?)\b`,
    String.raw`\b\d{1,3}(?:st|nd|rd|th|ST|ND|RD|TH)\s+(?:Judicial\s+District(?:\s+Court)?|JUDICIAL\s+DISTRICT(?:\s+COURT)?)\b`,
    String.raw`\b(?:Circuit\s+Court\s+of\s+the\s+${ORDINAL_EN}(?:-[A-Z]?[a-z]+)?\s+Judicial\s+Circuit|CIRCUIT\s+COURT\s+OF\s+THE\s+[A-Z]+(?:-[A-Z]+)?\s+JUDICIAL\s+CIRCUIT)\b`,
    String.raw`\b(?:District|County|Superior|Circuit)\s+Court\s+(?:for|of)\s+the\s+City\s+and\s+County\s+of\s+[A-Z][a-z]+(?:\s+[A-Z][a-z]+)?`,
    String.raw`\bState\s+Court\s+of\s+(?:[A-Z][a-z]+\s+){1,2}County(?:,\s+(?:${US_STATES}))?`,
    String.raw`\b${ORDINAL_EN}\s+District\s+of\s+(?:${US_STATES})(?:\s+at\s+[A-Z][a-z]+(?:\s+[A-Z][a-z]+)?)?`,
    String.raw`\b(?!(?:The|This|That|Said|Such|Any|Each|Every|United|States|Federal|State|Local|Appropriate|Bankruptcy|Such|Our|Its|Their|Which|Whose)\b)[A-Z][a-z]+\s+District\s+Court\b(?!\s+(?:of|for)\b)`,
  ].join("|"),
  "g",
);

export function findCourtsByGazetteer(text: string): Entity[] {
  const out: Entity[] = [];
  const push = (raw: string, index: number, confidence: number) => {
    const lead = raw.length - raw.trimStart().length;
    const value = cut(raw.trimStart());
    if (value.length < 4) return;
    out.push({ type: "COURT", value, confidence, start: index + lead, end: index + lead + value.length });
  };
  // A gazetteer name is whole wherever its lines break ("United States Court of Appeals\nFor the Eighth Circuit").
  for (const m of text.matchAll(NAMED))
    out.push({ type: "COURT", value: m[0], confidence: 0.95, start: m.index, end: m.index + m[0].length });
  // The court is the vara; the comarca before the dash is its seat ("Comarca de Caruaru – 3ª Vara Cível").
  for (const m of text.matchAll(HEADING_COURT)) {
    const dash = m[0].search(/[-–]\s*(?:\d|_)/);
    push(m[0].slice(dash + 1), m.index + dash + 1, 0.9);
  }
  for (const m of text.matchAll(FIRST_INSTANCE)) push(m[0], m.index, 0.85);
  for (const m of text.matchAll(US_STATE_COURT)) push(m[0], m.index, 0.8);
  for (const m of text.matchAll(US_STATE_NAMED)) push(m[0], m.index, 0.8);
  for (const m of text.matchAll(US_STATE_MORE)) push(m[0], m.index, 0.75);
  for (const c of findStateCourtForms(text)) out.push({ type: "COURT", ...c, confidence: 0.8 });
  for (const m of text.matchAll(US_STATE_NAMED_CAPS))
    if (m[0] === m[0].toUpperCase() && !/\n/.test(m[0])) push(m[0], m.index, 0.8);
  return out;
}
