import type { Entity } from "../types.ts";
import { US_STATES } from "./names-en.ts";

// US federal trial courts as captions and letters write them (docs/decisions/025-held-out-evaluation.md, sixth
// round). A caption puts the court and its district on two lines, often without "for the" and in capitals
// ("UNITED STATES DISTRICT COURT\nNORTHERN DISTRICT OF GEORGIA", "… COURT\nEastern District of Virginia"). The
// court is listed under its full name, "United States District Court for the Northern District of Georgia",
// whatever the caption's letter case, so that one court reads the same in every document (a division line below
// it, "ATLANTA DIVISION", is part of that court and not listed). A district named alone with its direction
// ("the Northern District of Texas") is a court too; "District of Columbia" alone is also a place, so it is not.

const STATE = `(?:${US_STATES}|District\\s+of\\s+Columbia)`;
const DIRECTION = "(?:Northern|Southern|Eastern|Western|Middle|Central)";
const CAPTION_RE = new RegExp(
  String.raw`\bUnited[ \t]+States[ \t]+(District|Bankruptcy)[ \t]+Court[ \t]*\n[ \t]*(?:for[ \t]+the[ \t]+)?((?:${DIRECTION}[ \t]+)?District[ \t]+of[ \t]+(?:${US_STATES}|Columbia))\b`,
  "gi",
);
const DISTRICT_ALONE_RE = new RegExp(String.raw`\b${DIRECTION}\s+District\s+of\s+${STATE}\b`, "g");

const SMALL = new Set(["of", "for", "the"]);
const titleCase = (s: string): string =>
  s
    .toLowerCase()
    .split(/\s+/)
    .map((w, i) => (i > 0 && SMALL.has(w) ? w : w.charAt(0).toUpperCase() + w.slice(1)))
    .join(" ");

export function findFederalCourts(text: string): Entity[] {
  const out: Entity[] = [];
  for (const m of text.matchAll(CAPTION_RE)) {
    out.push({
      type: "COURT",
      value: `United States ${titleCase(m[1] ?? "")} Court for the ${titleCase(m[2] ?? "")}`,
      confidence: 0.95,
      start: m.index,
      end: m.index + m[0].length,
    });
  }
  for (const m of text.matchAll(DISTRICT_ALONE_RE))
    out.push({ type: "COURT", value: m[0], confidence: 0.85, start: m.index, end: m.index + m[0].length });
  return out;
}
