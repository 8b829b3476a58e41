// Search at scale (docs/decisions/021-search-at-scale.md): one user's archive grown to 5,000, 20,000 and 50,000
// analysed documents in a local D1, and at each size SEARCH_QUERIES searches over HTTP through `wrangler dev`,
// printing p50/p95 over HTTP and inside the Worker (Server-Timing) side by side; then the frozen query set's recall
// and MRR (bench/search-queries, a second user), owner scoping, and indexing and re-indexing throughput.
// Run: node bench/search.mjs   (SEARCH_SIZES=5000,20000,50000 SEARCH_QUERIES=200 to change the sizes)
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { bin, freePort, root, run, startWrangler, waitFor } from "../scripts/lib.mjs";
import { localDatabase, reindex } from "../scripts/search-reindex.mjs";
import { searchIndexRow } from "../worker/modules/search/search.index.ts";
import { percentile, signIn } from "./app.mjs";

const SIZES = (process.env.SEARCH_SIZES ?? "5000,20000,50000").split(",").map(Number);
const QUERIES = Number(process.env.SEARCH_QUERIES ?? 200);
const WARMUP = 10;
const corpus = JSON.parse(readFileSync(join(root, "bench/search-queries/corpus.json"), "utf8"));
const querySet = JSON.parse(readFileSync(join(root, "bench/search-queries/queries.json"), "utf8"));

// A deterministic generator, so every run indexes the same archive: contracts made of the frozen corpus's clauses.
let seed = 42;
const rand = () => {
  seed = (seed * 1103515245 + 12345) % 2147483648;
  return seed / 2147483648;
};
const pick = (list) => list[Math.floor(rand() * list.length)];
const paragraphs = { en: [], pt: [] };
for (const d of corpus) for (const p of d.text.split("\n\n").slice(1)) paragraphs[d.language].push(p);
const PARTIES = { en: ["Globex Corporation", "Initech LLC", "Acme Corp."], pt: ["Alfa Tecnologia Ltda.", "Beta S.A."] };
const TYPES = ["contract", "contract", "contract", "pleading", "judicial_decision", "corporate", "other"];

function archiveDocument(i) {
  const language = rand() < 0.5 ? "pt" : "en";
  const parts = [];
  while (parts.join(" ").length < 1500) parts.push(pick(paragraphs[language]));
  const amount = 1000 + Math.floor(rand() * 2_000_000);
  return {
    id: `doc_bench${String(i).padStart(6, "0")}`,
    fileName: `${pick(TYPES)}-${i}.pdf`,
    language,
    documentType: pick(TYPES),
    text: parts.join("\n\n"),
    entities: [{ type: "MONEY", value: String(amount), normalized: { amount, currency: "USD" }, confidence: 0.9 }],
    parties: [{ name: pick(PARTIES[language]), role: "party", entityType: "ORGANIZATION" }],
    keyFindings: rand() < 0.3 ? [{ type: "governing_law", value: "", confidence: 0.9, start: 0, end: 0 }] : [],
  };
}

