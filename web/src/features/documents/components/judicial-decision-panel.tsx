import { Gavel } from "lucide-react";
import { useState } from "react";
import type { JudicialDecisionDto } from "../../../../../common/api/documents.ts";
import { Badge } from "../../../components/ui/badge.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { useI18n } from "../../../i18n/i18n.tsx";
import { fetchJudicialDecision } from "../api/documents-api.ts";

type State =
  | { kind: "idle" }
  | { kind: "loading" }
  | { kind: "found"; decision: JudicialDecisionDto }
  | { kind: "none"; message: string }
  | { kind: "error" };

const LISTS = [
  "judgeOrders",
  "conditions",
  "deadlines",
  "financialOrders",
  "proceduralOrientations",
  "appealOptions",
] as const;

/** docs/requirements.md §2 judicial decision panel: analysed on demand; each list shown only when non-empty, with a count. */
export function JudicialDecisionPanel({ documentId }: { documentId: string }) {
  const { t } = useI18n();
  const [state, setState] = useState<State>({ kind: "idle" });

  const analyze = async () => {
    setState({ kind: "loading" });
    try {
      const answer = await fetchJudicialDecision(documentId);
      if (answer.success && answer.judicialDecision) setState({ kind: "found", decision: answer.judicialDecision });
      else setState({ kind: "none", message: answer.message || t.decision.none });
    } catch {
      setState({ kind: "error" });
    }
  };

  return (
    <section className="space-y-3 rounded-lg border border-slate-200 p-4" aria-labelledby={`decision-${documentId}`}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={`decision-${documentId}`} className="flex items-center gap-2 font-semibold text-navy-900">
          <Gavel className="h-4 w-4" aria-hidden />
          {t.decision.title}
        </h3>
        <Button size="sm" variant="secondary" onClick={analyze} disabled={state.kind === "loading"}>
          {state.kind === "loading" ? t.decision.analyzing : t.decision.analyze}
        </Button>
      </div>
      <div aria-live="polite">
        {state.kind === "none" && <p className="text-sm text-slate-700">{state.message}</p>}
        {state.kind === "error" && (
          <p role="alert" className="text-sm text-red-700">
            {t.decision.error}
          </p>
        )}
        {state.kind === "found" && (
          <div className="space-y-3 text-sm" data-testid="decision-result">
            <p>
              <span className="font-medium text-slate-800">{t.decision.decisionType}: </span>
              {state.decision.decisionType}
            </p>
            <div>
              <p className="font-medium text-slate-800">{t.decision.summary}</p>
              <p className="whitespace-pre-wrap text-slate-700">{state.decision.decisionSummary}</p>
            </div>
            {LISTS.map((key) => {
              const items = state.decision[key] ?? [];
              if (items.length === 0) return null;
              return (
                <div key={key}>
                  <p className="flex items-center gap-2 font-medium text-slate-800">
                    {t.decision[key]}
                    <Badge tone="info">{items.length}</Badge>
                  </p>
                  <ul className="mt-1 list-disc space-y-1 pl-5 text-slate-700">
                    {items.map((item, i) => (
                      // biome-ignore lint/suspicious/noArrayIndexKey: items may repeat; order is stable
                      <li key={i}>{item}</li>
                    ))}
                  </ul>
                </div>
              );
            })}
          </div>
        )}
      </div>
    </section>
  );
}
