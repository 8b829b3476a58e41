// Word list numbering (word/numbering.xml): a clause typed as "3. Term." in Word's numbered list has no "3." in its
// text; Word draws it from the list definition. The engine reads clause numbers (US complaint paragraphs, contract
// clauses), so extraction writes them back (docs/decisions/031-heldout-through-extraction.md).

interface Level {
  start: number;
  format: string;
  text: string;
}

/** numId → its levels (from the abstract definition, start overrides applied). */
export type NumberingDefinitions = Map<string, Map<number, Level>>;

const attr = (tag: string, name: string) => new RegExp(`${name}="([^"]*)"`).exec(tag)?.[1];

/** Reads numbering.xml. Unknown or malformed parts give no definitions, and paragraphs then stay unnumbered. */
export function parseNumbering(xml: string): NumberingDefinitions {
  const abstracts = new Map<string, Map<number, Level>>();
  for (const a of xml.matchAll(/<w:abstractNum\b[^>]*>([\s\S]*?)<\/w:abstractNum>/g)) {
    const id = attr(a[0].slice(0, a[0].indexOf(">")), "w:abstractNumId");
    if (id === undefined) continue;
    const levels = new Map<number, Level>();
    for (const l of (a[1] ?? "").matchAll(/<w:lvl\b([^>]*)>([\s\S]*?)<\/w:lvl>/g)) {
      const body = l[2] ?? "";
      levels.set(Number(attr(l[1] ?? "", "w:ilvl") ?? 0), {
        start: Number(attr(/<w:start\b[^>]*>/.exec(body)?.[0] ?? "", "w:val") ?? 1),
        format: attr(/<w:numFmt\b[^>]*>/.exec(body)?.[0] ?? "", "w:val") ?? "decimal",
        text: attr(/<w:lvlText\b[^>]*>/.exec(body)?.[0] ?? "", "w:val") ?? "",
      });
    }
    abstracts.set(id, levels);
  }
  const definitions: NumberingDefinitions = new Map();
  for (const n of xml.matchAll(/<w:num\b([^>]*)>([\s\S]*?)<\/w:num>/g)) {
    const numId = attr(n[1] ?? "", "w:numId");
    const abstractId = attr(/<w:abstractNumId\b[^>]*>/.exec(n[2] ?? "")?.[0] ?? "", "w:val");
    const base = abstractId === undefined ? undefined : abstracts.get(abstractId);
    if (numId === undefined || !base) continue;
    const levels = new Map([...base].map(([k, v]) => [k, { ...v }]));
    for (const o of (n[2] ?? "").matchAll(/<w:lvlOverride\b([^>]*)>([\s\S]*?)<\/w:lvlOverride>/g)) {
      const start = attr(/<w:startOverride\b[^>]*>/.exec(o[2] ?? "")?.[0] ?? "", "w:val");
      const level = levels.get(Number(attr(o[1] ?? "", "w:ilvl") ?? 0));
      if (level && start !== undefined) level.start = Number(start);
    }
    definitions.set(numId, levels);
  }
  return definitions;
}

const ROMAN: [number, string][] = [
  [1000, "m"],
  [900, "cm"],
  [500, "d"],
  [400, "cd"],
  [100, "c"],
  [90, "xc"],
  [50, "l"],
  [40, "xl"],
  [10, "x"],
  [9, "ix"],
  [5, "v"],
  [4, "iv"],
  [1, "i"],
];
const roman = (n: number) => {
  let out = "";
  for (const [value, digits] of ROMAN) for (; n >= value; n -= value) out += digits;
  return out;
};
const letters = (n: number) => {
  const letter = String.fromCharCode(97 + ((n - 1) % 26));
  return letter.repeat(Math.floor((n - 1) / 26) + 1);
};

function formatNumber(n: number, format: string): string {
  switch (format) {
    case "lowerLetter":
      return letters(n);
    case "upperLetter":
      return letters(n).toUpperCase();
    case "lowerRoman":
      return roman(n);
    case "upperRoman":
      return roman(n).toUpperCase();
    default:
      return String(n);
  }
}

/** Counts list paragraphs in document order, as Word does, and gives each its label ("3.", "1.2", "b)"). */
export function numberingCounter(definitions: NumberingDefinitions) {
  const counters = new Map<string, number[]>();
  return (numId: string, ilvl: number): string => {
    const levels = definitions.get(numId);
    const level = levels?.get(ilvl);
    // Bullets and "none" carry no number the text refers to.
    if (!levels || !level || level.format === "bullet" || level.format === "none" || !level.text) return "";
    const counts = counters.get(numId) ?? [];
    for (let l = 0; l < ilvl; l++) counts[l] ??= levels.get(l)?.start ?? 1;
    counts[ilvl] = counts[ilvl] === undefined ? level.start : (counts[ilvl] ?? 0) + 1;
    counts.length = ilvl + 1;
    counters.set(numId, counts);
    return level.text.replace(/%([1-9])/g, (_, d: string) => {
      const l = Number(d) - 1;
      return formatNumber(counts[l] ?? levels.get(l)?.start ?? 1, levels.get(l)?.format ?? "decimal");
    });
  };
}
