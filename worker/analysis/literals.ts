// A literal prefilter for the rule layer's regular expressions. Most of the engine's ~100 patterns find nothing in
// a given document (English cues in Portuguese text, wills' cues in a ruling...), yet each costs a full regex pass.
// Every top-level alternative of a pattern needs some run of plain characters (ASCII, Latin-1 letters) to match;
// if the text contains none of those runs (compared case-insensitively), the pattern cannot match anywhere in it,
// nor in any part of it, and the pass can be skipped with the same result. One Aho-Corasick pass per text finds
// which of all the registered runs occur.

import { execAll } from "./text.ts";

/** Shortest literal run worth a gate: shorter runs occur almost everywhere. */
const MIN_LITERAL = 2;

const registry: string[] = [];
const registered: RegExp[] = [];
const literalIds = new Map<string, number>();
// The literal ids one of which a pattern's match must contain, or null when the pattern cannot be gated.
const gates = new WeakMap<RegExp, Int32Array | null>();

/**
 * Lower-cased strings (ASCII, Latin-1 letters) one of which every match of `re` contains, or null when no such set
 * was found with strings of MIN_LITERAL characters or more. Conservative: whatever the parser does not fully understand ends
 * the current run of literal characters, and a quantified atom that may be absent contributes nothing.
 */
export function requiredLiterals(re: RegExp): string[] | null {
  // Unicode case folding maps non-ASCII characters onto ASCII ones ("ſ" matches "s" under /iu): not modelled.
  if (re.ignoreCase && re.unicode) return null;
  // /v changes class syntax (nested classes), which the parser below does not follow.
  if (re.flags.includes("v")) return null;
  const src = re.source;
  const ends = bracketEnds(src);
  return alternation({ src, ends }, 0, src.length);
}

// A pattern's source with, for each "(" or "[" that opens a group or class, the index just past its end (else -1):
// found in one pass, so that nested groups are not rescanned at every level.
interface Source {
  src: string;
  ends: Int32Array;
}

function bracketEnds(src: string): Int32Array {
  const ends = new Int32Array(src.length).fill(-1);
  const open: number[] = [];
  let classStart = -1;
  for (let j = 0; j < src.length; j++) {
    const c = src[j];
    if (c === "\\") {
      j++;
      continue;
    }
    if (classStart >= 0) {
      if (c === "]") {
        ends[classStart] = j + 1;
        classStart = -1;
      }
      continue;
    }
    if (c === "[") classStart = j;
    else if (c === "(") open.push(j);
    else if (c === ")") {
      const start = open.pop();
      if (start !== undefined) ends[start] = j + 1;
    }
  }
  return ends;
}

// The quantifier at src[i], if any: its length and whether it allows zero repetitions.
function quantifierAt(src: string, i: number): { length: number; optional: boolean; repeats: boolean } {
  const c = src[i];
  let length = 0;
  let optional = false;
  let repeats = false;
  if (c === "?" || c === "*") {
    length = 1;
    optional = true;
  } else if (c === "+") {
    length = 1;
    repeats = true;
  } else if (c === "{") {
    const m = /^\{(\d+)(,\d*)?\}/.exec(src.slice(i, i + 24));
    if (m === null) return { length: 0, optional: false, repeats: false }; // a literal "{" (Annex B)
    length = m[0].length;
    optional = Number(m[1]) === 0;
    repeats = m[2] !== undefined || Number(m[1]) > 1;
  }
  if (length > 0 && src[i + length] === "?") length++; // lazy
  return { length, optional, repeats };
}

// Requirement of src[from, to) split at its top-level "|": the union of the alternatives' requirements.
function alternation(source: Source, from: number, to: number): string[] | null {
  const { src, ends } = source;
  const out: string[] = [];
  let start = from;
  for (let i = from; i <= to; i++) {
    if (i < to) {
      const c = src[i];
      if (c === "\\") {
        i++;
        continue;
      }
      if (c === "(" || c === "[") {
        const next = ends[i] as number;
        if (next < 0 || next > to) return null;
        i = next - 1;
        continue;
      }
      if (c !== "|") continue;
    }
    const alt = sequence(source, start, i);
    if (alt === null) return null;
    for (const lit of alt) if (!out.includes(lit)) out.push(lit);
    start = i + 1;
  }
  return out;
}

