import { describe, expect, it } from "vitest";
import { analyze } from "../analyze.ts";

// Tenth round of issue #19 (docs/decisions/025-held-out-evaluation.md, "Tenth round (25d)"): Portuguese names on the
// new drafting of batch z.

const persons = (text: string): string[] =>
  analyze(text)
    .entities.filter((e) => e.type === "PERSON")
    .map((e) => e.value);

describe("Portuguese entities, tenth round", () => {
  it("drops a name the model cut at its start where the text names the whole person", () => {
    const found = persons(
      "TESTAMENTO PARTICULAR\n\nEu, ODETE MARIA FAGUNDES VARGAS, brasileira, viúva, professora aposentada, inscrita no CPF sob o nº 468.819.736-59, residente e domiciliada na Rua Coronel Bordini, 1.120, Porto Alegre/RS, faço este testamento particular.\n\nPRIMEIRO – Nomeio testamenteiro meu filho RICARDO FAGUNDES VARGAS.\n\nPorto Alegre, 14 de fevereiro de 2024.\n\nODETE MARIA FAGUNDES VARGAS\nTestadora",
    );
    expect(found.some((p) => /^odete maria fagundes vargas$/i.test(p))).toBe(true);
    expect(found.some((p) => /^maria fagundes vargas$/i.test(p))).toBe(false);
  });
});
