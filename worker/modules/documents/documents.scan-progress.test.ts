import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { OCR_ASSETS, sharedTesseractEngine } from "../../extraction/ocr.ts";
import { signedInUser, uploadForm } from "../../test/helpers.ts";
import { fixture, loadOcrAssetFromRepo } from "../../test/repo-files.ts";

beforeAll(async () => {
  for (const name of Object.values(OCR_ASSETS))
    await env.DOCUMENTS.put(`ocr/${name}`, await loadOcrAssetFromRepo(name));
  // A warm engine, as on a running server: the one-off wasm start is not what is measured.
  await sharedTesseractEngine(loadOcrAssetFromRepo).recognize(await fixture("line.gif"), ["por", "eng"]);
});

// Findings 9 and 10 (issue #18): a scan showed nothing while it waited — the list (and /api/health) could not
// answer while the same runtime recognised it, so the document appeared only once processed.
describe("a scan shows in the list while it is read", () => {
  it("the list keeps answering during OCR and shows the scan as processing before it is processed", {
    timeout: 150_000,
  }, async () => {
    const { client: c } = await signedInUser();
    const res = await c.request("/api/documents/upload", {
      method: "POST",
      body: uploadForm([{ name: "scan-pt.png", content: await fixture("scan-pt.png") }]),
    });
    const { id } = (await res.json()) as { id: string };
    const seen: string[] = [];
    let slowest = 0;
    const deadline = Date.now() + 120_000;
    while (Date.now() < deadline) {
      const started = Date.now();
      const list = (await (await c.request("/api/documents/analyses")).json()) as { id: string; status: string }[];
      const health = await c.request("/api/health");
      expect(health.status).toBe(200);
      slowest = Math.max(slowest, Date.now() - started);
      const status = list.find((d) => d.id === id)?.status ?? "absent";
      if (seen.at(-1) !== status) seen.push(status);
      if (status === "processed" || status === "failed") break;
      await new Promise((r) => setTimeout(r, 50));
    }
    console.log(`scan statuses seen: ${seen.join(" → ")}; slowest list + health: ${slowest} ms`);
    expect(seen.at(-1)).toBe("processed");
    expect(seen).toContain("processing");
    expect(slowest).toBeLessThan(2_000);
  });
});
