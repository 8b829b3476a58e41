import { Copy, Download, Info } from "lucide-react";
import { type ReactNode, useId } from "react";
import type { LegalAiEnvelope } from "../../../../../common/api/legal-ai.ts";
import { Button } from "../../../components/ui/button.tsx";
import { Spinner } from "../../../components/ui/spinner.tsx";
import { useToast } from "../../../components/ui/toast.tsx";
import { format, useI18n } from "../../../i18n/i18n.tsx";
import { formatDateTime } from "../../../lib/format.ts";
import { downloadText } from "./downloads.ts";
import { errorMessage } from "./form-rules.ts";

/** Where one tool's last submission stands. */
export type Answer<R extends LegalAiEnvelope> =
  | { status: "loading" }
  | { status: "failed"; error: unknown }
  /** `input`: what a stored result was asked with (a fresh answer's request is in its form). */
  | { status: "done"; response: R; input?: Record<string, unknown> };

/**
 * The result card (docs/requirements.md §2, Legal AI page): the result text with whitespace preserved, or 'Error: '
 * and the message; who wrote it, which sources were consulted, what was removed for lack of a source; copy and
 * download. `view` is the tool's structured rendering shown above the text, `after` what belongs below it.
 */
export function ResultCard<R extends LegalAiEnvelope>(props: {
  answer: Answer<R> | undefined;
  title: string;
  view?: (response: R) => ReactNode;
  after?: (response: R) => ReactNode;
  actions?: (response: R) => ReactNode;
}) {
  const { t } = useI18n();
  const id = useId();
  return (
    <section aria-labelledby={`${id}-title`} className="border-t border-slate-100 pt-5">
      <h2 id={`${id}-title`} className="mb-3 font-serif text-lg font-semibold text-navy-900">
        {t.legalAi.result.title}
      </h2>
      {/* A short announcement, not the whole clause or memo read aloud; errors announce themselves (role=alert). */}
      <p role="status" className="sr-only">
        {props.answer?.status === "done" && props.answer.response.success ? t.legalAi.result.ready : ""}
      </p>
      <ResultBody {...props} />
    </section>
  );
}

function ResultBody<R extends LegalAiEnvelope>({
  answer,
  title,
  view,
  after,
  actions,
}: {
  answer: Answer<R> | undefined;
  title: string;
  view?: (response: R) => ReactNode;
  after?: (response: R) => ReactNode;
  actions?: (response: R) => ReactNode;
}) {
  const { t, locale } = useI18n();
  const { toast } = useToast();
  const s = t.legalAi;

  if (!answer) return <p className="text-sm text-slate-500">{s.result.empty}</p>;
  if (answer.status === "loading") return <Spinner label={s.working} />;

  const failure =
    answer.status === "failed"
      ? errorMessage(answer.error, t)
      : answer.response.success
        ? null
        : errorMessage(answer.response.error ?? "", t);
  if (failure !== null || answer.status !== "done") {
    return (
      <p
        role="alert"
        data-testid="legal-ai-error"
        className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800"
      >
        {s.errorPrefix}
        {failure}
      </p>
    );
  }

  const response = answer.response;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(response.result);
      toast({ title: s.result.copied, variant: "success" });
    } catch {
      toast({ title: s.result.copyFailed, variant: "destructive" });
    }
  };

  return (
    <div className="space-y-4" data-testid="legal-ai-result">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-xs text-slate-500" data-testid="result-provenance">
          {format(s.result.writtenBy, {
            provider: response.providerLabel,
            date: formatDateTime(response.generatedAt, locale),
          })}
        </p>
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" size="sm" onClick={() => void copy()}>
            <Copy className="h-4 w-4" aria-hidden />
            {s.result.copy}
          </Button>
          <Button variant="secondary" size="sm" onClick={() => downloadText(response.result, title)}>
            <Download className="h-4 w-4" aria-hidden />
            {s.result.downloadTxt}
          </Button>
          {actions?.(response)}
        </div>
      </div>
      {response.provider === "local" && (
        <p
          className="flex items-start gap-2 rounded-md border border-navy-100 bg-navy-50 p-3 text-sm text-navy-800"
          data-testid="local-mode-notice"
        >
          <Info className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
          {s.result.localMode}
        </p>
      )}
      {view?.(response)}
      {/* Shown whole (no inner scroll): a clause or memo is read and checked line by line. */}
      <pre
        className="whitespace-pre-wrap break-words rounded-md border border-slate-200 bg-slate-50 p-4 font-sans text-sm leading-relaxed text-ink"
        data-testid="result-text"
      >
        {response.result}
      </pre>
      {after?.(response)}
      <Provenance response={response} />
    </div>
  );
}

function Provenance({ response }: { response: LegalAiEnvelope }) {
  const { t } = useI18n();
  const s = t.legalAi;
  return (
    <div className="space-y-3 text-sm">
      {response.sourcesUsed.length > 0 && (
        <div>
          <h3 className="text-xs font-medium uppercase tracking-wide text-slate-500">{s.result.sourcesUsed}</h3>
          <ul className="mt-1 flex flex-wrap gap-2" data-testid="sources-used">
            {response.sourcesUsed.map((use) => (
              <li
                key={use.source}
                className="rounded-full border border-slate-200 bg-white px-2.5 py-0.5 text-xs text-slate-700"
                title={use.note ?? undefined}
              >
                {s.sourceName[use.source]}: {format(s.result.sourceStatus[use.status], { count: use.count })}
              </li>
            ))}
          </ul>
        </div>
      )}
      {response.flags.length > 0 && (
        <div className="rounded-md border border-amber-200 bg-amber-50 p-3 text-amber-900">
          <h3 className="font-medium">{s.result.flagsTitle}</h3>
          <ul className="mt-1 list-disc space-y-0.5 pl-5">
            {response.flags.map((flag) => (
              <li key={`${flag.kind}:${flag.text}`}>{flag.text}</li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
