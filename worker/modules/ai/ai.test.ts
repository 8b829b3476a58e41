import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { AiAnalysisDto, JudicialDecisionResultDto } from "../../../common/api/ai.ts";
import { FIXTURES } from "../../analysis/fixtures/documents.ts";
import { seedAnalysedDocument } from "../../test/analysed-documents.ts";
import { signedInUser } from "../../test/helpers.ts";
import { CONTRATO_PT, ORDER_EN, SENTENCA_PT } from "../../test/texts.ts";

// Both endpoints in the default configuration (LLM_PROVIDER=local), on realistic documents analysed by the real
// engine (seeded as the pipeline stores them), through SELF.fetch.

async function processed(user: { email: string }, name: string, text: string): Promise<string> {
  return (await seedAnalysedDocument(user.email, name, text)).id;
}

const fixture = (name: string) => {
  const f = FIXTURES.find((x) => x.name === name);
  if (!f) throw new Error(`no fixture ${name}`);
  return f.text;
};

describe("GET /api/documents/analyses/{id}/ai-analysis (local)", () => {
  it("composes the seven sections from the engine's findings and says plainly that no model was used", async () => {
    const u = await signedInUser({ language: "pt" });
    const c = u.client;
    const id = await processed(u, "contrato.txt", CONTRATO_PT);
    const res = await c.request(`/api/documents/analyses/${id}/ai-analysis`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as AiAnalysisDto;
    expect(body.provider).toBe("local");
    expect(body.model).toBeNull();
    expect(body.providerLabel).toBe("Motor de regras do Causa (sem modelo de linguagem)");
    expect(Date.parse(body.generatedAt)).not.toBeNaN();
    const text = body.aiAnalysis;
    expect(text.startsWith("Nenhum modelo de linguagem foi utilizado.")).toBe(true);
    for (const heading of [
      "Resumo",
      "Partes e papéis",
      "Obrigações",
      "Valores",
      "Prazos",
      "Riscos",
      "Próximos passos recomendados",
    ]) {
      expect(text).toContain(`\n\n${heading}\n`);
    }
    expect(text).toContain("R$ 15.000,00");
    expect(text).toContain("R$ 5.000,00");
    expect(text).toMatch(/ALFA COM[ÉE]RCIO DE ALIMENTOS LTDA/i);
    expect(text).toMatch(/contrato/i);
  });

  it("is generated once: stored with provider and date, shown in the list, and answered the same the second time", async () => {
    const u = await signedInUser();
    const c = u.client;
    const id = await processed(u, "order.txt", ORDER_EN);
    const first = (await (await c.request(`/api/documents/analyses/${id}/ai-analysis`)).json()) as AiAnalysisDto;
    const second = (await (await c.request(`/api/documents/analyses/${id}/ai-analysis`)).json()) as AiAnalysisDto;
    expect(second).toEqual(first);
    expect(first.aiAnalysis.startsWith("No language model was used.")).toBe(true);
    const row = await env.DB.prepare(
      "SELECT ai_analysis, ai_provider, ai_model, ai_generated_at FROM analyses WHERE document_id = ?",
    )
      .bind(id)
      .first<{ ai_analysis: string; ai_provider: string; ai_model: string | null; ai_generated_at: number }>();
    expect(row).toMatchObject({ ai_analysis: first.aiAnalysis, ai_provider: "local", ai_model: null });
    expect(row?.ai_generated_at).toBe(Date.parse(first.generatedAt));
    const list = (await (await c.request("/api/documents/analyses")).json()) as Record<string, unknown>[];
    expect(list.find((d) => d.id === id)).toMatchObject({ aiAnalysis: first.aiAnalysis, aiProvider: "local" });
  });

  it("lists a sentence's orders, amounts, deadlines and appeal options", async () => {
    const u = await signedInUser({ language: "pt" });
    const c = u.client;
    const id = await processed(u, "sentenca.txt", SENTENCA_PT);
    const { aiAnalysis } = (await (
      await c.request(`/api/documents/analyses/${id}/ai-analysis`)
    ).json()) as AiAnalysisDto;
    expect(aiAnalysis).toContain("R$ 50.000,00");
    expect(aiAnalysis).toMatch(/JULGO PROCEDENTE/);
    expect(aiAnalysis).toMatch(/Apelação — 15 dias úteis/);
    expect(aiAnalysis).toMatch(/15 \(quinze\) dias/);
  });

  it("answers in English for an English-speaking user, whatever the document's language", async () => {
    const u = await signedInUser({ language: "en" });
    const c = u.client;
    const id = await processed(u, "contrato-servicos.txt", fixture("contrato de prestação de serviços"));
    const { aiAnalysis } = (await (
      await c.request(`/api/documents/analyses/${id}/ai-analysis`)
    ).json()) as AiAnalysisDto;
    expect(aiAnalysis).toContain("\n\nSummary\n");
    expect(aiAnalysis).toContain("under Brazilian law, written in Portuguese");
    expect(aiAnalysis).toContain("R$ 15.000,00");
  });
});

describe("GET /api/documents/analyses/{id}/judicial-decision (local)", () => {
  it("returns the engine's extraction of a Brazilian sentence", async () => {
    const u = await signedInUser({ language: "pt" });
    const c = u.client;
    const id = await processed(u, "sentenca.txt", SENTENCA_PT);
    const res = await c.request(`/api/documents/analyses/${id}/judicial-decision`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as JudicialDecisionResultDto;
    expect(body.success).toBe(true);
    expect(body.refinedBy).toBeNull();
    const d = body.judicialDecision;
    expect(d?.decisionType).toMatch(/sentença — procedente/);
    expect(d?.judgeOrders.some((o) => o.includes("JULGO PROCEDENTE"))).toBe(true);
    expect(d?.financialOrders.some((o) => o.includes("R$ 50.000,00"))).toBe(true);
    expect(d?.appealOptions.some((o) => o.startsWith("Apelação"))).toBe(true);
    for (const key of ["conditions", "deadlines", "proceduralOrientations"] as const)
      expect(Array.isArray(d?.[key])).toBe(true);
  });

  it("returns a US order's extraction", async () => {
    const u = await signedInUser();
    const c = u.client;
    const id = await processed(u, "order.txt", fixture("opinion and order"));
    const body = (await (
      await c.request(`/api/documents/analyses/${id}/judicial-decision`)
    ).json()) as JudicialDecisionResultDto;
    expect(body.success).toBe(true);
    expect(body.judicialDecision?.appealOptions.some((o) => o.includes("FRAP"))).toBe(true);
  });

  it("answers success false with the required message for a contract, in both languages", async () => {
    const en = await signedInUser({ language: "en" });
    const idEn = await processed(en, "contrato.txt", CONTRATO_PT);
    expect(await (await en.client.request(`/api/documents/analyses/${idEn}/judicial-decision`)).json()).toEqual({
      success: false,
      message: "No judicial decisions found in this document",
      judicialDecision: null,
      refinedBy: null,
    });
    const pt = await signedInUser({ language: "pt" });
    const idPt = await processed(pt, "contrato.txt", CONTRATO_PT);
    const body = (await (
      await pt.client.request(`/api/documents/analyses/${idPt}/judicial-decision`)
    ).json()) as JudicialDecisionResultDto;
    expect(body).toMatchObject({ success: false, message: "Nenhuma decisão judicial encontrada neste documento" });
  });
});
