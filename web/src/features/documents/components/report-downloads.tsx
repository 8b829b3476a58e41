import { FileDown, FileText } from "lucide-react";
import { useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { useToast } from "../../../components/ui/toast.tsx";
import { useI18n } from "../../../i18n/i18n.tsx";
import { downloadReport } from "../api/documents-api.ts";
import { downloadDocxReport } from "../api/report-api.ts";

/** The details dialog's report downloads: a formatted Word report and the plain-text one, both in the user's language. */
export function ReportDownloads({ documentId, fileName }: { documentId: string; fileName: string }) {
  const { t } = useI18n();
  const { toast } = useToast();
  const [busy, setBusy] = useState<"docx" | "text" | null>(null);

  const run = async (kind: "docx" | "text") => {
    setBusy(kind);
    try {
      await (kind === "docx" ? downloadDocxReport(documentId, fileName) : downloadReport(documentId, fileName));
      toast({ title: t.documents.reportDownloaded, variant: "success" });
    } catch {
      toast({ title: t.documents.reportFailed, variant: "destructive" });
    } finally {
      setBusy(null);
    }
  };

  return (
    <section aria-labelledby="details-report" className="rounded-lg border border-slate-200 p-4">
      <h3 id="details-report" className="font-semibold text-navy-900">
        {t.presentation.reportHeading}
      </h3>
      <p className="mt-1 text-sm text-slate-600">{t.presentation.reportHint}</p>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button size="sm" onClick={() => run("docx")} disabled={busy !== null} data-testid="download-docx">
          <FileDown className="h-4 w-4" aria-hidden />
          {busy === "docx" ? t.presentation.preparing : t.presentation.downloadDocx}
        </Button>
        <Button
          size="sm"
          variant="secondary"
          onClick={() => run("text")}
          disabled={busy !== null}
          data-testid="download-text"
        >
          <FileText className="h-4 w-4" aria-hidden />
          {busy === "text" ? t.presentation.preparing : t.presentation.downloadText}
        </Button>
      </div>
    </section>
  );
}
