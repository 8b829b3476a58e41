import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { CalendarFeedDto, ClosedDayChangeDto, DeadlineDto } from "../../../common/api/cases.ts";
import { client, signedInUser, uploadForm, waitForDocument } from "../../test/helpers.ts";
import { body, createCase, createComputedDeadline, createCustomDeadline } from "./test-support.ts";

async function owner() {
  const a = await signedInUser();
  const matter = await createCase(a.client);
  const deadline = await createCustomDeadline(a.client, "2030-05-10", { caseId: matter.id });
  const closed = await body<ClosedDayChangeDto>(
    await a.client.request("/api/court-closed-days", {
      method: "POST",
      json: { court: "TJSP", date: "2025-03-20", reason: "Portaria" },
    }),
  );
  const upload = await a.client.request("/api/documents/upload", {
    method: "POST",
    body: uploadForm([{ name: "a.txt", content: "Contrato de prestação de serviços entre as partes." }]),
  });
  const { id: documentId } = (await upload.json()) as { id: string };
  await waitForDocument(a.client, documentId);
  const feed = await body<CalendarFeedDto>(await a.client.request("/api/calendar"));
  return { ...a, matter, deadline, closedDay: closed.closedDay, documentId, feed };
}

describe("cases, deadlines, closed days and the feed of another user", () => {
  it("answer 404 to every read and change, and leave the owner's data untouched", async () => {
    const a = await owner();
    const b = await signedInUser();
    const mine = await createCase(b.client, { title: "Meu" });
    const attempts: [string, RequestInit & { json?: unknown }][] = [
      [`/api/cases/${a.matter.id}`, {}],
      [`/api/cases/${a.matter.id}`, { method: "PATCH", json: { title: "Tomado" } }],
      [`/api/cases/${a.matter.id}`, { method: "DELETE" }],
      [`/api/cases/${a.matter.id}/documents/${a.documentId}`, { method: "PUT" }],
      [`/api/cases/${mine.id}/documents/${a.documentId}`, { method: "PUT" }],
      [`/api/cases/${a.matter.id}/documents/${a.documentId}`, { method: "DELETE" }],
      [`/api/cases/of-document/${a.documentId}`, {}],
      [`/api/deadlines/${a.deadline.id}`, {}],
      [`/api/deadlines/${a.deadline.id}`, { method: "PATCH", json: { status: "done" } }],
      [`/api/deadlines/${a.deadline.id}`, { method: "PATCH", json: { acknowledgeDueDateChange: true } }],
      [`/api/deadlines/${a.deadline.id}`, { method: "DELETE" }],
      [
        "/api/deadlines",
        { method: "POST", json: { mode: "custom", title: "X", deadlineDate: "2030-01-01", caseId: a.matter.id } },
      ],
      [`/api/court-closed-days/${a.closedDay.id}`, { method: "DELETE" }],
    ];
    for (const [path, init] of attempts) {
      const res = await b.client.request(path, init);
      expect({ path, method: init.method ?? "GET", status: res.status }).toEqual({
        path,
        method: init.method ?? "GET",
        status: 404,
      });
    }
    // B's own deadline cannot be moved into A's case either.
    const own = await createCustomDeadline(b.client, "2030-05-11");
    const move = await b.client.request(`/api/deadlines/${own.id}`, { method: "PATCH", json: { caseId: a.matter.id } });
    expect(move.status).toBe(404);

    expect(await body<unknown[]>(await b.client.request("/api/cases"))).toHaveLength(1);
    expect((await body<DeadlineDto[]>(await b.client.request("/api/deadlines"))).map((d) => d.id)).toEqual([own.id]);
    expect(await body<unknown[]>(await b.client.request("/api/court-closed-days"))).toEqual([]);
    const still = await body<DeadlineDto>(await a.client.request(`/api/deadlines/${a.deadline.id}`));
    expect(still).toMatchObject({ status: "pending", case: { id: a.matter.id } });
  });

  it("keeps one user's closed day out of another user's deadlines", async () => {
    const a = await signedInUser();
    const b = await signedInUser();
    const theirs = await createComputedDeadline(b.client);
    await a.client.request("/api/court-closed-days", {
      method: "POST",
      json: { court: "TJSP", date: "2025-03-20", reason: "Portaria" },
    });
    const after = await body<DeadlineDto>(await b.client.request(`/api/deadlines/${theirs.id}`));
    expect(after).toMatchObject({ deadlineDate: "2025-04-01", dueDateChanged: null });
  });

  it("serves each feed only to its own secret; an old secret after rotation answers 404", async () => {
    const a = await owner();
    const b = await signedInUser();
    const bFeed = await body<CalendarFeedDto>(await b.client.request("/api/calendar"));
    expect(bFeed.url).not.toBe(a.feed.url);
    const aText = await (await SELF.fetch(a.feed.url.replace(/^http:\/\/[^/]+/, "http://causa.test"))).text();
    expect(aText).toContain(a.deadline.id);
    const bText = await (await SELF.fetch(bFeed.url.replace(/^http:\/\/[^/]+/, "http://causa.test"))).text();
    expect(bText).not.toContain(a.deadline.id);
    // A's feed id with B's signature is a forgery.
    const [aId] = new URL(a.feed.url).pathname.split("/").at(-1)?.split(".") ?? [];
    const [, bSig] = new URL(bFeed.url).pathname.split("/").at(-1)?.split(".") ?? [];
    expect((await SELF.fetch(`http://causa.test/api/calendar/${aId}.${bSig}.ics`)).status).toBe(404);
    await a.client.request("/api/calendar/rotate", { method: "POST" });
    expect((await SELF.fetch(a.feed.url.replace(/^http:\/\/[^/]+/, "http://causa.test"))).status).toBe(404);
  });
});

