/** The AI module's D1 access: generation claims and the stored analysis and review of one analysis row. */
import { and, eq, isNull, lt, or, type SQL, sql } from "drizzle-orm";
import type { LlmProviderName } from "../../../common/vocabulary.ts";
import type { JudicialDecision } from "../../analysis/types.ts";
import { type Analysis as AnalysisRow, analyses } from "../../db/schema/documents.ts";
import type { Deps } from "../../lib/deps.ts";

/**
 * A generation claim older than this is taken to be abandoned (the Worker was cancelled, e.g. the client went away)
 * and may be taken over. Most generations end well within it; the slowest (12 parts, retries) may not, and then at
 * worst one more request generates and the first stored answer still wins.
 */
const CLAIM_TTL_MS = 2 * 60_000;

export type ClaimKind = "analysis" | "refinement";

function ownRow(row: AnalysisRow): SQL | undefined {
  return and(eq(analyses.documentId, row.documentId), eq(analyses.userId, row.userId));
}

/** Nothing was stored since `row` was read: no analysis yet, or the same (stale or missing) refinement. */
function unstored(row: AnalysisRow, kind: ClaimKind): SQL {
  if (kind === "analysis") return isNull(analyses.aiAnalysis);
  return row.refinedAt ? eq(analyses.refinedAt, row.refinedAt) : isNull(analyses.refinedAt);
}

/**
 * Marks the row as being generated, in one conditional UPDATE … RETURNING, so that of concurrent first requests
 * exactly one calls the model. Returns the claim's stamp (to release it), or null when the result is already
 * stored or another request claimed it less than CLAIM_TTL_MS ago.
 */
export async function claimGeneration(deps: Deps, row: AnalysisRow, kind: ClaimKind): Promise<Date | null> {
  const now = deps.now();
  const column = kind === "analysis" ? analyses.aiClaimedAt : analyses.refineClaimedAt;
  const claimed = await deps.db
    .update(analyses)
    // A claim is not a change of the analysis: updated_at keeps its value.
    .set({ ...(kind === "analysis" ? { aiClaimedAt: now } : { refineClaimedAt: now }), updatedAt: sql`updated_at` })
    .where(
      and(ownRow(row), unstored(row, kind), or(isNull(column), lt(column, new Date(now.getTime() - CLAIM_TTL_MS)))),
    )
    .returning({ documentId: analyses.documentId });
  return claimed.length > 0 ? now : null;
}

/** Gives a claim back after a failure, so the user can retry at once instead of waiting for CLAIM_TTL_MS. */
export async function releaseClaim(deps: Deps, row: AnalysisRow, kind: ClaimKind, stamp: Date): Promise<void> {
  const column = kind === "analysis" ? analyses.aiClaimedAt : analyses.refineClaimedAt;
  await deps.db
    .update(analyses)
    .set({ ...(kind === "analysis" ? { aiClaimedAt: null } : { refineClaimedAt: null }), updatedAt: sql`updated_at` })
    .where(and(ownRow(row), eq(column, stamp)));
}

/** The row as stored now (another request may have written to it since `row` was read). */
export function findAnalysisRow(deps: Deps, row: AnalysisRow): Promise<AnalysisRow | undefined> {
  return deps.db.query.analyses.findFirst({ where: ownRow(row) });
}

/** Stores a generated analysis unless one was stored meanwhile (the first stored answer wins), then reads the row. */
export async function storeAiAnalysis(
  deps: Deps,
  row: AnalysisRow,
  generated: { text: string; provider: LlmProviderName; model: string | null },
): Promise<AnalysisRow | undefined> {
  const now = deps.now();
  await deps.db
    .update(analyses)
    .set({
      aiAnalysis: generated.text,
      aiProvider: generated.provider,
      aiModel: generated.model,
      aiGeneratedAt: now,
      aiClaimedAt: null,
      updatedAt: now,
    })
    .where(and(ownRow(row), isNull(analyses.aiAnalysis)));
  return findAnalysisRow(deps, row);
}

/** Stores a model's review of the decision and releases the claim, unless a newer review was stored meanwhile. */
export async function storeRefinement(
  deps: Deps,
  row: AnalysisRow,
  review: { decision: JudicialDecision; provider: LlmProviderName; model: string },
): Promise<void> {
  await deps.db
    .update(analyses)
    .set({
      judicialDecisionRefined: review.decision,
      refinedProvider: review.provider,
      refinedModel: review.model,
      refinedAt: deps.now(),
      refineClaimedAt: null,
    })
    .where(and(ownRow(row), unstored(row, "refinement")));
}
