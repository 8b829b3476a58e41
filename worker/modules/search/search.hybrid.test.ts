import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { MODE_HEADER, type SearchResultDto, TOTAL_HEADER } from "../../../common/api/search.ts";
import { app } from "../../app.ts";
import { ORIGIN, signedInUser } from "../../test/helpers.ts";
import { seedDocument, userIdOf } from "../../test/seed-documents.ts";
import { tokens } from "./matcher.ts";
import { EMBEDDING_MODEL, fuse, indexVector, type SemanticBindings } from "./semantic.ts";

// The vitest Workers pool cannot provide Workers AI or Vectorize (both exist only on Cloudflare's network), so the
// hybrid path runs against an in-test fake of exactly the two binding methods it calls: a "model" whose vector
// counts a few words of meaning, and an index that honours the owner filter.
const MEANING = ["tenant", "inquilino"];
const fakeAi: SemanticBindings["ai"] = {
  run: (async (model: string, input: { text: string[] }) => {
    expect(model).toBe(EMBEDDING_MODEL);
    return { data: input.text.map((t) => [tokens(t).filter((w) => MEANING.includes(w)).length + 0.01, 1]) };
  }) as never,
};
function fakeIndex() {
  const rows = new Map<string, { values: number[]; owner: string }>();
  const index: SemanticBindings["vectors"] = {
    upsert: (async (vectors: { id: string; values: number[]; metadata: { owner: string } }[]) => {
      for (const v of vectors) rows.set(v.id, { values: v.values, owner: v.metadata.owner });
      return { mutationId: "m" };
    }) as never,
    query: (async (vector: number[], options: { topK: number; filter: { owner: string } }) => {
      const matches = [...rows]
        .filter(([, r]) => r.owner === options.filter.owner && (r.values[0] ?? 0) >= 1 && (vector[0] ?? 0) >= 1)
        .map(([id, r]) => ({ id, score: r.values[0] ?? 0 }))
        .sort((a, b) => b.score - a.score)
        .slice(0, options.topK);
      return { matches, count: matches.length };
    }) as never,
    deleteByIds: (async (ids: string[]) => {
      for (const id of ids) rows.delete(id);
      return { mutationId: "d" };
    }) as never,
  };
  return { index, has: (id: string) => rows.has(id) };
}

const { index: vectors, has: hasVector } = fakeIndex();
const bindings: SemanticBindings = { ai: fakeAi, vectors };
const failingAi: SemanticBindings["ai"] = {
  run: (async () => {
    throw new Error("AI is down");
  }) as never,
};
let cookie: string;
const ids: Record<string, string> = {};

/** Calls the real app with the given bindings in its env (the fakes above unless told otherwise). */
async function callApp(method: string, path: string, body?: unknown, bound: Partial<Env> = {}) {
  const ctx = createExecutionContext();
  const res = await app.fetch(
    new Request(`${ORIGIN}${path}`, {
      method,
      headers: { origin: ORIGIN, cookie, "content-type": "application/json", "cf-connecting-ip": "10.9.9.9" },
      body: body === undefined ? undefined : JSON.stringify(body),
    }),
    { ...env, AI: fakeAi, SEARCH_VECTORS: vectors, ...bound },
    ctx,
  );
  await waitOnExecutionContext(ctx);
  return res;
}

async function hybridSearch(body: Record<string, unknown>, bound: Partial<Env> = {}) {
  const res = await callApp("POST", "/api/documents/search", body, bound);
  expect(res.status).toBe(200);
  return { res, list: (await res.json()) as SearchResultDto[] };
}

beforeAll(async () => {
  const me = await signedInUser();
  cookie = me.client.cookie ?? "";
  const userId = await userIdOf(me.client);
  const other = await signedInUser();
  const otherId = await userIdOf(other.client);
  const docs = [
    ["lease", userId, "lease.txt", "The Tenant shall pay rent to the Landlord monthly."],
    ["locacao", userId, "ocupacao.txt", "O inquilino ocupará o imóvel durante dois anos."],
    ["nda", userId, "nda.txt", "Each party shall keep the other's information confidential."],
    ["theirs", otherId, "their-lease.txt", "Tenant, landlord, rent, lease."],
  ] as const;
  for (const [key, owner, fileName, text] of docs) {
    ids[key] = await seedDocument(env, owner, { fileName, text });
    await indexVector(bindings, { id: ids[key] as string, userId: owner, fileName }, text);
  }
});

describe("hybrid search (keyword + embeddings, fused by reciprocal rank)", () => {
  it("fuses ranked lists so an id high in both comes first", () => {
    expect(
      fuse([
        ["a", "b", "c"],
        ["c", "a"],
      ]),
    ).toEqual(["a", "c", "b"]);
  });

  it("says 'hybrid' and adds the meaning-only neighbours to the keyword results and the total", async () => {
    const { res, list } = await hybridSearch({ query: "tenant" });
    expect(res.headers.get(MODE_HEADER)).toBe("hybrid");
    // "tenant" finds the English lease by keyword and the Portuguese "inquilino" (no thesaurus term) only by meaning;
    // the other user's lease is in neither list.
    expect(list.map((r) => r.id).sort()).toEqual([ids.lease, ids.locacao].sort());
    expect(list[0]?.id).toBe(ids.lease);
    expect(res.headers.get(TOTAL_HEADER)).toBe("2");
  });

  it("stays keyword-only with filters or past the first page, and says so", async () => {
    for (const body of [
      { query: "tenant", filters: { language: "en" } },
      { query: "tenant", offset: 50 },
    ]) {
      const { res } = await hybridSearch(body);
      expect(res.headers.get(MODE_HEADER), JSON.stringify(body)).toBe("keyword");
    }
  });

  it("answers 'keyword' when the embedding fails, and without the bindings (the local default)", async () => {
    for (const bound of [{ AI: failingAi as Ai }, { AI: undefined, SEARCH_VECTORS: undefined }]) {
      const { res, list } = await hybridSearch({ query: "tenant" }, bound as Partial<Env>);
      expect(res.headers.get(MODE_HEADER)).toBe("keyword");
      expect(list.map((r) => r.id)).toEqual([ids.lease]);
    }
  });

  it("deletes a document's vector with the document", async () => {
    expect(hasVector(ids.nda as string)).toBe(true);
    expect((await callApp("DELETE", `/api/documents/analyses/${ids.nda}`)).status).toBe(200);
    expect(hasVector(ids.nda as string)).toBe(false);
  });
});
