import { describe, expect, it } from "vitest";
import type { DeadlineDto } from "../../../common/api/cases.ts";
import type { CalculateDeadlinesRequest, CalculateDeadlinesResponse } from "../../../common/api/legal-ai.ts";
import { signedInUser } from "../../test/helpers.ts";
import { body, createCase } from "../cases/test-support.ts";

// The Legal AI page's 'Save as deadline' posts the calculator's request, without its language, to the cases API in
// its "computed" mode. The stored deadline must be the one the calculator showed: same due date, same skipped days.

describe("a Legal AI deadline saved into a case", () => {
  it("is listed by GET /api/deadlines with the calculator's due date, inputs and audit (worked example B2)", async () => {
    const { client: c } = await signedInUser({ language: "pt" });
    const request = {
      actionType: "embargos_declaracao",
      jurisdiction: "brazil",
      court: "TJ",
      baseDate: "2025-11-14",
      baseEvent: "availability",
      language: "PT",
    } satisfies CalculateDeadlinesRequest;
    const asked = await c.request("/api/legal-ai/calculate-deadlines", { method: "POST", json: request });
    const shown = (await body<CalculateDeadlinesResponse>(asked)).deadline;
    expect(shown?.dueDate).toBe("2025-11-25");

    const matter = await createCase(c);
    const { language: _language, ...calculation } = request;
    const saved = await c.request("/api/deadlines", {
      method: "POST",
      json: { mode: "computed", title: "Embargos", description: shown?.basis, caseId: matter.id, calculation },
    });
    expect(saved.status).toBe(201);

    const listed = await body<DeadlineDto[]>(await c.request(`/api/deadlines?caseId=${matter.id}`));
    expect(listed).toHaveLength(1);
    const [stored] = listed;
    expect(stored).toMatchObject({
      title: "Embargos",
      mode: "computed",
      deadlineDate: shown?.dueDate,
      case: { id: matter.id, title: matter.title },
      calculation,
      basis: shown?.basis,
    });
    const skippedDays = (audit: { date: string; action: string }[]) =>
      audit.filter((e) => e.action === "skipped" || e.action === "extended").map((e) => e.date);
    expect(skippedDays(stored?.audit ?? [])).toEqual(skippedDays(shown?.audit ?? []));
    expect(skippedDays(stored?.audit ?? [])).toContain("2025-11-20");
  });
});
