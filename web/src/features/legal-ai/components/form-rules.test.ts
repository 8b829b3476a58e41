import { describe, expect, it } from "vitest";
import { en } from "../../../i18n/en.ts";
import { pt } from "../../../i18n/pt.ts";
import { ApiError } from "../../../lib/api.ts";
import {
  checkClause,
  checkDeadline,
  checkJurisprudence,
  checkResearch,
  errorMessage,
  splitList,
} from "./form-rules.ts";

describe("splitList", () => {
  it("splits on commas, trims each item and drops blank ones", () => {
    expect(splitList("  dano moral, , consumidor ,bancário ,")).toEqual(["dano moral", "consumidor", "bancário"]);
  });

  it("gives an empty list for blanks and lone commas", () => {
    expect(splitList(" , ,  ")).toEqual([]);
  });
});

describe("the Legal AI form checks", () => {
  const blankJurisprudence = {
    court: "",
    keywords: " , ",
    theme: "  ",
    period: "",
    jurisdiction: "",
    language: "en",
  } as const;

  it("name every missing required field of the jurisprudence form in English", () => {
    const checked = checkJurisprudence(blankJurisprudence, en.legalAi);
    expect(checked).toEqual({
      ok: false,
      errors: {
        court: "Court is required.",
        keywords: "Keywords: enter at least one item (separate with commas).",
        theme: "Theme is required.",
        jurisdiction: "Jurisdiction is required.",
      },
    });
  });

  it("name every missing required field of the jurisprudence form in Portuguese", () => {
    const checked = checkJurisprudence(blankJurisprudence, pt.legalAi);
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(checked.errors.theme).toBe("Tema: campo obrigatório.");
    expect(checked.errors.keywords).toBe("Palavras-chave: informe ao menos um item (separe com vírgulas).");
  });

  it("leave the period optional but reject one that is not a year or a range", () => {
    const valid = {
      court: "STJ",
      keywords: "dano moral",
      theme: "consumidor",
      jurisdiction: "brazil",
      language: "pt",
    } as const;
    expect(checkJurisprudence({ ...valid, period: "" }, pt.legalAi).ok).toBe(true);
    expect(checkJurisprudence({ ...valid, period: "2019-2024" }, pt.legalAi)).toMatchObject({
      ok: true,
      request: { period: "2019-2024", keywords: ["dano moral"], language: "PT" },
    });
    expect(checkJurisprudence({ ...valid, period: "last year" }, en.legalAi)).toMatchObject({
      ok: false,
      errors: { period: "Period: use a year (2020) or a range (2019-2024)." },
    });
  });

  it("send the clause's parties and terms as trimmed lists, and the state only for the USA", () => {
    const checked = checkClause(
      {
        clauseType: "non_compete",
        parties: " Acme Inc. ,  Jane Roe ",
        specificTerms: "12 months, , statewide ",
        jurisdiction: "usa",
        usState: "ca",
        language: "en",
      },
      en.legalAi,
    );
    expect(checked).toEqual({
      ok: true,
      request: {
        clauseType: "non_compete",
        parties: ["Acme Inc.", "Jane Roe"],
        specificTerms: ["12 months", "statewide"],
        jurisdiction: "usa",
        usState: "CA",
        language: "EN",
      },
    });
  });

  it("send a deadline's service method and state only for the USA, and require the base date", () => {
    const values = {
      actionType: "answer",
      court: "federal",
      baseDate: "2025-03-10",
      baseEvent: "",
      partyType: "",
      serviceMethod: "mail",
      usState: "ny",
      days: "",
      unit: "business",
      language: "en",
    } as const;
    expect(checkDeadline({ ...values, jurisdiction: "usa" }, en.legalAi)).toEqual({
      ok: true,
      request: {
        actionType: "answer",
        jurisdiction: "usa",
        court: "federal",
        baseDate: "2025-03-10",
        language: "EN",
        serviceMethod: "mail",
        usState: "NY",
      },
    });
    const brazil = checkDeadline({ ...values, jurisdiction: "brazil", baseDate: "" }, pt.legalAi);
    expect(brazil).toEqual({ ok: false, errors: { baseDate: "Data-base: campo obrigatório." } });
  });

  it("ask a custom period for its days, a whole number within the calculator's bound", () => {
    const custom = {
      actionType: "custom",
      court: "TJSP",
      baseDate: "2025-03-10",
      jurisdiction: "brazil",
      baseEvent: "",
      partyType: "",
      serviceMethod: "",
      usState: "",
      unit: "calendar",
      language: "pt",
    } as const;
    expect(checkDeadline({ ...custom, days: "2.5" }, pt.legalAi)).toEqual({
      ok: false,
      errors: { days: "Dias: um número inteiro de 1 a 1000." },
    });
    expect(checkDeadline({ ...custom, days: "10" }, pt.legalAi)).toMatchObject({
      ok: true,
      request: { actionType: "custom", days: 10, unit: "calendar" },
    });
  });

  it("keep research sources optional and require topic and depth", () => {
    const checked = checkResearch(
      { topic: " ", sources: [], depth: "", jurisdiction: "brazil", language: "pt" },
      pt.legalAi,
    );
    expect(checked).toEqual({
      ok: false,
      errors: { topic: "Tema: campo obrigatório.", depth: "Profundidade: campo obrigatório." },
    });
  });
});

describe("errorMessage", () => {
  it("shows the provider rate-limit message on a 429, in both languages", () => {
    const err = new ApiError(429, JSON.stringify({ error: { code: "AI_RATE_LIMITED", message: "Too many" } }));
    expect(errorMessage(err, en)).toBe("AI provider rate limit reached. Please wait a few seconds and try again.");
    expect(errorMessage(err, pt)).toBe(
      "Limite de requisições do provedor de IA atingido. Aguarde alguns segundos e tente novamente.",
    );
  });

  it("shows the rate-limit message for an answer whose error mentions 'Rate limit'", () => {
    expect(errorMessage("Rate limit exceeded for model x", en)).toBe(en.legalAi.rateLimit);
  });

  it("shows the server's message for any other error", () => {
    const err = new ApiError(400, JSON.stringify({ error: { code: "VALIDATION_ERROR", message: "Use en or pt." } }));
    expect(errorMessage(err, en)).toBe("Use en or pt.");
  });
});
