import { Download, Eye, FileDown, RotateCcw, Sparkles, Trash2 } from "lucide-react";
import { useState } from "react";
import { useSWRConfig } from "swr";
import type { DocumentAnalysisDto } from "../../../../../common/api/documents.ts";
import { DOCUMENT_TYPES } from "../../../../../common/vocabulary.ts";
import { Badge } from "../../../components/ui/badge.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog.tsx";
import { useToast } from "../../../components/ui/toast.tsx";
import { format, useI18n } from "../../../i18n/i18n.tsx";
import { ApiError } from "../../../lib/api.ts";
import { formatDateTime } from "../../../lib/format.ts";
import {
  deleteAnalysis,
  documentKeys,
  downloadOriginal,
  downloadReport,
  requestAiAnalysis,
  retryAnalysis,
} from "../api/documents-api.ts";
import { DetailsDialog } from "./details-dialog.tsx";
import { PageProgress } from "./page-progress.tsx";
import { findingLabel, findingText, partiesOf, topFindings } from "./present.ts";

function StatusBadge({ doc }: { doc: DocumentAnalysisDto }) {
  const { t } = useI18n();
  const tone =
    doc.status === "processed"
      ? "success"
      : doc.status === "failed"
        ? "danger"
        : doc.status === "processing"
          ? "info"
          : "neutral";
  return (
    <Badge tone={tone} data-testid="status-badge">
      {t.values.status[doc.status]}
    </Badge>
  );
}

