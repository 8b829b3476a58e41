import type { FlowchartResponse, GenerateFlowchartInput, LegalAiSource } from "../../../common/api/legal-ai.ts";
import type { Language } from "../../../common/vocabulary.ts";
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
import { checkMermaid } from "./mermaid-check.ts";
import { matchProcedure, PROCEDURES, procedureMermaid } from "./procedures/catalogue.ts";
import type { Procedure } from "./procedures/step.ts";
import { flowchartMessages, parseFlowchart } from "./prompts.ts";

const T = {
  en: {
    basis: "Legal basis",
    steps: "Steps",
    catalogue: "From Causa's procedure catalogue (no language model); deadlines are the statutory periods.",
    model: (m: string) =>
      `Drawn by a language model (${m}): this procedure is not in Causa's catalogue. Check every step and deadline against the law before relying on it.`,
    notFound: (p: string, list: string) => `"${p}" is not in the procedure catalogue. Available: ${list}.`,
    unknownToModel: (p: string) => `Neither the catalogue nor the language model knows the procedure "${p}".`,
    unreadable: (line: number, reason: string) =>
      `The model's chart could not be read (line ${line}: ${reason}), so no chart is shown. Try again or name a catalogue procedure.`,
    catalogueTitle: "Procedure catalogue",
  },
  pt: {
    basis: "Fundamento legal",
    steps: "Etapas",
    catalogue: "Do catálogo de procedimentos do Causa (sem modelo de linguagem); os prazos são os legais.",
    model: (m: string) =>
      `Desenhado por um modelo de linguagem (${m}): este procedimento não está no catálogo do Causa. Confira cada etapa e prazo na lei antes de usá-lo.`,
    notFound: (p: string, list: string) => `"${p}" não está no catálogo de procedimentos. Disponíveis: ${list}.`,
    unknownToModel: (p: string) => `Nem o catálogo nem o modelo de linguagem conhecem o procedimento "${p}".`,
    unreadable: (line: number, reason: string) =>
      `O fluxograma do modelo não pôde ser lido (linha ${line}: ${reason}); nenhum gráfico é mostrado. Tente de novo ou informe um procedimento do catálogo.`,
    catalogueTitle: "Catálogo de procedimentos",
  },
} as const;

function describe(p: Procedure, language: Language): string {
  const t = T[language];
  const steps = p.steps.map((s, i) => {
    const parts = [s.label[language], s.deadline?.[language], s.basis].filter(Boolean);
    return `${i + 1}. ${parts.join(" — ")}`;
  });
  return [
    p.name[language],
    `${t.basis}: ${p.legalBasis.join("; ")}`,
    `${t.steps}:\n${steps.join("\n")}`,
    t.catalogue,
  ].join("\n\n");
}

function catalogueSource(p: Procedure, language: Language): LegalAiSource {
  return {
    ref: "P1",
    kind: "procedure_catalogue",
    title: `${T[language].catalogueTitle}: ${p.name[language]}`,
    documentId: null,
    url: null,
    excerpt: null,
    court: null,
    date: null,
    citation: p.legalBasis.join("; "),
  };
}

const suggestionsOf = (ps: Procedure[], language: Language) => ps.map((p) => ({ id: p.id, name: p.name[language] }));

/**
 * POST /api/legal-ai/generate-flowchart: a catalogue procedure as Mermaid with each step's deadline and basis; a
 * procedure outside the catalogue is drawn by the model when one is configured, and its chart is checked before it
 * is returned (an unreadable chart is an error, never a broken picture).
 */
export async function generateFlowchart(
  deps: Deps,
  user: User,
  input: GenerateFlowchartInput,
  options?: ToolOptions,
): Promise<FlowchartResponse> {
  const gate = costGate(deps, user);
  const language = input.language;
  const t = T[language];
  const { match, suggestions } = matchProcedure(input.procedure, input.jurisdiction);
  const base = { sources: [] as LegalAiSource[], sourcesUsed: [] as FlowchartResponse["sourcesUsed"] };
  const failure = (error: string, llm: Parameters<typeof envelope>[3]["llm"] = null): FlowchartResponse => ({
    ...envelope(deps, "generate_flowchart", language, { result: "", llm, ...base, error }),
    mermaid: null,
    procedure: null,
    suggestions: suggestionsOf(suggestions, language),
  });

  if (match) {
    const response: FlowchartResponse = {
      ...envelope(deps, "generate_flowchart", language, {
        result: describe(match, language),
        llm: null,
        sources: [catalogueSource(match, language)],
        sourcesUsed: [{ source: "procedure_catalogue", status: "used", count: 1, note: null }],
      }),
      mermaid: procedureMermaid(match, language),
      procedure: {
        id: match.id,
        name: match.name[language],
        legalBasis: match.legalBasis,
        steps: match.steps.map((s) => ({
          id: s.id,
          label: s.label[language],
          deadline: s.deadline?.[language] ?? null,
          basis: s.basis ?? null,
        })),
      },
      suggestions: [],
    };
    return remember(deps, user, { ...input }, response);
  }

  const llm = toolModel(deps, options);
  if (llm.name === "local") {
    const available = PROCEDURES.filter((p) => p.jurisdiction === input.jurisdiction).map((p) => p.name[language]);
    return failure(t.notFound(input.procedure, available.join("; ")));
  }
  const answer = await modelStep(gate, "generate_flowchart", () =>
    completeJson(
      llm,
      {
        ...flowchartMessages(input),
        maxTokens: 1200,
        temperature: 0.1,
        timeoutMs: options?.timeoutMs ?? TOOL_TIMEOUT_MS,
      },
      parseFlowchart,
    ),
  );
  const mermaid = answer.value.mermaid.trim();
  if (!mermaid) return failure(t.unknownToModel(input.procedure), llm);
  const check = checkMermaid(mermaid);
  if (!check.ok) {
    console.error(`legal-ai generate_flowchart: model chart rejected at line ${check.line}`);
    return failure(t.unreadable(check.line, check.reason), llm);
  }
  const model = answer.completion.model;
  const response: FlowchartResponse = {
    ...envelope(deps, "generate_flowchart", language, {
      result: [answer.value.title || input.procedure, t.model(model)].join("\n\n"),
      llm,
      model,
      sources: [],
      sourcesUsed: [{ source: "model", status: "used", count: check.nodes, note: null }],
    }),
    mermaid,
    procedure: null,
    suggestions: suggestionsOf(suggestions, language),
  };
  return remember(deps, user, { ...input }, response);
}
