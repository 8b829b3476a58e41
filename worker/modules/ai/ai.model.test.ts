import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { createDeps } from "../../lib/deps.ts";
import { AppError } from "../../lib/errors.ts";
import { openAiCompatibleProvider } from "../../providers/llm/openai.ts";
import { seedAnalysedDocument } from "../../test/analysed-documents.ts";
import { fakeLlmBaseUrl, fakeModel, receivedRequests, scriptReplies } from "../../test/fake-llm.ts";
import { signedInUser } from "../../test/helpers.ts";
import { rejection } from "../../test/rejection.ts";
import { CONTRATO_PT, SENTENCA_PT } from "../../test/texts.ts";
import { getAiAnalysis, getJudicialDecision } from "./ai.service.ts";

// The services with a configured model: the real OpenAI-compatible adapter talking to the loopback fake server.

function llm(model: string, contextTokens?: number) {
  return openAiCompatibleProvider({ baseUrl: fakeLlmBaseUrl(), apiKey: "sk-SECRET-KEY", model, contextTokens });
}

async function seeded(language: "en" | "pt", text: string) {
  const { email } = await signedInUser({ language });
  const { id, user } = await seedAnalysedDocument(email, "documento.txt", text);
  return { id, user, deps: createDeps(env, { appUrl: "http://causa.test", language }) };
}

const appError = (promise: Promise<unknown>) => rejection(promise, AppError);

const GOOD_ANALYSIS = {
  summary:
    "Contrato de prestação de serviços advocatícios entre ALFA COMÉRCIO DE ALIMENTOS LTDA. e MARIA APARECIDA DOS SANTOS. " +
    "A remuneração é de R$ 15.000,00 mensais. O contrato foi assinado em 20 de fevereiro de 2025.",
  parties: [
    { name: "ALFA COMÉRCIO DE ALIMENTOS LTDA.", role: "contratante" },
    { name: "BETA PARTICIPAÇÕES LTDA.", role: "garantidora" },
  ],
  obligations: [
    "A CONTRATANTE pagará R$ 15.000,00 até o dia 10 de cada mês.",
    "A CONTRATADA prestará consultoria jurídica trabalhista.",
  ],
  amounts: ["R$ 15.000,00 — honorários mensais", "R$ 150.000,00 — multa contratual"],
  deadlines: ["Aviso prévio de 30 (trinta) dias para rescisão.", "Renovação com antecedência de 60 dias."],
  risks: ["Multa de R$ 5.000,00 em caso de rescisão imotivada.", "Violação do art. 413 do Código Civil."],
  nextSteps: ["Confirmar a vigência de 12 (doze) meses.", "Agendar a renovação até 1º de março de 2026."],
};

