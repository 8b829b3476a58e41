import {
  type JurisprudenceDecision,
  type JurisprudenceSearchInput,
  type JurisprudenceSearchResponse,
  type LegalAiSource,
  PERIOD_PATTERN,
  type SourceUse,
} from "../../../common/api/legal-ai.ts";
import type { JurisprudenceProvider, Language } from "../../../common/vocabulary.ts";
import type { User } from "../../db/schema/users.ts";
import type { Deps } from "../../lib/deps.ts";
import {
  type JurisprudenceAdapter,
  JurisprudenceError,
  type JurisprudenceQuery,
  jurisprudenceSettings,
  type PublicDecision,
} from "../../providers/jurisprudence/jurisprudence.ts";
import { completeJson, type LlmProvider } from "../../providers/llm/llm.ts";
import {
  type CostGate,
  costGate,
  envelope,
  modelStep,
  remember,
  TOOL_TIMEOUT_MS,
  type ToolOptions,
  toolModel,
} from "./legal-ai.service.ts";
import { groundStatements, type Statement } from "./legal-grounding.ts";
import { decisionFields, findOwnDocuments, type OwnDecision } from "./own-documents.ts";
import { jurisprudenceMessages, parseStatements } from "./prompts.ts";

const OWN_LIMIT = 8;
const PUBLIC_LIMIT = 5;

export interface JurisprudenceOptions extends ToolOptions {
  /** The public sources to ask; by default those JURISPRUDENCE_PROVIDER configures. */
  sources?: { providers: Set<JurisprudenceProvider>; adapters: JurisprudenceAdapter[]; missing: string[] };
}

const T = {
  en: {
    heading: "Jurisprudence",
    keywords: "keywords",
    period: "period",
    searched: "Sources searched",
    found: (n: number) => `${n} decision(s)`,
    none: "No decision matched. Try fewer keywords or a broader period.",
    broadened: "No document matched every keyword; these match some of them.",
    local: "Your documents",
    courtlistener: "CourtListener (US opinions)",
    datajud: "CNJ DataJud (Brazilian case metadata)",
    notConfigured: "not enabled (JURISPRUDENCE_PROVIDER)",
    noKey: "not configured: set DATAJUD_API_KEY",
    otherJurisdiction: "covers another jurisdiction",
    failed: {
      rate_limited: "rate limit reached, try again later",
      timeout: "did not answer in time",
      unavailable: "unavailable",
      rejected: "refused the request (check the key)",
      malformed: "answered something unreadable",
      unsupported: "has no index for this court; name it (e.g. TJSP, TRF3, TRT2)",
    },
    synthesis: "Synthesis",
    noModel: "No language model wrote this: the decisions above are what the sources returned, ranked by relevance.",
    removed: (n: number) =>
      `${n} statement(s) of the model were removed: they cited something not in the decisions above.`,
    outcome: "Outcome",
    amounts: "Amounts",
  },
  pt: {
    heading: "Jurisprudência",
    keywords: "palavras-chave",
    period: "período",
    searched: "Fontes pesquisadas",
    found: (n: number) => `${n} decisão(ões)`,
    none: "Nenhuma decisão encontrada. Tente menos palavras-chave ou um período maior.",
    broadened: "Nenhum documento tem todas as palavras-chave; estes têm algumas delas.",
    local: "Seus documentos",
    courtlistener: "CourtListener (decisões dos EUA)",
    datajud: "CNJ DataJud (metadados de processos)",
    notConfigured: "não habilitada (JURISPRUDENCE_PROVIDER)",
    noKey: "não configurada: defina DATAJUD_API_KEY",
    otherJurisdiction: "cobre outra jurisdição",
    failed: {
      rate_limited: "limite de requisições atingido, tente mais tarde",
      timeout: "não respondeu a tempo",
      unavailable: "indisponível",
      rejected: "recusou a requisição (verifique a chave)",
      malformed: "respondeu algo ilegível",
      unsupported: "não tem índice para este tribunal; informe-o (ex.: TJSP, TRF3, TRT2)",
    },
    synthesis: "Síntese",
    noModel:
      "Nenhum modelo de linguagem escreveu isto: as decisões acima são o que as fontes devolveram, por relevância.",
    removed: (n: number) =>
      `${n} afirmação(ões) do modelo foram removidas: citavam algo que não está nas decisões acima.`,
    outcome: "Resultado",
    amounts: "Valores",
  },
} as const;

export function parsePeriod(period: string | undefined): { fromYear: number | null; toYear: number | null } {
  const m = PERIOD_PATTERN.exec(period?.trim() ?? "");
  if (!m) return { fromYear: null, toYear: null };
  const a = Number(m[1]);
  const b = m[2] ? Number(m[2]) : a;
  return { fromYear: Math.min(a, b), toYear: Math.max(a, b) };
}

