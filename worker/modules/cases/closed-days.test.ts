import { describe, expect, it } from "vitest";
import type {
  ClosedDayChangeDto,
  ClosedDayDto,
  DeadlineDto,
  GlobalClosedDayChangeDto,
} from "../../../common/api/cases.ts";
import { outboxFor, signedInUser } from "../../test/helpers.ts";
import { APPEAL_B1, body, createComputedDeadline, errorOf } from "./test-support.ts";

const PORTARIA = { court: "TJSP", date: "2025-03-20", reason: "Portaria 123/2025: suspensão de prazos" };
const MG = { ...PORTARIA, court: "TJMG" };

describe("POST and DELETE /api/court-closed-days", () => {
  it("recomputes the user's deadlines of that court across the day and flags the moved date until acknowledged", async () => {
    const { client: c } = await signedInUser();
    const b1 = await createComputedDeadline(c);
    const elsewhere = await createComputedDeadline(c, { ...b1.calculation, court: "TJRJ" });
    const added = await body<ClosedDayChangeDto>(
      await c.request("/api/court-closed-days", { method: "POST", json: PORTARIA }),
    );
    expect(added).toMatchObject({
      closedDay: { court: "TJSP", date: "2025-03-20", scope: "user" },
      recomputed: 1,
      changed: [{ deadlineId: b1.id, from: "2025-04-01", to: "2025-04-02" }],
    });
    const moved = await body<DeadlineDto>(await c.request(`/api/deadlines/${b1.id}`));
    expect(moved.deadlineDate).toBe("2025-04-02");
    expect(moved.dueDateChanged).toMatchObject({ from: "2025-04-01", to: "2025-04-02" });
    expect(moved.audit.some((e) => e.date === "2025-03-20" && e.action === "skipped")).toBe(true);
    const untouched = await body<DeadlineDto>(await c.request(`/api/deadlines/${elsewhere.id}`));
    expect(untouched.deadlineDate).toBe(elsewhere.deadlineDate);
    expect(untouched.dueDateChanged).toBeNull();

    const acknowledged = await body<DeadlineDto>(
      await c.request(`/api/deadlines/${b1.id}`, { method: "PATCH", json: { acknowledgeDueDateChange: true } }),
    );
    expect(acknowledged.dueDateChanged).toBeNull();
    expect(acknowledged.deadlineDate).toBe("2025-04-02");

    const removed = await body<ClosedDayChangeDto>(
      await c.request(`/api/court-closed-days/${added.closedDay.id}`, { method: "DELETE" }),
    );
    expect(removed.changed).toEqual([{ deadlineId: b1.id, title: b1.title, from: "2025-04-02", to: "2025-04-01" }]);
    const back = await body<DeadlineDto>(await c.request(`/api/deadlines/${b1.id}`));
    expect(back.dueDateChanged).toMatchObject({ from: "2025-04-02", to: "2025-04-01" });
    expect(await body<ClosedDayDto[]>(await c.request("/api/court-closed-days"))).toEqual([]);
  });

  it("leaves a deadline alone when the closed day falls after its due date", async () => {
    const { client: c } = await signedInUser();
    await createComputedDeadline(c);
    const added = await body<ClosedDayChangeDto>(
      await c.request("/api/court-closed-days", { method: "POST", json: { ...PORTARIA, date: "2025-04-10" } }),
    );
    expect(added).toMatchObject({ recomputed: 0, changed: [] });
  });

  it("rejects a bad date, an unknown court and a missing or too-long reason with a code and message", async () => {
    const { client: c } = await signedInUser();
    const cases = [
      [{ ...PORTARIA, date: "20/03/2025" }, "VALIDATION_ERROR"],
      [{ ...PORTARIA, date: "2025-13-01" }, "VALIDATION_ERROR"],
      [{ ...PORTARIA, court: "Tribunal de Marte" }, "UNKNOWN_COURT"],
      [{ ...PORTARIA, reason: " " }, "VALIDATION_ERROR"],
      [{ ...PORTARIA, reason: "x".repeat(301) }, "VALIDATION_ERROR"],
    ] as const;
    for (const [json, code] of cases) {
      const error = await errorOf(await c.request("/api/court-closed-days", { method: "POST", json }));
      expect(error).toMatchObject({ status: 400, code });
      expect(error.message).not.toBe("");
    }
  });
});

describe("POST and DELETE /api/admin/court-closed-days", () => {
  it("recomputes every user's deadlines at that court and e-mails each owner in their language", async () => {
    const lawyer = await signedInUser({ language: "pt" });
    await lawyer.client.request("/api/reminder-settings", { method: "PATCH", json: { language: "pt" } });
    // A court no other test in this file uses: the global day reaches every user's deadlines there.
    const b1 = await createComputedDeadline(lawyer.client, { ...APPEAL_B1, court: "TJMG" });
    const admin = await signedInUser({ email: "admin@causa.test" });

    const forbidden = await lawyer.client.request("/api/admin/court-closed-days", { method: "POST", json: MG });
    expect(forbidden.status).toBe(403);

    const res = await admin.client.request("/api/admin/court-closed-days", { method: "POST", json: MG });
    expect(res.status).toBe(201);
    const added = await body<GlobalClosedDayChangeDto>(res);
    expect(added).toMatchObject({ closedDay: { scope: "global" }, changedCount: 1, notifiedUsers: 1 });

    const moved = await body<DeadlineDto>(await lawyer.client.request(`/api/deadlines/${b1.id}`));
    expect(moved.dueDateChanged).toMatchObject({ from: "2025-04-01", to: "2025-04-02" });
    const [mail] = await outboxFor(lawyer.email, 1);
    expect(mail?.subject).toBe("Prazos recalculados: dia sem expediente");
    expect(mail?.text).toContain("Portaria 123/2025");
    expect(mail?.text).toContain("1 de abr. de 2025 → 2 de abr. de 2025");

    const adminList = await body<ClosedDayDto[]>(await admin.client.request("/api/admin/court-closed-days"));
    expect(adminList.map((d) => d.id)).toEqual([added.closedDay.id]);
    expect((await lawyer.client.request("/api/admin/court-closed-days")).status).toBe(403);

    // Listed to the user as global, and not the user's to delete.
    const visible = await body<ClosedDayDto[]>(await lawyer.client.request("/api/court-closed-days"));
    expect(visible).toMatchObject([{ id: added.closedDay.id, scope: "global" }]);
    const notMine = await lawyer.client.request(`/api/court-closed-days/${added.closedDay.id}`, { method: "DELETE" });
    expect(notMine.status).toBe(404);

    const removed = await admin.client.request(`/api/admin/court-closed-days/${added.closedDay.id}`, {
      method: "DELETE",
    });
    expect(await body<GlobalClosedDayChangeDto>(removed)).toMatchObject({ changedCount: 1, notifiedUsers: 1 });
    const changes = (await outboxFor(lawyer.email, 3)).filter((m) => m.subject.startsWith("Prazos recalculados"));
    expect(changes.length).toBe(2);
  });
});