// Requirement of a sequence of atoms src[from, to) (no top-level "|"): the best of its runs of literal characters
// and of its mandatory groups' requirements, each of which every match contains.
function sequence(source: Source, from: number, to: number): string[] | null {
  const { src, ends } = source;
  let best: string[] | null = null;
  const consider = (candidate: string[] | null): void => {
    if (candidate === null || candidate.length === 0) return;
    const weakest = Math.min(...candidate.map((l) => l.length));
    if (weakest < MIN_LITERAL) return;
    const bestWeakest = best === null ? 0 : Math.min(...best.map((l) => l.length));
    if (weakest > bestWeakest || (weakest === bestWeakest && best !== null && candidate.length < best.length)) {
      best = candidate;
    }
  };
  // The current run of literal characters, as its variants (a short class such as [çc] multiplies them).
  let run: string[] = [""];
  const endRun = (): void => {
    if ((run[0] as string).length > 0) consider(run);
    run = [""];
  };
  const extend = (chars: readonly string[]): void => {
    if (chars.length === 1) {
      for (let k = 0; k < run.length; k++) run[k] += chars[0] as string;
    } else {
      run = run.flatMap((v) => chars.map((ch) => v + ch));
    }
  };
  let i = from;
  while (i < to) {
    const c = src[i] as string;
    if (c === "(" || c === "[") {
      const next = ends[i] as number;
      if (next < 0 || next > to) return null;
      const q = quantifierAt(src, next);
      let inner: string[] | null = null;
      if (c === "[") {
        // A short list of literal characters ("[çc]", "[ée]") extends the run with each of them.
        const chars = classChars(src.slice(i + 1, next - 1));
        if (chars !== null && !q.optional && run.length * chars.length <= MAX_VARIANTS) {
          extend(chars);
          i = next + q.length;
          if (q.repeats) endRun();
          continue;
        }
      } else {
        // Lookarounds match nothing themselves; other groups' content is part of the match.
        const look = /^\(\?(?:=|!|<=|<!)/.test(src.slice(i, i + 4));
        if (!look) {
          const named = /^\(\?<[A-Za-z_$][\w$]*>/.exec(src.slice(i, i + 64));
          const open = src.startsWith("(?:", i) ? 3 : named !== null ? named[0].length : src[i + 1] === "?" ? -1 : 1;
          if (open > 0) inner = alternation(source, i + open, next - 1);
        }
      }
      endRun();
      i = next + q.length;
      if (!q.optional) consider(inner);
      continue;
    }
    let literal: string | null = null;
    if (c === "\\") {
      const e = src[i + 1];
      if (e === undefined) return null;
      // Escaped ASCII punctuation stands for itself; letters and digits are classes, assertions or references.
      if (/[!-/:-@[-`{-~]/.test(e)) literal = e;
      // \u{...}, \uhhhh, \xhh, \cX, \k<name>, \p{...}, back references and octal escapes: the whole escape, not
      // a literal.
      const m = /^\\(?:u\{[0-9a-fA-F]+\}|u[0-9a-fA-F]{4}|x[0-9a-fA-F]{2}|c[A-Za-z]|k<[^>]*>|[pP]\{[^}]*\}|\d+)/.exec(
        src.slice(i, i + 24),
      );
      i += m === null ? 2 : m[0].length;
    } else {
      i++;
      literal = literalChar(c);
    }
    const q = quantifierAt(src, i);
    i += q.length;
    if (literal === null || q.optional) {
      endRun();
      continue;
    }
    extend([literal]);
    if (q.repeats) endRun();
  }
  endRun();
  return best;
}

const SYNTAX = ".^$*+?()[]{}|\\";

/** Most variants a run may have (a class of n characters multiplies them by n). */
const MAX_VARIANTS = 8;

// A character that stands for itself in a pattern and can be in a literal, lower-cased as the scan folds it:
// printable ASCII other than syntax characters, and the Latin-1 letters À-Þ / à-þ (whose case pairs, under /i,
// are each other and nothing else; ÿ is left out, its capital being outside Latin-1). Otherwise null.
function literalChar(c: string): string | null {
  const code = c.charCodeAt(0);
  if (code >= 65 && code <= 90) return String.fromCharCode(code + 32);
  if (code >= 32 && code <= 126) return SYNTAX.includes(c) ? null : c;
  if (code >= 0xc0 && code <= 0xde && code !== 0xd7) return String.fromCharCode(code + 32);
  if (code >= 0xe0 && code <= 0xfe && code !== 0xf7) return c;
  return null;
}

// The characters of a class body such as "çc" or "ée" when it lists at most 3 literal characters (no ranges,
// escapes or negation), lower-cased and deduplicated; otherwise null.
function classChars(body: string): string[] | null {
  if (body.length === 0 || body.length > 3 || body[0] === "^" || /[-\\[\]]/.test(body)) return null;
  const out: string[] = [];
  for (const ch of body) {
    const lit = literalChar(ch);
    if (lit === null) return null;
    if (!out.includes(lit)) out.push(lit);
  }
  return out;
}

function gateOf(re: RegExp): Int32Array | null {
  let gate = gates.get(re);
  if (gate === undefined) {
    const literals = requiredLiterals(re);
    if (literals === null) {
      gate = null;
    } else {
      gate = new Int32Array(literals.length);
      literals.forEach((lit, k) => {
        let id = literalIds.get(lit);
        if (id === undefined) {
          id = registry.length;
          registry.push(lit);
          literalIds.set(lit, id);
        }
        (gate as Int32Array)[k] = id;
      });
    }
    gates.set(re, gate);
  }
  return gate;
}

/**
 * Registers patterns whose passes may be skipped with a LiteralScan; returns them unchanged. Call at module
 * load, before texts are scanned (a pattern registered later is simply never skipped by earlier scans).
 */
export function gated<T extends RegExp | readonly RegExp[]>(patterns: T): T {
  for (const re of Array.isArray(patterns) ? (patterns as readonly RegExp[]) : [patterns as RegExp]) {
    if (!gates.has(re)) registered.push(re);
    gateOf(re);
  }
  return patterns;
}

/** The patterns registered so far (for tests). */
export function gatedPatterns(): readonly RegExp[] {
  return registered;
}

// Aho-Corasick automaton over the registered literals, on lower-cased characters (ASCII and Latin-1 letters)
// grouped into the classes that occur in some literal (any other character can only send the automaton back to
// its root). Rebuilt when the registry has grown.
interface Automaton {
  literals: number;
  classes: number;
  // Class of each character below U+0100 (upper case as lower case); 0 for characters in no literal.
  classOf: Uint8Array;
  // next[state * classes + class]: the state after reading a character (failure links folded in).
  // (16-bit: half the cache lines of 32-bit entries, and the scan runs right after the NER has filled the cache.)
  next: Uint16Array;
  // Literal ids ending at each state (its own and those of its failure chain): outStart[s] .. outStart[s + 1];
  // emits[s] is 1 when there is any.
  emits: Uint8Array;
  outStart: Int32Array;
  out: Int32Array;
}

let automaton: Automaton | null = null;

function build(): Automaton {
  const classOf = new Uint8Array(256);
  let classes = 1;
  for (const lit of registry) {
    for (let k = 0; k < lit.length; k++) {
      const c = lit.charCodeAt(k);
      if (classOf[c] === 0) {
        classOf[c] = classes;
        // The capitals fold onto the small letters, as the literals are written.
        if ((c >= 97 && c <= 122) || (c >= 0xe0 && c <= 0xfe && c !== 0xf7)) classOf[c - 32] = classes;
        classes++;
      }
    }
  }
  // The trie, in the transition table itself: next[s * classes + c] is the child of s by class c (0 = none) until
  // the breadth-first pass below completes it with the failure transitions. Flat arrays: this runs once, at cold
  // start, before V8 has optimised anything.
  let size = 1;
  for (const lit of registry) size += lit.length;
  const trie = new Int32Array(size * classes);
  const ends: number[][] = [[]];
  let states = 1;
  registry.forEach((lit, id) => {
    let s = 0;
    for (let k = 0; k < lit.length; k++) {
      const at = s * classes + (classOf[lit.charCodeAt(k)] as number);
      let t = trie[at] as number;
      if (t === 0) {
        t = states++;
        trie[at] = t;
        ends.push([]);
      }
      s = t;
    }
    ends[s]?.push(id);
  });
  if (states > 0xffff) throw new Error(`literal automaton: ${states} states do not fit 16-bit transitions`);
  const next = Uint16Array.from(trie.subarray(0, states * classes));
  const fail = new Int32Array(states);
  const outs: number[][] = ends.map((e) => [...e]);
  // Breadth-first, so a state's failure target is complete before the state itself. The root keeps its children
  // and goes back to itself on any other class (its row is already so).
  const queue: number[] = [];
  for (let c = 1; c < classes; c++) if (next[c] !== 0) queue.push(next[c] as number);
  for (let q = 0; q < queue.length; q++) {
    const s = queue[q] as number;
    const f = fail[s] as number;
    outs[s]?.push(...(outs[f] ?? []));
    for (let c = 1; c < classes; c++) {
      const t = next[s * classes + c] as number;
      if (t === 0) {
        next[s * classes + c] = next[f * classes + c] as number;
      } else {
        fail[t] = next[f * classes + c] as number;
        queue.push(t);
      }
    }
  }
  const outStart = new Int32Array(states + 1);
  for (let s = 0; s < states; s++) outStart[s + 1] = (outStart[s] as number) + (outs[s]?.length ?? 0);
  const out = new Int32Array(outStart[states] as number);
  for (let s = 0; s < states; s++) out.set(outs[s] ?? [], outStart[s] as number);
  const emits = Uint8Array.from({ length: states }, (_, st) => ((outs[st]?.length ?? 0) > 0 ? 1 : 0));
  return { literals: registry.length, classes, classOf, next, emits, outStart, out };
}

// Marks in `present` the literals that occur in text. A plain function rather than the constructor's body, so that
// V8 optimises it like any hot function.
function scan(a: Automaton, text: string, present: Uint8Array): void {
  const { classes, classOf, next, emits, outStart, out } = a;
  let s = 0;
  for (let i = 0, n = text.length; i < n; i++) {
    const code = text.charCodeAt(i);
    // Class 0 (a character in no literal) leads every state back to the root: next[s * classes] is 0 for all s, so
    // no branch is needed for it.
    s = next[s * classes + (code < 256 ? (classOf[code] as number) : 0)] as number;
    if (emits[s] === 1) {
      for (let k = outStart[s] as number, e = outStart[s + 1] as number; k < e; k++) present[out[k] as number] = 1;
    }
  }
}

/**
 * Whether `re` may match the text `scan` was made of (or any part of it); true without a scan, so callers that were
 * given none run every pattern.
 */
export function mayMatch(scan: LiteralScan | undefined, re: RegExp): boolean {
  return scan === undefined || scan.mayMatch(re);
}

/** The matches of the global pattern `re` in `text` (execAll), or none when `scan` rules `re` out. */
export function matchesOf(re: RegExp, text: string, scan: LiteralScan | undefined): RegExpExecArray[] {
  return mayMatch(scan, re) ? execAll(re, text) : [];
}

/** Which registered literals a text contains; answers whether a registered pattern may match it. */
export class LiteralScan {
  private readonly present: Uint8Array;
  private readonly known: number;

  constructor(text: string) {
    if (automaton === null || automaton.literals !== registry.length) automaton = build();
    this.known = automaton.literals;
    this.present = new Uint8Array(this.known);
    scan(automaton, text, this.present);
  }

  /** False only when `re` (registered with gated()) cannot match the text or any part of it. */
  mayMatch(re: RegExp): boolean {
    const gate = gates.get(re);
    if (gate === undefined || gate === null) return true;
    for (let k = 0; k < gate.length; k++) {
      const id = gate[k] as number;
      if (id >= this.known || this.present[id] === 1) return true;
    }
    return false;
  }
}
