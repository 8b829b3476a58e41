const ALPHABET = "0123456789abcdefghijklmnopqrstuvwxyz";

/** A random id with a readable prefix, e.g. `doc_4k2j…` (STYLE.md: ids carry their table's prefix). */
export function newId(
  prefix: "usr" | "ses" | "tok" | "doc" | "fbk" | "case" | "dl" | "sub" | "pay" | "aud" | "mail" | "ccd" | "lai",
): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  let out = "";
  for (const b of bytes) out += ALPHABET[b % 36];
  return `${prefix}_${out}`;
}

/** A URL-safe random token of 32 bytes (for e-mail links). */
export function randomToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return base64Url(bytes);
}

export function base64Url(bytes: Uint8Array): string {
  let bin = "";
  for (const b of bytes) bin += String.fromCharCode(b);
  return btoa(bin).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

export async function sha256Hex(input: string | ArrayBuffer | Uint8Array): Promise<string> {
  const data = typeof input === "string" ? new TextEncoder().encode(input) : input;
  const digest = await crypto.subtle.digest("SHA-256", data);
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
}
