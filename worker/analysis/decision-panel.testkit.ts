import { expect } from "vitest";
import { analyze } from "./analyze.ts";
import type { JudicialDecision } from "./types.ts";

/** The decision panel of a text made of `lines` (one paragraph each), which must be typed as a judicial decision. */
export function decisionPanel(lines: string[]): JudicialDecision {
  const a = analyze(lines.join("\n\n"));
  expect(a.documentType).toBe("judicial_decision");
  const d = a.judicialDecision;
  if (!d) throw new Error("no decision");
  return d;
}
