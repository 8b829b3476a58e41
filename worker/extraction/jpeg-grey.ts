/**
 * A colour JPEG rewritten as a greyscale JPEG of its luminance, without decoding a pixel: the Huffman-coded
 * luminance blocks are read and written again in a one-component file, and the colour blocks dropped. Leptonica
 * decodes a colour JPEG inside the OCR engine's wasm heap at 4 bytes a pixel and tesseract copies it once more (an A4
 * page at 300 dpi took that heap to 98 MB, at 400 dpi to 133 MB; the Worker has 128 MB in all); a grey JPEG is 1
 * byte a pixel there (docs/decisions/030-scan-speed-and-pages.md §5). Tesseract reads text from the luminance alone.
 *
 * Baseline and extended sequential 8-bit files with the three components in one scan (what cameras, phones and
 * scanners write) are rewritten; anything else (progressive, arithmetic-coded, CMYK, already grey, damaged) gives
 * null and is read as it is.
 */

/** The standard luminance DC table (ITU T.81 Annex K.3): every difference category a block can need. */
const DC_BITS = [0, 1, 5, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0];
const DC_VALUES = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11];

interface HuffmanTable {
  /** Per code length 1-16: the largest code of that length (-1 when none), and where its values start. */
  maxCode: Int32Array;
  valueOffset: Int32Array;
  values: Uint8Array;
  /** The DHT body (16 counts and the values), to write the table again. */
  body: Uint8Array;
  /** Symbol → [code, length], to write symbols. */
  codes: Map<number, [number, number]>;
}

interface Component {
  id: number;
  h: number;
  v: number;
  quant: number;
  dcTable: number;
  acTable: number;
}

class Malformed extends Error {}

export function jpegToGrey(bytes: Uint8Array): Uint8Array | null {
  try {
    return rewrite(bytes);
  } catch (err) {
    if (err instanceof Malformed || err instanceof RangeError) return null;
    throw err;
  }
}

function rewrite(bytes: Uint8Array): Uint8Array | null {
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8) return null;
  const kept: Uint8Array[] = [];
  const dcTables = new Map<number, HuffmanTable>();
  const acTables = new Map<number, HuffmanTable>();
  const quantSegments: Uint8Array[] = [];
  let components: Component[] = [];
  let width = 0;
  let height = 0;
  let restartInterval = 0;
  for (let at = 2; at + 4 <= bytes.length; ) {
    if (bytes[at] !== 0xff) throw new Malformed();
    const marker = bytes[at + 1] ?? 0;
    if (marker === 0xff) {
      at++;
      continue;
    }
    const length = ((bytes[at + 2] ?? 0) << 8) | (bytes[at + 3] ?? 0);
    const body = bytes.subarray(at + 4, at + 2 + length);
    if (body.length !== length - 2) throw new Malformed();
    // JFIF (resolution) and Exif (orientation) go along; an Adobe segment saying the channels are RGB, not
    // luminance and colour, makes the first channel red.
    if (marker === 0xe0 || marker === 0xe1) kept.push(bytes.subarray(at, at + 2 + length));
    else if (marker === 0xee && String.fromCharCode(...body.subarray(0, 5)) === "Adobe" && body[11] === 0) return null;
    else if (marker === 0xdb) quantSegments.push(bytes.subarray(at, at + 2 + length));
    else if (marker === 0xc4) readHuffmanTables(body, dcTables, acTables);
    else if (marker === 0xdd) restartInterval = ((body[0] ?? 0) << 8) | (body[1] ?? 0);
    else if (marker === 0xc0 || marker === 0xc1) {
      if (body[0] !== 8) return null;
      height = ((body[1] ?? 0) << 8) | (body[2] ?? 0);
      width = ((body[3] ?? 0) << 8) | (body[4] ?? 0);
      components = [];
      for (let i = 0; i < (body[5] ?? 0); i++) {
        const p = 6 + i * 3;
        const sampling = body[p + 1] ?? 0x11;
        components.push({
          id: body[p] ?? 0,
          h: sampling >> 4,
          v: sampling & 15,
          quant: body[p + 2] ?? 0,
          dcTable: 0,
          acTable: 0,
        });
      }
    } else if (marker >= 0xc2 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return null; // progressive, lossless or arithmetic-coded
    } else if (marker === 0xda) {
      const luma = components[0];
      const ids = components.map((c) => String.fromCharCode(c.id)).join("");
      if (!luma || components.length !== 3 || body[0] !== 3 || width === 0 || height === 0 || ids === "RGB")
        return null;
      // The luminance must be the full-resolution channel: the rewritten file says so.
      if (components.some((c) => c.h > luma.h || c.v > luma.v)) return null;
      // The scan's order is the MCU's order, which need not be the frame's.
      const inScan: Component[] = [];
      for (let i = 0; i < 3; i++) {
        const component = components.find((c) => c.id === body[1 + i * 2]);
        if (!component) throw new Malformed();
        const tables = body[2 + i * 2] ?? 0;
        component.dcTable = tables >> 4;
        component.acTable = tables & 15;
        inScan.push(component);
      }
      const scan = transcodeScan(bytes, at + 2 + length, {
        width,
        height,
        luma,
        components: inScan,
        restartInterval,
        dcTables,
        acTables,
      });
      const acTable = acTables.get(luma.acTable) as HuffmanTable;
      return assemble(kept, quantSegments, luma, width, height, acTable, scan);
    }
    at += 2 + length;
  }
  return null;
}

