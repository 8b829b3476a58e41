import { describe, expect, it } from "vitest";
import { analyze } from "../analyze.ts";

// Third round of issue #19 (docs/decisions/025-held-out-evaluation.md): state courts named by their state, and
// Brazilian federal headers.

const courts = (text: string): string[] =>
  analyze(text)
    .entities.filter((e) => e.type === "COURT")
    .map((e) => e.value);

describe("courts, third round", () => {
  it("reads a state's appellate court and its district and division, in capitals too", () => {
    const found = courts(
      "IN THE COURT OF APPEAL OF THE STATE OF CALIFORNIA\nSECOND APPELLATE DISTRICT\nThe Second Appellate District, Division Four, heard the appeal from the Circuit Court of the State of Oregon for Multnomah County.",
    );
    expect(found).toContain("COURT OF APPEAL OF THE STATE OF CALIFORNIA");
    expect(found).toContain("Second Appellate District, Division Four");
    expect(found).toContain("Circuit Court of the State of Oregon for Multnomah County");
  });

  it("reads a federal region's justice and an execuções fiscais court", () => {
    const found = courts(
      "JUSTIÇA FEDERAL DA 3ª REGIÃO\nSEÇÃO JUDICIÁRIA DE SÃO PAULO\n1ª Vara de Execuções Fiscais Federal de São Paulo\nSENTENÇA\nJulgo extinta a execução.",
    );
    expect(found).toContain("JUSTIÇA FEDERAL DA 3ª REGIÃO");
    expect(found).toContain("1ª Vara de Execuções Fiscais Federal de São Paulo");
  });
});
