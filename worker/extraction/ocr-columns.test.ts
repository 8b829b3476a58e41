import { describe, expect, it } from "vitest";
import { fixture, loadOcrAssetFromRepo } from "../test/repo-files.ts";
import { extractText } from "./extract.ts";
import { composePages, scannedLines } from "./layout.ts";
import { sharedTesseractEngine } from "./ocr.ts";
import { bandRectangle, type LineBox, readingOrder } from "./ocr-lines.ts";
import { sniffFileType } from "./sniff.ts";

// Reading order of scanned pages set in columns (docs/decisions/030-scan-speed-and-pages.md §8).

const OCR_TIMEOUT = 120_000;
const box = (left: number, top: number, right: number, bottom: number): LineBox => ({ left, top, right, bottom });
const byTop = (boxes: LineBox[]) => [...boxes].sort((a, b) => a.top - b.top);
const order = (boxes: LineBox[]) =>
  readingOrder(byTop(boxes)).map(({ left, top, right, bottom }) => ({ left, top, right, bottom }));

// columns-lease.png's line boxes as tesseract's layout finds them (300 dpi, A4 width).
const HEADING = [
  box(801, 200, 1677, 245),
  box(368, 274, 2114, 308),
  box(365, 434, 2115, 492),
  box(1056, 523, 1423, 560),
];
const PORTUGUESE = [
  box(227, 720, 1186, 760),
  box(226, 793, 1186, 835),
  box(227, 859, 1186, 901),
  box(226, 927, 1112, 969),
  box(227, 1017, 1186, 1066),
  box(227, 1090, 1186, 1132),
  box(227, 1156, 1185, 1198),
  box(226, 1224, 752, 1266),
];
const ENGLISH = [
  box(1294, 727, 2255, 760),
  box(1295, 793, 2253, 835),
  box(1296, 859, 2256, 901),
  box(1296, 927, 2087, 969),
  box(1296, 1024, 2254, 1066),
  box(1295, 1090, 2256, 1132),
  box(1294, 1156, 1988, 1198),
];
const LEFT_SIGNATURE = [box(477, 2046, 895, 2088), box(496, 2114, 876, 2145), box(433, 2179, 939, 2210)];
const RIGHT_SIGNATURE = [box(1580, 2046, 2012, 2088), box(1607, 2114, 1983, 2145), box(1559, 2170, 2032, 2210)];

