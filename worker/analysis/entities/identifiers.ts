import { BR_STATES } from "../gazetteers/br-places.ts";
import { gated, type LiteralScan, mayMatch } from "../literals.ts";
import { execAll } from "../text.ts";
import type { Entity } from "../types.ts";
import { findBareCnjNumbers, findFormerProcessNumbers, findOwnGluedCnjNumbers } from "./case-numbers-br.ts";
import {
  cnpjChars,
  digitsOnly,
  isUf,
  isValidCnj,
  isValidCnpj,
  isValidCpf,
  isValidEin,
  isValidOab,
  isValidSsn,
  maskSsn,
} from "./validators.ts";

// Identifier finders. Patterns live next to their validators; a candidate whose check digits fail is dropped.

// A line break may split the number after one of its separators when a PDF wraps it ("1019933-\n87.2022.4.01.3400").
const CNJ_RE =
  /(?<![\d.-])\d{7}-(?:[ \t]*\n[ \t]*)?\d{2}\.(?:[ \t]*\n[ \t]*)?\d{4}\.\d\.\d{2}\.(?:[ \t]*\n[ \t]*)?\d{4}(?![\d])/g;
// Labelled bare numbers ("CPF 52998224725") use a capture group: a variable-length lookbehind would be tried at
// every position of the text and dominated the engine's run time.
const CPF_RE = /(?<![\d./-])\d{3}\.\d{3}\.\d{3}-\d{2}(?!\d)|\bCPF(?:\/MF)?\s*(?:n[º°o.]?\s*)?:?\s*(\d{11})(?!\d)/g;
const CNPJ_RE =
  /(?<![0-9A-Z./-])[0-9A-Z]{2}\.[0-9A-Z]{3}\.[0-9A-Z]{3}\/[0-9A-Z]{4}-\d{2}(?!\d)|\bCNPJ(?:\/MF)?\s*(?:n[º°o.]?\s*)?:?\s*([0-9A-Z]{12}\d{2})(?![0-9A-Z])/g;
// "OAB/SP 123.456", "OAB-MG nº 98.765", "OAB/SP n.º 123.456", "OAB: SP 123.456", "OAB/SP sob nº 198.004",
// "OAB/PR 45.678-A", "OAB nº 123.456/SP".
const OAB_NUMSIGN = String.raw`(?:(?:sob\s+(?:o\s+)?)?n\.?\s?[º°o]?s?\.?\s*)?`;
const OAB_RE = new RegExp(
  String.raw`\bOAB\s*[/:-]?\s*([A-Z]{2})\s*[-–:]?\s*${OAB_NUMSIGN}(\d{1,3}\.\d{3}|\d{1,6})(?:[-\s]?([A-Z])\b)?|\bOAB\s*:?\s*${OAB_NUMSIGN}(\d{1,3}\.\d{3}|\d{1,6})\s*[/-]\s*([A-Z]{2})\b`,
  "g",
);
gated(OAB_RE);
// More numbers of the same section after one ("OAB/SP nºs 123.456 e 234.567", "OAB/RJ 12.345, 23.456").
const MORE_OAB_RE = /^(?:\s*(?:,|e|and)\s*)(\d{1,3}\.\d{3}|\d{4,6})(?![\d/.-]|\.\d|[ \t]*\/[ \t]*[A-Z]{2})/;
// The section named in words: "inscrito na OAB, Seção de Minas Gerais, sob o nº 98.765", "Ordem dos Advogados do
// Brasil, Secção do Estado do Rio de Janeiro, sob o nº 12.345".
const STATE_BY_NAME = new Map(Object.entries(BR_STATES).map(([uf, name]) => [name.toLowerCase(), uf]));
const SECTION_OAB_RE = new RegExp(
  String.raw`\b(?:OAB|Ordem\s+dos\s+Advogados\s+do\s+Brasil)\s*[,/-]?\s*(?:Se[çc]{1,2}[ãa]o|Seccional|Secional)\s+(?:d[eoa]\s+(?:Estado\s+d[eoa]\s+)?)?(${Object.values(BR_STATES).join("|")}|Distrito\s+Federal)\s*,?\s*(?:sob\s+(?:o\s+)?)?(?:n\.?\s?[º°o]?\.?\s*)(\d{1,3}\.\d{3}|\d{1,6})`,
  "gi",
);
// Bare "123456/SP", an OAB number when an OAB mention precedes it.
const OAB_WORD = /\bOAB\b/;
const BARE_OAB_RE = /(?<![\d./])(\d{1,3}\.\d{3}|\d{4,6})\s?\/\s?([A-Z]{2})\b/g;
// The courts' systems print an inscription as the state and the number run together ("MARCOS PEREIRA - MG098765",
// "Advogado do(a) EMBARGANTE: RENATA KATO - SP215678", "(OAB PR048213)"): counted under a lawyer's label or after
// "OAB".
// PJe also prints the number with its thousands dot ("RENATO TADEU SALVADOR - SP214.378").
const JOINED_OAB_RE = /(?:[-–][ \t]*|\bOAB[ \t]+)([A-Z]{2})(\d{4,6}|\d{1,3}\.\d{3})([A-Z])?(?![\w/]|\.\d)/g;
const COUNSEL_LABEL = /\b(?:ADVOGAD[OA]S?|Advogad[oa]s?|OAB|REPRESENTANTES?[ \t]+POLO)\b/;
// Not the tail of a dotted number ("FA nº 29.001.001.24-0003311", a consumer-protection file).
const EIN_RE = /(?<![\d.-])\d{2}-\d{7}(?![\d-])/g;
const SSN_RE = /(?<![\d-])\d{3}-\d{2}-\d{4}(?![\d-])/g;
const EIN_CONTEXT = /\b(?:EIN|E\.I\.N\.|employer identification|tax(?:payer)? id(?:entification)?|TIN|federal id)/i;

