import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import type { SearchResultDto } from "../../../common/api/search.ts";
import { type Client, client, signedInUser } from "../../test/helpers.ts";
import { seedDocument, userIdOf } from "../../test/seed-documents.ts";
import { expandQuery, toFtsExpression } from "./query.ts";
import { THESAURUS } from "./thesaurus.ts";

const PT_CONTRACT =
  "CONTRATO DE PRESTAÇÃO DE SERVIÇOS. Cláusula 9ª – Da Rescisão. O presente contrato poderá ser rescindido por " +
  "qualquer das partes mediante aviso prévio de 30 dias. A CONTRATADA manterá sigilo sobre as informações.";
const EN_EMPLOYMENT =
  "EMPLOYMENT AGREEMENT. The Employee shall receive an annual salary of USD 120,000 payable monthly. " +
  "Either party may terminate this Agreement upon thirty days written notice. This Agreement is governed by the " +
  "laws of the State of New York.";
const PT_WILL =
  "TESTAMENTO PÚBLICO. Eu, Maria da Silva, nomeio meus filhos herdeiros universais e meu irmão testamenteiro.";
const PT_JUDGMENT =
  "SENTENÇA. Julgo procedente o pedido e condeno o réu ao pagamento de danos morais de R$ 10.000,00, com juros " +
  "de mora desde a citação.";
const PT_MORAL_DAMAGES = "SENTENÇA. Condeno a ré ao pagamento de danos morais, fixados em R$ 5.000,00.";
const EN_NDA =
  "MUTUAL NON-DISCLOSURE AGREEMENT between Globex Corporation and Initech LLC. Confidential Information shall " +
  "not be disclosed to third parties.";

let user: Client;
const ids: Record<string, string> = {};

async function search(c: Client, query: string, filters: Record<string, string> = {}) {
  return c.request("/api/documents/search", { method: "POST", json: { query, filters } });
}
async function results(c: Client, query: string, filters: Record<string, string> = {}) {
  const res = await search(c, query, filters);
  expect(res.status).toBe(200);
  return (await res.json()) as SearchResultDto[];
}

beforeAll(async () => {
  const signed = await signedInUser();
  user = signed.client;
  const userId = await userIdOf(user);
  ids.ptContract = await seedDocument(env, userId, {
    fileName: "contrato-servicos.txt",
    text: PT_CONTRACT,
    language: "pt",
    jurisdiction: "brazil",
    documentType: "contract",
  });
  ids.enEmployment = await seedDocument(env, userId, {
    fileName: "employment.txt",
    text: EN_EMPLOYMENT,
    language: "en",
    jurisdiction: "usa",
    documentType: "contract",
  });
  ids.ptWill = await seedDocument(env, userId, {
    fileName: "testamento.txt",
    text: PT_WILL,
    language: "pt",
    jurisdiction: "brazil",
    documentType: "will",
  });
  ids.ptJudgment = await seedDocument(env, userId, {
    fileName: "sentenca-juros.txt",
    text: PT_JUDGMENT,
    language: "pt",
    jurisdiction: "brazil",
    documentType: "judicial_decision",
  });
  ids.ptMoralDamages = await seedDocument(env, userId, {
    fileName: "sentenca-danos.txt",
    text: PT_MORAL_DAMAGES,
    language: "pt",
    jurisdiction: "brazil",
    documentType: "judicial_decision",
  });
  ids.enNda = await seedDocument(env, userId, {
    fileName: "mutual-nda.txt",
    text: EN_NDA,
    language: "en",
    jurisdiction: "usa",
    documentType: "contract",
  });
});

describe("the bilingual thesaurus", () => {
  it("has at least 80 concept groups, each with English and Portuguese terms", () => {
    expect(THESAURUS.length).toBeGreaterThanOrEqual(80);
    for (const c of THESAURUS) {
      expect(c.en.length, c.id).toBeGreaterThan(0);
      expect(c.pt.length, c.id).toBeGreaterThan(0);
    }
    expect(new Set(THESAURUS.map((c) => c.id)).size).toBe(THESAURUS.length);
  });

  it("expands 'termination clauses' to rescisão, resilição, resolução, término and denúncia", () => {
    const { phrases, freeWords } = expandQuery("termination clauses");
    const flat = phrases.map((p) => p.join(" "));
    for (const term of ["rescisao", "resilicao", "resolucao", "termino", "denuncia"]) expect(flat).toContain(term);
    expect(freeWords).toEqual([]);
  });

  it("expands 'salary information' and 'confidentiality agreements' across languages", () => {
    const salary = expandQuery("salary information").phrases.map((p) => p.join(" "));
    expect(salary).toEqual(expect.arrayContaining(["salario", "remuneracao", "vencimentos"]));
    const nda = expandQuery("confidentiality agreements").phrases.map((p) => p.join(" "));
    expect(nda).toEqual(expect.arrayContaining(["confidencialidade", "sigilo", "nda"]));
  });

  it("drops phrases that cannot add a match ('acordo de confidencialidade' once 'confidencialidade' is searched)", () => {
    const nda = expandQuery("confidentiality agreements").phrases.map((p) => p.join(" "));
    expect(nda).not.toContain("acordo de confidencialidade");
    expect(nda).not.toContain("confidentiality agreement");
    expect(nda).toContain("confidential");
    const forceMajeure = expandQuery("force majeure").phrases.map((p) => p.join(" "));
    expect(forceMajeure).toContain("caso fortuito");
    expect(forceMajeure).not.toContain("caso fortuito ou forca maior");
  });

  it("recognises Portuguese queries with or without accents and in the plural", () => {
    for (const q of ["rescisão", "rescisao", "Rescisões"]) {
      expect(expandQuery(q).concepts.map((c) => c.id)).toContain("termination");
    }
  });

  it("quotes every phrase so FTS5 operators typed by a user are plain words", () => {
    const expr = toFtsExpression(expandQuery('foo" OR bar* NEAR(x) -baz ^qux :col').phrases);
    expect(expr).toBe('"foo" OR "bar" OR "near"* OR "x" OR "baz" OR "qux" OR "col"');
  });
});

