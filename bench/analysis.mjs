#!/usr/bin/env node
// Analysis-engine benchmarks: LeNER-Br (Portuguese entities), CUAD subset (English contract key findings),
// a confidence calibration table, and throughput. Plain Node ESM importing the engine's .ts files directly
// (Node >= 22 strips types). Usage: node bench/analysis.mjs [--skip-lener] [--skip-cuad] [--skip-speed]
import { execFileSync } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { analyze } from "../worker/analysis/analyze.ts";
import { extractEntities } from "../worker/analysis/entities/index.ts";
import { FIXTURES } from "../worker/analysis/fixtures/documents.ts";
import { createRecognizer } from "../worker/analysis/ner/index.ts";
import { available, EVAL_DIR as EVAL } from "./eval-data.mjs";

const { recognize } = createRecognizer();

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const OUT = join(ROOT, "bench/out");
mkdirSync(OUT, { recursive: true });
const args = new Set(process.argv.slice(2));

const readJsonl = (p) =>
  readFileSync(p, "utf8")
    .split("\n")
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l));

function score(kind, gold, pred) {
  const out = execFileSync(process.execPath, [join(EVAL, "score.mjs"), kind, gold, pred], { encoding: "utf8" });
  console.log(out);
  const micro =
    /^MICRO\s+\d+\s+\d+\s+\d+\s+\d+\s+[\d.]+\s+[\d.]+\s+([\d.]+)|^MICRO\s+\d+\s+\d+\s+\d+\s+([\d.]+)\s+([\d.]+)\s+([\d.]+)/m.exec(
      out,
    );
  return micro ? Number(micro[1] ?? micro[4]) : Number.NaN;
}

// ---------------------------------------------------------------- LeNER-Br
// The engine's entity layer on each sentence (hint: Portuguese), keeping the six LeNER types. COURT spans map to
// ORGANIZATION and CNJ numbers to CASE_LAW only when the statistical model produced the same (or, for CNJ, an
// enclosing) span (LeNER's
// convention); courts the model did not tag (e.g. "TST" inside "Súmula 297/TST") are outside LeNER's annotation.
const split = process.env.LENER_SPLIT ?? "test";
if (
  !args.has("--skip-lener") &&
  available("lener", [`${split}.sentences.jsonl`, `${split}.gold.chars.jsonl`], "LeNER-Br entity scores")
) {
  const sentences = readJsonl(join(EVAL, `lener-br/${split}.sentences.jsonl`));
  const KEEP = new Set(["PERSON", "ORGANIZATION", "LOCATION", "DATE", "LAW", "CASE_LAW"]);
  const lines = [];
  const nerOnly = [];
  const t0 = performance.now();
  for (const s of sentences) {
    const nerSpans = recognize(s.text);
    const nerKeys = new Set(nerSpans.map((e) => `${e.start}:${e.end}`));
    const ents = extractEntities(s.text, "pt", recognize);
    const mapped = [];
    for (const e of ents) {
      let type = e.type;
      if ((type === "COURT" || type === "CASE_NUMBER") && nerKeys.has(`${e.start}:${e.end}`)) {
        type = type === "COURT" ? "ORGANIZATION" : "CASE_LAW";
      }
      // A validated CNJ number wins over the model's span in the product; LeNER annotates the whole reference
      // ("Processo nº 0058967-..."), so the bench reports the model's enclosing CASE_LAW span.
      if (type === "CASE_NUMBER") {
        const outer = nerSpans.find((n) => n.type === "CASE_LAW" && n.start <= e.start && n.end >= e.end);
        if (outer) {
          mapped.push({ type: "CASE_LAW", start: outer.start, end: outer.end });
          continue;
        }
      }
      if (KEEP.has(type)) mapped.push({ type, start: e.start, end: e.end });
    }
    lines.push(JSON.stringify({ id: s.id, unit: "char", entities: mapped }));
    nerOnly.push(
      JSON.stringify({
        id: s.id,
        unit: "char",
        entities: nerSpans.map(({ type, start, end }) => ({ type, start, end })),
      }),
    );
  }
  const ms = performance.now() - t0;
  const pred = join(OUT, `lener-br.${split}.chars.jsonl`);
  writeFileSync(pred, `${lines.join("\n")}\n`);
  writeFileSync(join(OUT, `lener-br.${split}.ner-only.chars.jsonl`), `${nerOnly.join("\n")}\n`);
  const gold = join(EVAL, `lener-br/${split}.gold.chars.jsonl`);
  console.log(
    `=== LeNER-Br ${split}: engine entity layer (NER + rules), ${sentences.length} sentences, ${ms.toFixed(0)} ms`,
  );
  const merged = score("ner", gold, pred);
  console.log(`=== LeNER-Br ${split}: NER module alone (reference)`);
  const alone = score("ner", gold, join(OUT, `lener-br.${split}.ner-only.chars.jsonl`));
  console.log(
    `LeNER-Br ${split} micro F1: engine ${merged.toFixed(4)} vs NER alone ${alone.toFixed(4)} (${merged >= alone ? "rules do not lower it" : "RULES LOWER IT"})\n`,
  );
}

