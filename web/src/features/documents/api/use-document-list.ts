import { useCallback, useState } from "react";
import type { DocumentAnalysisDto } from "../../../../../common/api/documents.ts";
import { fetchAnalysesPage, useAnalyses } from "./documents-api.ts";

/**
 * The polled first page followed by the older documents loaded so far, each document once. The live page wins for
 * documents in both (its status is fresher); documents that slid off it since (a new upload pushed them past 100)
 * stay listed from `older`, which starts as a copy of the first page when the user first loads more.
 */
export function mergeNewestFirst(live: DocumentAnalysisDto[], older: DocumentAnalysisDto[]): DocumentAnalysisDto[] {
  const seen = new Set<string>();
  return [...live, ...older].filter((d) => !seen.has(d.id) && seen.add(d.id));
}

/** The documents card's list: the first 100 polled every 3 s, then 'load more' pages through the cursor. */
export function useDocumentList() {
  const first = useAnalyses();
  const [older, setOlder] = useState<DocumentAnalysisDto[]>([]);
  // undefined: nothing older loaded yet, so the first page's cursor applies; null: the end was reached.
  const [cursor, setCursor] = useState<string | null | undefined>(undefined);
  const [loadingMore, setLoadingMore] = useState(false);
  const [loadMoreFailed, setLoadMoreFailed] = useState(false);

  const live = first.data?.items ?? [];
  const next = cursor === undefined ? (first.data?.nextCursor ?? null) : cursor;

  const loadMore = useCallback(async () => {
    if (!next || !first.data) return;
    setLoadingMore(true);
    setLoadMoreFailed(false);
    try {
      const page = await fetchAnalysesPage(next);
      const seed = cursor === undefined ? first.data.items : [];
      setOlder((current) => [...current, ...seed, ...page.items]);
      setCursor(page.nextCursor);
    } catch {
      setLoadMoreFailed(true);
    } finally {
      setLoadingMore(false);
    }
  }, [next, cursor, first.data]);

  /** Drops a deleted document from the older pages at once (the first page is refetched by the caller). */
  const forget = useCallback((id: string) => setOlder((current) => current.filter((d) => d.id !== id)), []);

  return {
    ...first,
    documents: first.data ? mergeNewestFirst(live, older) : undefined,
    hasMore: next !== null,
    loadMore,
    loadingMore,
    loadMoreFailed,
    forget,
  };
}
