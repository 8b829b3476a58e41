// Reads the held-out document sets (bench/heldout/{dev,test}/*.txt) and scores analyze() against their gold
// annotations. The file format and the matching rules are described in docs/decisions/025-held-out-evaluation.md.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

/** Parses one set file: "=== DOC id", "meta: …", "--- TEXT", the text, "--- GOLD", annotation lines. */
export function parseSet(path) {
  const docs = [];
  const blocks = readFileSync(path, "utf8")
    .split(/^=== DOC /m)
    .slice(1);
  for (const block of blocks) {
    const id = block.slice(0, block.indexOf("\n")).trim();
    const meta = Object.fromEntries(
      [.../^meta:(.*)$/m.exec(block)[1].matchAll(/(\w+)=(\S+)/g)].map((m) => [m[1], m[2]]),
    );
    const textStart = block.indexOf("--- TEXT\n") + 9;
    const goldStart = block.indexOf("--- GOLD\n");
    const text = block.slice(textStart, goldStart).replace(/\n+$/, "\n");
    const doc = { id, file: path, meta, text, entities: [], parties: [], notParties: [], findings: [], decision: [] };
    for (const raw of block.slice(goldStart + 9).split("\n")) {
      const line = raw.trim();
      if (!line) continue;
      const colon = line.indexOf(":");
      const key = line.slice(0, colon).trim();
      const alts = line
        .slice(colon + 1)
        .split(" | ")
        .map((s) => s.trim())
        .filter(Boolean);
      if (key.startsWith("party ")) doc.parties.push({ roles: key.slice(6).split("|"), names: alts });
      else if (key === "not-party") doc.notParties.push(alts[0]);
      else if (key.startsWith("finding ")) doc.findings.push({ type: key.slice(8), text: alts[0] });
      else if (key.startsWith("decision ")) doc.decision.push({ field: key.slice(9), text: alts[0] });
      else doc.entities.push({ types: key.split("|"), values: alts });
    }
    docs.push(doc);
  }
  return docs;
}

export function loadSplit(dir) {
  return readdirSync(dir)
    .filter((f) => f.endsWith(".txt"))
    .sort()
    .flatMap((f) => parseSet(join(dir, f)));
}

