/** Values that travel unchanged through the API, the database and the filters; the UI translates them. */
export const LANGUAGES = ["en", "pt"] as const;
export type Language = (typeof LANGUAGES)[number];

export const JURISDICTIONS = ["usa", "brazil"] as const;
export type Jurisdiction = (typeof JURISDICTIONS)[number];

export const DOCUMENT_TYPES = ["contract", "pleading", "judicial_decision", "will", "corporate", "other"] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

export const DOCUMENT_STATUSES = ["uploading", "queued", "processing", "processed", "failed"] as const;
export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number];

export const SUBSCRIPTION_TIERS = ["trial", "basic", "professional", "enterprise"] as const;
export type SubscriptionTier = (typeof SUBSCRIPTION_TIERS)[number];

export const PRIORITIES = ["critical", "high", "medium", "low"] as const;
export type Priority = (typeof PRIORITIES)[number];

export const COURTS = ["STF", "STJ", "TST", "TRF", "TJ"] as const;
export type Court = (typeof COURTS)[number];
export const CLAUSE_TYPES = ["termination", "confidentiality", "penalties", "non_compete", "other"] as const;
export const RESEARCH_DEPTHS = ["basic", "intermediate", "comprehensive"] as const;
export const RESEARCH_SOURCES = ["laws", "doctrine", "case_law"] as const;
/** Who wrote an AI answer; "local" is the rule engine, no language model. */
export const LLM_PROVIDERS = ["local", "workers-ai", "openai"] as const;
export type LlmProviderName = (typeof LLM_PROVIDERS)[number];

// Analysis: the entity types the engine finds (worker/analysis); a new value is a product decision.
export const ENTITY_TYPES = [
  "PERSON",
  "ORGANIZATION",
  "LOCATION",
  "DATE",
  "MONEY",
  "LAW",
  "CASE_LAW",
  "CASE_NUMBER",
  "COURT",
  "CPF",
  "CNPJ",
  "OAB",
  "EIN",
  "SSN",
  "EMAIL",
  "PHONE",
] as const;
export type EntityType = (typeof ENTITY_TYPES)[number];

// Deadlines: the calculator's inputs (worker/deadlines) and the stored deadlines' states.
/**
 * What happened on the base date. "availability" is the day a notice was made available in the DJe/DJEN
 * (Lei 11.419/2006 art. 4 §3): publication is then the next business day. Every other event is the trigger day
 * itself, which is excluded from the count (CPC art. 224 caput; FRCP 6(a)(1)(A)).
 */
export const BASE_EVENTS = [
  "availability",
  "publication",
  "service",
  "notice",
  "entry",
  "waiver_sent",
  "trial",
  "start_of_count",
] as const;
export type BaseEvent = (typeof BASE_EVENTS)[number];
export const PARTY_TYPES = [
  "private",
  "public_treasury",
  "public_prosecutor",
  "public_defender",
  "united_states",
] as const;
export type PartyType = (typeof PARTY_TYPES)[number];
export const SERVICE_METHODS = ["electronic", "mail", "personal"] as const;
export type ServiceMethod = (typeof SERVICE_METHODS)[number];
export const COUNT_UNITS = ["business", "calendar"] as const;
export type CountUnit = (typeof COUNT_UNITS)[number];
export const DIRECTIONS = ["forward", "backward"] as const;
export type Direction = (typeof DIRECTIONS)[number];
/** The procedural law whose counting method applies. */
export const PROCEDURE_SYSTEMS = ["cpc", "juizados", "clt", "cpp", "frcp"] as const;
export type ProcedureSystem = (typeof PROCEDURE_SYSTEMS)[number];
/** "shortened": open with shortened hours or an outage — counted, but never a period's first or last day. */
export const CLOSED_DAY_KINDS = ["closed", "shortened"] as const;
export type ClosedDayKind = (typeof CLOSED_DAY_KINDS)[number];
/** The longest period the calculator counts, in days. */
export const MAX_DEADLINE_DAYS = 1000;
export const DEADLINE_STATUSES = ["pending", "done", "dismissed"] as const;
export type DeadlineStatus = (typeof DEADLINE_STATUSES)[number];
export const CASE_STATUSES = ["active", "suspended", "closed", "archived"] as const;
export type CaseStatus = (typeof CASE_STATUSES)[number];

/** docs/requirements.md §9 business constants. */
export const LIMITS = {
  trialDays: 7,
  trialDocuments: 10,
  lowTrialWarning: 3,
  professionalDocumentsPerMonth: 100,
  maxUploadBytes: 500 * 1024 * 1024,
  /**
   * Files up to this size go in one request; larger ones use the chunked upload (R2 multipart). Kept well under
   * the Worker's 128 MB memory: a multipart body is held while it is parsed and again while it is stored.
   */
  singleRequestUploadBytes: 25 * 1024 * 1024,
  /**
   * The largest file one Worker invocation can analyse (the whole file and its text are in memory). Larger files
   * up to maxUploadBytes are stored, and marked failed with a reason that says to split them; no quota is used.
   */
  maxAnalysisBytes: 48 * 1024 * 1024,
  /** Chunked uploads one user may have open at once. */
  maxOpenUploads: 3,
  chunkBytes: 10 * 1024 * 1024,
  // Also the minimum of a password set by an admin (the original screen hinted 6): decision 019.
  passwordMin: 8,
  urgentDays: 7,
} as const;

