import { describe, expect, it } from "vitest";
import { analyze } from "./analyze.ts";

const ata = `ATA DA ASSEMBLEIA GERAL EXTRAORDINÁRIA DA METALGRÁFICA ITAJUBÁ S.A.
CNPJ nº 45.281.937/0001-10

Data, hora e local: 18 de outubro de 2024, às 10 horas, na sede social, em Itajubá/MG.
Presença: acionistas representando 87% do capital social votante, conforme o Livro de Presença.
Deliberações: Os acionistas, por unanimidade, resolveram aumentar o capital social de R$ 4.000.000,00 para R$ 6.500.000,00, mediante a emissão de 2.500.000 novas ações ordinárias, e eleger como Diretor Financeiro o Sr. Maurício Faria Bastos, com mandato até 30 de abril de 2026.
Encerramento: nada mais havendo a tratar, foi lavrada a presente ata, que será arquivada na Junta Comercial do Estado de Minas Gerais.`;

describe("the findings of a shareholders' meeting (ata de assembleia)", () => {
  const a = analyze(ata);
  const of = (type: string) => a.keyFindings.filter((f) => f.type === type).map((f) => f.value);

  it("reads the shareholders present with 87% of the voting capital as the quorum, not as a change of capital", () => {
    expect(of("quorum").some((v) => v.includes("87% do capital social"))).toBe(true);
    expect(of("capital").some((v) => v.includes("87%"))).toBe(false);
  });

  it("shows the capital increase and the officer elected in one deliberation each as its own clause", () => {
    expect(of("capital").some((v) => v.includes("R$ 6.500.000,00") && !v.includes("Maurício"))).toBe(true);
    expect(of("officers").some((v) => v.startsWith("eleger como Diretor Financeiro o Sr. Maurício Faria Bastos"))).toBe(
      true,
    );
  });

  it("names the company, not the act's title, as the organisation", () => {
    const orgs = a.entities.filter((e) => e.type === "ORGANIZATION").map((e) => e.value);
    expect(orgs).toContain("METALGRÁFICA ITAJUBÁ S.A.");
    expect(orgs.some((o) => /^ATA\b/.test(o))).toBe(false);
  });
});
