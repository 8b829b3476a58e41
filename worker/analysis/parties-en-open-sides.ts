import type { Entity, Party, PartyRole } from "./types.ts";

// A caption side that ends "et al." names only its first party (decision 025, ninth round 24b): the others are the
// ones the body lists after the side's word ("Plaintiffs, a trade association and two pharmacies, A, LLC and B,
// Inc.", "the remaining defendants, C, Inc., D, LLC and E LLC"). Only organisations with a legal form are read from
// such a list, and only for a side the caption leaves open, so a name the facts mention stays out.

const SIDE_WORD: [RegExp, PartyRole][] = [
  [/^plaintiffs?/i, "plaintiff"],
  [/^defendants?/i, "defendant"],
  [/^petitioners?/i, "petitioner"],
  [/^respondents?/i, "respondent"],
];
// "et al.," above a side's label, or in a case title's second name ("Caldwell v. Meta Platforms, Inc., et al.").
const LABEL_AFTER_ET_AL =
  /\bet\s+al\.,?[ \t]*\n(?:[ \t]*\n)*[ \t]*(Plaintiffs?|Defendants?|Petitioners?|Respondents?)\b/gi;
const TITLE_ET_AL = /^[^\n]{0,80}\sv\.\s[^\n]{3,100}?,?\s+et\s+al\./m;
// The side's word, then an optional description ending in a comma, then the list.
const LIST_HEAD =
  /\b(?:[Pp]laintiffs|[Dd]efendants|[Pp]etitioners|[Rr]espondents|remaining\s+defendants|other\s+defendants)\b,?\s+(?:(?:a|an|the|two|three|four|five|several)\s+[^,.;()]{0,60},\s+)?/g;
const LEGAL_FORM = /\b(?:Inc|LLC|L\.L\.C|Corp|Corporation|Co|Company|Ltd|L\.?P|LLP|PLLC|P\.?C|P\.?A)\.?$/;

function openSides(head: string): Set<PartyRole> {
  const open = new Set<PartyRole>();
  for (const m of head.matchAll(LABEL_AFTER_ET_AL)) {
    const role = SIDE_WORD.find(([re]) => re.test(m[1] ?? ""))?.[1];
    if (role) open.add(role);
  }
  if (TITLE_ET_AL.test(head)) open.add("defendant");
  return open;
}

/** Organisations the body lists for a caption side left open by "et al.". */
export function openSideParties(text: string, entities: Entity[]): Party[] {
  const head = text.slice(0, 2500);
  const open = openSides(head);
  if (!open.size) return [];
  const orgs = entities.filter((e) => e.type === "ORGANIZATION" && LEGAL_FORM.test(e.value));
  const out: Party[] = [];
  const body = text.slice(0, 12000);
  for (const m of body.matchAll(LIST_HEAD)) {
    const word = m[0].replace(/^(?:remaining|other)\s+/i, "");
    const role = SIDE_WORD.find(([re]) => re.test(word))?.[1];
    if (!role || !open.has(role)) continue;
    // Names follow one another, joined by ", " or " and " (an entity is listed once: matched by its text here).
    let at = m.index + m[0].length;
    for (;;) {
      const named = orgs.find((e) => body.startsWith(e.value, at));
      if (!named) break;
      out.push({ name: named.value, role, entityType: "ORGANIZATION", start: at, end: at + named.value.length });
      at += named.value.length;
      const sep = /^(?:,\s+and\s+|,\s+|\s+and\s+)/.exec(body.slice(at));
      if (!sep) break;
      at += sep[0].length;
    }
  }
  return out;
}
