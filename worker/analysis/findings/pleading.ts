import { type ClauseRule, clauseFinder, gatedRules } from "./shared.ts";

// Pleadings: what is asked (pedidos / prayer for relief), the value of the claim, and the legal basis invoked.

const PT_RULES: ClauseRule[] = gatedRules([
  {
    type: "claim_value",
    all: [/\bd[áa]-se\s+[àa]\s+causa|\bvalor\s+da\s+causa|\batribui-se\s+[àa]\s+causa/i],
    confidence: 0.9,
    max: 1,
  },
  {
    type: "claims",
    all: [
      /\brequer|\bpede\b|\bpedido|\bcondena[çc][ãa]o\s+d[oa]\s+r[ée]u|\bseja\s+(?:o\s+r[ée]u|a\s+r[ée]|julgad)|\bconcess[ãa]o\s+d[ae]\s+tutela|^\s*[a-h]\)\s/i,
    ],
    none: [/\bdefiro\b|\bindefiro\b/i],
    confidence: 0.75,
    max: 10,
  },
  {
    type: "urgent_relief",
    all: [/\btutela\s+(?:de\s+urg[êe]ncia|antecipada|provis[óo]ria|de\s+evid[êe]ncia)|\bliminar/i],
    confidence: 0.8,
    max: 2,
  },
  {
    type: "legal_basis",
    all: [/\b(?:art(?:igo)?s?\.?\s*\d|Lei\s+n|C[óo]digo|CPC|CDC|CLT|Constitui[çc][ãa]o|S[úu]mula)/],
    confidence: 0.6,
    max: 5,
  },
]);

const EN_RULES: ClauseRule[] = gatedRules([
  {
    type: "causes_of_action",
    all: [
      /^\s*(?:COUNT|CLAIM\s+FOR\s+RELIEF|CAUSE\s+OF\s+ACTION)\b|\b(?:FIRST|SECOND|THIRD|FOURTH|FIFTH)\s+(?:CAUSE\s+OF\s+ACTION|CLAIM\s+FOR\s+RELIEF)/,
    ],
    confidence: 0.85,
    max: 10,
  },
  {
    type: "claims",
    all: [
      /\bwherefore\b|\bprays?\s+(?:for|that)\b|\brequests?\s+that\s+the\s+court\b|\b(?:award(?:ing)?|enter(?:ing)?\s+judgment)\b|\brespectfully\s+(?:requests|moves|asks)\b|^\s*\(?[a-h]\)\s+(?:an?\s+)?(?:award|order|judgment|declar|injunct|compensat|punitive|pre-|post-|cost)/i,
    ],
    confidence: 0.75,
    max: 10,
  },
  {
    type: "claim_value",
    all: [
      /\bamount\s+in\s+controversy\b|\bin\s+excess\s+of\s+\$|\bdamages\s+(?:of|in\s+the\s+amount\s+of)\s+(?:not\s+less\s+than\s+)?\$/i,
    ],
    // "This Court has jurisdiction under 28 U.S.C. § 1332 because … the amount in controversy exceeds $75,000" states
    // the diversity threshold, not what the plaintiff claims.
    none: [/\bjurisdiction\b/i],
    confidence: 0.8,
    max: 2,
  },
  {
    type: "legal_basis",
    all: [/\bU\.\s?S\.\s?C\.|\bFed\.\s?R\.|\bC\.F\.R\.|\bAct\b|\bStat\.|\bCode\s+§|\bAmendment\b/],
    confidence: 0.6,
    max: 5,
  },
  {
    type: "jurisdiction_basis",
    all: [/\bjurisdiction\b/i, /\b(?:1331|1332|1343|1367|diversity|federal\s+question|venue)\b/i],
    confidence: 0.75,
    max: 3,
  },
]);

export const pleadingFindings = clauseFinder(PT_RULES, EN_RULES);
