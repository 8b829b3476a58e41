import type { ClauseDocument } from "../../../../../common/api/legal-ai.ts";

/** Saves a blob through a temporary link (the browser's own download, no new tab). */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next turn: Chromium starts the download from the URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** A file name from a title: accents dropped, anything but letters and digits made a dash. */
export function fileNameFrom(title: string, extension: string): string {
  const base = title
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60);
  return `${base || "causa"}.${extension}`;
}

export function downloadText(text: string, title: string): void {
  saveBlob(new Blob([text], { type: "text/plain;charset=utf-8" }), fileNameFrom(title, "txt"));
}

/**
 * The clause as a Word document: title, numbered paragraphs, then its legal basis and open placeholders. The docx
 * library (~100 KB gzip) is imported only here, when the user asks for the file.
 */
export async function clauseDocx(
  clause: ClauseDocument,
  labels: { legalBasis: string; placeholders: string },
): Promise<Blob> {
  const { Document, HeadingLevel, Packer, Paragraph, TextRun } = await import("docx");
  const heading = (text: string, level: (typeof HeadingLevel)[keyof typeof HeadingLevel]) =>
    new Paragraph({ text, heading: level, spacing: { before: 240, after: 120 } });
  const body = [
    heading(clause.title, HeadingLevel.HEADING_1),
    ...clause.paragraphs.map((text) => new Paragraph({ children: [new TextRun(text)], spacing: { after: 160 } })),
  ];
  if (clause.legalBasis.length) {
    body.push(heading(labels.legalBasis, HeadingLevel.HEADING_2));
    for (const basis of clause.legalBasis) {
      body.push(
        new Paragraph({
          bullet: { level: 0 },
          children: [
            new TextRun({ text: basis.citation, bold: true }),
            new TextRun(basis.note ? ` — ${basis.note}` : ""),
          ],
        }),
      );
    }
  }
  if (clause.openPlaceholders.length) {
    body.push(heading(labels.placeholders, HeadingLevel.HEADING_2));
    for (const p of clause.openPlaceholders) {
      body.push(new Paragraph({ bullet: { level: 0 }, children: [new TextRun(`${p.key}: ${p.label}`)] }));
    }
  }
  const doc = new Document({ creator: "Causa", title: clause.title, sections: [{ children: body }] });
  return Packer.toBlob(doc);
}
