import { findDates } from "../dates.ts";
import type { LiteralScan } from "../literals.ts";
import type { Entity, KeyFinding, Language } from "../types.ts";
import { isEndDate } from "./focus.ts";
import { findPreambleParties } from "./preamble-en.ts";
import { applyClauseRules, type ClauseRule, finding, gatedRules, type Sentence } from "./shared.ts";

// Contract key findings. Each finding is a verbatim sentence (or the name/date itself for parties and dates) so
// the reviewer sees the clause, and the UI can highlight it by offsets.

const NOTICE_LEAD =
  /\b(?:at\s+least|not\s+less\s+than|no\s+less\s+than|no\s+later\s+than|minimum\s+of|prior\s+(?:written\s+)?notice|days?['’]?\s+(?:prior|advance|written)|months?['’]?\s+(?:prior|advance|written)|(?:prior|before)\s+to\s+the\s+(?:end|expiration|expiry)|before\s+the\s+(?:end|expiration|expiry))\b/i;
const RENEWAL =
  /\b(?:automatic(?:ally)?\s+(?:be\s+)?(?:renew|extend|continue)|renew(?:s|ed|al)?\s+(?:automatically|for\s+(?:an?\s+)?(?:additional|successive|further|subsequent|like|one|two|\d))|successive\s+(?:\w+\s+){0,3}(?:periods?|terms?)|renewal\s+(?:terms?|periods?)|extension\s+(?:terms?|periods?)|(?:be\s+)?extended\s+for\s+(?:an?\s+)?(?:additional|successive|further|subsequent)|year[\s-]to[\s-]year|month[\s-]to[\s-]month|(?:options?|rights?)\s+to\s+(?:renew|extend)|may\s+renew\b|\b(?:extend|renew)\s+(?:the\s+|this\s+)?(?:term|agreement|lease|contract|franchise)\b[^.]{0,40}\b(?:additional|successive|further)\b|\badditional\s+consecutive\s+(?:renewal\s+)?(?:terms?|periods?)|may\s+be\s+renewed|shall\s+be\s+renewed|will\s+be\s+renewed|evergreen)/i;

