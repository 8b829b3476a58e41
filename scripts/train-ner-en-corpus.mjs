#!/usr/bin/env node
// Builds the English NER training corpus (docs/decisions/029-english-ner.md): US court opinions, opinion summaries
// and case listings captured as test fixtures by Free Law Project's juriscraper (BSD-2-Clause; the court texts are
// public domain), labelled by the engine's English rule layer (silver), cleaned by automated checks, with the
// hand-reviewed sentences of scripts/ner-en/corrections.json replacing their silver labels.
//
//   node scripts/train-ner-en-corpus.mjs <juriscraper git dir> [--commit <sha>]   # writes scripts/ner-en/*.jsonl
//   node scripts/train-ner-en-corpus.mjs <dir> --sample 100                        # prints a review sample
//
// Needs Node >= 22.18 (type stripping): it runs the engine's own .ts rule modules and the NER's tokenizer.

import { execFileSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { extractEntities } from "../worker/analysis/entities/index.ts";
import { refineEntities } from "../worker/analysis/entities/refine.ts";
import { sentenceBounds, tokenize } from "../worker/analysis/ner/tokenize.ts";
import { rng } from "./ner-data.mjs";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..");
const OUT = join(ROOT, "scripts/ner-en");
const args = process.argv.slice(2);
const GIT = args[0];
const opt = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : fallback;
};
const COMMIT = opt("commit", "8446197f3885164fd337624490cf466d8817d775");
const FIXTURES = "tests/examples/opinions/united_states/";
const git = (...a) => execFileSync("git", ["--git-dir", GIT, ...a], { maxBuffer: 1 << 28 });

// Engine entity types -> the NER's tags. A court is an organisation to the model (as in LeNER-Br); the engine turns
// a model organisation named "… Court …" back into COURT. Identifiers, money and docket numbers stay with the rules.
const TYPE = {
  PERSON: "PERSON",
  ORGANIZATION: "ORGANIZATION",
  COURT: "ORGANIZATION",
  LOCATION: "LOCATION",
  DATE: "DATE",
  LAW: "LAW",
  CASE_LAW: "CASE_LAW",
};

const ENTITIES = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " ", sect: "§", para: "¶" };
Object.assign(ENTITIES, { rsquo: "’", lsquo: "‘", rdquo: "”", ldquo: "“", mdash: "—", ndash: "–" });
function decodeEntities(s) {
  return s.replace(/&(#x?[0-9a-f]+|\w+);/gi, (_, e) => {
    if (e[0] !== "#") return ENTITIES[e.toLowerCase()] ?? " ";
    return String.fromCodePoint(e[1] === "x" || e[1] === "X" ? Number.parseInt(e.slice(2), 16) : Number(e.slice(1)));
  });
}

// Page furniture of the courts' web sites, not court text.
const CHROME =
  /\b(?:click|PDF|website|web site|browser|Adobe|JavaScript|cookies?|download|e-?mail|subscribe|translat\w*|login|password|RSS|menu|search results?)\b|https?:|www\.|[{}<>|]/i;

// Paragraphs of readable text in one fixture: long string values of JSON, text between block tags of HTML.
function paragraphs(name, bytes) {
  // Pages in Windows-1252 read as Latin-1; replacement characters already in a page (mojibake) drop its paragraph.
  let raw = bytes.toString("utf8");
  if (raw.includes("\uFFFD") && !bytes.includes(Buffer.from([0xef, 0xbf, 0xbd]))) raw = bytes.toString("latin1");
  let texts = [];
  if (name.endsWith(".json")) {
    const walk = (v) => {
      if (typeof v === "string" && v.length > 200) texts.push(v.replace(/<[^>]+>/g, "\n"));
      else if (v && typeof v === "object") for (const x of Object.values(v)) walk(x);
    };
    try {
      walk(JSON.parse(raw));
    } catch {
      return [];
    }
  } else {
    raw = raw.replace(/<(script|style)[\s\S]*?<\/\1>/gi, " ").replace(/<!--[\s\S]*?-->/g, " ");
    texts = [raw.replace(/<br\s*\/?>|<\/(?:p|div|tr|li|h\d|td|table)>/gi, "\n").replace(/<[^>]+>/g, " ")];
  }
  const out = [];
  for (const t of texts) {
    for (const para of decodeEntities(t).split(/\r?\n/)) {
      const p = para.replace(/\s+/g, " ").trim();
      if (p.split(" ").length >= 6 && /[a-z]{3}/.test(p) && !CHROME.test(p) && !/\uFFFD|ï¿½/.test(p)) out.push(p);
    }
  }
  return out;
}

