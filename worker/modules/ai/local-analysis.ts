/** What the rule engine found, as an analysis written without a model and as the model's second source. */
import type { Language } from "../../../common/vocabulary.ts";
import type { DeadlineMention, Entity, JudicialDecision, KeyFinding, Party } from "../../analysis/types.ts";
import type { Analysis as AnalysisRow } from "../../db/schema/documents.ts";
import type { Bilingual } from "../../lib/errors.ts";
import { clip, squash, uniq } from "./lists.ts";
import type { StructuredAnalysis } from "./structured-analysis.ts";

const DOCUMENT_TYPE_LABEL: Record<string, Bilingual> = {
  contract: { en: "contract", pt: "contrato" },
  pleading: { en: "pleading", pt: "peça processual" },
  judicial_decision: { en: "judicial decision", pt: "decisão judicial" },
  will: { en: "will", pt: "testamento" },
  corporate: { en: "corporate document", pt: "documento societário" },
  other: { en: "document", pt: "documento" },
};

const FINDING_LABEL: Record<string, Bilingual> = {
  payment_terms: { en: "Payment", pt: "Pagamento" },
  confidentiality: { en: "Confidentiality", pt: "Confidencialidade" },
  term: { en: "Term", pt: "Vigência" },
  effective_date: { en: "Effective date", pt: "Início da vigência" },
  expiration_date: { en: "End date", pt: "Término" },
  renewal_term: { en: "Renewal", pt: "Renovação" },
  notice_period_to_terminate_renewal: { en: "Notice to stop renewal", pt: "Aviso para não renovar" },
  termination_for_convenience: { en: "Termination without cause", pt: "Rescisão imotivada" },
  termination_for_cause: { en: "Termination for cause", pt: "Rescisão motivada" },
  penalties: { en: "Penalty", pt: "Multa" },
  cap_on_liability: { en: "Limitation of liability", pt: "Limitação de responsabilidade" },
  non_compete: { en: "Non-compete", pt: "Não concorrência" },
  exclusivity: { en: "Exclusivity", pt: "Exclusividade" },
  governing_law: { en: "Governing law", pt: "Lei aplicável" },
  forum: { en: "Forum", pt: "Foro" },
  claims: { en: "Claims", pt: "Pedidos" },
  claim_value: { en: "Claim value", pt: "Valor da causa" },
  urgent_relief: { en: "Urgent relief", pt: "Tutela de urgência" },
  legal_basis: { en: "Legal basis", pt: "Fundamento legal" },
  bequests: { en: "Bequest", pt: "Legado" },
  resolutions: { en: "Resolution", pt: "Deliberação" },
};

/** Findings whose presence is a risk to weigh rather than a plain obligation. */
const RISK_FINDINGS = new Set([
  "penalties",
  "cap_on_liability",
  "termination_for_convenience",
  "termination_for_cause",
  "non_compete",
  "exclusivity",
  "renewal_term",
  "notice_period_to_terminate_renewal",
]);

interface EngineView {
  documentType: string;
  subtype: string | null;
  jurisdiction: string;
  documentLanguage: string;
  confidence: number;
  entities: Entity[];
  parties: Party[];
  findings: KeyFinding[];
  deadlines: DeadlineMention[];
  decision: JudicialDecision | null;
}

function engineView(row: AnalysisRow): EngineView {
  return {
    documentType: row.documentType,
    subtype: row.documentSubtype,
    jurisdiction: row.jurisdiction,
    documentLanguage: row.language,
    confidence: row.confidence,
    entities: row.entities,
    parties: row.parties ?? [],
    findings: row.keyFindings,
    deadlines: row.deadlineMentions ?? [],
    decision: row.judicialDecision,
  };
}

/** Findings the other sections already show (parties, amounts, deadlines) or that repeat the decision's summary. */
const SHOWN_ELSEWHERE = new Set(["parties", "names", "aliases", "outcome", "amounts", "deadlines"]);

/** A finding worth listing: not shown elsewhere, and not a bare clause heading ("CLÁUSULA SEXTA – DO FORO."). */
function listable(f: KeyFinding): boolean {
  const value = squash(f.value);
  if (SHOWN_ELSEWHERE.has(f.type)) return false;
  return !(value.length < 80 && value === value.toUpperCase() && /[A-ZÀ-Ý]/.test(value));
}

function findingLine(f: KeyFinding, language: Language): string {
  const label = FINDING_LABEL[f.type]?.[language] ?? f.type.replace(/_/g, " ");
  return `${label}: ${clip(squash(f.value), 300)}`;
}

/** The engine's validated amounts, each once. */
export function engineAmounts(row: AnalysisRow): string[] {
  return money(engineView(row));
}

function money(e: EngineView): string[] {
  return uniq(e.entities.filter((x) => x.type === "MONEY").map((x) => x.value));
}

/**
 * The analysis without a model: the same sections, filled from the engine's findings only. It says what the engine
 * found and where to look; it does not pretend to interpret the document.
 */
