import { ExternalLink, FileText } from "lucide-react";
import type { ReactNode } from "react";
import type { LegalResearchResponse } from "../../../../../common/api/legal-ai.ts";
import { Excerpt } from "../../../components/ui/excerpt.tsx";
import { useI18n } from "../../../i18n/i18n.tsx";
import { documentHref } from "./document-link.ts";

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-1">
      <h3 className="font-serif text-base font-semibold text-navy-900">{title}</h3>
      {children}
    </section>
  );
}

/** The memo: question, rules, analysis, open points and sources; a source in the user's documents links to it. */
export function ResearchMemoView({ response }: { response: LegalResearchResponse }) {
  const { t } = useI18n();
  const s = t.legalAi.research;
  const memo = response.memo;
  if (!memo) return null;
  const cited = new Set(memo.sourceRefs);
  const sources = response.sources.filter((src) => cited.size === 0 || cited.has(src.ref));
  const none = <p className="text-sm text-slate-500">{s.none}</p>;

  return (
    <article className="space-y-4 rounded-md border border-slate-200 p-4" data-testid="research-memo">
      <Section title={s.question}>
        <p className="text-sm text-slate-800">{memo.question}</p>
      </Section>
      <Section title={s.rules}>
        {memo.rules.length === 0 ? (
          none
        ) : (
          <ul className="space-y-2 text-sm">
            {memo.rules.map((rule) => (
              <li key={rule.ref}>
                <p className="font-medium text-ink">
                  <span className="mr-1 text-xs text-slate-500">[{rule.ref}]</span>
                  {rule.citation} — {rule.title}
                </p>
                <p className="text-slate-700">{rule.summary}</p>
              </li>
            ))}
          </ul>
        )}
      </Section>
      <Section title={s.analysis}>
        {memo.analysis.length === 0
          ? none
          : memo.analysis.map((paragraph) => (
              <p key={paragraph} className="text-sm text-slate-800">
                {paragraph}
              </p>
            ))}
      </Section>
      <Section title={s.openPoints}>
        {memo.openPoints.length === 0 ? (
          none
        ) : (
          <ul className="list-disc space-y-1 pl-5 text-sm text-slate-800">
            {memo.openPoints.map((point) => (
              <li key={point}>{point}</li>
            ))}
          </ul>
        )}
      </Section>
      <Section title={s.sources}>
        {sources.length === 0 ? (
          none
        ) : (
          <ol className="space-y-2 text-sm" data-testid="memo-sources">
            {sources.map((src) => {
              const href = src.documentId ? documentHref(src.documentId) : src.url;
              const label = (
                <>
                  <span className="mr-1 text-xs text-slate-500">[{src.ref}]</span>
                  {src.title}
                  {src.citation && !src.title.includes(src.citation) ? ` (${src.citation})` : ""}
                </>
              );
              return (
                <li key={src.ref}>
                  {href ? (
                    <a
                      href={href}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="inline-flex items-start gap-1 text-navy-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-navy-600"
                    >
                      {src.documentId ? (
                        <FileText className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
                      ) : (
                        <ExternalLink className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
                      )}
                      <span>{label}</span>
                    </a>
                  ) : (
                    <span className="text-slate-800">{label}</span>
                  )}
                  {src.excerpt && <Excerpt text={`“${src.excerpt}”`} className="mt-0.5 pl-5 text-slate-600" />}
                </li>
              );
            })}
          </ol>
        )}
      </Section>
    </article>
  );
}
