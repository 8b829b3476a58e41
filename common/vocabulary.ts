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
export const CLAUSE_TYPES = ["termination", "confidentiality", "penalties", "non_compete", "other"] as const;
export const RESEARCH_DEPTHS = ["basic", "intermediate", "comprehensive"] as const;
export const RESEARCH_SOURCES = ["laws", "doctrine", "case_law"] as const;

/** SPEC.md §9 business constants. */
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
  adminPasswordMin: 6,
  passwordMin: 8,
  urgentDays: 7,
} as const;

export const ACCEPTED_UPLOAD_EXTENSIONS = [".pdf", ".docx", ".txt", ".png", ".jpg", ".jpeg", ".gif", ".bmp", ".tiff"];

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
