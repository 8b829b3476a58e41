import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type {
  CalculateDeadlinesResponse,
  DraftContractClauseResponse,
  FlowchartResponse,
  JurisprudenceSearchResponse,
  LegalAiResultsResponse,
  LegalResearchResponse,
} from "../../../common/api/legal-ai.ts";
import { app } from "../../app.ts";
import { ORIGIN, signedInUser } from "../../test/helpers.ts";
import { SENTENCA_PT } from "../../test/texts.ts";
import { LEGAL_AI_RESULTS_KEPT } from "./legal-ai.repo.ts";
import { checkMermaid } from "./mermaid-check.ts";
import { BODIES, post } from "./test-calls.ts";
import { ACORDAO_PT, seedIndexedDocument } from "./test-documents.ts";

// The five calls over HTTP in local mode (LLM_PROVIDER=local, JURISPRUDENCE_PROVIDER=local): each answers
// {success, result, error}, says which sources it used, and is kept in the user's last results.

describe("the five Legal AI calls in local mode", () => {
  it("answer {success, result, error} with the provider, the sources used and a stored copy", async () => {
    const { client, email } = await signedInUser({ language: "pt" });
    await seedIndexedDocument(email, "sentenca.txt", SENTENCA_PT);
    await seedIndexedDocument(email, "acordao.txt", ACORDAO_PT);
    for (const [path, body] of Object.entries(BODIES)) {
      const res = await post(path, body, client.cookie, env, "pt");
      expect(res.status, path).toBe(200);
      const r = (await res.json()) as JurisprudenceSearchResponse;
      expect(r, path).toMatchObject({ success: true, error: null, provider: "local", model: null });
      expect(r.result.length, path).toBeGreaterThan(50);
      expect(r.sourcesUsed.length, path).toBeGreaterThan(0);
      expect(r.resultId, path).toMatch(/^lai_/);
    }
    const list = (await (
      await app.request(`${ORIGIN}/api/legal-ai/results`, { headers: { cookie: client.cookie ?? "" } }, env)
    ).json()) as LegalAiResultsResponse;
    expect(list.results.map((r) => r.tool)).toEqual([
      "legal_research",
      "generate_flowchart",
      "draft_contract_clause",
      "calculate_deadlines",
      "jurisprudence_search",
    ]);
    expect(list.results[0]).toMatchObject({ provider: "local", model: null, input: { depth: "intermediate" } });
    expect(Date.parse(list.results[0]?.createdAt ?? "")).toBeGreaterThan(Date.now() - 60_000);
  });

  it("calculate-deadlines adds a readable audit table that names the skipped days", async () => {
    const { client } = await signedInUser();
    const res = await post(
      "calculate-deadlines",
      {
        actionType: "embargos_declaracao",
        jurisdiction: "brazil",
        court: "TJ",
        baseDate: "2025-11-14",
        baseEvent: "availability",
        language: "EN",
      },
      client.cookie,
    );
    const r = (await res.json()) as CalculateDeadlinesResponse;
    expect(r.deadline?.dueDate).toBe("2025-11-25");
    expect(r.auditTable.find((row) => row.date === "2025-11-20")).toMatchObject({ weekday: "Thu", action: "skipped" });
    expect(r.auditTable.find((row) => row.date === "2025-11-20")?.reason).toMatch(
      /Black Consciousness|Consciência Negra/,
    );
    expect(r.auditTable.at(-1)).toMatchObject({ date: "2025-11-25", action: "due" });
  });

  it("calculate-deadlines accepts the calculator's largest custom period and rejects one day more", async () => {
    const { client } = await signedInUser();
    const base = {
      actionType: "custom",
      jurisdiction: "usa",
      court: "federal",
      baseDate: "2025-01-02",
      unit: "calendar",
    };
    expect((await post("calculate-deadlines", { ...base, days: 1000 }, client.cookie)).status).toBe(200);
    const over = await post("calculate-deadlines", { ...base, days: 1001 }, client.cookie);
    expect(over.status).toBe(400);
    expect(await over.json()).toMatchObject({ code: "VALIDATION_ERROR" });
  });

  it("draft-contract-clause fills the library clause and returns title, paragraphs and legal basis for a .docx", async () => {
    const { client } = await signedInUser({ language: "pt" });
    const r = (await (
      await post("draft-contract-clause", BODIES["draft-contract-clause"], client.cookie)
    ).json()) as DraftContractClauseResponse;
    expect(r.clause?.title).toBe("Cláusula — Cláusula penal");
    expect(r.clause?.paragraphs[0]).toContain("multa equivalente a 20% do valor total do contrato");
    expect(r.clause?.paragraphs[1]).toContain("multa moratória de 2%");
    expect(r.clause?.legalBasis.map((b) => b.citation)).toContain("Código Civil, art. 413");
    expect(r.result).toContain("Nenhum modelo de linguagem escreveu isto");
  });

  it("draft-contract-clause under California law replaces the non-compete with trade-secret protection", async () => {
    const { client } = await signedInUser();
    const r = (await (
      await post(
        "draft-contract-clause",
        {
          clauseType: "non_compete",
          parties: ["Acme Inc.", "Jane Roe"],
          specificTerms: ["12 months"],
          jurisdiction: "usa",
          language: "EN",
          usState: "ca",
        },
        client.cookie,
      )
    ).json()) as DraftContractClauseResponse;
    expect(r.clause?.paragraphs[0]).toContain("Nothing in this Agreement restrains Jane Roe");
    expect(r.clause?.notes[0]).toContain("16600");
  });

  it("generate-flowchart draws a catalogue procedure as Mermaid the checker accepts, with its deadlines", async () => {
    const { client } = await signedInUser();
    const r = (await (
      await post("generate-flowchart", { procedure: "Removal", jurisdiction: "usa", language: "EN" }, client.cookie)
    ).json()) as FlowchartResponse;
    expect(r.procedure?.id).toBe("us_removal");
    expect(r.mermaid?.startsWith("flowchart TD\n")).toBe(true);
    expect(checkMermaid(r.mermaid ?? "")).toMatchObject({ ok: true });
    expect(r.result).toContain("30 days after service");
    expect(r.sourcesUsed).toEqual([{ source: "procedure_catalogue", status: "used", count: 1, note: null }]);
  });

  it("generate-flowchart without a model says a procedure is not in the catalogue and lists those that are", async () => {
    const { client } = await signedInUser();
    const r = (await (
      await post(
        "generate-flowchart",
        { procedure: "inventário judicial", jurisdiction: "brazil", language: "PT" },
        client.cookie,
      )
    ).json()) as FlowchartResponse;
    expect(r).toMatchObject({ success: false, result: "", mermaid: null });
    expect(r.error).toContain("não está no catálogo");
    expect(r.error).toContain("Mandado de segurança");
  });

  it("legal-research returns the matching statutes and the user's documents with excerpts, and says no model wrote it", async () => {
    const { client, email } = await signedInUser({ language: "pt" });
    const { id } = await seedIndexedDocument(email, "acordao.txt", ACORDAO_PT);
    const r = (await (
      await post("legal-research", BODIES["legal-research"], client.cookie)
    ).json()) as LegalResearchResponse;
    const citations = r.memo?.rules.map((x) => x.citation) ?? [];
    expect(citations).toContain("Código Civil, arts. 757 a 788");
    expect(r.sources.find((s) => s.kind === "document")).toMatchObject({ documentId: id, title: "acordao.txt" });
    expect(r.sources.find((s) => s.kind === "document")?.excerpt).toMatch(/«/);
    expect(r.memo?.analysis).toEqual([]);
    expect(r.result).toContain("Nenhum modelo de linguagem escreveu este memorando");
  });

  it("legal-research depth changes how many sources are searched", async () => {
    const { client } = await signedInUser();
    const body = {
      topic: "contrato: inadimplemento, multa, rescisão, indenização por dano moral, juros e prescrição",
      jurisdiction: "brazil",
      language: "PT",
    };
    const basic = (await (
      await post("legal-research", { ...body, depth: "basic" }, client.cookie)
    ).json()) as LegalResearchResponse;
    const deep = (await (
      await post("legal-research", { ...body, depth: "comprehensive" }, client.cookie)
    ).json()) as LegalResearchResponse;
    expect(basic.memo?.rules).toHaveLength(3);
    expect(deep.memo?.rules.length).toBeGreaterThan(3);
  });

  it("keeps only the newest results per user", async () => {
    const { client } = await signedInUser();
    const body = { procedure: "Removal", jurisdiction: "usa", language: "EN" };
    const e = { ...env, AI_RATE_LIMITER: { limit: async () => ({ success: true }) } } as unknown as Env;
    for (let i = 0; i < LEGAL_AI_RESULTS_KEPT + 2; i++)
      expect((await post("generate-flowchart", body, client.cookie, e)).status).toBe(200);
    const list = (await (
      await app.request(
        `${ORIGIN}/api/legal-ai/results?tool=generate_flowchart`,
        { headers: { cookie: client.cookie ?? "" } },
        env,
      )
    ).json()) as LegalAiResultsResponse;
    expect(list.results).toHaveLength(LEGAL_AI_RESULTS_KEPT);
  });
});
