import { FileDown } from "lucide-react";
import { useState } from "react";
import type {
  ClauseDocument,
  DraftContractClauseRequest,
  DraftContractClauseResponse,
} from "../../../../../common/api/legal-ai.ts";
import { CLAUSE_TYPES } from "../../../../../common/vocabulary.ts";
import { Button } from "../../../components/ui/button.tsx";
import { Field } from "../../../components/ui/field.tsx";
import { Input } from "../../../components/ui/input.tsx";
import { Textarea } from "../../../components/ui/textarea.tsx";
import { useToast } from "../../../components/ui/toast.tsx";
import { useI18n } from "../../../i18n/i18n.tsx";
import { clauseDocx, fileNameFrom, saveBlob } from "./downloads.ts";
import { checkClause } from "./form-rules.ts";
import { LegalAiSelect } from "./legal-ai-select.tsx";
import { type Answer, ResultCard } from "./result-card.tsx";
import {
  hinted,
  invalid,
  JurisdictionField,
  LanguageField,
  ToolForm,
  UsStateField,
  useToolValues,
  Wide,
} from "./tool-form.tsx";

export function ContractTab({
  answer,
  onSubmit,
}: {
  answer: Answer<DraftContractClauseResponse> | undefined;
  onSubmit: (request: DraftContractClauseRequest) => void;
}) {
  const { s, id, values, set } = useToolValues((defaults) => ({
    clauseType: "",
    parties: "",
    specificTerms: "",
    usState: "",
    ...defaults,
  }));

  return (
    <div className="space-y-6">
      <ToolForm
        label={s.tabs.contract}
        check={() => checkClause(values, s)}
        onValid={onSubmit}
        busy={answer?.status === "loading"}
        submitLabel={s.submit.contract}
      >
        {(errors) => (
          <>
            <Field id={`${id}-type`} label={s.fields.clauseType} error={errors.clauseType}>
              <LegalAiSelect
                id={`${id}-type`}
                value={values.clauseType}
                onChange={(e) => set({ clauseType: e.target.value })}
                {...invalid(`${id}-type`, errors.clauseType)}
              >
                <option value="">{s.options.choose}</option>
                {CLAUSE_TYPES.map((c) => (
                  <option key={c} value={c}>
                    {s.options.clauseType[c]}
                  </option>
                ))}
              </LegalAiSelect>
            </Field>
            <JurisdictionField
              id={`${id}-jur`}
              value={values.jurisdiction}
              onChange={(jurisdiction) => set({ jurisdiction })}
              error={errors.jurisdiction}
            />
            <Wide>
              <Field id={`${id}-parties`} label={s.fields.parties} hint={s.fields.partiesHint} error={errors.parties}>
                <Input
                  id={`${id}-parties`}
                  value={values.parties}
                  onChange={(e) => set({ parties: e.target.value })}
                  {...hinted(`${id}-parties`, errors.parties)}
                />
              </Field>
            </Wide>
            <Wide>
              <Field
                id={`${id}-terms`}
                label={s.fields.specificTerms}
                hint={s.fields.specificTermsHint}
                error={errors.specificTerms}
              >
                <Textarea
                  id={`${id}-terms`}
                  value={values.specificTerms}
                  rows={3}
                  onChange={(e) => set({ specificTerms: e.target.value })}
                  {...hinted(`${id}-terms`, errors.specificTerms)}
                />
              </Field>
            </Wide>
            {values.jurisdiction === "usa" && (
              <UsStateField
                id={`${id}-state`}
                label={s.fields.usState}
                hint={s.fields.usStateHint}
                value={values.usState}
                onChange={(usState) => set({ usState })}
                error={errors.usState}
              />
            )}
            <LanguageField id={`${id}-lang`} value={values.language} onChange={(l) => set({ language: l })} />
          </>
        )}
      </ToolForm>
      <ResultCard
        answer={answer}
        title={`${s.tabs.contract} ${values.clauseType}`}
        after={(response) => response.clause && <ClauseDetails clause={response.clause} />}
        actions={(response) => response.clause && <DocxButton clause={response.clause} />}
      />
    </div>
  );
}

function DocxButton({ clause }: { clause: ClauseDocument }) {
  const { t } = useI18n();
  const s = t.legalAi;
  const { toast } = useToast();
  const [building, setBuilding] = useState(false);
  const download = async () => {
    setBuilding(true);
    try {
      const blob = await clauseDocx(clause, { legalBasis: s.clause.legalBasis, placeholders: s.clause.placeholders });
      saveBlob(blob, fileNameFrom(clause.title, "docx"));
    } catch {
      toast({ title: s.result.downloadFailed, variant: "destructive" });
    } finally {
      setBuilding(false);
    }
  };
  return (
    <Button variant="secondary" size="sm" disabled={building} aria-busy={building} onClick={() => void download()}>
      <FileDown className="h-4 w-4" aria-hidden />
      {s.result.downloadDocx}
    </Button>
  );
}

function ClauseDetails({ clause }: { clause: ClauseDocument }) {
  const { t } = useI18n();
  const s = t.legalAi.clause;
  return (
    <div className="grid gap-4 md:grid-cols-2" data-testid="clause-details">
      {clause.legalBasis.length > 0 && (
        <section className="rounded-md border border-slate-200 p-3 md:col-span-2">
          <h3 className="text-sm font-medium text-navy-900">{s.legalBasis}</h3>
          <ul className="mt-1 space-y-1 text-sm text-slate-700">
            {clause.legalBasis.map((b) => (
              <li key={b.citation}>
                <span className="font-medium text-ink">{b.citation}</span>
                {b.note && ` — ${b.note}`}
              </li>
            ))}
          </ul>
        </section>
      )}
      {clause.openPlaceholders.length > 0 && (
        <section className="rounded-md border border-slate-200 p-3">
          <h3 className="text-sm font-medium text-navy-900">{s.placeholders}</h3>
          <ul className="mt-1 space-y-1 text-sm text-slate-700">
            {clause.openPlaceholders.map((p) => (
              <li key={p.key}>
                <code className="rounded bg-slate-100 px-1">{p.key}</code> {p.label}
              </li>
            ))}
          </ul>
        </section>
      )}
      {clause.notes.length > 0 && (
        <section className="rounded-md border border-amber-200 bg-amber-50 p-3">
          <h3 className="text-sm font-medium text-amber-900">{s.notes}</h3>
          <ul className="mt-1 list-disc space-y-1 pl-5 text-sm text-amber-900">
            {clause.notes.map((n) => (
              <li key={n}>{n}</li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
