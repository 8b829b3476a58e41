/**
 * The analysis report as a Word document a lawyer can file or edit: the server's localised report content laid out
 * with headings, a facts table, tables of parties, findings and entities, and lists. Loaded only when a DOCX is asked
 * for (dynamic import), so the `docx` library stays out of the initial bundle (docs/decisions/027-localised-reports.md).
 */
import {
  BorderStyle,
  Document,
  Footer,
  HeadingLevel,
  Packer,
  Paragraph,
  ShadingType,
  Table,
  TableCell,
  TableRow,
  TextRun,
  WidthType,
} from "docx";
import type { ReportBlockDto, ReportDto, ReportFactDto } from "../../../../../common/api/documents.ts";
import { LOCALES } from "../../../../../common/locale-format.ts";

const NAVY = "1E3A5F";
const RULE = "CBD5E1";
const HEADER_FILL = "EEF2F7";
const border = { style: BorderStyle.SINGLE, size: 4, color: RULE };
const borders = {
  top: border,
  bottom: border,
  left: border,
  right: border,
  insideHorizontal: border,
  insideVertical: border,
};

function cell(text: string, options: { bold?: boolean; fill?: string; width?: number } = {}): TableCell {
  return new TableCell({
    children: text
      .split("\n")
      .map((line) => new Paragraph({ children: [new TextRun({ text: line, bold: options.bold })] })),
    margins: { top: 60, bottom: 60, left: 100, right: 100 },
    ...(options.fill ? { shading: { type: ShadingType.CLEAR, color: "auto", fill: options.fill } } : {}),
    ...(options.width ? { width: { size: options.width, type: WidthType.PERCENTAGE } } : {}),
  });
}

function factsTable(facts: ReportFactDto[]): Table {
  return new Table({
    width: { size: 100, type: WidthType.PERCENTAGE },
    borders,
    rows: facts.map(
      (f) =>
        new TableRow({
          cantSplit: true,
          children: [cell(f.label, { bold: true, fill: HEADER_FILL, width: 30 }), cell(f.value, { width: 70 })],
        }),
    ),
  });
}

/**
 * Column shares (percent) by column count: names and roles; finding, text, confidence; type, text, reading,
 * confidence. The text column gets the room; labels and percentages stay on one line.
 */
const SHARES: Record<number, number[]> = { 2: [65, 35], 3: [24, 62, 14], 4: [20, 40, 26, 14] };

function dataTable(columns: string[], rows: string[][]): Table {
  const shares = SHARES[columns.length];
  const width = (i: number) => shares?.[i];
  return new Table({
    width: { size: 100, type: WidthType.PERCENTAGE },
    borders,
    rows: [
      new TableRow({
        tableHeader: true,
        children: columns.map((c, i) => cell(c, { bold: true, fill: HEADER_FILL, width: width(i) })),
      }),
      ...rows.map(
        (row) => new TableRow({ cantSplit: true, children: row.map((value, i) => cell(value, { width: width(i) })) }),
      ),
    ],
  });
}

function blockChildren(block: ReportBlockDto): (Paragraph | Table)[] {
  switch (block.kind) {
    case "facts":
      return [factsTable(block.facts), new Paragraph({})];
    case "table":
      return [dataTable(block.columns, block.rows), new Paragraph({})];
    case "list":
      return [
        ...(block.title ? [new Paragraph({ text: block.title, heading: HeadingLevel.HEADING_3 })] : []),
        ...block.items.map((item) => new Paragraph({ text: item, bullet: { level: 0 } })),
      ];
    case "text":
      return block.text.split(/\n{2,}/).map((p) => new Paragraph({ text: p, spacing: { after: 120 } }));
  }
}

/** The report as a .docx Blob; headings use Word's heading styles, so the navigation pane lists the sections. */
export async function reportDocx(report: ReportDto): Promise<Blob> {
  const language = LOCALES[report.language];
  const document = new Document({
    creator: "Causa",
    title: `${report.title} — ${report.fileName}`,
    description: report.footer,
    styles: {
      default: {
        document: { run: { font: "Calibri", size: 22, language: { value: language } } },
        title: { run: { font: "Georgia", size: 36, bold: true, color: NAVY } },
        heading1: {
          run: { font: "Georgia", size: 28, bold: true, color: NAVY },
          paragraph: { spacing: { before: 280, after: 120 } },
        },
        heading3: { run: { size: 22, bold: true }, paragraph: { spacing: { before: 160, after: 60 } } },
      },
    },
    sections: [
      {
        footers: {
          default: new Footer({
            children: [new Paragraph({ children: [new TextRun({ text: report.footer, italics: true, size: 16 })] })],
          }),
        },
        children: [
          new Paragraph({ text: report.title, heading: HeadingLevel.TITLE }),
          new Paragraph({
            children: [new TextRun({ text: report.fileName, color: "475569" })],
            spacing: { after: 200 },
          }),
          factsTable(report.facts),
          ...report.sections.flatMap((section) => [
            new Paragraph({ text: section.heading, heading: HeadingLevel.HEADING_1 }),
            ...section.blocks.flatMap(blockChildren),
          ]),
          new Paragraph({
            children: [new TextRun({ text: report.footer, italics: true, size: 18 })],
            spacing: { before: 240 },
          }),
        ],
      },
    ],
  });
  return Packer.toBlob(document);
}
