import type { DocumentType } from "./types.ts";

// An instrument's title names what it is: "INSTRUMENTO PARTICULAR DE CONFISSÃO DE DÍVIDA", "ESCRITURA PÚBLICA DE
// COMPRA E VENDA", "SECURED PROMISSORY NOTE". Such instruments may carry few of the cue phrases the classifier
// counts (no "contratante", no "agreement"), and the ones between partners carry many corporate words (quotas,
// acionistas, capital social). A title that names the instrument therefore decides its type.
//
// Corporate acts are the company's own (its contrato social and each alteração, its constitution and its distrato social
// that dissolves it, bylaws, minutes,
// resolutions, an LLC's operating agreement); contracts between partners about their holdings (acordo de
// acionistas, cessão de quotas, assignment of membership interests) are contracts.

const TITLE_ZONE = 1200;
const TITLE_LINES = 10;
const MAX_TITLE_LENGTH = 160;

// Up to two leading words, an ordinal or a qualifier ("DÉCIMA SEGUNDA ALTERAÇÃO", "PRIMEIRO TERMO ADITIVO"), never
// a preposition: "REVISIONAL DE LOCAÇÃO" and "AÇÃO DE COBRANÇA" name a lawsuit.
const LEAD_PT = String.raw`^(?:(?!(?:de|d[oa]s?|em|[aàe])\s)[\p{L}º°ª]+\s+){0,2}`;

const PT_CORPORATE = new RegExp(
  `${LEAD_PT}(?:altera[çc][ãa]o\\s+(?:do\\s+)?contrat(?:o\\s+social|ual)|consolida[çc][ãa]o\\s+do\\s+contrato\\s+social|contrato\\s+social|(?:instrumento\\s+particular\\s+de\\s+)?constitui[çc][ãa]o\\s+de\\s+(?:sociedade|empresa)|estatuto\\s+social|ata\\s+d[aoe]s?\\s+(?:assembleia|reuni[ãa]o)|(?:instrumento\\s+particular\\s+de\\s+)?distrato\\s+social)`,
  "iu",
);

// The kinds of bilateral instrument a Brazilian lawyer names in a title, after an optional form
// ("INSTRUMENTO PARTICULAR DE", "ESCRITURA PÚBLICA DE", "TERMO DE", "CONTRATO DE").
const PT_KINDS = [
  String.raw`(?:promessa|compromisso)\s+de\s+compra\s+e\s+venda`,
  String.raw`compra\s+e\s+venda`,
  "doa[çc][ãa]o",
  "permuta",
  String.raw`da[çc][ãa]o\s+em\s+pagamento`,
  String.raw`cess[ãa]o\b`,
  String.raw`confiss[ãa]o\s+de\s+d[íi]vida`,
  "distrato",
  "(?:sub)?loca[çc][ãa]o",
  "comodato",
  "m[úu]tuo",
  "fian[çc]a",
  "hipoteca",
  String.raw`aliena[çc][ãa]o\s+fiduci[áa]ria`,
  "arrendamento",
  "parceria",
  "empreitada",
  String.raw`presta[çc][ãa]o\s+de\s+servi[çc]os`,
  // A transação penal is agreed before a criminal court and recorded by it.
  String.raw`transa[çc][ãa]o(?!\s+penal)`,
  String.raw`acordo\s+extrajudicial`,
  String.raw`compromisso\s+de\s+est[áa]gio`,
  String.raw`acordo\s+de\s+(?:acionistas|quotistas|s[óo]cios|confidencialidade|n[ãa]o\s+divulga[çc][ãa]o)`,
  String.raw`(?:termo\s+)?aditivo`,
  String.raw`nota\s+promiss[óo]ria`,
  // A bank's credit note is the loan's instrument (Lei nº 10.931/2004): "CÉDULA DE CRÉDITO BANCÁRIO Nº 2024/0091".
  String.raw`c[ée]dula\s+de\s+cr[ée]dito\b`,
];
// What heirs or spouses settle by public deed (Lei nº 11.441/2007, art. 610, § 1º, of the CPC) is an agreement between
// them: "ESCRITURA PÚBLICA DE INVENTÁRIO E PARTILHA", "… DE DIVÓRCIO CONSENSUAL". Only as a deed: "INVENTÁRIO" heading a
// petition names a lawsuit.
const DEED_BY_AGREEMENT = "(?:invent[áa]rio|partilha|separa[çc][ãa]o|div[óo]rcio|sobrepartilha)";
const PT_CONTRACT = new RegExp(
  `${LEAD_PT}(?:(?:instrumento\\s+particular|escritura\\s+p[úu]blica|termo|contrato(?:\\s+particular)?)\\s+de\\s+)?(?:${PT_KINDS.join("|")})|${LEAD_PT}contrato\\s+(?:de|particular)\\b|${LEAD_PT}escritura\\s+p[úu]blica\\s+de\\s+${DEED_BY_AGREEMENT}`,
  "iu",
);

