import { RefreshCw } from "lucide-react";
import { Button } from "../../../components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card.tsx";
import { Spinner } from "../../../components/ui/spinner.tsx";
import { Tooltip } from "../../../components/ui/tooltip.tsx";
import { format, useI18n } from "../../../i18n/i18n.tsx";
import { paths } from "../../../lib/paths.ts";
import { useDocumentList } from "../api/use-document-list.ts";
import { DocumentItem } from "./document-item.tsx";
import { ScrollRegion } from "./scroll-region.tsx";

/**
 * docs/requirements.md §2 analysed-documents card: polled every 3 s, a 400px scrollable list, the 401 panel; past the first 100
 * documents a 'Load more' button at the end of the list pages back through the server's cursor.
 */
export function DocumentsCard({ onChange }: { onChange: () => void }) {
  const { t } = useI18n();
  const {
    data,
    documents,
    error,
    isLoading,
    isValidating,
    mutate,
    hasMore,
    loadMore,
    loadingMore,
    loadMoreFailed,
    forget,
  } = useDocumentList();
  const unauthorized = error?.status === 401;
  return (
    <Card aria-labelledby="documents-title" data-testid="documents-card">
      <CardHeader className="flex-row items-start justify-between gap-3">
        <div>
          <CardTitle id="documents-title">{t.documents.title}</CardTitle>
          <CardDescription>{t.documents.description}</CardDescription>
        </div>
        <Tooltip content={t.documents.refresh}>
          <Button
            variant="ghost"
            size="icon"
            aria-label={t.documents.refresh}
            onClick={() => mutate()}
            disabled={isValidating && !data}
          >
            <RefreshCw className={isValidating ? "h-4 w-4 animate-spin" : "h-4 w-4"} aria-hidden />
          </Button>
        </Tooltip>
      </CardHeader>
      <CardContent>
        {unauthorized ? (
          <div className="flex flex-col items-center gap-3 py-6 text-center" role="alert">
            <p className="text-sm text-slate-700">{t.documents.authRequired}</p>
            <Button asChild>
              <a href={paths.auth}>{t.documents.goToLogin}</a>
            </Button>
          </div>
        ) : isLoading && !data ? (
          <Spinner label={t.common.loading} />
        ) : error && !data ? (
          <p role="alert" className="text-sm text-red-700">
            {t.documents.loadFailed}
          </p>
        ) : !documents || documents.length === 0 ? (
          <div className="py-6 text-center" data-testid="documents-empty">
            <p className="font-medium text-slate-800">{t.documents.empty}</p>
            <p className="text-sm text-slate-600">{t.documents.emptyHint}</p>
          </div>
        ) : (
          <>
            <p className="mb-3 text-sm font-medium text-emerald-800" aria-live="polite" data-testid="documents-found">
              {documents.length === 1 ? t.documents.foundOne : format(t.documents.found, { count: documents.length })}
            </p>
            <ScrollRegion className="h-[400px] overflow-y-auto pr-1" aria-label={t.documents.listLabel}>
              <ul className="space-y-3">
                {documents.map((doc) => (
                  <DocumentItem
                    key={doc.id}
                    doc={doc}
                    onChange={onChange}
                    onDeleted={() => {
                      forget(doc.id);
                      void mutate();
                      onChange();
                    }}
                  />
                ))}
              </ul>
              {hasMore && (
                <div className="mt-3 flex flex-col items-center gap-1">
                  <Button variant="secondary" size="sm" onClick={loadMore} disabled={loadingMore}>
                    {loadingMore ? t.documentList.loadingMore : t.documentList.loadMore}
                  </Button>
                  {loadMoreFailed && (
                    <p role="alert" className="text-xs text-red-700">
                      {t.documentList.loadMoreFailed}
                    </p>
                  )}
                </div>
              )}
            </ScrollRegion>
          </>
        )}
      </CardContent>
    </Card>
  );
}
