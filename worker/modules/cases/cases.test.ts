import { describe, expect, it } from "vitest";
import type { CaseDetailDto, CaseDto, DeadlineDto, DocumentCaseDto } from "../../../common/api/cases.ts";
import { signedInUser, uploadForm, waitForDocument } from "../../test/helpers.ts";
import { SENTENCA_PT } from "../../test/texts.ts";
import { body, createCase, errorOf } from "./test-support.ts";

// A CNJ number whose check digits hold (Res. CNJ 65/2008).
const CNJ = "0001234-08.2023.8.26.0100";

describe("POST /api/cases", () => {
  it("creates an active case with its court, client and CNJ number, and lists it", async () => {
    const { client: c } = await signedInUser({ language: "pt" });
    const created = await createCase(c, {
      description: "Ação de cobrança",
      court: "tjsp",
      client: "Maria Silva",
      caseNumber: "00012340820238260100",
    });
    expect(created).toMatchObject({
      title: "Silva v. Souza",
      status: "active",
      court: "TJSP",
      courtName: "Tribunal de Justiça de São Paulo (TJSP)",
      jurisdiction: "brazil",
      client: "Maria Silva",
      caseNumber: CNJ,
      documentCount: 0,
      deadlineCount: 0,
    });
    const list = await body<CaseDto[]>(await c.request("/api/cases"));
    expect(list.map((x) => x.id)).toEqual([created.id]);
  });

  it("rejects a CNJ number whose check digits do not hold with INVALID_CASE_NUMBER", async () => {
    const { client: c } = await signedInUser();
    const res = await c.request("/api/cases", {
      method: "POST",
      json: { title: "X", court: "TJSP", caseNumber: "0001234-56.2023.8.26.0100" },
    });
    expect(await errorOf(res)).toMatchObject({ status: 400, code: "INVALID_CASE_NUMBER" });
  });

  it("keeps a US docket number as written", async () => {
    const { client: c } = await signedInUser();
    const created = await createCase(c, { court: "federal", caseNumber: "1:24-cv-01234" });
    expect(created).toMatchObject({ jurisdiction: "usa", caseNumber: "1:24-cv-01234" });
  });

  it("rejects an unknown court with UNKNOWN_COURT and a message", async () => {
    const { client: c } = await signedInUser();
    const res = await c.request("/api/cases", { method: "POST", json: { title: "X", court: "Tribunal de Marte" } });
    const error = await errorOf(res);
    expect(error).toMatchObject({ status: 400, code: "UNKNOWN_COURT" });
    expect(error.message.length).toBeGreaterThan(0);
  });

  it("rejects a title over 200 characters and an unknown status with VALIDATION_ERROR", async () => {
    const { client: c } = await signedInUser();
    const long = await c.request("/api/cases", { method: "POST", json: { title: "x".repeat(201) } });
    expect(await errorOf(long)).toMatchObject({ status: 400, code: "VALIDATION_ERROR" });
    const status = await c.request("/api/cases", { method: "POST", json: { title: "X", status: "won" } });
    expect(await errorOf(status)).toMatchObject({ status: 400, code: "VALIDATION_ERROR" });
    const blank = await c.request("/api/cases", { method: "POST", json: { title: "   " } });
    expect(await errorOf(blank)).toMatchObject({ status: 400, code: "VALIDATION_ERROR" });
  });
});

describe("PATCH and DELETE /api/cases/:id", () => {
  it("changes the status and clears the court, then deletes the case leaving its deadlines without one", async () => {
    const { client: c } = await signedInUser();
    const created = await createCase(c, { court: "TJSP" });
    const patched = await body<CaseDto>(
      await c.request(`/api/cases/${created.id}`, { method: "PATCH", json: { status: "suspended", court: null } }),
    );
    expect(patched).toMatchObject({ status: "suspended", court: null, jurisdiction: null });
    const deadline = await body<DeadlineDto>(
      await c.request("/api/deadlines", {
        method: "POST",
        json: { mode: "custom", title: "Réplica", deadlineDate: "2030-05-10", caseId: created.id },
      }),
    );
    expect(deadline.case).toEqual({ id: created.id, title: created.title });
    expect((await c.request(`/api/cases/${created.id}`, { method: "DELETE" })).status).toBe(200);
    expect((await c.request(`/api/cases/${created.id}`)).status).toBe(404);
    const after = await body<DeadlineDto>(await c.request(`/api/deadlines/${deadline.id}`));
    expect(after.case).toBeNull();
  });
});

