import { useId, useState } from "react";
import type { CalculateDeadlinesResponse } from "../../../../../common/api/legal-ai.ts";
import { Badge } from "../../../components/ui/badge.tsx";
import { Checkbox } from "../../../components/ui/checkbox.tsx";
import { Label } from "../../../components/ui/label.tsx";
import { format, useI18n } from "../../../i18n/i18n.tsx";
import { cn } from "../../../lib/cn.ts";
import { formatIsoDay } from "../../../lib/format.ts";

const actionTone = {
  start: "neutral",
  publication: "info",
  counted: "neutral",
  skipped: "warning",
  due: "success",
  extended: "warning",
} as const;

/** The calculator's answer: due date, first counted day, rule, legal basis, and the audit as a table. */
export function DeadlineView({ response }: { response: CalculateDeadlinesResponse }) {
  const { t, language, locale } = useI18n();
  const s = t.legalAi.deadline;
  const id = useId();
  const [skippedOnly, setSkippedOnly] = useState(false);
  const deadline = response.deadline;
  if (!deadline) return null;
  const rows = skippedOnly
    ? response.auditTable.filter((r) => r.action === "skipped" || r.action === "extended")
    : response.auditTable;
  const facts: [string, string, string][] = [
    ["due", s.dueDate, formatIsoDay(deadline.dueDate, locale)],
    ["first", s.firstCountedDay, formatIsoDay(deadline.firstCountedDay, locale)],
    ["start", s.startDate, formatIsoDay(deadline.startDate, locale)],
    [
      "rule",
      s.rule,
      `${deadline.rule.name[language]} (${format(s.period, { days: deadline.days, unit: s.unit[deadline.unit] })})`,
    ],
    ["basis", s.basis, deadline.basis],
  ];

  return (
    <div className="space-y-4" data-testid="deadline-view">
      <dl className="grid grid-cols-1 gap-3 sm:grid-cols-3">
        {facts.map(([key, label, value]) => (
          <div
            key={key}
            className={cn(
              "rounded-md border p-3",
              key === "due" ? "border-navy-100 bg-navy-50" : "border-slate-200",
              key === "rule" || key === "basis" ? "sm:col-span-3" : "",
            )}
          >
            <dt className="text-xs font-medium uppercase tracking-wide text-slate-600">{label}</dt>
            <dd
              className={cn("mt-0.5 text-sm text-ink", key === "due" && "text-lg font-semibold text-navy-900")}
              data-testid={`deadline-${key}`}
            >
              {value}
            </dd>
          </div>
        ))}
      </dl>
      {deadline.notes.length > 0 && (
        <div>
          <h3 className="text-sm font-medium text-navy-900">{s.notes}</h3>
          <ul className="mt-1 list-disc space-y-0.5 pl-5 text-sm text-slate-700">
            {deadline.notes.map((n) => (
              <li key={n.en}>{n[language]}</li>
            ))}
          </ul>
        </div>
      )}
      <div>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h3 className="text-sm font-medium text-navy-900" id={`${id}-audit`}>
            {s.audit}
          </h3>
          <div className="flex items-center gap-2">
            <Checkbox
              id={`${id}-skipped`}
              checked={skippedOnly}
              onCheckedChange={(checked) => setSkippedOnly(checked === true)}
            />
            <Label htmlFor={`${id}-skipped`} className="font-normal">
              {s.skippedOnly}
            </Label>
          </div>
        </div>
        <section
          className="mt-2 max-h-96 overflow-auto rounded-md border border-slate-200"
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable table must be reachable by keyboard.
          tabIndex={0}
          aria-labelledby={`${id}-audit`}
        >
          <table className="w-full min-w-[32rem] text-left text-sm" data-testid="audit-table">
            <caption className="sr-only">{s.auditCaption}</caption>
            <thead className="sticky top-0 bg-slate-50 text-xs uppercase tracking-wide text-slate-500">
              <tr>
                <th scope="col" className="px-3 py-2">
                  {s.date}
                </th>
                <th scope="col" className="px-3 py-2">
                  {s.weekday}
                </th>
                <th scope="col" className="px-3 py-2">
                  {s.action}
                </th>
                <th scope="col" className="px-3 py-2 text-right">
                  {s.count}
                </th>
                <th scope="col" className="px-3 py-2">
                  {s.reason}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {rows.length === 0 && (
                <tr>
                  <td colSpan={5} className="px-3 py-3 text-slate-600">
                    {s.noneSkipped}
                  </td>
                </tr>
              )}
              {rows.map((row) => (
                <tr key={`${row.date}-${row.action}`} className={row.action === "skipped" ? "bg-amber-50/50" : ""}>
                  <td className="whitespace-nowrap px-3 py-1.5">{formatIsoDay(row.date, locale)}</td>
                  <td className="px-3 py-1.5 capitalize">{row.weekday}</td>
                  <td className="px-3 py-1.5">
                    <Badge tone={actionTone[row.action]}>{s.actions[row.action]}</Badge>
                  </td>
                  <td className="px-3 py-1.5 text-right tabular-nums">{row.count ?? ""}</td>
                  <td className="px-3 py-1.5 text-slate-700">{row.reason ?? ""}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      </div>
    </div>
  );
}
