import { describe, expect, it } from "vitest";
import { openAiCompatibleProvider } from "../../providers/llm/openai.ts";
import { fakeCourtListenerUrl, fakeDataJudUrl, fakeKey } from "../../test/fake-jurisprudence.ts";
import { fakeLlmBaseUrl, fakeModel, scriptReplies } from "../../test/fake-llm.ts";
import { signedInUser } from "../../test/helpers.ts";
import { SENTENCA_PT } from "../../test/texts.ts";
import { searchJurisprudence } from "./jurisprudence.service.ts";
import { ACORDAO_PT, depsFor, seedIndexedDocument } from "./test-documents.ts";

const llm = (model: string) => openAiCompatibleProvider({ baseUrl: fakeLlmBaseUrl(), apiKey: "sk-test", model });

async function lawyerWithDecisions() {
  const { email } = await signedInUser({ language: "pt" });
  const sentenca = await seedIndexedDocument(email, "sentenca-seguro.txt", SENTENCA_PT);
  const acordao = await seedIndexedDocument(email, "acordao-dano-moral.txt", ACORDAO_PT);
  return { user: sentenca.user, sentencaId: sentenca.id, acordaoId: acordao.id };
}

const INPUT = {
  court: "TJ",
  keywords: ["seguradora", "indenização"],
  theme: "recusa de cobertura securitária",
  period: "2023-2025",
  jurisdiction: "brazil" as const,
  language: "pt" as const,
};

describe("jurisprudence search", () => {
  it("finds the user's decisions with the engine's court, date, outcome and amounts, and says no model wrote it", async () => {
    const { user, sentencaId } = await lawyerWithDecisions();
    const r = await searchJurisprudence(depsFor("pt"), user, INPUT);

    expect(r).toMatchObject({ success: true, error: null, provider: "local", model: null, synthesis: null });
    const sentenca = r.decisions.find((d) => d.documentId === sentencaId);
    expect(sentenca).toMatchObject({
      origin: "local",
      date: "2025-03-10",
      court: "TRIBUNAL DE JUSTIÇA DO ESTADO DE SÃO PAULO",
    });
    expect(sentenca?.amounts.join(" ")).toContain("50.000,00");
    expect(sentenca?.outcome).toMatch(/procedente/i);
    expect(r.decisions).toHaveLength(2);
    expect(r.sourcesUsed).toEqual([
      { source: "local", status: "used", count: 2, note: null },
      { source: "courtlistener", status: "not_configured", count: 0, note: expect.any(String) },
      { source: "datajud", status: "not_configured", count: 0, note: expect.any(String) },
    ]);
    expect(r.result).toContain("Seus documentos: 2 decisão(ões)");
    expect(r.result).toContain("Nenhum modelo de linguagem escreveu isto");
    expect(r.resultId).toMatch(/^lai_/);
  });

  it("leaves out decisions dated outside the period", async () => {
    const { user } = await lawyerWithDecisions();
    const r = await searchJurisprudence(depsFor("pt"), user, { ...INPUT, period: "2025" });
    expect(r.decisions.map((d) => d.date)).toEqual(["2025-03-10"]);
  });

  it("adds DataJud case metadata when enabled and reports CourtListener as another jurisdiction", async () => {
    const { user } = await lawyerWithDecisions();
    const deps = depsFor("pt", {
      JURISPRUDENCE_PROVIDER: "local,datajud,courtlistener",
      DATAJUD_API_URL: fakeDataJudUrl(),
      DATAJUD_API_KEY: fakeKey("ok"),
      COURTLISTENER_API_URL: fakeCourtListenerUrl(),
    });
    const r = await searchJurisprudence(deps, user, { ...INPUT, court: "TJSP" });
    expect(r.decisions.filter((d) => d.origin === "datajud").map((d) => d.ref)).toEqual(["J1", "J2"]);
    expect(r.sourcesUsed.find((u) => u.source === "datajud")).toMatchObject({ status: "used", count: 2 });
    expect(r.sourcesUsed.find((u) => u.source === "courtlistener")).toMatchObject({ status: "skipped" });
    expect(r.result).toContain("[J1] Apelação Cível 1004523-10.2022.8.26.0100");
  });

  it("keeps searching the user's documents when a public source fails, and says it failed", async () => {
    const { user } = await lawyerWithDecisions();
    const deps = depsFor("en", {
      JURISPRUDENCE_PROVIDER: "datajud",
      DATAJUD_API_URL: fakeDataJudUrl(),
      DATAJUD_API_KEY: fakeKey("rate-limit"),
    });
    const r = await searchJurisprudence(deps, user, { ...INPUT, court: "TJSP", language: "en" });
    expect(r.success).toBe(true);
    expect(r.sourcesUsed.find((u) => u.source === "datajud")).toMatchObject({
      status: "failed",
      note: "rate limit reached, try again later",
    });
    expect(r.decisions.every((d) => d.origin === "local")).toBe(true);
  });

  it("searches CourtListener for US courts", async () => {
    const { email } = await signedInUser();
    const { user } = await seedIndexedDocument(email, "memo.txt", "A memo about restraint of trade.");
    const deps = depsFor("en", {
      JURISPRUDENCE_PROVIDER: "courtlistener",
      COURTLISTENER_API_URL: fakeCourtListenerUrl(),
      COURTLISTENER_TOKEN: fakeKey("ok"),
    });
    const r = await searchJurisprudence(deps, user, {
      court: "cal",
      keywords: ["non-compete"],
      theme: "employee mobility",
      jurisdiction: "usa",
      language: "en",
    });
    expect(r.decisions.map((d) => `${d.ref} ${d.title}`)).toEqual([
      "C1 Edwards v. Arthur Andersen LLP",
      "C2 Ixchel Pharma, LLC v. Biogen, Inc.",
    ]);
    expect(r.sources[0]).toMatchObject({ kind: "courtlistener", citation: "S147190" });
  });

  it("keeps the model's grounded sentences and removes one citing an invented case and amount", async () => {
    const { user } = await lawyerWithDecisions();
    const model = fakeModel("scripted");
    await scriptReplies(model, [
      {
        content: JSON.stringify({
          sentences: [
            { text: "A recusa de cobertura sem fundamento gera dano moral indenizável.", refs: ["D1"] },
            { text: "A condenação foi de R$ 50.000,00.", refs: ["D2", "D1"] },
            { text: "No REsp 1.234.567 o STJ fixou R$ 80.000,00.", refs: ["D1"] },
            { text: "Outro julgado confirma.", refs: ["D9"] },
          ],
        }),
      },
    ]);
    const r = await searchJurisprudence(depsFor("pt"), user, INPUT, { llm: llm(model) });
    expect(r).toMatchObject({ success: true, provider: "openai", model });
    expect(r.synthesis).toContain("dano moral indenizável");
    expect(r.synthesis).toContain("R$ 50.000,00");
    expect(r.synthesis).not.toContain("80.000");
    expect(r.flags.map((f) => f.kind)).toEqual(["citation", "citation"]);
    expect(r.result).toContain("2 afirmação(ões) do modelo foram removidas");
  });
});