describe("POST /api/documents/search", () => {
  it("finds a Portuguese contract's 'rescisão' for the English query 'termination clauses'", async () => {
    const list = await results(user, "termination clauses");
    const ids_ = list.map((r) => r.id);
    expect(ids_).toContain(ids.ptContract);
    expect(ids_).toContain(ids.enEmployment);
    const hit = list.find((r) => r.id === ids.ptContract);
    expect(hit?.snippet).toMatch(/«[^»]+»/);
    expect(hit).toMatchObject({ fileName: "contrato-servicos.txt", documentType: "contract", jurisdiction: "brazil" });
    expect(hit?.score).toBeGreaterThan(0);
  });

  it("finds an English NDA for the Portuguese query 'sigilo' and the Portuguese contract for 'confidentiality'", async () => {
    expect((await results(user, "sigilo")).map((r) => r.id)).toEqual(
      expect.arrayContaining([ids.enNda, ids.ptContract]),
    );
    expect((await results(user, "confidentiality agreements")).map((r) => r.id)).toContain(ids.ptContract);
  });

  it("finds the clause 'governed by the laws of' for 'governing law' and for 'lei aplicável'", async () => {
    expect((await results(user, "governing law")).map((r) => r.id)).toEqual([ids.enEmployment]);
    expect((await results(user, "lei aplicável")).map((r) => r.id)).toEqual([ids.enEmployment]);
  });

  it("searches words whose prefix is another word exactly: 'juros de mora' is not 'danos morais', 'writ' not 'written'", async () => {
    expect((await results(user, "juros de mora")).map((r) => r.id)).toEqual([ids.ptJudgment]);
    expect((await results(user, "writ")).map((r) => r.id)).toEqual([]);
    expect(toFtsExpression([["mora"], ["juros", "moratorios"]])).toBe('"mora" OR "juros moratorios"*');
  });

  it("finds the salary in an English agreement for 'remuneração'", async () => {
    expect((await results(user, "remuneração")).map((r) => r.id)).toContain(ids.enEmployment);
  });

  it("matches words by prefix and without diacritics", async () => {
    expect((await results(user, "testament")).map((r) => r.id)).toContain(ids.ptWill);
    expect((await results(user, "HERDEIRO")).map((r) => r.id)).toContain(ids.ptWill);
  });

  it("includes documents whose file name matches", async () => {
    const list = await results(user, "mutual-nda");
    expect(list[0]?.id).toBe(ids.enNda);
  });

  it("ranks the document matching more of the query first", async () => {
    const list = await results(user, "testamento herdeiros testamenteiro");
    expect(list[0]?.id).toBe(ids.ptWill);
  });

  it("applies the document type, jurisdiction and language filters", async () => {
    expect((await results(user, "termination", { jurisdiction: "brazil" })).map((r) => r.id)).toEqual([ids.ptContract]);
    expect((await results(user, "termination", { language: "en" })).map((r) => r.id)).toEqual([ids.enEmployment]);
    expect((await results(user, "herdeiros", { documentType: "contract" })).map((r) => r.id)).toEqual([]);
  });

  it("lists documents by filter alone when the query is empty", async () => {
    const list = await results(user, "", { documentType: "will" });
    expect(list.map((r) => r.id)).toEqual([ids.ptWill]);
    expect(list[0]?.snippet).toContain("TESTAMENTO");
  });

  it("answers 400 VALIDATION_ERROR for an empty query with every filter 'all'", async () => {
    const res = await search(user, "   ", { documentType: "all", jurisdiction: "all", language: "all" });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { code: string }).code).toBe("VALIDATION_ERROR");
  });

  it("answers 400 for an unknown filter value", async () => {
    const res = await search(user, "contract", { jurisdiction: "mars" });
    expect(res.status).toBe(400);
  });

  it("survives FTS5 syntax in the query instead of failing with 500", async () => {
    for (const q of ['"', "AND OR NOT", "rescis*", "(((", "content:sigilo", "NEAR(a b)", "-", "'; DROP TABLE x; --"]) {
      const res = await search(user, q);
      expect(res.status, q).toBe(200);
    }
  });

  it("answers an empty list when nothing matches", async () => {
    expect(await results(user, "zzyzx")).toEqual([]);
  });

  it("answers 401 without a session", async () => {
    const res = await search(client(), "contract");
    expect(res.status).toBe(401);
  });
});
