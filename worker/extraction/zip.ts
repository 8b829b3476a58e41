import { inflateSync } from "fflate";
import { ExtractionError } from "./errors.ts";

/** One entry of a zip's central directory, with the sizes it declares (not yet trusted). */
export interface ZipEntry {
  name: string;
  method: number;
  flags: number;
  compressedSize: number;
  uncompressedSize: number;
  localHeaderOffset: number;
}

/** Zip-bomb limits for Office files. A real DOCX is a few MB uncompressed; XML compresses 5-30x. */
export const ZIP_LIMITS = {
  maxEntries: 5000,
  /**
   * The parts Causa inflates (document, headers, footers, notes) must fit the Worker's 128 MB together with their
   * decoded text: 24 MB in all and 16 MB for one part. Images and other parts are never inflated.
   */
  maxTotalUncompressed: 24 * 1024 * 1024,
  maxEntryUncompressed: 16 * 1024 * 1024,
  /** Entries at least this large must not expand more than maxRatio times. */
  largeEntry: 64 * 1024,
  maxRatio: 100,
};

/** The parts of a DOCX that are read (and so inflated) for its text. */
export const TEXT_PARTS = /^word\/(document|header\d*|footer\d*|footnotes|endnotes)\.xml$/;

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
const ZIP64_EOCD_LOCATOR = 0x07064b50;
const ZIP64_EOCD = 0x06064b50;

const corrupt = (en: string, pt: string) => new ExtractionError("CORRUPT_FILE", { en, pt });

const damagedDocx = () =>
  corrupt(
    "The DOCX file is damaged (its zip structure is broken). Open it in Word, save it again and upload the new copy.",
    "O arquivo DOCX está danificado (a estrutura zip está quebrada). Abra-o no Word, salve novamente e envie a nova cópia.",
  );

/**
 * Reads the central directory only: no byte is decompressed, so a zip bomb costs nothing to inspect.
 * Returns null when the bytes are not a zip at all.
 */
export function readZipDirectory(bytes: Uint8Array): ZipEntry[] | null {
  if (bytes.length < 22) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  // The end-of-central-directory record sits in the last 22 + 65535 (comment) bytes.
  let eocd = -1;
  for (let i = bytes.length - 22; i >= Math.max(0, bytes.length - 22 - 65535); i--) {
    if (view.getUint32(i, true) === EOCD) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) return null;
  let count = view.getUint16(eocd + 10, true);
  let offset = view.getUint32(eocd + 16, true);
  if (
    (count === 0xffff || offset === 0xffffffff) &&
    eocd >= 20 &&
    view.getUint32(eocd - 20, true) === ZIP64_EOCD_LOCATOR
  ) {
    const zip64 = Number(view.getBigUint64(eocd - 12, true));
    if (zip64 + 56 > bytes.length || view.getUint32(zip64, true) !== ZIP64_EOCD) throw damagedDocx();
    count = Number(view.getBigUint64(zip64 + 32, true));
    offset = Number(view.getBigUint64(zip64 + 48, true));
  }
  if (count > ZIP_LIMITS.maxEntries) {
    throw corrupt(
      `The DOCX file has ${count} internal parts (limit ${ZIP_LIMITS.maxEntries}); it is not a normal Word document. Save it again from Word and upload the new copy.`,
      `O arquivo DOCX tem ${count} partes internas (limite ${ZIP_LIMITS.maxEntries}); não é um documento Word normal. Salve-o novamente no Word e envie a nova cópia.`,
    );
  }
  const entries: ZipEntry[] = [];
  const decoder = new TextDecoder();
  let at = offset;
  for (let n = 0; n < count; n++) {
    if (at + 46 > bytes.length || view.getUint32(at, true) !== CENTRAL) throw damagedDocx();
    const flags = view.getUint16(at + 8, true);
    const method = view.getUint16(at + 10, true);
    let compressedSize = view.getUint32(at + 20, true);
    let uncompressedSize = view.getUint32(at + 24, true);
    const nameLength = view.getUint16(at + 28, true);
    const extraLength = view.getUint16(at + 30, true);
    const commentLength = view.getUint16(at + 32, true);
    let localHeaderOffset = view.getUint32(at + 42, true);
    const name = decoder.decode(bytes.subarray(at + 46, at + 46 + nameLength));
    // Zip64 extra field (id 1): the 64-bit values appear in this order, only for fields saturated at 0xffffffff.
    let extra = at + 46 + nameLength;
    const extraEnd = extra + extraLength;
    while (extra + 4 <= extraEnd && extraEnd <= bytes.length) {
      const id = view.getUint16(extra, true);
      const size = view.getUint16(extra + 2, true);
      if (id === 1) {
        let p = extra + 4;
        const next = () => {
          const value = p + 8 <= extra + 4 + size ? Number(view.getBigUint64(p, true)) : Number.MAX_SAFE_INTEGER;
          p += 8;
          return value;
        };
        if (uncompressedSize === 0xffffffff) uncompressedSize = next();
        if (compressedSize === 0xffffffff) compressedSize = next();
        if (localHeaderOffset === 0xffffffff) localHeaderOffset = next();
      }
      extra += 4 + size;
    }
    entries.push({ name, method, flags, compressedSize, uncompressedSize, localHeaderOffset });
    at = extraEnd + commentLength;
  }
  return entries;
}

