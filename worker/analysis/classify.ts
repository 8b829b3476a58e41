import { titleType } from "./classify-titles.ts";
import { gated, LiteralScan, mayMatch } from "./literals.ts";
import type { DocumentType, Jurisdiction, Language } from "./types.ts";

// Document type and jurisdiction by weighted cue phrases. Cues in the heading (first ~1,500 characters) weigh
// three times as much, because the title and caption say what a document is; the body of a decision quotes
// pleadings and a complaint quotes contracts.

interface Cue {
  re: RegExp;
  w: number;
}

const CUES: Record<Exclude<DocumentType, "other">, Cue[]> = {
  contract: [
    { re: /\bcontrato\b/gi, w: 1 },
    { re: /\bcontratante\b|\bcontratad[ao]\b|\blocador\b|\blocat[áa]rio\b/gi, w: 1 },
    { re: /\bcl[áa]usula\s+(?:\d|primeira|segunda|terceira)/gi, w: 1.5 },
    { re: /\bas\s+partes\s+(?:acima\s+)?(?:qualificadas|t[êe]m\s+entre\s+si|resolvem|ajustam)/gi, w: 3 },
    { re: /\bt[êe]m\s+entre\s+si\s+(?:justo|certo)/gi, w: 4 },
    { re: /\b(?:this|the)\s+(?:\w+\s+){0,3}agreement\b/gi, w: 0.5 },
    { re: /\bagreement\b|\bcontract\b/gi, w: 0.3 },
    { re: /\b(?:by\s+and\s+)?between\b[^.]{0,200}\band\b/gi, w: 1 },
    { re: /\bwhereas\b/gi, w: 1 },
    { re: /\bin\s+witness\s+whereof\b|\bem\s+testemunho\s+do\s+que\b|\bpor\s+estarem\s+(?:assim\s+)?justas/gi, w: 3 },
    { re: /\bhereinafter\b|\bdoravante\b/gi, w: 1 },
    { re: /\bgoverned\s+by\b|\bfica\s+eleito\s+o\s+foro\b/gi, w: 2 },
    { re: /\b(?:non-disclosure|confidentiality)\s+agreement\b|\bemployment\s+agreement\b/gi, w: 3 },
    // A letter agreement: the letter says it sets out the agreement (or makes an offer, or a firm's engagement) and
    // the other side signs "Agreed and accepted".
    {
      re: /\bletter\s+agreement\b|\bengagement\s+letter\b|\bthank\s+you\s+for\s+(?:selecting|choosing|retaining|engaging)\b|\bAGREED\s+(?:TO\s+)?AND\s+ACCEPTED\b|\bACCEPTED\s+AND\s+AGREED\b|\bpleased\s+to\s+offer\s+you\b|\bthis\s+letter\s+(?:sets\s+(?:out|forth)|confirms|constitutes)\s+(?:the\s+|our\s+)?(?:agreement|terms)\b/gi,
      w: 3,
    },
  ],
  pleading: [
    // The petition's address to the judge, spelled out or abbreviated as petitions write it ("EXMO. SR. DR. JUIZ").
    { re: /\bexcelent[íi]ssim[oa]\s+(?:senhor|sr\.?)|\bexm[oa]\.?\s+sra?\.?\s/gi, w: 3 },
    // "vem, respeitosamente", "vem à presença", and the party coming through counsel ("vem, por seus advogados").
    {
      re: /\bv[eê]m,?\s+(?:mui\s+)?respeitosamente\b|\bv[eê]m\s+(?:[àa]\s+presen[çc]a|perante)\b|\bv[eê]m,?\s+(?:por\s+(?:meio\s+de\s+)?|atrav[ée]s\s+de\s+)(?:seus?|suas?)\s+(?:advogad|procurador)/gi,
      w: 3,
    },
    { re: /\bpropor\s+a\s+presente\b|\bajuizar\b|\bimpetrar\b|\bpeti[çc][ãa]o\s+inicial\b/gi, w: 3 },
    // The action named on a line of its own under the address ("Ação de Inventário", "AÇÃO DE COBRANÇA").
    { re: /^[ \t]*(?:A[ÇC][ÃA]O|A[çc][ãa]o)\s+(?:de|DE|d[ao]s?|D[AO]S?)\s+[A-ZÀ-Ýa-zà-ý][^\n]{2,60}$/gm, w: 2 },
    { re: /\bd[áa]-se\s+[àa]\s+causa\b|\bvalor\s+da\s+causa\b/gi, w: 3 },
    { re: /\btermos\s+em\s+que\b|\bpede\s+deferimento\b|\bnestes\s+termos\b/gi, w: 3 },
    { re: /\brequer(?:-se)?\b|\bdos\s+pedidos\b|\bpedidos\b/gi, w: 1 },
    { re: /\bcontesta[çc][ãa]o\b|\braz[õo]es\s+de\s+apela[çc][ãa]o\b|\breclama[çc][ãa]o\s+trabalhista\b/gi, w: 2 },
    { re: /\bcomplaint\b/gi, w: 1.5 },
    { re: /\bplaintiffs?\s+(?:allege|bring|brings|file|files|demand|seek|seeks|respectfully)\b/gi, w: 2 },
    {
      re: /\bcomes?\s+now\b|\bprayer\s+for\s+relief\b|\bjury\s+trial\s+demanded\b|\bdemand\s+for\s+jury\s+trial\b/gi,
      w: 3,
    },
    { re: /\bcause\s+of\s+action\b|\bcount\s+[ivx]+\b/gi, w: 1.5 },
    { re: /\bwherefore\b/gi, w: 1 },
    // A petition for a writ, in its title ("PETITION FOR WRIT OF HABEAS CORPUS UNDER 28 U.S.C. § 2254"), and a
    // petitioner asking the court; a decision's title starts with the order ("ORDER ON PETITION FOR WRIT …").
    { re: /^[ \t]*(?:(?:VERIFIED|AMENDED)\s+)?PETITION\s+FOR\s+(?:A\s+)?WRIT\s+OF\b/gm, w: 5 },
    { re: /\bpetitioner\s+(?:asks|requests|prays|respectfully\s+(?:asks|requests|prays))\b/gi, w: 2 },
    // A party's notice to the court: "NOTICE OF APPEAL", "Notice is hereby given that Defendant appeals …".
    {
      re: /^[ \t]*NOTICE\s+OF\s+(?:APPEAL|REMOVAL|MOTION|APPEARANCE|VOLUNTARY\s+DISMISSAL|CROSS-APPEAL)\b|\bnotice\s+is\s+hereby\s+given\s+that\b/gm,
      w: 5,
    },
    // An appellate brief: its title, its sections, its signature and the relief it asks of the court.
    {
      re: /^[ \t]*(?:(?:OPENING|REPLY|ANSWERING|PRINCIPAL|RESPONSE)\s+)?BRIEF\s+(?:OF|FOR)\s+(?:THE\s+)?(?:APPELLANTS?|APPELLEES?|PETITIONERS?|RESPONDENTS?|PLAINTIFFS?|DEFENDANTS?|AMICUS)\b/gm,
      w: 6,
    },
    {
      re: /\bstatement\s+of\s+the\s+(?:case|issues)\b|\bsummary\s+of\s+(?:the\s+)?argument\b|\b(?:counsel|attorneys?)\s+for\s+(?:appellants?|appellees?|petitioners?|respondents?|plaintiffs?|defendants?)\b|\bshould\s+be\s+(?:reversed|affirmed|vacated)\b/gi,
      w: 2,
    },
    { re: /\b(?:motion|memorandum\s+of\s+law)\s+(?:to|for|in\s+support)\b/gi, w: 1.5 },
    { re: /\brespectfully\s+(?:submitted|requests?|moves?)\b|\bhereby\s+moves?\b/gi, w: 2.5 },
    // Findings a party proposes for the court to adopt.
    {
      re: /\bproposed\s+findings\s+of\s+fact\b|\b(?:PLAINTIFF|DEFENDANT|PETITIONER|RESPONDENT)S?['’]S?\s+PROPOSED\b/gi,
      w: 4,
    },
    // An order a party submits for signature: "[PROPOSED] ORDER", its date and signature lines still blank.
    { re: /[[(]\s*PROPOSED\s*[\])]|^[ \t]*PROPOSED\s+(?:FORM\s+OF\s+)?ORDER\b/gm, w: 2 },
    { re: /^[ \t]*(?:Dated|Date|Signed|Entered)\s*:?[ \t]*_{3,}/gim, w: 5 },
  ],
  judicial_decision: [
    { re: /\bjulgo\s+(?:procedente|improcedente|parcialmente|extint)/gi, w: 5 },
    { re: /\bsenten[çc]a\b/gi, w: 1 },
    { re: /\bisto\s+posto\b|\bante\s+o\s+exposto\b|\bdiante\s+do\s+exposto\b|\bpelo\s+exposto\b/gi, w: 1.5 },
    { re: /\bacordam\b|\bac[óo]rd[ãa]o\b|\bvistos,?\s+relatados\b|\bementa\b/gi, w: 2 },
    {
      re: /\brelator(?:a)?\b|\bdesembargador(?:a)?\b|\bnegaram\s+provimento\b|\bderam\s+provimento\b|\bpor\s+unanimidade\b/gi,
      w: 1.5,
    },
    { re: /\b(?:defiro|indefiro)\b|\bdecis[ãa]o\s+interlocut[óo]ria\b/gi, w: 2 },
    { re: /\bintime(?:m)?-se\b|\bcite-se\b|\bpublique-se\b|\bregistre-se\b|\bcumpra-se\b|\bP\.\s?R\.\s?I\./gi, w: 2 },
    { re: /\bcondeno\b|\bcondenar\b|\bhomologo\b|\bextingo\b/gi, w: 2 },
    // A hearing's record kept by the court: "ATA DE AUDIÊNCIA – TERMO DE CONCILIAÇÃO", "sob a presidência da MM. Juíza",
    // "foram apregoadas as partes".
    {
      re: /\bata\s+de\s+audi[êe]ncia\b|\btermo\s+de\s+(?:audi[êe]ncia|concilia[çc][ãa]o)\b|\bsob\s+a\s+presid[êe]ncia\s+d[oa]\s+(?:MM\.|Merit[íi]ssim)|\bforam\s+apregoad[oa]s\b/gi,
      w: 3,
    },
    // "IT IS ORDERED", "it is further ORDERED", and the dated form "IT IS on this 9th day of February, 2024, ORDERED".
    {
      re: /\bit\s+is\s+(?:hereby\s+|further\s+)?(?:ordered|adjudged|decreed)\b|\bso\s+ordered\b|\bit\s+is\s+on\s+this\b[^.]{0,80}?\bordered\b/gi,
      w: 4,
    },
    // A caption whose title line is the ruling itself, also letter-spaced ("D E C I S I O N").
    {
      re: /^[ \t]*(?:ORDER|OPINION|MEMORANDUM\s+OPINION|OPINION\s+AND\s+ORDER|FINAL\s+JUDGMENT|FINAL\s+ORDER|JUDGMENT(?:\s+IN\s+A\s+(?:CRIMINAL|CIVIL)\s+CASE)?|DECISION|D\s+E\s+C\s+I\s+S\s+I\s+O\s+N|O\s+P\s+I\s+N\s+I\s+O\s+N|DECIS[ÃA]O(?:\s+MONOCR[ÁA]TICA|\s+INTERLOCUT[ÓO]RIA)?|SENTEN[ÇC]A|DESPACHO|AC[ÓO]RD[ÃA]O)[ \t]*$/gm,
      w: 3,
    },
    // The Tax Court's "MEMORANDUM FINDINGS OF FACT AND OPINION", closing "Decision will be entered for respondent."
    {
      re: /^[ \t]*(?:MEMORANDUM\s+)?FINDINGS\s+OF\s+FACT\s+AND\s+OPINION[ \t]*$|^[ \t]*(?:An?\s+)?[Dd]ecisions?\s+will\s+be\s+entered\b/gm,
      w: 4,
    },
    // A closing entry line: Maine's "The entry is:", North Carolina's "NO ERROR." and "Report per Rule 30(e)."
    {
      re: /^[ \t]*The\s+entry\s+(?:is|shall\s+be):[ \t]*$|^[ \t]*NO\s+(?:PREJUDICIAL\s+)?ERROR(?:\s+IN\s+PART)?\.?[ \t]*$|^[ \t]*Report\s+per\s+Rule\s+30\(e\)\.?[ \t]*$/gm,
      w: 4,
    },
    // The title set in the caption's right-hand column, after the ")" or "§" rule ("vs.   )   ORDER AND OPINION"); and a
    // court that "enters judgment" on its own form.
    {
      re: /^[^\n]*[)§][ \t]+(?:ORDER|OPINION|ORDER\s+AND\s+OPINION|OPINION\s+AND\s+ORDER|MEMORANDUM\s+(?:OPINION|DECISION)(?:\s+AND\s+ORDER)?|FINAL\s+JUDGMENT)[ \t]*$|\b[Cc]ourt\s+(?:hereby\s+)?enters\s+judgment\b/gm,
      w: 3,
    },
    // New York's appellate "DECISION & ORDER" and a judge's letter ruling ("Dear Counsel: … IT IS SO ORDERED", signed by a
    // Vice Chancellor).
    {
      re: /\bDECISION\s+(?:&|AND)\s+ORDER\b|\bVice\s+Chancellor\b|\bthis\s+letter\s+(?:resolves|decides|addresses)\b/gi,
      w: 4,
    },
    // Pennsylvania's form: "ORDER OF COURT", "AND NOW, this 11th day of March, 2025, upon consideration of …", signed
    // "BY THE COURT:".
    { re: /^[ \t]*ORDER\s+OF\s+COURT[ \t]*$|\bAND\s+NOW,\s+this\b|^[ \t]*BY\s+THE\s+COURT:/gm, w: 3 },
    // Titles of what a court enters on its own authority, not the end of a motion's wrapped title ("MOTION FOR\nDEFAULT
    // JUDGMENT", "[PROPOSED]\nCONSENT DECREE").
    {
      re: /(?<!\b(?:FOR|OF|TO|AND|ON|RE|PROPOSED\]?|STIPULATED)[ \t]*\n)^[ \t]*(?:CONSENT\s+(?:DECREE|JUDGMENT)|DEFAULT\s+JUDGMENT|SMALL\s+CLAIMS\s+JUDGMENT|JUDGMENT\s+AFTER\s+(?:TRIAL|HEARING)|TEMPORARY\s+RESTRAINING\s+ORDER|ORDER\s+OF\s+DISMISSAL|(?:SHORT\s+FORM|MINUTE)\s+ORDER|CIVIL\s+MINUTES)[ \t]*$/gm,
      w: 3,
    },
    // A state appellate decision: "APPEAL from the Franklin County Court…", "assignments of error", "J., concurs",
    // "Judgment affirmed in part …; cause remanded".
    {
      re: /\b[Aa](?:PPEAL|ppeal)\s+from\s+the\s+(?:\p{Lu}[\p{L}.']*\s+){1,6}Court\b|\bJJ?\.,?\s+concurs?\b|\bassignments?\s+of\s+error\b|\b(?:[Jj]udgment|[Oo]rder)\s+affirmed\b|\bcause\s+remanded\b/gu,
      w: 3,
    },
    // An appellate opinion: "Appeal from the United States District Court …", "Before …, Circuit Judges".
    { re: /\bappeal\s+from\s+the\s+United\s+States\s+District\s+Court\b|\bCircuit\s+Judges\b/gi, w: 3 },
    // A state appellate opinion: "APPEAL from a judgment of the Superior Court…", "DISPOSITION", "We concur".
    {
      re: /\bappeals?\s+from\s+(?:a|an|the)\s+(?:final\s+)?(?:judgment|order|decree)\b|\bwe\s+concur\b|^[ \t]*DISPOSITION[ \t]*$|\bthe\s+(?:judgment|order)\s+is\s+(?:affirmed|reversed|vacated|modified)\b|\b(?:affirmed|reversed)\s+and\s+remanded\b/gim,
      w: 3,
    },
    // Florida and other state forms: "ORDERED AND ADJUDGED", "DONE AND ORDERED in Chambers", "It is therefore ORDERED",
    // and a title line naming what the order does ("ORDER GRANTING PLAINTIFF'S MOTION …").
    {
      re: /\bORDERED\s+AND\s+ADJUDGED\b|\bORDERED,?\s+ADJUDGED,?\s+AND\s+DECREED\b|\bDONE\s+AND\s+ORDERED\b|\b[Ii]t\s+is\s+(?:therefore|accordingly)\s+ORDERED\b|^[ \t]*ORDER\s+(?:GRANTING|DENYING|ON|ADOPTING|DISMISSING|REMANDING|SETTING|REGARDING|AFTER|FOLLOWING|VACATING|CONFIRMING|APPROVING|MODIFYING|TERMINATING|COMPELLING|STAYING)\b/gm,
      w: 4,
    },
    // A state supreme court's opinion: its syllabus, who delivered it, what it does to the judgments below.
    {
      re: /\bsyllabus\s+by\s+the\s+court\b|\bthe\s+opinion\s+of\s+the\s+court\s+was\s+delivered\s+by\b|\bjudgment\s+of\s+the\s+(?:\w+\s+){0,3}court\s+(?:\w+\s+){0,4}is\s+(?:affirmed|reversed|vacated)\b|\bremanded\s+with\s+directions\b/gi,
      w: 3,
    },
    // Agency adjudications and docket entries: an immigration judge's or administrative judge's order, a board's initial
    // decision, a docket's text order ("TEXT ONLY ORDER granting 28 Stipulation …", "ORDER denying [14] Motion", "Ordered
    // by Magistrate Judge …"); an order to show cause and the restraint it imposes.
    {
      re: /^[ \t]*(?:INITIAL\s+DECISION|ORDER\s+OF\s+THE\s+(?:\p{Lu}+\s+){0,2}JUDGE)[ \t]*$|\b(?:Administrative\s+Law|Immigration|Administrative)\s+Judge\b|\bTEXT(?:\s+ONLY)?\s+ORDER\b|\bORDER\s+(?:granting|denying)\s+(?:in\s+part\s+)?\[?\d{1,4}\]?\s|\bOrdered\s+by\s+(?:Chief\s+)?(?:(?:Magistrate|District|Bankruptcy)\s+)?Judge\b|^[ \t]*ORDER\s+TO\s+SHOW\s+CAUSE\b|^[ \t]*(?:OPINION\s+AND\s+)?AWARD[ \t]*$|\bPER\s+CURIAM\b|\b[Ww]e\s+do\s+not\s+retain\s+jurisdiction\b|\bDeputy\s+Commissioner\b|\bRESTRAINED\s+AND\s+ENJOINED\b/gmu,
      w: 3,
    },
    // A certified question answered ("We answer the certified question yes"), a summary disposition, a military
    // appellate court's bench ("Appellate Military Judges") and the clerk's "FOR THE COURT:" over the signature.
    // A trial court's statement of decision and an unemployment appeal tribunal's hearing officer, whose "DECISION:"
    // paragraph "becomes final … unless a further appeal is filed"; a juvenile court's DISPOSITIONAL ORDER and a form's
    // "THE COURT ORDERS:" over its numbered items; an arbitrator's AWARD; New Hampshire's "the court … issued the following
    // order:" closing on a sentence-case "Affirmed." line; Maryland's mandate line in capitals ("JUDGMENT OF THE CIRCUIT
    // COURT FOR BALTIMORE COUNTY AFFIRMED.") and its "Opinion by …, J." line; an Ohio MAGISTRATE'S DECISION and its
    // "Judgment for Plaintiff …"; Arkansas's "Opinion Delivered" and "JJ., agree"; a docket's MINUTE entry; Virginia's
    // appellate order "certified to the trial court" under "A Copy, Teste:"; Nevada's ORDER OF AFFIRMANCE ("we / ORDER
    // the judgment … AFFIRMED"); "Judge … delivered the opinion of the Court"; the JPML's TRANSFER ORDER ("Before the
    // Panel: …").
    {
      re: /\b[Ww]e\s+(?:therefore\s+)?answer\s+(?:the\s+|each\s+|both\s+)?certified\s+questions?\b|\bcertified\s+the\s+following\s+questions?\b|^[ \t]*SUMMARY\s+DISPOSITION(?:\s+ORDER)?\b|\bAppellate\s+Military\s+Judges?\b|^[ \t]*FOR\s+THE\s+COURT:|\b(?:is|are)\s+SET\s+ASIDE\b|\bSTATEMENT\s+OF\s+DECISION\b|\bJUDGMENT\s+AFTER\s+(?:COURT\s+|JURY\s+|BENCH\s+)?TRIAL\b|\b(?:Hearing\s+Officer|Appeal\s+Tribunal|APPEAL\s+TRIBUNAL)\b|\bthis\s+decision\s+(?:becomes|will\s+become|shall\s+become)\s+final\b|^[ \t]*DECISION:|^[ \t]*THE\s+COURT\s+(?:FINDS\s+AND\s+)?ORDERS:|^[ \t]*DISPOSITIONAL\s+ORDER\b|^[ \t]*(?:FINAL\s+|INTERIM\s+|PARTIAL\s+)?AWARD\s+OF\s+(?:THE\s+)?ARBITRAT(?:OR|ORS|ION\s+PANEL)\b|\bhereby\s+AWARD\s+as\s+follows\b|\bissued\s+the\s+following\s+order\b|\bJJ\.,?\s+concurred\b|^[ \t]*(?:Affirmed|Reversed|Vacated)(?:\s+and\s+remanded)?\.[ \t]*$|^[ \t]*JUDGMENTS?\s+OF\s+THE\s+(?:[A-Z][A-Z'’.,]*\s+){1,8}?(?:AFFIRMED|REVERSED|VACATED)\b|\bOpinion\s+by\s+[A-Z][A-Za-z'’-]+,\s+J\.|\bMAGISTRATE['’]?S\s+DECISION\b|\bThe\s+Magistrate\s+finds\b|^[ \t]*Judgment\s+for\s+(?:the\s+)?(?:Plaintiff|Defendant)s?\b|\bOpinion\s+Delivered\b|\bJJ\.,?\s+agree\b|\bMINUTE\s+entry\s+before\b|\bNOTIFICATION\s+OF\s+DOCKET\s+ENTRY\b|^[ \t]*Teste:|\bshall\s+be\s+certified\s+to\s+the\s+trial\s+court\b|^[ \t]*ORDER\s+OF\s+(?:AFFIRMANCE|REVERSAL)\b|^[ \t]*ORDER\s+the\s+judgment\b|\bdelivered\s+the\s+opinion\s+of\s+the\s+Court\b|^[ \t]*TRANSFER\s+ORDER[ \t]*$|\bBefore\s+the\s+Panel:/gm,
      w: 4,
    },
    // An appellate disposition on a line of its own: "AFFIRMED.", "AFFIRMED in part; REVERSED in part; and REMANDED."
    {
      re: /^[ \t]*(?:AFFIRMED|REVERSED|VACATED)(?:\s+(?:IN|in)\s+(?:PART|part))?(?:[,;]?\s+(?:(?:AND|and)\s+)?(?:AFFIRMED|REVERSED|VACATED|REMANDED|DISMISSED)(?:\s+(?:IN|in)\s+(?:PART|part))?)*\.?[ \t]*$/gm,
      w: 3,
    },
    // A sentence in a criminal case.
    {
      // Ohio's "JUDGMENT ENTRY" imposes "a stated prison term" on a defendant "found guilty".
      re: /\bcommitted\s+to\s+the\s+custody\s+of\b|\bimprisoned\s+for\s+a\s+(?:total\s+)?term\b|\bshall\s+be\s+on\s+supervised\s+release\b|\bimposes?\s+an?\s+(?:\w+\s+){0,2}(?:prison|jail)\s+term\b|\b(?:was|is)\s+found\s+guilty\b|^[ \t]*JUDGMENT\s+ENTRY\b/gim,
      w: 3,
    },
    // A magistrate judge's report and recommendation decides nothing alone, but it is the court's, not a party's.
    {
      re: /\breport\s+and\s+recommendation\b|\bfindings\s+and\s+recommendations?\b|\b(?:the\s+court|I)\s+(?:respectfully\s+)?recommends?\s+that\b|\bit\s+is\s+(?:hereby\s+)?(?:respectfully\s+)?RECOMMENDED\b|\bIT\s+IS\s+SO\s+REPORTED\b/gi,
      w: 4,
    },
    // State trial-court forms: Illinois's "This cause coming before the Court …, the Court being fully advised",
    // "ENTERED:", "Judge's No."; California's tentative ruling adopted as the order, a demurrer sustained or overruled.
    {
      re: /\bthis\s+(?:cause|matter)\s+coming\s+(?:before|on|to\s+be\s+heard)\b|\b(?:the\s+)?court\s+being\s+fully\s+advised\b|\bdue\s+notice\s+having\s+been\s+given\b|\badopts\s+the\s+tentative\s+ruling\b|\btentative\s+ruling\s+(?:is|was)\s+(?:adopted|affirmed)\b/gi,
      w: 4,
    },
    {
      re: /^[ \t]*ENTERED\s*:(?![ \t]*_)|\bJudge['’]s\s+No\.?[ \t]*\d|\b(?:demurrer|objection|motion)\b[^.]{0,100}?\b(?:is|are)\s+(?:hereby\s+)?(?:SUSTAINED|OVERRULED|sustained|overruled)\b/gm,
      w: 3,
    },
    { re: /\bopinion\s+and\s+order\b|\bmemorandum\s+(?:opinion|and\s+order|decision)\b|\bfinal\s+judgment\b/gi, w: 4 },
    { re: /\b(?:motion|petition)\s+(?:is|are)\s+(?:hereby\s+)?(?:granted|denied)\b|\b(?:GRANTED|DENIED)\b/g, w: 2 },
    { re: /\bthe\s+court\s+(?:finds|concludes|holds|grants|denies)\b|\bunited\s+states\s+district\s+judge\b/gi, w: 2 },
  ],
  will: [
    // "faleceu … sem deixar testamento": an intestate estate's inventory names no will.
    {
      re: /\b(?<!\bsem\s+deixar\s+|\bn[ãa]o\s+deixou\s+)testamento\b|\btestador(?:a)?\b|\bdisposi[çc][õo]es\s+de\s+[úu]ltima\s+vontade\b/gi,
      w: 3,
    },
    { re: /\blego\b|\bdeixo\s+(?:para|a|ao|à)\b|\bherdeir[oa]s?\b|\blegat[áa]ri[oa]\b|\btestamenteir[oa]\b/gi, w: 2 },
    { re: /\blast\s+will\s+and\s+testament\b/gi, w: 6 },
    { re: /\btestator\b|\btestatrix\b|\bbequeath\b|\bdevise\b|\bresiduary\s+estate\b/gi, w: 2.5 },
    { re: /\bexecut(?:or|rix)\b|\bpersonal\s+representative\b/gi, w: 1 },
  ],
  corporate: [
    { re: /\bata\s+d[ae]\s+(?:assembleia|reuni[ãa]o)\b|\bassembleia\s+geral\b/gi, w: 4 },
    { re: /\bcontrato\s+social\b|\balteraç[ãa]o\s+contratual\b|\bestatuto\s+social\b/gi, w: 4 },
    {
      re: /\bacionistas\b|\bs[óo]ci[oa]s\b|\bquotas\b|\bcapital\s+social\b|\bconselho\s+de\s+administra[çc][ãa]o\b|\bdiretoria\b/gi,
      w: 1,
    },
    { re: /\bbylaws\b|\barticles\s+of\s+(?:incorporation|organization)\b|\bminutes\s+of\b/gi, w: 4 },
    { re: /\bboard\s+of\s+directors\b|\bshareholders?\b|\bstockholders?\b|\bquorum\b|\bofficers\b/gi, w: 0.7 },
    { re: /\bRESOLVED\b|\bit\s+was\s+resolved\b|\bdeliberaram\b|\baprovad[oa]\s+por\s+unanimidade\b/g, w: 2 },
  ],
};

// A legal opinion (parecer) advises and a letter informs; neither decides, however much it reads like an acórdão.
// Their cues outweighing every type's make the document "other".
const ADVICE: Cue[] = [
  // A letter or an extrajudicial notice reports decisions to its addressee; it is none.
  { re: /^[ \t]*NOTIFICA[ÇC][ÃA]O\s+EXTRAJUDICIAL\b|^[ \t]*(?:DEMAND\s+LETTER|CEASE\s+AND\s+DESIST)\b/gm, w: 6 },
  {
    re: /^[ \t]*(?:prezad[oa]s?\s+senhor(?:es|as)?|dear\s+(?:sir|madam|mr\.?|ms\.?|counsel)\b)|^[ \t]*(?:atenciosamente|cordialmente|sincerely|very\s+truly\s+yours)\b/gim,
    w: 3,
  },
  { re: /^[ \t]*PARECER\b|^[ \t]*(?:LEGAL\s+)?OPINION\s+LETTER\b/gm, w: 6 },
  // A power of attorney grants powers to act in suits ("podendo propor … as ações competentes"); it is no pleading.
  { re: /^[ \t]*PROCURA[ÇC][ÃA]O\b/gm, w: 6 },
  {
    re: /\bopina-se\b|\bopino\s+(?:pela|pelo|no\s+sentido)\b|\b[ée]\s+o\s+parecer\b|\bs\.\s?m\.\s?j\.|\bconsidera[çc][ãa]o\s+superior\b|\bwe\s+are\s+of\s+the\s+opinion\b|\bthis\s+opinion\s+(?:is\s+(?:limited|rendered|furnished)|letter)\b/gi,
    w: 3,
  },
];

// Passages in quotation marks are another document's words ("A sentença assim dispôs: '… JULGO PROCEDENTE …'"): a
// petition quoting a decision is still a petition. Short quotations (defined terms, titles) stay.
const LONG_QUOTE = /["“][^"“”\n]{80,}["”]/g;

interface Subtype {
  re: RegExp;
  name: string;
  /** Languages the subtype name belongs to. */
  lang?: Language;
}

const SUBTYPES: Record<DocumentType, Subtype[]> = {
  contract: [
    { re: /presta[çc][ãa]o\s+de\s+servi[çc]os/i, name: "contrato de prestação de serviços", lang: "pt" },
    { re: /\bloca[çc][ãa]o\b|\blocador\b/i, name: "contrato de locação", lang: "pt" },
    { re: /compra\s+e\s+venda/i, name: "contrato de compra e venda", lang: "pt" },
    { re: /contrato\s+(?:individual\s+)?de\s+trabalho/i, name: "contrato de trabalho", lang: "pt" },
    { re: /confidencialidade|sigilo/i, name: "acordo de confidencialidade", lang: "pt" },
    { re: /non-?disclosure|confidentiality\s+agreement|\bNDA\b/i, name: "NDA", lang: "en" },
    {
      re: /employment\s+agreement|executive\s+agreement|offer\s+of\s+employment/i,
      name: "employment agreement",
      lang: "en",
    },
    { re: /licen[sc]e\s+agreement/i, name: "license agreement", lang: "en" },
    { re: /distribut(?:ion|or)\s+agreement|reseller\s+agreement/i, name: "distribution agreement", lang: "en" },
    { re: /services?\s+agreement|consulting\s+agreement|master\s+services/i, name: "services agreement", lang: "en" },
    { re: /\blease\s+agreement\b|\blease\b/i, name: "lease", lang: "en" },
    {
      re: /(?:stock|asset|share)\s+purchase\s+agreement|purchase\s+agreement/i,
      name: "purchase agreement",
      lang: "en",
    },
    { re: /agreement/i, name: "agreement", lang: "en" },
    { re: /contrato/i, name: "contrato", lang: "pt" },
  ],
  pleading: [
    { re: /reclama[çc][ãa]o\s+trabalhista/i, name: "reclamação trabalhista", lang: "pt" },
    { re: /mandado\s+de\s+seguran[çc]a/i, name: "mandado de segurança", lang: "pt" },
    { re: /\bcontesta[çc][ãa]o\b/i, name: "contestação", lang: "pt" },
    { re: /raz[õo]es\s+de\s+apela[çc][ãa]o|recurso\s+de\s+apela[çc][ãa]o/i, name: "recurso de apelação", lang: "pt" },
    { re: /agravo\s+de\s+instrumento/i, name: "agravo de instrumento", lang: "pt" },
    {
      re: /propor\s+a\s+presente|peti[çc][ãa]o\s+inicial|valor\s+da\s+causa|d[áa]-se\s+[àa]\s+causa/i,
      name: "petição inicial",
      lang: "pt",
    },
    { re: /\bmotion\b/i, name: "motion", lang: "en" },
    { re: /\bcomplaint\b/i, name: "complaint", lang: "en" },
    { re: /\banswer\s+(?:and\s+affirmative\s+defenses|to\s+(?:the\s+)?complaint)/i, name: "answer", lang: "en" },
    { re: /\bbrief\b/i, name: "brief", lang: "en" },
    { re: /./, name: "petição", lang: "pt" },
  ],
  judicial_decision: [
    { re: /\bacordam\b|\bac[óo]rd[ãa]o\b|\bementa\b/i, name: "acórdão", lang: "pt" },
    { re: /\bjulgo\s+(?:procedente|improcedente|parcialmente|extint)|\bsenten[çc]a\b/i, name: "sentença", lang: "pt" },
    {
      re: /\bdefiro\b|\bindefiro\b|decis[ãa]o\s+interlocut[óo]ria|tutela\s+(?:de\s+urg[êe]ncia|antecipada|provis[óo]ria)|\bliminar\b/i,
      name: "decisão interlocutória",
      lang: "pt",
    },
    { re: /./, name: "despacho", lang: "pt" },
    { re: /opinion\s+and\s+order|memorandum\s+(?:opinion\s+)?and\s+order/i, name: "opinion and order", lang: "en" },
    { re: /final\s+judgment|\bjudgment\s+is\s+(?:hereby\s+)?entered/i, name: "judgment", lang: "en" },
    { re: /\bopinion\b/i, name: "opinion", lang: "en" },
    { re: /./, name: "order", lang: "en" },
  ],
  will: [
    {
      re: /^\s*(?:first\s+|second\s+)?codicil\b|\bcodicil\s+to\s+(?:the\s+)?last\s+will/i,
      name: "codicil",
      lang: "en",
    },
    { re: /testamento|testador/i, name: "testamento", lang: "pt" },
    { re: /./, name: "last will and testament", lang: "en" },
  ],
  corporate: [
    { re: /ata\s+d[ae]\s+(?:assembleia|reuni[ãa]o)|assembleia\s+geral/i, name: "ata de assembleia", lang: "pt" },
    { re: /altera[çc][ãa]o\s+contratual/i, name: "alteração contratual", lang: "pt" },
    { re: /contrato\s+social/i, name: "contrato social", lang: "pt" },
    { re: /estatuto\s+social/i, name: "estatuto social", lang: "pt" },
    { re: /\bbylaws\b/i, name: "bylaws", lang: "en" },
    { re: /articles\s+of\s+incorporation/i, name: "articles of incorporation", lang: "en" },
    { re: /\bminutes\b/i, name: "minutes", lang: "en" },
    { re: /\bRESOLVED\b|\bresolution/i, name: "board resolution", lang: "en" },
  ],
  other: [],
};

for (const list of [...Object.values(CUES), ...Object.values(SUBTYPES), ADVICE]) for (const { re } of list) gated(re);

const HEAD = 1500;
// What a title naming the instrument weighs against a letter's or a legal opinion's cues.
const TITLE_WEIGHT = 10;
const HEAD_WEIGHT = 3;
// Counting stops at a few hits per cue so that a long document does not drown the heading evidence.
const MAX_HITS = 6;

export interface Classification {
  documentType: DocumentType;
  subtype: string | null;
  /** 0..1: margin between the best and second-best type, shrunk when evidence is thin. */
  confidence: number;
  scores: Record<DocumentType, number>;
}

/** Counts matches up to MAX_HITS without materialising them all. */
function countHits(re: RegExp, s: string): number {
  re.lastIndex = 0;
  let n = 0;
  while (n < MAX_HITS && re.exec(s)) n++;
  re.lastIndex = 0;
  return n;
}

// What may match where: the head is the text's first HEAD characters plus, when given, the file name (scanned
// apart); the body is a part of the text.
interface Scans {
  text?: LiteralScan;
  fileName?: LiteralScan;
}

const mayMatchHead = (scans: Scans, re: RegExp): boolean =>
  mayMatch(scans.text, re) || scans.fileName?.mayMatch(re) === true;

function scoreType(cues: Cue[], head: string, body: string, scans: Scans): number {
  let s = 0;
  for (const cue of cues) {
    const inHead = mayMatchHead(scans, cue.re) ? countHits(cue.re, head) : 0;
    const inBody = mayMatch(scans.text, cue.re) ? countHits(cue.re, body) : 0;
    s += cue.w * (HEAD_WEIGHT * inHead + Math.sqrt(inBody));
  }
  return s;
}

export function classifyDocument(
  text: string,
  language: Language,
  fileName?: string,
  scan?: LiteralScan,
): Classification {
  const name = fileName ? fileName.replace(/[_.-]+/g, " ") : "";
  const unquoted = text.replace(LONG_QUOTE, " ");
  const head = unquoted.slice(0, HEAD) + (fileName ? `\n${name}` : "");
  // Without a scan of the text, every pattern runs.
  const scans: Scans =
    scan === undefined ? {} : { text: scan, ...(fileName ? { fileName: new LiteralScan(name) } : {}) };
  const body = unquoted.length > HEAD ? unquoted.slice(HEAD, HEAD + 12000) : "";
  const scores: Record<DocumentType, number> = {
    contract: 0,
    pleading: 0,
    judicial_decision: 0,
    will: 0,
    corporate: 0,
    other: 0,
  };
  for (const type of Object.keys(CUES) as Exclude<DocumentType, "other">[])
    scores[type] = scoreType(CUES[type], head, body, scans);
  const ranked = (Object.keys(scores) as DocumentType[]).sort((a, b) => scores[b] - scores[a]);
  const cueBest = ranked[0] ?? "other";
  const top = scores[cueBest];
  const titled = titleType(unquoted);
  const advice = scoreType(ADVICE, head, body, scans);
  if (titled && advice < top + TITLE_WEIGHT) {
    // The cues agreeing with the title make it surer; cues pointing elsewhere (a shareholders' agreement full of
    // corporate words) leave it less sure.
    const confidence = titled === cueBest ? 0.9 : 0.7;
    return { documentType: titled, subtype: pickSubtype(titled, head, text, language, scans), confidence, scores };
  }
  const best = cueBest;
  const second = scores[ranked[1] ?? "other"];
  if (top < 4) {
    return { documentType: "other", subtype: null, confidence: 0.35 + 0.05 * top, scores };
  }
  if (advice >= top)
    return { documentType: "other", subtype: null, confidence: 0.5 + (0.3 * (advice - top)) / advice, scores };
  const margin = (top - second) / (top + 4);
  const evidence = Math.min(1, top / 20);
  const confidence = 0.4 + 0.6 * Math.sqrt(Math.max(0, margin)) * (0.5 + 0.5 * evidence);
  return { documentType: best, subtype: pickSubtype(best, head, text, language, scans), confidence, scores };
}

// A Brazilian decision's own title line says what it is, whatever it mentions ("CUMPRIMENTO DE SENTENÇA" in the
// class of a DECISÃO, "a r. sentença" in an acórdão).
const PT_TITLES: [RegExp, string][] = [
  [/^[ \t]*AC[ÓO]RD[ÃA]O[ \t]*$/m, "acórdão"],
  [/^[ \t]*SENTEN[ÇC]A[ \t]*$/m, "sentença"],
  [/^[ \t]*DECIS[ÃA]O(?:\s+INTERLOCUT[ÓO]RIA|\s+LIMINAR)?[ \t]*$/m, "decisão interlocutória"],
  [/^[ \t]*DESPACHO[ \t]*$/m, "despacho"],
];

function pickSubtype(type: DocumentType, head: string, text: string, language: Language, scans: Scans): string | null {
  if (type === "judicial_decision" && language === "pt")
    for (const [re, name] of PT_TITLES) if (re.test(head)) return name;
  const list = SUBTYPES[type].filter((s) => !s.lang || s.lang === language);
  for (const s of list) if (mayMatchHead(scans, s.re) && s.re.test(head)) return s.name;
  const sample = text.slice(0, 20000);
  for (const s of list) if (mayMatch(scans.text, s.re) && s.re.test(sample)) return s.name;
  return null;
}

const BRAZIL_CUES =
  /R\$|\bCPF\b|\bCNPJ\b|\bOAB\b|\bLei\s+n|\bComarca\b|\bVara\b|\bTribunal\s+de\s+Justi[çc]a\b|\bCPC\b|\bCLT\b|\bBrasil\b|\bLtda\b|\bS\/A\b|\bSTF\b|\bSTJ\b|\bReais\b|\bReal\s+brasileiro/gi;
const USA_CUES =
  /U\.\s?S\.\s?C\.|\bC\.F\.R\.|\bFed\.\s?R\.|\bDistrict\s+Court\b|\bState\s+of\s+(?:New\s+York|California|Delaware|Texas|Florida|Nevada|[A-Z][a-z]+)\b|\bDelaware\b|\bInc\.|\bLLC\b|\bU\.S\.\s|\bUnited\s+States\b|\bUSD\b|\$\s?\d/g;
gated([BRAZIL_CUES, USA_CUES]);

// Only min(30, count) is used, so scanning stops at the 30th match (same count as matching everything).
function countUpTo(re: RegExp, s: string, max: number): number {
  re.lastIndex = 0;
  let n = 0;
  while (n < max) {
    const m = re.exec(s);
    if (m === null) break;
    n++;
    if (m[0].length === 0) re.lastIndex++;
  }
  re.lastIndex = 0;
  return n;
}

// "governed by", "construed under", "interpreted in accordance with" the laws of Brazil: a governing-law verb, so that
// a duty to comply with Brazilian law ("register the products in accordance with the laws of Brazil") is not taken.
const BRAZILIAN_LAW_CHOSEN =
  /\b(?:governed|construed|interpreted|enforced)\s+(?:(?:and|or)\s+(?:governed|construed|interpreted|enforced)\s+)?(?:by|under|in\s+accordance\s+with|pursuant\s+to)[^.]{0,80}?\blaws?\s+of\s+(?:the\s+)?(?:Federative\s+Republic\s+of\s+)?Brazil\b|\b(?:governed|construed|interpreted)\s+(?:by|under|in\s+accordance\s+with)\s+(?:the\s+)?Brazilian\s+law|\bBrazilian\s+law\s+(?:shall|will)\s+govern\b/i;

export function detectJurisdiction(
  text: string,
  language: Language,
  scan?: LiteralScan,
): { jurisdiction: Jurisdiction; confidence: number } {
  const sample = text.length > 60000 ? text.slice(0, 60000) : text;
  const count = (re: RegExp): number => (mayMatch(scan, re) ? countUpTo(re, sample, 30) : 0);
  const br = count(BRAZIL_CUES) + (language === "pt" ? 3 : 0);
  const us = count(USA_CUES) + (language === "en" ? 3 : 0);
  // The law a contract chooses decides its jurisdiction, whatever language it is written in.
  if (BRAZILIAN_LAW_CHOSEN.test(sample)) return { jurisdiction: "brazil", confidence: 0.9 };
  const jurisdiction: Jurisdiction = br > us ? "brazil" : "usa";
  const margin = Math.abs(br - us) / (br + us + 1);
  return { jurisdiction, confidence: 0.5 + 0.5 * margin };
}
