import { describe, expect, it } from "vitest";
import { fakeCourtListenerUrl, fakeDataJudUrl, fakeKey, receivedWith } from "../../test/fake-jurisprudence.ts";
import { rejection } from "../../test/rejection.ts";
import { courtListenerAdapter, courtParameter } from "./courtlistener.ts";
import { dataJudAdapter, dataJudAliases } from "./datajud.ts";
import { JurisprudenceError, type JurisprudenceQuery, jurisprudenceSettings } from "./jurisprudence.ts";

// The real adapters over real HTTP against loopback fakes of CourtListener and DataJud.

const US_QUERY: JurisprudenceQuery = {
  court: "cal",
  keywords: ["non-compete", "16600"],
  theme: "employee restraint of trade",
  fromYear: 2005,
  toYear: 2024,
  language: "en",
  limit: 5,
};

const BR_QUERY: JurisprudenceQuery = {
  court: "TJSP",
  keywords: ["dano moral"],
  theme: "rescisão contratual",
  fromYear: 2022,
  toYear: null,
  language: "pt",
  limit: 4,
};

const failure = (p: Promise<unknown>) => rejection(p, JurisprudenceError);

describe("CourtListener adapter", () => {
  it("sends the v4 opinion search with the token header and reads clusters into decisions", async () => {
    const token = fakeKey("ok");
    const adapter = courtListenerAdapter({ baseUrl: fakeCourtListenerUrl(), token });
    const decisions = await adapter.search(US_QUERY);

    const [request] = await receivedWith(token);
    expect(request?.authorization).toBe(`Token ${token}`);
    expect(request?.query).toMatchObject({
      type: "o",
      court: "cal",
      filed_after: "2005-01-01",
      filed_before: "2024-12-31",
      order_by: "score desc",
    });
    expect(request?.query.q).toBe("(non-compete AND 16600) AND (employee OR restraint OR trade)");
    expect(decisions).toHaveLength(2);
    expect(decisions[0]).toMatchObject({
      origin: "courtlistener",
      title: "Edwards v. Arthur Andersen LLP",
      court: "California Supreme Court",
      date: "2008-08-07",
      caseNumber: "S147190",
      url: "https://www.courtlistener.com/opinion/4801970/edwards-v-arthur-andersen-llp/",
      citations: ["44 Cal. 4th 937", "189 P.3d 285"],
    });
    expect(decisions[0]?.excerpt).toContain("Section 16600");
  });

  it("maps the page's court names to CourtListener ids and drops Brazilian courts", () => {
    expect(courtParameter("Supreme Court")).toBe("scotus");
    expect(courtParameter("9th Circuit")).toBe("ca9");
    expect(courtParameter("ca2")).toBe("ca2");
    expect(courtParameter("STJ")).toBeNull();
  });

  it("classifies 429, 401, a timeout and a body that is not JSON without echoing the body", async () => {
    const base = fakeCourtListenerUrl();
    const search = (token: string, timeoutMs?: number) =>
      courtListenerAdapter({ baseUrl: base, token, timeoutMs }).search(US_QUERY);
    expect((await failure(search(fakeKey("rate-limit")))).kind).toBe("rate_limited");
    expect((await failure(search(fakeKey("bad")))).kind).toBe("rejected");
    expect((await failure(search(fakeKey("malformed")))).kind).toBe("malformed");
    const slow = await failure(search(fakeKey("slow"), 200));
    expect(slow.kind).toBe("timeout");
    expect(slow.message).not.toContain("throttled");
  });
});

describe("DataJud adapter", () => {
  it("posts an Elasticsearch query to the court's index with the APIKey header and reads case metadata", async () => {
    const apiKey = fakeKey("ok");
    const decisions = await dataJudAdapter({ baseUrl: fakeDataJudUrl(), apiKey }).search(BR_QUERY);

    const [request] = await receivedWith(apiKey);
    expect(request).toMatchObject({ method: "POST", path: "/datajud/api_publica_tjsp/_search" });
    expect(request?.authorization).toBe(`APIKey ${apiKey}`);
    const body = request?.body as { query: { bool: { must: unknown[]; filter: unknown[] } }; size: number };
    expect(body.size).toBe(4);
    expect(body.query.bool.must).toEqual([
      {
        multi_match: {
          query: "dano moral",
          fields: ["assuntos.nome^3", "classe.nome^2", "orgaoJulgador.nome"],
          operator: "and",
        },
      },
    ]);
    expect(body.query.bool.filter).toEqual([{ range: { dataAjuizamento: { gte: "2022-01-01" } } }]);
    expect(decisions[0]).toMatchObject({
      origin: "datajud",
      court: "TJSP — 12ª Câmara de Direito Privado",
      caseNumber: "1004523-10.2022.8.26.0100",
      outcome: "Provimento em Parte",
      date: "2023-05-18",
    });
    expect(decisions[0]?.excerpt).toContain("Indenização por Dano Moral");
  });

  it("searches the six regional federal courts for TRF and refuses a court without its own index", async () => {
    expect(dataJudAliases("TRF")).toHaveLength(6);
    expect(dataJudAliases("trt2")).toEqual(["api_publica_trt2"]);
    expect(dataJudAliases("STF")).toEqual([]);
    const adapter = dataJudAdapter({ baseUrl: fakeDataJudUrl(), apiKey: fakeKey("ok") });
    expect((await failure(adapter.search({ ...BR_QUERY, court: "TJ" }))).kind).toBe("unsupported");
  });

  it("classifies a throttled or wrong key", async () => {
    const search = (apiKey: string) => dataJudAdapter({ baseUrl: fakeDataJudUrl(), apiKey }).search(BR_QUERY);
    expect((await failure(search(fakeKey("rate-limit")))).kind).toBe("rate_limited");
    expect((await failure(search(fakeKey("bad")))).kind).toBe("rejected");
  });
});

describe("JURISPRUDENCE_PROVIDER", () => {
  it("always searches local; a public source without its key is reported missing, unknown names ignored", () => {
    const env = { JURISPRUDENCE_PROVIDER: "courtlistener, datajud, westlaw", DATAJUD_API_KEY: "" } as unknown as Env;
    const s = jurisprudenceSettings(env);
    expect([...s.providers].sort()).toEqual(["courtlistener", "datajud", "local"]);
    expect(s.adapters.map((a) => a.name)).toEqual(["courtlistener"]);
    expect(s.missing).toEqual(["datajud"]);
    expect(jurisprudenceSettings({} as Env).adapters).toEqual([]);
  });
});
