import { cleanup, render, screen } from "@testing-library/react";
import { SWRConfig } from "swr";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { DocumentAnalysisDto } from "../../../../../common/api/documents.ts";
import { ToastProvider } from "../../../components/ui/toast.tsx";
import { TooltipProvider } from "../../../components/ui/tooltip.tsx";
import { I18nProvider } from "../../../i18n/i18n.tsx";
import { DocumentsCard } from "./documents-card.tsx";

// A scan read page by page shows which page is being read, in the list the card polls.

const scan = (id: string, over: Partial<DocumentAnalysisDto>): DocumentAnalysisDto => ({
  id,
  fileName: `${id}.pdf`,
  fileType: "pdf",
  fileSize: 4_000_000,
  status: "processing",
  failureCode: null,
  failureMessage: null,
  language: null,
  jurisdiction: null,
  documentType: null,
  documentSubtype: null,
  confidence: null,
  entities: [],
  keyFindings: [],
  parties: [],
  extractedText: "",
  aiAnalysis: null,
  aiProvider: null,
  hasJudicialDecision: false,
  uploadedAt: "2026-11-20T10:00:00.000Z",
  processedAt: null,
  ...over,
});

function show(language: "en" | "pt", docs: DocumentAnalysisDto[]) {
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => Response.json(docs)),
  );
  localStorage.setItem("language", language);
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <I18nProvider>
        <ToastProvider closeLabel="Close">
          <TooltipProvider>
            <DocumentsCard onChange={() => {}} />
          </TooltipProvider>
        </ToastProvider>
      </I18nProvider>
    </SWRConfig>,
  );
}

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe("the page progress of a scan", () => {
  it.each([
    ["en", "Reading page 3 of 20", "Pages read", "Waiting for analysis…"],
    ["pt", "Lendo página 3 de 20", "Páginas lidas", "Aguardando análise…"],
  ] as const)(
    "in %s names the page being read and fills a progress bar with the pages read",
    async (language, reading, label, waiting) => {
      show(language, [
        scan("doc_scan", { pageProgress: { read: 2, total: 20 } }),
        scan("doc_whole", { fileType: "txt" }),
      ]);
      expect(await screen.findByText(reading)).toBeTruthy();
      const bar = screen.getByRole("progressbar", { name: label });
      expect(bar.getAttribute("aria-valuenow")).toBe("10");
      expect(bar.getAttribute("aria-valuemax")).toBe("100");
      expect(bar.getAttribute("aria-valuetext")).toBe(reading);
      // A document read whole has no page count: it still just waits.
      expect(screen.getAllByRole("progressbar")).toHaveLength(1);
      expect(screen.getByText(waiting)).toBeTruthy();
    },
  );

  it.each([
    ["en", "All 20 pages read. Analysing…"],
    ["pt", "As 20 páginas foram lidas. Analisando…"],
  ] as const)("in %s says every page is read while the pages are joined and analysed", async (language, text) => {
    show(language, [scan("doc_scan", { pageProgress: { read: 20, total: 20 } })]);
    expect(await screen.findByText(text)).toBeTruthy();
    expect(screen.getByRole("progressbar").getAttribute("aria-valuenow")).toBe("100");
  });
});
