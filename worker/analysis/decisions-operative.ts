import { findDeadlineMentions } from "./deadlines-mentions.ts";
import type { Sentence } from "./findings/shared.ts";
import { squash } from "./text.ts";
import type { Language } from "./types.ts";

// The operative part of a decision (dispositivo / "it is ordered") and the sorting of its clauses into the
// decision panel's lists, each clause in one list only (docs/decisions/025-held-out-evaluation.md).

// Where the operative part starts: "Ante o exposto", "ISSO POSTO", "ACORDAM", "For the foregoing reasons", "ORDER".
// "Accordingly" at a sentence's end ("Judgment shall be entered accordingly.") refers back; it starts nothing.
const ANCHOR_PT =
  /\b(?:ante\s+o\s+exposto|diante\s+do\s+exposto|isso\s+posto|isto\s+posto|pelo\s+exposto|do\s+exposto|posto\s+isso|em\s+face\s+do\s+exposto|acordam?|iii\s*[-–]\s*dispositivo)\b/i;
const ANCHOR_EN =
  /\b(?:wherefore|for\s+the\s+(?:foregoing|above|reasons\s+(?:stated|above|set\s+forth))|accordingly(?![.;]?\s*$)|it\s+is\s+(?:hereby\s+)?ordered|ordered\s+and\s+(?:adjudged|decided)|IT\s+IS\b[^.]{0,60}\b(?:ORDERED|ADJUDGED|RECOMMENDED)|we\s+(?:therefore\s+|accordingly\s+|hereby\s+)?(?:reverse|affirm|vacate)|^(?:AFFIRMED|REVERSED|VACATED)\b|based\s+(?:up)?on\s+the\s+(?:above|foregoing)|in\s+light\s+of\s+the\s+foregoing|to\s+reflect\s+the\s+foregoing|^(?:ORDERED|ADJUDGED|DECREED)(?:,?\s+(?:and\s+)?(?:ADJUDGED|DECREED))*\s+that\b)/i;
// What the court decides on the merits or on the urgent request. An order approving a stipulation or settlement
// decides by "The stipulation is APPROVED" (in capitals, as the decretal items give it; "approved" in lower case is
// too often narrative: "the plan approved by the board").
const HOLDING_PT =
  /\bjulg(?:o|ar)\s+(?:(?:parcialmente\s+)?procedentes?|improcedentes?|extint)|\bprocedentes?\s+em\s+parte\b|\b(?:dou|dar|deu|nego|negar|negou|deram|negaram)(?:-lhes?)?\s+(?:parcial\s+)?provimento|\bdefiro\s+(?:parcialmente\s+|em\s+parte\s+)?(?:a|o)\s+(?:tutela|pedido|liminar|medida)|\bindefiro\s+(?:a|o)\s+(?:tutela|pedido|liminar)|\bconcedo\s+a\s+seguran[çc]a|\bdenego\s+a\s+seguran[çc]a|\b(?:nego|negar|negou)\s+seguimento|\bdecreto\s+(?:o|a)\s+(?:div[óo]rcio|fal[êe]ncia|separa[çc][ãa]o|interdi[çc][ãa]o|pris[ãa]o|revelia|nulidade|despejo|perda|extin[çc][ãa]o|dissolu[çc][ãa]o|rescis[ãa]o)|\b(?:concedo|denego)\s+a\s+ordem\b|\b(?:pronuncio|impronuncio)\b|\b(?:atribuo|concedo|confiro|defiro|indefiro|nego|denego)\s+(?:parcialmente\s+)?(?:o\s+)?efeito\s+(?:suspensivo|ativo)|\bn[ãa]o\s+conhecer|\bconhe[çc]o\b|\bfixo\s+alimentos|\bdeclaro\s+saneado|\bsaneio\b|\bcondeno\b|\bhomologo\b|\babsolvo\b|\b(?:rejeit|acolh)(?:o|ar|eram|eu)\s+(?:(?:parcialmente\s+)?(?:os\s+)?)embargos\b/i;