describe("AI analysis with an OpenAI-compatible model", () => {
  it("stores a grounded analysis with provider, model and date, dropping what the document does not say", async () => {
    const { id, user, deps } = await seeded("pt", CONTRATO_PT);
    const model = fakeModel("scripted");
    await scriptReplies(model, [{ content: JSON.stringify(GOOD_ANALYSIS) }]);
    const dto = await getAiAnalysis(deps, user, { documentId: id }, { llm: llm(model) });

    expect(dto).toMatchObject({
      provider: "openai",
      model,
      providerLabel: `Endpoint compatível com OpenAI (${model})`,
    });
    const text = dto.aiAnalysis;
    expect(text).toContain("Resumo\nContrato de prestação de serviços advocatícios entre ALFA");
    expect(text).toContain("A remuneração é de R$ 15.000,00 mensais.");
    // A date, an amount, a period, a citation and a party the document never mentions are gone.
    expect(text).not.toContain("20 de fevereiro");
    expect(text).not.toContain("150.000");
    expect(text).not.toContain("60 dias");
    expect(text).not.toContain("art. 413");
    expect(text).not.toContain("2026");
    expect(text).not.toContain("BETA PARTICIPAÇÕES");
    expect(text).toContain("- ALFA COMÉRCIO DE ALIMENTOS LTDA. — contratante");
    expect(text).toContain("- Aviso prévio de 30 (trinta) dias para rescisão.");
    // The engine's validated amounts are always listed.
    expect(text).toContain("- R$ 5.000,00");
    expect(text).toContain("6 afirmação(ões) do modelo foram removidas");
    expect(text).not.toContain("Nenhum modelo de linguagem");

    const row = await env.DB.prepare(
      "SELECT ai_provider, ai_model, ai_generated_at FROM analyses WHERE document_id = ?",
    )
      .bind(id)
      .first<{ ai_provider: string; ai_model: string; ai_generated_at: number }>();
    expect(row).toMatchObject({ ai_provider: "openai", ai_model: model });
    expect(row?.ai_generated_at).toBe(Date.parse(dto.generatedAt));

    // Stored once: a second call answers from D1 without asking the model again.
    expect(await getAiAnalysis(deps, user, { documentId: id }, { llm: llm(model) })).toEqual(dto);
    const sent = await receivedRequests(model);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.authorization).toBe("Bearer sk-SECRET-KEY");
    const user0 = sent[0]?.body.messages.find((m) => m.role === "user")?.content ?? "";
    expect(user0).toContain(CONTRATO_PT.trim().slice(0, 200));
    expect(user0).toContain("Validated amounts: R$ 15.000,00; R$ 5.000,00");
    expect(sent[0]?.body.messages[0]?.content).toContain("in Brazilian Portuguese");
  });

  it("splits an over-long document into parts that each fit the context, then combines them", async () => {
    const clauses = Array.from(
      { length: 60 },
      (_, i) =>
        `CLÁUSULA ${i + 1}ª. A CONTRATANTE pagará à CONTRATADA o valor mensal de R$ 15.000,00 (quinze mil reais), até o dia 10 de cada mês, e a CONTRATADA manterá sigilo sobre as informações recebidas durante a vigência deste contrato.`,
    );
    const text = `${CONTRATO_PT}\n${clauses.join("\n\n")}`;
    const { id, user, deps } = await seeded("en", text);
    const model = fakeModel("scripted");
    const partial = { ...GOOD_ANALYSIS, summary: "Part of a services contract." };
    const final = { ...GOOD_ANALYSIS, summary: "Services contract between ALFA and MARIA, combined from its parts." };
    await scriptReplies(model, [...Array.from({ length: 40 }, () => ({ content: JSON.stringify(partial) }))]);
    // The combining request is the last: answer it by content, whatever the number of parts.
    const contextTokens = 4096;
    const provider = llm(model, contextTokens);
    const scripted = provider.complete.bind(provider);
    provider.complete = async (request) => {
      const last = request.messages.at(-1)?.content ?? "";
      if (last.includes("<part-analyses>")) return { text: JSON.stringify(final), model, provider: "openai" };
      return scripted(request);
    };

    const dto = await getAiAnalysis(deps, user, { documentId: id }, { llm: provider });
    expect(dto.aiAnalysis).toContain("Summary\nServices contract between ALFA and MARIA, combined from its parts.");

    const sent = await receivedRequests(model);
    expect(sent.length).toBeGreaterThan(2);
    const parts = sent.map((r) => {
      const user0 = r.body.messages.find((m) => m.role === "user")?.content ?? "";
      expect(user0).toMatch(new RegExp(`This is part \\d+ of ${sent.length} of a long document`));
      const chars = r.body.messages.reduce((n, m) => n + m.content.length, 0);
      // Fits: prompt at ≤ 3 characters per token plus the answer stays inside the window.
      expect(chars / 3 + Number(r.body.max_tokens)).toBeLessThanOrEqual(contextTokens);
      return {
        index: Number(/part (\d+) of/.exec(user0)?.[1]),
        body: /<document-part>\n([\s\S]*)\n<\/document-part>/.exec(user0)?.[1],
      };
    });
    parts.sort((a, b) => a.index - b.index);
    expect(parts.map((p) => p.body).join("")).toBe(text);
  });

  it("turns a provider 429 into RATE_LIMITED with the required message in both languages, and stores nothing", async () => {
    const { id, user, deps } = await seeded("pt", CONTRATO_PT);
    const err = await appError(getAiAnalysis(deps, user, { documentId: id }, { llm: llm(fakeModel("rate-limit")) }));
    expect(err.code).toBe("RATE_LIMITED");
    expect(err.status).toBe(429);
    expect(err.messages).toEqual({
      en: "AI provider rate limit reached. Please wait a few seconds and try again.",
      pt: "Limite de requisições do provedor de IA atingido. Aguarde alguns segundos e tente novamente.",
    });
    expect(err.headers).toEqual({ "Retry-After": "7" });
    const row = await env.DB.prepare("SELECT ai_analysis FROM analyses WHERE document_id = ?").bind(id).first();
    expect(row?.ai_analysis).toBeNull();
  });

  it("retries a timeout once, then reports PROVIDER_ERROR with a clear message", async () => {
    const { id, user, deps } = await seeded("en", CONTRATO_PT);
    const model = fakeModel("slow");
    const err = await appError(getAiAnalysis(deps, user, { documentId: id }, { llm: llm(model), timeoutMs: 250 }));
    expect(err.code).toBe("PROVIDER_ERROR");
    expect(err.status).toBe(502);
    expect(err.messages.en).toBe("The AI provider did not answer in time. Please try again in a moment.");
    expect(await receivedRequests(model)).toHaveLength(2);
  });

  it("retries malformed output once, then reports PROVIDER_ERROR without the model's text", async () => {
    const { id, user, deps } = await seeded("en", CONTRATO_PT);
    const model = fakeModel("scripted");
    await scriptReplies(model, [{ content: "Sure! The contract is about sk-SECRET" }, { content: '{"summary": ' }]);
    const err = await appError(getAiAnalysis(deps, user, { documentId: id }, { llm: llm(model) }));
    expect(err.code).toBe("PROVIDER_ERROR");
    expect(err.messages.en).toBe("The AI provider returned an answer that could not be read. Please try again.");
    expect(JSON.stringify(err.messages)).not.toContain("SECRET");
    expect(await receivedRequests(model)).toHaveLength(2);
  });
});

