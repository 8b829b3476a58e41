import * as z from "zod";
import type { DocumentStatus, DocumentType, Jurisdiction, Language } from "../vocabulary.ts";

export interface EntityDto {
  type: string;
  value: string;
  normalized?: unknown;
  confidence: number;
  start?: number;
  end?: number;
}

export interface KeyFindingDto {
  type: string;
  /** Text, or an object for structured findings (docs/requirements.md §3). */
  value: string | Record<string, unknown>;
  confidence: number;
  start?: number;
  end?: number;
}

export interface PartyDto {
  name: string;
  role: string;
  entityType?: string;
}

/** The engine's judicial-decision extraction, answered as it is (the engine owns the shape). */
export type { JudicialDecision as JudicialDecisionDto } from "../../worker/analysis/types.ts";

/**
 * One analysed document as GET /api/documents/analyses lists it: docs/requirements.md §3 "Document analysis" plus status and
 * failure reason. Analysis fields are null until the document is processed.
 */
export interface DocumentAnalysisDto {
  id: string;
  fileName: string;
  fileType: string;
  fileSize: number;
  status: DocumentStatus;
  failureCode: string | null;
  failureMessage: string | null;
  language: Language | null;
  jurisdiction: Jurisdiction | null;
  documentType: DocumentType | null;
  documentSubtype: string | null;
  confidence: number | null;
  entities: EntityDto[];
  keyFindings: KeyFindingDto[];
  parties: PartyDto[];
  /** The first part of the extracted text (the details dialog shows 1000 characters). */
  extractedText: string;
  aiAnalysis: string | null;
  aiProvider: string | null;
  hasJudicialDecision: boolean;
  uploadedAt: string;
  processedAt: string | null;
  /**
   * A scan read one page job per page (docs/decisions/030-scan-speed-and-pages.md), while it is processing: the
   * pages recognised so far and the pages to recognise (text-layer pages are not counted). Absent otherwise.
   */
  pageProgress?: PageProgressDto;
}

export interface PageProgressDto {
  read: number;
  total: number;
}

export interface UploadAcceptedDto {
  id: string;
  fileName: string;
  status: DocumentStatus;
}

/** A chunked upload as POST /api/documents/uploads opens it and GET …/uploads/{id} describes it (parts are 1-based). */
export interface ChunkedUploadDto {
  id: string;
  fileName: string;
  size: number;
  partSize: number;
  partCount: number;
  receivedParts: number[];
}

export interface AnalyticsDto {
  totalDocuments: number;
  totalEntities: number;
  documentTypes: Record<string, number>;
  averageConfidence: number;
  feedbackCount: number;
  feedbackCorrect: number;
}

export const feedbackSchema = z.object({
  documentId: z.string().min(1).max(64),
  entityType: z.string().min(1).max(40),
  entityValue: z.string().min(1).max(500),
  isCorrect: z.boolean(),
  feedback: z.string().trim().max(2000).optional(),
});

/** One labelled value of a report: 'Tipo de documento: Decisão judicial'. */
export interface ReportFactDto {
  label: string;
  value: string;
}

/** A report's content, already in the reader's language; the text and the DOCX renderers only lay it out. */
export type ReportBlockDto =
  | { kind: "facts"; facts: ReportFactDto[] }
  | { kind: "list"; title?: string; items: string[] }
  | { kind: "table"; columns: string[]; rows: string[][] }
  | { kind: "text"; text: string };

export interface ReportSectionDto {
  heading: string;
  blocks: ReportBlockDto[];
}

/**
 * GET /api/documents/analyses/{id}/report/content: the analysis report as structured, localised content
 * (docs/decisions/027-localised-reports.md). No value in it is a raw key or JSON.
 */
export interface ReportDto {
  language: Language;
  title: string;
  fileName: string;
  facts: ReportFactDto[];
  sections: ReportSectionDto[];
  footer: string;
}
