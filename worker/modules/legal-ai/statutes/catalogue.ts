import type { Jurisdiction, Language } from "../../../../common/vocabulary.ts";
import { stem, tokens } from "../../search/query.ts";
import { STOPWORDS } from "../../search/thesaurus.ts";
import { BRAZIL_STATUTES } from "./brazil.ts";
import { USA_STATUTES } from "./usa.ts";

// The statutes (and leading precedents) the research tool can cite without a model: each with a title, a one-line
// summary and the topics a question may mention, in both languages.

export interface StatuteEntry {
  citation: string;
  kind: "law" | "case_law";
  jurisdiction: Jurisdiction;
  title: { en: string; pt: string };
  topics: string[];
  summary: { en: string; pt: string };
}

export const STATUTES: StatuteEntry[] = [...BRAZIL_STATUTES, ...USA_STATUTES];

const stems = (text: string) =>
  tokens(text)
    .filter((t) => !STOPWORDS.has(t) && t.length > 2)
    .map(stem);

/**
 * Catalogue entries of the jurisdiction and kinds asked for, ranked by how many of the question's words their topics
 * and title share (a multi-word topic counts when all its words occur). Entries sharing nothing, or far less than
 * the best, are left out.
 */
export function relevantStatutes(
  question: string,
  jurisdiction: Jurisdiction,
  kinds: StatuteEntry["kind"][],
  limit: number,
  language: Language,
): StatuteEntry[] {
  const asked = new Set(stems(question));
  const ranked = STATUTES.filter((s) => s.jurisdiction === jurisdiction && kinds.includes(s.kind))
    .map((s) => {
      const topicHits = s.topics.filter((t) => {
        const words = stems(t);
        return words.length > 0 && words.every((w) => asked.has(w));
      });
      const titleHits = stems(s.title[language]).filter((w) => asked.has(w)).length;
      return { s, score: topicHits.reduce((n, t) => n + stems(t).length, 0) * 2 + titleHits };
    })
    .filter((x) => x.score > 0)
    .sort((a, b) => b.score - a.score);
  // An entry sharing one common word ("employee") with a question another entry answers squarely is noise.
  const floor = (ranked[0]?.score ?? 0) / 3;
  return ranked
    .filter((x) => x.score >= floor)
    .slice(0, limit)
    .map((x) => x.s);
}
