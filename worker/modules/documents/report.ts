import type { ReportBlockDto, ReportDto } from "../../../common/api/documents.ts";
import { buildReportContent, type ReportInput } from "./report-content.ts";

function blockLines(block: ReportBlockDto): string[] {
  switch (block.kind) {
    case "facts":
      return block.facts.map((f) => `${f.label}: ${f.value}`);
    case "list":
      // Items under a title are indented beneath it; a list without one lines up with the table rows.
      return block.title
        ? ["", `${block.title}:`, ...block.items.map((i) => `  • ${i}`)]
        : block.items.map((i) => `• ${i}`);
    case "table":
      // A row reads as one line: 'Pessoa — Maria Silva — 95,0%'; empty cells are left out.
      return block.rows.map((row) => `• ${row.filter((cell) => cell !== "").join(" — ")}`);
    case "text":
      return [block.text];
  }
}

/** The plain-text layout of a report: underlined capitalised headings, one line per fact, row or item. */
export function renderTextReport(report: ReportDto): string {
  const locale = report.language === "pt" ? "pt-BR" : "en-US";
  const title = report.title.toLocaleUpperCase(locale);
  const out: string[] = [title, "=".repeat(title.length), ""];
  out.push(...report.facts.map((f) => `${f.label}: ${f.value}`));
  for (const section of report.sections) {
    const heading = section.heading.toLocaleUpperCase(locale);
    out.push("", heading, "-".repeat(heading.length), ...section.blocks.flatMap(blockLines));
  }
  out.push("", "—", report.footer, "");
  return out.join("\n");
}

/** The downloadable text report: every field of the analysis, in the user's language. */
export function buildReport(input: ReportInput): string {
  return renderTextReport(buildReportContent(input));
}

/** The report's file name: the document's name with "-report.txt" (ASCII-safe for the header, UTF-8 in filename*). */
export function reportFileName(fileName: string): { ascii: string; utf8: string } {
  const base = fileName.replace(/\.[^.]+$/, "") || "document";
  const full = `${base}-report.txt`;
  return {
    ascii:
      full
        .normalize("NFD")
        .replace(/[^\x20-\x7e]/g, "")
        .replace(/[";\\]/g, "_") || "report.txt",
    utf8: encodeURIComponent(full),
  };
}
