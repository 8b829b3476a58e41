import { and, desc, eq } from "drizzle-orm";
import type { z } from "zod";
import type { EntityDto, feedbackSchema } from "../../../common/api/documents.ts";
import { analyses, documents, feedback } from "../../db/schema/documents.ts";
import type { User } from "../../db/schema/users.ts";
import type { Deps } from "../../lib/deps.ts";
import { AppError } from "../../lib/errors.ts";
import { newId } from "../../lib/ids.ts";

export type FeedbackInput = z.infer<typeof feedbackSchema>;

export interface FeedbackSampleDto {
  documentId: string;
  entityType: string;
  entityValue: string;
  confidence: number;
}

/** How many recent documents the sample looks through: enough to find an organisation, bounded in cost. */
const SAMPLE_DOCUMENTS = 20;

function entitiesOf(value: unknown): EntityDto[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (e): e is EntityDto =>
      typeof e === "object" && e !== null && typeof e.type === "string" && typeof e.value === "string",
  );
}

/**
 * Stores the actor's verdict on one entity. The document must be the actor's (else 404, so another user's ids
 * are indistinguishable from missing ones) and the entity must be one the analysis reported (else 400).
 */
export async function submitFeedback(deps: Deps, actor: User, input: FeedbackInput) {
  const [row] = await deps.db
    .select({ entities: analyses.entities })
    .from(documents)
    .leftJoin(analyses, eq(analyses.documentId, documents.id))
    .where(and(eq(documents.id, input.documentId), eq(documents.userId, actor.id)))
    .limit(1);
  if (!row) throw new AppError("NOT_FOUND", { en: "Document not found.", pt: "Documento não encontrado." });
  const value = input.entityValue.trim();
  const known = entitiesOf(row.entities).some((e) => e.type === input.entityType && e.value.trim() === value);
  if (!known) {
    throw new AppError("VALIDATION_ERROR", {
      en: "This entity is not in the document's analysis.",
      pt: "Esta entidade não consta da análise do documento.",
    });
  }
  const comment = input.feedback?.trim() || null;
  const id = newId("fbk");
  const createdAt = deps.now();
  await deps.db.insert(feedback).values({
    id,
    userId: actor.id,
    documentId: input.documentId,
    entityType: input.entityType,
    entityValue: value,
    isCorrect: input.isCorrect,
    comment,
    createdAt,
    updatedAt: createdAt,
  });
  return {
    id,
    documentId: input.documentId,
    entityType: input.entityType,
    entityValue: value,
    isCorrect: input.isCorrect,
    feedback: comment,
    createdAt: createdAt.toISOString(),
  };
}

/**
 * A real ORGANIZATION entity from the actor's processed documents for the feedback card, preferring one the
 * actor has not judged yet and, among those, the most confident of the newest document; null when none exists.
 */
export async function feedbackSample(deps: Deps, actor: User): Promise<FeedbackSampleDto | null> {
  const rows = await deps.db
    .select({ documentId: analyses.documentId, entities: analyses.entities })
    .from(analyses)
    .innerJoin(documents, eq(documents.id, analyses.documentId))
    .where(and(eq(analyses.userId, actor.id), eq(documents.userId, actor.id), eq(documents.status, "processed")))
    .orderBy(desc(documents.processedAt), desc(documents.createdAt))
    .limit(SAMPLE_DOCUMENTS);
  const candidates: FeedbackSampleDto[] = [];
  for (const row of rows) {
    const orgs = entitiesOf(row.entities)
      .filter((e) => e.type === "ORGANIZATION" && e.value.trim() !== "")
      .sort((a, b) => (b.confidence ?? 0) - (a.confidence ?? 0));
    for (const e of orgs) {
      candidates.push({
        documentId: row.documentId,
        entityType: e.type,
        entityValue: e.value.trim(),
        confidence: typeof e.confidence === "number" ? e.confidence : 0,
      });
    }
  }
  if (candidates.length === 0) return null;
  const judged = await deps.db
    .select({ documentId: feedback.documentId, entityType: feedback.entityType, entityValue: feedback.entityValue })
    .from(feedback)
    .where(eq(feedback.userId, actor.id));
  const seen = new Set(judged.map((j) => `${j.documentId}\u0000${j.entityType}\u0000${j.entityValue}`));
  return (
    candidates.find((c) => !seen.has(`${c.documentId}\u0000${c.entityType}\u0000${c.entityValue}`)) ??
    candidates[0] ??
    null
  );
}
