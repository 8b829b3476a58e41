import { and, desc, eq, inArray, isNull, notInArray, or } from "drizzle-orm";
import type { LegalAiResponse } from "../../../common/api/legal-ai.ts";
import type { LegalAiTool } from "../../../common/vocabulary.ts";
import { courtClosedDays } from "../../db/schema/cases.ts";
import { type LegalAiResultRow, legalAiResults } from "../../db/schema/legal-ai.ts";
import type { Db } from "../../lib/deps.ts";
import { newId } from "../../lib/ids.ts";

/** How many answers per user the "last results" list keeps; older ones are deleted as new ones arrive. */
export const LEGAL_AI_RESULTS_KEPT = 20;

/** A court's own closed days recorded by admins (no user) or by this user, which extend its calendar. */
export function closedDaysOf(db: Db, userId: string, courtId: string) {
  return db
    .select({ date: courtClosedDays.date, reason: courtClosedDays.reason })
    .from(courtClosedDays)
    .where(
      and(eq(courtClosedDays.court, courtId), or(isNull(courtClosedDays.userId), eq(courtClosedDays.userId, userId))),
    );
}

/** Stores one answer and drops the user's answers beyond the newest LEGAL_AI_RESULTS_KEPT. */
export async function insertResult(
  db: Db,
  row: {
    userId: string;
    tool: LegalAiTool;
    input: Record<string, unknown>;
    result: LegalAiResponse;
    createdAt: Date;
  },
): Promise<string> {
  const id = newId("lai");
  const kept = db
    .select({ id: legalAiResults.id })
    .from(legalAiResults)
    .where(eq(legalAiResults.userId, row.userId))
    .orderBy(desc(legalAiResults.createdAt), desc(legalAiResults.id))
    .limit(LEGAL_AI_RESULTS_KEPT);
  await db.batch([
    db.insert(legalAiResults).values({
      id,
      userId: row.userId,
      tool: row.tool,
      input: row.input,
      result: { ...row.result, resultId: id },
      provider: row.result.provider,
      model: row.result.model,
      createdAt: row.createdAt,
      updatedAt: row.createdAt,
    }),
    db.delete(legalAiResults).where(and(eq(legalAiResults.userId, row.userId), notInArray(legalAiResults.id, kept))),
  ]);
  return id;
}

export function listResultsOf(db: Db, userId: string, tool?: LegalAiTool): Promise<LegalAiResultRow[]> {
  return db
    .select()
    .from(legalAiResults)
    .where(and(eq(legalAiResults.userId, userId), tool ? inArray(legalAiResults.tool, [tool]) : undefined))
    .orderBy(desc(legalAiResults.createdAt), desc(legalAiResults.id))
    .limit(LEGAL_AI_RESULTS_KEPT);
}
