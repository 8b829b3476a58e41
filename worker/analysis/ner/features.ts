// Feature extraction: every token gets exactly NUM_FEATURES hashed keys (uint32), one per template,
// so the trainer and the decoder share one flat layout (token i owns keys[i*F .. i*F+F)).
// Hashing strings as we scan them (no feature strings are built) is what keeps inference fast;
// 32-bit keys collide rarely enough (a few pairs among ~10^6 features) to ignore.

/**
 * Feature keys per token, in three groups: NUM_LOCAL_FEATURES about the word alone;
 * NUM_NEIGHBOR_FEATURES about a single neighbouring word (who it is two to the left, one to the
 * left, ...); then NUM_CONTEXT_FEATURES combining several tokens. The first two groups depend on
 * one word each, so the recognizer memoises their scores per distinct word.
 */
export const NUM_LOCAL_FEATURES = 14;
export const NUM_NEIGHBOR_FEATURES = 6;
// Template ids 9, 10 (second-order word bigrams) and 40, 41 (word two away x capitalisation) were
// dropped: the 3-seed dev F1 went from 0.7775 to 0.7864 without them (decision 010).
export const NUM_CONTEXT_FEATURES = 22;
export const NUM_FEATURES = NUM_LOCAL_FEATURES + NUM_NEIGHBOR_FEATURES + NUM_CONTEXT_FEATURES;

/** Word used for neighbours beyond the sentence start/end. */
export const SENTENCE_START = "<s>";
export const SENTENCE_END = "</s>";

const FNV_OFFSET = 0x811c9dc5;
const FNV_PRIME = 0x01000193;

// Keys are int32 in the recognizer's hot path (a uint32 above 2^30 would be boxed as a heap number whenever it
// crossed a call or an array of numbers); the bits are the same, and Uint32Array stores them as the trainer reads them.
//
// key(t, v) = mix(seed(t), v), key2(t, a, b) = mix(mix(seed(t), a), b), key3 one more (0 becomes 1), where
// seed(t) = imul(t + 1, 0x27d4eb2d) and mix(x, y) = h ^ (h >>> 16) for h = imul(g ^ (g >>> 13), 0xc2b2ae35),
// g = imul(x ^ 0x9e3779b9, 0x85ebca6b) ^ y. The mixing is written out in each function rather than called: in
// the recognizer's large optimised functions V8 ran out of inlining budget for the nested calls, and every
// hash then crossed a call as a heap number.
function key(template: number, value: number): number {
  let h = Math.imul(Math.imul(template + 1, 0x27d4eb2d) ^ 0x9e3779b9, 0x85ebca6b) ^ value;
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  h ^= h >>> 16;
  return h === 0 ? 1 : h;
}

function key2(template: number, a: number, b: number): number {
  let h = Math.imul(Math.imul(template + 1, 0x27d4eb2d) ^ 0x9e3779b9, 0x85ebca6b) ^ a;
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  h = Math.imul(h ^ (h >>> 16) ^ 0x9e3779b9, 0x85ebca6b) ^ b;
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  h ^= h >>> 16;
  return h === 0 ? 1 : h;
}

function key3(template: number, a: number, b: number, c: number): number {
  let h = Math.imul(Math.imul(template + 1, 0x27d4eb2d) ^ 0x9e3779b9, 0x85ebca6b) ^ a;
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  h = Math.imul(h ^ (h >>> 16) ^ 0x9e3779b9, 0x85ebca6b) ^ b;
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  h = Math.imul(h ^ (h >>> 16) ^ 0x9e3779b9, 0x85ebca6b) ^ c;
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  h ^= h >>> 16;
  return h === 0 ? 1 : h;
}

/** FNV-1a of a string; exported so other modules can share the scheme. */
export function hashString(s: string): number {
  let h = FNV_OFFSET;
  for (let i = 0, n = s.length; i < n; i++) h = Math.imul(h ^ s.charCodeAt(i), FNV_PRIME);
  return h >>> 0;
}

