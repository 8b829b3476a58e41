import { AlertTriangle, FileUp, Lock, X } from "lucide-react";
import { type DragEvent, useId, useRef, useState } from "react";
import { ACCEPTED_UPLOAD_EXTENSIONS, LIMITS } from "../../../../../common/vocabulary.ts";
import { Button } from "../../../components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card.tsx";
import { Progress } from "../../../components/ui/progress.tsx";
import { format, useI18n } from "../../../i18n/i18n.tsx";
import { cn } from "../../../lib/cn.ts";
import { formatNumber } from "../../../lib/format.ts";
import { useUpload } from "../api/use-upload.ts";

export interface UploadCardProps {
  isTrial: boolean;
  trialDocumentsRemaining: number;
  /** Called after an upload is accepted and again when a watched document finishes, to refresh other cards. */
  onChange: () => void;
}

const MB = 1024 * 1024;

export function UploadCard({ isTrial, trialDocumentsRemaining, onChange }: UploadCardProps) {
  const { t, locale } = useI18n();
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const { file, uploading, progress, sent, canRemove, choose, remove, upload } = useUpload(onChange);

  const onDrop = (event: DragEvent<HTMLElement>) => {
    event.preventDefault();
    setDragging(false);
    if (uploading) return;
    choose([...event.dataTransfer.files]);
  };

  const limitReached = isTrial && trialDocumentsRemaining <= 0;
  const lowTrial = isTrial && !limitReached && trialDocumentsRemaining <= LIMITS.lowTrialWarning;

  return (
    <Card aria-labelledby={`${inputId}-title`} data-testid="upload-card">
      <CardHeader>
        <CardTitle id={`${inputId}-title`}>{t.upload.title}</CardTitle>
        <CardDescription>{t.upload.description}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {limitReached ? (
          <div
            className="flex flex-col items-center gap-3 rounded-lg border border-amber-200 bg-amber-50 p-6 text-center"
            data-testid="trial-limit-panel"
          >
            <Lock className="h-8 w-8 text-amber-700" aria-hidden />
            <h3 className="font-semibold text-amber-900">{t.upload.limitTitle}</h3>
            <p className="text-sm text-amber-900">{t.upload.limitBody}</p>
            <Button asChild>
              <a href="#pricing">{t.upload.upgrade}</a>
            </Button>
          </div>
        ) : (
          <>
            {lowTrial && (
              <p
                role="status"
                className="flex items-start gap-2 rounded-md border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900"
                data-testid="trial-low-warning"
              >
                <AlertTriangle className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
                {format(t.upload.lowWarning, { count: trialDocumentsRemaining })}
              </p>
            )}
            <input
              ref={inputRef}
              id={inputId}
              type="file"
              className="sr-only"
              tabIndex={-1}
              aria-hidden
              accept={ACCEPTED_UPLOAD_EXTENSIONS.join(",")}
              disabled={uploading}
              data-testid="upload-input"
              onChange={(e) => {
                choose([...(e.target.files ?? [])]);
                e.target.value = "";
              }}
            />
            <button
              type="button"
              aria-describedby={`${inputId}-hint`}
              disabled={uploading}
              onClick={() => inputRef.current?.click()}
              onDragOver={(e) => {
                e.preventDefault();
                if (!uploading) setDragging(true);
              }}
              onDragLeave={() => setDragging(false)}
              onDrop={onDrop}
              data-testid="dropzone"
              className={cn(
                "flex w-full flex-col items-center gap-2 rounded-lg border-2 border-dashed px-4 py-8 text-center transition-colors",
                "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-navy-600",
                dragging ? "border-navy-600 bg-navy-50" : "border-slate-300 bg-slate-50 hover:bg-slate-100",
                uploading && "cursor-not-allowed opacity-60",
              )}
            >
              <FileUp className="h-8 w-8 text-navy-700" aria-hidden />
              <span className="font-medium text-navy-900">{dragging ? t.upload.dropActive : t.upload.dropHere}</span>
              <span id={`${inputId}-hint`} className="text-xs text-slate-600">
                {t.upload.accepted}
                <br />
                {t.upload.maxSize}
              </span>
            </button>
            {file && (
              <div
                className="flex items-center justify-between gap-3 rounded-md border border-slate-200 px-3 py-2"
                data-testid="selected-file"
              >
                <div className="min-w-0">
                  <p className="truncate text-sm font-medium text-ink">{file.name}</p>
                  <p className="text-xs text-slate-600">
                    {format(t.upload.sizeKb, { size: formatNumber(file.size / 1024, locale, 2) })}
                  </p>
                </div>
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={format(uploading ? t.upload.cancelUpload : t.upload.remove, { name: file.name })}
                  disabled={!canRemove}
                  onClick={remove}
                  data-testid="remove-file"
                >
                  <X className="h-4 w-4" aria-hidden />
                </Button>
              </div>
            )}
            {(progress > 0 || sent) && <Progress value={progress} label={t.upload.progress} />}
            {sent && (
              <p className="text-xs text-slate-600" aria-live="polite" data-testid="upload-bytes">
                {format(t.upload.progressBytes, {
                  sent: formatNumber(sent.bytes / MB, locale, 1),
                  total: formatNumber(sent.total / MB, locale, 1),
                })}
              </p>
            )}
            <Button className="w-full" disabled={!file || uploading} onClick={upload} data-testid="upload-button">
              {uploading ? t.upload.uploading : t.upload.upload}
            </Button>
          </>
        )}
      </CardContent>
    </Card>
  );
}
