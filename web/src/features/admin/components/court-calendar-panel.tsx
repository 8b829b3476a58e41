import { Trash2 } from "lucide-react";
import { type FormEvent, useState } from "react";
import type { ClosedDayDto, GlobalClosedDayChangeDto } from "../../../../../common/api/cases.ts";
import { Button } from "../../../components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card.tsx";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog.tsx";
import { describedBy, Field } from "../../../components/ui/field.tsx";
import { Input } from "../../../components/ui/input.tsx";
import { Select } from "../../../components/ui/select.tsx";
import { Spinner } from "../../../components/ui/spinner.tsx";
import { useToast } from "../../../components/ui/toast.tsx";
import { format, useI18n } from "../../../i18n/i18n.tsx";
import { ApiError } from "../../../lib/api.ts";
import { formatIsoDay } from "../../../lib/format.ts";
import { useCourtCalendarMutations, useCourts, useGlobalClosedDays } from "../api/use-court-calendar.ts";

const REASON_MAX = 300;

/**
 * Court closed days for every user (a portaria suspending deadlines, an outage): adding or removing one recomputes
 * every user's deadlines at that court whose count crosses it; owners of a moved due date are e-mailed and see it
 * flagged on their Cases page (docs/decisions/013-cases-deadlines-reminders.md).
 */
export function CourtCalendarPanel() {
  const { t, language, locale } = useI18n();
  const { toast } = useToast();
  const courts = useCourts(true, language);
  const list = useGlobalClosedDays(true);
  const { add, remove } = useCourtCalendarMutations();
  const [court, setCourt] = useState("");
  const [date, setDate] = useState("");
  const [reason, setReason] = useState("");
  const [saving, setSaving] = useState(false);
  const [removing, setRemoving] = useState<ClosedDayDto | null>(null);

  const report = (title: string, result: GlobalClosedDayChangeDto) =>
    toast({
      title,
      description: format(t.courtCalendar.outcome, {
        recomputed: result.recomputed,
        changed: result.changedCount,
        notified: result.notifiedUsers,
      }),
      variant: "success",
    });
  const fail = (err: unknown) =>
    toast({
      title: t.courtCalendar.failed,
      description: err instanceof ApiError ? err.message : t.common.tryAgain,
      variant: "destructive",
    });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!court || !date || !reason.trim()) return;
    setSaving(true);
    try {
      report(t.courtCalendar.added, await add({ court, date, reason: reason.trim() }));
      setDate("");
      setReason("");
    } catch (err) {
      fail(err);
    } finally {
      setSaving(false);
    }
  };

  const confirmRemove = async () => {
    if (!removing) return;
    try {
      report(t.courtCalendar.removed, await remove(removing.id));
    } catch (err) {
      fail(err);
      throw err;
    }
  };

  return (
    <Card data-testid="court-calendar">
      <CardHeader>
        <CardTitle>{t.courtCalendar.title}</CardTitle>
        <CardDescription>{t.courtCalendar.description}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-6">
        <form onSubmit={submit} className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <Field id="global-closed-court" label={t.courtCalendar.court}>
            <Select
              id="global-closed-court"
              value={court}
              onValueChange={setCourt}
              options={(courts.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
              placeholder={t.courtCalendar.chooseCourt}
            />
          </Field>
          <Field id="global-closed-date" label={t.courtCalendar.date}>
            <Input
              id="global-closed-date"
              type="date"
              required
              value={date}
              onChange={(e) => setDate(e.target.value)}
            />
          </Field>
          <div className="sm:col-span-2">
            <Field id="global-closed-reason" label={t.courtCalendar.reason} hint={t.courtCalendar.reasonHint}>
              <Input
                id="global-closed-reason"
                required
                maxLength={REASON_MAX}
                aria-describedby={describedBy("global-closed-reason", { hint: t.courtCalendar.reasonHint })}
                value={reason}
                onChange={(e) => setReason(e.target.value)}
              />
            </Field>
          </div>
          <div className="sm:col-span-2">
            <Button type="submit" disabled={saving || !court || !date || !reason.trim()}>
              {saving ? t.common.loading : t.courtCalendar.add}
            </Button>
          </div>
        </form>
        <div className="border-t border-slate-100 pt-4">
          {list.error ? (
            <p role="alert" className="text-sm text-red-700">
              {t.courtCalendar.loadFailed}
            </p>
          ) : !list.data ? (
            <Spinner label={t.common.loading} />
          ) : list.data.length === 0 ? (
            <p className="text-sm text-slate-600">{t.courtCalendar.empty}</p>
          ) : (
            <ul className="divide-y divide-slate-100" data-testid="global-closed-days">
              {list.data.map((d) => (
                <li key={d.id} className="flex items-center justify-between gap-3 py-2 text-sm">
                  <div className="min-w-0">
                    <p className="font-medium text-navy-900">
                      {formatIsoDay(d.date, locale)} · {d.courtName}
                    </p>
                    <p className="break-words text-slate-600">{d.reason}</p>
                  </div>
                  <Button
                    size="icon"
                    variant="ghost"
                    aria-label={format(t.courtCalendar.remove, { date: formatIsoDay(d.date, locale), court: d.court })}
                    onClick={() => setRemoving(d)}
                  >
                    <Trash2 className="h-4 w-4" aria-hidden />
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </div>
      </CardContent>
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={t.courtCalendar.removeTitle}
        description={format(t.courtCalendar.removeBody, { court: removing?.courtName ?? "" })}
        confirmLabel={t.courtCalendar.removeConfirm}
        cancelLabel={t.common.cancel}
        onConfirm={confirmRemove}
      />
    </Card>
  );
}
