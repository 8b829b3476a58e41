// Tokenizer for Portuguese legal text. It reproduces LeNER-Br's tokens when given LeNER's
// space-joined sentences (whitespace split, nothing further to split) and, on raw text, splits
// punctuation off words while keeping legal units whole: "8.112/1990", "0058967-77.2016.8.19.0000",
// "art.", "nº", "n.º", "S.A.", "Ltda.", "R$", "67.826,00", "§1º", "Decreto-Lei".

/** A token and its character span in the input (end exclusive). */
export interface Token {
  text: string;
  start: number;
  end: number;
}

// Abbreviations whose final period belongs to the word (lower-case, without the period).
// LeNER-Br itself keeps "Sr.", "Dr.", "Ltda.", "p." whole, which is what we follow.
export const ABBREVIATIONS: ReadonlySet<string> = new Set([
  "art",
  "arts",
  "inc",
  "incs",
  "fl",
  "fls",
  "p",
  "pp",
  "pág",
  "págs",
  "pag",
  "n",
  "nr",
  "núm",
  "num",
  "sr",
  "sra",
  "srs",
  "sras",
  "dr",
  "dra",
  "drs",
  "dras",
  "exmo",
  "exma",
  "exmos",
  "ilmo",
  "ilma",
  "min",
  "mins",
  "rel",
  "rela",
  "des",
  "desa",
  "desemb",
  "ltda",
  "cia",
  "av",
  "r",
  "v",
  "vs",
  "ex",
  "ed",
  "eds",
  "etc",
  "cf",
  "obs",
  "parág",
  "par",
  "al",
  "res",
  "proc",
  "rec",
  "doc",
  "docs",
  "tel",
  "prof",
  "profa",
  "adv",
  "dec",
  "const",
  "cap",
  "tít",
  "liv",
  "vol",
  "sec",
  "sel",
  "publ",
  "j",
  "julg",
  "dje",
  "dj",
  "reg",
  "ag",
  "emb",
  "apel",
  "resp",
  "agrg",
  "agr",
  "trib",
  "jur",
  "jul",
  "jan",
  "fev",
  "mar",
  "abr",
  "mai",
  "jun",
  "ago",
  "set",
  "out",
  "nov",
  "dez",
  "séc",
  "aprox",
  "id",
  "ib",
  "ibid",
  "op",
  "cit",
  "fed",
  "est",
  "mun",
  "dist",
  "cód",
  "civ",
  "proc",
  "pen",
  "trab",
  "adm",
  "comp",
  "sup",
  "pres",
  "vice",
  "gab",
  "secr",
  "dep",
  "sen",
  "gov",
  "presid",
]);

const OPENERS = "([{\"'“‘«`¿¡";
const CLOSERS = ")]}\"'”’»,;:!?.";

// Membership by char code (every opener and closer is below U+2020): String#includes on a one-character
// string per character was a visible share of tokenizing.
function codeSet(chars: string): Uint8Array {
  const set = new Uint8Array(0x2020);
  for (let i = 0; i < chars.length; i++) set[chars.charCodeAt(i)] = 1;
  return set;
}
const IS_OPENER = codeSet(OPENERS);
const IS_CLOSER = codeSet(CLOSERS);
const isOpener = (c: number): boolean => c < 0x2020 && IS_OPENER[c] === 1;
const isCloser = (c: number): boolean => c < 0x2020 && IS_CLOSER[c] === 1;

function isWordChar(c: number): boolean {
  // Letters (incl. Latin-1 accents), digits, º ª ° and §: anything that can sit inside a token.
  return (
    (c >= 48 && c <= 57) ||
    (c >= 65 && c <= 90) ||
    (c >= 97 && c <= 122) ||
    c === 167 ||
    c === 170 ||
    c === 176 ||
    c === 186 ||
    (c >= 192 && c !== 215 && c !== 247 && c < 0x2000)
  );
}

function isDigit(c: number): boolean {
  return c >= 48 && c <= 57;
}

// Whether a trailing period is part of the word: abbreviations, single-letter initials ("C."),
// dotted acronyms ("S.A."), and numbered items ("9.2.").
function keepsPeriod(text: string, start: number, end: number): boolean {
  const core = text.slice(start, end - 1);
  if (core.length === 0) return false;
  const first = core.charCodeAt(0);
  if (core.length === 1) return isWordChar(first) && !isDigit(first);
  if (ABBREVIATIONS.has(core.toLowerCase())) return true;
  const lastCore = core.charCodeAt(core.length - 1);
  if (core.charCodeAt(core.length - 2) === 46 && isWordChar(lastCore) && !isDigit(lastCore)) return true; // S.A.
  if (isDigit(first) && core.includes(".") && /^\d+(\.\d+)+$/.test(core)) return true; // 9.2.
  return false;
}

// Splits one whitespace-free chunk [start, end) into tokens, appended to out.
function splitChunk(text: string, start: number, end: number, out: Token[]): void {
  let s = start;
  let e = end;
  // Leading openers, a run of the same character as one token (`` or "...").
  while (s < e && isOpener(text.charCodeAt(s))) {
    let r = s + 1;
    while (r < e && text.charCodeAt(r) === text.charCodeAt(s)) r++;
    if (r === e) break; // the whole chunk is punctuation: keep it as one token
    out.push({ text: text.slice(s, r), start: s, end: r });
    s = r;
  }
  // Trailing closers are split off from the end, so they are collected first and appended after the rest. Most
  // chunks have none: the array is only made when one is found.
  let tail: Token[] | null = null;
  while (e > s && isCloser(text.charCodeAt(e - 1))) {
    let r = e - 1;
    while (r > s && text.charCodeAt(r - 1) === text.charCodeAt(e - 1)) r--;
    if (r === s) break;
    if (e - r === 1 && text.charCodeAt(e - 1) === 46 && keepsPeriod(text, s, e)) break;
    if (tail === null) tail = [];
    tail.push({ text: text.slice(r, e), start: r, end: e });
    e = r;
  }
  if (s < e) splitInner(text, s, e, out);
  if (tail !== null) for (let i = tail.length - 1; i >= 0; i--) out.push(tail[i] as Token);
}

