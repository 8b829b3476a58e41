import type { LegalResearchRequest, LegalResearchResponse } from "../../../../../common/api/legal-ai.ts";
import { RESEARCH_DEPTHS, RESEARCH_SOURCES } from "../../../../../common/vocabulary.ts";
import { Checkbox } from "../../../components/ui/checkbox.tsx";
import { Field } from "../../../components/ui/field.tsx";
import { Label } from "../../../components/ui/label.tsx";
import { Textarea } from "../../../components/ui/textarea.tsx";
import { checkResearch } from "./form-rules.ts";
import { LegalAiSelect } from "./legal-ai-select.tsx";
import { ResearchMemoView } from "./research-memo.tsx";
import { type Answer, ResultCard } from "./result-card.tsx";
import { invalid, JurisdictionField, LanguageField, ToolForm, useToolValues, Wide } from "./tool-form.tsx";

type Source = (typeof RESEARCH_SOURCES)[number];

export function ResearchTab({
  answer,
  onSubmit,
}: {
  answer: Answer<LegalResearchResponse> | undefined;
  onSubmit: (request: LegalResearchRequest) => void;
}) {
  const { s, id, values, set } = useToolValues((defaults) => ({
    topic: "",
    sources: [] as Source[],
    depth: "basic",
    ...defaults,
  }));
  const toggle = (source: Source, on: boolean) =>
    set({ sources: RESEARCH_SOURCES.filter((x) => (x === source ? on : values.sources.includes(x))) });

  return (
    <div className="space-y-6">
      <ToolForm
        label={s.tabs.research}
        check={() => checkResearch(values, s)}
        onValid={onSubmit}
        busy={answer?.status === "loading"}
        submitLabel={s.submit.research}
      >
        {(errors) => (
          <>
            <Wide>
              <Field id={`${id}-topic`} label={s.fields.topic} error={errors.topic}>
                <Textarea
                  id={`${id}-topic`}
                  value={values.topic}
                  rows={3}
                  maxLength={500}
                  onChange={(e) => set({ topic: e.target.value })}
                  {...invalid(`${id}-topic`, errors.topic)}
                />
              </Field>
            </Wide>
            <Wide>
              <fieldset aria-describedby={`${id}-sources-hint`}>
                <legend className="text-sm font-medium text-slate-800">{s.fields.sources}</legend>
                <div className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
                  {RESEARCH_SOURCES.map((source) => (
                    <div key={source} className="flex items-center gap-2">
                      <Checkbox
                        id={`${id}-src-${source}`}
                        checked={values.sources.includes(source)}
                        onCheckedChange={(checked) => toggle(source, checked === true)}
                      />
                      <Label htmlFor={`${id}-src-${source}`} className="font-normal">
                        {s.options.source[source]}
                      </Label>
                    </div>
                  ))}
                </div>
                <p id={`${id}-sources-hint`} className="mt-1 text-xs text-slate-500">
                  {s.fields.sourcesHint}
                </p>
              </fieldset>
            </Wide>
            <Field id={`${id}-depth`} label={s.fields.depth} error={errors.depth}>
              <LegalAiSelect
                id={`${id}-depth`}
                value={values.depth}
                onChange={(e) => set({ depth: e.target.value })}
                {...invalid(`${id}-depth`, errors.depth)}
              >
                {RESEARCH_DEPTHS.map((d) => (
                  <option key={d} value={d}>
                    {s.options.depth[d]}
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
            <LanguageField id={`${id}-lang`} value={values.language} onChange={(l) => set({ language: l })} />
          </>
        )}
      </ToolForm>
      <ResultCard
        answer={answer}
        title={`${s.tabs.research} ${values.topic.slice(0, 40)}`}
        view={(response) => response.memo && <ResearchMemoView response={response} />}
      />
    </div>
  );
}