/** Throws CORRUPT_FILE when the declared sizes betray a zip bomb; called before anything is inflated. */
export function assertNotZipBomb(entries: ZipEntry[]): void {
  let total = 0;
  const mb = (n: number) => Math.round(n / 1024 / 1024);
  for (const entry of entries) {
    if (!TEXT_PARTS.test(entry.name)) continue;
    total += entry.uncompressedSize;
    const ratio = entry.uncompressedSize / Math.max(1, entry.compressedSize);
    if (entry.uncompressedSize >= ZIP_LIMITS.largeEntry && ratio > ZIP_LIMITS.maxRatio) {
      throw corrupt(
        `The DOCX file looks like a "zip bomb": its part ${entry.name} would expand ${Math.round(ratio)} times (limit ${ZIP_LIMITS.maxRatio}). It was not opened. Save the document again from Word and upload the new copy.`,
        `O arquivo DOCX parece uma "bomba zip": a parte ${entry.name} se expandiria ${Math.round(ratio)} vezes (limite ${ZIP_LIMITS.maxRatio}). Ele não foi aberto. Salve o documento novamente no Word e envie a nova cópia.`,
      );
    }
    if (entry.uncompressedSize > ZIP_LIMITS.maxEntryUncompressed) {
      throw corrupt(
        `The DOCX file's text part ${entry.name} would expand to ${mb(entry.uncompressedSize)} MB (limit ${mb(ZIP_LIMITS.maxEntryUncompressed)} MB). Split the document and upload the parts.`,
        `A parte de texto ${entry.name} do DOCX se expandiria para ${mb(entry.uncompressedSize)} MB (limite ${mb(ZIP_LIMITS.maxEntryUncompressed)} MB). Divida o documento e envie as partes.`,
      );
    }
  }
  if (total > ZIP_LIMITS.maxTotalUncompressed) {
    throw corrupt(
      `The DOCX file looks like a "zip bomb": its text would expand to ${mb(total)} MB (limit ${mb(ZIP_LIMITS.maxTotalUncompressed)} MB). It was not opened. Save the document again from Word and upload the new copy.`,
      `O arquivo DOCX parece uma "bomba zip": seu texto se expandiria para ${mb(total)} MB (limite ${mb(ZIP_LIMITS.maxTotalUncompressed)} MB). Ele não foi aberto. Salve o documento novamente no Word e envie a nova cópia.`,
    );
  }
}

/**
 * Decompresses one entry into a buffer of its declared size: a lying header cannot make it allocate more,
 * the output is then only truncated (and the XML parser sees garbage, not an out-of-memory).
 */
export function readZipEntry(bytes: Uint8Array, entry: ZipEntry): Uint8Array {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const at = entry.localHeaderOffset;
  if (at + 30 > bytes.length || view.getUint32(at, true) !== LOCAL) throw damagedDocx();
  if (entry.flags & 1) {
    throw new ExtractionError("ENCRYPTED_FILE", {
      en: "The DOCX file is password-protected. Remove the protection in Word (File > Info > Protect Document) and upload it again.",
      pt: "O arquivo DOCX está protegido por senha. Remova a proteção no Word (Arquivo > Informações > Proteger Documento) e envie-o novamente.",
    });
  }
  const start = at + 30 + view.getUint16(at + 26, true) + view.getUint16(at + 28, true);
  const data = bytes.subarray(start, start + entry.compressedSize);
  if (data.length < entry.compressedSize) throw damagedDocx();
  if (entry.method === 0) return data.slice(0, entry.uncompressedSize);
  if (entry.method !== 8) throw damagedDocx();
  try {
    return inflateSync(data, { out: new Uint8Array(entry.uncompressedSize) });
  } catch (err) {
    throw new ExtractionError("CORRUPT_FILE", damagedDocx().messages, { cause: err });
  }
}
