import { ORG_WORDS, roleOf } from "./parties-resolve.ts";
import type { Party, PartyRole } from "./types.ts";

// The parties a case-title line names when a US document has no caption (decision 025); split from
// parties-resolve.ts by job.

// A case title on a line of its own, as a minute order, a tentative ruling or a letter gives it:
// "Title  Solana Beach Apparel Co. v. Pacific Rim Knitting Mills, Ltd.", "Re: X v. Y, No. 1:24-cv-05512", "Title:
// Nakamura v. Bayshore Solar Installers, Inc." (a person by the surname alone).
const TITLE_LINE =
  /^[ \t]*(?:(?:Title|Re|RE|Case\s+Name)[ \t]*:?[ \t]+)?((?:\p{Lu}[\p{L}.'&-]*,?\s){0,7}?(?:\p{Lu}[\p{L}.'&-]*)(?:,\s(?:Inc|LLC|Ltd|Corp|Co|P\.[AC])\.?)?)\s+v\.\s+((?:\p{Lu}[\p{L}.'&-]*,?\s){0,7}?\p{Lu}[\p{L}.'&-]*(?:,\s(?:Inc|LLC|Ltd|Corp|Co|P\.[AC])\.?)?)(?:,?\s+et\s+al\.|,\s+(?:No\.|Case\b).*)?,?[ \t]*$/mu;

// New York's appellate title: "Priyanka Sethuraman, respondent,\nv Brookhaven Marina Holdings, LLC, appellant."
const SIDE = String.raw`(\p{Lu}[^\n,]*(?:,\s*(?:Inc|LLC|Ltd|Corp|Co|P\.[AC]|L\.P)\.?)?)(?:,\s*et\s+al\.)?,\s+(plaintiffs?|defendants?|petitioners?|respondents?|appellants?|appellees?)(?:[-–]\p{L}+)*`;
const NY_TITLE = new RegExp(String.raw`^[ \t]*${SIDE},?[ \t]*\n[ \t]*v\.?[ \t]+${SIDE}[.,]?[ \t]*$`, "mu");

function nyTitleParties(text: string): Party[] {
  const m = NY_TITLE.exec(text.slice(0, 2500));
  if (!m?.[1] || !m[2] || !m[3] || !m[4]) return [];
  const at1 = m.index + m[0].indexOf(m[1]);
  const at2 = m.index + m[0].lastIndexOf(m[3]);
  return [
    {
      name: m[1],
      role: roleOf(m[2]),
      entityType: ORG_WORDS.test(m[1]) ? "ORGANIZATION" : "PERSON",
      start: at1,
      end: at1 + m[1].length,
    },
    {
      name: m[3],
      role: roleOf(m[4]),
      entityType: ORG_WORDS.test(m[3]) ? "ORGANIZATION" : "PERSON",
      start: at2,
      end: at2 + m[3].length,
    },
  ];
}

/** The parties a case-title line names, when the document has no caption. */
export function titleLineParties(text: string): Party[] {
  const ny = nyTitleParties(text);
  if (ny.length) return ny;
  const m = TITLE_LINE.exec(text.slice(0, 1500));
  if (!m?.[1] || !m[2]) return [];
  const first = m[1].replace(/[,\s]+$/, "");
  const second = m[2].replace(/[,\s]+$/, "");
  const at1 = m.index + m[0].indexOf(first);
  const at2 = m.index + m[0].lastIndexOf(second);
  const party = (name: string, role: PartyRole, start: number): Party => ({
    name,
    role,
    entityType: ORG_WORDS.test(name) ? "ORGANIZATION" : "PERSON",
    start,
    end: start + name.length,
  });
  return [party(first, "plaintiff", at1), party(second, "defendant", at2)];
}