// Character classes for word shapes: X upper, x lower, d digit; anything else is itself.
function charClass(c: number): number {
  if (c >= 97 && c <= 122) return 120; // x
  if (c >= 65 && c <= 90) return 88; // X
  if (c >= 48 && c <= 57) return 100; // d
  if (c >= 223 && c <= 255 && c !== 247) return 120;
  if (c >= 192 && c <= 222 && c !== 215) return 88;
  if (c > 255 && c < 0x2000) {
    const ch = String.fromCharCode(c);
    const lo = ch.toLowerCase();
    if (lo !== ch) return 88;
    if (ch.toUpperCase() !== ch) return 120;
  }
  return c;
}

const MONTHS = new Set([
  "janeiro",
  "fevereiro",
  "março",
  "abril",
  "maio",
  "junho",
  "julho",
  "agosto",
  "setembro",
  "outubro",
  "novembro",
  "dezembro",
]);

// Small closed classes that generalise beyond the literal word.
const WordClass = {
  none: 0,
  year: 1,
  month: 2,
  ordinal: 3,
  roman: 4,
  number: 5,
  lawNumber: 6,
  dateNumeric: 7,
  processNumber: 8,
  cnj: 9,
  initial: 10,
  section: 11,
  money: 12,
} as const;

// Shapes of digit-led words, compiled once (a regular expression literal makes a new object each time it runs).
const YEAR_LIKE = /^\d{4}$/;
const ORDINAL = /^\d{1,3}[ºª°]$/;
const CNJ = /^\d{7}-\d{2}\.\d{4}\.\d\.\d{2}\.\d{4}/;
const DATE_NUMERIC = /^\d{1,2}[/.-]\d{1,2}[/.-]\d{2,4}$/;
const LAW_NUMBER = /^\d{1,3}(\.\d{3})*\/\d{2,4}$/;
const LAW_NUMBER_SHORT = /^\d+\/\d{2,4}$/;
const DIGIT_DASH_DIGIT = /\d-\d/;
const DOT_OR_SLASH = /[./]/;
const CENTS = /,\d{2}$/;

// Whether the first `length` characters of w are all roman-numeral letters (I V X L C), at least one of them:
// /^[IVXLC]+$/ without a regular expression.
function isRoman(w: string, length: number): boolean {
  for (let i = 0; i < length; i++) {
    const c = w.charCodeAt(i);
    if (c !== 73 && c !== 86 && c !== 88 && c !== 76 && c !== 67) return false;
  }
  return length > 0;
}

function wordClass(w: string, lower: string, digitsOnly: boolean): number {
  const c0 = w.charCodeAt(0);
  const length = w.length;
  if (c0 >= 48 && c0 <= 57) {
    if (YEAR_LIKE.test(w)) {
      const y = Number(w);
      return y >= 1900 && y <= 2099 ? WordClass.year : WordClass.number;
    }
    if (ORDINAL.test(w)) return WordClass.ordinal;
    if (CNJ.test(w)) return WordClass.cnj;
    if (DATE_NUMERIC.test(w)) return WordClass.dateNumeric;
    if (LAW_NUMBER.test(w) || LAW_NUMBER_SHORT.test(w)) return WordClass.lawNumber;
    if (DIGIT_DASH_DIGIT.test(w) && DOT_OR_SLASH.test(w)) return WordClass.processNumber;
    if (CENTS.test(w)) return WordClass.money;
    return digitsOnly ? WordClass.number : WordClass.none;
  }
  if (c0 === 167) return WordClass.section;
  if (MONTHS.has(lower)) return WordClass.month;
  if (length <= 2 && length >= 1 && (length === 1 || w.charCodeAt(1) === 46) && c0 >= 65 && c0 <= 90) {
    return isRoman(w, 1) ? WordClass.roman : WordClass.initial;
  }
  if (isRoman(w, length)) return WordClass.roman;
  return WordClass.none;
}

