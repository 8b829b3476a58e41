import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { DocumentAnalysisDto } from "../../../../../common/api/documents.ts";
import { analysisDto, renderDocumentsCard } from "./documents-card.testkit.tsx";

// A scan read page by page shows which page is being read, in the list the card polls.

const scan = (id: string, over: Partial<DocumentAnalysisDto>): DocumentAnalysisDto =>
  analysisDto({ id, fileName: `${id}.pdf`, fileType: "pdf", fileSize: 4_000_000, ...over });

function show(language: "en" | "pt", docs: DocumentAnalysisDto[]) {
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => Response.json(docs)),
  );
  renderDocumentsCard(language);
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
