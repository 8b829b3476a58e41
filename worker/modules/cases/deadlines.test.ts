import { describe, expect, it } from "vitest";
import type {
  DeadlineComputationDto,
  DeadlineDto,
  DeadlineOptionsDto,
  RefreshResultDto,
} from "../../../common/api/cases.ts";
import { signedInUser, uploadForm, waitForDocument } from "../../test/helpers.ts";
import { SENTENCA_PT } from "../../test/texts.ts";
import {
  APPEAL_B1,
  body,
  createComputedDeadline,
  createCustomDeadline,
  dayFromToday,
  errorOf,
} from "./test-support.ts";

describe("POST /api/deadlines", () => {
  it("computes a deadline by the rules, keeping its inputs, rule and audit (worked example B1)", async () => {
    const { client: c } = await signedInUser({ language: "pt" });
    const d = await createComputedDeadline(c);
    expect(d).toMatchObject({
      mode: "computed",
      deadlineDate: "2025-04-01",
      court: "TJSP",
      jurisdiction: "brazil",
      timeZone: "America/Sao_Paulo",
      ruleId: "apelacao",
      status: "pending",
      confirmation: "confirmed",
      isAutoExtracted: false,
      calculation: { ...APPEAL_B1 },
      startDate: "2025-03-11",
    });
    expect(d.title).toBe(d.ruleName);
    expect(d.basis).toContain("1.003");
    expect(d.audit.at(-1)).toMatchObject({ date: "2025-04-01", action: "due" });
    expect(d.daysUntilDeadline).toBeLessThan(0);
    expect(d.isUrgent).toBe(false);
  });

  it("stores a custom date, counts the days left where the court sits, and marks it urgent within 7 days", async () => {
    const { client: c } = await signedInUser();
    const due = dayFromToday(3);
    const d = await createCustomDeadline(c, due, { court: "TJSP" });
    expect(d).toMatchObject({
      mode: "custom",
      deadlineDate: due,
      daysUntilDeadline: 3,
      isUrgent: true,
      priority: "high",
    });
    const today = await createCustomDeadline(c, dayFromToday(0, "America/New_York"), { court: "federal" });
    expect(today).toMatchObject({ daysUntilDeadline: 0, priority: "critical", timeZone: "America/New_York" });
    const manual = await createCustomDeadline(c, dayFromToday(60), { priority: "critical" });
    expect(manual).toMatchObject({ priority: "critical", priorityManual: true });
  });

  it("rejects a date that does not exist, an unknown court and a too-long description with a code and message", async () => {
    const { client: c } = await signedInUser();
    const badDate = await c.request("/api/deadlines", {
      method: "POST",
      json: { mode: "custom", title: "X", deadlineDate: "2025-02-30" },
    });
    expect(await errorOf(badDate)).toMatchObject({ status: 400, code: "VALIDATION_ERROR" });
    const badCourt = await c.request("/api/deadlines", {
      method: "POST",
      json: { mode: "computed", calculation: { ...APPEAL_B1, court: "TJXX" } },
    });
    const court = await errorOf(badCourt);
    expect(court).toMatchObject({ status: 400, code: "UNKNOWN_COURT" });
    expect(court.message).toMatch(/TJXX/);
    const badAction = await c.request("/api/deadlines", {
      method: "POST",
      json: { mode: "computed", calculation: { ...APPEAL_B1, actionType: "duel" } },
    });
    expect(await errorOf(badAction)).toMatchObject({ status: 400, code: "UNKNOWN_ACTION_TYPE" });
    const long = await c.request("/api/deadlines", {
      method: "POST",
      json: { mode: "custom", title: "X", deadlineDate: "2030-01-10", description: "x".repeat(2001) },
    });
    expect(await errorOf(long)).toMatchObject({ status: 400, code: "VALIDATION_ERROR" });
    const noMode = await c.request("/api/deadlines", { method: "POST", json: { title: "X" } });
    expect(await errorOf(noMode)).toMatchObject({ status: 400, code: "VALIDATION_ERROR" });
  });
});

describe("POST /api/deadlines/preview and GET /api/deadlines/options", () => {
  it("shows the due date and audit before saving, in the request's language", async () => {
    const { client: c } = await signedInUser({ language: "pt" });
    const preview = await body<DeadlineComputationDto>(
      await c.request("/api/deadlines/preview", { method: "POST", json: APPEAL_B1 }),
    );
    expect(preview).toMatchObject({ dueDate: "2025-04-01", ruleId: "apelacao", days: 15, unit: "business" });
    expect(preview.audit.some((e) => e.reason?.includes("publicada"))).toBe(true);
    expect((await body<DeadlineDto[]>(await c.request("/api/deadlines"))).length).toBe(0);
    const options = await body<DeadlineOptionsDto>(await c.request("/api/deadlines/options"));
    expect(options.courts.some((x) => x.id === "TJSP")).toBe(true);
    expect(options.actionTypes.some((x) => x.id === "apelacao")).toBe(true);
  });
});

