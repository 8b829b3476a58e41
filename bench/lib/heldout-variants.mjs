// Turns a held-out document (plain text) into the files a lawyer uploads: a DOCX written the way Word writes one
// (paragraphs, numbered clauses as a real numbered list, a running header and a page-number footer), a PDF printed
// by Chromium (justified, hyphenated, with running header and footer) and a scanned PDF (that PDF's pages
// rasterised at 300 dpi in grey, slightly skewed, with paper noise). Used by bench/heldout-formats.mjs.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import {
  AlignmentType,
  Document,
  Footer,
  Header,
  LevelFormat,
  Packer,
  PageNumber,
  Paragraph,
  Table,
  TableCell,
  TableRow,
  TextRun,
  WidthType,
} from "docx";
import { zlibSync } from "fflate";
import { root } from "../../scripts/lib.mjs";
import { buildPdf } from "../../worker/extraction/fixtures/pdf-writer.mjs";

/** One line of the document: a heading, a numbered clause (its number apart) or body text. */
export function blocks(text) {
  let previous = 0;
  let blank = true;
  const out = [];
  for (const raw of text.split("\n")) {
    const line = raw.trim();
    if (!line) {
      blank = true;
      continue;
    }
    // `joined`: the source keeps this line under the previous one (a caption, an address, a signature block).
    const joined = !blank;
    blank = false;
    const numbered = /^(\d{1,2})\.\s+(\S.*)$/.exec(line);
    if (numbered) {
      const n = Number(numbered[1]);
      // Word numbers a list itself: it restarts at 1 or continues by one; anything else stays typed text.
      if (n === 1 || n === previous + 1) {
        previous = n;
        out.push({ kind: "item", n, restart: n === 1, text: numbered[2], joined });
        continue;
      }
    }
    const letters = line.replace(/[^\p{L}]/gu, "");
    const heading =
      line.length <= 90 && !/[.;:,]$/.test(line) && letters.length > 2 && letters === letters.toUpperCase();
    out.push({ kind: heading ? "heading" : "text", text: line, joined });
  }
  return withCaption(out);
}

const VERSUS = /^(?:v\.|vs\.?|-?against-?)$/i;
const DOCKET = /\bNo\.|^\d{1,2}[-:]\d{2}[-\s]?[a-z]{2}[-\s]?\d+|^\d{2}-\d{3,5}$/i;

/**
 * A US caption is typeset as a table: the parties' lines on the left, the docket number on the right. The lines
 * around "v." that the source keeps together become one caption block; a docket line right after it, its right cell.
 */
function withCaption(list) {
  const vs = list.findIndex((b) => VERSUS.test(b.text));
  if (vs < 0) return list;
  let start = vs;
  while (start > 0 && list[start].joined && list[start - 1].kind !== "heading") start--;
  let end = vs + 1;
  while (end < list.length && list[end].joined) end++;
  const right = list[end] && !list[end].joined && DOCKET.test(list[end].text) ? list[end].text : "";
  const caption = { kind: "caption", lines: list.slice(start, end).map((b) => b.text), right, text: "", joined: false };
  return [...list.slice(0, start), caption, ...list.slice(end + (right ? 1 : 0))];
}

/** What a real document repeats on every page: its case number when it has one, else its short title. */
export function runningHeader(text) {
  const number =
    /(Processo n[º°o.]*\s*[\d.-]{15,25}|Case No\.?\s*[\w:.-]+|Civil Action No\.?\s*[\w:.-]+|Autos n[º°o.]*\s*[\d.-]+)/.exec(
      text,
    );
  if (number) return number[1];
  return blocks(text).find((b) => b.kind === "heading" && b.text.length <= 60)?.text ?? "";
}

const pageWord = (lang) => (lang === "pt" ? ["Página", "de"] : ["Page", "of"]);

/** A DOCX as Word saves one: numbered clauses are list paragraphs whose numbers live in numbering.xml. */
export async function toDocx(doc) {
  const [page, of] = pageWord(doc.meta.lang);
  let instance = 0;
  const children = blocks(doc.text).map((b) => {
    if (b.kind === "caption") {
      const cell = (lines) =>
        new TableCell({
          width: { size: 50, type: WidthType.PERCENTAGE },
          children: lines.map((l) => new Paragraph(l)),
        });
      return new Table({
        width: { size: 100, type: WidthType.PERCENTAGE },
        rows: [new TableRow({ children: [cell(b.lines), cell([b.right])] })],
      });
    }
    if (b.kind === "item") {
      if (b.restart) instance++;
      return new Paragraph({
        children: [new TextRun(b.text)],
        numbering: { reference: "clauses", level: 0, instance },
        alignment: AlignmentType.JUSTIFIED,
      });
    }
    if (b.kind === "heading")
      return new Paragraph({ children: [new TextRun({ text: b.text, bold: true })], alignment: AlignmentType.CENTER });
    return new Paragraph({
      children: [new TextRun(b.text)],
      alignment: AlignmentType.JUSTIFIED,
      indent: { firstLine: 720 },
    });
  });
  const document = new Document({
    numbering: {
      config: [
        {
          reference: "clauses",
          levels: [{ level: 0, format: LevelFormat.DECIMAL, text: "%1.", alignment: AlignmentType.LEFT }],
        },
      ],
    },
    sections: [
      {
        headers: { default: new Header({ children: [new Paragraph({ text: runningHeader(doc.text) })] }) },
        footers: {
          default: new Footer({
            children: [
              new Paragraph({
                alignment: AlignmentType.RIGHT,
                children: [
                  new TextRun({ children: [`${page} `, PageNumber.CURRENT, ` ${of} `, PageNumber.TOTAL_PAGES] }),
                ],
              }),
            ],
          }),
        },
        children,
      },
    ],
  });
  return new Uint8Array(await Packer.toBuffer(document));
}