const HOLDING_EN =
  /\b(?:is|are)\s+(?:hereby\s+|therefore\s+|accordingly\s+|summarily\s+)?(?:GRANTED|DENIED|ALLOWED|DISMISSED|AFFIRMED|REVERSED|VACATED|REMANDED|SUSTAINED|OVERRULED|CONFIRMED|MODIFIED|AMENDED|APPROVED|granted|denied|allowed|dismissed|affirmed|reversed|vacated|remanded|sustained|overruled|confirmed|modified|amended)\b|\bthere\s+is\s+(?:a|an|no)\s+(?:deficiency|overpayment)\b|\b[Ww]e\s+(?:therefore\s+|accordingly\s+|hereby\s+)?(?:REVERSE|AFFIRM|VACATE|MODIFY|reverse|affirm|vacate|modify)\b|\b[Ww]e\s+(?:therefore\s+|accordingly\s+)?(?:conditionally\s+)?(?:grant|deny|dismiss)\s+(?:the\s+|this\s+|relator['’]s\s+)?(?:petition|application|writ)\b|\band\s+(?:GRANTS|DENIES|DISMISSES)\b|\brecover\s+(?:from|of)\b|^[Jj]udgment\s+(?:is\s+(?:hereby\s+)?(?:entered|rendered)\s+)?for\s+(?:the\s+)?(?:[Pp]laintiff|[Dd]efendant|[Pp]etitioner|[Rr]espondent|[Cc]laimant)s?\b|\bcommitted\s+to\s+the\s+custody\b|\bimposes?\s+an?\s+(?:\w+\s+){0,2}(?:prison|jail)\s+term\b|\bimprisoned\s+for\s+a\s+(?:total\s+)?term\b|\b(?:is|are)\s+(?:hereby\s+)?sentenced\s+to\b|\bis\s+(?:hereby\s+)?acquitted\b|\b(?:is|are)\s+(?:hereby\s+)?placed\s+(?:on\s+probation|under\s+(?:the\s+)?supervision)\b|\b[Tt]he\s+(?:[Cc]ourt|Commission|Board|Panel|Tribunal)\s+(?:hereby\s+|therefore\s+)?(?:ORDERS|orders)\s+that\b|\bI\s+(?:hereby\s+)?(?:award|AWARD|grant|GRANT|deny|DENY|dismiss|DISMISS)\b|\b(?:[Cc]ourt|COURT)\s+(?:hereby\s+)?(?:ENTERS|enters)\s+(?:JUDGMENT|judgment)\s+(?:in\s+favou?r\s+of|for|against)\b|\bprevails?\s+on\s+(?:(?:his|her|its|their|the)\s+)?(?:\w+\s+){0,2}(?:claims?|counterclaims?)\b|\b(?:decision|judgment)\s+is\s+(?:hereby\s+)?(?:entered|issued|rendered)\s+(?:for|in\s+favou?r\s+of|against)\b|(?<!\bshould\s+not\s+be\s+)\b(?:enjoined|ENJOINED)\b|\b(?:is|are)\s+(?:hereby\s+)?(?:found|held|adjudged|adjudicated)\s+(?:to\s+be\s+)?(?:in\s+(?:civil\s+|criminal\s+)?contempt|guilty|not\s+guilty|liable)\b|\b[Ww]e\s+(?:therefore\s+|accordingly\s+)?answer\s+(?:the\s+|each\s+|both\s+)?(?:reformulated\s+)?certified\s+questions?\b|\b(?:is|are)\s+(?:jointly\s+and\s+severally\s+)?liable\s+(?:for|to\s+[A-Z][a-z]+)\s+and\s+shall\s+pay\b|\b(?:is|are)\s+(?:hereby\s+)?(?:SET\s+ASIDE|set\s+aside)\b|^ORDER\s+the\s+(?:judgment|order|decree)\b[^.;]{0,80}?\b(?:AFFIRMED|REVERSED|VACATED)\b|\b[Tt]he\s+(?:[A-Z][\w.&'’-]*\s+){0,5}?(?:[Cc]ourt|Commission|Board|Panel|Tribunal)\s+(?:therefore\s+|hereby\s+|accordingly\s+)?(?:GRANTS|DENIES|REVERSES|AFFIRMS|VACATES|OVERRULES|SUSTAINS|ADOPTS|ACCEPTS|grants|denies|reverses|affirms|vacates|adopts)\b|^(?:AFFIRMED|REVERSED|VACATED|REMANDED|DISMISSED)(?:\s+IN\s+PART)?(?:,?\s+(?:and\s+)?(?:AFFIRMED|REVERSED|VACATED|REMANDED|DISMISSED)(?:\s+IN\s+PART)?)*\b|\bORDERED\s+(?:and|AND)\s+ADJUDGED\b|\b(?:be|should\s+be)\s+(?:GRANTED|DENIED|DISMISSED|REVERSED|AFFIRMED|VACATED|granted|denied|dismissed)\b|\b(?:is|are)\s+(?:hereby\s+)?(?:MITIGATED|mitigated|UPHELD|upheld|RESCINDED|rescinded|REVOKED|revoked|QUASHED|quashed|SUPPRESSED|STRICKEN|ADOPTED|DISBARRED|disbarred|DISSOLVED|dissolved)\b|^(?:An?\s+)?[Dd]ecisions?\s+will\s+be\s+entered\b|^[Ll]et\s+(?:a|the)\s+(?:peremptory\s+|alternative\s+)?writ\b[^.;]{0,40}?\bissue\b|\b(?:must|shall|will)\s+be\s+detained\b|\bjudgment\b[^.;]{0,40}\bis\s+(?:hereby\s+)?awarded\b|\b[Ww]e\s+(?:sustain|overrule)\s+[^.;]{0,80}?,\s+(?:and\s+)?(?:reverse|affirm|vacate|modify)\b|\bORDER\s+(?:granting|denying)\s+(?:in\s+part\s+)?\[?\d{1,4}\]?\s|(?<!\bfollowing\s(?:[Ff]inal\s)?)\b[Jj]udgment\s+is\s+(?:hereby\s+)?entered\b|\bsurvives?\s+(?:preliminary|threshold)\s+review\b|\b[Jj]udgment\s+(?:shall|will)\s+(?:enter|be\s+entered)\b|\b(?:recommends?|RECOMMENDS?)\s+that\s+(?:the\s+)?(?:district\s+(?:judge|court)|[Dd]istrict\s+[Jj]udge|[Cc]ourt|court)\s+(?:GRANT|DENY|DISMISS|REVERSE|AFFIRM|REMAND|grant|deny|dismiss|reverse|affirm|remand)\b|^(?:the\s+)?(?:[Jj]udgment|[Oo]rder|[Dd]ecree)\s+(?:is\s+)?(?:affirmed|reversed|vacated|modified)\b/;
// An appellate opinion's closing disposition line ("Judgment affirmed in part and reversed in part; cause remanded.",
// "REVERSED and REMANDED.") decides; the same words in the opening paragraph only announce it.
// Texas's judgment says "The Court orders the judgment AFFIRMED"; its header "AFFIRMED and Opinion Filed …" only
// announces it.
// Also a judgment named by what it did ("The judgment of eviction is REVERSED, and the matter is REMANDED …", "The
// superior court's order admitting the will to probate is AFFIRMED."), said at the end of the opinion.
// A circuit's closing line on a petition for review ("PETITION FOR REVIEW DENIED.", "PETITION GRANTED; REMANDED.").
const CLOSING_DISPOSITION =
  /^no\s+(?:prejudicial\s+)?error(?:\s+in\s+part)?\.?$|^PETITIONS?(?:\s+FOR\s+REVIEW)?\s+(?:DENIED|GRANTED|DISMISSED)(?:\s+IN\s+PART)?(?:[;,]?\s+(?:AND\s+)?(?:[A-Z]+\s+){0,3}?(?:DENIED|GRANTED|DISMISSED|REMANDED)(?:\s+IN\s+PART)?)*\.?$|^(?:(?:DISPOSITION|CONCLUSION|DECREE)\s+)?(?:(?:it\s+is\s+)?(?:ordered|adjudged)(?:,?\s+and\s+(?:adjudged|decreed))*,?\s+that\s+)?(?:the\s+)?(?:(?:[\w-]+\s+){0,2}court['’]s\s+|trial\s+|district\s+|superior\s+|circuit\s+|final\s+)?(?:judgment|order|decree|decision|determination)\b[^.;]{0,100}?\b(?:is|are)\s+(?:hereby\s+|summarily\s+)?(?:affirmed|reversed|vacated|modified|amended)\b|^(?:the\s+)?(?:judgment|order|decree)\s+(?:is\s+)?(?:affirmed|reversed|vacated|modified)\b|^(?:AFFIRMED|REVERSED|VACATED)\b(?!(?:\s+and\s+\w+)*\s+and\s+Opinion\s+Filed)|\bthe\s+court\s+orders\s+the\s+(?:trial\s+court['’]s\s+)?(?:judgment|order)\s+(?:AFFIRMED|REVERSED|VACATED|MODIFIED|affirmed|reversed|vacated|modified)\b|\bthe\s+(?:judgment|order|decree)\s+of\s+the\s+(?:\w+\s+){0,3}court(?:\s+of\s+(?:\w+\s+){1,3}?)?\s*is\s+(?:hereby\s+)?(?:AFFIRMED|REVERSED|VACATED|MODIFIED)\b/i;