export const norm = (s) =>
  s
    .toLowerCase()
    .replace(/\s+/g, " ")
    .replace(/^[\s,;:.()"'–-]+|[\s,;:()"'–-]+$/g, "")
    .trim();

/** Same entity: equal once normalised, or one inside the other covering at least 80% of it. */
export function similar(a, b, ratio = 0.8) {
  const x = norm(a);
  const y = norm(b);
  if (!x || !y) return false;
  if (x === y) return true;
  const [short, long] = x.length <= y.length ? [x, y] : [y, x];
  return long.includes(short) && short.length / long.length >= ratio;
}

const contains = (hay, needle) => norm(hay).includes(norm(needle));

// Party roles (docs/decisions/025-held-out-evaluation.md, "Eighth round (23b)"): a gold line lists the roles the
// document gives the side; the engine's role matches one of them exactly, or names the same side in another spelling
// or language, or by the other name Brazilian drafting gives that same side. Nothing wider: "party" never stands for
// a named side, and an instrument's other specific roles (fiador, interveniente, outorgante) stay apart.
const ROLE_CLASSES = [
  // The CPC calls the sides of a first-instance action autor/réu and requerente/requerido interchangeably.
  ["autor", "requerente", "plaintiff"],
  ["reu", "requerido", "defendant"],
  // A purchase's buyer and seller are the side that contracts and pays and the side that supplies (dev d36's gold).
  ["comprador", "contratante"],
  ["vendedor", "contratado"],
  // The same role in English.
  ["apelante", "appellant"],
  ["apelado", "appellee"],
  ["testador", "testator"],
  ["herdeiro", "heir"],
  ["legatario", "legatee"],
  ["testamenteiro", "executor"],
  ["empregador", "employer"],
  ["empregado", "employee"],
  ["locador", "landlord"],
  ["locatario", "tenant"],
  ["licenciante", "licensor"],
  ["licenciado", "licensee"],
];
/** One spelling per role: no accents, masculine ("locadora", "ré", "legatária" are "locador", "réu", "legatário"). */
const roleSpelling = (role) => {
  const r = role.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
  if (r === "re") return "reu";
  if (r.endsWith("ora")) return r.slice(0, -1);
  return r.endsWith("a") ? `${r.slice(0, -1)}o` : r;
};
const ROLE_CLASS = new Map(ROLE_CLASSES.flatMap((names, i) => names.map((n) => [roleSpelling(n), i])));
const roleClass = (role) => ROLE_CLASS.get(roleSpelling(role)) ?? roleSpelling(role);
export const sameRole = (goldRole, role) => roleClass(goldRole) === roleClass(role);

const DECISION_LISTS = {
  order: "judgeOrders",
  condition: "conditions",
  deadline: "deadlines",
  financial: "financialOrders",
  orientation: "proceduralOrientations",
  appeal: "appealOptions",
};

/** Scores one document; returns counters keyed so that they can be summed across documents. */
export function scoreDoc(doc, analysis) {
  const c = new Map();
  const add = (key, n = 1) => c.set(key, (c.get(key) ?? 0) + n);
  const lang = doc.meta.lang;
  const groups = [lang, "all"];
  if (lang === "en" && doc.meta.jurisdiction === "brazil") groups.push("en-brazil");
  const errors = [];

  // Entities: recall over gold, precision over the distinct (type, value) pairs the engine lists.
  const distinct = new Map();
  for (const e of analysis.entities) {
    const key = `${e.type}\u0000${norm(e.value)}`;
    if (!distinct.has(key)) distinct.set(key, e);
    else add("entities.repeats");
  }
  add("entities.listed", analysis.entities.length);
  const preds = [...distinct.values()];
  for (const g of doc.entities) {
    const hit = preds.some((p) => g.types.includes(p.type) && g.values.some((v) => similar(p.value, v)));
    for (const grp of groups) {
      add(`ent.${grp}.${g.types[0]}.gold`);
      add(`ent.${grp}.ALL.gold`);
      if (hit) {
        add(`ent.${grp}.${g.types[0]}.found`);
        add(`ent.${grp}.ALL.found`);
      }
    }
    if (!hit) errors.push(`missed ${g.types.join("|")}: ${g.values[0]}`);
  }
  for (const p of preds) {
    const ok = doc.entities.some((g) => g.types.includes(p.type) && g.values.some((v) => similar(p.value, v)));
    for (const grp of groups) {
      add(`ent.${grp}.${p.type}.pred`);
      add(`ent.${grp}.ALL.pred`);
      if (ok) {
        add(`ent.${grp}.${p.type}.right`);
        add(`ent.${grp}.ALL.right`);
      }
    }
    if (!ok) errors.push(`spurious ${p.type}: ${p.value.replace(/\s+/g, " ")}`);
    if (["PERSON", "ORGANIZATION", "LOCATION", "COURT"].includes(p.type)) {
      const band = p.confidence < 0.7 ? "low" : "high";
      add(`conf.${band}.pred`);
      if (ok) add(`conf.${band}.right`);
    }
  }
  const banned = doc.notParties.filter(
    (n) => !doc.entities.some((g) => g.types.includes("PERSON") && g.values.some((v) => similar(v, n))),
  );
  for (const p of preds) {
    if (p.type === "PERSON" && banned.some((n) => contains(p.value, n))) {
      add("persons.banned");
      errors.push(`PERSON that is not a person: ${p.value}`);
    }
  }

  // Parties: the right names, with a right role; counsel, witnesses, places and concepts are not parties.
  // One person may hold two roles (heir and executor): roles are checked on every entry, precision per name.
  const partyNames = new Map();
  for (const p of analysis.parties) if (!partyNames.has(norm(p.name))) partyNames.set(norm(p.name), p);
  const predParties = [...partyNames.values()];
  for (const g of doc.parties) {
    const hits = analysis.parties.filter((p) => g.names.some((n) => similar(p.name, n, 0.6)));
    add(`party.${lang}.gold`);
    if (hits.length) add(`party.${lang}.found`);
    if (hits.some((p) => g.roles.includes(p.role))) add(`party.${lang}.roleExact`);
    if (hits.some((p) => g.roles.some((r) => sameRole(r, p.role)))) add(`party.${lang}.role`);
    else
      errors.push(
        `party ${g.roles.join("|")} ${g.names[0]}: ${hits.length ? `role ${hits.map((h) => h.role)}` : "missing"}`,
      );
  }
  for (const p of predParties) {
    add(`party.${lang}.pred`);
    if (doc.parties.some((g) => g.names.some((n) => similar(p.name, n, 0.6)))) add(`party.${lang}.right`);
    else errors.push(`not a party: ${p.name} (${p.role})`);
    if (doc.notParties.some((n) => contains(p.name, n))) add(`party.${lang}.banned`);
  }

  // Key findings: the gold text must be inside a finding of that type; headings and shared snippets count as faults.
  for (const g of doc.findings) {
    add(`finding.${lang}.gold`);
    const ok = analysis.keyFindings.some((f) => f.type === g.type && contains(f.value, g.text));
    if (ok) add(`finding.${lang}.found`);
    else errors.push(`finding ${g.type} "${g.text}" not found`);
  }
  const bySpan = new Map();
  for (const f of analysis.keyFindings) {
    if (f.type === "parties" || f.type === "amounts" || f.type === "deadlines") continue;
    add(`finding.${lang}.listed`);
    const key = `${f.start}:${f.end}`;
    if (bySpan.has(key) && bySpan.get(key) !== f.type) {
      add(`finding.${lang}.sharedSnippet`);
      errors.push(`two findings (${bySpan.get(key)}, ${f.type}) share one snippet`);
    }
    bySpan.set(key, f.type);
    // A date written "01/07/2025" is all digits and slashes, like a heading's number, and is the date's whole value.
    if (!f.type.endsWith("_date") && f.value.trim().length < 100 && /^[\p{Lu}\d\s.,;:–—()/-]+$/u.test(f.value.trim())) {
      add(`finding.${lang}.heading`);
      errors.push(`finding ${f.type} is a heading: ${f.value.trim()}`);
    }
  }

  // Decision fields.
  const jd = analysis.judicialDecision;
  for (const g of doc.decision) {
    add(`decision.${lang}.gold`);
    let ok = false;
    if (jd && g.field === "summary") ok = contains(jd.decisionSummary, g.text);
    else if (jd) ok = (jd[DECISION_LISTS[g.field]] ?? []).some((s) => contains(s, g.text));
    if (ok) add(`decision.${lang}.found`);
    else
      errors.push(
        `decision ${g.field} "${g.text}" not found${g.field === "summary" && jd ? ` (summary: ${jd.decisionSummary.slice(0, 120)})` : ""}`,
      );
  }
  if (jd) {
    const seen = new Map();
    for (const list of ["judgeOrders", "conditions", "deadlines", "financialOrders", "proceduralOrientations"]) {
      for (const s of jd[list]) {
        add(`decision.${lang}.items`);
        const k = norm(s);
        if (seen.has(k)) {
          add(`decision.${lang}.repeated`);
          errors.push(`decision item in ${seen.get(k)} and ${list}: ${s.slice(0, 80)}`);
        } else seen.set(k, list);
      }
    }
  }

  // Document-level fields.
  add(`meta.${lang}.docs`);
  if (analysis.language === doc.meta.lang) add(`meta.${lang}.language`);
  if (analysis.jurisdiction === doc.meta.jurisdiction) add(`meta.${lang}.jurisdiction`);
  else errors.push(`jurisdiction ${analysis.jurisdiction}`);
  if (analysis.documentType === doc.meta.type) add(`meta.${lang}.type`);
  else errors.push(`document type ${analysis.documentType}`);
  return { counts: c, errors };
}

export function sum(results) {
  const total = new Map();
  for (const r of results) for (const [k, v] of r.counts) total.set(k, (total.get(k) ?? 0) + v);
  return total;
}
