import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { type SearchResultDto, TOTAL_HEADER } from "../../../common/api/search.ts";
import { type Client, signedInUser } from "../../test/helpers.ts";
import { seedDocument, userIdOf } from "../../test/seed-documents.ts";
import { conceptTokens, snippetOf } from "./matcher.ts";
import { expandQuery, snippetMatcher } from "./query.ts";
import { RANK_WINDOW } from "./search.repo.ts";

// Concepts across languages, facets, paging and true totals, over one user's archive next to another user's.
let lawyer: Client;
let other: Client;
const ids: Record<string, string> = {};
const ARCHIVE = 70;
const THEIRS = 55;

async function page(c: Client, body: Record<string, unknown>) {
  const res = await c.request("/api/documents/search", { method: "POST", json: body });
  expect(res.status, JSON.stringify(body)).toBe(200);
  return { total: Number(res.headers.get(TOTAL_HEADER)), list: (await res.json()) as SearchResultDto[] };
}

beforeAll(async () => {
  lawyer = (await signedInUser()).client;
  other = (await signedInUser()).client;
  const me = await userIdOf(lawyer);
  const them = await userIdOf(other);
  ids.enLaw = await seedDocument(env, me, {
    fileName: "msa.txt",
    text: "12. This Agreement shall be governed by and construed in accordance with the laws of the State of Delaware.",
    keyFindings: [{ type: "governing_law", value: "laws of the State of Delaware", confidence: 0.9 }],
    parties: [{ name: "Globex Corporation" }],
    entities: [
      { type: "MONEY", value: "USD 250,000", normalized: { amount: 250_000, currency: "USD" }, confidence: 0.9 },
      { type: "COURT", value: "Delaware Court of Chancery", confidence: 0.9 },
    ],
  });
  ids.ptForo = await seedDocument(env, me, {
    fileName: "contrato.txt",
    text: "CLÁUSULA DÉCIMA. Fica eleito o foro da Comarca de São Paulo para dirimir quaisquer dúvidas.",
    language: "pt",
    jurisdiction: "brazil",
    parties: [{ name: "Alfa Tecnologia Ltda." }],
    entities: [
      { type: "MONEY", value: "R$ 5.000,00", normalized: { amount: 5_000, currency: "BRL" }, confidence: 0.9 },
    ],
  });
  ids.ptNonCompete = await seedDocument(env, me, {
    fileName: "quotas.txt",
    text: "O VENDEDOR obriga-se a não exercer, direta ou indiretamente, atividade concorrente com a da Sociedade.",
    language: "pt",
    jurisdiction: "brazil",
    // The engine named the signatory as the party and the company only as an organisation.
    parties: [{ name: "Carlos Lima" }],
    entities: [{ type: "ORGANIZATION", value: "DELTA   ENGENHARIA S.A.", confidence: 0.9 }],
  });
  ids.enForce = await seedDocument(env, me, {
    fileName: "supply.txt",
    text: "Delays caused by acts of God, natural disasters or acts of civil authority shall not constitute a default.",
  });
  const archive = Array.from({ length: ARCHIVE }, (_, i) =>
    seedDocument(env, me, { fileName: `nda-${i}.txt`, text: `Each party shall keep secret the other's data. ${i}` }),
  );
  // The other user's archive says the same things: never counted, never returned.
  const theirs = Array.from({ length: THEIRS }, (_, i) =>
    seedDocument(env, them, { fileName: `theirs-${i}.txt`, text: "Governed by the laws of New York. Sigilo." }),
  );
  await Promise.all([...archive, ...theirs]);
}, 120_000);

