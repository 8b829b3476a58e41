import {
  fetchJson,
  type JurisprudenceAdapter,
  JurisprudenceError,
  type JurisprudenceQuery,
  type PublicDecision,
  squash,
} from "./jurisprudence.ts";

// CNJ DataJud public API: POST {base}/api_publica_<alias>/_search with an Elasticsearch query body and the header
// `Authorization: APIKey <key>` (a public key CNJ publishes and rotates: DATAJUD_API_KEY). It serves
// case metadata — class, subjects, judging body, filing date, movements — not the text of decisions (decision 015).

export interface DataJudOptions {
  baseUrl: string;
  apiKey: string;
  fetcher?: typeof fetch;
  timeoutMs?: number;
}

const TRFS = ["trf1", "trf2", "trf3", "trf4", "trf5", "trf6"];

/**
 * The page's court → DataJud index aliases. STF is not in the public API; "TJ" and "TRT" need the state or region
 * (TJSP, TRT2) because each court is its own index; "TRF" alone searches the six regions.
 */
export function dataJudAliases(court: string): string[] {
  const c = court.trim().toUpperCase().replace(/\s+/g, "");
  if (c === "STJ" || c === "TST" || c === "TSE" || c === "STM") return [`api_publica_${c.toLowerCase()}`];
  if (c === "TRF") return TRFS.map((t) => `api_publica_${t}`);
  if (/^(TRF[1-6]|TJ[A-Z]{2,3}|TRT(?:[1-9]|1\d|2[0-4]))$/.test(c)) return [`api_publica_${c.toLowerCase()}`];
  return [];
}

/** Every keyword must match the subjects, the class or the judging body; the theme's words rank. */
export function dataJudQuery(query: JurisprudenceQuery, size: number): Record<string, unknown> {
  const fields = ["assuntos.nome^3", "classe.nome^2", "orgaoJulgador.nome"];
  const filter: unknown[] = [];
  if (query.fromYear || query.toYear) {
    filter.push({
      range: {
        dataAjuizamento: {
          ...(query.fromYear ? { gte: `${query.fromYear}-01-01` } : {}),
          ...(query.toYear ? { lte: `${query.toYear}-12-31` } : {}),
        },
      },
    });
  }
  return {
    query: {
      bool: {
        must: query.keywords.map((k) => ({ multi_match: { query: k, fields, operator: "and" } })),
        should: query.theme ? [{ multi_match: { query: query.theme, fields } }] : [],
        filter,
      },
    },
    size,
    sort: [{ _score: "desc" }, { dataAjuizamento: "desc" }],
  };
}

interface Source {
  numeroProcesso?: unknown;
  tribunal?: unknown;
  classe?: { nome?: unknown };
  assuntos?: { nome?: unknown }[];
  orgaoJulgador?: { nome?: unknown };
  dataAjuizamento?: unknown;
  grau?: unknown;
  movimentos?: { nome?: unknown; dataHora?: unknown }[];
}

const str = (v: unknown) => (typeof v === "string" && v.trim() !== "" ? squash(v) : null);
/** Judgment movements of the CNJ's unified tables (TPU): what a case's outcome is called there. */
const JUDGMENT =
  /proced[êe]ncia|improced[êe]ncia|provimento|homologa|extin[çc][ãa]o|julgamento|senten[çc]a|ac[óo]rd[ãa]o/i;

/** "0000832-35.2018.4.01.3202" from the 20 digits DataJud stores. */
function cnjNumber(raw: string): string {
  const d = raw.replace(/\D/g, "");
  if (d.length !== 20) return raw;
  return `${d.slice(0, 7)}-${d.slice(7, 9)}.${d.slice(9, 13)}.${d.slice(13, 14)}.${d.slice(14, 16)}.${d.slice(16)}`;
}

function toDecision(source: Source): PublicDecision | null {
  const number = str(source.numeroProcesso);
  if (!number) return null;
  const cls = str(source.classe?.nome);
  const subjects = (source.assuntos ?? []).map((a) => str(a.nome)).filter((s): s is string => s !== null);
  const moves = (source.movimentos ?? [])
    .map((m) => ({ name: str(m.nome), at: str(m.dataHora) }))
    .filter((m): m is { name: string; at: string | null } => m.name !== null);
  const judgment = moves.filter((m) => JUDGMENT.test(m.name)).sort((a, b) => (b.at ?? "").localeCompare(a.at ?? ""))[0];
  const body = str(source.orgaoJulgador?.nome);
  const court = str(source.tribunal);
  const filed = str(source.dataAjuizamento);
  const excerpt = [
    cls ? `Classe: ${cls}` : null,
    subjects.length ? `Assuntos: ${subjects.join("; ")}` : null,
    body ? `Órgão julgador: ${body}` : null,
    judgment ? `Movimento: ${judgment.name}${judgment.at ? ` (${judgment.at.slice(0, 10)})` : ""}` : null,
  ]
    .filter(Boolean)
    .join(" — ");
  return {
    origin: "datajud",
    title: [cls, cnjNumber(number)].filter(Boolean).join(" "),
    court: [court, body].filter(Boolean).join(" — ") || null,
    date: (judgment?.at ?? filed)?.slice(0, 10) ?? null,
    caseNumber: cnjNumber(number),
    outcome: judgment?.name ?? null,
    excerpt,
    // DataJud has no public page per case; the court's own consultation is where the user opens it.
    url: null,
    citations: [],
  };
}

export function dataJudAdapter(options: DataJudOptions): JurisprudenceAdapter {
  const base = options.baseUrl.replace(/\/+$/, "");
  return {
    name: "datajud",
    jurisdiction: "brazil",
    async search(query) {
      const aliases = dataJudAliases(query.court);
      if (aliases.length === 0) throw new JurisprudenceError("unsupported", `no DataJud index for ${query.court}`);
      const size = Math.max(1, Math.ceil(query.limit / aliases.length));
      const answers = await Promise.all(
        aliases.map((alias) =>
          fetchJson(
            `${base}/${alias}/_search`,
            {
              method: "POST",
              headers: {
                authorization: `APIKey ${options.apiKey}`,
                "content-type": "application/json",
                accept: "application/json",
              },
              body: JSON.stringify(dataJudQuery(query, size)),
            },
            options,
          ),
        ),
      );
      const decisions: PublicDecision[] = [];
      for (const answer of answers) {
        const hits = (answer as { hits?: { hits?: unknown } }).hits?.hits;
        if (!Array.isArray(hits)) throw new JurisprudenceError("malformed", "no hits array");
        for (const hit of hits as { _source?: Source }[]) {
          const d = hit._source ? toDecision(hit._source) : null;
          if (d) decisions.push(d);
        }
      }
      return decisions.slice(0, query.limit);
    },
  };
}
