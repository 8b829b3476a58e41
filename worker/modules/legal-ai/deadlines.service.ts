import type {
  CalculateDeadlinesInput,
  CalculateDeadlinesResponse,
  DeadlineAuditRow,
  DeadlineOptionsResponse,
} from "../../../common/api/legal-ai.ts";
import type { Jurisdiction, Language } from "../../../common/vocabulary.ts";
import type { User } from "../../db/schema/users.ts";
import {
  calculateDeadline,
  DeadlineError,
  type DeadlineResult,
  explainDeadline,
  listActionTypes,
  listCourts,
} from "../../deadlines/calculate.ts";
import { findCourt } from "../../deadlines/courts.ts";
import { weekdayName } from "../../deadlines/dates.ts";
import type { DeadlineInput } from "../../deadlines/types.ts";
import type { Deps } from "../../lib/deps.ts";
import { AppError } from "../../lib/errors.ts";
import { closedDaysOf } from "./legal-ai.repo.ts";
import { envelope, remember } from "./legal-ai.service.ts";

export function deadlineOptions(jurisdiction?: Jurisdiction): DeadlineOptionsResponse {
  return { actionTypes: listActionTypes(jurisdiction), courts: listCourts(jurisdiction) };
}

/**
 * The calculator's audit as table rows. Every day that matters is kept (start, publication, skipped, extended, due);
 * a run of plain counted days keeps only its first and last day, so a 60-day period stays a readable table.
 */
export function auditTable(deadline: DeadlineResult, language: Language): DeadlineAuditRow[] {
  const entries = deadline.audit;
  const plain = (i: number) => entries[i]?.action === "counted" && !entries[i]?.reason;
  return entries
    .filter((_, i) => !(plain(i) && plain(i - 1) && plain(i + 1)))
    .map((e) => ({
      date: e.date,
      weekday: weekdayName(e.date, language).slice(0, 3),
      action: e.action,
      count: e.count ?? null,
      reason: e.reason?.[language] ?? null,
    }));
}

/** POST /api/legal-ai/calculate-deadlines: the calculator with the court's recorded closed days. */
export async function calculateDeadlines(
  deps: Deps,
  user: User,
  input: CalculateDeadlinesInput,
): Promise<CalculateDeadlinesResponse> {
  const language = input.language ?? deps.language;
  let deadline: DeadlineResult;
  try {
    const extra = await closedDaysOf(deps.db, user.id, findCourt(input.court).id);
    const { language: _language, ...rest } = input;
    deadline = calculateDeadline({ ...(rest as DeadlineInput), extraClosedDays: extra });
  } catch (err) {
    if (err instanceof DeadlineError) {
      const code = err.code === "UNKNOWN_ACTION_TYPE" || err.code === "UNKNOWN_COURT" ? err.code : "VALIDATION_ERROR";
      throw new AppError(code, err.messages);
    }
    throw err;
  }
  const response: CalculateDeadlinesResponse = {
    ...envelope(deps, "calculate_deadlines", language, {
      result: explainDeadline(deadline, language),
      llm: null,
      sources: [
        {
          ref: "R1",
          kind: "deadline_rules",
          title: deadline.rule.name[language],
          documentId: null,
          url: null,
          excerpt: null,
          court: deadline.court,
          date: null,
          citation: deadline.basis,
        },
      ],
      sourcesUsed: [{ source: "deadline_rules", status: "used", count: 1, note: null }],
    }),
    deadline,
    auditTable: auditTable(deadline, language),
  };
  return remember(deps, user, { ...input }, response);
}
