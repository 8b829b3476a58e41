import { index, integer, primaryKey, real, sqliteTable, text } from "drizzle-orm/sqlite-core";
import {
  DOCUMENT_STATUSES,
  DOCUMENT_TYPES,
  JURISDICTIONS,
  LANGUAGES,
  LLM_PROVIDERS,
} from "../../../common/vocabulary.ts";
import type { DeadlineMention, Entity, JudicialDecision, KeyFinding, Party } from "../../analysis/types.ts";
import type { FileKind } from "../../extraction/sniff.ts";
import { bool, ms, timestamps } from "./columns.ts";
import { users } from "./users.ts";

export const documents = sqliteTable(
  "documents",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    fileName: text("file_name").notNull(),
    // Detected from content (not the name): pdf, docx, txt, png, jpeg, gif, bmp, tiff.
    // "pending" while a chunked upload is still being sent.
    fileType: text("file_type").$type<FileKind | "pending">().notNull(),
    mimeType: text("mime_type").notNull(),
    fileSize: integer("file_size").notNull(),
    sha256: text("sha256"),
    originalKey: text("original_key").notNull(),
    textKey: text("text_key"),
    status: text("status", { enum: DOCUMENT_STATUSES }).notNull().default("queued"),
    failureCode: text("failure_code"),
    failureMessage: text("failure_message"),
    attempts: integer("attempts").notNull().default(0),
    // Times the lost-job sweep re-enqueued it (docs/decisions/023-reliability.md); failed after LOST_JOB_MAX_REQUEUES.
    requeues: integer("requeues").notNull().default(0),
    // Quota unit reserved at upload; given back once if the analysis fails.
    quotaSource: text("quota_source", { enum: ["trial", "period", "unlimited"] }),
    quotaRefunded: bool("quota_refunded").notNull().default(false),
    processedAt: ms("processed_at"),
    // R2 multipart upload of a large file still being sent in parts (status "uploading").
    multipartUploadId: text("multipart_upload_id"),
    ...timestamps,
  },
  (t) => [index("documents_user_created_idx").on(t.userId, t.createdAt), index("documents_status_idx").on(t.status)],
);

export const analyses = sqliteTable(
  "analyses",
  {
    documentId: text("document_id")
      .primaryKey()
      .references(() => documents.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    language: text("language", { enum: LANGUAGES }).notNull(),
    jurisdiction: text("jurisdiction", { enum: JURISDICTIONS }).notNull(),
    documentType: text("document_type", { enum: DOCUMENT_TYPES }).notNull(),
    documentSubtype: text("document_subtype"),
    confidence: real("confidence").notNull(),
    entities: text("entities", { mode: "json" }).$type<Entity[]>().notNull(),
    keyFindings: text("key_findings", { mode: "json" }).$type<KeyFinding[]>().notNull(),
    parties: text("parties", { mode: "json" }).$type<Party[]>(),
    deadlineMentions: text("deadline_mentions", { mode: "json" }).$type<DeadlineMention[]>(),
    judicialDecision: text("judicial_decision", { mode: "json" }).$type<JudicialDecision>(),
    // The first part of the text for the details dialog; the full text lives in R2 (documents.text_key).
    textExcerpt: text("text_excerpt").notNull().default(""),
    charCount: integer("char_count").notNull().default(0),
    pageCount: integer("page_count"),
    ocrConfidence: real("ocr_confidence"),
    extractionMethod: text("extraction_method"),
    engineVersion: text("engine_version").notNull(),
    aiAnalysis: text("ai_analysis"),
    aiProvider: text("ai_provider", { enum: LLM_PROVIDERS }),
    aiModel: text("ai_model"),
    aiGeneratedAt: ms("ai_generated_at"),
    // Set by the one request allowed to call the model for ai_analysis (refine_claimed_at: for the review below); a
    // claim older than 2 minutes (CLAIM_TTL_MS, ai.service.ts) counts as abandoned and may be taken over.
    aiClaimedAt: ms("ai_claimed_at"),
    // The model-reviewed judicial decision, stored so each view does not ask the model again. judicial_decision
    // (the engine's extraction) stays the source of truth: this is served only while it still starts with it.
    judicialDecisionRefined: text("judicial_decision_refined", { mode: "json" }).$type<JudicialDecision>(),
    refinedProvider: text("refined_provider", { enum: LLM_PROVIDERS }),
    refinedModel: text("refined_model"),
    refinedAt: ms("refined_at"),
    refineClaimedAt: ms("refine_claimed_at"),
    ...timestamps,
  },
  (t) => [index("analyses_user_idx").on(t.userId), index("analyses_user_type_idx").on(t.userId, t.documentType)],
);

/** Parts received so far of a chunked upload: the client resumes from what is listed here. */
export const uploadParts = sqliteTable(
  "upload_parts",
  {
    documentId: text("document_id")
      .notNull()
      .references(() => documents.id, { onDelete: "cascade" }),
    partNumber: integer("part_number").notNull(),
    etag: text("etag").notNull(),
    size: integer("size").notNull(),
    ...timestamps,
  },
  (t) => [primaryKey({ columns: [t.documentId, t.partNumber] })],
);

/**
 * The scanned pages of a PDF recognised as separate queue jobs (docs/decisions/030-scan-pages.md): one row per page to
 * OCR, planned when the document job splits the PDF, marked done by its page job (the text is in R2). The document
 * job joins the pages once none is pending; the rows go when the document is processed or deleted.
 */
export const documentPages = sqliteTable(
  "document_pages",
  {
    documentId: text("document_id")
      .notNull()
      .references(() => documents.id, { onDelete: "cascade" }),
    pageNumber: integer("page_number").notNull(),
    status: text("status", { enum: ["pending", "done"] })
      .notNull()
      .default("pending"),
    // Mean OCR confidence (0..1) and length of the recognised text, which weighs the document's confidence.
    confidence: real("confidence"),
    chars: integer("chars"),
    ...timestamps,
  },
  (t) => [primaryKey({ columns: [t.documentId, t.pageNumber] })],
);

export const feedback = sqliteTable(
  "feedback",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    documentId: text("document_id")
      .notNull()
      .references(() => documents.id, { onDelete: "cascade" }),
    entityType: text("entity_type").notNull(),
    entityValue: text("entity_value").notNull(),
    isCorrect: bool("is_correct").notNull(),
    comment: text("comment"),
    ...timestamps,
  },
  (t) => [index("feedback_user_idx").on(t.userId, t.createdAt), index("feedback_document_idx").on(t.documentId)],
);

export type Document = typeof documents.$inferSelect;
export type NewDocument = typeof documents.$inferInsert;
export type Analysis = typeof analyses.$inferSelect;
export type NewAnalysis = typeof analyses.$inferInsert;
export type Feedback = typeof feedback.$inferSelect;
export type DocumentPage = typeof documentPages.$inferSelect;
