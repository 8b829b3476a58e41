export type TextEncodingName = "utf-8" | "utf-16le" | "utf-16be" | "windows-1252";

/** Detects a plain-text file's encoding: BOM first, then UTF-16 by its NUL pattern, then UTF-8 validity. */
export function detectEncoding(bytes: Uint8Array): { encoding: TextEncodingName; bom: number } {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return { encoding: "utf-8", bom: 3 };
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return { encoding: "utf-16le", bom: 2 };
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return { encoding: "utf-16be", bom: 2 };
  const utf16 = detectUtf16WithoutBom(bytes);
  if (utf16) return { encoding: utf16, bom: 0 };
  return { encoding: isMostlyUtf8(bytes) ? "utf-8" : "windows-1252", bom: 0 };
}

/**
 * UTF-16 without a BOM: Latin text has a NUL in (nearly) every other byte — odd positions for LE, even for BE.
 * Real text files in any 8-bit encoding have no NULs, so the pattern is unambiguous.
 */
function detectUtf16WithoutBom(bytes: Uint8Array): "utf-16le" | "utf-16be" | null {
  const pairs = Math.min(bytes.length, 4096) >> 1;
  if (pairs < 2) return null;
  let evenZeros = 0;
  let oddZeros = 0;
  for (let i = 0; i < pairs; i++) {
    if (bytes[2 * i] === 0) evenZeros++;
    if (bytes[2 * i + 1] === 0) oddZeros++;
  }
  if (oddZeros > pairs * 0.3 && evenZeros < pairs * 0.02) return "utf-16le";
  if (evenZeros > pairs * 0.3 && oddZeros < pairs * 0.02) return "utf-16be";
  return null;
}

/**
 * Strict UTF-8 first. A file with a handful of stray bytes among many valid multi-byte sequences is UTF-8 that
 * was damaged (decoded with U+FFFD and a warning); anything else that fails is a legacy 8-bit file, and in
 * Brazil that is Windows-1252 (ISO-8859-1 is its subset), so "ação" never comes out as "aÃ§Ã£o".
 */
function isMostlyUtf8(bytes: Uint8Array): boolean {
  try {
    new TextDecoder("utf-8", { fatal: true, ignoreBOM: true }).decode(bytes);
    return true;
  } catch {
    let valid = 0;
    let invalid = 0;
    for (let i = 0; i < bytes.length; ) {
      const b = bytes[i] ?? 0;
      const need =
        b < 0x80 ? 0 : b >= 0xc2 && b <= 0xdf ? 1 : b >= 0xe0 && b <= 0xef ? 2 : b >= 0xf0 && b <= 0xf4 ? 3 : -1;
      if (need === 0) {
        i++;
        continue;
      }
      let ok = need > 0 && i + need < bytes.length;
      for (let k = 1; ok && k <= need; k++) ok = ((bytes[i + k] ?? 0) & 0xc0) === 0x80;
      if (ok) {
        valid++;
        i += need + 1;
      } else {
        invalid++;
        i++;
      }
    }
    return valid >= 10 * Math.max(1, invalid);
  }
}

// Windows-1252 differs from ISO-8859-1 only in 0x80-0x9F (curly quotes, en/em dash, euro sign, ...).
const CP1252_HIGH = [
  0x20ac, 0x81, 0x201a, 0x192, 0x201e, 0x2026, 0x2020, 0x2021, 0x2c6, 0x2030, 0x160, 0x2039, 0x152, 0x8d, 0x17d, 0x8f,
  0x90, 0x2018, 0x2019, 0x201c, 0x201d, 0x2022, 0x2013, 0x2014, 0x2dc, 0x2122, 0x161, 0x203a, 0x153, 0x9d, 0x17e, 0x178,
];

function decodeWindows1252(bytes: Uint8Array): string {
  try {
    return new TextDecoder("windows-1252").decode(bytes);
  } catch {
    // A runtime without the legacy single-byte decoders: the table above is the whole difference from Latin-1.
    let out = "";
    for (let i = 0; i < bytes.length; i += 8192) {
      const chunk = bytes.subarray(i, i + 8192);
      out += String.fromCharCode(
        ...Array.from(chunk, (b) => (b >= 0x80 && b < 0xa0 ? (CP1252_HIGH[b - 0x80] ?? b) : b)),
      );
    }
    return out;
  }
}

/** Decodes a text file to a string: BOM removed, line endings normalised to \n, NULs dropped. */
export function decodeText(bytes: Uint8Array): { text: string; encoding: TextEncodingName; warnings: string[] } {
  const { encoding, bom } = detectEncoding(bytes);
  const body = bytes.subarray(bom);
  const warnings: string[] = [];
  let text: string;
  if (encoding === "windows-1252") {
    text = decodeWindows1252(body);
  } else {
    text = new TextDecoder(encoding).decode(body);
    if (text.includes("\uFFFD"))
      warnings.push(`Some bytes were not valid ${encoding.toUpperCase()} and were replaced.`);
  }
  text = text.replace(/\r\n?/g, "\n").replaceAll("\u0000", "");
  return { text, encoding, warnings };
}

/**
 * True when decoded text contains control characters that text files do not have (the file is binary).
 * Tab, line feed, carriage return, form feed, vertical tab and the DOS end-of-file mark (0x1A) are allowed.
 */
export function hasBinaryControls(text: string): boolean {
  let bad = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0) return true;
    if (c < 0x20 && c !== 9 && c !== 10 && c !== 13 && c !== 12 && c !== 11 && c !== 0x1a) bad++;
    else if (c === 0xfffd) bad++;
  }
  // One stray control per thousand characters is tolerated: old editors leave such debris in real files.
  return bad > Math.max(1, text.length / 1000);
}
