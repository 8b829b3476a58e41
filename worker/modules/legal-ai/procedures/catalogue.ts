import type { Jurisdiction, Language } from "../../../../common/vocabulary.ts";
import { fold } from "../../search/query.ts";
import { BRAZIL_PROCEDURES } from "./brazil.ts";
import type { Procedure } from "./step.ts";
import { USA_PROCEDURES } from "./usa.ts";

// The built-in procedures for the flowchart tool: each step with its deadline and legal basis, drawn as Mermaid
// `flowchart TD` in the subset mermaid-check.ts accepts.

export const PROCEDURES: Procedure[] = [...BRAZIL_PROCEDURES, ...USA_PROCEDURES];

const words = (s: string) =>
  fold(s)
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length > 2);

/**
 * The catalogue procedure the user means: an exact name or synonym first, then the one sharing most words with the
 * request (at least half of a name's words). Procedures of the other jurisdiction never match.
 */
export function matchProcedure(
  request: string,
  jurisdiction: Jurisdiction,
): { match: Procedure | null; suggestions: Procedure[] } {
  const norm = (x: string) =>
    ` ${fold(x)
      .replace(/[^a-z0-9]+/g, " ")
      .trim()} `;
  const asked = norm(request);
  const pool = PROCEDURES.filter((p) => p.jurisdiction === jurisdiction);
  const names = (p: Procedure) => [p.name.pt, p.name.en, ...p.synonyms].map(norm);
  // The longest name or synonym the request contains as whole words ("ms" must not match "claims").
  const exact = pool
    .flatMap((p) => names(p).map((n) => ({ p, n })))
    .filter(({ n }) => asked.includes(n))
    .sort((a, b) => b.n.length - a.n.length)[0];
  if (exact) return { match: exact.p, suggestions: [] };
  const askedWords = new Set(words(request));
  const scored = pool
    .map((p) => {
      const best = Math.max(
        ...names(p).map((n) => {
          const w = words(n);
          return w.length ? w.filter((x) => askedWords.has(x)).length / w.length : 0;
        }),
      );
      return { p, best };
    })
    .sort((a, b) => b.best - a.best);
  const top = scored[0];
  if (top && top.best >= 0.5) return { match: top.p, suggestions: [] };
  return {
    match: null,
    suggestions: scored
      .filter((s) => s.best > 0)
      .map((s) => s.p)
      .slice(0, 3),
  };
}

/** Text safe inside a quoted Mermaid label: no quotes, angle brackets or line breaks. */
export function labelText(s: string): string {
  return s
    .replace(/["`<>#;\n\r]/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

/** Edge labels are unquoted: also without pipes and brackets. */
function edgeText(s: string): string {
  return labelText(s)
    .replace(/[|[\]{}()]/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

export function procedureMermaid(p: Procedure, language: Language): string {
  const lines = ["flowchart TD"];
  for (const s of p.steps) {
    const parts = [s.label[language], s.deadline?.[language], s.basis].filter(Boolean) as string[];
    const text = labelText(parts.join(" — "));
    const shape = s.kind === "decision" ? `{"${text}"}` : s.kind === "step" ? `["${text}"]` : `(["${text}"])`;
    lines.push(`  ${s.id}${shape}`);
  }
  for (const [from, to, pt, en] of p.edges) {
    const label = language === "pt" ? pt : en;
    lines.push(label ? `  ${from} -->|${edgeText(label)}| ${to}` : `  ${from} --> ${to}`);
  }
  return lines.join("\n");
}
