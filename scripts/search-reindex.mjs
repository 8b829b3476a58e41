// npm run search:reindex [-- --persist-to DIR]: rebuilds every row of the local search index (documents_fts) from
// the stored text and analysis, after a change of the thesaurus, the concept matcher or the facet tokens
// (docs/decisions/021-search-at-scale.md). Works on the local D1 database with `wrangler dev` stopped; prints
// documents per second. Rows keep their rowid, so the index's newest-first order is unchanged.
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { pathToFileURL } from "node:url";
import { searchIndexRow } from "../worker/modules/search/search.index.ts";
import { root } from "./lib.mjs";

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

/** Recomputes facets, concepts, parties and courts of every index row; returns { documents, seconds }. */
export function reindex(db) {
  const started = performance.now();
  const rows = db.prepare(
    `SELECT f.rowid AS rowid, f.document_id AS id, f.user_id AS userId, f.file_name AS fileName, f.content AS content,
            a.document_type AS documentType, a.jurisdiction AS jurisdiction, a.language AS language,
            a.entities AS entities, a.key_findings AS keyFindings, a.parties AS parties
       FROM documents_fts f LEFT JOIN analyses a ON a.document_id = f.document_id ORDER BY f.rowid`,
  );
  const update = db.prepare(
    "UPDATE documents_fts SET facets = ?, concepts = ?, parties = ?, courts = ? WHERE rowid = ?",
  );
  let documents = 0;
  db.exec("BEGIN");
  try {
    for (const r of rows.iterate()) {
      const analysis = {
        documentType: r.documentType ?? "other",
        jurisdiction: r.jurisdiction ?? "unknown",
        language: r.language ?? "unknown",
        entities: parse(r.entities, []),
        keyFindings: parse(r.keyFindings, []),
        parties: parse(r.parties, []),
      };
      const row = searchIndexRow(r, analysis, r.content);
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

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const at = process.argv.indexOf("--persist-to");
  const persistTo = at > 0 ? process.argv[at + 1] : join(root, ".wrangler", "state");
  const db = localDatabase(persistTo);
  const { documents, seconds } = reindex(db);
  db.close();
  console.log(
    `re-indexed ${documents} documents in ${seconds.toFixed(1)} s (${Math.round(documents / seconds)} documents/s)`,
  );
}