const inPeriod = (date: string | null, p: { fromYear: number | null; toYear: number | null }) => {
  if (!date || p.fromYear === null || p.toYear === null) return true;
  const y = Number(date.slice(0, 4));
  return y >= p.fromYear && y <= p.toYear;
};

/** "TJ" matches "TJSP" and "Tribunal de Justiça…"; a decision whose court is unknown is kept. */
function sameCourt(asked: string, court: string | null): boolean {
  if (!court) return false;
  const a = asked.toLowerCase();
  const c = court.toLowerCase();
  const long: Record<string, string> = {
    tj: "tribunal de justiça",
    trf: "tribunal regional federal",
    stj: "superior tribunal de justiça",
    stf: "supremo tribunal federal",
    tst: "tribunal superior do trabalho",
  };
  return c.includes(a) || (long[a] !== undefined && c.includes(long[a]));
}

function ownDecision(d: OwnDecision, ref: string): JurisprudenceDecision {
  return {
    ref,
    origin: "local",
    title: d.hit.fileName,
    court: d.court,
    date: d.date,
    caseNumber: null,
    outcome: d.outcome,
    amounts: d.amounts,
    excerpt: d.hit.snippet?.replace(/\s+/g, " ").trim() ?? null,
    url: null,
    documentId: d.hit.id,
  };
}

function publicDecision(d: PublicDecision, ref: string): JurisprudenceDecision {
  return {
    ref,
    origin: d.origin,
    title: d.title,
    court: d.court,
    date: d.date,
    caseNumber: d.caseNumber,
    outcome: d.outcome,
    amounts: [],
    excerpt: d.excerpt || null,
    url: d.url,
    documentId: null,
  };
}

function toSource(d: JurisprudenceDecision): LegalAiSource {
  return {
    ref: d.ref,
    kind: d.origin === "local" ? "document" : d.origin,
    title: d.title,
    documentId: d.documentId,
    url: d.url,
    excerpt: d.excerpt,
    court: d.court,
    date: d.date,
    citation: d.caseNumber,
  };
}

/** Everything a source says about a decision: what a synthesis sentence citing it may contain. */
export function decisionText(d: JurisprudenceDecision): string {
  return [d.title, d.court, d.date, d.caseNumber, d.outcome, ...d.amounts, d.excerpt].filter(Boolean).join("\n");
}

async function askPublicSources(
  gate: CostGate,
  sources: NonNullable<JurisprudenceOptions["sources"]>,
  query: JurisprudenceQuery,
  jurisdiction: "usa" | "brazil",
  language: Language,
): Promise<{ found: PublicDecision[]; uses: SourceUse[] }> {
  const t = T[language];
  const uses: SourceUse[] = [];
  const found: PublicDecision[] = [];
  const asked = sources.adapters.filter((a) => a.jurisdiction === jurisdiction);
  for (const a of sources.adapters.filter((x) => x.jurisdiction !== jurisdiction)) {
    uses.push({ source: a.name, status: "skipped", count: 0, note: t.otherJurisdiction });
  }
  if (asked.length > 0) await gate();
  const answers = await Promise.allSettled(asked.map((a) => a.search(query)));
  answers.forEach((answer, i) => {
    const name = asked[i]?.name ?? "courtlistener";
    if (answer.status === "fulfilled") {
      found.push(...answer.value);
      uses.push({
        source: name,
        status: answer.value.length ? "used" : "no_results",
        count: answer.value.length,
        note: null,
      });
      return;
    }
    const err = answer.reason;
    if (!(err instanceof JurisprudenceError)) throw err;
    console.error(`legal-ai jurisprudence: ${name} failed: ${err.kind}`);
    uses.push({ source: name, status: "failed", count: 0, note: t.failed[err.kind] });
  });
  for (const name of ["courtlistener", "datajud"] as const) {
    if (uses.some((u) => u.source === name)) continue;
    const note = sources.missing.includes(name) ? t.noKey : t.notConfigured;
    uses.push({ source: name, status: "not_configured", count: 0, note });
  }
  return { found, uses };
}

async function synthesise(
  llm: LlmProvider,
  decisions: JurisprudenceDecision[],
  input: JurisprudenceSearchInput,
  timeoutMs: number,
): Promise<{ statements: Statement[]; model: string }> {
  const { value, completion } = await completeJson(
    llm,
    { ...jurisprudenceMessages(input, decisions), maxTokens: 700, temperature: 0.1, timeoutMs },
    parseStatements,
  );
  return { statements: value, model: completion.model };
}

