import { strToU8, zipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { extractDocx } from "./docx.ts";

const W = 'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"';
const paragraphs = (...lines: string[]) => lines.map((l) => `<w:p><w:r><w:t>${l}</w:t></w:r></w:p>`).join("");
// A footer as Word saves "Page N of M" when the fields' last values were not stored.
const pageField = (word: string) =>
  `<w:p><w:r><w:t xml:space="preserve">${word} </w:t></w:r><w:r><w:fldChar w:fldCharType="begin"/></w:r><w:r><w:instrText>PAGE</w:instrText></w:r><w:r><w:fldChar w:fldCharType="end"/></w:r><w:r><w:t xml:space="preserve"> of </w:t></w:r></w:p>`;

function docx(body: string, header: string, footer: string): Uint8Array {
  return zipSync({
    "[Content_Types].xml": strToU8("<Types/>"),
    "word/document.xml": strToU8(`<w:document ${W}><w:body>${body}</w:body></w:document>`),
    "word/header1.xml": strToU8(`<w:hdr ${W}>${header}</w:hdr>`),
    "word/footer1.xml": strToU8(`<w:ftr ${W}>${footer}</w:ftr>`),
  });
}

describe("DOCX layout tables", () => {
  it("writes a caption table's cells as the lines they hold, and a data table's rows as tab-separated cells", () => {
    const cell = (...lines: string[]) => `<w:tc>${paragraphs(...lines)}</w:tc>`;
    const caption = `<w:tbl><w:tr>${cell("KEVIN MORALES,", "Plaintiff,", "v.", "CITY OF TACOMA,", "Defendant.")}${cell("Case No. 2:24-cv-00988")}</w:tr></w:tbl>`;
    const data = `<w:tbl><w:tr>${cell("Parcela")}${cell("Valor")}</w:tr><w:tr>${cell("1ª")}${cell("R$ 5.000,00")}</w:tr></w:tbl>`;
    const { text } = extractDocx(docx(paragraphs("COMPLAINT") + caption + data, "", ""));
    expect(text.split("\n")).toEqual([
      "COMPLAINT",
      "KEVIN MORALES,",
      "Plaintiff,",
      "v.",
      "CITY OF TACOMA,",
      "Defendant.",
      "Case No. 2:24-cv-00988",
      "",
      "Parcela\tValor",
      "1ª\tR$ 5.000,00",
    ]);
  });
});

describe("DOCX headers and footers", () => {
  it("drops a running header the body already prints and a page-number footer, keeps a letterhead", () => {
    const body = paragraphs(
      "UNITED STATES DISTRICT COURT",
      "SOUTHERN DISTRICT OF NEW YORK",
      "PRIYA NATARAJAN,",
      "Plaintiff,",
    );
    const header = paragraphs("UNITED STATES DISTRICT COURT", "Hollis &amp; Reed LLP · 200 Park Avenue, New York");
    const { text } = extractDocx(docx(body, header, pageField("Page")));
    expect(text.split("\n")).toEqual([
      "Hollis & Reed LLP · 200 Park Avenue, New York",
      "",
      "UNITED STATES DISTRICT COURT",
      "SOUTHERN DISTRICT OF NEW YORK",
      "PRIYA NATARAJAN,",
      "Plaintiff,",
    ]);
  });
});
