import type {
  ClauseDocument,
  DraftContractClauseInput,
  DraftContractClauseResponse,
  GroundingFlag,
  LegalAiSource,
} from "../../../common/api/legal-ai.ts";
import type { Language } from "../../../common/vocabulary.ts";
import type { User } from "../../db/schema/users.ts";
import type { Deps } from "../../lib/deps.ts";
import { completeJson } from "../../providers/llm/llm.ts";
import { sourceFacts } from "../ai/grounding.ts";
import { fillClause, type LibraryClause, libraryClause } from "./clauses/library.ts";
import {
  costGate,
  envelope,
  modelStep,
  remember,
  TOOL_TIMEOUT_MS,
  type ToolOptions,
  toolModel,
} from "./legal-ai.service.ts";
import { groundParagraph } from "./legal-grounding.ts";
import { clauseMessages, parseClause } from "./prompts.ts";

const T = {
  en: {
    basis: "Legal basis",
    blanks: "Blanks to fill",
    notes: "Drafting notes",
    agreed: (n: number, terms: string) => `${n}. Additional agreed terms. The parties further agree: ${terms}.`,
    local: "No language model wrote this: it is the firm's library clause with the parties and terms filled in.",
    removed: (n: number) =>
      `${n} sentence(s) of the model were removed: they cited law or figures that are not in the library clause or your terms.`,
    fellBack: "The model's version kept nothing that could be checked, so the library clause is shown instead.",
    library: "Clause library",
  },
  pt: {
    basis: "Fundamento legal",
    blanks: "Campos a preencher",
    notes: "Notas de redação",
    agreed: (n: number, terms: string) => `${n}. Termos adicionais ajustados. As partes ajustam ainda: ${terms}.`,
    local:
      "Nenhum modelo de linguagem escreveu isto: é a cláusula da biblioteca do escritório com as partes e os termos preenchidos.",
    removed: (n: number) =>
      `${n} frase(s) do modelo foram removidas: citavam normas ou valores que não estão na cláusula da biblioteca nem nos seus termos.`,
    fellBack: "A versão do modelo não manteve nada verificável; por isso é mostrada a cláusula da biblioteca.",
    library: "Biblioteca de cláusulas",
  },
} as const;

/** The library clause with blanks filled locally; terms that filled no blank become one closing paragraph. */
function localClause(clause: LibraryClause, input: DraftContractClauseInput): ClauseDocument {
  const t = T[input.language];
  const { document, unusedTerms } = fillClause(
    clause,
    input.language,
    input.parties,
    input.specificTerms,
    input.usState,
  );
  if (unusedTerms.length === 0) return document;
  const paragraphs = [...document.paragraphs, t.agreed(document.paragraphs.length + 1, unusedTerms.join("; "))];
  return { ...document, paragraphs };
}

/** What a model's clause may contain: the library's text, basis and notes, and the user's parties and terms. */
function allowedFacts(clause: LibraryClause, input: DraftContractClauseInput) {
  return sourceFacts(
    [
      ...clause.paragraphs,
      ...(clause.barredIn?.paragraphs ?? []),
      ...clause.legalBasis.map((b) => `${b.citation} ${b.note}`),
      ...clause.notes,
      ...input.parties,
      ...input.specificTerms,
    ].join("\n"),
  );
}

function render(doc: ClauseDocument, language: Language, footer: string[]): string {
  const t = T[language];
  const blocks = [
    doc.title,
    doc.paragraphs.join("\n\n"),
    `${t.basis}:\n${doc.legalBasis.map((b) => `- ${b.citation} — ${b.note}`).join("\n")}`,
  ];
  if (doc.openPlaceholders.length) {
    blocks.push(`${t.blanks}:\n${doc.openPlaceholders.map((p) => `- [${p.key}] ${p.label}`).join("\n")}`);
  }
  if (doc.notes.length) blocks.push(`${t.notes}:\n${doc.notes.map((n) => `- ${n}`).join("\n")}`);
  return [...blocks, ...footer].join("\n\n");
}

function sourcesOf(clause: LibraryClause, language: Language): LegalAiSource[] {
  const base = { documentId: null, url: null, court: null, date: null };
  return [
    {
      ref: "L1",
      kind: "clause_library",
      title: `${T[language].library}: ${clause.title}`,
      excerpt: null,
      citation: null,
      ...base,
    },
    ...clause.legalBasis.map((b, i) => ({
      ref: `S${i + 1}`,
      kind: "statute" as const,
      title: b.citation,
      excerpt: b.note,
      citation: b.citation,
      ...base,
    })),
  ];
}

/**
 * POST /api/legal-ai/draft-contract-clause: the library clause for the type, jurisdiction and language, filled with
 * the parties and terms; with a model, adapted to the terms, keeping only sentences whose law and figures come from
 * the library clause or the user's own terms.
 */
export async function draftContractClause(
  deps: Deps,
  user: User,
  input: DraftContractClauseInput,
  options?: ToolOptions,
): Promise<DraftContractClauseResponse> {
  const gate = costGate(deps, user);
  const llm = toolModel(deps, options);
  const language = input.language;
  const t = T[language];
  const clause = libraryClause(input.clauseType, input.jurisdiction, language);
  const local = localClause(clause, input);

  let doc = local;
  let flags: GroundingFlag[] = [];
  let model: string | null = null;
  const footer: string[] = [];
  if (llm.name !== "local") {
    const answer = await modelStep(gate, "draft_contract_clause", () =>
      completeJson(
        llm,
        {
          ...clauseMessages(
            language,
            { title: local.title, paragraphs: local.paragraphs, basis: clause.legalBasis.map((b) => b.citation) },
            input.parties,
            input.specificTerms,
          ),
          maxTokens: 1500,
          temperature: 0.2,
          timeoutMs: options?.timeoutMs ?? TOOL_TIMEOUT_MS,
        },
        parseClause,
      ),
    );
    const facts = allowedFacts(clause, input);
    const grounded = answer.value.paragraphs.map((p) => groundParagraph(p, facts));
    flags = grounded.flatMap((g) => g.flags);
    const paragraphs = grounded.map((g) => g.text).filter(Boolean);
    if (paragraphs.length > 0) {
      const still = local.openPlaceholders.filter((p) => paragraphs.some((q) => q.includes(`[${p.key}]`)));
      doc = { ...local, title: answer.value.title || local.title, paragraphs, openPlaceholders: still };
      model = answer.completion.model;
    } else footer.push(t.fellBack);
    if (flags.length) footer.push(t.removed(flags.length));
  }
  if (!model) footer.push(t.local);

  const response: DraftContractClauseResponse = {
    ...envelope(deps, "draft_contract_clause", language, {
      result: render(doc, language, footer),
      llm: model ? llm : null,
      model,
      sources: sourcesOf(clause, language),
      sourcesUsed: [
        { source: "clause_library", status: "used", count: 1, note: null },
        ...(model
          ? [{ source: "model" as const, status: "used" as const, count: doc.paragraphs.length, note: null }]
          : []),
      ],
      flags,
    }),
    clause: doc,
  };
  return remember(deps, user, { ...input }, response);
}
