import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import worker from "../../index.ts";
import { account, documentRow, settled, strandedDocument, testDeps } from "../../test/documents-fixture.ts";
import { signedInUser, uploadForm, waitForDocument } from "../../test/helpers.ts";
import { readRepoFile } from "../../test/repo-files.ts";
import { CONTRATO_PT } from "../../test/texts.ts";
import { LOST_JOB_CRON, recoverLostJobs } from "../jobs/lost-jobs.ts";
import { deleteDocument, processDocument } from "./documents.service.ts";
import { LOST_JOB_AFTER_MS, LOST_JOB_MAX_REQUEUES } from "./lost.ts";

const STALE = LOST_JOB_AFTER_MS + 60_000;

// Finding 1 (issue #18): documents stuck in queued/processing after a restart stayed there for good.
describe("lost analysis jobs are found within minutes", () => {
  it("the frequent cron re-enqueues a document whose job was lost, and it ends processed with one unit spent", async () => {
    const { email } = await signedInUser();
    const user = await account(email);
    const id = await strandedDocument(user.id, { status: "processing", ageMs: STALE });
    const controller = createScheduledController({ scheduledTime: new Date(), cron: LOST_JOB_CRON });
    const ctx = createExecutionContext();
    await worker.scheduled(controller, env, ctx);
    await waitOnExecutionContext(ctx);
    expect((await documentRow(id))?.requeues).toBe(1);
    expect(await settled(id)).toMatchObject({ status: "processed" });
    expect(await account(email)).toMatchObject({ trial: 9, processed: 1 });
  });

  it("every environment's crons include the lost-job sweep", async () => {
    const toml = new TextDecoder().decode(await readRepoFile("wrangler.toml"));
    const lines = toml.split("\n").filter((l) => l.startsWith("crons"));
    expect(lines.length).toBe(3);
    for (const line of lines) expect(line).toContain(`"${LOST_JOB_CRON}"`);
  });

  it("leaves a document that is only briefly queued alone", async () => {
    const { email } = await signedInUser();
    const id = await strandedDocument((await account(email)).id, { ageMs: 60_000 });
    await recoverLostJobs(testDeps(), new Date());
    expect(await documentRow(id)).toMatchObject({ status: "queued", requeues: 0 });
  });

  it(`fails it with a readable reason after ${LOST_JOB_MAX_REQUEUES} re-enqueues and releases its unit exactly once`, async () => {
    const { email } = await signedInUser();
    const user = await account(email);
    const id = await strandedDocument(user.id, { ageMs: STALE, requeues: LOST_JOB_MAX_REQUEUES });
    expect((await account(email)).trial).toBe(9);
    await recoverLostJobs(testDeps(), new Date());
    await recoverLostJobs(testDeps(), new Date());
    const row = await documentRow(id);
    expect(row).toMatchObject({ status: "failed", failureCode: "LOST_JOB", refunded: 1 });
    expect(row?.failureMessage).toContain("did not finish");
    expect((await account(email)).trial).toBe(10);
  });

  it("lets the owner retry a document that has waited too long (it answered 409 NOT_RETRYABLE)", async () => {
    const { client: c, email } = await signedInUser();
    const id = await strandedDocument((await account(email)).id, { ageMs: STALE });
    const res = await c.request(`/api/documents/analyses/${id}/retry`, { method: "POST" });
    expect(res.status).toBe(202);
    expect(await settled(id)).toMatchObject({ status: "processed" });
    // The unit reserved at upload pays for it: nothing reserved twice.
    expect(await account(email)).toMatchObject({ trial: 9, processed: 1 });
  });

  it("still refuses to retry a document queued a moment ago", async () => {
    const { client: c, email } = await signedInUser();
    const id = await strandedDocument((await account(email)).id, { ageMs: 30_000 });
    const res = await c.request(`/api/documents/analyses/${id}/retry`, { method: "POST" });
    expect(res.status).toBe(409);
  });

  it("the consumer is idempotent: a job delivered again after processing counts nothing twice", async () => {
    const { client: c, email } = await signedInUser();
    const res = await c.request("/api/documents/upload", {
      method: "POST",
      body: uploadForm([{ name: "c.txt", content: CONTRATO_PT }]),
    });
    const { id } = (await res.json()) as { id: string };
    await waitForDocument(c, id);
    const user = await account(email);
    expect(await processDocument(testDeps(), { documentId: id, userId: user.id })).toBe("skipped");
    expect(await account(email)).toMatchObject({ trial: 9, processed: 1 });
  });
});

// Finding 2 (issue #18): deleting a document before its analysis still spent a trial unit.
describe("deleting a document before it is analysed", () => {
  for (const status of ["queued", "processing"] as const) {
    it(`refunds the trial unit of a ${status} document, once`, async () => {
      const { client: c, email } = await signedInUser();
      const id = await strandedDocument((await account(email)).id, { status });
      expect((await account(email)).trial).toBe(9);
      expect((await c.request(`/api/documents/analyses/${id}`, { method: "DELETE" })).status).toBe(200);
      expect((await c.request(`/api/documents/analyses/${id}`, { method: "DELETE" })).status).toBe(404);
      expect((await account(email)).trial).toBe(10);
    });
  }

  it("racing the consumer, the unit is either spent on a finished analysis or refunded — never both, never neither", async () => {
    const { email } = await signedInUser();
    const user = await account(email);
    const deps = testDeps();
    const fullUser = (await deps.db.query.users.findFirst({ where: (u, { eq }) => eq(u.id, user.id) }))!;
    for (let i = 0; i < 4; i++) {
      const id = await strandedDocument(user.id);
      await Promise.allSettled([
        processDocument(deps, { documentId: id, userId: user.id }),
        deleteDocument(deps, fullUser, id),
      ]);
      expect(await documentRow(id)).toBeNull();
      const now = await account(email);
      // Every unit is accounted for: either refunded, or spent on an analysis that was counted.
      expect(now.trial + now.processed).toBe(10);
    }
  });
});

// Finding 6 (issue #18): bidi/format characters were kept; a NUL gave the misleading 'Choose a file to upload'.
describe("uploaded file names", () => {
  it("drops bidi overrides and other format characters, so 'contrato\\u202Etxt.exe' cannot pose as a .txt", async () => {
    const { client: c } = await signedInUser();
    const res = await c.request("/api/documents/upload", {
      method: "POST",
      body: uploadForm([{ name: "contrato\u202Etxt.exe\u200B\u2066", content: CONTRATO_PT }]),
    });
    expect(res.status).toBe(202);
    expect(((await res.json()) as { fileName: string }).fileName).toBe("contratotxt.exe");
  });

  it("answers a name with a NUL with INVALID_FILE_NAME and a message saying so, not 'Choose a file to upload'", async () => {
    const { client: c } = await signedInUser();
    const res = await c.request("/api/documents/upload", {
      method: "POST",
      body: uploadForm([{ name: "peti\u0000cao.txt", content: CONTRATO_PT }]),
    });
    const body = (await res.json()) as { code?: string; message?: string };
    expect(res.status).toBe(400);
    expect(body.code).toBe("INVALID_FILE_NAME");
    expect(body.message).toContain("NUL");
  });

  it("sanitises the name of a chunked upload the same way", async () => {
    const { client: c } = await signedInUser();
    const res = await c.request("/api/documents/uploads", {
      method: "POST",
      json: { fileName: "a\u202Efdp.exe\u0000", size: 20 * 1024 * 1024 },
    });
    expect(res.status).toBe(201);
    expect(((await res.json()) as { fileName: string }).fileName).toBe("afdp.exe");
  });
});
