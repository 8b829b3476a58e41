// Search latency: 5,000 analysed documents of one user in a local D1, then 200 searches over HTTP
// (POST /api/documents/search through wrangler dev), printing p50/p95/p99. Target: p95 < 50 ms.
// Run: node bench/search.mjs   (SEARCH_DOCS=… SEARCH_QUERIES=… to change the sizes)
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { bin, freePort, offlineEnv, root, startWrangler, waitFor } from "../scripts/lib.mjs";
import { facetTokens, ownerToken } from "../worker/db/fts.ts";

const DOCS = Number(process.env.SEARCH_DOCS ?? 5000);
const QUERIES = Number(process.env.SEARCH_QUERIES ?? 200);
const WARMUP = 10;

// A deterministic generator, so every run indexes the same corpus.
let seed = 42;
const rand = () => {
  seed = (seed * 1103515245 + 12345) % 2147483648;
  return seed / 2147483648;
};
const pick = (list) => list[Math.floor(rand() * list.length)];

const EN = [
  "Either party may terminate this Agreement upon thirty days written notice.",
  "The Employee shall receive an annual salary of USD {n} payable in equal monthly installments.",
  "Each party shall keep the Confidential Information of the other party in strict confidence.",
  "The Client shall pay the Provider a monthly fee within thirty days of receipt of each invoice.",
  "This Agreement is governed by the laws of the State of New York.",
  "Any dispute arising out of this Agreement shall be settled by binding arbitration.",
  "The Tenant shall pay rent of USD {n} on the first day of each month.",
  "The Seller represents and warrants that the goods are free of any lien or encumbrance.",
  "Plaintiff respectfully requests that the Court enter a preliminary injunction against Defendant.",
  "The Court grants the motion to dismiss and orders the Defendant to pay attorney fees.",
  "I, the testator, give my estate to my children in equal shares and appoint my brother as executor.",
  "The Board of Directors approved the distribution of dividends to the shareholders.",
  "Neither party shall be liable for any failure caused by force majeure.",
  "The Contractor shall indemnify and hold harmless the Company from any claims.",
  "Late payments bear interest at {n} percent per month.",
];
const PT = [
  "O presente contrato poderá ser rescindido por qualquer das partes mediante aviso prévio de trinta dias.",
  "O EMPREGADO receberá salário mensal de R$ {n}, pago até o quinto dia útil.",
  "As partes obrigam-se a manter sigilo sobre as informações confidenciais.",
  "A CONTRATANTE pagará à CONTRATADA o valor mensal de R$ {n}, reajustado pelo IPCA.",
  "Fica eleito o foro da Comarca de São Paulo para dirimir quaisquer dúvidas.",
  "Em caso de inadimplemento, aplica-se multa de dez por cento sobre o valor do contrato.",
  "O LOCATÁRIO pagará aluguel de R$ {n} até o dia dez de cada mês.",
  "Requer a concessão de tutela de urgência para suspender os efeitos do ato.",
  "Julgo procedente o pedido e condeno o réu ao pagamento de danos morais.",
  "Deixo meus bens aos meus herdeiros necessários e nomeio meu irmão testamenteiro.",
  "A assembleia geral aprovou a distribuição de dividendos aos acionistas.",
  "Nenhuma das partes responderá por caso fortuito ou força maior.",
  "A CONTRATADA indenizará a CONTRATANTE por quaisquer perdas e danos.",
  "Sobre os valores em atraso incidirão juros de mora de um por cento ao mês e correção monetária.",
  "Interposto recurso de apelação no prazo de quinze dias úteis.",
];
const TYPES = ["contract", "contract", "contract", "pleading", "judicial_decision", "will", "corporate", "other"];

function documentText(lang) {
  const sentences = lang === "pt" ? PT : EN;
  const parts = [];
  while (parts.join(" ").length < 1500)
    parts.push(pick(sentences).replace("{n}", String(1000 + Math.floor(rand() * 90000))));
  return parts.join(" ");
}

const sqlString = (s) => `'${String(s).replace(/'/g, "''")}'`;

