#!/usr/bin/env node
// The held-out set through the product's own extraction path (docs/decisions/031-heldout-through-extraction.md):
// each document as the TXT it is, as a DOCX, as a PDF printed by Chromium and, for a subset, as a 300 dpi scanned
// PDF; each file goes through extractText (worker/extraction, with the in-Worker OCR engine, as the upload pipeline
// runs it) and analyze(), and is scored with the held-out scorer (bench/heldout-score.mjs).
// Usage: node bench/heldout-formats.mjs [--split dev|test] [--errors] [--scans N] [--dump] [--code DIR]
//   --errors  dev only: per format, the dev errors the TXT version does not have (what the format loses)
//   --scans N documents per split also scanned (default 5; OCR costs seconds a page); 0 skips scans
//   --dump    dev only: writes the generated files and the extracted text to .tmp/heldout-formats/
//   --code DIR  extraction and engine of another checkout (`git archive` it inside this repository)
import { mkdirSync, writeFileSync } from "node:fs";
import { register } from "node:module";
import { dirname, join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { chromium } from "playwright";
import { root } from "../scripts/lib.mjs";
import { loadSplit, scoreDoc, sum } from "./heldout-score.mjs";
import { prepareScanner, toDocx, toPdf } from "./lib/heldout-variants.mjs";

register("./lib/wasm-hooks.mjs", import.meta.url);
const argv = process.argv.slice(2);
const opt = (name) => {
  const i = argv.indexOf(name);
  return i >= 0 ? argv[i + 1] : undefined;
};
// --code DIR: the worker/ (extraction and engine) of another checkout, for before/after figures (as bench/scan.mjs).
const code = opt("--code") ? resolve(opt("--code")) : root;
const load = (path) => import(pathToFileURL(join(code, path)).href);
const { extractText } = await load("worker/extraction/extract.ts");
const { sniffFileType } = await load("worker/extraction/sniff.ts");
const { analyze } = await load("worker/analysis/analyze.ts");
const { readFileSync } = await import("node:fs");
const splits = opt("--split") ? [opt("--split")] : ["dev", "test"];
// Test errors are never printed or written: the test split is scored, not read (025-held-out-evaluation).
const showErrors = argv.includes("--errors");
const dump = argv.includes("--dump");
const SCANS = Number(opt("--scans") ?? 5);
const DUMP_DIR = join(root, ".tmp/heldout-formats");
const loadOcrAsset = async (name) => new Uint8Array(readFileSync(join(root, "worker/extraction/ocr-data", name)));

const cpuMs = (since) => {
  const { user, system } = process.cpuUsage(since);
  return (user + system) / 1000;
};

/** Upload path: type by content, extract, analyse with the hints the documents service passes. */
async function throughProduct(bytes, fileName) {
  const kind = sniffFileType(bytes, fileName).kind;
  const cpu = process.cpuUsage();
  const extracted = await extractText(bytes, kind, { loadOcrAsset });
  const extractMs = cpuMs(cpu);
  const analysis = analyze(extracted.text, { fileName, ocrConfidence: extracted.ocrConfidence });
  return { extracted, analysis, extractMs };
}

const ratio = (n, d) => (d ? n / d : undefined);
/** The headline figures of one format on one split (both languages together). */
function figures(total) {
  const g = (k) => total.get(k) ?? 0;
  const both = (k) => g(k.replace("$", "pt")) + g(k.replace("$", "en"));
  return {
    entityRecall: ratio(g("ent.all.ALL.found"), g("ent.all.ALL.gold")),
    entityPrecision: ratio(g("ent.all.ALL.right"), g("ent.all.ALL.pred")),
    ptRecall: ratio(g("ent.pt.ALL.found"), g("ent.pt.ALL.gold")),
    enRecall: ratio(g("ent.en.ALL.found"), g("ent.en.ALL.gold")),
    parties: ratio(both("party.$.found"), both("party.$.gold")),
    partyRoles: ratio(both("party.$.role"), both("party.$.gold")),
    findings: ratio(both("finding.$.found"), both("finding.$.gold")),
    decision: ratio(both("decision.$.found"), both("decision.$.gold")),
    docType: ratio(both("meta.$.type"), both("meta.$.docs")),
    jurisdiction: ratio(both("meta.$.jurisdiction"), both("meta.$.docs")),
  };
}
const COLUMNS = [
  ["entityRecall", "ent R"],
  ["entityPrecision", "ent P"],
  ["ptRecall", "pt R"],
  ["enRecall", "en R"],
  ["parties", "parties"],
  ["partyRoles", "roles"],
  ["findings", "findings"],
  ["decision", "decision"],
  ["docType", "type"],
  ["jurisdiction", "juris."],
];
const cell = (v) => (v === undefined ? "  -  " : v.toFixed(3));
const drop = (v, base) =>
  v === undefined || base === undefined ? "" : ` (${v - base >= 0 ? "+" : ""}${(v - base).toFixed(3)})`;

const browser = await chromium.launch({ executablePath: "/usr/bin/chromium" });
const report = {};
try {
  const printer = await browser.newPage();
  const scan = await prepareScanner(await browser.newPage());
  for (const split of splits) {
    const docs = loadSplit(join(root, "bench/heldout", split));
    const canShow = split === "dev";
    // Evenly spaced documents of at most two pages are also scanned: whole documents, so their gold still applies.
    const runs = { txt: [], docx: [], pdf: [], "txt (scan subset)": [], scan: [] };
    const cpu = { txt: 0, docx: 0, pdf: 0, scan: 0 };
    const pages = { pdf: 0, scan: 0 };
    const errorsOf = {};
    const pdfs = [];
    for (const doc of docs) {
      const files = {
        txt: new TextEncoder().encode(doc.text),
        docx: await toDocx(doc),
        pdf: await toPdf(printer, doc),
      };
      pdfs.push(files.pdf);
      for (const [format, bytes] of Object.entries(files)) {
        const r = await throughProduct(bytes, `${doc.id}.${format}`);
        cpu[format] += r.extractMs;
        if (format === "pdf") pages.pdf += r.extracted.pageCount ?? 1;
        const scored = scoreDoc(doc, r.analysis);
        runs[format].push(scored);
        errorsOf[doc.id] = { ...errorsOf[doc.id], [format]: scored.errors };
        if (dump && canShow) {
          mkdirSync(join(DUMP_DIR, split), { recursive: true });
          writeFileSync(join(DUMP_DIR, split, `${doc.id}.${format}`), bytes);
          writeFileSync(join(DUMP_DIR, split, `${doc.id}.${format}.extracted.txt`), r.extracted.text);
        }
      }
    }
    const candidates = docs.map((doc, i) => ({ doc, i })).filter(({ i }) => (pdfPages(pdfs[i]) ?? 1) <= 2);
    const chosen =
      SCANS > 0
        ? candidates.filter((_, k) => k % Math.max(1, Math.floor(candidates.length / SCANS)) === 0).slice(0, SCANS)
        : [];
    let ocrFailures = 0;
    for (const { doc, i } of chosen) {
      const scanned = await scan(pdfs[i], i + 1);
      // OCR_FAILED is retried by the queue; a second failure fails the document, which then shows nothing.
      const r = await throughProduct(scanned, `${doc.id}.scan.pdf`)
        .catch(() => throughProduct(scanned, `${doc.id}.scan.pdf`))
        .catch((err) => {
          ocrFailures++;
          console.log(`scan of ${split} ${doc.id} failed twice: ${err.code ?? err.message}`);
          return { extracted: { text: "", pageCount: 0 }, analysis: analyze(" "), extractMs: 0 };
        });
      cpu.scan += r.extractMs;
      pages.scan += r.extracted.pageCount ?? 1;
      const scored = scoreDoc(doc, r.analysis);
      runs.scan.push(scored);
      runs["txt (scan subset)"].push(runs.txt[i]);
      errorsOf[doc.id].scan = scored.errors;
      if (dump && canShow) {
        writeFileSync(join(DUMP_DIR, split, `${doc.id}.scan.pdf`), scanned);
        writeFileSync(join(DUMP_DIR, split, `${doc.id}.scan.extracted.txt`), r.extracted.text);
      }
    }

    console.log(
      `\n## Held-out ${split} through extraction: ${docs.length} documents as TXT, DOCX and PDF (${pages.pdf} pages); ${chosen.length} also scanned (${pages.scan} pages, 300 dpi${ocrFailures ? `; ${ocrFailures} failed OCR twice, scored as empty` : ""})`,
    );
    console.log(`${"format".padEnd(18)}${COLUMNS.map(([, label]) => label.padEnd(16)).join("")}`);
    const out = {};
    for (const [format, results] of Object.entries(runs)) {
      if (!results.length) continue;
      const f = figures(sum(results));
      const base = format === "scan" ? out["txt (scan subset)"] : format.startsWith("txt") ? undefined : out.txt;
      out[format] = f;
      console.log(
        `${format.padEnd(18)}${COLUMNS.map(([k]) => `${cell(f[k])}${drop(f[k], base?.[k])}`.padEnd(16)).join("")}`,
      );
    }
    const perDoc = (ms, n) => (n ? (ms / n).toFixed(0) : "-");
    console.log(
      `extraction CPU ms (this process; Chromium apart): TXT ${perDoc(cpu.txt, docs.length)}/doc, DOCX ${perDoc(cpu.docx, docs.length)}/doc, PDF ${perDoc(cpu.pdf, pages.pdf)}/page, scan ${perDoc(cpu.scan, pages.scan)}/page (OCR engine start included once)`,
    );
    report[split] = {
      figures: out,
      cpuMs: cpu,
      pages,
      documents: docs.length,
      scanned: chosen.map(({ doc }) => doc.id),
    };

    if (showErrors && canShow) {
      for (const doc of docs) {
        const byFormat = errorsOf[doc.id];
        for (const format of ["docx", "pdf", "scan"]) {
          const lost = (byFormat[format] ?? []).filter((e) => !byFormat.txt.includes(e));
          const gained = byFormat[format] ? byFormat.txt.filter((e) => !byFormat[format].includes(e)) : [];
          if (lost.length || gained.length)
            console.log(
              `\n[${split} ${doc.id} ${format}]${lost.map((e) => `\n  - ${e}`).join("")}${gained.map((e) => `\n  + fixed: ${e}`).join("")}`,
            );
        }
      }
    }
  }
} finally {
  await browser.close();
}

/** Page count from the PDF's page tree, without parsing it (Chromium writes one /Type /Page per page). */
function pdfPages(bytes) {
  return (
    (
      Buffer.from(bytes)
        .toString("latin1")
        .match(/\/Type\s*\/Page[^s]/g) ?? []
    ).length || undefined
  );
}

const outPath = opt("--out") ?? join(root, "bench/out/heldout-formats.json");
mkdirSync(dirname(outPath), { recursive: true });
writeFileSync(outPath, `${JSON.stringify(report, null, 1)}\n`);
