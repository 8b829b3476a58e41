import { createExecutionContext, createMessageBatch, env, getQueueResult } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import worker from "../../index.ts";
import { createDeps } from "../../lib/deps.ts";
import { signedInUser, uploadForm, waitForDocument } from "../../test/helpers.ts";
import { CONTRATO_PT } from "../../test/texts.ts";
import { failStuckDocuments } from "../jobs/daily.ts";
import { PART_SIZE } from "./chunked.service.ts";
import { indexable, MAX_RETRIES } from "./documents.service.ts";

const trialLeft = async (email: string) =>
  (await env.DB.prepare("SELECT trial_documents_remaining AS n, id FROM users WHERE email = ?")
    .bind(email)
    .first<{ n: number; id: string }>())!;

async function uploadProcessed() {
  const session = await signedInUser();
  const res = await session.client.request("/api/documents/upload", {
    method: "POST",
    body: uploadForm([{ name: "c.txt", content: CONTRATO_PT }]),
  });
  const { id } = (await res.json()) as { id: string };
  await waitForDocument(session.client, id);
  return { ...session, id };
}

describe("quota can't be gamed through failures", () => {
  it("never refunds a processed document when a late dead-letter message arrives", async () => {
    const { email, id } = await uploadProcessed();
    const { id: userId } = await trialLeft(email);
    const batch = createMessageBatch("causa-analysis-dlq", [
      { id: "m1", timestamp: new Date(), attempts: 4, body: { documentId: id, userId } },
    ]);
    const ctx = createExecutionContext();
    await worker.queue(batch, env, ctx);
    await getQueueResult(batch, ctx);
    const row = await env.DB.prepare("SELECT status FROM documents WHERE id = ?").bind(id).first<{ status: string }>();
    expect(row?.status).toBe("processed");
    expect((await trialLeft(email)).n).toBe(9);
  });

  it(`allows ${MAX_RETRIES} retries of a failed document, then refuses with a reason`, async () => {
    const { client: c, id } = await uploadProcessed();
    for (let i = 0; i < MAX_RETRIES; i++) {
      await env.DB.prepare("UPDATE documents SET status = 'failed' WHERE id = ?").bind(id).run();
      expect((await c.request(`/api/documents/analyses/${id}/retry`, { method: "POST" })).status).toBe(202);
      await waitForDocument(c, id);
    }
    await env.DB.prepare("UPDATE documents SET status = 'failed' WHERE id = ?").bind(id).run();
    const refused = await c.request(`/api/documents/analyses/${id}/retry`, { method: "POST" });
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { message: string }).message).toContain(`${MAX_RETRIES} times`);
  });

  it("fails documents stuck in the queue for 6 hours and gives their unit back", async () => {
    const { client: c, email } = await signedInUser();
    const res = await c.request("/api/documents/upload", {
      method: "POST",
      body: uploadForm([{ name: "c.txt", content: CONTRATO_PT }]),
    });
    const { id } = (await res.json()) as { id: string };
    await waitForDocument(c, id);
    await env.DB.prepare("UPDATE documents SET status = 'processing', quota_refunded = 0, updated_at = ? WHERE id = ?")
      .bind(Date.now() - 7 * 3_600_000, id)
      .run();
    const swept = await failStuckDocuments(createDeps(env, { appUrl: "http://causa.test" }), new Date());
    expect(swept).toBeGreaterThanOrEqual(1);
    const row = await env.DB.prepare("SELECT status, failure_code FROM documents WHERE id = ?").bind(id).first();
    expect(row).toMatchObject({ status: "failed", failure_code: "ANALYSIS_FAILED" });
    expect((await trialLeft(email)).n).toBe(10);
  });
});

