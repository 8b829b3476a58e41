import type { DeadlineComputationDto } from "../../../../../common/api/cases.ts";
import { format, useI18n } from "../../../i18n/i18n.tsx";
import { formatIsoDay } from "../../../lib/format.ts";

/** The calculator's answer before saving: the due date, the rule, how many days from when, and each skipped day. */
export function AuditView({ result }: { result: DeadlineComputationDto }) {
  const { t, locale } = useI18n();
  const skipped = result.audit.filter((a) => a.action === "skipped" || a.action === "extended");
  const day = (iso: string) => formatIsoDay(iso, locale);
  return (
    <section className="space-y-3 rounded-lg border border-navy-100 bg-navy-50/50 p-4" data-testid="deadline-preview">
      <div>
        <p className="text-xs font-medium uppercase tracking-wide text-slate-500">{t.cases.dueDate}</p>
        <p className="font-serif text-xl font-semibold text-navy-900" data-testid="preview-due-date">
          {day(result.dueDate)}
        </p>
        <p className="text-sm text-slate-700">
          {result.ruleName} · {result.basis}
        </p>
      </div>
      <div>
        <p className="text-xs font-medium uppercase tracking-wide text-slate-500">{t.cases.howCounted}</p>
        <p className="text-sm text-ink">
          {format(t.cases.daysCounted, {
            days: result.days,
            unit: t.cases.unit[result.unit],
            start: day(result.startDate),
          })}
        </p>
      </div>
      <div>
        <p className="text-xs font-medium uppercase tracking-wide text-slate-500">{t.cases.skippedDays}</p>
        {skipped.length === 0 ? (
          <p className="text-sm text-slate-600">{t.cases.noSkippedDays}</p>
        ) : (
          <ul className="max-h-40 space-y-0.5 overflow-y-auto text-sm" data-testid="skipped-days">
            {skipped.map((a) => (
              <li key={`${a.date}-${a.action}`} className="flex gap-2">
                <span className="shrink-0 tabular-nums text-slate-700">{day(a.date)}</span>
                <span className="text-slate-600">{a.reason ?? ""}</span>
              </li>
            ))}
          </ul>
        )}
      </div>
      {result.notes.length > 0 && (
        <ul className="list-disc space-y-0.5 pl-5 text-xs text-slate-600">
          {result.notes.map((n) => (
            <li key={n}>{n}</li>
          ))}
        </ul>
      )}
    </section>
  );
}
