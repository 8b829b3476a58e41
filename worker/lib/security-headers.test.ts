import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { app } from "../app.ts";
import { ORIGIN } from "../test/helpers.ts";
import { readRepoFile } from "../test/repo-files.ts";

// Finding 5 (issue #18): HSTS was sent on the API but not on the SPA's HTML and assets. Static assets bypass the
// Worker (run_worker_first lists only /api/* and /__scheduled), so web/public/_headers must carry it.
describe("HSTS on every answer", () => {
  it("the static assets' _headers sends the same Strict-Transport-Security as the API, for every path", async () => {
    const api = await app.fetch(new Request(`${ORIGIN}/api/health`), env);
    const hsts = api.headers.get("strict-transport-security");
    expect(hsts).toMatch(/max-age=\d+/);
    const rules = new TextDecoder().decode(await readRepoFile("web/public/_headers"));
    const lines = rules.split("\n");
    const all = lines.indexOf("/*");
    expect(all).toBeGreaterThanOrEqual(0);
    const block = lines.slice(all + 1).filter((l) => /^\s+\S/.test(l));
    expect(block).toContain(`  Strict-Transport-Security: ${hsts}`);
  });
});
