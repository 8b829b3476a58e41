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

/**
 * A document's row in documents_fts: the owner token, the facet tokens (type, jurisdiction, language, clause types
 * found, amount steps), the thesaurus concepts the name and text state, the party and court names, the name and
 * the text. Written in the same D1 batch as the analysis, and by the re-index command.
 */
export function searchIndexRow(
  doc: { id: string; userId: string; fileName: string },
  analysis: IndexedAnalysis,
  content: string,
) {
  const courts = analysis.entities.filter((e) => e.type === "COURT").map((e) => e.value);
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
    parties: [...new Set((analysis.parties ?? []).map((p) => p.name))].join(" · "),
    courts: [...new Set(courts)].join(" · "),
    fileName: doc.fileName,
    content,
  };
}
