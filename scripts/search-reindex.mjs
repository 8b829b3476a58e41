// npm run search:reindex: rebuilds every row of the search index (documents_fts) from the stored text and analysis,
// after a change of the thesaurus, the concept matcher or the facet tokens, and once after migration 0012
// (docs/decisions/021-search-at-scale.md). Prints documents per second. Rows keep their rowid, so the index's
// newest-first order is unchanged.
//   npm run search:reindex [-- --persist-to DIR]          the local D1 file, in process (wrangler dev stopped)
//   npm run search:reindex -- --remote --env production    a deployed D1 through `wrangler d1 execute`, page by page
//   npm run search:reindex -- --wrangler [--persist-to DIR] the same wrangler path on the local database (how the
//                                                            remote path is tested: scripts/search-reindex.test.ts)
import { spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { pathToFileURL } from "node:url";
import { searchIndexRow } from "../worker/modules/search/search.index.ts";
import { bin, offlineEnv, root } from "./lib.mjs";

/** The local D1 database file under a wrangler persistence directory (the one holding documents_fts). */
export function localDatabase(persistTo) {
  const dir = join(persistTo, "v3", "d1", "miniflare-D1DatabaseObject");
  for (const file of readdirSync(dir).filter((f) => f.endsWith(".sqlite"))) {
    const db = new DatabaseSync(join(dir, file));
    if (db.prepare("SELECT 1 FROM sqlite_master WHERE name = 'documents_fts'").get()) return db;
    db.close();
  }
  throw new Error(`no local D1 database with documents_fts under ${dir} (run npm run db:migrate:local first)`);
}

const parse = (json, fallback) => {
  try {
    return json ? JSON.parse(json) : fallback;
  } catch {
    return fallback;
  }
};

/** Concepts are only looked for this far into a text (search.index.ts), so the wrangler path reads no further. */
const READ_CHARS = 200_000;
const SELECT = `SELECT f.rowid AS rowid, f.document_id AS id, f.user_id AS userId, f.file_name AS fileName,
    substr(f.content, 1, ${READ_CHARS}) AS content, a.document_type AS documentType, a.jurisdiction AS jurisdiction,
    a.language AS language, a.entities AS entities, a.key_findings AS keyFindings, a.parties AS parties
  FROM documents_fts f LEFT JOIN analyses a ON a.document_id = f.document_id`;

/** The recomputed columns of one stored index row (the SELECT above). */
function rebuilt(r) {
  const analysis = {
    documentType: r.documentType ?? "other",
    jurisdiction: r.jurisdiction ?? "unknown",
    language: r.language ?? "unknown",
    entities: parse(r.entities, []),
    keyFindings: parse(r.keyFindings, []),
    parties: parse(r.parties, []),
  };
  const row = searchIndexRow(r, analysis, r.content);
  return { facets: row.facets, concepts: row.concepts, parties: row.parties, courts: row.courts };
}

/** Recomputes facets, concepts, parties and courts of every index row; returns { documents, seconds }. */
export function reindex(db) {
  const started = performance.now();
  const rows = db.prepare(`${SELECT} ORDER BY f.rowid`);
  const update = db.prepare(
    "UPDATE documents_fts SET facets = ?, concepts = ?, parties = ?, courts = ? WHERE rowid = ?",
  );
  let documents = 0;
  db.exec("BEGIN");
  try {
    for (const r of rows.iterate()) {
      const row = rebuilt(r);
      update.run(row.facets, row.concepts, row.parties, row.courts, r.rowid);
      documents += 1;
    }
    db.exec("COMMIT");
  } catch (error) {
    db.exec("ROLLBACK");
    throw error;
  }
  return { documents, seconds: (performance.now() - started) / 1000 };
}

/** Rows per wrangler round trip: a page's texts (≤ 200 kB each, most far less) stay well inside D1's limits. */
const PAGE = 200;
const quote = (text) => `'${String(text).replaceAll("'", "''")}'`;

/**
 * The same re-index through `wrangler d1 execute` (where: ["--remote"] or ["--local", "--persist-to", dir], plus
 * ["--env", name]): pages of rows by rowid are read as JSON, rebuilt here, and written back as one SQL file of
 * UPDATEs per page (D1 runs a file as one transaction). Safe to re-run; returns { documents, seconds }.
 */
export function reindexThroughWrangler(where) {
  const started = performance.now();
  const dir = mkdtempSync(join(tmpdir(), "causa-reindex-"));
  const wrangler = (args) => {
    const out = spawnSync(bin("wrangler"), ["d1", "execute", "DB", ...where, ...args], {
      cwd: root,
      env: offlineEnv({ CI: "true" }),
      encoding: "utf8",
      maxBuffer: 512 * 1024 * 1024,
    });
    if (out.status !== 0) throw new Error(`wrangler d1 execute failed (${out.status}): ${out.stderr || out.stdout}`);
    return out.stdout;
  };
  let documents = 0;
  let after = 0;
  try {
    for (;;) {
      const sql = `${SELECT} WHERE f.rowid > ${after} ORDER BY f.rowid LIMIT ${PAGE}`;
      const rows = JSON.parse(wrangler(["--json", "--command", sql.replace(/\s+/g, " ")]))[0]?.results ?? [];
      if (rows.length === 0) break;
      const updates = rows.map((r) => {
        const row = rebuilt(r);
        return `UPDATE documents_fts SET facets = ${quote(row.facets)}, concepts = ${quote(row.concepts)}, parties = ${quote(row.parties)}, courts = ${quote(row.courts)} WHERE rowid = ${Number(r.rowid)};`;
      });
      const file = join(dir, "page.sql");
      writeFileSync(file, `${updates.join("\n")}\n`);
      wrangler(["--yes", "--file", file]);
      documents += rows.length;
      after = Number(rows[rows.length - 1].rowid);
      console.log(`  ${documents} documents re-indexed`);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  return { documents, seconds: (performance.now() - started) / 1000 };
}

function option(name) {
  const at = process.argv.indexOf(name);
  return at > 0 ? process.argv[at + 1] : undefined;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const persistTo = option("--persist-to") ?? join(root, ".wrangler", "state");
  const env = option("--env");
  const envArgs = env ? ["--env", env] : [];
  let result;
  if (process.argv.includes("--remote")) result = reindexThroughWrangler(["--remote", ...envArgs]);
  else if (process.argv.includes("--wrangler"))
    result = reindexThroughWrangler(["--local", "--persist-to", persistTo, ...envArgs]);
  else {
    const db = localDatabase(persistTo);
    result = reindex(db);
    db.close();
  }
  const { documents, seconds } = result;
  console.log(
    `re-indexed ${documents} documents in ${seconds.toFixed(1)} s (${Math.round(documents / Math.max(seconds, 0.001))} documents/s)`,
  );
}
