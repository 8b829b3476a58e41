import { BR_STATES } from "../gazetteers/br-places.ts";
import type { Entity } from "../types.ts";

// Names that Brazilian documents place by layout rather than in a sentence (docs/decisions/025-held-out-evaluation.md):
// the signing lawyer ("MARINA KOSAKA – OAB/PR 61.204"), counsel lines of a caption ("ADVOGADA: CAMILA ANDRADE
// VILELA"), the judge above or before a title ("Renata Couto Amaral\nJuíza do Trabalho", "Juiz Federal Eduardo
// Kessler Vianna"), the rapporteur ("RELATORA: MINISTRA NANCY ANDRIGHI"), and the state a heading ends with
// ("COMARCA DE LONDRINA – PR"). These fill gaps only: a span the other layers found is kept.

const UPPER = "A-ZÀ-Ý";
const NAME_WORD = `[${UPPER}][${UPPER}a-zà-ÿ'’-]+`;
const PARTICLE = "(?:d[aeo]s?|D[AEO]S?|e|E)";
// Two to six words, particles between them: "Paulo Roberto Siqueira", "SEBASTIÃO DA ROCHA LIMA".
const PERSON_NAME = `${NAME_WORD}(?:[ \\t]+(?:${PARTICLE}[ \\t]+)?${NAME_WORD}){1,5}`;
const TITLE =
  "(?:Ju[íi]za?|JU[ÍI]ZA?|Desembargador[a]?|DESEMBARGADOR[A]?|Ministr[oa]|MINISTR[OA]|Relator[a]?|RELATOR[A]?)";

// The signing lawyer's name before "– OAB/UF …" on the same line or with the registration on the line below.
const BEFORE_OAB = new RegExp(
  `(?<=^|\\n)[ \\t]*(?:(?:Dr|Dra|DR|DRA)\\.?\\s+)?(${PERSON_NAME})(?:[ \\t]*[–,-][ \\t]*|[ \\t]*\\n[ \\t]*)OAB\\b`,
  "gu",
);
const COUNSEL_LINE = new RegExp(
  `(?<=^|\\n)[ \\t]*(?:ADVOGAD[OA]S?|Advogad[oa]s?|PROCURADOR[A]?|Procurador[a]?)[ \\t]*:[ \\t]*(?:(?:Dr|Dra|DR|DRA)\\.?\\s+)?(${PERSON_NAME})`,
  "gu",
);
const TITLED = new RegExp(
  `(?<=^|\\n)[ \\t]*(?:RELATOR[A]?\\s*:\\s*)?(?:${TITLE}(?:\\s+(?:Federal|FEDERAL|de\\s+Direito|DE\\s+DIREITO|do\\s+Trabalho|DO\\s+TRABALHO|Substitut[oa]))?)\\s+(${PERSON_NAME})[ \\t]*(?=\\n|$)`,
  "gu",
);
// A signatory with the office after a dash ("Heloísa Moura Castanheira – Diretora Executiva") and the notary who
// writes the act ("Eu, SIMONE REGINA PETRY, Tabeliã Substituta").
const DASH_OFFICE = new RegExp(
  `(?<=^|\\n)[ \\t]*(${PERSON_NAME})[ \\t]+[–-][ \\t]+(?:Diretor[a]?|Diretor-Presidente|Presidente|Vice-Presidente|S[óo]ci[oa]|Administrador[a]?|Procurador[a]?|Gerente|Secret[áa]ri[oa]|Tesoureir[oa]|Representante|Chief|President|Director|Manager|Authorized|Managing|Partner)`,
  "gu",
);
const NOTARY_SELF = new RegExp(`\\bEu,[ \\t]+(${PERSON_NAME}),[ \\t]+(?:Tabeli|Escrevente|Oficial|Notári)`, "gu");
const ABOVE_TITLE = new RegExp(`(?<=^|\\n)[ \\t]*(${PERSON_NAME})[ \\t]*[,\\n][ \\t]*${TITLE}\\b`, "gu");

