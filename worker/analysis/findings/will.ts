import { type ClauseRule, clauseFinder, gatedRules } from "./shared.ts";

// Wills: who makes it, who inherits, who receives specific gifts, who executes it.

const PT_RULES: ClauseRule[] = gatedRules([
  // The notary's account: "compareceu o Sr. …, que … declarou as suas disposições de última vontade".
  {
    type: "testator",
    all: [/\beu,\s|\btestador(?:a)?\b|\bdisposi[çc][õo]es\s+de\s+[úu]ltima\s+vontade/i],
    confidence: 0.8,
    max: 2,
  },
  { type: "heirs", all: [/\bherdeir[oa]s?\b|\bherdar[ãa]o\b|\bleg[íi]tima\b/i], confidence: 0.8, max: 4 },
  {
    type: "legatees",
    // The testator's own words ("deixo a…") or the notary's account of them ("Que deixa à sua neta…, a título de legado").
    all: [
      /\blego\b|\blega\s+(?:a|ao|aos|[àa]s?|para)\s|\blegat[áa]ri[oa]s?\b|\bdeix[oa]\s+(?:para|a|ao|aos|[àa]s?)(?=\s)|\ba\s+t[íi]tulo\s+de\s+legado\b/i,
    ],
    confidence: 0.8,
    max: 6,
  },
  { type: "bequests", all: [/\blego\b|\bdeix[oa]\b|\bim[óo]vel\b|\bquantia\b|R\$/i], confidence: 0.7, max: 6 },
  { type: "executor", all: [/\btestamenteir[oa]\b|\binventariante\b/i], confidence: 0.85, max: 2 },
  {
    type: "conditions",
    all: [/\bcl[áa]usula\s+de\s+(?:inalienabilidade|impenhorabilidade|incomunicabilidade)|\bcondi[çc][ãa]o\b/i],
    confidence: 0.7,
    max: 3,
  },
]);
const EN_RULES: ClauseRule[] = gatedRules([
  { type: "testator", all: [/\bI,\s+[A-Z]|\btestat(?:or|rix)\b/], confidence: 0.8, max: 2 },
  {
    type: "heirs",
    all: [/\bheirs?\b|\bdescendants\b|\bper\s+stirpes\b|\bresiduary\s+estate\b|\bresidue\b/i],
    confidence: 0.75,
    max: 4,
  },
  {
    type: "legatees",
    // "[^.]" would stop at the cents of "$10,000.00".
    all: [/\b(?:give|bequeath|devise)\b(?:[^.]|\.\d){0,200}\bto\s+(?:my\s+)?[A-Z\w]/i],
    confidence: 0.75,
    max: 6,
  },
  { type: "bequests", all: [/\b(?:give|bequeath|devise)\b/i], confidence: 0.75, max: 6 },
  {
    type: "executor",
    all: [/\b(?:appoint|nominate|name)\b[^.]{0,120}\bexecut(?:or|rix)\b|\bpersonal\s+representative\b/i],
    confidence: 0.85,
    max: 2,
  },
  { type: "guardian", all: [/\bguardian\b/i], confidence: 0.75, max: 2 },
]);

export const willFindings = clauseFinder(PT_RULES, EN_RULES);
