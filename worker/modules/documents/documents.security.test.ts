import { describe, expect, it } from "vitest";
import type { DocumentAnalysisDto } from "../../../common/api/documents.ts";
import { signedInUser, uploadForm, waitForDocument } from "../../test/helpers.ts";
import { queuedScan, recordingDeps } from "../../test/scan-fixture.ts";
import { CONTRATO_PT } from "../../test/texts.ts";
import { processDocument } from "./documents.service.ts";

describe("documents belong to their owner", () => {
  it("answers 404 on every route for another user's document and never lists it", async () => {
    const owner = await signedInUser();
    const intruder = await signedInUser();
    const res = await owner.client.request("/api/documents/upload", {
      method: "POST",
      body: uploadForm([{ name: "segredo.txt", content: CONTRATO_PT }]),
    });
    const { id } = (await res.json()) as { id: string };
    await waitForDocument(owner.client, id);

    for (const [method, path] of [
      ["GET", `/api/documents/analyses/${id}`],
      ["GET", `/api/documents/analyses/${id}/report`],
      ["GET", `/api/documents/analyses/${id}/report/content`],
      ["GET", `/api/documents/analyses/${id}/original`],
      ["POST", `/api/documents/analyses/${id}/retry`],
      ["DELETE", `/api/documents/analyses/${id}`],
    ] as const) {
      const answer = await intruder.client.request(path, { method });
      expect(answer.status, `${method} ${path}`).toBe(404);
    }
    const list = (await (await intruder.client.request("/api/documents/analyses")).json()) as { id: string }[];
    expect(list.some((d) => d.id === id)).toBe(false);
    // The owner still has it.
    expect((await owner.client.request(`/api/documents/analyses/${id}`)).status).toBe(200);
  });

  it("refuses an upload posted from another site (Origin check)", async () => {
    const { client: c } = await signedInUser();
    const res = await c.request("/api/documents/upload", {
      method: "POST",
      headers: { origin: "https://evil.example" },
      body: uploadForm([{ name: "a.txt", content: "x" }]),
    });
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ code: "ORIGIN_MISMATCH" });
  });
});

describe("a scan's page progress belongs to its owner", () => {
  it("another user reading a scan of their own neither reads the owner's scan nor finds its page count", async () => {
    const { deps, take } = recordingDeps();
    const owner = await queuedScan();
    const intruder = await queuedScan();
    // Both scans are split into page jobs, so the intruder's list does read page rows.
    expect(await processDocument(deps, owner.job)).toBe("split");
    expect(await processDocument(deps, intruder.job)).toBe("split");
    take();

    expect((await intruder.client.request(`/api/documents/analyses/${owner.id}`)).status).toBe(404);
    const theirs = (await (await intruder.client.request("/api/documents/analyses")).json()) as DocumentAnalysisDto[];
    expect(theirs.map((doc) => [doc.id, doc.pageProgress])).toEqual([[intruder.id, { read: 0, total: 3 }]]);
    const mine = await owner.client.request(`/api/documents/analyses/${owner.id}`);
    expect(((await mine.json()) as DocumentAnalysisDto).pageProgress).toEqual({ read: 0, total: 3 });
  });
});
