import { BarChart3 } from "lucide-react";
import { DOCUMENT_TYPES, type DocumentType } from "../../../../../common/vocabulary.ts";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card.tsx";
import { Spinner } from "../../../components/ui/spinner.tsx";
import { format, useI18n } from "../../../i18n/i18n.tsx";
import { formatNumber } from "../../../lib/format.ts";
import { useAnalytics } from "../api/use-analytics.ts";

function Stat({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <div className="rounded-lg bg-slate-50 p-3">
      <dt className="text-xs font-medium text-slate-600">{label}</dt>
      <dd className="mt-1 font-serif text-2xl font-semibold text-navy-900 tabular-nums" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

/** docs/requirements.md §2 analytics card: totals, accuracy (average confidence × 100, one decimal), bars scaled to the largest. */
export function AnalyticsCard() {
  const { t, locale } = useI18n();
  const { data, error, isLoading } = useAnalytics();
  const types = Object.entries(data?.documentTypes ?? {}).sort((a, b) => b[1] - a[1]);
  const max = Math.max(1, ...types.map(([, n]) => n));
  const typeLabel = (type: string) =>
    (DOCUMENT_TYPES as readonly string[]).includes(type) ? t.values.documentTypePlural[type as DocumentType] : type;
  return (
    <Card aria-labelledby="analytics-title" data-testid="analytics-card">
      <CardHeader>
        <CardTitle id="analytics-title" className="flex items-center gap-2">
          <BarChart3 className="h-5 w-5 text-navy-700" aria-hidden />
          {t.analytics.title}
        </CardTitle>
        <CardDescription>{t.analytics.description}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {error ? (
          <p role="alert" className="text-sm text-red-700">
            {t.analytics.failed}
          </p>
        ) : isLoading || !data ? (
          <Spinner label={t.common.loading} />
        ) : (
          <>
            <dl className="grid grid-cols-2 gap-3">
              <Stat
                label={t.analytics.totalDocuments}
                value={formatNumber(data.totalDocuments, locale)}
                testId="analytics-documents"
              />
              <Stat
                label={t.analytics.totalEntities}
                value={formatNumber(data.totalEntities, locale)}
                testId="analytics-entities"
              />
              <Stat
                label={t.analytics.accuracy}
                value={`${formatNumber(data.averageConfidence * 100, locale, 1)}%`}
                testId="analytics-accuracy"
              />
              <Stat
                label={t.analytics.feedback}
                value={formatNumber(data.feedbackCount, locale)}
                testId="analytics-feedback"
              />
            </dl>
            {data.feedbackCount > 0 && (
              <p className="text-xs text-slate-600">
                {format(t.analytics.feedbackCorrect, {
                  correct: formatNumber(data.feedbackCorrect, locale),
                  count: formatNumber(data.feedbackCount, locale),
                })}
              </p>
            )}
            <div>
              <h3 className="mb-2 text-sm font-semibold text-navy-900">{t.analytics.documentTypes}</h3>
              {types.length === 0 ? (
                <p className="text-sm text-slate-600">{t.analytics.noTypes}</p>
              ) : (
                <ul className="space-y-2">
                  {types.map(([type, count]) => (
                    <li key={type}>
                      <div className="flex justify-between text-xs text-slate-700">
                        <span>{typeLabel(type)}</span>
                        <span className="tabular-nums">{formatNumber(count, locale)}</span>
                      </div>
                      <div
                        className="mt-1 h-2 rounded-full bg-slate-200"
                        role="img"
                        aria-label={format(t.analytics.barLabel, { type: typeLabel(type), count })}
                      >
                        <div className="h-2 rounded-full bg-navy-600" style={{ width: `${(count / max) * 100}%` }} />
                      </div>
                    </li>
                  ))}
                </ul>
              )}
            </div>
          </>
        )}
      </CardContent>
    </Card>
  );
}
