import { Check, Info, Trash2 } from "lucide-react";
import { useState } from "react";
import type { DeadlineDto } from "../../../../../common/api/cases.ts";
import { Badge } from "../../../components/ui/badge.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog.tsx";
import { format, useI18n } from "../../../i18n/i18n.tsx";
import { cn } from "../../../lib/cn.ts";
import { formatIsoDay } from "../../../lib/format.ts";
import { useDeadlineActions } from "../api/use-deadlines.ts";
import { daysUntilText, PRIORITY_DOT } from "./present.ts";
import { useAction } from "./use-action.ts";

/** A due date moved by a calendar change stays flagged on the deadline until the lawyer acknowledges it. */
export function DueDateChanged({ deadline }: { deadline: DeadlineDto }) {
  const { t, locale } = useI18n();
  const actions = useDeadlineActions();
  const run = useAction();
  const change = deadline.dueDateChanged;
  if (!change) return null;
  const day = (iso: string | null) => (iso ? formatIsoDay(iso, locale) : "—");
  return (
    <div
      className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-amber-200 bg-amber-50 p-2 text-sm text-amber-900"
      role="status"
      data-testid="due-date-changed"
    >
      <p className="flex items-center gap-2">
        <Info className="h-4 w-4 shrink-0" aria-hidden />
        {format(t.cases.dueDateMoved, { from: day(change.from), to: day(change.to) })}
      </p>
      <Button
        size="sm"
        variant="secondary"
        onClick={() => run(() => actions.update(deadline.id, { acknowledgeDueDateChange: true })).catch(() => {})}
      >
        {t.cases.acknowledge}
      </Button>
    </div>
  );
}

/** One deadline of the recent list: priority dot, title, description or 'No description', days left, actions. */
export function DeadlineRow({ deadline }: { deadline: DeadlineDto }) {
  const { t, locale } = useI18n();
  const actions = useDeadlineActions();
  const run = useAction();
  const [confirmDelete, setConfirmDelete] = useState(false);
  const done = deadline.status === "done";
  const past = (deadline.daysUntilDeadline ?? 0) < 0;
  return (
    <li className="space-y-2 py-3" data-testid="deadline-row">
      <div className="flex items-start gap-3">
        <span
          className={cn("mt-1.5 h-2.5 w-2.5 shrink-0 rounded-full", PRIORITY_DOT[deadline.priority])}
          title={t.values.priority[deadline.priority]}
        />
        <span className="sr-only">{t.values.priority[deadline.priority]}</span>
        <div className="flex min-w-0 flex-1 flex-col gap-1 sm:flex-row sm:gap-4">
          <div className="min-w-0 flex-1">
            <p className={cn("line-clamp-2 font-medium text-navy-900", done && "text-slate-500 line-through")}>
              {deadline.title}
            </p>
            <p className="line-clamp-3 text-sm text-slate-600">{deadline.description || t.cases.noDescription}</p>
            <p className="mt-0.5 flex flex-wrap gap-x-3 text-xs text-slate-500">
              {deadline.case && <span>{format(t.cases.caseOf, { title: deadline.case.title })}</span>}
              {deadline.document && <span>{format(t.cases.fromDocument, { name: deadline.document.fileName })}</span>}
              {deadline.ruleName && <span>{deadline.ruleName}</span>}
            </p>
          </div>
          <div className="flex shrink-0 items-baseline gap-2 sm:flex-col sm:items-end sm:gap-0">
            {done ? (
              <Badge tone="success">{t.cases.deadlineStatus.done}</Badge>
            ) : (
              <p
                className={cn("text-sm font-semibold tabular-nums", past ? "text-red-700" : "text-navy-800")}
                data-testid="days-until"
              >
                {daysUntilText(deadline, t, locale)}
              </p>
            )}
            {deadline.deadlineDate && deadline.daysUntilDeadline !== null && (
              <p className="text-xs text-slate-500 tabular-nums">{formatIsoDay(deadline.deadlineDate, locale)}</p>
            )}
          </div>
        </div>
      </div>
      <DueDateChanged deadline={deadline} />
      <div className="flex flex-wrap justify-end gap-2">
        {done ? (
          <Button
            size="sm"
            variant="ghost"
            onClick={() => run(() => actions.update(deadline.id, { status: "pending" })).catch(() => {})}
          >
            {t.cases.reopen}
          </Button>
        ) : (
          <Button
            size="sm"
            variant="secondary"
            aria-label={format(t.cases.markDoneOf, { title: deadline.title })}
            onClick={() =>
              run(() => actions.update(deadline.id, { status: "done" }), { title: t.cases.markedDone }).catch(() => {})
            }
          >
            <Check className="h-4 w-4" aria-hidden />
            {t.cases.markDone}
          </Button>
        )}
        <Button
          size="sm"
          variant="ghost"
          className="text-red-700 hover:bg-red-50"
          aria-label={format(t.cases.deleteDeadlineOf, { title: deadline.title })}
          onClick={() => setConfirmDelete(true)}
        >
          <Trash2 className="h-4 w-4" aria-hidden />
          {t.common.delete}
        </Button>
      </div>
      <ConfirmDialog
        open={confirmDelete}
        onOpenChange={setConfirmDelete}
        title={t.cases.deleteDeadlineTitle}
        description={format(t.cases.deleteDeadlineConfirm, { title: deadline.title })}
        confirmLabel={t.common.delete}
        cancelLabel={t.common.cancel}
        onConfirm={() => run(() => actions.remove(deadline.id), { title: t.cases.deadlineDeleted })}
      />
    </li>
  );
}