describe("without a session", () => {
  it("every cases route answers 401 UNAUTHORIZED", async () => {
    const anonymous = client();
    const routes: [string, string, unknown?][] = [
      ["GET", "/api/cases"],
      ["POST", "/api/cases", { title: "X" }],
      ["GET", "/api/cases/case_x"],
      ["PATCH", "/api/cases/case_x", { title: "X" }],
      ["DELETE", "/api/cases/case_x"],
      ["PUT", "/api/cases/case_x/documents/doc_x"],
      ["GET", "/api/cases/of-document/doc_x"],
      ["GET", "/api/deadlines"],
      ["GET", "/api/deadlines/options"],
      ["POST", "/api/deadlines", { mode: "custom", title: "X", deadlineDate: "2030-01-01" }],
      ["POST", "/api/deadlines/preview", {}],
      ["POST", "/api/deadlines/refresh"],
      ["PATCH", "/api/deadlines/dl_x", { status: "done" }],
      ["DELETE", "/api/deadlines/dl_x"],
      ["GET", "/api/court-closed-days"],
      ["POST", "/api/court-closed-days", { court: "TJSP", date: "2025-03-20", reason: "x" }],
      ["DELETE", "/api/court-closed-days/ccd_x"],
      ["GET", "/api/admin/court-closed-days"],
      ["POST", "/api/admin/court-closed-days", { court: "TJSP", date: "2025-03-20", reason: "x" }],
      ["DELETE", "/api/admin/court-closed-days/ccd_x"],
      ["GET", "/api/calendar"],
      ["POST", "/api/calendar/rotate"],
      ["GET", "/api/reminder-settings"],
      ["PATCH", "/api/reminder-settings", { remindersEnabled: false }],
    ];
    for (const [method, path, json] of routes) {
      const res = await anonymous.request(path, { method, ...(json === undefined ? {} : { json }) });
      const code = ((await res.json()) as { error?: { code?: string } }).error?.code;
      expect({ method, path, status: res.status, code }).toEqual({ method, path, status: 401, code: "UNAUTHORIZED" });
    }
  });

  it("the admin closed-day routes answer 403 to a signed-in non-admin", async () => {
    const { client: c } = await signedInUser();
    const res = await c.request("/api/admin/court-closed-days", {
      method: "POST",
      json: { court: "TJSP", date: "2025-03-20", reason: "x" },
    });
    expect(res.status).toBe(403);
    expect((await c.request("/api/admin/court-closed-days/ccd_x", { method: "DELETE" })).status).toBe(403);
  });
});
