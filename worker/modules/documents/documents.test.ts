import { createExecutionContext, createMessageBatch, env, getQueueResult } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import worker from "../../index.ts";
import { client, signedInUser, uploadForm, waitForDocument } from "../../test/helpers.ts";
import { CONTRATO_PT, ORDER_EN, SENTENCA_PT } from "../../test/texts.ts";
import { backoffSeconds } from "./documents.queue.ts";

type Doc = Record<string, unknown> & { id: string };

async function upload(
  c: Awaited<ReturnType<typeof signedInUser>>["client"],
  name: string,
  content: string | Uint8Array,
) {
  return c.request("/api/documents/upload", { method: "POST", body: uploadForm([{ name, content }]) });
}

async function userRow(email: string) {
  return env.DB.prepare("SELECT * FROM users WHERE email = ?").bind(email).first<Record<string, number | string>>();
}

describe("POST /api/documents/upload", () => {
  it("accepts a text contract with 202, queues it, and the consumer makes it processed", async () => {
    const { client: c, email } = await signedInUser();
    const res = await upload(c, "contrato-servicos.txt", CONTRATO_PT);
    expect(res.status).toBe(202);
    const accepted = (await res.json()) as Doc;
    expect(accepted).toMatchObject({ fileName: "contrato-servicos.txt", status: "queued" });
    expect(accepted.id).toMatch(/^doc_/);

    const doc = await waitForDocument(c, accepted.id);
    expect(doc.status).toBe("processed");
    expect(doc).toMatchObject({ fileType: "txt", language: "pt", jurisdiction: "brazil", documentType: "contract" });
    expect(doc.confidence).toBeGreaterThan(0.5);
    const entities = doc.entities as { type: string; value: string }[];
    expect(entities).toContainEqual(expect.objectContaining({ type: "CNPJ", value: "11.222.333/0001-81" }));
    expect(entities).toContainEqual(expect.objectContaining({ type: "CPF", value: "529.982.247-25" }));
    expect((doc.extractedText as string).startsWith("CONTRATO DE PRESTAÇÃO")).toBe(true);
    expect(doc.processedAt).toBeTruthy();

    const user = await userRow(email);
    expect(user?.trial_documents_remaining).toBe(9);
    expect(user?.documents_processed).toBe(1);
    const original = await env.DOCUMENTS.get(`users/${user?.id}/documents/${accepted.id}/original`);
    expect(await original?.text()).toBe(CONTRATO_PT);
  });

  it("indexes a processed document for search under its own type, jurisdiction and language", async () => {
    const { client: c } = await signedInUser();
    const { id } = (await (await upload(c, "contrato-servicos.txt", CONTRATO_PT)).json()) as Doc;
    await waitForDocument(c, id);
    const search = async (filters: Record<string, string>) => {
      const res = await c.request("/api/documents/search", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          query: "rescisão",
          filters: { documentType: "all", jurisdiction: "all", language: "all", ...filters },
        }),
      });
      expect(res.status).toBe(200);
      return ((await res.json()) as Doc[]).map((d) => d.id);
    };
    expect(await search({})).toEqual([id]);
    expect(await search({ documentType: "contract", jurisdiction: "brazil", language: "pt" })).toEqual([id]);
    expect(await search({ documentType: "judicial_decision" })).toEqual([]);
    expect(await search({ language: "en" })).toEqual([]);
  });

  it("rejects an HTML page named .pdf with UNSUPPORTED_FILE_TYPE and the 'File type must be' message", async () => {
    const { client: c } = await signedInUser();
    const res = await upload(c, "contract.pdf", "<!DOCTYPE html><html><body><h1>Hello</h1></body></html>");
    expect(res.status).toBe(415);
    const body = (await res.json()) as { code: string; message: string };
    expect(body.code).toBe("UNSUPPORTED_FILE_TYPE");
    expect(body.message).toMatch(/^File type must be/);
  });

  it("rejects an empty file with 'File is smaller than 1 bytes'", async () => {
    const { client: c } = await signedInUser();
    const res = await upload(c, "empty.txt", "");
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: "FILE_TOO_SMALL", message: "File is smaller than 1 bytes" });
  });

  it("rejects two files with 'Too many files'", async () => {
    const { client: c } = await signedInUser();
    const body = uploadForm([
      { name: "a.txt", content: "Contrato A" },
      { name: "b.txt", content: "Contrato B" },
    ]);
    const res = await c.request("/api/documents/upload", { method: "POST", body });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: "TOO_MANY_FILES", message: "Too many files" });
  });

  it("rejects a form without the document field", async () => {
    const { client: c } = await signedInUser();
    const body = uploadForm([{ field: "file", name: "a.txt", content: "Contrato A" }]);
    const res = await c.request("/api/documents/upload", { method: "POST", body });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: "FILE_REQUIRED" });
  });

  it("answers 401 to a signed-out upload", async () => {
    const res = await client().request("/api/documents/upload", {
      method: "POST",
      body: uploadForm([{ name: "a.txt", content: "x" }]),
    });
    expect(res.status).toBe(401);
  });

  it("accepts exactly the 10 trial documents left when twenty uploads race", async () => {
    const { client: c, email } = await signedInUser();
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => upload(c, `doc-${i}.txt`, `Contrato número ${i}. ${CONTRATO_PT}`)),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 202)).toHaveLength(10);
    expect(statuses.filter((s) => s === 403)).toHaveLength(10);
    const refused = (await results.find((r) => r.status === 403)?.json()) as { code: string; message: string };
    expect(refused.code).toBe("TRIAL_LIMIT_EXCEEDED");
    expect(refused.message).toContain("maximum 10 documents");
    expect((await userRow(email))?.trial_documents_remaining).toBe(0);
  });

  it("refuses uploads after the 7-day trial ended with TRIAL_EXPIRED", async () => {
    const { client: c, email } = await signedInUser({ language: "pt" });
    await env.DB.prepare("UPDATE users SET trial_expires_at = ? WHERE email = ?")
      .bind(Date.now() - 1000, email)
      .run();
    const res = await upload(c, "a.txt", CONTRATO_PT);
    expect(res.status).toBe(403);
    const body = (await res.json()) as { code: string; message: string };
    expect(body.code).toBe("TRIAL_EXPIRED");
    expect(body.message).toContain("teste de 7 dias terminou");
  });

  it("lets an enterprise user upload without touching the trial counter", async () => {
    const { client: c, email } = await signedInUser();
    await env.DB.prepare(
      "UPDATE users SET subscription_tier = 'enterprise', trial_documents_remaining = 0 WHERE email = ?",
    )
      .bind(email)
      .run();
    const res = await upload(c, "a.txt", CONTRATO_PT);
    expect(res.status).toBe(202);
    expect((await userRow(email))?.trial_documents_remaining).toBe(0);
  });
});

