// Repairs of recognised text that typed text never needs (docs/decisions/031-heldout-through-extraction.md).

// Portuguese ordinals before a feminine court or division noun are "ª"; OCR reads the small raised "a" as "º",
// "°" or "o" ("3º VARA FEDERAL"). The noun decides, so a typed "3º Juizado" is left alone.
const FEMININE_ORDINAL =
  /(\d)[º°o](?=\s+(?:vara|turma|c[âa]mara|regi[ãa]o|se[çc][ãa]o|subse[çc][ãa]o|zona|circunscri[çc][ãa]o)\b)/giu;

export function repairOcrText(text: string): string {
  return text.replace(FEMININE_ORDINAL, "$1ª");
}
