import { describe, expect, it } from "vitest";
import {
  calculateDeadline,
  DeadlineError,
  type DeadlineInput,
  dueDateForMention,
  explainDeadline,
  listActionTypes,
  listCourts,
} from "./calculate.ts";

const br = (over: Partial<DeadlineInput>): DeadlineInput => ({
  actionType: "apelacao",
  jurisdiction: "brazil",
  court: "TJ",
  baseDate: "2025-03-11",
  ...over,
});
const us = (over: Partial<DeadlineInput>): DeadlineInput => ({
  actionType: "answer",
  jurisdiction: "usa",
  court: "federal",
  baseDate: "2025-06-13",
  ...over,
});
const notesEn = (r: { notes: { en: string }[] }) => r.notes.map((n) => n.en).join("\n");

function errorOf(fn: () => unknown): DeadlineError {
  try {
    fn();
  } catch (error) {
    if (error instanceof DeadlineError) return error;
    throw error;
  }
  throw new Error("expected a DeadlineError");
}

describe("CPC deadlines", () => {
  it("counts from the business day after a publication date when no base event is given", () => {
    const r = calculateDeadline(br({}));
    expect(r.startDate).toBe("2025-03-11");
    expect(r.dueDate).toBe("2025-04-01");
    // The note names the event as the forms show it, never the API's field name.
    expect(notesEn(r)).toContain('"Made available in the electronic gazette (DJe/DJEN)"');
    expect(notesEn(r)).not.toContain("baseEvent");
  });

  it("doubles the period for the public treasury, the prosecutor and the public defender", () => {
    const cases = [
      ["public_treasury", "CPC art. 183"],
      ["public_prosecutor", "CPC art. 180"],
      ["public_defender", "CPC art. 186"],
    ] as const;
    for (const [partyType, article] of cases) {
      const r = calculateDeadline(br({ actionType: "contestacao", partyType }));
      expect(r.days).toBe(30);
      expect(r.basis).toContain(article.replace("CPC ", ""));
      expect(notesEn(r)).toContain(article);
    }
  });

  it("does not double the voluntary payment period of art. 523", () => {
    const r = calculateDeadline(br({ actionType: "pagamento_voluntario", partyType: "public_defender" }));
    expect(r.days).toBe(15);
  });

  it("moves the first counted day off Ash Wednesday to Thursday (CPC art. 224 §1)", () => {
    const r = calculateDeadline(br({ actionType: "embargos_declaracao", baseDate: "2026-02-13" }));
    const ash = r.audit.find((e) => e.date === "2026-02-18");
    expect(ash?.action).toBe("skipped");
    expect(ash?.reason?.en).toContain("224 §1");
    expect(r.firstCountedDay).toBe("2026-02-19");
    expect(r.dueDate).toBe("2026-02-25");
  });

  it("moves a last day on Ash Wednesday to the next business day", () => {
    const r = calculateDeadline(br({ actionType: "embargos_declaracao", baseDate: "2026-02-09" }));
    const ash = r.audit.find((e) => e.date === "2026-02-18");
    expect(ash?.action).toBe("extended");
    expect(ash?.count).toBe(5);
    expect(r.dueDate).toBe("2026-02-19");
  });

  it("counts Ash Wednesday as a business day inside the period", () => {
    const r = calculateDeadline(br({ baseDate: "2026-02-05" }));
    const ash = r.audit.find((e) => e.date === "2026-02-18");
    expect(ash?.action).toBe("counted");
    expect(ash?.count).toBe(7);
  });

  it("starts the count on 21 January for a publication during the art. 220 suspension, and says so", () => {
    const r = calculateDeadline(br({ court: "TJSP", baseDate: "2026-01-05" }));
    expect(r.firstCountedDay).toBe("2026-01-21");
    expect(r.basis).toContain("art. 220");
    expect(notesEn(r)).toContain("within a suspension");
  });

  it("suspends deadlines before the STJ in July and skips 11 August", () => {
    const r = calculateDeadline(br({ actionType: "agravo_interno", court: "STJ", baseDate: "2025-06-30" }));
    expect(r.firstCountedDay).toBe("2025-07-01");
    expect(r.audit.find((e) => e.count === 2 && e.action === "counted")?.date).toBe("2025-08-01");
    expect(r.audit.find((e) => e.date === "2025-08-11")?.action).toBe("skipped");
    expect(r.dueDate).toBe("2025-08-21");
    expect(r.basis).toContain("LOMAN art. 66 §1");
  });

  it("treats a notice on a Saturday as made on Monday, so counting starts Tuesday", () => {
    const r = calculateDeadline(br({ actionType: "embargos_declaracao", baseDate: "2025-03-15", baseEvent: "notice" }));
    expect(r.startDate).toBe("2025-03-17");
    expect(r.firstCountedDay).toBe("2025-03-18");
  });

  it("skips a closed day passed in by the caller, names it, and reminds to prove a local holiday in appeals", () => {
    const r = calculateDeadline(
      br({
        court: "TJSP",
        extraClosedDays: [{ date: "2025-03-20", reason: "Feriado municipal (Lei municipal 1/2000)" }],
      }),
    );
    expect(r.audit.find((e) => e.date === "2025-03-20")?.reason?.pt).toContain("Feriado municipal");
    expect(r.dueDate).toBe("2025-04-02");
    expect(notesEn(r)).toContain("CPC art. 1.003 §6");
  });

  it("counts a custom period backward in business days from a hearing", () => {
    const r = calculateDeadline(
      br({
        actionType: "custom",
        days: 5,
        unit: "business",
        baseDate: "2025-11-24",
        baseEvent: "trial",
        direction: "backward",
      }),
    );
    expect(r.dueDate).toBe("2025-11-14");
    expect(r.audit.find((e) => e.date === "2025-11-20")?.action).toBe("skipped");
  });

  it("counts a substantive calendar-day period under CC art. 132 without the suspension", () => {
    const r = calculateDeadline(br({ actionType: "custom", days: 120, unit: "calendar", baseDate: "2025-01-10" }));
    expect(r.dueDate).toBe("2025-05-12");
    expect(r.basis).toContain("CC art. 132");
    const december = calculateDeadline(
      br({ actionType: "custom", days: 10, unit: "calendar", baseDate: "2025-12-15" }),
    );
    expect(december.dueDate).toBe("2025-12-26");
  });
});

