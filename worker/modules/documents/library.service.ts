/** Reading the user's documents: the paged list, one analysis, its report and its original file. */
import type { DocumentAnalysisDto, PageProgressDto, ReportDto } from "../../../common/api/documents.ts";
import type { User } from "../../db/schema/users.ts";
import type { Deps } from "../../lib/deps.ts";
import { AppError } from "../../lib/errors.ts";
import {
  decodeCursor,
  encodeCursor,
  findOwnedAnalysis,
  findOwnedDocument,
  listDocumentDeadlines,
  listDocuments,
} from "./documents.repo.ts";
import { toDto } from "./documents.service.ts";
import { pageProgressOf } from "./pages.repo.ts";
import { renderTextReport, reportFileName } from "./report.ts";
import { buildReportContent } from "./report-content.ts";

/** One page, newest first; `nextCursor` is set when the page is full (there may be more). */
export async function listDocumentPage(
  deps: Deps,
  user: User,
  input: { limit: number; before?: string },
): Promise<{ items: DocumentAnalysisDto[]; nextCursor: string | null }> {
  const cursor = input.before === undefined ? undefined : decodeCursor(input.before);
  if (cursor === null) throw new AppError("VALIDATION_ERROR");
  const rows = await listDocuments(deps.db, user.id, { limit: input.limit, before: cursor });
  const last = rows.at(-1);
  const progress = rows.some((r) => r.document.status === "processing")
    ? await pageProgressOf(deps, user.id)
    : new Map<string, PageProgressDto>();
  return {
    items: rows.map((r) => toDto(r.document, r.analysis, deps.language, progress.get(r.document.id))),
    nextCursor: rows.length === input.limit && last ? encodeCursor(last.document) : null,
  };
}

export async function getDocument(deps: Deps, user: User, documentId: string): Promise<DocumentAnalysisDto> {
  const { document, analysis } = await findOwnedAnalysis(deps.db, user.id, documentId);
  const progress =
    document.status === "processing" ? (await pageProgressOf(deps, user.id, document.id)).get(document.id) : undefined;
  return toDto(document, analysis, deps.language, progress);
}

/** The report's localised content with the deadlines derived from the document (the DOCX is laid out by the SPA). */
export async function documentReportContent(deps: Deps, user: User, documentId: string): Promise<ReportDto> {
  const { document, analysis } = await findOwnedAnalysis(deps.db, user.id, documentId);
  const derived = await listDocumentDeadlines(deps.db, user.id, document.id);
  return buildReportContent({ document, analysis, deadlines: derived, language: deps.language });
}

/** The plain-text report, and the file name to download it as. */
export async function documentReport(deps: Deps, user: User, documentId: string) {
  const content = await documentReportContent(deps, user, documentId);
  return { body: renderTextReport(content), fileName: reportFileName(content.fileName) };
}

/** The uploaded file as stored in R2, or NOT_FOUND when the object is gone. */
export async function originalFile(deps: Deps, user: User, documentId: string) {
  const document = await findOwnedDocument(deps.db, user.id, documentId);
  const object = await deps.env.DOCUMENTS.get(document.originalKey);
  if (!object) throw new AppError("NOT_FOUND");
  return { document, object };
}
