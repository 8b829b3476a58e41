import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { createDeps } from "../../lib/deps.ts";
import { account, documentRow, strandedDocument, testDeps } from "../../test/documents-fixture.ts";
import { signedInUser } from "../../test/helpers.ts";
import { handleAnalysisBatch } from "./documents.queue.ts";
import { type ConsumerStage, processDocument } from "./documents.service.ts";
import { r2Keys } from "./keys.ts";

/**
 * Fault injection at each stage of the queue consumer (issue #18, docs/decisions/023-reliability.md). A run cut short
 * anywhere is followed by the queue's redelivery (or, past its retries, the dead-letter queue): the document must
 * end processed or failed with a reason, its text readable, the trial unit spent or refunded exactly once, and
 * nothing (processed count, deadlines, search rows) counted twice.
 */
const STAGES: ConsumerStage[] = ["extracted", "analysed", "before-batch", "stored"];

async function counts(userId: string, documentId: string) {
  const one = (sql: string) =>
    env.DB.prepare(sql)
      .bind(documentId)
      .first<{ n: number }>()
      .then((r) => r?.n ?? 0);
  return {
    analyses: await one("SELECT count(*) AS n FROM analyses WHERE document_id = ?"),
    deadlines: await one("SELECT count(*) AS n FROM deadlines WHERE document_id = ?"),
    searchRows: await one("SELECT count(*) AS n FROM documents_fts WHERE document_id = ?"),
    text: (await env.DOCUMENTS.get(r2Keys.text(userId, documentId)))?.size ?? 0,
  };
}

/** A user with one queued document (trial unit reserved), as the upload leaves it. */
async function queuedDocument() {
  const { email } = await signedInUser();
  const user = await account(email);
  const id = await strandedDocument(user.id, { status: "queued" });
  return { email, userId: user.id, id, job: { documentId: id, userId: user.id } };
}

const crashAt = (stage: ConsumerStage) => (at: ConsumerStage) => {
  if (at === stage) throw new Error(`injected crash at ${stage}`);
};

/** Deps whose bindings fail: the R2 bucket's put, or D1's batch. */
function depsWith(faults: { r2Put?: boolean; d1Batch?: boolean }) {
  const failing = <T extends object>(target: T, method: string) =>
    new Proxy(target, {
      get(t, key) {
        if (key === method) return async () => Promise.reject(new Error(`injected ${method} failure`));
        const value = Reflect.get(t, key);
        return typeof value === "function" ? value.bind(t) : value;
      },
    });
  const faulty = {
    ...env,
    DOCUMENTS: faults.r2Put ? failing(env.DOCUMENTS, "put") : env.DOCUMENTS,
    DB: faults.d1Batch ? failing(env.DB, "batch") : env.DB,
  } as Env;
  return createDeps(faulty, { appUrl: "http://causa.test" });
}

/** The reference: what one clean run stores for this text. */
async function cleanRun() {
  const d = await queuedDocument();
  expect(await processDocument(testDeps(), d.job)).toBe("processed");
  return counts(d.userId, d.id);
}

describe("a consumer run cut short at any stage ends well on redelivery", () => {
  it.each(STAGES)("crash at %s: processed once, text stored, one unit spent, nothing doubled", async (stage) => {
    const reference = await cleanRun();
    const d = await queuedDocument();
    await expect(processDocument(testDeps(), d.job, crashAt(stage))).rejects.toThrow(/injected crash/);
    // The queue redelivers; then a duplicate delivery arrives as well.
    const outcome = await processDocument(testDeps(), d.job);
    expect(outcome).toBe(stage === "stored" ? "skipped" : "processed");
    expect(await processDocument(testDeps(), d.job)).toBe("skipped");
    expect(await documentRow(d.id)).toMatchObject({ status: "processed", refunded: 0 });
    expect(await counts(d.userId, d.id)).toEqual(reference);
    expect(await account(d.email)).toMatchObject({ trial: 9, processed: 1 });
  });

  it("an R2 write failure leaves the document to the retry, which stores it once", async () => {
    const reference = await cleanRun();
    const d = await queuedDocument();
    await expect(processDocument(depsWith({ r2Put: true }), d.job)).rejects.toThrow(/injected put failure/);
    expect(await documentRow(d.id)).toMatchObject({ status: "processing" });
    expect((await counts(d.userId, d.id)).analyses).toBe(0);
    expect(await processDocument(testDeps(), d.job)).toBe("processed");
    expect(await counts(d.userId, d.id)).toEqual(reference);
    expect(await account(d.email)).toMatchObject({ trial: 9, processed: 1 });
  });

  it("a failed D1 batch writes nothing (not even the text) and the retry stores it once", async () => {
    const reference = await cleanRun();
    const d = await queuedDocument();
    await expect(processDocument(depsWith({ d1Batch: true }), d.job)).rejects.toThrow(/injected batch failure/);
    expect(await counts(d.userId, d.id)).toEqual({ analyses: 0, deadlines: 0, searchRows: 0, text: 0 });
    expect(await processDocument(testDeps(), d.job)).toBe("processed");
    expect(await counts(d.userId, d.id)).toEqual(reference);
    expect(await account(d.email)).toMatchObject({ trial: 9, processed: 1 });
  });
});

describe("a job that fails on every attempt", () => {
  it("ends failed with a reason from the dead-letter queue, its unit refunded once even if delivered twice", async () => {
    const d = await queuedDocument();
    for (let attempt = 0; attempt < 4; attempt++) {
      await expect(processDocument(testDeps(), d.job, crashAt("analysed"))).rejects.toThrow();
    }
    const deadLetter = (): MessageBatch<unknown> => ({
      queue: "causa-analysis-dlq",
      messages: [
        {
          id: crypto.randomUUID(),
          timestamp: new Date(),
          body: d.job,
          attempts: 1,
          ack: () => {},
          retry: () => {},
        },
      ],
      metadata: {} as MessageBatch<unknown>["metadata"],
      ackAll: () => {},
      retryAll: () => {},
    });
    await handleAnalysisBatch(deadLetter(), env);
    await handleAnalysisBatch(deadLetter(), env);
    const row = await documentRow(d.id);
    expect(row).toMatchObject({ status: "failed", failureCode: "ANALYSIS_FAILED", refunded: 1 });
    expect(row?.failureMessage).toBeTruthy();
    expect(await account(d.email)).toMatchObject({ trial: 10, processed: 0 });
    expect(await counts(d.userId, d.id)).toEqual({ analyses: 0, deadlines: 0, searchRows: 0, text: 0 });
  });
});