const EN_RULES: ClauseRule[] = gatedRules([
  {
    type: "governing_law",
    all: [
      /\b(?:govern(?:ed|s)?\s+(?:by|in\s+accordance|this|the)|construed|interpreted|enforced)\b|\bgoverning\s+law\b|\bapplicable\s+law\b|\bchoice\s+of\b|\bsubject\s+to\s+(?:the\s+)?\w+\s+(?:laws?|legislation)\b/i,
      /\blaws?\s+(?:of|in\s+force\s+in)\b|\b(?:State|Commonwealth|Province)\s+of\b|\b(?:by|under|with|of)\s+(?:the\s+)?[A-Z][a-z]+(?:\s+[A-Z][a-z]+)?\s+laws?\b|\b(?:Law|Decree(?:-Law)?)\s+No\.\s*[\d.,]+\/\d{2,4}|\b[A-Z][a-z]+\s+legislation\b|\b[A-Z][a-z]+(?:\s+[A-Z][a-z]+)?\s+law\b[^.]{0,80}\bgoverns\b/,
    ],
    none: [/\bsubject\s+to\s+(?:all\s+)?applicable\s+laws\b(?![^.]*govern)/i],
    confidence: 0.9,
    max: 2,
  },
  {
    type: "forum",
    all: [
      /\b(?:exclusive\s+)?jurisdiction\b|\bvenue\b|\bsubmit\s+to\s+the\b|\b(?:instituted|filed|commenced|litigated|maintained)\s+(?:only\s+|exclusively\s+|solely\s+)?in\b|\belect\s+the\s+(?:[a-z]+\s+){0,3}(?:courts?|forum)\b|\bbrought\s+(?:only\s+|exclusively\s+)?in\s+the\b|\b(?:settle|resolve|decide|hear)\s+any\s+(?:dispute|controversy|claim)|\b(?:heard|tried|adjudicated|resolved|decided|settled)\s+(?:exclusively\s+|only\s+)?(?:in|by)\s+the\b|\bas\s+competent\b/i,
      /\bcourts?\b|\bforum\b|\bJudicial\s+District\b/i,
    ],
    confidence: 0.75,
    max: 2,
  },
  // "Venue for any action shall lie exclusively in Denver County, Colorado": a county named with no court.
  {
    type: "forum",
    all: [/\bvenue\b/i, /\b[A-Z][a-z]+(?:[\s-][A-Z][a-z]+)?\s+County\b/],
    confidence: 0.7,
    max: 1,
  },
  // "Any dispute shall be finally settled by arbitration administered by the … (CAM-CCBC)": the arbitral body is
  // the forum.
  {
    type: "forum",
    all: [
      /\b(?:settled|resolved|submitted|referred|decided)\s+(?:\w+\s+){0,3}(?:by|to)\s+(?:binding\s+|final\s+)?arbitration\b|\barbitration\s+(?:administered\s+by|under\s+the\s+rules)\b/i,
    ],
    confidence: 0.75,
    max: 1,
  },
  // "The seat of the arbitration shall be the City of Rio de Janeiro": where the arbitration sits is the forum too.
  {
    type: "forum",
    all: [
      /\b(?:seat|place|venue)\s+of\s+(?:the\s+)?arbitration\b|\barbitration\s+shall\s+(?:be\s+)?(?:seated|held|take\s+place)\s+in\b/i,
    ],
    confidence: 0.75,
    max: 1,
  },
  {
    type: "renewal_term",
    all: [RENEWAL],
    none: [
      /\bnon-?renewal\s+of\s+(?:any\s+)?(?:license|permit)/i,
      /\bno\s+(?:right|option)\s+to\s+(?:renew|extend)|\b(?:shall|will)\s+not\s+(?:be\s+)?(?:renew|extend)/i,
    ],
    confidence: 0.8,
    max: 3,
  },
  {
    type: "notice_period_to_terminate_renewal",
    all: [
      /\brenew|\bextension|\bextend(?:ed)?\b|\bexercise\s+(?:each|the|its|such|any)\s+(?:renewal\s+|extension\s+)?option|\bcontinue\s+(?:on\s+a\s+)?(?:year|month)|\bthen[\s-]current\s+term|\bend\s+of\s+the\s+(?:initial\s+)?term|\bexpiration\s+of\s+the\s+(?:initial\s+)?term/i,
      /\bnotice|\bnotif(?:y|ies|ication)|\bobjects?\s+in\s+writing/i,
      NOTICE_LEAD,
    ],
    confidence: 0.75,
    max: 2,
  },
  {
    type: "expiration_date",
    all: [
      /\b(?:(?:this|the)\s+(?:agreement|lease|contract)\s+(?:terminates|expires|ends)\b|(?:agreement|license|licence|lease|contract)\b[^.]{0,40}\bfor\s+a\s+(?:period|term)\s+of\b|initial\s+term|term\s+of\s+(?:this|the)\s+(?:agreement|contract|lease)|(?:this|the)\s+agreement\s+(?:shall|will)\s+(?:\w+\s+){0,4}(?:remain\s+in\s+(?:full\s+)?(?:force|effect)|continue|expire|terminate|end)|shall\s+expire|will\s+expire|expiration\s+date|(?:remain|be)\s+in\s+(?:full\s+)?(?:force|effect)\s+(?:until|for)|continue\s+in\s+(?:full\s+)?(?:force|effect)\s+(?:until|for)|the\s+"?term"?\s+(?:shall|will)|"Term"\)?)\b|\b(?:agreement|contract|lease|license)\s+(?:shall|will)\s+be\s+(?:valid|in\s+force|in\s+effect)\s+for\b|\bterm\s+of\s+(?:the\s+|this\s+)?\w+\s+(?:shall|will)\s+be\s+(?:for\s+)?(?:a\s+period\s+of\s+)?(?:[\w-]+\s+)?(?:\(\d+\)\s+)?(?:years?|months?)\b|\b(?:services|works?|project)\s+(?:shall|will)\s+be\s+(?:completed|concluded|delivered)\s+within\b|\b(?:agreement|lease|license|licence|contract)\b[^.]{0,120}\bcontinue\s+for\s+(?:an?\s+)?(?:initial\s+)?(?:period|term)\s+of\b|\bterm\b[^.]{0,100}\b(?:continues?|runs?|lasts?)\s+(?:for\s+)?(?:a\s+period\s+of\s+)?(?:[\w-]+\s+)?(?:\(\d+\)\s+)?(?:years?|months?)\b/i,
      /\b(?:until|through|expire|anniversary|years?|months?|period\s+of|\d{4})\b/i,
    ],
    // "During the term of this Agreement and for one year after, X shall not …" sets how long a covenant lasts.
    // Nor is the notice for exercising a renewal option.
    none: [
      /\b(?:breach|insolven|bankrupt|default)/i,
      /\bduring\s+the\s+term\b|\bexercise\s+(?:each|the|its|such|any)\s+(?:\w+\s+)?option/i,
    ],
    confidence: 0.7,
    max: 2,
  },
  {
    type: "non_compete",
    all: [
      /\bcompet(?:e|es|ing|ition|itive|itor|itors)\b|\bnon-?compet/i,
      /\b(?:not|no|neither|nor|refrain|restrict|covenant|prohibit)/i,
    ],
    none: [/\bcompetitive\s+(?:bid|pric|rate|position)|\bcompetent\b/i],
    confidence: 0.7,
    max: 4,
  },
  // "Neither Seller nor Shareholder shall, directly or indirectly, engage in …": the covenant, whatever its title.
  {
    type: "non_compete",
    all: [
      /\b(?:not|neither|nor)\b[^.]{0,80}\bdirectly\s+or\s+indirectly\b[^.]{0,80}\b(?:engage|own|manage|operate|participate|be\s+employed|carry\s+on)\b/i,
    ],
    confidence: 0.7,
    max: 2,
  },
  // "shall not own, operate or have any interest in any bakery business located within ten (10) miles of …".
  {
    type: "non_compete",
    all: [
      /(?:\b(?:shall|will|may)\s+not|\bneither\b[^.]{0,60}\bnor\b[^.]{0,60}\b(?:shall|will|may))\b[^.]{0,40}\b(?:own|operate|engage\s+in|manage|have\s+any\s+interest\s+in)\b[^.]{0,120}\b(?:business|company|enterprise|entity|store|restaurant|practice|clinic|office|facility|firm)\b[^.]{0,80}\bwithin\s+(?:a\s+)?(?:[\w-]+\s+)?(?:\(\d+\)\s+)?(?:miles?|kilomet(?:er|re)s?|km|radius)\b/i,
    ],
    confidence: 0.7,
    max: 2,
  },
  // A non-solicitation covenant restrains a party as a non-compete does (the Portuguese rule counts "aliciar").
  {
    type: "non_compete",
    all: [
      /\b(?:not|neither|nor)\b[^.]{0,60}\bsolicit(?:s|ing)?\b[^.]{0,40}\b(?:employ|employees?|personnel|staff|customers?|clients?|suppliers?)\b/i,
    ],
    none: [/\bunsolicited\b/i],
    confidence: 0.7,
    max: 2,
  },
  {
    type: "exclusivity",
    all: [
      /\bexclusiv(?:e|ely|ity)\s+(?:right|rights|license|licen[sc]ee|distribut|agen|basis|partner|provider|supplier|dealer|territor|trade\s+area|appointment|representat|resell|market|sponsor|sales|relationship|arrangement|content|source|manufactur|negotiat|dealing|use|access|supply|purchas|in\s+the\s+territory|to\s+(?:sell|distribute|market|use|manufacture))|\b(?:sole\s+and\s+exclusive|exclusive\s+and\s+sole)\s+(?!remed)|\bnegotiate\s+exclusively\b|\bonly\s+(?:distributor|supplier|provider|reseller|licensee)\b|\b(?:shall|will)\s+not\s+(?:appoint|grant|license|sell|authorize)\s+(?:any\s+)?(?:other|additional|third)|\bexclusively\s+(?:from|to|with|through|for)\b|\bon\s+an\s+exclusive\s+basis\b|\bexclusivity\b|\bofficial\s+and\s+exclusive\b|\bsole\s+rights?\s+to\s+(?:sell|distribute|market|manufacture|represent|resell|promote)\b|\bsole\s+(?:license|licen[sc]ee|distributor|supplier|provider|agent|representative|reseller|dealer)\b|\bshall\s+not\s+(?:lease|rent|license)\s+(?:any\s+)?(?:other\s+)?(?:space|premises|portion|unit)\b[^.]{0,80}\bto\s+(?:a|an|any)\b|\bexclusive\s+(?:[\w-]+\s+){0,2}(?:sponsor|supplier|vendor|retailer|reseller|distributor|representative|agent|provider|partner|licensee|dealer)s?\b|\b(?:all|one\s+hundred\s+percent)\s+(?:\(100%\)\s+)?of\s+(?:its|their|[A-Z][a-z]+['’]s)\s+(?:\w+\s+)?requirements\b|\b(?:its|their)\s+(?:entire|total|full)\s+requirements\b|\b(?:shall|will)\s+not\b[^.]{0,120}\b(?:within|in)\s+the\s+(?:Protected|Exclusive|Reserved)\s+(?:Territory|Area)\b/i,
    ],
    none: [
      /\bnon-?exclusive\b(?![^.]*\bexclusive\s+(?:right|license))/i,
      /\bexclusive\s+(?:remed|jurisdiction|venue|of\b|property|ownership)/i,
    ],
    confidence: 0.7,
    max: 4,
  },
  // "During the term, the Foundation shall not conduct research on scaffolds with any other company": a party bound
  // to deal with the other alone.
  {
    type: "exclusivity",
    all: [
      /\b(?:shall|will|may)\s+not\b[^.]{0,100}\b(?:with|to|for|from)\s+any\s+other\s+(?:company|party|person|entity|supplier|customer|distributor|provider|licensee|partner|manufacturer|sponsor)\b|\b(?:shall|will)\s+not\s+(?:permit|allow)\s+any\s+other\s+(?:tenant|occupant|licensee|vendor|supplier|sponsor|distributor)\b/i,
    ],
    none: [/\bconfidential|\bassign|\bdelegat|\btransfer|\bdisclos/i],
    confidence: 0.7,
    max: 1,
  },
  {
    type: "termination_for_convenience",
    all: [
      /\b(?:terminat|cancel|withdraw)|\bend\s+(?:this|the)\s+(?:agreement|engagement|contract|lease|arrangement)\b|\b(?:may|can)\s+end\s+(?:it|them|(?:this|the|your|his|her)\s+\w+)\b/i,
      /\b(?:for\s+(?:any|no)\s+reason|without\s+cause|for\s+(?:its\s+|their\s+|[a-z]+['’]s\s+)?convenience|at\s+(?:any\s+time|its\s+(?:sole\s+)?(?:discretion|option|election))|for\s+any\s+or\s+no\s+reason|with\s+or\s+without\s+cause|upon\s+(?:\w+\s+){0,2}(?:\((?:\d+|[a-z]+(?:[\s-][a-z]+)*)\)\s+)?(?:(?:business|calendar|working)\s+)?(?:days|months|weeks)['’]?\s+(?:prior\s+|advance\s+)?(?:written\s+)?notice|by\s+giving\s+(?:\w+\s+){0,3}(?:\((?:\d+|[a-z]+(?:[\s-][a-z]+)*)\)\s+)?(?:days|months|weeks)['’]?)/i,
    ],
    none: [/\b(?:breach|insolven|bankrupt|default|fails?\s+to|failure\s+to|renew|material)/i],
    confidence: 0.7,
    max: 3,
  },
  {
    type: "termination_for_cause",
    // A loan's acceleration ("declare the Loan immediately due and payable") is its termination for cause.
    all: [
      /\bterminat|\bcancel|\bdeclare\s+(?:the\s+|all\s+)?(?:\w+\s+){0,3}(?:immediately\s+)?due\s+and\s+payable\b/i,
      /\b(?:material(?:ly)?\s+breach|breach(?:es)?|default|insolven|bankrupt|fails?\s+to\s+(?:cure|perform|comply|observe|pay|deliver))/i,
    ],
    confidence: 0.7,
    max: 2,
  },
  {
    type: "cap_on_liability",
    all: [
      /\b(?:in\s+no\s+event|under\s+no\s+circumstances?|shall\s+not\s+(?:be\s+liable|exceed)|will\s+not\s+(?:be\s+liable|exceed)|not\s+be\s+liable|no\s+liability|limitation\s+of\s+liability|limitation\s+on\s+liability|(?:aggregate|total|maximum|cumulative)\s+liability|liability\s+(?:\w+\s+){0,12}(?:shall|will)\s+(?:not\s+exceed|be\s+limited)|limited\s+to\s+(?:the\s+)?(?:amount|fees|sum|aggregate|total)|(?:waives?|disclaim)\s+(?:\w+\s+){0,4}(?:indirect|consequential|punitive|special)|liable\s+(?:\w+\s+){0,10}(?:indirect|incidental|consequential|punitive|special)\s+damages|sole\s+(?:and\s+exclusive\s+)?(?:remedy|liability)|neither\s+party['’]s\s+(?:\w+\s+){0,3}liability\b[^.]{0,60}\b(?:exceed|be\s+limited)|exclusive\s+remed)/i,
      /\bliab|\bdamages?\b|\bremed/i,
    ],
    confidence: 0.75,
    max: 5,
  },
  {
    type: "confidentiality",
    all: [
      /\bconfidential|\bin\s+(?:strict\s+)?confidence\b|\bnon-?disclos|\bsecrecy\b|\btrade\s+secrets?\b|\bnon-?public\s+information\b/i,
      /\b(?:shall|will|agree|agrees|must|may|undertakes?|covenants?)\b/i,
    ],
    confidence: 0.7,
    max: 2,
  },
  {
    type: "penalties",
    all: [
      /\bliquidated\s+damages\b|\blate\s+(?:fee|charge|payment)|\binterest\s+(?:at|of)\s+(?:the\s+rate|\d)|\bpenalt(?:y|ies)\b|\b(?:a|the)\s+(?:[\w-]+\s+)?fine\s+(?:equivalent|equal|of|corresponding)\b|\bservice\s+credits?\s+(?:of|equal)\b|\b(?:overdue|unpaid|past[\s-]due|delinquent)\s+(?:amounts?|payments?|sums?|balances?)\b[^.]{0,60}\binterest\b/i,
    ],
    // "may terminate …, without penalty, upon thirty (30) days' notice" waives one.
    none: [
      /\bwithout\s+(?:any\s+)?(?:penalty|penalties)\b(?![^.]*\b(?:liquidated|late\s+(?:fee|charge)|interest\s+at)\b)/i,
    ],
    confidence: 0.7,
    max: 2,
  },
  {
    type: "payment_terms",
    all: [
      /\b(?:re)?pay|\binvoice|\bfee|\bcompensation|\broyalt|\binstal{1,2}ments?\b|\bpurchase\s+price\b|\bprice\s+(?:is|of|shall|will)\b|\brent\b|\bsalary\b|\bcommission\s+of\b|\blends?\b|\bbill(?:s|ed|ing)?\b|\b(?:for|in\s+consideration\s+of)\s+(?:the\s+)?(?:sum|amount|price)\s+of\b|\b(?:will|shall)\s+contribute\b|\b(?:sells?|sold|purchases?|buys?|acquires?)\b[^.]{0,150}\bfor\s+(?:(?:a|the)\s+(?:total\s+|aggregate\s+)?(?:price|sum|amount|consideration)\s+of\s+)?(?:US\$|USD|R\$|BRL|EUR|\$|€|£)\s?\d/i,
      /\b(?:within|no\s+later\s+than|not\s+later\s+than)\s+(?:[\w-]+\s+)?(?:\((?:\d+|[a-z]+(?:[\s-][a-z]+)*)\)\s+)?days\b|\bnet\s+(?:\d+\b|[a-z-]+\s+(?:\((?:\d+|[a-z]+(?:[\s-][a-z]+)*)\)\s+)?days\b)|\bdue\s+(?:\w+\s+){0,2}(?:\((?:\d+|[a-z]+(?:[\s-][a-z]+)*)\)\s+)?days\b|\bper\s+(?:month|hour|annum|year)\b|\$\s?\d|\b(?:USD|BRL|EUR|GBP)\s?\d|[€£]\s?\d|\bin\s+(?:[\w-]+\s+)?(?:\((?:\d+|[a-z]+(?:[\s-][a-z]+)*)\)\s+)?(?:equal\s+)?(?:[\w-]+\s+)?instal{1,2}ments\b|\bcommission\s+of\s+[^.]{0,40}\bpercent\b|\b(?:pay|royalt\w*|commissions?|fees?)\b[^.]{0,60}\d+(?:[.,]\d+)?\s?%/i,
    ],
    // A late charge or an event of default is what follows a missed payment, a penalty, not the payment term.
    none: [
      /\blate\s+(?:fee|charge)|\bevents?\s+of\s+default\b|\bshall\s+not\s+(?:be\s+liable|exceed)\b|\bmay\s+terminate\b/i,
      // "Vendor may increase fees for any renewal term by no more than 5%" caps a price change; it is not the price.
      /\bincrease\s+(?:the\s+|its\s+|any\s+)?(?:fees?|prices?|rates?|charges?)\b[^.]{0,60}\bby\s+(?:no|not)\s+more\s+than\b/i,
    ],
    confidence: 0.65,
    max: 3,
  },
]);

// "Constitui objeto deste Termo Aditivo a prorrogação do prazo de vigência e a alteração do valor mensal": the
// sentence naming what an instrument is about, with no figure of its own, states no term, renewal or price.
const OBJECT_ONLY = /\b(?:constitui(?:em)?|tem\s+por|[ée])\s+objeto\b(?![^.]*\d)/i;

const PT_RULES: ClauseRule[] = gatedRules([
  {
    type: "governing_law",
    all: [
      /\blei(?:s)?\s+(?:aplic[áa]vel|brasileira)|\b(?:regid[oa]s?|regulad[oa]s?|se\s+reger[áa]|reger-se-[áa]|regem-se|rege-se)\s+pel[ao]s?\s+(?:leis?|legisla[çc][ãa]o|C[óo]digo|Decreto)\b|\blegisla[çc][ãa]o\s+brasileira/i,
    ],
    confidence: 0.85,
    max: 2,
  },
  { type: "forum", all: [/\bforo\b/i], confidence: 0.9, max: 2 },
  // "As partes elegem a Comarca de Belo Horizonte/MG como competente": the forum chosen without the word "foro".
  {
    type: "forum",
    all: [/\beleg(?:em|e)\s+(?:a\s+)?comarca\b|\bcomarca\s+d[aeo]\s+[^.]{2,60}\bcompetente\b/i],
    none: [/\bforo\b/i],
    confidence: 0.85,
    max: 1,
  },
  {
    type: "forum",
    all: [/\barbitragem\b/i, /\badministrad[ao]\s+pel[ao]|\bc[âa]mara\b|\bcentro\s+de\b|\bregulamento\b|\bsede\b/i],
    confidence: 0.75,
    max: 1,
  },
  {
    type: "term",
    all: [
      /\bvig[êe]ncia\b|\bviger[áa]\s|\bprazo\s+(?:de\s+dura[çc][ãa]o|determinado|indeterminado|contratual)|\bvigorar[áa]|\b(?:contrato|acordo|instrumento|loca[çc][ãa]o)\b[^.]{0,40}\b(?:tem|ter[áa]|durar[áa])\s+(?:o\s+)?prazo\s+de\b|\bprazo\s+de\s+(?:execu[çc][ãa]o|entrega|conclus[ãa]o)\b|\b(?:conclu[íi]d|executad|entregu)[ao]s?\s+(?:em|no\s+prazo\s+(?:m[áa]ximo\s+)?de)\s+\d|\bprazo\s+d[ao]\s+(?:loca[çc][ãa]o|contrato|acordo|presente)\b[^.]{0,30}\s(?:é|ser[áa])\s+de\b|\b(?:ter[áa]|com)\s+(?:a\s+)?dura[çc][ãa]o\s+de\b|\b(?:v[áa]lid[oa]|vigente|eficaz)\s+(?:\p{L}+\s+){0,2}?(?:pelo|por)\s+(?:o\s+)?prazo\s+de\b|\b(?:loca[çc][ãa]o|contrato|acordo|instrumento|termo|est[áa]gio|comodato|mandato|arrendamento|parceria)\b[^.]{0,40}\bpelo\s+prazo\s+(?:certo\s+|determinado\s+)?de\s+\d|\b(?:loca[çc][ãa]o|contrato|acordo|arrendamento|parceria|comodato)\s+(?:é|ser[áa]|fica)\s+(?:contratad|celebrad|ajustad|firmad|feit)[oa]\s+(?:pelo\s+prazo\s+de\s+|por\s+)\d/iu,
    ],
    // "durante a vigência deste contrato e por 5 anos" sets how long a duty lasts, not the contract's term.
    none: [/\bdurante\s+(?:a|toda\s+a)\s+(?:sua\s+)?vig[êe]ncia\b/i, OBJECT_ONLY],
    confidence: 0.8,
    max: 2,
  },
  {
    type: "renewal_term",
    all: [
      /\brenov(?:a[çc][ãa]o|ado|ada|[áa]vel|ar-se-[áa]|a-se|ando-se|ar[áa])|\bprorrog(?:a[çc][ãa]o|ado|ada|ar-se-[áa]|a-se|ando-se|[áa]vel|ar[áa]|ar\b)/i,
    ],
    none: [OBJECT_ONLY],
    confidence: 0.8,
    max: 2,
  },
  {
    type: "notice_period_to_terminate_renewal",
    all: [
      /\brenov|\bprorrog/i,
      /\baviso\b|\bnotifica[çc][ãa]o|\bnotific(?:ar|á-l[oa]s?|ar[áa]|ando)\b|\bcomunica[çc][ãa]o|\bmanifesta[çc][ãa]o\s+(?:em\s+contr[áa]rio|escrita|expressa)|\bden[úu]ncia|\bse\s+opuser|\boposi[çc][ãa]o|\bpor\s+escrito/i,
      /\banteced[êe]ncia|\bantes\s+d[oa]\s+(?:seu\s+|sua\s+)?(?:t[ée]rmino|termo|vencimento|fim|expira[çc][ãa]o)/i,
    ],
    confidence: 0.75,
    max: 2,
  },
  {
    type: "termination_for_convenience",
    all: [
      /\brescindi|\bresili|\bden[úu]ncia|\brescis[ãa]o|\brevog(?:ad[oa]|ar|a[çc][ãa]o|[áa]vel)\b/i,
      /\bimotivad|\bsem\s+justa\s+causa|\ba\s+qualquer\s+tempo|\bsem\s+[ôo]nus|\bmediante\s+aviso\s+pr[ée]vio|\banteced[êe]ncia/i,
    ],
    // A cause named before any notice period makes it a termination for cause; named after it ("mediante aviso
    // prévio de 90 dias, ou de imediato, em caso de inadimplemento"), the sentence gives both rights.
    // "renovando-se automaticamente …, salvo denúncia com antecedência de 12 meses" is the notice against renewal.
    none: [
      /^(?:(?!anteced[êe]ncia|aviso\s+pr[ée]vio)[\s\S])*?(?:\binadimpl|\bdescumpr|\binfra[çc]|\bfal[êe]ncia)/i,
      /\b(?:renov|prorrog)[^.;]{0,120}\b(?:salvo|exceto|a\s+menos\s+que)\s+(?:(?:haja|houver)\s+)?den[úu]ncia/i,
    ],
    confidence: 0.75,
    max: 2,
  },
  {
    type: "termination_for_cause",
    // A loan's acceleration ("vencimento antecipado") is its termination for cause.
    all: [
      /\brescis|\brescindi|\bresolu[çc][ãa]o\s+do\s+contrato|\b(?:considerar|considerad[oa])\s+(?:\p{L}+\s+){0,3}?(?:resolvid|rescindid|extint)|\bresolver\s+(?:o|este|o\s+presente)\s+(?:contrato|compromisso|acordo|instrumento)\b|\b(?:contrato|compromisso|acordo|instrumento)\s+(?:\p{L}+\s+){0,3}?resolvid[oa]\b|\bvencimento\s+antecipado|\bvencid[ao]s?\s+antecipadamente|\bantecipadamente\s+vencid/iu,
      /(?<!sem\s)\bjust[oa]\s+(?:motivo|causa)\b|\binadimpl|\bdescumpr|\binfra[çc]|\bfal[êe]ncia|\brecupera[çc][ãa]o\s+judicial|\bpor\s+culpa\b|\bsem\s+justo\s+motivo|\bparalisa[rç]|\babandon|\bfalta\s+de\s+pagamento|\bn[ãa]o\s+pagamento\b|\bdeixar\s+de\s+pagar|\batrasar\s+(?:o\s+)?pagamento|\bsob\s+pena\s+de\s+(?:rescis|resolu)/i,
    ],
    confidence: 0.75,
    max: 2,
  },
  { type: "confidentiality", all: [/\bconfidencial|\bsigilo/i], confidence: 0.8, max: 2 },
  {
    type: "non_compete",
    all: [
      /\bn[ãa]o\s+concorr[êe]ncia|\bconcorr[êe]ncia|\bconcorrente|\baliciar|\b(?:n[ãa]o|abster)[^.]{0,80}\bdireta\s+ou\s+indiretamente\b[^.]{0,60}\b(?:sociedades?|empresas?|atividades?|neg[óo]cios?|ramo|concorr|explor)/i,
    ],
    confidence: 0.75,
    max: 2,
  },
  {
    type: "exclusivity",
    all: [/\bexclusividade\b|\bcom\s+exclusividade|\bexclusiv[oa]\b/i],
    none: [
      /\bexclusiv[oa]\s+(?:para\s+dirimir|foro)/i,
      /\b(?:uso|explora[çc][ãa]o|utiliza[çc][ãa]o|finalidade|fins?)\s+exclusiv|\bexclusiv[oa]\s+(?:uso|explora|utiliza|finalidade|destina)/i,
    ],
    confidence: 0.7,
    max: 2,
  },
  {
    type: "penalties",
    // Arras (Código Civil arts. 417–420): the buyer who withdraws loses the sinal, the seller returns it doubled.
    all: [
      /\bmulta\b|\bcl[áa]usula\s+penal\b|\bjuros\s+(?:de\s+mora|morat[óo]rios)|\bperder[áa]\s+(?:o\s+)?(?:sinal|arras)|\b(?:sinal|arras)\s+em\s+dobro|\barras\s+penitenciais|\baluguel-pena\b|\bpena\s+pecuni[áa]ria\b/i,
    ],
    confidence: 0.85,
    max: 3,
  },
  // A service level missed costs the provider a share of its fee: "desconto de 5% sobre a mensalidade", "glosa".
  {
    type: "penalties",
    all: [
      /\b(?:desconto|glosa|abatimento|redutor)\b/i,
      /\bn[íi]ve(?:l|is)\s+(?:m[íi]nimos?\s+)?de\s+servi[çc]o|\bSLA\b|\bdisponibilidade\b|\bdescumpr|\bmetas?\b/i,
    ],
    none: [/\bmulta\b/i],
    confidence: 0.75,
    max: 1,
  },
  {
    type: "payment_terms",
    all: [
      /\bpagar|\bpagamento|\bpag[oa]s?\b|\brestitu(?:[íi]d|ir[áa]|ir)|\bamortiza|\breembols|\bcomiss[ãa]o\b|\bpartilhad[oa]s?\b|\bvalor\s+(?:global|total|mensal)\b|\bremunera[çc][ãa]o|\bhonor[áa]rios|\baluguel|\bpre[çc]o\s+(?:certo|total|ajustado|global|de\s+aquisi)|\bo\s+pre[çc]o\b/i,
      /R\$|\bdia\s+\d|\bmensal|\bparcela|\bpresta[çc](?:[ãa]o|[õo]es)\b|\bpag[áa]vel\b|\bpor\s+(?:hectare|saca|tonelada|unidade|hora)\b|\bpropor[çc][ãa]o\s+de\s+\d+\s?%|\bpag[oa]\s+d[ae]\s+seguinte\s+forma/i,
    ],
    none: [
      /^(?:(?!R\$)[\s\S])*\b(?:atraso|falta|inadimplemento)\s+(?:no|de|do|da)\s+pagamento|\bvencimento\s+antecipado|\baluguel-pena\b/i,
      /\b(?:descumpr\w*|SLA|n[íi]veis\s+de\s+servi[çc]o)\b[^.]{0,80}\b(?:desconto|glosa)\b/i,
      OBJECT_ONLY,
    ],
    confidence: 0.75,
    max: 3,
  },
  {
    type: "cap_on_liability",
    all: [/\bresponsabilidade/i, /\blimitad[ao]|\bn[ãa]o\s+exceder|\bteto\b|\blimite\b/i],
    confidence: 0.75,
    max: 2,
  },
]);

// What says when an instrument takes effect: "effective as of", "effective October 1, 2025", "with effect from",
// "Your start date will be", "agrees, as of October 6, 2025, to become a party".
const EFFECTIVE =
  /\beffective\s+(?:as\s+of|on|from|upon|date)\b|\b(?:shall|will)\s+(?:become|be)\s+effective\b(?!\s+for\b)|\bbecomes\s+effective\b|["“]Effective\s+Date["”]|\beffective\s+(?=[A-Z][a-z]+\s+\d{1,2},?\s+\d{4})|\b(?:with|takes?|taking)\s+effect\s+(?:from|on|as\s+of)\b|\b(?:start|commencement)\s+date\s+(?:will|shall|is)\b|\b(?:agrees?|agreed),?\s+as\s+of\b|\b(?:employment|engagement|services?)\s+(?:will|shall)\s+(?:commence|begin|start)\s+on\b|\b(?:commence|begin|start)\s+(?:employment|work|services|(?:his|her|their)\s+(?:employment|duties))\s+on\b/i;
// The words just before the date an EFFECTIVE cue names.
const START_LEAD =
  /(?:\beffective|\beffect\s+from|\bas\s+of|\bcommencing\s+on|\bdate\s+(?:will|shall)\s+be|\bdate\s+is|\b(?:commence|begin|start)\s+(?:\w+\s+){0,2}on(?:\s+[A-Z][a-z]+day,)?)\s*(?:on\s+)?$/i;

// "Goiânia, April 20, 2026.": an instrument closed with its place and date, as Brazilian drafting does, was made then.
const PLACE_DATE =
  /^[ \t]*\p{Lu}[\p{L}'’.-]*(?:[ \t]+(?:d[aeo]s?[ \t]+)?\p{Lu}[\p{L}'’.-]*)*(?:\/[A-Z]{2})?,[ \t]+([^\n]{6,40}?)\.?[ \t]*$/gmu;

function placeDate(text: string): Entity | undefined {
  for (const m of text.matchAll(PLACE_DATE)) {
    const rest = m[1] ?? "";
    const d = findDates(rest, "en")[0];
    // The line is nothing but the date (and its full stop).
    if (d?.start !== 0 || d.end < rest.length - 1 || !/\d{4}/.test(d.value)) continue;
    const start = (m.index ?? 0) + m[0].indexOf(rest, m[0].indexOf(",")) + d.start;
    return { ...d, start, end: start + d.value.length };
  }
  return undefined;
}

function contractDatesEn(text: string, sentences: Sentence[], preambleEnd: number): KeyFinding[] {
  const out: KeyFinding[] = [];
  const headDates = findDates(text.slice(0, Math.max(preambleEnd, 1500)), "en").filter((d) => /\d{4}/.test(d.value));
  const agreement = placeDate(text) ?? headDates[0];
  if (agreement) out.push(finding(text, "agreement_date", agreement, 0.85));
  const effective = sentences.filter((s) => EFFECTIVE.test(s.text) && !/\btermination\b|\bterminate\b/i.test(s.text));
  // "the State Office of Conservation Order No. 1063-A-1, effective November 29, 1979": a date more than a year
  // before the instrument's own is when something it cites took effect.
  const iso = typeof agreement?.normalized === "string" ? agreement.normalized : "";
  const cited = iso ? `${Number(iso.slice(0, 4)) - 1}${iso.slice(4)}` : "";
  let added = 0;
  for (const s of effective.slice(0, 3)) {
    // "commence on the Effective Date and continue … ending on April 7, 2027": an end date is not the start; "amend
    // the Agreement dated January 3, 2022 as follows, effective October 1, 2025": the date the cue names is.
    const dates = findDates(s.text, "en").filter(
      (x) =>
        !isEndDate(s.text.slice(Math.max(0, x.start - 40), x.start)) &&
        !(typeof x.normalized === "string" && x.normalized < cited),
    );
    const d = dates.find((x) => START_LEAD.test(s.text.slice(Math.max(0, x.start - 30), x.start))) ?? dates[0];
    if (d) {
      out.push(finding(text, "effective_date", { start: s.start + d.start, end: s.start + d.end }, 0.8));
      added++;
    } else if (
      /\b(?:shall|will)\s+(?:become|be)\s+effective\b(?!\s+for\b)|\bbecomes\s+effective\b|\beffective\s+(?:as\s+of|upon|on)\b/i.test(
        s.text,
      ) &&
      s.end - s.start < 400
    ) {
      out.push(finding(text, "effective_date", s, 0.6));
      added++;
    }
    if (added >= 2) break;
  }
  // Contracts "made as of" a date with no separate effective date take effect on that date.
  if (added === 0 && agreement) out.push(finding(text, "effective_date", agreement, 0.55));
  return out;
}

export function contractFindings(
  text: string,
  sentences: Sentence[],
  language: Language,
  scan?: LiteralScan,
): KeyFinding[] {
  if (language === "pt") return applyClauseRules(text, sentences, PT_RULES, scan);
  const out: KeyFinding[] = [];
  const { names, aliases, preambleEnd } = findPreambleParties(text);
  const seen = new Set<string>();
  for (const p of [...names, ...aliases]) {
    if (seen.has(p.value)) continue;
    seen.add(p.value);
    out.push(finding(text, "parties", p, "entityType" in p ? 0.85 : 0.75));
  }
  out.push(...contractDatesEn(text, sentences, preambleEnd));
  out.push(...applyClauseRules(text, sentences, EN_RULES, scan));
  return out;
}