/** Multi-row INSERTs of 20 rows: far fewer statements for `wrangler d1 execute`, each well under D1's 100 KB. */
function seedSql(userId) {
  const now = Date.now();
  const docs = [];
  const analyses = [];
  const fts = [];
  for (let i = 0; i < DOCS; i++) {
    const id = `doc_bench${String(i).padStart(6, "0")}`;
    const lang = rand() < 0.5 ? "pt" : "en";
    const jurisdiction = lang === "pt" ? "brazil" : "usa";
    const type = pick(TYPES);
    const name = `${type}-${i}.${pick(["pdf", "docx", "txt"])}`;
    const text = documentText(lang);
    const at = now - i * 60_000;
    const entities = JSON.stringify([
      { type: "ORGANIZATION", value: lang === "pt" ? "Alfa Tecnologia Ltda." : "Globex Corporation", confidence: 0.9 },
      { type: "PERSON", value: lang === "pt" ? "João da Silva" : "John Smith", confidence: 0.85 },
    ]);
    docs.push(
      `(${sqlString(id)}, ${sqlString(userId)}, ${sqlString(name)}, 'txt', 'text/plain', ${text.length}, ${sqlString(`bench/${id}`)}, 'processed', ${at}, ${at}, ${at})`,
    );
    analyses.push(
      `(${sqlString(id)}, ${sqlString(userId)}, '${lang}', '${jurisdiction}', '${type}', ${(0.5 + rand() / 2).toFixed(3)}, ${sqlString(entities)}, '[]', ${sqlString(text.slice(0, 1000))}, ${text.length}, 'bench', ${at}, ${at})`,
    );
    // What the pipeline writes.
    const facets = facetTokens({ documentType: type, jurisdiction, language: lang });
    fts.push(
      `(${sqlString(id)}, ${sqlString(userId)}, ${sqlString(ownerToken(userId))}, ${sqlString(facets)}, ${sqlString(name)}, ${sqlString(text)})`,
    );
  }
  const chunks = (rows, head) => {
    const out = [];
    for (let i = 0; i < rows.length; i += 20) out.push(`${head} VALUES ${rows.slice(i, i + 20).join(",\n")};`);
    return out;
  };
  return [
    ...chunks(
      docs,
      "INSERT INTO documents (id, user_id, file_name, file_type, mime_type, file_size, original_key, status, processed_at, created_at, updated_at)",
    ),
    ...chunks(
      analyses,
      "INSERT INTO analyses (document_id, user_id, language, jurisdiction, document_type, confidence, entities, key_findings, text_excerpt, char_count, engine_version, created_at, updated_at)",
    ),
    ...chunks(fts, "INSERT INTO documents_fts (document_id, user_id, owner, facets, file_name, content)"),
  ].join("\n");
}

const QUERY_MIX = [
  { query: "termination clauses" },
  { query: "salary information" },
  { query: "confidentiality agreements" },
  { query: "rescisão" },
  { query: "multa contratual" },
  { query: "herdeiros testamento" },
  { query: "force majeure" },
  { query: "arbitration" },
  { query: "dividendos acionistas" },
  { query: "preliminary injunction" },
  { query: "juros de mora" },
  { query: "governing law" },
  { query: "rent", filters: { documentType: "contract", jurisdiction: "all", language: "all" } },
  { query: "pagamento", filters: { documentType: "all", jurisdiction: "brazil", language: "pt" } },
  { query: "", filters: { documentType: "will", jurisdiction: "all", language: "all" } },
  { query: "contract-12" },
  { query: "zzyzx nothing matches" },
];

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

