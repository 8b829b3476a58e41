import { describe, expect, it } from "vitest";
import type { ReportDto } from "../../../common/api/documents.ts";
import type { Analysis, Document } from "../../db/schema/documents.ts";
import { signedInUser, uploadForm, waitForDocument } from "../../test/helpers.ts";
import { ORDER_EN, SENTENCA_PT } from "../../test/texts.ts";
import { renderTextReport } from "./report.ts";
import { buildReportContent } from "./report-content.ts";

// The report speaks the reader's language (docs/decisions/027-localised-reports.md): no vocabulary key, no JSON,
// numbers, money and dates by locale. Before this, the Portuguese report read 'Situação: processed',
// 'Tipo de documento: judicial_decision', '76.0%' and '→ {"amount":750000,"currency":"USD"}'.

const document = {
  id: "doc_1",
  fileName: "sentença cobrança.txt",
  fileType: "txt",
  status: "processed",
  failureCode: null,
  failureMessage: null,
  createdAt: new Date("2026-11-20T10:00:00Z"),
  processedAt: new Date("2026-11-20T10:00:02Z"),
} as Document;

const analysis = {
  language: "pt",
  jurisdiction: "brazil",
  documentType: "judicial_decision",
  documentSubtype: "sentença",
  confidence: 0.76,
  extractionMethod: "txt",
  ocrConfidence: null,
  parties: [{ name: "JOÃO CARLOS PEREIRA", role: "autor", entityType: "PERSON", start: 0, end: 1 }],
  keyFindings: [{ type: "claim_value", value: "R$ 50.000,00", confidence: 0.9, start: 0, end: 1 }],
  entities: [
    { type: "PERSON", value: "JOÃO CARLOS PEREIRA", confidence: 0.95, start: 0, end: 1 },
    {
      type: "MONEY",
      value: "US$ 750,000",
      normalized: { amount: 750000, currency: "USD" },
      confidence: 0.99,
      start: 2,
      end: 3,
    },
    { type: "DATE", value: "1º de março de 2025", normalized: "2025-03-01", confidence: 0.99, start: 4, end: 5 },
  ],
  deadlineMentions: [{ description: "pagamento voluntário", days: 15, unit: "business", start: 0, end: 1 }],
  judicialDecision: {
    decisionType: "sentença — procedente",
    decisionSummary: "JULGO PROCEDENTE o pedido.",
    judgeOrders: ["Condeno a ré ao pagamento de R$ 50.000,00."],
    conditions: [],
    deadlines: [],
    financialOrders: [],
    proceduralOrientations: [],
    appealOptions: [],
  },
  aiAnalysis: null,
} as unknown as Analysis;

const report = (language: "en" | "pt") =>
  renderTextReport(buildReportContent({ document, analysis, deadlines: [], language }));

/** Every string a report holds, to check that none is JSON. */
const strings = (r: ReportDto): string[] => [
  r.title,
  ...r.facts.flatMap((f) => [f.label, f.value]),
  ...r.sections.flatMap((s) => [
    s.heading,
    ...s.blocks.flatMap((b) =>
      b.kind === "facts"
        ? b.facts.flatMap((f) => [f.label, f.value])
        : b.kind === "list"
          ? [b.title ?? "", ...b.items]
          : b.kind === "table"
            ? [...b.columns, ...b.rows.flat()]
            : [b.text],
    ),
  ]),
];

