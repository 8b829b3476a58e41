import { History } from "lucide-react";
import { useId } from "react";
import type { StoredLegalAiResult } from "../../../../../common/api/legal-ai.ts";
import { Button } from "../../../components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card.tsx";
import { Spinner } from "../../../components/ui/spinner.tsx";
import { useI18n } from "../../../i18n/i18n.tsx";
import { formatDateTime } from "../../../lib/format.ts";
import { useLegalAiResults } from "../api/legal-ai-api.ts";

/** A result's title in the list: a memo's question, else the first non-empty line of the text. */
function headline(result: StoredLegalAiResult): string {
  const response = result.response;
  const question = "memo" in response ? response.memo?.question : undefined;
  const line = question ?? response.result.split("\n").find((l) => l.trim() !== "") ?? response.error ?? "";
  return line.length > 90 ? `${line.slice(0, 89)}…` : line;
}

/** The user's last results (kept by the API per user); showing one puts it back in its tab. */
export function RecentResults({ onShow }: { onShow: (result: StoredLegalAiResult) => void }) {
  const { t, locale } = useI18n();
  const s = t.legalAi.recent;
  const id = useId();
  const { data, error, isLoading } = useLegalAiResults();
  const results = data?.results ?? [];

  return (
    <Card aria-labelledby={`${id}-title`} data-testid="recent-results">
      <CardHeader>
        <CardTitle id={`${id}-title`} className="flex items-center gap-2 text-base">
          <History className="h-4 w-4 text-slate-500" aria-hidden />
          {s.title}
        </CardTitle>
        <CardDescription>{s.description}</CardDescription>
      </CardHeader>
      <CardContent>
        {isLoading && <Spinner label={t.common.loading} />}
        {error && (
          <p role="alert" className="text-sm text-red-700">
            {s.failed}
          </p>
        )}
        {!isLoading && !error && results.length === 0 && <p className="text-sm text-slate-500">{s.empty}</p>}
        {results.length > 0 && (
          <ul className="divide-y divide-slate-100">
            {results.map((r) => (
              <li key={r.id} className="flex items-start justify-between gap-2 py-2">
                <div className="min-w-0">
                  <p className="text-xs font-medium uppercase tracking-wide text-slate-500">
                    {s.tool[r.tool]} · {formatDateTime(r.createdAt, locale)}
                  </p>
                  <p className="truncate text-sm text-ink" title={headline(r)}>
                    {headline(r)}
                  </p>
                </div>
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() => onShow(r)}
                  aria-label={`${s.show}: ${s.tool[r.tool]}, ${formatDateTime(r.createdAt, locale)}`}
                >
                  {s.show}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