describe("concepts found at indexing time, in either language", () => {
  it("states a concept once per mention, in a heading or only in the body", () => {
    expect(conceptTokens("Fica eleito o foro da Comarca de Campinas")).toContain("cxjurisdictionclause");
    expect(conceptTokens("shall not engage in any business that competes with the Company")).toContain("cxnoncompete");
    expect(conceptTokens("RESCISÃO. O contrato poderá ser rescindido.").split(" ")).toEqual([
      "cxtermination",
      "cxtermination",
    ]);
  });

  it("finds the Portuguese 'foro' clause for 'governing law' and the English one for 'lei aplicável'", async () => {
    for (const query of ["governing law", "lei aplicável", "foro de eleição"]) {
      const ids_ = (await page(lawyer, { query })).list.map((r) => r.id);
      expect(ids_, query).toEqual(expect.arrayContaining([ids.enLaw, ids.ptForo]));
    }
  });

  it("finds non-compete and force majeure said only in the body, across languages", async () => {
    expect((await page(lawyer, { query: "non-compete" })).list.map((r) => r.id)).toEqual([ids.ptNonCompete]);
    expect((await page(lawyer, { query: "força maior" })).list.map((r) => r.id)).toEqual([ids.enForce]);
  });

  it("highlights the clause's own words in the snippet", async () => {
    const hit = (await page(lawyer, { query: "lei aplicável" })).list.find((r) => r.id === ids.enLaw);
    expect(hit?.snippet).toMatch(/«governed by[^»]*»/);
    expect(snippetOf("nothing here", snippetMatcher(expandQuery("sigilo")))).toBeNull();
  });

  it("bounds the snippet scan of a page: past the shared budget a long text is read only in its first slice", () => {
    const matcher = snippetMatcher(expandQuery("sigilo"));
    const deep = `${"Lorem ipsum dolor sit amet. ".repeat(700)}Cláusula de sigilo.`;
    expect(snippetOf(deep, matcher)).toMatch(/«sigilo»/);
    const budget = { chars: 30_000 };
    const snippets = Array.from({ length: 50 }, () => snippetOf(deep, matcher, budget));
    expect(snippets[0]).toMatch(/«sigilo»/);
    expect(snippets.at(-1)).toBeNull();
    // 50 texts of ~20,000 characters: at most the budget plus one first slice (~2,000) per row was read.
    expect(30_000 - budget.chars).toBeLessThan(30_000 + 50 * 2_100 + 20_000);
  });
});

describe("facets from the engine's findings", () => {
  it("filters by clause type, party (or an organisation the text names), court and amount, alone or with a query", async () => {
    const only = async (filters: Record<string, unknown>, query = "") =>
      (await page(lawyer, { query, filters })).list.map((r) => r.id);
    expect(await only({ clauseType: "governing_law" })).toEqual([ids.enLaw]);
    expect(await only({ party: "globex" })).toEqual([ids.enLaw]);
    expect(await only({ party: "Alfa Tecnologia" }, "foro")).toEqual([ids.ptForo]);
    expect(await only({ party: "Delta Engenharia" })).toEqual([ids.ptNonCompete]);
    expect(await only({ party: "Carlos Lima" })).toEqual([ids.ptNonCompete]);
    expect(await only({ court: "chancery" })).toEqual([ids.enLaw]);
    expect(await only({ minAmount: 100_000 })).toEqual([ids.enLaw]);
    expect((await only({ minAmount: 1_000 })).sort()).toEqual([ids.enLaw, ids.ptForo].sort());
    expect(await only({ clauseType: "governing_law" }, "foro")).toEqual([ids.enLaw]);
    expect(await only({ clauseType: "governing_law" }, "sigilo")).toEqual([]);
  });

  it("answers 400 for an unknown clause type or amount step", async () => {
    for (const filters of [{ clauseType: "anything" }, { minAmount: 7 }]) {
      const res = await lawyer.request("/api/documents/search", { method: "POST", json: { query: "", filters } });
      expect(res.status).toBe(400);
    }
  });
});

describe("true totals and pages beyond the first 50", () => {
  it("counts every match, not the page, and pages through all of them without repeats", async () => {
    const seen = new Set<string>();
    let total = -1;
    for (let offset = 0; offset < ARCHIVE + 50; offset += 50) {
      const next = await page(lawyer, { query: "confidentiality", offset });
      total = next.total;
      for (const r of next.list) seen.add(r.id);
      expect(next.list.length).toBe(Math.max(0, Math.min(50, ARCHIVE - offset)));
    }
    expect(total).toBe(ARCHIVE);
    expect(seen.size).toBe(ARCHIVE);
  });

  it("counts filter-only searches too, newest first", async () => {
    const first = await page(lawyer, { query: "", filters: { language: "en" } });
    expect(first.total).toBe(ARCHIVE + 2);
    expect(first.list).toHaveLength(50);
    expect(RANK_WINDOW).toBeGreaterThan(50);
  });

  it("never counts or returns another user's documents, at any page", async () => {
    const theirs = await page(other, { query: "confidentiality" });
    expect(theirs.total).toBe(THEIRS);
    const mine = await page(lawyer, { query: "governing law", offset: 0 });
    expect(mine.total).toBe(2);
    for (const offset of [0, 50, 100]) {
      const list = (await page(other, { query: "sigilo", offset })).list;
      expect(list.every((r) => r.fileName.startsWith("theirs-"))).toBe(true);
    }
  });
});
