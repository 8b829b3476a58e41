import { describe, expect, it } from "vitest";
import { bandRectangle, withColumnGaps, withoutRules } from "./ocr-lines.ts";

// Word boxes of one line read at 300 dpi, 40 px high.
const at = (left: number, right: number) => ({ left, right, top: 1000, bottom: 1040 });

describe("a line OCR read across two columns", () => {
  it("keeps the wide gap between a caption's party and its docket number as the run of spaces typed text has", () => {
    const read = "PEACHTREE LOGISTICS GROUP, INC., NO. 1:22-cv-03391-SDG\n";
    const boxes = [at(303, 628), at(651, 938), at(961, 1153), at(1176, 1290), at(1500, 1580), at(1600, 1924)];
    expect(withColumnGaps(read, boxes)).toBe("PEACHTREE LOGISTICS GROUP, INC.,     NO. 1:22-cv-03391-SDG\n");
  });

  it("leaves a justified line as read, and a line whose words do not match its boxes one to one", () => {
    const justified = "Plaintiff's motion [ECF 88] is GRANTED IN PART.";
    const boxes = [at(450, 700), at(751, 950), at(1002, 1100), at(1152, 1200), at(1251, 1300), at(1351, 1600)];
    expect(withColumnGaps(justified, [...boxes, at(1650, 1800), at(1850, 2000)])).toBe(justified);
    expect(withColumnGaps("v. ORDER", [at(300, 334)])).toBe("v. ORDER");
  });
});

describe("the slices a scanned page is read in", () => {
  const line = (left: number, top: number, right: number, bottom: number) => ({ left, top, right, bottom });

  it("reach half a line's height past the line's box on each side, within the image", () => {
    // Cut at the box, tesseract dropped the commas of "Plaintiff," and "October, 2024".
    const lines = [line(303, 812, 508, 856), line(10, 913, 2470, 951)];
    expect(bandRectangle(lines, 0, 2480)).toMatchObject({ left: 281, width: 249 });
    expect(bandRectangle(lines, 1, 2480)).toMatchObject({ left: 0, width: 2480 });
  });

  it("leave out a table's borders and a signature's underline, which tesseract finds as lines", () => {
    const text = [line(338, 623, 890, 662), line(339, 686, 734, 730), line(338, 744, 544, 789)];
    const border = line(1276, 601, 1282, 1056);
    const rule = line(302, 1050, 1280, 1056);
    expect(withoutRules([...text, border, rule])).toEqual(text);
    // A page number is narrow and short, but it is text.
    expect(withoutRules([...text, line(1230, 3200, 1255, 3240)])).toHaveLength(4);
  });
});