// A supreme court's closing line in capitals names each judgment below and what becomes of it ("DECISION OF COURT OF
// APPEALS VACATED; DISTRICT COURT JUDGMENT REVERSED AND CASE REMANDED WITH INSTRUCTIONS.").
const CAPS_DISPOSITION =
  /^(?:[A-Z][A-Z'’.;,]*\s+){0,10}(?:JUDGMENTS?|DECISION|ORDER|DECREE)\s+(?:[A-Z'’.]+\s+){0,8}?(?:AFFIRMED|REVERSED|VACATED|MODIFIED)\b[A-Z\s,;'’.]*$/;
// "We vacate …, reverse … and remand …" said plainly is the concluding holding only when nothing but the costs line
// stands between it and the closing line; in an opening paragraph it previews.
const WE_PLAIN = /^We\s+(?:reverse|affirm|vacate)\b/;
const FURTHER_ORDERED = /^(?:IT\s+IS\s+)?FURTHER\s+ORDERED\b/i;
const FIRST_DECRETAL = /^(?:IT\s+IS\s+(?:HEREBY\s+)?)?ORDERED,?\s+(?:AND\s+\w+\s+)?that\b/i;
// Only a concluding holding ("We therefore VACATE", "For these reasons, we affirm"): "For the reasons below, we
// affirm" in the opening paragraph previews it.
const WE_DISPOSE =
  /\b[Ww]e\s+(?:therefore|accordingly)\s+(?:REVERSE|AFFIRM|VACATE|reverse|affirm|vacate)\b|\b(?:[Ff]or\s+(?:the\s+foregoing|these|those)\s+reasons|[Aa]ccordingly|[Tt]herefore),?\s+we\s+(?:REVERSE|AFFIRM|VACATE|reverse|affirm|vacate)\b/;
// Texas's "All relief requested in this case and not expressly granted is denied" closes the decree; it is never its
// holding.
// "The Board adopts the findings of fact and conclusions of law of the PFD" takes the reasons over; what it then
// ORDERS is the holding.
const ADOPTS_FINDINGS = /\badopts?\s+(?:all\s+of\s+)?(?:the\s+)?(?:proposed\s+)?findings\s+of\s+fact\b/i;
const RESIDUAL_RELIEF = /\brelief\s+(?:\w+\s+){0,8}?not\s+(?:expressly\s+|specifically\s+)?granted\b/i;
// A paragraph number ("¶ 10 Affirmed in part …", Illinois and Colorado) is not part of the disposition line.
const PARAGRAPH_MARK = /^(?:\{?¶\s*\d+\}?|\[¶?\s*\d{1,3}\])\s+/;
// With no holding in the present tense, a form order may record its rulings in the past ("Respondent's application
// for asylum … was denied.", "Respondent was ordered removed …"); and an agency decision may decide in the section
// titled so ("DECISION", "ORDER") in words of its own ("… the claimant is not disabled …").
export const PAST_RULING =
  /\b(?:application|motion|petition|request)\b[^.;]{0,160}\b(?:was|were)\s+(?:GRANTED|DENIED|granted|denied)\b|\b(?:was|were)\s+ordered\s+(?:removed|deported|released|detained)\b/;
const ADJUDICATED_GUILTY = /\b(?:is|are)\s+(?:hereby\s+)?(?:adjudicated|adjudged)\s+guilty\b/;
const CONCLUDING =
  /^(?:¶\s*\d+\s+)?(?:accordingly|wherefore|therefore|for\s+(?:the|these)\s+(?:foregoing\s+)?reasons|based\s+(?:up)?on\s+the\s+(?:above|foregoing))\b/i;
const PARTIAL = /\bin\s+part\b/i;
// A decree's first decretal sentence ("ADJUDGED that the will … is admitted to probate …") is its holding when it
// uses no holding word.
const DECRETAL_THAT = /^(?:IT\s+IS\s+(?:\w+\s+){0,3})?(?:ORDERED|ADJUDGED|DECREED)\b[^.]{0,40}?\bthat\b/;
const SECTION_HEADING = /^(?:[IVX]+\.?\s+)?(?:DECISION|ORDER|DISPOSITION|CONCLUSION|AWARD|Disposition|Conclusion)$/;
const FUTURE_HOLDING =
  /\bwill\s+be\s+(?:GRANTED|DENIED|DISMISSED|granted|denied|dismissed)\b|\b[Cc]ourt\s+will\s+(?:grant|deny|dismiss)\b/;
const CLOSING_SECTION = /^(?:[IVX]+\.?\s+)?(?:CONCLUSION|DISPOSITION|Conclusion|Disposition)$/;
const ADOPTS_TENTATIVE =
  /\badopts\s+the\s+tentative\s+ruling\b|\btentative\s+ruling\s+(?:is|was)\s+(?:adopted|affirmed|confirmed)\b/i;
// "The Court's tentative ruling is affirmed as follows:" announces the holding the next sentence states.
const ANNOUNCES = /\bruling\s+(?:is|was)\s+(?:adopted|affirmed|confirmed)\s+as\s+follows:?$/i;
// Also the Ninth Circuit's "AFFIRMED in part; REVERSED in part; and REMANDED."
const BARE_DISPOSITION =
  /^(?:AFFIRMED|REVERSED|VACATED|REMANDED|MODIFIED)(?:\s+(?:IN|in)\s+(?:PART|part))?(?:[,;]?\s+(?:(?:AND|and)\s+)?(?:AFFIRMED|REVERSED|VACATED|REMANDED|MODIFIED)(?:\s+(?:IN|in)\s+(?:PART|part))?)*\.?$/;
// In an acórdão the court's own words ("a Turma … negou-lhe provimento", "ACORDAM") decide; the rapporteur's
// "nego provimento" before them is the vote.
const COLLEGIATE = /\bacordam?\b|\b(?:deu|negou|deram|negaram)(?:-lhes?)?\s+(?:parcial\s+)?provimento/i;
const FIRST_PERSON = /\b(?:dou|nego|conhe[çc]o|voto)\b/i;
// A fee waiver is granted first in many decisions; it is not what the decision is about.
const FEE_WAIVER =
  /gratuidade|justi[çc]a\s+gratuita|assist[êe]ncia\s+judici[áa]ria|in\s+forma\s+pauperis|without\s+prepaying|prepay(?:ing|ment\s+of)\s+fees/i;
const MONEY_OR_PAY =
  /R\$|US\$|\$\s?\d|\bhonor[áa]rios\b|\bcustas\b|\bmulta\b|\bindeniza|\bpagamento\b|\bpagar\b|\brestituir\b|\bjuros\b|\bdamages\b|\bcosts\b|\bbond\s+of\b|\bsecurity\s+of\b|\bshall\s+(?:continue\s+to\s+)?pay\b|\b(?:to\s+)?refund\s+(?:any|the|all|such)\b|\balimentos\b|\bsum\s+of\b|\binterest\s+(?:shall\s+accrue|at\s+(?:the\s+(?:\w+\s+){0,2}rate|\d))|\bshall\s+be\s+paid\b|(?<!\b(?:failure|failed|refused|refusal|inability|ability)\s)\bto\s+pay\b|\bback\s+pay\b|\bmake\s+(?:\S+\s+){1,4}?whole\b|(?<!\b(?:motions?|requests?)\s+for\s+(?:an\s+award\s+of\s+)?(?:appellate\s+)?)\b(?:attorney(?:['’]?s['’]?)?|counsel)\s+fees?\b/i;
// A clause that orders payment of what its items list: "condenar a ré a pagar", "ao pagamento de", "shall pay".
const PAY_HEAD = /\b(?:a\s+pagar|ao\s+pagamento|shall\s+pay|to\s+pay|recover\s+from)\b/i;
const REFORMS = /^para\s+(?:limitar|excluir|afastar|anular|reformar|restringir|cassar)\b/i;
const AMOUNT = /R\$\s?\d|US\$\s?\d|\$\s?\d|\bUSD\s?\d/;
const IF_THEN_DUTY =
  /^(?:\(?\d{1,2}[.)]\s+)?(?:[a-z]+\s+(?:of\s+)?[a-z]+\.\s+)?if\s[^,;]{3,150},\s+((?:the\s+)?[a-z'’ ]{1,40}?\s+(?:shall|must)\b.*)$/i;
const CONDITION_CLAUSE =
  /^(?:if\s+(?!so\b)|sob\s+pena\s+de|desde\s+que|caso\b|provided\s+that|unless|failing\s+which|only\s+if|cuja\s+exigibilidade\b|on\s+(?:the\s+)?condition\s+that\b)/i;
// "If Plaintiff fails to do so, this action will be dismissed": a condition, though it names a disposition.
// So is a warning of it ("Defendant is warned that failure to comply … may result in further sanctions").
// The same consequence put as "If Plaintiff does not do so", "Should Defendant fail / decline to consent", "if the bond
// is not posted", also after its decretal opening ("IT IS FURTHER ORDERED that, if …").
export const CONSEQUENCE_CLAUSE =
  /^(?:\(?\d{1,2}[.)]\s+|\(?[a-z][.)]\s+|(?:notice|warning)\s*:\s*)?(?:it\s+is\s+(?:hereby\s+|further\s+)*ordered\s+that,?\s+)?(?:(?:the\s+)?\p{L}+\s+(?:is|are)\s+(?:hereby\s+|further\s+|also\s+)?(?:warned|advised|cautioned|reminded|notified)\s+that\s+)?(?:if\s+(?:(?:the|a|an|any|such)\s+)?\p{L}+\s+(?:fail(?:s|ed)?|does\s+not|do\s+not|did\s+not|declines?|refuses?|(?:is|are|has|have)\s+not\s+(?:been\s+)?\p{L}+|(?:is|are|was)\s+(?:missed|late|dishonou?red|returned\s+unpaid))\b|(?:any|each|every)\s+(?:\p{L}+\s+){1,4}who\s+(?:has|have|does|do|did)\s+not\s+\p{L}+|(?:any|each|every)\s+(?:\p{L}+\s+){1,4}who\s+fails?\b|should\s+(?:the\s+)?\p{L}+\s+(?:fail|decline|refuse|not)\b|(?:(?:any|your|the|a)\s+)?(?:further\s+)?failure\s+to\s+(?:do\s+so|comply|obey|file|respond|appear|pay|object|make\s+(?:a\s+)?timely\s+objections?)\b|if\s+no\s+(?:\p{L}+\s+){1,3}?(?:is|are|has|have|appears?|files?|responds?)\b|(?:any|a)\s+(?:further\s+)?violation\s+of\s+(?:(?:any\s+of\s+)?the\s+(?:terms|conditions)\s+of\s+)?(?:this|the)\s+(?:order|judgment|decree|probation)\b)/iu;
// "Upon such payment, the remainder of the judgment is suspended", "Upon timely payment, the judgment of possession
// shall be vacated": what an order waits for, put first (not "Upon consideration of the motion, …", which only opens
// the order).
export const CONDITION_UPON =
  /^(?:\(?(?:\d{1,2}|[A-Za-z])[.)]\s+)?(?:(?:it\s+is\s+)?(?:hereby\s+|further\s+)*ordered(?:,?\s+(?:and\s+)?(?:adjudged|decreed))*,?\s+that,?\s+)?upon\s+(?:(?:such|timely|full|the|its|their|his|her|that)\s+)?(?:payment|posting|filing|completion|satisfaction|compliance|receipt|default|expiration|taking)\b/i;
// What the order waits for ("This stay takes effect upon the filing of the undertaking") is its condition. A bond
// with its amount stays a financial order, as the held-out set annotates it.
const CONDITION_PRECEDENT =
  /\b(?:conditioned\s+(?:up)?on|contingent\s+(?:up)?on|takes?\s+effect\s+(?:only\s+)?(?:upon|on|when)|effective\s+(?:only\s+)?upon)\b/i;
// A clause that disposes of a judgment or motion ("The judgment is VACATED as to … the award of $41,880 in costs")
// orders no payment, though it names one.
// So does a disposition verb split off a "we" sentence ("…, and REMAND for the court to recalculate interest at 5%").
const DISPOSES =
  /\b(?:is|are)\s+(?:hereby\s+)?(?:affirmed|reversed|vacated|remanded|dismissed|denied|excepted\s+from\s+(?:the\s+)?discharge|non-?dischargeable)\b|^(?:we\s+)?(?:AFFIRM|REVERSE|REMAND|VACATE)\b/i;
// Formulas that announce a decision without ordering anything.
const NOT_AN_ORDER =
  /^(?:(?:fundamento\s+e\s+)?decido|[ée]\s+o\s+relat[óo]rio|vistos|so\s+ordered|(?:and\s+)?it\s+is\s+so\s+ordered|(?:and\s+)?it\s+is(?:\s+further)?|the\s+relief\s+set\s+forth\s+(?:on|in)\s+the\s+following\s+pages?\b[^.]*\bordered)\.?$/i;
// "DISPOSITIVO ACORDAM …" too: a heading in capitals before a capitalised opening word.
const HEADING_PREFIX =
  /^(?:[IVXL]+\s*[-–.)]\s*)?(?:DISPOSITIVO|CONCLUS[ÃA]O|DECIS[ÃA]O|CONCLUSION|DISPOSITION|ORDER)\s+(?=\p{Lu}\p{Ll}|(?!ED\b)\p{Lu}{3,}\b)/u;
// "Condeno a ré ao pagamento de custas e honorários" is a holding that orders a payment: a financial order.
// So is "Fixo alimentos provisórios em 25% dos rendimentos": maintenance is a payment.
const CONDEMNS = /\bcondeno\b|\bfixo\s+(?:os\s+)?alimentos\b/i;
const DECRETAL_LEAD =
  /^(?:\(?(?:\d{1,2}|[a-z])[.)]\s+)?(?:(?:it\s+is\s+)?(?:hereby\s+|further\s+|therefore\s+)*)?(?:ORDERED|ADJUDGED|DECREED)(?:,?\s+(?:and|AND)\s+(?:ADJUDGED|DECREED))*,?\s+that\s+/i;
const ITEM_START = /^(?:\(?[a-z]\)|\(?[ivx]+\)|\(?\d{1,2}[.)]|[-–•])\s/i;
// "Não efetuado o pagamento voluntário, fica autorizada a penhora": the absolute participle states a condition.
const PARTICIPLE_CONDITION =
  /^(?:n[ãa]o\s+)?(?:efetuad|realizad|decorrid|transcorrid|cumprid|comprovad|pag)[oa]s?\s[^,]{3,80}(?=,\s)/i;

const PRISON_TERM =
  /^(?:\s+e\s+\d+\s*(?:\([^)]{1,20}\)\s*)?(?:meses|dias))?\s+de\s+(?:reclus[ãa]o|deten[çc][ãa]o|pris[ãa]o)\b/i;

const clip = (s: string, n: number): string => (s.length > n ? `${s.slice(0, n - 1)}…` : s);

/** The sentence(s) that decide: the first holding at or after the operative anchor that is not a fee waiver. */
export function operativeSummary(sentences: Sentence[], language: Language): { text: string; index: number } | null {
  const anchor = language === "pt" ? ANCHOR_PT : ANCHOR_EN;
  const holding = language === "pt" ? HOLDING_PT : HOLDING_EN;
  // "JUDGMENT" in capitals heads the operative part; "pending final judgment" in a sentence does not.
  const firstAnchor = sentences.findIndex(
    (s) => anchor.test(s.text) || (language === "en" && /\bJUDGMENT\b/.test(s.text)),
  );
  const pick = (from: number): number =>
    sentences.findIndex(
      (s, i) =>
        i >= from &&
        holding.test(s.text) &&
        !FEE_WAIVER.test(s.text.slice(0, 160)) &&
        !RESIDUAL_RELIEF.test(s.text) &&
        !ANNOUNCES.test(s.text.trim()) &&
        !(language === "en" && ADOPTS_FINDINGS.test(s.text)) &&
        // "Should Plaintiff decline …, the motion for new trial shall be granted" is what follows non-compliance.
        !(language === "en" && CONSEQUENCE_CLAUSE.test(s.text.trim())),
    );
  // "CONCLUSION / The finding … is SET ASIDE …. Reassessing the sentence, … we AFFIRM only so much …": the section the
  // heading opens is the operative part, though an anchor word stands only later in it.
  const section =
    language === "en" && firstAnchor > 0
      ? sentences.findLastIndex((s, j) => j > 3 && j < firstAnchor && SECTION_HEADING.test(s.text.trim()))
      : -1;
  const from = section >= 0 && firstAnchor - section <= 6 ? section : firstAnchor;
  let i = from >= 0 ? pick(from) : -1;
  let closingLine = "";
  // "A petition having been filed … praying that letters be granted …; NOW, … it is ORDERED AND DECREED that letters
  // issue …": with nothing holding after a decree's decretal sentence, that sentence decides, not the recital before.
  if (i < 0 && language === "en" && DECRETAL_THAT.test(sentences[firstAnchor]?.text.trim() ?? "")) i = firstAnchor;
  if (i < 0) i = pick(0);
  // A criminal judgment adjudicates guilt before it sentences ("The defendant is adjudicated guilty of …; It is
  // ordered that the defendant must notify …; … committed to the custody …"): the adjudication is the holding.
  if (i > 0 && language === "en") {
    const guilt = sentences.findIndex((s, j) => j < i && ADJUDICATED_GUILTY.test(s.text));
    if (guilt >= 0) i = guilt;
  }
  // "ORDERED that claims 1–12 … have been shown to be unpatentable; FURTHER ORDERED that the Motion to Amend is
  // denied": a further order is never the first holding; the decretal item before it, in whatever words, is.
  if (i > 0 && language === "en" && FURTHER_ORDERED.test(sentences[i]?.text ?? "")) {
    const first = sentences.findLastIndex(
      (s, j) => j < i && j >= Math.max(firstAnchor, i - 4) && FIRST_DECRETAL.test(s.text.trim()),
    );
    if (first >= 0) i = first;
  }
  if (i < 0 && language === "en") i = fallbackHolding(sentences, firstAnchor);
  // "AFFIRMED IN PART, REVERSED IN PART, AND REMANDED." set over the opinion announces it; the opinion's last "We
  // affirm … ." (after its paragraph mark) says what is affirmed.
  if (i >= 0 && language === "en" && BARE_DISPOSITION.test(sentences[i]?.text.trim() ?? "")) {
    const plainWe = (j: number): boolean => WE_PLAIN.test(sentences[j]?.text.trim().replace(PARAGRAPH_MARK, "") ?? "");
    let we = sentences.findLastIndex((_, j) => j > i + 1 && plainWe(j));
    // "We affirm the judgment as to the damages. We reverse the award of fees …": the run's first sentence.
    while (we > i + 2 && plainWe(we - 1)) we--;
    if (we > i) i = we;
  }
  // "For the reasons stated above, the Motion … will be GRANTED. A separate Order follows.": a memorandum's ruling in
  // the future tense announces the order that follows it, whose own holding decides.
  if (i >= 0 && language === "en" && FUTURE_HOLDING.test(sentences[i]?.text ?? "")) {
    let k = pick(i + 1);
    while (k > i && FUTURE_HOLDING.test(sentences[k]?.text ?? "")) k = pick(k + 1);
    if (k > i) i = k;
  }
  // "Because the findings are not clearly erroneous, we affirm." in the introduction previews; the holding that opens
  // the closing CONCLUSION / DISPOSITION section ("The superior court's order admitting the will … is AFFIRMED.")
  // decides.
  if (i >= 0 && language === "en") {
    const closingSection = sentences.findLastIndex((s, j) => j > i && j > 3 && CLOSING_SECTION.test(s.text.trim()));
    if (closingSection > i) {
      const k = pick(closingSection + 1);
      if (k > closingSection && k <= closingSection + 3) i = k;
    }
  }
  // "Respondent's defense is sustained in part … Accordingly, final judgment of possession is awarded …": the holding
  // the conclusion opens decides the case.
  if (i >= 0 && language === "en") {
    // A holding that already stands in a decretal or concluding sentence ("ORDERED, ADJUDGED, AND DECREED that …") keeps
    // its place.
    const concluding = anchor.test(sentences[i]?.text ?? "")
      ? -1
      : sentences.findIndex((s, j) => j > i && CONCLUDING.test(s.text) && holding.test(s.text));
    if (concluding > i) i = concluding;
  }
  if (language === "pt" && FIRST_PERSON.test(sentences[i]?.text ?? "")) {
    const collegiate = sentences.findLastIndex((s) => COLLEGIATE.test(s.text));
    if (collegiate > i) i = collegiate;
  }
  if (language === "en") {
    // The bare line ("AFFIRMED IN PART, VACATED IN PART, AND REMANDED.") states the whole disposition; the sentences
    // after it that say what each part covers are its orders.
    // A footnote call after the line ("AFFIRMED.1") is not part of it.
    const line = (s: Sentence): string =>
      s.text
        .trim()
        .replace(PARAGRAPH_MARK, "")
        .replace(/(?<=[A-Z]\.)\d{1,2}$/, "");
    const bare = sentences.findLastIndex((s) => s.text.length < 120 && BARE_DISPOSITION.test(line(s)));
    const closing =
      bare >= 0
        ? bare
        : sentences.findLastIndex(
            (s) => s.text.length < 300 && (CLOSING_DISPOSITION.test(line(s)) || CAPS_DISPOSITION.test(line(s))),
          );
    // "We therefore VACATE the order … and REMAND …" just before the closing "VACATED and REMANDED." says what is
    // vacated: the summary keeps both, and the operative part starts at the first.
    // "¶ 9 The judgment … is affirmed as to the award of rent and reversed as to the fees. ¶ 10 Affirmed in part and
    // reversed in part; cause remanded.": the holding just before a split disposition says which part is which.
    // "AFFIRMED; MOTION TO WITHDRAW GRANTED" set in the caption's column only announces; "We therefore affirm …" just
    // before the closing "Affirmed; motion to withdraw granted." is the holding the closing line completes.
    // Only costs and fees lines between sentence j and the closing line.
    const costsOnly = (j: number): boolean =>
      sentences.slice(j + 1, closing).every((s) => /\bcosts\b|\bfees\b/i.test(s.text));
    if (closing > i) {
      // Also a plain "We affirm the district court's property division." with only costs and fees lines after it.
      const we = sentences.findLastIndex(
        (s, j) =>
          j < closing &&
          j >= closing - 3 &&
          (WE_DISPOSE.test(s.text) || (WE_PLAIN.test(s.text.trim()) && costsOnly(j))),
      );
      if (we > i) i = we;
    }
    if (closing > i && PARTIAL.test(sentences[closing]?.text ?? "")) {
      const parts = sentences.findLastIndex(
        (s, j) =>
          j < closing && j >= closing - 3 && holding.test(s.text) && /\b(?:affirmed|reversed|vacated)\b/i.test(s.text),
      );
      if (parts > i) i = parts;
    }
    const which = sentences[i]?.text ?? "";
    const parts = PARTIAL.test(sentences[closing]?.text ?? "") && /\b(?:affirmed|reversed|vacated)\b/i.test(which);
    const plain = WE_PLAIN.test(which.trim()) && costsOnly(i);
    if (closing > i && i >= 0 && closing - i <= 3 && (WE_DISPOSE.test(which) || parts || plain))
      closingLine = squash(sentences[closing]?.text ?? "");
    else if (closing > i) i = closing;
  }
  if (i < 0) return null;
  // A section heading glued to the sentence ("III – DISPOSITIVO Ante o exposto, …") is not part of it.
  let text = squash(sentences[i]?.text ?? "").replace(HEADING_PREFIX, "");
  if (closingLine) text = `${text} ${closingLine}`;
  // "JULGO PROCEDENTES os pedidos para:" is completed by its items, "a) …; b) …".
  for (let j = i + 1; j < sentences.length && /[:;]$|\bpara$/.test(text) && text.length < 900; j++) {
    const next = squash(sentences[j]?.text ?? "");
    if (!ITEM_START.test(next)) break;
    text = `${text} ${next}`;
  }
  // A tentative ruling becomes the order when the court adopts it: the adoption says what the holding is.
  const adoption = language === "en" ? sentences.find((s) => ADOPTS_TENTATIVE.test(s.text)) : undefined;
  if (adoption && !ADOPTS_TENTATIVE.test(text)) text = `${squash(adoption.text)} ${text}`;
  return { text: clip(text, 1000), index: i };
}

/** Where a decision without the usual holding words decides: its first past-tense ruling, else its DECISION section. */
function fallbackHolding(sentences: Sentence[], anchor: number): number {
  if (anchor >= 0 && DECRETAL_THAT.test(sentences[anchor]?.text.trim() ?? "")) return anchor;
  const past = sentences.findIndex((s) => PAST_RULING.test(s.text));
  if (past >= 0) return past;
  // The title ("DECISION" over the caption) is not the section: only a heading after the first few sentences counts.
  const heading = sentences.findLastIndex((s, j) => j > 3 && SECTION_HEADING.test(s.text.trim()));
  if (heading < 0) return -1;
  return sentences.findIndex((s, j) => j > heading && s.text.length >= 40 && /[.:]$/.test(s.text.trim()));
}

export interface SortedClauses {
  judgeOrders: string[];
  financialOrders: string[];
  conditions: string[];
  deadlines: string[];
}

/**
 * Sorts the operative sentences' clauses: a clause with an amount or a payment goes to the financial orders, one
 * with a period to the deadlines, a penalty condition to the conditions, the rest to the orders. A deadline is
 * shown with the order it applies to, so that it reads on its own.
 */
export function sortClauses(sentences: string[], language: Language): SortedClauses {
  const out: SortedClauses = { judgeOrders: [], financialOrders: [], conditions: [], deadlines: [] };
  // "condenar a reclamada a pagar …, conforme se apurar em liquidação:" — its items are what is to be paid.
  let payHead = false;
  for (const sentence of sentences) {
    const clauses = splitClauses(sentence.replace(HEADING_PREFIX, ""));
    const item = ITEM_START.test(sentence);
    if (!item) payHead = false;
    let previous = "";
    for (const clause of clauses) {
      const found = findDeadlineMentions(clause, language, true)[0];
      // "definitiva em 5 (cinco) anos e 4 (quatro) meses de reclusão": a sentence's term is no period to act within.
      const mention = found && PRISON_TERM.test(clause.slice(found.end, found.end + 60)) ? undefined : found;
      if (PARTICIPLE_CONDITION.test(`${clause}, `) && !mention) out.conditions.push(clause);
      else if (language === "en" && DISPOSES.test(clause) && !PAY_HEAD.test(clause) && !mention)
        out.judgeOrders.push(clause);
      // "The Debtor shall not incur additional debt exceeding $2,000": a prohibition, though it names an amount.
      else if (language === "en" && /\bshall\s+not\b/i.test(clause) && !PAY_HEAD.test(clause) && !mention)
        out.judgeOrders.push(clause);
      else if (item && payHead && !(mention && mention.start < 3)) {
        out.financialOrders.push(clause);
        if (mention) out.deadlines.push(`${clause.slice(mention.start, mention.end)} — ${clip(clause, 140)}`);
      } else if (language === "en" && CONSEQUENCE_CLAUSE.test(clause)) {
        // "If Respondent fails to pay $2,500 by July 1, a writ shall issue": what follows non-compliance, though it
        // names a sum or a date; the date is listed under the deadlines too.
        out.conditions.push(clause);
        // "If the total sum … is not paid, the Clerk of this Court shall sell the property …": the act it then orders
        // is also listed under the orders.
        const act = IF_THEN_DUTY.exec(clause)?.[1];
        if (act) out.judgeOrders.push(act);
        if (mention) out.deadlines.push(`${clause.slice(mention.start, mention.end)} — ${clip(clause, 140)}`);
      } else if (
        language === "en" &&
        /^(?:\w+\s+)?on\s+(?:the\s+)?condition\s+that\b/i.test(clause) &&
        !/\b(?:bond|undertaking|security)\b/i.test(clause)
      ) {
        // "suspended on condition that he pay $2,000.00 … by October 15, 2025": the condition, and its date. A bond
        // with its amount stays a financial order, as the held-out set annotates it.
        out.conditions.push(clause);
        if (mention) out.deadlines.push(`${clause.slice(mention.start, mention.end)} — ${clip(clause, 140)}`);
      } else if (AMOUNT.test(clause)) {
        out.financialOrders.push(clause);
        // "shall post security of $1,000 … within seven days": the period is also a deadline.
        if (mention) out.deadlines.push(`${clause.slice(mention.start, mention.end)} — ${clip(clause, 140)}`);
      } else if (language === "en" && CONDITION_UPON.test(clause)) {
        out.conditions.push(clause);
        if (mention) out.deadlines.push(`${clause.slice(mention.start, mention.end)} — ${clip(clause, 140)}`);
      } else if (language === "en" && /^(?:unless|only\s+if)\b/i.test(clause)) {
        // "unless, within 90 days of the entry of judgment, the State files a notice …": the condition, and its period.
        out.conditions.push(clause);
        if (mention) out.deadlines.push(`${clause.slice(mention.start, mention.end)} — ${clip(clause, 140)}`);
      } else if (language === "en" && CONDITION_PRECEDENT.test(clause) && !mention) {
        out.conditions.push(clause);
      } else if (mention && mention.start < 3) {
        // "no prazo de 10 (dez) dias, restabeleçam o fornecimento…": what is to be done within it is an order.
        const acts = /^[,\s]*(?!a\s+contar|contad|da\s+intima|ap[óo]s)\p{L}+(?:\s+\S+){2,}/u.test(
          clause.slice(mention.end),
        );
        // Alone in its sentence, it is listed under the deadlines as any order's period is, not copied whole.
        if (previous || !acts) out.deadlines.push(previous ? `${clause} — ${clip(previous, 140)}` : clause);
        else out.deadlines.push(`${clause.slice(mention.start, mention.end)} — ${clip(clause, 140)}`);
        if (acts) out.judgeOrders.push(clause);
      } else if (mention && MONEY_OR_PAY.test(clause.slice(0, mention.start))) {
        // "Plaintiff is awarded its costs, to be taxed … within 14 days": a payment with its period.
        out.financialOrders.push(clause);
        out.deadlines.push(`${clause.slice(mention.start, mention.end)} — ${clip(clause, 140)}`);
      } else if (mention) {
        // An order with its period: the order under the orders, the period (and what it is for) under deadlines.
        out.judgeOrders.push(clause);
        out.deadlines.push(`${clause.slice(mention.start, mention.end)} — ${clip(clause, 140)}`);
      } else if (CONSEQUENCE_CLAUSE.test(clause)) out.conditions.push(clause);
      // "Respondent is liable for and shall pay to Claimants interest on the above-stated sum …": a payment, though it
      // reads as a holding.
      else if (language === "en" && /\bshall\s+pay\b/i.test(clause)) out.financialOrders.push(clause);
      // The decretal words ("ORDERED and ADJUDGED that no costs are awarded") are the form; what follows decides the list.
      else if (
        language === "en"
          ? HOLDING_EN.test(clause.replace(DECRETAL_LEAD, ""))
          : HOLDING_PT.test(clause) && !CONDEMNS.test(clause)
      )
        out.judgeOrders.push(clause);
      // "The Court reserves jurisdiction to determine … attorney's fees and costs" decides nothing about payment yet.
      else if (/\b(?:retains|reserves)\s+jurisdiction\b/i.test(clause)) out.judgeOrders.push(clause);
      // "para limitar a condenação ao pagamento de …" reforms what was decided; it orders no payment itself.
      else if (REFORMS.test(clause)) out.judgeOrders.push(clause);
      // "We AFFIRM the judgment as to liability and damages" disposes of the appeal; it orders no payment.
      else if (MONEY_OR_PAY.test(clause)) out.financialOrders.push(clause);
      else if (CONDITION_CLAUSE.test(clause)) {
        out.conditions.push(clause);
        const act = language === "en" ? IF_THEN_DUTY.exec(clause)?.[1] : undefined;
        if (act) out.judgeOrders.push(act);
      } else if (!NOT_AN_ORDER.test(clause)) out.judgeOrders.push(clause);
      previous = clause;
    }
    const last = clauses[clauses.length - 1] ?? "";
    if (!item && /:$/.test(sentence.trim()) && PAY_HEAD.test(last)) payHead = true;
  }
  return out;
}

/** "no prazo de 15 (quinze) dias — <the sentence>", when the sentence states a period; null otherwise. */
export function deadlineEntry(sentence: string, language: Language): string | null {
  const m = findDeadlineMentions(sentence, language, true)[0];
  return m ? `${sentence.slice(m.start, m.end)} — ${clip(sentence, 140)}` : null;
}

// Clause boundaries: "; and it is further ORDERED", ";", ", sob pena de", ", no prazo de", ", within".
// Also the Federal Circuit's "COSTS" heading run on after its disposition line ("… AND REMANDED COSTS No costs.").
// The "para condenar / determinar" after a holding ("JULGO PROCEDENTE o pedido") starts what it orders.
function splitClauses(sentence: string): string[] {
  const condition = PARTICIPLE_CONDITION.exec(sentence)?.[0];
  if (condition) return [condition, ...splitClauses(sentence.slice(condition.length).replace(/^,\s*/, ""))];
  return sentence
    .split(COSTS_HEADING)
    .flatMap((part) => part.split(CLAUSE_BOUNDARY))
    .map((c) => c.trim().replace(/[;,]$/, ""))
    .filter((c) => c.length > 3);
}

const COSTS_HEADING = /\s+(?=COSTS:?\s+[A-Z][a-z])/;
const CLAUSE_BOUNDARY =
  /;\s*(?:and\s+)?(?=\S)|(?<!\bunless),\s+(?=sob\s+pena\s+de\b|cuja\s+exigibilidade\b|no\s+prazo\s+(?:de|m[áa]ximo)\b|within\s+\d|within\s+\w+\s+\(\d|failing\s+which\b|provided\s+(?:that|however)\b|(?:\w+\s+)?on\s+(?:the\s+)?condition\s+that\b|with(?:out)?\s+costs\b)|\s+(?=only\s+if\b|unless\b)|,?\s+(?=para\s+(?:condenar|determinar|declarar|reconhecer|limitar|excluir|afastar|reduzir|majorar|incluir|restabelecer|anular|reformar|sanar|suprir|fixar|esclarecer|integrar)\b)|,\s+(?:and\s+)?(?=(?:AFFIRM|REVERSE|REMAND|VACATE|RENDER)\b)|,\s+and\s+that\s+(?=\S)|,\s+and\s+(?=to\s+(?:pay|refund|reimburse)\b)|(?<!\bthat|\bthat,),?\s+(?=if\s+(?:(?:the|a|an|any|such)\s+)?\w+\s+(?:is|are)\s+not\s+\w+)|,\s+(?=(?:for\s+(?:all\s+of\s+)?which\s+)?let\s+execution\s+issue\b)/i;
