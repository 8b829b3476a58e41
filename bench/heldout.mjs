#!/usr/bin/env node
// Held-out evaluation on documents written and annotated for this project (docs/decisions/025-held-out-evaluation.md).
// "dev" is for tuning; "test" was frozen before any rule was changed and is only scored, never read for tuning.
// Usage: node bench/heldout.mjs [--split dev|test] [--errors] [--out bench/out/heldout.json]
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { analyze } from "../worker/analysis/analyze.ts";
import { loadSplit, scoreDoc, sum } from "./heldout-score.mjs";

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const argv = process.argv.slice(2);
const opt = (name) => {
  const i = argv.indexOf(name);
  return i >= 0 ? argv[i + 1] : undefined;
};
const splits = opt("--split") ? [opt("--split")] : ["dev", "test"];
const showErrors = argv.includes("--errors");

const f3 = (n, d) => (d ? (n / d).toFixed(3) : "  -  ");
const pad = (s, n) => String(s).padEnd(n);
const ENTITY_TYPES = [
  "PERSON",
  "ORGANIZATION",
  "LOCATION",
  "COURT",
  "LAW",
  "CASE_LAW",
  "CASE_NUMBER",
  "DATE",
  "MONEY",
  "CPF",
  "CNPJ",
  "OAB",
  "EMAIL",
  "PHONE",
  "ALL",
];

const report = {};
for (const split of splits) {
  const docs = loadSplit(join(ROOT, "bench/heldout", split));
  const results = docs.map((doc) => {
    const r = scoreDoc(doc, analyze(doc.text));
    if (showErrors && r.errors.length) console.log(`\n[${split} ${doc.id}]\n  ${r.errors.join("\n  ")}`);
    return r;
  });
  const t = sum(results);
  const g = (k) => t.get(k) ?? 0;
  const langs = ["pt", "en", "en-brazil", "all"];
  console.log(
    `\n## Held-out ${split}: ${docs.length} documents (${docs.filter((d) => d.meta.lang === "pt").length} pt, ${docs.filter((d) => d.meta.lang === "en").length} en)`,
  );
  console.log("entity recall / precision by type and language (R / P; '-' where the set has none)");
  console.log(`${pad("type", 13)}${langs.map((l) => pad(l, 22)).join("")}`);
  const out = { entities: {}, parties: {}, findings: {}, decision: {}, meta: {} };
  for (const type of ENTITY_TYPES) {
    const cells = langs.map((l) => {
      const gold = g(`ent.${l}.${type}.gold`);
      const pred = g(`ent.${l}.${type}.pred`);
      out.entities[`${l}.${type}`] = {
        gold,
        found: g(`ent.${l}.${type}.found`),
        pred,
        right: g(`ent.${l}.${type}.right`),
      };
      return pad(`${f3(g(`ent.${l}.${type}.found`), gold)} / ${f3(g(`ent.${l}.${type}.right`), pred)} (${gold})`, 22);
    });
    if (cells.some((c) => !c.startsWith("  -  /   -  "))) console.log(`${pad(type, 13)}${cells.join("")}`);
  }
  out.confidence = {
    low: { pred: g("conf.low.pred"), right: g("conf.low.right") },
    high: { pred: g("conf.high.pred"), right: g("conf.high.right") },
  };
  console.log(
    `names (PERSON/ORG/LOCATION/COURT) by confidence: < 0.7 precision ${f3(g("conf.low.right"), g("conf.low.pred"))} (${g("conf.low.pred")}), >= 0.7 precision ${f3(g("conf.high.right"), g("conf.high.pred"))} (${g("conf.high.pred")})`,
  );
  console.log(
    `entity list: ${g("entities.listed")} entries, ${g("entities.repeats")} repeat an earlier (type, value); PERSON that is a street, square or legal concept: ${g("persons.banned")}`,
  );
  for (const l of ["pt", "en"]) {
    const row = (k) => [g(`${k}.${l}.found`), g(`${k}.${l}.gold`)];
    const [pf, pg] = row("party");
    const [ff, fg] = row("finding");
    const [df, dg] = row("decision");
    out.parties[l] = {
      gold: pg,
      found: pf,
      role: g(`party.${l}.role`),
      roleExact: g(`party.${l}.roleExact`),
      pred: g(`party.${l}.pred`),
      right: g(`party.${l}.right`),
      banned: g(`party.${l}.banned`),
    };
    out.findings[l] = {
      gold: fg,
      found: ff,
      listed: g(`finding.${l}.listed`),
      heading: g(`finding.${l}.heading`),
      shared: g(`finding.${l}.sharedSnippet`),
    };
    out.decision[l] = { gold: dg, found: df, items: g(`decision.${l}.items`), repeated: g(`decision.${l}.repeated`) };
    out.meta[l] = {
      docs: g(`meta.${l}.docs`),
      language: g(`meta.${l}.language`),
      jurisdiction: g(`meta.${l}.jurisdiction`),
      type: g(`meta.${l}.type`),
    };
    console.log(
      `[${l}] parties found ${f3(pf, pg)} (${pg}), with the right role ${f3(g(`party.${l}.role`), pg)} (exact role name ${f3(g(`party.${l}.roleExact`), pg)}), precision ${f3(g(`party.${l}.right`), g(`party.${l}.pred`))}, counsel/witness/place/concept as party: ${g(`party.${l}.banned`)}`,
    );
    console.log(
      `[${l}] key findings found ${f3(ff, fg)} (${fg}); of ${g(`finding.${l}.listed`)} listed, headings ${g(`finding.${l}.heading`)}, sharing a snippet ${g(`finding.${l}.sharedSnippet`)}`,
    );
    console.log(
      `[${l}] decision fields found ${f3(df, dg)} (${dg}); items in more than one list ${g(`decision.${l}.repeated`)} of ${g(`decision.${l}.items`)}`,
    );
    const m = out.meta[l];
    console.log(
      `[${l}] language ${f3(m.language, m.docs)}, jurisdiction ${f3(m.jurisdiction, m.docs)}, document type ${f3(m.type, m.docs)}`,
    );
  }
  report[split] = out;
}
const outPath = opt("--out") ?? join(ROOT, "bench/out/heldout.json");
mkdirSync(dirname(outPath), { recursive: true });
writeFileSync(outPath, `${JSON.stringify(report, null, 1)}\n`);
