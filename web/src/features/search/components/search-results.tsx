import { SEARCH_PAGE_SIZE, type SearchMode, type SearchResultDto } from "../../../../../common/api/search.ts";
import { Badge } from "../../../components/ui/badge.tsx";
import { Excerpt } from "../../../components/ui/excerpt.tsx";
import { PagerButtons } from "../../../components/ui/pager.tsx";
import { format, useI18n } from "../../../i18n/i18n.tsx";

export interface SearchPage {
  results: SearchResultDto[];
  /** Every match, not only this page. */
  total: number;
  offset: number;
  mode: SearchMode;
}

/** 'Found N documents' with the true total, the page, and buttons to the neighbouring pages. */
export function SearchResults({
  page,
  busy,
  onPage,
}: {
  page: SearchPage;
  busy: boolean;
  onPage: (offset: number) => void;
}) {
  const { t } = useI18n();
  const { results, total, offset } = page;
  return (
    <section aria-label={t.search.results} aria-live="polite" aria-busy={busy} data-testid="search-results">
      <div className="mb-2 flex flex-wrap items-baseline justify-between gap-2">
        <p className="text-sm font-medium text-slate-800" data-testid="search-total">
          {total === 1 ? t.search.foundOne : format(t.search.found, { count: total })}
        </p>
        {total > 0 && (
          <p className="text-xs text-slate-500" data-testid="search-mode">
            {format(t.searchScale.foundBy, { mode: t.searchScale[page.mode] })}
          </p>
        )}
      </div>
      {results.length === 0 ? (
        <p className="text-sm text-slate-600">{t.search.noResults}</p>
      ) : (
        <ul className="space-y-2">
          {results.map((r) => (
            <li key={r.id} className="rounded-md border border-slate-200 p-3" data-testid="search-result">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <span className="break-all font-medium text-navy-900">{r.fileName}</span>
                <span className="flex gap-1">
                  {r.documentType && <Badge tone="info">{t.values.documentType[r.documentType]}</Badge>}
                  {r.jurisdiction && <Badge>{t.values.jurisdiction[r.jurisdiction]}</Badge>}
                </span>
              </div>
              {r.snippet && <Excerpt className="mt-1 text-sm text-slate-700" text={r.snippet} />}
            </li>
          ))}
        </ul>
      )}
      {total > SEARCH_PAGE_SIZE && (
        <nav className="mt-3 flex flex-wrap items-center justify-between gap-2" aria-label={t.search.results}>
          <span className="text-xs text-slate-600" data-testid="search-range">
            {format(t.searchScale.showing, {
              from: results.length ? offset + 1 : 0,
              to: offset + results.length,
              total,
            })}
          </span>
          <PagerButtons
            page={Math.floor(offset / SEARCH_PAGE_SIZE) + 1}
            pages={Math.ceil(total / SEARCH_PAGE_SIZE)}
            onPage={(n) => onPage((n - 1) * SEARCH_PAGE_SIZE)}
            previousLabel={t.searchScale.previous}
            nextLabel={t.searchScale.next}
          />
        </nav>
      )}
    </section>
  );
}
