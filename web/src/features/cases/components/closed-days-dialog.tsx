import { Trash2 } from "lucide-react";
import { type FormEvent, useState } from "react";
import { Badge } from "../../../components/ui/badge.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { Dialog, DialogContent } from "../../../components/ui/dialog.tsx";
import { Field } from "../../../components/ui/field.tsx";
import { Input } from "../../../components/ui/input.tsx";
import { Select } from "../../../components/ui/select.tsx";
import { Spinner } from "../../../components/ui/spinner.tsx";
import { format, useI18n } from "../../../i18n/i18n.tsx";
import { formatIsoDay } from "../../../lib/format.ts";
import { useDeadlineOptions } from "../api/use-deadlines.ts";
import { useClosedDayActions, useClosedDays } from "../api/use-settings.ts";
import { useAction } from "./use-action.ts";

/** A court's extra closed days: adding or removing one recomputes that court's deadlines (moved dates get flagged). */
export function ClosedDaysDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t, language, locale } = useI18n();
  const options = useDeadlineOptions(language);
  const list = useClosedDays(open);
  const actions = useClosedDayActions();
  const run = useAction();
  const [court, setCourt] = useState("");
  const [date, setDate] = useState("");
  const [reason, setReason] = useState("");
  const [saving, setSaving] = useState(false);

  const outcome = (r: { recomputed: number; changed: unknown[] }) =>
    format(t.cases.recomputedBody, { recomputed: r.recomputed, changed: r.changed.length });
  const add = async (event: FormEvent) => {
    event.preventDefault();
    if (!court || !date || !reason.trim()) return;
    setSaving(true);
    try {
      await run(
        () => actions.add({ court, date, reason: reason.trim() }),
        (r) => ({ title: t.cases.closedDayAdded, description: outcome(r) }),
      );
      setDate("");
      setReason("");
    } catch {
      // useAction showed the reason; the form keeps what was typed.
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={t.cases.closedDaysTitle}
        description={t.cases.closedDaysHint}
        closeLabel={t.common.close}
        className="sm:max-w-2xl"
      >
        <form onSubmit={add} className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <Field id="closed-court" label={t.cases.court}>
            <Select
              id="closed-court"
              value={court}
              onValueChange={setCourt}
              options={(options.data?.courts ?? []).map((c) => ({ value: c.id, label: c.name }))}
              placeholder={t.cases.chooseCourt}
            />
          </Field>
          <Field id="closed-date" label={t.cases.date}>
            <Input id="closed-date" type="date" required value={date} onChange={(e) => setDate(e.target.value)} />
          </Field>
          <div className="sm:col-span-2">
            <Field id="closed-reason" label={t.cases.reason}>
              <Input
                id="closed-reason"
                required
                maxLength={300}
                value={reason}
                onChange={(e) => setReason(e.target.value)}
              />
            </Field>
          </div>
          <div className="sm:col-span-2">
            <Button type="submit" disabled={saving || !court || !date || !reason.trim()}>
              {t.cases.addClosedDay}
            </Button>
          </div>
        </form>
        <div className="mt-6 border-t border-slate-100 pt-4">
          {!list.data ? (
            <Spinner label={t.common.loading} />
          ) : list.data.length === 0 ? (
            <p className="text-sm text-slate-600">{t.cases.noClosedDays}</p>
          ) : (
            <ul className="divide-y divide-slate-100" data-testid="closed-days">
              {list.data.map((d) => (
                <li key={d.id} className="flex items-center justify-between gap-3 py-2 text-sm">
                  <div className="min-w-0">
                    <p className="font-medium text-navy-900">
                      {formatIsoDay(d.date, locale)} · {d.courtName}
                    </p>
                    <p className="text-slate-600">{d.reason}</p>
                  </div>
                  {d.scope === "global" ? (
                    <Badge>{t.cases.allUsers}</Badge>
                  ) : (
                    <Button
                      size="icon"
                      variant="ghost"
                      aria-label={format(t.cases.removeClosedDay, { date: formatIsoDay(d.date, locale) })}
                      onClick={() =>
                        run(
                          () => actions.remove(d.id),
                          (r) => ({ title: t.cases.closedDayRemoved, description: outcome(r) }),
                        ).catch(() => {})
                      }
                    >
                      <Trash2 className="h-4 w-4" aria-hidden />
                    </Button>
                  )}
                </li>
              ))}
            </ul>
          )}
        </div>
      </DialogContent>
    </Dialog>
  );
}
