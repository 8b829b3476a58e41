import { describe, expect, it } from "vitest";
import {
  composePages,
  dropRunningLines,
  joinPieces,
  type PrintedLine,
  plainLines,
  readStoredPage,
  scannedLines,
  storedPage,
  wordsOf,
} from "./layout.ts";

// A4 body from x 85 to 538 pt, 12 pt type, 18 pt apart (1.5 spacing), as a word processor prints a petition.
const line = (text: string, x0: number, x1: number, y: number): PrintedLine => ({ text, x0, x1, y, size: 12 });

describe("PDF lines back to the paragraphs their author typed", () => {
  it("joins the lines of a justified paragraph, so a name or an address broken over two lines is one again", () => {
    const page = [
      line("DISTRIBUIDORA DE ALIMENTOS SABOR DO CAMPO LTDA., pessoa jurídica de direito", 156, 538, 700),
      line("privado, com sede na Rua Américo Brasiliense, 2.171, Chácara Santo Antônio, São", 85, 538, 682),
      line("Paulo/SP, vem propor", 85, 210, 664),
      line("AÇÃO DE COBRANÇA", 258, 365, 630),
    ];
    expect(composePages([page])).toBe(
      "DISTRIBUIDORA DE ALIMENTOS SABOR DO CAMPO LTDA., pessoa jurídica de direito privado, com sede na Rua Américo Brasiliense, 2.171, Chácara Santo Antônio, São Paulo/SP, vem propor\n\nAÇÃO DE COBRANÇA",
    );
  });

  it("keeps the lines of a caption or a signature block apart, and wraps a centred heading that runs over", () => {
    const page = [
      line("EXCELENTÍSSIMO SENHOR DOUTOR JUIZ DE DIREITO DA ___", 99, 524, 733),
      line("VARA CÍVEL DA COMARCA DE LONDRINA – PR", 151, 472, 715),
      line("ANTÔNIO CARLOS BERNARDI, brasileiro, engenheiro, residente em Londrina,", 156, 538, 689),
      line("vem propor a presente ação.", 85, 260, 671),
      line("Londrina, 8 de abril de 2024.", 85, 250, 640),
      line("MARINA KOSAKA – OAB/PR 61.204", 85, 290, 622),
    ];
    expect(composePages([page]).split("\n")).toEqual([
      "EXCELENTÍSSIMO SENHOR DOUTOR JUIZ DE DIREITO DA ___ VARA CÍVEL DA COMARCA DE LONDRINA – PR",
      "",
      "ANTÔNIO CARLOS BERNARDI, brasileiro, engenheiro, residente em Londrina, vem propor a presente ação.",
      "",
      "Londrina, 8 de abril de 2024.",
      "MARINA KOSAKA – OAB/PR 61.204",
    ]);
  });

  it("rejoins a word hyphenated at a line's end, but keeps a hyphen the writer typed", () => {
    const words = wordsOf("o sócio-administrador assinou");
    expect(joinPieces("shall commence on the Effective Date and termi\u2010", "nate on December 31", words)).toBe(
      "shall commence on the Effective Date and terminate on December 31",
    );
    expect(joinPieces("nos termos do art. 43-", "A da Lei nº 4.591/1964", words)).toBe(
      "nos termos do art. 43-A da Lei nº 4.591/1964",
    );
    expect(joinPieces("inscrita no CNPJ sob o nº 12.312.312/0001-", "10, com sede", words)).toBe(
      "inscrita no CNPJ sob o nº 12.312.312/0001-10, com sede",
    );
    expect(joinPieces("representada por seu sócio-", "administrador", words)).toBe(
      "representada por seu sócio-administrador",
    );
    expect(joinPieces("Fundamenta-", "se o pedido no art. 389", words)).toBe("Fundamenta-se o pedido no art. 389");
    expect(joinPieces("LOJAS CENTRO-", "OESTE LTDA.", words)).toBe("LOJAS CENTRO-OESTE LTDA.");
  });

  it("drops page numbers and the copies of a header repeated on every page, and joins a sentence over the page break", () => {
    const page1 = [
      line("Processo nº 0801122-60.2024.8.05.0001", 57, 260, 800),
      line("O autor alega descontos indevidos em seu benefício previdenciário a título de", 85, 538, 700),
      line("Página 1 de 2", 470, 540, 40),
    ];
    const page2 = [
      line("Processo nº 0801122-60.2024.8.05.0001", 57, 260, 800),
      line("empréstimo consignado que não contratou.", 85, 300, 700),
      line("Página 2 de 2", 470, 540, 40),
    ];
    // One copy of a repeated line is kept: a case number printed only as a header is still the case number.
    expect(dropRunningLines([page1, page2]).map((page) => page.map((l) => l.text))).toEqual([
      [
        "Processo nº 0801122-60.2024.8.05.0001",
        "O autor alega descontos indevidos em seu benefício previdenciário a título de",
      ],
      ["empréstimo consignado que não contratou."],
    ]);
    expect(composePages([page1, page2])).toBe(
      "Processo nº 0801122-60.2024.8.05.0001\nO autor alega descontos indevidos em seu benefício previdenciário a título de empréstimo consignado que não contratou.",
    );
  });

  it("reflows OCR output by counting characters, keeping its blank lines as paragraph breaks", () => {
    const ocr = [
      "A Autora adquiriu um sofá em 10 de fevereiro de 2024 que nunca foi",
      "entregue. A Ré é responsável nos termos dos artigos 18 a 20 da Lei",
      "nº 8.078/1990.",
      "",
      "Goiânia, 3 de maio de 2024.",
    ].join("\n");
    expect(composePages([plainLines(ocr)])).toBe(
      "A Autora adquiriu um sofá em 10 de fevereiro de 2024 que nunca foi entregue. A Ré é responsável nos termos dos artigos 18 a 20 da Lei nº 8.078/1990.\n\nGoiânia, 3 de maio de 2024.",
    );
  });

  it("reflows a scanned page by its line boxes as a text layer: an indented first line, a wrapped centred title", () => {
    // A4 at 300 dpi: body from x 300 to 2250 px, lines 50 px high and 75 px apart; OCR gives no blank lines.
    const box = (text: string, left: number, right: number, top: number) => ({
      text,
      left,
      right,
      top,
      bottom: top + 50,
    });
    const page = scannedLines([
      box("CONTRATO DE LOCAÇÃO RESIDENCIAL COM GARANTIA", 420, 2130, 300),
      box("FIDEJUSSÓRIA", 1020, 1530, 375),
      box("LOCADOR: JOSÉ ROBERTO CAVALCANTI, brasileiro, viúvo, inscrito no CPF sob o", 300, 2250, 525),
      box("nº 133.207.554-12, residente na Rua Dom Pedro II, 880, Fortaleza/CE.", 302, 1900, 600),
      box("As partes ajustam a presente locação, regida pela Lei nº 8.245/1991,", 450, 2248, 675),
      box("mediante as cláusulas seguintes.", 301, 1100, 750),
    ]);
    expect(composePages([page]).split("\n")).toEqual([
      "CONTRATO DE LOCAÇÃO RESIDENCIAL COM GARANTIA FIDEJUSSÓRIA",
      "",
      "LOCADOR: JOSÉ ROBERTO CAVALCANTI, brasileiro, viúvo, inscrito no CPF sob o nº 133.207.554-12, residente na Rua Dom Pedro II, 880, Fortaleza/CE.",
      "As partes ajustam a presente locação, regida pela Lei nº 8.245/1991, mediante as cláusulas seguintes.",
    ]);
  });

  it("does not run a heading in wide capitals onto the line above it, which its writer ended", () => {
    const page = [
      line("Impetrante: Lívia Schmitz Koerich", 85, 290, 700),
      line("Impetrado: Secretário de Estado da Educação de Santa Catarina", 85, 480, 682),
      line("PARECER", 270, 350, 650),
      line("Trata-se de mandado de segurança impetrado por Lívia Schmitz Koerich contra ato", 85, 538, 620),
    ];
    expect(composePages([page]).split("\n")).toContain("PARECER");
  });

  it("keeps the body's copy of a heading a scan's running header repeats, and drops a header the caption prints", () => {
    const box = (text: string, left: number, right: number, top: number) => ({
      text,
      left,
      right,
      top,
      bottom: top + 40,
    });
    const lines = (page: PrintedLine[][]) => dropRunningLines(page).map((p) => p.map((l) => l.text));
    const court = scannedLines([
      box("UNITED STATES DISTRICT COURT", 238, 921, 70),
      box("UNITED STATES DISTRICT COURT", 783, 1769, 378),
      box("NORTHERN DISTRICT OF GEORGIA", 765, 1788, 478),
      box("TAMIKA R. HOLLOWAY,", 301, 907, 713),
      box("This matter is before the Court on Plaintiff's motion for attorney's fees", 450, 2248, 813),
      box("and costs under 29 U.S.C. § 216(b) following the jury's verdict in", 303, 2249, 913),
      box("her favor.", 302, 600, 1013),
    ]);
    expect(lines([court])[0]?.slice(0, 3)).toEqual([
      "UNITED STATES DISTRICT COURT",
      "NORTHERN DISTRICT OF GEORGIA",
      "TAMIKA R. HOLLOWAY,",
    ]);
    expect(composePages([court]).startsWith("UNITED STATES DISTRICT COURT\nNORTHERN DISTRICT OF GEORGIA")).toBe(true);
    const caption = scannedLines([
      box("Case No. 1:24-cv-03318", 1800, 2250, 70),
      box("IN THE UNITED STATES DISTRICT COURT", 700, 1850, 378),
      box("DENISE OKAFOR,", 300, 800, 478),
      box("v. Case No. 1:24-cv-03318", 300, 2000, 578),
    ]);
    expect(lines([caption])[0]?.[0]).toBe("IN THE UNITED STATES DISTRICT COURT");
  });

  it("stores a page's lines with their geometry between queue jobs, and reads a page stored as plain text", () => {
    const page = [line("Processo nº 0801122-60.2024.8.05.0001", 85, 300, 700)];
    expect(readStoredPage(storedPage(page))).toEqual(page);
    expect(storedPage([{ text: "a" }, { text: "b" }])).toBe("a\nb");
    expect(readStoredPage("a\n\nb")).toEqual([{ text: "a" }, { text: "" }, { text: "b" }]);
  });
});
