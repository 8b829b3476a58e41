import { US_STATES } from "./gazetteers/courts.ts";

// The names in one side of a US caption, split where the caption lists several parties and cleared of what only
// describes them: a legal form rejoined to its name, an officer's title, a degree, a state, a description, and who
// acts for a party (decision 025, sixth and eighth rounds).

const LEGAL_FORM_PIECE =
  /^(?:Inc|INC|Incorporated|INCORPORATED|LLC|L\.L\.C|Corp|CORP|Co|CO|Ltd|LTD|L\.P|LP|LLP|LLLP|N\.A|PLLC|P\.L\.L\.C|P\.C|P\.A|S\.C|L\.C|PLC|A\.P\.C|Local\s+\d+|LOCAL\s+\d+)\.?$/;
// A capacity alone after a name ("LATISHA BRUMMETT, Employee, Plaintiff", "DEREK LANDRY,\nOfficer,", "…, INC.,
// Employer; and … CO., Carrier", "PEDRO MARTINEZ, Chief Executive Officer") says what the party is; it names no one.
const CAPACITY_WORD =
  /^(?:(?:Police|Correctional)\s+)?(?:Employee|Employer|Carrier|Insurer|Agency|Claimant|Officer|Deputy|Sergeant|Detective|Trooper|Lieutenant|Captain|Nurse|Appellants?|Appellees?|Plaintiffs?|Defendants?|Petitioners?|Respondents?|Chief\s+(?:\w+\s+){0,2}Officer|(?:Vice\s+)?President|Chair(?:man|woman|person)?|Treasurer|Trustee|Executor|Executrix|Administratrix|Guardian(?:\s+ad\s+Litem)?|Personal\s+Representative)$/i;
const OFFICE_TITLE =
  /^(?:Acting\s+)?(?:Warden|Sheriff|Secretary|Commissioner|Director|Superintendent|Administrator|Attorney\s+General|Chief\s+of\s+Police|Mayor|Governor|Receiver)\b/i;
const REPRESENTED_BY = /^(?:by\s+and\s+through|by|through)\s+(?:(?:its|his|her|their)\b|next\s+friend|guardian)/;
const NAME_SUFFIX =
  /^(?:D\.?D\.?S|D\.?M\.?D|M\.?D|D\.?O|Ph\.?D|J\.?D|R\.?N|P\.?E|D\.?V\.?M|CPA|Esq|Jr|Sr|II|III|IV)\.?$/i;
