// Shared text helpers. Every span the engine reports is a [start, end) offset into the caller's original string,
// so nothing here rewrites the text; helpers return offsets.

export interface Span {
  start: number;
  end: number;
}

// Words after which a period does not end a sentence (legal abbreviations in both languages).
const ABBREVIATIONS = new Set(
  [
    "art",
    "arts",
    "n",
    "nº",
    "no",
    "nos",
    "inc",
    "ltda",
    "corp",
    "co",
    "ltd",
    "cia",
    "sec",
    "secs",
    "par",
    "pars",
    "mr",
    "mrs",
    "ms",
    "dr",
    "dra",
    "sr",
    "sra",
    // "os Srs. A, B e C", "as Sras. …": plural forms of address.
    "srs",
    "sras",
    "drs",
    "jr",
    "st",
    "v",
    "vs",
    "u.s",
    "s.a",
    "s/a",
    "fed",
    "civ",
    "app",
    "proc",
    "cf",
    "e.g",
    "i.e",
    "etc",
    "id",
    "al",
    "et",
    "fl",
    "fls",
    "min",
    "des",
    "rel",
    "exmo",
    "exma",
    "sra",
    "inc",
    "cod",
    "p",
    "pp",
    "ed",
    "supp",
    "cir",
    "ct",
    // State-code citations: "N.C. Gen. Stat. § 36C-9-902", "N.J. Stat. Ann.", "Cal. Bus. & Prof. Code", "Super. Ct.".
    "stat",
    "ann",
    "gen",
    "comp",
    "bus",
    "prof",
    "super",
    // State names abbreviated in citations: "Fla. Stat. § 641.513", "Tex. R. Civ. P.", "Minn. Stat.", "Fed. R. Bankr. P.".
    "fla",
    "cal",
    "tex",
    "ill",
    "mich",
    "minn",
    "wis",
    "ariz",
    "colo",
    "conn",
    "mass",
    "wash",
    "okla",
    "tenn",
    "ga",
    "bankr",
    "evid",
    "crim",
    "f",
    "l",
    "llc",
    // Docket references inside a sentence: "Motion to Dismiss (Doc. 14) is GRANTED", "Dkt. 41".
    "doc",
    "docs",
    "dkt",
    // Louisiana's "[Rec. Doc. 22]".
    "rec",
    "l.l.c",
    "l.p",
    "lp",
    "dept",
    "no",
    "nr",
    "tel",
    "av",
    "r",
    "rua",
    "dept",
    "jan",
    "feb",
    "mar",
    "apr",
    "jun",
    "jul",
    "aug",
    "sep",
    "sept",
    "oct",
    "nov",
    "dec",
    "ref",
    "vol",
    "ex",
    "ed",
    "ag",
    "int",
    "resp",
    "min",
    "res",
    "dec",
    "lei",
    "c.c",
    "prof",
    "profa",
    "eng",
    "adv",
    "gov",
    "corp",
  ].map((w) => w.toLowerCase()),
);

