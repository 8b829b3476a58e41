// A scanned page's text lines as tesseract finds them (ocr.ts): the slice each is read in, the rules that are not
// text, and the gap between two columns on one line.

import { median } from "./layout.ts";

/**
 * Text lines recognised per slice: one line is a fraction of a second, so other requests are served in between.
 * Slices are recognised as single lines (PAGE_SEG_SINGLE_LINE), so this stays 1.
 */
export const LINES_PER_BAND = 1;
/** Margin above and below a line's box, as a share of its height. */
const LINE_MARGIN = 0.35;
/** Margin left and right of a line's box, as a share of its height. */
const SIDE_MARGIN = 0.5;

export type LineBox = { left: number; top: number; right: number; bottom: number };

/** Between two words of one line, a gap wider than this many line heights parts two columns. */
const COLUMN_GAP = 4;
/** How a column gap is written: three spaces or more is how typed text lays out a caption (v.      Case No.). */
const COLUMN_SEPARATOR = "     ";

/**
 * A line read across two columns (a caption's parties beside its docket number, a signature beside a judge's name)
 * keeps the gap between them as a run of spaces, as typed text has it, instead of one space that runs the columns'
 * words together ("PEACHTREE LOGISTICS GROUP, INC. NO. 1:22-cv-03391-SDG"). Words are tesseract's, matched to the
 * line's text by count; when they do not match one to one the text stays as read.
 */
export function withColumnGaps(text: string, boxes: LineBox[]): string {
  const words = text.trim().split(/ +/);
  if (words.length < 2 || words.length !== boxes.length) return text;
  const height = Math.max(...boxes.map((b) => b.bottom - b.top));
  const apart = (k: number) => {
    const [before, box] = [boxes[k - 1], boxes[k]];
    return !!before && !!box && box.left - before.right > height * COLUMN_GAP;
  };
  if (!words.some((_, k) => apart(k))) return text;
  const joined = words.map((word, k) => (k === 0 ? word : `${apart(k) ? COLUMN_SEPARATOR : " "}${word}`)).join("");
  return text.endsWith("\n") ? `${joined}\n` : joined;
}

/**
 * The slice of the page read for the band of lines starting at `i`. Line boxes hug the glyphs' bodies: a margin
 * keeps accents and cedillas (Ç, Ã) inside the slice, but never past halfway to the neighbouring line (a sliver of
 * it would be read as garbage). Side-by-side columns give overlapping boxes (a caption's parties beside its docket):
 * the slice then still covers the band itself, never less; an empty or inverted slice aborts tesseract. Sideways the
 * slice reaches past the box by SIDE_MARGIN: cut at the box, the recogniser dropped commas and periods all along the
 * line ("Plaintiff", "October 2024", "Fed. R. Civ. P 56") that it reads when the line has room around it.
 */
export function bandRectangle(
  lines: LineBox[],
  i: number,
  imageWidth = Number.POSITIVE_INFINITY,
): { left: number; top: number; width: number; height: number } {
  const band = lines.slice(i, i + LINES_PER_BAND);
  const left = Math.min(...band.map((b) => b.left));
  const top = Math.min(...band.map((b) => b.top));
  const right = Math.max(...band.map((b) => b.right));
  const bottom = Math.max(...band.map((b) => b.bottom));
  const pad = Math.ceil((bottom - top) * LINE_MARGIN);
  const above = neighbour(lines, i, i - 1, -1);
  const below = neighbour(lines, i, i + LINES_PER_BAND, 1);
  const y = Math.min(top, Math.max(0, top - pad, above ? Math.ceil((above.bottom + top) / 2) : 0));
  const yEnd = Math.max(bottom, Math.min(bottom + pad, below ? Math.floor((bottom + below.top) / 2) : bottom + pad));
  // A box taller than the page's lines holds several (a caption's cell): its margin is a line's, not its own.
  const side = Math.ceil(Math.min(bottom - top, typicalHeight(lines)) * SIDE_MARGIN);
  const x = Math.max(0, left - side);
  const xEnd = Math.max(right, Math.min(imageWidth, right + side));
  return { left: x, top: y, width: xEnd - x, height: yEnd - y };
}

/**
 * The line next to line `i` above (`step` -1) or below (1): the one next in reading order, unless reading jumps
 * there from one column to the other (the next line in order stands higher, or the one before lower); then the
 * nearest line on that side that shares some of the line's width (a heading over both columns), or none.
 */