// Silver labels: the English rule layer as the product runs it (rules, then the document-level refinement), every
// mention kept, mapped to the NER's types.
function silver(text) {
  return refineEntities(text, extractEntities(text, "en"), "en", false)
    .filter((e) => TYPE[e.type] !== undefined)
    .map((e) => ({ start: e.start, end: e.end, type: TYPE[e.type] }));
}

// Automated review, part 1: spans no name can be, and shapes the rules miss.
const NAMEISH = new Set(["PERSON", "ORGANIZATION", "LOCATION"]);
const CAP = "[A-Z][A-Za-z&'.-]*";
const MISSES = [
  // "Acme Widgets, Inc.", "Blue Sky Holdings LLC"
  [
    new RegExp(
      `\\b${CAP}(?: (?:${CAP}|of|and|&))*,? (?:Inc\\.|LLC|L\\.L\\.C\\.|Corp\\.|Corporation|Co\\.|Company|Ltd\\.|L\\.P\\.|LLP|PLLC|P\\.C\\.)`,
      "g",
    ),
    "ORGANIZATION",
  ],
  // A judge signing an opinion: "Guidry, J.", "Goodman, C.J.", "by Rovner, Circuit Judge"
  [/\b[A-Z][a-z]+(?:-[A-Z][a-z]+)?(?=, (?:C\.J\.|J\.|P\.J\.|JJ\.|Circuit Judge|District Judge)(?:\W|$))/g, "PERSON"],
  // "City of Tacoma", "County of Los Angeles", "Town of Hempstead"
  [new RegExp(`\\b(?:City|County|Town|Village|Borough|Township|Parish) of ${CAP}(?: ${CAP})*`, "g"), "ORGANIZATION"],
  // "United States District Court for the Western District of Missouri", "Court of Appeals of Texas"
  [
    new RegExp(
      `\\b(?:United States |U\\.S\\. )?(?:District|Bankruptcy|Superior|Supreme|Circuit|Appellate|Tax|Family|Land) Court(?: of Appeals?)?(?: (?:for|of) the(?: ${CAP})+ (?:District|Circuit|Department)(?: of ${CAP}(?: ${CAP})*)?| of(?: the)? ${CAP}(?: ${CAP})*)`,
      "g",
    ),
    "ORGANIZATION",
  ],
];

