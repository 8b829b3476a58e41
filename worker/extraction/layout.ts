// From a PDF's page lines back to the text its author typed (docs/decisions/031-heldout-through-extraction.md): the
// lines of a paragraph joined (a name or a citation broken over two lines is one again), words hyphenated at a
// line's end rejoined, running headers, footers and page numbers dropped, a paragraph that runs over a page break
// joined across it. The engine reads sentences; a PDF gives it lines.

/** One printed line. Geometry (PDF points) is known for a text layer, not for OCR output. */
export interface PrintedLine {
  text: string;
  /** Left and right ends of the ink, and the font size; absent for OCR text. */
  x0?: number;
  x1?: number;
  y?: number;
  size?: number;
  /**
   * For a scanned line of two columns read one after the other (ocr-lines.ts readingOrder): its column's left and
   * right edges, which stand for the page's margins when its paragraph is reflowed.
   */
  column?: [number, number];
}

interface PdfTextItem {
  str: string;
  transform: number[];
  width: number;
  height: number;
  hasEOL?: boolean;
}

const isItem = (item: unknown): item is PdfTextItem =>
  !!item && typeof item === "object" && "str" in item && "transform" in item;

/** pdf.js text items → lines with where their ink starts and ends. */
export function pageLines(items: unknown[]): PrintedLine[] {
  const lines: PrintedLine[] = [];
  let current: PrintedLine = { text: "" };
  const close = () => {
    const text = current.text.replace(/[ \t\u00a0]+/g, " ").trim();
    if (text) lines.push({ ...current, text });
    current = { text: "" };
  };
  for (const item of items) {
    if (!isItem(item)) continue;
    const x = item.transform[4] ?? 0;
    const y = item.transform[5] ?? 0;
    const inked = item.str.trim().length > 0;
    // A baseline jump without an end-of-line mark is still a new line.
    if (inked && current.y !== undefined && Math.abs(current.y - y) > (current.size ?? 10) * 0.6) close();
    current.text += item.str;
    if (inked) {
      if (current.x0 === undefined) current.x0 = x;
      if (current.y === undefined) current.y = y;
      current.x1 = Math.max(current.x1 ?? 0, x + item.width);
      current.size = Math.max(current.size ?? 0, item.height);
    }
    if (item.hasEOL) close();
  }
  close();
  return lines;
}

/**
 * OCR output → lines; its blank lines are paragraph breaks, kept as empty lines, unless the engine put every
 * printed line in a block of its own (a blank line after nearly every line says nothing about paragraphs).
 */
export function plainLines(text: string): PrintedLine[] {
  const lines = text.split("\n").map((line) => ({ text: line.trim() }));
  const inked = lines.filter((line) => line.text).length;
  const breaks = lines.filter((line, i) => !line.text && lines[i - 1]?.text).length;
  return inked > 3 && breaks >= (inked - 1) * 0.8 ? lines.filter((line) => line.text) : lines;
}

/** A line OCR read, with its box on the image in pixels (top-left origin). */
interface BoxedLine {
  text: string;
  left: number;
  top: number;
  right: number;
  bottom: number;
  column?: { left: number; right: number };
}

/**
 * OCR lines with their boxes → printed lines in points, y growing upward as in a PDF, so a scan is reflowed by the
 * same geometry as a text layer. A box's height stands for the font size; the page's median is used for every line,
 * since a line without ascenders or descenders has a shorter box in the same type. The box's top is the line's
 * position: capitals and ascenders reach it on nearly every line, while descenders move the bottom.
 */
export function scannedLines(lines: BoxedLine[], dpi = 300): PrintedLine[] {
  const scale = 72 / dpi;
  const size = (median(lines.map((line) => line.bottom - line.top)) ?? 0) * scale;
  return lines.map((line) => ({
    text: line.text,
    x0: line.left * scale,
    x1: line.right * scale,
    y: -line.top * scale,
    size,
    ...(line.column ? { column: [line.column.left * scale, line.column.right * scale] as [number, number] } : {}),
  }));
}

