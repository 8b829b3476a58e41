import type {
  CreateDeadlineInput,
  DeadlineCalculation,
  DeadlineComputationDto,
  DeadlineDto,
  DeadlineOptionsDto,
  RefreshResultDto,
  UpdateDeadlineInput,
} from "../../../common/api/cases.ts";
import type { DeadlineStatus, Language } from "../../../common/vocabulary.ts";
import type { User } from "../../db/schema/users.ts";
import type { Deps } from "../../lib/deps.ts";
import { AppError } from "../../lib/errors.ts";

const pending = () => new AppError("INTERNAL_ERROR");
export async function listDeadlines(
  _d: Deps,
  _u: User,
  _q: { caseId?: string; status?: DeadlineStatus },
  _l: Language,
): Promise<DeadlineDto[]> {
  throw pending();
}
export function deadlineOptions(_l: Language): DeadlineOptionsDto {
  throw pending();
}
export async function previewDeadline(
  _d: Deps,
  _u: User,
  _i: DeadlineCalculation,
  _l: Language,
): Promise<DeadlineComputationDto> {
  throw pending();
}
export async function refreshDeadlines(_d: Deps, _u: User): Promise<RefreshResultDto> {
  throw pending();
}
export async function createDeadline(_d: Deps, _u: User, _i: CreateDeadlineInput, _l: Language): Promise<DeadlineDto> {
  throw pending();
}
export async function getDeadline(_d: Deps, _u: User, _id: string, _l: Language): Promise<DeadlineDto> {
  throw pending();
}
export async function updateDeadline(
  _d: Deps,
  _u: User,
  _i: UpdateDeadlineInput & { id: string },
  _l: Language,
): Promise<DeadlineDto> {
  throw pending();
}
export async function deleteDeadline(_d: Deps, _u: User, _id: string): Promise<void> {
  throw pending();
}
