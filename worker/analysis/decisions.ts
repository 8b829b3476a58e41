import { findDeadlineMentions } from "./deadlines-mentions.ts";
import {
  CONDITION_UPON,
  CONSEQUENCE_CLAUSE,
  deadlineEntry,
  operativeSummary,
  PAST_RULING,
  sortClauses,
} from "./decisions-operative.ts";
import type { Sentence } from "./findings/shared.ts";
import { gated, type LiteralScan, mayMatch } from "./literals.ts";
import { squash } from "./text.ts";
import type { Analysis, JudicialDecision, Jurisdiction, Language } from "./types.ts";

// Judicial decision details: the dispositivo / decretal sentences sorted into the lists the decision panel shows,
// and the appeals that lie from this kind of decision (a rule table, not a guess).

const ORDER_PT =
  /\b(?:julgo|condeno|determino|defiro|indefiro|declaro|homologo|extingo|concedo|revogo|mantenho|fixo|arbitro|rejeito|acolho|reconhe[çc]o|(?:dou|dar|deram)(?:-lhes?)?\s+(?:parcial\s+)?provimento|(?:nego|negar|negaram)(?:-lhes?)?\s+provimento|acordam|decido|decreto|absolvo|pronuncio|julgar\s+(?:procedente|improcedente)|condenar|determinar|converto|suspendo|designo|nomeio|autorizo|substituo|faculto|fica(?:m)?\s+(?:desde\s+j[áa]\s+|desde\s+logo\s+)?(?:autorizad|determinad|deferid|advertid)[ao]s?|proceda-se|expe[çc]a-se|manifeste(?:m)?-se|especifique(?:m)?|oficie-se|d[êe]-se|ordeno)\b|\bhonor[áa]rios\s+(?:[\wÀ-ÿ]+\s+){0,3}(?:fixados|majorados|arbitrados)\b/i;
