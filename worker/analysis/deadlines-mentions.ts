import { parseDate } from "./dates.ts";
import { gated, type LiteralScan, matchesOf } from "./literals.ts";
import { numberWord } from "./text.ts";
import type { DeadlineMention, Language } from "./types.ts";

// Detects deadline mentions only; worker/deadlines/ turns them into due dates with court calendars.

const PT_PERIOD =
  /\b(?:(?:no|dentro\s+do|em\s+igual)\s+)?(?:prazo|per[íi]odo)\s+(?:legal\s+|comum\s+|sucessivo\s+|improrrog[áa]vel\s+|m[áa]ximo\s+|final\s+)?(?:de\s+(?:at[ée]\s+)?)?(\d{1,4}|[a-zçã]+(?:\s+e\s+[a-z]+)?)\s*(?:\(([^)]{1,30})\)\s*)?(dias?|horas?|meses|m[êe]s|anos?)(\s+[úu]teis|\s+corridos)?|\b(?:em|dentro\s+de|ap[óo]s|com\s+anteced[êe]ncia\s+(?:m[íi]nima\s+)?de)\s+(\d{1,4})\s*(?:\(([^)]{1,30})\)\s*)?(dias?|horas?|meses|m[êe]s|anos?)(\s+[úu]teis|\s+corridos)?/gi;
const PT_UNTIL =
  /\b(?:at[ée]|no\s+dia|em)\s+(?:o\s+dia\s+)?(\d{1,2}[/.]\d{1,2}[/.]\d{2,4}|\d{1,2}[º°]?\s+de\s+[a-zç]+\s+de\s+\d{4})/gi;
