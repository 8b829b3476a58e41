import { describe, expect, it } from "vitest";
import { fixture } from "../test/repo-files.ts";
import { ExtractionError, sniffFileType } from "./sniff.ts";
import { assertNotZipBomb, ZIP_LIMITS } from "./zip.ts";

async function sniffError(bytes: Uint8Array, fileName?: string): Promise<ExtractionError> {
  try {
    sniffFileType(bytes, fileName);
  } catch (err) {
    if (err instanceof ExtractionError) return err;
    throw err;
  }
  throw new Error("sniffFileType accepted the file");
}

const utf8 = (text: string) => new TextEncoder().encode(text);

describe("sniffFileType", () => {
  it.each([
    ["text.pdf", "pdf", "application/pdf"],
    ["scanned.pdf", "pdf", "application/pdf"],
    ["restricted.pdf", "pdf", "application/pdf"],
    ["encrypted.pdf", "pdf", "application/pdf"],
    ["notificacao.docx", "docx", "application/vnd.openxmlformats-officedocument.wordprocessingml.document"],
    ["cp1252.txt", "txt", "text/plain"],
    ["utf8-bom.txt", "txt", "text/plain"],
    ["utf16le-bom.txt", "txt", "text/plain"],
    ["utf16be.txt", "txt", "text/plain"],
    ["scan-pt.png", "png", "image/png"],
    ["scan-en.jpg", "jpeg", "image/jpeg"],
    ["line.gif", "gif", "image/gif"],
    ["line.bmp", "bmp", "image/bmp"],
    ["line.tif", "tiff", "image/tiff"],
  ])("identifies %s by content as %s", async (name, kind, mime) => {
    expect(sniffFileType(await fixture(name), name)).toEqual({ kind, mime });
  });

  it("ignores the file name: a PDF named .txt is still a PDF", async () => {
    expect(sniffFileType(await fixture("text.pdf"), "notes.txt").kind).toBe("pdf");
  });

  it("rejects an HTML page named .pdf with UNSUPPORTED_FILE_TYPE", async () => {
    const err = await sniffError(await fixture("html-page.pdf"), "peticao.pdf");
    expect(err.code).toBe("UNSUPPORTED_FILE_TYPE");
    expect(err.messages.en).toContain("web page");
    expect(err.messages.pt).toContain("página web");
    expect(err.messages.en).toContain('"peticao.pdf"');
  });

  it("rejects markup without a doctype when most of it is tags", async () => {
    const html = "<div class='a'><p><b>Olá</b></p><span>x</span><ul><li>a</li><li>b</li></ul></div>";
    expect((await sniffError(utf8(html))).code).toBe("UNSUPPORTED_FILE_TYPE");
  });

  it("accepts plain text that merely mentions a tag", () => {
    expect(sniffFileType(utf8("Art. 5º: use <b> para negrito. Prazo de 15 dias.")).kind).toBe("txt");
  });

  it("accepts text starting with BM (not a bitmap)", () => {
    expect(sniffFileType(utf8("BMW do Brasil Ltda. — contrato de fornecimento")).kind).toBe("txt");
  });

  it("rejects an empty file with EMPTY_TEXT", async () => {
    const err = await sniffError(await fixture("empty.txt"), "vazio.txt");
    expect(err.code).toBe("EMPTY_TEXT");
    expect(err.messages.pt).toContain("vazio");
  });

  it("rejects a truncated PDF with CORRUPT_FILE", async () => {
    const err = await sniffError(await fixture("corrupt-truncated.pdf"));
    expect(err.code).toBe("CORRUPT_FILE");
    expect(err.messages.en).toMatch(/incomplete|damaged/);
  });

  it("rejects a zip-bomb DOCX with CORRUPT_FILE before inflating anything", async () => {
    const err = await sniffError(await fixture("bomb.docx"), "contrato.docx");
    expect(err.code).toBe("CORRUPT_FILE");
    expect(err.messages.en).toContain("zip bomb");
    expect(err.messages.en).toContain("word/document.xml");
  });

  it("rejects binary content with UNSUPPORTED_FILE_TYPE", async () => {
    const binary = Uint8Array.from({ length: 2048 }, (_, i) => (i * 7919) % 256);
    expect((await sniffError(binary, "x.txt")).code).toBe("UNSUPPORTED_FILE_TYPE");
    expect((await sniffError(Uint8Array.of(0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0, 0, 0, 0, 0))).code).toBe(
      "UNSUPPORTED_FILE_TYPE",
    );
  });

  it("tells a password-protected Word file (OLE EncryptedPackage) from a legacy .doc", async () => {
    const ole = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
    const name = Array.from("EncryptedPackage").flatMap((c) => [c.charCodeAt(0), 0]);
    const encrypted = Uint8Array.from([...ole, ...new Array(600).fill(0), ...name, 0, 0]);
    expect((await sniffError(encrypted)).code).toBe("ENCRYPTED_FILE");
    const legacy = Uint8Array.from([...ole, ...new Array(600).fill(0)]);
    const err = await sniffError(legacy);
    expect(err.code).toBe("UNSUPPORTED_FILE_TYPE");
    expect(err.messages.en).toContain(".doc");
  });

  it("rejects a zip that is not a Word document", async () => {
    const { strToU8, zipSync } = await import("fflate");
    const zip = zipSync({ "fotos/a.txt": strToU8("x") });
    expect((await sniffError(zip, "docs.zip")).code).toBe("UNSUPPORTED_FILE_TYPE");
  });
});

describe("assertNotZipBomb", () => {
  const entry = (name: string, compressedSize: number, uncompressedSize: number) => ({
    name,
    method: 8,
    flags: 0,
    compressedSize,
    uncompressedSize,
    localHeaderOffset: 0,
  });

  it("accepts a normal document (small entries compress well)", () => {
    expect(() => assertNotZipBomb([entry("word/document.xml", 40_000, 900_000)])).not.toThrow();
  });

  it("rejects text parts declaring more than 24 MB in total, even at honest ratios (media is never inflated)", () => {
    const parts = Array.from({ length: 30 }, (_, i) => entry(`word/header${i}.xml`, 100_000, 1_000_000));
    expect(() => assertNotZipBomb(parts)).toThrow(/24 MB/);
    expect(ZIP_LIMITS.maxTotalUncompressed).toBe(24 * 1024 * 1024);
    const media = Array.from({ length: 30 }, (_, i) => entry(`word/media/image${i}.png`, 7_500_000, 7_600_000));
    expect(() => assertNotZipBomb(media)).not.toThrow();
  });
});