function neighbour(lines: LineBox[], i: number, next: number, step: -1 | 1): LineBox | undefined {
  const line = lines[i];
  const candidate = lines[next];
  if (!line || !candidate || (candidate.top - line.top) * step >= 0) return candidate;
  let nearest: LineBox | undefined;
  for (const other of lines) {
    if ((other.top - line.top) * step <= 0 || other.right <= line.left || other.left >= line.right) continue;
    if (!nearest || (other.top - nearest.top) * step < 0) nearest = other;
  }
  return nearest;
}

/**
 * A table's borders and a signature's underline are found as "lines" too: a vertical rule is a box many lines tall
 * and narrow, a horizontal one a box a fraction of a line high. Read, they gave garbage ("ne, tf") or, with the
 * slice's side margins, a sliver of the next cell ("Civil Ac"); they hold no text.
 */
export function withoutRules(boxes: LineBox[]): LineBox[] {
  const typical = typicalHeight(boxes);
  return boxes.filter((b) => {
    const [width, height] = [b.right - b.left, b.bottom - b.top];
    const vertical = height > typical * 2 && height > width * 3;
    return !vertical && height >= typical * 0.35;
  });
}

/** The median height of the boxes: a text line's on a page of text. */
function typicalHeight(boxes: LineBox[]): number {
  return median(boxes.map((b) => b.bottom - b.top)) ?? 0;
}

/** Between two columns read one after the other, at least this many line heights of white (a prose gutter). */
const GUTTER = 1.5;
/** White between two rows, in line heights, past which they are not one run of columns. */
const RUN_BREAK = 3;
/** Side-by-side rows a run of lines needs before its columns are read one after the other. */
const MIN_PAIRED_ROWS = 2;
/**
 * Each side's widest line at least this share of the other side's: two columns of text or two signatures, not a
 * label beside its value ("Locador:      Ricardo Tavares Lopes"), which is read across as a form is.
 */
const BALANCED_SIDES = 0.5;
/** A side whose lines are this wide a share of the pair (median) holds prose, not a signature's name and role. */
const PROSE_WIDTH = 0.35;

/** Where a line stands in the page's reading order: in which column of a side-by-side run, if any. */
export interface ReadingLine extends LineBox {
  /**
   * For a line of two columns of prose read one after the other, its column's left and right edges (its paragraphs
   * are reflowed within them). Side-by-side signatures are reordered but measured against the page, as before.
   */
  column?: { left: number; right: number };
  /** The first line of a column of prose (its language is looked at afresh: a bilingual lease). */
  startsProseColumn?: boolean;
}

/**
 * The page's lines (sorted by top) in reading order. A run of lines set in two columns side by side — a bilingual
 * contract in Portuguese and English, two signatures — is read column by column: the left column to its end, then
 * the right, instead of a half-line of each in turn. A run is two columns when, for at least MIN_PAIRED_ROWS rows,
 * a line stands on each side of one vertical gutter at least GUTTER line heights wide, no line of the run crosses
 * it (a run starts only at a row of exactly two lines, so a table whose cells come three a row is read row by row;
 * two lines of a row on one side are a justified line tesseract split, read as one), and the two sides are of
 * comparable width (BALANCED_SIDES; a form's label and value are read row by row). A line across the gutter — a
 * heading over both columns, a table's row, a letterhead — ends the run and is read where it stands. Lines above a
 * run join it only when they start at its column's left edge. Everything else keeps the order by top, so a page
 * without such a run is read as before.
 */
export function readingOrder(lines: LineBox[]): ReadingLine[] {
  const height = typicalHeight(lines);
  const gutter = height * GUTTER;
  const rows = rowsOf(lines);
  const out: ReadingLine[] = [];
  let k = 0;
  let emitted = 0;
  while (k < rows.length) {
    const run = columnRun(rows, k, emitted, gutter, height);
    if (!run) {
      k++;
      continue;
    }
    // Rows before the run that were not pulled into it, in order by top.
    for (const row of rows.slice(emitted, run.first)) out.push(...row);
    const sides = [run.left, run.right].map((side) => side.sort((a, b) => a.top - b.top));
    const [leftSide, rightSide] = sides as [LineBox[], LineBox[]];
    const extent = (side: LineBox[]) => ({
      left: Math.min(...side.map((b) => b.left)),
      right: Math.max(...side.map((b) => b.right)),
    });
    const all = [...leftSide, ...rightSide];
    const width = Math.max(...all.map((b) => b.right)) - Math.min(...all.map((b) => b.left));
    const prose = sides.every((side) => (median(side.map((b) => b.right - b.left)) ?? 0) >= width * PROSE_WIDTH);
    for (const side of sides) {
      const column = extent(side);
      side.forEach((box, i) => {
        out.push(prose ? { ...box, column, ...(i === 0 ? { startsProseColumn: true } : {}) } : box);
      });
    }
    emitted = run.end;
    k = run.end;
  }
  for (const row of rows.slice(emitted)) out.push(...row);
  return out;
}