describe("the analysis queue consumer", () => {
  async function queuedDocument() {
    const session = await signedInUser();
    const res = await upload(session.client, "sentenca.txt", SENTENCA_PT);
    const { id } = (await res.json()) as Doc;
    await waitForDocument(session.client, id);
    const user = await userRow(session.email);
    return { ...session, id, userId: String(user?.id) };
  }

  async function deliver(queue: string, body: unknown, attempts = 1) {
    const batch = createMessageBatch(queue, [{ id: crypto.randomUUID(), timestamp: new Date(), attempts, body }]);
    const ctx = createExecutionContext();
    await worker.queue(batch, env, ctx);
    return getQueueResult(batch, ctx);
  }

  it("ignores a redelivered job: nothing is counted or extracted twice", async () => {
    const { email, id, userId } = await queuedDocument();
    const deadlinesBefore = await env.DB.prepare("SELECT COUNT(*) AS n FROM deadlines WHERE document_id = ?")
      .bind(id)
      .first<{ n: number }>();
    const result = await deliver("causa-analysis", { documentId: id, userId });
    expect(result.explicitAcks).toHaveLength(1);
    const user = await userRow(email);
    expect(user?.documents_processed).toBe(1);
    expect(user?.trial_documents_remaining).toBe(9);
    const deadlinesAfter = await env.DB.prepare("SELECT COUNT(*) AS n FROM deadlines WHERE document_id = ?")
      .bind(id)
      .first<{ n: number }>();
    expect(deadlinesAfter?.n).toBe(deadlinesBefore?.n);
    const fts = await env.DB.prepare("SELECT COUNT(*) AS n FROM documents_fts WHERE document_id = ?")
      .bind(id)
      .first<{ n: number }>();
    expect(fts?.n).toBe(1);
  });

  it("acknowledges a malformed job instead of retrying it forever", async () => {
    const result = await deliver("causa-analysis", { documentId: 42 });
    expect(result.explicitAcks).toHaveLength(1);
    expect(result.retryMessages).toHaveLength(0);
  });

  it("backs off quadratically between retries, capped at 15 minutes", () => {
    expect([1, 2, 3, 10, 100].map(backoffSeconds)).toEqual([10, 40, 90, 900, 900]);
  });

  it("marks the document failed with a readable reason and refunds the unit when the job reaches the dead-letter queue", async () => {
    const { client: c, email } = await signedInUser({ language: "pt" });
    const res = await upload(c, "a.txt", CONTRATO_PT);
    const { id } = (await res.json()) as Doc;
    await waitForDocument(c, id);
    // Simulate a document stuck in processing whose retries were exhausted.
    await env.DB.prepare("UPDATE documents SET status = 'processing' WHERE id = ?").bind(id).run();
    const user = await userRow(email);
    const result = await deliver("causa-analysis-dlq", { documentId: id, userId: user?.id }, 4);
    expect(result.explicitAcks).toHaveLength(1);
    const list = (await (await c.request("/api/documents/analyses")).json()) as Doc[];
    const doc = list.find((d) => d.id === id);
    expect(doc).toMatchObject({ status: "failed", failureCode: "ANALYSIS_FAILED" });
    expect(doc?.failureMessage).toContain("A análise falhou");
    expect((await userRow(email))?.trial_documents_remaining).toBe(10);
    // Nothing is lost: the original stays in R2.
    expect(await env.DOCUMENTS.head(`users/${user?.id}/documents/${id}/original`)).not.toBeNull();
  });

  it("re-queues a failed document on POST /retry and processes it", async () => {
    const { client: c } = await signedInUser();
    const res = await upload(c, "a.txt", ORDER_EN);
    const { id } = (await res.json()) as Doc;
    await waitForDocument(c, id);
    await env.DB.prepare("UPDATE documents SET status = 'failed', failure_code = 'ANALYSIS_FAILED' WHERE id = ?")
      .bind(id)
      .run();
    const retry = await c.request(`/api/documents/analyses/${id}/retry`, { method: "POST" });
    expect(retry.status).toBe(202);
    const doc = await waitForDocument(c, id);
    expect(doc).toMatchObject({ status: "processed", failureCode: null, language: "en", jurisdiction: "usa" });
    const again = await c.request(`/api/documents/analyses/${id}/retry`, { method: "POST" });
    expect(again.status).toBe(409);
  });
});

