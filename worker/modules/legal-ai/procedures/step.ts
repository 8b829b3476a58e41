import type { Jurisdiction } from "../../../../common/vocabulary.ts";

// The shape of a catalogue procedure: steps with their deadlines and legal bases, and the edges between them.

type Bilingual = { en: string; pt: string };

export interface Step {
  id: string;
  kind: "start" | "step" | "decision" | "end";
  label: Bilingual;
  deadline?: Bilingual;
  basis?: string;
}

export interface Procedure {
  id: string;
  jurisdiction: Jurisdiction;
  name: Bilingual;
  /** Other names lawyers use, in both languages (matched without accents or case). */
  synonyms: string[];
  legalBasis: string[];
  steps: Step[];
  /** [from, to, label pt, label en]. */
  edges: [string, string, string?, string?][];
}

/** Shorthand for the data tables. */
export function step(
  id: string,
  kind: Step["kind"],
  pt: string,
  en: string,
  extra?: { deadline?: [string, string]; basis?: string },
): Step {
  return {
    id,
    kind,
    label: { pt, en },
    ...(extra?.deadline ? { deadline: { pt: extra.deadline[0], en: extra.deadline[1] } } : {}),
    ...(extra?.basis ? { basis: extra.basis } : {}),
  };
}
