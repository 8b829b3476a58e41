import { Check, Pencil, X } from "lucide-react";
import { useState } from "react";
import type { DeadlineDto } from "../../../../../common/api/cases.ts";
import { Button } from "../../../components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card.tsx";
import { format, useI18n } from "../../../i18n/i18n.tsx";
import { formatIsoDay } from "../../../lib/format.ts";
import { useDeadlineActions } from "../api/use-deadlines.ts";
import { DueDateChanged } from "./deadline-row.tsx";
import { ExtractedEditDialog } from "./extracted-edit-dialog.tsx";
import { toConfirm } from "./present.ts";
import { useAction } from "./use-action.ts";

/** The sentence the deadline was found in, with the words the engine read marked. */
function SourceQuote({ sentence, match }: { sentence: string | null; match: string | null }) {
  const text = sentence || match;
  if (!text) return null;
  const at = match ? text.indexOf(match) : -1;
  return (
    <blockquote
      className="border-l-4 border-navy-200 bg-slate-50 px-3 py-2 text-sm text-slate-800"
      data-testid="source-sentence"
    >
      {at < 0 || !match ? (
        text
      ) : (
        <>
          {text.slice(0, at)}
          <mark className="rounded bg-amber-100 px-0.5 text-ink">{match}</mark>
          {text.slice(at + match.length)}
        </>
      )}
    </blockquote>
  );
}

function ToConfirmItem({ deadline }: { deadline: DeadlineDto }) {
  const { t, locale } = useI18n();
  const actions = useDeadlineActions();
  const run = useAction();
  const [editing, setEditing] = useState(false);
  const unit = deadline.unit ? t.cases.unit[deadline.unit] : "";
  return (
    <li className="space-y-3 rounded-lg border border-slate-200 p-4" data-testid="to-confirm-item">
      <p className="text-xs font-medium uppercase tracking-wide text-slate-500">
        {deadline.document ? format(t.cases.foundIn, { name: deadline.document.fileName }) : deadline.title}
      </p>
      <SourceQuote sentence={deadline.description} match={deadline.sourceText} />
      <dl className="grid grid-cols-1 gap-2 text-sm sm:grid-cols-2">
        <div>
          <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">{t.cases.rule}</dt>
          <dd className="text-ink">
            {deadline.ruleName ?? "—"}
            {deadline.basis && <span className="text-slate-500"> · {deadline.basis}</span>}
          </dd>
        </div>
        <div>
          <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">{t.cases.computedDate}</dt>
          <dd className="font-semibold text-ink" data-testid="computed-date">
            {deadline.deadlineDate ? formatIsoDay(deadline.deadlineDate, locale) : t.cases.noDate}
          </dd>
        </div>
      </dl>
      {deadline.needsStartDate && (
        <p className="rounded-md bg-amber-50 p-2 text-sm text-amber-900">
          {format(t.cases.needsStart, { days: deadline.days ?? "?", unit })}
        </p>
      )}
      <DueDateChanged deadline={deadline} />
      <div className="flex flex-wrap gap-2">
        {deadline.deadlineDate ? (
          <Button
            size="sm"
            aria-label={format(t.cases.confirmOf, { title: deadline.title })}
            onClick={() =>
              run(() => actions.update(deadline.id, { confirm: true }), { title: t.cases.confirmed }).catch(() => {})
            }
          >
            <Check className="h-4 w-4" aria-hidden />
            {t.cases.confirm}
          </Button>
        ) : null}
        <Button size="sm" variant={deadline.deadlineDate ? "secondary" : "primary"} onClick={() => setEditing(true)}>
          <Pencil className="h-4 w-4" aria-hidden />
          {deadline.deadlineDate ? t.cases.edit : t.cases.startDate}
        </Button>
        <Button
          size="sm"
          variant="ghost"
          aria-label={format(t.cases.dismissOf, { title: deadline.title })}
          onClick={() =>
            run(() => actions.update(deadline.id, { status: "dismissed" }), { title: t.cases.dismissed }).catch(
              () => {},
            )
          }
        >
          <X className="h-4 w-4" aria-hidden />
          {t.cases.dismiss}
        </Button>
      </div>
      {editing && <ExtractedEditDialog deadline={deadline} open={editing} onOpenChange={setEditing} />}
    </li>
  );
}

/** Auto-extracted deadlines wait here until the lawyer confirms, edits or dismisses each one. */
export function ToConfirmSection({ deadlines }: { deadlines: readonly DeadlineDto[] }) {
  const { t } = useI18n();
  const pending = toConfirm(deadlines);
  if (pending.length === 0) return null;
  return (
    <Card aria-labelledby="to-confirm-title" data-testid="to-confirm">
      <CardHeader>
        <CardTitle id="to-confirm-title">
          {t.cases.toConfirmTitle} <span className="text-base font-normal text-slate-500">({pending.length})</span>
        </CardTitle>
        <CardDescription>{t.cases.toConfirmHint}</CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="space-y-3">
          {pending.map((d) => (
            <ToConfirmItem key={d.id} deadline={d} />
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