describe("reading and removing documents", () => {
  it("lists the user's documents newest first with the required fields", async () => {
    const { client: c } = await signedInUser();
    const first = (await (await upload(c, "first.txt", CONTRATO_PT)).json()) as Doc;
    const second = (await (await upload(c, "second.txt", ORDER_EN)).json()) as Doc;
    await waitForDocument(c, first.id);
    await waitForDocument(c, second.id);
    const list = (await (await c.request("/api/documents/analyses")).json()) as Doc[];
    expect(list.map((d) => d.id)).toEqual([second.id, first.id]);
    for (const key of [
      "fileName",
      "fileType",
      "language",
      "jurisdiction",
      "documentType",
      "confidence",
      "entities",
      "keyFindings",
      "extractedText",
      "processedAt",
    ]) {
      expect(list[0]).toHaveProperty(key);
    }
  });

  it("pages with limit and the X-Next-Cursor header", async () => {
    const { client: c } = await signedInUser();
    for (const n of [1, 2, 3]) await upload(c, `d${n}.txt`, `${CONTRATO_PT} ${n}`);
    const page1 = await c.request("/api/documents/analyses?limit=2");
    const items1 = (await page1.json()) as Doc[];
    expect(items1).toHaveLength(2);
    const cursor = page1.headers.get("x-next-cursor");
    expect(cursor).toBeTruthy();
    const items2 = (await (
      await c.request(`/api/documents/analyses?limit=2&before=${encodeURIComponent(cursor ?? "")}`)
    ).json()) as Doc[];
    expect(items2).toHaveLength(1);
    expect(items2[0]?.fileName).toBe("d1.txt");
  });

  it("downloads a text report named after the file, in the user's language, with the decision details", async () => {
    const { client: c } = await signedInUser({ language: "pt" });
    const { id } = (await (await upload(c, "sentença cobrança.txt", SENTENCA_PT)).json()) as Doc;
    await waitForDocument(c, id);
    const res = await c.request(`/api/documents/analyses/${id}/report`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/plain");
    expect(res.headers.get("content-disposition")).toContain(encodeURIComponent("sentença cobrança-report.txt"));
    const text = await res.text();
    expect(text).toContain("RELATÓRIO DE ANÁLISE");
    expect(text).toContain("sentença cobrança.txt");
    expect(text).toContain("0058967-77.2016.8.19.0000");
    expect(text).toContain("DECISÃO JUDICIAL");
    expect(text).toContain("PRAZOS");
  });

  it("serves the original file back unchanged", async () => {
    const { client: c } = await signedInUser();
    const { id } = (await (await upload(c, "contrato.txt", CONTRATO_PT)).json()) as Doc;
    const res = await c.request(`/api/documents/analyses/${id}/original`);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe(CONTRATO_PT);
  });

  it("deletes the document, its R2 objects, derived deadlines and index entry", async () => {
    const { client: c, email } = await signedInUser();
    const { id } = (await (await upload(c, "sentenca.txt", SENTENCA_PT)).json()) as Doc;
    await waitForDocument(c, id);
    const user = await userRow(email);
    const del = await c.request(`/api/documents/analyses/${id}`, { method: "DELETE" });
    expect(del.status).toBe(200);
    expect((await c.request(`/api/documents/analyses/${id}`)).status).toBe(404);
    expect(await env.DOCUMENTS.head(`users/${user?.id}/documents/${id}/original`)).toBeNull();
    expect(await env.DOCUMENTS.head(`users/${user?.id}/documents/${id}/text.txt`)).toBeNull();
    const counts = await env.DB.prepare(
      "SELECT (SELECT COUNT(*) FROM deadlines WHERE document_id = ?1) AS d, (SELECT COUNT(*) FROM documents_fts WHERE document_id = ?1) AS f, (SELECT COUNT(*) FROM analyses WHERE document_id = ?1) AS a",
    )
      .bind(id)
      .first<{ d: number; f: number; a: number }>();
    expect(counts).toEqual({ d: 0, f: 0, a: 0 });
  });

  it("stores deadlines detected in a decision, dated when the text gives the start event", async () => {
    const { client: c, email } = await signedInUser();
    const text = `${SENTENCA_PT}\nDecisão disponibilizada no DJe em 10/03/2025.`;
    const { id } = (await (await upload(c, "sentenca-dje.txt", text)).json()) as Doc;
    await waitForDocument(c, id);
    const user = await userRow(email);
    const rows = await env.DB.prepare("SELECT * FROM deadlines WHERE document_id = ? AND user_id = ?")
      .bind(id, user?.id)
      .all();
    const fifteen = rows.results.find((r) => r.days === "15");
    expect(fifteen).toBeTruthy();
    // Made available Mon 2025-03-10 → publication Tue 03-11 → 15 business days from Wed 03-12 = Tue 2025-04-01 (B1).
    expect(fifteen?.deadline_date).toBe("2025-04-01");
    expect(fifteen?.is_auto_extracted).toBe(1);
    expect(fifteen?.needs_start_date).toBe(0);
  });

  it("stores a detected deadline without a date, marked as needing the start date, when the text gives none", async () => {
    const { client: c, email } = await signedInUser();
    const { id } = (await (await upload(c, "sentenca.txt", SENTENCA_PT)).json()) as Doc;
    await waitForDocument(c, id);
    const user = await userRow(email);
    const rows = await env.DB.prepare("SELECT * FROM deadlines WHERE document_id = ? AND user_id = ?")
      .bind(id, user?.id)
      .all();
    expect(rows.results.length).toBeGreaterThan(0);
    const fifteen = rows.results.find((r) => r.days === "15");
    expect(fifteen?.deadline_date).toBeNull();
    expect(fifteen?.needs_start_date).toBe(1);
  });
});
