import { describe, expect, it } from "vitest";
import { wordXmlToText } from "./docx.ts";
import { numberingCounter, parseNumbering } from "./docx-numbering.ts";

// A numbering part as Word writes it: one decimal list with a lettered second level, and a second list instance
// that restarts the same definition at 1.
const NUMBERING = `<w:numbering xmlns:w="w">
<w:abstractNum w:abstractNumId="7"><w:lvl w:ilvl="0"><w:start w:val="1"/><w:numFmt w:val="decimal"/><w:lvlText w:val="%1."/></w:lvl>
<w:lvl w:ilvl="1"><w:start w:val="1"/><w:numFmt w:val="lowerLetter"/><w:lvlText w:val="%2)"/></w:lvl></w:abstractNum>
<w:abstractNum w:abstractNumId="8"><w:lvl w:ilvl="0"><w:start w:val="1"/><w:numFmt w:val="bullet"/><w:lvlText w:val="●"/></w:lvl></w:abstractNum>
<w:num w:numId="1"><w:abstractNumId w:val="7"/></w:num>
<w:num w:numId="2"><w:abstractNumId w:val="7"/><w:lvlOverride w:ilvl="0"><w:startOverride w:val="1"/></w:lvlOverride></w:num>
<w:num w:numId="3"><w:abstractNumId w:val="8"/></w:num>
</w:numbering>`;

const para = (text: string, numId?: number, ilvl = 0) =>
  `<w:p><w:pPr>${numId ? `<w:numPr><w:ilvl w:val="${ilvl}"/><w:numId w:val="${numId}"/></w:numPr>` : ""}<w:jc w:val="both"/></w:pPr><w:r><w:t>${text}</w:t></w:r></w:p>`;

describe("DOCX list numbers", () => {
  it("writes a numbered clause's number before its text, as Word shows it", () => {
    const body = [
      para("CONSULTING AGREEMENT"),
      para("Services. Consultant shall advise the Company.", 1),
      para("Fees. The Company shall pay Consultant $18,000 per month:", 1),
      para("within 15 days of invoice;", 1, 1),
      para("by wire transfer.", 1, 1),
      para("Term. This Agreement terminates on December 31, 2024.", 1),
      para("Plaintiff resides in Tacoma.", 2),
      para("A bullet has no number the text refers to.", 3),
    ].join("");
    const text = wordXmlToText(`<w:body>${body}</w:body>`, numberingCounter(parseNumbering(NUMBERING)));
    expect(text.split("\n")).toEqual([
      "CONSULTING AGREEMENT",
      "1. Services. Consultant shall advise the Company.",
      "2. Fees. The Company shall pay Consultant $18,000 per month:",
      "a) within 15 days of invoice;",
      "b) by wire transfer.",
      "3. Term. This Agreement terminates on December 31, 2024.",
      "1. Plaintiff resides in Tacoma.",
      "A bullet has no number the text refers to.",
    ]);
  });

  it("leaves a paragraph unnumbered when the numbering part is missing", () => {
    expect(wordXmlToText(para("Services.", 1), numberingCounter(new Map()))).toBe("Services.");
  });
});
