import { describe, expect, it } from "vitest";
import { analyze } from "../analyze.ts";

// Third round of issue #19 (docs/decisions/025-held-out-evaluation.md): people that signature blocks, witness lists
// and judges' lines name, in both languages; the notary who writes a will is not its testator.

const persons = (text: string): string[] =>
  analyze(text)
    .entities.filter((e) => e.type === "PERSON")
    .map((e) => e.value);

describe("names placed by layout, third round", () => {
  it("reads signatories with their office after a dash and a numbered witness list", () => {
    const found = persons(
      [
        "CONTRATO DE PRESTAÇÃO DE SERVIÇOS",
        "As partes elegem o foro da Comarca de Recife. Recife, 2 de maio de 2024.",
        "ALFA SERVIÇOS LTDA.",
        "Renata Albuquerque Lins – Diretora Executiva",
      ].join("\n"),
    );
    expect(found).toContain("Renata Albuquerque Lins");
    const witnesses = persons(
      "SERVICES AGREEMENT\nThis Agreement is governed by the laws of the State of New York.\nWitnesses: 1. Carla Nunes Prado  2. Bruno Esteves Filho",
    );
    expect(witnesses).toContain("Carla Nunes Prado");
    expect(witnesses).toContain("Bruno Esteves Filho");
  });

  it("reads a trial judge named before 'Judge' and a California panel's 'P. J.' line, without the 'Dr.' title", () => {
    const found = persons(
      [
        "APPEAL from a judgment of the Superior Court of Los Angeles County, Elaine W. Mandel, Judge. Reversed.",
        "By: Dr. Thomas Greeley, Superintendent",
        "The judgment is reversed.",
        "CURREY, P. J.",
        "We concur:",
      ].join("\n"),
    );
    expect(found).toContain("Elaine W. Mandel");
    expect(found).toContain("Thomas Greeley");
    expect(found.some((v) => /^Currey$/i.test(v))).toBe(true);
  });

  it("names the notary who writes a public will, but not as its testator", () => {
    const a = analyze(
      [
        "TESTAMENTO PÚBLICO",
        "",
        "Aos 3 dias do mês de maio de 2024, perante mim e as testemunhas, compareceu como testadora MARTA ELISA BRAUN, brasileira, viúva, que declarou:",
        "",
        "PRIMEIRO: Que nomeia como testamenteiro seu filho PAULO BRAUN.",
        "",
        "Eu, SIMONE REGINA PETRY, Tabeliã Substituta, o lavrei.",
      ].join("\n"),
    );
    expect(a.entities.some((e) => e.type === "PERSON" && e.value === "SIMONE REGINA PETRY")).toBe(true);
    expect(a.parties.some((p) => p.name.toUpperCase() === "SIMONE REGINA PETRY")).toBe(false);
    expect(a.parties.some((p) => p.role === "testador" && p.name === "MARTA ELISA BRAUN")).toBe(true);
  });
});
