import { render } from "@testing-library/react";
import { SWRConfig } from "swr";
import type { DocumentAnalysisDto } from "../../../../../common/api/documents.ts";
import { ToastProvider } from "../../../components/ui/toast.tsx";
import { TooltipProvider } from "../../../components/ui/tooltip.tsx";
import { I18nProvider } from "../../../i18n/i18n.tsx";
import { DocumentsCard } from "./documents-card.tsx";

/** A document as the API lists it, uploaded and not analysed yet unless `fields` say otherwise. */
export function analysisDto(
  fields: Partial<DocumentAnalysisDto> & Pick<DocumentAnalysisDto, "id">,
): DocumentAnalysisDto {
  return {
    fileName: `${fields.id}.txt`,
    fileType: "txt",
    fileSize: 100,
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
    ...fields,
  };
}

/** The documents card in `language`, against whatever `fetch` the test stubbed, with a fresh SWR cache. */
export function renderDocumentsCard(language: "en" | "pt") {
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
