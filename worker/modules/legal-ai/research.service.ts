import type {
  GroundingFlag,
  LegalAiSource,
  LegalResearchInput,
  LegalResearchResponse,
  ResearchMemo,
  SourceUse,
} from "../../../common/api/legal-ai.ts";
import type { RESEARCH_DEPTHS } from "../../../common/vocabulary.ts";
import type { User } from "../../db/schema/users.ts";
import type { Deps } from "../../lib/deps.ts";
import { completeJson } from "../../providers/llm/llm.ts";
import {
  costGate,
  envelope,
  modelStep,
  remember,
  TOOL_TIMEOUT_MS,
  type ToolOptions,
  toolModel,
} from "./legal-ai.service.ts";
import { groundStatements, type Statement } from "./legal-grounding.ts";
import { decisionFields, findOwnDocuments } from "./own-documents.ts";
import { parseResearch, researchMessages } from "./prompts.ts";
import { relevantStatutes, type StatuteEntry } from "./statutes/catalogue.ts";

/** Depth sets how much is searched and written, never how long each part is. */
const SCOPE: Record<(typeof RESEARCH_DEPTHS)[number], { statutes: number; documents: number; sections: number }> = {
  basic: { statutes: 3, documents: 2, sections: 2 },
  intermediate: { statutes: 6, documents: 4, sections: 4 },
  comprehensive: { statutes: 10, documents: 8, sections: 6 },
};

const T = {
  en: {
    question: "Question",
    rules: "Rules",
    analysis: "Analysis",
    open: "Open points",
    sources: "Sources",
    documents: "Your documents",
    noRules: "No statute in Causa's catalogue matches this question.",
    noDocuments: "None of your documents mentions this topic.",
    local:
      "No language model wrote this memo: it lists the statutes in Causa's catalogue whose topics match the question and your documents that mention it, with excerpts. The analysis is yours to write from them.",
    localOpen: (kinds: string) =>
      `Check whether ${kinds} not in Causa's catalogue apply; the catalogue is short by design.`,
    doctrine: "Doctrine: Causa holds no doctrinal works, so none was consulted.",
    removed: (n: number) =>
      `${n} statement(s) of the model were removed: they cited something not in the sources below.`,
    lawsAndPrecedents: "statutes or precedents",
  },
  pt: {
    question: "Questão",
    rules: "Normas",
    analysis: "Análise",
    open: "Pontos em aberto",
    sources: "Fontes",
    documents: "Seus documentos",
    noRules: "Nenhuma norma do catálogo do Causa corresponde a esta questão.",
    noDocuments: "Nenhum dos seus documentos trata deste tema.",
    local:
      "Nenhum modelo de linguagem escreveu este memorando: ele lista as normas do catálogo do Causa cujos temas correspondem à questão e os seus documentos que a mencionam, com trechos. A análise cabe a você, a partir deles.",
    localOpen: (kinds: string) =>
      `Verifique se se aplicam ${kinds} fora do catálogo do Causa; o catálogo é propositalmente curto.`,
    doctrine: "Doutrina: o Causa não tem obras doutrinárias; nenhuma foi consultada.",
    removed: (n: number) =>
      `${n} afirmação(ões) do modelo foram removidas: citavam algo que não está nas fontes abaixo.`,
    lawsAndPrecedents: "leis ou precedentes",
  },
} as const;

function statuteSource(s: StatuteEntry, ref: string, language: "en" | "pt"): LegalAiSource {
  return {
    ref,
    kind: "statute",
    title: `${s.citation} — ${s.title[language]}`,
    documentId: null,
    url: null,
    excerpt: s.summary[language],
    court: null,
    date: null,
    citation: s.citation,
  };
}

function render(memo: ResearchMemo, sources: LegalAiSource[], input: LegalResearchInput, notes: string[]): string {
  const t = T[input.language];
  const rules = memo.rules.length
    ? memo.rules.map((r) => `[${r.ref}] ${r.citation} — ${r.title}\n     ${r.summary}`).join("\n")
    : t.noRules;
  const docs = sources.filter((s) => s.kind === "document");
  const docText = docs.length
    ? docs.map((d) => `[${d.ref}] ${d.title}${d.excerpt ? `\n     ${d.excerpt}` : ""}`).join("\n")
    : t.noDocuments;
  const list = (items: string[]) => items.map((i) => `- ${i}`).join("\n");
  return [
    `${t.question}\n${memo.question}`,
    `${t.rules}\n${rules}`,
    `${t.documents}\n${docText}`,
    `${t.analysis}\n${memo.analysis.length ? list(memo.analysis) : "—"}`,
    `${t.open}\n${memo.openPoints.length ? list(memo.openPoints) : "—"}`,
    `${t.sources}\n${sources.map((s) => `[${s.ref}] ${s.title}`).join("\n") || "—"}`,
    ...notes,
  ].join("\n\n");
}

