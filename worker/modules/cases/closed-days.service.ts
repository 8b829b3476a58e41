import type {
  ClosedDayChangeDto,
  ClosedDayDto,
  ClosedDayInput,
  GlobalClosedDayChangeDto,
} from "../../../common/api/cases.ts";
import type { Language } from "../../../common/vocabulary.ts";
import type { CourtClosedDay, Deadline } from "../../db/schema/cases.ts";
import type { User } from "../../db/schema/users.ts";
import { findCourt } from "../../deadlines/courts.ts";
import type { Deps } from "../../lib/deps.ts";
import { newId } from "../../lib/ids.ts";
import { dueDatesMovedEmail } from "./cases.emails.ts";
import {
  deleteClosedDay,
  findClosedDay,
  insertClosedDay,
  listGlobal,
  listVisibleClosedDays,
  recordAudit,
  usersByIds,
} from "./closed-days.repo.ts";
import { canonicalCourt } from "./deadline-compute.ts";
import { recomputableDeadlines } from "./deadlines.repo.ts";
import { type RecomputeOutcome, recomputeRows } from "./recompute.ts";

function courtName(court: string, language: Language): string {
  try {
    return findCourt(court).name[language];
  } catch {
    return court;
  }
}

function toDto(row: CourtClosedDay, language: Language): ClosedDayDto {
  return {
    id: row.id,
    court: row.court,
    courtName: courtName(row.court, language),
    date: row.date,
    reason: row.reason,
    scope: row.userId === null ? "global" : "user",
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * A closed day can only move a deadline whose count runs across it: from its base date to its due date (a day after
 * the due date changes nothing). Undated rows are recomputed too.
 */
function crosses(row: Deadline, date: string): boolean {
  if (!row.calculation || row.calculation.baseDate > date) return false;
  return row.deadlineDate === null || date <= row.deadlineDate;
}

async function recomputeAround(deps: Deps, day: CourtClosedDay): Promise<RecomputeOutcome> {
  const scope = day.userId === null ? { court: day.court } : { userId: day.userId, court: day.court };
  const rows = (await recomputableDeadlines(deps.db, scope)).filter((row) => crosses(row, day.date));
  return recomputeRows(deps, rows);
}

function userChange(day: CourtClosedDay, outcome: RecomputeOutcome, language: Language): ClosedDayChangeDto {
  return {
    closedDay: toDto(day, language),
    recomputed: outcome.recomputed,
    changed: outcome.changed.map(({ userId: _userId, ...change }) => change),
  };
}

export async function listClosedDays(deps: Deps, actor: User): Promise<ClosedDayDto[]> {
  const language = deps.language;
  return (await listVisibleClosedDays(deps.db, actor.id)).map((row) => toDto(row, language));
}

/** Records a closed day of a court for the user and recomputes the user's deadlines that count across it. */
export async function addClosedDay(deps: Deps, actor: User, input: ClosedDayInput): Promise<ClosedDayChangeDto> {
  const language = deps.language;
  const court = canonicalCourt(input.court).id;
  const day = await insertClosedDay(deps.db, {
    id: newId("ccd"),
    userId: actor.id,
    court,
    date: input.date,
    reason: input.reason,
  });
  return userChange(day, await recomputeAround(deps, day), language);
}

/** Removes one of the user's closed days; deadlines it extended move back (and are flagged). */
export async function removeClosedDay(deps: Deps, actor: User, id: string): Promise<ClosedDayChangeDto> {
  const language = deps.language;
  const day = await findClosedDay(deps.db, actor.id, id);
  await deleteClosedDay(deps.db, day.id);
  return userChange(day, await recomputeAround(deps, day), language);
}

/** E-mails each owner whose due dates moved, in the owner's language. */
async function notifyOwners(deps: Deps, day: CourtClosedDay, outcome: RecomputeOutcome, removed: boolean) {
  const byUser = new Map<string, RecomputeOutcome["changed"]>();
  for (const change of outcome.changed) byUser.set(change.userId, [...(byUser.get(change.userId) ?? []), change]);
  const owners = await usersByIds(deps.db, [...byUser.keys()]);
  for (const owner of owners) {
    const items = byUser.get(owner.id) ?? [];
    const message = dueDatesMovedEmail(
      owner.email,
      owner.firstName,
      { courtName: courtName(day.court, owner.language), date: day.date, reason: day.reason, removed },
      items,
      deps.appUrl,
      owner.language,
    );
    try {
      await deps.email().send(message);
    } catch (err) {
      // The change is flagged on the Cases page either way; one failed e-mail must not hide the others.
      console.error("due-date change e-mail failed", owner.id, err);
    }
  }
  return owners.length;
}

async function globalChange(
  deps: Deps,
  admin: User,
  day: CourtClosedDay,
  removed: boolean,
  language: Language,
): Promise<GlobalClosedDayChangeDto> {
  const outcome = await recomputeAround(deps, day);
  const notifiedUsers = await notifyOwners(deps, day, outcome, removed);
  await recordAudit(deps.db, {
    id: newId("aud"),
    actorId: admin.id,
    action: removed ? "court_closed_day.remove" : "court_closed_day.add",
    targetType: "court_closed_day",
    targetId: day.id,
    details: { court: day.court, date: day.date, reason: day.reason, changed: outcome.changed.length },
  });
  return {
    closedDay: toDto(day, language),
    recomputed: outcome.recomputed,
    changedCount: outcome.changed.length,
    notifiedUsers,
  };
}

export async function listGlobalClosedDays(deps: Deps): Promise<ClosedDayDto[]> {
  const language = deps.language;
  return (await listGlobal(deps.db)).map((row) => toDto(row, language));
}

/** An admin's closed day for every user: recomputes every affected deadline and e-mails its owner. */
export async function addGlobalClosedDay(
  deps: Deps,
  admin: User,
  input: ClosedDayInput,
): Promise<GlobalClosedDayChangeDto> {
  const language = deps.language;
  const court = canonicalCourt(input.court).id;
  const day = await insertClosedDay(deps.db, {
    id: newId("ccd"),
    userId: null,
    court,
    date: input.date,
    reason: input.reason,
  });
  return globalChange(deps, admin, day, false, language);
}

export async function removeGlobalClosedDay(deps: Deps, admin: User, id: string): Promise<GlobalClosedDayChangeDto> {
  const language = deps.language;
  const day = await findClosedDay(deps.db, null, id);
  await deleteClosedDay(deps.db, day.id);
  return globalChange(deps, admin, day, true, language);
}
