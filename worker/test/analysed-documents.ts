import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { analyze } from "../analysis/analyze.ts";
import { analyses, documents } from "../db/schema/documents.ts";
import { users } from "../db/schema/users.ts";
import { createDb } from "../lib/deps.ts";
import { newId } from "../lib/ids.ts";

/**
 * A processed document as the pipeline stores it: the real analysis engine's output in `analyses`, the full text in
 * R2. Tests of the AI endpoints seed documents this way so they depend on the engine, not on upload and extraction.
 */
export async function seedAnalysedDocument(email: string, fileName: string, text: string) {
  const db = createDb(env);
  const user = await db.query.users.findFirst({ where: eq(users.email, email.toLowerCase()) });
  if (!user) throw new Error(`no user ${email}`);
  const id = newId("doc");
  const analysis = analyze(text, { fileName });
  const textKey = `users/${user.id}/documents/${id}/text`;
  await env.DOCUMENTS.put(textKey, text);
  await db.insert(documents).values({
    id,
    userId: user.id,
    fileName,
    fileType: "txt",
    mimeType: "text/plain",
    fileSize: new TextEncoder().encode(text).byteLength,
    originalKey: `users/${user.id}/documents/${id}/original`,
    textKey,
    status: "processed",
    processedAt: new Date(),
  });
  await db.insert(analyses).values({
    documentId: id,
    userId: user.id,
    language: analysis.language,
    jurisdiction: analysis.jurisdiction,
    documentType: analysis.documentType,
    documentSubtype: analysis.subtype,
    confidence: analysis.confidence,
    entities: analysis.entities,
    keyFindings: analysis.keyFindings,
    parties: analysis.parties,
    deadlineMentions: analysis.deadlines,
    judicialDecision: analysis.judicialDecision,
    textExcerpt: text.slice(0, 4000),
    charCount: text.length,
    engineVersion: "test",
  });
  return { id, user, analysis };
}

/** A document still waiting in the queue (no analysis row yet). */
export async function seedQueuedDocument(email: string) {
  const db = createDb(env);
  const user = await db.query.users.findFirst({ where: eq(users.email, email.toLowerCase()) });
  if (!user) throw new Error(`no user ${email}`);
  const id = newId("doc");
  await db.insert(documents).values({
    id,
    userId: user.id,
    fileName: "queued.txt",
    fileType: "txt",
    mimeType: "text/plain",
    fileSize: 10,
    originalKey: `users/${user.id}/documents/${id}/original`,
    status: "queued",
  });
  return id;
}
