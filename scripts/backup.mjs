// Backup and restore of a local Causa deployment (docs/decisions/024-backups.md):
//   node scripts/backup.mjs export  <persist-dir> <backup-dir> [user-id]   D1 rows (JSON per table) + every R2
//       object D1 names; with a user id, only that account's (firm's) rows and objects
//   node scripts/backup.mjs restore <backup-dir> <persist-dir>   into an EMPTY deployment: migrations, rows, objects
//   node scripts/backup.mjs counts  <persist-dir> [user-id]      rows per table and R2 objects, as JSON
// Production uses D1 Time Travel and R2 retention instead (README, "Backups").
import { spawnSync } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { bin, offlineEnv, root } from "./lib.mjs";

const BUCKET = "causa-documents";
// Internal tables: D1's and wrangler's own, the migrations ledger (migrations rebuild it) and FTS5's shadow tables.
const SKIPPED = /^(sqlite_|_cf_|d1_migrations$|documents_fts_)/;

function wrangler(args) {
  const result = spawnSync(bin("wrangler"), args, {
    cwd: root,
    env: offlineEnv({ CI: "true" }),
    encoding: "utf8",
    maxBuffer: 512 * 1024 * 1024,
  });
  if (result.status !== 0) throw new Error(`wrangler ${args.join(" ")} failed: ${result.stderr || result.stdout}`);
  return result.stdout;
}

/** Runs SQL on the local D1 and returns each statement's rows. */
function query(persistTo, sql) {
  const out = wrangler(["d1", "execute", "DB", "--local", "--persist-to", persistTo, "--json", "--command", sql]);
  return JSON.parse(out).map((r) => r.results);
}

function tables(persistTo) {
  const [rows] = query(persistTo, "SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY rowid");
  return rows.map((r) => r.name).filter((name) => !SKIPPED.test(name));
}

/**
 * Each table's WHERE for one account: its own row in users, rows with its user_id, rows of its documents. Tables
 * with none of these (shared data: Stripe events, court calendars) are left out of an account's export.
 */
function scopes(persistTo, names, userId) {
  if (!userId) return Object.fromEntries(names.map((n) => [n, "1 = 1"]));
  const columns = query(persistTo, names.map((n) => `SELECT name FROM pragma_table_info('${n}')`).join("; "));
  const id = `'${userId.replaceAll("'", "''")}'`;
  const scoped = {};
  for (const [i, name] of names.entries()) {
    const has = new Set(columns[i].map((c) => c.name));
    if (name === "users") scoped[name] = `id = ${id}`;
    else if (has.has("user_id")) scoped[name] = `user_id = ${id}`;
    else if (has.has("document_id")) scoped[name] = `document_id IN (SELECT id FROM documents WHERE user_id = ${id})`;
    else if (has.has("upload_id")) scoped[name] = `upload_id IN (SELECT id FROM documents WHERE user_id = ${id})`;
  }
  return scoped;
}

/** The id of the account with this e-mail (what `export` and `counts` take to scope to one firm). */
export function userIdOf(persistTo, email) {
  const [rows] = query(persistTo, `SELECT id FROM users WHERE email = '${email.replaceAll("'", "''")}'`);
  return rows[0]?.id;
}

/** Every R2 key the database refers to: each document's original and extracted text. */
function objectKeys(persistTo, userId) {
  const where = userId ? ` WHERE user_id = '${userId.replaceAll("'", "''")}'` : "";
  const [rows] = query(persistTo, `SELECT original_key AS a, text_key AS b FROM documents${where}`);
  return [...new Set(rows.flatMap((r) => [r.a, r.b]).filter(Boolean))];
}

export function counts(persistTo, userId) {
  const scoped = scopes(persistTo, tables(persistTo), userId);
  const names = Object.keys(scoped);
  const results = query(persistTo, names.map((n) => `SELECT count(*) AS n FROM "${n}" WHERE ${scoped[n]}`).join("; "));
  const rows = Object.fromEntries(names.map((n, i) => [n, results[i][0].n]));
  return { rows, objects: objectKeys(persistTo, userId).length };
}

export function exportDeployment(persistTo, out, userId) {
  mkdirSync(join(out, "r2"), { recursive: true });
  const scoped = scopes(persistTo, tables(persistTo), userId);
  const names = Object.keys(scoped);
  const results = query(persistTo, names.map((n) => `SELECT * FROM "${n}" WHERE ${scoped[n]}`).join("; "));
  const dump = Object.fromEntries(names.map((n, i) => [n, results[i]]));
  writeFileSync(join(out, "d1.json"), JSON.stringify(dump));
  const keys = objectKeys(persistTo, userId);
  for (const [i, key] of keys.entries()) {
    wrangler([
      "r2",
      "object",
      "get",
      `${BUCKET}/${key}`,
      "--local",
      "--persist-to",
      persistTo,
      "--file",
      join(out, "r2", String(i)),
    ]);
  }
  writeFileSync(join(out, "r2.json"), JSON.stringify(keys));
  return { tables: names.length, rows: names.reduce((s, n) => s + dump[n].length, 0), objects: keys.length };
}

const literal = (v) =>
  v === null || v === undefined ? "NULL" : typeof v === "number" ? String(v) : `'${String(v).replaceAll("'", "''")}'`;

export function restoreDeployment(backup, persistTo) {
  wrangler(["d1", "migrations", "apply", "DB", "--local", "--persist-to", persistTo]);
  const dump = JSON.parse(readFileSync(join(backup, "d1.json"), "utf8"));
  // Rows go in the order the tables were created; foreign keys are checked at the end of the file's transaction.
  const lines = ["PRAGMA defer_foreign_keys = on;"];
  for (const [table, rows] of Object.entries(dump)) {
    for (const row of rows) {
      const cols = Object.keys(row);
      lines.push(
        `INSERT INTO "${table}" (${cols.map((c) => `"${c}"`).join(", ")}) VALUES (${cols.map((c) => literal(row[c])).join(", ")});`,
      );
    }
  }
  const file = join(backup, "restore.sql");
  writeFileSync(file, lines.join("\n"));
  wrangler(["d1", "execute", "DB", "--local", "--persist-to", persistTo, "--file", file]);
  const keys = JSON.parse(readFileSync(join(backup, "r2.json"), "utf8"));
  for (const [i, key] of keys.entries()) {
    wrangler([
      "r2",
      "object",
      "put",
      `${BUCKET}/${key}`,
      "--local",
      "--persist-to",
      persistTo,
      "--file",
      join(backup, "r2", String(i)),
    ]);
  }
  return { rows: lines.length - 1, objects: keys.length };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const [command, a, b, c] = process.argv.slice(2);
  if (command === "export" && a && b) console.log(exportDeployment(a, b, c));
  else if (command === "restore" && a && b) console.log(restoreDeployment(a, b));
  else if (command === "counts" && a) console.log(JSON.stringify(counts(a, b), null, 2));
  else {
    console.error(`usage: node ${join(dirname(fileURLToPath(import.meta.url)), "backup.mjs")} export|restore|counts …`);
    process.exit(2);
  }
}
