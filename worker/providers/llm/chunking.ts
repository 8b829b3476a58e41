/**
 * Characters of document text one request can carry: the context window minus the answer, the instructions and a
 * safety margin (our token estimate is approximate; a wrong guess must cost an extra part, not a rejected request).
 */
export function documentCharBudget(options: {
  contextTokens: number;
  maxOutputTokens: number;
  promptChars: number;
}): number {
  const charsPerToken = 3;
  const usableTokens = Math.floor(options.contextTokens * 0.85) - options.maxOutputTokens;
  return Math.max(1000, usableTokens * charsPerToken - options.promptChars);
}

/**
 * Splits text into parts of at most `maxChars`, cutting between paragraphs where possible, else between sentences,
 * else between words, so a clause is rarely cut in half. Parts keep their original text (no re-joining changes).
 */
export function splitForContext(text: string, maxChars: number): string[] {
  if (maxChars < 1) throw new RangeError("maxChars must be positive");
  if (text.length <= maxChars) return [text];
  const parts: string[] = [];
  let rest = text;
  while (rest.length > maxChars) {
    const cut = bestCut(rest, maxChars);
    parts.push(rest.slice(0, cut));
    rest = rest.slice(cut);
  }
  if (rest.trim() !== "") parts.push(rest);
  return parts.filter((p) => p.trim() !== "");
}

function bestCut(text: string, maxChars: number): number {
  const window = text.slice(0, maxChars);
  // Do not accept a cut in the first half: parts that are too small waste requests.
  const floor = Math.floor(maxChars / 2);
  const paragraph = lastMatchEnd(window, /\n\s*\n/g);
  if (paragraph > floor) return paragraph;
  const sentence = lastMatchEnd(window, /[.;:!?]["”»)]?\s+/g);
  if (sentence > floor) return sentence;
  const space = window.lastIndexOf(" ");
  if (space > floor) return space + 1;
  return maxChars;
}

function lastMatchEnd(text: string, pattern: RegExp): number {
  let end = -1;
  for (const m of text.matchAll(pattern)) end = m.index + m[0].length;
  return end;
}

/** Runs `task` over `items` with at most `limit` in flight, keeping the order of results. */
export async function mapLimited<T, R>(items: T[], limit: number, task: (item: T, index: number) => Promise<R>) {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index] as T, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
