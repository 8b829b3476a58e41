import { env } from "cloudflare:test";
import { documents } from "../db/schema/documents.ts";
import { createDeps } from "../lib/deps.ts";
import { newId } from "../lib/ids.ts";
import { r2Keys } from "../modules/documents/keys.ts";
import { account } from "./documents-fixture.ts";
import { signedInUser } from "./helpers.ts";
import { fixture } from "./repo-files.ts";

/** A queued message: a document job, or a page job when `page` is set. */
export type Job = { documentId: string; userId: string; page?: number };

/** Deps whose queue records what is sent, so the test delivers each job itself (in any order, or twice). */
export function recordingDeps() {
  const sent: Job[] = [];
  const queue = {
    send: async (body: Job) => {
      sent.push(body);
    },
    sendBatch: async (messages: { body: Job }[]) => {
      sent.push(...messages.map((m) => m.body));
    },
  };
  const deps = createDeps({ ...env, ANALYSIS_QUEUE: queue as unknown as Queue } as Env, {
    appUrl: "http://causa.test",
  });
  const take = () => sent.splice(0);
  return { deps, take };
}

/**
 * A queued three-page scanned PDF (Portuguese, English, Portuguese 1-bit) of a signed-in user, its trial unit
 * reserved as by upload.
 */
export async function queuedScan() {
  const { email, client } = await signedInUser();
  const user = await account(email);
  const bytes = await fixture("scanned-3pages.pdf");
  const id = newId("doc");
  const key = r2Keys.original(user.id, id);
  await env.DOCUMENTS.put(key, bytes);
  await env.DB.prepare("UPDATE users SET trial_documents_remaining = trial_documents_remaining - 1 WHERE id = ?")
    .bind(user.id)
    .run();
  await createDeps(env, { appUrl: "http://causa.test" }).db.insert(documents).values({
    id,
    userId: user.id,
    fileName: "scan.pdf",
    fileType: "pdf",
    mimeType: "application/pdf",
    fileSize: bytes.byteLength,
    originalKey: key,
    status: "queued",
    quotaSource: "trial",
  });
  return { email, client, user, id, job: { documentId: id, userId: user.id } };
}