describe("PATCH /api/deadlines/:id", () => {
  it("edits, marks done and dismisses; rejects two date edits at once", async () => {
    const { client: c } = await signedInUser();
    const d = await createCustomDeadline(c, "2030-03-10");
    const edited = await body<DeadlineDto>(
      await c.request(`/api/deadlines/${d.id}`, {
        method: "PATCH",
        json: { title: "Contrarrazões", description: "Prazo comum", deadlineDate: "2030-03-12" },
      }),
    );
    expect(edited).toMatchObject({ title: "Contrarrazões", description: "Prazo comum", deadlineDate: "2030-03-12" });
    const done = await body<DeadlineDto>(
      await c.request(`/api/deadlines/${d.id}`, { method: "PATCH", json: { status: "done" } }),
    );
    expect(done.status).toBe("done");
    expect(done.isUrgent).toBe(false);
    const both = await c.request(`/api/deadlines/${d.id}`, {
      method: "PATCH",
      json: { deadlineDate: "2030-03-12", startDate: "2030-03-01" },
    });
    expect(await errorOf(both)).toMatchObject({ status: 400, code: "VALIDATION_ERROR" });
    const bad = await c.request(`/api/deadlines/${d.id}`, { method: "PATCH", json: { status: "missed" } });
    expect(await errorOf(bad)).toMatchObject({ status: 400, code: "VALIDATION_ERROR" });
    expect((await c.request(`/api/deadlines/${d.id}`, { method: "DELETE" })).status).toBe(200);
    expect((await c.request(`/api/deadlines/${d.id}`)).status).toBe(404);
  });

  it("recomputes from new inputs when the base date changes", async () => {
    const { client: c } = await signedInUser();
    const d = await createComputedDeadline(c);
    const moved = await body<DeadlineDto>(
      await c.request(`/api/deadlines/${d.id}`, { method: "PATCH", json: { startDate: "2025-11-14" } }),
    );
    // B2's start, counted as an apelação: 15 business days from the publication on Mon 11-17 (skips Thu 11-20).
    expect(moved.calculation?.baseDate).toBe("2025-11-14");
    expect(moved.deadlineDate).not.toBe("2025-04-01");
    expect(moved.dueDateChanged).toBeNull();
  });
});

describe("auto-extracted deadlines", () => {
  it("appear as 'to confirm' with their sentence, are confirmed, and get a date when given the start date", async () => {
    const { client: c } = await signedInUser({ language: "pt" });
    const upload = await c.request("/api/documents/upload", {
      method: "POST",
      body: uploadForm([{ name: "sentenca.txt", content: SENTENCA_PT }]),
    });
    const { id } = (await upload.json()) as { id: string };
    await waitForDocument(c, id);
    const list = await body<DeadlineDto[]>(await c.request("/api/deadlines"));
    const fifteen = list.find((d) => d.document?.id === id && d.days === 15);
    expect(fifteen).toMatchObject({
      isAutoExtracted: true,
      confirmation: "to_confirm",
      needsStartDate: true,
      deadlineDate: null,
      daysUntilDeadline: null,
      document: { id, fileName: "sentenca.txt" },
    });
    expect(fifteen?.sourceText).toMatch(/15/);

    const confirmed = await body<DeadlineDto>(
      await c.request(`/api/deadlines/${fifteen?.id}`, { method: "PATCH", json: { confirm: true } }),
    );
    expect(confirmed.confirmation).toBe("confirmed");

    const dated = await body<DeadlineDto>(
      await c.request(`/api/deadlines/${fifteen?.id}`, {
        method: "PATCH",
        json: { startDate: "2025-03-10", baseEvent: "availability" },
      }),
    );
    expect(dated).toMatchObject({ needsStartDate: false, deadlineDate: "2025-04-01", mode: "computed" });
    expect(dated.audit.length).toBeGreaterThan(0);

    const dismissed = list.find((d) => d.document?.id === id && d.id !== fifteen?.id);
    if (dismissed) {
      const res = await c.request(`/api/deadlines/${dismissed.id}`, { method: "PATCH", json: { status: "dismissed" } });
      expect((await body<DeadlineDto>(res)).status).toBe("dismissed");
    }
  });
});

describe("POST /api/deadlines/refresh", () => {
  it("recomputes the user's computed deadlines and their priorities", async () => {
    const { client: c } = await signedInUser();
    await createComputedDeadline(c);
    await createCustomDeadline(c, dayFromToday(1));
    const result = await body<RefreshResultDto>(await c.request("/api/deadlines/refresh", { method: "POST" }));
    expect(result).toMatchObject({ recomputed: 1, changed: [] });
  });
});
