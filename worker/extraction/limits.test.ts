import { describe, expect, it } from "vitest";
import { wordXmlToText } from "./docx.ts";
import { assertNotZipBomb, ZIP_LIMITS, type ZipEntry } from "./zip.ts";

const entry = (name: string, compressedSize: number, uncompressedSize: number): ZipEntry =>
  ({ name, method: 8, flags: 0, compressedSize, uncompressedSize, localHeaderOffset: 0 }) as ZipEntry;

describe("hostile DOCX content", () => {
  it("reads 400 KB of unclosed '<a' in linear time (no regex blow-up)", () => {
    const xml = `<w:document><w:body><w:p><w:r><w:t>Início</w:t></w:r></w:p>${"<a".repeat(200_000)}</w:body></w:document>`;
    const started = performance.now();
    const text = wordXmlToText(xml);
    expect(performance.now() - started).toBeLessThan(1000);
    expect(text).toContain("Início");
  });

  it("refuses a text part that would expand beyond what a Worker can hold", () => {
    const big = ZIP_LIMITS.maxEntryUncompressed + 1;
    expect(() => assertNotZipBomb([entry("word/document.xml", big / 20, big)])).toThrow(/limit 16 MB/);
  });

  it("refuses text parts that add up beyond 24 MB, and a 64 KB part that expands over 100 times", () => {
    const part = 13 * 1024 * 1024;
    expect(() =>
      assertNotZipBomb([entry("word/document.xml", part / 10, part), entry("word/footer1.xml", part / 10, part)]),
    ).toThrow(/limit 24 MB/);
    expect(() => assertNotZipBomb([entry("word/header1.xml", 500, 200 * 1024)])).toThrow(/zip bomb/);
  });

  it("does not count parts it never inflates (images, styles)", () => {
    expect(() =>
      assertNotZipBomb([entry("word/media/image1.png", 100 * 1024 * 1024, 100 * 1024 * 1024)]),
    ).not.toThrow();
  });
});