describe("Juizados, CLT and CPP deadlines", () => {
  it("gives 10 business days for the recurso inominado and no double period for the public treasury", () => {
    const r = calculateDeadline(br({ actionType: "recurso inominado", court: "JEC", partyType: "public_treasury" }));
    expect(r.days).toBe(10);
    expect(r.system).toBe("juizados");
    expect(notesEn(r)).toContain("Lei 12.153/2009");
  });

  it("reads apelação before a small-claims court as the recurso inominado", () => {
    expect(calculateDeadline(br({ court: "JEC-SP" })).rule.id).toBe("recurso_inominado");
  });

  it("reads embargos de declaração before a labour court as the CLT rule and says so", () => {
    const r = calculateDeadline(br({ actionType: "Embargos de Declaração", court: "TRT1" }));
    expect(r.rule.id).toBe("embargos_declaracao_trabalhista");
    expect(r.basis).toContain("CLT art. 897-A");
    expect(notesEn(r)).toContain("computed as");
  });

  it("reads embargos de declaração in a criminal case as 2 calendar days (CPP art. 619)", () => {
    const r = calculateDeadline(br({ actionType: "embargos_declaracao", system: "cpp", baseDate: "2025-09-02" }));
    expect(r.rule.id).toBe("embargos_declaracao_criminal");
    expect(r.days).toBe(2);
    expect(r.unit).toBe("calendar");
  });

  it("doubles the labour appeal for the public treasury (Decreto-Lei 779/1969)", () => {
    const r = calculateDeadline(
      br({ actionType: "recurso_ordinario_trabalhista", court: "TRT3", partyType: "public_treasury" }),
    );
    expect(r.days).toBe(16);
    expect(r.basis).toContain("Decreto-Lei 779/1969");
  });

  it("starts a criminal period on Monday after a Friday notice (STF Súmula 310)", () => {
    const r = calculateDeadline(br({ actionType: "apelacao_criminal", baseDate: "2025-10-03", baseEvent: "notice" }));
    expect(r.firstCountedDay).toBe("2025-10-06");
    expect(r.dueDate).toBe("2025-10-10");
  });

  it("suspends a criminal period over 20 Dec – 20 Jan unless the case is exempt (CPP art. 798-A)", () => {
    const base = br({ actionType: "apelacao_criminal", baseDate: "2025-12-17", baseEvent: "notice" });
    expect(calculateDeadline(base).dueDate).toBe("2026-01-23");
    expect(notesEn(calculateDeadline(base))).toContain("798-A");
    expect(calculateDeadline({ ...base, suspensionExempt: true }).dueDate).toBe("2025-12-22");
  });

  it("doubles a criminal period for the public defender but not for the prosecutor", () => {
    expect(calculateDeadline(br({ actionType: "apelacao_criminal", partyType: "public_defender" })).days).toBe(10);
    const mp = calculateDeadline(br({ actionType: "apelacao_criminal", partyType: "public_prosecutor" }));
    expect(mp.days).toBe(5);
    expect(notesEn(mp)).toContain("no double period in criminal");
  });
});