// Also a bare period counted from a court event: "(b) 30 days after entry of this Order", "14 days after service",
// "final fourteen days after the date mailed"; and the time a party is given ("The Parties shall have thirty (30) days
// after the filing of …").
const EN_PERIOD =
  /\b(?:(?:within|no\s+later\s+than|not\s+later\s+than|no\s+less\s+than|at\s+least|not\s+less\s+than|for\s+a\s+period\s+of|in|effective|after\s+(?:the\s+)?expiration\s+of|expires?|terminates?)\s+|(?:shall|will|to)\s+have\s+|(?=(?:\d{1,4}|[a-z]+(?:-[a-z]+)?(?:\s+\(\d{1,4}\))?)\s+(?:business\s+|calendar\s+|court\s+)?days?\s+(?:after|following)\s+(?:the\s+)?(?:entry|service|filing|issuance|mailing|the\s+date)\b)|(?:beginning|commencing|starting)\s+(?=\d{1,4}\s+(?:business\s+|calendar\s+)?(?:days?|months?)\s+(?:after|following|from)\b))([a-z-]+|\d{1,4})\s*(?:\((\d{1,4})\)\s*)?(business\s+|calendar\s+|court\s+)?(days?|months?|years?|hours?|weeks?)\b(?:['’])?(?:\s+(?:after|of|from|following|before|prior\s+to)\s+([^,.;\n]{3,80}))?/gi;
const EN_UNTIL =
  /\b(?:no\s+later\s+than|not\s+later\s+than|on\s+or\s+before|by|before|until(?:\s+and\s+including)?|to\s+and\s+including|prior\s+to|(?:due\s+and\s+)?payable\s+on|due\s+on|(?:is|are|shall\s+be)\s+due|stayed\s+through|[Dd]ue\s+[Bb]y:)\s+(?:\d{1,2}(?::\d{2})?\s*[ap]\.\s?m\.\s+on\s+)?((?:January|February|March|April|May|June|July|August|September|October|November|December)\s+\d{1,2},?\s+\d{4}|\d{1,2}\/\d{1,2}\/\d{4})/g;
const PT_TRIGGER =
  /^[\s,]*(?:(?:a\s+contar|contados?|contad[ao]s|a\s+partir|ap[óo]s)\s+(?:d[aoe]s?|a|o)\s+|d[aoe]s?\s+(?=intima|cita|publica|tr[âa]nsito|ci[êe]ncia|receb|juntada|notifica|assinatura|entrega|vencimento))([^,.;\n]{3,80})/i;

gated([PT_PERIOD, PT_UNTIL, EN_PERIOD, EN_UNTIL]);

function amount(word: string, paren: string | undefined): number | undefined {
  return (
    numberWord(word) ?? (paren ? (numberWord(paren) ?? Number(paren.replace(/\D/g, "") || Number.NaN)) : undefined)
  );
}

function put(mention: DeadlineMention, qty: number, unitWord: string): void {
  const u = unitWord.toLowerCase();
  if (/^(?:dia|day)/.test(u)) mention.days = qty;
  else if (/^(?:m[êe]s|meses|month)/.test(u)) mention.months = qty;
  else if (/^(?:ano|year)/.test(u)) mention.years = qty;
  else if (/^(?:hora|hour)/.test(u)) mention.hours = qty;
  else if (/^week/.test(u)) mention.days = qty * 7;
}

// "." ";" or a line break: where the sentence around a mention stops.
const isStop = (c: number): boolean => c === 46 || c === 59 || c === 10;

function sentenceAround(text: string, start: number, end: number): string {
  let s = start;
  let e = end;
  while (s > 0 && start - s < 160 && !isStop(text.charCodeAt(s - 1))) s--;
  while (e < text.length && e - end < 160 && !isStop(text.charCodeAt(e))) e++;
  return text.slice(s, e).replace(/\s+/g, " ").trim();
}

/**
 * Deadline mentions. When the text does not say business or calendar days, Portuguese procedural texts default
 * to business days (CPC art. 219) and everything else to calendar days (FRCP 6(a), contracts).
 */
export function findDeadlineMentions(
  text: string,
  language: Language,
  procedural: boolean,
  scan?: LiteralScan,
): DeadlineMention[] {
  const out: DeadlineMention[] = [];
  const defaultUnit = language === "pt" && procedural ? "business" : "calendar";
  // Only the document language's patterns run: each set costs a full pass over the text. Patterns that cannot
  // match it (per `scan`, a LiteralScan of this text) are skipped.
  const all = (re: RegExp): Iterable<RegExpExecArray> => matchesOf(re, text, scan);
  if (language === "pt") collectPt(text, defaultUnit, out, all);
  else collectEn(text, out, all);
  out.sort((a, b) => a.start - b.start);
  return out.filter((d, i) => i === 0 || d.start >= (out[i - 1]?.end ?? 0));
}

type Matches = (re: RegExp) => Iterable<RegExpExecArray>;

function collectPt(text: string, defaultUnit: "business" | "calendar", out: DeadlineMention[], all: Matches): void {
  for (const m of all(PT_PERIOD)) {
    const word = m[1] ?? m[5] ?? "";
    const paren = m[2] ?? m[6];
    const unitWord = m[3] ?? m[7] ?? "";
    const qualifier = (m[4] ?? m[8] ?? "").trim().toLowerCase();
    const qty = amount(word, paren);
    if (qty === undefined || Number.isNaN(qty)) continue;
    const end = m.index + m[0].length;
    const mention: DeadlineMention = { description: "", start: m.index, end };
    put(mention, qty, unitWord);
    if (mention.days !== undefined) {
      mention.unit =
        qualifier.startsWith("ú") || qualifier.startsWith("u")
          ? "business"
          : qualifier === "corridos"
            ? "calendar"
            : defaultUnit;
    }
    const trig = PT_TRIGGER.exec(text.slice(end, end + 120));
    if (trig?.[1]) mention.trigger = trig[1].trim();
    mention.description = sentenceAround(text, m.index, end);
    out.push(mention);
  }
  for (const m of all(PT_UNTIL)) {
    const iso = parseDate(m[1] ?? "", "pt");
    if (!iso) continue;
    if (
      !/\bprazo|\bpagamento|\bpagar|\bentreg|\bcumpr|\bapresent|\bvenc|\bdeposit|\bmanifest/i.test(
        sentenceAround(text, m.index, m.index + m[0].length),
      )
    )
      continue;
    out.push({
      description: sentenceAround(text, m.index, m.index + m[0].length),
      explicitDate: iso,
      start: m.index,
      end: m.index + m[0].length,
    });
  }
}

function collectEn(text: string, out: DeadlineMention[], all: Matches): void {
  for (const m of all(EN_PERIOD)) {
    const qty = amount(m[1] ?? "", m[2]);
    if (qty === undefined || Number.isNaN(qty)) continue;
    const end = m.index + m[0].length;
    const mention: DeadlineMention = { description: sentenceAround(text, m.index, end), start: m.index, end };
    put(mention, qty, m[4] ?? "");
    if (mention.days !== undefined) {
      const q = (m[3] ?? "").trim().toLowerCase();
      mention.unit = q === "business" || q === "court" ? "business" : "calendar";
    }
    if (m[5]) mention.trigger = m[5].trim();
    out.push(mention);
  }
  for (const m of all(EN_UNTIL)) {
    const iso = parseDate(m[1] ?? "", "en");
    if (!iso) continue;
    out.push({
      description: sentenceAround(text, m.index, m.index + m[0].length),
      explicitDate: iso,
      start: m.index,
      end: m.index + m[0].length,
    });
  }
}