const persistTo = mkdtempSync(join(tmpdir(), "causa-bench-search-"));
let server;
async function start() {
  const port = await freePort();
  const inspectorPort = await freePort();
  const base = `http://127.0.0.1:${port}`;
  server = startWrangler({
    port,
    inspectorPort,
    persistTo,
    env: { SESSION_SECRET: "bench-session-secret-0123456789abcdef", EMAIL_PROVIDER: "outbox", LLM_PROVIDER: "local" },
    stdio: ["ignore", "ignore", "ignore"],
  });
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
function d1(args) {
  const result = spawnSync(bin("wrangler"), ["d1", ...args, "--local", "--persist-to", persistTo], {
    cwd: root,
    stdio: ["ignore", "ignore", "inherit"],
    env: offlineEnv({ CI: "true" }),
  });
  if (result.status !== 0) throw new Error(`wrangler d1 ${args.join(" ")} failed`);
}

try {
  d1(["migrations", "apply", "DB"]);
  let base = await start();
  const email = `bench.${Date.now()}@firm.test`;
  const password = "correct horse battery";
  const post = (path, body, cookie) =>
    fetch(`${base}${path}`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: base, ...(cookie ? { cookie } : {}) },
      body: JSON.stringify(body),
    });
  const reg = await post("/api/auth/register", { email, password, firstName: "Bench", lastName: "User" });
  if (reg.status !== 201) throw new Error(`register: ${reg.status} ${await reg.text()}`);
  const mails = await (await fetch(`${base}/api/dev/outbox?to=${encodeURIComponent(email)}`)).json();
  const link = mails.flatMap((m) => m.links).find((l) => l.includes("verify-email"));
  await fetch(link.replace(/^https?:\/\/[^/]+/, base), { redirect: "manual" });
  const login = await post("/api/auth/login", { email, password });
  if (login.status !== 200) throw new Error(`login: ${login.status} ${await login.text()}`);
  const cookie = (login.headers.get("set-cookie") ?? "").split(";")[0];
  const user = await (await fetch(`${base}/api/auth/user`, { headers: { cookie } })).json();

  // The dev server is stopped while seeding, so only one process writes the local database.
  await stop();
  const seedFile = join(persistTo, "seed.sql");
  let t0 = performance.now();
  writeFileSync(seedFile, seedSql(user.id));
  d1(["execute", "DB", "--file", seedFile]);
  console.log(
    `seeded ${DOCS} documents (documents + analyses + documents_fts) in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
  );
  base = await start();

  const times = [];
  // What the Worker itself reports (Server-Timing): the whole API handling, and the search query alone.
  const server = { total: [], session: [], search: [], transport: [] };
  const byShape = new Map();
  let hits = 0;
  for (let i = 0; i < WARMUP + QUERIES; i++) {
    const body = QUERY_MIX[i % QUERY_MIX.length];
    t0 = performance.now();
    const res = await post("/api/documents/search", body, cookie);
    const list = await res.json();
    const ms = performance.now() - t0;
    if (res.status !== 200) throw new Error(`search ${JSON.stringify(body)}: ${res.status} ${JSON.stringify(list)}`);
    if (i >= WARMUP) {
      const key = JSON.stringify(body);
      byShape.set(key, [...(byShape.get(key) ?? []), ms]);
      times.push(ms);
      hits += list.length;
      const timing = res.headers.get("server-timing") ?? "";
      for (const name of ["total", "session", "search"]) {
        const dur = new RegExp(`(?:^|,)${name};(?:[^,]*;)?dur=([\\d.]+)`).exec(timing)?.[1];
        if (dur !== undefined) server[name].push(Number(dur));
      }
      const total = /(?:^|,)total;dur=([\d.]+)/.exec(timing)?.[1];
      if (total !== undefined) server.transport.push(ms - Number(total));
    }
  }
  times.sort((a, b) => a - b);
  const mean = times.reduce((a, b) => a + b, 0) / times.length;
  console.log(
    `search over ${DOCS} documents, ${QUERIES} requests (${QUERY_MIX.length} query shapes, thesaurus expansion, bm25, snippets):`,
  );
  console.log(
    `  p50 ${percentile(times, 50).toFixed(1)} ms · p95 ${percentile(times, 95).toFixed(1)} ms · p99 ${percentile(times, 99).toFixed(1)} ms · max ${times[times.length - 1].toFixed(1)} ms · mean ${mean.toFixed(1)} ms`,
  );
  for (const [name, list] of Object.entries(server)) {
    if (list.length === 0) continue;
    list.sort((a, b) => a - b);
    const label = {
      total: "inside the Worker (Server-Timing total)",
      session: "session lookup (D1)",
      search: "search step (query + D1)",
      transport: "outside the Worker (HTTP − total: wrangler dev's proxy, sockets, the client)",
    }[name];
    console.log(
      `  ${label}: p50 ${percentile(list, 50).toFixed(1)} ms · p95 ${percentile(list, 95).toFixed(1)} ms (${list.length} answers)`,
    );
  }
  if (process.env.SEARCH_VERBOSE) {
    for (const [key, list] of byShape) {
      list.sort((a, b) => a - b);
      console.log(`  ${percentile(list, 50).toFixed(1).padStart(7)} ms  ${key}`);
    }
  }
  console.log(
    `  mean results per search ${(hits / QUERIES).toFixed(1)} (capped at 50) · target p95 < 50 ms: ${percentile(times, 95) < 50 ? "met" : "NOT met"}`,
  );
} finally {
  await stop();
  rmSync(persistTo, { recursive: true, force: true });
}