// English titles are set in capitals; the line ends with what the instrument is.
const EN_CORPORATE =
  /^(?:[A-Z][A-Z'’&.,-]*\s+){0,6}(?:BYLAWS|OPERATING\s+AGREEMENT|LIMITED\s+LIABILITY\s+COMPANY\s+AGREEMENT)\b|^(?:AMENDED\s+AND\s+RESTATED\s+)?(?:ARTICLES|CERTIFICATE)\s+OF\s+(?:INCORPORATION|ORGANIZATION|FORMATION)\b|^MINUTES\s+OF\b|^(?:UNANIMOUS\s+)?(?:WRITTEN\s+)?(?:ACTION\s+BY\s+)?(?:WRITTEN\s+)?CONSENT\s+OF\s+THE\s+(?:BOARD|SOLE|STOCKHOLDERS|SHAREHOLDERS|MEMBERS|MANAGERS)\b|^RESOLUTIONS\s+OF\s+THE\s+BOARD\b/;
// "AMENDMENT NO. 2 TO MASTER SERVICES AGREEMENT": a number is one of the title's words. A deed that conveys land
// ("WARRANTY DEED", "QUITCLAIM DEED") is the grantors' instrument with the grantee.
const EN_CONTRACT =
  /^(?:[A-Z0-9][A-Z0-9'’&.,-]*\s+){0,6}(?:AGREEMENT|CONTRACT|LEASE|SUBLEASE|PROMISSORY\s+NOTE|GUARANTY|GUARANTEE|BILL\s+OF\s+SALE|(?<!PRESS\s)(?:GENERAL\s+|MUTUAL\s+)?RELEASE|INDENTURE|JOINDER|MEMORANDUM\s+OF\s+UNDERSTANDING|(?:WARRANTY|QUITCLAIM|QUIT\s*CLAIM|GRANT|GIFT)\s+DEED)(?:\s+AND\s+[A-Z ]+)?$|^(?:[A-Z][A-Z'’&.,-]*\s+){0,3}ASSIGNMENT\s+(?:AND\s+ASSUMPTION\s+)?OF\s+[A-Z]/;
// A court filing's title may end in "AGREEMENT" ("MOTION TO ENFORCE SETTLEMENT AGREEMENT"); it is the filing. A
// memorandum of understanding is no filing's memorandum.
// A complaint's caption lists its claims ("BREACH OF CONTRACT", "DECLARATORY RELIEF").
const FILING_WORD =
  /\b(?:ORDER|MOTION|COMPLAINT|PETITION|BRIEF|MEMORANDUM(?!\s+OF\s+UNDERSTANDING)|NOTICE|STIPULATION|OPINION|JUDGMENT|RESPONSE|REPLY|ANSWER|DECLARATION|AFFIDAVIT|OBJECTION|OPPOSITION|BREACH|RELIEF|DAMAGES|VIOLATIONS?|COUNT|CLAIMS?|CAUSES?)\b/;
// An acórdão's ementa chains its subjects with full stops ("LOCAÇÃO. DESPEJO. FALTA DE PAGAMENTO."); a title does
// not ("S.A." has no space after its stops).
const CHAINED = /\.\s+\p{Lu}/u;
const CAPITALS_LEAD = /^([^\p{Ll},]{10,120}),\s+\p{Ll}/u;

/** The type an instrument's own title names, or null when its first lines name none. */
export function titleType(text: string): Exclude<DocumentType, "other"> | null {
  const lines = text
    .slice(0, TITLE_ZONE)
    .split("\n")
    .map((l) => l.trim())
    .filter(Boolean)
    .slice(0, TITLE_LINES);
  for (const whole of lines) {
    // A deed's title may run on into its first clause: "ESCRITURA PÚBLICA DE COMPRA E VENDA, que fazem, como …".
    const line = whole.length > MAX_TITLE_LENGTH ? (CAPITALS_LEAD.exec(whole)?.[1] ?? whole) : whole;
    if (line.length > MAX_TITLE_LENGTH || CHAINED.test(line)) continue;
    if (PT_CORPORATE.test(line)) return "corporate";
    if (PT_CONTRACT.test(line)) return "contract";
    if (FILING_WORD.test(line)) continue;
    if (EN_CORPORATE.test(line)) return "corporate";
    if (EN_CONTRACT.test(line)) return "contract";
  }
  return null;
}
