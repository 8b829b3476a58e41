import fc from "fast-check";
import mermaid from "mermaid";
import { expect, it } from "vitest";
import { checkMermaid } from "./mermaid-check.ts";
import { PROCEDURES, procedureMermaid } from "./procedures/catalogue.ts";

// Runs in the web project (happy-dom) with the mermaid the page uses: what the server's checker accepts must be what
// the browser can draw.

mermaid.initialize({ startOnLoad: false });

it("parses every catalogue chart in both languages", async () => {
  for (const p of PROCEDURES) {
    for (const language of ["en", "pt"] as const) await mermaid.parse(procedureMermaid(p, language));
  }
});

const quoted = fc
  .array(fc.constantFrom(..."abXYZ áçã019 .,:!?'-_/&%$@*+=~^§º()[]{};|".split("")), { minLength: 1, maxLength: 20 })
  .map((a) => a.join(""));
const plain = fc
  .array(fc.constantFrom(..."abXYáçã019 .,:?!'§ºª°%/-".split("")), { minLength: 1, maxLength: 20 })
  .map((a) => a.join(""));
const id = fc.constantFrom("A", "B", "C1", "node_2", "Fim", "End", "x", "o");
const shape = fc.oneof(
  quoted.map((t) => `["${t}"]`),
  quoted.map((t) => `{"${t}"}`),
  quoted.map((t) => `(["${t}"])`),
  plain.map((t) => `[${t}]`),
  plain.map((t) => `{${t}}`),
  plain.map((t) => `(${t})`),
  fc.constant(""),
);
const edge = fc
  .tuple(id, shape, fc.option(plain), id, shape)
  .map(([a, s1, label, b, s2]) => `${a}${s1} -->${label ? `|${label}|` : ""} ${b}${s2}`);

it("parses every chart the checker accepts", async () => {
  const failed: string[] = [];
  await fc.assert(
    fc.asyncProperty(fc.array(edge, { minLength: 1, maxLength: 4 }), async (edges) => {
      const source = `flowchart TD\n${edges.join("\n")}`;
      if (!checkMermaid(source).ok) return;
      await mermaid.parse(source).catch(() => failed.push(source));
    }),
    { numRuns: 300 },
  );
  expect(failed).toEqual([]);
}, 60_000);
