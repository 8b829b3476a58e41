import { FileText, X } from "lucide-react";
import { useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { Select } from "../../../components/ui/select.tsx";
import { Spinner } from "../../../components/ui/spinner.tsx";
import { format, useI18n } from "../../../i18n/i18n.tsx";
import { useAttachableDocuments, useCaseActions, useCaseDetail } from "../api/use-cases.ts";
import { useAction } from "./use-action.ts";

/** The documents attached to a case, and attaching another of the user's documents. */
export function CaseDocuments({ caseId }: { caseId: string }) {
  const { t } = useI18n();
  const detail = useCaseDetail(caseId);
  const documents = useAttachableDocuments(true);
  const actions = useCaseActions();
  const run = useAction();
  const [choice, setChoice] = useState("");
  const attached = detail.data?.documents ?? [];
  const attachedIds = new Set(attached.map((d) => d.id));
  const candidates = (documents.data ?? []).filter((d) => !attachedIds.has(d.id));
  return (
    <section className="mt-6 space-y-3 border-t border-slate-100 pt-4" aria-labelledby="case-docs-title">
      <h3 id="case-docs-title" className="font-medium text-navy-900">
        {t.cases.documents}
      </h3>
      {!detail.data ? (
        <Spinner label={t.common.loading} />
      ) : attached.length === 0 ? (
        <p className="text-sm text-slate-600">{t.cases.noDocuments}</p>
      ) : (
        <ul className="space-y-1" data-testid="case-documents">
          {attached.map((d) => (
            <li
              key={d.id}
              className="flex items-center justify-between gap-2 rounded-md bg-slate-50 px-3 py-1.5 text-sm"
            >
              <span className="flex min-w-0 items-center gap-2">
                <FileText className="h-4 w-4 shrink-0 text-slate-500" aria-hidden />
                <span className="truncate">{d.fileName}</span>
              </span>
              <Button
                size="icon"
                variant="ghost"
                aria-label={format(t.cases.detach, { name: d.fileName })}
                onClick={() => run(() => actions.detach(caseId, d.id)).catch(() => {})}
              >
                <X className="h-4 w-4" aria-hidden />
              </Button>
            </li>
          ))}
        </ul>
      )}
      {candidates.length > 0 && (
        <div className="flex flex-col gap-2 sm:flex-row">
          <Select
            aria-label={t.cases.attachDocument}
            value={choice}
            onValueChange={setChoice}
            options={candidates.map((d) => ({ value: d.id, label: d.fileName }))}
            placeholder={t.cases.chooseDocument}
          />
          <Button
            variant="secondary"
            disabled={!choice}
            onClick={() =>
              run(() => actions.attach(caseId, choice))
                .then(() => setChoice(""))
                .catch(() => {})
            }
          >
            {t.cases.attach}
          </Button>
        </div>
      )}
    </section>
  );
}