/** What feature extraction needs to know about one word, as hashes and small codes. */
export interface TokenInfo {
  lower: number;
  exact: number;
  shape: number;
  shortShape: number;
  cls: number;
  caps: number; // 0 lower/other, 1 Initial cap, 2 ALL CAPS, 3 digit-led
  prefix: [number, number, number, number];
  suffix: [number, number, number, number];
}

// A word's description as a row of WORD_FIELDS int32s (hashes keep their bits): the recognizer keeps one row per
// distinct word in a typed array, so reading a field costs one load and no unboxing.
export const WORD_LOWER = 0;
export const WORD_EXACT = 1;
export const WORD_SHAPE = 2;
export const WORD_SHORT_SHAPE = 3;
export const WORD_CLASS = 4;
export const WORD_CAPS = 5;
/** Prefix hashes of lengths 1..4 at WORD_PREFIX + k, suffix hashes at WORD_SUFFIX + k. */
export const WORD_PREFIX = 6;
export const WORD_SUFFIX = 10;
export const WORD_LENGTH = 14;
export const WORD_FIELDS = 16;

/** Writes the description of `w` into out[at .. at + WORD_FIELDS). */
export function describeInto(w: string, out: Int32Array, at: number): void {
  const lower = w.toLowerCase();
  // Lengths read once: words arrive as strings of several internal kinds, so each .length is a generic lookup.
  const length = w.length;
  const lowerLength = lower.length;
  let shape = FNV_OFFSET;
  let shortShape = FNV_OFFSET;
  // Whether the collapsed shape is a single run of digits ("d"), all wordClass needs to know of it.
  let runs = 0;
  let firstRun = -1;
  let prevClass = -1;
  let run = 0;
  let uppers = 0;
  let letters = 0;
  for (let i = 0; i < length; i++) {
    const cls = charClass(w.charCodeAt(i));
    if (cls === 88) {
      uppers++;
      letters++;
    } else if (cls === 120) {
      letters++;
    }
    if (cls === prevClass) {
      run++;
    } else {
      run = 1;
      shortShape = Math.imul(shortShape ^ cls, FNV_PRIME);
      if (runs++ === 0) firstRun = cls;
    }
    // Runs longer than 4 collapse so "Augusto" and "Nardes" share a shape.
    if (run <= 4) shape = Math.imul(shape ^ cls, FNV_PRIME);
    prevClass = cls;
  }
  let h = FNV_OFFSET;
  for (let k = 0; k < 4; k++) {
    if (k < lowerLength) h = Math.imul(h ^ lower.charCodeAt(k), FNV_PRIME);
    out[at + WORD_PREFIX + k] = h;
  }
  h = FNV_OFFSET;
  for (let k = 0; k < 4; k++) {
    if (k < lowerLength) h = Math.imul(h ^ lower.charCodeAt(lowerLength - 1 - k), FNV_PRIME);
    out[at + WORD_SUFFIX + k] = h;
  }
  const c0 = w.charCodeAt(0);
  let caps = 0;
  if (c0 >= 48 && c0 <= 57) caps = 3;
  else if (letters > 0 && uppers === letters) caps = 2;
  else if (charClass(c0) === 88) caps = 1;
  out[at + WORD_LOWER] = hashString(lower);
  out[at + WORD_EXACT] = hashString(w);
  out[at + WORD_SHAPE] = shape;
  out[at + WORD_SHORT_SHAPE] = shortShape;
  out[at + WORD_CLASS] = wordClass(w, lower, runs === 1 && firstRun === 100);
  out[at + WORD_CAPS] = caps;
  out[at + WORD_LENGTH] = length;
}

const describeRow = new Int32Array(WORD_FIELDS);

/** describeInto as an object (hashes as uint32), for the trainer's extractFeatures. */
export function describeWord(w: string): TokenInfo {
  describeInto(w, describeRow, 0);
  const u = (f: number): number => (describeRow[f] as number) >>> 0;
  return {
    lower: u(WORD_LOWER),
    exact: u(WORD_EXACT),
    shape: u(WORD_SHAPE),
    shortShape: u(WORD_SHORT_SHAPE),
    cls: describeRow[WORD_CLASS] as number,
    caps: describeRow[WORD_CAPS] as number,
    prefix: [u(WORD_PREFIX), u(WORD_PREFIX + 1), u(WORD_PREFIX + 2), u(WORD_PREFIX + 3)],
    suffix: [u(WORD_SUFFIX), u(WORD_SUFFIX + 1), u(WORD_SUFFIX + 2), u(WORD_SUFFIX + 3)],
  };
}