// Inside a chunk: split at brackets, quotes, semicolons and at commas that are not between digits
// ("67.826,00" stays whole); split "art.5º" after the abbreviation's period.
function splitInner(text: string, start: number, end: number, out: Token[]): void {
  let s = start;
  for (let i = start; i < end; i++) {
    const c = text.charCodeAt(i);
    let cut = false;
    if (c === 40 || c === 41 || c === 91 || c === 93 || c === 59 || c === 34 || c === 8220 || c === 8221) {
      cut = true;
    } else if (c === 44) {
      cut = !(i > start && i + 1 < end && isDigit(text.charCodeAt(i - 1)) && isDigit(text.charCodeAt(i + 1)));
    } else if (
      c === 46 &&
      i > s &&
      i + 1 < end &&
      isDigit(text.charCodeAt(i + 1)) &&
      !isDigit(text.charCodeAt(i - 1))
    ) {
      const word = text.slice(s, i).toLowerCase();
      if (ABBREVIATIONS.has(word)) {
        out.push({ text: text.slice(s, i + 1), start: s, end: i + 1 });
        s = i + 1;
      }
      continue;
    }
    if (!cut) continue;
    if (i > s) out.push({ text: text.slice(s, i), start: s, end: i });
    out.push({ text: text.slice(i, i + 1), start: i, end: i + 1 });
    s = i + 1;
  }
  if (s < end) out.push({ text: text.slice(s, end), start: s, end });
}

// Every branch of the tokenizer, for priming (below): openers and closers attached to words and alone, kept and
// split final periods (abbreviation, initial, "S.A.", "9.2.", a number), cuts inside a chunk (brackets, quotes,
// semicolons, commas outside numbers, "art.5º"), and the sentence breaks of sentenceBounds.
const PRIMER =
  "Nos termos do art.5º, inciso XXXV, da Lei nº 8.112/1990 (RJU), o Sr. João e a Causa S.A. pagaram R$ 1.234,56; ver " +
  'item 9.2. e fls. 10-12. ((ora)) ``citação`` "dano" “moral” «sic» [grifo] a(b)c x;y a,b 5,5 x.5 ... ( ! Art . 5 ? ' +
  "sim.\n\nC. Silva: 'fim.' (a) e».";
let primed = false;

// V8 optimises the tokenizer with its branches inlined; a branch that never ran before (say, a chunk that starts
// with an opener, which LeNER-style text never has) then deoptimises it in the middle of a document, which runs on
// unoptimised and is compiled again: a few tens of milliseconds each time. Running the tokenizer over PRIMER a few
// times on first use (feedback is only recorded from the 8th call of a function on) gives every branch type
// feedback before it is optimised. It changes no result.
function prime(): void {
  primed = true;
  for (let k = 0; k < 10; k++) sentenceBounds(PRIMER, tokenize(PRIMER));
}

/** Splits text into tokens with character offsets (see the file comment for the rules). */
export function tokenize(text: string): Token[] {
  if (!primed) prime();
  const out: Token[] = [];
  const n = text.length;
  let i = 0;
  while (i < n) {
    while (i < n && isSpace(text.charCodeAt(i))) i++;
    if (i >= n) break;
    let j = i + 1;
    while (j < n && !isSpace(text.charCodeAt(j))) j++;
    splitChunk(text, i, j, out);
    i = j;
  }
  return out;
}

function isSpace(c: number): boolean {
  return c === 32 || (c >= 9 && c <= 13) || c === 160 || c === 8239 || (c >= 8192 && c <= 8202) || c === 12288;
}

const MAX_SENTENCE_TOKENS = 250;

/**
 * Groups tokens into sentences: after ". ! ? ..." unless the period belongs to an abbreviation
 * written apart ("art . 5º", as LeNER-Br tokenizes it) or the next word starts in lower case;
 * at blank lines; and every MAX_SENTENCE_TOKENS tokens so decoding cost stays linear.
 * Returns [startToken, endToken) pairs.
 */
export function sentenceBounds(text: string, tokens: readonly Token[]): Array<[number, number]> {
  const bounds: Array<[number, number]> = [];
  let s = 0;
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i] as Token;
    const next = tokens[i + 1];
    let end = i + 1 - s >= MAX_SENTENCE_TOKENS;
    if (!end && next !== undefined) {
      if (t.text === "." || t.text === "!" || t.text === "?" || t.text === "...") {
        const prev = tokens[i - 1];
        const abbrev =
          t.text === "." &&
          prev !== undefined &&
          prev.end === t.start - 1 &&
          ABBREVIATIONS.has(prev.text.toLowerCase());
        const c = next.text.charCodeAt(0);
        const lowerNext = (c >= 97 && c <= 122) || (c >= 223 && c <= 255);
        end = !abbrev && !lowerNext;
      } else if (blankLineBetween(text, t.end, next.start)) {
        end = true;
      }
    }
    if (end) {
      bounds.push([s, i + 1]);
      s = i + 1;
    }
  }
  if (s < tokens.length) bounds.push([s, tokens.length]);
  return bounds;
}

function blankLineBetween(text: string, from: number, to: number): boolean {
  if (to - from < 2) return false;
  let newlines = 0;
  for (let i = from; i < to; i++) if (text.charCodeAt(i) === 10) newlines++;
  return newlines >= 2;
}
