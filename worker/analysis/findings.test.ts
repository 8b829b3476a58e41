import { describe, expect, it } from "vitest";
import { analyze } from "./analyze.ts";
import { FIXTURES } from "./fixtures/documents.ts";

const fixture = (name: string) => {
  const f = FIXTURES.find((x) => x.name === name);
  if (!f) throw new Error(`fixture ${name} missing`);
  return f.text;
};
const types = (name: string) => new Set(analyze(fixture(name)).keyFindings.map((k) => k.type));

describe("key findings", () => {
  it("finds parties, dates, term, renewal, termination and governing law in an English employment agreement", () => {
    const a = analyze(fixture("employment agreement"));
    const t = new Set(a.keyFindings.map((k) => k.type));
    for (const expected of [
      "parties",
      "agreement_date",
      "renewal_term",
      "notice_period_to_terminate_renewal",
      "non_compete",
      "termination_for_convenience",
      "governing_law",
      "payment_terms",
    ]) {
      expect(t.has(expected), expected).toBe(true);
    }
    const parties = a.keyFindings.filter((k) => k.type === "parties").map((k) => k.value);
    expect(parties).toContain("Stark Industries, Inc.");
    expect(parties).toContain("Executive");
  });

  it("reports verbatim snippets whose offsets match", () => {
    const text = fixture("NDA");
    for (const k of analyze(text).keyFindings) expect(text.slice(k.start, k.end)).toBe(k.value);
  });

  it("finds the effective date, confidentiality, term and governing law of an NDA", () => {
    const a = analyze(fixture("NDA"));
    expect(a.keyFindings.find((k) => k.type === "effective_date")?.value).toBe("May 1, 2024");
    const t = new Set(a.keyFindings.map((k) => k.type));
    for (const expected of ["confidentiality", "expiration_date", "termination_for_convenience", "governing_law"])
      expect(t.has(expected), expected).toBe(true);
  });

  it("finds vigência, renovação, rescisão, multa, confidencialidade, pagamento and foro in a contrato", () => {
    const t = types("contrato de prestação de serviços");
    for (const expected of [
      "term",
      "renewal_term",
      "termination_for_convenience",
      "termination_for_cause",
      "penalties",
      "confidentiality",
      "payment_terms",
      "forum",
    ]) {
      expect(t.has(expected), expected).toBe(true);
    }
  });

  it("finds the claims and the valor da causa in a petição inicial", () => {
    const a = analyze(fixture("petição inicial"));
    expect(a.keyFindings.find((k) => k.type === "claim_value")?.value).toContain("R$ 20.000,00");
    expect(a.keyFindings.some((k) => k.type === "claims")).toBe(true);
    expect(a.keyFindings.some((k) => k.type === "legal_basis")).toBe(true);
  });

  it("finds the prayer for relief and the jurisdictional basis in a complaint", () => {
    const t = types("complaint");
    for (const expected of ["claims", "causes_of_action", "jurisdiction_basis"])
      expect(t.has(expected), expected).toBe(true);
  });

  it("finds testator, heirs, legatees and executor in wills in both languages", () => {
    for (const name of ["testamento", "last will"]) {
      const t = types(name);
      for (const expected of ["testator", "heirs", "legatees", "executor"])
        expect(t.has(expected), `${name}: ${expected}`).toBe(true);
    }
  });

  it("finds resolutions, capital and officers in corporate documents", () => {
    const t = types("ata de assembleia");
    for (const expected of ["resolutions", "capital", "officers"]) expect(t.has(expected), expected).toBe(true);
    expect(types("bylaws").has("quorum")).toBe(true);
  });

  it("finds outcome, amounts and deadlines in a decision", () => {
    const t = types("sentença");
    for (const expected of ["outcome", "amounts", "deadlines"]) expect(t.has(expected), expected).toBe(true);
  });
});

describe("parties", () => {
  it("assigns contratante and contratada roles from 'doravante denominada'", () => {
    const roles = analyze(fixture("contrato de prestação de serviços")).parties.map((p) => p.role);
    expect(roles).toContain("contratante");
    expect(roles).toContain("contratada");
  });
  it("assigns apelante and apelado from the caption labels", () => {
    const parties = analyze(fixture("acórdão")).parties;
    expect(parties.find((p) => p.role === "apelante")?.entityType).toBe("ORGANIZATION");
    expect(parties.some((p) => p.role === "apelado")).toBe(true);
  });
  it("assigns plaintiff and defendant from a US caption", () => {
    const parties = analyze(fixture("complaint")).parties;
    expect(parties.some((p) => p.role === "plaintiff" && /JANE DOE|Jane Doe/.test(p.name))).toBe(true);
    expect(parties.some((p) => p.role === "defendant" && /ACME/i.test(p.name))).toBe(true);
  });
  it("finds the testator and the executor of an English will", () => {
    const parties = analyze(fixture("last will")).parties;
    expect(parties.some((p) => p.role === "testator" && p.name === "Robert James Miller")).toBe(true);
  });
  it("lists PERSON entities that are parties first", () => {
    const a = analyze(fixture("petição inicial"));
    const first = a.entities[0];
    const partyPeople = a.parties.filter((p) => p.entityType === "PERSON");
    if (partyPeople.length > 0) expect(partyPeople.some((p) => p.start === first?.start)).toBe(true);
  });
});

describe("clause headings", () => {
  it("never reports a bare clause heading as the clause itself", () => {
    const text = `CONTRATO DE PRESTAÇÃO DE SERVIÇOS
CLÁUSULA QUINTA – DO FORO.
Fica eleito o foro da Comarca de São Paulo/SP para dirimir quaisquer controvérsias oriundas deste contrato.`;
    const forum = analyze(text).keyFindings.filter((f) => f.type === "forum");
    expect(forum.length).toBeGreaterThan(0);
    // The forum is the comarca the clause names, not its heading nor the whole sentence (#19).
    for (const f of forum) expect(f.value).toBe("Comarca de São Paulo/SP");
  });
});