/**
 * A page's lines as stored between queue jobs (a scan read page by page, decision 030): JSON when they carry
 * geometry, so the join reflows them as extractText would, else plain text.
 */
export function storedPage(lines: PrintedLine[]): string {
  return lines.some((line) => line.x0 !== undefined)
    ? JSON.stringify(lines)
    : lines.map((line) => line.text).join("\n");
}

/** A page stored by storedPage, or as plain text (pages stored before geometry was kept). */
export function readStoredPage(stored: string): PrintedLine[] {
  if (stored.startsWith("[{")) {
    try {
      const parsed: unknown = JSON.parse(stored);
      if (Array.isArray(parsed)) return parsed as PrintedLine[];
    } catch {
      // Plain text that happens to start like JSON.
    }
  }
  return plainLines(stored);
}

/** "Página 2 de 5", "- 3 -", "Page 4", "fls. 12"; also "Page of" (a DOCX page field saved without its value). */
export const PAGE_NUMBER =
  /^(?:[-–—]\s*)?(?:(?:p[áa]gina|p[áa]g\.?|page|p\.|fls?\.)\s*(?:\d{1,4})?|\d{1,4})(?:\s*(?:de|of|\/)\s*(?:\d{1,4})?)?(?:\s*[-–—])?$/i;
const shape = (line: string) => line.toLowerCase().replace(/\d+/g, "#").replace(/\s+/g, " ").trim();
/** Lines this close to a page's top or bottom (in reading order) may be running headers and footers. */
const EDGE = 3;

/**
 * Drops page numbers ("Página 2 de 5", "- 3 -", "Page 4") and running headers and footers: lines at the top or
 * bottom of a page that repeat on most pages' edges (a case number, a firm's name, "Num. 1234 - Pág. 2") or
 * repeat a line printed elsewhere in the document (a one-page document's header naming the court). pdf.js gives
 * content order, and printers draw headers and footers before or after the body, so both ends are looked at.
 * One copy of each repeated line is always kept: a case number printed as a header is still the case number. The
 * copy kept is one inside the body when the geometry tells: a scan is read top to bottom, so a header repeating the
 * body's first line ("UNITED STATES DISTRICT COURT" over the caption) comes first, and keeping it would part the
 * heading's lines. A line set apart in the page's top or bottom margin that a longer line of the document prints in
 * full ("Case No. 1:24-cv-3318" over a caption's "v. Case No. 1:24-cv-3318") is a running line too.
 */
export function dropRunningLines(pages: PrintedLine[][]): PrintedLine[][] {
  const located = pages.flatMap((page, p) => {
    const margins = marginLines(page);
    return page
      .map((line, i) => ({ line, p, i, key: shape(line.text), apart: margins.has(line) }))
      .filter(({ line }) => line.text)
      .map((at, n, inked) => ({ ...at, edge: n < EDGE || n >= Math.max(EDGE, inked.length - EDGE) }));
  });
  const edgePages = new Map<string, Set<number>>();
  const copies = new Map<string, number>();
  for (const { key, p, edge } of located) {
    copies.set(key, (copies.get(key) ?? 0) + 1);
    if (edge) edgePages.set(key, (edgePages.get(key) ?? new Set()).add(p));
  }
  const withText = new Set(located.map(({ p }) => p)).size;
  const repeated = (key: string) =>
    /\p{L}{2}/u.test(key) &&
    (((edgePages.get(key)?.size ?? 0) >= Math.max(2, Math.ceil(withText / 2)) && withText >= 2) ||
      (key.length >= 12 && (copies.get(key) ?? 0) >= 2));
  const printedWithin = (text: string) =>
    text.length >= 12 &&
    /\p{L}{2}/u.test(text) &&
    located.some(({ line }) => line.text.length > text.length && line.text.includes(text));
  const drop = new Set<string>();
  const running = new Set<string>();
  const kept = new Set<string>();
  for (const { line, p, i, key, edge, apart } of located) {
    if (edge && PAGE_NUMBER.test(line.text)) drop.add(`${p}:${i}`);
    else if (apart && printedWithin(line.text)) drop.add(`${p}:${i}`);
    else if (edge && repeated(key)) running.add(`${p}:${i}`);
    else kept.add(key);
  }
  // A repeated line dropped everywhere keeps one copy: the first in the body, else the first.
  const runningCopies = located.filter(({ p, i }) => running.has(`${p}:${i}`));
  for (const { p, i, key } of [...runningCopies.filter((at) => !at.apart), ...runningCopies.filter((at) => at.apart)]) {
    if (kept.has(key)) drop.add(`${p}:${i}`);
    else kept.add(key);
  }
  return pages.map((page, p) => page.filter((_, i) => !drop.has(`${p}:${i}`)));
}