/** Writes documents, analyses and index rows straight into the local D1 file (wrangler stopped): seconds, not minutes. */
function insert(db, userId, docs, firstAt) {
  const doc = db.prepare(
    `INSERT INTO documents (id, user_id, file_name, file_type, mime_type, file_size, original_key, status, processed_at,
       created_at, updated_at) VALUES (?, ?, ?, 'pdf', 'application/pdf', ?, ?, 'processed', ?, ?, ?)`,
  );
  const analysis = db.prepare(
    `INSERT INTO analyses (document_id, user_id, language, jurisdiction, document_type, confidence, entities,
       key_findings, parties, text_excerpt, char_count, engine_version, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, 0.9, ?, ?, ?, ?, ?, 'bench', ?, ?)`,
  );
  const fts = db.prepare(
    `INSERT INTO documents_fts (document_id, user_id, owner, facets, concepts, parties, courts, file_name, content)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const started = performance.now();
  db.exec("BEGIN");
  docs.forEach((d, k) => {
    const at = firstAt + k * 1000;
    const jurisdiction = d.language === "pt" ? "brazil" : "usa";
    doc.run(d.id, userId, d.fileName, d.text.length, `bench/${d.id}`, at, at, at);
    const a = { ...d, jurisdiction, entities: d.entities ?? [], keyFindings: d.keyFindings ?? [], parties: d.parties };
    analysis.run(
      d.id,
      userId,
      d.language,
      jurisdiction,
      d.documentType,
      JSON.stringify(a.entities),
      JSON.stringify(a.keyFindings),
      JSON.stringify(a.parties ?? []),
      d.text.slice(0, 1000),
      d.text.length,
      at,
      at,
    );
    const row = searchIndexRow({ id: d.id, userId, fileName: d.fileName }, a, d.text);
    fts.run(
      row.documentId,
      row.userId,
      row.owner,
      row.facets,
      row.concepts,
      row.parties,
      row.courts,
      row.fileName,
      row.content,
    );
  });
  db.exec("COMMIT");
  return (performance.now() - started) / 1000;
}

const F = { documentType: "all", jurisdiction: "all", language: "all" };
const QUERY_MIX = [
  { query: "termination clauses" },
  { query: "salary information" },
  { query: "confidentiality agreements" },
  { query: "rescisão" },
  { query: "multa contratual" },
  { query: "force majeure" },
  { query: "governing law" },
  { query: "lei aplicável" },
  { query: "indemnification" },
  { query: "não concorrência" },
  { query: "Globex" },
  { query: "arbitration", offset: 50 },
  { query: "pagamento", filters: { ...F, jurisdiction: "brazil", language: "pt" } },
  { query: "", filters: { ...F, documentType: "corporate" } },
  { query: "termination", filters: { ...F, clauseType: "governing_law", minAmount: 100000 } },
  { query: "", filters: { ...F, party: "Globex" } },
  { query: "zzyzx nothing matches" },
];

// The API alone is measured: wrangler only needs the assets directory to exist.
mkdirSync(join(root, "dist", "client"), { recursive: true });
const persistTo = mkdtempSync(join(tmpdir(), "causa-bench-search-"));
let server;
async function start() {
  const port = await freePort();
  server = startWrangler({
    port,
    inspectorPort: await freePort(),
    persistTo,
    env: { SESSION_SECRET: "bench-session-secret-0123456789abcdef", EMAIL_PROVIDER: "outbox", LLM_PROVIDER: "local" },
    stdio: ["ignore", "ignore", "ignore"],
  });
  const base = `http://127.0.0.1:${port}`;
  await waitFor(`${base}/api/health`);
  return base;
}
async function stop() {
  if (!server) return;
  const exited = new Promise((r) => server.once("exit", r));
  server.kill("SIGTERM");
  await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
  server = undefined;
}

async function search(base, cookie, body) {
  const t0 = performance.now();
  const res = await fetch(`${base}/api/documents/search`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: base, cookie },
    body: JSON.stringify(body),
  });
  const list = await res.json();
  const ms = performance.now() - t0;
  if (res.status !== 200) throw new Error(`search ${JSON.stringify(body)}: ${res.status} ${JSON.stringify(list)}`);
  const timing = res.headers.get("server-timing") ?? "";
  const dur = (name) =>
    Number(new RegExp(`(?:^|,)\\s*${name};(?:[^,]*;)?dur=([\\d.]+)`).exec(timing)?.[1] ?? Number.NaN);
  return {
    list,
    total: Number(res.headers.get("x-total-count")),
    mode: res.headers.get("x-search-mode"),
    ms,
    worker: dur("total"),
    d1: dur("search"),
    snippets: dur("snippets"),
  };
}

async function latency(base, cookie) {
  const samples = { http: [], worker: [], d1: [], snippets: [], byShape: new Map() };
  for (let i = 0; i < WARMUP + QUERIES; i++) {
    const r = await search(base, cookie, QUERY_MIX[i % QUERY_MIX.length]);
    if (i < WARMUP) continue;
    samples.http.push(r.ms);
    const shape = JSON.stringify(QUERY_MIX[i % QUERY_MIX.length]);
    samples.byShape.set(shape, [...(samples.byShape.get(shape) ?? []), r.worker]);
    samples.worker.push(r.worker);
    samples.d1.push(r.d1);
    samples.snippets.push(r.snippets);
  }
  return samples;
}

