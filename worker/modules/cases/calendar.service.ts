import type { CalendarFeedDto } from "../../../common/api/cases.ts";
import type { User } from "../../db/schema/users.ts";
import type { Deps } from "../../lib/deps.ts";
import { AppError } from "../../lib/errors.ts";

const pending = () => new AppError("INTERNAL_ERROR");
export async function calendarFeed(_d: Deps, _token: string): Promise<string> {
  throw pending();
}
export async function feedUrl(_d: Deps, _u: User): Promise<CalendarFeedDto> {
  throw pending();
}
export async function rotateFeed(_d: Deps, _u: User): Promise<CalendarFeedDto> {
  throw pending();
}