function render(
  input: JurisprudenceSearchInput,
  decisions: JurisprudenceDecision[],
  uses: SourceUse[],
  notes: { broadened: boolean; synthesis: Statement[] | null; removed: number },
): string {
  const t = T[input.language];
  const head = `${t.heading}: ${input.theme}\n${t.keywords}: ${input.keywords.join(", ")} · ${input.court}${input.period ? ` · ${t.period} ${input.period}` : ""}`;
  const label = (s: SourceUse["source"]) =>
    s === "local" ? t.local : s === "courtlistener" ? t.courtlistener : s === "datajud" ? t.datajud : s;
  const searched = `${t.searched}:\n${uses.map((u) => `- ${label(u.source)}: ${u.status === "used" ? t.found(u.count) : (u.note ?? t.found(0))}`).join("\n")}`;
  const list = decisions.length
    ? decisions
        .map((d) => {
          const meta = [d.court, d.date, d.caseNumber].filter(Boolean).join(" · ");
          const lines = [`[${d.ref}] ${d.title}${meta ? ` — ${meta}` : ""}`];
          if (d.outcome) lines.push(`     ${t.outcome}: ${d.outcome}`);
          if (d.amounts.length) lines.push(`     ${t.amounts}: ${d.amounts.join("; ")}`);
          if (d.excerpt) lines.push(`     ${d.excerpt}`);
          if (d.url) lines.push(`     ${d.url}`);
          return lines.join("\n");
        })
        .join("\n\n")
    : t.none;
  const blocks = [head, searched, ...(notes.broadened ? [t.broadened] : []), list];
  if (notes.synthesis === null) blocks.push(t.noModel);
  else if (notes.synthesis.length) {
    blocks.push(
      `${t.synthesis}\n${notes.synthesis.map((s) => `${s.text} ${s.refs.map((r) => `[${r}]`).join("")}`.trim()).join("\n")}`,
    );
  }
  if (notes.removed > 0) blocks.push(t.removed(notes.removed));
  return blocks.join("\n\n");
}

/**
 * POST /api/legal-ai/jurisprudence-search: decisions among the user's own documents (full text + thesaurus + the
 * engine's court, date, outcome and amounts) and the public sources JURISPRUDENCE_PROVIDER enables; with a model,
 * a short synthesis that may cite only those decisions.
 */
export async function searchJurisprudence(
  deps: Deps,
  user: User,
  input: JurisprudenceSearchInput,
  options?: JurisprudenceOptions,
): Promise<JurisprudenceSearchResponse> {
  const gate = costGate(deps, user);
  const llm = toolModel(deps, options);
  const language = input.language;
  const period = parsePeriod(input.period);

  const own = await findOwnDocuments(deps, user.id, {
    required: input.keywords,
    optional: [input.theme],
    jurisdiction: input.jurisdiction,
    decisionsOnly: true,
    limit: OWN_LIMIT,
  });
  const mine = own.hits
    .map(decisionFields)
    .filter((d) => inPeriod(d.date, period))
    // The court asked for first; decisions of other or unknown courts stay, after them.
    .sort((a, b) => Number(sameCourt(input.court, b.court)) - Number(sameCourt(input.court, a.court)));
  const query: JurisprudenceQuery = { ...input, ...period, limit: PUBLIC_LIMIT };
  const publicSources = options?.sources ?? jurisprudenceSettings(deps.env);
  const remote = await askPublicSources(gate, publicSources, query, input.jurisdiction, language);

  const decisions = [
    ...mine.map((d, i) => ownDecision(d, `D${i + 1}`)),
    ...remote.found.filter((d) => d.origin === "courtlistener").map((d, i) => publicDecision(d, `C${i + 1}`)),
    ...remote.found.filter((d) => d.origin === "datajud").map((d, i) => publicDecision(d, `J${i + 1}`)),
  ];
  const uses: SourceUse[] = [
    { source: "local", status: mine.length ? "used" : "no_results", count: mine.length, note: null },
    ...remote.uses,
  ];

  let synthesis: Statement[] | null = null;
  let removed: JurisprudenceSearchResponse["flags"] = [];
  let model: string | null = null;
  if (llm.name !== "local" && decisions.length > 0) {
    const answer = await modelStep(gate, "jurisprudence_search", () =>
      synthesise(llm, decisions, input, options?.timeoutMs ?? TOOL_TIMEOUT_MS),
    );
    const grounded = groundStatements(answer.statements, new Map(decisions.map((d) => [d.ref, decisionText(d)])));
    synthesis = grounded.kept;
    removed = grounded.flags;
    model = answer.model;
    uses.push({ source: "model", status: "used", count: synthesis.length, note: null });
  }
  const response: JurisprudenceSearchResponse = {
    ...envelope(deps, "jurisprudence_search", language, {
      result: render(input, decisions, uses, {
        broadened: own.broadened && mine.length > 0,
        synthesis,
        removed: removed.length,
      }),
      llm: synthesis === null ? null : llm,
      model,
      sources: decisions.map(toSource),
      sourcesUsed: uses,
      flags: removed,
    }),
    decisions,
    synthesis:
      synthesis === null
        ? null
        : synthesis.map((s) => `${s.text} ${s.refs.map((r) => `[${r}]`).join("")}`.trim()).join("\n"),
  };
  return remember(deps, user, { ...input }, response);
}