/** Lines sorted by top grouped into rows: lines that share most of a line's height stand side by side. */
function rowsOf(lines: LineBox[]): LineBox[][] {
  const rows: { boxes: LineBox[]; top: number; bottom: number }[] = [];
  for (const box of lines) {
    const row = rows[rows.length - 1];
    const overlap = row ? Math.min(row.bottom, box.bottom) - Math.max(row.top, box.top) : 0;
    const shorter = row ? Math.min(row.bottom - row.top, box.bottom - box.top) : 0;
    if (row && overlap > shorter * 0.5) {
      row.boxes.push(box);
      row.bottom = Math.max(row.bottom, box.bottom);
    } else rows.push({ boxes: [box], top: box.top, bottom: box.bottom });
  }
  return rows.map((row) => row.boxes.sort((a, b) => a.left - b.left));
}

/**
 * The two-column run whose first side-by-side row is row `k`, or null: its rows [first, end) and the lines of each
 * side.
 */
function columnRun(
  rows: LineBox[][],
  k: number,
  floor: number,
  gutter: number,
  height: number,
): { first: number; end: number; left: LineBox[]; right: LineBox[] } | null {
  const start = rows[k] ?? [];
  const [a, b] = start;
  if (start.length !== 2 || !a || !b || b.left - a.right < gutter) return null;
  let [edgeLeft, edgeRight] = [a.right, b.left];
  const left = [a];
  const right = [b];
  let paired = 1;
  // A row fits when each of its lines stays on one side with the gutter kept. Two lines on one side are one line
  // tesseract split at a justified line's wide spaces ("Lei 8.245 serão  enviadas a"): read as one, their union.
  type Sides = { left?: LineBox; right?: LineBox };
  const sidesOf = (row: LineBox[]): Sides | null => {
    const sides: Sides = {};
    for (const box of row) {
      const side = box.right <= edgeRight - gutter ? "left" : box.left >= edgeLeft + gutter ? "right" : null;
      if (!side) return null;
      const held = sides[side];
      sides[side] = held
        ? {
            left: Math.min(held.left, box.left),
            top: Math.min(held.top, box.top),
            right: Math.max(held.right, box.right),
            bottom: Math.max(held.bottom, box.bottom),
          }
        : box;
    }
    return sides;
  };
  const take = (sides: Sides) => {
    if (sides.left) {
      left.push(sides.left);
      edgeLeft = Math.max(edgeLeft, sides.left.right);
    }
    if (sides.right) {
      right.push(sides.right);
      edgeRight = Math.min(edgeRight, sides.right.left);
    }
    if (sides.left && sides.right) paired++;
  };
  // Rows further apart than a paragraph's break are not one run (two columns, then two signatures below them).
  const apart = (upper: LineBox[], lower: LineBox[]) =>
    Math.min(...lower.map((box) => box.top)) - Math.max(...upper.map((box) => box.bottom)) > height * RUN_BREAK;
  let end = k + 1;
  for (; end < rows.length; end++) {
    const row = rows[end] as LineBox[];
    if (apart(rows[end - 1] as LineBox[], row)) break;
    const sides = sidesOf(row);
    if (!sides) break;
    take(sides);
  }
  // Above the first pair: lines that start at their column's left edge (a column's first lines, when the other
  // column starts lower), not a line set elsewhere above the columns (a date on the right).
  let first = k;
  for (; first > floor; first--) {
    const row = rows[first - 1] as LineBox[];
    if (apart(row, rows[first] as LineBox[])) break;
    const sides = sidesOf(row);
    if (!sides) break;
    const aligned = (["left", "right"] as const).every((side) => {
      const box = sides[side];
      const column = side === "left" ? left : right;
      return !box || Math.abs(box.left - Math.min(...column.map((s) => s.left))) <= height;
    });
    if (!aligned) break;
    take(sides);
  }
  const widest = (side: LineBox[]) => Math.max(...side.map((box) => box.right - box.left));
  const balanced = widest(left) >= widest(right) * BALANCED_SIDES && widest(right) >= widest(left) * BALANCED_SIDES;
  if (paired < MIN_PAIRED_ROWS || !balanced) return null;
  return { first, end, left, right };
}
