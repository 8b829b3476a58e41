// Check-digit validators. An identifier is only reported when its check digits hold: that is how OCR errors and
// invented numbers are kept out of the entity list (shared/domain/ENTITIES.md).

const digitsOnly = (s: string): string => s.replace(/\D/g, "");

/** CNJ unified process number NNNNNNN-DD.AAAA.J.TR.OOOO (Res. CNJ 65/2008): N AAAA J TR OOOO DD mod 97 == 1. */
export function isValidCnj(value: string): boolean {
  const d = digitsOnly(value);
  if (d.length !== 20) return false;
  const reordered = d.slice(0, 7) + d.slice(9) + d.slice(7, 9);
  // Chunked mod 97 avoids BigInt on a 20-digit number.
  let r = 0;
  for (let i = 0; i < reordered.length; i++) r = (r * 10 + (reordered.charCodeAt(i) - 48)) % 97;
  if (r !== 1) return false;
  const segment = Number(d[13]);
  return segment >= 1 && segment <= 9;
}

/** CPF: mod 11 with weights 10..2 then 11..2; remainder under 2 gives 0; all-equal digits are invalid. */
export function isValidCpf(value: string): boolean {
  const d = digitsOnly(value);
  if (d.length !== 11 || /^(\d)\1{10}$/.test(d)) return false;
  for (const len of [9, 10]) {
    let sum = 0;
    for (let i = 0; i < len; i++) sum += (d.charCodeAt(i) - 48) * (len + 1 - i);
    const r = sum % 11;
    const check = r < 2 ? 0 : 11 - r;
    if (check !== d.charCodeAt(len) - 48) return false;
  }
  return true;
}

/** Strips CNPJ punctuation, keeping letters (alphanumeric CNPJ from July 2026). */
export function cnpjChars(value: string): string {
  return value.toUpperCase().replace(/[^0-9A-Z]/g, "");
}

const CNPJ_W1 = [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
const CNPJ_W2 = [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];

/** CNPJ, numeric or alphanumeric: each of the first 12 characters is worth ASCII − 48; check digits mod 11. */
export function isValidCnpj(value: string): boolean {
  const c = cnpjChars(value);
  if (!/^[0-9A-Z]{12}\d{2}$/.test(c) || /^(\d)\1{13}$/.test(c)) return false;
  for (const weights of [CNPJ_W1, CNPJ_W2]) {
    let sum = 0;
    for (let i = 0; i < weights.length; i++) sum += (c.charCodeAt(i) - 48) * (weights[i] ?? 0);
    const r = sum % 11;
    const check = r < 2 ? 0 : 11 - r;
    if (check !== c.charCodeAt(weights.length) - 48) return false;
  }
  return true;
}

export const UFS = [
  "AC",
  "AL",
  "AP",
  "AM",
  "BA",
  "CE",
  "DF",
  "ES",
  "GO",
  "MA",
  "MT",
  "MS",
  "MG",
  "PA",
  "PB",
  "PR",
  "PE",
  "PI",
  "RJ",
  "RN",
  "RS",
  "RO",
  "RR",
  "SC",
  "SP",
  "SE",
  "TO",
] as const;
const UF_SET = new Set<string>(UFS);

export function isUf(s: string): boolean {
  return UF_SET.has(s.toUpperCase());
}

/** OAB registration: a section (one of the 27 UFs) and a number of up to 6 digits, optional suffix letter. */
export function isValidOab(uf: string, number: string): boolean {
  const n = digitsOnly(number);
  return isUf(uf) && n.length >= 1 && n.length <= 6 && Number(n) > 0;
}

// IRS campus prefixes in use; other two-digit prefixes have never been assigned.
const EIN_PREFIXES = new Set([
  "01",
  "02",
  "03",
  "04",
  "05",
  "06",
  "10",
  "11",
  "12",
  "13",
  "14",
  "15",
  "16",
  "20",
  "21",
  "22",
  "23",
  "24",
  "25",
  "26",
  "27",
  "30",
  "31",
  "32",
  "33",
  "34",
  "35",
  "36",
  "37",
  "38",
  "39",
  "40",
  "41",
  "42",
  "43",
  "44",
  "45",
  "46",
  "47",
  "48",
  "50",
  "51",
  "52",
  "53",
  "54",
  "55",
  "56",
  "57",
  "58",
  "59",
  "60",
  "61",
  "62",
  "63",
  "64",
  "65",
  "66",
  "67",
  "68",
  "71",
  "72",
  "73",
  "74",
  "75",
  "76",
  "77",
  "80",
  "81",
  "82",
  "83",
  "84",
  "85",
  "86",
  "87",
  "88",
  "90",
  "91",
  "92",
  "93",
  "94",
  "95",
  "98",
  "99",
]);

/** EIN NN-NNNNNNN: no check digit exists, so only the assigned IRS prefix is checked. */
export function isValidEin(value: string): boolean {
  const d = digitsOnly(value);
  return d.length === 9 && EIN_PREFIXES.has(d.slice(0, 2)) && d.slice(2) !== "0000000";
}

/** SSN AAA-GG-SSSS: area not 000, 666 or 9xx; group not 00; serial not 0000 (SSA rules). */
export function isValidSsn(value: string): boolean {
  const d = digitsOnly(value);
  if (d.length !== 9) return false;
  const area = d.slice(0, 3);
  return area !== "000" && area !== "666" && area[0] !== "9" && d.slice(3, 5) !== "00" && d.slice(5) !== "0000";
}

export function maskSsn(value: string): string {
  return `***-**-${digitsOnly(value).slice(5)}`;
}

export { digitsOnly };
