// The re-index command's wrangler path (the one `--remote` takes against a deployed D1), run for real against a
// local D1 through `wrangler d1 execute --local`: only the --remote flag itself is not exercised here.

import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
// @ts-expect-error — plain ESM script without type declarations
import { bin, offlineEnv, root } from "./lib.mjs";
// @ts-expect-error — plain ESM script without type declarations
import { localDatabase, reindex, reindexThroughWrangler } from "./search-reindex.mjs";

type Db = { prepare(sql: string): { run(...a: unknown[]): void; all(...a: unknown[]): Record<string, unknown>[] } };
let persistTo = "";

function seed(db: Db, n: number) {
  db.prepare(
    `INSERT INTO users (id, email, password_hash, first_name, last_name, created_at, updated_at)
       VALUES ('usr_a1', 'a@firm.test', 'x', 'A', 'B', 0, 0)`,
  ).run();
  for (let i = 0; i < n; i++) {
    const id = `doc_r${i}`;
    db.prepare(
      `INSERT INTO documents (id, user_id, file_name, file_type, mime_type, file_size, original_key, status, created_at,
         updated_at) VALUES (?, 'usr_a1', ?, 'txt', 'text/plain', 1, 'k', 'processed', 0, 0)`,
    ).run(id, `contract-${i}.txt`);
    db.prepare(
      `INSERT INTO analyses (document_id, user_id, language, jurisdiction, document_type, confidence, entities,
         key_findings, parties, engine_version, created_at, updated_at)
         VALUES (?, 'usr_a1', 'pt', 'brazil', 'contract', 0.9, '[]', '[{"type":"governing_law"}]',
         '[{"name":"O''Neil Beta S.A."}]', 't', 0, 0)`,
    ).run(id);
    // As migration 0010 leaves a row: concepts, parties and courts empty; a quote in the party's name on purpose.
    db.prepare(
      `INSERT INTO documents_fts (document_id, user_id, owner, facets, concepts, parties, courts, file_name, content)
         VALUES (?, 'usr_a1', 'a1', 'typecontract', '', '', '', ?, ?)`,
    ).run(id, `contract-${i}.txt`, `Cláusula ${i}. Fica eleito o foro da Comarca de São Paulo; 'rescisão' imotivada.`);
  }
}

beforeAll(() => {
  persistTo = mkdtempSync(join(tmpdir(), "causa-reindex-test-"));
  const migrate = spawnSync(
    bin("wrangler"),
    ["d1", "migrations", "apply", "DB", "--local", "--persist-to", persistTo],
    {
      cwd: root,
      env: offlineEnv({ CI: "true" }),
      encoding: "utf8",
    },
  );
  expect(migrate.status, migrate.stderr).toBe(0);
  const db = localDatabase(persistTo);
  seed(db, 205);
  db.close();
}, 120_000);

afterAll(() => rmSync(persistTo, { recursive: true, force: true }));

describe("npm run search:reindex through wrangler d1 execute", () => {
  it("fills every row's concepts, facets and parties page by page, as the in-process re-index does", () => {
    const { documents } = reindexThroughWrangler(["--local", "--persist-to", persistTo]);
    expect(documents).toBe(205);
    const db = localDatabase(persistTo);
    const rows = db.prepare("SELECT facets, concepts, parties FROM documents_fts ORDER BY rowid").all();
    expect(
      rows.every(
        (r: Record<string, unknown>) =>
          String(r.concepts) === "cxjurisdictionclause cxjurisdictionclause cxtermination",
      ),
    ).toBe(true);
    expect(rows[204]).toMatchObject({ parties: "O'Neil Beta S.A." });
    expect(String(rows[0]?.facets)).toContain("clausegoverninglaw");
    // The in-process re-index computes the same columns: nothing changes.
    reindex(db);
    expect(db.prepare("SELECT facets, concepts, parties FROM documents_fts ORDER BY rowid").all()).toEqual(rows);
    db.close();
  }, 180_000);
});
