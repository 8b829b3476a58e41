// Backup and restore (issue #18, docs/decisions/024-backups.md): a deployment with users, documents, analyses,
// deadlines and search rows is exported (D1 rows + R2 objects) and restored into an empty local deployment; every
// table's row count and the object count must be equal. Prints the sizes and times.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { counts, exportDeployment, restoreDeployment, userIdOf } from "../scripts/backup.mjs";
import { signIn, startApp, time } from "./app.mjs";

const DOCUMENTS = 2;
const app = await startApp();
const backup = mkdtempSync(join(tmpdir(), "causa-backup-"));
const target = mkdtempSync(join(tmpdir(), "causa-restore-"));
let differences = [];
const users = [];
try {
  for (const firm of ["a", "b"]) {
    const user = await signIn(app.baseURL, `restore.${firm}.${Date.now()}@firm.test`);
    users.push(user);
    for (let i = 0; i < DOCUMENTS; i++) {
      const form = new FormData();
      const text = `Contrato nº ${i} (${firm}). Multa de R$ 2.000,00. O réu deverá contestar no prazo de 15 dias úteis.`;
      form.append("document", new File([text], `contrato-${firm}-${i}.txt`));
      await user.fetch("/api/documents/upload", { method: "POST", body: form });
    }
    await user.fetch("/api/documents/search", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ query: "multa" }),
    });
  }
  // Wait until the queue has processed every document (the backup must hold analyses and texts too).
  const deadline = Date.now() + 120_000;
  for (const user of users) {
    for (;;) {
      const list = await (await user.fetch("/api/documents/analyses")).json();
      if (list.length === DOCUMENTS && list.every((d) => d.status === "processed")) break;
      if (Date.now() > deadline) throw new Error("documents were not processed in time");
      await new Promise((r) => setTimeout(r, 500));
    }
  }
  await app.stop({ keep: true });
  // One firm's data (account a) goes to an empty deployment; the other firm's must not come along.
  const [firm, other] = users.map((u) => userIdOf(app.persistTo, u.email));
  const before = counts(app.persistTo, firm);
  let exported;
  const exportMs = await time(async () => {
    exported = exportDeployment(app.persistTo, backup, firm);
  });
  const restoreMs = await time(async () => {
    restoreDeployment(backup, target);
  });
  const after = counts(target, firm);
  differences = Object.keys(before.rows).filter((t) => before.rows[t] !== after.rows[t]);
  if (before.objects !== after.objects) differences.push("R2 objects");
  const leaked = counts(target, other);
  if (leaked.objects > 0 || Object.values(leaked.rows).some((n) => n > 0)) differences.push("the other firm's data");
  console.log(
    `Backup of one firm from a local deployment: ${exported.tables} tables, ${exported.rows} rows, ${exported.objects} R2 objects; ` +
      `export ${(exportMs / 1000).toFixed(1)} s, restore into an empty deployment ${(restoreMs / 1000).toFixed(1)} s`,
  );
  console.log(`  rows per table: ${JSON.stringify(before.rows)}`);
  console.log(
    `  counts equal after restore, nothing of the other firm: ${differences.length === 0 ? "yes" : `NO (${differences.join(", ")})`}`,
  );
} finally {
  rmSync(app.persistTo, { recursive: true, force: true });
  rmSync(backup, { recursive: true, force: true });
  rmSync(target, { recursive: true, force: true });
}
process.exit(differences.length ? 1 : 0);
