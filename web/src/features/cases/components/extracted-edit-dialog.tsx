import { type FormEvent, useState } from "react";
import type { DeadlineDto } from "../../../../../common/api/cases.ts";
import { BASE_EVENTS, type BaseEvent } from "../../../../../common/vocabulary.ts";
import { Button } from "../../../components/ui/button.tsx";
import { Dialog, DialogContent } from "../../../components/ui/dialog.tsx";
import { describedBy, Field } from "../../../components/ui/field.tsx";
import { Input } from "../../../components/ui/input.tsx";
import { Select } from "../../../components/ui/select.tsx";
import { useI18n } from "../../../i18n/i18n.tsx";
import { useDeadlineActions } from "../api/use-deadlines.ts";
import { useAction } from "./use-action.ts";

/**
 * Edits an auto-extracted deadline: the start date the document did not give (the server computes the due date by
 * the deadline's rule), or a due date typed by the lawyer. Either one confirms it.
 */
export function ExtractedEditDialog({
  deadline,
  open,
  onOpenChange,
}: {
  deadline: DeadlineDto;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useI18n();
  const actions = useDeadlineActions();
  const run = useAction();
  const [startDate, setStartDate] = useState(deadline.startDate ?? "");
  const [baseEvent, setBaseEvent] = useState<BaseEvent | "">(deadline.calculation?.baseEvent ?? "");
  const [dueDate, setDueDate] = useState(deadline.deadlineDate ?? "");
  const [busy, setBusy] = useState(false);

  const save = async (input: Parameters<typeof actions.update>[1]) => {
    setBusy(true);
    try {
      await run(() => actions.update(deadline.id, { ...input, confirm: true }), { title: t.cases.confirmed });
      onOpenChange(false);
    } catch {
      // useAction showed the reason; the dialog stays open.
    } finally {
      setBusy(false);
    }
  };
  const compute = (event: FormEvent) => {
    event.preventDefault();
    if (startDate) void save(baseEvent ? { startDate, baseEvent } : { startDate });
  };
  const custom = (event: FormEvent) => {
    event.preventDefault();
    if (dueDate) void save({ deadlineDate: dueDate });
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={t.cases.editExtractedTitle} description={deadline.title} closeLabel={t.common.close}>
        <form onSubmit={compute} className="space-y-4">
          <Field id="extracted-start" label={t.cases.startDate} hint={t.cases.startDateHint}>
            <Input
              id="extracted-start"
              type="date"
              required
              value={startDate}
              onChange={(e) => setStartDate(e.target.value)}
              aria-describedby={describedBy("extracted-start", { hint: t.cases.startDateHint })}
            />
          </Field>
          <Field id="extracted-event" label={t.cases.baseEvent}>
            <Select
              id="extracted-event"
              value={baseEvent}
              onValueChange={(v) => setBaseEvent(v as BaseEvent)}
              options={BASE_EVENTS.map((e) => ({ value: e, label: t.cases.baseEvents[e] }))}
              placeholder={t.cases.byRule}
            />
          </Field>
          <Button type="submit" disabled={busy || !startDate}>
            {t.cases.computeAndConfirm}
          </Button>
        </form>
        <form onSubmit={custom} className="mt-6 space-y-4 border-t border-slate-100 pt-4">
          <Field id="extracted-due" label={t.cases.orCustomDate}>
            <Input
              id="extracted-due"
              type="date"
              required
              value={dueDate}
              onChange={(e) => setDueDate(e.target.value)}
            />
          </Field>
          <Button type="submit" variant="secondary" disabled={busy || !dueDate}>
            {t.cases.saveDate}
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  );
}
