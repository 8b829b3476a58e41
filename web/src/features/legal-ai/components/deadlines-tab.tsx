import { useState } from "react";
import type { CalculateDeadlinesRequest, CalculateDeadlinesResponse } from "../../../../../common/api/legal-ai.ts";
import {
  BASE_EVENTS,
  COUNT_UNITS,
  type Jurisdiction,
  MAX_DEADLINE_DAYS,
  PARTY_TYPES,
  SERVICE_METHODS,
} from "../../../../../common/vocabulary.ts";
import { Field } from "../../../components/ui/field.tsx";
import { Input } from "../../../components/ui/input.tsx";
import { Spinner } from "../../../components/ui/spinner.tsx";
import { useDeadlineOptions } from "../api/legal-ai-api.ts";
import { DeadlineView } from "./deadline-view.tsx";
import { CUSTOM_ACTION, checkDeadline } from "./form-rules.ts";
import { LegalAiSelect } from "./legal-ai-select.tsx";
import { type Answer, ResultCard } from "./result-card.tsx";
import { SaveDeadlineButton } from "./save-deadline-dialog.tsx";
import { invalid, JurisdictionField, LanguageField, ToolForm, UsStateField, useToolValues } from "./tool-form.tsx";

/** The double periods are Brazilian (CPC arts. 180, 183, 186); the FRCP's 60 days are for the United States. */
function partyApplies(party: (typeof PARTY_TYPES)[number], jurisdiction: Jurisdiction | ""): boolean {
  if (jurisdiction === "usa") return party === "private" || party === "united_states";
  return party !== "united_states";
}

