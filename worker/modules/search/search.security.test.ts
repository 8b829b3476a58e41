import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import type { AnalyticsDto } from "../../../common/api/documents.ts";
import type { SearchResultDto } from "../../../common/api/search.ts";
import { type Client, client, signedInUser } from "../../test/helpers.ts";
import { seedDocument, userIdOf } from "../../test/seed-documents.ts";

// Two users with documents on the same subject: nothing of one may ever reach the other.
let alice: Client;
let bob: Client;
let aliceDoc: string;
let bobDoc: string;

beforeAll(async () => {
  alice = (await signedInUser({ firstName: "Alice" })).client;
  bob = (await signedInUser({ firstName: "Bob" })).client;
  aliceDoc = await seedDocument(env, await userIdOf(alice), {
    fileName: "alice-rescisao.txt",
    text: "Contrato com cláusula de rescisão e sigilo. Parte: Alpha Participações S.A.",
    language: "pt",
    jurisdiction: "brazil",
    documentType: "contract",
    confidence: 0.95,
    entities: [{ type: "ORGANIZATION", value: "Alpha Participações S.A.", confidence: 0.9 }],
  });
  bobDoc = await seedDocument(env, await userIdOf(bob), {
    fileName: "bob-termination.txt",
    text: "Termination clause and confidentiality. Party: Beta Holdings Inc.",
    language: "en",
    jurisdiction: "usa",
    documentType: "will",
    confidence: 0.4,
    entities: [{ type: "ORGANIZATION", value: "Beta Holdings Inc.", confidence: 0.9 }],
  });
});

describe("search, analytics and feedback are scoped to the signed-in user", () => {
  it("search never returns another user's document, by content, file name or filter", async () => {
    for (const [c, own, other] of [
      [alice, aliceDoc, bobDoc],
      [bob, bobDoc, aliceDoc],
    ] as const) {
      for (const body of [
        { query: "termination clauses" },
        { query: "sigilo confidentiality" },
        { query: "alice bob" },
        { query: "", filters: { documentType: "will" } },
        { query: "", filters: { jurisdiction: "brazil" } },
        { query: "", filters: { language: "en" } },
      ]) {
        const res = await c.request("/api/documents/search", { method: "POST", json: body });
        const ids = ((await res.json()) as SearchResultDto[]).map((r) => r.id);
        expect(ids, JSON.stringify(body)).not.toContain(other);
      }
      const mine = await c.request("/api/documents/search", { method: "POST", json: { query: "termination" } });
      expect(((await mine.json()) as SearchResultDto[]).map((r) => r.id)).toEqual([own]);
    }
  });

  it("search checks the session in D1, not only the cookie's signature: a revoked session's cookie gets 401", async () => {
    const { client: c } = await signedInUser();
    await seedDocument(env, await userIdOf(c), { fileName: "rescisao.txt", text: "Cláusula de rescisão." });
    const body = { query: "rescisão" };
    const before = await c.request("/api/documents/search", { method: "POST", json: body });
    expect(((await before.json()) as SearchResultDto[]).length).toBe(1);
    const copy = client();
    copy.cookie = c.cookie;
    await c.request("/api/auth/logout", { method: "POST" });
    for (const query of [body, { query: "", filters: { language: "pt" } }, { query: "!!!" }]) {
      const replay = await copy.request("/api/documents/search", { method: "POST", json: query });
      expect(replay.status, JSON.stringify(query)).toBe(401);
      expect(JSON.stringify(await replay.json())).not.toContain("rescis");
    }
  });

  it("analytics counts only the user's own documents", async () => {
    const a = (await (await alice.request("/api/analytics")).json()) as AnalyticsDto;
    expect(a).toMatchObject({ totalDocuments: 1, totalEntities: 1, documentTypes: { contract: 1 } });
    expect(a.averageConfidence).toBeCloseTo(0.95, 5);
    const b = (await (await bob.request("/api/analytics")).json()) as AnalyticsDto;
    expect(b).toMatchObject({ totalDocuments: 1, documentTypes: { will: 1 } });
  });

  it("feedback on another user's document answers 404 and is not stored or counted", async () => {
    const res = await bob.request("/api/feedback", {
      method: "POST",
      json: {
        documentId: aliceDoc,
        entityType: "ORGANIZATION",
        entityValue: "Alpha Participações S.A.",
        isCorrect: true,
      },
    });
    expect(res.status).toBe(404);
    const a = (await (await alice.request("/api/analytics")).json()) as AnalyticsDto;
    const b = (await (await bob.request("/api/analytics")).json()) as AnalyticsDto;
    expect(a.feedbackCount).toBe(0);
    expect(b.feedbackCount).toBe(0);
  });

  it("the feedback sample comes only from the user's own documents", async () => {
    expect(await (await alice.request("/api/feedback/sample")).json()).toMatchObject({ documentId: aliceDoc });
    expect(await (await bob.request("/api/feedback/sample")).json()).toMatchObject({ documentId: bobDoc });
  });
});