const PERSON_NAME = /^\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}\.)?\s+\p{Lu}[\p{L}'’-]+$/u;
const STATE_NAME = new RegExp(`^(?:${Object.values(US_STATES).join("|")})$`, "i");
// "X, INC. f/k/a Y CORP.", "X d/b/a Y", "X a/k/a Y": the name after the marker is another name of the same party;
// after "a/s/o" (an insurer suing as subrogee) it is the insured's, who is no party.
const ALIAS =
  /\s+(?:[afn]\/k\/a|d\/b\/a|s\/h\/a|[AFN]\/K\/A|D\/B\/A|(?:formerly|also|now)\s+known\s+as|doing\s+business\s+as|sued\s+(?:herein\s+)?as|a\/s\/o|A\/S\/O|as\s+subrogee\s+of)\s.*$/;
// "VIN 1FTEW…", "Serial No. …", "Account No. …": an identifier describing the property before it, not a name.
const IDENTIFIER = /^(?:VIN|Serial|Hull|Tail|Account|Acct|Parcel|APN|Registration|Reg|Policy|Loan)\b/i;

/** "X, MONROE COUNTY, and OFFICER Y, in his individual capacity" → X, MONROE COUNTY, OFFICER Y (forms rejoined). */
export function captionPieces(chunk: string): string[] {
  const out: string[] = [];
  for (const part of chunk.split(/;\s*/)) {
    // "ESTATE OF WALTER P. KRUGER, by and through its Administratrix, HELGA KRUGER": who acts for a party is none.
    let representative = false;
    let described = false;
    let alias = false;
    let office = false;
    const pieces = part.split(/(,\s+|,?\s+and\s+(?=[A-Z]))/);
    for (let i = 0; i < pieces.length; i += 2) {
      const raw = pieces[i] ?? "";
      // "in his official capacity as Secretary of Health and Human Services": an "and" without a comma inside a
      // description joins the words of the office, not another party.
      if (described && i > 0 && !(pieces[i - 1] ?? "").includes(",")) continue;
      const whole = raw
        .replace(/^and\s+/, "")
        .replace(/[,;]+$/, "")
        .trim();
      const seg = whole.replace(ALIAS, "").trim();
      const wasAlias = alias;
      const wasOffice = office;
      office = false;
      // The alias runs to the next comma: a legal form there is the alias's ("d/b/a Y, LLC"), not a new party.
      alias = seg !== whole;
      if (!seg) continue;
      const wasDescribed = described;
      described = false;
      if (LEGAL_FORM_PIECE.test(seg.replace(/\s+/g, " "))) {
        // "…, derivatively on behalf of NIGHTJAR MOBILITY, INC.": the form is the described company's.
        if (out.length && !wasDescribed && !representative && !wasAlias) out[out.length - 1] += `, ${seg}`;
      }
      // "…, as Trustee of the X Trust dated March 3, 2016": a piece without a word ends no name; nor does an
      // identifier describing the property named before it ("ONE 2021 FORD F-150, VIN 1FTEW…").
      // A minor's initials ("…, as next friend of her minor son, J.G.") do name a party.
      else if (!/\p{L}/u.test(seg) || /^[#\d]/.test(seg) || (out.length && IDENTIFIER.test(seg))) continue;
      // "GRADY PERRY, Warden": an officer's title after the name says in what capacity the officer is sued; the
      // comma piece after it ("Warden, Southeast Correctional Center") is the office's institution, not a party.
      else if (out.length && OFFICE_TITLE.test(seg)) {
        // "CHIEF OF POLICE JANE ROE": a title before a name leaves the name.
        const rest = seg.replace(OFFICE_TITLE, "").trim();
        if (rest && !/^(?:of|for|at|in)\b/i.test(rest) && !representative) out.push(rest);
        else office = true;
      } else if (wasOffice && !/^and\s/.test(raw.trim()) && !/^[a-z]/.test(seg)) continue;
      else if (out.length && CAPACITY_WORD.test(seg)) continue;
      // "STEVEN ABRAMS, D.D.S.", "JOHN ROE, JR.": a degree or a generation after a name is part of no other name.
      else if (out.length && NAME_SUFFIX.test(seg.replace(/\s+/g, ""))) continue;
      // "OTTER TAIL COUNTY, MINNESOTA": the state says where the party before it is.
      else if (out.length && STATE_NAME.test(seg.replace(/\s+/g, " "))) continue;
      // A description ("in his individual capacity", "as Trustee of the…", "a municipal corporation") ends a name.
      else if (/^[a-z]/.test(seg)) {
        described = true;
        if (REPRESENTED_BY.test(seg)) representative = true;
      } else if (!representative) out.push(seg);
    }
  }
  // "Lorenzo and Teresa Villanueva": a given name alone before another person's name shares that person's surname.
  for (let i = 0; i + 1 < out.length; i++) {
    const next = (out[i + 1] ?? "").trim();
    if (/^\p{Lu}[\p{Ll}'’-]+$/u.test(out[i] ?? "") && PERSON_NAME.test(next))
      out[i] = `${out[i]} ${next.split(/\s+/).pop()}`;
  }
  // "HOLLIS J. MARCHETTI & GWENDOLYN R. MARCHETTI": two people; "ALLEGHENY TOOL & DIE WORKS, INC." stays one name.
  // A capitalised "AND" joins two people only when both are plainly people (a middle initial each, or one surname:
  // spouses petitioning together), since "TOOL AND DIE WORKS" or "SMITH AND JONES" may name one firm.
  return out.flatMap((name) => {
    const parts = name.split(/\s+&\s+/);
    if (parts.length > 1 && !/,/.test(name) && parts.every((n) => PERSON_NAME.test(n.trim()))) return parts;
    const pair = name.split(/\s+(?:AND|And)\s+/);
    const [a = "", b = ""] = pair.map((n) => n.trim());
    const initial = (n: string) => /\s\p{Lu}\.\s/u.test(n);
    const surname = (n: string) => n.split(/\s+/).pop()?.toLowerCase();
    return pair.length === 2 &&
      PERSON_NAME.test(a) &&
      PERSON_NAME.test(b) &&
      ((initial(a) && initial(b)) || surname(a) === surname(b))
      ? [a, b]
      : [name];
  });
}
