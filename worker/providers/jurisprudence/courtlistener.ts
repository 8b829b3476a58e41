import {
  fetchJson,
  type JurisprudenceAdapter,
  JurisprudenceError,
  type JurisprudenceQuery,
  type PublicDecision,
  squash,
} from "./jurisprudence.ts";

// CourtListener (Free Law Project) case-law search, REST API v4: GET {base}/search/?q=…&type=o, header
// `Authorization: Token <token>`. Results are opinion clusters with caseName, court, court_id, dateFiled,
// docketNumber, citation[], absolute_url and opinions[].snippet (sources in decision 015).

export interface CourtListenerOptions {
  /** Up to and including /api/rest/v4. */
  baseUrl: string;
  token?: string;
  fetcher?: typeof fetch;
  timeoutMs?: number;
}

const SITE = "https://www.courtlistener.com";

/** The page's court field → CourtListener court ids (space-separated in the `court` parameter). */
const COURT_IDS: [RegExp, string][] = [
  [/^(scotus|supreme court|u\.?s\.? supreme court|suprema corte)$/i, "scotus"],
  [
    /^(circuit|circuits|courts? of appeals?|federal appeals|tribunais? de apela[çc][ãa]o)$/i,
    "ca1 ca2 ca3 ca4 ca5 ca6 ca7 ca8 ca9 ca10 ca11 cadc cafc",
  ],
  [/^(\d{1,2})(st|nd|rd|th)? circuit$/i, "ca$1"],
  [/^(d\.?c\.? circuit)$/i, "cadc"],
  [/^(federal circuit)$/i, "cafc"],
];

/** A court id CourtListener knows ("ca9", "nysd", "cal") passes as typed; the page's Brazilian courts mean none. */
export function courtParameter(court: string): string | null {
  const c = court.trim();
  for (const [re, ids] of COURT_IDS) if (re.test(c)) return c.replace(re, ids).toLowerCase();
  if (/^(STF|STJ|TST|TRF\d?|TJ[A-Z]{0,2}|TRT\d{0,2}|all|todos|any)$/i.test(c)) return null;
  return /^[a-z][a-z0-9]{1,11}$/i.test(c) ? c.toLowerCase() : null;
}

const quote = (term: string) => (/\s/.test(term) ? `"${term.replace(/"/g, "")}"` : term.replace(/[()"]/g, ""));

/** Keywords must all occur; the theme's words rank (one of them must occur). */
export function courtListenerQuery(query: JurisprudenceQuery): string {
  const must = query.keywords.map(quote).join(" AND ");
  const theme = query.theme
    .split(/[\s,;]+/)
    .filter((w) => w.length > 3)
    .map(quote)
    .slice(0, 8);
  return theme.length > 0 ? `(${must}) AND (${theme.join(" OR ")})` : must;
}

interface SearchResult {
  caseName?: unknown;
  court?: unknown;
  court_id?: unknown;
  dateFiled?: unknown;
  docketNumber?: unknown;
  citation?: unknown;
  absolute_url?: unknown;
  status?: unknown;
  opinions?: { snippet?: unknown }[];
}

const str = (v: unknown) => (typeof v === "string" && v.trim() !== "" ? squash(v) : null);
const stripMarks = (s: string) => s.replace(/<\/?mark>/g, "");

export function courtListenerAdapter(options: CourtListenerOptions): JurisprudenceAdapter {
  const base = options.baseUrl.replace(/\/+$/, "");
  return {
    name: "courtlistener",
    jurisdiction: "usa",
    async search(query) {
      const params = new URLSearchParams({ q: courtListenerQuery(query), type: "o", order_by: "score desc" });
      const court = courtParameter(query.court);
      if (court) params.set("court", court);
      if (query.fromYear) params.set("filed_after", `${query.fromYear}-01-01`);
      if (query.toYear) params.set("filed_before", `${query.toYear}-12-31`);
      const headers: Record<string, string> = { accept: "application/json" };
      if (options.token) headers.authorization = `Token ${options.token}`;
      const body = await fetchJson(`${base}/search/?${params}`, { headers }, options);
      const results = (body as { results?: unknown }).results;
      if (!Array.isArray(results)) throw new JurisprudenceError("malformed", "no results array");
      return (results as SearchResult[]).slice(0, query.limit).flatMap((r): PublicDecision[] => {
        const title = str(r.caseName);
        if (!title) return [];
        const snippets = (r.opinions ?? []).map((o) => str(o.snippet)).filter((s): s is string => s !== null);
        const citations = Array.isArray(r.citation) ? r.citation.filter((c): c is string => typeof c === "string") : [];
        const url = str(r.absolute_url);
        return [
          {
            origin: "courtlistener",
            title,
            court: str(r.court) ?? str(r.court_id),
            date: str(r.dateFiled)?.slice(0, 10) ?? null,
            caseNumber: str(r.docketNumber),
            outcome: null,
            excerpt: stripMarks([citations.join("; "), ...snippets].filter(Boolean).join(" — ")).slice(0, 600),
            url: url ? (url.startsWith("http") ? url : `${SITE}${url}`) : null,
            citations,
          },
        ];
      });
    },
  };
}