const escapeHtml = (s) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

// Chromium on Debian has no hyphenation dictionaries, so `hyphens: auto` does nothing; soft hyphens between
// syllables (vowel | consonant + vowel, never inside ch/lh/nh/qu/gu/rr/ss) let the justified lines break inside
// long lowercase words as a word processor does. Names and numbers are never hyphenated.
const VOWEL = "aeiouáéíóúâêôãõàü";
function hyphenate(word) {
  if (word.length < 9 || !/^[a-záéíóúâêôãõàçü]+$/.test(word)) return word;
  let out = "";
  for (let i = 0; i < word.length; i++) {
    out += word[i];
    const [a, b, c] = [word[i], word[i + 1], word[i + 2]];
    const digraph = /^(ch|lh|nh|qu|gu|rr|ss|sc|th|sh|ph)$/.test(`${b}${c}`);
    if (i >= 2 && i < word.length - 4 && VOWEL.includes(a) && b && !VOWEL.includes(b) && c && VOWEL.includes(c)) {
      if (!digraph) out += "\u00ad";
    }
  }
  return out;
}

/** The document as the HTML a word processor would print: headings centred, clauses and paragraphs justified. */
export function toHtml(doc) {
  const pt = doc.meta.lang === "pt";
  const spaced = !pt && /pleading|judicial_decision/.test(doc.meta.type);
  const html = [];
  for (const b of blocks(doc.text)) {
    const text = escapeHtml(b.text).replace(/[a-záéíóúâêôãõàçü]+/gi, hyphenate);
    const last = html.length - 1;
    // A line kept under the previous one in the source continues its block, single-spaced.
    if (b.joined && b.kind !== "item" && last >= 0 && !html[last].startsWith('<p class="item"')) {
      html[last] = html[last].replace(/<\/(p|h2)>$/, `<br>${text}</$1>`).replace(/^<p>/, '<p class="lines">');
      continue;
    }
    if (b.kind === "caption") {
      html.push(
        `<table class="caption"><tr><td>${b.lines.map(escapeHtml).join("<br>")}</td><td>${escapeHtml(b.right)}</td></tr></table>`,
      );
      continue;
    }
    if (b.kind === "heading") html.push(`<h2>${text}</h2>`);
    else if (b.kind === "item") html.push(`<p class="item"><span class="n">${b.n}.</span> ${text}</p>`);
    else html.push(`<p>${text}</p>`);
  }
  const body = html.join("\n");
  return `<!doctype html><html lang="${doc.meta.lang}"><head><meta charset="utf-8"><style>
body { margin: 0; width: ${pt ? "16cm" : "6.5in"}; /* the printable width, so screen and print break lines alike */
  font-family: "Times New Roman", "Liberation Serif", serif; font-size: 12pt; line-height: ${spaced ? 2 : pt ? 1.5 : 1.25}; }
p { text-align: justify; hyphens: manual; margin: 0 0 ${pt ? "6pt" : "8pt"}; text-indent: ${pt ? "2.5cm" : "0.5in"}; }
p.item, p.lines { text-indent: 0; }
p.lines { text-align: left; }
table.caption { width: 100%; border-collapse: collapse; margin: 12pt 0; }
table.caption td { width: 50%; vertical-align: middle; padding: 4pt 8pt; line-height: 1.2; }
table.caption td:first-child { border-right: 1px solid #000; border-bottom: 1px solid #000; }
h2 { font-size: 12pt; text-align: center; margin: 12pt 0 8pt; }
</style></head><body>
${body}
</body></html>`;
}

