import { numberingCounter, parseNumbering } from "./docx-numbering.ts";
import { ExtractionError } from "./errors.ts";
import { PAGE_NUMBER } from "./layout.ts";
import { assertNotZipBomb, readZipDirectory, readZipEntry, type ZipEntry } from "./zip.ts";

const ENTITIES: Record<string, string> = { lt: "<", gt: ">", amp: "&", quot: '"', apos: "'" };

/** Decodes the five XML entities and numeric character references. */
export function decodeXmlEntities(text: string): string {
  return text.replace(/&(#x[0-9a-fA-F]+|#[0-9]+|[a-zA-Z]+);/g, (whole, ref: string) => {
    if (ref.startsWith("#x")) return safeCodePoint(Number.parseInt(ref.slice(2), 16)) ?? whole;
    if (ref.startsWith("#")) return safeCodePoint(Number.parseInt(ref.slice(1), 10)) ?? whole;
    return ENTITIES[ref] ?? whole;
  });
}

const safeCodePoint = (n: number) => (Number.isInteger(n) && n > 0 && n <= 0x10ffff ? String.fromCodePoint(n) : null);

// Elements whose text is not part of what the reader sees: deleted revisions, field codes, the VML fallback that
// duplicates a DrawingML text box, a tracked change's former paragraph properties (and list number). (Footnote
// separators hold no text, so they need no rule.)
const SKIPPED = new Set(["w:delText", "w:instrText", "mc:Fallback", "w:rPr", "w:pPrChange", "w:sectPr"]);

/**
 * Text of one WordprocessingML part: paragraphs on their own lines, table cells tab-separated with one row per
 * line, tabs and line breaks kept. A streaming tag scan rather than a DOM: workerd has no DOMParser and the
 * parts can be megabytes.
 */
