import type { ClosedDayChangeDto, ClosedDayDto, ClosedDayInput } from "../../../common/api/cases.ts";
import type { Language } from "../../../common/vocabulary.ts";
import type { User } from "../../db/schema/users.ts";
import type { Deps } from "../../lib/deps.ts";
import { AppError } from "../../lib/errors.ts";

const pending = () => new AppError("INTERNAL_ERROR");
export async function listClosedDays(_d: Deps, _u: User, _l: Language): Promise<ClosedDayDto[]> {
  throw pending();
}
export async function addClosedDay(_d: Deps, _u: User, _i: ClosedDayInput, _l: Language): Promise<ClosedDayChangeDto> {
  throw pending();
}
export async function removeClosedDay(_d: Deps, _u: User, _id: string, _l: Language): Promise<ClosedDayChangeDto> {
  throw pending();
}
export async function addGlobalClosedDay(
  _d: Deps,
  _u: User,
  _i: ClosedDayInput,
  _l: Language,
): Promise<ClosedDayChangeDto> {
  throw pending();
}
export async function removeGlobalClosedDay(
  _d: Deps,
  _u: User,
  _id: string,
  _l: Language,
): Promise<ClosedDayChangeDto> {
  throw pending();
}