// The two sides of a "v." ("Tammy Hutson Boone v. Paul Dale Boone", "683 2019-07-30 Wilson v. State", "Sproull v. State
// Farm Fire and Casualty Co.") are parties, which the rules often leave untagged outside a full citation: the run of
// capitalised words (and initials, "of", "and", "&") touching each side, a rank before a service member's name dropped.
const PARTY_WORD = "(?:[A-Z][A-Za-z'’.-]*|&|of|and|the|de|van|von|da|del|la)";
const LEFT = new RegExp(
  `(?:^|[^A-Za-z'’.&-])((?:[A-Z][A-Za-z'’.-]*)(?:,? ${PARTY_WORD})*?(?:,? (?:Inc\\.|LLC|Jr\\.|Ltd\\.|N\\.A\\.))?),?(?: et al\\.,?)?(?:,? (?:Appellants?|Appellees?|Petitioners?|Respondents?|Plaintiffs?|Defendants?),?)? vs?\\.? $`,
);
const RIGHT = new RegExp(
  `^((?:[A-Z][A-Za-z'’.-]*)(?: ${PARTY_WORD})*(?:,? (?:Inc\\.|LLC|L\\.L\\.C\\.|Jr\\.|Ltd\\.|LLP|N\\.A\\.|Co\\.))?)(?=$|[^A-Za-z'’.&-]|\\.$)`,
);
const ORG_WORD =
  /\b(?:Inc|LLC|L\.L\.C|LLP|Corp|Corporation|Co|Company|Ltd|Bank|Insurance|Ass'n|Association|Department|Dept|County|City|Town|Board|Commission|University|College|Hospital|School|District|Authority|Services?|Group|Trust|Partners|Society|Agency|Government|Union|Church|Center|Fund|Council|Bureau|Office|Systems?|Holdings|Industries|Enterprises|Products|Properties|Management|Estate|Foundation|GMBH|GmbH|INCORPORATED|CORPORATION|COMPANY)\b/;
// A party that is the sovereign ("State", "People of the State of X", "United States", "Commonwealth") stays as the
// rules have it.
const SOVEREIGN = /^(?:State|STATE|People|Commonwealth|US|U\.S\.|United States|UNITED STATES|Government)\b/;
const RANK =
  /^(?:(?:Staff|Master|First|Chief|Sergeant|Private|Specialist|Corporal|Lance|Petty|Officer|Airman|Seaman|Senior|Technical|Class|Lieutenant|Captain|Major|Colonel|Commander|Ensign|Warrant|General|E-?\d|O-?\d) )+/;

function partySpan(text, start, end) {
  let s = start;
  // A final period stays when it closes an abbreviation or an initial ("Tyson Foods, Inc.", "M.V.").
  const raw = text.slice(start, end);
  let v = /(?:\b(?:Inc|Jr|Co|Ltd|Corp)|\b[A-Z])\.$/.test(raw) ? raw : raw.replace(/[,.]$/, "");
  const rank = RANK.exec(v);
  if (rank) {
    s += rank[0].length;
    v = v.slice(rank[0].length);
  }
  v = v.replace(/ (?:of|and|the|de|&)$/, "");
  if (v.length < 2 || SOVEREIGN.test(v) || /^(?:In re|Matter|The)$/.test(v)) return null;
  const type = ORG_WORD.test(v) ? "ORGANIZATION" : /\b(?:of|the)\b/.test(v) ? null : "PERSON";
  return type === null ? null : { start: s, end: s + v.length, type };
}

function versusParties(text) {
  const out = [];
  for (const m of text.matchAll(/ vs?\.? (?=[A-Z])/g)) {
    const from = Math.max(0, m.index - 120);
    const left = LEFT.exec(text.slice(from, m.index + m[0].length));
    const start = left ? from + left.index + left[0].indexOf(left[1]) : -1;
    const after = m.index + m[0].length;
    const right = RIGHT.exec(text.slice(after, after + 120));
    for (const p of [
      left ? partySpan(text, start, start + left[1].length) : null,
      right ? partySpan(text, after, after + right[1].length) : null,
    ]) {
      if (p) out.push(p);
    }
  }
  return out;
}

function autoReview(text, spans, stats) {
  const kept = spans.filter((s) => {
    const v = text.slice(s.start, s.end);
    const bad = NAMEISH.has(s.type) && (!/^[A-Z0-9]/.test(v) || /^(?:The|This|That|These|In|On|At|If)$/.test(v));
    if (bad) stats.lowercase++;
    return !bad;
  });
  const found = MISSES.flatMap(([re, type]) =>
    [...text.matchAll(re)].map((m) => ({ start: m.index, end: m.index + m[0].length, type })),
  );
  for (const s of [...found, ...versusParties(text)]) {
    if (kept.some((k) => k.start < s.end && s.start < k.end)) continue;
    kept.push(s);
    stats.added++;
  }
  return kept.sort((a, b) => a.start - b.start);
}

// Sentences as the recognizer splits them (ner/tokenize.ts), with the spans inside each; a sentence that a span
// crosses is dropped.
function sentences(text, spans) {
  const tokens = tokenize(text);
  const out = [];
  for (const [a, b] of sentenceBounds(text, tokens)) {
    const from = tokens[a].start;
    const to = tokens[b - 1].end;
    // Fragments that start inside a sentence (text wrapped at a page's line breaks) teach the model little.
    if (b - a < 5 || b - a > 120 || /^[a-z,;)]/.test(tokens[a].text)) continue;
    if (spans.some((s) => s.start < to && from < s.end && (s.start < from || s.end > to))) continue;
    const inside = spans.filter((s) => s.start >= from && s.end <= to);
    out.push({ text: text.slice(from, to), spans: inside.map((s) => [s.start - from, s.end - from, s.type]) });
  }
  return out;
}

