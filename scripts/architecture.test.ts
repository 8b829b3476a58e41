// The module boundaries of docs/decisions/011-module-boundaries.md, checked on every import in the repository.
// Imports are read with a small parser (static, re-export, side-effect and dynamic import()), which is enough for
// code formatted by Biome; a boundary crossed through a string the parser cannot see is out of scope.
import { type Dirent, readdirSync, readFileSync } from "node:fs";
import { dirname, join, posix, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const SOURCE_DIRS = ["worker", "common", "web/src", "scripts", "bench", "e2e"];
const SKIPPED = new Set(["node_modules", "dist", "out", ".tmp"]);
const SOURCE_FILE = /\.(ts|tsx|mjs|js)$/;

interface Import {
  /** Repo-relative path of the importing file, with forward slashes. */
  from: string;
  /** The specifier as written. */
  specifier: string;
  /** Repo-relative target for relative specifiers; the package name otherwise. */
  target: string;
  /** `import type`, `export type`, or every named specifier marked `type`: erased at runtime. */
  typeOnly: boolean;
  line: number;
}

// `import … from "x"` and `export … from "x"`: the clause holds names, braces, commas, `*`, `as` and `type` only.
const FROM = /^[ \t]*(import|export)\s+(type\s+)?([^;=()"'`]*?)\s*from\s*["']([^"']+)["']/gm;
const BARE = /^[ \t]*import\s*["']([^"']+)["']/gm;
const DYNAMIC = /\bimport\(\s*["']([^"']+)["']\s*\)/g;

function lineOf(text: string, index: number): number {
  let line = 1;
  for (let i = 0; i < index; i++) if (text.charCodeAt(i) === 10) line++;
  return line;
}

function allTypes(clause: string): boolean {
  const names = /\{([^}]*)\}/.exec(clause);
  if (!names || /^[^{]*\w[^{]*\{/.test(clause.replace(/^\s*/, ""))) return false;
  const items = (names[1] ?? "")
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  return items.length > 0 && items.every((s) => s.startsWith("type "));
}

/** Every import of one file's text. */
function importsOf(from: string, text: string): Import[] {
  const out: Import[] = [];
  const add = (specifier: string, typeOnly: boolean, index: number) => {
    const target = specifier.startsWith(".")
      ? posix.normalize(posix.join(posix.dirname(from), specifier))
      : specifier.startsWith("@")
        ? specifier.split("/").slice(0, 2).join("/")
        : (specifier.split("/")[0] ?? specifier);
    out.push({ from, specifier, target, typeOnly, line: lineOf(text, index) });
  };
  for (const m of text.matchAll(FROM)) add(m[4] ?? "", Boolean(m[2]) || allTypes(m[3] ?? ""), m.index);
  for (const m of text.matchAll(BARE)) add(m[1] ?? "", false, m.index);
  for (const m of text.matchAll(DYNAMIC)) add(m[1] ?? "", false, m.index);
  return out;
}

function sourceFiles(dir: string): string[] {
  let entries: Dirent[];
  try {
    entries = readdirSync(join(ROOT, dir), { withFileTypes: true });
  } catch {
    return [];
  }
  return entries.flatMap((e) => {
    const path = `${dir}/${e.name}`;
    if (e.isDirectory()) return SKIPPED.has(e.name) ? [] : sourceFiles(path);
    return SOURCE_FILE.test(e.name) && !e.name.endsWith(".d.ts") ? [path] : [];
  });
}

interface Rule {
  name: string;
  /** Why, shown with each violation. */
  why: string;
  breaks: (i: Import) => boolean;
}

const under = (path: string, ...dirs: string[]) => dirs.some((d) => path === d || path.startsWith(`${d}/`));
const featureOf = (path: string) => /^web\/src\/features\/([^/]+)\//.exec(path)?.[1];

const RULES: Rule[] = [
  {
    name: "web imports only types from worker/",
    why: "worker code would be bundled into the SPA; shared runtime code belongs in common/",
    breaks: (i) => under(i.from, "web") && under(i.target, "worker") && !i.typeOnly,
  },
  {
    name: "the engines (worker/analysis, worker/deadlines) stay pure",
    why: "they run in Node scripts, tests and the Worker alike: no modules, providers, database, API types or bindings",
    breaks: (i) =>
      under(i.from, "worker/analysis", "worker/deadlines") &&
      (under(i.target, "worker/modules", "worker/providers", "worker/db", "worker/lib", "common/api") ||
        ["drizzle-orm", "hono", "cloudflare:workers", "cloudflare:test"].includes(i.target)),
  },
  {
    name: "common/ imports nothing at runtime from worker/ or web/",
    why: "common/ is bundled into both sides",
    breaks: (i) => under(i.from, "common") && under(i.target, "worker", "web") && !i.typeOnly,
  },
  {
    name: "a web feature does not import another feature",
    why: "features stay removable; what two features share goes to web/src/components, lib or hooks",
    breaks: (i) => {
      const own = featureOf(i.from);
      const other = featureOf(i.target);
      return own !== undefined && other !== undefined && own !== other;
    },
  },
  {
    name: "route files do not query the database",
    why: "routes → service → repo: a handler validates and calls a service, which the queue and cron reuse",
    breaks: (i) =>
      /^worker\/modules\/[^/]+\/[^/]+\.routes\.ts$/.test(i.from) &&
      (i.target === "drizzle-orm" || under(i.target, "worker/db")),
  },
];

/**
 * Files that break a rule today and are being changed elsewhere ("rule | file"). An entry that no longer breaks its
 * rule fails the test, so this list can only shrink.
 */
const KNOWN_VIOLATIONS = new Set<string>([]);

function violations(imports: Import[], rules: Rule[] = RULES) {
  return imports.flatMap((i) =>
    rules.filter((r) => r.breaks(i)).map((r) => ({ key: `${r.name} | ${i.from}`, rule: r, at: i })),
  );
}

function repoImports(): Import[] {
  return SOURCE_DIRS.flatMap(sourceFiles).flatMap((path) =>
    importsOf(path, readFileSync(join(ROOT, path), "utf8")).map((i) => ({ ...i, from: path.split(sep).join("/") })),
  );
}

describe("module boundaries", () => {
  const imports = repoImports();

  it("reads the imports of every source file", () => {
    const files = new Set(imports.map((i) => i.from));
    expect(files.size).toBeGreaterThan(200);
    expect(imports.some((i) => i.from === "worker/app.ts" && i.target === "hono")).toBe(true);
  });

  it("finds no import that crosses a boundary", () => {
    const found = violations(imports).filter((v) => !KNOWN_VIOLATIONS.has(v.key));
    const report = found.map(
      (v) => `${v.at.from}:${v.at.line} imports "${v.at.specifier}": ${v.rule.name} (${v.rule.why})`,
    );
    expect(report).toEqual([]);
  });

  it("lists only known violations that still occur", () => {
    const keys = new Set(violations(imports).map((v) => v.key));
    expect([...KNOWN_VIOLATIONS].filter((k) => !keys.has(k))).toEqual([]);
  });
});

describe("the import reader", () => {
  const read = (text: string) => importsOf("web/src/features/a/x.ts", text);

  it("tells type-only imports from runtime ones", () => {
    const found = read(
      [
        'import type { AppType } from "../../../../worker/app.ts";',
        'import { type A, type B } from "../../../../worker/x.ts";',
        'import { type A, b } from "../../../../worker/y.ts";',
        'export type { C } from "../../../../worker/z.ts";',
        'import "../../../../worker/side.ts";',
        'const m = await import("../../../../worker/lazy.ts");',
      ].join("\n"),
    );
    expect(found.map((i) => [i.target, i.typeOnly])).toEqual([
      ["worker/app.ts", true],
      ["worker/x.ts", true],
      ["worker/y.ts", false],
      ["worker/z.ts", true],
      ["worker/side.ts", false],
      ["worker/lazy.ts", false],
    ]);
  });

  it("reads multi-line clauses and ignores imports quoted in comments", () => {
    const found = read('import {\n  a,\n  b,\n} from "../b/api/use-b.ts";\n// import x from "../c/y.ts";\n');
    expect(found.map((i) => i.target)).toEqual(["web/src/features/b/api/use-b.ts"]);
  });

  it("fails on a deliberate violation of each rule", () => {
    const cases: [string, string][] = [
      ["web/src/features/a/x.ts", 'import { analyze } from "../../../../worker/analysis/analyze.ts";'],
      ["worker/analysis/x.ts", 'import { documents } from "../db/schema/documents.ts";'],
      ["common/x.ts", 'import { app } from "../worker/app.ts";'],
      ["web/src/features/a/x.ts", 'import { Card } from "../b/components/card.tsx";'],
      ["worker/modules/a/a.routes.ts", 'import { eq } from "drizzle-orm";'],
    ];
    for (const [from, text] of cases) expect(violations(importsOf(from, text))).toHaveLength(1);
  });
});