describe("documents in a case", () => {
  it("attaches a document from the case, shows it from the document, moves its deadlines along, and detaches it", async () => {
    const { client: c } = await signedInUser();
    const upload = await c.request("/api/documents/upload", {
      method: "POST",
      body: uploadForm([{ name: "sentenca.txt", content: SENTENCA_PT }]),
    });
    const { id: documentId } = (await upload.json()) as { id: string };
    await waitForDocument(c, documentId);
    const first = await createCase(c, { title: "Primeiro" });
    const second = await createCase(c, { title: "Segundo" });

    const none = await body<DocumentCaseDto>(await c.request(`/api/cases/of-document/${documentId}`));
    expect(none.case).toBeNull();
    await c.request(`/api/cases/${first.id}/documents/${documentId}`, { method: "PUT" });
    const detail = await body<CaseDetailDto>(await c.request(`/api/cases/${first.id}`));
    expect(detail.documents.map((d) => d.id)).toEqual([documentId]);
    expect(detail.documentCount).toBe(1);
    const extracted = (await body<DeadlineDto[]>(await c.request("/api/deadlines"))).filter(
      (d) => d.document?.id === documentId,
    );
    expect(extracted.length).toBeGreaterThan(0);
    expect(extracted.every((d) => d.case?.id === first.id)).toBe(true);
    const listed = await body<CaseDto[]>(await c.request("/api/cases"));
    expect(listed.find((x) => x.id === first.id)).toMatchObject({ documentCount: 1, deadlineCount: extracted.length });

    // From the document's dialog: choosing another case moves it (one case per document).
    const moved = await body<DocumentCaseDto>(
      await c.request(`/api/cases/${second.id}/documents/${documentId}`, { method: "PUT" }),
    );
    expect(moved.case).toEqual({ id: second.id, title: "Segundo" });
    expect((await body<CaseDetailDto>(await c.request(`/api/cases/${first.id}`))).documents).toEqual([]);
    const deadlines = await body<DeadlineDto[]>(await c.request(`/api/deadlines?caseId=${second.id}`));
    expect(deadlines.length).toBe(extracted.length);

    await c.request(`/api/cases/${second.id}/documents/${documentId}`, { method: "DELETE" });
    expect((await body<DocumentCaseDto>(await c.request(`/api/cases/of-document/${documentId}`))).case).toBeNull();
    expect(await body<DeadlineDto[]>(await c.request(`/api/deadlines?caseId=${second.id}`))).toEqual([]);
  });
});

describe("a document's deadlines in a case with a court", () => {
  it("are recomputed on the case's court, its closed days included, with the moved date flagged", async () => {
    const { client: c } = await signedInUser();
    await c.request("/api/court-closed-days", {
      method: "POST",
      json: { court: "TJSP", date: "2025-03-20", reason: "Portaria 123/2025" },
    });
    const upload = await c.request("/api/documents/upload", {
      method: "POST",
      body: uploadForm([{ name: "dje.txt", content: `${SENTENCA_PT}\nDecisão disponibilizada no DJe em 10/03/2025.` }]),
    });
    const { id: documentId } = (await upload.json()) as { id: string };
    await waitForDocument(c, documentId);
    const found = (await body<DeadlineDto[]>(await c.request("/api/deadlines"))).find(
      (d) => d.document?.id === documentId && d.days === 15,
    );
    expect(found).toMatchObject({ court: "TJ", deadlineDate: "2025-04-01", confirmation: "to_confirm" });

    const matter = await createCase(c, { court: "TJSP" });
    await c.request(`/api/cases/${matter.id}/documents/${documentId}`, { method: "PUT" });
    const after = await body<DeadlineDto>(await c.request(`/api/deadlines/${found?.id}`));
    expect(after).toMatchObject({
      court: "TJSP",
      deadlineDate: "2025-04-02",
      dueDateChanged: { from: "2025-04-01", to: "2025-04-02" },
      case: { id: matter.id },
    });
  });
});
