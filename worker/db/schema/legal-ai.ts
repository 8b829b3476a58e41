import { index, sqliteTable, text } from "drizzle-orm/sqlite-core";
import type { LegalAiResponse } from "../../../common/api/legal-ai.ts";
import { LEGAL_AI_TOOLS } from "../../../common/vocabulary.ts";
import { timestamps } from "./columns.ts";
import { users } from "./users.ts";

/**
 * The last Legal AI answers of each user (the page's "last results"), with who wrote them: provider, model, date.
 * Only the newest LEGAL_AI_RESULTS_KEPT per user are kept (legal-ai.repo.ts prunes on insert).
 */
export const legalAiResults = sqliteTable(
  "legal_ai_results",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tool: text("tool", { enum: LEGAL_AI_TOOLS }).notNull(),
    input: text("input", { mode: "json" }).$type<Record<string, unknown>>().notNull(),
    result: text("result", { mode: "json" }).$type<LegalAiResponse>().notNull(),
    provider: text("provider", { enum: ["local", "workers-ai", "openai"] }).notNull(),
    model: text("model"),
    ...timestamps,
  },
  (t) => [index("legal_ai_results_user_idx").on(t.userId, t.createdAt)],
);

export type LegalAiResultRow = typeof legalAiResults.$inferSelect;
