import { ExternalLink, FileText } from "lucide-react";
import type {
  JurisprudenceDecision,
  JurisprudenceSearchRequest,
  JurisprudenceSearchResponse,
} from "../../../../../common/api/legal-ai.ts";
import { COURTS } from "../../../../../common/vocabulary.ts";
import { Badge } from "../../../components/ui/badge.tsx";
import { Excerpt } from "../../../components/ui/excerpt.tsx";
import { Field } from "../../../components/ui/field.tsx";
import { Input } from "../../../components/ui/input.tsx";
import { useI18n } from "../../../i18n/i18n.tsx";
import { formatIsoDay } from "../../../lib/format.ts";
import { documentHref } from "./document-link.ts";
import { checkJurisprudence } from "./form-rules.ts";
import { LegalAiSelect } from "./legal-ai-select.tsx";
import { type Answer, ResultCard } from "./result-card.tsx";
import { hinted, invalid, JurisdictionField, LanguageField, ToolForm, useToolValues, Wide } from "./tool-form.tsx";

/** US courts by their CourtListener ids, labelled as a citation writes them (the same in both languages). */
const US_CIRCUITS = [
  ["ca1", "1st Cir."],
  ["ca2", "2d Cir."],
  ["ca3", "3d Cir."],
  ["ca4", "4th Cir."],
  ["ca5", "5th Cir."],
  ["ca6", "6th Cir."],
  ["ca7", "7th Cir."],
  ["ca8", "8th Cir."],
  ["ca9", "9th Cir."],
  ["ca10", "10th Cir."],
  ["ca11", "11th Cir."],
  ["cadc", "D.C. Cir."],
  ["cafc", "Fed. Cir."],
] as const;

export function JurisprudenceTab({
  answer,
  onSubmit,
}: {
  answer: Answer<JurisprudenceSearchResponse> | undefined;
  onSubmit: (request: JurisprudenceSearchRequest) => void;
}) {
  const { s, id, values, set } = useToolValues((defaults) => ({
    court: "",
    keywords: "",
    theme: "",
    period: "",
    ...defaults,
  }));
  const courts: (readonly [string, string])[] =
    values.jurisdiction === "usa" ? [["scotus", s.usSupremeCourt], ...US_CIRCUITS] : COURTS.map((c) => [c, c]);

  return (
    <div className="space-y-6">
      <ToolForm
        label={s.tabs.jurisprudence}
        check={() => checkJurisprudence(values, s)}
        onValid={onSubmit}
        busy={answer?.status === "loading"}
        submitLabel={s.submit.jurisprudence}
      >
        {(errors) => (
          <>
            <JurisdictionField
              id={`${id}-jur`}
              value={values.jurisdiction}
              onChange={(jurisdiction) => set({ jurisdiction, court: "" })}
              error={errors.jurisdiction}
            />
            <Field id={`${id}-court`} label={s.fields.court} error={errors.court}>
              <LegalAiSelect
                id={`${id}-court`}
                value={values.court}
                onChange={(e) => set({ court: e.target.value })}
                {...invalid(`${id}-court`, errors.court)}
              >
                <option value="">{s.options.choose}</option>
                {courts.map(([value, label]) => (
                  <option key={value} value={value}>
                    {label}
                  </option>
                ))}
              </LegalAiSelect>
            </Field>
            <Wide>
              <Field id={`${id}-theme`} label={s.fields.theme} error={errors.theme}>
                <Input
                  id={`${id}-theme`}
                  value={values.theme}
                  maxLength={200}
                  onChange={(e) => set({ theme: e.target.value })}
                  {...invalid(`${id}-theme`, errors.theme)}
                />
              </Field>
            </Wide>
            <Field id={`${id}-kw`} label={s.fields.keywords} hint={s.fields.keywordsHint} error={errors.keywords}>
              <Input
                id={`${id}-kw`}
                value={values.keywords}
                onChange={(e) => set({ keywords: e.target.value })}
                {...hinted(`${id}-kw`, errors.keywords)}
              />
            </Field>
            <Field id={`${id}-period`} label={s.fields.period} hint={s.fields.periodHint} error={errors.period}>
              <Input
                id={`${id}-period`}
                value={values.period}
                inputMode="numeric"
                maxLength={21}
                placeholder="2019-2024"
                onChange={(e) => set({ period: e.target.value })}
                {...hinted(`${id}-period`, errors.period)}
              />
            </Field>
            <LanguageField id={`${id}-lang`} value={values.language} onChange={(l) => set({ language: l })} />
          </>
        )}
      </ToolForm>
      <ResultCard
        answer={answer}
        title={`${s.tabs.jurisprudence} ${values.theme}`}
        view={(response) => <Decisions response={response} />}
      />
    </div>
  );
}

function Decisions({ response }: { response: JurisprudenceSearchResponse }) {
  const { t, locale } = useI18n();
  const s = t.legalAi.jurisprudence;
  return (
    <div className="space-y-4">
      {response.synthesis && (
        <section>
          <h3 className="font-serif text-base font-semibold text-navy-900">{s.synthesis}</h3>
          <p className="mt-1 whitespace-pre-wrap text-sm text-slate-800">{response.synthesis}</p>
        </section>
      )}
      <section>
        <h3 className="font-serif text-base font-semibold text-navy-900">
          {s.decisions} <Badge>{response.decisions.length}</Badge>
        </h3>
        {response.decisions.length === 0 ? (
          <p className="mt-1 text-sm text-slate-600">{s.none}</p>
        ) : (
          <ul className="mt-2 space-y-3" data-testid="decisions">
            {response.decisions.map((d) => (
              <DecisionItem key={d.ref} decision={d} locale={locale} />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

function DecisionItem({ decision: d, locale }: { decision: JurisprudenceDecision; locale: string }) {
  const { t } = useI18n();
  const s = t.legalAi.jurisprudence;
  const meta = [d.court, d.date ? formatIsoDay(d.date, locale) : null, d.caseNumber].filter(Boolean).join(" · ");
  const href = d.documentId ? documentHref(d.documentId) : d.url;
  return (
    <li className="rounded-md border border-slate-200 p-3">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <p className="font-medium text-navy-900">
          <span className="mr-1 text-xs text-slate-500">[{d.ref}]</span>
          {d.title}
        </p>
        {d.outcome && <Badge tone="info">{d.outcome}</Badge>}
      </div>
      {meta && <p className="text-xs text-slate-600">{meta}</p>}
      {d.amounts.length > 0 && <p className="mt-1 text-xs text-slate-700">{d.amounts.join(" · ")}</p>}
      {d.excerpt && <Excerpt text={d.excerpt} className="mt-2 text-sm text-slate-700" />}
      {href && (
        <a
          href={href}
          target="_blank"
          rel="noopener noreferrer"
          className="mt-2 inline-flex items-center gap-1 text-sm text-navy-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-navy-600"
        >
          {d.documentId ? (
            <FileText className="h-4 w-4" aria-hidden />
          ) : (
            <ExternalLink className="h-4 w-4" aria-hidden />
          )}
          {d.documentId ? s.openDocument : s.openSource}
        </a>
      )}
    </li>
  );
}