// Automated review, part 2: one string, one type. Where the corpus tags a name with two types, the minority
// mentions take the majority type when it holds four out of five.
function harmonise(all, stats) {
  const votes = new Map();
  for (const s of all) {
    for (const [a, b, type] of s.spans) {
      if (!NAMEISH.has(type)) continue;
      const v = s.text.slice(a, b);
      const m = votes.get(v) ?? new Map();
      m.set(type, (m.get(type) ?? 0) + 1);
      votes.set(v, m);
    }
  }
  for (const s of all) {
    s.spans = s.spans.map(([a, b, type]) => {
      const m = votes.get(s.text.slice(a, b));
      if (!m || m.size < 2) return [a, b, type];
      const [top, n] = [...m].sort((x, y) => y[1] - x[1])[0];
      const total = [...m.values()].reduce((x, y) => x + y, 0);
      if (top === type || n < 0.8 * total) return [a, b, type];
      stats.retyped++;
      return [a, b, top];
    });
  }
}

const files = git("ls-tree", "-r", "--name-only", COMMIT, FIXTURES)
  .toString()
  .split("\n")
  .filter((f) => f !== "" && !f.endsWith(".compare.json"));
const stats = { files: 0, paragraphs: 0, lowercase: 0, added: 0, retyped: 0 };
const seen = new Set();
const corpus = [];
for (const [fileIndex, f] of files.entries()) {
  const paras = paragraphs(f, git("show", `${COMMIT}:${f}`));
  if (paras.length > 0) stats.files++;
  for (const p of paras) {
    stats.paragraphs++;
    for (const s of sentences(p, autoReview(p, silver(p), stats))) {
      if (seen.has(s.text)) continue;
      seen.add(s.text);
      // Every tenth fixture (a court's page) is held out to choose the epoch and the confidence temperature.
      corpus.push({ ...s, dev: fileIndex % 10 === 9 });
    }
  }
}
harmonise(corpus, stats);

if (args.includes("--sample")) {
  // A seeded random sample of training sentences for the hand review, with their labels.
  const random = rng(29);
  const train = corpus.filter((s) => !s.dev);
  const picked = new Set();
  while (picked.size < Number(opt("sample", "100"))) picked.add(Math.floor(random() * train.length));
  for (const i of picked) {
    const s = train[i];
    console.log(JSON.stringify({ text: s.text, spans: s.spans.map(([a, b, t]) => [a, b, t, s.text.slice(a, b)]) }));
  }
  process.exit(0);
}

// The hand-reviewed sentences replace their automatic labels; how far those were from the hand's is the corpus's
// measured error rate (exact span and type).
const corrections = JSON.parse(readFileSync(join(OUT, "corrections.json"), "utf8"));
const fixed = new Map(corrections.sentences.map((c) => [c.text, c.spans]));
const review = { sentences: 0, wrong: 0, gold: 0, silver: 0, right: 0 };
for (const s of corpus) {
  const spans = fixed.get(s.text);
  if (spans === undefined) continue;
  const gold = new Set(spans.map((x) => x.join(":")));
  const right = s.spans.filter((x) => gold.has(x.join(":"))).length;
  Object.assign(review, {
    sentences: review.sentences + 1,
    wrong: review.wrong + (right === gold.size && right === s.spans.length ? 0 : 1),
    gold: review.gold + gold.size,
    silver: review.silver + s.spans.length,
    right: review.right + right,
  });
  s.spans = spans.map(([a, b, t]) => [a, b, t]);
}
console.log(
  `hand review: ${review.sentences} sentences, automatic labels wrong in ${review.wrong}; entities ${review.gold} by hand, ` +
    `${review.silver} automatic, ${review.right} identical (precision ${(review.right / review.silver).toFixed(3)}, ` +
    `recall ${(review.right / review.gold).toFixed(3)})`,
);
for (const split of ["train", "dev"]) {
  const rows = corpus.filter((s) => s.dev === (split === "dev")).map((s) => JSON.stringify([s.text, s.spans]));
  writeFileSync(join(OUT, `${split}.jsonl`), `${rows.join("\n")}\n`);
  console.log(`${split}: ${rows.length} sentences`);
}
console.log(JSON.stringify(stats));
