import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { client, signedInUser } from "../../test/helpers.ts";

type Answer = {
  success: boolean;
  result: string;
  deadline: {
    dueDate: string;
    firstCountedDay: string;
    days: number;
    unit: string;
    basis: string;
    audit: { date: string; action: string; reason?: { en: string; pt: string } }[];
  };
};

async function calculate(body: Record<string, unknown>, language: "en" | "pt" = "en") {
  const { client: c } = await signedInUser({ language });
  const res = await c.request("/api/legal-ai/calculate-deadlines", {
    method: "POST",
    json: { language: language.toUpperCase(), ...body },
  });
  return { res, c };
}

const skipped = (a: Answer, date: string) =>
  a.deadline.audit.find((e) => e.date === date && (e.action === "skipped" || e.action === "extended"));

describe("POST /api/legal-ai/calculate-deadlines", () => {
  it("B1: apelação made available Mon 2025-03-10 is due Tue 2025-04-01", async () => {
    const { res } = await calculate(
      {
        actionType: "apelacao",
        jurisdiction: "brazil",
        court: "TJSP",
        baseDate: "2025-03-10",
        baseEvent: "availability",
      },
      "pt",
    );
    expect(res.status).toBe(200);
    const body = (await res.json()) as Answer;
    expect(body.success).toBe(true);
    expect(body.deadline).toMatchObject({
      dueDate: "2025-04-01",
      firstCountedDay: "2025-03-12",
      days: 15,
      unit: "business",
    });
    expect(body.deadline.basis).toContain("CPC");
    expect(body.result).toContain("01/04/2025");
  });

  it("B2: embargos de declaração skip Thu 2025-11-20 (Consciência Negra) and are due Tue 2025-11-25", async () => {
    const { res } = await calculate(
      {
        actionType: "embargos_declaracao",
        jurisdiction: "brazil",
        court: "TJ",
        baseDate: "2025-11-14",
        baseEvent: "availability",
      },
      "pt",
    );
    const body = (await res.json()) as Answer;
    expect(body.deadline.dueDate).toBe("2025-11-25");
    expect(skipped(body, "2025-11-20")?.reason?.pt).toMatch(/Consciência Negra/i);
    expect(body.result).toMatch(/Consciência Negra/i);
  });

  it("B5: CLT recurso ordinário across the 20 Dec–20 Jan suspension is due Thu 2026-01-29", async () => {
    const { res } = await calculate({
      actionType: "recurso_ordinario_trabalhista",
      jurisdiction: "brazil",
      court: "TRT2",
      baseDate: "2025-12-17",
      baseEvent: "availability",
    });
    const body = (await res.json()) as Answer;
    expect(body.deadline.dueDate).toBe("2026-01-29");
    expect(skipped(body, "2025-12-25")?.reason?.en).toBeTruthy();
  });

  it("B6: CPP apelação criminal ending on Sun 2025-09-07 (Independence) moves to Mon 2025-09-08", async () => {
    const { res } = await calculate({
      actionType: "apelacao_criminal",
      jurisdiction: "brazil",
      court: "TJ",
      baseDate: "2025-09-02",
      baseEvent: "notice",
    });
    const body = (await res.json()) as Answer;
    expect(body.deadline).toMatchObject({ dueDate: "2025-09-08", unit: "calendar" });
  });

  it("U1: an answer served Fri 2025-06-13 ends on Independence Day and is due Mon 2025-07-07", async () => {
    const { res } = await calculate({
      actionType: "answer",
      jurisdiction: "usa",
      court: "federal",
      baseDate: "2025-06-13",
    });
    const body = (await res.json()) as Answer;
    expect(body.deadline.dueDate).toBe("2025-07-07");
    expect(skipped(body, "2025-07-04")?.reason?.en).toContain("Independence Day");
    expect(body.result).toContain("Independence Day");
  });

  it("U2: 60 days after a waiver request sent Wed 2025-01-15 is due Mon 2025-03-17", async () => {
    const { res } = await calculate({
      actionType: "answer_after_waiver",
      jurisdiction: "usa",
      court: "federal",
      baseDate: "2025-01-15",
      baseEvent: "waiver_sent",
    });
    expect(((await res.json()) as Answer).deadline.dueDate).toBe("2025-03-17");
  });

  it("U4: notice of appeal with the US a party, judgment entered Wed 2025-09-10, is due Mon 2025-11-10", async () => {
    const { res } = await calculate({
      actionType: "notice_of_appeal",
      jurisdiction: "usa",
      court: "federal",
      baseDate: "2025-09-10",
      baseEvent: "entry",
      partyType: "united_states",
    });
    expect(((await res.json()) as Answer).deadline.dueDate).toBe("2025-11-10");
  });

  it("extends a court's calendar with a closed day recorded for it", async () => {
    const { client: c, email } = await signedInUser();
    const user = await env.DB.prepare("SELECT id FROM users WHERE email = ?").bind(email).first<{ id: string }>();
    await env.DB.prepare(
      "INSERT INTO court_closed_days (id, user_id, court, date, reason, created_at, updated_at) VALUES (?, ?, 'TJSP', '2025-04-01', 'Indisponibilidade do sistema', 0, 0)",
    )
      .bind(`ccd_${Date.now()}`, user?.id)
      .run();
    const res = await c.request("/api/legal-ai/calculate-deadlines", {
      method: "POST",
      json: {
        actionType: "apelacao",
        jurisdiction: "brazil",
        court: "TJSP",
        baseDate: "2025-03-10",
        baseEvent: "availability",
        language: "EN",
      },
    });
    const body = (await res.json()) as Answer;
    expect(body.deadline.dueDate).toBe("2025-04-02");
    expect(skipped(body, "2025-04-01")?.reason?.en).toContain("Indisponibilidade");
  });

  it("answers 400 UNKNOWN_ACTION_TYPE and UNKNOWN_COURT with clear messages", async () => {
    const { res } = await calculate({
      actionType: "telepathic_motion",
      jurisdiction: "brazil",
      court: "TJ",
      baseDate: "2025-03-10",
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: "UNKNOWN_ACTION_TYPE" });
    const { res: res2 } = await calculate({
      actionType: "apelacao",
      jurisdiction: "brazil",
      court: "TJXX",
      baseDate: "2025-03-10",
    });
    expect(res2.status).toBe(400);
    expect(await res2.json()).toMatchObject({ code: "UNKNOWN_COURT" });
  });

  it("validates the date format and requires a signed-in user", async () => {
    const { res } = await calculate({
      actionType: "apelacao",
      jurisdiction: "brazil",
      court: "TJ",
      baseDate: "10/03/2025",
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: "VALIDATION_ERROR" });
    const anonymous = await client().request("/api/legal-ai/calculate-deadlines", {
      method: "POST",
      json: { actionType: "apelacao", jurisdiction: "brazil", court: "TJ", baseDate: "2025-03-10" },
    });
    expect(anonymous.status).toBe(401);
  });
});
