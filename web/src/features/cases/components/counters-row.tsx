import { AlertTriangle, Briefcase, CalendarClock, Sparkles } from "lucide-react";
import type { ReactNode } from "react";
import type { CaseDto, DeadlineDto } from "../../../../../common/api/cases.ts";
import { useI18n } from "../../../i18n/i18n.tsx";
import { formatNumber } from "../../../lib/format.ts";
import { counters } from "./present.ts";

function Counter({ label, value, icon, testId }: { label: string; value: string; icon: ReactNode; testId: string }) {
  return (
    <div
      className="flex items-center gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
      data-testid={testId}
    >
      <span className="rounded-lg bg-navy-50 p-2 text-navy-700">{icon}</span>
      <div className="min-w-0">
        <p className="font-serif text-2xl font-semibold tabular-nums text-navy-900">{value}</p>
        <p className="text-sm text-slate-600">{label}</p>
      </div>
    </div>
  );
}

/** The four counters; a list still loading shows a dash rather than a misleading zero. */
export function CountersRow({ cases, deadlines }: { cases?: CaseDto[]; deadlines?: DeadlineDto[] }) {
  const { t, locale } = useI18n();
  const c = counters(cases ?? [], deadlines ?? []);
  const show = (value: number, ready: boolean) => (ready ? formatNumber(value, locale) : "—");
  const icon = "h-5 w-5";
  return (
    <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      <Counter
        testId="counter-active-cases"
        label={t.cases.activeCases}
        value={show(c.activeCases, cases !== undefined)}
        icon={<Briefcase className={icon} aria-hidden />}
      />
      <Counter
        testId="counter-total-deadlines"
        label={t.cases.totalDeadlines}
        value={show(c.totalDeadlines, deadlines !== undefined)}
        icon={<CalendarClock className={icon} aria-hidden />}
      />
      <Counter
        testId="counter-urgent"
        label={t.cases.urgentDeadlines}
        value={show(c.urgent, deadlines !== undefined)}
        icon={<AlertTriangle className={icon} aria-hidden />}
      />
      <Counter
        testId="counter-auto-extracted"
        label={t.cases.autoExtracted}
        value={show(c.autoExtracted, deadlines !== undefined)}
        icon={<Sparkles className={icon} aria-hidden />}
      />
    </div>
  );
}
