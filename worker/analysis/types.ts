import type { DocumentType, EntityType, Jurisdiction, Language } from "../../common/vocabulary.ts";

export type { DocumentType, EntityType, Jurisdiction, Language } from "../../common/vocabulary.ts";

export interface AnalyzeHints {
  fileName?: string;
  language?: Language;
  /** Mean OCR word confidence 0..1 when the text came from OCR; absent for born-digital text. */
  ocrConfidence?: number;
}

export interface MoneyValue {
  amount: number;
  currency: "BRL" | "USD" | "EUR";
  /** Set when the amount counts minimum wages ("10 salários-mínimos") rather than currency units. */
  basis?: "minimum_wage";
}

export interface Entity {
  type: EntityType;
  /** Verbatim text, except SSN whose value is masked (***-**-6789). */
  value: string;
  /** ISO date (YYYY-MM-DD, or YYYY-MM / YYYY when the text gives no day), digits-only id, or money. */
  normalized?: string | MoneyValue;
  confidence: number;
  start: number;
  end: number;
  /** How many times the document mentions this entity (same type and value up to case and accents); the offsets are one mention's. */
  mentions?: number;
}

export type PartyRole =
  | "autor"
  | "réu"
  | "requerente"
  | "requerido"
  | "exequente"
  | "executado"
  | "reclamante"
  | "reclamada"
  | "apelante"
  | "apelado"
  | "agravante"
  | "agravado"
  | "impetrante"
  | "impetrado"
  // Appeals to the higher courts, embargos and habeas corpus name their own sides.
  | "recorrente"
  | "recorrido"
  | "embargante"
  | "embargado"
  | "paciente"
  | "contratante"
  | "contratada"
  | "locador"
  | "locatário"
  | "empregador"
  | "empregado"
  | "testador"
  | "herdeiro"
  | "legatário"
  | "inventariante"
  | "testamenteiro"
  | "sócio"
  // The sides of Brazilian private instruments other than service and lease contracts.
  | "vendedor"
  | "comprador"
  | "cedente"
  | "cessionário"
  | "comodante"
  | "comodatário"
  | "mutuante"
  | "mutuário"
  | "franqueador"
  | "franqueado"
  | "credor"
  | "devedor"
  | "fiador"
  | "outorgante"
  | "outorgado"
  | "interveniente"
  | "arrendador"
  | "arrendatário"
  // A maintenance claim's sides, a note's guarantor, an extrajudicial notice's sender and addressee.
  | "alimentante"
  | "alimentando"
  | "avalista"
  | "notificante"
  | "notificado"
  | "plaintiff"
  | "defendant"
  | "petitioner"
  | "respondent"
  | "appellant"
  | "appellee"
  | "movant"
  | "testator"
  | "heir"
  | "legatee"
  | "executor"
  | "employer"
  | "employee"
  | "landlord"
  | "tenant"
  | "licensor"
  | "licensee"
  | "disclosing_party"
  | "receiving_party"
  | "party";

export interface Party {
  name: string;
  role: PartyRole;
  entityType: "PERSON" | "ORGANIZATION";
  /** Defined term the document uses for this party ("Company", "CONTRATADA"), when it declares one. */
  alias?: string;
  /** CPF or CNPJ (digits) given in the party's qualification, when the document gives one with valid check digits. */
  taxId?: string;
  start: number;
  end: number;
}

export interface KeyFinding {
  /** Stable snake_case id: governing_law, non_compete, valor_da_causa is reported as claim_value, etc. */
  type: string;
  /** Verbatim snippet of the document. */
  value: string;
  confidence: number;
  start: number;
  end: number;
}

export interface DeadlineMention {
  description: string;
  /** Length of the period in days when stated in days (months and years go to `months` / `years`). */
  days?: number;
  months?: number;
  years?: number;
  hours?: number;
  unit?: "business" | "calendar";
  /** What starts the count, verbatim ("da intimação", "of entry of this Order"), when stated. */
  trigger?: string;
  /** ISO date when the mention names the date itself ("até 30/06/2025", "no later than March 1, 2025"). */
  explicitDate?: string;
  start: number;
  end: number;
}

/** docs/requirements.md §3's judicial decision; the API answers it as it is (JudicialDecisionDto). */
export interface JudicialDecision {
  decisionType: string;
  decisionSummary: string;
  judgeOrders: string[];
  conditions: string[];
  deadlines: string[];
  financialOrders: string[];
  proceduralOrientations: string[];
  appealOptions: string[];
}

export interface ConfidenceFactors {
  language: number;
  classification: number;
  jurisdiction: number;
  entityValidation: number;
  textQuality: number;
}

export interface Analysis {
  language: Language;
  jurisdiction: Jurisdiction;
  documentType: DocumentType;
  subtype: string | null;
  /** 0..1; see docs/decisions/006-analysis-rule-engine.md for how it is built and how well it is calibrated. */
  confidence: number;
  confidenceFactors: ConfidenceFactors;
  entities: Entity[];
  parties: Party[];
  keyFindings: KeyFinding[];
  deadlines: DeadlineMention[];
  judicialDecision: JudicialDecision | null;
}