// The CNJ layout NNNNNNN-DD.AAAA.J.TR.OOOO is used for nothing but process numbers, so a number in it is a
// CASE_NUMBER even when its check digits fail (a typing slip, or a court's own test data); the check only sets the
// confidence. A judiciary segment J of 0 or a year outside 1990–2099 is not the layout.
const CNJ_SHAPE = /^\d{7}-\d{2}\.(?:199\d|20\d{2})\.[1-9]\./;

/** CNJ process numbers as CASE_NUMBER entities; valid check digits give confidence 0.99, failed ones 0.9. */
export function findCnjNumbers(text: string): Entity[] {
  const out: Entity[] = [];
  for (const m of execAll(CNJ_RE, text)) {
    const value = m[0].replace(/\s+/g, "");
    if (!CNJ_SHAPE.test(value)) continue;
    out.push({
      type: "CASE_NUMBER",
      value,
      normalized: digitsOnly(value),
      confidence: isValidCnj(value) ? 0.99 : 0.9,
      start: m.index,
      end: m.index + m[0].length,
    });
  }
  return out;
}

export function findCpfs(text: string): Entity[] {
  const out: Entity[] = [];
  for (const m of execAll(CPF_RE, text)) {
    const value = m[1] ?? m[0];
    const start = m.index + (m[1] ? m[0].length - m[1].length : 0);
    if (!isValidCpf(value)) continue;
    out.push({ type: "CPF", value, normalized: digitsOnly(value), confidence: 0.99, start, end: start + value.length });
  }
  return out;
}

export function findCnpjs(text: string): Entity[] {
  const out: Entity[] = [];
  for (const m of execAll(CNPJ_RE, text)) {
    const value = m[1] ?? m[0];
    const start = m.index + (m[1] ? m[0].length - m[1].length : 0);
    if (!isValidCnpj(value)) continue;
    out.push({ type: "CNPJ", value, normalized: cnpjChars(value), confidence: 0.99, start, end: start + value.length });
  }
  return out;
}