/**
 * The page's top and bottom lines when they stand in its margins: more than three lines' height from every other
 * line. Known only with geometry.
 */
function marginLines(page: PrintedLine[]): Set<PrintedLine> {
  const placed = page.filter((line) => line.text && line.y !== undefined).sort((a, b) => (b.y ?? 0) - (a.y ?? 0));
  const apart = new Set<PrintedLine>();
  if (placed.length < 3) return apart;
  const far = (a: PrintedLine, b: PrintedLine) => Math.abs((a.y ?? 0) - (b.y ?? 0)) > (a.size ?? 10) * 3;
  const [top, second] = [placed[0], placed[1]] as [PrintedLine, PrintedLine];
  const [bottom, above] = [placed[placed.length - 1], placed[placed.length - 2]] as [PrintedLine, PrintedLine];
  if (far(top, second)) apart.add(top);
  if (far(bottom, above)) apart.add(bottom);
  return apart;
}

// Portuguese clitics after a hyphen ("Fundamenta-se", "condená-lo"): a hyphen before one is the writer's.
const CLITIC = /^(?:se|me|te|lhes?|nos|vos|[ln]?[oa]s?)(?![\p{L}])/u;
const HYPHEN_END = /([\p{L}\d])([-\u2010\u00ad])$/u;

/**
 * Joins two pieces of one paragraph. A word split by a hyphen at the line's end is rejoined unless the document
 * writes it with the hyphen elsewhere or what follows is a clitic; a hyphen before a capital or a digit stays
 * ("Centro-Oeste", "art. 43-A", CEP "86020-121").
 */
export function joinPieces(left: string, right: string, words: ReadonlySet<string>): string {
  const hyphen = HYPHEN_END.exec(left);
  if (!hyphen) return `${left} ${right}`;
  const stem = left.slice(0, -1);
  if (!/^\p{Ll}/u.test(right) || !/\p{L}/u.test(hyphen[1] ?? "")) return `${stem}-${right}`;
  const head = /(\p{L}+)$/u.exec(stem)?.[1] ?? "";
  const tail = /^\p{L}+/u.exec(right)?.[0] ?? "";
  const kept = `${head}-${tail}`.toLowerCase();
  const writerHyphen = hyphen[2] === "-" && (words.has(kept) || CLITIC.test(right));
  if (writerHyphen || (words.has(kept) && !words.has(`${head}${tail}`.toLowerCase()))) return `${stem}-${right}`;
  return `${stem}${right}`;
}

/** Every word of the text, lower-cased, hyphenated compounds as written: evidence for joinPieces. */
export function wordsOf(text: string): Set<string> {
  return new Set(text.toLowerCase().match(/\p{L}+(?:-\p{L}+)*/gu) ?? []);
}

/** The middle value (the upper of the two middle ones for an even count); undefined for none. */
export const median = (values: number[]): number | undefined => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

