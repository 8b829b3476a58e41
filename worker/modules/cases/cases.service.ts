import type {
  CaseDetailDto,
  CaseDto,
  CreateCaseInput,
  DocumentCaseDto,
  UpdateCaseInput,
} from "../../../common/api/cases.ts";
import type { Jurisdiction, Language } from "../../../common/vocabulary.ts";
import { isValidCnj } from "../../analysis/entities/validators.ts";
import type { Case } from "../../db/schema/cases.ts";
import type { User } from "../../db/schema/users.ts";
import { findCourt } from "../../deadlines/courts.ts";
import type { Deps } from "../../lib/deps.ts";
import { AppError } from "../../lib/errors.ts";
import { newId } from "../../lib/ids.ts";
import { findOwnedDocument } from "../documents/documents.repo.ts";
import {
  type CaseRow,
  caseDocumentRows,
  caseOfDocumentRow,
  deleteCaseRow,
  findOwnedCase,
  insertCase,
  linkDocument,
  listCaseRows,
  unlinkDocument,
  updateCaseRow,
} from "./cases.repo.ts";
import { canonicalCourt } from "./deadline-compute.ts";
import { runBatched, unconfirmedFromDocument, updateDeadlineStatements } from "./deadlines.repo.ts";
import { recomputeRows } from "./recompute.ts";

function toCaseDto(row: CaseRow, language: Language): CaseDto {
  const c = row.case;
  let courtName: string | null = null;
  if (c.court) {
    try {
      courtName = findCourt(c.court).name[language];
    } catch {
      courtName = c.court;
    }
  }
  return {
    id: c.id,
    title: c.title,
    description: c.description,
    status: c.status,
    caseNumber: c.caseNumber,
    court: c.court,
    courtName,
    jurisdiction: c.jurisdiction,
    client: c.client,
    documentCount: Number(row.documentCount),
    deadlineCount: Number(row.deadlineCount),
    createdAt: c.createdAt.toISOString(),
    updatedAt: c.updatedAt.toISOString(),
  };
}

const blankToNull = (value: string | null | undefined) => (value ? value : null);

/**
 * A Brazilian case number must be a CNJ number whose check digits hold (stored formatted); a US docket number is kept
 * as written. Without a court, twenty digits are taken for a CNJ number.
 */
function checkCaseNumber(value: string | null, jurisdiction: Jurisdiction | null): string | null {
  if (!value) return null;
  const digits = value.replace(/\D/g, "");
  const looksCnj = digits.length === 20 && /^[\d.\-\s]+$/.test(value);
  if (jurisdiction === "brazil" || (jurisdiction === null && looksCnj)) {
    if (!isValidCnj(value) || !/^[\d.\-\s]+$/.test(value)) throw new AppError("INVALID_CASE_NUMBER");
    return `${digits.slice(0, 7)}-${digits.slice(7, 9)}.${digits.slice(9, 13)}.${digits[13]}.${digits.slice(14, 16)}.${digits.slice(16)}`;
  }
  return value;
}

export async function listCases(deps: Deps, actor: User): Promise<CaseDto[]> {
  const language = deps.language;
  return (await listCaseRows(deps.db, actor.id)).map((row) => toCaseDto(row, language));
}

export async function createCase(deps: Deps, actor: User, input: CreateCaseInput): Promise<CaseDto> {
  const language = deps.language;
  const court = input.court ? canonicalCourt(input.court) : null;
  const id = newId("case");
  await insertCase(deps.db, {
    id,
    userId: actor.id,
    title: input.title,
    description: blankToNull(input.description),
    status: input.status ?? "active",
    caseNumber: checkCaseNumber(blankToNull(input.caseNumber), court?.jurisdiction ?? null),
    court: court?.id ?? null,
    jurisdiction: court?.jurisdiction ?? null,
    client: blankToNull(input.client),
  });
  return toCaseDto(await findOwnedCase(deps.db, actor.id, id), language);
}

