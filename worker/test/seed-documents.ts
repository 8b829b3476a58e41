// Test-only: writes what the analysis pipeline writes (documents, analyses, documents_fts), so search, analytics
// and feedback are tested without running the pipeline.
import type { EntityDto, KeyFindingDto } from "../../common/api/documents.ts";
import type { DocumentType, Jurisdiction, Language } from "../../common/vocabulary.ts";
import type { Entity, KeyFinding } from "../analysis/types.ts";
import { documentsFts } from "../db/fts.ts";
import { analyses, documents } from "../db/schema/documents.ts";
import { createDb } from "../lib/deps.ts";
import { newId } from "../lib/ids.ts";
import { searchIndexRow } from "../modules/search/search.index.ts";
import type { Client } from "./helpers.ts";

export interface SeedDocument {
  fileName: string;
  text: string;
  language?: Language;
  jurisdiction?: Jurisdiction;
  documentType?: DocumentType;
  confidence?: number;
  entities?: EntityDto[];
  keyFindings?: KeyFindingDto[];
  parties?: { name: string }[];
  status?: "processed" | "failed" | "queued";
  processedAt?: Date;
}

/** The signed-in client's user id (GET /api/auth/user). */
export async function userIdOf(c: Client): Promise<string> {
  const res = await c.request("/api/auth/user");
  const body = (await res.json()) as { id: string };
  return body.id;
}

/** Inserts one document as the pipeline would leave it; returns its id. */
export async function seedDocument(env: Env, userId: string, doc: SeedDocument): Promise<string> {
  const db = createDb(env);
  const id = newId("doc");
  const status = doc.status ?? "processed";
  const processedAt = status === "processed" ? (doc.processedAt ?? new Date()) : null;
  await db.insert(documents).values({
    id,
    userId,
    fileName: doc.fileName,
    fileType: "txt",
    mimeType: "text/plain",
    fileSize: doc.text.length,
    originalKey: `originals/${userId}/${id}`,
    status,
    processedAt,
  });
  if (status !== "processed") return id;
  const facets = {
    documentType: doc.documentType ?? "contract",
    jurisdiction: doc.jurisdiction ?? "usa",
    language: doc.language ?? "en",
  };
  await db.insert(analyses).values({
    documentId: id,
    userId,
    ...facets,
    confidence: doc.confidence ?? 0.8,
    // Seeded in the API's looser shape (no offsets): search, analytics and feedback never read them.
    entities: (doc.entities ?? []) as Entity[],
    keyFindings: (doc.keyFindings ?? []) as KeyFinding[],
    parties: (doc.parties ?? []).map((p) => ({
      ...p,
      role: "party" as const,
      entityType: "ORGANIZATION" as const,
      start: 0,
      end: 0,
    })),
    textExcerpt: doc.text.slice(0, 1000),
    charCount: doc.text.length,
    engineVersion: "test",
  });
  const row = searchIndexRow(
    { id, userId, fileName: doc.fileName },
    { ...facets, entities: doc.entities ?? [], keyFindings: doc.keyFindings ?? [], parties: doc.parties ?? [] },
    doc.text,
  );
  await db.insert(documentsFts).values(row);
  return id;
}
