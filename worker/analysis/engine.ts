import { classifyDocument, detectJurisdiction } from "./classify.ts";
import { combineConfidence, entityConfidence, entityValidationScore, textQualityScore } from "./confidence.ts";
import { findDeadlineMentions } from "./deadlines-mentions.ts";
import { extractJudicialDecision, hasDispositive } from "./decisions.ts";
import { identifierCheck } from "./entities/identifiers.ts";
import { extractEntities, type Recognizer } from "./entities/index.ts";
import { foldKey, refineEntities } from "./entities/refine.ts";
import { contractFindings } from "./findings/contract.ts";
import { corporateFindings, isSocietalInstrument } from "./findings/corporate.ts";
import { focusFindings, termDates } from "./findings/focus.ts";
import { pleadingFindings } from "./findings/pleading.ts";
import type { Sentence } from "./findings/shared.ts";
import { willFindings } from "./findings/will.ts";
import { chosenJurisdiction } from "./jurisdiction-chosen.ts";
import { detectLanguage } from "./language.ts";
import { LiteralScan } from "./literals.ts";
import { extractParties, orderEntities } from "./parties.ts";
import { withPartyEntities } from "./parties-pt.ts";
import { splitSentences, squash } from "./text.ts";
import type { Analysis, AnalyzeHints, KeyFinding } from "./types.ts";

/**
 * Builds an analyzer around the Portuguese and English recognisers, so tests can run the engine with or without the
 * statistical NER.
 */
export function createAnalyzer(
  recognize?: Recognizer,
  recognizeEn?: Recognizer,
): (text: string, hints?: AnalyzeHints) => Analysis {
  return (text, hints = {}) => analyzeWith(text, hints, recognize, recognizeEn);
}

function analyzeWith(text: string, hints: AnalyzeHints, recognize?: Recognizer, recognizeEn?: Recognizer): Analysis {
  const lang = detectLanguage(text, hints.language);
  const language = lang.language;
  // Which of the rule patterns' literals the text contains: patterns that cannot match are not run (literals.ts).
  const scan = new LiteralScan(text);
  const juris = detectJurisdiction(text, language, scan);
  const cls = classifyDocument(text, language, hints.fileName, scan);
  const sentences: Sentence[] = splitSentences(text).map((s) => ({ ...s, text: text.slice(s.start, s.end) }));

  const found = refineEntities(
    text,
    extractEntities(text, language, language === "pt" ? recognize : recognizeEn, scan),
    language,
    true,
    scan,
  );
  const parties = extractParties(text, found, language, cls.documentType, scan);
  const entities = withPartyEntities(text, found, parties);

  const keyFindings: KeyFinding[] = [];
  const societal = (cls.documentType === "contract" || cls.documentType === "corporate") && isSocietalInstrument(text);
  if (societal && cls.documentType === "contract")
    keyFindings.push(...corporateFindings(text, sentences, language, scan));
  switch (cls.documentType) {
    // A document of no recognised type is read for clauses: when it has none, the clause rules find nothing.
    case "other":
    case "contract":
      keyFindings.push(...contractFindings(text, sentences, language, scan));
      keyFindings.push(...termDates(text, sentences, language, keyFindings));
      break;
    case "pleading":
      keyFindings.push(...pleadingFindings(text, sentences, language, scan));
      break;
    case "will":
      keyFindings.push(...willFindings(text, sentences, language, scan));
      break;
    case "corporate":
      keyFindings.push(...corporateFindings(text, sentences, language, scan));
      if (societal) keyFindings.push(...contractFindings(text, sentences, language, scan));
      break;
    default:
      break;
  }
  if (cls.documentType !== "contract" || language === "pt") {
    for (const p of parties) {
      keyFindings.push({
        type: "parties",
        value: text.slice(p.start, p.end),
        confidence: 0.8,
        start: p.start,
        end: p.end,
      });
    }
  }

  const procedural = cls.documentType === "judicial_decision" || cls.documentType === "pleading";
  const deadlines = findDeadlineMentions(text, language, procedural, scan);

  let judicialDecision = null;
  if (cls.documentType === "judicial_decision" || hasDispositive(text, scan)) {
    judicialDecision = extractJudicialDecision(
      text,
      sentences,
      language,
      juris.jurisdiction,
      cls.documentType === "judicial_decision" ? cls.subtype : null,
      scan,
    );
    const outcome = judicialDecision.decisionSummary;
    const head = outcome.slice(0, 40);
    // The summary is squashed to one line; a holding wrapped inside its first 40 characters is found squashed too.
    const first =
      sentences.find((s) => outcome && s.text.includes(head)) ??
      sentences.find((s) => outcome && squash(s.text).includes(head));
    if (first)
      keyFindings.push({ type: "outcome", value: first.text, confidence: 0.8, start: first.start, end: first.end });
    for (const e of entities) {
      if (e.type === "MONEY")
        keyFindings.push({ type: "amounts", value: e.value, confidence: e.confidence, start: e.start, end: e.end });
    }
    for (const d of deadlines.slice(0, 10)) {
      keyFindings.push({
        type: "deadlines",
        value: text.slice(d.start, d.end),
        confidence: 0.8,
        start: d.start,
        end: d.end,
      });
    }
  }

  const focused = focusFindings(text, keyFindings, cls.documentType);
  const chosen = cls.documentType === "contract" ? chosenJurisdiction(text, focused) : null;
  const jurisdiction = chosen ?? juris.jurisdiction;
  const ids = identifierCheck(text);
  const confidenceFactors = {
    language: round3(lang.confidence),
    classification: round3(cls.confidence),
    jurisdiction: round3(chosen ? Math.max(juris.confidence, CHOSEN_JURISDICTION_CONFIDENCE) : juris.confidence),
    entityValidation: round3(entityValidationScore(ids.candidates, ids.valid)),
    textQuality: round3(textQualityScore(text, hints.ocrConfidence)),
  };
  return {
    language,
    jurisdiction,
    documentType: cls.documentType,
    subtype: cls.subtype,
    confidence: combineConfidence(confidenceFactors, hints.ocrConfidence),
    confidenceFactors,
    entities: orderEntities(withEvidence(entities, parties), parties),
    parties,
    keyFindings: focused,
    deadlines,
    judicialDecision,
  };
}

// A jurisdiction the contract chooses in its own clauses is as sure as classify.ts's explicit choice of Brazilian law.
const CHOSEN_JURISDICTION_CONFIDENCE = 0.9;
const round3 = (x: number): number => Math.round(x * 1000) / 1000;

function withEvidence(entities: Analysis["entities"], parties: Analysis["parties"]): Analysis["entities"] {
  const partyNames = new Set(parties.map((p) => foldKey(p.name)));
  return entities.map((e) => ({ ...e, confidence: entityConfidence(e, partyNames.has(foldKey(e.value))) }));
}
