import type { DeadlineDto } from "../../../../../common/api/cases.ts";
import { Card, CardContent, CardHeader, CardTitle } from "../../../components/ui/card.tsx";
import { Spinner } from "../../../components/ui/spinner.tsx";
import { useI18n } from "../../../i18n/i18n.tsx";
import { DeadlineRow } from "./deadline-row.tsx";
import { recentDeadlines } from "./present.ts";

export function RecentDeadlines({ deadlines, failed }: { deadlines?: DeadlineDto[]; failed: boolean }) {
  const { t } = useI18n();
  const shown = deadlines ? recentDeadlines(deadlines) : [];
  return (
    <Card aria-labelledby="recent-title" data-testid="recent-deadlines">
      <CardHeader>
        <CardTitle id="recent-title">{t.cases.recentTitle}</CardTitle>
      </CardHeader>
      <CardContent>
        {failed && !deadlines ? (
          <p role="alert" className="text-sm text-red-700">
            {t.cases.deadlinesFailed}
          </p>
        ) : !deadlines ? (
          <Spinner label={t.common.loading} />
        ) : shown.length === 0 ? (
          <div className="py-6 text-center" data-testid="deadlines-empty">
            <p className="font-medium text-slate-800">{t.cases.noDeadlines}</p>
            <p className="mx-auto max-w-md text-sm text-slate-600">{t.cases.noDeadlinesHint}</p>
          </div>
        ) : (
          <ul className="divide-y divide-slate-100">
            {shown.map((d) => (
              <DeadlineRow key={d.id} deadline={d} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