describe("US federal deadlines", () => {
  it("adds 3 days for mail service of interrogatories and rolls off the weekend (FRCP 6(d))", () => {
    const mail = calculateDeadline(
      us({ actionType: "interrogatory_responses", baseDate: "2025-06-02", serviceMethod: "mail" }),
    );
    expect(mail.audit.filter((e) => e.action === "extended" && e.reason?.en.includes("6(d)"))).toHaveLength(3);
    expect(mail.dueDate).toBe("2025-07-07");
    expect(mail.basis).toContain("FRCP 6(d)");
    const electronic = calculateDeadline(
      us({ actionType: "interrogatory_responses", baseDate: "2025-06-02", serviceMethod: "electronic" }),
    );
    expect(electronic.dueDate).toBe("2025-07-02");
  });

  it("does not add 3 days to an answer to a summons served by mail", () => {
    const r = calculateDeadline(us({ serviceMethod: "mail" }));
    expect(r.dueDate).toBe("2025-07-07");
    expect(notesEn(r)).toContain("Rule 4");
  });

  it("gives the United States 60 days to answer (FRCP 12(a)(2))", () => {
    const r = calculateDeadline(us({ partyType: "united_states" }));
    expect(r.rule.id).toBe("answer_us_party");
    expect(r.days).toBe(60);
  });

  it("gives 28 days for a Rule 59 motion and says it cannot be extended", () => {
    const r = calculateDeadline(us({ actionType: "Rule 59", baseDate: "2025-09-10", baseEvent: "entry" }));
    expect(r.dueDate).toBe("2025-10-08");
    expect(notesEn(r)).toContain("6(b)(2)");
  });

  it("gives 30 days for a notice of appeal and 30 days for interrogatory answers", () => {
    expect(calculateDeadline(us({ actionType: "notice of appeal", baseDate: "2025-09-10" })).dueDate).toBe(
      "2025-10-10",
    );
    expect(calculateDeadline(us({ actionType: "interrogatory_responses", baseDate: "2025-03-03" })).dueDate).toBe(
      "2025-04-02",
    );
  });

  it("adds state holidays only to forward periods (FRCP 6(a)(6)(C))", () => {
    const forward = us({ actionType: "custom", days: 10, unit: "calendar", baseDate: "2025-04-11", usState: "MA" });
    expect(calculateDeadline(forward).dueDate).toBe("2025-04-22");
    expect(calculateDeadline({ ...forward, usState: undefined }).dueDate).toBe("2025-04-21");
    const backward = us({
      actionType: "custom",
      days: 10,
      baseDate: "2025-05-01",
      direction: "backward",
      usState: "MA",
    });
    expect(calculateDeadline(backward).dueDate).toBe("2025-04-21");
  });
});