function findLabelledOabs(text: string, out: Entity[]): void {
  for (const m of execAll(OAB_RE, text)) {
    const uf = m[1] ?? m[5] ?? "";
    const num = m[2] ?? m[4] ?? "";
    if (!isValidOab(uf, num)) continue;
    const suffix = m[3] ?? "";
    out.push({
      type: "OAB",
      value: m[0],
      normalized: `${uf.toUpperCase()}${digitsOnly(num)}${suffix}`,
      confidence: 0.95,
      start: m.index,
      end: m.index + m[0].length,
    });
    for (let at = m.index + m[0].length, more = MORE_OAB_RE.exec(text.slice(at, at + 40)); more; ) {
      const value = more[1] ?? "";
      const start = at + more[0].length - value.length;
      out.push({
        type: "OAB",
        value,
        normalized: `${uf}${digitsOnly(value)}`,
        confidence: 0.8,
        start,
        end: start + value.length,
      });
      at = start + value.length;
      more = MORE_OAB_RE.exec(text.slice(at, at + 40));
    }
  }
  // Bare "123456/SP" only counts after an OAB mention nearby ("OAB/SP 123.456 e 654.321/SP").
  for (const m of execAll(BARE_OAB_RE, text)) {
    const before = text.slice(Math.max(0, m.index - 60), m.index);
    if (!OAB_WORD.test(before) || !isUf(m[2] ?? "")) continue;
    if (out.some((e) => m.index < e.end && m.index + m[0].length > e.start)) continue;
    out.push({
      type: "OAB",
      value: m[0],
      normalized: `${m[2]}${digitsOnly(m[1] ?? "")}`,
      confidence: 0.8,
      start: m.index,
      end: m.index + m[0].length,
    });
  }
}

export function findOabs(text: string, scan?: LiteralScan): Entity[] {
  const out: Entity[] = [];
  if (!COUNSEL_LABEL.test(text)) return out;
  // The first two passes need an "OAB" in the text: the second only keeps numbers with one shortly before them.
  if (mayMatch(scan, OAB_RE)) findLabelledOabs(text, out);
  for (const m of execAll(SECTION_OAB_RE, text)) {
    const uf = STATE_BY_NAME.get((m[1] ?? "").toLowerCase().replace(/\s+/g, " ")) ?? "DF";
    const num = m[2] ?? "";
    out.push({
      type: "OAB",
      value: m[0],
      normalized: `${uf}${digitsOnly(num)}`,
      confidence: 0.9,
      start: m.index,
      end: m.index + m[0].length,
    });
  }
  for (const m of execAll(JOINED_OAB_RE, text)) {
    const uf = m[1] ?? "";
    const num = m[2] ?? "";
    const start = m.index + m[0].length - uf.length - num.length - (m[3]?.length ?? 0);
    const label = m[0].startsWith("OAB") || COUNSEL_LABEL.test(text.slice(Math.max(0, m.index - 160), m.index));
    if (!label || !isValidOab(uf, num) || out.some((e) => start < e.end && m.index + m[0].length > e.start)) continue;
    out.push({
      type: "OAB",
      value: text.slice(start, m.index + m[0].length),
      normalized: `${uf}${num.replace(".", "")}${m[3] ?? ""}`,
      confidence: 0.85,
      start,
      end: m.index + m[0].length,
    });
  }
  return out;
}

/** EINs; a bare NN-NNNNNNN without an EIN/TIN label nearby gets a lower confidence (docket-like numbers exist). */
export function findEins(text: string): Entity[] {
  const out: Entity[] = [];
  for (const m of execAll(EIN_RE, text)) {
    if (!isValidEin(m[0])) continue;
    const before = text.slice(Math.max(0, m.index - 40), m.index);
    const labelled = EIN_CONTEXT.test(before);
    if (!labelled && /\b(?:No\.|Case|Docket|cv|cr)\s*$/i.test(before)) continue;
    out.push({
      type: "EIN",
      value: m[0],
      normalized: digitsOnly(m[0]),
      confidence: labelled ? 0.95 : 0.6,
      start: m.index,
      end: m.index + m[0].length,
    });
  }
  return out;
}

/** SSNs are reported (so a reviewer knows one is there) but the value is always masked. */
export function findSsns(text: string): Entity[] {
  const out: Entity[] = [];
  for (const m of execAll(SSN_RE, text)) {
    if (!isValidSsn(m[0])) continue;
    out.push({ type: "SSN", value: maskSsn(m[0]), confidence: 0.9, start: m.index, end: m.index + m[0].length });
  }
  return out;
}

