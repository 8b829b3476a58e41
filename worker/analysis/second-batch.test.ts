import { describe, expect, it } from "vitest";
import { analyze } from "./analyze.ts";
import { extractEntities } from "./entities/index.ts";
import { refineEntities } from "./entities/refine.ts";

// Third round of issue #19, second batch (docs/decisions/025-held-out-evaluation.md): forms met in documents
// written after the first fixes — municipalities as parties, acórdão preambles, memorandum dispositions, county
// courts, signature columns.

const of = (text: string, type: string): string[] =>
  analyze(text)
    .entities.filter((e) => e.type === type)
    .map((e) => e.value);

describe("second batch of held-out forms", () => {
  it("treats a municipality sued as an organisation and splits it from its department", () => {
    const text = [
      "Ação Civil Pública nº 5006071-31.2024.8.21.0001",
      "Autor: MINISTÉRIO PÚBLICO DO ESTADO DO PARANÁ",
      "Réu: MUNICÍPIO DE LONDRINA e COMPANHIA MUNICIPAL DE TRÂNSITO E URBANIZAÇÃO",
      "DECISÃO",
      "O Ministério Público ajuizou ação em face do Município de Londrina. O acidente ocorreu no Município de Cambé.",
      "Isso posto, DEFIRO PARCIALMENTE a tutela de urgência para determinar que os réus, no prazo de 10 (dez) dias, sinalizem a via, sob pena de multa diária de R$ 5.000,00.",
      "Citem-se os réus. Intimem-se.",
    ].join("\n");
    const a = analyze(text);
    const orgs = a.entities.filter((e) => e.type === "ORGANIZATION").map((e) => e.value);
    expect(orgs.some((v) => /^Munic[íi]pio de Londrina$/i.test(v))).toBe(true);
    expect(orgs.some((v) => v.includes("e COMPANHIA"))).toBe(false);
    expect(a.entities.some((e) => e.type === "LOCATION" && /Município de Cambé/i.test(e.value))).toBe(true);
    expect(a.parties.map((p) => p.role)).toEqual(expect.arrayContaining(["autor", "réu"]));
    expect(a.parties.filter((p) => p.role === "réu")).toHaveLength(2);
    const d = a.judicialDecision;
    expect(d?.judgeOrders.some((o) => o.includes("sinalizem a via"))).toBe(true);
    expect(d?.proceduralOrientations.some((o) => o.startsWith("Citem-se"))).toBe(true);
  });

  it("reads an acórdão's 'em que é apelante X, é apelada Y' and ignores the vote's number", () => {
    const a = analyze(
      [
        "ACÓRDÃO",
        "Vistos, relatados e discutidos estes autos de Apelação Cível nº 1012233-82.2024.8.26.0224, da Comarca de Guarulhos, em que é apelante VIAÇÃO SERRANA S.A., é apelada MARINA SOUZA LIMA.",
        "ACORDAM, em 14ª Câmara de Direito Privado do Tribunal de Justiça de São Paulo, proferir a seguinte decisão: Negaram provimento ao recurso. V. U.",
        "VOTO Nº 41.227",
      ].join("\n"),
    );
    expect(a.parties.map((p) => `${p.role}: ${p.name}`)).toEqual(
      expect.arrayContaining(["apelante: VIAÇÃO SERRANA S.A.", "apelado: MARINA SOUZA LIMA"]),
    );
    expect(a.entities.some((e) => e.type === "CASE_NUMBER" && e.value === "41.227")).toBe(false);
  });

  it("takes a memorandum's bare 'REVERSED and REMANDED.' as the decision", () => {
    const a = analyze(
      [
        "UNITED STATES COURT OF APPEALS FOR THE NINTH CIRCUIT",
        "MEMORANDUM",
        "Appellant appeals the dismissal of its citizen suit for lack of standing. We review de novo.",
        "The declarations of its members suffice for injury in fact.",
        "REVERSED and REMANDED. Costs on appeal are awarded to Appellant.",
      ].join("\n"),
    );
    expect(a.judicialDecision?.decisionSummary).toMatch(/^REVERSED and REMANDED/);
    expect(a.judicialDecision?.financialOrders.some((o) => o.startsWith("Costs on appeal"))).toBe(true);
  });

  it("names a county's superior court as the forum and a court, and the firm after a signature column gap", () => {
    const text = [
      "COMMERCIAL LEASE AGREEMENT",
      'THIS LEASE is made on January 22, 2024 between Pierce County ("Landlord") and Harbor Clinic LLC ("Tenant").',
      "1. Term. The term of this Lease shall commence on March 1, 2024 and expire on February 28, 2029.",
      "2. Rent. Tenant shall pay monthly base rent of $4,000 on or before the first day of each month.",
      "3. Governing Law; Venue. This Lease is governed by the laws of the State of Washington. Venue for any action shall lie exclusively in the Pierce County Superior Court.",
      "IN WITNESS WHEREOF, the parties have executed this Lease.",
    ].join("\n");
    const a = analyze(text);
    expect(a.keyFindings.some((f) => f.type === "forum" && f.value === "Pierce County Superior Court")).toBe(true);
    expect(of(text, "COURT")).toContain("Pierce County Superior Court");
    const columns = "Signed:\nTHE REGENTS OF THE STATE UNIVERSITY      HARBOR CLINIC LLC";
    const refined = refineEntities(columns, extractEntities(columns, "en"), "en").map((e) => e.value);
    expect(refined).toContain("HARBOR CLINIC LLC");
    expect(refined.some((v) => v.includes("UNIVERSITY      HARBOR"))).toBe(false);
  });

  it("does not read the street 'Avenida XV de Novembro' as a date", () => {
    const dates = of(
      "O MUNICÍPIO DE MARINGÁ, com sede na Avenida XV de Novembro, 701, Centro, Maringá/PR, celebra o contrato em 24 de junho de 2024.",
      "DATE",
    );
    expect(dates).not.toContain("XV de Novembro");
    expect(dates).toContain("24 de junho de 2024");
  });
});