function readHuffmanTables(body: Uint8Array, dc: Map<number, HuffmanTable>, ac: Map<number, HuffmanTable>): void {
  for (let p = 0; p < body.length; ) {
    const kind = (body[p] ?? 0) >> 4;
    const id = (body[p] ?? 0) & 15;
    const bits = Array.from(body.subarray(p + 1, p + 17));
    const count = bits.reduce((a, b) => a + b, 0);
    const values = body.subarray(p + 17, p + 17 + count);
    if (bits.length !== 16 || values.length !== count) throw new Malformed();
    (kind === 0 ? dc : ac).set(id, huffmanTable(bits, values));
    p += 17 + count;
  }
}

function huffmanTable(bits: number[], values: Uint8Array): HuffmanTable {
  const maxCode = new Int32Array(17).fill(-1);
  const valueOffset = new Int32Array(17);
  const codes = new Map<number, [number, number]>();
  let code = 0;
  let k = 0;
  for (let length = 1; length <= 16; length++) {
    const n = bits[length - 1] ?? 0;
    valueOffset[length] = k - code;
    for (let i = 0; i < n; i++) codes.set(values[k + i] ?? 0, [code + i, length]);
    code += n;
    k += n;
    if (n > 0) maxCode[length] = code - 1;
    code <<= 1;
  }
  const body = new Uint8Array(16 + values.length);
  body.set(bits);
  body.set(values, 16);
  return { maxCode, valueOffset, values: Uint8Array.from(values), body, codes };
}

/** Reads entropy-coded bits, skipping stuffed zero bytes; a marker ends the data it can read. */
class BitReader {
  private buffer = 0;
  private count = 0;
  marker = -1;
  private readonly bytes: Uint8Array;
  at: number;
  constructor(bytes: Uint8Array, at: number) {
    this.bytes = bytes;
    this.at = at;
  }

  bit(): number {
    if (this.count === 0) {
      const byte = this.bytes[this.at];
      if (byte === undefined) throw new Malformed();
      if (byte === 0xff) {
        const next = this.bytes[this.at + 1] ?? 0;
        if (next !== 0) {
          // A marker: the scan has no more data before it (decoders pad with ones).
          this.marker = next;
          this.buffer = 0xff;
          this.count = 8;
          return (this.buffer >> --this.count) & 1;
        }
        this.at += 2;
      } else {
        this.at++;
      }
      this.buffer = byte;
      this.count = 8;
    }
    return (this.buffer >> --this.count) & 1;
  }