export function wordXmlToText(xml: string, listLabel?: (numId: string, ilvl: number) => string): string {
  const out: string[] = [];
  // A list paragraph's number is drawn by Word from numbering.xml; it is written back before the paragraph's text.
  let list: { numId?: string; ilvl: number } = { ilvl: 0 };
  // Open table cells, and where each open row's output starts: a row is written when it closes (see tableRow).
  let cellDepth = 0;
  const rowStarts: number[] = [];
  let skipDepth = 0;
  let inText = false;
  // Linear time: attribute text cannot contain "<" and a stray "<" is consumed alone by the last branch (all groups
  // undefined, ignored below). The earlier form rescanned to the end for every unclosed "<" — a few KB of "<a"
  // pinned the CPU for seconds (security review H1).
  const tag = /<(\/?)([A-Za-z0-9_:.-]+)((?:[^<>"'/]|"[^"<]*"|'[^'<]*')*)(\/?)>|([^<]+)|</g;
  for (let m = tag.exec(xml); m; m = tag.exec(xml)) {
    const [, closing, name = "", attributes = "", selfClosing, chars] = m;
    if (chars !== undefined) {
      if (inText && skipDepth === 0) out.push(decodeXmlEntities(chars));
      continue;
    }
    if (SKIPPED.has(name)) {
      if (!selfClosing) skipDepth += closing ? -1 : 1;
      continue;
    }
    if (skipDepth > 0) continue;
    const val = () => /w:val="([^"]*)"/.exec(attributes)?.[1];
    switch (name) {
      case "w:numId":
        list.numId = val();
        break;
      case "w:ilvl":
        list.ilvl = Number(val() ?? 0);
        break;
      case "w:pPr":
        if (closing && list.numId && list.numId !== "0" && listLabel) {
          const label = listLabel(list.numId, list.ilvl);
          if (label) out.push(`${label} `);
        }
        if (closing || selfClosing) list = { ilvl: 0 };
        break;
      case "w:t":
        inText = !closing && !selfClosing;
        break;
      case "w:tab":
      case "w:ptab":
        if (!closing) out.push("\t");
        break;
      case "w:br":
      case "w:cr":
        if (!closing) out.push("\n");
        break;
      case "w:noBreakHyphen":
        if (!closing) out.push("-");
        break;
      case "w:p":
        if (closing || selfClosing) out.push(cellDepth > 0 ? PARAGRAPH_IN_CELL : "\n");
        break;
      case "w:tc":
        if (closing) {
          cellDepth--;
          out.push(CELL_END);
        } else if (!selfClosing) {
          cellDepth++;
        }
        break;
      case "w:tr":
        if (!closing && !selfClosing) rowStarts.push(out.length);
        else if (closing) out.push(tableRow(out.splice(rowStarts.pop() ?? out.length).join("")));
        break;
      case "w:tbl":
        if (closing) out.push("\n");
        break;
    }
  }
  return tidy(out.join(""));
}

const PARAGRAPH_IN_CELL = "\u0001";
const CELL_END = "\u0002";

/**
 * One table row as text. A row of one-paragraph cells is a data row: cells tab-separated on one line. A row where
 * a cell holds several paragraphs is a layout table (a US caption: the parties' lines | the docket number; a
 * signature block): each paragraph on its own line, cell after cell, so the lines read as typed.
 */
function tableRow(row: string): string {
  const cells = row.split(CELL_END).slice(0, -1);
  const paragraphs = cells.map((cell) =>
    cell
      .split(PARAGRAPH_IN_CELL)
      .map((p) => p.trim())
      .filter(Boolean),
  );
  if (paragraphs.some((p) => p.length > 1)) return `${paragraphs.flat().join("\n")}\n`;
  return `${paragraphs.map((p) => p.join(" ")).join("\t")}\n`;
}

/** Trims each line (cell padding, trailing tab of a row) and collapses runs of blank lines. */
function tidy(text: string): string {
  return text
    .split("\n")
    .map((line) =>
      line
        .split("\t")
        .map((cell) => cell.replace(/ {2,}/g, " ").trim())
        .join("\t")
        .replace(/\t+$/, ""),
    )
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

const lineKey = (line: string) => line.toLowerCase().replace(/\s+/g, " ").trim();

const partNumber = (name: string) => Number(/(\d+)\.xml$/.exec(name)?.[1] ?? 0);

/**
 * Extracts a DOCX: headers (deduplicated: Word repeats them for first/even/default pages), body, footnotes,
 * endnotes, footers. The zip is re-checked for bombs because extractText may be called without sniffFileType.
 */
export function extractDocx(bytes: Uint8Array): { text: string; warnings: string[] } {
  const entries = readZipDirectory(bytes);
  const document = entries?.find((e) => e.name === "word/document.xml");
  if (!entries || !document) {
    throw new ExtractionError("CORRUPT_FILE", {
      en: "The DOCX file is damaged (word/document.xml is missing). Save it again from Word and upload the new copy.",
      pt: "O arquivo DOCX está danificado (falta word/document.xml). Salve-o novamente no Word e envie a nova cópia.",
    });
  }
  assertNotZipBomb(entries);
  const decoder = new TextDecoder("utf-8");
  const numberingPart = entries.find((e) => e.name === "word/numbering.xml");
  const numbering = numberingPart ? parseNumbering(decoder.decode(readZipEntry(bytes, numberingPart))) : new Map();
  const partText = (entry: ZipEntry) =>
    // Each part counts its own lists (a header's list does not advance the body's).
    wordXmlToText(decoder.decode(readZipEntry(bytes, entry)), numberingCounter(numbering));
  const parts = (pattern: RegExp) =>
    entries.filter((e) => pattern.test(e.name)).sort((a, b) => partNumber(a.name) - partNumber(b.name));
  const unique = (texts: string[]) => [...new Set(texts.filter((t) => t.length > 0))];

  const body = partText(document);
  // Page furniture: a page number, or a line the body already prints (the court's name as a running header),
  // adds nothing and, set apart from its context, reads as a separate mention.
  const bodyLines = new Set(body.split("\n").map(lineKey));
  const furniture = (text: string) =>
    text
      .split("\n")
      .filter((line) => !PAGE_NUMBER.test(line.trim()) && !bodyLines.has(lineKey(line)))
      .join("\n")
      .trim();
  const headers = unique(parts(/^word\/header\d*\.xml$/).map((e) => furniture(partText(e))));
  const notes = unique(parts(/^word\/(footnotes|endnotes)\.xml$/).map(partText));
  const footers = unique(parts(/^word\/footer\d*\.xml$/).map((e) => furniture(partText(e))));
  const text = [...headers, body, ...notes, ...footers].filter((t) => t.length > 0).join("\n\n");
  return { text, warnings: [] };
}
