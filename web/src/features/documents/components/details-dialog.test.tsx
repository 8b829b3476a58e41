import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { DocumentAnalysisDto } from "../../../../../common/api/documents.ts";
import { ToastProvider } from "../../../components/ui/toast.tsx";
import { I18nProvider } from "../../../i18n/i18n.tsx";
import { DetailsDialog } from "./details-dialog.tsx";
import { analysisDto } from "./documents-card.testkit.tsx";
import { needsReview } from "./present.ts";

// The details dialog flags an analysis whose overall confidence is below 70% (see present.ts REVIEW_BELOW).

const doc = (confidence: number | null): DocumentAnalysisDto =>
  analysisDto({
    id: "d1",
    fileName: "contrato.txt",
    fileSize: 1200,
    status: "processed",
    language: "pt",
    jurisdiction: "brazil",
    documentType: "contract",
    confidence,
    extractedText: "Contrato de prestação de serviços.",
    processedAt: "2026-11-20T10:00:02.000Z",
  });

function show(d: DocumentAnalysisDto, language: "en" | "pt") {
  localStorage.setItem("language", language);
  render(
    <I18nProvider>
      <ToastProvider closeLabel="close">
        <DetailsDialog doc={d} open onOpenChange={() => {}} />
      </ToastProvider>
    </I18nProvider>,
  );
}

afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe("confidence in the details dialog", () => {
  it("says an analysis below 70% needs review, with what to check, in English", () => {
    show(doc(0.64), "en");
    expect(screen.getByText("64.0%")).toBeTruthy();
    expect(screen.getByTestId("needs-review").textContent).toBe("Needs review");
    expect(screen.getByText(/check the document type, language and jurisdiction/)).toBeTruthy();
  });

  it("says it in Portuguese, with the percentage in the Brazilian format", () => {
    show(doc(0.64), "pt");
    expect(screen.getByText("64,0%")).toBeTruthy();
    expect(screen.getByTestId("needs-review").textContent).toBe("Revisar");
  });

  it("shows no flag from 70% up, nor when there is no confidence yet", () => {
    show(doc(0.7), "en");
    expect(screen.queryByTestId("needs-review")).toBeNull();
    cleanup();
    show(doc(null), "en");
    expect(screen.queryByTestId("needs-review")).toBeNull();
  });

  it("draws the line at 0.7", () => {
    expect(needsReview(0.699)).toBe(true);
    expect(needsReview(0.7)).toBe(false);
    expect(needsReview(undefined)).toBe(false);
  });
});

// Every value in the user's language (issue #19): before, the dialog showed the engine's keys (PERSON, autor) and a
// structured finding as JSON ('{"amount":750000,"currency":"USD"}').
const analysed: DocumentAnalysisDto = {
  ...doc(0.76),
  documentType: "judicial_decision",
  entities: [
    { type: "PERSON", value: "Maria Souza", confidence: 0.95, start: 0, end: 11 },
    { type: "ORGANIZATION", value: "Beta Seguros S.A.", confidence: 0.9 },
  ],
  parties: [
    { name: "Maria Souza", role: "autor", entityType: "PERSON" },
    { name: "Beta Seguros S.A.", role: "réu", entityType: "ORGANIZATION" },
  ],
  keyFindings: [{ type: "claim_value", value: { amount: 750000, currency: "USD" }, confidence: 0.9 }],
  extractedText: "Maria Souza move ação contra Beta Seguros S.A.",
};

/** The value shown under a fact's label in the dialog's header list. */
const fact = (label: string) => screen.getByText(label, { selector: "dt" }).nextElementSibling?.textContent;

describe("values in the details dialog", () => {
  it("names entity types, party roles, the document type and amounts in Portuguese", () => {
    show(analysed, "pt");
    const dialog = screen.getByTestId("details-dialog");
    expect(screen.getByText("Pessoa")).toBeTruthy();
    expect(screen.getByText("Organização")).toBeTruthy();
    expect(fact("Tipo de documento")).toBe("Decisão judicial");
    expect(fact("Jurisdição")).toBe("Brasil");
    expect(screen.getByTestId("parties").textContent).toContain("Autor");
    expect(screen.getByTestId("parties").textContent).toContain("Réu");
    expect(screen.getByText(/US\$\s750\.000,00/)).toBeTruthy();
    expect(screen.getByText("76,0%")).toBeTruthy();
    expect(dialog.querySelector("mark")?.getAttribute("title")).toBe("Pessoa");
    for (const raw of ["PERSON", "ORGANIZATION", "autor", "judicial_decision", '{"']) {
      expect(dialog.textContent).not.toContain(raw);
    }
    expect(screen.getByTestId("download-docx").textContent).toBe("Baixar relatório (DOCX)");
  });

  it("names them in English", () => {
    show(analysed, "en");
    const dialog = screen.getByTestId("details-dialog");
    expect(screen.getByText("Person")).toBeTruthy();
    expect(fact("Document type")).toBe("Judicial decision");
    expect(screen.getByTestId("parties").textContent).toContain("Plaintiff");
    expect(screen.getByTestId("parties").textContent).toContain("Defendant");
    expect(screen.getByText("$750,000.00")).toBeTruthy();
    expect(dialog.textContent).not.toContain('{"');
    expect(screen.getByTestId("download-docx").textContent).toBe("Download report (DOCX)");
  });
});