  bits(n: number): number {
    let value = 0;
    for (let i = 0; i < n; i++) value = (value << 1) | this.bit();
    return value;
  }

  decode(table: HuffmanTable): number {
    let code = 0;
    for (let length = 1; length <= 16; length++) {
      code = (code << 1) | this.bit();
      if (code <= (table.maxCode[length] ?? -1)) return table.values[code + (table.valueOffset[length] ?? 0)] ?? 0;
    }
    throw new Malformed();
  }

  /** At a restart marker: drop the bits left in the byte and step over RSTn. */
  restart(): void {
    this.count = 0;
    const marker = this.marker >= 0 ? this.marker : this.bytes[this.at + 1];
    if (this.bytes[this.at] !== 0xff || marker === undefined || marker < 0xd0 || marker > 0xd7) throw new Malformed();
    this.at += 2;
    this.marker = -1;
  }
}

class BitWriter {
  private chunks: Uint8Array[] = [];
  private out = new Uint8Array(1 << 16);
  private length = 0;
  private buffer = 0;
  private count = 0;

  write(value: number, bits: number): void {
    for (let i = bits - 1; i >= 0; i--) {
      this.buffer = (this.buffer << 1) | ((value >> i) & 1);
      if (++this.count === 8) {
        this.byte(this.buffer);
        if (this.buffer === 0xff) this.byte(0);
        this.buffer = 0;
        this.count = 0;
      }
    }
  }

  private byte(b: number): void {
    if (this.length === this.out.length) {
      this.chunks.push(this.out);
      this.out = new Uint8Array(this.out.length);
      this.length = 0;
    }
    this.out[this.length++] = b;
  }

  finish(): Uint8Array[] {
    if (this.count > 0) this.write((1 << (8 - this.count)) - 1, 8 - this.count);
    return [...this.chunks, this.out.subarray(0, this.length)];
  }
}

/** A luminance block as read: its DC value and its AC symbols with their extra bits. */
interface Block {
  dc: number;
  /** Pairs of (run/size symbol, extra bits value). */
  ac: number[];
}

