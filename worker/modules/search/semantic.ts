import type { SearchResultDto } from "../../../common/api/search.ts";
import { SEARCH_PAGE_SIZE, type SearchMode } from "../../../common/api/search.ts";
import { ownerToken } from "../../db/fts.ts";

/**
 * Semantic search where the platform offers it (docs/decisions/022-hybrid-search.md): Workers AI's multilingual
 * embeddings and a Vectorize index, bound only in env.staging / env.production. Locally neither exists and search
 * stays keyword-only (FTS5 + thesaurus).
 */
export const EMBEDDING_MODEL = "@cf/baai/bge-m3";
/** What one document's vector is made of: its name and the start of its text (the model reads ~8k tokens). */
const EMBEDDED_CHARS = 4_000;
/** Reciprocal rank fusion's damping constant: the usual 60 keeps one list's top hit from dominating. */
const RRF_K = 60;

export interface SemanticBindings {
  ai: Pick<Ai, "run">;
  vectors: Pick<VectorizeIndex, "query" | "upsert" | "deleteByIds">;
}

/** The bindings when both are present, else null (keyword search only). */
export function semanticBindings(env: Env & { SEARCH_VECTORS?: VectorizeIndex }): SemanticBindings | null {
  return env.AI && env.SEARCH_VECTORS ? { ai: env.AI, vectors: env.SEARCH_VECTORS } : null;
}

async function embed(ai: SemanticBindings["ai"], texts: string[]): Promise<number[][]> {
  const out = (await ai.run(EMBEDDING_MODEL as Parameters<Ai["run"]>[0], { text: texts } as never)) as {
    data?: number[][];
  };
  if (!out.data || out.data.length !== texts.length) throw new Error("embedding model answered without vectors");
  return out.data;
}

/** Stores (or replaces) one document's vector, tagged with its owner so a query only ever sees the owner's. */
export async function indexVector(
  bindings: SemanticBindings,
  doc: { id: string; userId: string; fileName: string },
  text: string,
): Promise<void> {
  const [values] = await embed(bindings.ai, [`${doc.fileName}\n${text.slice(0, EMBEDDED_CHARS)}`]);
  if (!values) return;
  await bindings.vectors.upsert([{ id: doc.id, values, metadata: { owner: ownerToken(doc.userId) } }]);
}

/** The owner's documents nearest in meaning to the query, best first (ids only). */
export async function nearestDocuments(bindings: SemanticBindings, userId: string, query: string): Promise<string[]> {
  const [vector] = await embed(bindings.ai, [query]);
  if (!vector) return [];
  const found = await bindings.vectors.query(vector, {
    topK: SEARCH_PAGE_SIZE,
    filter: { owner: ownerToken(userId) },
    returnMetadata: "none",
  });
  return found.matches.map((m) => m.id);
}

/** Reciprocal rank fusion of ranked id lists: each list adds 1 / (k + rank) to every id it holds. */
export function fuse(lists: string[][]): string[] {
  const score = new Map<string, number>();
  for (const list of lists)
    list.forEach((id, rank) => {
      score.set(id, (score.get(id) ?? 0) + 1 / (RRF_K + rank + 1));
    });
  return [...score].sort((a, b) => b[1] - a[1]).map(([id]) => id);
}

/**
 * The first page of a hybrid search: keyword results and semantic neighbours fused. Neighbours the keyword search
 * did not find are described by `describe` (their rows, read in the owner's scope); the total adds them to the
 * keyword total. Later pages are keyword-only.
 */
export async function hybridPage(
  keyword: { total: number; results: SearchResultDto[] },
  semanticIds: string[],
  describe: (ids: string[]) => Promise<SearchResultDto[]>,
): Promise<{ total: number; results: SearchResultDto[]; mode: SearchMode }> {
  const byId = new Map(keyword.results.map((r) => [r.id, r]));
  const missing = semanticIds.filter((id) => !byId.has(id));
  for (const r of missing.length > 0 ? await describe(missing) : []) byId.set(r.id, r);
  const order = fuse([keyword.results.map((r) => r.id), semanticIds]).filter((id) => byId.has(id));
  const results = order.slice(0, SEARCH_PAGE_SIZE).flatMap((id) => {
    const r = byId.get(id);
    return r ? [r] : [];
  });
  return { total: keyword.total + (byId.size - keyword.results.length), results, mode: "hybrid" };
}

/**
 * Called after a document's analysis is stored: embeds it when the bindings exist. A failure is logged, not thrown —
 * the keyword index already holds the document, and a retried analysis would re-run extraction and OCR for it.
 */
export async function indexVectorIfBound(
  env: Env,
  doc: { id: string; userId: string; fileName: string },
  text: string,
): Promise<void> {
  const bindings = semanticBindings(env);
  if (!bindings) return;
  try {
    await indexVector(bindings, doc, text);
  } catch (error) {
    console.warn(`search: no vector for ${doc.id}: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/** Called when a document is deleted: its vector goes too (a stale one would only be dropped by the D1 read). */
export async function removeVectorIfBound(env: Env, documentId: string): Promise<void> {
  const bindings = semanticBindings(env);
  if (!bindings) return;
  try {
    await bindings.vectors.deleteByIds([documentId]);
  } catch (error) {
    console.warn(
      `search: vector of ${documentId} not deleted: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}
