import { facetTokens, ownerToken } from "../../db/fts.ts";
import { conceptTokens } from "./matcher.ts";

/** What the index needs of a document's analysis (the pipeline's Analysis and a stored analyses row both fit). */
export interface IndexedAnalysis {
  documentType: string;
  jurisdiction: string;
  language: string;
  entities: readonly { type: string; value: string; normalized?: unknown }[];
  keyFindings: readonly { type: string }[];
  parties?: readonly { name: string }[] | null;
}

/** Texts longer than this are indexed in full but scanned for concepts only this far (bounded indexing cost). */
const CONCEPT_SCAN_CHARS = 200_000;

function largestAmount(entities: IndexedAnalysis["entities"]): number {
  let max = 0;
  for (const e of entities) {
    const amount = (e.normalized as { amount?: unknown } | undefined)?.amount;
    if (e.type === "MONEY" && typeof amount === "number" && amount > max) max = amount;
  }
  return max;
}

/** Names once each, their inner runs of spaces (layout columns in the text) closed up. */
function distinctNames(names: readonly string[]): string {
  return [...new Set(names.map((n) => n.replace(/\s+/g, " ").trim()).filter(Boolean))].join(" · ");
}

/**
 * A document's row in documents_fts: the owner token, the facet tokens (type, jurisdiction, language, clause types
 * found, amount steps), the thesaurus concepts the name and text state, the party (and organisation) and court
 * names, the name and the text. Written in the same D1 batch as the analysis, and by the re-index command.
 */
export function searchIndexRow(
  doc: { id: string; userId: string; fileName: string },
  analysis: IndexedAnalysis,
  content: string,
) {
  const named = (type: string) => analysis.entities.filter((e) => e.type === type).map((e) => e.value);
  // The party facet also holds the organisations the text names: the engine may report a company's signatory as the
  // party ("João da Silva" for ALFA TECNOLOGIA LTDA.), and the lawyer searches by the company.
  const parties = [...(analysis.parties ?? []).map((p) => p.name), ...named("ORGANIZATION")];
  return {
    documentId: doc.id,
    userId: doc.userId,
    owner: ownerToken(doc.userId),
    facets: facetTokens(
      analysis,
      analysis.keyFindings.map((f) => f.type),
      largestAmount(analysis.entities),
    ),
    concepts: conceptTokens(`${doc.fileName}\n${content.slice(0, CONCEPT_SCAN_CHARS)}`),
    parties: distinctNames(parties),
    courts: distinctNames(named("COURT")),
    fileName: doc.fileName,
    content,
  };
}
