import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import type { DocumentAnalysisDto } from "../../../common/api/documents.ts";
import { OCR_ASSETS } from "../../extraction/ocr.ts";
import { type Client, signedInUser, uploadForm, waitForDocument } from "../../test/helpers.ts";
import { loadOcrAssetFromRepo } from "../../test/repo-files.ts";
import { queuedScan, recordingDeps } from "../../test/scan-fixture.ts";
import { CONTRATO_PT } from "../../test/texts.ts";
import { processDocument } from "./documents.service.ts";
import type { PageJob } from "./pages.repo.ts";
import { processPage } from "./pages.service.ts";

// docs/decisions/030-scan-speed-and-pages.md: a scan read page by page tells how many of its pages are read.
const OCR_TIMEOUT = 240_000;

beforeAll(async () => {
  for (const name of Object.values(OCR_ASSETS))
    await env.DOCUMENTS.put(`ocr/${name}`, await loadOcrAssetFromRepo(name));
});

const listed = async (c: Client, id: string) => {
  const list = (await (await c.request("/api/documents/analyses")).json()) as DocumentAnalysisDto[];
  return list.find((d) => d.id === id);
};
const detail = async (c: Client, id: string) =>
  (await (await c.request(`/api/documents/analyses/${id}`)).json()) as DocumentAnalysisDto;

describe("a scan read page by page shows its progress", () => {
  it("the list and the details count the pages read while the page jobs run, and drop the count once processed", {
    timeout: OCR_TIMEOUT,
  }, async () => {
    const d = await queuedScan();
    const { deps, take } = recordingDeps();
    // Queued, not yet split: no page is planned, so there is nothing to count.
    expect((await listed(d.client, d.id))?.pageProgress).toBeUndefined();

    expect(await processDocument(deps, d.job)).toBe("split");
    const pageJobs = take() as PageJob[];
    expect(await listed(d.client, d.id)).toMatchObject({ status: "processing", pageProgress: { read: 0, total: 3 } });
    expect((await detail(d.client, d.id)).pageProgress).toEqual({ read: 0, total: 3 });

    for (const [i, job] of pageJobs.entries()) {
      expect(await processPage(deps, job)).toBe("done");
      expect((await listed(d.client, d.id))?.pageProgress).toEqual({ read: i + 1, total: 3 });
      expect((await detail(d.client, d.id)).pageProgress).toEqual({ read: i + 1, total: 3 });
    }
    expect(take()).toEqual([d.job]);
    expect(await processDocument(deps, d.job)).toBe("processed");
    const done = await listed(d.client, d.id);
    expect(done?.status).toBe("processed");
    expect(done).not.toHaveProperty("pageProgress");
    expect(await detail(d.client, d.id)).not.toHaveProperty("pageProgress");
  });

  it("a document read whole never carries a page count", async () => {
    const { client: c } = await signedInUser();
    const res = await c.request("/api/documents/upload", {
      method: "POST",
      body: uploadForm([{ name: "contrato.txt", content: CONTRATO_PT }]),
    });
    const { id } = (await res.json()) as { id: string };
    await waitForDocument(c, id);
    expect(await listed(c, id)).not.toHaveProperty("pageProgress");
    expect(await detail(c, id)).not.toHaveProperty("pageProgress");
  });
});
