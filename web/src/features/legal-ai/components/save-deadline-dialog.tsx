import { CalendarPlus } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { Link } from "react-router";
import type { CalculateDeadlinesRequest, DeadlineDto } from "../../../../../common/api/legal-ai.ts";
import { PRIORITIES, type Priority } from "../../../../../common/vocabulary.ts";
import { Button } from "../../../components/ui/button.tsx";
import { Dialog, DialogContent } from "../../../components/ui/dialog.tsx";
import { describedBy, Field } from "../../../components/ui/field.tsx";
import { Input } from "../../../components/ui/input.tsx";
import { Select } from "../../../components/ui/select.tsx";
import { Spinner } from "../../../components/ui/spinner.tsx";
import { useToast } from "../../../components/ui/toast.tsx";
import { format, useI18n } from "../../../i18n/i18n.tsx";
import { formatIsoDay } from "../../../lib/format.ts";
import { paths } from "../../../lib/paths.ts";
import { saveComputedDeadline, toCalculation, useCaseChoices } from "../api/save-deadline.ts";
import { errorMessage } from "./form-rules.ts";

/** Select values cannot be empty (Radix): "priority from the days left" gets its own. */
const AUTO = "auto";

/**
 * 'Save as deadline': the computed deadline goes into one of the user's cases with the inputs that produced it, so
 * the cases screens show its rule and audit and a later calendar change recomputes it. Nothing for a count backwards,
 * which a stored deadline cannot express.
 */
export function SaveDeadlineButton({
  deadline,
  request,
}: {
  deadline: DeadlineDto;
  request: CalculateDeadlinesRequest;
}) {
  const calculation = toCalculation(request);
  const { t, language, locale } = useI18n();
  const s = t.legalAi.save;
  const { toast } = useToast();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [caseId, setCaseId] = useState("");
  const [title, setTitle] = useState(deadline.rule.name[language]);
  const [priority, setPriority] = useState<Priority | typeof AUTO>(AUTO);
  const [error, setError] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);
  const cases = useCaseChoices(open);
  if (!calculation) return null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!caseId) {
      setError(format(t.legalAi.required, { field: s.case }));
      return;
    }
    setSaving(true);
    try {
      await saveComputedDeadline({
        mode: "computed",
        title: title.trim() || deadline.rule.name[language],
        description: deadline.basis,
        caseId,
        ...(priority === AUTO ? {} : { priority }),
        calculation,
      });
      const caseTitle = cases.data?.find((c) => c.id === caseId)?.title ?? "";
      toast({
        title: s.saved,
        description: format(s.savedBody, { date: formatIsoDay(deadline.dueDate, locale), case: caseTitle }),
        variant: "success",
      });
      setOpen(false);
    } catch (err) {
      toast({ title: s.failed, description: errorMessage(err, t), variant: "destructive" });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Button size="sm" data-testid="save-deadline" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        <CalendarPlus className="h-4 w-4" aria-hidden />
        {s.button}
      </Button>
      <DialogContent title={s.title} description={s.description} closeLabel={t.common.close}>
        <form onSubmit={(e) => void submit(e)} noValidate className="space-y-4">
          {cases.error && (
            <p role="alert" className="text-sm text-red-700">
              {s.casesFailed} {errorMessage(cases.error, t)}
            </p>
          )}
          {!cases.data && !cases.error && <Spinner label={t.common.loading} />}
          {cases.data?.length === 0 && (
            <p data-testid="save-deadline-no-cases" className="text-sm text-slate-600">
              {s.noCases}{" "}
              <Link
                to={paths.cases}
                className="font-medium text-navy-700 underline underline-offset-4 focus-visible:outline-2 focus-visible:outline-navy-600"
              >
                {s.createCase}
              </Link>
            </p>
          )}
          <Field id={`${id}-case`} label={s.case} error={error}>
            <Select
              id={`${id}-case`}
              value={caseId}
              disabled={!cases.data?.length}
              placeholder={t.legalAi.options.choose}
              options={(cases.data ?? []).map((c) => ({ value: c.id, label: c.title }))}
              onValueChange={(value) => {
                setCaseId(value);
                setError(undefined);
              }}
              aria-invalid={error ? true : undefined}
              aria-describedby={describedBy(`${id}-case`, { error })}
            />
          </Field>
          <Field id={`${id}-title`} label={s.deadlineTitle}>
            <Input id={`${id}-title`} value={title} maxLength={200} onChange={(e) => setTitle(e.target.value)} />
          </Field>
          <Field id={`${id}-priority`} label={s.priority}>
            <Select
              id={`${id}-priority`}
              value={priority}
              options={[
                { value: AUTO, label: s.autoPriority },
                ...PRIORITIES.map((p) => ({ value: p, label: t.values.priority[p] })),
              ]}
              onValueChange={(value) => setPriority(value as Priority | typeof AUTO)}
            />
          </Field>
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={() => setOpen(false)}>
              {t.common.cancel}
            </Button>
            <Button type="submit" disabled={saving || !cases.data?.length}>
              {saving ? t.legalAi.working : s.confirm}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
