import type {
  CaseDetailDto,
  CaseDto,
  CreateCaseInput,
  DocumentCaseDto,
  UpdateCaseInput,
} from "../../../common/api/cases.ts";
import type { Language } from "../../../common/vocabulary.ts";
import type { User } from "../../db/schema/users.ts";
import type { Deps } from "../../lib/deps.ts";
import { AppError } from "../../lib/errors.ts";

const pending = () => new AppError("INTERNAL_ERROR");
export async function listCases(_d: Deps, _u: User, _l: Language): Promise<CaseDto[]> {
  throw pending();
}
export async function createCase(_d: Deps, _u: User, _i: CreateCaseInput, _l: Language): Promise<CaseDto> {
  throw pending();
}
export async function getCase(_d: Deps, _u: User, _id: string, _l: Language): Promise<CaseDetailDto> {
  throw pending();
}
export async function updateCase(
  _d: Deps,
  _u: User,
  _i: UpdateCaseInput & { id: string },
  _l: Language,
): Promise<CaseDto> {
  throw pending();
}
export async function deleteCase(_d: Deps, _u: User, _id: string): Promise<void> {
  throw pending();
}
export async function caseOfDocument(_d: Deps, _u: User, _id: string): Promise<DocumentCaseDto> {
  throw pending();
}
export async function attachDocument(
  _d: Deps,
  _u: User,
  _i: { id: string; documentId: string },
): Promise<DocumentCaseDto> {
  throw pending();
}
export async function detachDocument(
  _d: Deps,
  _u: User,
  _i: { id: string; documentId: string },
): Promise<DocumentCaseDto> {
  throw pending();
}