export async function getCase(deps: Deps, actor: User, id: string): Promise<CaseDetailDto> {
  const language = deps.language;
  const row = await findOwnedCase(deps.db, actor.id, id);
  const documents = await caseDocumentRows(deps.db, actor.id, id);
  return {
    ...toCaseDto(row, language),
    documents: documents.map((d) => ({ id: d.id, fileName: d.fileName, uploadedAt: d.createdAt.toISOString() })),
  };
}

export async function updateCase(deps: Deps, actor: User, input: UpdateCaseInput & { id: string }): Promise<CaseDto> {
  const language = deps.language;
  const current = (await findOwnedCase(deps.db, actor.id, input.id)).case;
  const court =
    input.court === undefined
      ? current.court
        ? { id: current.court, jurisdiction: current.jurisdiction }
        : null
      : input.court
        ? canonicalCourt(input.court)
        : null;
  const caseNumber = input.caseNumber === undefined ? current.caseNumber : blankToNull(input.caseNumber);
  await updateCaseRow(deps.db, actor.id, current.id, {
    ...(input.title === undefined ? {} : { title: input.title }),
    ...(input.description === undefined ? {} : { description: blankToNull(input.description) }),
    ...(input.status === undefined ? {} : { status: input.status }),
    ...(input.client === undefined ? {} : { client: blankToNull(input.client) }),
    court: court?.id ?? null,
    jurisdiction: court?.jurisdiction ?? null,
    // Re-checked when the court changes too: a docket number does not become valid under a Brazilian court.
    caseNumber: checkCaseNumber(caseNumber, court?.jurisdiction ?? null),
  });
  return toCaseDto(await findOwnedCase(deps.db, actor.id, input.id), language);
}

/** Deletes the case; its deadlines stay (without a case) and its documents are only detached. */
export async function deleteCase(deps: Deps, actor: User, id: string): Promise<void> {
  await findOwnedCase(deps.db, actor.id, id);
  await deleteCaseRow(deps.db, actor.id, id);
}

export async function caseOfDocument(deps: Deps, actor: User, documentId: string): Promise<DocumentCaseDto> {
  await findOwnedDocument(deps.db, actor.id, documentId);
  return { case: await caseOfDocumentRow(deps.db, actor.id, documentId) };
}

/**
 * The pipeline computes a document's deadlines on its jurisdiction's generic court. Once the document is in a case
 * with a court, its unconfirmed deadlines take that court: computed ones are recomputed on its calendar and closed
 * days (a moved date is flagged), undated ones will count on it when given their start date.
 */
async function adoptCaseCourt(deps: Deps, actor: User, theCase: Case, documentId: string): Promise<void> {
  const court = theCase.court;
  if (!court || !theCase.jurisdiction) return;
  const rows = (await unconfirmedFromDocument(deps.db, actor.id, documentId)).filter(
    (row) => row.jurisdiction === theCase.jurisdiction && row.court !== court,
  );
  await recomputeRows(
    deps,
    rows.flatMap((row) => (row.calculation ? [{ ...row, court, calculation: { ...row.calculation, court } }] : [])),
  );
  await runBatched(
    deps.db,
    rows
      .filter((row) => !row.calculation)
      .flatMap((row) => updateDeadlineStatements(deps.db, actor.id, row.id, { court }, false)),
  );
}

export async function attachDocument(
  deps: Deps,
  actor: User,
  input: { id: string; documentId: string },
): Promise<DocumentCaseDto> {
  const row = await findOwnedCase(deps.db, actor.id, input.id);
  await findOwnedDocument(deps.db, actor.id, input.documentId);
  await linkDocument(deps.db, { userId: actor.id, caseId: row.case.id, documentId: input.documentId });
  await adoptCaseCourt(deps, actor, row.case, input.documentId);
  return { case: { id: row.case.id, title: row.case.title } };
}

export async function detachDocument(
  deps: Deps,
  actor: User,
  input: { id: string; documentId: string },
): Promise<DocumentCaseDto> {
  await findOwnedCase(deps.db, actor.id, input.id);
  await findOwnedDocument(deps.db, actor.id, input.documentId);
  await unlinkDocument(deps.db, { userId: actor.id, caseId: input.id, documentId: input.documentId });
  return { case: null };
}
