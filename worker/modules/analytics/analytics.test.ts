import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { AnalyticsDto } from "../../../common/api/documents.ts";
import { client, signedInUser } from "../../test/helpers.ts";
import { seedDocument, userIdOf } from "../../test/seed-documents.ts";

const org = (value: string) => ({ type: "ORGANIZATION", value, confidence: 0.9 });

describe("GET /api/analytics", () => {
  it("answers zeros for a new user", async () => {
    const { client: c } = await signedInUser();
    const res = await c.request("/api/analytics");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      totalDocuments: 0,
      totalEntities: 0,
      documentTypes: {},
      averageConfidence: 0,
      feedbackCount: 0,
      feedbackCorrect: 0,
    } satisfies AnalyticsDto);
  });

  it("counts processed documents, their entities, types and mean confidence", async () => {
    const { client: c } = await signedInUser();
    const userId = await userIdOf(c);
    await seedDocument(env, userId, { fileName: "a.txt", text: "a", confidence: 0.9, entities: [org("Acme")] });
    await seedDocument(env, userId, {
      fileName: "b.txt",
      text: "b",
      confidence: 0.7,
      documentType: "will",
      entities: [org("Globex"), { type: "PERSON", value: "Ana", confidence: 0.8 }],
    });
    await seedDocument(env, userId, { fileName: "c.txt", text: "c", confidence: 0.5, documentType: "contract" });
    // Not processed: not counted.
    await seedDocument(env, userId, { fileName: "d.txt", text: "d", status: "failed" });
    await seedDocument(env, userId, { fileName: "e.txt", text: "e", status: "queued" });
    const body = (await (await c.request("/api/analytics")).json()) as AnalyticsDto;
    expect(body.totalDocuments).toBe(3);
    expect(body.totalEntities).toBe(3);
    expect(body.documentTypes).toEqual({ contract: 2, will: 1 });
    expect(body.averageConfidence).toBeCloseTo(0.7, 5);
  });

  it("counts the user's feedback and how much of it was 'correct'", async () => {
    const { client: c } = await signedInUser();
    const userId = await userIdOf(c);
    const id = await seedDocument(env, userId, { fileName: "nda.txt", text: "x", entities: [org("Initech LLC")] });
    for (const isCorrect of [true, true, false]) {
      const res = await c.request("/api/feedback", {
        method: "POST",
        json: { documentId: id, entityType: "ORGANIZATION", entityValue: "Initech LLC", isCorrect },
      });
      expect(res.status).toBe(201);
    }
    const body = (await (await c.request("/api/analytics")).json()) as AnalyticsDto;
    expect(body).toMatchObject({ feedbackCount: 3, feedbackCorrect: 2, totalDocuments: 1 });
  });

  it("answers 401 without a session", async () => {
    expect((await client().request("/api/analytics")).status).toBe(401);
  });
});
