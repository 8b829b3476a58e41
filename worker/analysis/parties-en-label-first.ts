import type { Party, PartyRole } from "./types.ts";

// A caption that puts each side's label before its names, as Colorado's captions and its disciplinary proceedings do
// ("Complainant:\nTHE PEOPLE OF THE STATE OF COLORADO,\n\nRespondent:\nBRENDAN T. MACALLISTER, #41872."), with or
// without a "v." between the sides (decision 025, ninth round 24f).

const LEADING_LABEL =
  /^[ \t]*(Complainants?|Plaintiffs?|Petitioners?|Respondents?|Defendants?|Appellants?|Appellees?)(?:\(s\))?[ \t]*:[ \t]*/gm;

const ROLE: Record<string, PartyRole> = {
  complainant: "plaintiff",
  plaintiff: "plaintiff",
  petitioner: "petitioner",
  respondent: "respondent",
  defendant: "defendant",
  appellant: "appellant",
  appellee: "appellee",
};

/** The sides a label-first caption names; `names` reads the names between two offsets with a role. */
export function labelFirstParties(
  text: string,
  names: (from: number, to: number, role: PartyRole) => Party[],
): Party[] {
  const head = text.slice(0, 2500);
  const labels = [...head.matchAll(LEADING_LABEL)].filter((m) => m.index < 1500);
  const roles = new Set(labels.map((m) => ROLE[(m[1] ?? "").toLowerCase().replace(/s$/, "")]));
  // Two labels of different sides make a caption; one "Plaintiff:" alone may be a letter's or a form's field.
  if (labels.length < 2 || roles.size < 2) return [];
  const out: Party[] = [];
  for (const [i, m] of labels.entries()) {
    const role = ROLE[(m[1] ?? "").toLowerCase().replace(/s$/, "")];
    if (!role) continue;
    const from = m.index + m[0].length;
    // The names run to the first blank line (or "v." line) after them.
    const rest = head.slice(from);
    const end = /\n[ \t]*\n|\n[ \t]*(?:v\.|vs\.?)[ \t]*\n/.exec(rest.replace(/^[ \t]*\n/, (s) => " ".repeat(s.length)));
    // A form puts each label and its names on one line ("Plaintiff: X\nDefendant: Y"): the next label ends them too.
    const next = labels[i + 1]?.index ?? head.length;
    out.push(...names(from, Math.min(from + (end ? end.index : Math.min(rest.length, 300)), next), role));
  }
  return out;
}
