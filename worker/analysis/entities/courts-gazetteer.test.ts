import { describe, expect, it } from "vitest";
import { findCourtsByGazetteer } from "./courts.ts";

// The gazetteer's court names are matched grouped under their first word (courts.ts); a lawyer sees the whole name
// whatever the letter case, accents or spacing the document writes it in.
const names = (text: string): string[] => findCourtsByGazetteer(text).map((c) => c.value);

describe("courts named from the gazetteer", () => {
  it("takes the longest name: the regional labour court of the 2nd region, not a shorter prefix", () => {
    expect(names("Recurso ao TRIBUNAL REGIONAL DO TRABALHO DA 2ª REGIÃO, em São Paulo.")).toContain(
      "TRIBUNAL REGIONAL DO TRABALHO DA 2ª REGIÃO",
    );
    expect(names("Recurso ao Tribunal Regional do Trabalho da 12ª Região.")).toContain(
      "Tribunal Regional do Trabalho da 12ª Região",
    );
  });

  it("reads names without accents and with loose spacing, under either language's first words", () => {
    const found = names(
      "SUPERIOR TRIBUNAL DE JUSTICA\nRecurso ao Supremo  Tribunal Federal e ao Tribunal de Justiça do Estado de São Paulo; UNITED STATES DISTRICT COURT FOR THE SOUTHERN DISTRICT OF NEW YORK",
    );
    expect(found).toContain("SUPERIOR TRIBUNAL DE JUSTICA");
    expect(found).toContain("Supremo  Tribunal Federal");
    expect(found).toContain("Tribunal de Justiça do Estado de São Paulo");
    expect(found).toContain("UNITED STATES DISTRICT COURT FOR THE SOUTHERN DISTRICT OF NEW YORK");
  });

  it("does not read a name inside a longer word", () => {
    expect(names("Os Tribunais Superiores e o tribunalSuperior do Trabalho")).toEqual([]);
  });
});

describe("federal courts of special jurisdiction and adjudicating boards", () => {
  it("reads them as courts, as a lawyer files in them", () => {
    const found = names(
      "Appeal from the Board of Immigration Appeals; petition before the Patent Trial and Appeal Board; the Maine Supreme Judicial Court and the United States Court of Federal Claims.",
    );
    expect([...new Set(found)]).toEqual([
      "Board of Immigration Appeals",
      "Patent Trial and Appeal Board",
      "Maine Supreme Judicial Court",
      "United States Court of Federal Claims",
    ]);
  });
});

describe("a gazetteer court whose name breaks across lines", () => {
  it("is read whole, not as its first line and a circuit apart", () => {
    const found = names("United States Court of Appeals\nFor the Eighth Circuit\n___________\n\nNo. 24-2291\n");
    expect(found).toContain("United States Court of Appeals\nFor the Eighth Circuit");
    expect(found).not.toContain("United States Court of Appeals");
  });
});