// ---------------------------------------------------------------- CUAD
const CUAD_MAP = {
  parties: "Parties",
  agreement_date: "Agreement Date",
  effective_date: "Effective Date",
  expiration_date: "Expiration Date",
  renewal_term: "Renewal Term",
  notice_period_to_terminate_renewal: "Notice Period To Terminate Renewal",
  governing_law: "Governing Law",
  non_compete: "Non-Compete",
  exclusivity: "Exclusivity",
  termination_for_convenience: "Termination For Convenience",
  cap_on_liability: "Cap On Liability",
};
// Without CUAD the calibration runs on the fixtures alone, and the throughput (measured on its contracts) is skipped.
const haveCuad = available("cuad", ["test.gold.json"], "CUAD scores, CUAD's part of the calibration, throughput");
const goldCuad = haveCuad ? JSON.parse(readFileSync(join(EVAL, "cuad/test.gold.json"), "utf8")) : { contracts: [] };
const contracts = goldCuad.contracts.map((c) => ({ ...c, text: readFileSync(join(EVAL, "cuad", c.file), "utf8") }));
const cuadAnalyses = new Map();
if (haveCuad && !args.has("--skip-cuad")) {
  const lines = [];
  for (const c of contracts) {
    const a = analyze(c.text, { fileName: `${c.id}.txt` });
    cuadAnalyses.set(c.id, a);
    const findings = {};
    for (const k of a.keyFindings) {
      const cat = CUAD_MAP[k.type];
      if (!cat) continue;
      // Party names are given as text so every mention counts; clauses by offsets.
      findings[cat] ??= [];
      findings[cat].push(k.type === "parties" ? k.value : { start: k.start, end: k.end });
    }
    lines.push(JSON.stringify({ id: c.id, findings }));
  }
  const pred = join(OUT, "cuad.jsonl");
  writeFileSync(pred, `${lines.join("\n")}\n`);
  console.log("=== CUAD subset (50 contracts, 11 core categories)");
  const f1 = score("cuad", join(EVAL, "cuad/test.gold.json"), pred);
  console.log(`CUAD micro F1 ${f1.toFixed(4)} (target >= 0.60)\n`);
  const types = contracts.filter((c) => cuadAnalyses.get(c.id)?.documentType === "contract").length;
  console.log(`CUAD documents classified as contract: ${types}/${contracts.length}\n`);
}

// ---------------------------------------------------------------- calibration
// Labelled set: the 16 hand-written fixtures, the 50 CUAD contracts (label: contract, usa, en), and degraded
// variants (first 400 characters; simulated OCR noise with a low ocrConfidence hint) of each, which are harder.
// "Right" = language, jurisdiction and document type all correct.
{
  const items = [];
  for (const f of FIXTURES) items.push({ text: f.text, label: f });
  for (const c of contracts)
    items.push({ text: c.text, label: { language: "en", jurisdiction: "usa", documentType: "contract" } });
  const base = [...items];
  for (const it of base) items.push({ text: it.text.slice(0, 400), label: it.label });
  let seed = 7;
  const rand = () => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed / 2147483648;
  };
  for (const it of base) {
    const noisy = it.text
      .slice(0, 3000)
      .replace(/[a-zà-ú]/gi, (ch) => (rand() < 0.25 ? "~#%@1l"[Math.floor(rand() * 6)] : ch));
    items.push({ text: noisy, label: it.label, hints: { ocrConfidence: 0.45 } });
  }
  const rows = [];
  for (const it of items) {
    const a = analyze(it.text, it.hints);
    const right =
      a.language === it.label.language &&
      a.jurisdiction === it.label.jurisdiction &&
      a.documentType === it.label.documentType;
    rows.push({ c: a.confidence, right });
  }
  const bins = [
    [0, 0.5],
    [0.5, 0.6],
    [0.6, 0.7],
    [0.7, 0.8],
    [0.8, 0.9],
    [0.9, 1.01],
  ];
  console.log(
    `=== Confidence calibration (${rows.length} documents: fixtures${haveCuad ? ", CUAD" : ""}, truncated, OCR-noised)`,
  );
  console.log("confidence     n     correct  accuracy  mean conf");
  for (const [lo, hi] of bins) {
    const r = rows.filter((x) => x.c >= lo && x.c < hi);
    if (!r.length) {
      console.log(`[${lo.toFixed(1)}, ${Math.min(1, hi).toFixed(1)})  ${String(0).padStart(4)}`);
      continue;
    }
    const ok = r.filter((x) => x.right).length;
    const mean = r.reduce((s, x) => s + x.c, 0) / r.length;
    console.log(
      `[${lo.toFixed(1)}, ${Math.min(1, hi).toFixed(1)})  ${String(r.length).padStart(4)}  ${String(ok).padStart(8)}  ${(ok / r.length).toFixed(3).padStart(8)}  ${mean.toFixed(3).padStart(9)}`,
    );
  }
  const total = rows.filter((x) => x.right).length;
  console.log(`overall accuracy ${(total / rows.length).toFixed(3)}\n`);
}