describe("the reading order of a scanned page's lines", () => {
  it("reads a bilingual lease column by column: the heading, the Portuguese clauses, then the English ones", () => {
    const read = order([...HEADING, ...PORTUGUESE, ...ENGLISH]);
    expect(read).toEqual([...HEADING, ...PORTUGUESE, ...ENGLISH]);
  });

  it("reads two signatures side by side one signatory at a time, after the columns above them", () => {
    const read = order([...HEADING, ...PORTUGUESE, ...ENGLISH, ...LEFT_SIGNATURE, ...RIGHT_SIGNATURE]);
    expect(read).toEqual([...HEADING, ...PORTUGUESE, ...ENGLISH, ...LEFT_SIGNATURE, ...RIGHT_SIGNATURE]);
  });

  it("reads a column's lines above the other column's first line within that column", () => {
    // The Portuguese column starts one line higher (a clause heading the English column has not).
    const higher = [box(227, 650, 900, 690), ...PORTUGUESE];
    expect(order([...HEADING, ...higher, ...ENGLISH])).toEqual([...HEADING, ...higher, ...ENGLISH]);
  });

  it("reads a line that crosses the gutter where it stands, and columns below it as columns of their own", () => {
    const across = box(226, 1300, 2256, 1340);
    const below = [
      box(226, 1400, 1186, 1440),
      box(1294, 1400, 2256, 1440),
      box(226, 1470, 1186, 1510),
      box(1294, 1470, 2256, 1510),
    ];
    const read = order([...PORTUGUESE, ...ENGLISH, across, ...below]);
    expect(read).toEqual([...PORTUGUESE, ...ENGLISH, across, below[0], below[2], below[1], below[3]]);
  });

  it("keeps a page in one column, a table of three cells a row, and a form's labels beside their values in order by top", () => {
    const page = [
      box(226, 100, 2256, 140),
      box(226, 170, 2256, 210),
      box(226, 240, 1200, 280),
      box(300, 350, 900, 390),
    ];
    expect(order(page)).toEqual(page);
    // A table whose cells tesseract finds one by one: three lines a row.
    const table = [0, 1, 2].flatMap((r) => [
      box(260, 470 + r * 100, 900, 510 + r * 100),
      box(1260, 470 + r * 100, 1500, 510 + r * 100),
      box(1900, 470 + r * 100, 2220, 510 + r * 100),
    ]);
    expect(order(table)).toEqual(table);
    // Labels and values set apart by tab stops: the values are far wider than the labels.
    const form = [0, 1, 2].flatMap((r) => [
      box(226, 600 + r * 70, 480, 640 + r * 70),
      box(700, 600 + r * 70, 2100, 640 + r * 70),
    ]);
    expect(order(form)).toEqual(form);
  });

  it("reads a justified line tesseract split at its wide spaces as one line of its column", () => {
    // "Lei 8.245 serão      enviadas a" beside an English line.
    const split = [box(226, 1300, 745, 1333), box(878, 1300, 1187, 1333), box(1294, 1300, 2256, 1340)];
    const read = order([...PORTUGUESE, ...ENGLISH, ...split]);
    expect(read).toEqual([...PORTUGUESE, box(226, 1300, 1187, 1333), ...ENGLISH, box(1294, 1300, 2256, 1340)]);
  });

  it("a single pair of lines side by side (a date beside a place) stays in order by top", () => {
    const lines = [
      box(226, 100, 2256, 140),
      box(226, 200, 900, 240),
      box(1500, 200, 2256, 240),
      box(226, 270, 2256, 310),
    ];
    expect(order(lines)).toEqual(lines);
  });

  it("marks prose columns with their edges, and each column's first line, but not two signatures", () => {
    const read = readingOrder(byTop([...HEADING, ...PORTUGUESE, ...ENGLISH, ...LEFT_SIGNATURE, ...RIGHT_SIGNATURE]));
    const portuguese = read.slice(HEADING.length, HEADING.length + PORTUGUESE.length);
    expect(portuguese.every((line) => line.column?.left === 226 && line.column.right === 1186)).toBe(true);
    expect(read.filter((line) => line.startsProseColumn)).toEqual([
      expect.objectContaining(PORTUGUESE[0]),
      expect.objectContaining(ENGLISH[0]),
    ]);
    expect(read.slice(-6).some((line) => line.column)).toBe(false);
  });

  it("gives the first line of the second column the heading above it as its upper neighbour, not the other column's last line", () => {
    const read = readingOrder(byTop([...HEADING, ...PORTUGUESE, ...ENGLISH]));
    const first = read.findIndex((line) => line.left === 1294 && line.top === 727);
    // The slice reaches up its margin (35 % of the line's height) as on any line under a heading.
    expect(bandRectangle(read, first, 2481).top).toBe(727 - Math.ceil(33 * 0.35));
  });
});

describe("a column of a scan reflowed within its own edges", () => {
  it("joins a left column's wrapped lines into its paragraphs and starts a paragraph where the next column begins", () => {
    const column = { left: 226, right: 1186 };
    const right = { left: 1294, right: 2256 };
    const page = scannedLines([
      { text: "CLÁUSULA PRIMEIRA. O Locador cede ao", left: 227, top: 720, right: 1186, bottom: 760, column },
      { text: "Locatário, para fins residenciais.", left: 226, top: 793, right: 900, bottom: 835, column },
      { text: "FIRST CLAUSE. The Landlord leases to", left: 1294, top: 727, right: 2255, bottom: 760, column: right },
      { text: "the Tenant, for residential purposes.", left: 1295, top: 793, right: 2000, bottom: 835, column: right },
    ]);
    expect(composePages([page])).toBe(
      "CLÁUSULA PRIMEIRA. O Locador cede ao Locatário, para fins residenciais.\n\n" +
        "FIRST CLAUSE. The Landlord leases to the Tenant, for residential purposes.",
    );
  });
});

async function ocr(name: string) {
  const bytes = await fixture(name);
  return extractText(bytes, sniffFileType(bytes, name).kind, { loadOcrAsset: loadOcrAssetFromRepo });
}