/**
 * The outermost position (to the point) at least two lines share and no further in than the middle line's (body
 * lines start and end at the margins; a header in the page's margin is alone there), else the outermost of all.
 */
function margin(positions: number[], outer: (...values: number[]) => number): number {
  if (!positions.length) return 0;
  const counts = new Map<number, number>();
  for (const p of positions) counts.set(Math.round(p), (counts.get(Math.round(p)) ?? 0) + 1);
  const middle = median(positions) ?? 0;
  const shared = [...counts].filter(([p, n]) => n >= 2 && outer(p, middle) === p).map(([p]) => p);
  return shared.length ? outer(...shared) : outer(...positions);
}

interface Flow {
  /** Paragraphs of the page, each with the separator before it ("\n" or "\n\n"). */
  paragraphs: { text: string; gap: string }[];
  /** The page's last line is full: its paragraph may continue on the next page. */
  runsOn: boolean;
}

/** Set in the middle: as much room on the left as on the right, and some on each. */
function centred(line: PrintedLine, [left, right]: [number, number]): boolean {
  if (line.x0 === undefined || line.x1 === undefined) return false;
  const size = line.size ?? 10;
  const [leftSlack, rightSlack] = [line.x0 - left, right - line.x1];
  return leftSlack > size && rightSlack > size && Math.abs(leftSlack - rightSlack) < size * 1.5;
}

/**
 * A line is full when the next line's first word would have fitted after it: the writer did not end it, the
 * page's width did. With geometry, widths are measured; without (OCR), characters are counted.
 */
function fullLine(line: PrintedLine, next: PrintedLine, margins: [number, number], longest: number): boolean {
  const firstWord = next.text.split(" ")[0] ?? "";
  if (line.x0 !== undefined && line.x1 !== undefined && next.x0 !== undefined && next.x1 !== undefined) {
    // The narrower type of the two lines: a heading's wide capitals ("PARECER") would otherwise seem not to fit
    // after a line its writer ended.
    const charWidth = Math.min(
      (next.x1 - next.x0) / Math.max(1, next.text.length),
      (line.x1 - line.x0) / Math.max(1, line.text.length),
    );
    const size = line.size ?? 10;
    const [leftSlack, rightSlack] = [line.x0 - margins[0], margins[1] - line.x1];
    // A centred line (a heading, a caption) wraps when its slack on both sides together is too small; centred
    // headings are stacked by hand, so one that fills less than 85% of the width was ended by its writer.
    const width = margins[1] - margins[0];
    if (centred(line, margins))
      return leftSlack + rightSlack < Math.min((firstWord.length + 1) * charWidth + size * 0.3, width * 0.15);
    return rightSlack < (firstWord.length + 1) * charWidth + size * 0.3;
  }
  // Counting characters is rough with proportional type: a line that stops mid-sentence before a lower-case
  // continuation is also taken as wrapped when it is not short.
  const continues = /^\p{Ll}/u.test(next.text) && !/[.:;!?]$/.test(line.text) && line.text.length > longest * 0.6;
  return continues || line.text.length + firstWord.length + 1 > longest * 0.95;
}

// A line that starts with a label ("RECLAMANTE:", "Autor:"), a list marker or a heading cue begins its own paragraph.
const STARTS_BLOCK =
  /^(?:\p{Lu}\p{L}+(?: \p{L}+)?:\s|\d{1,3}[.)]\s|[a-z]\)\s|\([a-z0-9]{1,3}\)\s|[IVXL]{1,5}\s*[-–—.]\s|§|[•▪–-]\s)/u;

// A line with a run of spaces inside holds two columns (OCR keeps a caption's gap so: ocr-lines.ts withColumnGaps): a
// table row, never part of a paragraph.
const COLUMNS = /\S {3,}\S/;