const EMAIL_RE = /\b[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}\b/g;
// Brazilian: (11) 98765-4321, +55 11 3456-7890; US: (212) 555-1234, 212-555-1234, +1 212 555 1234.
const PHONE_RE =
  /(?<![\w-])(?:\+55\s?)?\(?\d{2}\)?\s?9?\d{4}-\d{4}(?![\d-])|(?<![\w-])(?:\+1[\s.-]?)?(?:\(\d{3}\)\s?|\d{3}[.-])\d{3}[.-]\d{4}(?![\d-])|\+1\s\d{3}\s\d{3}\s\d{4}\b/g;

export function findEmails(text: string): Entity[] {
  // Most documents have no "@": skip the pass (the pattern is tried at every word character otherwise).
  if (!text.includes("@")) return [];
  return execAll(EMAIL_RE, text).map((m) => ({
    type: "EMAIL" as const,
    value: m[0],
    normalized: m[0].toLowerCase(),
    confidence: 0.99,
    start: m.index,
    end: m.index + m[0].length,
  }));
}

export function findPhones(text: string): Entity[] {
  const out: Entity[] = [];
  for (const m of execAll(PHONE_RE, text)) {
    const d = digitsOnly(m[0]);
    if (d.length < 10) continue;
    out.push({
      type: "PHONE",
      value: m[0],
      normalized: d,
      confidence: 0.85,
      start: m.index,
      end: m.index + m[0].length,
    });
  }
  return out;
}

// The Minas Gerais court's own numbering, still printed on its decisions beside or instead of the CNJ number:
// "1.0000.24.118734-2/001" (court, origin, year, sequence and check digit, then the appeal's sequence).
const TJMG_RE = /(?<![\d.])\d\.\d{4}\.\d{2}\.\d{6}-\d(?:\/\d{3})?(?![\d/])/g;

export function findTjmgNumbers(text: string): Entity[] {
  return execAll(TJMG_RE, text).map((m) => ({
    type: "CASE_NUMBER" as const,
    value: m[0],
    normalized: digitsOnly(m[0]),
    confidence: 0.9,
    start: m.index,
    end: m.index + m[0].length,
  }));
}

/** All check-digit and format identifiers in one pass per pattern (fewer when `scan` rules some out). */
export function findIdentifiers(text: string, scan?: LiteralScan): Entity[] {
  const ids = [
    ...findCnjNumbers(text),
    ...findTjmgNumbers(text),
    ...findBareCnjNumbers(text),
    ...findFormerProcessNumbers(text),
    ...findOwnGluedCnjNumbers(text),
    ...findCpfs(text),
    ...findCnpjs(text),
    ...findOabs(text, scan),
    ...findEmails(text),
  ];
  const ssns = findSsns(text);
  const eins = findEins(text);
  const phones = findPhones(text).filter((p) => !ids.some((e) => p.start < e.end && p.end > e.start));
  const ss = ssns.filter((s) => !ids.some((e) => s.start < e.end && s.end > e.start));
  return [...ids, ...ss, ...eins, ...phones];
}

const SHAPES = [
  { re: /(?<![\d.-])\d{7}-\d{2}\.\d{4}\.\d\.\d{2}\.\d{4}(?!\d)/g, ok: isValidCnj },
  { re: /(?<![\d./-])\d{3}\.\d{3}\.\d{3}-\d{2}(?!\d)/g, ok: isValidCpf },
  { re: /(?<![0-9A-Z./-])[0-9A-Z]{2}\.[0-9A-Z]{3}\.[0-9A-Z]{3}\/[0-9A-Z]{4}-\d{2}(?!\d)/g, ok: isValidCnpj },
];

/** How many identifier-shaped strings the text has and how many pass their check digits (an OCR-quality signal). */
export function identifierCheck(text: string): { candidates: number; valid: number } {
  let candidates = 0;
  let valid = 0;
  for (const s of SHAPES) {
    for (const m of execAll(s.re, text)) {
      candidates++;
      if (s.ok(m[0])) valid++;
    }
  }
  return { candidates, valid };
}