// Words repeat a lot (Zipf), so describing each distinct string once pays for the map lookup.
// The cache is a pure memo of describeWord(), bounded by clearing it when it gets large.
const CACHE_LIMIT = 50_000;
const cache = new Map<string, TokenInfo>();

function describeCached(w: string): TokenInfo {
  let d = cache.get(w);
  if (d === undefined) {
    if (cache.size >= CACHE_LIMIT) cache.clear();
    d = describeWord(w);
    cache.set(w, d);
  }
  return d;
}

const BOS: TokenInfo = describeWord("<s>");
const EOS: TokenInfo = describeWord("</s>");

function writeLocal(w: TokenInfo, len: number, keys: Uint32Array, at: number): void {
  let o = at;
  keys[o++] = key(1, w.lower);
  keys[o++] = key(2, w.exact);
  for (let k = 0; k < 4; k++) {
    keys[o++] = key(11 + k, w.prefix[k] as number);
    keys[o++] = key(15 + k, w.suffix[k] as number);
  }
  keys[o++] = key(19, w.shape);
  keys[o++] = key(20, w.shortShape);
  keys[o++] = key(24, w.cls);
  keys[o++] = key2(43, Math.min(len, 12), w.caps);
}

function writeNeighbor(
  p1: TokenInfo,
  p2: TokenInfo,
  n1: TokenInfo,
  n2: TokenInfo,
  keys: Uint32Array,
  at: number,
): void {
  let o = at;
  keys[o++] = key(3, p1.lower);
  keys[o++] = key(36, p1.suffix[2] as number);
  keys[o++] = key(4, p2.lower);
  keys[o++] = key(5, n1.lower);
  keys[o++] = key(37, n1.suffix[2] as number);
  keys[o++] = key(6, n2.lower);
}

/**
 * Writes the keys of every token, NUM_FEATURES per token with the word-local ones first, into out
 * (resized if too small) and returns it. With contextOnly, writes only the NUM_CONTEXT_FEATURES
 * context keys per token: the recognizer caches each word's local score instead.
 */
export function extractFeatures(words: readonly string[], out?: Uint32Array, contextOnly = false): Uint32Array {
  // (contextOnly skips both the local and the neighbour groups.)
  const n = words.length;
  const stride = contextOnly ? NUM_CONTEXT_FEATURES : NUM_FEATURES;
  const size = n * stride;
  const keys = out !== undefined && out.length >= size ? out : new Uint32Array(Math.max(size * 2, 64 * NUM_FEATURES));
  const info: TokenInfo[] = new Array(n);
  for (let i = 0; i < n; i++) info[i] = describeCached(words[i] as string);
  const capsSentence = capsHeading(info, 0, n);
  for (let i = 0; i < n; i++) {
    const w = info[i] as TokenInfo;
    const p1 = i >= 1 ? (info[i - 1] as TokenInfo) : BOS;
    const p2 = i >= 2 ? (info[i - 2] as TokenInfo) : BOS;
    const n1 = i + 1 < n ? (info[i + 1] as TokenInfo) : EOS;
    const n2 = i + 2 < n ? (info[i + 2] as TokenInfo) : EOS;
    let o = i * stride;
    if (!contextOnly) {
      writeLocal(w, (words[i] as string).length, keys, o);
      writeNeighbor(p1, p2, n1, n2, keys, o + NUM_LOCAL_FEATURES);
      o += NUM_LOCAL_FEATURES + NUM_NEIGHBOR_FEATURES;
    }
    keys[o++] = key(0, 0); // bias
    keys[o++] = key2(7, p1.lower, w.lower);
    keys[o++] = key2(8, w.lower, n1.lower);
    keys[o++] = key(21, p1.shortShape);
    keys[o++] = key(22, n1.shortShape);
    keys[o++] = key3(23, p1.shortShape, w.shortShape, n1.shortShape);
    keys[o++] = key(25, p1.cls);
    keys[o++] = key(26, n1.cls);
    keys[o++] = key2(27, capsSentence, w.shape);
    keys[o++] = key2(28, capsSentence * 4 + w.caps, i === 0 ? 1 : 0);
    keys[o++] = key2(29, p1.lower, w.shape);
    keys[o++] = key2(30, w.shape, n1.lower);
    keys[o++] = key2(31, p1.lower, w.cls);
    keys[o++] = key2(32, w.cls, n1.lower);
    keys[o++] = key2(33, p1.caps, w.caps);
    keys[o++] = key2(34, w.caps, n1.caps);
    keys[o++] = key3(35, p1.caps, w.caps, n1.caps);
    keys[o++] = key2(38, w.lower, p1.shortShape);
    keys[o++] = key2(39, w.lower, n1.shortShape);
    keys[o++] = key2(42, p1.exact, w.caps);
    keys[o++] = key(44, p2.shortShape);
    keys[o++] = key(45, n2.shortShape);
  }
  return keys;
}

