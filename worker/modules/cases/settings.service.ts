import type { ReminderSettingsDto, UpdateReminderSettingsInput } from "../../../common/api/cases.ts";
import { REMINDER_OFFSETS } from "../../../common/vocabulary.ts";
import type { User } from "../../db/schema/users.ts";
import type { Deps } from "../../lib/deps.ts";
import { readSettings, setUserLanguage, writeSettings } from "./settings.repo.ts";

export async function getReminderSettings(deps: Deps, actor: User): Promise<ReminderSettingsDto> {
  const settings = await readSettings(deps.db, actor.id);
  return { remindersEnabled: settings.remindersEnabled, language: actor.language, offsets: [...REMINDER_OFFSETS] };
}

/** Reminders on/off, and the account language the reminder e-mails are written in. */
export async function updateReminderSettings(
  deps: Deps,
  actor: User,
  input: UpdateReminderSettingsInput,
): Promise<ReminderSettingsDto> {
  if (input.remindersEnabled !== undefined) {
    await writeSettings(deps.db, actor.id, { remindersEnabled: input.remindersEnabled });
  }
  if (input.language !== undefined) {
    await setUserLanguage(deps.db, actor.id, input.language);
  }
  return getReminderSettings(deps, { ...actor, language: input.language ?? actor.language });
}