export function DocumentItem({
  doc,
  onChange,
  onDeleted,
}: {
  doc: DocumentAnalysisDto;
  onChange: () => void;
  onDeleted: () => void;
}) {
  const { t, locale, language } = useI18n();
  const { toast } = useToast();
  const { mutate } = useSWRConfig();
  const [detailsOpen, setDetailsOpen] = useState(false);
  const [busy, setBusy] = useState<"ai" | "report" | "original" | "retry" | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const processed = doc.status === "processed";
  const parties = partiesOf(doc);
  const type =
    doc.documentType && DOCUMENT_TYPES.includes(doc.documentType) ? t.values.documentType[doc.documentType] : "—";
  const findings = topFindings(doc.keyFindings);

  const analyzeWithAi = async () => {
    setBusy("ai");
    try {
      const answer = await requestAiAnalysis(doc.id);
      // Names whoever actually answered, in the user's language: a model and its name, or the rule engine alone.
      toast({
        title: t.documents.aiComplete,
        description: format(t.documents.aiCompleteBody, { provider: answer.providerLabel }),
        variant: "success",
      });
      await mutate(documentKeys.analyses);
    } catch (err) {
      toast({
        title: t.documents.aiFailed,
        description: err instanceof ApiError && err.code ? err.message : undefined,
        variant: "destructive",
      });
    } finally {
      setBusy(null);
    }
  };

  const download = async () => {
    setBusy("report");
    try {
      await downloadReport(doc.id, doc.fileName);
      toast({ title: t.documents.reportDownloaded, variant: "success" });
    } catch {
      toast({ title: t.documents.reportFailed, variant: "destructive" });
    } finally {
      setBusy(null);
    }
  };

  const saveOriginal = async () => {
    setBusy("original");
    try {
      await downloadOriginal(doc.id, doc.fileName);
    } catch {
      toast({ title: t.documentList.originalFailed, variant: "destructive" });
    } finally {
      setBusy(null);
    }
  };

  const remove = async () => {
    try {
      await deleteAnalysis(doc.id);
    } catch (err) {
      toast({
        title: t.documentList.deleteFailed,
        description: err instanceof ApiError && err.code ? err.message : undefined,
        variant: "destructive",
      });
      throw err;
    }
    toast({ title: format(t.documentList.deleted, { name: doc.fileName }), variant: "success" });
    onDeleted();
  };

  const retry = async () => {
    setBusy("retry");
    try {
      await retryAnalysis(doc.id);
      toast({ title: t.documents.retryStarted });
      await mutate(documentKeys.analyses);
      onChange();
    } catch (err) {
      toast({
        title: t.documents.retryFailed,
        description: err instanceof ApiError && err.code ? err.message : undefined,
        variant: "destructive",
      });
    } finally {
      setBusy(null);
    }
  };

  return (
    <li className="space-y-3 rounded-lg border border-slate-200 p-4" data-testid="document-item">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="truncate font-medium text-navy-900" title={doc.fileName}>
            {doc.fileName}
          </h3>
          <p className="text-xs text-slate-600">
            {doc.processedAt
              ? format(t.documents.processedAt, { time: formatDateTime(doc.processedAt, locale) })
              : format(t.documents.uploadedAt, { time: formatDateTime(doc.uploadedAt, locale) })}
          </p>
        </div>
        <StatusBadge doc={doc} />
      </div>

      {doc.status === "failed" && (
        <div className="flex flex-wrap items-center justify-between gap-2 rounded-md bg-red-50 p-3 text-sm text-red-900">
          <p>{format(t.documents.failedReason, { reason: doc.failureMessage ?? t.documents.unknownReason })}</p>
          <Button size="sm" variant="secondary" onClick={retry} disabled={busy !== null}>
            <RotateCcw className="h-4 w-4" aria-hidden />
            {busy === "retry" ? t.documents.retrying : t.documents.retry}
          </Button>
        </div>
      )}
      {doc.status === "processing" && doc.pageProgress ? (
        <PageProgress progress={doc.pageProgress} />
      ) : (
        (doc.status === "queued" || doc.status === "processing" || doc.status === "uploading") && (
          <p className="text-sm text-slate-600">{t.documents.waiting}</p>
        )
      )}

      {processed && (
        <>
          <dl className="grid grid-cols-1 gap-2 text-sm sm:grid-cols-2">
            <div>
              <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">{t.documents.parties}</dt>
              <dd className="text-ink">{parties.length > 0 ? parties.join(", ") : t.common.na}</dd>
            </div>
            <div>
              <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">{t.documents.type}</dt>
              <dd className="text-ink">
                {type}
                {doc.jurisdiction ? ` (${t.values.jurisdiction[doc.jurisdiction]})` : ""}
              </dd>
            </div>
          </dl>
          {findings.length > 0 && (
            <div>
              <p className="mb-1 text-xs font-medium uppercase tracking-wide text-slate-500">
                {t.documents.keyFindings}
              </p>
              <ul className="flex flex-wrap gap-1.5">
                {findings.map((f, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: findings have no id
                  <li key={i} className="max-w-full">
                    <Badge tone="info" className="max-w-full">
                      <span className="font-semibold">{findingLabel(f.type, t.values.findingType)}:</span>
                      <span className="truncate">{findingText(f.value, language)}</span>
                    </Badge>
                  </li>
                ))}
              </ul>
            </div>
          )}
          {doc.aiAnalysis && (
            <div className="rounded-md bg-navy-50 p-3 text-sm" data-testid="ai-analysis">
              <p className="mb-1 text-xs font-medium uppercase tracking-wide text-navy-700">{t.documents.aiAnalysis}</p>
              <p className="whitespace-pre-wrap text-ink">{doc.aiAnalysis}</p>
              {doc.aiProvider && (
                <p className="mt-1 text-xs text-slate-500" data-testid="ai-provider">
                  {format(t.documents.aiBy, {
                    provider: doc.aiProvider === "local" ? t.documents.aiByEngine : doc.aiProvider,
                  })}
                </p>
              )}
            </div>
          )}
        </>
      )}

      {/* Every stored document can be downloaded as uploaded and deleted, whatever its analysis state. */}
      <div className="flex flex-wrap gap-2">
        {processed && (
          <>
            <Button
              size="sm"
              variant="secondary"
              onClick={() => setDetailsOpen(true)}
              aria-label={format(t.documents.viewDetailsOf, { name: doc.fileName })}
            >
              <Eye className="h-4 w-4" aria-hidden />
              {t.documents.viewDetails}
            </Button>
            {!doc.aiAnalysis && (
              <Button size="sm" variant="secondary" onClick={analyzeWithAi} disabled={busy !== null}>
                <Sparkles className="h-4 w-4" aria-hidden />
                {busy === "ai" ? t.documents.analyzing : t.documents.analyzeWithAi}
              </Button>
            )}
            <Button
              size="sm"
              variant="secondary"
              onClick={download}
              disabled={busy !== null}
              aria-label={format(t.documents.downloadReportOf, { name: doc.fileName })}
            >
              <Download className="h-4 w-4" aria-hidden />
              {t.documents.downloadReport}
            </Button>
          </>
        )}
        {doc.status !== "uploading" && (
          <Button
            size="sm"
            variant="secondary"
            onClick={saveOriginal}
            disabled={busy !== null}
            aria-label={format(t.documentList.downloadOriginalOf, { name: doc.fileName })}
          >
            <FileDown className="h-4 w-4" aria-hidden />
            {t.documentList.downloadOriginal}
          </Button>
        )}
        <Button
          size="sm"
          variant="ghost"
          className="text-red-700 hover:bg-red-50"
          onClick={() => setConfirmDelete(true)}
          aria-label={format(t.documentList.deleteOf, { name: doc.fileName })}
        >
          <Trash2 className="h-4 w-4" aria-hidden />
          {t.common.delete}
        </Button>
      </div>
      {detailsOpen && <DetailsDialog doc={doc} open={detailsOpen} onOpenChange={setDetailsOpen} />}
      <ConfirmDialog
        open={confirmDelete}
        onOpenChange={setConfirmDelete}
        title={t.documentList.deleteTitle}
        description={format(t.documentList.deleteConfirm, { name: doc.fileName })}
        confirmLabel={t.common.delete}
        cancelLabel={t.common.cancel}
        onConfirm={remove}
      />
    </li>
  );
}