const ORDER_EN =
  /\b(?:it\s+is\s+(?:hereby\s+|further\s+)*(?:ordered|adjudged|decreed)|(?:is|are|be|should\s+be)\s+(?:hereby\s+|otherwise\s+|also\s+|further\s+|therefore\s+|summarily\s+)?(?:granted|denied|dismissed|directed|ordered|committed|remanded|affirmed|reversed|vacated|sustained|overruled|enjoined|restrained|prohibited|stayed|waived|terminated|lifted|approved|appointed|certified|awarded|mitigated|detained|stricken|suppressed|revoked|quashed|expunged|sealed|disbarred|adopted|dissolved|set\s+aside|authorized|incorporated\s+(?:herein|into)|made\s+(?:the|a)\s+(?:judgment|order)\s+of)|(?:shall|must)\s+be\s+(?:filed|served|paid|submitted|made|produced)|(?:shall|must|will)\s+be\s+on\s+(?:supervised\s+release|probation)|(?:shall|must)\s+surrender|(?:shall|will)\s+be\s+subject\s+to\s+(?:\w+\s+){0,4}(?:post-release\s+control|supervised\s+release|probation|parole)|(?:shall|must)\s+(?:also\s+|further\s+|continue\s+to\s+|immediately\s+|forthwith\s+)?(?:pay|file|serve|produce|appear|submit|comply|cease|refrain|deliver|post|provide|restore|reinstate|resume|notify|remove|answer|complete|attend|return|destroy|preserve|recover)|judgment\s+is\s+(?:hereby\s+)?entered|\b(?:retains|reserves)\s+jurisdiction\b|(?:final\s+)?judgment\s+(?:shall|will)\s+(?:enter|be\s+entered)\b|the\s+court\s+(?:(?:therefore|hereby|further|accordingly)\s+)?(?:grants|denies|dismisses|orders|directs|enjoins|reverses|remands|affirms|vacates)|\bI\s+(?:hereby\s+|further\s+)?order\b|\bwe\s+(?:sustain|overrule)\s+[^.;]{0,80}?,\s+(?:and\s+)?(?:reverse|affirm|vacate|modify)|\brender\s+judgment\b|\b(?:is|are)\s+(?:hereby\s+)?restored\b|^(?:case|cause|matter)\s+remanded\b|^remanded\s+(?:for|to|with)\b|^(?:further\s+)?ordered(?:,?\s+(?:and\s+)?(?:adjudged|decreed))*,?\s+that\b|,\s+which\s+we\s+(?:dismiss|affirm|reverse|vacate|deny)\b|\blet\s+execution\s+issue|\blet\s+(?:a|the)\s+(?:peremptory\s+|alternative\s+)?writ\b[^.;]{0,40}?\bissue\b|so\s+ordered|(?:we|the\s+court)\s+(?:therefore\s+|accordingly\s+|hereby\s+)?(?:affirm|reverse|vacate|remand)|\bwe\s+(?:therefore\s+|accordingly\s+)?(?:conditionally\s+)?(?:grant|deny|dismiss)\s+(?:the\s+|this\s+|relator['’]s\s+)?(?:petition|application|writ)|\b(?:remains?|shall\s+remain)\s+in\s+(?:place|effect|force)\s+until|\bwill\s+(?:not\s+)?be\s+entertained\b|\b(?:motion|petition|application|request)\s+(?:[\w-]+\s+){0,4}?(?:granted|denied|dismissed)\.?$)\b/i;
const PROCEDURAL_PT =
  /\b(?:intime(?:m)?-se|cite(?:m)?-se|notifique(?:m)?-se|oficie(?:m)?-se|designe(?:m)?-se|reabra(?:m)?-se|encaminhe(?:m)?-se|comunique(?:m)?-se|d[êe]-se\s+ci[êe]ncia|junte(?:m)?-se|abra-se\s+vista|fa[çc]am-se\s+conclusos|publique-se|registre-se|cumpra-se|arquive(?:m)?-se|remeta(?:m)?-se|certifique-se|aguarde-se|vista\s+ao|ap[óo]s\s+o\s+tr[âa]nsito\s+em\s+julgado|baixem\s+os\s+autos|P\.\s?R\.\s?I\.)/i;
const PROCEDURAL_EN =
  /\b(?:the\s+(?:(?:circuit|district|county|deputy|chief|court)\s+)?clerk\s+(?:of\s+(?:the\s+)?court\s+)?(?:is|shall|will|must|enter|close)|\blet\s+judgment\s+be\s+entered\b|(?:a\s+)?cop(?:y|ies)\s+of\s+this\s+(?:order|opinion|judgment|decision)\s+shall\s+be\s+(?:served|mailed|sent|forwarded)|(?:moving|prevailing)\s+party\s+(?:to|shall)\s+give\s+notice|status\s+report|(?:pre-?trial|scheduling|status|case\s+management|settlement)\s+conference|hearing\s+(?:is\s+(?:hereby\s+)?(?:set|scheduled|reset)|(?:will|shall)\s+be\s+held)\b|^(?:[\w-]+\s+){0,2}hearing\s+(?:set|reset)\s+for\b(?![^.;]*\b(?:is|are)\b)|\b(?:order|opinion|decision)\s+shall\s+be\s+certified\s+to\b|(?:matter|case|cause|action)\s+is\s+(?:hereby\s+)?continued\b|\b(?:is|are)\s+(?:hereby\s+)?(?:continued|reset|rescheduled)\s+(?:to|until)\b|\bby\s+separate\s+(?:order|judgment|document)\b|\bwithhold\s+issuance\s+of\s+the\s+mandate\b|\bjurisdiction\s+relinquished\b|\bthe\s+clerk\s+of\s+this\s+court\s+is\s+(?:hereby\s+)?(?:ORDERED|ordered|DIRECTED|directed)\b|\bmandate\s+(?:is\s+|shall\s+)?(?:hereby\s+)?(?:ordered\s+)?(?:issued|to\s+issue)\b|\b(?:papers|record)\s+(?:in\s+this\s+(?:case|matter)\s+)?(?:may|shall|will)\s+be\s+(?:returned|remanded|transmitted)\s+to\b|\bjudgment\s+(?:shall|will)\s+(?:be\s+)?enter(?:ed)?\s+accordingly\b|\breturn\s+(?:the|this)\s+(?:case|matter)\s+to\b|\bdo\s+not\s+retain\s+jurisdiction\b|\b(?:shall|to|will|must)\s+(?:give|publish)\s+notice\b|\w+\s+to\s+prepare\s+(?:the\s+)?(?:formal\s+|proposed\s+)?(?:order|judgment)|close\s+(?:this|the)\s+case|certified\s+below\s+for\s+observance|terminate\s+(?:the\s+)?(?:motion|pending)|serve\s+a\s+copy|\bshall\s+(?:promptly\s+|forthwith\s+|immediately\s+)?serve\s+(?:a\s+(?:true\s+)?copy\s+of\s+)?this\s+(?:order|judgment|decree)\b|mail\s+a\s+copy|docket\s+entry|ECF\s+No)/i;
const FINANCIAL =
  /R\$|\$\s?\d|US\$|\bsal[áa]rios?[\s-]m[íi]nimos\b|\bhonor[áa]rios\b|\bcustas\b|\bmulta\b|\bindeniza|\bpagamento\b|\bpagar\b|\bjuros\b|\bcorre[çc][ãa]o\s+monet|\bdamages\b|\battorney(?:['’]?s['’]?)?\s+fees\b|\bcosts\b|\bshall\s+pay\b|\binterest\b|\brestitution\b|\bsanctions?\b|\bfines?\b/i;
const CONDITION =
  /\bsob\s+pena\s+de\b|\bdesde\s+que\b|\bcondicionad|\bcaso\s+(?:n[ãa]o|o|a|haja)\b|\bna\s+hip[óo]tese\s+de\b|\bressalvad|\bprovided\s+(?:that|however)\b|\bunless\b|\bon\s+condition\b|\bfailing\s+which\b|\bif\s+(?:the\s+)?(?:defendant|plaintiff|parties|party)\s+fails?\b|\bconditioned\s+(?:up)?on\b|\bsubject\s+to\b/i;
const DISPOSITIVE =
  /\b(?:julgo|acordam|(?:dou|dar|deram)(?:-lhes?)?\s+(?:parcial\s+)?provimento|(?:nego|negar|negaram)(?:-lhes?)?\s+provimento|defiro|indefiro|extingo|homologo|it\s+is\s+(?:hereby\s+)?ordered|(?:is|are)\s+(?:hereby\s+)?(?:granted|denied|dismissed)|judgment\s+is\s+(?:hereby\s+)?entered|we\s+(?:affirm|reverse))\b/i;

const OPERATIVE =
  /\bjulgo\s+(?:procedente|improcedente|parcialmente|extint)|\b(?:dou|dar|deram)(?:-lhes?)?\s+(?:parcial\s+)?provimento|\b(?:nego|negar|negaram)(?:-lhes?)?\s+provimento|\bdefiro\s+(?:parcialmente\s+|em\s+parte\s+)?(?:a|o)\s+(?:tutela|pedido|liminar)|\bindefiro\s+(?:a|o)\s+(?:tutela|pedido|liminar)|\bit\s+is\s+(?:hereby\s+)?ordered\b|\bso\s+ordered\b|\bORDERED\s+that\b|\bconcedo\s+a\s+seguran[çc]a|\b(?:is|are)\s+(?:hereby\s+)?(?:VACATED|REVERSED|AFFIRMED|REMANDED)\b/i;
// What the decision itself says about its appeal ("Desta decisão cabe agravo de instrumento", "Interposta apelação,
// intime-se…", "This Order is immediately appealable"): shown first, before the rule table's routes.
const APPEAL_STATEMENT =
  /\bcabe(?:m|r[áa])?\s+(?:o\s+|a\s+)?(?:recurso|agravo|apela[çc][ãa]o|embargos)|\brecurso\s+cab[íi]vel|\binterpost[ao]s?\s+(?:o\s+|a\s+)?(?:recurso|apela[çc][ãa]o|agravo|embargos)|\bappealable\b|\bnotice\s+of\s+appeal\b|\bdireito\s+de\s+recorrer\b|\bfile\s+(?:written\s+|specific\s+)*objections\b|\bright\s+to\s+(?:file\s+(?:an?\s+)?(?:written\s+)?objection|object)\b|\bmay\s+(?:file\s+an\s+)?appeal\b|\bright\s+to\s+appeal\b|\bno\s+just\s+reason\s+for\s+delay\b|\bmay\s+(?:seek|request|apply\s+for)\s+a\s+certificate\s+of\s+appealability\b|\bright\s+to\s+(?:seek\s+postconviction\s+relief\s+and\s+to\s+)?appeal\b|\bnotice\s+of\s+intent\s+to\s+pursue\s+postconviction\s+relief\b|\bobjections,?\s+(?:if\s+any,?\s+)?(?:are|shall\s+be)\s+due\b|\b(?:file|take|lodge)\s+an\s+appeal\b|\b(?:file|filing|timely)\s+(?:a\s+|any\s+)?petition\s+for\s+(?:review|rehearing|reconsideration)\b|\bpetition\s+for\s+(?:review|rehearing)\s+is\s+filed\b|\b(?:further\s+)?appeal\s+is\s+(?:filed|taken)\b|\bAPPEAL:\s*(?:RESERVED|WAIVED)\b|\bexceptions\s+(?:are|is)\s+filed\b|\bfile\s+exceptions\b|\breconsider\s+(?:this|its|the)\s+(?:appellate\s+|final\s+)?decision\b|\brequests?\s+for\s+reconsideration\b|\bassign\s+as\s+error\s+on\s+appeal\b|\b(?:seeking|seek)\s+judicial\s+review\s+of\s+(?:this|the)\s+(?:final\s+)?(?:decision|order|judgment)\b/i;
// A ruling on a certificate of appealability ("a certificate of appealability is denied") is an order that also says
// whether an appeal lies: listed under both.
const COA_RULING =
  /\bcertificate\s+of\s+appealability\s+(?:is|shall\s+be|will\s+be)\s+(?:hereby\s+)?(?:denied|granted|issued)\b|\b(?:declines?|refuses?)\s+to\s+issue\s+a\s+certificate\s+of\s+appealability\b/i;
// Appeal routes by the court's field (Brazil) and the posture of the case (US).
const LABOUR = /\breclamante\b|\breclamad[ao]\b|\bvara\s+do\s+trabalho\b|\bCLT\b|\bTRT\b/i;
const JUIZADO = /\bjuizado\s+especial\b|\bLei\s+(?:n[º°.]?\s*)?9\.099/i;
const CRIMINAL = /\bCPP\b|\bcriminal\b|\br[ée]u\s+preso\b|\bden[úu]ncia\b|\babsolvo\b|\bpena\s+de\s+reclus/i;
const FINAL = /\bfinal\s+judgment\b|\bclose\s+(?:this|the)\s+case\b|\bdismissed\s+with\s+prejudice\b/i;
const US_PARTY = /\bUnited\s+States\s+of\s+America\b|\bUnited\s+States\b,?\s+(?:Plaintiff|Defendant)/i;
// The report of the case ("Trata-se de cumprimento de sentença … honorários fixados no título") orders nothing.
// A title glued to it ("DECISÃO Trata-se de …") does not hide it.
const REPORT =
  /^(?:(?:DECIS[ÃA]O|DESPACHO|SENTEN[ÇC]A|RELAT[ÓO]RIO|I\s*[-–.]\s*RELAT[ÓO]RIO|vistos(?:\s+etc)?\.?)\s+)*(?:trata-se|cuida-se|versam\s+os\s+autos|cogita-se|this\s+matter\s+(?:comes|came)\s+before|before\s+(?:me|the\s+court)\s+is)\b/i;
// What follows if a party does not comply ("If Plaintiff fails to do so, this action will be dismissed") is a
// condition of the order before it.
// So is a warning of it ("Defendant is warned that failure to comply with this Order may result in sanctions").
const CONSEQUENCE = CONSEQUENCE_CLAUSE;
// After the disposition, "shall" or "must" lays a duty on a party ("The deposition … shall not proceed", "The parties
// shall meet and confer …"): an order, whatever the verb.
const SHALL = /\b(?:shall|must)\b/i;
// "The Clerk", "the Circuit Clerk", "the Deputy Clerk": who enters what the court decided.
const THE_CLERK = String.raw`the\s+(?:(?:circuit|district|county|deputy|chief|court)\s+)?clerk\b`;
const CLERK = new RegExp(`^${THE_CLERK}`, "i");
const SEPARATE_JUDGMENT = /^(?:final\s+)?judgment\s+(?:will|shall)\s+(?:be\s+)?enter(?:ed)?\s+by\s+separate\s+/i;
const CLERK_TAIL = new RegExp(String.raw`,\s+and\s+(?=${THE_CLERK})`, "i");
const WARNS_OF_THIS_ORDER = /\bfailure\s+to\s+(?:obey|comply\s+with)\s+this\s+(?:order|judgment|decree)\b/i;
// Who bears the costs ("Each party shall bear its own costs on appeal.") is part of what is decided, also where a
// memorandum puts it before its closing disposition line.
const COSTS =
  /^(?:each\s+(?:party|side)\s+(?:shall|will|to)\s+bear\s+(?:its|their)\s+own\s+(?:\S+\s+){0,3}?costs\b|costs\s+(?:on\s+appeal\s+)?(?:are\s+|to\s+be\s+|shall\s+be\s+)?(?:taxed|awarded|assessed)\s+(?:equally\s+)?(?:against|to)\b|(?:COSTS\s+)?no\s+costs\.?$|(?:appellants?|appellees?|petitioners?|respondents?)\s+to\s+pay\s+(?:the\s+)?costs\b|costs\s+to\s+be\s+paid\s+by\b)/i;
// A filing the order permits, with its period ("Defendant may file a reply within 10 days of service"), is on the
// schedule the order sets: a deadline, not an order.
const PERMITTED_FILING = /\bmay\s+(?:(?:seek|request)\s+leave\s+to\s+)?(?:file|serve|submit)\b/i;
// In the operative part, "A reclamada deverá comprovar …" orders as much as "determino".
const DUTY_PT = /\bdever[áa]o?\s+(?:ainda\s+|tamb[ée]m\s+)?\p{L}+(?:ar|er|ir)\b/iu;
// "Intime-se a inventariante para, no prazo de 20 dias, apresentar …": the act is ordered, unless it is only the
// chance to answer ("para contestar", "para, querendo, se manifestar").
const SUMMONS_TO_ACT =
  /^(?:intime(?:m)?-se|cite(?:m)?-se)\b[^.;]{0,120}?\bpara(?:\s+que)?\s*,?\s*(?:(?:no\s+prazo\s+(?:de|m[áa]ximo\s+de)\s+[^,]{1,40},\s*)|(?:em\s+[^,]{1,40},\s*))?(?!querendo|contest|se\s+manifest|manifest|respond|impugn|apresentar\s+(?:contesta|defesa|contrarraz|r[ée]plica|resposta|impugna)|especific|dizer|falar|diga)(\p{L}+(?:ar|er|ir|e|a|em|am)\b.*)$/iu;
gated([
  PERMITTED_FILING,
  SHALL,
  CLERK,
  CLERK_TAIL,
  COSTS,
  WARNS_OF_THIS_ORDER,
  REPORT,
  DUTY_PT,
  SUMMONS_TO_ACT,
  APPEAL_STATEMENT,
  COA_RULING,
  ORDER_PT,
  ORDER_EN,
  PROCEDURAL_PT,
  PROCEDURAL_EN,
  FINANCIAL,
  CONDITION,
  DISPOSITIVE,
  OPERATIVE,
  LABOUR,
  JUIZADO,
  CRIMINAL,
  FINAL,
  US_PARTY,
]);

// re.test(text), skipped when `scan` (a LiteralScan of text, or of a text that contains it) rules a match out.
const test = (re: RegExp, text: string, scan?: LiteralScan): boolean => mayMatch(scan, re) && re.test(text);

/** True when the text carries decision-like operative language, whatever the document type. */
export function hasDispositive(text: string, scan?: LiteralScan): boolean {
  return test(OPERATIVE, text, scan);
}

/** Whether an analysis carries a judicial decision worth showing in the decision panel. */
export function isJudicialDecision(analysis: Pick<Analysis, "documentType" | "judicialDecision">): boolean {
  return analysis.documentType === "judicial_decision" || analysis.judicialDecision !== null;
}

function outcomePt(text: string): string | null {
  const t = text.toLowerCase();
  if (/julgo\s+parcialmente\s+procedente|julgo\s+procedentes?\s+em\s+parte|parcialmente\s+procedentes?/.test(t))
    return "parcialmente procedente";
  if (/julgo\s+improcedentes?/.test(t)) return "improcedente";
  if (/julgo\s+procedentes?/.test(t)) return "procedente";
  if (/julgo\s+extint|extingo\s+o\s+processo/.test(t)) return "extinção sem resolução do mérito";
  if (/(?:dou|deram|dar)(?:-lhes?)?\s+parcial\s+provimento/.test(t)) return "recurso parcialmente provido";
  if (/(?:nego|negaram|negar)(?:-lhes?)?\s+provimento/.test(t)) return "recurso não provido";
  if (/(?:dou|deram|dar)(?:-lhes?)?\s+provimento/.test(t)) return "recurso provido";
  if (/\bdefiro\b/.test(t) && !/\bindefiro\b/.test(t)) return "deferido";
  if (/\bindefiro\b/.test(t)) return "indeferido";
  return null;
}

function outcomeEn(text: string): string | null {
  const t = text.toLowerCase();
  if (/granted\s+in\s+part\s+and\s+denied\s+in\s+part|denied\s+in\s+part\s+and\s+granted\s+in\s+part/.test(t))
    return "granted in part, denied in part";
  if (/\b(?:is|are)\s+(?:hereby\s+)?granted\b/.test(t)) return "granted";
  if (/\b(?:is|are)\s+(?:hereby\s+)?denied\b/.test(t)) return "denied";
  if (/\bdismissed\b/.test(t)) return "dismissed";
  if (/\baffirmed\b|\bwe\s+affirm\b/.test(t)) return "affirmed";
  if (/\breversed\b|\bwe\s+reverse\b/.test(t)) return "reversed";
  if (/judgment\s+is\s+(?:hereby\s+)?entered/.test(t)) return "judgment entered";
  return null;
}

/** Appeals that lie from this decision, with their period and basis. */
export function appealOptions(
  subtype: string | null,
  jurisdiction: Jurisdiction,
  text: string,
  scan?: LiteralScan,
): string[] {
  if (jurisdiction === "brazil") {
    const labour = test(LABOUR, text, scan);
    const juizado = test(JUIZADO, text, scan);
    const criminal = test(CRIMINAL, text, scan);
    if (subtype === "acórdão") {
      return [
        "Embargos de declaração — 5 dias úteis (CPC, art. 1.023)",
        "Recurso especial ao STJ — 15 dias úteis (CF, art. 105, III; CPC, arts. 1.029 e 1.003, § 5º)",
        "Recurso extraordinário ao STF — 15 dias úteis, com repercussão geral (CF, art. 102, III; CPC, art. 1.035)",
        ...(labour ? ["Recurso de revista ao TST — 8 dias (CLT, art. 896)"] : []),
      ];
    }
    if (subtype === "decisão interlocutória" || subtype === "despacho") {
      return [
        "Agravo de instrumento — 15 dias úteis, se a matéria estiver no rol do art. 1.015 do CPC (CPC, arts. 1.015 e 1.003, § 5º)",
        "Embargos de declaração — 5 dias úteis (CPC, art. 1.023)",
        "Matéria fora do rol do art. 1.015: impugnação em preliminar de apelação (CPC, art. 1.009, § 1º)",
      ];
    }
    if (labour) {
      return [
        "Recurso ordinário — 8 dias úteis (CLT, arts. 895 e 775)",
        "Embargos de declaração — 5 dias úteis (CLT, art. 897-A)",
      ];
    }
    if (juizado) {
      return [
        "Recurso inominado — 10 dias úteis (Lei 9.099/1995, arts. 41, 42 e 12-A)",
        "Embargos de declaração — 5 dias úteis (Lei 9.099/1995, art. 49)",
      ];
    }
    if (criminal) {
      return ["Apelação criminal — 5 dias corridos (CPP, art. 593)", "Embargos de declaração — 2 dias (CPP, art. 382)"];
    }
    return [
      "Apelação — 15 dias úteis (CPC, arts. 1.009 e 1.003, § 5º)",
      "Embargos de declaração — 5 dias úteis (CPC, art. 1.023)",
    ];
  }
  const interlocutory = subtype === "order" && !test(FINAL, text, scan);
  const usParty = test(US_PARTY, text, scan);
  if (interlocutory) {
    return [
      "Interlocutory appeal by permission — petition within 10 days after the order is certified (28 U.S.C. § 1292(b); FRAP 5)",
      "Orders granting or refusing injunctions — notice of appeal within 30 days after entry (28 U.S.C. § 1292(a)(1); FRAP 4(a)(1)(A))",
      "Motion for reconsideration — as the local rules allow (Fed. R. Civ. P. 54(b))",
    ];
  }
  return [
    `Notice of appeal — ${usParty ? "60" : "30"} days after entry of judgment (FRAP 4(a)(1)(${usParty ? "B" : "A"}))`,
    "Motion to alter or amend the judgment — 28 days after entry, not extendable (Fed. R. Civ. P. 59(e))",
    "Motion for relief from judgment — within a reasonable time, at most 1 year for reasons (1)–(3) (Fed. R. Civ. P. 60(b), (c))",
  ];
}

const DOCKET_REF = /\b(?:ECF|Docket\s+Entry)\s+No\b/gi;
const ITEM = /^(?:\(?[a-z]\)|\(?[ivx]+\)|\(?\d{1,2}[.)]|[-–•])\s/i;
/**
 * True when the sentence at i is an item of a list opened by a sentence ending in ':' (items may run on, and an item
 * may hold a second sentence: "5. … by February 14. A hearing is set for …").
 */
function opensList(sentences: Sentence[], i: number, pt: boolean): boolean {
  let loose = 0;
  for (let j = i - 1; j >= 0 && j >= i - 16; j--) {
    const t = sentences[j]?.text.trim() ?? "";
    // "The Respondent, its officers, agents, successors, and assigns, shall" opens its list without a colon.
    if (/:$/.test(t) || (!pt && (DECRETAL_COLON.test(t) || /\b(?:shall|must)$/.test(t)))) return true;
    if (isItem(sentences, j, pt)) loose = 0;
    else if (++loose > 2) return false;
  }
  return false;
}

// A numbered item's run-in heading ("1. Duration. This Decree shall remain in effect …") is split off as a sentence
// of its own: it orders nothing, and the sentence after it is the item.
const RUN_IN_HEADING = /^(?:\d{1,2}[.)]|\(?[a-z]\))\s+(?:\p{Lu}[\p{L}'’-]*\s?){1,4}\.$/u;
// An old-style decree's items start "That …" ("ORDERED AND DECIDED: That there is a deficiency …; and That …").
const isItem = (sentences: Sentence[], i: number, pt: boolean): boolean =>
  ITEM.test(sentences[i]?.text ?? "") ||
  (!pt && (RUN_IN_HEADING.test(sentences[i - 1]?.text.trim() ?? "") || /^That\s/.test(sentences[i]?.text ?? "")));
// "It is therefore ORDERED, ADJUDGED AND DECREED:" opens the list of what is ordered, though its holding may come
// only in a later item.
// Also in lower case: "It is hereby ordered:"; and a form's "THE COURT ORDERS:" over its numbered items.
const DECRETAL_OPENING =
  /\b(?:ORDERED|ADJUDGED|DECREED|DECIDED|AWARD)\b[^:]{0,40}:$|\b[Ii]t\s+is\s+(?:hereby\s+|further\s+|therefore\s+)*ordered(?:\s+as\s+follows)?:$|\b(?:[Cc]ourt|COURT|I)\s+(?:hereby\s+)?(?:enters|renders|ENTERS|RENDERS)\s+(?:judgment|JUDGMENT)\b[^:.]{0,60}:$|\b(?:COURT|[Cc]ourt)\s+(?:hereby\s+|further\s+)?(?:ORDERS|orders)(?:\s+as\s+follows)?\s*:$/;
// "ORDERED AND DECIDED: That there is a deficiency …; and" — the opening glued to its first item.
const DECRETAL_COLON = /\b(?:ORDERED|ADJUDGED|DECREED|DECIDED)\s*:\s/;
// What an order makes conditional ("Production is conditioned on the plaintiff's execution of …") belongs to it.
const CONDITIONED = /\b(?:conditioned|contingent)\s+(?:up)?on\b/i;

// "If the Commissioner determines that Plaintiff owes no such debt, the award may be paid directly to counsel": what
// the decision provides for a case it names, after its holding; sorted as a condition.
const CONDITIONAL_DISPOSITION = /^If\s+[^,.;]{3,150},\s+(?:the\s+)?[\w'’ ]{1,40}?\s+(?:may|shall|will|must)\b/;
// A decision paragraph run in under its label ("DECISION: …", "ORDER: …").
const LABELLED_DECISION = /^(?:DECISION|ORDER|DISPOSITION|RULING)\s*:\s/;
/** The index of the first sentence after `i` that starts a new paragraph (a blank line before it). */
function paragraphEnd(text: string, sentences: Sentence[], i: number): number {
  for (let j = i + 1; j < sentences.length; j++) {
    const gap = text.slice(sentences[j - 1]?.end ?? 0, sentences[j]?.start ?? 0);
    if (/\n[ \t]*\n/.test(gap)) return j;
  }
  return sentences.length;
}

const clip = (s: string, n = 500): string => (s.length > n ? `${s.slice(0, n - 1)}…` : s);

export function extractJudicialDecision(
  text: string,
  sentences: Sentence[],
  language: Language,
  jurisdiction: Jurisdiction,
  subtype: string | null,
  scan?: LiteralScan,
): JudicialDecision {
  const pt = language === "pt";
  const orderRe = pt ? ORDER_PT : ORDER_EN;
  const procRe = pt ? PROCEDURAL_PT : PROCEDURAL_EN;
  const judgeOrders: string[] = [];
  const financialOrders: string[] = [];
  const conditions: string[] = [];
  const deadlines: string[] = [];
  const procedural: string[] = [];
  let summary: string | null = null;
  // The sentences are parts of the text: a pattern that cannot match the text matches none of them.
  const orders = mayMatch(scan, orderRe);
  const proc = mayMatch(scan, procRe);
  const dispositive = mayMatch(scan, DISPOSITIVE);
  const financial = mayMatch(scan, FINANCIAL);
  const condition = mayMatch(scan, CONDITION);
  const appealStatement = mayMatch(scan, APPEAL_STATEMENT);
  const operative = operativeSummary(sentences, language);
  // A scheduling order has no holding: its decretal opening ("IT IS … ORDERED THAT:") alone starts what it orders.
  const opening = operative
    ? sentences.findLastIndex(
        (s, j) => j < operative.index && j >= operative.index - 12 && DECRETAL_OPENING.test(s.text.trim()),
      )
    : pt
      ? -1
      : sentences.findIndex((s) => DECRETAL_OPENING.test(s.text.trim()));
  const operativeFrom = opening >= 0 ? opening : (operative?.index ?? 0);
  // "DECISION: The determination is reversed. The claimant is not disqualified …. The employer's account is
  // chargeable.": what a labelled decision paragraph says after its holding is what it decides, in whatever words.
  const labelledEnd =
    !pt && operative && LABELLED_DECISION.test(sentences[operative.index]?.text.trim() ?? "")
      ? paragraphEnd(text, sentences, operative.index)
      : -1;
  const hasOperative = operative !== null || opening >= 0;
  const orderSentences: string[] = [];
  let firstOrder: string | undefined;
  let lastIncluded = -2;
  for (const [i, s] of sentences.entries()) {
    const t = s.text;
    if (t.length < 6 || (!pt && RUN_IN_HEADING.test(t.trim()))) continue;
    // A form's box left unchecked ("[ ] Plaintiff does not owe defendant any money") is what the court did not order.
    if (!pt && /^\[\s\]/.test(t.trim())) continue;
    const stated = appealStatement && APPEAL_STATEMENT.test(t);
    const isOrder = orders && orderRe.test(t) && !stated && !REPORT.test(t);
    // A docket reference ("motion to supplement the record (Docket Entry No. 14) is denied") cites the record; it
    // makes no sentence an orientation.
    const isProc = proc && procRe.test(pt ? t : t.replace(DOCKET_REF, ""));
    // "IT IS HEREBY ORDERED this 4th day of February, 2025:" only opens what is ordered.
    const wantsSummary =
      !operative && !summary && dispositive && DISPOSITIVE.test(t) && (pt || !DECRETAL_OPENING.test(t.trim()));
    // The holding is sorted clause by clause ("… para condenar … R$ 21.300,00, no prazo de 8 dias"), never listed
    // whole as a procedural orientation because it mentions "trânsito em julgado".
    // A direction to the clerk is one, however long ("The Clerk … is directed to enter judgment … and to close the
    // case"): its amounts are split off below.
    // "Final judgment will be entered by separate document in favor of … for $412,906.37, …" directs the clerk as much
    // as "The Clerk is directed to enter judgment …": an orientation however long, its sums split off below.
    const isShortProc =
      isProc && (t.length < 300 || CLERK.test(t) || SEPARATE_JUDGMENT.test(t)) && i !== operative?.index;
    // After the operative part starts, a sentence with an amount or a period is part of what is ordered.
    // So is an item of a list the operative part opens ("… a pagar ao reclamante: a) horas extras …"), and a duty
    // the decision lays on a party ("A reclamada deverá comprovar …").
    const inOperative =
      hasOperative &&
      i >= operativeFrom &&
      !stated &&
      ((financial && FINANCIAL.test(t)) ||
        (!pt && i > operativeFrom && SHALL.test(t)) ||
        findDeadlineMentions(t, language, true, scan).length > 0 ||
        (pt && DUTY_PT.test(t)) ||
        (!pt && i > operativeFrom && CONDITIONAL_DISPOSITION.test(t)) ||
        (operative !== null && i > operative.index && i < labelledEnd) ||
        CONSEQUENCE.test(t) ||
        (!pt && (CONDITION_UPON.test(t) || (i > operativeFrom && PAST_RULING.test(t)))) ||
        (i > operativeFrom && isItem(sentences, i, pt) && opensList(sentences, i, pt)));
    // Most sentences are none of these; squashing every one of them was a visible share of the engine's time.
    const permitted = !pt && !isOrder && !isProc && mayMatch(scan, PERMITTED_FILING) && PERMITTED_FILING.test(t);
    // So does what follows if a party does not comply ("If the defendant fails to comply with the conditions of
    // probation, probation may be revoked").
    const conditionOfOrder = !pt && lastIncluded === i - 1 && (CONDITIONED.test(t) || CONSEQUENCE.test(t));
    // A warning of what disobeying this order brings ("NOTICE: YOUR FAILURE TO OBEY THIS ORDER MAY SUBJECT YOU TO
    // MANDATORY ARREST …") conditions the order wherever the form prints it.
    const costs = !pt && (COSTS.test(t) || WARNS_OF_THIS_ORDER.test(t));
    if (!wantsSummary && !isShortProc && !isOrder && !inOperative && !permitted && !conditionOfOrder && !costs)
      continue;
    lastIncluded = i;
    const line = clip(squash(t));
    if (wantsSummary) summary = line;
    if (permitted) {
      const due = deadlineEntry(line, language);
      if (due) deadlines.push(due);
      continue;
    }
    // "Anthony Wills is DISMISSED without prejudice, and the Clerk of Court is DIRECTED to terminate him as a party":
    // the ruling is an order, the clerk's part the orientation.
    const clerkTail = !pt && isShortProc && isOrder && !CLERK.test(line) ? CLERK_TAIL.exec(line) : null;
    if (clerkTail) {
      orderSentences.push(line.slice(0, clerkTail.index));
      firstOrder ??= line;
      procedural.push(line.slice(clerkTail.index).replace(CLERK_TAIL, ""));
      continue;
    }
    if (isShortProc) {
      // "Cite-se a ré para contestar no prazo de 15 dias": the orientation, and its period under deadlines.
      procedural.push(line);
      // "The Clerk is directed to enter judgment … in the amount of $57,204.18, …, and to close this case": the sum
      // is a money judgment too.
      // Also "… in favor of Petitioner for $412,906.37, …, together with post-judgment interest at 4.08% …".
      const parts = SEPARATE_JUDGMENT.test(line)
        ? line.split(/\s+(?=in\s+favor\s+of\b)|,\s+(?=together\s+with\b)/)
        : line.split(/,\s+and\s+(?=to\s)|;\s*/);
      for (const part of parts)
        if (
          (/R\$\s?\d|US\$\s?\d|\$\s?\d/.test(part) || /\binterest\b[^;]{0,60}(?:\brate\b|%|per\s+annum)/i.test(part)) &&
          part !== line
        )
          financialOrders.push(part);
      const act = pt ? SUMMONS_TO_ACT.exec(line)?.[1] : undefined;
      // The act is sorted like any ordered clause ("pagar o débito no prazo de 15 dias, sob pena de multa …"); its
      // period is listed once, with the act when the act carries it.
      if (act) {
        orderSentences.push(act);
        firstOrder ??= line;
      }
      const due = act && findDeadlineMentions(act, language, true).length ? null : deadlineEntry(line, language);
      if (due) deadlines.push(due);
      continue;
    }
    // "Upon the motion …, it is HEREBY ORDERED THAT:" only opens the list of what is ordered.
    if (!pt && i !== operative?.index && DECRETAL_OPENING.test(t.trim())) continue;
    // Sorted whole (a long decretal sentence's last clause, "and that the plaintiff have execution therefor", is an
    // order of its own); each clause is clipped when listed.
    orderSentences.push(squash(t));
    if (isOrder) firstOrder ??= line;
  }
  const sorted = sortClauses(orderSentences, language);
  judgeOrders.push(...sorted.judgeOrders);
  financialOrders.push(...sorted.financialOrders);
  conditions.push(...sorted.conditions);
  deadlines.push(...sorted.deadlines);
  if (operative) summary = operative.text;
  void condition;
  const outcome = pt ? outcomePt(text) : outcomeEn(text);
  const kind = subtype ?? (pt ? "decisão" : "order");
  const uniq = (xs: string[]) => [...new Set(xs.map((x) => clip(x)))].slice(0, 20);
  const stated =
    mayMatch(scan, APPEAL_STATEMENT) || mayMatch(scan, COA_RULING)
      ? sentences
          .filter((s) => APPEAL_STATEMENT.test(s.text) || COA_RULING.test(s.text))
          .map((s) => clip(squash(s.text), 300))
      : [];
  // The period the decision gives for its own review ("Objections, if any, are due within fourteen (14) days") is
  // a deadline too.
  // "This initial decision will become final on May 12, 2025, unless a petition for review is filed", "If no exceptions
  // are filed …, the recommended Order shall be adopted": the condition on which the decision stands.
  if (!pt)
    for (const s of stated) {
      const due = deadlineEntry(s, language);
      if (due) deadlines.push(due);
      if (/\bunless\b|^if\s+(?:no|neither)\b/i.test(s)) conditions.push(s);
    }
  return {
    decisionType: outcome ? `${kind} — ${outcome}` : kind,
    // A despacho has no holding: what it first orders ("Nomeio inventariante …") says what it does.
    decisionSummary: summary ?? firstOrder ?? clip(squash(sentences.find((s) => s.text.length > 60)?.text ?? "")),
    judgeOrders: uniq(judgeOrders),
    conditions: uniq(conditions),
    deadlines: uniq(deadlines),
    financialOrders: uniq(financialOrders),
    proceduralOrientations: uniq(procedural),
    appealOptions: uniq([...stated.slice(0, 3), ...appealOptions(subtype, jurisdiction, text, scan)]),
  };
}
