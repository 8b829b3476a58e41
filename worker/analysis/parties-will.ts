import { foldKey } from "./entities/refine.ts";
import { splitSentences } from "./text.ts";
import type { Entity, Language, Party, PartyRole } from "./types.ts";

// A will's roles, sentence by sentence: who makes it, who inherits the estate or its residue, who receives a
// bequest, who executes it. Witnesses' and the notary's sentences name no party.
const WILL_ROLES: [RegExp, PartyRole, PartyRole][] = [
  // A public will names its maker by what the notary records: "compareceu o Sr. X, …, que declarou as suas
  // disposições de última vontade".
  // A Scottish or English will opens "THIS IS THE LAST WILL of me X".
  [
    /\btestador[a]?\b|\bI,\s|\bwill\s+of\s+me\b|\bdisposi[çc][õo]es\s+de\s+[úu]ltima\s+vontade\b/i,
    "testator",
    "testador",
  ],
  [
    /\bherdeir|\bheirs?\b|\bresidue\b|\bresiduary\s+estate\b|\bremainder\s+of\s+my\s+estate|\brest\s+and\s+residue|\brest\s+of\s+my\s+(?:property|estate)\b/i,
    "heir",
    "herdeiro",
  ],
  [
    /\blegat[áa]ri|\blegado\b|\bI\s+(?:give|leave|forgive)\b|\bbequeath|\bshall\s+(?:pass|go)\s+to\b|\bdistribute\b|\b(?:deix[oa]|leg[oa])\s+(?:para|a|ao|aos|[àa]s?)(?=\s)/i,
    "legatee",
    "legatário",
  ],
  [/\btestamenteir|\bexecutors?\b|\bexecutrix\b|\bpersonal\s+representatives?\b/i, "executor", "testamenteiro"],
];
// Whom the testator names by a tie that is not a gift: a late spouse ("viúva de AUGUSTO …", "my late brother, X"), a
// parent, a beneficiary's parent or spouse ("for my grandson, Y, …; his father, X, shall have no control").
// Both parents of a legatee are named by that tie: "BEATRIZ …, filha de Ana Lúcia e de seu genro Eduardo Mattos".
const NAMED_BY_TIE =
  /\b(?:[Vv]i[úu]v[oa]|[Ee]x-?c[ôo]njuge|[Ee]x-?esposa|[Ee]x-?marido|[Cc]asad[oa]\s+com|[Ff]ilh[oa]\s+de|[Ff]alecid[oa])\s+(?:d[eoa]\s+)?(?:(?:Sr|Sra|Dr|Dra)\.?\s+)?(?:\p{Lu}[\p{Ll}'’]+\s+){0,2}$|\bmy\s+late\s+\p{L}+(?:-in-law)?,?\s+$|\b[Ff]ilh[oa]\s+de\s+[^,;.\n]{2,60}\be\s+de\s+(?:seu|sua)\s+\p{Ll}+\s+$|\b(?:his|her|their)\s+(?:father|mother|husband|wife|spouse)\b,?\s+$/u;
// An institution a will qualifies by its CNPJ is an organisation even without a legal form in its name
// ("Deixa ao LAR DOS IDOSOS SÃO VICENTE DE PAULO, inscrito no CNPJ sob o nº …").
const QUALIFIED_INSTITUTION =
  /\b(\p{Lu}{2,}(?:\s+(?:D[AEO]S?|E|\p{Lu}{2,}))+),\s+(?:inscrit[oa]\s+no\s+|com\s+)?CNPJ\b/gu;
const NOT_A_PARTY_SENTENCE = /\btestemunha|\bwitness|\btabeli[ãa]o|\blavrei\b/i;
// The notary's opening names the testator in the same sentence as the witnesses who attest it.
const DECLARES_TESTATOR =
  /\bcomo\s+testador[a]?\b|\bcompareceu\b[^.]{0,80}\btestador|\bcompareceu\b[^;]{0,600}\bdisposi[çc][õo]es\s+de\s+[úu]ltima\s+vontade\b/i;
const GIVEN_TO = /(?<!\p{L})(?:a|ao|[àa]|aos|[àa]s|para)\s+(?:\p{Ll}+\s+){0,3}$/iu;
// In English the same: "I give $5,000 to the X Society", "to my church, X", "to the Trustee then acting under the X
// Trust"; not the company whose shares are given, the bank that holds the account, the insurer of the car, the
// lessee of a lease given ("my royalty under the lease to X Resources, Inc., to my son").
const GIVEN_TO_EN =
  /(?<!\b(?:subject|lease|leased|sold|owed|loaned|lent|payable|debt|assigned|mortgaged|pledged|issued|added)\s+)\bto\s+(?:(?:the|my|our)\s+)?(?:[\p{Ll}'’-]+,?\s+){0,3}$|\btrustees?\s+(?:then\s+)?(?:acting\s+)?(?:under|of)\s+(?:the\s+)?$/iu;
// The trustee of a trust that receives a gift holds it for that trust, which is the legatee: "to the Trustee then
// acting under the X Trust dated …, of which Y Trust Company is trustee", "to Y Bank, as trustee of the X Trust".
const AS_TRUSTEE = /^,?\s+(?:is|as|serves\s+as)\s+(?:the\s+)?(?:(?:successor|sole|current|acting)\s+)?trustee\b/i;
// A codicil's revocation names whom the earlier gift or appointment named: "I revoke Article Third, by which I gave
// my cottage to X, and I give that cottage instead to Y", "I revoke the appointment of X …, and I nominate Y". The
// names before the new gift or appointment take no role; a sentence that only revokes gives none.
const REVOKES = /\brevoke[sd]?\b/i;
const NEW_DISPOSITION = /\band\s+I\s+(?:instead\s+)?(?:give|nominate|appoint|devise|bequeath|leave|name)\b/gi;
// A person the gift's sentence names as where or with whom the thing is held, or in whose memory it is given, is no
// recipient: "held in my account at Edward Jones", "which I own with my brother, X", "in memory of my teacher, Y".
// "by" is no such word: the debtor whose debt is forgiven ("owed to me by my nephew, Z") and the one who is to care
// for a pet ("cared for by my neighbor, W, and I give her …") are given to.
const NOT_GIVEN_TO_EN =
  /\b(?:at|with|from|through|in\s+(?:memory|hono(?:u)?r)\s+of)\s+(?:(?:my|its|his|her|their)\s+[\p{Ll}-]+,?\s+)?(?:(?:dr|mr|mrs|ms|rev)\.\s+)?$/u;
// "my John Deere tractor": a name between "my" and a common noun names a make, not a person.
const MAKE_OF_THING = /\bmy\s+$/;
// An English executor is named where the will appoints: "I appoint X as Executor", "X shall serve as executor";
// "My physician, Dr. Y, … be available to my Personal Representative" appoints no one.
const APPOINTS_EN = /\b(?:appoint|nominate|name|designate|serve|act|choose|want|wish)s?\b|\bto\s+be\s+(?:my|the)\b/i;
// The notary who records the will is named by the office in the same sentence ("perante mim, Tabeliã Substituta").
const NOTARY = /^(?:tabeli|escrevente|oficial|not[áa]ri)/i;

export function willParties(text: string, entities: Entity[], language: Language): Party[] {
  const out: Party[] = [];
  // Names are looked up in each sentence by value: the entity list keeps one mention of each name.
  const names = [...new Set(entities.filter((e) => e.type === "PERSON" && !NOTARY.test(e.value)).map((e) => e.value))];
  // A charity or a foundation receives legacies too.
  const orgs = new Set(entities.filter((e) => e.type === "ORGANIZATION").map((e) => e.value));
  const listed = new Set([...names, ...orgs].map(foldKey));
  for (const m of text.matchAll(QUALIFIED_INSTITUTION)) if (m[1] && !listed.has(foldKey(m[1]))) orgs.add(m[1]);
  const fold = (a: number, b: number) => foldKey(text.slice(a, b));
  for (const s of splitSentences(text)) {
    const sentence = text.slice(s.start, s.end);
    const declares = DECLARES_TESTATOR.test(sentence);
    if (NOT_A_PARTY_SENTENCE.test(sentence) && !declares) continue;
    const lower = fold(s.start, s.end);
    const all = [...names, ...orgs]
      .map((value) => ({ value, at: lower.indexOf(foldKey(value)), org: orgs.has(value) }))
      .filter((n) => n.at >= 0 && !NAMED_BY_TIE.test(sentence.slice(Math.max(0, n.at - 40), n.at)))
      .sort((a, b) => a.at - b.at);
    // The new disposition of a revoking sentence starts after its last "and I give"; with none, nothing is given.
    let revokedUpTo = -1;
    if (REVOKES.test(sentence) && !declares) {
      revokedUpTo = lower.length;
      for (const d of lower.matchAll(NEW_DISPOSITION)) revokedUpTo = d.index;
    }
    const inside = all.filter((n) => !n.org);
    if (!all.length) continue;
    for (const [cue, en, pt] of WILL_ROLES) {
      if (!cue.test(sentence)) continue;
      const role = language === "pt" ? pt : en;
      const testator = role === "testator" || role === "testador";
      if (declares && !testator) continue;
      // The testator is the first name of the sentence that declares the will; the other roles take every name,
      // and a legacy may go to an organisation.
      // An organisation receives a legacy when the sentence gives to it ("Lega à Santa Casa …"), not when it only
      // names what is given ("as cotas que possui na sociedade Ferretti Comércio … Ltda.").
      const recipient = (n: { at: number; org: boolean; value: string }) => {
        const before = lower.slice(Math.max(0, n.at - 40), n.at);
        const given = n.org
          ? (language === "pt" ? GIVEN_TO : GIVEN_TO_EN).test(before)
          : language === "pt" ||
            !(
              NOT_GIVEN_TO_EN.test(before) ||
              (MAKE_OF_THING.test(before) && /^\s+(?!(?:and|or)\b)[a-z]/.test(sentence.slice(n.at + n.value.length)))
            );
        const end = n.at + foldKey(n.value).length;
        return given && !AS_TRUSTEE.test(lower.slice(end, end + 40));
      };
      const targets = (
        testator
          ? inside.slice(0, 1)
          : role === "legatee" || role === "legatário"
            ? all.filter(recipient)
            : role === "heir"
              ? // In English the residue may go to an organisation too ("and otherwise to X Hospital").
                language === "pt"
                ? inside
                : all.filter(recipient)
              : role === "executor" && !APPOINTS_EN.test(sentence)
                ? []
                : inside
      ).filter((n) => testator || n.at >= revokedUpTo);
      for (const n of targets)
        out.push({
          name: n.value,
          role,
          entityType: n.org ? "ORGANIZATION" : "PERSON",
          start: s.start + n.at,
          end: s.start + n.at + n.value.length,
        });
      if (role === "heir" || role === "herdeiro") break;
    }
  }
  const testators = new Set(
    out.filter((p) => p.role === "testator" || p.role === "testador").map((p) => foldKey(p.name)),
  );
  return out.filter((p) => p.role === "testator" || p.role === "testador" || !testators.has(foldKey(p.name)));
}