function transcodeScan(
  bytes: Uint8Array,
  start: number,
  scan: {
    width: number;
    height: number;
    /** The luminance, one of `components` (in the scan's order). */
    luma: Component;
    components: Component[];
    restartInterval: number;
    dcTables: Map<number, HuffmanTable>;
    acTables: Map<number, HuffmanTable>;
  },
): Uint8Array[] {
  const { components, restartInterval, luma } = scan;
  const lumaIndex = components.indexOf(luma);
  // The rewritten file holds only the luminance (the full-resolution channel), so its block grid is the image's,
  // not the MCUs' padded one.
  const mcusPerLine = Math.ceil(scan.width / (8 * luma.h));
  const mcuRows = Math.ceil(scan.height / (8 * luma.v));
  const lumaBlocksPerLine = Math.ceil(scan.width / 8);
  const lumaBlockRows = Math.ceil(scan.height / 8);
  const tables = components.map((c) => {
    const dc = scan.dcTables.get(c.dcTable);
    const ac = scan.acTables.get(c.acTable);
    if (!dc || !ac) throw new Malformed();
    return { dc, ac };
  });
  const dcCodes = huffmanTable(DC_BITS, Uint8Array.from(DC_VALUES)).codes;
  const acCodes = (tables[lumaIndex] as { ac: HuffmanTable }).ac.codes;
  const reader = new BitReader(bytes, start);
  const writer = new BitWriter();
  const predictors = [0, 0, 0];
  let written = 0;
  let mcusRead = 0;

  const readBlock = (table: { dc: HuffmanTable; ac: HuffmanTable }, index: number, keep: boolean): Block | null => {
    const category = reader.decode(table.dc);
    const diff = extend(reader.bits(category), category);
    predictors[index] = (predictors[index] ?? 0) + diff;
    const ac: number[] = [];
    for (let k = 1; k < 64; ) {
      const symbol = reader.decode(table.ac);
      const size = symbol & 15;
      const run = symbol >> 4;
      const extra = reader.bits(size);
      if (keep) ac.push(symbol, extra);
      if (size === 0) {
        if (run !== 15) break; // end of block
        k += 16;
      } else {
        k += run + 1;
      }
    }
    return keep ? { dc: predictors[index] ?? 0, ac } : null;
  };

  const writeBlock = (block: Block) => {
    const diff = block.dc - written;
    written = block.dc;
    const category = diff === 0 ? 0 : 32 - Math.clz32(Math.abs(diff));
    const dc = dcCodes.get(category);
    if (!dc) throw new Malformed();
    writer.write(dc[0], dc[1]);
    if (category > 0) writer.write(diff < 0 ? diff + (1 << category) - 1 : diff, category);
    for (let i = 0; i < block.ac.length; i += 2) {
      const symbol = block.ac[i] ?? 0;
      const code = acCodes.get(symbol);
      if (!code) throw new Malformed();
      writer.write(code[0], code[1]);
      if (symbol & 15) writer.write(block.ac[i + 1] ?? 0, symbol & 15);
    }
  };

  for (let mcuRow = 0; mcuRow < mcuRows; mcuRow++) {
    // This MCU row's luminance blocks, row by row of blocks, to be written in the one-component order.
    const rows: Block[][] = Array.from({ length: luma.v }, () => []);
    for (let mcuX = 0; mcuX < mcusPerLine; mcuX++) {
      if (restartInterval > 0 && mcusRead > 0 && mcusRead % restartInterval === 0) {
        reader.restart();
        predictors.fill(0);
      }
      components.forEach((component, index) => {
        for (let v = 0; v < component.v; v++)
          for (let h = 0; h < component.h; h++) {
            const block = readBlock(
              tables[index] as { dc: HuffmanTable; ac: HuffmanTable },
              index,
              index === lumaIndex,
            );
            if (block) rows[v]?.push(block);
          }
      });
      mcusRead++;
    }
    for (let v = 0; v < luma.v; v++) {
      if (mcuRow * luma.v + v >= lumaBlockRows) break;
      const row = rows[v] ?? [];
      // Interleaved MCUs hold luminance blocks in h-by-v groups; the grid wants them left to right.
      const ordered: Block[] = [];
      for (let mcuX = 0; mcuX < mcusPerLine; mcuX++)
        for (let h = 0; h < luma.h; h++) {
          const block = row[mcuX * luma.h + h];
          if (block) ordered.push(block);
        }
      for (const block of ordered.slice(0, lumaBlocksPerLine)) writeBlock(block);
    }
  }
  return writer.finish();
}

/** A coefficient's value from its category and extra bits (ITU T.81 F.2.2.1). */
function extend(value: number, category: number): number {
  return category > 0 && value < 1 << (category - 1) ? value - (1 << category) + 1 : value;
}

function assemble(
  kept: Uint8Array[],
  quantSegments: Uint8Array[],
  luma: Component,
  width: number,
  height: number,
  acTable: HuffmanTable,
  scan: Uint8Array[],
): Uint8Array {
  const segment = (marker: number, body: number[] | Uint8Array) => {
    const out = new Uint8Array(4 + body.length);
    out.set([0xff, marker, (body.length + 2) >> 8, (body.length + 2) & 255]);
    out.set(body, 4);
    return out;
  };
  const dc = huffmanTable(DC_BITS, Uint8Array.from(DC_VALUES));
  const parts = [
    Uint8Array.from([0xff, 0xd8]),
    ...kept,
    ...quantSegments,
    segment(0xc0, [8, height >> 8, height & 255, width >> 8, width & 255, 1, luma.id, 0x11, luma.quant]),
    segment(0xc4, Uint8Array.from([0x00, ...dc.body])),
    segment(0xc4, Uint8Array.from([0x10, ...acTable.body])),
    segment(0xda, [1, luma.id, 0x00, 0, 63, 0]),
    ...scan,
    Uint8Array.from([0xff, 0xd9]),
  ];
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}
