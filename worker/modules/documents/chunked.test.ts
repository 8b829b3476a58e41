import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { signedInUser } from "../../test/helpers.ts";
import { PART_SIZE } from "./chunked.service.ts";

function textOfSize(size: number): Uint8Array {
  const line = new TextEncoder().encode("CLÁUSULA – O CONTRATANTE pagará à CONTRATADA R$ 1.000,00 por mês.\n");
  const out = new Uint8Array(size);
  for (let i = 0; i < size; i += line.length) out.set(line.subarray(0, Math.min(line.length, size - i)), i);
  return out;
}

describe("chunked upload /api/documents/uploads", () => {
  it("takes a file larger than one request in parts, resumes after an interruption, and queues it", async () => {
    const { client: c, email } = await signedInUser();
    const size = 2 * PART_SIZE + 12_345;
    const file = textOfSize(size);
    const start = await c.request("/api/documents/uploads", { method: "POST", json: { fileName: "grande.txt", size } });
    expect(start.status).toBe(201);
    const upload = (await start.json()) as { id: string; partCount: number; partSize: number; receivedParts: number[] };
    expect(upload).toMatchObject({ partCount: 3, partSize: PART_SIZE, receivedParts: [] });

    const put = (n: number) =>
      c.request(`/api/documents/uploads/${upload.id}/parts/${n}`, {
        method: "PUT",
        body: file.slice((n - 1) * PART_SIZE, Math.min(size, n * PART_SIZE)),
      });
    expect((await put(1)).status).toBe(200);
    expect((await put(3)).status).toBe(200);
    // The connection dropped: the client asks what arrived and sends only what is missing.
    const state = (await (await c.request(`/api/documents/uploads/${upload.id}`)).json()) as {
      receivedParts: number[];
    };
    expect(state.receivedParts).toEqual([1, 3]);
    const early = await c.request(`/api/documents/uploads/${upload.id}/complete`, { method: "POST" });
    expect(early.status).toBe(400);
    expect(((await early.json()) as { message: string }).message).toContain("2 of 3 parts");
    expect((await put(2)).status).toBe(200);

    const done = await c.request(`/api/documents/uploads/${upload.id}/complete`, { method: "POST" });
    expect(done.status).toBe(202);
    expect(await done.json()).toMatchObject({ id: upload.id, fileName: "grande.txt", status: "queued" });
    const user = await env.DB.prepare("SELECT id, trial_documents_remaining AS left FROM users WHERE email = ?")
      .bind(email)
      .first<{ id: string; left: number }>();
    expect(user?.left).toBe(9);
    const stored = await env.DOCUMENTS.head(`users/${user?.id}/documents/${upload.id}/original`);
    expect(stored?.size).toBe(size);
    // Stop the background analysis of 20 MB of text from outliving the test.
    await c.request(`/api/documents/analyses/${upload.id}`, { method: "DELETE" });
  });

  it("refuses a part of the wrong size and a file over 500MB", async () => {
    const { client: c } = await signedInUser();
    const big = await c.request("/api/documents/uploads", {
      method: "POST",
      json: { fileName: "x.pdf", size: 600 * 1024 * 1024 },
    });
    expect(big.status).toBe(413);
    expect(((await big.json()) as { message: string }).message).toBe("File is larger than 524288000 bytes");
    const start = await c.request("/api/documents/uploads", {
      method: "POST",
      json: { fileName: "a.txt", size: PART_SIZE + 10 },
    });
    const { id } = (await start.json()) as { id: string };
    const wrong = await c.request(`/api/documents/uploads/${id}/parts/1`, { method: "PUT", body: new Uint8Array(100) });
    expect(wrong.status).toBe(400);
    const abort = await c.request(`/api/documents/uploads/${id}`, { method: "DELETE" });
    expect(abort.status).toBe(200);
    expect((await c.request(`/api/documents/uploads/${id}`)).status).toBe(404);
  });

  it("rejects an HTML page by its content when the parts are joined, keeping nothing", async () => {
    const { client: c, email } = await signedInUser();
    const html = new TextEncoder().encode(`<!DOCTYPE html><html><body>${"x".repeat(PART_SIZE)}</body></html>`);
    const start = await c.request("/api/documents/uploads", {
      method: "POST",
      json: { fileName: "scan.pdf", size: html.length },
    });
    const { id } = (await start.json()) as { id: string };
    await c.request(`/api/documents/uploads/${id}/parts/1`, { method: "PUT", body: html.slice(0, PART_SIZE) });
    await c.request(`/api/documents/uploads/${id}/parts/2`, { method: "PUT", body: html.slice(PART_SIZE) });
    const done = await c.request(`/api/documents/uploads/${id}/complete`, { method: "POST" });
    expect(done.status).toBe(415);
    const user = await env.DB.prepare("SELECT id, trial_documents_remaining AS left FROM users WHERE email = ?")
      .bind(email)
      .first<{ id: string; left: number }>();
    expect(user?.left).toBe(10);
    expect(await env.DOCUMENTS.head(`users/${user?.id}/documents/${id}/original`)).toBeNull();
  });

  it("keeps another user's upload out of reach", async () => {
    const owner = await signedInUser();
    const other = await signedInUser();
    const start = await owner.client.request("/api/documents/uploads", {
      method: "POST",
      json: { fileName: "a.txt", size: 100 },
    });
    const { id } = (await start.json()) as { id: string };
    expect((await other.client.request(`/api/documents/uploads/${id}`)).status).toBe(404);
    expect(
      (await other.client.request(`/api/documents/uploads/${id}/parts/1`, { method: "PUT", body: new Uint8Array(100) }))
        .status,
    ).toBe(404);
    expect((await other.client.request(`/api/documents/uploads/${id}/complete`, { method: "POST" })).status).toBe(404);
  });
});