describe("errors", () => {
  it("rejects an unknown action type with UNKNOWN_ACTION_TYPE and a bilingual message", () => {
    const e = errorOf(() => calculateDeadline(br({ actionType: "mandado_de_pizza" })));
    expect(e.code).toBe("UNKNOWN_ACTION_TYPE");
    expect(e.messages.en).toContain("mandado_de_pizza");
    expect(e.messages.pt).toContain("desconhecido");
  });

  it("rejects an unknown court with UNKNOWN_COURT", () => {
    expect(errorOf(() => calculateDeadline(br({ court: "TJXX" }))).code).toBe("UNKNOWN_COURT");
    expect(errorOf(() => calculateDeadline(br({ court: "TRT25" }))).code).toBe("UNKNOWN_COURT");
  });

  it("rejects impossible or malformed dates with INVALID_DATE", () => {
    expect(errorOf(() => calculateDeadline(br({ baseDate: "2025-02-30" }))).code).toBe("INVALID_DATE");
    expect(errorOf(() => calculateDeadline(br({ baseDate: "11/03/2025" }))).code).toBe("INVALID_DATE");
  });

  it("rejects a deadline, court or party of the other jurisdiction with JURISDICTION_MISMATCH", () => {
    expect(errorOf(() => calculateDeadline(us({ actionType: "apelacao" }))).code).toBe("JURISDICTION_MISMATCH");
    expect(errorOf(() => calculateDeadline(us({ court: "TJSP" }))).code).toBe("JURISDICTION_MISMATCH");
    expect(errorOf(() => calculateDeadline(br({ partyType: "united_states" }))).code).toBe("JURISDICTION_MISMATCH");
  });

  it("rejects inconsistent input with INVALID_INPUT", () => {
    const cases: DeadlineInput[] = [
      br({ actionType: "recurso_ordinario_trabalhista", court: "TJSP" }),
      br({ actionType: "custom" }),
      br({ baseDate: "2015-06-01" }),
      br({ days: 10 }),
      br({ extraClosedDays: [{ date: "2025-03-20", reason: " " }] }),
      us({ actionType: "custom", days: 10, unit: "business" }),
      us({ baseEvent: "availability" }),
      br({ partyType: "mayor" as never }),
    ];
    for (const input of cases) expect(errorOf(() => calculateDeadline(input)).code).toBe("INVALID_INPUT");
  });
});

describe("document pipeline and option lists", () => {
  it("turns 'no prazo de 15 dias' with a known publication date into the same audited result", () => {
    const r = dueDateForMention({
      days: 15,
      jurisdiction: "brazil",
      startDate: "2025-03-11",
      text: "no prazo de 15 dias",
    });
    expect(r.dueDate).toBe("2025-04-01");
    expect(r.rule.id).toBe("custom");
    expect(r.notes[0]?.pt).toContain("no prazo de 15 dias");
    expect(r.audit.filter((e) => e.action === "counted")).toHaveLength(15);
  });

  it("explains a result in English and Portuguese with the weekday, basis and every skipped day", () => {
    const r = calculateDeadline(
      br({ actionType: "embargos_declaracao", baseDate: "2025-11-14", baseEvent: "availability" }),
    );
    const en = explainDeadline(r, "en");
    expect(en).toContain("Due date: Tuesday, November 25, 2025");
    expect(en).toContain("CPC art. 1.023");
    expect(en).toContain("Thu 2025-11-20: Black Consciousness Day");
    const pt = explainDeadline(r, "pt");
    expect(pt).toContain("Vencimento: terça-feira, 25/11/2025");
    expect(pt).toContain("Dia Nacional de Zumbi e da Consciência Negra");
  });

  it("lists action types per jurisdiction, each with days, unit and basis", () => {
    const usTypes = listActionTypes("usa").map((a) => a.id);
    expect(usTypes).toEqual(
      expect.arrayContaining(["answer", "answer_after_waiver", "rule_59_motion", "notice_of_appeal"]),
    );
    expect(usTypes).not.toContain("apelacao");
    for (const a of listActionTypes()) {
      expect(a.days).toBeGreaterThan(0);
      expect(a.basis).not.toBe("");
    }
  });

  it("lists every court of the spec and flags partial calendars", () => {
    const courts = listCourts();
    const ids = courts.map((c) => c.id);
    for (const id of [
      "STF",
      "STJ",
      "TST",
      "TRF",
      "TJ",
      "TJSP",
      "TJRJ",
      "TJMG",
      "TJRS",
      "TJDFT",
      "TRF6",
      "TRT24",
      "JEC",
      "federal",
    ]) {
      expect(ids).toContain(id);
    }
    expect(courts.find((c) => c.id === "TJMG")?.calendarNote?.en).toContain("Belo Horizonte");
  });
});