export function DeadlinesTab({
  answer,
  onSubmit,
}: {
  answer: Answer<CalculateDeadlinesResponse> | undefined;
  onSubmit: (request: CalculateDeadlinesRequest) => void;
}) {
  const { s, language, id, values, set } = useToolValues((defaults) => ({
    actionType: "",
    court: "",
    baseDate: "",
    baseEvent: "",
    partyType: "",
    serviceMethod: "",
    usState: "",
    days: "",
    unit: "business",
    ...defaults,
  }));
  const [sent, setSent] = useState<CalculateDeadlinesRequest | null>(null);
  const options = useDeadlineOptions(values.jurisdiction || "brazil");

  return (
    <div className="space-y-6">
      <ToolForm
        label={s.tabs.deadlines}
        check={() => checkDeadline(values, s)}
        onValid={(request) => {
          setSent(request);
          onSubmit(request);
        }}
        busy={answer?.status === "loading"}
        submitLabel={s.submit.deadlines}
      >
        {(errors) => (
          <>
            <JurisdictionField
              id={`${id}-jur`}
              value={values.jurisdiction}
              onChange={(jurisdiction) =>
                set({ jurisdiction, actionType: "", court: "", baseEvent: "", partyType: "", serviceMethod: "" })
              }
              error={errors.jurisdiction}
            />
            <Field id={`${id}-date`} label={s.fields.baseDate} error={errors.baseDate}>
              <Input
                id={`${id}-date`}
                type="date"
                value={values.baseDate}
                onChange={(e) => set({ baseDate: e.target.value })}
                {...invalid(`${id}-date`, errors.baseDate)}
              />
            </Field>
            {options.error && (
              <p role="alert" className="text-sm text-red-700 sm:col-span-2">
                {s.deadline.optionsFailed}
              </p>
            )}
            {!options.data && !options.error && <Spinner label={s.deadline.loadingOptions} className="sm:col-span-2" />}
            <Field id={`${id}-action`} label={s.fields.actionType} error={errors.actionType}>
              <LegalAiSelect
                id={`${id}-action`}
                value={values.actionType}
                disabled={!options.data}
                onChange={(e) => set({ actionType: e.target.value })}
                {...invalid(`${id}-action`, errors.actionType)}
              >
                <option value="">{s.options.choose}</option>
                {options.data?.actionTypes.map((a) => (
                  <option key={a.id} value={a.id}>
                    {a.name[language]} — {a.basis}
                  </option>
                ))}
                <option value={CUSTOM_ACTION}>{s.options.custom}</option>
              </LegalAiSelect>
            </Field>
            {values.actionType === CUSTOM_ACTION && (
              <>
                <Field id={`${id}-days`} label={s.fields.days} error={errors.days}>
                  <Input
                    id={`${id}-days`}
                    type="number"
                    inputMode="numeric"
                    min={1}
                    max={MAX_DEADLINE_DAYS}
                    value={values.days}
                    onChange={(e) => set({ days: e.target.value })}
                    {...invalid(`${id}-days`, errors.days)}
                  />
                </Field>
                <Field id={`${id}-unit`} label={s.fields.unit}>
                  <LegalAiSelect id={`${id}-unit`} value={values.unit} onChange={(e) => set({ unit: e.target.value })}>
                    {COUNT_UNITS.map((u) => (
                      <option key={u} value={u}>
                        {s.options.unit[u]}
                      </option>
                    ))}
                  </LegalAiSelect>
                </Field>
              </>
            )}
            <Field id={`${id}-court`} label={s.fields.court} error={errors.court}>
              <LegalAiSelect
                id={`${id}-court`}
                value={values.court}
                disabled={!options.data}
                onChange={(e) => set({ court: e.target.value })}
                {...invalid(`${id}-court`, errors.court)}
              >
                <option value="">{s.options.choose}</option>
                {options.data?.courts.map((c) => (
                  <option key={c.id} value={c.id}>
                    {typeof c.name === "string" ? c.name : c.name[language]}
                  </option>
                ))}
              </LegalAiSelect>
            </Field>
            <Field id={`${id}-event`} label={s.fields.baseEvent}>
              <LegalAiSelect
                id={`${id}-event`}
                value={values.baseEvent}
                onChange={(e) => set({ baseEvent: e.target.value })}
              >
                <option value="">{s.options.defaultChoice}</option>
                {BASE_EVENTS.map((e) => (
                  <option key={e} value={e}>
                    {s.options.baseEvent[e]}
                  </option>
                ))}
              </LegalAiSelect>
            </Field>
            <Field id={`${id}-party`} label={s.fields.partyType}>
              <LegalAiSelect
                id={`${id}-party`}
                value={values.partyType}
                onChange={(e) => set({ partyType: e.target.value })}
              >
                <option value="">{s.options.defaultChoice}</option>
                {PARTY_TYPES.filter((p) => partyApplies(p, values.jurisdiction)).map((p) => (
                  <option key={p} value={p}>
                    {s.options.partyType[p]}
                  </option>
                ))}
              </LegalAiSelect>
            </Field>
            {values.jurisdiction === "usa" && (
              <>
                <Field id={`${id}-service`} label={s.fields.serviceMethod}>
                  <LegalAiSelect
                    id={`${id}-service`}
                    value={values.serviceMethod}
                    onChange={(e) => set({ serviceMethod: e.target.value })}
                  >
                    <option value="">{s.options.defaultChoice}</option>
                    {SERVICE_METHODS.map((m) => (
                      <option key={m} value={m}>
                        {s.options.serviceMethod[m]}
                      </option>
                    ))}
                  </LegalAiSelect>
                </Field>
                <UsStateField
                  id={`${id}-state`}
                  label={s.fields.courtState}
                  hint={s.fields.courtStateHint}
                  value={values.usState}
                  onChange={(usState) => set({ usState })}
                  error={errors.usState}
                />
              </>
            )}
            <LanguageField id={`${id}-lang`} value={values.language} onChange={(l) => set({ language: l })} />
          </>
        )}
      </ToolForm>
      <ResultCard
        answer={answer}
        title={`${s.tabs.deadlines} ${values.baseDate}`}
        view={(response) => response.deadline && <DeadlineView response={response} />}
        actions={(response) => {
          // A stored result carries the inputs it was computed from; a fresh one, the request just sent.
          const request =
            answer?.status === "done" && answer.input ? (answer.input as CalculateDeadlinesRequest) : sent;
          return response.deadline && request ? (
            <SaveDeadlineButton deadline={response.deadline} request={request} />
          ) : null;
        }}
      />
    </div>
  );
}