function reflowPage(lines: PrintedLine[], words: ReadonlySet<string>): Flow {
  const inked = lines.filter((line) => line.text);
  // The body's margins: where most lines start and end (a header or a page number printed in the page's margin
  // must not move them).
  const right = margin(
    inked.map((line) => line.x1 ?? 0),
    Math.max,
  );
  const left = margin(
    inked.map((line) => line.x0 ?? 0),
    Math.min,
  );
  const longest = Math.max(0, ...inked.map((line) => line.text.length));
  // A line of a column is measured against its column's edges, not the page's.
  const marginsOf = (line: PrintedLine): [number, number] => line.column ?? [left, right];
  const joins: boolean[] = [];
  const pitches: number[] = [];
  for (let i = 0; i + 1 < lines.length; i++) {
    const [a, b] = [lines[i] as PrintedLine, lines[i + 1] as PrintedLine];
    const gap = a.y !== undefined && b.y !== undefined ? a.y - b.y : undefined;
    const indented =
      b.x0 !== undefined &&
      a.x0 !== undefined &&
      b.x0 > marginsOf(b)[0] + (b.size ?? 10) * 1.5 &&
      a.x0 < marginsOf(a)[0] + (a.size ?? 10) &&
      !centred(b, marginsOf(b));
    const join =
      !!a.text &&
      !!b.text &&
      (gap === undefined || (gap > 0 && gap < (a.size ?? 10) * 3)) &&
      !indented &&
      !COLUMNS.test(a.text) &&
      !COLUMNS.test(b.text) &&
      !STARTS_BLOCK.test(b.text) &&
      fullLine(a, b, marginsOf(a), longest);
    joins.push(join);
    if (join && gap !== undefined) pitches.push(gap);
  }
  // Within a paragraph lines are one pitch apart; a wider gap between paragraphs is a blank line in the text.
  const pitch = median(pitches);
  const paragraphs: Flow["paragraphs"] = [];
  let gap = "\n";
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] as PrintedLine;
    if (!line.text) {
      gap = "\n\n";
      continue;
    }
    const last = paragraphs[paragraphs.length - 1];
    if (i > 0 && joins[i - 1] && last) last.text = joinPieces(last.text, line.text, words);
    else {
      const previous = lines[i - 1];
      const space = previous?.y !== undefined && line.y !== undefined ? previous.y - line.y : undefined;
      if (pitch !== undefined && space !== undefined && space > pitch * 1.25) gap = "\n\n";
      // Reading goes up the page into the next column of a scan: a new paragraph.
      if (space !== undefined && space < 0 && (line.column || previous?.column)) gap = "\n\n";
      paragraphs.push({ text: line.text, gap: paragraphs.length ? gap : "" });
    }
    gap = "\n";
  }
  const final = inked[inked.length - 1];
  const runsOn =
    !!final &&
    (final.x1 !== undefined
      ? marginsOf(final)[1] - final.x1 < (final.size ?? 10) * 2
      : final.text.length > longest * 0.9);
  return { paragraphs, runsOn: runsOn && !/[.:;!?]["”)]?$/.test(final?.text ?? "") };
}

/** Pages of lines → the document's text: running lines dropped, paragraphs reflowed, pages joined. */
export function composePages(pages: PrintedLine[][]): string {
  const kept = dropRunningLines(pages);
  const words = wordsOf(kept.flatMap((page) => page.map((line) => line.text)).join("\n"));
  let text = "";
  let runsOn = false;
  for (const page of kept) {
    const flow = reflowPage(page, words);
    flow.paragraphs.forEach((paragraph, i) => {
      if (i === 0 && runsOn && text && /^[\p{Ll}\d(]/u.test(paragraph.text))
        text = joinPieces(text, paragraph.text, words);
      else text += (text ? (i === 0 ? "\n\n" : paragraph.gap) : "") + paragraph.text;
    });
    if (flow.paragraphs.length) runsOn = flow.runsOn;
  }
  return text;
}