export const ACCEPTED_UPLOAD_EXTENSIONS = [".pdf", ".docx", ".txt", ".png", ".jpg", ".jpeg", ".gif", ".bmp", ".tiff"];

// Cases and deadlines (docs/decisions/013-cases-deadlines-reminders.md).
/** computed: by the calculator from stored inputs (recomputable); custom: a date the lawyer typed. */
export const DEADLINE_MODES = ["computed", "custom"] as const;
export type DeadlineMode = (typeof DEADLINE_MODES)[number];

/** Auto-extracted deadlines stay "to_confirm" until the lawyer confirms or edits them. */
export const DEADLINE_CONFIRMATIONS = ["to_confirm", "confirmed"] as const;
export type DeadlineConfirmation = (typeof DEADLINE_CONFIRMATIONS)[number];

/** Days before the due date a reminder e-mail goes out (0: on the day itself). */
export const REMINDER_OFFSETS = [7, 3, 1, 0] as const;
export type ReminderOffset = (typeof REMINDER_OFFSETS)[number];

/** Closed days recorded by the user, or by an admin for everyone. */
export const CLOSED_DAY_SCOPES = ["user", "global"] as const;
export type ClosedDayScope = (typeof CLOSED_DAY_SCOPES)[number];

// Admin console (docs/decisions/019-admin-console.md).
/** The tiers an admin can set; "basic" exists only in older records and is shown as professional. */
export const ADMIN_SETTABLE_TIERS = ["trial", "professional", "enterprise"] as const;
export type AdminSettableTier = (typeof ADMIN_SETTABLE_TIERS)[number];

export const ADMIN_AUDIT_ACTIONS = ["user.updated", "user.deletion_started", "user.deleted"] as const;
export type AdminAuditAction = (typeof ADMIN_AUDIT_ACTIONS)[number];

/** The fields of an account an admin can change, as the audit log names them. */
export const ADMIN_AUDITED_FIELDS = [
  "subscriptionTier",
  "trialDocumentsRemaining",
  "emailVerified",
  "isAdmin",
  "password",
] as const;
export type AdminAuditedField = (typeof ADMIN_AUDITED_FIELDS)[number];

export const ADMIN_LIMITS = {
  /** Trial documents an admin may grant at once: generous, but a typo cannot grant millions. */
  maxTrialDocuments: 10_000,
  usersPageSize: 20,
  auditPageSize: 25,
  recentDocuments: 5,
  /** R2 keys deleted per list page while an account is removed (R2 lists at most 1000 keys). */
  deletePageSize: 500,
} as const;

// Legal AI (docs/decisions/015-legal-ai-tools.md): the five tools and where decisions come from.
export const LEGAL_AI_TOOLS = [
  "jurisprudence_search",
  "calculate_deadlines",
  "draft_contract_clause",
  "generate_flowchart",
  "legal_research",
] as const;
export type LegalAiTool = (typeof LEGAL_AI_TOOLS)[number];

/** Where decisions come from: the user's own documents, CourtListener (US opinions), CNJ DataJud (BR metadata). */
export const JURISPRUDENCE_PROVIDERS = ["local", "courtlistener", "datajud"] as const;
export type JurisprudenceProvider = (typeof JURISPRUDENCE_PROVIDERS)[number];

// Billing (issue #16): the tiers sold through checkout, and the Stripe subscription statuses the UI names.
export const PAID_TIERS = ["professional", "enterprise"] as const;
export type PaidTier = (typeof PAID_TIERS)[number];

export const SUBSCRIPTION_STATUSES = [
  "incomplete",
  "incomplete_expired",
  "trialing",
  "active",
  "past_due",
  "canceled",
  "unpaid",
  "paused",
] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/** What a Stripe invoice did, as the payments table records it. */
export const PAYMENT_STATUSES = ["paid", "failed"] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

// ---- search (issue #20) ----
/** Clause types the analysis engine reports as key findings, offered as a search facet. */
export const SEARCH_CLAUSE_TYPES = [
  "governing_law",
  "forum",
  "termination_for_convenience",
  "termination_for_cause",
  "confidentiality",
  "non_compete",
  "exclusivity",
  "penalties",
  "payment_terms",
  "cap_on_liability",
  "renewal_term",
  "expiration_date",
] as const;
export type SearchClauseType = (typeof SEARCH_CLAUSE_TYPES)[number];
/** "Amount at least" facet steps (any currency); 0 means any. */
export const SEARCH_AMOUNT_STEPS = [0, 1_000, 10_000, 100_000, 1_000_000] as const;
/** keyword: FTS5 + thesaurus; hybrid: that fused with embeddings' nearest documents (Workers AI + Vectorize). */
export const SEARCH_MODES = ["keyword", "hybrid"] as const;
export type SearchMode = (typeof SEARCH_MODES)[number];
