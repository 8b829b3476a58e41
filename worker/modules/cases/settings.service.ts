import type { ReminderSettingsDto, UpdateReminderSettingsInput } from "../../../common/api/cases.ts";
import type { User } from "../../db/schema/users.ts";
import type { Deps } from "../../lib/deps.ts";
import { AppError } from "../../lib/errors.ts";

const pending = () => new AppError("INTERNAL_ERROR");
export async function getReminderSettings(_d: Deps, _u: User): Promise<ReminderSettingsDto> {
  throw pending();
}
export async function updateReminderSettings(
  _d: Deps,
  _u: User,
  _i: UpdateReminderSettingsInput,
): Promise<ReminderSettingsDto> {
  throw pending();
}
