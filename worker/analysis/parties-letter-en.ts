import type { Entity, Party } from "./types.ts";

// The sides of a lawyer's letter that is no agreement (a demand, a notice of claim): the client the firm says it
// represents, and the organisation the letter is addressed to (decision 025, ninth round 24b). Who signs, who is
// copied and who is named in the facts (an owner, a lender, a surety) are not sides.

const SALUTATION =
  /^[ \t]*(?:Dear\s+[^\n]{2,60}|To\s+Whom\s+It\s+May\s+Concern|Gentlemen|Ladies\s+and\s+Gentlemen)[:,][ \t]*$/im;
const RE_LINE = /^[ \t]*(?:Re|RE|Subject)\s*:/m;
// "This firm represents X", "We represent X", "I represent our client, X", "on behalf of our client, X".
const REPRESENTS =
  /\b(?:(?:this|our)\s+(?:firm|office)\s+represents|we\s+represent|I\s+represent|on\s+behalf\s+of\s+our\s+client),?\s+(?:our\s+client,?\s+)?/gi;
const LEGAL_FORM = /\b(?:Inc|LLC|L\.L\.C|Corp|Corporation|Co|Company|Ltd|L\.?P|LLP|PLLC|P\.?C|P\.?A|N\.?A)\b\.?/;

export function letterSides(text: string, entities: Entity[]): Party[] {
  const head = text.slice(0, 4000);
  const salutation = SALUTATION.exec(head);
  if (!salutation) return [];
  const names = entities.filter((e) => e.type === "ORGANIZATION" || e.type === "PERSON");
  const body = head.slice(salutation.index);
  // An entity is listed once, at its first mention (often the "Re:" line): the name is matched after the phrase.
  let client: Entity | undefined;
  for (const m of body.matchAll(REPRESENTS)) {
    const at = salutation.index + m.index + m[0].length;
    const named = names.find((e) => head.startsWith(e.value, at));
    if (named) {
      client = { ...named, start: at, end: at + named.value.length };
      break;
    }
  }
  if (!client) return [];
  const clientName = client.value.toLowerCase();
  // The addressee: an organisation with a legal form in the address block, after the date and before "Re:" or the
  // salutation (the letterhead above the date is the firm's own).
  const date = entities.find((e) => e.type === "DATE" && e.start < salutation.index);
  const re = RE_LINE.exec(head);
  const blockEnd = re && re.index < salutation.index ? re.index : salutation.index;
  const addressee = names.find(
    (e) =>
      e.type === "ORGANIZATION" &&
      e.start >= (date?.end ?? 0) &&
      e.end <= blockEnd &&
      LEGAL_FORM.test(e.value) &&
      e.value.toLowerCase() !== clientName,
  );
  const side = (e: Entity): Party => ({
    name: e.value,
    role: "party",
    entityType: e.type === "PERSON" ? "PERSON" : "ORGANIZATION",
    start: e.start,
    end: e.end,
  });
  return addressee ? [side(client), side(addressee)] : [side(client)];
}