describe("chunked uploads under pressure", () => {
  it("refuses to start an upload when the trial has no documents left", async () => {
    const { client: c, email } = await signedInUser();
    await env.DB.prepare("UPDATE users SET trial_documents_remaining = 0 WHERE email = ?").bind(email).run();
    const res = await c.request("/api/documents/uploads", {
      method: "POST",
      json: { fileName: "big.pdf", size: PART_SIZE * 3 },
    });
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ code: "TRIAL_LIMIT_EXCEEDED" });
  });

  it("keeps at most 3 uploads open per user and gives the unit back on abort", async () => {
    const { client: c, email } = await signedInUser();
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await c.request("/api/documents/uploads", {
        method: "POST",
        json: { fileName: `p${i}.pdf`, size: PART_SIZE * 2 },
      });
      expect(res.status).toBe(201);
      ids.push(((await res.json()) as { id: string }).id);
    }
    expect((await trialLeft(email)).n).toBe(7);
    const fourth = await c.request("/api/documents/uploads", {
      method: "POST",
      json: { fileName: "p4.pdf", size: PART_SIZE * 2 },
    });
    expect(fourth.status).toBe(429);
    expect(await fourth.json()).toMatchObject({ code: "TOO_MANY_UPLOADS" });
    await c.request(`/api/documents/uploads/${ids[0]}`, { method: "DELETE" });
    expect((await trialLeft(email)).n).toBe(8);
  });

  it("lets only one of two simultaneous completions through", async () => {
    const { client: c } = await signedInUser();
    const text = new TextEncoder().encode(`${CONTRATO_PT}\n`.repeat(Math.ceil((PART_SIZE + 100) / CONTRATO_PT.length)));
    const size = text.length;
    const start = await c.request("/api/documents/uploads", { method: "POST", json: { fileName: "dup.txt", size } });
    const { id } = (await start.json()) as { id: string };
    await c.request(`/api/documents/uploads/${id}/parts/1`, { method: "PUT", body: text.slice(0, PART_SIZE) });
    await c.request(`/api/documents/uploads/${id}/parts/2`, { method: "PUT", body: text.slice(PART_SIZE) });
    const [a, b] = await Promise.all([
      c.request(`/api/documents/uploads/${id}/complete`, { method: "POST" }),
      c.request(`/api/documents/uploads/${id}/complete`, { method: "POST" }),
    ]);
    expect([a.status, b.status].sort()).toEqual([202, 409]);
    await c.request(`/api/documents/analyses/${id}`, { method: "DELETE" });
  });
});

describe("the search index entry", () => {
  it("keeps at most ~1.5 MB of a document's text (D1 caps a value at 2 MB)", () => {
    const long = "ação ".repeat(600_000);
    const kept = indexable(long);
    expect(new TextEncoder().encode(kept).length).toBeLessThanOrEqual(1_500_000);
    expect(kept.startsWith("ação ação")).toBe(true);
    expect(indexable("curto")).toBe("curto");
  });
});

describe("very long documents", () => {
  it("processes a text with a time limit on every line (hundreds of thousands of mentions) within D1's limits", async () => {
    const { client: c } = await signedInUser();
    const line = "The Supplier shall deliver the report within thirty (30) days of each request.\n";
    const text = `SUPPLY AGREEMENT\n${line.repeat(30_000)}`;
    const res = await c.request("/api/documents/upload", {
      method: "POST",
      body: uploadForm([{ name: "long.txt", content: text }]),
    });
    const { id } = (await res.json()) as { id: string };
    const doc = await waitForDocument(c, id, 120_000);
    expect(doc.status).toBe("processed");
    const row = await env.DB.prepare(
      "SELECT json_array_length(deadline_mentions) AS n FROM analyses WHERE document_id = ?",
    )
      .bind(id)
      .first<{ n: number }>();
    expect(row?.n).toBeLessThanOrEqual(300);
    const derived = await env.DB.prepare("SELECT COUNT(*) AS n FROM deadlines WHERE document_id = ?")
      .bind(id)
      .first<{ n: number }>();
    expect(derived?.n).toBeLessThanOrEqual(50);
  }, 180_000);
});