/** Prints the HTML to PDF as Chromium does, with a running header and a "Page N of M" footer. */
export async function toPdf(page, doc) {
  const pt = doc.meta.lang === "pt";
  const [word, of] = pageWord(doc.meta.lang);
  await page.setContent(toHtml(doc));
  // Chromium writes an unused soft hyphen into the PDF as a space inside the word ("mercado rias"), which no word
  // processor does: keep only the soft hyphens a line actually breaks at (removing the others moves nothing).
  await page.evaluate(() => {
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const nodes = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) nodes.push(node);
    for (const node of nodes) {
      const used = new Set();
      for (let i = node.data.indexOf("\u00ad"); i > 0; i = node.data.indexOf("\u00ad", i + 1)) {
        const range = document.createRange();
        range.setStart(node, i - 1);
        range.setEnd(node, i);
        const before = range.getBoundingClientRect().top;
        range.setStart(node, i + 1);
        range.setEnd(node, i + 2);
        if (range.getBoundingClientRect().top > before + 2) used.add(i);
      }
      node.data = [...node.data].filter((c, i) => c !== "\u00ad" || used.has(i)).join("");
    }
  });
  const small = 'style="font: 9pt serif; width: 100%; margin: 0 2cm; color: #333;"';
  return new Uint8Array(
    await page.pdf({
      format: pt ? "A4" : "Letter",
      margin: pt
        ? { top: "3cm", bottom: "2cm", left: "3cm", right: "2cm" }
        : { top: "1in", bottom: "1in", left: "1in", right: "1in" },
      displayHeaderFooter: true,
      headerTemplate: `<div ${small}>${escapeHtml(runningHeader(doc.text))}</div>`,
      footerTemplate: `<div ${small.replace("width: 100%;", "width: 100%; text-align: right;")}>${word} <span class="pageNumber"></span> ${of} <span class="totalPages"></span></div>`,
    }),
  );
}

const PDFJS = readFileSync(join(root, "node_modules/unpdf/dist/pdfjs.mjs"), "utf8");

/** Serves pdf.js to the page so it can rasterise PDFs (the browser is the only renderer at hand). */
export async function prepareScanner(page) {
  let current = new Uint8Array();
  await page.route("http://bench.invalid/**", (route) => {
    const url = route.request().url();
    if (url.endsWith("/pdf.mjs")) return route.fulfill({ body: PDFJS, contentType: "text/javascript" });
    if (url.endsWith("/doc.pdf")) return route.fulfill({ body: Buffer.from(current), contentType: "application/pdf" });
    return route.fulfill({ body: "<!doctype html><title>scan</title>", contentType: "text/html" });
  });
  await page.goto("http://bench.invalid/");
  return async (pdfBytes, seed) => {
    current = pdfBytes;
    const pages = await page.evaluate(async (seed) => {
      const pdfjs = await import("http://bench.invalid/pdf.mjs");
      const data = new Uint8Array(await (await fetch("http://bench.invalid/doc.pdf")).arrayBuffer());
      const pdf = await pdfjs.getDocument({ data }).promise;
      let state = seed;
      const random = () => {
        state = (state * 1103515245 + 12345) % 2147483648;
        return state / 2147483648;
      };
      const out = [];
      for (let n = 1; n <= pdf.numPages; n++) {
        const p = await pdf.getPage(n);
        const viewport = p.getViewport({ scale: 300 / 72 });
        const canvas = document.createElement("canvas");
        canvas.width = Math.floor(viewport.width);
        canvas.height = Math.floor(viewport.height);
        const ctx = canvas.getContext("2d");
        ctx.fillStyle = "#fff";
        ctx.fillRect(0, 0, canvas.width, canvas.height);
        // A sheet is never fed perfectly straight: up to ±0.4°.
        ctx.translate(canvas.width / 2, canvas.height / 2);
        ctx.rotate(((random() - 0.5) * 0.8 * Math.PI) / 180);
        ctx.translate(-canvas.width / 2, -canvas.height / 2);
        await p.render({ canvasContext: ctx, viewport }).promise;
        const rgba = ctx.getImageData(0, 0, canvas.width, canvas.height).data;
        const grey = new Uint8Array(canvas.width * canvas.height);
        for (let i = 0; i < grey.length; i++) {
          const luma = (rgba[i * 4] * 77 + rgba[i * 4 + 1] * 150 + rgba[i * 4 + 2] * 29) >> 8;
          // Paper is not white and toner is not black; sensor noise on top.
          const v = 18 + luma * 0.86 + (random() - 0.5) * 24;
          grey[i] = v < 0 ? 0 : v > 255 ? 255 : v;
        }
        let binary = "";
        for (let i = 0; i < grey.length; i += 0x8000) binary += String.fromCharCode(...grey.subarray(i, i + 0x8000));
        out.push({ width: canvas.width, height: canvas.height, base64: btoa(binary) });
      }
      return out;
    }, seed);
    return buildPdf(
      pages.map(({ width, height, base64 }) => ({
        image: {
          width,
          height,
          filter: "FlateDecode",
          colorSpace: "DeviceGray",
          bpc: 8,
          data: zlibSync(Buffer.from(base64, "base64")),
        },
      })),
    );
  };
}
