import { env } from "cloudflare:test";
import { documents } from "../db/schema/documents.ts";
import { createDeps } from "../lib/deps.ts";
import { newId } from "../lib/ids.ts";
import { r2Keys } from "../modules/documents/keys.ts";
import { CONTRATO_PT } from "./texts.ts";

export const testDeps = () => createDeps(env, { appUrl: "http://causa.test" });

export async function account(email: string) {
  return (await env.DB.prepare(
    "SELECT id, trial_documents_remaining AS trial, documents_processed AS processed FROM users WHERE email = ?",
  )
    .bind(email)
    .first<{ id: string; trial: number; processed: number }>())!;
}

export async function documentRow(id: string) {
  return env.DB.prepare(
    "SELECT status, failure_code AS failureCode, failure_message AS failureMessage, quota_refunded AS refunded, requeues FROM documents WHERE id = ?",
  )
    .bind(id)
    .first<{
      status: string;
      failureCode: string | null;
      failureMessage: string | null;
      refunded: number;
      requeues: number;
    }>();
}

/**
 * A document whose analysis job never reached (or never left) the consumer: stored in R2, its trial unit reserved,
 * left in `status` since `ageMs` ago — the state a restart during processing leaves behind.
 */
export async function strandedDocument(
  userId: string,
  options: { status?: "queued" | "processing"; ageMs?: number; requeues?: number; text?: string } = {},
): Promise<string> {
  const id = newId("doc");
  const key = r2Keys.original(userId, id);
  const text = options.text ?? CONTRATO_PT;
  await env.DOCUMENTS.put(key, text);
  await env.DB.prepare("UPDATE users SET trial_documents_remaining = trial_documents_remaining - 1 WHERE id = ?")
    .bind(userId)
    .run();
  const at = new Date(Date.now() - (options.ageMs ?? 0));
  await testDeps()
    .db.insert(documents)
    .values({
      id,
      userId,
      fileName: "stranded.txt",
      fileType: "txt",
      mimeType: "text/plain",
      fileSize: text.length,
      originalKey: key,
      status: options.status ?? "queued",
      quotaSource: "trial",
      requeues: options.requeues ?? 0,
      createdAt: at,
      updatedAt: at,
    });
  return id;
}

/** Polls D1 until the document leaves queued/processing. */
export async function settled(id: string, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const row = await documentRow(id);
    if (row && row.status !== "queued" && row.status !== "processing") return row;
    if (Date.now() > deadline) throw new Error(`document ${id} still ${row?.status}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
