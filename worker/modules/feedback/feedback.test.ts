import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { feedback } from "../../db/schema/documents.ts";
import { createDb } from "../../lib/deps.ts";
import { client, signedInUser } from "../../test/helpers.ts";
import { seedDocument, userIdOf } from "../../test/seed-documents.ts";

const ENTITIES = [
  { type: "ORGANIZATION", value: "Globex Corporation", confidence: 0.92 },
  { type: "ORGANIZATION", value: "Initech LLC", confidence: 0.81 },
  { type: "PERSON", value: "Ana Souza", confidence: 0.9 },
];

async function withDocument() {
  const { client: c } = await signedInUser();
  const userId = await userIdOf(c);
  const documentId = await seedDocument(env, userId, { fileName: "nda.txt", text: "NDA", entities: ENTITIES });
  return { c, userId, documentId };
}

describe("POST /api/feedback", () => {
  it("stores a verdict with its comment for an entity of the user's document", async () => {
    const { c, userId, documentId } = await withDocument();
    const res = await c.request("/api/feedback", {
      method: "POST",
      json: {
        documentId,
        entityType: "ORGANIZATION",
        entityValue: "Initech LLC",
        isCorrect: false,
        feedback: "  It is a person  ",
      },
    });
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ documentId, isCorrect: false, feedback: "It is a person" });
    const rows = await createDb(env).select().from(feedback).where(eq(feedback.userId, userId));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ entityValue: "Initech LLC", isCorrect: false, comment: "It is a person" });
  });

  it("answers 400 when the entity is not in the document's analysis", async () => {
    const { c, documentId } = await withDocument();
    const res = await c.request("/api/feedback", {
      method: "POST",
      json: { documentId, entityType: "ORGANIZATION", entityValue: "Umbrella Corp", isCorrect: true },
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { code: string }).code).toBe("VALIDATION_ERROR");
    const wrongType = await c.request("/api/feedback", {
      method: "POST",
      json: { documentId, entityType: "PERSON", entityValue: "Initech LLC", isCorrect: true },
    });
    expect(wrongType.status).toBe(400);
  });

  it("answers 404 for a document that does not exist", async () => {
    const { c } = await withDocument();
    const res = await c.request("/api/feedback", {
      method: "POST",
      json: { documentId: "doc_nope", entityType: "ORGANIZATION", entityValue: "Initech LLC", isCorrect: true },
    });
    expect(res.status).toBe(404);
  });

  it("answers 400 VALIDATION_ERROR for a malformed body", async () => {
    const { c } = await withDocument();
    const res = await c.request("/api/feedback", { method: "POST", json: { documentId: "x", isCorrect: "yes" } });
    expect(res.status).toBe(400);
  });

  it("answers 401 without a session", async () => {
    const res = await client().request("/api/feedback", {
      method: "POST",
      json: { documentId: "doc_x", entityType: "ORGANIZATION", entityValue: "x", isCorrect: true },
    });
    expect(res.status).toBe(401);
  });
});

describe("GET /api/feedback/sample", () => {
  it("answers null when the user has no processed document with an organisation", async () => {
    const { client: c } = await signedInUser();
    const userId = await userIdOf(c);
    await seedDocument(env, userId, { fileName: "p.txt", text: "p", entities: [ENTITIES[2]!] });
    const res = await c.request("/api/feedback/sample");
    expect(res.status).toBe(200);
    expect(await res.json()).toBeNull();
  });

  it("answers a real ORGANIZATION entity of the user's document, the most confident first", async () => {
    const { c, documentId } = await withDocument();
    const body = await (await c.request("/api/feedback/sample")).json();
    expect(body).toEqual({
      documentId,
      entityType: "ORGANIZATION",
      entityValue: "Globex Corporation",
      confidence: 0.92,
    });
  });

  it("moves on to an organisation the user has not judged yet", async () => {
    const { c, documentId } = await withDocument();
    await c.request("/api/feedback", {
      method: "POST",
      json: { documentId, entityType: "ORGANIZATION", entityValue: "Globex Corporation", isCorrect: true },
    });
    const body = (await (await c.request("/api/feedback/sample")).json()) as { entityValue: string };
    expect(body.entityValue).toBe("Initech LLC");
  });
});