// Character tests of the sentence splitter, one UTF-16 unit at a time. The ASCII cases are decided by char code
// (a regular expression call per character was a visible cost); other characters go to the patterns, compiled
// once.
const WORD_CHAR = /[\p{L}\p{N}/.'º]/u;
const SENTENCE_START_CHAR = /[\p{Lu}\p{N}"“'([§•-]/u;

// /[\p{L}\p{N}/.'º]/u on text[i].
function isWordChar(text: string, i: number): boolean {
  const c = text.charCodeAt(i);
  if (c < 128) return (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || (c >= 46 && c <= 57) || c === 39;
  return WORD_CHAR.test(text[i] ?? "");
}

// /["'”’)\]]/ on the unit c: a closing quote or bracket after a full stop.
function isAfterStop(c: number): boolean {
  return c === 34 || c === 39 || c === 41 || c === 93 || c === 0x201d || c === 0x2019;
}

// /[\p{Lu}\p{N}"“'([§•-]/u on text[k] (false past the end).
function isSentenceStart(text: string, k: number): boolean {
  const c = text.charCodeAt(k);
  if (Number.isNaN(c)) return false;
  if (c < 128)
    return (c >= 65 && c <= 90) || (c >= 48 && c <= 57) || c === 34 || c === 39 || c === 40 || c === 91 || c === 45;
  return SENTENCE_START_CHAR.test(text[k] ?? "");
}
const NUMBERED_HEADING =
  /^(?:\(?[0-9]{1,2}(?:\.[0-9]{1,2})*[.)]\s|\(?[a-z][.)]\s|[IVX]{1,4}[.)\s-]\s?|ARTICLE|Article|Section|SECTION|CLÁUSULA|Cláusula)/;

const NUMERAL_GLOSS =
  /^\(\d{1,4}\)\s+(?:business\s+|calendar\s+|court\s+)?(?:days?|weeks?|months?|years?|hours?|dias?|meses|anos?|horas?)\b/i;

/** Whether the UTF-16 unit c is one that /\s/ matches (JS white space and line terminators). */
export function isSpaceCode(c: number): boolean {
  return c <= 32
    ? c === 32 || (c >= 9 && c <= 13)
    : c === 160 ||
        c === 0x1680 ||
        (c >= 0x2000 && c <= 0x200a) ||
        c === 0x2028 ||
        c === 0x2029 ||
        c === 0x202f ||
        c === 0x205f ||
        c === 0x3000 ||
        c === 0xfeff;
}

function isAbbreviationBefore(text: string, dot: number): boolean {
  let i = dot - 1;
  while (i >= 0 && isWordChar(text, i)) i--;
  const word = text.slice(i + 1, dot).toLowerCase();
  if (word.length === 0) return false;
  // Single letters are initials ("J. Smith") or list markers.
  if (word.length === 1) return true;
  // Dotted initialisms ("U.S.C", "C.F.R", "N.Y") end citations more often than sentences ("42 U.S.C. § 1983").
  return (
    ABBREVIATIONS.has(word) || ABBREVIATIONS.has(word.replace(/\.$/, "")) || /^(?:[a-z]{1,3}\.)+[a-z]{1,3}$/.test(word)
  );
}

// "Va. Code § 13.1-1000", "Cal. Civ. Code § 1671", "Fla. Stat. § 542.335": a state's short name before a code's
// title is one citation, not two sentences.
const CODE_TITLE = /^(?:Code|Stat|Gen|Ann|Rev|Comp|Civ|Admin|Bus|Corp|Prob|Fam|Penal|Gov)\b/;

function continuesCitation(text: string, dot: number, next: number): boolean {
  if (!CODE_TITLE.test(text.slice(next, next + 6))) return false;
  let i = dot - 1;
  while (i >= 0 && isWordChar(text, i)) i--;
  return /^[A-Z][a-z]{1,4}$/.test(text.slice(i + 1, dot));
}

/**
 * Splits text into sentence spans: at . ! ? followed by space and an upper-case letter, digit or opening quote
 * (unless the word before is a known abbreviation), at ; followed by a line break, and at blank lines.
 * Spans are trimmed and never empty.
 */
export function splitSentences(text: string, maxLength = 2000): Span[] {
  const out: Span[] = [];
  let start = 0;
  const n = text.length;
  const push = (s: number, e: number) => {
    while (s < e && isSpaceCode(text.charCodeAt(s))) s++;
    while (e > s && isSpaceCode(text.charCodeAt(e - 1))) e--;
    if (e <= s) return;
    // Very long runs (tables, OCR without punctuation) are cut so snippets stay readable.
    while (e - s > maxLength) {
      let cut = text.lastIndexOf(" ", s + maxLength);
      if (cut <= s) cut = s + maxLength;
      out.push({ start: s, end: cut });
      s = cut + 1;
    }
    out.push({ start: s, end: e });
  };
  // Jump between candidate characters instead of visiting every character: most of a document is not a boundary.
  const candidates = /[.!?;\n]/g;
  for (let found = candidates.exec(text); found; found = candidates.exec(text)) {
    const i = found.index;
    const c = text.charCodeAt(i);
    if (c === 10) {
      // Blank line, or a line break before a numbered/lettered heading, ends the sentence.
      let j = i + 1;
      while (j < n && (text.charCodeAt(j) === 32 || text.charCodeAt(j) === 9 || text.charCodeAt(j) === 13)) j++;
      if (j < n && text.charCodeAt(j) === 10) {
        push(start, i);
        start = j;
        candidates.lastIndex = j;
        continue;
      }
      const rest = text.slice(j, j + 8);
      // "within thirty\n(30) days": the figure after its number word is not a list number.
      if (NUMBERED_HEADING.test(rest) && !NUMERAL_GLOSS.test(text.slice(j, j + 24))) {
        push(start, i);
        start = j;
      }
      continue;
    }
    if (c === 46 || c === 33 || c === 63) {
      // . ! ?
      let j = i + 1;
      while (j < n && isAfterStop(text.charCodeAt(j))) j++;
      if (j >= n) continue;
      if (!isSpaceCode(text.charCodeAt(j))) continue;
      let k = j;
      while (k < n && isSpaceCode(text.charCodeAt(k))) k++;
      if (!isSentenceStart(text, k)) continue;
      if (c === 46 && (isAbbreviationBefore(text, i) || continuesCitation(text, i, k))) continue;
      push(start, j);
      start = k;
      candidates.lastIndex = k;
      continue;
    }
    if (c === 59 && text.charCodeAt(i + 1) === 10) {
      push(start, i + 1);
      start = i + 1;
    }
  }
  push(start, n);
  return out;
}

/** Lower-case and strip accents, keeping string length identical so offsets stay valid. */
export function fold(text: string): string {
  return text.normalize("NFD").length === text.length
    ? text.toLowerCase()
    : Array.from(text, (ch) => {
        const f = ch
          .normalize("NFD")
          .replace(/[\u0300-\u036f]/g, "")
          .toLowerCase();
        return f.length === ch.length ? f : ch.toLowerCase();
      }).join("");
}

export function clamp01(x: number): number {
  return Math.min(1, Math.max(0, x));
}

/**
 * The matches of the global pattern `re` in `text`, as [...text.matchAll(re)] lists them. matchAll constructs a
 * copy of the pattern on every call, which V8 looks up in its compilation cache by source: thousands of
 * instructions for the long statute patterns, dozens of times per document. This runs the pattern itself, and
 * leaves its lastIndex as it found it.
 */
export function execAll(re: RegExp, text: string): RegExpExecArray[] {
  const start = re.lastIndex;
  const out: RegExpExecArray[] = [];
  try {
    for (let m = re.exec(text); m !== null; m = re.exec(text)) {
      out.push(m);
      // An empty match moves on by one character (one code point in Unicode mode), as matchAll does.
      if (m[0] === "") {
        const i = re.lastIndex;
        const pair = (re.unicode || re.flags.includes("v")) && i + 1 < text.length && isSurrogatePair(text, i);
        re.lastIndex = i + (pair ? 2 : 1);
      }
    }
  } finally {
    re.lastIndex = start;
  }
  return out;
}

function isSurrogatePair(text: string, i: number): boolean {
  const hi = text.charCodeAt(i);
  const lo = text.charCodeAt(i + 1);
  return hi >= 0xd800 && hi <= 0xdbff && lo >= 0xdc00 && lo <= 0xdfff;
}

/** Collapses runs of whitespace for display strings (snippets keep their offsets into the original). */
export function squash(s: string): string {
  return s.replace(/\s+/g, " ").trim();
}

/** Number words used in legal drafting ("fifteen (15) days", "quinze (15) dias"). */
/** Numbers written in words in contracts and decisions ("quinze", "thirty") → value. */
export const NUMBER_WORDS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
  twenty: 20,
  thirty: 30,
  forty: 40,
  "forty-five": 45,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
  "one hundred twenty": 120,
  "one hundred eighty": 180,
  um: 1,
  uma: 1,
  dois: 2,
  duas: 2,
  três: 3,
  tres: 3,
  quatro: 4,
  cinco: 5,
  seis: 6,
  sete: 7,
  oito: 8,
  nove: 9,
  dez: 10,
  onze: 11,
  doze: 12,
  quinze: 15,
  vinte: 20,
  trinta: 30,
  quarenta: 40,
  "quarenta e cinco": 45,
  sessenta: 60,
  noventa: 90,
  "cento e vinte": 120,
  "cento e oitenta": 180,
};

export function numberWord(word: string): number | undefined {
  const w = word.toLowerCase().trim();
  if (/^\d+$/.test(w)) return Number(w);
  // "twenty-one", "forty five": a tens word and a unit, as periods are written out in English orders.
  const compound =
    /^(twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)[\s-](one|two|three|four|five|six|seven|eight|nine)$/.exec(
      w,
    );
  if (compound) return (NUMBER_WORDS[compound[1] ?? ""] ?? 0) + (NUMBER_WORDS[compound[2] ?? ""] ?? 0);
  return NUMBER_WORDS[w];
}

/** The string as a regular expression that matches it literally. */
export const escapeRe = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