/** Recall: share of a query's relevant documents on the first page; MRR: 1 / rank of the first relevant one. */
async function quality(base, cookie) {
  const out = {};
  for (const split of ["dev", "test"]) {
    const queries = querySet.filter((q) => q.split === split);
    let recall = 0;
    let mrr = 0;
    for (const q of queries) {
      const ids = (await search(base, cookie, { query: q.query })).list.map((r) => r.id);
      recall += q.relevant.filter((id) => ids.includes(id)).length / q.relevant.length;
      const first = ids.findIndex((id) => q.relevant.includes(id));
      mrr += first < 0 ? 0 : 1 / (first + 1);
    }
    out[split] = { queries: queries.length, recall: recall / queries.length, mrr: mrr / queries.length };
  }
  return out;
}

const fmt = (n) => n.toFixed(1).padStart(6);
try {
  run(bin("wrangler"), ["d1", "migrations", "apply", "DB", "--local", "--persist-to", persistTo], {
    env: { CI: "true" },
    stdio: ["ignore", "ignore", "inherit"],
  });
  let base = await start();
  const owner = await signIn(base, `bench.owner.${Date.now()}@firm.test`);
  const evaluator = await signIn(base, `bench.eval.${Date.now()}@firm.test`);
  const idOf = async (who) => (await (await who.fetch("/api/auth/user")).json()).id;
  const ownerId = await idOf(owner);
  const evalId = await idOf(evaluator);
  await stop();

  let db = localDatabase(persistTo);
  insert(db, evalId, corpus, Date.now() - 10_000_000_000);
  db.close();
  const rows = [];
  let indexed = 0;
  let indexSeconds = 0;
  let quality_;
  for (const size of SIZES) {
    db = localDatabase(persistTo);
    const docs = [];
    for (let i = indexed; i < size; i++) docs.push(archiveDocument(i));
    indexSeconds += insert(db, ownerId, docs, Date.now() - 5_000_000_000 + indexed * 1000);
    indexed = size;
    db.close();
    base = await start();
    const samples = await latency(base, owner.cookie);
    // Owner scoping at this size: the other user's archive is never counted or returned.
    const scoped = await search(base, evaluator.cookie, { query: "termination clauses" });
    const leak = scoped.total > corpus.length || scoped.list.some((r) => r.id.startsWith("doc_bench"));
    quality_ ??= await quality(base, evaluator.cookie);
    rows.push({ size, samples, leak, mode: scoped.mode });
    await stop();
  }

  console.log(`search: one user's archive, ${QUERIES} requests per size (${QUERY_MIX.length} query shapes), ms`);
  console.log("  documents   HTTP p50  HTTP p95   Worker p50  Worker p95   D1 batch p95  snippets p95  owner scoping");
  for (const { size, samples, leak } of rows) {
    const p = (list, q) => fmt(percentile(list.filter(Number.isFinite), q));
    console.log(
      `  ${String(size).padStart(9)}   ${p(samples.http, 50)}    ${p(samples.http, 95)}     ${p(samples.worker, 50)}     ${p(samples.worker, 95)}        ${p(samples.d1, 95)}        ${p(samples.snippets, 95)}  ${leak ? "LEAK" : "ok"}`,
    );
  }
  if (process.env.SEARCH_VERBOSE)
    for (const { size, samples } of rows)
      for (const [shape, list] of samples.byShape) console.log(`  ${size} ${fmt(percentile(list, 50))} ms  ${shape}`);
  const last = rows[rows.length - 1];
  const p95 = percentile(last.samples.worker, 95);
  console.log(
    `  target p95 < 50 ms inside the Worker at ${last.size}: ${p95 < 50 ? "met" : "NOT met"} (mode ${last.mode})`,
  );
  for (const split of ["dev", "test"]) {
    const q = quality_[split];
    console.log(
      `  query set ${split} (${q.queries} queries, ${corpus.length} documents): recall ${q.recall.toFixed(3)} · MRR ${q.mrr.toFixed(3)}`,
    );
  }
  console.log(`  indexing (index row + insert, in one transaction): ${Math.round(indexed / indexSeconds)} documents/s`);
  db = localDatabase(persistTo);
  const { documents, seconds } = reindex(db);
  db.close();
  console.log(
    `  re-index (npm run search:reindex): ${documents} documents in ${seconds.toFixed(1)} s, ${Math.round(documents / seconds)} documents/s`,
  );
} finally {
  await stop();
  rmSync(persistTo, { recursive: true, force: true });
}