describe("judicial decision reviewed by an OpenAI-compatible model", () => {
  it("keeps every engine item, adds grounded items and drops amounts, dates and citations not in the text", async () => {
    const { id, user, deps } = await seeded("pt", SENTENCA_PT);
    const model = fakeModel("scripted");
    await scriptReplies(model, [
      {
        content: JSON.stringify({
          decisionSummary:
            "A sentença julgou procedente a ação de cobrança de JOÃO CARLOS PEREIRA contra BETA SEGUROS S.A. e condenou a ré a pagar R$ 50.000,00.",
          judgeOrders: ["Condeno a ré ao pagamento de R$ 80.000,00 a título de danos morais."],
          conditions: ["sob pena de multa de 10%"],
          deadlines: ["Prazo de 30 dias para apelar, nos termos do art. 1.003 do CPC, até 10/04/2025."],
          financialOrders: ["Honorários advocatícios de 10% sobre o valor da condenação."],
          proceduralOrientations: ["Publique-se. Registre-se. Intimem-se."],
        }),
      },
    ]);
    const engine = (await seedEngineDecision(id)) as Record<string, string[] | string>;
    const result = await getJudicialDecision(deps, user, { documentId: id }, { llm: llm(model) });

    expect(result.success).toBe(true);
    expect(result.refinedBy).toEqual({ provider: "openai", model });
    const d = result.judicialDecision;
    expect(d?.decisionType).toBe(engine.decisionType);
    expect(d?.appealOptions).toEqual(engine.appealOptions);
    for (const key of [
      "judgeOrders",
      "conditions",
      "deadlines",
      "financialOrders",
      "proceduralOrientations",
    ] as const) {
      expect(d?.[key].slice(0, (engine[key] as string[]).length)).toEqual(engine[key]);
    }
    expect(d?.decisionSummary).toContain("condenou a ré a pagar R$ 50.000,00");
    expect(JSON.stringify(d)).not.toContain("80.000");
    expect(JSON.stringify(d)).not.toContain("10/04/2025");
    expect(d?.conditions).toContain("sob pena de multa de 10%");
  });

  it("falls back to the engine's extraction when the provider is rate limited, and says so", async () => {
    const { id, user, deps } = await seeded("en", SENTENCA_PT);
    const engine = await seedEngineDecision(id);
    const result = await getJudicialDecision(deps, user, { documentId: id }, { llm: llm(fakeModel("rate-limit")) });
    expect(result).toMatchObject({ success: true, refinedBy: null, judicialDecision: engine });
    expect(result.message).toContain("AI provider rate limit reached. Please wait a few seconds and try again.");
  });
});

async function seedEngineDecision(documentId: string): Promise<unknown> {
  const row = await env.DB.prepare("SELECT judicial_decision FROM analyses WHERE document_id = ?")
    .bind(documentId)
    .first<{ judicial_decision: string }>();
  return JSON.parse(row?.judicial_decision ?? "null");
}
