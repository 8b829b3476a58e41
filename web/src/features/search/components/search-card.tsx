import { Search } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { DOCUMENT_TYPES, JURISDICTIONS, LANGUAGES } from "../../../../../common/vocabulary.ts";
import { Button } from "../../../components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card.tsx";
import { Input } from "../../../components/ui/input.tsx";
import { Label } from "../../../components/ui/label.tsx";
import { useToast } from "../../../components/ui/toast.tsx";
import { format, useI18n } from "../../../i18n/i18n.tsx";
import { ApiError } from "../../../lib/api.ts";
import { readPrivate, writePrivate } from "../../../lib/private-storage.ts";
import { searchDocuments } from "../api/search-api.ts";
import { type FindingFacets, hasFindingFacet, NO_FINDING_FACETS, SearchFacets, selectClass } from "./search-facets.tsx";
import { type SearchPage, SearchResults } from "./search-results.tsx";

/** docs/requirements.md §2: the initial chips, and §9: at most 5 recent searches kept. */
const INITIAL_RECENT = ["termination clauses", "salary information", "confidentiality agreements"];
const MAX_RECENT = 5;
const RECENT_NAME = "recentSearches";

/** The signed-in user's recent searches (never another account's: docs/decisions/023-reliability.md). */
function loadRecent(userId: string): string[] {
  const list = readPrivate(RECENT_NAME, userId);
  if (Array.isArray(list) && list.every((q) => typeof q === "string")) return list.slice(0, MAX_RECENT);
  return INITIAL_RECENT;
}

/** Puts a query first, without duplicates (case-insensitive), keeping at most 5. */
function pushRecent(list: string[], query: string): string[] {
  const q = query.trim();
  if (!q) return list;
  return [q, ...list.filter((x) => x.toLowerCase() !== q.toLowerCase())].slice(0, MAX_RECENT);
}

export function SearchCard({ userId }: { userId: string }) {
  const { t } = useI18n();
  const { toast } = useToast();
  const id = useId();
  const [query, setQuery] = useState("");
  const [documentType, setDocumentType] = useState("all");
  const [jurisdiction, setJurisdiction] = useState("all");
  const [language, setLanguage] = useState("all");
  const [recent, setRecent] = useState<string[]>(() => loadRecent(userId));
  const [facets, setFacets] = useState<FindingFacets>(NO_FINDING_FACETS);
  const [page, setPage] = useState<(SearchPage & { query: string }) | null>(null);
  const [searching, setSearching] = useState(false);
  const filtered = documentType !== "all" || jurisdiction !== "all" || language !== "all" || hasFindingFacet(facets);

  const run = async (text: string, offset = 0) => {
    const q = text.trim();
    // docs/requirements.md §5: only with a query or a filter other than 'all'.
    if (!q && !filtered) return;
    setSearching(true);
    try {
      const filters = { documentType, jurisdiction, language, ...facets };
      const found = await searchDocuments({ query: q, filters, offset });
      setPage({ ...found, offset, query: q });
      if (q && offset === 0) {
        const next = pushRecent(recent, q);
        setRecent(next);
        writePrivate(RECENT_NAME, userId, next);
      }
    } catch (err) {
      toast({
        title: t.search.failed,
        description: err instanceof ApiError && err.code ? err.message : t.common.tryAgain,
        variant: "destructive",
      });
    } finally {
      setSearching(false);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run(query);
  };

  const canSearch = query.trim() !== "" || filtered;

  return (
    <Card aria-labelledby={`${id}-title`} data-testid="search-card">
      <CardHeader>
        <CardTitle id={`${id}-title`}>{t.search.title}</CardTitle>
        <CardDescription>{t.search.description}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <form onSubmit={submit} className="space-y-3" aria-label={t.search.title}>
          <div className="flex gap-2">
            <Label htmlFor={`${id}-q`} className="sr-only">
              {t.search.label}
            </Label>
            <Input
              id={`${id}-q`}
              type="search"
              value={query}
              placeholder={t.search.placeholder}
              onChange={(e) => setQuery(e.target.value)}
              maxLength={500}
              data-testid="search-input"
            />
            <Button type="submit" disabled={!canSearch || searching} data-testid="search-submit">
              <Search className="h-4 w-4" aria-hidden />
              {searching ? t.search.searching : t.search.submit}
            </Button>
          </div>
          <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
            <div className="flex flex-col gap-1">
              <Label htmlFor={`${id}-type`}>{t.search.documentType}</Label>
              <select
                id={`${id}-type`}
                className={selectClass}
                value={documentType}
                onChange={(e) => setDocumentType(e.target.value)}
                data-testid="filter-type"
              >
                <option value="all">{t.search.allTypes}</option>
                {DOCUMENT_TYPES.map((v) => (
                  <option key={v} value={v}>
                    {t.values.documentTypePlural[v]}
                  </option>
                ))}
              </select>
            </div>
            <div className="flex flex-col gap-1">
              <Label htmlFor={`${id}-jur`}>{t.search.jurisdiction}</Label>
              <select
                id={`${id}-jur`}
                className={selectClass}
                value={jurisdiction}
                onChange={(e) => setJurisdiction(e.target.value)}
                data-testid="filter-jurisdiction"
              >
                <option value="all">{t.search.allJurisdictions}</option>
                {[...JURISDICTIONS].reverse().map((v) => (
                  <option key={v} value={v}>
                    {t.values.jurisdiction[v]}
                  </option>
                ))}
              </select>
            </div>
            <div className="flex flex-col gap-1">
              <Label htmlFor={`${id}-lang`}>{t.search.language}</Label>
              <select
                id={`${id}-lang`}
                className={selectClass}
                value={language}
                onChange={(e) => setLanguage(e.target.value)}
                data-testid="filter-language"
              >
                <option value="all">{t.search.allLanguages}</option>
                {LANGUAGES.map((v) => (
                  <option key={v} value={v}>
                    {t.values.language[v]}
                  </option>
                ))}
              </select>
            </div>
          </div>
          <SearchFacets value={facets} onChange={setFacets} />
        </form>

        <div>
          <p className="mb-1.5 text-xs font-medium uppercase tracking-wide text-slate-500" id={`${id}-recent`}>
            {t.search.recent}
          </p>
          <ul className="flex flex-wrap gap-2" aria-labelledby={`${id}-recent`} data-testid="recent-searches">
            {recent.map((q) => (
              <li key={q}>
                <button
                  type="button"
                  className="rounded-full border border-slate-300 bg-white px-3 py-1 text-xs text-navy-800 hover:bg-navy-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-navy-600"
                  aria-label={format(t.search.recentSearch, { query: q })}
                  onClick={() => {
                    setQuery(q);
                    void run(q);
                  }}
                >
                  {q}
                </button>
              </li>
            ))}
          </ul>
        </div>

        {page && <SearchResults page={page} busy={searching} onPage={(offset) => void run(page.query, offset)} />}
      </CardContent>
    </Card>
  );
}
