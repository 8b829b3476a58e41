import { useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { Select } from "../../../components/ui/select.tsx";
import { format, useI18n } from "../../../i18n/i18n.tsx";
import { ApiError } from "../../../lib/api.ts";
import { attachToCase, detachFromCase, useDocumentCase } from "../api/document-case-api.ts";

/** The details dialog's case line: which case the document belongs to, and attaching it to another. */
export function DocumentCase({ documentId }: { documentId: string }) {
  const { t } = useI18n();
  // Said inline, not in a toast: the dialog is where the user is looking (and it needs no toast provider).
  const [note, setNote] = useState<{ text: string; failed: boolean } | null>(null);
  const { current, cases } = useDocumentCase(documentId);
  const [choice, setChoice] = useState("");
  const [busy, setBusy] = useState(false);
  const attached = current.data?.case ?? null;
  const others = (cases.data ?? []).filter((c) => c.id !== attached?.id);

  const change = async (work: () => Promise<void>, done: string) => {
    setBusy(true);
    try {
      await work();
      await Promise.all([current.mutate(), cases.mutate()]);
      setChoice("");
      setNote({ text: done, failed: false });
    } catch (err) {
      const reason = err instanceof ApiError ? `: ${err.message}` : "";
      setNote({ text: `${t.documentList.caseFailed}${reason}`, failed: true });
    } finally {
      setBusy(false);
    }
  };

  if (current.error || cases.error) return null;
  return (
    <section aria-labelledby="details-case" data-testid="document-case">
      <h3 id="details-case" className="mb-2 font-semibold text-navy-900">
        {t.documentList.case}
      </h3>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
        <p className="text-sm text-ink sm:flex-1">
          {attached ? attached.title : t.documentList.noCase}
          {attached && (
            <Button
              variant="link"
              className="ml-3 text-sm"
              disabled={busy}
              onClick={() =>
                change(
                  () => detachFromCase(attached.id, documentId),
                  format(t.documentList.detached, { title: attached.title }),
                )
              }
            >
              {t.documentList.detach}
            </Button>
          )}
        </p>
        {others.length > 0 && (
          <div className="flex gap-2">
            <Select
              aria-label={t.documentList.chooseCase}
              value={choice}
              onValueChange={setChoice}
              options={others.map((c) => ({ value: c.id, label: c.title }))}
              placeholder={t.documentList.chooseCase}
              className="sm:w-56"
            />
            <Button
              variant="secondary"
              disabled={!choice || busy}
              onClick={() => {
                const target = others.find((c) => c.id === choice);
                if (target)
                  void change(
                    () => attachToCase(target.id, documentId),
                    format(t.documentList.attached, { title: target.title }),
                  );
              }}
            >
              {t.documentList.attach}
            </Button>
          </div>
        )}
      </div>
      <p
        role={note?.failed ? "alert" : "status"}
        className={note?.failed ? "mt-1 text-sm text-red-700" : "mt-1 text-sm text-emerald-800"}
      >
        {note?.text}
      </p>
    </section>
  );
}