/** 1 when the sentence info[from .. to) is an all-caps heading, else 0 (an input of templates 27 and 28). */
export function capsHeading(info: readonly TokenInfo[], from: number, to: number): number {
  let capsWords = 0;
  let letterWords = 0;
  for (let i = from; i < to; i++) {
    const d = info[i] as TokenInfo;
    if (d.caps === 2) capsWords++;
    if (d.caps !== 3 && d.cls !== WordClass.section) letterWords++;
  }
  // Headings ("EMENTA: APELAÇÃO CÍVEL ...") are all caps: capitalisation says little there.
  return letterWords >= 3 && capsWords * 10 >= letterWords * 7 ? 1 : 0;
}

// The recognizer does not call extractFeatures: it regroups the same keys by what they depend on, so that
// their scores can be memoised (per word, per pair of adjacent words, per capitalisation pattern). The
// functions below write those groups from word rows (describeInto, WORD_FIELDS int32s per word, `info` holding
// many rows and `w`, `a`, `b`, ... the offsets of the rows in question); together they give exactly each token's
// NUM_FEATURES keys (ner.test.ts checks the multisets agree), in an order of their own, as int32.

/** 1 when the words whose rows start at info[at[from .. to)] form an all-caps heading (as capsHeading). */
export function capsHeadingRows(info: Int32Array, at: Int32Array, from: number, to: number): number {
  let capsWords = 0;
  let letterWords = 0;
  for (let i = from; i < to; i++) {
    const w = at[i] as number;
    const caps = info[w + WORD_CAPS] as number;
    if (caps === 2) capsWords++;
    if (caps !== 3 && info[w + WORD_CLASS] !== WordClass.section) letterWords++;
  }
  return letterWords >= 3 && capsWords * 10 >= letterWords * 7 ? 1 : 0;
}

/**
 * Keys that depend on the word alone: the NUM_LOCAL_FEATURES, then template 27 for each heading flag (out[14]
 * outside an all-caps heading, out[15] inside one); a token has the local keys and one of the two.
 */
export function wordKeys(info: Int32Array, w: number, out: Int32Array): void {
  // writeLocal's keys, in its order.
  let o = 0;
  out[o++] = key(1, info[w + WORD_LOWER] as number);
  out[o++] = key(2, info[w + WORD_EXACT] as number);
  for (let k = 0; k < 4; k++) {
    out[o++] = key(11 + k, info[w + WORD_PREFIX + k] as number);
    out[o++] = key(15 + k, info[w + WORD_SUFFIX + k] as number);
  }
  out[o++] = key(19, info[w + WORD_SHAPE] as number);
  out[o++] = key(20, info[w + WORD_SHORT_SHAPE] as number);
  out[o++] = key(24, info[w + WORD_CLASS] as number);
  out[o++] = key2(43, Math.min(info[w + WORD_LENGTH] as number, 12), info[w + WORD_CAPS] as number);
  out[o++] = key2(27, 0, info[w + WORD_SHAPE] as number);
  out[o] = key2(27, 1, info[w + WORD_SHAPE] as number);
}
export const NUM_WORD_KEYS = NUM_LOCAL_FEATURES + 2;

