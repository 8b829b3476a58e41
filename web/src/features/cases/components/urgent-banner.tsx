import { AlertTriangle } from "lucide-react";
import type { DeadlineDto } from "../../../../../common/api/cases.ts";
import { Badge } from "../../../components/ui/badge.tsx";
import { format, useI18n } from "../../../i18n/i18n.tsx";
import { formatIsoDay } from "../../../lib/format.ts";
import { daysUntilText, isUrgent, URGENT_BANNER_MAX, urgentDeadlines } from "./present.ts";

/** Pending deadlines due within 0–7 days, soonest first, at most three (docs/requirements.md §9). */
export function UrgentBanner({ deadlines }: { deadlines: readonly DeadlineDto[] }) {
  const { t, locale } = useI18n();
  const shown = urgentDeadlines(deadlines);
  if (shown.length === 0) return null;
  const more = deadlines.filter(isUrgent).length - URGENT_BANNER_MAX;
  return (
    <section
      aria-labelledby="urgent-title"
      className="rounded-xl border border-red-200 bg-red-50 p-4 text-red-900"
      data-testid="urgent-banner"
    >
      <h2 id="urgent-title" className="mb-2 flex items-center gap-2 font-semibold">
        <AlertTriangle className="h-5 w-5" aria-hidden />
        {t.cases.urgentTitle}
      </h2>
      <ul className="space-y-1.5">
        {shown.map((d) => (
          <li
            key={d.id}
            className="flex flex-col gap-0.5 text-sm sm:flex-row sm:items-baseline sm:justify-between sm:gap-4"
          >
            <span className="line-clamp-2 min-w-0 flex-1 font-medium">
              {d.title}
              {d.case && <span className="font-normal text-red-800"> · {d.case.title}</span>}
              {d.confirmation === "to_confirm" && (
                <Badge tone="warning" className="ml-2 align-middle">
                  {t.cases.toConfirmTitle}
                </Badge>
              )}
            </span>
            <span className="shrink-0 tabular-nums">
              <strong>{daysUntilText(d, t, locale)}</strong>
              {d.deadlineDate && <span> · {formatIsoDay(d.deadlineDate, locale)}</span>}
            </span>
          </li>
        ))}
      </ul>
      {more > 0 && <p className="mt-2 text-xs">{format(t.cases.urgentMore, { count: more })}</p>}
    </section>
  );
}