const withRefs = (s: Statement) => `${s.text} ${s.refs.map((r) => `[${r}]`).join("")}`.trim();

/**
 * POST /api/legal-ai/legal-research: a memo (question, rules, analysis, open points, sources) built from Causa's
 * statute catalogue and the user's own documents; with a model, the analysis is written from those sources only.
 */
export async function legalResearch(
  deps: Deps,
  user: User,
  input: LegalResearchInput,
  options?: ToolOptions,
): Promise<LegalResearchResponse> {
  const gate = costGate(deps, user);
  const llm = toolModel(deps, options);
  const language = input.language;
  const t = T[language];
  const scope = SCOPE[input.depth];
  const wanted = new Set(input.sources?.length ? input.sources : ["laws", "doctrine", "case_law"]);
  const kinds: StatuteEntry["kind"][] = [
    ...(wanted.has("laws") ? (["law"] as const) : []),
    ...(wanted.has("case_law") ? (["case_law"] as const) : []),
  ];

  const statutes = kinds.length
    ? relevantStatutes(input.topic, input.jurisdiction, kinds, scope.statutes, language)
    : [];
  const own = await findOwnDocuments(deps, user.id, {
    required: [input.topic],
    optional: [],
    jurisdiction: input.jurisdiction,
    decisionsOnly: !wanted.has("laws") && wanted.has("case_law"),
    limit: scope.documents,
  });
  const sources: LegalAiSource[] = [
    ...statutes.map((s, i) => statuteSource(s, `S${i + 1}`, language)),
    ...own.hits.map((hit, i): LegalAiSource => {
      const d = decisionFields(hit);
      return {
        ref: `D${i + 1}`,
        kind: "document",
        title: hit.fileName,
        documentId: hit.id,
        url: null,
        excerpt: hit.snippet?.replace(/\s+/g, " ").trim() ?? null,
        court: d.court,
        date: d.date,
        citation: d.citations.join("; ") || null,
      };
    }),
  ];
  const sourcesUsed: SourceUse[] = [
    { source: "statutes", status: statutes.length ? "used" : "no_results", count: statutes.length, note: null },
    { source: "local", status: own.hits.length ? "used" : "no_results", count: own.hits.length, note: null },
  ];

  const memo: ResearchMemo = {
    question: input.topic,
    rules: statutes.map((s, i) => ({
      ref: `S${i + 1}`,
      citation: s.citation,
      title: s.title[language],
      summary: s.summary[language],
    })),
    analysis: [],
    openPoints: [],
    sourceRefs: sources.map((s) => s.ref),
  };
  const notes: string[] = [];
  if (wanted.has("doctrine")) notes.push(t.doctrine);
  let flags: GroundingFlag[] = [];
  let model: string | null = null;
  if (llm.name !== "local" && sources.length > 0) {
    const texts = sources.map((s) => ({
      ref: s.ref,
      text: [s.title, s.citation, s.excerpt].filter(Boolean).join("\n"),
    }));
    const answer = await modelStep(gate, "legal_research", () =>
      completeJson(
        llm,
        {
          ...researchMessages(input, texts, scope.sections),
          maxTokens: 1500,
          temperature: 0.1,
          timeoutMs: options?.timeoutMs ?? TOOL_TIMEOUT_MS,
        },
        parseResearch,
      ),
    );
    const map = new Map(texts.map((s) => [s.ref, s.text]));
    const analysis = groundStatements(answer.value.analysis.slice(0, scope.sections), map);
    const open = groundStatements(answer.value.openPoints.slice(0, scope.sections), map);
    memo.analysis = analysis.kept.map(withRefs);
    memo.openPoints = open.kept.map(withRefs);
    memo.sourceRefs = [...new Set([...analysis.kept, ...open.kept].flatMap((s) => s.refs))];
    flags = [...analysis.flags, ...open.flags];
    model = answer.completion.model;
    if (flags.length) notes.push(t.removed(flags.length));
    sourcesUsed.push({
      source: "model",
      status: "used",
      count: memo.analysis.length + memo.openPoints.length,
      note: null,
    });
  } else {
    memo.openPoints = [t.localOpen(t.lawsAndPrecedents)];
    notes.push(t.local);
  }

  const response: LegalResearchResponse = {
    ...envelope(deps, "legal_research", language, {
      result: render(memo, sources, input, notes),
      llm: model ? llm : null,
      model,
      sources,
      sourcesUsed,
      flags,
    }),
    memo,
  };
  return remember(deps, user, { ...input }, response);
}
