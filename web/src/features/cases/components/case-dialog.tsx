import { type FormEvent, useState } from "react";
import type { CaseDto, CreateCaseInput } from "../../../../../common/api/cases.ts";
import { CASE_STATUSES, type CaseStatus } from "../../../../../common/vocabulary.ts";
import { Button } from "../../../components/ui/button.tsx";
import { Dialog, DialogContent } from "../../../components/ui/dialog.tsx";
import { describedBy, Field } from "../../../components/ui/field.tsx";
import { Input } from "../../../components/ui/input.tsx";
import { Select } from "../../../components/ui/select.tsx";
import { Textarea } from "../../../components/ui/textarea.tsx";
import { useI18n } from "../../../i18n/i18n.tsx";
import { useCaseActions } from "../api/use-cases.ts";
import { useDeadlineOptions } from "../api/use-deadlines.ts";
import { CaseDocuments } from "./case-documents.tsx";
import { useAction } from "./use-action.ts";

const NO_COURT = "none";

/** New or edit case: title, description, status, CNJ case number, court and client; documents once it exists. */
export function CaseDialog({
  open,
  onOpenChange,
  existing,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  existing?: CaseDto;
}) {
  const { t, language } = useI18n();
  const options = useDeadlineOptions(language);
  const actions = useCaseActions();
  const run = useAction();
  const [title, setTitle] = useState(existing?.title ?? "");
  const [description, setDescription] = useState(existing?.description ?? "");
  const [status, setStatus] = useState<CaseStatus>(existing?.status ?? "active");
  const [caseNumber, setCaseNumber] = useState(existing?.caseNumber ?? "");
  const [court, setCourt] = useState(existing?.court ?? NO_COURT);
  const [client, setClient] = useState(existing?.client ?? "");
  const [attempted, setAttempted] = useState(false);
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setAttempted(true);
    if (!title.trim()) return;
    const fields = {
      title: title.trim(),
      description: description.trim(),
      status,
      caseNumber: caseNumber.trim(),
      client: client.trim(),
    };
    setSaving(true);
    try {
      if (existing) {
        await run(
          () =>
            actions.update(existing.id, {
              ...fields,
              // Cleared optional fields become null so the server forgets them.
              description: fields.description || null,
              caseNumber: fields.caseNumber || null,
              client: fields.client || null,
              court: court === NO_COURT ? null : court,
            }),
          { title: t.cases.caseSaved },
        );
      } else {
        const input: CreateCaseInput = {
          title: fields.title,
          status,
          ...(fields.description ? { description: fields.description } : {}),
          ...(fields.caseNumber ? { caseNumber: fields.caseNumber } : {}),
          ...(fields.client ? { client: fields.client } : {}),
          ...(court === NO_COURT ? {} : { court }),
        };
        await run(() => actions.create(input), { title: t.cases.caseSaved });
      }
      onOpenChange(false);
    } catch {
      // useAction showed the server's reason (e.g. an invalid CNJ number); the dialog keeps what was typed.
    } finally {
      setSaving(false);
    }
  };

  const titleError = attempted && !title.trim() ? t.cases.required : undefined;
  const courts = options.data?.courts ?? [];
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={existing ? t.cases.editCaseTitle : t.cases.newCaseTitle}
        closeLabel={t.common.close}
        className="sm:max-w-2xl"
      >
        <form onSubmit={submit} className="space-y-4" noValidate>
          <Field id="case-title" label={t.cases.caseTitle} error={titleError}>
            <Input
              id="case-title"
              value={title}
              maxLength={200}
              onChange={(e) => setTitle(e.target.value)}
              aria-invalid={titleError ? true : undefined}
              aria-describedby={describedBy("case-title", { error: titleError })}
            />
          </Field>
          <Field id="case-description" label={t.cases.descriptionLabel}>
            <Textarea
              id="case-description"
              value={description}
              maxLength={2000}
              onChange={(e) => setDescription(e.target.value)}
            />
          </Field>
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            <Field id="case-status" label={t.cases.caseStatus}>
              <Select
                id="case-status"
                value={status}
                onValueChange={(v) => setStatus(v as CaseStatus)}
                options={CASE_STATUSES.map((s) => ({ value: s, label: t.cases.status[s] }))}
              />
            </Field>
            <Field id="case-client" label={t.cases.client}>
              <Input id="case-client" value={client} maxLength={200} onChange={(e) => setClient(e.target.value)} />
            </Field>
            <Field id="case-court" label={t.cases.court}>
              <Select
                id="case-court"
                value={court}
                onValueChange={setCourt}
                options={[
                  { value: NO_COURT, label: t.cases.noCourt },
                  ...courts.map((c) => ({ value: c.id, label: c.name })),
                ]}
              />
            </Field>
            <Field id="case-number" label={t.cases.caseNumber} hint={t.cases.caseNumberHint}>
              <Input
                id="case-number"
                value={caseNumber}
                maxLength={40}
                inputMode="text"
                onChange={(e) => setCaseNumber(e.target.value)}
                aria-describedby={describedBy("case-number", { hint: t.cases.caseNumberHint })}
              />
            </Field>
          </div>
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={() => onOpenChange(false)}>
              {t.common.cancel}
            </Button>
            <Button type="submit" disabled={saving}>
              {t.common.save}
            </Button>
          </div>
        </form>
        {existing && <CaseDocuments caseId={existing.id} />}
      </DialogContent>
    </Dialog>
  );
}
