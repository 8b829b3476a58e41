import type { AnalyticsDto } from "../../../common/api/documents.ts";
import type { User } from "../../db/schema/users.ts";
import type { Deps } from "../../lib/deps.ts";

/**
 * docs/requirements.md §3 Analytics for the actor's own processed documents. One D1 round trip (a batch of three
 * statements), each scoped by user_id. averageConfidence is the mean analysis confidence (0..1), which the
 * dashboard shows as "accuracy"; feedback counts come from the entity feedback the user gave.
 */
export async function getAnalytics(deps: Deps, actor: User): Promise<AnalyticsDto> {
  const db = deps.env.DB;
  const [totals, types, fb] = await db.batch([
    db
      .prepare(
        `SELECT count(*) AS documents, coalesce(sum(json_array_length(a.entities)), 0) AS entities,
                avg(a.confidence) AS confidence
           FROM analyses a JOIN documents d ON d.id = a.document_id
          WHERE a.user_id = ?1 AND d.user_id = ?1 AND d.status = 'processed'`,
      )
      .bind(actor.id),
    db
      .prepare(
        `SELECT a.document_type AS type, count(*) AS n
           FROM analyses a JOIN documents d ON d.id = a.document_id
          WHERE a.user_id = ?1 AND d.user_id = ?1 AND d.status = 'processed'
          GROUP BY a.document_type ORDER BY n DESC, a.document_type`,
      )
      .bind(actor.id),
    db
      .prepare(
        `SELECT count(*) AS total, coalesce(sum(CASE WHEN is_correct THEN 1 ELSE 0 END), 0) AS correct
           FROM feedback WHERE user_id = ?1`,
      )
      .bind(actor.id),
  ]);
  const t = (totals?.results[0] ?? {}) as { documents?: number; entities?: number; confidence?: number | null };
  const f = (fb?.results[0] ?? {}) as { total?: number; correct?: number };
  const documentTypes: Record<string, number> = {};
  for (const row of (types?.results ?? []) as { type: string; n: number }[]) documentTypes[row.type] = row.n;
  const average = t.confidence ?? 0;
  return {
    totalDocuments: t.documents ?? 0,
    totalEntities: t.entities ?? 0,
    documentTypes,
    averageConfidence: Math.max(0, Math.min(1, Math.round(average * 10_000) / 10_000)),
    feedbackCount: f.total ?? 0,
    feedbackCorrect: f.correct ?? 0,
  };
}
