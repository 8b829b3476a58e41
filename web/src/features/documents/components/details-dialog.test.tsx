import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { DocumentAnalysisDto } from "../../../../../common/api/documents.ts";
import { I18nProvider } from "../../../i18n/i18n.tsx";
import { DetailsDialog } from "./details-dialog.tsx";
import { needsReview } from "./present.ts";

// The details dialog flags an analysis whose overall confidence is below 70% (see present.ts REVIEW_BELOW).

const doc = (confidence: number | null): DocumentAnalysisDto => ({
  id: "d1",
  fileName: "contrato.txt",
  fileType: "txt",
  fileSize: 1200,
  status: "processed",
  failureCode: null,
  failureMessage: null,
  language: "pt",
  jurisdiction: "brazil",
  documentType: "contract",
  documentSubtype: null,
  confidence,
  entities: [],
  keyFindings: [],
  parties: [],
  extractedText: "Contrato de prestação de serviços.",
  aiAnalysis: null,
  aiProvider: null,
  hasJudicialDecision: false,
  uploadedAt: "2026-11-20T10:00:00.000Z",
  processedAt: "2026-11-20T10:00:02.000Z",
});

function show(d: DocumentAnalysisDto, language: "en" | "pt") {
  localStorage.setItem("language", language);
  render(
    <I18nProvider>
      <DetailsDialog doc={d} open onOpenChange={() => {}} />
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
