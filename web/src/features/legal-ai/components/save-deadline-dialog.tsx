import { CalendarPlus } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import type { CalculateDeadlinesRequest, DeadlineDto } from "../../../../../common/api/legal-ai.ts";
import { PRIORITIES, type Priority } from "../../../../../common/vocabulary.ts";
import { Button } from "../../../components/ui/button.tsx";
import { Dialog, DialogContent } from "../../../components/ui/dialog.tsx";
import { Field, Input } from "../../../components/ui/input.tsx";
import { Spinner } from "../../../components/ui/spinner.tsx";
import { useToast } from "../../../components/ui/toast.tsx";
import { format, useI18n } from "../../../i18n/i18n.tsx";
import { formatIsoDay } from "../../../lib/format.ts";
import { saveComputedDeadline, useCaseChoices } from "../api/save-deadline.ts";
import { errorMessage } from "./form-rules.ts";
import { LegalAiSelect } from "./legal-ai-select.tsx";
import { invalid } from "./tool-form.tsx";

/** 'Save as deadline': the computed deadline goes into one of the user's cases, with the inputs that produced it. */
export function SaveDeadlineButton({
  deadline,
  request,
}: {
  deadline: DeadlineDto;
  request: CalculateDeadlinesRequest;
}) {
  const { t, language, locale } = useI18n();
  const s = t.legalAi.save;
  const { toast } = useToast();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [caseId, setCaseId] = useState("");
  const [title, setTitle] = useState(deadline.rule.name[language]);
  const [priority, setPriority] = useState<Priority | "">("");
  const [error, setError] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);
  const cases = useCaseChoices(open);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!caseId) {
      setError(format(t.legalAi.required, { field: s.case }));
      return;
    }
    setSaving(true);
    try {
      const { language: _language, ...calculation } = request;
      await saveComputedDeadline({
        mode: "computed",
        title: title.trim() || deadline.rule.name[language],
        description: deadline.basis,
        caseId,
        ...(priority ? { priority } : {}),
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
          {cases.data?.length === 0 && <p className="text-sm text-slate-600">{s.noCases}</p>}
          <Field id={`${id}-case`} label={s.case} error={error}>
            <LegalAiSelect
              id={`${id}-case`}
              value={caseId}
              disabled={!cases.data?.length}
              onChange={(e) => {
                setCaseId(e.target.value);
                setError(undefined);
              }}
              {...invalid(`${id}-case`, error)}
            >
              <option value="">{t.legalAi.options.choose}</option>
              {cases.data?.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.title}
                </option>
              ))}
            </LegalAiSelect>
          </Field>
          <Field id={`${id}-title`} label={s.deadlineTitle}>
            <Input id={`${id}-title`} value={title} maxLength={200} onChange={(e) => setTitle(e.target.value)} />
          </Field>
          <Field id={`${id}-priority`} label={s.priority}>
            <LegalAiSelect
              id={`${id}-priority`}
              value={priority}
              onChange={(e) => setPriority(e.target.value as Priority | "")}
            >
              <option value="">{t.legalAi.options.defaultChoice}</option>
              {PRIORITIES.map((p) => (
                <option key={p} value={p}>
                  {t.values.priority[p]}
                </option>
              ))}
            </LegalAiSelect>
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
