import { isMunicipality } from "./entities/places.ts";
import { foldKey } from "./entities/refine.ts";
import { BR_STATES } from "./gazetteers/br-places.ts";
import { US_STATES } from "./gazetteers/courts.ts";
import type { Jurisdiction, KeyFinding } from "./types.ts";

// A contract's jurisdiction is the law it chooses, and failing a choice of law the courts it elects (decision 025,
// "Eighth round at merge"): an English contract between a Delaware company and a Brazilian one, with dollars and
// "Inc." throughout, is still a Brazilian contract when it is "subject to Brazilian legislation" or elects "the courts
// of the Judicial District of Goiânia/GO". The cue count of classify.ts decides only when the contract chooses
// neither, or chooses in words this file does not know.

const alternatives = (names: string[]) => names.map((n) => foldKey(n).replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|");

const BR_STATE_NAMES = alternatives(Object.values(BR_STATES));
const US_STATE_NAMES = alternatives(Object.values(US_STATES));

// Matched against folded text (foldKey: no accents, lower case, single spaces).
const BRAZILIAN_LAW = new RegExp(
  `\\bbrazil(?:ian)?\\b|\\bbrasil(?:eira)?\\b|\\b(?:law|decree(?:-law)?)\\s+no\\.\\s*[\\d.,]+\\/\\d{2,4}\\b|\\bstate\\s+of\\s+(?:${BR_STATE_NAMES})\\b`,
);
const US_LAW = new RegExp(`\\bunited\\s+states\\b|\\b(?:${US_STATE_NAMES})\\b|\\bdistrict\\s+of\\s+columbia\\b`);
// A Brazilian forum: a comarca ("Judicial District of"), a state's abbreviation after a city ("Goiânia/GO"), a
// Brazilian state, or a Brazilian municipality's courts ("the Courts of the City of Campo Grande", below).
const BRAZILIAN_FORUM_WORDS = new RegExp(
  `\\bjudicial\\s+district\\s+of\\b|\\bcomarca\\b|\\/(?:${Object.keys(BR_STATES).join("|").toLowerCase()})\\b|\\bstate\\s+of\\s+(?:${BR_STATE_NAMES})\\b|\\bbrazil\\b`,
);
const CITY_OF = /\bcity\s+of\s+([^,;.\n]{2,60})/g;

/** "city of campo grande, with express waiver": the longest run of words after "city of" that is a municipality. */
function namesBrazilianCity(clause: string): boolean {
  for (const m of clause.matchAll(CITY_OF)) {
    const words = (m[1] ?? "").trim().split(/\s+/).slice(0, 5);
    for (let n = words.length; n > 0; n--) if (isMunicipality(words.slice(0, n).join(" "))) return true;
  }
  return false;
}
const BRAZILIAN_FORUM = { test: (clause: string) => BRAZILIAN_FORUM_WORDS.test(clause) || namesBrazilianCity(clause) };
const US_FORUM = new RegExp(
  `\\bunited\\s+states\\b|\\bcounty\\b|\\b(?:${US_STATE_NAMES})\\b|\\bdistrict\\s+of\\s+columbia\\b`,
);

/** The clause a finding sits in: from the finding to the end of its sentence or line (at most 300 characters). */
function clauseOf(text: string, f: KeyFinding): string {
  const rest = text.slice(f.start, f.start + 300);
  const stop = /[.;]\s|\n/.exec(rest.slice(Math.max(0, f.end - f.start)));
  return foldKey(stop ? rest.slice(0, f.end - f.start + stop.index) : rest);
}

type Matcher = { test(clause: string): boolean };

/** Brazilian or US law by what the contract chose, or null when its findings show no choice either way. */
function chosenBy(clauses: string[], brazil: Matcher, usa: Matcher): Jurisdiction | null {
  const br = clauses.some((c) => brazil.test(c));
  const us = clauses.some((c) => usa.test(c));
  if (br === us) return null;
  return br ? "brazil" : "usa";
}

export function chosenJurisdiction(text: string, findings: readonly KeyFinding[]): Jurisdiction | null {
  const clauses = (type: string) => findings.filter((f) => f.type === type).map((f) => clauseOf(text, f));
  return (
    chosenBy(clauses("governing_law"), BRAZILIAN_LAW, US_LAW) ?? chosenBy(clauses("forum"), BRAZILIAN_FORUM, US_FORUM)
  );
}