// ---------------------------------------------------------------- throughput
// Reported as CPU time of this process (process.cpuUsage) next to wall time: the bench machine is shared, and
// wall time then measures the neighbours as much as the engine. The engine is synchronous and single-threaded.
if (haveCuad && !args.has("--skip-speed")) {
  const cpuMs = (f) => {
    const c0 = process.cpuUsage();
    const w0 = performance.now();
    f();
    const c = process.cpuUsage(c0);
    return { cpu: (c.user + c.system) / 1000, wall: performance.now() - w0 };
  };
  const all = contracts.map((c) => c.text);
  let chars = 0;
  for (const t of all) chars += t.length;
  for (const t of all.slice(0, 5)) analyze(t); // warm-up (regex compilation, NER model load)
  const en = cpuMs(() => {
    for (const t of all) analyze(t);
  });
  const mbps = (n, ms) => (n / 1e6 / (ms / 1000)).toFixed(2);
  console.log("=== Throughput (one core)");
  console.log(
    `CUAD 50 contracts (English, ${(chars / 1e6).toFixed(2)} MB): CPU ${en.cpu.toFixed(0)} ms = ${mbps(chars, en.cpu)} MB/s (wall ${en.wall.toFixed(0)} ms = ${mbps(chars, en.wall)} MB/s)`,
  );

  const ptDocs = FIXTURES.filter((f) => f.language === "pt").map((f) => f.text);
  const ptText = Array.from({ length: 40 }, (_, i) => ptDocs[i % ptDocs.length]).join("\n\n");
  analyze(ptText);
  const pt = cpuMs(() => {
    for (let i = 0; i < 5; i++) analyze(ptText);
  });
  const ptNer = cpuMs(() => {
    for (let i = 0; i < 5; i++) recognize(ptText);
  });
  console.log(
    `Portuguese fixtures x40 (${(ptText.length / 1e3).toFixed(0)}k chars), whole engine: CPU ${(pt.cpu / 5).toFixed(1)} ms = ${mbps(ptText.length * 5, pt.cpu)} MB/s, of which the NER module ${(ptNer.cpu / 5).toFixed(1)} ms`,
  );

  // ~20-page contract: the longest CUAD contracts concatenated and cut to 60,000 characters.
  const long = [...all].sort((a, b) => b.length - a.length);
  let big = "";
  for (const t of long) {
    if (big.length >= 60000) break;
    big += `${t}\n\n`;
  }
  big = big.slice(0, 60000);
  const cpu = [];
  const wall = [];
  for (let i = 0; i < 40; i++) {
    const r = cpuMs(() => analyze(big));
    cpu.push(r.cpu);
    wall.push(r.wall);
  }
  const pct = (xs, q) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(q * xs.length))];
  console.log(
    `20-page contract (${big.length} chars), 40 runs: CPU p50 ${pct(cpu, 0.5).toFixed(1)} ms, p95 ${pct(cpu, 0.95).toFixed(1)} ms; wall p50 ${pct(wall, 0.5).toFixed(1)} ms, p95 ${pct(wall, 0.95).toFixed(1)} ms (target < 100 ms)`,
  );
}
