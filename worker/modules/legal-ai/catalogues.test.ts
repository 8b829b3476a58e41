import { describe, expect, it } from "vitest";
import { CLAUSE_TYPES, JURISDICTIONS, LANGUAGES } from "../../../common/vocabulary.ts";
import { fillClause, libraryClause } from "./clauses/library.ts";
import { checkMermaid } from "./mermaid-check.ts";
import { matchProcedure, PROCEDURES, procedureMermaid } from "./procedures/catalogue.ts";
import { relevantStatutes, STATUTES } from "./statutes/catalogue.ts";

describe("clause library", () => {
  it("has a clause with paragraphs, legal basis and labelled blanks for every type, jurisdiction and language", () => {
    for (const type of CLAUSE_TYPES) {
      for (const jurisdiction of JURISDICTIONS) {
        for (const language of LANGUAGES) {
          const c = libraryClause(type, jurisdiction, language);
          const where = `${type} ${jurisdiction} ${language}`;
          expect(c.paragraphs.length, where).toBeGreaterThanOrEqual(3);
          expect(c.legalBasis.length, where).toBeGreaterThanOrEqual(2);
          const used = new Set(c.paragraphs.join(" ").match(/\[[A-Z_0-9]+\]/g) ?? []);
          const declared = new Set(c.placeholders.map((p) => `[${p.key}]`));
          for (const blank of used) expect(declared.has(blank), `${where} ${blank}`).toBe(true);
        }
      }
    }
  });

  it("fills blanks from the terms that match them and keeps the others as agreed terms", () => {
    const c = libraryClause("termination", "brazil", "pt");
    const filled = fillClause(
      c,
      "pt",
      ["ALFA LTDA.", "BETA S.A."],
      ["aviso prévio de 60 dias", "prazo de cura de 10 dias", "pagamento em reais"],
    );
    expect(filled.document.paragraphs[0]).toContain("ALFA LTDA. ou BETA S.A.");
    expect(filled.document.paragraphs[0]).toContain("60 dias");
    expect(filled.document.paragraphs[2]).toContain("sanado em 10 dias");
    expect(filled.document.openPlaceholders.map((p) => p.key)).toEqual(["PRAZO_DEVOLUCAO"]);
    expect(filled.unusedTerms).toEqual(["pagamento em reais"]);
  });

  it("reads a duration in years as months for the blanks stated in months", () => {
    const pt = fillClause(libraryClause("confidentiality", "brazil", "pt"), "pt", ["A", "B"], ["prazo de 5 anos"]);
    expect(pt.document.paragraphs.join("\n")).toContain("por 60 meses após o seu término");
    expect(pt.unusedTerms).toEqual([]);
    const en = fillClause(libraryClause("non_compete", "usa", "en"), "en", ["A", "B"], ["2 years after termination"]);
    expect(en.document.openPlaceholders.map((p) => p.key)).not.toContain("RESTRICTION_MONTHS");
    expect(en.document.paragraphs.join("\n")).toContain("for 24 months after it ends");
  });

  it("uses the trade-secret version of the US non-compete in states that void non-competes", () => {
    const c = libraryClause("non_compete", "usa", "en");
    expect(fillClause(c, "en", ["A", "B"], [], "CA").document.paragraphs[0]).toMatch(
      /^1\. No post-termination restriction/,
    );
    expect(fillClause(c, "en", ["A", "B"], [], "TX").document.paragraphs[0]).toMatch(/^1\. Covenant/);
  });
});

describe("procedure catalogue", () => {
  it("draws every procedure in both languages as Mermaid the strict checker accepts", () => {
    expect(PROCEDURES).toHaveLength(10);
    for (const p of PROCEDURES) {
      for (const language of LANGUAGES) {
        const check = checkMermaid(procedureMermaid(p, language));
        expect(check, `${p.id} ${language}`).toMatchObject({ ok: true, nodes: p.steps.length });
        const ids = new Set(p.steps.map((s) => s.id));
        for (const [from, to] of p.edges) expect(ids.has(from) && ids.has(to), `${p.id} ${from}->${to}`).toBe(true);
      }
    }
  });

  it("matches procedures by name or synonym, in either language, within the jurisdiction", () => {
    const id = (q: string, j: "brazil" | "usa") => matchProcedure(q, j).match?.id ?? null;
    expect(id("Mandado de Segurança", "brazil")).toBe("mandado_de_seguranca");
    expect(id("juizado especial", "brazil")).toBe("juizado_especial_civel");
    expect(id("execução de título extrajudicial", "brazil")).toBe("execucao_titulo_extrajudicial");
    expect(id("reclamação trabalhista", "brazil")).toBe("reclamacao_trabalhista");
    expect(id("ação penal", "brazil")).toBe("acao_penal_comum");
    expect(id("procedimento comum do CPC", "brazil")).toBe("cpc_procedimento_comum");
    expect(id("appeal to the Ninth Circuit", "usa")).toBe("us_circuit_appeal");
    expect(id("notice of removal", "usa")).toBe("us_removal");
    expect(id("federal civil action", "usa")).toBe("us_federal_civil_action");
    expect(id("small claims", "usa")).toBeNull();
    expect(id("inventário", "brazil")).toBeNull();
  });
});

describe("Mermaid checker", () => {
  it("accepts the subset and rejects everything else with the line", () => {
    expect(checkMermaid('flowchart TD\n  A(["Início"]) --> B{"Pagou?"}\n  B -->|sim| C[Fim]')).toEqual({
      ok: true,
      nodes: 3,
      edges: 2,
    });
    const bad = (src: string) => checkMermaid(src) as { ok: false; line: number; reason: string };
    expect(bad("graph LR\nA-->B").reason).toContain("flowchart TD");
    expect(bad("flowchart TD\nA[x] --> B\nstyle A fill:#f00").line).toBe(3);
    expect(bad('flowchart TD\nA["<script>alert(1)</script>"] --> B').line).toBe(2);
    expect(bad("flowchart TD\nA --> end").reason).toContain("reserved");
    expect(bad("flowchart TD\nA[only a node]").reason).toBe("no edges");
    expect(bad("flowchart TD\nA[unclosed --> B").ok).toBe(false);
  });
});

describe("statute catalogue", () => {
  it("finds statutes by topic words in either language and never across jurisdictions", () => {
    const br = relevantStatutes("seguradora recusou a indenização securitária", "brazil", ["law"], 5, "pt");
    expect(br.map((s) => s.citation)).toContain("Código Civil, arts. 757 a 788");
    const us = relevantStatutes("Is my non-compete enforceable?", "usa", ["law", "case_law"], 5, "en");
    expect(us[0]?.citation).toContain("16600");
    expect(us.every((s) => s.jurisdiction === "usa")).toBe(true);
    expect(STATUTES.every((s) => s.topics.length > 0 && s.summary.en && s.summary.pt)).toBe(true);
  });
});
