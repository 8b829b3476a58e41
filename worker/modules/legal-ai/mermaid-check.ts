// A strict checker of the small Mermaid flowchart subset the flowchart tool emits and accepts from a model:
//   flowchart TD
//   ID["text"]  ID{"text"}  ID(["text"])  ID[text]  ID{text}  ID([text])  ID(text)
//   A --> B     A -->|label| B     (either side may carry a shape)
// Anything else (styles, classes, click handlers, HTML, subgraphs, comments) is rejected, so a chart the server
// passes is one the browser's mermaid renders; the page parses it again before drawing.

export type MermaidCheck = { ok: true; nodes: number; edges: number } | { ok: false; line: number; reason: string };

const MAX_NODES = 100;
const MAX_EDGES = 200;
const ID = "[A-Za-z][A-Za-z0-9_]{0,30}";
// Quoted text may hold most punctuation; unquoted text (and edge labels) only what mermaid never reads as syntax:
// letters, digits, spaces and . , : ? ! ' § º ª ° % / -, not starting with / or - and without "--". No backticks
// anywhere (they start markdown strings), no HTML, no entity codes (#…;).
const QUOTED = String.raw`"[^"\x60<>#\n]{1,240}"`;
const PLAIN = String.raw`(?![/-])(?:(?!--)[\p{L}\p{N} .,:?!'§ºª°%/-]){1,240}`;
const SHAPE = String.raw`(?:\[(?:${QUOTED}|${PLAIN})\]|\{(?:${QUOTED}|${PLAIN})\}|\(\[(?:${QUOTED}|${PLAIN})\]\)|\((?:${QUOTED}|${PLAIN})\))`;
const NODE = String.raw`(${ID})\s*(${SHAPE})?`;
const LABEL = String.raw`\|${PLAIN}\|`;
const NODE_LINE = new RegExp(`^${NODE}$`, "u");
const EDGE_LINE = new RegExp(`^${NODE}\\s*-->\\s*(?:${LABEL})?\\s*${NODE}$`, "u");

/** Mermaid reads a node called "end" as the end of a subgraph and fails. */
const RESERVED = /^end$/i;

export function checkMermaid(source: string): MermaidCheck {
  const lines = source.replace(/\r\n?/g, "\n").split("\n");
  let first = true;
  const nodes = new Set<string>();
  let edges = 0;
  for (let i = 0; i < lines.length; i++) {
    const line = (lines[i] ?? "").trim();
    if (line === "") continue;
    if (first) {
      if (line !== "flowchart TD") return { ok: false, line: i + 1, reason: "must start with 'flowchart TD'" };
      first = false;
      continue;
    }
    const edge = EDGE_LINE.exec(line);
    const node = edge ? null : NODE_LINE.exec(line);
    if (!edge && !node) return { ok: false, line: i + 1, reason: `not a node or edge: ${line.slice(0, 60)}` };
    const ids = edge ? [edge[1] ?? "", edge[3] ?? ""] : [node?.[1] ?? ""];
    const reserved = ids.find((id) => RESERVED.test(id));
    if (reserved) return { ok: false, line: i + 1, reason: `reserved node id '${reserved}'` };
    for (const id of ids) nodes.add(id);
    if (edge) edges += 1;
    if (nodes.size > MAX_NODES || edges > MAX_EDGES) return { ok: false, line: i + 1, reason: "chart too large" };
  }
  if (first) return { ok: false, line: 1, reason: "empty chart" };
  if (edges === 0) return { ok: false, line: lines.length, reason: "no edges" };
  return { ok: true, nodes: nodes.size, edges };
}