const UF_CODES = new Set(Object.keys(BR_STATES));
// "… COMARCA DE LONDRINA – PR", "RECURSO ESPECIAL Nº 2.104.377 - MG (2023/…)": a state code after a dash.
const UF_AFTER_DASH = /[ \t][–-][ \t]([A-Z]{2})(?=[ \t]*(?:\n|$|\())/g;

const LABELS = /^(?:Processo|PROCESSO|Autos|AUTOS|Vistos|VISTOS|Poder|PODER|Justi[çc]a|JUSTI[ÇC]A)$/;

export function findLayoutNames(text: string): Entity[] {
  const out: Entity[] = [];
  const person = (m: RegExpMatchArray, confidence: number) => {
    const value = (m[1] ?? "").trim();
    if (!value || LABELS.test(value.split(/\s+/)[0] ?? "")) return;
    const start = (m.index ?? 0) + m[0].indexOf(value);
    out.push({ type: "PERSON", value, confidence, start, end: start + value.length });
  };
  for (const m of text.matchAll(BEFORE_OAB)) person(m, 0.8);
  for (const m of text.matchAll(COUNSEL_LINE)) person(m, 0.8);
  for (const m of text.matchAll(TITLED)) person(m, 0.75);
  for (const m of text.matchAll(ABOVE_TITLE)) person(m, 0.75);
  for (const m of text.matchAll(DASH_OFFICE)) person(m, 0.7);
  for (const m of text.matchAll(NOTARY_SELF)) person(m, 0.75);
  for (const m of text.matchAll(UF_AFTER_DASH)) {
    const code = m[1] ?? "";
    if (!UF_CODES.has(code)) continue;
    const start = (m.index ?? 0) + m[0].indexOf(code, 2);
    out.push({ type: "LOCATION", value: code, confidence: 0.7, start, end: start + 2 });
  }
  return out;
}

// A precedent-style citation alone on a line of a decision's header is the document's own number:
// "RECURSO ESPECIAL Nº 2.104.377 - MG (2023/0381122-5)" → CASE_NUMBER "2.104.377"; the registry number in
// parentheses beside it is the same case. The Supreme Court's headings drop the "Nº" ("HABEAS CORPUS 231.456 SÃO
// PAULO"): there the number with thousands dots after the class's name is read.
const OWN_NUMBER = /(?:n[º°o.]|N[º°O.])\s*([\d.]+(?:-\d+)?)|(?<=\p{Lu}\s)(\d{1,3}(?:\.\d{3})+)(?![\d.])/u;
export function ownCaseNumber(text: string, e: Entity): Entity | null {
  if (e.type !== "CASE_LAW" || e.start > 800) return null;
  const lineStart = text.lastIndexOf("\n", e.start - 1) + 1;
  const lineEnd = text.indexOf("\n", e.end);
  const line = text.slice(lineStart, lineEnd < 0 ? text.length : lineEnd);
  const before = text.slice(lineStart, e.start);
  if (!/^[ \t]*$/.test(before) && !/^[ \t]*[\p{Lu}\s]+$/u.test(before)) return null;
  if (/\p{Ll}{3,}/u.test(line.replace(/n[º°o]/g, ""))) return null;
  const m = OWN_NUMBER.exec(e.value);
  const number = m?.[1] ?? m?.[2];
  if (!m || !number) return null;
  const start = e.start + m.index + m[0].indexOf(number);
  return { ...e, type: "CASE_NUMBER", value: number, start, end: start + number.length };
}

/** True for a citation in parentheses on the same header line as the document's own number. */
export function besideOwnNumber(text: string, e: Entity, own: Entity[]): boolean {
  if (e.type !== "CASE_LAW" || text[e.start - 1] !== "(") return false;
  return own.some((o) => !text.slice(o.end, e.start).includes("\n"));
}