/**
 * Keys a token gets from a single neighbour `d`, in four groups: as the word one to the left
 * (NEIGHBOR_GROUPS[0] keys), two to the left, one to the right, two to the right.
 */
export function neighborKeys(info: Int32Array, d: number, out: Int32Array): void {
  const lower = info[d + WORD_LOWER] as number;
  const suffix3 = info[d + WORD_SUFFIX + 2] as number;
  const shortShape = info[d + WORD_SHORT_SHAPE] as number;
  const cls = info[d + WORD_CLASS] as number;
  out[0] = key(3, lower);
  out[1] = key(36, suffix3);
  out[2] = key(21, shortShape);
  out[3] = key(25, cls);
  out[4] = key(4, lower);
  out[5] = key(44, shortShape);
  out[6] = key(5, lower);
  out[7] = key(37, suffix3);
  out[8] = key(22, shortShape);
  out[9] = key(26, cls);
  out[10] = key(6, lower);
  out[11] = key(45, shortShape);
}
/** Sizes of the four groups neighborKeys writes (-1, -2, +1, +2). */
export const NEIGHBOR_GROUPS: readonly number[] = [4, 2, 4, 2];
export const NUM_NEIGHBOR_KEYS = 12;

/**
 * Keys that depend only on capitalisation: bias, template 28 (heading flag, caps, first token) and the caps
 * patterns 33-35 of the word and its neighbours. Five keys.
 */
export function capsKeys(
  capsSentence: number,
  first: number,
  p1caps: number,
  caps: number,
  n1caps: number,
  out: Int32Array,
): void {
  out[0] = key(0, 0);
  out[1] = key2(28, capsSentence * 4 + caps, first);
  out[2] = key2(33, p1caps, caps);
  out[3] = key2(34, caps, n1caps);
  out[4] = key3(35, p1caps, caps, n1caps);
}
export const NUM_CAPS_KEYS = 5;

/**
 * Keys of the adjacent pair (a, b): first PAIR_RIGHT_KEYS keys of token b (a is its left neighbour),
 * then PAIR_LEFT_KEYS keys of token a (b is its right neighbour).
 */
export function pairKeys(info: Int32Array, a: number, b: number, out: Int32Array): void {
  const aLower = info[a + WORD_LOWER] as number;
  const bLower = info[b + WORD_LOWER] as number;
  out[0] = key2(7, aLower, bLower);
  out[1] = key2(29, aLower, info[b + WORD_SHAPE] as number);
  out[2] = key2(31, aLower, info[b + WORD_CLASS] as number);
  out[3] = key2(38, bLower, info[a + WORD_SHORT_SHAPE] as number);
  out[4] = key2(42, info[a + WORD_EXACT] as number, info[b + WORD_CAPS] as number);
  out[5] = key2(8, aLower, bLower);
  out[6] = key2(30, info[a + WORD_SHAPE] as number, bLower);
  out[7] = key2(32, info[a + WORD_CLASS] as number, bLower);
  out[8] = key2(39, aLower, info[b + WORD_SHORT_SHAPE] as number);
}
export const PAIR_RIGHT_KEYS = 5;
export const PAIR_LEFT_KEYS = 4;

/** The one key over three words: the short shapes of the left neighbour, the word and the right neighbour. */
export function shapeTripleKey(info: Int32Array, p1: number, w: number, n1: number): number {
  return key3(
    23,
    info[p1 + WORD_SHORT_SHAPE] as number,
    info[w + WORD_SHORT_SHAPE] as number,
    info[n1 + WORD_SHORT_SHAPE] as number,
  );
}
