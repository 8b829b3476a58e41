// The closed vocabularies of an analysis. The API schemas (common/) and the search filters reuse these lists,
// so adding a value here is a product decision, not a refactor.

export const LANGUAGES = ["en", "pt"] as const;
export const JURISDICTIONS = ["usa", "brazil"] as const;
export const DOCUMENT_TYPES = ["contract", "pleading", "judicial_decision", "will", "corporate", "other"] as const;

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

/** Subtypes per document type, in the document's own language (what a lawyer would call it). */
export const DOCUMENT_SUBTYPES = {
  contract: [
    "contrato de prestação de serviços",
    "contrato de locação",
    "contrato de compra e venda",
    "contrato de trabalho",
    "acordo de confidencialidade",
    "services agreement",
    "NDA",
    "employment agreement",
    "license agreement",
    "distribution agreement",
    "lease",
    "purchase agreement",
    "agreement",
    "contrato",
  ],
  pleading: [
    "petição inicial",
    "contestação",
    "recurso de apelação",
    "agravo de instrumento",
    "reclamação trabalhista",
    "mandado de segurança",
    "complaint",
    "answer",
    "motion",
    "brief",
    "petição",
  ],
  judicial_decision: [
    "sentença",
    "acórdão",
    "decisão interlocutória",
    "despacho",
    "opinion and order",
    "order",
    "judgment",
    "opinion",
  ],
  will: ["testamento", "last will and testament", "codicil"],
  corporate: [
    "ata de assembleia",
    "contrato social",
    "estatuto social",
    "alteração contratual",
    "bylaws",
    "minutes",
    "articles of incorporation",
    "board resolution",
  ],
  other: [],
} as const;

export type Language = (typeof LANGUAGES)[number];
export type Jurisdiction = (typeof JURISDICTIONS)[number];
export type DocumentType = (typeof DOCUMENT_TYPES)[number];
export type EntityType = (typeof ENTITY_TYPES)[number];
