import { describe, expect, it } from "vitest";
import { rejection } from "../test/rejection.ts";
import { fixture } from "../test/repo-files.ts";
import { wordXmlToText } from "./docx.ts";
import { extractText } from "./extract.ts";
import { ExtractionError, sniffFileType } from "./sniff.ts";

async function extractFixture(name: string) {
  const bytes = await fixture(name);
  return extractText(bytes, sniffFileType(bytes, name).kind);
}

const extractionError = (promise: Promise<unknown>) => rejection(promise, ExtractionError);

// UTF-8 read as Latin-1/1252 ("aÃ§Ã£o", "â€œ") or undecodable bytes.
const MOJIBAKE = /Ã[\u0080-\u00BF\u0152-\u0192\u2013-\u203A]|â€|Â[\u00A0-\u00BF]|\uFFFD/;

// pdf.js's first call in an isolate takes 2-5 s (it initialises its fake worker); more on a loaded machine.
describe("extractText: PDF text layer", { timeout: 30_000 }, () => {
  it("extracts every page of a text PDF with its accents", async () => {
    const result = await extractFixture("text.pdf");
    expect(result.method).toBe("pdf-text");
    expect(result.pageCount).toBe(3);
    expect(result.ocrConfidence).toBeUndefined();
    for (const expected of [
      "CONTRATO DE PRESTAÇÃO DE SERVIÇOS ADVOCATÍCIOS",
      "CLÁUSULA PRIMEIRA – DO OBJETO",
      "elaboração da contestação",
      "R$ 15.000,00 (quinze mil reais)",
      "15 (quinze) dias úteis",
      "CLÁUSULA QUARTA – DA RESCISÃO",
      "São Paulo, 10 de fevereiro de 2025.",
    ]) {
      expect(result.text).toContain(expected);
    }
    expect(result.text).not.toMatch(MOJIBAKE);
    // Page order is kept and lines stay lines.
    expect(result.text.indexOf("PRIMEIRA")).toBeLessThan(result.text.indexOf("SEGUNDA"));
    expect(result.text).toContain("Gonçalves.\nCONTRATADO:");
  });

  it("opens a PDF restricted by an owner password only (no password to open)", async () => {
    const result = await extractFixture("restricted.pdf");
    expect(result.method).toBe("pdf-text");
    expect(result.text).toContain("CLÁUSULA SEGUNDA – DOS HONORÁRIOS");
  });

  it("rejects a PDF that needs a password with ENCRYPTED_FILE", async () => {
    const err = await extractionError(extractFixture("encrypted.pdf"));
    expect(err.code).toBe("ENCRYPTED_FILE");
    expect(err.messages.en).toContain("password-protected");
    expect(err.messages.pt).toContain("protegido por senha");
  });

  it("rejects a PDF whose body is garbage with CORRUPT_FILE", async () => {
    const err = await extractionError(extractFixture("corrupt-garbage.pdf"));
    expect(err.code).toBe("CORRUPT_FILE");
  });

  it("reports a scanned PDF without OCR configured as EMPTY_TEXT with a warning-shaped message", async () => {
    const err = await extractionError(extractText(await fixture("scanned.pdf"), "pdf"));
    expect(err.code).toBe("EMPTY_TEXT");
  });
});

describe("extractText: DOCX", () => {
  it("extracts paragraphs, the table, header, footer and footnote", async () => {
    const result = await extractFixture("notificacao.docx");
    expect(result.method).toBe("docx");
    const { text } = result;
    expect(text).toContain("NOTIFICAÇÃO EXTRAJUDICIAL");
    expect(text).toContain("Notificante: Construtora Horizonte Ltda.\tCNPJ 12.345.678/0001-90");
    expect(text).toContain("protesto & cobrança judicial");
    expect(text).toContain("Linha um\nLinha dois");
    expect(text).toContain("Parcela\tVencimento\tValor\n1ª\t10/03/2025\tR$ 5.000,00\n2ª\t10/04/2025\tR$ 5.000,00");
    expect(text).toContain('5 < 6 > 4 e "aspas" — travessão');
    expect(text).toContain("Gonçalves & Conceição Advogados Associados");
    expect(text).toContain("Rua da Consolação, 222 – São Paulo – SP");
    expect(text).toContain("Conforme art. 397 do Código Civil.");
    // Tracked deletions are not part of the document as read.
    expect(text).not.toContain("texto apagado");
    expect(text).toContain("Texto mantido.");
    // Header first, footer last.
    expect(text.indexOf("Advogados Associados")).toBeLessThan(text.indexOf("NOTIFICAÇÃO"));
    expect(text.lastIndexOf("Consolação")).toBeGreaterThan(text.indexOf("Texto mantido."));
  });

  it("keeps paragraph breaks and decodes numeric entities", () => {
    const xml =
      '<w:body><w:p><w:r><w:t>A&#231;&#xE3;o</w:t></w:r></w:p><w:p/><w:p><w:r><w:t xml:space="preserve">Segundo </w:t></w:r>' +
      "<w:r><w:instrText>PAGE</w:instrText></w:r><w:r><w:t>parágrafo</w:t></w:r></w:p></w:body>";
    expect(wordXmlToText(xml)).toBe("Ação\n\nSegundo parágrafo");
  });

  it("rejects a zip bomb with CORRUPT_FILE even when called without sniffing", async () => {
    const err = await extractionError(extractText(await fixture("bomb.docx"), "docx"));
    expect(err.code).toBe("CORRUPT_FILE");
  });
});

describe("extractText: TXT encodings", () => {
  it.each([
    ["cp1252.txt", "windows-1252"],
    ["utf8-bom.txt", "utf-8"],
    ["utf16le-bom.txt", "utf-16le"],
    ["utf16be.txt", "utf-16be"],
  ])("decodes %s (%s) without mojibake", async (name, encoding) => {
    const result = await extractFixture(name);
    expect(result.method).toBe("txt");
    expect(result.encoding).toBe(encoding);
    expect(result.text.startsWith("CONTESTAÇÃO\n\nExcelentíssimo")).toBe(true);
    expect(result.text).toContain("3ª Vara Cível da Comarca de São Paulo – SP.");
    expect(result.text).toContain("ação de cobrança");
    expect(result.text).toContain("sua contestação");
    expect(result.text).toContain("R$ 1.234,56, é “abusivo”");
    expect(result.text).toContain("art. 6º, §2º");
    expect(result.text).not.toMatch(MOJIBAKE);
    expect(result.text).not.toContain("\r");
  });

  it("decodes plain UTF-8 without a BOM", async () => {
    const result = await extractText(new TextEncoder().encode("Petição inicial: ação de despejo."), "txt");
    expect(result).toMatchObject({ text: "Petição inicial: ação de despejo.", encoding: "utf-8" });
  });

  it("rejects a whitespace-only file with EMPTY_TEXT", async () => {
    const err = await extractionError(extractText(new TextEncoder().encode(" \n\t\n"), "txt"));
    expect(err.code).toBe("EMPTY_TEXT");
  });
});
