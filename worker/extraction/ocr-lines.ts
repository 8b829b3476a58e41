// A scanned page's text lines as tesseract finds them (ocr.ts): the slice each is read in, the rules that are not
// text, and the gap between two columns on one line.

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
  const above = lines[i - 1];
  const below = lines[i + LINES_PER_BAND];
  const y = Math.min(top, Math.max(0, top - pad, above ? Math.ceil((above.bottom + top) / 2) : 0));
  const yEnd = Math.max(bottom, Math.min(bottom + pad, below ? Math.floor((bottom + below.top) / 2) : bottom + pad));
  // A box taller than the page's lines holds several (a caption's cell): its margin is a line's, not its own.
  const side = Math.ceil(Math.min(bottom - top, typicalHeight(lines)) * SIDE_MARGIN);
  const x = Math.max(0, left - side);
  const xEnd = Math.max(right, Math.min(imageWidth, right + side));
  return { left: x, top: y, width: xEnd - x, height: yEnd - y };
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
  const heights = boxes.map((b) => b.bottom - b.top).sort((a, b) => a - b);
  return heights[Math.floor(heights.length / 2)] ?? 0;
}