describe("extractText: scanned pages in columns, inside workerd", () => {
  it(
    "reads a bilingual lease in two columns as the Portuguese clauses, whole, before the English ones",
    async () => {
      const { text } = await ocr("columns-lease.png");
      const at = (phrase: string) => {
        const index = text.indexOf(phrase);
        expect(index, phrase).toBeGreaterThanOrEqual(0);
        return index;
      };
      const sequence = [
        "IMOBILIÁRIA SERRA AZUL LTDA.",
        "CONTRATO DE LOCAÇÃO RESIDENCIAL / RESIDENTIAL LEASE AGREEMENT",
        "CLÁUSULA PRIMEIRA. O Locador cede ao Locatário, para fins exclusivamente residenciais",
        "CLÁUSULA SEGUNDA. O prazo da locação é de 30 (trinta) meses",
        "CLÁUSULA TERCEIRA. O aluguel mensal é de R$ 3.200,00",
        "CLÁUSULA QUARTA. As notificações",
        "Fica eleito o foro da Comarca de Curitiba para dirimir as questões oriundas deste contrato.",
        "FIRST CLAUSE. The Landlord leases to the Tenant, for residential purposes only",
        "SECOND CLAUSE. The lease term is 30 (thirty) months",
        "THIRD CLAUSE. The monthly rent is BRL 3,200.00",
        "FOURTH CLAUSE. Notices under § 2 of Law 8,245 shall be sent to helen.cooper@cooperlaw.com.",
        "The courts of Curitiba are chosen to settle any dispute arising from this agreement.",
        "Ricardo Tavares Lopes",
        "CPF 529.982.247-25",
        "Helen Margaret Cooper",
        "CPF 111.444.777-35",
      ].map(at);
      expect(sequence).toEqual([...sequence].sort((a, b) => a - b));
      // Nothing English inside the Portuguese column.
      const portuguese = text.slice(sequence[2], sequence[7]);
      expect(portuguese).not.toMatch(/CLAUSE|Landlord|Tenant|months|rent/);
      // The English column read with the English model too (sampled afresh for its language, not read with the
      // Portuguese model the left column narrowed to): § and @ kept (checked in the sequence above), "Landlord".
      expect(text).not.toMatch(/Landiord|lhe monthly/);
    },
    OCR_TIMEOUT,
  );

  it(
    "keeps a fee table's rows one line each, cells in order, between its paragraphs",
    async () => {
      const { text } = await ocr("columns-table.png");
      const lines = text.split("\n");
      expect(lines).toContainEqual(expect.stringMatching(/^Serviço +\| Prazo +\| Valor \(R\$\)$/));
      expect(lines).toContainEqual(
        expect.stringMatching(/^Elaboração da contestação +\| 15 dias úteis +\| +8\.500,00$/),
      );
      expect(lines).toContainEqual(expect.stringMatching(/^Audiência de conciliação +\| 30 dias +\| +2\.400,00$/));
      expect(lines).toContainEqual(expect.stringMatching(/^Recurso de apelação +\| 15 dias úteis +\| +12\.000,00$/));
      const order = ["DOS HONORÁRIOS", "Serviço", "Elaboração", "Audiência", "Recurso", "DO REAJUSTE"].map((w) =>
        text.indexOf(w),
      );
      expect(order.every((index, i) => index >= 0 && (i === 0 || index > (order[i - 1] ?? 0)))).toBe(true);
    },
    OCR_TIMEOUT,
  );

  it(
    "gives the lease's lines in reading order with their column's edges, so they can be stored between page jobs",
    async () => {
      const read = await sharedTesseractEngine(loadOcrAssetFromRepo).recognize(await fixture("columns-lease.png"), [
        "por",
        "eng",
      ]);
      const lines = read.lines ?? [];
      const first = lines.findIndex((line) => line.text.startsWith("FIRST CLAUSE"));
      const start = lines.findIndex((line) => line.text.startsWith("CLÁUSULA PRIMEIRA"));
      expect(start).toBeGreaterThan(0);
      expect(first).toBeGreaterThan(start);
      // Between them, the Portuguese column alone, to its last line.
      expect(lines.slice(start, first).every((line) => line.right < 1250)).toBe(true);
      expect(lines[first - 1]?.text).toMatch(/deste contrato\.$/);
      expect(lines[first]?.column).toEqual({ left: expect.any(Number), right: expect.any(Number) });
    },
    OCR_TIMEOUT,
  );
});
