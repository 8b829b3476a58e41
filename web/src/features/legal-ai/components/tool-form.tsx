import type { FormEvent, ReactNode } from "react";
import { useId, useRef, useState } from "react";
import { JURISDICTIONS, type Jurisdiction, LANGUAGES, type Language } from "../../../../../common/vocabulary.ts";
import { Button } from "../../../components/ui/button.tsx";
import { Field } from "../../../components/ui/field.tsx";
import { Input } from "../../../components/ui/input.tsx";
import { useI18n } from "../../../i18n/i18n.tsx";
import type { Checked } from "./form-rules.ts";
import { LegalAiSelect } from "./legal-ai-select.tsx";

/** The control's aria props for a field with an optional error (the error text is the field's describedby). */
export function invalid(id: string, error: string | undefined) {
  return error ? { "aria-invalid": true, "aria-describedby": `${id}-error` } : {};
}

/** The aria props of a field with a hint: the error describes it while there is one, the hint otherwise. */
export function hinted(id: string, error: string | undefined) {
  return error ? invalid(id, error) : { "aria-describedby": `${id}-hint` };
}

/**
 * A tool form's state: the values (jurisdiction and language default to the user's language), a patch setter,
 * the ids' prefix and the Legal AI texts.
 */
export function useToolValues<V extends object>(
  initial: (defaults: { jurisdiction: Jurisdiction | ""; language: Language }) => V,
) {
  const { t, language } = useI18n();
  const id = useId();
  const [values, setValues] = useState(() => initial({ jurisdiction: language === "pt" ? "brazil" : "usa", language }));
  const set = (patch: Partial<V>) => setValues((v) => ({ ...v, ...patch }));
  return { s: t.legalAi, language, id, values, set };
}

/**
 * A tool's form: checks the values on submit, shows one message per wrong field and moves focus to the first,
 * or hands the request to `onValid`. noValidate: the messages are ours, in the user's language, not the browser's.
 */
export function ToolForm<R>({
  label,
  check,
  onValid,
  busy,
  submitLabel,
  children,
}: {
  label: string;
  check: () => Checked<R>;
  onValid: (request: R) => void;
  busy: boolean;
  submitLabel: string;
  children: (errors: Record<string, string>) => ReactNode;
}) {
  const { t } = useI18n();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const form = useRef<HTMLFormElement>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = check();
    if (!checked.ok) {
      setErrors(checked.errors);
      requestAnimationFrame(() => form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    setErrors({});
    onValid(checked.request);
  };
  return (
    <form ref={form} onSubmit={submit} noValidate aria-label={label} className="space-y-4">
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">{children(errors)}</div>
      <Button type="submit" disabled={busy} aria-busy={busy} className="w-full sm:w-auto">
        {busy ? t.legalAi.working : submitLabel}
      </Button>
    </form>
  );
}

export function JurisdictionField({
  id,
  value,
  onChange,
  error,
}: {
  id: string;
  value: Jurisdiction | "";
  onChange: (value: Jurisdiction) => void;
  error?: string;
}) {
  const { t } = useI18n();
  return (
    <Field id={id} label={t.legalAi.fields.jurisdiction} error={error}>
      <LegalAiSelect
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value as Jurisdiction)}
        {...invalid(id, error)}
      >
        <option value="" disabled>
          {t.legalAi.options.choose}
        </option>
        {[...JURISDICTIONS].reverse().map((j) => (
          <option key={j} value={j}>
            {t.values.jurisdiction[j]}
          </option>
        ))}
      </LegalAiSelect>
    </Field>
  );
}

export function LanguageField({
  id,
  value,
  onChange,
}: {
  id: string;
  value: Language;
  onChange: (value: Language) => void;
}) {
  const { t } = useI18n();
  return (
    <Field id={id} label={t.legalAi.fields.language}>
      <LegalAiSelect id={id} value={value} onChange={(e) => onChange(e.target.value as Language)}>
        {LANGUAGES.map((l) => (
          <option key={l} value={l}>
            {t.values.language[l]}
          </option>
        ))}
      </LegalAiSelect>
    </Field>
  );
}

/** A US state as its two-letter code (the clause's or the court's state: the label says which). */
export function UsStateField({
  id,
  label,
  hint,
  value,
  onChange,
  error,
}: {
  id: string;
  label: string;
  hint: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
}) {
  return (
    <Field id={id} label={label} hint={hint} error={error}>
      <Input
        id={id}
        value={value}
        maxLength={2}
        autoCapitalize="characters"
        className="uppercase"
        onChange={(e) => onChange(e.target.value)}
        {...hinted(id, error)}
      />
    </Field>
  );
}

/** A full-width row inside the form's two-column grid. */
export function Wide({ children }: { children: ReactNode }) {
  return <div className="sm:col-span-2">{children}</div>;
}
