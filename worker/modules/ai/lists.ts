/** Small text helpers shared by the AI module's parsing, local composition and grounding. */

const LIST_LIMIT = 15;

export const squash = (s: string) => s.replace(/\s+/g, " ").trim();
export const clip = (s: string, n: number) => (s.length > n ? `${s.slice(0, n - 1)}…` : s);

/** Squashed items without case-insensitive repeats, at most `limit`. */
export function uniq(items: string[], limit = LIST_LIMIT): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const item of items) {
    const key = squash(item).toLowerCase();
    if (!key || seen.has(key)) continue;
    seen.add(key);
    out.push(squash(item));
  }
  return out.slice(0, limit);
}

/** A model's list as strings, whatever item shape it answered with; anything else is an empty list. */
export function stringList(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  return value
    .map((v) => {
      if (typeof v === "string") return v;
      // Some models answer [{"text": "..."}] or [{"description": "..."}] despite the shape asked for.
      if (v && typeof v === "object") {
        const o = v as Record<string, unknown>;
        const text = o.text ?? o.description ?? o.item ?? o.value;
        return typeof text === "string" ? text : "";
      }
      return "";
    })
    .map(squash)
    .filter(Boolean);
}