describe("the text report", () => {
  it("writes every value in Portuguese, with Brazilian numbers, money and dates", () => {
    const text = report("pt");
    expect(text).toContain("Situação: Processado");
    expect(text).toContain("Tipo de documento: Decisão judicial");
    expect(text).toContain("Jurisdição: Brasil");
    expect(text).toContain("Idioma: Português");
    expect(text).toContain("Confiança: 76,0%");
    expect(text).toContain("Extração de texto: Texto simples");
    expect(text).toMatch(/US\$\s750\.000,00/);
    expect(text).toContain("1 de março de 2025");
    expect(text).toContain("JOÃO CARLOS PEREIRA — Autor");
    expect(text).toContain("Pessoa — JOÃO CARLOS PEREIRA — 95,0%");
    expect(text).toContain("Valor da causa — R$ 50.000,00 — 90,0%");
    expect(text).toContain("pagamento voluntário (15 dias úteis)");
    expect(text).toContain("20 de novembro de 2026");
    for (const raw of ['{"', "processed", "judicial_decision", "BRAZIL", "PERSON", "MONEY", "claim_value", "76.0%"])
      expect(text).not.toContain(raw);
  });

  it("writes every value in English, with American numbers, money and dates", () => {
    const text = report("en");
    expect(text).toContain("Status: Processed");
    expect(text).toContain("Document type: Judicial decision");
    expect(text).toContain("Jurisdiction: Brazil");
    expect(text).toContain("Confidence: 76.0%");
    expect(text).toContain("$750,000.00");
    expect(text).toContain("March 1, 2025");
    expect(text).toContain("JOÃO CARLOS PEREIRA — Plaintiff");
    expect(text).toContain("Person — JOÃO CARLOS PEREIRA — 95.0%");
    expect(text).toContain("Value of the claim");
    for (const raw of ['{"', "processed", "judicial_decision", "PERSON", "autor"]) expect(text).not.toContain(raw);
  });

  it("flags a low-confidence analysis for review, as the details dialog does", () => {
    const low = { ...analysis, confidence: 0.55 } as Analysis;
    const text = renderTextReport(buildReportContent({ document, analysis: low, deadlines: [], language: "pt" }));
    expect(text).toContain("Confiança: 55,0% — Revisar");
  });
});

describe("GET /api/documents/analyses/:id/report/content", () => {
  it("answers the report of a Portuguese decision as localised content with no raw value", async () => {
    const { client: c } = await signedInUser({ language: "pt" });
    const res = await c.request("/api/documents/upload", {
      method: "POST",
      body: uploadForm([{ name: "sentenca.txt", content: SENTENCA_PT }]),
    });
    const { id } = (await res.json()) as { id: string };
    await waitForDocument(c, id);
    const content = (await (await c.request(`/api/documents/analyses/${id}/report/content`)).json()) as ReportDto;
    expect(content.language).toBe("pt");
    expect(content.facts).toContainEqual({ label: "Tipo de documento", value: "Decisão judicial" });
    expect(content.facts).toContainEqual({ label: "Situação", value: "Processado" });
    expect(content.sections.map((s) => s.heading)).toEqual(
      expect.arrayContaining(["Partes", "Principais achados", "Decisão judicial", "Prazos", "Entidades extraídas"]),
    );
    const all = strings(content);
    expect(all.filter((s) => s.includes('{"'))).toEqual([]);
    expect(all).toContain("R$ 50.000,00".replace(" ", "\u00a0"));
    const text = await (await c.request(`/api/documents/analyses/${id}/report`)).text();
    expect(text).not.toContain('{"');
    expect(text).toContain("Tipo de documento: Decisão judicial");
  });

  it("answers an English order's report in English", async () => {
    const { client: c } = await signedInUser({ language: "en" });
    const res = await c.request("/api/documents/upload", {
      method: "POST",
      body: uploadForm([{ name: "order.txt", content: ORDER_EN }]),
    });
    const { id } = (await res.json()) as { id: string };
    await waitForDocument(c, id);
    const content = (await (await c.request(`/api/documents/analyses/${id}/report/content`)).json()) as ReportDto;
    expect(content.facts).toContainEqual({ label: "Document type", value: "Judicial decision" });
    expect(content.facts).toContainEqual({ label: "Jurisdiction", value: "USA" });
    expect(strings(content)).toContain("$250,000.00");
    expect(strings(content).filter((s) => s.includes('{"'))).toEqual([]);
  });
});
