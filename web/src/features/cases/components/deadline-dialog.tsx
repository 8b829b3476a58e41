import { type FormEvent, useState } from "react";
import type { CaseDto, DeadlineComputationDto } from "../../../../../common/api/cases.ts";
import { PRIORITIES, type Priority } from "../../../../../common/vocabulary.ts";
import { Button } from "../../../components/ui/button.tsx";
import { Dialog, DialogContent } from "../../../components/ui/dialog.tsx";
import { describedBy, Field } from "../../../components/ui/field.tsx";
import { Input } from "../../../components/ui/input.tsx";
import { Select } from "../../../components/ui/select.tsx";
import { Spinner } from "../../../components/ui/spinner.tsx";
import { Textarea } from "../../../components/ui/textarea.tsx";
import { useI18n } from "../../../i18n/i18n.tsx";
import { cn } from "../../../lib/cn.ts";
import { previewDeadline, useDeadlineActions, useDeadlineOptions } from "../api/use-deadlines.ts";
import { AuditView } from "./audit-view.tsx";
import { type CalculationDraft, ComputedFields, EMPTY_DRAFT, toCalculation } from "./computed-fields.tsx";
import { useAction } from "./use-action.ts";

type Mode = "computed" | "custom";
/** Select values cannot be empty (Radix), so "no case" and "priority from the days left" get their own. */
const NONE = "none";

/**
 * New Deadline: computed by the rules (the due date and its audit are shown before saving, and the inputs are stored
 * so a calendar change recomputes it) or a custom date.
 */
export function DeadlineDialog({
  open,
  onOpenChange,
  cases,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  cases: readonly CaseDto[];
}) {
  const { t, language } = useI18n();
  const options = useDeadlineOptions(language);
  const actions = useDeadlineActions();
  const run = useAction();
  const [mode, setMode] = useState<Mode>("computed");
  const [draft, setDraft] = useState<CalculationDraft>(EMPTY_DRAFT);
  const [preview, setPreview] = useState<DeadlineComputationDto | null>(null);
  const [calculating, setCalculating] = useState(false);
  const [title, setTitle] = useState("");
  const [description, setDescription] = useState("");
  const [date, setDate] = useState("");
  const [caseId, setCaseId] = useState(NONE);
  const [priority, setPriority] = useState<Priority | typeof NONE>(NONE);
  const [saving, setSaving] = useState(false);
  const [attempted, setAttempted] = useState(false);

  const calculation = options.data ? toCalculation(draft, options.data) : null;
  const changeDraft = (next: CalculationDraft) => {
    setDraft(next);
    setPreview(null);
  };
  const calculate = async () => {
    if (!calculation) return;
    setCalculating(true);
    try {
      setPreview(await run(() => previewDeadline(calculation)));
    } catch {
      setPreview(null);
    } finally {
      setCalculating(false);
    }
  };

  const common = {
    description: description.trim() || undefined,
    caseId: caseId === NONE ? null : caseId,
    ...(priority === NONE ? {} : { priority }),
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setAttempted(true);
    const input =
      mode === "computed"
        ? calculation && preview
          ? { mode, calculation, title: title.trim() || undefined, ...common }
          : null
        : title.trim() && date
          ? { mode, title: title.trim(), deadlineDate: date, ...common }
          : null;
    if (!input) return;
    setSaving(true);
    try {
      await run(() => actions.create(input), { title: t.cases.deadlineSaved });
      onOpenChange(false);
    } catch {
      // useAction showed the reason; the dialog stays open with what was typed.
    } finally {
      setSaving(false);
    }
  };

  const titleError = mode === "custom" && attempted && !title.trim() ? t.cases.required : undefined;
  const dateError = mode === "custom" && attempted && !date ? t.cases.required : undefined;
  const previewMissing = mode === "computed" && attempted && !preview ? t.cases.calculateFirst : undefined;
  const titleHint = mode === "computed" ? t.cases.titleHint : undefined;

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={t.cases.newDeadlineTitle}
        description={t.cases.newDeadlineHint}
        closeLabel={t.common.close}
        className="sm:max-w-2xl"
      >
        <form onSubmit={submit} className="space-y-5" noValidate>
          <fieldset className="grid grid-cols-2 gap-1 rounded-lg bg-slate-100 p-1">
            <legend className="sr-only">{t.cases.newDeadlineTitle}</legend>
            {(["computed", "custom"] as const).map((m) => (
              <label
                key={m}
                className={cn(
                  "cursor-pointer rounded-md px-3 py-2 text-center text-sm font-medium text-slate-700",
                  "has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-navy-600",
                  mode === m && "bg-white text-navy-900 shadow-sm",
                )}
              >
                <input
                  type="radio"
                  name="deadline-mode"
                  value={m}
                  checked={mode === m}
                  onChange={() => setMode(m)}
                  className="sr-only"
                />
                {m === "computed" ? t.cases.modeComputed : t.cases.modeCustom}
              </label>
            ))}
          </fieldset>

          {mode === "computed" ? (
            options.error ? (
              <p role="alert" className="text-sm text-red-700">
                {options.error.message}
              </p>
            ) : !options.data ? (
              <Spinner label={t.common.loading} />
            ) : (
              <div className="space-y-4">
                <ComputedFields draft={draft} onChange={changeDraft} options={options.data} />
                <div className="flex flex-wrap items-center gap-3">
                  <Button variant="secondary" onClick={calculate} disabled={!calculation || calculating}>
                    {calculating ? t.cases.calculating : t.cases.calculate}
                  </Button>
                  {previewMissing && (
                    <p role="alert" className="text-sm text-red-700">
                      {previewMissing}
                    </p>
                  )}
                </div>
                {preview && <AuditView result={preview} />}
              </div>
            )
          ) : (
            <Field id="dl-date" label={t.cases.dueDate} error={dateError}>
              <Input
                id="dl-date"
                type="date"
                value={date}
                onChange={(e) => setDate(e.target.value)}
                aria-invalid={dateError ? true : undefined}
                aria-describedby={describedBy("dl-date", { error: dateError })}
              />
            </Field>
          )}

          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            <Field id="dl-title" label={t.cases.title} hint={titleHint} error={titleError}>
              <Input
                id="dl-title"
                value={title}
                maxLength={200}
                onChange={(e) => setTitle(e.target.value)}
                aria-invalid={titleError ? true : undefined}
                aria-describedby={describedBy("dl-title", { hint: titleHint, error: titleError })}
              />
            </Field>
            <Field id="dl-case" label={t.cases.case}>
              <Select
                id="dl-case"
                value={caseId}
                onValueChange={setCaseId}
                options={[
                  { value: NONE, label: t.cases.noCase },
                  ...cases.map((c) => ({ value: c.id, label: c.title })),
                ]}
              />
            </Field>
            <Field id="dl-priority" label={t.cases.priority}>
              <Select
                id="dl-priority"
                value={priority}
                onValueChange={(v) => setPriority(v as Priority | typeof NONE)}
                options={[
                  { value: NONE, label: t.cases.priorityAuto },
                  ...PRIORITIES.map((p) => ({ value: p, label: t.values.priority[p] })),
                ]}
              />
            </Field>
          </div>
          <Field id="dl-description" label={t.cases.descriptionLabel}>
            <Textarea
              id="dl-description"
              value={description}
              maxLength={2000}
              onChange={(e) => setDescription(e.target.value)}
            />
          </Field>
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={() => onOpenChange(false)}>
              {t.common.cancel}
            </Button>
            <Button type="submit" disabled={saving}>
              {t.common.save}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
