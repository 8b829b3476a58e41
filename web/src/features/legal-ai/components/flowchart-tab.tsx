import type { FlowchartResponse, GenerateFlowchartRequest } from "../../../../../common/api/legal-ai.ts";
import { Button } from "../../../components/ui/button.tsx";
import { Field } from "../../../components/ui/field.tsx";
import { Input } from "../../../components/ui/input.tsx";
import { useI18n } from "../../../i18n/i18n.tsx";
import { FlowchartDiagram } from "./flowchart-diagram.tsx";
import { checkFlowchart } from "./form-rules.ts";
import { type Answer, ResultCard } from "./result-card.tsx";
import { hinted, JurisdictionField, LanguageField, ToolForm, useToolValues, Wide } from "./tool-form.tsx";

export function FlowchartTab({
  answer,
  onSubmit,
}: {
  answer: Answer<FlowchartResponse> | undefined;
  onSubmit: (request: GenerateFlowchartRequest) => void;
}) {
  const { s, id, values, set } = useToolValues((defaults) => ({
    procedure: "",
    ...defaults,
  }));
  const choose = (procedure: string) => {
    set({ procedure });
    const checked = checkFlowchart({ ...values, procedure }, s);
    if (checked.ok) onSubmit(checked.request);
  };

  return (
    <div className="space-y-6">
      <ToolForm
        label={s.tabs.flowchart}
        check={() => checkFlowchart(values, s)}
        onValid={onSubmit}
        busy={answer?.status === "loading"}
        submitLabel={s.submit.flowchart}
      >
        {(errors) => (
          <>
            <Wide>
              <Field
                id={`${id}-proc`}
                label={s.fields.procedure}
                hint={s.fields.procedureHint}
                error={errors.procedure}
              >
                <Input
                  id={`${id}-proc`}
                  value={values.procedure}
                  maxLength={200}
                  onChange={(e) => set({ procedure: e.target.value })}
                  {...hinted(`${id}-proc`, errors.procedure)}
                />
              </Field>
            </Wide>
            <JurisdictionField
              id={`${id}-jur`}
              value={values.jurisdiction}
              onChange={(jurisdiction) => set({ jurisdiction })}
              error={errors.jurisdiction}
            />
            <LanguageField id={`${id}-lang`} value={values.language} onChange={(l) => set({ language: l })} />
          </>
        )}
      </ToolForm>
      <ResultCard
        answer={answer}
        title={`${s.tabs.flowchart} ${values.procedure}`}
        view={(response) => <FlowchartDetails response={response} onChoose={choose} />}
      />
    </div>
  );
}

function FlowchartDetails({ response, onChoose }: { response: FlowchartResponse; onChoose: (name: string) => void }) {
  const { t } = useI18n();
  const s = t.legalAi.flowchart;
  const name = response.procedure?.name ?? t.legalAi.tabs.flowchart;
  return (
    <div className="space-y-4">
      {response.mermaid && <FlowchartDiagram source={response.mermaid} name={name} />}
      {response.suggestions.length > 0 && (
        <div className="flex flex-wrap items-center gap-2 text-sm">
          <span className="text-slate-600">{s.suggestions}</span>
          {response.suggestions.map((sug) => (
            <Button key={sug.id} variant="secondary" size="sm" onClick={() => onChoose(sug.name)}>
              {sug.name}
            </Button>
          ))}
        </div>
      )}
      {response.procedure && (
        <section className="space-y-2">
          {response.procedure.legalBasis.length > 0 && (
            <p className="text-sm text-slate-700">
              <span className="font-medium text-navy-900">{s.legalBasis}: </span>
              {response.procedure.legalBasis.join("; ")}
            </p>
          )}
          {/* biome-ignore lint/a11y/noNoninteractiveTabindex: on a phone the table scrolls; keyboard users need to reach it. */}
          <div tabIndex={0} className="overflow-x-auto rounded-md border border-slate-200">
            <table className="w-full min-w-[30rem] text-left text-sm" data-testid="flowchart-steps">
              <caption className="sr-only">{s.steps}</caption>
              <thead className="bg-slate-50 text-xs uppercase tracking-wide text-slate-500">
                <tr>
                  <th scope="col" className="px-3 py-2">
                    {s.step}
                  </th>
                  <th scope="col" className="px-3 py-2">
                    {s.deadline}
                  </th>
                  <th scope="col" className="px-3 py-2">
                    {s.basis}
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {response.procedure.steps.map((step) => (
                  <tr key={step.id}>
                    <td className="px-3 py-1.5">{step.label}</td>
                    <td className="px-3 py-1.5 text-slate-700">{step.deadline ?? "—"}</td>
                    <td className="px-3 py-1.5 text-slate-700">{step.basis ?? "—"}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      )}
    </div>
  );
}
