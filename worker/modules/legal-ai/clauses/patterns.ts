// What the clause library recognises in the user's specific terms to fill its blanks.

/** The parties fill these blanks, in order. */
export const PARTY_KEYS = { pt: ["PARTE_1", "PARTE_2"], en: ["PARTY_1", "PARTY_2"] } as const;
export const DAYS = /(\d{1,4})\s*(?:\(\w+\)\s*)?(?:dias|days)\b/i;
const MONTHS_OR_YEARS = /(\d{1,3})\s*(?:\(\w+\)\s*)?(meses|m[eê]s|months?|anos?|years?)\b/i;
/** A duration in months; "5 anos" / "2 years" count as 60 / 24, since the clauses state their periods in months. */
export function MONTHS(term: string): string | undefined {
  const m = MONTHS_OR_YEARS.exec(term);
  if (!m?.[1] || !m[2]) return undefined;
  return /^(?:anos?|years?)$/i.test(m[2]) ? String(Number(m[1]) * 12) : m[1];
}
export const PERCENT = /(\d{1,3}(?:[.,]\d{1,2})?)\s*%/;
export const MONEY = /((?:R\$|US\$|\$)\s?\d[\d.,]*)/;
export const PLACE =
  /(?:foro|comarca|county|city|cidade|sede em|seated in|courts? of)\s+(?:de\s+|da\s+|do\s+|of\s+)?([A-ZÀ-Ý][\wÀ-ú.' -]{2,40})/;
export const STATE = /(?:state of|estado de|estado da|estado do|law of|lei de|leis de)\s+([A-Z][\w ]{2,30})/i;