export function composeLocalAnalysis(row: AnalysisRow, language: Language): StructuredAnalysis {
  const e = engineView(row);
  const pt = language === "pt";
  const typeLabel = DOCUMENT_TYPE_LABEL[e.documentType]?.[language] ?? e.documentType;
  const law =
    e.jurisdiction === "brazil"
      ? pt
        ? "direito brasileiro"
        : "Brazilian law"
      : pt
        ? "direito norte-americano"
        : "US law";
  const written = e.documentLanguage === "pt" ? (pt ? "português" : "Portuguese") : pt ? "inglês" : "English";
  const parties = e.parties.map((p) => ({ name: p.name, role: p.role === "party" ? "" : p.role }));
  const partyText = parties.length
    ? parties
        .slice(0, 4)
        .map((p) => (p.role ? `${p.name} (${p.role})` : p.name))
        .join(pt ? "; " : "; ")
    : pt
      ? "nenhuma parte identificada"
      : "no party identified";
  const percent = Math.round(e.confidence * 100);
  const summary = pt
    ? `${capitalize(typeLabel)}${e.subtype ? ` (${e.subtype})` : ""} sob ${law}; idioma do texto: ${written}. Partes: ${partyText}. ` +
      `Encontrados pelo motor: entidades, ${e.entities.length}; cláusulas ou pontos-chave, ${e.findings.length}; menções a prazos, ${e.deadlines.length} (confiança ${percent}%).` +
      (e.decision ? ` Dispositivo: ${clip(e.decision.decisionSummary, 300)}` : "")
    : `${capitalize(typeLabel)}${e.subtype ? ` (${e.subtype})` : ""} under ${law}, written in ${written}. Parties: ${partyText}. ` +
      `Found by the engine: entities, ${e.entities.length}; key clauses or points, ${e.findings.length}; deadline mentions, ${e.deadlines.length} (confidence ${percent}%).` +
      (e.decision ? ` Holding: ${clip(e.decision.decisionSummary, 300)}` : "");

  const findings = e.findings.filter(listable);
  const obligations = [
    ...findings.filter((f) => !RISK_FINDINGS.has(f.type)).map((f) => findingLine(f, language)),
    ...(e.decision?.judgeOrders ?? []),
  ];
  const risks = findings.filter((f) => RISK_FINDINGS.has(f.type)).map((f) => findingLine(f, language));
  if (e.documentType === "contract" && !e.findings.some((f) => f.type === "governing_law" || f.type === "forum")) {
    risks.push(
      pt
        ? "Nenhuma cláusula de lei aplicável ou de foro foi encontrada."
        : "No governing-law or forum clause was found.",
    );
  }
  if (e.confidence < 0.6) {
    risks.push(
      pt
        ? `Confiança baixa da análise (${percent}%): confira a extração no documento original.`
        : `Low analysis confidence (${percent}%): check the extraction against the original.`,
    );
  }
  if (e.decision?.conditions.length) risks.push(...e.decision.conditions);

  const amounts = uniq([...(e.decision?.financialOrders ?? []), ...money(e)]);
  const deadlines = uniq([
    ...(e.decision?.deadlines ?? []),
    ...e.deadlines.map((d) => clip(squash(d.description), 300)),
  ]);

  const nextSteps: string[] = [];
  if (deadlines.length) {
    nextSteps.push(
      pt
        ? "Confira os prazos acima na página de prazos e confirme a data de início de cada contagem."
        : "Check the deadlines above on the deadlines page and confirm when each count starts.",
    );
  }
  if (e.decision) {
    nextSteps.push(
      ...e.decision.appealOptions.map((a) => (pt ? `Avaliar cabimento: ${a}` : `Consider whether this lies: ${a}`)),
    );
  }
  if (amounts.length) {
    nextSteps.push(
      pt
        ? "Confirme os valores acima no documento original."
        : "Confirm the amounts above against the original document.",
    );
  }
  nextSteps.push(
    pt
      ? "Revise as entidades extraídas nos detalhes do documento e marque as incorretas com o feedback."
      : "Review the extracted entities in the document details and flag wrong ones with feedback.",
  );

  return {
    summary,
    parties,
    obligations: uniq(obligations),
    amounts,
    deadlines,
    risks: uniq(risks),
    nextSteps: uniq(nextSteps),
  };
}

function capitalize(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

/** What the engine found, as the model's second source (validated values it must not contradict). */
export function findingsForPrompt(row: AnalysisRow): string {
  const e = engineView(row);
  const lines = [
    `Document type: ${e.documentType}${e.subtype ? ` (${e.subtype})` : ""}; jurisdiction: ${e.jurisdiction}; language: ${e.documentLanguage}`,
    `Parties: ${e.parties.map((p) => `${p.name} (${p.role})`).join("; ") || "none identified"}`,
    `Validated amounts: ${money(e).join("; ") || "none"}`,
    `Dates: ${
      uniq(
        e.entities.filter((x) => x.type === "DATE").map((x) => x.value),
        20,
      ).join("; ") || "none"
    }`,
    `Identifiers: ${
      uniq(
        e.entities
          .filter((x) => ["CPF", "CNPJ", "CASE_NUMBER", "OAB", "EIN"].includes(x.type))
          .map((x) => `${x.type} ${x.value}`),
        20,
      ).join("; ") || "none"
    }`,
    "Key findings:",
    ...e.findings.slice(0, 25).map((f) => `- ${f.type}: ${clip(squash(f.value), 240)}`),
    "Deadline mentions:",
    ...e.deadlines.slice(0, 15).map((d) => `- ${clip(squash(d.description), 240)}`),
  ];
  return clip(lines.join("\n"), 5000);
}
